import PagedKit
import PagedKitTesting

/// The fuzzer's oracle written from `CONTRACT.md` alone (issue 33), in a formulation of its own.
///
/// The engine keeps slots, seams and a layout and computes where the viewport is from them. This
/// oracle keeps none of that: after every input it reads what the *host* shows (the placed page
/// instances and the content offset, through ``ContractView``) and decides, sentence by sentence,
/// whether the container's public state and reports are what the contract says for that picture.
/// What it keeps between inputs is only what the rules speak of over time: the settled item, the
/// target a motion was given (by a release's velocity, a jump, a step, an auto-scroll move), the
/// memory-pressure policy in force, when each page left the window (the cache's recency), and how
/// many pages each rest reported reached.
///
/// Where the contract leaves the engine a choice (a release exactly on a page boundary, a tie
/// half-way, which of two equally recent pages the cache keeps, whether an auto-scroll move lifts
/// memory pressure), the oracle computes the set of allowed outcomes and checks membership. It never
/// takes the engine's answer as its own: when it cannot tell what a rule asks (a call made from a
/// callback it does not follow, a data source that changed its items from inside `pageAt`), it
/// decides nothing for that input and counts it as undecided, and ``decidedShare`` reports how
/// much was decided.
@MainActor final class ContractOracle {
    /// An input, as the oracle needs to know it: what the container was asked or told.
    enum Input {
        case host(ScrollEvent)
        /// `scrollToPage` that did not throw; `meetsRest`: made while the container rested on that
        /// page (rule 5: "it does nothing").
        case jump(Int, animated: Bool, meetsRest: Bool = false)
        /// A step (`scrollBy`, next, previous) whose call returned `moved`.
        case step(delta: Int, animated: Bool, moved: Bool)
        case reload(animated: Bool)
        case pressure(MemoryPressure)
        case visibility(Bool)
        /// A scheduled action ran (`startedMove`: the host was asked for an animated move).
        case timer(startedMove: Bool)
        /// The configuration or the viewport changed, a finger lifted without a drag, or the host
        /// moved on its own: inputs after which the oracle predicts no rest target.
        case unfollowed
        /// Inputs that change no motion (list scrolls, the header, time passing without a timer,
        /// pausing or resuming auto-scroll).
        case neutral
    }

    /// Whether the two checks that find engine defects reported on issues 33 and 34 judge too
    /// (`PAGEDKIT_ORACLE_STRICT=1`; each defect has a directed test that records it as a known issue):
    /// - the page in the slot nearest the viewport is placed (rule 12: "`currentPage` follows the slot
    ///   nearest the viewport"; a carousel whose spacing exceeds the viewport loses it during a
    ///   retarget chain, issue 34's layouts);
    /// - under `.critical` pressure with the viewport entirely past the content's end, nothing stays
    ///   loaded (rule 6: "keep only the pages overlapping the viewport"; the engine keeps the pages
    ///   at the end it clamps its reading to).
    /// Every other check judges in every fuzz run.
    var isStrict = false

    private let container: PagedContainer<FuzzPage>
    private let simulator: ScrollSimulator<FuzzPage>
    /// The data as the container last read it (at the last reload's `numberOfPages`), and the
    /// count it read then.
    private var readItems = ItemList(count: 0)
    private var readCount = 0
    private var hasData = false

    // MARK: What the rules speak of over time

    /// The allowed indices the running motion must come to rest on (`nil`: not predicted).
    private var restTargets: Set<Int>?
    private var restReason = ""
    /// Whether a finger is down on a drag the oracle follows (not one a jump or reload took over).
    private var followsFinger = false
    private enum Policy: Equatable {
        case full
        case reduced(MemoryPressure)
        /// Reduced, or lifted by a move the contract does not name ("a drag, jump or reload").
        case eitherWay(MemoryPressure)
    }
    private var policy = Policy.full
    /// For each page that left the window and may still be cached: the input at which it left.
    private var leftAt: [Int: Int] = [:]
    /// Loaded pages whose recency the oracle cannot place (they were slivers a rounding host may
    /// show, so the window's or the cache's): never judged as kept or as dropped out of order.
    private var recencyUnknown: Set<Int> = []
    private var lastSlivers: Set<Int> = []
    private var lastLoaded: Set<Int> = []
    private var inputNumber = 0
    /// Half the host's pixel step, in points.
    private var gridTolerance = 0.0
    /// The slack of the host's own move at rest, at the last check.
    private var lastHostMoveSlack = 0.0

    // MARK: What happened during the current input

