import PagedKit

/// Which page sits in which of the model's reading slots: slot 0 holds `base`, the slots after it
/// continue from `afterBase` and the slots before it from `beforeBase`. At rest both continue the
/// base (rule 2); an animated jump puts its target in slot 1 or −1 (rule 5), so the pages between
/// the start and the target have no slot. When looping, pages repeat modulo the page count.
///
/// Slots are the model's own: slot 0 is wherever the content last came to rest, so the model never
/// needs to know where the container puts page 0, nor how it re-centres looping content.
struct ModelLayout: Equatable {
    var pageCount: Int
    var isLooping: Bool
    var base: Int
    var afterBase: Int
    var beforeBase: Int

    static func resting(on page: Int, pageCount: Int, isLooping: Bool) -> ModelLayout {
        ModelLayout(pageCount: pageCount, isLooping: isLooping, base: page, afterBase: page + 1, beforeBase: page - 1)
    }

    func page(atSlot slot: Int) -> Int? {
        guard pageCount > 0 else { return nil }
        let raw = slot == 0 ? base : (slot > 0 ? afterBase + (slot - 1) : beforeBase + (slot + 1))
        if isLooping { return ReferenceModel.wrap(raw, pageCount) }
        return raw >= 0 && raw < pageCount ? raw : nil
    }

    /// The slots that hold a page (not looping); `nil` when looping (every slot holds one).
    var validSlots: ClosedRange<Int>? {
        guard !isLooping, pageCount > 0 else { return nil }
        let lower = beforeBase >= 0 ? -(beforeBase + 1) : 0
        let upper = afterBase <= pageCount - 1 ? pageCount - afterBase : 0
        return lower...upper
    }

    func clamp(_ slot: Int) -> Int {
        guard let valid = validSlots else { return slot }
        return min(max(slot, valid.lowerBound), valid.upperBound)
    }
}

/// CONTRACT's rules restated as plainly as possible, for comparison with a real `PagedContainer`
/// driven by the same events (see `FuzzRig`).
///
/// The model is fed what the container is fed — the host's scroll reports and the public calls, in
/// the order the container applies them — and keeps its own account: the page it rests on, where the
/// viewport is in its own slots (``ModelLayout``; offsets are turned into slots with the viewport
/// length, mirrored right-to-left), the window (rule 4: current ± radius and the visible pages, the
/// cache as the most recently left pages), memory pressure (rule 6), the auto-scroll due time (rule 8)
/// and the identity of items across reloads (rule 9). ``check(_:loaded:full:)`` compares the container
/// with it.
///
/// Where the contract leaves a choice, the model accepts every reading: a viewport exactly half-way
/// between two pages, duplicate identifiers, a settled item removed mid-drag. It then takes the
/// container's choice among those and goes on from there. When it cannot follow the viewport any
/// more — an animated jump retargeted from between two pages (Architecture decision 2) — it stops
/// tracking (``Motion/untracked(_:finalTarget:)``) until the content rests, then adopts the rest after
/// checking it; every rest is still checked in full by the rig's invariants.
@MainActor final class ReferenceModel {
    enum Motion: Equatable {
        case rest
        case dragging
        /// Released; the candidate slots the release rule allows (two only at an exact tie).
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
    }

    /// A window change whose left pages enter the cache.
    private struct Step {
        var from: Set<Int>
        var to: Set<Int>
        /// Pages that have no slot any more (they must go) or may have none (they may go).
        var mustDrop: (Int) -> Bool = { _ in false }
        var mayDrop: (Int) -> Bool = { _ in false }
        var room: Int
        /// The page at the viewport after the step, for ``isFar(_:from:)``: the container drops a
        /// cached page that has no slot in the content at that step, even if later steps come back.
        var centre: Int?
    }

    // MARK: Configuration, as the contract reads it

    let radius: Int
    let cacheLimit: Int
    let isLoopingConfigured: Bool
    let isReversed: Bool
    let autoScroll: AutoScroll?

    // MARK: State

