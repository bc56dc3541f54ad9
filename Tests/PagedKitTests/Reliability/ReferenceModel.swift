import PagedKit

/// Which page sits in which reading slot of the content, in the container's own slot numbers: slot
/// `anchor` holds `base`, the slots after it continue from `afterBase` and the slots before it from
/// `beforeBase`. At rest both continue the base (rule 2); an animated jump puts its target in the
/// slot next to the anchor (rule 5), so the pages between the start and the target have no slot.
/// When looping, pages repeat modulo the page count and the content is 64 slots long, the resting
/// page in slot 32; otherwise slot 0 is the first slot that holds a page.
///
/// The model keeps the container's slot numbers because it compares host offsets with them: an
/// offset far outside the content reads as 4 slots beyond its edge, and at rest the container puts
/// the host back on the resting offset.
///
/// Independence (issue 21): the contract states "at most 64" pages of looping content (rules 2 and
/// 12), re-centring "by whole pages", and nothing of the numbers below. They are the container's
/// documented choices, which this model follows to compare offsets exactly; each is marked, and
/// Docs/Reliability.md lists them with what a contract-only model would judge instead.
struct ModelLayout: Equatable {
    /// Not a contract number: the contract bounds looping content ("at most 64"); the container
    /// uses exactly 64 slots. (The rig checks the contract's bound on its own.)
    static let loopingSlotCount = 64
    /// Not a contract number: the container rests looping content in slot 32.
    static let loopingMiddleSlot = 32
    /// Not a contract number: looping content is re-centred mid-gesture within this many slots of
    /// an end (the container's choice; the contract asks only that re-centring moves whole pages
    /// and that nothing visibly moves).
    static let loopingEdgeMargin = PagingConfiguration.maximumLoopingRadius + 2
    /// Not a contract number: the container reads an offset farther outside the content as this
    /// many slots beyond its edge (its documented reading of rule 11's huge finite offsets).
    static let readingMargin = 4

    var pageCount: Int
    var isLooping: Bool
    var anchor: Int
    var base: Int
    /// The page in slot `anchor + 1`, unwrapped (the run continues from it).
    var afterBase: Int
    /// The page in slot `anchor − 1`, unwrapped.
    var beforeBase: Int
    var slotCount: Int
    /// Without looping, the first and last slots holding a page when a retarget's splice bounds the
    /// content (a run whose pages do not rise: the contract's "Visible pages during any animated
    /// move" keeps every visible page, so the target may come in on a side where indices fall).
    var lowerLimit: Int? = nil
    var upperLimit: Int? = nil

    static func resting(on page: Int, pageCount: Int, isLooping: Bool) -> ModelLayout {
        let count = max(0, pageCount)
        let looping = isLooping && count >= 2
        let page = count == 0 ? 0 : min(max(page, 0), count - 1)
        return ModelLayout(
            pageCount: count, isLooping: looping, anchor: looping ? loopingMiddleSlot : page, base: page,
            afterBase: page + 1, beforeBase: page - 1, slotCount: looping ? loopingSlotCount : count)
    }

    func page(atSlot slot: Int) -> Int? {
        guard pageCount > 0 else { return nil }
        if let lowerLimit, slot < lowerLimit { return nil }
        if let upperLimit, slot > upperLimit { return nil }
        let distance = slot &- anchor
        let raw = distance == 0 ? base : (distance > 0 ? afterBase &+ (distance - 1) : beforeBase &+ (distance + 1))
        if isLooping { return ReferenceModel.wrap(raw, pageCount) }
        return raw >= 0 && raw < pageCount ? raw : nil
    }

    /// The slots that hold a page (not looping); `nil` when looping (every slot holds one).
    var validSlots: ClosedRange<Int>? {
        guard !isLooping, pageCount > 0 else { return nil }
        let lower = max(anchor - max(0, beforeBase + 1), lowerLimit ?? Int.min)
        let upper = min(anchor + max(0, pageCount - afterBase), upperLimit ?? Int.max)
        return lower...max(lower, upper)
    }

    func clamp(_ slot: Int) -> Int {
        guard let valid = validSlots else { return slot }
        return min(max(slot, valid.lowerBound), valid.upperBound)
    }

    /// Whether a run does not continue the base: an animated jump's splice (or the neighbours a
    /// finger kept across a reload), also one that wraps to the same pages.
    var isSpliced: Bool { afterBase != base + 1 || beforeBase != base - 1 }

    /// Without looping, renumbers the slots so that the first one holding a page is slot 0 (the
    /// container shrinks the content to them). Returns how many slots everything moved back.
    mutating func compact() -> Int {
        guard !isLooping, let valid = validSlots else { return 0 }
        anchor -= valid.lowerBound
        lowerLimit = lowerLimit.map { $0 - valid.lowerBound }
        upperLimit = upperLimit.map { $0 - valid.lowerBound }
        slotCount = valid.count
        return valid.lowerBound
    }

    /// Rule 5's splice: `target` in the slot next to `anchor` on the `forward` side; the visible
    /// slot on the other side, if given, keeps its page; otherwise that side continues the anchor.
    func splicing(anchor slot: Int, target: Int, forward: Bool, keeping kept: Int?) -> ModelLayout? {
        guard let anchorPage = page(atSlot: slot), target != anchorPage else { return nil }
        var result = self
        result.anchor = slot
        result.base = anchorPage
        let keptPage = kept.flatMap { page(atSlot: $0) }
        if forward {
            result.afterBase = target
            result.beforeBase = keptPage ?? anchorPage - 1
        } else {
            result.beforeBase = target
            result.afterBase = keptPage ?? anchorPage + 1
        }
        result.lowerLimit = nil
        result.upperLimit = nil
        guard !isLooping else { return result }
        // Without looping a run whose pages do not rise ends: the target's at the target, the kept
        // side's where an earlier splice ended it, or at the kept slot. No page may then show twice.
        guard result.afterBase < anchorPage + 1 || result.beforeBase > anchorPage - 1 else { return result }
        // Both sides then end: the target's at the target, the kept side where an earlier splice
        // ended it, or at the kept slot (the anchor itself when none is kept).
        if forward {
            result.upperLimit = slot + 1
            result.lowerLimit = lowerLimit ?? (kept ?? slot)
        } else {
            result.lowerLimit = slot - 1
            result.upperLimit = upperLimit ?? (kept ?? slot)
        }
        let span = (result.lowerLimit ?? slot - 1)...(result.upperLimit ?? slot + 1)
        for s in span {
            guard let page = result.page(atSlot: s) else { return nil }
            if result.slotCount(holding: page) > 1 { return nil }
        }
        return result
    }

    /// How many slots hold `page` (not looping): the base and each run hold it at most once.
    private func slotCount(holding page: Int) -> Int {
        var count = 0
        if page == base { count += 1 }
        let after = anchor + 1 + (page - afterBase)
        if after > anchor, self.page(atSlot: after) == page { count += 1 }
        let before = anchor - 1 - (beforeBase - page)
        if before < anchor, self.page(atSlot: before) == page { count += 1 }
        return count
    }

    /// A finger's neighbours kept across a re-layout (rule 9): `forward` after the base, `backward`
    /// before it; without looping only where pages still rise, then compacted.
    mutating func keepNeighbours(backward: Int?, forward: Int?) {
        if let forward, forward != base { afterBase = forward }
        if let backward, backward != base { beforeBase = backward }
        lowerLimit = nil
        upperLimit = nil
        if !isLooping {
            afterBase = max(afterBase, base + 1)
            beforeBase = min(beforeBase, base - 1)
        }
        if isSpliced { _ = compact() }
    }

    /// The slot holding `page` nearest `x` within one page of it (forward at a tie), if any.
    func slot(of page: Int, withinOnePageOf x: Double) -> Int? {
        let lower = ReferenceModel.floorSlot(x)
        var best: Int?
        for slot in (lower - 1)...(lower + 2) where abs(Double(slot) - x) <= 1 + 1e-6 {
            if let valid = validSlots, !valid.contains(slot) { continue }
            guard self.page(atSlot: slot) == page else { continue }
            if let current = best, abs(Double(slot) - x) - abs(Double(current) - x) > 1e-9 { continue }
            best = slot
        }
        return best
    }
}

/// CONTRACT's rules restated as plainly as possible, for comparison with a real `PagedContainer`
/// driven by the same events (see `FuzzRig`).
///
/// The model is fed what the container is fed — the host's scroll reports and the public calls, in
/// the order the container applies them — and keeps its own account: the page it rests on, where the
/// viewport is in the content's slots (``ModelLayout``; offsets are turned into slots with the
/// viewport length, mirrored right-to-left, kept within 4 slots of the content), the window (rule 4:
/// current ± radius and the visible pages, the cache as the most recently left pages), memory
/// pressure (rule 6), the auto-scroll due time and its watchdog (rule 8), and the identity of items
/// across reloads (rule 9). ``check(_:loaded:full:)`` compares the container with it.
///
/// Where the contract leaves a choice, the model accepts every reading: duplicate identifiers, a
/// settled item removed mid-drag. It then takes the container's choice among those and goes on from
/// there. When it cannot follow the viewport any more (a reload with duplicate identifiers under a
/// finger, calls from callbacks after a guess), it stops tracking (``Motion/untracked(_:finalTarget:)``)
/// until the content rests, then adopts the rest after checking it; every rest is still checked in
/// full by the rig's invariants.
@MainActor final class ReferenceModel {
    enum Motion: Equatable {
        case rest
        case dragging
        /// Released; the slot the release rule chose.
        case decelerating(targets: [Int])
        case animating(target: Int)
        /// The model does not know where the viewport is in its slots.
        case untracked(UntrackedKind, finalTarget: Int?)
    }

    enum UntrackedKind: Equatable { case dragging, decelerating, animating }

    /// What came to rest: auto-scroll waits `resumeDelay` after a drag, `interval` after a move.
    enum RestKind { case drag, move }

    enum Policy: Equatable { case full, warning, critical }

    /// What the rig reads off the container after each input.
    struct Observation {
        var pageCount: Int
        var currentPage: Int
        var settledPage: Int
        var scrollState: ScrollState
        var position: Double
        var nextDue: Duration?
        /// Whether the host still drags, decelerates or animates.
        var hostIsMoving: Bool
        /// The host's content offset.
        var hostOffset: Double
    }