    private var reached: [Int] = []
    private var madeIndices: [Int] = []
    private var inputs: [Input] = []
    /// Calls made from callbacks during the input: the container applies them after it.
    private var nestedInputs: [Input] = []
    private var nestedCalls = 0
    /// A reload changed the data during a motion: which item the next rest counts as a change of
    /// page is not the contract's to say (rule 9 speaks of the current item), until that rest.
    private var reportsAmbiguous = false
    /// The history the cache's recency is judged from is unknown (after calls made from callbacks,
    /// reloads, configuration changes, memory pressure): what is cached counts as equally recent.
    private var historyIsDirty = true
    /// The running move was abandoned (the watchdog): it rests where the host is.
    private var restsWhereHostIs = false
    /// An animated move (a jump, a step, an auto-scroll move) or a change of the configuration ran
    /// since the last rest: a finger that caught it drags "over the same two slots" (rule 5), a
    /// splice the slots around the viewport do not show. Until the next rest, position during
    /// motion, the release's target and the cache's recency are not judged.
    private var afterAnimatedMove = false
    /// ``afterAnimatedMove`` as the input began (the rest that ends such a move is judged as part of it).
    private var wasAfterAnimatedMove = false
    private var before: (ready: Bool, count: Int, settled: Int, state: ScrollState)?

    // MARK: Counts

    private(set) var decided = 0
    private(set) var undecided = 0
    var decidedShare: Double { decided + undecided == 0 ? 1 : Double(decided) / Double(decided + undecided) }

    init(container: PagedContainer<FuzzPage>, simulator: ScrollSimulator<FuzzPage>) {
        self.container = container
        self.simulator = simulator
    }

    // MARK: Hooks

    /// The container asked for the page count: a reload begins, reading `items`.
    func reloadBegan(items: ItemList, countOverride: Int?) {
        readItems = items
        readCount = min(max(countOverride ?? items.count, 0), PagedContainer<FuzzPage>.maximumPageCount)
        hasData = true
    }

    func pageLoaded(at index: Int) { madeIndices.append(index) }
    func reachedPage(_ index: Int) { reached.append(index) }
    /// A call made from inside a callback reached the container (`input`: what it was, if the
    /// oracle follows it).
    func nestedCall(_ input: Input? = nil) {
        nestedCalls += 1
        if let input { nestedInputs.append(input) }
    }

    /// What the input was; call after the container handled it. (What the container showed before
    /// it is what the last check saw: every change reaches the container through a checked input.)
    func note(_ input: Input) {
        inputs.append(input)
    }

    private var isReady: Bool { hasData && container.viewportLength > 0 }
    private var isLooping: Bool { container.configuration.isLooping && readCount >= 2 }

    // MARK: Checking