    private(set) var items: ItemList
    private(set) var hasData = false
    private(set) var viewport: Double?
    private(set) var isVisible = true
    private(set) var isPaused = false
    private(set) var pressure: MemoryPressure?
    private(set) var settled = 0
    private(set) var layout: ModelLayout
    /// The viewport's reading position in the model's slots.
    private(set) var xr = 0.0
    private(set) var motion: Motion = .rest
    /// The host offset the model last accounted for.
    private(set) var lastOffset = 0.0

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
    /// The delays the next due time may be after (a jump that ends a drag's settle: either reading).
    private var dueAlternatives: [Duration?] = []

    private func peekCurrent() -> Int? { containerIsAhead ? nil : containerCurrent() }
    private func peekSettled() -> Int? { containerIsAhead ? nil : containerSettled() }

    /// The scheduler's clock.
    let now: () -> Duration
    /// The container's current and settled page, read only to pick among the model's own candidates.
    let containerCurrent: () -> Int
    let containerSettled: () -> Int

    init(
        configuration: PagingConfiguration, items: ItemList,
        now: @escaping () -> Duration, containerCurrent: @escaping () -> Int, containerSettled: @escaping () -> Int
    ) {
        radius = max(0, configuration.preloadRadius)
        cacheLimit = max(0, configuration.cacheLimit)
        isLoopingConfigured = configuration.isLooping
        isReversed = configuration.direction == .rightToLeft
        autoScroll = configuration.autoScroll
        self.items = items
        layout = .resting(on: 0, pageCount: items.count, isLooping: false)
        self.now = now
        self.containerCurrent = containerCurrent
        self.containerSettled = containerSettled
    }

    // MARK: Derived

    /// The page count the container has read: none before the first reload.
    var n: Int { hasData ? items.count : 0 }
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
    private var cacheRoom: Int { pressure == nil ? min(cacheLimit, n) : 0 }
    private var direction: Double { isReversed ? -1 : 1 }

    /// The reading position, snapped to a whole slot within 1e-6 (as the container snaps offsets).
    var x: Double {
        let whole = xr.rounded()
        return abs(xr - whole) < 1e-6 ? whole : xr
    }

    nonisolated static func wrap(_ value: Int, _ modulus: Int) -> Int {
        let r = value % modulus
        return r < 0 ? r + modulus : r
    }

    private func resting(on page: Int) -> ModelLayout {
        .resting(on: page, pageCount: n, isLooping: loops)
    }

    /// Changes whenever the window may change as the viewport moves: the nearest slot, the slots it
    /// overlaps, an exact half-way tie.
    private var windowKey: Int {
        let down = x.rounded(.down)
        let tie = abs(x - down - 0.5) < 1e-9
        let whole = x == down
        return (Int(x.rounded()) &* 4 &+ (tie ? 1 : 0) &+ (whole ? 2 : 0)) &* 1_000_003 &+ Int(down)
    }

    /// The slot nearest the viewport: two at an exact half-way tie.
    func currentSlotCandidates() -> [Int] {
        let down = x.rounded(.down)
        let raw = abs(x - down - 0.5) < 1e-9 ? [Int(down), Int(down) + 1] : [Int(x.rounded())]
        return unique(raw.map(layout.clamp))
    }

    /// The current slot, taking the container's choice at a tie.
    func currentSlot() -> Int {
        let candidates = currentSlotCandidates()
        if candidates.count > 1 {
            if let actual = peekCurrent(), let slot = candidates.first(where: { layout.page(atSlot: $0) == actual }) {
                return slot
            }
            // A call made from a callback already moved the container on: the choice is unknown.
            cacheIsKnown = false
        }
        return candidates[0]
    }

    /// Rule 4 (and 6 under pressure): current ± radius plus the slots overlapping the viewport.
    func windowPages() -> Set<Int> {
        guard isReady, n > 0 else { return [] }
        let lower = Int(x.rounded(.down))
        var slots = x == x.rounded(.down) ? [lower] : [lower, lower + 1]
        if policy != .critical {
            let r = policy == .full ? radius : min(radius, 1)
            let current = currentSlot()
            slots += Array((current - r)...(current + r))
        }
        var pages: Set<Int> = []
        for slot in slots {
            if let valid = layout.validSlots, !valid.contains(slot) { continue }
            if let page = layout.page(atSlot: slot) { pages.insert(page) }
        }
        return pages
    }

