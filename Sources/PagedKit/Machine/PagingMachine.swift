/// Every paging decision, as a value: the state of one pager, one `mutating` function per event, and
/// the effects each event calls for, in order, in ``effects``.
///
/// It is the paging rules of `CONTRACT.md` and nothing else: it never calls the data source, the
/// host or the delegate. ``PagedContainer`` is its driver: it turns public calls and host reports
/// into events (``handle(_:)``, queued while a callback of an earlier one is under way), performs the
/// effects one by one, and keeps the pages themselves (the machine names them by instance number).
/// Tests drive it alone and compare the whole effect log.
///
/// Where to look:
/// - a release picks its target: ``release(velocity:)`` (``SettleRule``), in `PagingMachine+Drag.swift`;
/// - the window is computed: ``updateWindow(force:)`` (``PageWindow``), in `PagingMachine+Window.swift`;
/// - a jump is spliced: ``animateJump(to:delta:)`` (``PageLayout/splicing(keeping:target:forward:neighbours:farNeighbours:allowingSecondInstances:)``),
///   in `PagingMachine+Jump.swift`;
/// - a motion comes to rest and the page change is reported: ``comeToRest(animated:stoppingHost:onSlot:)``
///   and ``reportSettled(on:changed:atRest:)``, in `PagingMachine+Rest.swift`.
///
/// The one read it makes of the data source, an item's identifier (to follow items across reloads),
/// comes in through ``identifierAt``; a reload's answers come in as an ``IdentityDiff``.
///
/// Internal inconsistencies (an event that needs a page where the layout has none) trap with a
/// message naming the event and the state; input from the host or the data source never traps.
@MainActor struct PagingMachine {
    /// What the content is doing; with ``ContainerMotion/animating(targetSlot:sawReport:)``, whether
    /// the abandonment watchdog saw a report.
    typealias Motion = ContainerMotion

    /// The finger on the content, as the host reported it.
    enum Finger: Equatable {
        case up
        /// A drag began and has not ended; also one the machine could not take up yet (before the
        /// data or the viewport), which the first window takes up (rule 1).
        case down
        /// The finger let go over content already at rest (a non-animated jump from inside the
        /// release's callbacks): the deceleration the host reports next is only a rounding step
        /// toward the offset `willEndDragging` returned, which the machine stops.
        case liftedAtRest
    }

    /// What the delegate heard of the page change under way, between rests.
    enum PendingChange: Equatable {
        case none
        /// `willScrollToPage(page)` was reported: it is not reported again before the rest.
        case announced(Int)
        /// A reload during a drag removed the settled item: whatever page the motion rests on is a
        /// page reached, even at the same index; `announced`, as above.
        case settledItemRemoved(announced: Int?)

        /// Whether a reload removed the settled item; the change keeps only its announcement.
        mutating func takeSettledItemRemoved() -> Bool {
            guard case .settledItemRemoved(let announced) = self else { return false }
            self = announced.map { .announced($0) } ?? .none
            return true
        }

        /// The same change with its announcement forgotten (a rest reported, or a reload).
        var withoutAnnouncement: PendingChange {
            if case .settledItemRemoved = self { return .settledItemRemoved(announced: nil) }
            return .none
        }

        var announced: Int? {
            switch self {
            case .none: nil
            case .announced(let page): page
            case .settledItemRemoved(let page): page
            }
        }
    }

    // MARK: Effects

    /// The effects of the events since the driver last took them, in order.
    var effects: [PagingEffect] = []
    /// The identifier of each page made (``PagingEffect/load(instance:index:origin:)``) since the
    /// driver last took the effects, in the order of those effects.
    var madeIdentifiers: [AnyHashable] = []

    /// Reads the identifier of the item at an index from the data source (O(1)).
    var identifierAt: (Int) -> AnyHashable

    // MARK: State

    var configuration: PagingConfiguration
    var pageCount = 0
    var currentPage = 0
    var settledPage = 0
    var scrollState: ScrollState = .idle
    var position = 0.0
    var isVisible = true
    /// A two-phase visibility change under way: its direction and `animated` flag.
    var visibilityTransition: (isAppearing: Bool, animated: Bool)?

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
    /// The loaded pages, by instance.
    var entries: [LoadedPage] = []
    /// Cached page indices, most recently left first.
    var recentlyLeft: [Int] = []
    var settledIdentifier: AnyHashable?
    /// The current page's identifier when memory pressure unloaded it (a deep bounce past an end
    /// under `.critical` leaves nothing overlapping the viewport), so a reload still follows it.
    var unloadedCurrent: (page: Int, identifier: AnyHashable)?
    /// What the delegate heard of the page change under way.
    var change: PendingChange = .none
    /// What moved the content last: the cause of the next page change or cancelled announcement.
    /// Set where each motion starts (a drag, a jump, a step, a restore, an auto-scroll move) and by
    /// a reload that settles another item.
    var cause: PageChangeCause = .jump
    /// The page count at which the settled page's approach to the end was reported; `nil` while
    /// the settled page is not near the end (``checkEndApproach()``).
    var endApproach: Int?
    /// The data source changed its items while a page was being made (``dataSourceChanged()``):
    /// until the reload it queued runs, indices mean other items, so no page is made and no
    /// identifier read.
    var reloadIsPending = false
    var windowKey: PageWindow.Key?
    /// Changes whenever a loaded page is added, removed or moved to another slot.
    var instanceGeneration = 0
    var scratch: [PageWindow.Placement] = []
    /// The last instance number given to a loaded page.
    var nextInstance = 0
    /// The offset the host has, as far as the machine knows.
    var hostOffset: Double = .nan
    var hostContentLength: Double = .nan
    /// The finger on the content, as the host reported it.
    var finger: Finger = .up
    /// The pages around the reading position as last looked up, so that a tick that stays between
    /// the same two slots of the same layout only interpolates. Dropped when the layout changes.
    var positionCache: PositionCache?
    var pauseReasons: Set<AutoScrollPauseReason> = []
    /// Rule 16's header, if any (``PagingMachine/applyHeader(_:)``).
    var header: PagedHeaderLayout?
    /// How far the header is collapsed, within `[0, collapseRange]`; 0 without a header.
    var headerCollapse = 0.0
    /// The remembered list offsets of items with no loaded page, by identifier (rule 16).
    var rememberedListOffsets: [AnyHashable: Double] = [:]
    /// While an animated reload is applied: where each page was on screen before it (issue 24).
    var reloadPicture: ReloadPicture?
    /// Whether the scheduler holds a timer of the machine's (``PagingEffect/scheduleTimer(after:)``).
    var timerIsArmed = false