    /// Judges the container after the input (and the calls made from its callbacks). `restTolerance`:
    /// how far, in points, the host may rest from a page's resting offset (its pixel grid, and a move
    /// of its own within the container's tolerance). `gridTolerance`: half the host's pixel step.
    func check(
        restTolerance: Double, gridTolerance: Double, hostMoveSlack: Double, leaving: Set<ObjectIdentifier>
    ) -> [String] {
        var failures: [String] = []
        defer {
            reached.removeAll(keepingCapacity: true)
            madeIndices.removeAll(keepingCapacity: true)
            inputs.removeAll(keepingCapacity: true)
            nestedInputs.removeAll(keepingCapacity: true)
            nestedCalls = 0
            before = (isReady, container.pageCount, container.settledPage, container.scrollState)
        }
        inputNumber += 1
        self.gridTolerance = gridTolerance
        defer { lastHostMoveSlack = hostMoveSlack }
        let nested = nestedCalls > 0
        let reportsWereAmbiguous = reportsAmbiguous
        wasAfterAnimatedMove = afterAnimatedMove
        var reloaded = false
        var unfollowed = nested
        for input in inputs + nestedInputs {
            switch input {
            case .reload: reloaded = true
            case .unfollowed: unfollowed = true
            default: break
            }
        }
        if nested || reloaded || unfollowed { historyIsDirty = true }
        let all = inputs + nestedInputs
        followPolicy(all)
        followTargets(all, nested: nested)

        if hasData, container.pageCount != readCount {
            failures.append("oracle: pageCount \(container.pageCount), the data source gave \(readCount) (rules 9, 11)")
        }
        guard isReady, readCount > 0 else {
            let loaded = container.loadedPageIndices
            if !loaded.isEmpty {
                failures.append("oracle: \(loaded.sorted()) loaded without data and a viewport (rule 1)")
            }
            // (A report made before a call from a callback emptied the data is not judged here.)
            if !reached.isEmpty, hasData, readCount == 0, !nested {
                failures.append("oracle: didScrollToPage \(reached) with no pages (rule 9)")
            }
            resetHistory()
            return failures
        }
        let geometry = ContractGeometry(configuration: container.configuration, viewport: simulator.viewportLength)
        let view = ContractView(
            simulator: simulator, geometry: geometry, items: readItems, gridTolerance: gridTolerance, leaving: leaving,
            hostMoveSlack: hostMoveSlack, loadedPage: { [container] in container.page(at: $0) })
        judgeRestTarget(view, failures: &failures)
        let n = readCount
        let slots = geometry.slotCount(contentLength: view.contentLength)
        let slotCount = Int(clamping: slots.rounded())

        let atRest =
            container.scrollState == .idle && !simulator.isDragging && !simulator.isDecelerating
            && !(simulator.isAnimating && simulator.animationTarget != simulator.contentOffset)
        // Rules 2 and 12: the content's length ("outside an animated jump": at rest).
        if !atRest {
            // An animated move may lay its slots out anew (rule 5's temporary slots).
        } else if isLooping {
            if abs(slots - slots.rounded()) > view.slotTolerance || slots.rounded() < 1 || slots.rounded() > 64 {
                failures.append(
                    "oracle: looping content \(view.contentLength) holds \(slots) slots of \(geometry.pitch) (rule 12: a whole number, at most 64)"
                )
            }
        } else if abs(slots - Double(n)) > view.slotTolerance {
            failures.append(
                "oracle: content length \(view.contentLength), expected \(Double(n - 1) * geometry.pitch + geometry.viewport) for \(n) pages (rules 2, 12)"
            )
        }
        // Rules 2 and 12: every placed page sits in a slot of the content.
        for shown in view.shown where abs(shown.slot - shown.slot.rounded()) > view.slotTolerance {
            failures.append("oracle: \(shown.page) is placed between slots (slot \(shown.slot)) (rule 12)")
        }
        // Rule 4: no visible slot is blank.
        let visible = view.visibleSlots(within: slotCount)
        if let visible {
            for slot in visible where view.instances(atSlot: slot).isEmpty {
                failures.append(
                    "oracle: slot \(slot) shows \(geometry.overlap(pageStart: Double(slot) * geometry.pitch + geometry.inset, viewportStart: view.reading * geometry.pitch)) pt in the viewport and is blank (rule 4)"
                )
            }
        }
        let current = container.currentPage
        let currentSlot = judgeCurrentPage(view, slotCount: slotCount, n: n, failures: &failures)
        if atRest {
            judgeRest(view, n: n, restTolerance: restTolerance, failures: &failures)
        } else if !afterAnimatedMove, simulator.isDragging || simulator.isDecelerating {
            // Where the finger or the deceleration carries the content, position reads the slots
            // around the alignment point. During an animated move it moves "in proportion to the
            // animation's progress" across a splice, which slots do not show.
            judgePosition(view, slotCount: slotCount, n: n, failures: &failures)
        } else {
            undecided += 1
        }
        if followsFinger, !unfollowed, simulator.isDragging, container.scrollState != .dragging {
            failures.append("oracle: a finger drags the content and scrollState is \(container.scrollState) (rule 3)")
        }
        if let currentSlot {
            judgeWindow(
                view, visible: visible, currentSlot: currentSlot, current: current, slotCount: slotCount, n: n,
                failures: &failures)
        }
        judgeReports(reloaded: reloaded, unfollowed: unfollowed || reportsWereAmbiguous, failures: &failures)
        return failures
    }

    /// Rule 12: "`currentPage` follows the slot nearest the viewport" (half-way: either). Returns the
    /// current page's slot.
    private func judgeCurrentPage(_ view: ContractView, slotCount: Int, n: Int, failures: inout [String]) -> Int? {
        if isLooping, view.reading < -0.5 || view.reading > Double(slotCount) - 0.5 {
            // The host went past a loop's content on its own: no slot is nearest.
            undecided += 1
            return nil
        }
        let reading = isLooping ? view.reading : min(max(view.reading, 0), Double(slotCount - 1))
        let lower = reading.rounded(.down)
        let fraction = reading - lower
        var candidates: [Int] = []
        if fraction <= 0.5 + view.slotTolerance { candidates.append(Int(clamping: lower)) }
        if fraction >= 0.5 - view.slotTolerance { candidates.append(Int(clamping: lower) + 1) }
        var allowed: Set<Int> = []
        var slotOfCurrent: Int?
        for slot in candidates {
            let indices = view.indices(atSlot: slot)
            allowed.formUnion(indices)
            if indices.contains(container.currentPage), slotOfCurrent == nil { slotOfCurrent = slot }
        }
        if allowed.isEmpty {
            if !isStrict {
                undecided += 1
            } else if case .reduced(.critical) = policy {
                undecided += 1
            } else if case .eitherWay(.critical) = policy {
                undecided += 1
            } else {
                failures.append("oracle: nothing is placed in slot \(candidates) nearest the viewport (rules 4, 12)")
            }
            return nil
        }
        decided += 1
        if slotOfCurrent == nil {
            failures.append(
                "oracle: currentPage \(container.currentPage), the slot nearest the viewport (reading \(view.reading)) shows \(allowed.sorted()) (rules 3, 12)"
            )
        }
        return slotOfCurrent
    }

