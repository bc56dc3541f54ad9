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
/// state is applied after the call that made the callback has finished. Inside a callback,
/// ``currentPage``, ``settledPage``, ``scrollState``, ``position``, ``page(at:)`` and
/// ``loadedPageIndices`` read what the callbacks so far reported (in `didChangeCurrentPage`,
/// `currentPage` is that page).
@MainActor public final class PagedContainer<Page> {
    /// Supplies the pages. Held weakly.
    public weak var dataSource: (any PageDataSource<Page>)?
    /// The scrolling surface. Held weakly.
    // Unchecked, as `delegate`: read for every page placed and every list offset told.
    @exclusivity(unchecked) public weak var host: (any PageHost<Page>)?
    /// Hears page loads, appearance and page changes. Held weakly.
    // Unchecked: read on every tick, and never held across a call (the container is main-actor only).
    @exclusivity(unchecked) public weak var delegate: (any PagedContainerDelegate<Page>)?

    /// How the container keeps, lays out and moves its pages. Changing it keeps the current page
    /// and rebuilds the window; changing `isLooping` or `direction` ends any motion at once.
    public var configuration: PagingConfiguration {
        get { machine.configuration }
        set {
            let oldValue = machine.configuration
            machine.configuration = newValue
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
        get { machine.isVisible }
        set {
            let changed = newValue != machine.isVisible
            machine.isVisible = newValue
            if changed || machine.visibilityTransition != nil {
                perform(.visibility(animated: false, isAppearing: nil))
            }
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
        machine.isVisible = isAppearing
        perform(.visibility(animated: animated, isAppearing: isAppearing))
    }

    /// Ends the transition begun with ``beginAppearanceTransition(_:animated:)``: the settled page
    /// gets `didAppear` (or the disappearing pages `didDisappear`). Does nothing without one.
    /// - Complexity: O(w) for `w` loaded pages.
    public func endAppearanceTransition() {
        perform(.endAppearance)
    }

    // Inside a callback these read what the callbacks so far reported (`told`): the machine may
    // already be further on in the same event.

    /// The number of pages, as last read by ``reloadData()``.
    public var pageCount: Int { machine.pageCount }
    /// The page nearest the viewport; 0 when empty.
    public var currentPage: Int { isPerforming ? told.currentPage : machine.currentPage }
    /// The page the content last came to rest on.
    public var settledPage: Int { isPerforming ? told.settledPage : machine.settledPage }
    /// What the content is doing.
    public var scrollState: ScrollState { isPerforming ? told.scrollState : machine.scrollState }
    /// Where the viewport is, in page units, as a logical index (wrapped into `0..<pageCount` when looping).
    public var position: Double { isPerforming ? told.position : machine.position }

    /// Called with problems in the data source's answers (duplicate identifiers, a page count too
    /// large to use). Default: none.
    public var diagnosticsHandler: (@MainActor (PagingDiagnostic) -> Void)?

    /// The most pages a container uses: 2^40 (about 1.1 × 10^12). A larger count from the data source
    /// is clamped to it, with a ``PagingDiagnostic/pageCountClamped(reported:usable:)`` diagnostic.
    ///
    /// Positions and offsets are `Double`s: beyond about 2^40 pages of a few hundred points, a page's
    /// offset is no longer exact to a fraction of a point, and a position no longer exact to a
    /// fraction of a page, so current, settled and loaded pages could not agree.
    public static var maximumPageCount: Int { PagingMachine.maximumPageCount }

    /// The indices of the loaded pages.
    /// - Complexity: O(w) for `w` loaded pages.
    public var loadedPageIndices: Set<Int> {
        isPerforming ? Set(indices) : Set(machine.entries.map(\.index))
    }

    /// The loaded page at `index`, or `nil` if it is not loaded. When a few-page loop shows the
    /// index twice (rule 12), the instance nearest the alignment point (the forward one of two
    /// equally near).
    /// - Complexity: O(w) for `w` loaded pages.
    public func page(at index: Int) -> Page? {
        pagePosition(at: index).map { pages[$0] }
    }

    /// The position in `pages` of ``page(at:)``'s page, if any.
    func pagePosition(at index: Int) -> Int? {
        guard isPerforming else {
            let entries = machine.entries
            guard let entry = entries.position(of: index, nearest: machine.readingPosition) else { return nil }
            return position(ofInstance: entries[entry].instance)
        }
        // Inside a callback: the pages as the callbacks so far reported them (their indices as last
        // named, a page the machine let go in this event still loaded until its `willUnload`), the
        // nearest of those the machine still places.
        var best: (position: Int, slot: Int)?
        var letGo: Int?
        for position in pages.indices where indices[position] == index {
            guard let slot = machine.entries.slot(ofInstance: instances[position]) else {
                if letGo == nil { letGo = position }
                continue
            }
            if let current = best {
                if LoadedPage.isSlot(slot, nearerThan: current.slot, to: machine.readingPosition) {
                    best = (position, slot)
                }
            } else {
                best = (position, slot)
            }
        }
        return best?.position ?? letGo
    }

    /// Creates a container.
    /// - Parameters:
    ///   - configuration: Radius, cache, looping, axis, direction and auto-scroll.
    ///   - scheduler: Where auto-scroll asks for time; `nil` means ``MainQueueScheduler``.
    public init(configuration: PagingConfiguration = PagingConfiguration(), scheduler: (any PagingScheduler)? = nil) {
        self.scheduler = scheduler ?? MainQueueScheduler()
        self.machine = PagingMachine(configuration: configuration, identifierAt: { AnyHashable($0) })
        pages.reserveCapacity(8)
        instances.reserveCapacity(8)
        identifiers.reserveCapacity(8)
        visibleInstances.reserveCapacity(8)
        machine.identifierAt = { [unowned self] index in
            self.dataSource?.container(self, identifierForPageAt: index) ?? AnyHashable(index)
        }
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
        perform(.reload())
    }

    /// Re-reads the page count and identifiers as ``reloadData()`` does (rule 9), and, `animated`,
    /// shows what changed on screen as one motion instead of a swap, as
    /// `UICollectionViewDiffableDataSource`'s `apply(_:animatingDifferences:)` does for a list.
    ///
    /// The state is the reload's at once, before this returns: current and settled page, the
    /// window, the callbacks (`didChangeCurrentPage`, `willScrollToPage`/`didScrollToPage` and
    /// `didChangePage` with cause `.reload` when the current item changed). Only the views move
    /// after: the host's ``PageHost/animateReload(_:)`` gets one ``PageMove`` per page whose place
    /// on screen changes —
    /// - a removed current page slides out toward the leading side while the item that now has its
    ///   index comes in from the trailing side (toward the trailing side and from the leading side
    ///   when the removed item was the last, so the item before it comes);
    /// - surviving pages that will be, or were, in view (peeking cards) slide from where they were
    ///   to their new slots; pages made in view come in from one pitch beyond their slot;
    /// - no page between is made: only the window and the slots in view.
    ///
    /// Surviving items keep their instances, saved states and list offsets. A drag under way goes on
    /// over the new data (rule 9), with no motion of its own. With `animated`, an animated jump,
    /// step or auto-scroll move, or a settle, under way keeps its target item: it goes on to the
    /// item's new index (announced anew if the index changed), where rule 9 alone would end it at
    /// once; a target with no loaded page (a preload radius of 0) ends as rule 9 says.
    /// - Parameters:
    ///   - animated: Whether the change is shown as a motion.
    ///   - insertion: What items inserted right before the current item do: rule 9 keeps the
    ///     current item (``ReloadInsertionPolicy/keepsCurrentItem``), or the first inserted item is
    ///     shown (``ReloadInsertionPolicy/showsInsertedItem``). Applies animated or not.
    /// - Complexity: as ``reloadData()``; the motion adds O(w²) for `w` loaded pages.
    public func reloadData(animated: Bool, insertion: ReloadInsertionPolicy = .keepsCurrentItem) {
        perform(.reload(animated: animated, insertion: insertion))
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
        told = machine.readout
        if let tick = machine.steadyTick(offset) {
            // The common tick: reported straight from the machine's answer, with no effect buffer
            // and no effect value (one is made only for a test's observer).
            if tick.currentPage != nil || tick.position != nil {
                isPerforming = true
                if let page = tick.currentPage {
                    effectObserver?(.currentPage(page))
                    reportCurrentPage(page)
                }
                if let position = tick.position {
                    effectObserver?(.position(position))
                    reportPosition(position)
                }
                isPerforming = false
            }
        } else {
            machine.applyMovedScroll(offset)
            if !machine.effects.isEmpty { performEffects() }
        }
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
            return machine.insideContent(machine.projectedRelease(velocity: velocity).offset)
        }
        perform(.endDrag(velocity: velocity))
        return machine.offsetAfterRelease()
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

    /// Every paging decision and the state they follow from (`PagingMachine`).
    // Unchecked: the driver never holds an access across a callback (it reads the effects one at a
    // time), and a dynamic check on every tick would cost the hot path.
    @exclusivity(unchecked) var machine: PagingMachine

    let scheduler: any PagingScheduler
    /// The loaded pages, with the instance number and identifier of each, in the same order.
    // Unchecked, as `machine`: never held across a callback. `pages` is read by inlined code
    // (`forEachVisiblePage`).
    @exclusivity(unchecked) @usableFromInline var pages: [Page] = []
    @exclusivity(unchecked) var instances: [Int] = []
    var identifiers: [AnyHashable] = []
    /// The index each page had in the last effect that named it (a reload's survivors take their new
    /// index when its effects were performed).
    @exclusivity(unchecked) var indices: [Int] = []
    /// A reload's new index of each surviving old index, until its survivors are renumbered.
    var renumbering: [Int: Int]?
    /// Whether the driver is performing an event's effects (callbacks are under way).
    @exclusivity(unchecked) var isPerforming = false
    /// What the effects performed so far in this event reported.
    @exclusivity(unchecked) var told = PagingMachine.Readout()
    /// Saved states of restorable pages that were unloaded, by identifier.
    var savedStates: [AnyHashable: Any] = [:]
    /// A snapshot handed to `restore(_:)` before the first load, which opens on it.
    var pendingSnapshot: PagingSnapshot?
    /// The instances a reload is removing the items of: unloaded without saving a state.
    @exclusivity(unchecked) var discarding: [Int] = []
    /// A reload was queued from a callback of the event whose effects are being performed: the data
    /// may have changed, so the pages the same event asked for after it are not made (their indices
    /// may mean other items now); the reload rebuilds the window.
    @exclusivity(unchecked) var dataChanged = false
    /// An animated reload's pages whose items it removed, until their `unload`: their views stay.
    var departingInstances: [Int] = []
    /// Their pages, unloaded, until the reload's ``PagingEffect/animateReload`` hands them to the host.
    var lingeringPages: [(instance: Int, page: Page)] = []
    /// The animated reload's moves, until its ``PagingEffect/animateReload``.
    var reloadMoves: [PageMove<Page>] = []
    /// Pages the machine asked for that were not made; effects naming them are skipped.
    @exclusivity(unchecked) var unmade: [Int] = []
    /// How many of the machine's ``PagingMachine/madeIdentifiers`` were taken.
    @exclusivity(unchecked) var madeCursor = 0
    /// Whether the host is being told a list offset (rule 16): a list report made meanwhile is its answer.
    @exclusivity(unchecked) var isSettingListOffset = false
    /// Whether the host is being moved without animation, so that its synchronous report is the echo.
    @exclusivity(unchecked) var isMovingHost = false
    /// `forEachVisiblePage`'s last lookup: the position in `pages` and the index of each visible
    /// slot from `visibleInstancesLower` on (−1, −1 for none), valid while `visibleInstancesGeneration` is the
    /// machine's instance generation.
    @exclusivity(unchecked) @usableFromInline var visibleInstances: [Int] = []
    @exclusivity(unchecked) var visibleInstancesLower = 0
    @exclusivity(unchecked) var visibleInstancesGeneration = -1
    @exclusivity(unchecked) var visiblePagesGeneration = -1
    /// Changes whenever a page is made or removed.
    @exclusivity(unchecked) var pagesGeneration = 0
    /// Sees every effect before it is performed (tests record whole effect logs with it).
    @exclusivity(unchecked) var effectObserver: ((PagingEffect) -> Void)?
    @exclusivity(unchecked) var isBusy = false
    var pending: [Command] = []
    @exclusivity(unchecked) var hasPending = false
    nonisolated(unsafe) var autoScrollToken: (any Cancellable)?

    // Declared outside the generic class: nested, they would be generic over `Page`, and every tick
    // would look up their metadata (and `[Command]`'s) in the runtime's cache.
    typealias Command = ContainerCommand

    // MARK: Applying events

    /// Applies `command`, or queues it when a callback of another command is under way.
    func perform(_ command: Command) {
        if isBusy {
            if case .scroll(let offset) = command, isMovingHost {
                // Reported inside the driver's own non-animated move: its echo, where the host put the
                // content (a pixel grid may round it). Nothing to replay later.
                machine.hostEchoed(offset)
                return
            }
            if case .reload = command, isPerforming {
                // The data may have changed under the effects still to perform: indices mean other
                // items now, so no more pages are made before the reload.
                dataChanged = true
                machine.dataSourceChanged()
            }
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
        told = machine.readout
        guard case .reload(let animated, let insertion) = command else {
            machine.handle(command)
            performEffects()
            return
        }
        applyReload(animated: animated, insertion: insertion)
        performEffects()
    }

    /// Performs the machine's effects in order, then forgets them (keeping the buffer).
    func performEffects() {
        isPerforming = true
        defer { isPerforming = false }
        var k = 0
        while k < machine.effects.count {
            let effect = machine.effects[k]
            k += 1
            perform(effect)
        }
        // Emptied one by one, keeping the buffer: `removeAll(keepingCapacity:)`'s range replacement
        // costs twice as much for the few effects of a list's report or a tick.
        for _ in 0..<machine.effects.count { machine.effects.removeLast() }
        if madeCursor > 0 {
            machine.madeIdentifiers.removeAll(keepingCapacity: true)
            madeCursor = 0
        }
        if !discarding.isEmpty { discarding.removeAll() }
        if !unmade.isEmpty {
            machine.forgetUnmade(unmade)
            unmade.removeAll()
        }
        if let renumbering {
            // A reload whose effects were only its removals: the survivors' new indices.
            self.renumbering = nil
            for position in pages.indices {
                if let newIndex = renumbering[indices[position]] { indices[position] = newIndex }
            }
        }
    }
}

extension PagedContainer where Page: AnyObject {
    /// The index whose ``page(at:)`` is `page`, or `nil` when `page` is not loaded or is a second
    /// instance that ``page(at:)`` does not return (rule 12). What a host needs to report for a page
    /// it holds, such as a page's list scrolling (``listDidScroll(toOffset:onPage:)``), after a reload
    /// may have moved the page to another index.
    /// - Complexity: O(w) for `w` loaded pages; allocates nothing.
    public func index(of page: Page) -> Int? {
        guard let position = pages.firstIndex(where: { $0 === page }) else { return nil }
        let index: Int
        if isPerforming {
            index = indices[position]
        } else {
            let entries = machine.entries
            guard let entry = entries.position(ofInstance: instances[position]) else { return nil }
            index = entries[entry].index
        }
        return pagePosition(at: index) == position ? index : nil
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