    /// What the rig reads off the container when a reload begins (the data source's
    /// `numberOfPages`): the current page and the identifier of every loaded page. A data source that
    /// changed its items from inside `pageAt` gave the pages loaded since then the new items'
    /// identifiers: the container follows those pages by them.
    struct ReloadStart {
        var currentPage: Int
        var loaded: [Int: Int]
        /// The reload was made from inside a callback, perhaps while the container was making pages
        /// (a data source that changed its items inside `pageAt`): it stops making pages then, so
        /// the window may be incomplete when the reload begins.
        var windowMayBeIncomplete = false
    }

    /// A window change whose left pages enter the cache.
    private struct Step {
        var from: Set<Int>
        var to: Set<Int>
        var room: Int
    }

    // MARK: Configuration, as the contract reads it

    private(set) var radius: Int
    private(set) var cacheLimit: Int
    private(set) var isLoopingConfigured: Bool
    private(set) var isReversed: Bool
    /// Rule 12's settings.
    private(set) var pageSize: PageSize
    private(set) var pageSpacing: Double
    private(set) var pageAlignment: PageAlignment
    let autoScroll: AutoScroll?
    /// Half a step of the host's pixel grid, in points (0 without one).
    let hostRounding: Double

    // MARK: State

    private(set) var items: ItemList
    private(set) var hasData = false
    private(set) var viewport: Double?
    private(set) var isVisible = true
    private(set) var isPaused = false
    private(set) var pressure: MemoryPressure?
    private(set) var settled = 0
    private(set) var layout: ModelLayout
    /// The viewport's reading position, in the content's slots.
    private(set) var xr = 0.0
    private(set) var motion: Motion = .rest
    /// The host offset the model last saw.
    private(set) var lastOffset = 0.0
    /// Whether a `didScroll` of the running animation came since the watchdog was armed (rule 8).
    private var watchdogSawTick = false

    // MARK: Expectations

    /// `didScrollToPage` reports the model expects since the rig last cleared the list.
    var expectedDidScrollTo: [Int] = []
    /// Set when the model accepted a choice it cannot predict; the rig then compares only the last page change.
    var pageChangesAreLenient = false
    private(set) var due: Duration?
    /// A reload during a drag removed the settled item: the next rest reports its page as reached,
    /// even at the same index (it is another item).
    private var settledItemIsGone = false
    /// With duplicate identifiers the container may take the settled item as gone: the next rest may
    /// then report its page as reached.
    private var settledItemMayBeGone = false
    /// The due time when the model lost track at rest.
    private var dueAtRestBeforeLosingTrack: Duration?
    /// Set when a jump came during a motion the model did not follow, under memory pressure.
    private var pressureMayHaveLifted = false
    /// The pressure if that jump lifted it (memory pressure may come after it).
    private var pressureIfLifted: MemoryPressure?

    /// A drag, a jump or a reload ends a memory-pressure reduction (rule 6), settling any doubt.
    private func liftPressure() {
        pressure = nil
        pressureMayHaveLifted = false
        pressureIfLifted = nil
    }
    private var groups: [Set<Int>] = []
    private var cacheIsKnown = true
    private var window: Set<Int> = []
    private var steps: [Step] = []
    /// Failures found while applying inputs, handed out by the next check.
    private var notes: [String] = []

    /// How many checks compared the viewport exactly, and how many found the model untracked.
    private(set) var trackedChecks = 0
    private(set) var untrackedChecks = 0

    /// Set by the rig while calls made from callbacks have already reached the container but not the
    /// model: the container's state is then ahead of the input being applied, and peeking at it to
    /// break a tie would be wrong.
    var containerIsAhead = false
    /// Set while the rig applies a call made from inside a callback: the container applied it only
    /// after the call under way ended, perhaps at a rest the model, not following, has not seen.
    var isNestedCall = false
    /// The next check takes the container's settled page (a choice the model could not see).
    private var adoptsSettledPage = false
    /// The delays the next due time may be after (a rest the model did not follow: either reading).
    private var dueAlternatives: [Duration?] = []

    private func peekCurrent() -> Int? { containerIsAhead ? nil : containerCurrent() }
    private func peekSettled() -> Int? { containerIsAhead ? nil : containerSettled() }

    /// The scheduler's clock.
    let now: () -> Duration
    /// The container's current and settled page, read only to pick among the model's own candidates.
    let containerCurrent: () -> Int
    let containerSettled: () -> Int

    init(
        configuration: PagingConfiguration, items: ItemList, pixelScale: Double? = nil,
        now: @escaping () -> Duration, containerCurrent: @escaping () -> Int, containerSettled: @escaping () -> Int
    ) {
        radius = max(0, configuration.preloadRadius)
        cacheLimit = max(0, configuration.cacheLimit)
        isLoopingConfigured = configuration.isLooping
        isReversed = configuration.direction == .rightToLeft
        pageSize = configuration.pageSize
        pageSpacing = configuration.pageSpacing
        pageAlignment = configuration.pageAlignment
        autoScroll = configuration.autoScroll
        hostRounding = pixelScale.map { 0.5 / $0 } ?? 0
        self.items = items
        layout = .resting(on: 0, pageCount: 0, isLooping: false)
        self.now = now
        self.containerCurrent = containerCurrent
        self.containerSettled = containerSettled
    }

    // MARK: Derived

    /// The page count the container has read: none before the first reload; at most
    /// `PagedContainer.maximumPageCount`. Not a contract number: the contract states no largest
    /// page count; 2^40 (and the clamp's diagnostic) is the container's documented API.
    var n: Int { hasData ? min(items.count, PagedContainer<FuzzPage>.maximumPageCount) : 0 }
    var loops: Bool { isLoopingConfigured && n >= 2 }
    var isReady: Bool { hasData && viewport != nil }
    var isTracked: Bool {
        if case .untracked = motion { return false }
        return true
    }
    var isDragging: Bool {
        switch motion {
        case .dragging, .untracked(.dragging, _): true
        default: false
        }
    }
    var isDecelerating: Bool {
        switch motion {
        case .decelerating, .untracked(.decelerating, _): true
        default: false
        }
    }
    var canAutoScroll: Bool { autoScroll != nil && isReady && n >= 2 && isVisible && !isPaused }
    private var policy: Policy {
        switch pressure {
        case .none: .full
        case .warning: .warning
        case .critical: .critical
        }
    }
    private var cacheRoom: Int {
        pressure == nil ? min(cacheLimit, n, PagingConfiguration.maximumCacheLimit) : 0
    }
    private var effectiveRadius: Int {
        let limit = loops ? PagingConfiguration.maximumLoopingRadius : PagingConfiguration.maximumPreloadRadius
        return min(radius, limit, max(n, 1))
    }

    /// The reading position.
    var x: Double { xr }

    /// Rule 12's geometry for the viewport (`nil` before it).
    var geometry: ModelGeometry? {
        viewport.map { ModelGeometry(size: pageSize, spacing: pageSpacing, alignment: pageAlignment, viewport: $0) }
    }
    /// The pitch, in points: what the reading position counts (0 before the viewport).
    var pitch: Double { geometry?.pitch ?? 0 }
    /// Whether a resting page shows neighbours: animated jumps then splice several slots (rule 12).
    var peeks: Bool { geometry?.peeks ?? false }
    /// Rules 1–11's full pages: no spacing, no inset. Other geometries follow rule 12's jumps from
    /// rest; their retargets during a motion are not followed (see Docs/Reliability.md).
    var isFullPage: Bool { geometry.map { $0.page == $0.viewport && $0.spacing == 0 } ?? true }

    nonisolated static func wrap(_ value: Int, _ modulus: Int) -> Int {
        let r = value % modulus
        return r < 0 ? r + modulus : r
    }

    /// `floor(x)`, clamped so that huge values cannot trap.
    nonisolated static func floorSlot(_ x: Double) -> Int {
        let limit = Double(1 << 52)
        guard x > -limit else { return x.isNaN ? 0 : -(1 << 52) }
        guard x < limit else { return 1 << 52 }
        let truncated = Int(x)
        return Double(truncated) > x ? truncated - 1 : truncated
    }

    /// The nearest whole slot, a half-way tie going forward (the contract's tie rule).
    nonisolated static func nearestSlot(_ x: Double) -> Int {
        let lower = floorSlot(x)
        return x - Double(lower) >= 0.5 && lower < (1 << 52) ? lower + 1 : lower
    }

    private func resting(on page: Int) -> ModelLayout {
        .resting(on: page, pageCount: n, isLooping: loops)
    }

    // MARK: Offsets and reading positions

    /// How far the host may be from an offset and still be there: half a point, at most 1/1024 of a
    /// page. Not a contract number: rule 2 asks for exact offsets and the clarifications speak of
    /// "the pixel tolerance" without a figure; these are the container's documented ones.
    var offsetTolerance: Double { min(0.5, pitch / 1024) }

    func isAt(_ slot: Int, _ reading: Double) -> Bool {
        abs(reading - Double(slot)) * pitch <= offsetTolerance
    }

    /// Whether the viewport is at `slot` for the host: within the tolerance, or with the host's
    /// offset within two grid roundings of the slot's (a looping deceleration re-centred on the way
    /// rounds once at the re-centring move and once at its target; the container then snaps).
    private func hostIsAt(_ slot: Int) -> Bool {
        isAt(slot, xr)
            || abs(lastOffset - offset(forReading: Double(slot))) <= 2 * hostRounding + 8 * abs(lastOffset).ulp
    }

    /// Whether the host is at `slot` for an end report: the contract's "within the pixel tolerance",
    /// which this model reads as half a point (a 1× pixel grid's rounding of the target), at most a
    /// quarter of the pitch, or the host's own grid rounding. Not a contract number (the contract
    /// gives none; these are the container's): the rig's late end reports (`FuzzEvent.lateEnd`,
    /// `.lateAnimationReport`) never find the host in that band, short of its target, so no
    /// verdict depends on the figure.
    private func hostIsAtForEndReport(_ slot: Int) -> Bool {
        hostIsAt(slot) || abs(lastOffset - offset(forReading: Double(slot))) <= min(0.5, pitch / 4)
    }

    /// The content offset of reading position `reading`.
    func offset(forReading reading: Double) -> Double {
        guard viewport != nil, layout.slotCount > 0 else { return 0 }
        let length = pitch
        return (isReversed ? Double(layout.slotCount - 1) - reading : reading) * length
    }