    /// The words: "`position` — where the viewport is, in page units, as a logical index: 2.25 means
    /// a quarter of the way from page 2 toward page 3", wrapped when looping. Decided where the two
    /// slots around the alignment point show consecutive pages (during a spliced jump they do not,
    /// and rule 12 asks only for monotony, which ``judgeRest`` and the rig's retarget checks cover).
    private func judgePosition(_ view: ContractView, slotCount: Int, n: Int, failures: inout [String]) {
        let position = container.position
        // During an animated move position follows "the animation's progress", which the host's
        // rounding of the start and end offsets may shift by up to its pixel step and a point.
        let animating = simulator.isAnimating && container.scrollState == .settling
        let tolerance =
            view.slotTolerance + 1e-9 * max(1, abs(position)) + (animating ? 1 / view.geometry.pitch : 0)
        var expected: [Double] = []
        let reading = view.reading
        if !isLooping, reading < 0 || reading > Double(slotCount - 1) {
            // Beyond an end the contract names no page to interpolate toward: the page at the end,
            // or the reading carried past it.
            let end = reading < 0 ? 0 : slotCount - 1
            for index in view.indices(atSlot: end) {
                expected.append(Double(index))
                expected.append(Double(index) + reading - Double(end))
            }
        } else {
            let lower = Int(clamping: reading.rounded(.down))
            let fraction = reading - Double(lower)
            let here = view.indices(atSlot: lower)
            let next = view.indices(atSlot: lower + 1)
            if fraction <= view.slotTolerance {
                for index in here {
                    expected.append(Double(index))
                    expected.append(wrapped(Double(index) + fraction, n: n))
                }
            }
            if fraction >= 1 - view.slotTolerance {
                for index in next {
                    expected.append(Double(index))
                    expected.append(wrapped(Double(index) - (1 - fraction), n: n))
                }
            }
            for index in here where next.contains(successor(of: index, n: n)) {
                let value = wrapped(Double(index) + fraction, n: n)
                expected.append(value)
                // The pitfalls: "snap positions within a small epsilon of a whole page" (how small
                // is not said: up to a thousandth of a page).
                if abs(value - value.rounded()) <= 1e-3 { expected.append(wrapped(value.rounded(), n: n)) }
            }
        }
        guard !expected.isEmpty else {
            undecided += 1
            return
        }
        decided += 1
        if !expected.contains(where: { distance($0, position, n: n) <= tolerance }) {
            failures.append(
                "oracle: position \(position), the host shows \(expected) at reading \(reading) (words: position)")
        }
    }

    /// Rule 2 and the answers' "a rest is exact": at rest the settled page sits at the alignment
    /// point, `currentPage` and `position` are exactly it, and the loaded pages lie in reading order
    /// one pitch apart — page `i` in slot `i` when not looping.
    private func judgeRest(_ view: ContractView, n: Int, restTolerance: Double, failures: inout [String]) {
        let settled = container.settledPage
        decided += 1
        if container.position != Double(settled) {
            failures.append("oracle: at rest on \(settled), position is \(container.position) (rule 2: exact)")
        }
        if container.currentPage != settled {
            failures.append("oracle: at rest on \(settled), currentPage is \(container.currentPage) (rule 3)")
        }
        let aligned = Int(clamping: view.reading.rounded())
        let off = abs(view.reading - Double(aligned)) * view.geometry.pitch
        if off > restTolerance + view.slotTolerance * view.geometry.pitch {
            failures.append(
                "oracle: at rest on \(settled), the host's offset \(view.offset) is \(off) pt from a resting offset (rule 2: settled offsets are exact)"
            )
        }
        guard view.indices(atSlot: aligned).contains(settled) else {
            failures.append(
                "oracle: at rest on \(settled), slot \(aligned) at the alignment point shows \(view.indices(atSlot: aligned).sorted()) (rule 2)"
            )
            return
        }
        if !isLooping, aligned != settled {
            failures.append("oracle: at rest, page \(settled) sits in slot \(aligned) (rule 2: page i at i × pitch)")
        }
        let slotCount = Int(clamping: view.geometry.slotCount(contentLength: view.contentLength).rounded())
        for shown in view.shown where !shown.indices.isEmpty {
            let slot = Int(clamping: shown.slot.rounded())
            // A loop's cached pages stay placed off-screen, anywhere outside its content.
            if isLooping, slot < 0 || slot >= slotCount { continue }
            let expected = isLooping ? ((settled + slot - aligned) % n + n) % n : settled + slot - aligned
            if !shown.indices.contains(expected) {
                failures.append(
                    "oracle: at rest on \(settled), slot \(slot) shows \(shown.indices) instead of page \(expected) (rule 2)"
                )
            }
        }
    }