    /// The logical positions the contract allows here: the pages of the two slots around the
    /// viewport, interpolated (wrapped when looping). Past an end (a drag into the bounce zone) both
    /// the end page and the continued value are accepted.
    func expectedPositions() -> (values: [Double], tolerance: Double) {
        let (values, step) = interpolatedPositions()
        return (values, 1e-6 + 1e-8 * step)
    }

    private func interpolatedPositions() -> ([Double], Double) {
        guard isReady, n > 0 else { return ([Double(settled)], 0) }
        let lower = Int(x.rounded(.down))
        let fraction = x - Double(lower)
        if let valid = layout.validSlots, x < Double(valid.lowerBound) || x > Double(valid.upperBound) {
            let edge = x < Double(valid.lowerBound) ? valid.lowerBound : valid.upperBound
            let page = Double(layout.page(atSlot: edge) ?? 0)
            return ([page, page + (x - Double(edge))], 1)
        }
        guard let p0 = layout.page(atSlot: lower) else { return ([], 0) }
        guard fraction > 0, let p1 = layout.page(atSlot: lower + 1) else { return ([Double(p0)], 0) }
        if loops {
            let step = Double(Self.wrap(p1 - p0, n))
            var value = Double(p0) + step * fraction
            if value >= Double(n) { value -= Double(n) }
            return ([value], step)
        }
        return ([Double(p0) + Double(p1 - p0) * fraction], Double(abs(p1 - p0)))
    }

    // MARK: Inputs: the host's reports

    func beganDragging() {
        guard isReady, n > 0 else { return }
        liftPressure()
        due = nil
        switch motion {
        case .untracked: motion = .untracked(.dragging, finalTarget: nil)
        default:
            motion = .dragging
            transition()
        }
    }

    /// A `didScroll` from a drag, a deceleration or an animation (not from the container's own moves).
    func scrolled(toOffset offset: Double) {
        defer { lastOffset = offset }
        guard let length = viewport, isReady, n > 0 else { return }
        if motion == .rest {
            // A report at the offset the content rests at (an animation already at its target) is no motion.
            guard offset != lastOffset else { return }
            notes.append("host: the content moved to offset \(offset) while the model is at rest on page \(settled)")
            return
        }
        guard isTracked else { return }
        let before = windowKey
        let delta = (offset - lastOffset) / length * direction
        xr += delta
        if windowKey != before { transition() }
        if case .animating(let target) = motion, abs(xr - Double(target)) < 1e-6 {
            rest(onSlot: target, kind: .move)  // arrival rests at once (rule 5)
        }
    }

    /// `willEndDragging`: rule 3's release.
    func released(velocity: Double) {
        guard isReady, n > 0 else { return }
        switch motion {
        case .dragging:
            let v = isReversed ? -velocity : velocity
            let raw: [Int]
            if v.isFinite, abs(v) >= 300 {
                raw = [v > 0 ? Int(x.rounded(.down)) + 1 : Int(x.rounded(.up)) - 1]
            } else {
                let down = x.rounded(.down)
                raw = abs(x - down - 0.5) < 1e-9 ? [Int(down), Int(down) + 1] : [Int(x.rounded())]
            }
            let targets = unique(raw.map(layout.clamp))
            // A release right on its target needs no movement: the finger's drag rests at
            // didEndDragging, and until then it is still a drag (decision 5 applies to jumps).
            motion = targets == [Int(x)] && Double(Int(x)) == x ? .dragging : .decelerating(targets: targets)
        case .untracked(.dragging, _):
            motion = .untracked(.decelerating, finalTarget: nil)
        default:
            break
        }
    }