    /// The reading position of host offset `offset`: mirrored right-to-left, kept within 4 slots of
    /// the content, a whole slot within 1e-6 of one (or within the offset's own rounding).
    func reading(forOffset offset: Double) -> Double {
        guard viewport != nil else { return xr }
        let length = pitch
        let contentSlot = offset / length
        var reading = isReversed ? Double(layout.slotCount - 1) - contentSlot : contentSlot
        let margin = Double(ModelLayout.readingMargin)
        reading = min(max(reading, -margin), Double(layout.slotCount) + margin)
        let whole = Double(Self.nearestSlot(reading))
        if abs(reading - whole) * length <= max(1e-6 * length, 4 * offset.magnitude.ulp) { reading = whole }
        return reading
    }

    /// The offset the content rests at.
    var restingOffset: Double { offset(forReading: xr) }

    /// Changes whenever the window may change as the viewport moves: at every whole and half slot,
    /// and wherever a slot starts or stops overlapping the viewport.
    private struct WindowKey: Equatable {
        var half: Int
        var visible: Range<Int>
    }

    private var windowKey: WindowKey {
        let half = Self.floorSlot(xr * 2)
        return WindowKey(half: half &* 2 &+ (xr == Double(Self.floorSlot(xr)) ? 0 : 1), visible: visibleSlots())
    }

    /// The slot nearest the viewport (forward at a tie), clamped to the slots that hold a page.
    func currentSlot() -> Int { layout.clamp(Self.nearestSlot(xr)) }

    /// The slots overlapping the viewport (rule 12: sharing more than 1e-6 of a pitch with it):
    /// slot `s` spans `[s × pitch + inset, s × pitch + inset + P]`, the viewport
    /// `[x × pitch, x × pitch + V]`.
    /// Empty when the viewport shows only spacing.
    func visibleSlots() -> Range<Int> {
        // Relative to the whole slot: far out in long content, 1e-6 added to the reading itself is lost.
        let base = Self.floorSlot(xr), fraction = xr - Double(base)
        let (behind, ahead) = geometry.map { ($0.behind, $0.ahead) } ?? (1, 1)
        let eps = ModelGeometry.overlapTolerance
        let lower = base + Self.floorSlot(fraction - behind + eps) + 1
        let upper = base + ModelGeometry.largestBelow(fraction + ahead - eps)
        return lower..<max(lower, upper + 1)
    }

    /// Rule 4 (and 6 under pressure): current ± radius plus the slots overlapping the viewport,
    /// inside the content.
    func windowPages() -> Set<Int> {
        guard isReady, n > 0 else { return [] }
        var pages: Set<Int> = []
        func add(_ lowerSlot: Int, _ upperSlot: Int) {
            var lower = lowerSlot
            var upper = upperSlot
            if let valid = layout.validSlots {
                lower = max(lower, valid.lowerBound)
                upper = min(upper, valid.upperBound)
            }
            lower = max(lower, 0)
            upper = min(upper, layout.slotCount - 1)
            guard lower <= upper else { return }
            for slot in lower...upper {
                if let page = layout.page(atSlot: slot) { pages.insert(page) }
            }
        }
        let visible = visibleSlots()
        if !visible.isEmpty { add(visible.lowerBound, visible.upperBound - 1) }
        if policy != .critical {
            let r = policy == .full ? effectiveRadius : min(effectiveRadius, 1)
            let current = currentSlot()
            add(current - r, current + r)
        }
        return pages
    }

    /// The logical position the contract gives here: the pages of the two slots around the
    /// viewport, interpolated (wrapped when looping); past an end, the end page.
    func expectedPositions() -> (values: [Double], tolerance: Double) {
        let (value, step) = interpolatedPosition()
        return ([value], 1e-6 + 1e-8 * step)
    }

    private func interpolatedPosition() -> (Double, Double) {
        guard isReady, n > 0 else { return (Double(settled), 0) }
        let lower = Self.floorSlot(xr)
        guard let p0 = layout.page(atSlot: lower) else {
            return (Double(layout.page(atSlot: layout.clamp(lower)) ?? 0), 0)
        }
        guard let p1 = layout.page(atSlot: lower + 1) else { return (Double(p0), 0) }
        let fraction = xr - Double(lower)
        if layout.isLooping {
            let step = Double(Self.wrap(p1 - p0, n))
            let value = Double(p0) + step * fraction
            return (value >= Double(n) ? value - Double(n) : value, step)
        }
        return (Double(p0) + Double(p1 - p0) * fraction, Double(abs(p1 - p0)))
    }

    // MARK: Inputs: the host's reports

    func beganDragging() {
        untrackedReleaseIsOpen = false
        touchSettleRestIsOpen = false
        guard isReady, n > 0 else { return }
        liftPressure()
        due = nil
        switch motion {
        case .untracked: motion = .untracked(.dragging, finalTarget: nil)
        case .animating where !isFullPage && layout.isSpliced:
            // A finger catching a spliced carousel jump: not followed (see Docs/Reliability.md).
            loseTrack()
            motion = .untracked(.dragging, finalTarget: nil)
        default:
            motion = .dragging
            // A drag may catch looping content anywhere: it is re-centred first (rule 4).
            recentreIfNearEdge()
            transition()
        }
    }

    /// A `didScroll` from a drag, a deceleration, an animation or the host itself (not from the
    /// container's own moves).
    func scrolled(toOffset offset: Double) {
        defer { lastOffset = offset }
        guard isReady, n > 0, offset.isFinite else { return }
        let reading = reading(forOffset: offset)
        // At rest the container owns the offset (rule 8): a move farther than the tolerance is
        // undone and a smaller one ignored; `check` compares the host's offset with the resting one.
        guard motion != .rest, isTracked, reading != xr else { return }
        if case .animating = motion {
            watchdogSawTick = true
        }
        let before = windowKey
        xr = reading
        // Re-centring moves every slot: the window may change at the same key.
        let recentred = (motion == .dragging || isDecelerating) && recentreIfNearEdge()
        if recentred || windowKey != before { transition() }
        if case .animating(let target) = motion, isAt(target, xr) {
            rest(onSlot: target, kind: .move)  // arrival rests at once (rule 5)
        }
    }

    /// Looping content is moved by whole slots mid-gesture within `loopingEdgeMargin` of an end;
    /// nothing visible changes, but offsets do.
    @discardableResult private func recentreIfNearEdge() -> Bool {
        guard layout.isLooping else { return false }
        let margin = Double(ModelLayout.loopingEdgeMargin)
        guard xr < margin || xr > Double(layout.slotCount - 1) - margin else { return false }
        let shift = Self.nearestSlot(xr) - ModelLayout.loopingMiddleSlot
        guard shift != 0 else { return false }
        layout.anchor -= shift
        xr -= Double(shift)
        switch motion {
        case .decelerating(let targets): motion = .decelerating(targets: targets.map { $0 - shift })
        case .animating(let target): motion = .animating(target: target - shift)
        default: break
        }
        return true
    }

    /// `willEndDragging`: rule 3's release.
    func released(velocity: Double) {
        guard isReady, n > 0 else { return }
        switch motion {
        case .dragging:
            let v = isReversed ? -velocity : velocity
            let raw: Int
            if v.isFinite, abs(v) >= 300 {
                raw = v > 0 ? Self.floorSlot(xr) + 1 : Self.floorSlot(xr.rounded(.up)) - 1
            } else {
                raw = Self.nearestSlot(xr)
            }
            let target = layout.clamp(raw)
            // A release on its target needs no movement: the finger's drag rests at didEndDragging.
            motion = isAt(target, xr) ? .dragging : .decelerating(targets: [target])
        case .untracked(.dragging, _):
            motion = .untracked(.decelerating, finalTarget: nil)
            untrackedReleaseIsOpen = true
        default:
            break
        }
    }

    /// Between the `willEndDragging` and the `didEndDragging` of a release the model does not
    /// follow: whether the container still holds the gesture is open. Rule 3 says a release that
    /// needs no movement goes "straight to `.idle`", and the host contract sends the release as the
    /// pair `willEndDragging` / `didEndDragging`, without saying at which of the two the drag ends;
    /// rule 5's non-animated jump makes "no state change". So a non-animated jump or a configuration
    /// change made inside such a release may find the container dragging (it rests at
    /// `didEndDragging`) or settling: the model stays untracked and adopts the rest it comes to.
    private var untrackedReleaseIsOpen = false

    /// `didEndDragging(willDecelerate:)`, with the deceleration target the host took from the release.
    func endedDragging(willDecelerate: Bool, decelerationTarget: Double?) {
        untrackedReleaseIsOpen = false
        guard isReady, n > 0 else { return }
        switch motion {
        case .dragging:
            let here = currentSlot()
            if !willDecelerate || isAt(here, xr) {
                // Nothing to move, or only the host's rounding to the page's offset: rest now.
                rest(onSlot: here, kind: .drag)
            } else {
                // A host that skipped willEndDragging: it settles on the nearest page.
                motion = .decelerating(targets: [here])
            }
        case .decelerating(let targets):
            if !willDecelerate {
                // The host is already there: within the tolerance, or on the grid offset of the target.
                let here = currentSlot()
                if !hostIsAt(here) || !targets.contains(here) {
                    notes.append(
                        "release: willEndDragging returned the current offset (reading \(xr)); the model expected slot \(targets)"
                    )
                }
                rest(onSlot: here, kind: .drag)
            } else if let decelerationTarget {
                let matching = targets.filter {
                    abs(decelerationTarget - offset(forReading: Double($0)))
                        <= hostRounding + 1e-9 * max(1, abs(decelerationTarget))
                }
                if matching.isEmpty {
                    notes.append(
                        "release: willEndDragging returned offset \(decelerationTarget) (reading \(reading(forOffset: decelerationTarget))); the model expected slot \(targets) (from reading \(xr))"
                    )
                }
            }
        case .animating(let target) where willDecelerate:
            // An animated jump made from inside the release: the host decelerates to its target
            // instead of animating, and the move ends as a deceleration does (no watchdog).
            motion = .decelerating(targets: [target])
            due = nil
        case .untracked(.animating, let finalTarget) where willDecelerate:
            motion = .untracked(.decelerating, finalTarget: finalTarget)
        default:
            break
        }
    }

    /// `didEndDecelerating()`: the contract's "End reports": it ends the settle only when the host
    /// is at the settle's target; any other end report (a late one) changes nothing.
    func endedDecelerating() {
        guard isReady, n > 0, case .decelerating(let targets) = motion else { return }
        let here = currentSlot()
        guard targets.contains(here), hostIsAtForEndReport(here) else { return }
        rest(onSlot: here, kind: .drag)
    }