    // MARK: Rest targets (rules 3, 5, 8, 9, 17's hiding)

    private func followTargets(_ all: [Input], nested: Bool) {
        let was = before
        for input in all {
            switch input {
            case .host(.willBeginDragging):
                restTargets = nil
                restsWhereHostIs = false
                followsFinger = isReady && readCount > 0
            case .host(.willEndDragging(let velocity)):
                // After the host's own move at rest the container may hold the page exact while the
                // host is off it by up to the (unstated) pixel tolerance: which side of a page
                // boundary the release starts from is then not the oracle's to say.
                restTargets =
                    followsFinger && !afterAnimatedMove && lastHostMoveSlack == 0
                    ? releaseTargets(velocity: velocity) : nil
                restReason = "the release at \(velocity) pt/s"
                followsFinger = false
            case .host:
                break
            case .jump(let index, let animated, _):
                // A jump rests on its target whether it moves (rule 5) or meets a rest there ("it
                // does nothing") or stops a motion there.
                followsFinger = false
                restsWhereHostIs = false
                restTargets = [index]
                restReason = "scrollToPage(\(index), animated: \(animated))"
            case .step(let delta, _, let moved):
                followsFinger = false
                guard moved else { break }
                restsWhereHostIs = false
                if let from = stepOrigin(was: was) {
                    restTargets = [stepTarget(from: from, delta: delta)]
                    restReason = "scrollBy(\(delta)) from \(from)"
                } else {
                    restTargets = nil
                }
            case .reload:
                followsFinger = followsFinger && simulator.isDragging
                if was?.state != .idle { reportsAmbiguous = true }
                restTargets = nil
            case .timer(let startedMove):
                if startedMove, let was, was.state == .idle, readCount >= 2 {
                    let next = was.settled + 1
                    restTargets = [next < readCount ? next : 0]
                    restReason = "the auto-scroll move from \(was.settled)"
                    restsWhereHostIs = false
                } else if startedMove {
                    restTargets = nil
                } else if was?.state == .settling {
                    // The answers' "Abandoned motions": after a second with no report from the
                    // host the container "rests where the host is".
                    restsWhereHostIs = true
                    restTargets = nil
                }
            case .pressure, .neutral, .visibility:
                break
            case .unfollowed:
                followsFinger = false
                restsWhereHostIs = false
                restTargets = nil
            }
        }
        let reloading = all.contains { if case .reload = $0 { return true } else { return false } }
        if reloading, !nestedInputs.isEmpty {
            // A call made from a reload's callbacks runs against data the reload is replacing.
            restTargets = nil
            reportsAmbiguous = true
        }
        if nested, nestedInputs.count < nestedCalls, was?.state != .idle || container.scrollState != .idle {
            reportsAmbiguous = true
        }
        if nested, nestedInputs.count < nestedCalls {
            // A call made from a callback that the oracle does not follow may have moved anything.
            restTargets = nil
            restsWhereHostIs = false
            followsFinger = false
        }
    }

    /// A rest — the container is idle and was not, or it rested and moved on within the input —
    /// lands where the motion's rule said.
    private func judgeRestTarget(_ view: ContractView, failures: inout [String]) {
        let rested = container.scrollState == .idle && (before?.state != .idle || !reached.isEmpty)
        guard rested else { return }
        defer {
            restTargets = nil
            restsWhereHostIs = false
            reportsAmbiguous = false
            afterAnimatedMove = false
        }
        var targets = restTargets
        if restsWhereHostIs, targets == nil {
            targets = view.indices(atSlot: Int(clamping: view.reading.rounded()))
            restReason = "an abandoned move (where the host is)"
        }
        guard let targets, !targets.isEmpty else {
            undecided += 1
            return
        }
        decided += 1
        if !targets.contains(container.settledPage) {
            failures.append(
                "oracle: came to rest on \(container.settledPage); \(restReason) asks for \(targets.sorted()) (rules 3, 5, 8)"
            )
        }
    }

