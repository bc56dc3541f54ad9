/// A virtualized pager: turns a host's scroll events into lazy page loading, page-change callbacks
/// and appearance events, with no UI framework.
///
/// The container keeps only the window loaded — `currentPage ± preloadRadius`, every page that
/// overlaps the viewport, and the `cacheLimit` most recently left pages — and nothing in it grows
/// with the page count: a million pages cost what five do. (Saved states of restorable pages are
/// the exception: one per distinct page unloaded, dropped when its identifier disappears on reload.)
/// It jumps to any page without creating
/// the pages in between, loops endlessly, sheds pages under memory pressure and restores their
/// state, advances on its own for banners, and keeps the user on the same item across
/// ``reloadData()``.
///
/// Wire it up with a ``PageDataSource``, a ``PageHost`` (a `UIScrollView` adapter, or
/// `ScrollSimulator` in tests) and optionally a ``PagedContainerDelegate``, then call
/// ``setViewportLength(_:)`` and ``reloadData()`` in either order. Forward the host's
/// `UIScrollViewDelegate` events one-to-one to the scroll-input methods.
///
/// Calling any method from inside any delegate or data-source callback is safe: a call that changes
/// state is applied after the call that made the callback has finished.
@MainActor public final class PagedContainer<Page> {
    /// Supplies the pages. Held weakly.
    public weak var dataSource: (any PageDataSource<Page>)?
    /// The scrolling surface. Held weakly.
    public weak var host: (any PageHost<Page>)?
    /// Hears page loads, appearance and page changes. Held weakly.
    // Unchecked: read on every tick, and never held across a call (the container is main-actor only).
    @exclusivity(unchecked) public weak var delegate: (any PagedContainerDelegate<Page>)?

    /// How the container keeps, lays out and moves its pages. Changing it keeps the current page
    /// and rebuilds the window; changing `isLooping` or `direction` ends any motion at once.
    public var configuration: PagingConfiguration {
        get { storedConfiguration }
        set {
            let oldValue = storedConfiguration
            storedConfiguration = newValue
            if newValue != oldValue { perform(.configure(old: oldValue)) }
        }
    }

    /// Whether the container is on screen. `false` disappears the settled page and stops
    /// auto-scroll; `true` appears it again and restarts the auto-scroll interval at rest (during a
    /// motion, the next move is timed from its rest). Default `true`.
    ///
    /// Setting it sends each page both steps at once (`willAppear` and `didAppear`, not animated).
    /// A container view controller forwards its own appearance in two phases instead, with
    /// ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()``.
    public var isVisible: Bool {
        get { storedIsVisible }
        set {
            let changed = newValue != storedIsVisible
            storedIsVisible = newValue
            if changed || visibilityTransition != nil { perform(.visibility(animated: false, isAppearing: nil)) }
        }
    }