    /// `didEndScrollingAnimation()`: the contract's "End reports": it ends the running move only
    /// when the host is at that move's target; any other end report changes nothing (the move goes
    /// on, or is rescued by the watchdog a second after the host's last report). It counts as a
    /// report of the host for the watchdog.
    func endedAnimation() {
        guard isReady, n > 0 else { return }
        switch motion {
        case .decelerating(let targets):
            // That deceleration's host animated instead, and arrived.
            if targets.count == 1, hostIsAtForEndReport(targets[0]) { rest(onSlot: targets[0], kind: .drag) }
        case .animating(let target):
            watchdogSawTick = true
            if hostIsAtForEndReport(target) { rest(onSlot: target, kind: .move) }
        default:
            break
        }
    }

    // MARK: Inputs: public calls

    func viewportChanged(to length: Double) {
        guard length.isFinite, length > 0, length != viewport else { return }
        let wasReady = isReady
        let peekedBefore = peeks || !isFullPage
        viewport = length
        // Cards' windows depend on the viewport's length: which of the pages that leave at a
        // resize the cache keeps is compared as a set (within its room), the window exactly.
        if peekedBefore || peeks || !isFullPage { forgetWindow() }
        guard hasData else { return }
        guard wasReady else {
            start()
            return
        }
        endMotionForRelayout()
        // With cards the visible slots depend on the viewport's length (rule 12).
        transition()
    }

    /// A re-layout at rest (a viewport or geometry change, rule 12): reading positions do not
    /// depend on the lengths; a settle or an animation ends on its target, a drag goes on.
    private func endMotionForRelayout() {
        switch motion {
        case .rest, .dragging, .untracked(.dragging, _), .untracked(.decelerating, _): break
        case .decelerating(let targets):
            xr = Double(targets[0])
            rest(onSlot: targets[0], kind: .drag)
        case .animating(let target):
            xr = Double(target)
            rest(onSlot: target, kind: .move)
        case .untracked(.animating, let finalTarget):
            if let finalTarget { adoptRestEndingAnimation(on: finalTarget) }
        }
    }

    /// Ends an animation the model did not follow on its target, or, for a call from a callback,
    /// on wherever the container came to rest before it (a late end report may have ended it short).
    private func adoptRestEndingAnimation(on finalTarget: Int) {
        guard isNestedCall else {
            adoptRest(on: finalTarget, kind: .move)
            return
        }
        adoptRest(on: peekSettled() ?? finalTarget, kind: .move)
        if peekSettled() == nil { adoptsSettledPage = true }
    }

    // MARK: Steps

    /// While a step's move is applied: its `delta`. The contract fixes `scrollToNextPage`,
    /// `scrollToPreviousPage` and `scrollBy(pages:)` ("Clarifications: Fixed public API, also") and
    /// states no more about them; what they move to is their documentation's: "the card `delta`
    /// slots away in reading order from the current one (the target of a jump under way counts as
    /// current)", wrapping when looping and nothing beyond the ends otherwise, "toward that slot
    /// also when a few-page loop shows the same index on both sides". The move itself is then
    /// rule 5's (and 12's) animated jump, judged as one.
    private var stepDelta: Int?

    /// The page a step of `delta` moves to, or `nil` when it moves nothing (the call returns
    /// `false`). From the running animated move's target, else the current page; not following the
    /// motion, the container's current page (public state) stands for it.
    func stepTarget(by delta: Int) -> Int? {
        guard hasData, n > 0, delta != 0 else { return nil }
        var from: Int
        switch motion {
        case .animating(let slot): from = layout.page(atSlot: slot) ?? settled
        case .untracked(.animating, let finalTarget?): from = finalTarget
        case .untracked: from = peekCurrent() ?? settled
        case .rest, .dragging, .decelerating: from = isReady ? layout.page(atSlot: currentSlot()) ?? settled : settled
        }
        var target = from &+ delta
        if loops {
            target = Self.wrap(target, n)
        } else if target < 0 || target >= n {
            return nil
        }
        return target == from ? nil : target
    }

    /// A step of `delta` (animated) returned `returned`; `target` is ``stepTarget(by:)`` read just
    /// before the call. Judges the return value and applies the move: from rest as rule 5's (or
    /// 12's) jump; during a motion (a retarget) it is not followed, as a carousel's retargets are
    /// not: the rig checks where the host goes (inside the content; a chain of steps one way moves
    /// that way) and the model adopts the rest the content comes to.
    func stepped(by delta: Int, animated: Bool, returned: Bool, target: Int?) {
        // An untracked move without a known target: which page the container stepped from is its
        // reading; the move is not followed either way.
        if case .untracked(.animating, nil) = motion {
            if returned {
                // A step is a jump (rule 6: "holds until the next drag, jump or reload"), and one
                // during a move always moves: the reduction ends whatever it targets.
                if isReady { liftPressure() }
                pageChangesAreLenient = true
                forgetWindow()
            }
            return
        }
        guard returned == (target != nil) else {
            notes.append(
                "step: scrollBy(pages: \(delta)) returned \(returned); the model expected a move to \(target.map { "\($0)" } ?? "nothing") (\(motion), settled \(settled))"
            )
            if returned { loseTrack() }
            return
        }
        guard let target else { return }
        if animated, isReady, motion != .rest, !isDragging, target != settled {
            liftPressure()
            due = nil
            pageChangesAreLenient = true
            forgetWindow()
            motion = .untracked(.animating, finalTarget: target)
            return
        }
        stepDelta = delta
        defer { stepDelta = nil }
        jumped(to: target, animated: animated)
    }

    /// The slot of `target` within one page of the viewport, for a step only on its side (a step
    /// moves "toward that slot", see `stepDelta`: never back for a target that peeks in behind).
    private func nearSlot(of target: Int) -> Int? {
        guard let slot = layout.slot(of: target, withinOnePageOf: xr) else { return nil }
        if let stepDelta, (stepDelta > 0) != (Double(slot) > xr) { return nil }
        return slot
    }

    /// For a step, the slot `delta` from the current slot (the running animation's target slot
    /// counts as current) when it holds `target` within `reach` pitches of the viewport.
    private func stepSlot(of target: Int, reach: Int) -> Int? {
        guard let delta = stepDelta else { return nil }
        var base = Self.nearestSlot(xr)
        if case .animating(let slot) = motion { base = slot }
        let slot = base &+ delta
        if let valid = layout.validSlots, !valid.contains(slot) { return nil }
        guard layout.page(atSlot: slot) == target, abs(Double(slot) - xr) <= Double(reach) + 1e-6 else { return nil }
        return slot
    }

    // MARK: A finger lifted without a drag

    /// `fingerLifted()`: a touch stopped the host's move (`UIScrollView` stops a deceleration or an
    /// animation on touch-down, silently) and the finger lifted without dragging. The contract
    /// names no such call; the model reads it as the host contract's catch ("a drag may begin while
    /// settling or while an animated scroll runs (the finger catches the content)") released
    /// without a drag and without velocity: rule 3's "slower: the nearest page", announced unless
    /// announced already ("Announcing once"). A move the touch left at its target rests there (an
    /// end report at the target would have ended it: "End reports"); otherwise the content moves
    /// to the nearest page, an animated move that rests on the tick reaching it ("When a move
    /// rests"). Whether the interval or `resumeDelay` follows is left open (a touch is not a drag,
    /// but it ends the drag's settle): either is accepted.
    func fingerLifted() {
        guard isReady, n > 0 else { return }
        let moveTarget: Int
        let kind: RestKind
        switch motion {
        case .decelerating(let targets):
            moveTarget = targets[0]
            kind = .drag
        case .animating(let target):
            moveTarget = target
            kind = .move
        case .untracked(.decelerating, _), .untracked(.animating, _):
            pageChangesAreLenient = true
            forgetWindow()
            motion = .untracked(.animating, finalTarget: nil)
            return
        case .rest, .dragging, .untracked(.dragging, _):
            return
        }
        if isAt(moveTarget, xr) {
            rest(onSlot: moveTarget, kind: kind)
            return
        }
        if hostIsAt(moveTarget) {
            // Within the host's pixel rounding of the target but not at it: "at the target" or not
            // is the container's reading of the pixel tolerance (Clarifications: End reports);
            // either the rest there or a move to the nearest page is accepted.
            pageChangesAreLenient = true
            forgetWindow()
            motion = .untracked(.animating, finalTarget: nil)
            return
        }
        let slot = layout.clamp(Self.nearestSlot(xr))
        if isAt(slot, xr) {
            rest(onSlot: slot, kind: kind)
            dueAlternatives = [nextDueKeepingAlternatives(after: .drag), nextDueKeepingAlternatives(after: .move)]
            return
        }
        // A new move: rule 12's monotonic `position` was the interrupted jump's, not this settle's.
        peekingSplice = nil
        startAnimation(toSlot: slot)
        touchSettleRestIsOpen = true
    }

    /// The move `fingerLifted()` started: its rest may be followed by `resumeDelay` or the interval.
    private var touchSettleRestIsOpen = false

    /// Rule 5's jump, after `scrollToPage` returned without throwing.
    func jumped(to target: Int, animated: Bool) {
        touchSettleRestIsOpen = false
        guard hasData, target >= 0, target < n else { return }
        guard isReady else {
            // Before the viewport is known: the page becomes current at once.
            if target != settled { expectedDidScrollTo.append(target) }
            settled = target
            return
        }
        if target == settled, motion == .rest { return }
        if case .untracked(let kind, _) = motion, kind != .dragging, pressure != nil {
            // The untracked settle may have come to rest on `target` before the container applied
            // this jump, which then changed nothing and kept the reduced set: the next check tells.
            // (With a finger down a jump always lifts it.)
            pressureMayHaveLifted = true
            pressureIfLifted = nil
        } else {
            liftPressure()
        }
        due = nil
        if animated, !isDragging {
            if target == settled, motion != .rest {
                // Rule 5: "with motion under way, it stops the motion there": at once or by an
                // animation to the settled page; either is accepted (not followed until the rest).
                pageChangesAreLenient = true
                forgetWindow()
                motion = .untracked(.animating, finalTarget: target)
                return
            }
            if case .untracked = motion {
                motion = .untracked(.animating, finalTarget: target)
            } else {
                animateJump(to: target)
            }
            return
        }
        jumpAtOnce(to: target)
    }