    /// Rule 3: "Released with |velocity| ≥ 300 points per second: the nearest page boundary beyond
    /// the position in the velocity's direction; slower: the nearest page … never past the ends
    /// unless looping." Read in slots of the content the host shows, then as the pages there.
    private func releaseTargets(velocity: Double) -> Set<Int>? {
        guard isReady, readCount > 0, velocity.isFinite else { return nil }
        let geometry = ContractGeometry(configuration: container.configuration, viewport: simulator.viewportLength)
        let view = ContractView(
            simulator: simulator, geometry: geometry, items: readItems, gridTolerance: gridTolerance, leaving: [],
            loadedPage: { [container] in container.page(at: $0) })
        let slotCount = Int(clamping: geometry.slotCount(contentLength: view.contentLength).rounded())
        // Velocity is along the host's offsets; reading order runs the other way right-to-left.
        let forward = geometry.isReversed ? -velocity : velocity
        let reading = view.reading
        // The host rounds its offsets: a release a pixel step from a page is also a release on it.
        let nearWhole = abs(reading - reading.rounded()) <= view.slotTolerance
        var candidates: Set<Int> = []
        if abs(velocity) >= 300 {
            if forward > 0 {
                candidates.insert(Int(clamping: reading.rounded(.down)) + 1)
                if nearWhole { candidates.insert(Int(clamping: reading.rounded()) + 1) }
            } else {
                candidates.insert(Int(clamping: reading.rounded(.up)) - 1)
                if nearWhole { candidates.insert(Int(clamping: reading.rounded()) - 1) }
            }
        } else {
            let fraction = reading - reading.rounded(.down)
            if fraction <= 0.5 + view.slotTolerance { candidates.insert(Int(clamping: reading.rounded(.down))) }
            if fraction >= 0.5 - view.slotTolerance { candidates.insert(Int(clamping: reading.rounded(.up))) }
        }
        if !isLooping { candidates = Set(candidates.map { min(max($0, 0), slotCount - 1) }) }
        var targets: Set<Int> = []
        for slot in candidates {
            var indices = view.indices(atSlot: slot)
            if indices.isEmpty {
                // Not placed (not visible, radius 0): the page beside a neighbour that is.
                for index in view.indices(atSlot: slot - 1) { indices.insert(successor(of: index, n: readCount)) }
                for index in view.indices(atSlot: slot + 1) { indices.insert(predecessor(of: index, n: readCount)) }
            }
            guard !indices.isEmpty else { return nil }
            targets.formUnion(indices)
        }
        return targets
    }

    /// Where a step counts from: the settled page at rest, the running move's target during one.
    private func stepOrigin(was: (ready: Bool, count: Int, settled: Int, state: ScrollState)?) -> Int? {
        guard let was, was.ready else { return nil }
        // During a move the steps' documentation counts from its target; the contract does not
        // speak of steps, so only steps from rest are judged.
        return was.state == .idle ? was.settled : nil
    }

    private func stepTarget(from: Int, delta: Int) -> Int {
        let n = readCount
        if isLooping { return ((from + delta) % n + n) % n }
        return min(max(from + delta, 0), n - 1)
    }

    // MARK: The window (rules 4, 6, 12)

    private func followPolicy(_ all: [Input]) {
        let was = before
        let nestedCount = nestedInputs.count
        for (position, input) in all.enumerated() {
            switch input {
            case .pressure(let level):
                // Pressure drops pages and loads none: after `.critical`, `.warning` keeps
                // critical's set until the window is rebuilt.
                switch policy {
                case .reduced(.critical): break
                case .eitherWay(.critical): policy = level == .critical ? .reduced(.critical) : policy
                default: policy = .reduced(level)
                }
                historyIsDirty = true
            case .host(.willBeginDragging), .reload:
                policy = .full
            case .jump(let index, _, let meetsRest):
                // "To the settled page with no motion under way it does nothing." A call made from
                // a callback runs after the input: whether it still meets a rest then is not seen.
                let nestedCall = position >= all.count - nestedCount
                if !nestedCall, let was, was.state == .idle, was.settled == index { break }
                if nestedCall, meetsRest {
                    if case .reduced(let level) = policy { policy = .eitherWay(level) }
                    break
                }
                policy = .full
                // Which pages a jump's temporary slots count as left is not the rules' to say:
                // the cache's recency restarts.
                historyIsDirty = true
                afterAnimatedMove = true
            case .step(_, _, true), .timer(startedMove: true), .unfollowed:
                historyIsDirty = true
                afterAnimatedMove = true
                if case .reduced(let level) = policy { policy = .eitherWay(level) }
            default:
                break
            }
        }
        if nestedInputs.count < nestedCalls, case .reduced(let level) = policy { policy = .eitherWay(level) }
    }