    /// Begins a change of visibility in two phases, as a container view controller forwards its own
    /// `viewWillAppear(_:)` / `viewWillDisappear(_:)`: the settled page gets `willAppear` (or every
    /// appeared page `willDisappear`) now, with `animated`, and the `did…` step only at
    /// ``endAppearanceTransition()``, from the parent's `viewDidAppear(_:)` / `viewDidDisappear(_:)`.
    ///
    /// Calling it again before the end reverses the transition, as UIKit's cancelled transitions do
    /// (an interactive pop the user gives up: `willAppear`, then `willDisappear`, `didDisappear`).
    /// ``isVisible`` takes the new value at once (auto-scroll starts or stops with it).
    /// - Parameters:
    ///   - isAppearing: `true` when the container is about to appear, `false` when it is about to
    ///     disappear.
    ///   - animated: The parent's `animated` flag, passed to the pages' events.
    /// - Complexity: O(w) for `w` loaded pages.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        storedIsVisible = isAppearing
        perform(.visibility(animated: animated, isAppearing: isAppearing))
    }

    /// Ends the transition begun with ``beginAppearanceTransition(_:animated:)``: the settled page
    /// gets `didAppear` (or the disappearing pages `didDisappear`). Does nothing without one.
    /// - Complexity: O(w) for `w` loaded pages.
    public func endAppearanceTransition() {
        perform(.endAppearance)
    }

    /// The number of pages, as last read by ``reloadData()``.
    public internal(set) var pageCount: Int {
        get { storedPageCount }
        set { storedPageCount = newValue }
    }
    /// The page nearest the viewport; 0 when empty.
    public internal(set) var currentPage: Int {
        get { storedCurrentPage }
        set { storedCurrentPage = newValue }
    }
    /// The page the content last came to rest on.
    public internal(set) var settledPage: Int = 0
    /// What the content is doing.
    public internal(set) var scrollState: ScrollState = .idle
    /// Where the viewport is, in page units, as a logical index (wrapped into `0..<pageCount` when looping).
    public internal(set) var position: Double {
        get { storedPosition }
        set { storedPosition = newValue }
    }

    /// Called with problems in the data source's answers (duplicate identifiers, a page count too
    /// large to use). Default: none.
    public var diagnosticsHandler: (@MainActor (PagingDiagnostic) -> Void)?

    /// The most pages a container uses: 2^40 (about 1.1 × 10^12). A larger count from the data source
    /// is clamped to it, with a ``PagingDiagnostic/pageCountClamped(reported:usable:)`` diagnostic.
    ///
    /// Positions and offsets are `Double`s: beyond about 2^40 pages of a few hundred points, a page's
    /// offset is no longer exact to a fraction of a point, and a position no longer exact to a
    /// fraction of a page, so current, settled and loaded pages could not agree.
    public static var maximumPageCount: Int { 1 << 40 }

    /// The indices of the loaded pages.
    /// - Complexity: O(w) for `w` loaded pages.
    public var loadedPageIndices: Set<Int> { Set(entries.map(\.index)) }

    /// The loaded page at `index`, or `nil` if it is not loaded. When a few-page loop shows the
    /// index twice (rule 12), the instance nearest the alignment point (the forward one of two
    /// equally near).
    /// - Complexity: O(w) for `w` loaded pages.
    public func page(at index: Int) -> Page? {
        entries.position(of: index, nearest: readingPosition).map { pages[$0] }
    }

    /// Creates a container.
    /// - Parameters:
    ///   - configuration: Radius, cache, looping, axis, direction and auto-scroll.
    ///   - scheduler: Where auto-scroll asks for time; `nil` means ``MainQueueScheduler``.
    public init(configuration: PagingConfiguration = PagingConfiguration(), scheduler: (any PagingScheduler)? = nil) {
        self.storedConfiguration = configuration
        self.scheduler = scheduler ?? MainQueueScheduler()
        self.layout = PageLayout(pageCount: 0, isLooping: false, restingOn: 0)
        entries.reserveCapacity(8)
        pages.reserveCapacity(8)
        scratch.reserveCapacity(8)
        visibleInstances.reserveCapacity(8)
    }

    deinit {
        autoScrollToken?.cancel()
    }

    // MARK: Public input

    /// Sets the viewport's length along the paging axis, in points (its width or height). With
    /// ``PageSize/fill`` it is also the page length (rule 12).
    ///
    /// The current page is kept: pages are re-placed and the offset scaled. Non-positive and
    /// non-finite lengths are ignored.
    /// - Complexity: O(w) for `w` loaded pages.
    public func setViewportLength(_ length: Double) {
        guard length.isFinite, length > 0 else { return }
        perform(.viewport(length))
    }

    /// Re-reads the page count and identifiers, keeping the user on the same item.
    ///
    /// The first call reads only the count. Later calls read every identifier once and diff them
    /// against the loaded pages: surviving pages keep their instances and are re-placed, removed ones
    /// are unloaded and their saved states dropped. If the current item was removed, the item now at
    /// its index (clamped) becomes current and settled. A drag keeps going over the new data; an
    /// animated jump or a settle ends at once on the current item.
    /// - Complexity: O(n) identifier reads for `n` pages; memory beyond the window is temporary.
    public func reloadData() {
        perform(.reload)
    }

    /// Moves to page `index`.
    ///
    /// Animated jumps bring the target into the slot next to the start page (the short way round when
    /// looping) and animate one page length (with peeking cards, the `k_a + k_t + 1` pitches that keep
    /// the visible neighbours, rule 12), so no page between the two is ever created, however far the
    /// jump. A second jump before the end retargets, keeping every page in view.
    /// - Parameters:
    ///   - index: A page index in `0..<pageCount`.
    ///   - animated: Whether the host animates the move.
    /// - Throws: ``PagingError/pageOutOfRange(index:pageCount:)`` for an index outside
    ///   `0..<pageCount`; nothing changes then.
    /// - Complexity: O(w) for `w` loaded pages; independent of the page count and the distance.
    public func scrollToPage(_ index: Int, animated: Bool) throws(PagingError) {
        guard index >= 0, index < pageCount else {
            throw PagingError.pageOutOfRange(index: index, pageCount: pageCount)
        }
        perform(.jump(index, animated: animated))
    }

    /// Frees memory: `.warning` drops the cache and every page outside `current ± min(radius, 1)`;
    /// `.critical` keeps only the pages overlapping the viewport. The reduced set holds until the
    /// next drag, jump or reload. Restorable pages save their state first.
    /// - Complexity: O(w) for `w` loaded pages.
    public func handleMemoryPressure(_ level: MemoryPressure) {
        perform(.memoryPressure(level))
    }

    /// The host's `scrollViewWillBeginDragging`. Catches a settle or an animated jump under way.
    public func willBeginDragging() {
        perform(.beginDrag)
    }

    /// The host's `scrollViewDidScroll`, with the content offset along the paging axis.
    ///
    /// Loads and places every page that overlaps the viewport before it returns. Non-finite offsets
    /// are ignored.
    /// - Complexity: O(1) and allocation-free unless the current page or the visible pages change;
    ///   then O(w²) in the window size `w`.
    public func didScroll(toOffset offset: Double) {
        guard offset.isFinite else { return }
        guard !isBusy else {
            perform(.scroll(offset))  // queued, or dropped as the echo of the container's own move
            return
        }
        // `perform(.scroll(_:))` without the command: this runs on every frame.
        isBusy = true
        applyScroll(offset)
        if hasPending { applyPending() }
        isBusy = false
    }

    /// The host's `scrollViewWillEndDragging`: returns the offset to come to rest at.
    ///
    /// At or above 300 points per second the content flings to the next page boundary in the
    /// velocity's direction; slower, it returns to the nearest page. Never past the ends unless looping.
    /// - Parameter velocity: The release velocity along the axis, in points per second (UIKit reports
    ///   points per millisecond: multiply by 1000).
    /// - Returns: The target content offset.
    public func willEndDragging(velocity: Double) -> Double {
        if isBusy {
            pending.append(.endDrag(velocity: velocity))
            hasPending = true
            return insideContent(projectedRelease(velocity: velocity).offset)
        }
        perform(.endDrag(velocity: velocity))
        if motion == .none, hostOffset.isFinite {
            // Already at rest (a non-animated jump from inside the release's callbacks): the host
            // stays where the container put it — inside its content (a pixel grid may have rounded
            // the last page's offset past the end; the container then stops the step back).
            restedDuringRelease = true
            return insideContent(hostOffset)
        }
        return insideContent(releaseTarget())
    }

    /// `offset` kept within `0...contentLength − viewportLength` as the host computes them from the
    /// content length it was given: far out in long content, `(n − 1) × length` and
    /// `n × length − length` can differ in their last bit.
    private func insideContent(_ offset: Double) -> Double {
        guard let geometry, hostContentLength.isFinite else { return offset }
        return min(max(offset, 0), max(0, hostContentLength - geometry.viewportLength))
    }

    /// Where the host should go after the release, once it was applied.
    private func releaseTarget() -> Double {
        // Read after calls made from inside the release's callbacks were applied: a jump from
        // willScrollToPage changes where the host should go.
        // An animated jump from those callbacks: its target, so that the host decelerates to where
        // the animation goes, never to the stretch past an end where the finger let go.
        switch motion {
        case .decelerating(let slot), .animating(let slot, _): return offset(forReading: Double(slot))
        case .dragging:
            // A release that needs no movement (within the offset tolerance of a page): the page's
            // own offset, never the host's, which may lie a fraction of a point past an end.
            return offset(forReading: Double(currentSlot(at: readingPosition, in: "willEndDragging")))
        case .none: return offset(forReading: readingPosition)
        }
    }

    /// The host's `scrollViewDidEndDragging(_:willDecelerate:)`.
    public func didEndDragging(willDecelerate: Bool) {
        perform(.endDragging(willDecelerate: willDecelerate))
    }

    /// The host's `scrollViewDidEndDecelerating`.
    public func didEndDecelerating() {
        perform(.endDecelerating)
    }

    /// The host's `scrollViewDidEndScrollingAnimation`.
    ///
    /// It ends the running animated move only when the host is at that move's target (within the
    /// pixel tolerance). Any other end report — the late end of an animation that was retargeted,
    /// caught, ended by a reload or replaced by a jump, whenever it arrives — changes nothing. A move
    /// the host drops without a report is rested where the host is after one second with no report.
    public func didEndScrollingAnimation() {
        perform(.endAnimation)
    }

    /// A finger that touched the content lifted without dragging it (a tap, or a touch that only
    /// held the content).
    ///
    /// `UIScrollView` stops a deceleration or an animated move on touch-down and may never report
    /// that move's end. Forward this from the host when the finger lifts and the host is no longer
    /// moving: a settle or an animated move the touch stopped short of its target then settles on the
    /// nearest page from where the content is, as a release without velocity does (announcing that
    /// page unless it was already announced); one that is at its target rests. At rest or during a
    /// drag it does nothing.
    public func fingerLifted() {
        perform(.fingerLifted)
    }

    // MARK: State

    /// A loaded page's index, slot, identifier and appearance; the page itself is in `pages`.
    typealias Entry = LoadedPage

    // Declared outside the generic class: nested, they would be generic over `Page`, and every tick
    // would look up their metadata (and `[Command]`'s) in the runtime's cache.
    typealias Motion = ContainerMotion
    typealias Command = ContainerCommand

    // The public properties above are computed over these: a public stored property of a class
    // keeps a dynamic exclusivity check (swift_beginAccess) on every access, which the tick pays.
    var storedConfiguration: PagingConfiguration
    var storedPageCount = 0
    var storedCurrentPage = 0
    var storedPosition = 0.0
    var storedIsVisible = true
    /// A two-phase visibility change under way: its direction and `animated` flag.
    var visibilityTransition: (isAppearing: Bool, animated: Bool)?

    let scheduler: any PagingScheduler
    /// The lengths of rule 12, once the viewport is known.
    var geometry: PageGeometry?
    var hasData = false
    var layout: PageLayout {
        didSet { positionCache = nil }  // it belongs to one layout
    }
    /// The viewport's reading position, in slots.
    var readingPosition: Double = 0
    var motion: Motion = .none
    var pressure: MemoryPressure?
    var entries: [Entry] = []
    /// The loaded pages themselves, in the same order as `entries`. Kept apart so that searching
    /// `entries` is concrete code: over a generic element, every step would look up `Entry<Page>`'s
    /// metadata in the runtime.
    var pages: [Page] = []
    /// Cached page indices, most recently left first.
    var recentlyLeft: [Int] = []
    var savedStates: [AnyHashable: Any] = [:]
    var settledIdentifier: AnyHashable?
    /// The current page's identifier when memory pressure unloaded it (a deep bounce past an end
    /// under `.critical` leaves nothing overlapping the viewport), so a reload still follows it.
    var unloadedCurrent: (page: Int, identifier: AnyHashable)?
    /// A reload during a drag removed the settled item: the rest reports its page as reached.
    var settledItemRemoved = false
    var announcedTarget: Int?
    /// A reload queued from inside a callback while the container was making pages (a data source
    /// that changed its items inside `pageAt`): until it runs, the data source may be ahead of the
    /// container, so no more pages are made and no identifier is read by index.
    var reloadIsPending = false
    /// Whether the container is making pages (`load`), so that a reload queued now stops it.
    var isMakingPages = false
    /// `willEndDragging` found the content already at rest (a jump from inside the release): a
    /// deceleration the host then reports is only a rounding step, which the container stops.
    var restedDuringRelease = false
    /// A snapshot handed to `restore(_:)` before the first load, which opens on it.
    var pendingSnapshot: PagingSnapshot?
    var windowKey: PageWindow.Key?
    /// `forEachVisiblePage`'s last lookup: the entry position of each visible slot from
    /// `visibleInstancesLower` on (−1 for none), valid while `instanceGeneration` is
    /// `visibleInstancesGeneration`.
    var visibleInstances: [Int] = []
    var visibleInstancesLower = 0
    var visibleInstancesGeneration = -1
    /// Changes whenever a loaded page is added, removed or moved to another slot.
    var instanceGeneration = 0
    var scratch: [PageWindow.Placement] = []
    /// The last instance number given to a loaded page.
    var nextInstance = 0
    /// Sees every effect before it is performed (tests record whole effect logs with it).
    var effectObserver: ((PagingEffect) -> Void)?
    /// The offset the host has, as far as the container knows.
    var hostOffset: Double = .nan
    var hostContentLength: Double = .nan
    /// The offset of a non-animated move under way, whose synchronous report is an echo.
    var echoOffset: Double?
    var isBusy = false
    /// Whether the host reported a drag that has not ended, also one the container could not take
    /// up (before the data or the viewport).
    var fingerIsDown = false
    var pending: [Command] = []
    var hasPending = false
    /// The pages around the reading position as last looked up, so that a tick that stays between
    /// the same two slots of the same layout only interpolates. Dropped when the layout changes.
    var positionCache: PositionCache?
    var pauseReasons: Set<AutoScrollPauseReason> = []
    nonisolated(unsafe) var autoScrollToken: (any Cancellable)?

    /// Whether the container has data and a viewport: pages can be placed.
    var isReady: Bool { hasData && geometry != nil }

    /// The effective configuration: negative values as 0, the radius capped while looping.
    var radius: Int {
        let limit =
            layout.isLooping ? PagingConfiguration.maximumLoopingRadius : PagingConfiguration.maximumPreloadRadius
        return min(max(0, configuration.preloadRadius), limit, max(pageCount, 1))
    }
    var cacheLimit: Int {
        min(max(0, configuration.cacheLimit), PagingConfiguration.maximumCacheLimit, max(pageCount, 0))
    }
    var isReversed: Bool { storedConfiguration.direction == .rightToLeft }

    // MARK: Applying commands

    /// Applies `command`, or queues it when a callback of another command is under way.
    func perform(_ command: Command) {
        if isBusy {
            if case .scroll(let offset) = command, echoOffset != nil {
                // Reported inside the container's own non-animated move: its echo, where the host put
                // the content (a pixel grid may round it). Nothing to replay later.
                hostOffset = offset
                return
            }
            if case .reload = command, isMakingPages { reloadIsPending = true }
            pending.append(command)
            hasPending = true
            return
        }
        isBusy = true
        apply(command)
        applyPending()
        isBusy = false
    }

    /// Applies the commands queued by callbacks, in order, including those they queue in turn.
    private func applyPending() {
        // `hasPending` rather than `pending.isEmpty`: the array keeps a dynamic exclusivity check on
        // every access, and a tick queues nothing.
        while hasPending {
            let next = pending.removeFirst()
            hasPending = !pending.isEmpty
            apply(next)
        }
    }

    private func apply(_ command: Command) {
        switch command {
        case .viewport(let length): applyViewport(length)
        case .reload: applyReload()
        case .jump(let index, let animated, let delta): applyJump(to: index, animated: animated, delta: delta)
        case .memoryPressure(let level): applyMemoryPressure(level)
        case .beginDrag: applyBeginDrag()
        case .scroll(let offset): applyScroll(offset)
        case .endDrag(let velocity): applyRelease(velocity: velocity)
        case .endDragging(let willDecelerate): applyEndDragging(willDecelerate: willDecelerate)
        case .endDecelerating: applyEndDecelerating()
        case .endAnimation: applyEndAnimation()
        case .fingerLifted: applyFingerLifted()
        case .visibility(let animated, let isAppearing): applyVisibility(animated: animated, isAppearing: isAppearing)
        case .endAppearance: applyEndAppearance()
        case .configure(let old): applyConfiguration(old: old)
        case .timerTick: applyTimerTick()
        }
    }

    // MARK: Geometry

    /// The content offset of reading position `x`.
    func offset(forReading x: Double) -> Double {
        guard let geometry, layout.slotCount > 0 else { return 0 }
        let contentSlot = isReversed ? Double(layout.slotCount - 1) - x : x
        return contentSlot * geometry.pitch
    }

    /// Where the page in reading slot `slot` is placed: its span's lower coordinate along the axis,
    /// `slot × pitch + inset` left-to-right, mirrored right-to-left (rule 12).
    func origin(forSlot slot: Int) -> Double {
        guard let geometry else { return 0 }
        let resting = offset(forReading: Double(slot))
        return resting + (isReversed ? geometry.viewportLength - geometry.pageLength - geometry.inset : geometry.inset)
    }

    /// The reading position of content offset `offset`: snapped to a whole slot within 1e-6 of a slot
    /// (or within the offset's own rounding, far out in long content), and kept within
    /// ``PageLayout/readingMargin`` slots of the content (an offset far outside it, as a programmatic
    /// `contentOffset` can send, reads as its edge).
    func reading(forOffset offset: Double) -> Double {
        guard let length = geometry?.pitch else { return readingPosition }
        var x = unclampedReading(forOffset: offset, length: length)
        let margin = Double(PageLayout.readingMargin)
        x = min(max(x, -margin), Double(layout.slotCount) + margin)
        let whole = Double(PageLayout.nearestSlot(x))
        if abs(x - whole) * length <= max(1e-6 * length, 4 * offset.magnitude.ulp) { x = whole }
        return x
    }

    /// The reading position of content offset `offset` for pitch `length`, neither snapped nor
    /// clamped.
    func unclampedReading(forOffset offset: Double, length: Double) -> Double {
        let contentSlot = offset / length
        return isReversed ? Double(layout.slotCount - 1) - contentSlot : contentSlot
    }

    /// How far, in points, a host's offset may be from where the container put it, or from a motion's
    /// target, and still be there: a host that keeps offsets on a pixel grid (UIScrollView keeps
    /// them on whole pixels) cannot reach a fractional resting offset. Half a point (a 1× grid's
    /// rounding), and never more than 1/1024 of the pitch.
    var offsetTolerance: Double {
        min(0.5, (geometry?.pitch ?? 0) / 1024)
    }

    /// Whether reading position `x` is, for the host, at slot `slot`: within ``offsetTolerance``.
    func isAt(_ slot: Int, _ x: Double) -> Bool {
        abs(x - Double(slot)) * (geometry?.pitch ?? 0) <= offsetTolerance
    }

    /// Whether the host, at reading position `x`, is at `slot` for an end report: within half a
    /// point (a 1× pixel grid's rounding of the target, which ``offsetTolerance`` narrows for small
    /// pitches), and never more than a quarter of the pitch. An end report farther away is not the
    /// running move's.
    func hostIsAt(_ slot: Int, _ x: Double) -> Bool {
        let pitch = geometry?.pitch ?? 0
        return abs(x - Double(slot)) * pitch <= max(offsetTolerance, min(0.5, pitch / 4))
    }

    /// The current page's slot at reading position `x`, where the paging rules guarantee pages (the
    /// callers checked `pageCount > 0`). Without pages that is an internal inconsistency: it traps,
    /// naming the event and the state.
    func currentSlot(at x: Double, in event: StaticString) -> Int {
        guard let slot = layout.currentSlot(at: x) else {
            preconditionFailure(
                "PagedKit: \(event) needs a current slot, but the layout has no pages "
                    + "(pageCount \(pageCount), motion \(motion), reading \(x))")
        }
        return slot
    }

    /// Brings `currentPage` and `position` up to date with the reading position, reporting changes.
    func updatePosition(reporting: Bool = true) {
        guard pageCount > 0 else {
            setCurrentPage(0, reporting: reporting)
            setPosition(0, reporting: reporting)
            return
        }
        let x = readingPosition
        let nearest = PageLayout.nearestSlot(x)
        let lower = PageLayout.floorSlot(x)
        if let cache = positionCache, cache.lowerSlot == lower, cache.nearestSlot == nearest {
            setCurrentPage(cache.currentPage, reporting: reporting)
            setPosition(cache.segment.position(at: x), reporting: reporting)
            return
        }
        let current = layout.page(atSlot: layout.clampedSlot(nearest) ?? 0) ?? 0
        let segment = layout.segment(at: x)
        if let geometry {
            positionCache = PositionCache(
                layout: layout, geometry: geometry, x: x, lowerSlot: lower, nearestSlot: nearest,
                currentPage: current, segment: segment)
        }
        setCurrentPage(current, reporting: reporting)
        setPosition(x.isFinite ? segment.position(at: x) : 0, reporting: reporting)
    }

    func setCurrentPage(_ page: Int, reporting: Bool = true) {
        guard page != currentPage else { return }
        currentPage = page
        if reporting { perform(.currentPage(page)) }
    }

    func setPosition(_ value: Double, reporting: Bool = true) {
        guard value != position, value.isFinite else { return }
        position = value
        if reporting { perform(.position(value)) }
    }

    func setScrollState(_ state: ScrollState) {
        guard state != scrollState else { return }
        scrollState = state
        perform(.scrollState(state))
    }
}