    /// Rule 5 and Architecture decision 2: a target within one page of the viewport is animated to
    /// where it is; otherwise it is spliced one slot beyond the slot the viewport reaches first in
    /// its direction (the short way round when looping, forward on a tie), keeping the partly
    /// visible neighbour; a target between two visible pages replaces the less visible one. A
    /// retarget in looping content first re-centres it by whole slots near an end.
    private func animateJump(to target: Int) {
        // Rule 12's monotonic `position` is about this jump only: a record left by an earlier
        // carousel jump (ended at once by a reload, rule 9, then a geometry change to full pages)
        // must not judge it; `peekingJump` makes a new one.
        peekingSplice = nil
        if !isFullPage {
            guard motion == .rest, !layout.isSpliced else {
                // A carousel's retarget from a motion: not followed (see Docs/Reliability.md).
                pageChangesAreLenient = true
                forgetWindow()
                motion = .untracked(.animating, finalTarget: target)
                return
            }
            peekingJump(to: target)
            return
        }
        if motion != .rest { recentreIfNearEdge() }
        if let slot = stepSlot(of: target, reach: 1) ?? nearSlot(of: target) {
            startAnimation(toSlot: slot)
            return
        }
        let forwardFirst: Bool
        let current = layout.page(atSlot: currentSlot()) ?? settled
        if let stepDelta {
            // A step moves "toward that slot" (its documentation, see `stepDelta`): the way of its
            // delta, also the long way round a loop.
            forwardFirst = stepDelta > 0
        } else if layout.isLooping {
            let ahead = Self.wrap(target - current, n)
            forwardFirst = ahead <= n - ahead
        } else {
            forwardFirst = target > current
        }
        let visible = visibleSlots()
        for forward in [forwardFirst, !forwardFirst] {
            let anchor = forward ? Self.floorSlot((xr - 1e-6).rounded(.up)) : Self.floorSlot(xr + 1e-6)
            let kept = anchor - (forward ? 1 : -1)
            if splice(to: target, anchor: anchor, forward: forward, keeping: visible.contains(kept) ? kept : nil) {
                return
            }
        }
        let lower = Self.floorSlot(xr)
        let replacements = [(anchor: lower + 1, forward: false), (anchor: lower, forward: true)]
        for replacement in xr - Double(lower) < 0.5 ? replacements.reversed() : replacements
        where splice(to: target, anchor: replacement.anchor, forward: replacement.forward, keeping: nil) {
            return
        }
        if motion != .rest {
            // A retarget whose layout this model cannot express (the visible slots already hold an
            // earlier splice's seams): the contract asks that the pages in view stay and the motion
            // go on ("never change the page shown in a visible slot", for every retarget), which a
            // jump at once would break, so the move is not followed; the model adopts its rest.
            pageChangesAreLenient = true
            forgetWindow()
            motion = .untracked(.animating, finalTarget: target)
            return
        }
        jumpAtOnce(to: target)
    }

    /// What rule 12 allows an animated carousel jump from rest to create (besides the pages loaded
    /// when it starts): the target and its window. `nil` when no such jump runs.
    var jumpAllowance: Set<Int>?
    /// A carousel jump from rest across a splice: where `position` starts, its direction and how
    /// many pages it moves, and the farthest progress seen (rule 12: it moves monotonically).
    private var peekingSplice: (from: Int, forward: Bool, pages: Int, progress: Double)?

    /// Rule 12's jump from rest on `a` to `target`: the `k_a` neighbours of `a` visible at rest on
    /// `target`'s side stay, then the `k_t` neighbours of `target` on `a`'s side visible when it
    /// rests, then `target`: `k_a + k_t + 1` pitches. A target that near is reached along the
    /// content. The short way round when looping, forward on a tie.
    private func peekingJump(to target: Int) {
        guard let geometry else { return }
        let slot = currentSlot()
        // The page the viewport rests on (the settled page, unless a reload moved it).
        let start = layout.page(atSlot: slot) ?? settled
        guard target != start else {
            startAnimation(toSlot: slot)
            return
        }
        let forward: Bool
        let pages: Int
        if layout.isLooping {
            let ahead = Self.wrap(target - start, n)
            // A step goes the way of its delta (see `stepDelta`); a jump the short way round.
            forward = stepDelta.map { $0 > 0 } ?? (ahead <= n - ahead)
            pages = forward ? ahead : n - ahead
        } else {
            forward = target > start
            pages = abs(target - start)
        }
        let kA = forward ? geometry.forwardPeeks : geometry.backwardPeeks
        let kT = forward ? geometry.backwardPeeks : geometry.forwardPeeks
        jumpAllowance = restingWindow(on: target).union([target])
        if let near = stepSlot(of: target, reach: geometry.forwardPeeks + geometry.backwardPeeks + 1) {
            // A step to a card that near goes to the slot `delta` away (see `stepDelta`).
            peekingSplice = nil
            startAnimation(toSlot: near)
            return
        }
        let step = forward ? 1 : -1
        guard pages > kA + kT + 1 else {
            peekingSplice = nil
            let targetSlot = slot + step * pages
            guard layout.page(atSlot: targetSlot) == target else {
                jumpAtOnce(to: target)
                return
            }
            startAnimation(toSlot: targetSlot)
            return
        }
        var spliced = layout
        spliced.anchor = slot + step * kA
        spliced.base = start + step * kA
        if forward {
            spliced.afterBase = start + pages - kT
            spliced.beforeBase = spliced.base - 1
        } else {
            spliced.beforeBase = start - pages + kT
            spliced.afterBase = spliced.base + 1
        }
        let shift = spliced.compact()
        layout = spliced
        xr -= Double(shift)
        // A splice of one pitch moves `position` in proportion, as rule 5 says; a longer one only
        // monotonically (rule 12).
        peekingSplice = kA + kT > 0 ? (start, forward, pages, 0) : nil
        transition()
        startAnimation(toSlot: slot + step * (kA + kT + 1) - shift)
    }

    /// The window of `page` at rest, with no memory pressure.
    private func restingWindow(on page: Int) -> Set<Int> {
        let saved = (layout, xr, pressure)
        layout = resting(on: page)
        xr = Double(layout.anchor)
        pressure = nil
        defer { (layout, xr, pressure) = saved }
        return windowPages()
    }

    /// Rule 12: during a spliced carousel jump `position` moves monotonically from its start page
    /// to its target; returns a failure, if any.
    private func peekingSpliceFailure(position: Double) -> String? {
        guard var splice = peekingSplice else { return nil }
        var progress = splice.forward ? position - Double(splice.from) : Double(splice.from) - position
        if layout.isLooping, progress < -1e-9 { progress += Double(n) }
        // The host's pixel grid may put the viewport a little past the target.
        let tolerance = 1e-9 * Double(max(n, 1)) + 2 * (hostRounding + 1e-9) / max(pitch, 1e-9)
        defer { peekingSplice = splice }
        guard progress >= splice.progress - tolerance, progress <= Double(splice.pages) + tolerance else {
            return
                "model: position \(position) during a carousel jump from \(splice.from) \(splice.forward ? "forward" : "backward") by \(splice.pages) pages, after progress \(splice.progress) (rule 12: monotonic)"
        }
        splice.progress = max(splice.progress, progress)
        return nil
    }

    private func splice(to target: Int, anchor: Int, forward: Bool, keeping kept: Int?) -> Bool {
        guard var spliced = layout.splicing(anchor: anchor, target: target, forward: forward, keeping: kept),
            !(kept.map { spliced.page(atSlot: $0) == target } ?? false)
        else { return false }
        let shift = spliced.compact()
        let targetSlot = anchor + (forward ? 1 : -1) - shift
        guard targetSlot >= 0, targetSlot < spliced.slotCount else { return false }
        layout = spliced
        xr -= Double(shift)
        // The splice's window: pages that lose their slot leave it for the cache (rule 4). Not when
        // the target's slot is where the viewport is: the jump rests at once (`startAnimation`),
        // and rule 5 lets it create only the target and its window, not the way it never takes
        // (a page the splice keeps but memory pressure had unloaded is not made for it).
        if !isAt(targetSlot, xr) { transition() }
        startAnimation(toSlot: targetSlot)
        return true
    }

    private func startAnimation(toSlot slot: Int) {
        touchSettleRestIsOpen = false
        if isAt(slot, xr) {
            // Already there (a jump or step spliced into the slot the viewport is at): it rests at
            // once, and that rest is the jump's, not the rest of a drag whose settle it stopped
            // (Clarifications, When a move rests: "every rest (of a drag, a jump, a step or an
            // auto-scroll move) restarts the interval, and `resumeDelay` applies only after a
            // drag"), so the interval follows.
            rest(onSlot: slot, kind: .move)
            return
        }
        motion = .animating(target: slot)
        armWatchdog()
        transition()
    }

    /// The watchdog of an animated move: due one second on (the contract's "Abandoned motions": a
    /// move may be treated as abandoned only after one second with no report from the host), with
    /// or without auto-scroll; it rescues only a move the host stopped reporting.
    private func armWatchdog() {
        watchdogSawTick = false
        dueAlternatives = []
        // The contract's one second ("only after one second with no report") is a lower bound;
        // the container takes it exactly, and so does the model's due time.
        due = now() + .seconds(1)
    }

    /// A non-animated jump: the target at once; a finger that holds the content keeps dragging from
    /// the new page (decision 5).
    private func jumpAtOnce(to target: Int) {
        let wasDragging = isDragging
        let wasUntracked = !isTracked
        let wasUntrackedSettle = isDecelerating && wasUntracked
        let keepsUntrackedRelease = untrackedReleaseIsOpen && wasUntrackedSettle
        if wasUntracked {
            // The untracked motion may have come to rest (and reported it) before this jump.
            pageChangesAreLenient = true
            forgetWindow()
        }
        if target != settled || (settledItemIsGone && !wasDragging) { expectedDidScrollTo.append(target) }
        if !wasDragging {
            if settledItemMayBeGone { pageChangesAreLenient = true }
            settledItemIsGone = false
            settledItemMayBeGone = false
        }
        settled = target
        peekingSplice = nil
        layout = resting(on: target)
        xr = Double(layout.anchor)
        if keepsUntrackedRelease {
            // Inside a release the model does not follow (see `untrackedReleaseIsOpen`): the
            // container may keep the gesture until `didEndDragging`; the rest is adopted when it comes.
            motion = .untracked(.decelerating, finalTarget: target)
            transition()
            return
        }
        motion = wasDragging ? .dragging : .rest
        transition()
        if !wasDragging {
            due = nextDue(after: .move)
            // Lost at rest, the jump may have found the container on `target` already: a jump
            // that changes nothing keeps the due time.
            if wasUntracked, let kept = dueAtRestBeforeLosingTrack { dueAlternatives.append(kept) }
            // An untracked settle may have come to rest on `target` before this jump (a call made
            // from the rest's own callbacks): the jump then does nothing (rule 5: "to the settled
            // page with no motion under way it does nothing") and the due time is the drag's rest's
            // ("resumeDelay applies only after a drag", Clarifications: When a move rests).
            if wasUntrackedSettle { dueAlternatives.append(nextDueKeepingAlternatives(after: .drag)) }
            dueAtRestBeforeLosingTrack = nil
        }
    }