    private func judgeWindow(
        _ view: ContractView, visible: ClosedRange<Int>?, currentSlot: Int, current: Int, slotCount: Int, n: Int,
        failures: inout [String]
    ) {
        let configuration = container.configuration
        let cap = isLooping ? PagingConfiguration.maximumLoopingRadius : PagingConfiguration.maximumPreloadRadius
        let radius = min(max(configuration.preloadRadius, 0), cap)
        let cacheLimit = min(max(configuration.cacheLimit, 0), PagingConfiguration.maximumCacheLimit)
        var visibleIndices: Set<Int> = []
        if let visible { for slot in visible { visibleIndices.formUnion(view.indices(atSlot: slot)) } }
        // Slivers a rounding host may show: allowed loaded, never required.
        var sliverIndices: Set<Int> = []
        if let possible = view.possiblyVisibleSlots(within: slotCount) {
            for slot in possible { sliverIndices.formUnion(view.indices(atSlot: slot)) }
        }
        // Whether the pages shown continue the current page's run slot by slot (no seam): then an
        // empty slot of the window names its page; across a seam (rule 5's temporary slots) it
        // does not, and only the pages shown there are required.
        var consecutive = container.scrollState == .idle
        for shown in view.shown where consecutive {
            let slot = Int(clamping: shown.slot.rounded())
            if isLooping, slot < 0 || slot >= slotCount { continue }
            let expected = isLooping ? ((current + slot - currentSlot) % n + n) % n : current + slot - currentSlot
            if !shown.indices.contains(expected) {
                consecutive = false
                break
            }
        }
        func core(radius: Int?, continuing: Bool = consecutive) -> Set<Int> {
            var pages = visibleIndices
            guard let radius else { return pages }
            let lowest = isLooping ? currentSlot - radius : max(currentSlot - radius, 0)
            let highest = isLooping ? currentSlot + radius : min(currentSlot + radius, slotCount - 1)
            guard lowest <= highest else { return pages }
            for slot in lowest...highest {
                let shown = view.indices(atSlot: slot)
                if !shown.isEmpty {
                    pages.formUnion(shown)
                } else if continuing {
                    // An empty slot of the window stands for the page that continues the current
                    // one's run (loaded elsewhere when a loop of two shows it on one side only).
                    pages.insert(
                        isLooping ? ((current + slot - currentSlot) % n + n) % n : current + slot - currentSlot)
                }
            }
            return pages
        }
        let loaded = container.loadedPageIndices
        let full = core(radius: radius)
        var required = full
        // During a move an empty slot's page is not known (a seam may lie there): it is not
        // required, and the page that would continue the run is allowed.
        var allowed = core(radius: radius, continuing: true)
        var budget = cacheLimit
        switch policy {
        case .full:
            break
        case .reduced(let level):
            required = core(radius: level == .warning ? min(radius, 1) : nil)
            allowed = core(radius: level == .warning ? min(radius, 1) : nil, continuing: true)
            budget = 0
        case .eitherWay(let level):
            required = core(radius: level == .warning ? min(radius, 1) : nil)
        }
        decided += 1
        let absent = required.subtracting(loaded)
        let context =
            "current \(current) in slot \(currentSlot) at reading \(view.reading), visible slots \(visible.map { "\($0)" } ?? "none"), radius \(radius), \(policy), loaded \(loaded.sorted())"
        if !absent.isEmpty {
            let shown = view.shown.map { "\($0.indices)@\(($0.slot * 1000).rounded() / 1000)" }.joined(separator: " ")
            failures.append("oracle: window: \(absent.sorted()) not loaded; \(context); shown \(shown) (rules 4, 6)")
        }
        let extra = loaded.subtracting(allowed).subtracting(sliverIndices)
        // An animated move's temporary slots hold pages the host does not show yet (the target's
        // window on the far side of a seam): what lies beyond the shown run is not judged then.
        let movesAcrossSeams = simulator.isAnimating && container.scrollState == .settling
        if movesAcrossSeams || (visible == nil && !isStrict) {
            undecided += 1
        } else if extra.count > budget {
            failures.append(
                "oracle: window: \(extra.sorted()) loaded beyond the window \(allowed.sorted()) with room for \(budget) cached; \(context) (rules 4, 6)"
            )
        }
        // The cache: "the cacheLimit most recently left pages (least recently used go first)".
        // Judged over drags and decelerations from a rest: an animated move's temporary slots
        // (rule 5) and a viewport past the content's end leave which pages "left" unsaid.
        if simulator.isAnimating || visible == nil || afterAnimatedMove || wasAfterAnimatedMove {
            historyIsDirty = true
        }
        let clean = policy == .full && !historyIsDirty
        if clean {
            for index in lastLoaded where !allowed.contains(index) && leftAt[index] == nil {
                leftAt[index] = inputNumber
                if lastSlivers.contains(index) { recencyUnknown.insert(index) }
            }
            for index in madeIndices where !allowed.contains(index) && leftAt[index] == nil {
                leftAt[index] = inputNumber
            }
            for index in allowed { leftAt[index] = nil }
            let candidates = leftAt
            // Slivers a rounding host may show are the window's or the cache's: either reading.
            let cached = extra
            let optional = loaded.subtracting(allowed).intersection(sliverIndices).filter { candidates[$0] != nil }
            let expectedCount = min(budget, candidates.count)
            if let stray = cached.first(where: { candidates[$0] == nil }) {
                failures.append(
                    "oracle: cache: page \(stray) is cached but never left the window loaded; \(context) (rule 4)")
            } else if expectedCount < cached.count || expectedCount > cached.count + optional.count {
                failures.append(
                    "oracle: cache: \(cached.count) pages cached \(cached.sorted()) (and \(optional.sorted()) a sliver in view), expected \(expectedCount) of \(candidates.keys.sorted()); \(context) (rule 4)"
                )
            } else if let oldestKept = cached.subtracting(recencyUnknown).compactMap({ candidates[$0] }).min(),
                let dropped = candidates.first(where: {
                    !loaded.contains($0.key) && !recencyUnknown.contains($0.key) && $0.value > oldestKept
                })
            {
                failures.append(
                    "oracle: cache: page \(dropped.key) left the window more recently than a cached page, and was dropped; \(context) (rule 4)"
                )
            }
            let kept = cached.union(optional)
            leftAt = leftAt.filter { kept.contains($0.key) }
            recencyUnknown.formIntersection(kept)
        } else {
            // What is cached now counts as equally recent, and as what a later step may evict.
            let slivers = loaded.subtracting(allowed).intersection(sliverIndices)
            leftAt = Dictionary(uniqueKeysWithValues: extra.union(slivers).map { ($0, 0) })
            recencyUnknown = slivers
            historyIsDirty = policy != .full
        }
        lastLoaded = loaded
        lastSlivers = loaded.intersection(sliverIndices)
    }