    /// The most pages a container uses: 2^40.
    static let maximumPageCount = 1 << 40

    init(configuration: PagingConfiguration, identifierAt: @escaping (Int) -> AnyHashable) {
        self.configuration = configuration
        self.identifierAt = identifierAt
        self.layout = PageLayout(pageCount: 0, isLooping: false, restingOn: 0)
        effects.reserveCapacity(16)
        entries.reserveCapacity(8)
        scratch.reserveCapacity(8)
    }

    // MARK: Events

    /// Applies one event. Host and data-source input never traps; what cannot be used is ignored.
    mutating func handle(_ command: ContainerCommand) {
        switch command {
        case .viewport(let length): applyViewport(length)
        case .reload:
            preconditionFailure(
                "PagedKit: a reload reaches the machine with the data source's answers, through reload(count:reported:diff:) (motion \(motion))"
            )
        case .jump(let index, let animated, let delta, let restoring):
            let cause: PageChangeCause = restoring ? .restore : delta == nil ? .jump : .step
            applyJump(to: index, animated: animated, delta: delta, cause: cause)
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
        case .pause(let reason): pauseAutoScroll(for: reason)
        case .resume(let reason): resumeAutoScroll(for: reason)
        case .listScroll(let offset, let instance, let insideSetting):
            applyListScroll(to: offset, ofInstance: instance, insideSetting: insideSetting)
        case .header(let header): applyHeader(header)
        }
    }

    /// The host moved the content synchronously inside the driver's performing of a non-animated
    /// ``PagingEffect/setContentOffset(_:animated:)``: the echo of that move, where the host put the
    /// content (a pixel grid may round it). Nothing else to do.
    mutating func hostEchoed(_ offset: Double) {
        hostOffset = offset
    }

    /// The data source changed its items while a page was made and queued a reload: make no page
    /// and read no identifier until that reload.
    mutating func dataSourceChanged() {
        reloadIsPending = true
    }

    /// The driver could not make the pages of these instances (the data source changed its items
    /// while an earlier page of the same event was made): they are forgotten without effects, and the
    /// reload that follows rebuilds the window.
    mutating func forgetUnmade(_ instances: [Int]) {
        var position = entries.count - 1
        while position >= 0 {
            if instances.contains(entries[position].instance) {
                keepListOffset(ofEntryAt: position)
                entries.remove(at: position)
                instanceGeneration &+= 1
            }
            position -= 1
        }
        windowKey = nil
    }

    mutating func emit(_ effect: PagingEffect) {
        effects.append(effect)
    }

    // MARK: Derived

    /// Whether the machine has data and a viewport: pages can be placed.
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
    var isReversed: Bool { configuration.direction == .rightToLeft }

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

    /// How far, in points, a host's offset may be from where the machine put it, or from a motion's
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

    // MARK: Reported state

    /// The state the delegate reads: current and settled page, scroll state, position.
    struct Readout {
        var currentPage = 0
        var settledPage = 0
        var scrollState = ScrollState.idle
        var position = 0.0
    }

    var readout: Readout {
        Readout(currentPage: currentPage, settledPage: settledPage, scrollState: scrollState, position: position)
    }

    /// Brings `currentPage` and `position` up to date with the reading position, reporting changes.
    mutating func updatePosition(reporting: Bool = true) {
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
        let current = layout.page(atSlot: currentSlot(at: x, in: "a position update")) ?? 0
        let segment = layout.segment(at: x)
        if let geometry {
            positionCache = PositionCache(
                layout: layout, geometry: geometry, x: x, lowerSlot: lower, nearestSlot: nearest,
                currentPage: current, segment: segment)
        }
        setCurrentPage(current, reporting: reporting)
        setPosition(x.isFinite ? segment.position(at: x) : 0, reporting: reporting)
    }

    mutating func setCurrentPage(_ page: Int, reporting: Bool = true) {
        guard page != currentPage else { return }
        currentPage = page
        if reporting { emit(.currentPage(page)) }
    }

    mutating func setPosition(_ value: Double, reporting: Bool = true) {
        guard value != position, value.isFinite else { return }
        position = value
        if reporting { emit(.position(value)) }
    }

    mutating func setScrollState(_ state: ScrollState) {
        guard state != scrollState else { return }
        scrollState = state
        emit(.scrollState(state))
    }
}