    func memoryPressure(_ level: MemoryPressure) {
        guard isReady else { return }
        if level == .critical || pressure != .critical { pressure = level }
        if pressureMayHaveLifted, level == .critical || pressureIfLifted != .critical { pressureIfLifted = level }
        // The cache is dropped: window changes still pending lose their left pages too.
        groups = []
        steps = []
        guard isTracked else {
            forgetWindow()
            return
        }
        cacheIsKnown = true
        transition()
    }

    func visibilityChanged(to visible: Bool) {
        guard visible != isVisible else { return }
        isVisible = visible
        if !visible {
            // Hidden mid-animation: the jump ends at once on its target (Architecture: visibility).
            switch motion {
            case .animating(let target):
                xr = Double(target)
                rest(onSlot: target, kind: .move)
            case .untracked(.animating, let finalTarget):
                if let finalTarget { adoptRestEndingAnimation(on: finalTarget) }
            default:
                break
            }
        }
        if !visible {
            due = nil
        } else {
            restartAutoScroll()
        }
    }

    /// Showing or resuming: a new interval at rest, the watchdog re-armed during an animation, none
    /// during a drag.
    private func restartAutoScroll() {
        switch motion {
        case .rest: due = nextDue(after: .move)
        case .animating: armWatchdog()
        default: due = nil
        }
    }

    func autoScrollPaused() {
        isPaused = true
        // A pause holds auto-scroll moves back, not the watchdog of a move under way.
        if case .animating = motion { armWatchdog() } else { due = nil }
    }

    func autoScrollResumed() {
        guard isPaused else { return }
        isPaused = false
        restartAutoScroll()
    }

    /// An auto-scroll action of the container ran (it has already done its work). `startedMove`:
    /// whether the container asked the host for an animation meanwhile.
    func autoScrollFired(startedMove: Bool) {
        switch motion {
        case .rest:
            guard canAutoScroll else { return }
            if due != now(), !dueAlternatives.contains(where: { $0 == now() }) {
                notes.append(
                    "auto-scroll: a move started at \(now()); the model expected \(due.map { "\($0)" } ?? "none")")
            }
        case .animating:
            if due != now() {
                notes.append(
                    "auto-scroll: the watchdog fired at \(now()); the model expected \(due.map { "\($0)" } ?? "none")")
            }
            if watchdogSawTick {
                // Still reporting: a long animation, not an abandoned one; it looks again a second on.
                armWatchdog()
                return
            }
            // A second without a report: the host dropped the move; it rests where it is, and the
            // next auto-scroll move is timed from that rest ("When a move rests").
            rest(onSlot: currentSlot(), kind: .move)
            return
        case .untracked(.animating, _):
            // Not followed: the watchdog either looked again (no new move) or rested and moved on.
            guard startedMove else { return }
            adoptRest(on: peekSettled() ?? settled, kind: .move)
            if containerIsAhead { adoptsSettledPage = true }
        case .dragging, .decelerating, .untracked:
            guard canAutoScroll else { return }
            notes.append("auto-scroll: a move fired at \(now()) during a drag")
            return
        }
        jumped(to: settled + 1 < n ? settled + 1 : 0, animated: true)
    }

    // MARK: Configuration changes (rule 7)

    /// The configuration changed to `configuration` (never its auto-scroll). A change of looping or
    /// direction keeps a drag going from the current page (its part of a page and a caught jump's
    /// neighbours kept) and ends any other motion at once on the current page; other settings only
    /// rebuild the window. `nested`: made from inside a callback, where the rest of the call under
    /// way already read the new settings: which pages left the window in which step is then not
    /// known, so the cache is compared as a set at the next check. `duringReload`: made from a
    /// callback of a reload, which may have laid the data out with the new settings already.
    func configured(to configuration: PagingConfiguration, nested: Bool, duringReload: Bool = false) {
        let loopingChanged = configuration.isLooping != isLoopingConfigured
        let directionChanged = (configuration.direction == .rightToLeft) != isReversed
        let geometryChanged =
            configuration.pageSize != pageSize || !configuration.pageSpacing.bitwiseEqual(pageSpacing)
            || configuration.pageAlignment != pageAlignment
        pageSize = configuration.pageSize
        pageSpacing = configuration.pageSpacing
        pageAlignment = configuration.pageAlignment
        radius = max(0, configuration.preloadRadius)
        cacheLimit = max(0, configuration.cacheLimit)
        isLoopingConfigured = configuration.isLooping
        isReversed = configuration.direction == .rightToLeft
        if nested { forgetWindow() }
        guard isReady, n > 0 else { return }
        if geometryChanged, !loopingChanged, !directionChanged {
            // Rule 12 re-places everything at rest; what a change during a motion does to it is
            // not said: not followed until the content rests (see Docs/Reliability.md).
            forgetWindow()
            if motion == .rest { transition() } else { loseTrack() }
            return
        }
        guard loopingChanged || directionChanged else {
            transition()
            if motion == .rest, due == nil { due = nextDue(after: .move) }
            return
        }
        if duringReload, motion == .dragging {
            // Which settings the reload laid the gesture out with is not known: where the finger
            // holds the content is then the container's reading.
            forgetWindow()
            motion = .untracked(.dragging, finalTarget: nil)
            return
        }
        switch motion {
        case .untracked(.dragging, _):
            forgetWindow()
        case .untracked(.decelerating, _) where untrackedReleaseIsOpen:
            // Inside a release the model does not follow: the container may still hold the gesture
            // (see `untrackedReleaseIsOpen`); the rest is adopted when it comes.
            forgetWindow()
        case .untracked(let kind, _):
            // The container ended the motion on its current page, which the model does not know.
            adoptRest(on: peekSettled() ?? settled, kind: kind == .animating ? .move : .drag)
            adoptsSettledPage = true
        case .dragging:
            let page = layout.page(atSlot: currentSlot()) ?? settled
            let held = heldGesture { $0 }
            adoptResting(on: page, keeping: held)
            transition()
        case .rest:
            // Laid out again on the settled page; nothing ended, so the due time stands.
            let page = layout.page(atSlot: currentSlot()) ?? settled
            if page != settled || settledItemIsGone { expectedDidScrollTo.append(page) }
            if settledItemMayBeGone { pageChangesAreLenient = true }
            settledItemIsGone = false
            settledItemMayBeGone = false
            settled = page
            layout = resting(on: page)
            xr = Double(layout.anchor)
            transition()
        case .decelerating, .animating:
            let page = layout.page(atSlot: currentSlot()) ?? settled
            restOnPage(page, kind: isDecelerating ? .drag : .move)
        }
    }

    /// What a finger holds across a re-layout: the part of a page moved past the current slot and,
    /// over a caught jump's splice, the pages beside that slot, by `newIndex` (`nil`: natural).
    private func heldGesture(newIndex: (Int) -> Int?) -> (fraction: Double, backward: Int?, forward: Int?) {
        let nearest = Self.nearestSlot(xr)
        let slot = layout.isLooping ? nearest : layout.clamp(nearest)
        guard layout.isSpliced else { return (xr - Double(slot), nil, nil) }
        return (
            xr - Double(slot), layout.page(atSlot: slot - 1).flatMap(newIndex),
            layout.page(atSlot: slot + 1).flatMap(newIndex)
        )
    }

    private func adoptResting(on page: Int, keeping held: (fraction: Double, backward: Int?, forward: Int?)) {
        var resting = resting(on: page)
        resting.keepNeighbours(backward: held.backward, forward: held.forward)
        layout = resting
        xr = Double(resting.anchor) + held.fraction
    }

    // MARK: Reloads (rule 9)