    /// `didEndDragging(willDecelerate:)`, with the deceleration target the host took from the release.
    func endedDragging(willDecelerate: Bool, decelerationTarget: Double?) {
        guard isReady, n > 0, let length = viewport else { return }
        switch motion {
        case .dragging:
            if !willDecelerate {
                rest(onSlot: layout.clamp(Int(x.rounded())), kind: .drag)
            } else {
                // A release the container took as needing no movement, while the host's offset differs
                // from the returned one by a rounding error: it settles on the nearest page.
                motion = .decelerating(targets: [layout.clamp(Int(x.rounded()))])
            }
        case .decelerating(let targets):
            if !willDecelerate {
                let here = Int(x.rounded())
                if Double(here) != x || !targets.contains(here) {
                    notes.append(
                        "release: willEndDragging returned the current offset (reading \(x)); the model expected slot \(targets) of its layout"
                    )
                }
                rest(onSlot: layout.clamp(here), kind: .drag)
            } else if let decelerationTarget {
                let reading = x + (decelerationTarget - lastOffset) / length * direction
                let matching = targets.filter { abs(Double($0) - reading) < 1e-6 }
                if matching.isEmpty {
                    notes.append(
                        "release: willEndDragging returned offset \(decelerationTarget) (reading \(reading)); the model expected slot \(targets) (from reading \(x))"
                    )
                } else {
                    motion = .decelerating(targets: matching)
                }
            }
        case .animating(let target) where willDecelerate:
            // An animated jump made from inside the release: the host decelerates to its target
            // instead of animating, and the move ends as a deceleration does.
            motion = .decelerating(targets: [target])
        case .untracked(.animating, let finalTarget) where willDecelerate:
            motion = .untracked(.decelerating, finalTarget: finalTarget)
        default:
            break
        }
    }

    func endedDecelerating() {
        guard isReady, n > 0, case .decelerating(let targets) = motion else { return }
        let here = layout.clamp(Int(x.rounded()))
        if !targets.contains(here) {
            notes.append("release: the deceleration ended at reading \(x), the model expected slot \(targets)")
        }
        rest(onSlot: here, kind: .drag)
    }

    /// `didEndScrollingAnimation()`: an animation that ended short of its target rests where it is.
    func endedAnimation() {
        guard isReady, n > 0 else { return }
        if case .decelerating(let targets) = motion, targets.count == 1, abs(x - Double(targets[0])) < 1e-6 {
            rest(onSlot: targets[0], kind: .drag)  // that deceleration's host animated instead, and arrived
            return
        }
        guard case .animating = motion else { return }
        rest(onSlot: nearestSlotTakingTheContainersRest(), kind: .move)
    }

    // MARK: Inputs: public calls