/// A problem in a data source's answers, reported through ``PagedContainer/diagnosticsHandler``.
public enum PagingDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// `reloadData()` found identifiers used by more than one page; later duplicates count as
    /// distinct items by position. `count` is the number of pages whose identifier was already used.
    case duplicateIdentifiers(count: Int, firstIndex: Int)
    /// `numberOfPages(in:)` answered more than ``PagedContainer/maximumPageCount``; the container
    /// uses `usable` pages.
    case pageCountClamped(reported: Int, usable: Int)
    /// A ``TabStripBinding``'s layout has `tabs` tabs for a container of `pages` pages (titles not
    /// rebuilt after a reload). The indicator still follows rule 15; taps on tabs with no page do
    /// nothing.
    case tabCountMismatch(tabs: Int, pages: Int)

    public var description: String {
        switch self {
        case .tabCountMismatch(let tabs, let pages):
            "PagedKit: the tab strip has \(tabs) tabs for \(pages) pages; rebuild its layout after reloadData()."
        case .pageCountClamped(let reported, let usable):
            "PagedKit: the data source reported \(reported) pages; only the first \(usable) are used "
                + "(PagedContainer.maximumPageCount)."
        case .duplicateIdentifiers(let count, let firstIndex):
            "PagedKit: \(count) page identifier(s) repeat an earlier one (first at index \(firstIndex)); "
                + "they are treated as distinct items by position. Identifiers should be unique."
        }
    }
}