    /// Rule 9: the items changed to `newItems` and the container reloaded; `start` is what the
    /// container had when the reload began (its current page breaks ties; the loaded pages'
    /// identifiers are the items it follows).
    /// - Parameters:
    ///   - animated: `reloadData(animated: true)` (issue 24): a jump, step, auto-scroll move or settle
    ///     under way whose target has a loaded page and survives goes on to that item instead of
    ///     ending at once.
    ///   - showsInserted: `.showsInsertedItem`: items inserted right before the current one (its
    ///     previous neighbour, when loaded, kept its index, or it was the first) show the first of them.
    func reloaded(
        to newItems: ItemList, start reloadStart: ReloadStart, animated: Bool = false, showsInserted: Bool = false
    ) {
        liftPressure()
        guard hasData else {
            hasData = true
            items = newItems
            settled = min(settled, max(n - 1, 0))
            if isReady { start() }
            return
        }
        let oldItems = items
        let oldCount = oldItems.count
        let tracked = isTracked
        if !tracked { pageChangesAreLenient = true }
        let wasDragging = isDragging
        let wasMoving = motion != .rest
        let wasDecelerating = isDecelerating
        var wasUntracked = false
        if case .untracked = motion { wasUntracked = true }
        func oldIdentifier(_ index: Int) -> Int {
            reloadStart.loaded[index] ?? oldItems.identifier(at: index)
        }
        var oldCurrent = min(settled, max(oldCount - 1, 0))
        if isReady, oldCount > 0 {
            oldCurrent = tracked ? layout.page(atSlot: currentSlot()) ?? oldCurrent : reloadStart.currentPage
        }
        let currentID = oldCount > 0 ? oldIdentifier(oldCurrent) : nil
        let settledID = oldCount > 0 ? oldIdentifier(min(settled, oldCount - 1)) : nil
        func isAmbiguous(_ identifier: Int) -> Bool {
            oldItems.isDuplicated(identifier) || newItems.isDuplicated(identifier)
                || reloadStart.loaded.values.count { $0 == identifier } > 1
        }

        // Survivors keep their instances under new indices; duplicates make the mapping a choice.
        func newIndex(ofOld index: Int) -> Int?? {
            let identifier = oldIdentifier(index)
            if isAmbiguous(identifier) { return .some(nil) }
            return newItems.indices(of: identifier).first.map { .some($0) } ?? nil
        }
        // Issue 24: an animated reload lets a motion under way (not a drag) go on to its target item,
        // if its page was loaded and it survived; the container keeps the visible pages under the
        // viewport. Not knowing the target, the model cannot tell whether it goes on.
        var keptTarget: Int?
        var motionGoesOn = false
        if animated, wasMoving, !wasDragging, isReady, oldCount > 0 {
            var target: Int?
            var targetIsKnown = tracked
            switch motion {
            case .animating(let slot): target = layout.page(atSlot: slot)
            case .decelerating(let targets): target = targets.count == 1 ? layout.page(atSlot: targets[0]) : nil
            default: targetIsKnown = false
            }
            if target == nil { targetIsKnown = false }
            if let target, targetIsKnown, target < oldCount, reloadStart.loaded[target] != nil {
                switch newIndex(ofOld: target) {
                case .some(.some(let index)): keptTarget = index
                case .some(.none): targetIsKnown = false
                case .none: break
                }
            }
            motionGoesOn = !targetIsKnown || keptTarget != nil
        }
        // Over a caught jump the finger keeps the loaded neighbours of the current slot.
        var held: (fraction: Double, backward: Int?, forward: Int?)?
        var neighboursAreKnown = true
        if wasDragging, tracked, isReady, oldCount > 0 {
            held = heldGesture { page in
                guard reloadStart.loaded[page] != nil else { return nil }
                switch newIndex(ofOld: page) {
                case .some(.some(let index)): return index
                case .some(.none):
                    neighboursAreKnown = false
                    return nil
                case .none: return nil
                }
            }
        }
        if tracked, isReady, oldCount > 0 {
            // Window changes earlier in this event (a page that left for the cache may have evicted
            // another before its item was removed) are judged first, in the old indices, against the
            // pages the container had when the reload began.
            var failures: [String] = []
            resolveCache(loaded: Set(reloadStart.loaded.keys), into: &failures)
            if reloadStart.windowMayBeIncomplete {
                // Pages the container did not make cannot be cached: the cache is the container's
                // from here on, within its room.
                failures.removeAll { $0.hasPrefix("window:") || $0.hasPrefix("cache:") }
                cacheIsKnown = false
            }
            notes += failures.map { "\($0) (when a reload began)" }
        }
        if tracked, cacheIsKnown, isReady {
            var mappingIsKnown = true
            func map(_ pages: Set<Int>) -> Set<Int> {
                var result: Set<Int> = []
                for page in pages where page < oldCount {
                    switch newIndex(ofOld: page) {
                    case .some(.some(let index)): result.insert(index)
                    case .some(.none): mappingIsKnown = false
                    case .none: break
                    }
                }
                return result
            }
            let mappedWindow = map(window)
            let mappedGroups = groups.map(map).filter { !$0.isEmpty }
            if mappingIsKnown {
                window = mappedWindow
                groups = mappedGroups
            } else {
                forgetWindow()
            }
        } else {
            forgetWindow()
        }
        items = newItems

        guard n > 0 else {
            // Emptied: everything starts again, with no page change pending.
            motion = .rest
            settled = 0
            settledItemIsGone = false
            settledItemMayBeGone = false
            layout = resting(on: 0)
            xr = 0
            groups = []
            window = []
            steps = []
            cacheIsKnown = true
            due = nil
            return
        }
        guard oldCount > 0 else {
            settled = 0
            if isReady { start() }
            return
        }
        let clampedOld = min(max(oldCurrent, 0), n - 1)
        let currentOccurrences = currentID.map(newItems.indices(of:)) ?? []
        let currentIsAmbiguous = currentID.map(isAmbiguous) == true
        var newCurrent: Int
        var currentSurvived = !currentOccurrences.isEmpty
        if currentIsAmbiguous {
            pageChangesAreLenient = true
            let candidates = currentOccurrences + [clampedOld]
            // More than half a page from the current slot (deep in the bounce zone) the container's
            // current page after the reload is another than the occurrence it chose: not followed.
            let fraction = held?.fraction ?? 0
            if let actual = peekCurrent(), candidates.contains(actual), abs(fraction) < 0.5 - 1e-9 {
                newCurrent = actual
            } else {
                newCurrent = candidates[0]
                adoptsSettledPage = true
                forgetWindow()
                // Where a drag goes on from is then the container's reading.
                if isDragging { motion = .untracked(.dragging, finalTarget: nil) }
            }
            currentSurvived = currentOccurrences.contains(newCurrent)
        } else {
            newCurrent = currentOccurrences.first ?? clampedOld
        }
        if showsInserted, !wasDragging, currentSurvived, newCurrent > oldCurrent, oldCurrent < n,
            !motionGoesOn
        {
            // The machine's test: the previous neighbour, when loaded, kept its index.
            var keptPrevious = true
            if oldCurrent > 0, reloadStart.loaded[oldCurrent - 1] != nil {
                switch newIndex(ofOld: oldCurrent - 1) {
                case .some(.some(let index)): keptPrevious = index == oldCurrent - 1
                case .some(.none):
                    // Which duplicate it is, is the container's reading: adopted when the container
                    // is ahead (calls from callbacks follow).
                    pageChangesAreLenient = true
                    if let actual = peekCurrent() {
                        keptPrevious = actual == oldCurrent
                    } else {
                        adoptsSettledPage = true
                        forgetWindow()
                    }
                case .none: keptPrevious = false
                }
            }
            if currentIsAmbiguous {
                if let actual = peekCurrent() {
                    keptPrevious = keptPrevious && actual == oldCurrent
                } else {
                    adoptsSettledPage = true
                    forgetWindow()
                }
            }
            if keptPrevious {
                newCurrent = oldCurrent
                currentSurvived = false
            }
        }
        let settledOccurrences = settledID.map(newItems.indices(of:)) ?? []
        let settledIsAmbiguous = settledID.map(isAmbiguous) == true

        if !isReady {
            settled = newCurrent
            if !currentSurvived { expectedDidScrollTo.append(newCurrent) }
            return
        }
        if motionGoesOn {
            // Followed no further: the rest it comes to is adopted (on `keptTarget` unless something
            // else moves the content first).
            pageChangesAreLenient = true
            settledItemMayBeGone = true
            if let index = settledOccurrences.first, !settledIsAmbiguous {
                settled = index
            } else {
                settled = peekSettled() ?? newCurrent
            }
            forgetWindow()
            motion = .untracked(.animating, finalTarget: keptTarget)
            dueAtRestBeforeLosingTrack = nil
            return
        }
        if wasDragging {
            // The gesture goes on over the new data, also when the current item was removed: the
            // page is reported as reached only when the content rests.
            if !tracked {
                // Not following the motion before this drag, the model may not know which item the
                // container had settled (an untracked move may have come to rest and moved on):
                // rule 9's "the item now at its index (clamped) becomes current and settled" may
                // make the next rest report a page change the model cannot foresee.
                settledItemMayBeGone = true
            }
            if currentIsAmbiguous || settledIsAmbiguous {
                // Which duplicate is "the same item" is the container's reading.
                pageChangesAreLenient = true
                settledItemMayBeGone = true
                settled = peekSettled() ?? newCurrent
                if containerIsAhead { adoptsSettledPage = true }
            } else if let index = settledOccurrences.first {
                settled = index
            } else {
                settled = newCurrent
                settledItemIsGone = true
            }
            if tracked, neighboursAreKnown, !currentIsAmbiguous, let held {
                adoptResting(on: newCurrent, keeping: held)
                transition()
            } else {
                forgetWindow()
                motion = .untracked(.dragging, finalTarget: nil)
            }
            return
        }
        // At rest, or a settle or an animation ending at once, on the current item.
        let settledItemIsCurrent =
            currentSurvived && !settledIsAmbiguous && settledOccurrences.first == newCurrent
        if settledIsAmbiguous { pageChangesAreLenient = true }
        // The rest is decided here, with a change pending since a settled item was removed earlier.
        if !settledItemIsCurrent || settledItemIsGone { expectedDidScrollTo.append(newCurrent) }
        if settledItemMayBeGone { pageChangesAreLenient = true }
        settledItemIsGone = false
        settledItemMayBeGone = false
        settled = newCurrent
        layout = resting(on: newCurrent)
        xr = Double(layout.anchor)
        motion = .rest
        if !tracked { forgetWindow() }
        transition()
        if n < 2 {
            due = nil
        } else if wasMoving || due == nil {
            let kept = due
            // A settle ended at once is a drag come to rest (`resumeDelay`); an animation, a move.
            due = nextDue(after: wasDecelerating ? .drag : .move)
            // Not followed, the content may have been at rest already (then the due time stays), or
            // have come to rest after a drag or a move just before this reload.
            if wasUntracked, let kept { dueAlternatives.append(kept) }
            if wasUntracked {
                dueAlternatives.append(nextDueKeepingAlternatives(after: .drag))
                dueAlternatives.append(nextDueKeepingAlternatives(after: .move))
            }
        }
    }

    // MARK: Rest and motion

    private func start() {
        settled = n == 0 ? 0 : min(settled, n - 1)
        layout = resting(on: settled)
        xr = Double(layout.anchor)
        motion = .rest
        groups = []
        steps = []
        cacheIsKnown = true
        window = windowPages()
        due = nextDue(after: .move)
    }

    private func nextDue(after kind: RestKind) -> Duration? {
        dueAlternatives = []
        return nextDueKeepingAlternatives(after: kind)
    }

    private func nextDueKeepingAlternatives(after kind: RestKind) -> Duration? {
        guard canAutoScroll, let autoScroll else { return nil }
        return now() + max(kind == .drag ? autoScroll.resumeDelay : autoScroll.interval, .milliseconds(1))
    }

    private func rest(onSlot slot: Int, kind: RestKind) {
        let page = layout.page(atSlot: slot) ?? settled
        restOnPage(page, kind: kind)
    }

    private func restOnPage(_ page: Int, kind: RestKind) {
        peekingSplice = nil
        if page != settled || settledItemIsGone { expectedDidScrollTo.append(page) }
        if settledItemMayBeGone { pageChangesAreLenient = true }
        settledItemIsGone = false
        settledItemMayBeGone = false
        settled = page
        layout = resting(on: page)
        xr = Double(layout.anchor)
        motion = .rest
        transition()
        due = nextDue(after: kind)
        if touchSettleRestIsOpen {
            touchSettleRestIsOpen = false
            dueAlternatives = [nextDueKeepingAlternatives(after: .drag)]
        }
        dueAtRestBeforeLosingTrack = nil
    }

    /// Takes the container's rest when the model did not follow the motion that led to it: before
    /// each check, and before calls made from callbacks, which the container applied after that rest.
    func adoptRestIfUntracked(_ observed: Observation) {
        if case .untracked(let kind, _) = motion, observed.scrollState == .idle, !observed.hostIsMoving {
            adoptRest(on: observed.settledPage, kind: kind == .animating ? .move : .drag)
        }
    }