    func viewportChanged(to length: Double) {
        guard length.isFinite, length > 0, length != viewport else { return }
        let wasReady = isReady
        viewport = length
        guard hasData else { return }
        guard wasReady else {
            start()
            return
        }
        // Reading positions do not depend on the length. A settle or an animation ends on its target.
        switch motion {
        case .rest, .dragging, .untracked(.dragging, _), .untracked(.decelerating, _): break
        case .decelerating(let targets):
            let target =
                targets.count == 1
                ? targets[0] : (targets.first { layout.page(atSlot: $0) == peekSettled() } ?? targets[0])
            if targets.count > 1, peekSettled() == nil { adoptsSettledPage = true }
            xr = Double(target)
            rest(onSlot: target, kind: .drag)
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

    /// Rule 5's jump, after `scrollToPage` returned without throwing.
    func jumped(to target: Int, animated: Bool) {
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
            switch motion {
            case .rest:
                startAnimation(from: settled, to: target)
            case .dragging, .decelerating, .animating:
                if let slot = slotWithinOnePage(of: target) {
                    if abs(Double(slot) - x) < 1e-6 {
                        let endsADrag = isDecelerating
                        rest(onSlot: slot, kind: .move)
                        // A jump that ends a drag's settle on the spot: the contract does not say
                        // whether the drag or the jump came to rest.
                        if endsADrag { dueAlternatives = [nextDueKeepingAlternatives(after: .drag)] }
                    } else {
                        motion = .animating(target: slot)
                        transition()
                    }
                } else {
                    // Between two pages the jump splices from the slot reached first (Architecture
                    // decision 2): not followed.
                    forgetWindow()
                    motion = .untracked(.animating, finalTarget: target)
                }
            case .untracked:
                motion = .untracked(.animating, finalTarget: target)
            }
            return
        }
        // At once; a finger that holds the content keeps dragging from the new page (decision 5).
        let wasDragging = isDragging
        let wasDecelerating = isDecelerating
        let wasUntracked = !isTracked
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
        layout = resting(on: target)
        xr = 0
        motion = wasDragging ? .dragging : .rest
        transition()
        if !wasDragging {
            let endsADrag = wasDecelerating
            due = nextDue(after: .move)
            if endsADrag { dueAlternatives = [nextDueKeepingAlternatives(after: .drag)] }
            // Lost at rest, the jump may have found the container on `target` already: a jump
            // that changes nothing keeps the due time.
            if wasUntracked, let kept = dueAtRestBeforeLosingTrack { dueAlternatives.append(kept) }
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
        } else if motion == .rest {
            due = nextDue(after: .move)
        } else {
            due = nil
        }
    }

    func autoScrollPaused() {
        isPaused = true
        due = nil
    }

    func autoScrollResumed() {
        guard isPaused else { return }
        isPaused = false
        due = motion == .rest ? nextDue(after: .move) : nil
    }

    /// An auto-scroll action of the container ran (it has already done its work).
    func autoScrollFired() {
        guard canAutoScroll else { return }
        switch motion {
        case .rest:
            if due != now(), !dueAlternatives.contains(where: { $0 == now() }) {
                notes.append(
                    "auto-scroll: a move started at \(now()); the model expected \(due.map { "\($0)" } ?? "none")")
            }
        case .animating:
            // The host never reported the end of the last move: it rests where it is (watchdog).
            rest(onSlot: nearestSlotTakingTheContainersRest(), kind: .move)
        case .untracked(.animating, _):
            adoptRest(on: peekSettled() ?? settled, kind: .move)
            if containerIsAhead { adoptsSettledPage = true }
        case .dragging, .decelerating, .untracked:
            notes.append("auto-scroll: a move fired at \(now()) during a drag")
            return
        }
        jumped(to: settled + 1 < n ? settled + 1 : 0, animated: true)
    }

    /// Rule 9: the items changed to `newItems` and the container reloaded. `currentBefore` is the
    /// container's current page just before (the model's own when it can tell; it breaks ties).
    func reloaded(to newItems: ItemList, currentBefore: Int) {
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
        var wasUntracked = false
        if case .untracked = motion { wasUntracked = true }
        var oldCurrent = min(settled, max(oldCount - 1, 0))
        var fraction = 0.0
        if isReady, oldCount > 0 {
            if tracked {
                let candidates = currentSlotCandidates()
                let slot = candidates.first { layout.page(atSlot: $0) == currentBefore } ?? candidates[0]
                oldCurrent = layout.page(atSlot: slot) ?? oldCurrent
                // The viewport keeps its place relative to the current item.
                fraction = wasDragging ? x - Double(slot) : 0
            } else {
                oldCurrent = currentBefore
            }
        }
        let currentID = oldCount > 0 ? oldItems.identifier(at: oldCurrent) : nil
        let settledID = oldCount > 0 ? oldItems.identifier(at: min(settled, oldCount - 1)) : nil

        // Survivors keep their instances under new indices; duplicates make the mapping a choice.
        func newIndex(ofOld index: Int) -> Int?? {
            let identifier = oldItems.identifier(at: index)
            let occurrences = newItems.indices(of: identifier)
            if oldItems.isDuplicated(identifier) || occurrences.count > 1 { return .some(nil) }
            return occurrences.first.map { .some($0) } ?? nil
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
            motion = .rest
            settled = 0
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
        let currentIsAmbiguous = currentID.map(oldItems.isDuplicated) == true || currentOccurrences.count > 1
        var newCurrent: Int
        var currentSurvived = !currentOccurrences.isEmpty
        if currentIsAmbiguous {
            pageChangesAreLenient = true
            let candidates = currentOccurrences + [clampedOld]
            // More than half a page from the current slot (deep in the bounce zone) the container's
            // current page after the reload is another than the occurrence it chose: not followed.
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
        let settledOccurrences = settledID.map(newItems.indices(of:)) ?? []
        let settledIsAmbiguous = settledID.map(oldItems.isDuplicated) == true || settledOccurrences.count > 1

        if !isReady {
            settled = newCurrent
            if !currentSurvived { expectedDidScrollTo.append(newCurrent) }
            return
        }
        if wasDragging {
            // The gesture goes on over the new data.
            if currentIsAmbiguous || settledIsAmbiguous {
                // Which duplicate is "the same item" is the container's reading.
                pageChangesAreLenient = true
                settledItemMayBeGone = true
                settled = peekSettled() ?? newCurrent
                if containerIsAhead { adoptsSettledPage = true }
            } else if currentSurvived {
                if settledOccurrences.isEmpty {
                    settled = newCurrent
                    settledItemIsGone = true
                } else {
                    settled = settledOccurrences[0]
                }
            } else {
                settled = newCurrent
                expectedDidScrollTo.append(newCurrent)
                settledItemIsGone = false  // reported now
                settledItemMayBeGone = false
            }
            layout = resting(on: newCurrent)
            // Looping content has no end to be past: only the part of a page beyond the nearest
            // slot carries over (`items` is the new list here, so `loops` is the new layout's).
            let carried = loops ? fraction - fraction.rounded() : fraction
            // At an exact half-way tie the container's nearest slot and the model's may differ by a
            // rounding error: the gesture is then not followed.
            let atTie = abs(abs(carried) - 0.5) < 1e-6
            if tracked, !atTie {
                xr = carried
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
        xr = 0
        motion = .rest
        if !tracked { forgetWindow() }
        transition()
        if n < 2 {
            due = nil
        } else if wasMoving || due == nil {
            let kept = due
            due = nextDue(after: .move)
            // Not followed, the content may have been at rest already (then the due time stays), or
            // have come to rest after a drag just before this reload.
            if wasUntracked, let kept { dueAlternatives.append(kept) }
            if wasUntracked { dueAlternatives.append(nextDueKeepingAlternatives(after: .drag)) }
        }
    }

    // MARK: Rest and motion

    private func start() {
        settled = n == 0 ? 0 : min(settled, n - 1)
        layout = resting(on: settled)
        xr = 0
        motion = .rest
        groups = []
        steps = []
        cacheIsKnown = true
        window = windowPages()
        due = nextDue(after: .move)
    }

    private func nextDue(after kind: RestKind) -> Duration? {
        dueAlternatives = []
        guard canAutoScroll, let autoScroll else { return nil }
        let delay = kind == .drag ? autoScroll.resumeDelay : autoScroll.interval
        return now() + max(delay, .milliseconds(1))
    }

    private func nextDueKeepingAlternatives(after kind: RestKind) -> Duration? {
        guard canAutoScroll, let autoScroll else { return nil }
        return now() + max(kind == .drag ? autoScroll.resumeDelay : autoScroll.interval, .milliseconds(1))
    }

    /// The slot nearest the viewport; at a tie, the one holding the page the container rested on.
    private func nearestSlotTakingTheContainersRest() -> Int {
        let down = x.rounded(.down)
        if abs(x - down - 0.5) < 1e-9 {
            let candidates = [Int(down), Int(down) + 1].map(layout.clamp)
            if let settled = peekSettled(), let slot = candidates.first(where: { layout.page(atSlot: $0) == settled }) {
                return slot
            }
            adoptsSettledPage = true
            pageChangesAreLenient = true
            return candidates[1]
        }
        return layout.clamp(Int(x.rounded()))
    }

    /// The slot within one page of the viewport holding `page`, nearest first (forward at a tie).
    private func slotWithinOnePage(of page: Int) -> Int? {
        let lower = Int(x.rounded(.down))
        var best: Int?
        for slot in (lower - 1)...(lower + 2) where abs(Double(slot) - x) <= 1 + 1e-6 {
            if let valid = layout.validSlots, !valid.contains(slot) { continue }
            guard layout.page(atSlot: slot) == page else { continue }
            if let current = best {
                let difference = abs(Double(slot) - x) - abs(Double(current) - x)
                if difference > 1e-9 { continue }
            }
            best = slot
        }
        return best
    }

    /// Rule 5 from rest: the target goes in the slot next to the start page, on its side (the short
    /// way round when looping, forward on a tie), and the host animates one page.
    private func startAnimation(from start: Int, to target: Int) {
        let forward: Bool
        if loops {
            let ahead = Self.wrap(target - start, n)
            forward = ahead <= n - ahead
        } else {
            forward = target > start
        }
        // Pages strictly between the start and the target, the way the jump goes.
        let count = n
        let looping = loops
        let span = forward ? Self.wrap(target - start, max(count, 1)) : Self.wrap(start - target, max(count, 1))
        let isBetween: (Int) -> Bool = { page in
            if looping {
                let step = forward ? Self.wrap(page - start, count) : Self.wrap(start - page, count)
                return step > 0 && step < span
            }
            return page > min(start, target) && page < max(start, target)
        }
        if forward { layout.afterBase = target } else { layout.beforeBase = target }
        motion = .animating(target: forward ? 1 : -1)
        // Pages between the start and the target have no slot now: not looping, they must go; when
        // looping they have slots farther away and may stay cached.
        transition(mustDrop: looping ? { _ in false } : isBetween, mayDrop: looping ? isBetween : { _ in false })
    }

    private func rest(onSlot slot: Int, kind: RestKind) {
        let page = layout.page(atSlot: slot) ?? settled
        xr = Double(slot)
        restOnPage(page, kind: kind)
    }

    private func restOnPage(_ page: Int, kind: RestKind) {
        if page != settled || settledItemIsGone { expectedDidScrollTo.append(page) }
        if settledItemMayBeGone { pageChangesAreLenient = true }
        settledItemIsGone = false
        settledItemMayBeGone = false
        settled = page
        layout = resting(on: page)
        xr = 0
        motion = .rest
        transition()
        due = nextDue(after: kind)
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
    private func transition(
        mustDrop: @escaping (Int) -> Bool = { _ in false }, mayDrop: @escaping (Int) -> Bool = { _ in false }
    ) {
        guard isTracked else {
            forgetWindow()
            return
        }
        let newWindow = windowPages()
        if cacheIsKnown {
            let centre = layout.page(atSlot: currentSlot())
            steps.append(
                Step(from: window, to: newWindow, mustDrop: mustDrop, mayDrop: mayDrop, room: cacheRoom, centre: centre)
            )
        }
        window = newWindow
    }

    /// Whether a cached page lies too far from the viewport to be placed in looping content of
    /// bounded length (the contract allows at most 64 pages of content).
    private func isFar(_ page: Int, from centre: Int?) -> Bool {
        guard loops, n > 40, let centre else { return false }
        let distance = Self.wrap(page - centre, n)
        return min(distance, n - distance) > 20
    }

    /// Applies the window changes since the last check and compares the cache with `loaded`.
    private func resolveCache(loaded: Set<Int>, into failures: inout [String]) {
        if pressureMayHaveLifted {
            // Lifted if the whole window under the lifted hypothesis is loaded, kept otherwise.
            pressureMayHaveLifted = false
            let kept = pressure
            pressure = pressureIfLifted
            if !windowPages().isSubset(of: loaded) { pressure = kept }
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
            groups = groups.map { $0.subtracting(step.to).filter { !step.mustDrop($0) } }
            let left = step.from.subtracting(step.to).filter { !step.mustDrop($0) }
            if !left.isEmpty { groups.insert(left, at: 0) }
            let mayGo = groups.reduce(into: Set<Int>()) { $0.formUnion($1) }.filter {
                step.mayDrop($0) || isFar($0, from: step.centre)
            }
            if !mayGo.isEmpty {
                guard isLast else {
                    adoptCache(loaded: loaded, into: &failures)
                    return
                }
                groups = groups.map { $0.filter { !mayGo.contains($0) || loaded.contains($0) } }
            }
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
    /// cheap (state, pages, position), and the window changes of the event are replayed in order.
    func check(_ observed: Observation, loaded: () -> Set<Int>, full: Bool) -> [String] {
        var failures = notes
        notes = []
        adoptRestIfUntracked(observed)
        if observed.pageCount != n {
            failures.append("model: pageCount \(observed.pageCount), expected \(n)")
        }
        if !isTracked { pageChangesAreLenient = true }
        if adoptsSettledPage {
            adoptsSettledPage = false
            if settled != observed.settledPage, motion == .rest { forgetWindow() }
            settled = observed.settledPage
            if motion == .rest { layout = resting(on: settled) }
        }
        if observed.settledPage != settled, isTracked {
            failures.append("model: settledPage \(observed.settledPage), expected \(settled)")
        }
        let states: [ScrollState]
        switch motion {
        case _ where !isReady || n == 0: states = [.idle]
        case .rest: states = [.idle]
        case .dragging, .untracked(.dragging, _): states = [.dragging]
        case .decelerating(let targets):
            states = targets.contains { Double($0) == x } ? [.settling, .dragging] : [.settling]
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
            // The nearest slot's page (either one at an exact half-way tie), without allocating.
            let down = x.rounded(.down)
            let isTie = abs(x - down - 0.5) < 1e-9
            let nearest = layout.clamp(isTie ? Int(down) : Int(x.rounded()))
            let currentMatches =
                layout.page(atSlot: nearest) == observed.currentPage
                || (isTie && layout.page(atSlot: layout.clamp(Int(down) + 1)) == observed.currentPage)
            if !currentMatches {
                failures.append(
                    "model: currentPage \(observed.currentPage), expected \(currentSlotCandidates().compactMap(layout.page(atSlot:))) at reading \(x) of \(layout)"
                )
            }
            if !positionMatches(observed.position) {
                failures.append(
                    "model: position \(observed.position), expected \(expectedPositions().values) at reading \(x) of \(layout)"
                )
            }
            if full { resolveCache(loaded: loaded(), into: &failures) }
        } else {
            untrackedChecks += 1
        }
        switch motion {
        case .rest:
            if observed.nextDue != due, !dueAlternatives.contains(where: { $0 == observed.nextDue }) {
                failures.append(
                    "auto-scroll: next move due at \(observed.nextDue.map { "\($0)" } ?? "none"), expected \(due.map { "\($0)" } ?? "none") (now \(now()))"
                )
            }
        case .dragging, .decelerating, .untracked(.dragging, _):
            if let due = observed.nextDue {
                failures.append("auto-scroll: a move is due at \(due) during a drag")
            }
        case .animating, .untracked(.animating, _), .untracked(.decelerating, _):
            // An animation keeps a watchdog due; an untracked settle may already rest.
            break
        }
        return failures
    }

    /// Whether `position` is one the contract allows here (``expectedPositions()``, without allocating).
    private func positionMatches(_ position: Double) -> Bool {
        let lower = Int(x.rounded(.down))
        let fraction = x - Double(lower)
        if let valid = layout.validSlots, x < Double(valid.lowerBound) || x > Double(valid.upperBound) {
            let edge = x < Double(valid.lowerBound) ? valid.lowerBound : valid.upperBound
            let page = Double(layout.page(atSlot: edge) ?? 0)
            return abs(position - page) <= 1e-6 || abs(position - (page + x - Double(edge))) <= 1e-6
        }
        guard let p0 = layout.page(atSlot: lower) else { return false }
        guard fraction > 0, let p1 = layout.page(atSlot: lower + 1) else {
            return distance(Double(p0), position) <= 1e-6
        }
        if loops {
            let step = Double(Self.wrap(p1 - p0, n))
            var value = Double(p0) + step * fraction
            if value >= Double(n) { value -= Double(n) }
            return distance(value, position) <= 1e-6 + 1e-8 * step
        }
        let step = Double(p1 - p0)
        return abs(Double(p0) + step * fraction - position) <= 1e-6 + 1e-8 * abs(step)
    }

    /// The distance between two positions, around the loop when looping.
    private func distance(_ a: Double, _ b: Double) -> Double {
        let d = abs(a - b)
        return loops ? min(d, Double(n) - d) : d
    }

    /// The offset a released drag decelerates to, from `offset`: what a container returns from
    /// `willEndDragging` by the model's reading (for feeding the model by hand).
    func expectedReleaseOffset(from offset: Double, length: Double) -> Double {
        guard case .decelerating(let targets) = motion, let target = targets.first else { return offset }
        return offset + (Double(target) - x) * length * direction
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

    /// Takes the host's offset as accounted for (after the container's own moves).
    func syncOffset(_ offset: Double) {
        lastOffset = offset
    }
}

private func unique(_ values: [Int]) -> [Int] {
    var result: [Int] = []
    for value in values where !result.contains(value) { result.append(value) }
    return result
}