    private func resetHistory() {
        historyIsDirty = true
        leftAt = [:]
        lastLoaded = []
        restTargets = nil
        followsFinger = false
    }

    // MARK: Reports (rules 1, 3, 5)

    /// `didScrollToPage(t)` "once, when motion rests on `t`", and not for a rest on the page that
    /// was settled ("a drag that returns to its page reports neither"), nor at start.
    private func judgeReports(reloaded: Bool, unfollowed: Bool, failures: inout [String]) {
        guard let was = before, was.ready, was.count > 0, !reloaded, !unfollowed else {
            if !reached.isEmpty || reloaded || unfollowed { undecided += 1 }
            return
        }
        decided += 1
        let settled = container.settledPage
        // A rest reports its page; so does a jump without animation, which changes no state (a
        // finger may still be down).
        let expected = settled != was.settled ? [settled] : []
        if reached != expected {
            failures.append(
                "oracle: didScrollToPage \(reached), expected \(expected) (settled \(was.settled) → \(settled), \(container.scrollState)) (rules 3, 5)"
            )
        }
    }

    // MARK: Arithmetic on pages

    private func successor(of index: Int, n: Int) -> Int { isLooping && index == n - 1 ? 0 : index + 1 }
    private func predecessor(of index: Int, n: Int) -> Int { isLooping && index == 0 ? n - 1 : index - 1 }
    private func wrapped(_ x: Double, n: Int) -> Double {
        guard isLooping else { return x }
        let r = x.truncatingRemainder(dividingBy: Double(n))
        return r < 0 ? r + Double(n) : r
    }
    private func distance(_ a: Double, _ b: Double, n: Int) -> Double {
        let d = abs(a - b)
        return isLooping ? min(d, abs(Double(n) - d)) : d
    }
}