    /// Takes the container's rest after a motion the model did not follow.
    private func adoptRest(on page: Int, kind: RestKind) {
        pageChangesAreLenient = true
        forgetWindow()
        motion = .rest
        let dueBefore = dueAtRestBeforeLosingTrack
        restOnPage(page, kind: kind)
        // Whether a drag or a move came to rest is not known either.
        dueAlternatives = [nextDueKeepingAlternatives(after: .drag), nextDueKeepingAlternatives(after: .move)]
        // Lost at rest, the content may never have moved: then the due time it had stands.
        if let dueBefore { dueAlternatives.append(dueBefore) }
    }

    // MARK: The cache

    private func forgetWindow() {
        cacheIsKnown = false
        steps = []
    }

    /// Notes a window change; the pages that left it enter the cache when the rig next checks.
    private func transition() {
        guard isTracked else {
            forgetWindow()
            return
        }
        let newWindow = windowPages()
        if cacheIsKnown, newWindow != window || steps.isEmpty || steps.last?.room != cacheRoom {
            steps.append(Step(from: window, to: newWindow, room: cacheRoom))
        }
        window = newWindow
    }

    /// Applies the window changes since the last check and compares the cache with `loaded`: every
    /// page that leaves the window enters the cache, least recently left evicted first (rule 4), also
    /// one the layout has no slot for (the container parks it off-screen).
    private func resolveCache(loaded: Set<Int>, into failures: inout [String]) {
        if pressureMayHaveLifted {
            // Lifted if the whole window under the lifted hypothesis is loaded, kept otherwise. When
            // both give the same window (a radius of 0 at rest: the visible page either way) and
            // nothing beyond it is loaded (a cache exists only without pressure), the loaded pages
            // cannot tell: both stay open, the reduced set in force, until a check that tells them
            // apart (a jump to the settled page at rest does nothing, rule 5, and so lifts nothing;
            // a later radius change shows which).
            let kept = pressure
            let keptWindow = windowPages()
            pressure = pressureIfLifted
            let liftedWindow = windowPages()
            if liftedWindow == keptWindow, loaded == keptWindow {
                pressure = kept
            } else {
                pressureMayHaveLifted = false
                if !liftedWindow.isSubset(of: loaded) { pressure = kept }
            }
            forgetWindow()
        }
        if !cacheIsKnown { window = windowPages() }
        let missing = window.subtracting(loaded)
        if !missing.isEmpty {
            failures.append("window: pages \(missing.sorted()) of the window \(window.sorted()) are not loaded")
        }
        if !cacheIsKnown {
            adoptCache(loaded: loaded, into: &failures)
            return
        }
        if steps.isEmpty {
            // Nothing changed since the last comparison: the loaded set is the window and the cache.
            var expected = window
            for group in groups { expected.formUnion(group) }
            if loaded != expected {
                failures.append(
                    "window: loaded \(loaded.sorted()), expected the window \(window.sorted()) and the cache \(groups.map { $0.sorted() })"
                )
            }
            return
        }
        for (number, step) in steps.enumerated() {
            let isLast = number == steps.count - 1
            groups = groups.map { $0.subtracting(step.to) }
            let left = step.from.subtracting(step.to)
            if !left.isEmpty { groups.insert(left, at: 0) }
            groups.removeAll { $0.isEmpty }

            let expectation = CacheExpectation(groups: groups, room: step.room)
            guard isLast else {
                if expectation.leavesAChoice {
                    // Which of the pages that left together were kept is the container's choice.
                    adoptCache(loaded: loaded, into: &failures)
                    return
                }
                groups = expectation.required
                continue
            }
            let cached = loaded.subtracting(step.to)
            failures += expectation.failures(cached: cached, window: step.to)
            groups = expectation.groupsKept(cached: cached)
        }
        steps = []
    }

    private func adoptCache(loaded: Set<Int>, into failures: inout [String]) {
        let cached = loaded.subtracting(window)
        if cached.count > cacheRoom {
            failures.append(
                "cache: \(cached.sorted()) are loaded outside the window \(window.sorted()), more than the cache room \(cacheRoom)"
            )
        }
        groups = cached.isEmpty ? [] : [cached]
        cacheIsKnown = true
        steps = []
    }

    // MARK: Comparison

    /// Compares the container with the model; returns what differs. The loaded set is read and the
    /// window and cache compared only when `full` (after each event): per host report the checks stay
    /// cheap (state, pages, position, the host's offset), and the window changes of the event are
    /// replayed in order.
    func check(_ observed: Observation, loaded: () -> Set<Int>, full: Bool) -> [String] {
        var failures = notes
        notes = []
        adoptRestIfUntracked(observed)
        if observed.pageCount != n {
            failures.append("model: pageCount \(observed.pageCount), expected \(n)")
        }
        if !isTracked { pageChangesAreLenient = true }
        let adoptedNow = adoptsSettledPage
        if adoptsSettledPage {
            adoptsSettledPage = false
            if settled != observed.settledPage, motion == .rest { forgetWindow() }
            settled = observed.settledPage
            if motion == .rest {
                layout = resting(on: settled)
                xr = Double(layout.anchor)
            }
        }
        // A settled page just adopted from the container is not compared with itself (issue 33:
        // that was adoption dressed as a check).
        if !adoptedNow, observed.settledPage != settled, isTracked {
            failures.append("model: settledPage \(observed.settledPage), expected \(settled)")
        }
        let states: [ScrollState]
        switch motion {
        case _ where !isReady || n == 0: states = [.idle]
        case .rest: states = [.idle]
        case .dragging, .untracked(.dragging, _): states = [.dragging]
        case .decelerating: states = [.settling]
        // An untracked motion may already rest while the host finishes its report.
        case .untracked(.decelerating, _): states = [.settling, .dragging, .idle]
        case .untracked(.animating, _): states = [.settling, .idle]
        case .animating: states = [.settling]
        }
        if !states.contains(observed.scrollState) {
            failures.append("model: scrollState \(observed.scrollState), expected \(states) (\(motion))")
        }
        guard isReady, n > 0 else {
            if full, case let pages = loaded(), !pages.isEmpty {
                failures.append("window: \(pages.sorted()) loaded before the container has both data and a viewport")
            }
            if hasData, observed.currentPage != settled {
                failures.append("model: currentPage \(observed.currentPage), expected \(settled) (not ready)")
            }
            if observed.nextDue != nil {
                failures.append("auto-scroll: a move is due at \(observed.nextDue!) though nothing can run")
            }
            return failures
        }
        if isTracked {
            trackedChecks += 1
            let current = layout.page(atSlot: currentSlot())
            if current != observed.currentPage {
                failures.append(
                    "model: currentPage \(observed.currentPage), expected \(current.map { "\($0)" } ?? "none") at reading \(xr) of \(layout)"
                )
            }
            let (expected, step) = interpolatedPosition()
            if case .animating = motion, peekingSplice != nil {
                if let failure = peekingSpliceFailure(position: observed.position) { failures.append(failure) }
            } else if distance(expected, observed.position) > 1e-6 + 1e-8 * step {
                failures.append(
                    "model: position \(observed.position), expected \(expected) at reading \(xr) of \(layout)")
            }
            // The host is where the content is: at the resting offset at rest (rule 8 undoes a move
            // farther than the tolerance), at the reading position during a motion.
            let hostReading = reading(forOffset: observed.hostOffset)
            let slack = offsetTolerance + hostRounding + 1e-9 + 8 * abs(observed.hostOffset).ulp
            if abs(hostReading - xr) * pitch > slack {
                failures.append(
                    "host: the content offset \(observed.hostOffset) reads as \(hostReading); the model expects reading \(xr) (offset \(restingOffset)) of \(layout), \(motion)"
                )
            }
            if full { resolveCache(loaded: loaded(), into: &failures) }
        } else {
            untrackedChecks += 1
        }
        switch motion {
        case .rest, .animating:
            if observed.nextDue != due, !dueAlternatives.contains(where: { $0 == observed.nextDue }) {
                failures.append(
                    "auto-scroll: next move due at \(observed.nextDue.map { "\($0)" } ?? "none"), expected \(due.map { "\($0)" } ?? "none") (now \(now()), \(motion))"
                )
            }
        case .dragging, .decelerating, .untracked(.dragging, _):
            if let due = observed.nextDue {
                failures.append("auto-scroll: a move is due at \(due) during a drag")
            }
        case .untracked(.animating, _), .untracked(.decelerating, _):
            // Not followed: an untracked settle may already rest.
            break
        }
        return failures
    }

    /// The distance between two positions, around the loop when looping.
    private func distance(_ a: Double, _ b: Double) -> Double {
        let d = abs(a - b)
        return layout.isLooping ? min(d, Double(n) - d) : d
    }

    /// The offset a released drag decelerates to: what a container returns from `willEndDragging`
    /// by the model's reading (for feeding the model by hand).
    func expectedReleaseOffset(from offset: Double, length: Double) -> Double {
        guard case .decelerating(let targets) = motion, let target = targets.first else { return offset }
        return self.offset(forReading: Double(target))
    }

    /// Stops following the viewport until the content rests: a choice the model could not see was
    /// made before calls from callbacks reached the container.
    func loseTrack() {
        guard isReady, n > 0 else { return }
        pageChangesAreLenient = true
        forgetWindow()
        switch motion {
        case .rest:
            dueAtRestBeforeLosingTrack = due
            motion = .untracked(.animating, finalTarget: nil)
        case .animating: motion = .untracked(.animating, finalTarget: nil)
        case .dragging: motion = .untracked(.dragging, finalTarget: nil)
        case .decelerating: motion = .untracked(.decelerating, finalTarget: nil)
        case .untracked: break
        }
    }

    /// Whether the model took a guess it will check against the container at the next check.
    var hasPendingGuess: Bool { adoptsSettledPage }

    /// The host moved on its own (not the container's animation): `position` follows it, not the
    /// jump's progress.
    func hostMovedOnItsOwn() {
        peekingSplice = nil
        if case .animating = motion, !isFullPage { loseTrack() }
    }

    /// Takes the host's offset as seen (after the container's own moves).
    func syncOffset(_ offset: Double) {
        lastOffset = offset
    }
}

extension Double {
    /// Equal, NaN included (a configuration's spacing may be NaN).
    fileprivate func bitwiseEqual(_ other: Double) -> Bool { self == other || (isNaN && other.isNaN) }
}
