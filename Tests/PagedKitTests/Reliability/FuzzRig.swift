import Foundation
import PagedKit
import PagedKitTesting

/// A real `PagedContainer` and a ``ReferenceModel`` driven by the same ``FuzzEvent``s, with the
/// contract's invariants checked after every host report, every public call and every event.
///
/// The container talks to a `ScrollSimulator` through ``FuzzHost`` (which marks the container's own
/// non-animated moves), to a ``FuzzDataSource`` over an ``ItemList``, to a ``FuzzDelegate`` that
/// checks each callback, and to a `ManualScheduler` through ``FuzzScheduler``. Calls made from
/// inside callbacks (``FuzzEvent/arm(_:skip:_:)``) reach the container at once; the model applies
/// them after the input that triggered them, as rule 5 and the container's queue say.
///
/// Failures collect in ``failures``; the rig keeps going, so the runner decides when to stop.
@MainActor final class FuzzRig {
    let configuration: PagingConfiguration
    let manual = ManualScheduler()
    let scheduler: FuzzScheduler
    let container: PagedContainer<FuzzPage>
    let simulator: ScrollSimulator<FuzzPage>
    let host: FuzzHost
    let dataSource: FuzzDataSource
    let delegate: FuzzDelegate
    let model: ReferenceModel
    /// Issue 33's oracle, written from the contract alone (``ContractOracle``).
    let oracle: ContractOracle
    /// Which oracles' verdicts count (`PAGEDKIT_FUZZ_JUDGES`: `model`, `oracle`, or both, the
    /// default): for scoring each by mutation testing on its own. The rig's own invariants always
    /// count; the reference model's include its page-change and carousel-jump checks.
    var judges: (model: Bool, oracle: Bool) = {
        switch ProcessInfo.processInfo.environment["PAGEDKIT_FUZZ_JUDGES"] {
        case "model": (true, false)
        case "oracle": (false, true)
        default: (true, true)
        }
    }()

    private(set) var failures: [String] = []
    /// The nested call waiting for its callback.
    private(set) var armed: (trigger: FuzzTrigger, remaining: Int, call: FuzzNestedCall)?
    /// How many armed calls were made from callbacks so far.
    private(set) var nestedCallCount = 0
    /// Nested calls the container accepted, for the model to apply after the current input.
    private var pendingForModel: [ModelAction] = []
    /// Page states the container saved, by identifier (rule 10), as the pages reported them.
    private var savedStates: [Int: Int] = [:]
    /// During a reload: the identifiers that had a page loaded when it began, and the items before it.
    private var identifiersLiveAtReload: Set<Int>?
    private var itemsBeforeReload: ItemList?
    /// The items before a data source changed them from inside a callback, until the container's
    /// reload of the change begins: pages made in between show an item of either list.
    private var itemsBeforeMutation: ItemList?
    /// Identifiers two loaded pages showed when the last reload began (a data source that changed
    /// its items from inside a callback showed a moved item at its old and its new index): which of
    /// them survives is the container's reading.
    private var shownTwiceAtReload: Set<Int> = []
    /// A reload was made from inside a callback: the container may have stopped making pages for it.
    private var reloadIsNested = false
    /// What the container had when each reload not yet applied to the model began, in order.
    private var reloadStarts: [ReferenceModel.ReloadStart] = []
    /// Reloads that read a page count above `PagedContainer.maximumPageCount`, and the diagnostics
    /// the container reported for them (rule 10).
    private var oversizedReloads = 0
    private var clampDiagnostics = 0
    /// How many animated moves the container asked the host for.
    private(set) var animatedMoves = 0
    /// Issue 24: while an animated reload runs, what the viewport showed before it (covered
    /// stretches, in viewport coordinates), and how many motions it ran.
    var coverageBeforeReload: [Range<Double>]?
    var reloadMotionsInReload = 0
    /// Issue 24: a tab strip following the container (up to 64 pages), judged after every input.
    var tabBinding: TabStripBinding<FuzzPage>?
    /// The nested calls made when the animated reload under way began.
    var nestedCallsAtReload = 0
    /// The host's pixel grid, if any.
    let pixelScale: Double?
    /// Half a step of the host's pixel grid (0 without one): how far the host's offset may be from
    /// one the container asked for.
    private let gridTolerance: Double
    /// The host's offset after its own move (``FuzzEvent/hostMove(points:)``), while it stays there:
    /// a move within the container's tolerance is ignored at rest (rule 8).
    private var offsetAfterHostMove: Double?
    /// How many events were applied.
    private(set) var eventCount = 0
    /// How many host reports and public calls were checked.
    private(set) var inputCount = 0
    /// During an animated carousel jump from rest: the pages rule 12 lets it create (those loaded
    /// when it started, the target and the target's window).
    private var creationLimit: Set<Int>?
    /// The indices of the pages made since the last input was checked.
    private var loadsSinceCheck: [Int] = []

    /// A nested call, as the model applies it.
    private enum ModelAction {
        case jump(Int, animated: Bool)
        /// A reload to these items.
        case reload(ItemList)
        case pressure(MemoryPressure)
        case visibility(Bool)
        case viewport(Double)
        /// A configuration change; `duringReload`: made from a callback of a reload.
        case configure(PagingConfiguration, duringReload: Bool)
    }

    /// A rig with `pageCount` items, no viewport and no data loaded: events start it. `pixelScale`:
    /// the host keeps offsets on a 1/scale-point grid, as `UIScrollView` does.
    init(configuration: PagingConfiguration, pageCount: Int, pixelScale: Double? = nil) {
        // Issue 24's end approach, on in three runs of four, with a distance drawn from the page
        // count rather than the random generator (so every seed's sequence stays what it was).
        var configuration = configuration
        if configuration.endApproachDistance == nil {
            configuration.endApproachDistance = [nil, 0, 1, 3][pageCount % 4]
        }
        self.configuration = configuration
        self.pixelScale = pixelScale
        gridTolerance = pixelScale.map { 0.5 / $0 } ?? 0
        scheduler = FuzzScheduler(manual: manual)
        container = PagedContainer<FuzzPage>(configuration: configuration, scheduler: scheduler)
        simulator = ScrollSimulator<FuzzPage>(viewportLength: 320)
        simulator.pixelScale = pixelScale
        host = FuzzHost(simulator: simulator)
        let items = ItemList(count: pageCount)
        dataSource = FuzzDataSource(items: items)
        delegate = FuzzDelegate()
        let container = container
        let manual = manual
        model = ReferenceModel(
            configuration: configuration, items: items, pixelScale: pixelScale, now: { manual.now },
            containerCurrent: { container.currentPage }, containerSettled: { container.settledPage })
        oracle = ContractOracle(container: container, simulator: simulator)
        oracle.isStrict = ProcessInfo.processInfo.environment["PAGEDKIT_ORACLE_STRICT"] == "1"
        dataSource.rig = self
        delegate.rig = self
        host.rig = self
        simulator.container = container
        container.host = host
        container.dataSource = dataSource
        container.delegate = delegate
        simulator.onReport = { [unowned self] event in self.hostReported(event) }
        container.diagnosticsHandler = { [unowned self] diagnostic in
            guard case .pageCountClamped(let reported, let usable) = diagnostic else { return }
            self.clampDiagnostics += 1
            if reported != self.dataSource.items.count || usable != PagedContainer<FuzzPage>.maximumPageCount {
                self.fail("diagnostic: \(diagnostic) for \(self.dataSource.items.count) items")
            }
        }
        scheduler.beforeFire = { [unowned self] in self.animatedMoves }
        scheduler.onFire = { [unowned self] before in self.autoScrollActionRan(animatedMovesBefore: before) }
    }

    func fail(_ message: String) {
        failures.append(message)
    }

    /// Called after every host report and public call with a one-line account of the container and
    /// the model (`nil`: no trace). For debugging a shrunk sequence by hand.
    var trace: ((String) -> Void)?

    // MARK: Events

    /// Whether `event` may be played now. Gestures need pages and a viewport (a finger that touched
    /// down before the container could see it is a different story:
    /// `ReliabilityRegressionTests.aDragThatBeganBeforeTheDataStillComesToRestOnAPage`),
    /// and a reload may not empty or refill the data under a finger. The generator only draws
    /// applicable events; replays skip the others, so a shrunk sequence stays one the generator
    /// could have drawn.
    func isApplicable(_ event: FuzzEvent) -> Bool {
        switch event {
        case .grab, .drag, .release, .decelerate, .advanceDeceleration, .dragBy:
            return model.isReady && model.n > 0
        case .hostMove:
            // Not while decelerating: the simulator carries a deceleration along the host's own
            // move, and it would end off its target (the generator draws it at rest, while dragging
            // and while animating).
            return model.isReady && model.n > 0 && !simulator.isDecelerating
        case .lateEnd(_, .fling?, _):
            return model.isReady && model.n > 0
        case .reload(let edits, let negativeCount, _, _):
            guard simulator.isDragging else { return true }
            var items = dataSource.items
            for edit in edits { items.apply(edit) }
            return !negativeCount && items.count > 0 && dataSource.items.count > 0
        default:
            return true
        }
    }

    /// Issue 24: the causes a page change or a cancelled announcement may have now, from what
    /// started the motion under way: a finger (`.drag`), a jump, a step, an auto-scroll move, a
    /// reload. Kept from event to event while the motion runs and started afresh at each rest;
    /// `nil` (not judged) once a call made from inside a callback could have started a motion.
    private var motionCauses: Set<PageChangeCause> = []
    /// The nested calls made when the current motion began.
    private var nestedCallsAtMotionStart = 0

    /// The causes a page change reported now may have, or `nil` when the rig cannot tell.
    var allowedCauses: Set<PageChangeCause>? {
        guard nestedCallCount == nestedCallsAtMotionStart else { return nil }
        // The clock moves during clocked motions too: a move may start at any rest within an event.
        return container.configuration.autoScroll == nil ? motionCauses : motionCauses.union([.autoScroll])
    }

    /// Updates ``motionCauses`` for `event`, applied next.
    private func noteCauses(of event: FuzzEvent) {
        let atRest = container.scrollState == .idle && !hostIsMoving
        if atRest {
            motionCauses = []
            nestedCallsAtMotionStart = nestedCallCount
        }
        let fingerDown = simulator.isDragging
        switch event {
        case .grab, .drag, .dragBy:
            // A new finger catches whatever moved; one already down goes on.
            if !fingerDown { motionCauses = [.drag] }
        case .jump, .jumpChain, .lateEnd(_, .jump?, _):
            // A jump replaces the motion, unless it throws or targets what is settled: added to
            // what may be reported, not replacing it.
            motionCauses.insert(.jump)
        case .stepChain:
            motionCauses.formUnion([.step, .jump])
        case .reload(_, _, let animated, _):
            // A reload ends any motion but a drag at once; an animated one lets a jump, step,
            // auto-scroll move or settle go on to its target item (issue 24).
            if animated, !fingerDown, !atRest {
                motionCauses.insert(.reload)
            } else if !fingerDown {
                motionCauses = [.reload]
            }
        case .touchAndLift:
            if !atRest { motionCauses = [.drag] }
        case .lateEnd(_, .fling?, _):
            motionCauses = [.drag]
        default:
            break
        }
    }

    /// Applies one event (skipped when not applicable), then checks everything.
    func apply(_ event: FuzzEvent) {
        guard isApplicable(event) else { return }
        eventCount += 1
        noteCauses(of: event)
        host.resetMoveCount()
        switch event {
        case .runAnimation, .advanceAnimation, .lateAnimationReport, .abandonAnimation, .finishAnimationWithoutReport,
            .pressure, .badOffset, .badViewport:
            break
        default:
            // Anything else may start another move or change the geometry: the limit was the jump's.
            creationLimit = nil
        }
        switch event {
        case .setViewport(let length):
            input(
                { simulator.resizeViewport(to: length) }, oracle: .unfollowed,
                model: { model.viewportChanged(to: length) })
        case .badViewport(let length):
            expectNoChange("setViewportLength(\(literal(length)))") { container.setViewportLength(length) }
        case .reload(let edits, let negativeCount, let animated, let showsInserted):
            reload(edits: edits, negativeCount: negativeCount, animated: animated, showsInserted: showsInserted)
        case .grab: simulator.beginDrag()
        case .drag(let pages, let ticks): simulator.drag(by: pages * simulator.viewportLength, ticks: ticks)
        case .release(let velocity):
            simulator.release(velocity: velocity)
        case .decelerate(let ticks): simulator.decelerate(ticks: ticks)
        case .advanceDeceleration(let fraction): simulator.advanceDeceleration(fraction: fraction)
        case .jump(let index, let animated): jump(to: index, animated: animated)
        case .runAnimation(let ticks): simulator.runAnimation(ticks: ticks)
        case .advanceAnimation(let fraction): simulator.advanceAnimation(fraction: fraction)
        case .abandonAnimation: simulator.abandonAnimation()
        case .finishAnimationWithoutReport: simulator.finishAnimationWithoutReport()
        case .lateAnimationReport:
            leavePixelToleranceBand()
            simulator.reportAnimationEnd()
        case .badOffset(let offset):
            expectNoChange("didScroll(toOffset: \(literal(offset)))") { container.didScroll(toOffset: offset) }
        case .pressure(let level):
            input(
                { container.handleMemoryPressure(level) }, oracle: .pressure(level),
                model: { model.memoryPressure(level) })
        case .visibility(let visible):
            input(
                { container.isVisible = visible }, oracle: .visibility(visible),
                model: { model.visibilityChanged(to: visible) })
        case .advanceTime(let milliseconds):
            input({ manual.advance(by: .milliseconds(milliseconds)) }, model: {})
        case .advanceToNextDue:
            if let due = manual.nextDueTime { input({ manual.advance(to: due) }, model: {}) }
        case .pauseAutoScroll:
            input({ container.pauseAutoScroll() }, model: { model.autoScrollPaused() })
        case .resumeAutoScroll:
            input({ container.resumeAutoScroll() }, model: { model.autoScrollResumed() })
        case .arm(let trigger, let skip, let call):
            armed = (trigger, max(0, skip), call)
        case .configure(let setting):
            let configuration = setting.applied(to: container.configuration)
            // Setting the configuration it has changes nothing.
            guard configuration != container.configuration else { break }
            input(
                { container.configuration = configuration }, oracle: .unfollowed,
                model: { model.configured(to: configuration, nested: false) })
        case .dragBy(let points, let ticks): simulator.drag(by: points, ticks: ticks)
        case .hostMove(let points):
            // Not through `FuzzHost`: the host's own move, which the container did not ask for.
            let target = simulator.contentOffset + points
            offsetAfterHostMove = pixelScale.map { (target * $0).rounded() / $0 } ?? target
            model.hostMovedOnItsOwn()
            simulator.setContentOffset(target, animated: false)
        case .jumpChain(let indices, let advance):
            for index in indices {
                jump(to: index, animated: true)
                simulator.advanceAnimation(fraction: advance)
            }
        case .lateEnd(let report, let replacement, let ticks):
            lateEnd(report, replacedBy: replacement, afterTicks: ticks)
        case .stepChain(let steps, let advance):
            // Whether every step so far went one way: "next" tapped again and again (or "previous").
            var direction = steps.first?.delta.map { $0.signum() }
            for step in steps {
                if direction != step.delta?.signum() { direction = nil }
                // How far the running move's destination is from the viewport, in reading order.
                let leadBefore = simulator.animationTarget.map(readingDistance(to:))
                let currentBefore = container.currentPage
                let announcementsBefore = delegate.announcementCount
                let nestedBefore = nestedCallCount
                nestedCallsAtReload = nestedCallCount
                self.step(step)
                // A step that moved on (it announced a target, and nothing else did meanwhile: no
                // call made from its callbacks, such as a jump to the settled page, which announces
                // nothing, replaced it).
                if let direction, let leadBefore, let delta = step.delta,
                    delegate.announcementCount == announcementsBefore + 1, nestedCallCount == nestedBefore,
                    let target = delegate.lastAnnounced
                {
                    checkStepDirection(
                        direction, delta: delta, leadBefore: leadBefore, from: currentBefore, to: target)
                }
                simulator.advanceAnimation(fraction: advance)
            }
        case .clockedMotion(let milliseconds):
            clockedMotion(milliseconds: milliseconds)
        case .listScroll(let choice, let offset):
            // −1: the current page's list; otherwise the `choice`-th loaded index.
            let loaded = container.loadedPageIndices.sorted()
            guard !loaded.isEmpty else { break }
            let index = choice < 0 ? container.currentPage : loaded[choice % loaded.count]
            simulator.scrollList(ofPageAt: index, to: offset)
        case .header(let expanded, let pinned):
            container.header = expanded.map { PagedHeaderLayout(expandedHeight: $0, pinnedHeight: pinned) }
        case .touchAndLift:
            // The touch stops the host's move without a report (`UIScrollView` on touch-down).
            if simulator.isAnimating {
                simulator.abandonAnimation()
            } else if simulator.isDecelerating {
                stopDecelerationSilently()
            }
            input({ container.fingerLifted() }, oracle: .unfollowed, model: { model.fingerLifted() })
        }
        endOfEvent()
    }

    /// Issue 21's late end reports: a move replacing the one under way (if given), `ticks` ticks of
    /// the move running then, each a sixteenth of its way, then the end report.
    private func lateEnd(_ report: FuzzEndReport, replacedBy replacement: FuzzReplacement?, afterTicks ticks: Int) {
        switch replacement {
        case .jump(let index)?:
            jump(to: index, animated: true)
        case .fling(let pages, let velocity)?:
            simulator.beginDrag()
            simulator.drag(by: pages * simulator.viewportLength, ticks: 1)
            simulator.release(velocity: velocity)
        case nil:
            break
        }
        for _ in 0..<max(0, ticks) {
            if simulator.isAnimating {
                simulator.advanceAnimation(fraction: 1.0 / 16)
            } else if simulator.isDecelerating {
                simulator.advanceDeceleration(fraction: 1.0 / 16)
            } else {
                break
            }
        }
        leavePixelToleranceBand()
        switch report {
        case .animation:
            simulator.reportAnimationEnd()
        case .deceleration:
            // A deceleration the host has brought to its target ends with this report (its own
            // end); any other goes on.
            if simulator.isDecelerating, let target = simulator.decelerationTarget,
                abs(target - simulator.contentOffset) <= gridTolerance
            {
                stopDecelerationSilently()
            }
            input(
                { container.didEndDecelerating() }, oracle: .host(.didEndDecelerating),
                model: { model.endedDecelerating() })
        }
    }

    /// The contract's end reports count "within the pixel tolerance" of the running move's target,
    /// a number it does not give: a host a fraction of a point short of its target may be taken as
    /// there or not. Before a late end report the rig leaves that band out (up to half a point, at
    /// most half a pitch, beyond the host's own pixel rounding): such a move first takes its last
    /// tick. So the model's reading of the tolerance decides no verdict, at any offset.
    private func leavePixelToleranceBand() {
        guard let shape = geometry, let target = simulator.animationTarget ?? simulator.decelerationTarget else {
            return
        }
        let distance = abs(target - simulator.contentOffset)
        // The band is as wide as any reading of the tolerance: the container's and the model's
        // (which also count the host's grid rounding twice and eight ulps of an offset: at 2^40
        // pages an offset's ulp is 0.125 pt, and a deceleration's last ticks are that coarse).
        let band = max(min(0.5, shape.pitch / 2), 2 * gridTolerance + 8 * abs(target).ulp) + gridTolerance
        guard distance > gridTolerance, distance <= band + 8 * abs(target).ulp else { return }
        if simulator.isAnimating {
            simulator.advanceAnimation(fraction: 1)
        } else {
            simulator.advanceDeceleration(fraction: 1)
        }
    }

    /// Stops the host's deceleration where it is, reporting nothing (an animated move to where the
    /// content is ends any motion in `ScrollSimulator` and animates nothing).
    private func stopDecelerationSilently() {
        simulator.setContentOffset(simulator.contentOffset, animated: true)
    }

    /// Issue 21's long moves: the running animation (or a deceleration of at most four viewports)
    /// runs to its end along `ScrollPhysics` with `milliseconds` animations, one frame per tick,
    /// the scheduler's clock moving with the frames.
    private func clockedMotion(milliseconds: Int) {
        simulator.physics = ScrollPhysics(animationDuration: .milliseconds(milliseconds))
        simulator.clock = manual
        defer {
            simulator.physics = nil
            simulator.clock = nil
        }
        if simulator.isAnimating {
            simulator.runAnimation()
        } else if simulator.isDecelerating, let target = simulator.decelerationTarget,
            abs(target - simulator.contentOffset) <= 4 * simulator.viewportLength
        {
            simulator.decelerate()
        }
    }

    /// One step of a chain: `scrollToNextPage`, `scrollToPreviousPage`, `scrollBy(pages:)` or an
    /// animated `scrollToPage`.
    private func step(_ step: FuzzStep) {
        guard let delta = step.delta else {
            if case .page(let index) = step { jump(to: index, animated: true) }
            return
        }
        let loadedBefore = container.loadedPageIndices
        // Where the step goes, by the model's reading of the state before the call.
        let expected = model.stepTarget(by: delta)
        var returned = false
        input(
            {
                switch step {
                case .next: returned = container.scrollToNextPage()
                case .previous: returned = container.scrollToPreviousPage()
                default: returned = container.scrollBy(pages: delta)
                }
                oracle.note(.step(delta: delta, animated: true, moved: returned))
            },
            model: {
                model.jumpAllowance = nil
                model.stepped(by: delta, animated: true, returned: returned, target: expected)
                creationLimit = model.jumpAllowance.map { $0.union(loadedBefore) }
                model.jumpAllowance = nil
            })
    }

    /// Whether ``checkStepDirection(_:delta:leadBefore:from:to:)`` judges (on by default; the
    /// `aChainOfStepsOneWay…` regression tests are the defect it found).
    var judgesStepDirection = true

    /// `offset − contentOffset` in reading order (mirrored right-to-left), in points.
    private func readingDistance(to offset: Double) -> Double {
        let distance = offset - simulator.contentOffset
        return container.configuration.direction == .rightToLeft ? -distance : distance
    }

    /// Issue 21's retarget chains in a loop: while every step of a chain goes one way ("next"
    /// tapped before each animation ends, or "previous"), the content keeps moving that way: a
    /// step goes to the page `delta` on from the running move's target (the steps'
    /// documentation: "the target of a jump under way counts as current"), and rule 5 brings a
    /// target "into the slot next to the start page, on its side (the short way round when
    /// looping)". The issue's class: "every retarget in a loop keeps the motion forward and inside
    /// the content for any chain length, either direction". Judged
    /// where that way is also the short way round from the current page, by more than a page (a
    /// chain that ran half the loop ahead of the viewport has no clear side); steps of half the
    /// loop or more, and loops of fewer than three pages, are left out.
    private func checkStepDirection(_ direction: Int, delta: Int, leadBefore: Double, from current: Int, to target: Int)
    {
        let count = container.pageCount
        guard judgesStepDirection, container.configuration.isLooping, count >= 3, 2 * abs(delta) < count,
            simulator.isAnimating, let animationTarget = simulator.animationTarget, target >= 0, target < count
        else { return }
        let ahead = ReferenceModel.wrap((target - current) * direction, count)
        guard ahead > 0, ahead + 1 < count - ahead else { return }
        // Only a motion already going that way is judged: a step right after a move the other way
        // comes in next to that move's target, which may lie behind (the chain then turns).
        guard leadBefore * Double(direction) >= -(gridTolerance + 1e-6 * max(1, abs(leadBefore))) else { return }
        let lead = readingDistance(to: animationTarget)
        if lead * Double(direction) < -(gridTolerance + 1e-6 * max(1, abs(lead))) {
            fail(
                "retarget: a step by \(delta) to page \(target) from current page \(current) in a chain of steps one way (\(count) pages) animates \(direction > 0 ? "backward" : "forward"), to \(lead) points from the viewport in reading order (it was heading \(leadBefore)); from \(simulator.contentOffset) to \(animationTarget) (rule 5: the short way round)"
            )
        }
    }

    /// Whether the input under way is a reload (its callbacks come before, during and after its
    /// re-layout).
    private var isReloading = false

    private func reload(edits: [ItemEdit], negativeCount: Bool, animated: Bool = false, showsInserted: Bool = false) {
        var items = dataSource.items
        for edit in edits { items.apply(edit) }
        if negativeCount { items.apply(.removeAll) }
        dataSource.items = items
        dataSource.countOverride = negativeCount ? -3 : nil
        savedStates = savedStates.filter { !items.indices(of: $0.key).isEmpty }
        identifiersLiveAtReload = Set(container.loadedPageIndices.compactMap { container.page(at: $0)?.identifier })
        itemsBeforeReload = model.items
        isReloading = true
        coverageBeforeReload = animated ? shownCoverage() : nil
        reloadMotionsInReload = 0
        let nestedBefore = nestedCallCount
        input(
            {
                container.reloadData(
                    animated: animated, insertion: showsInserted ? .showsInsertedItem : .keepsCurrentItem)
            }, oracle: .reload(animated: animated),
            model: {
                model.reloaded(to: items, start: nextReloadStart(), animated: animated, showsInserted: showsInserted)
            })
        if reloadMotionsInReload > 1, nestedCallCount == nestedBefore {
            fail("reload motion: one animated reload ran \(reloadMotionsInReload) motions (one change, one motion)")
        }
        if !animated, reloadMotionsInReload > 0, nestedCallCount == nestedBefore {
            fail("reload motion: reloadData() without animation ran a motion")
        }
        coverageBeforeReload = nil
        isReloading = false
        identifiersLiveAtReload = nil
        itemsBeforeReload = nil
        dataSource.countOverride = nil
    }

    private func jump(to index: Int, animated: Bool) {
        let count = container.pageCount
        guard index >= 0, index < count else {
            expectNoChange("scrollToPage(\(index), animated: \(animated)) with \(count) pages") {
                do throws(PagingError) {
                    try container.scrollToPage(index, animated: animated)
                    fail("jump: scrollToPage(\(index)) with \(count) pages did not throw")
                } catch {
                    if error != .pageOutOfRange(index: index, pageCount: count) {
                        fail("jump: scrollToPage(\(index)) threw \(error)")
                    }
                }
            }
            return
        }
        let loadedBefore = container.loadedPageIndices
        input(
            {
                do throws(PagingError) {
                    try container.scrollToPage(index, animated: animated)
                } catch {
                    fail("jump: scrollToPage(\(index)) threw \(error) with \(count) pages")
                }
            }, oracle: .jump(index, animated: animated),
            model: {
                model.jumpAllowance = nil
                model.jumped(to: index, animated: animated)
                creationLimit = model.jumpAllowance.map { $0.union(loadedBefore) }
                model.jumpAllowance = nil
            })
    }

    // MARK: Inputs

    /// A public call: the container first, then the model, then the calls made from its callbacks.
    private func input(_ call: () -> Void, oracle said: ContractOracle.Input = .neutral, model update: () -> Void) {
        call()
        oracle.note(said)
        model.containerIsAhead = !pendingForModel.isEmpty
        update()
        afterInput()
    }

    private func hostReported(_ event: ScrollEvent) {
        // The echo of the container's own non-animated move carries no motion of the user's.
        guard host.echoDepth == 0 else { return }
        trace?("host: \(event)")
        model.containerIsAhead = !pendingForModel.isEmpty
        switch event {
        case .willBeginDragging: model.beganDragging()
        case .didScroll(let offset): model.scrolled(toOffset: offset)
        case .willEndDragging(let velocity): model.released(velocity: velocity)
        case .didEndDragging(let willDecelerate):
            model.endedDragging(willDecelerate: willDecelerate, decelerationTarget: simulator.decelerationTarget)
        case .didEndDecelerating: model.endedDecelerating()
        case .didEndScrollingAnimation: model.endedAnimation()
        }
        oracle.note(.host(event))
        afterInput()
    }

    private func autoScrollActionRan(animatedMovesBefore: Int) {
        model.containerIsAhead = !pendingForModel.isEmpty
        model.autoScrollFired(startedMove: animatedMoves != animatedMovesBefore)
        oracle.note(.timer(startedMove: animatedMoves != animatedMovesBefore))
        afterInput()
    }

    /// Called by the data source's `numberOfPages`, where every reload begins: what the container
    /// follows across it.
    func reloadBegan() {
        itemsBeforeMutation = nil
        let items = dataSource.items
        if dataSource.countOverride == nil, items.count > PagedContainer<FuzzPage>.maximumPageCount {
            oversizedReloads += 1
        }
        savedStates = savedStates.filter { !items.indices(of: $0.key).isEmpty }
        var loaded: [Int: Int] = [:]
        var seen: Set<Int> = []
        shownTwiceAtReload = []
        for index in container.loadedPageIndices {
            guard let page = container.page(at: index) else { continue }
            loaded[index] = page.identifier
            if !seen.insert(page.identifier).inserted { shownTwiceAtReload.insert(page.identifier) }
        }
        oracle.reloadBegan(items: items, countOverride: dataSource.countOverride)
        reloadStarts.append(
            ReferenceModel.ReloadStart(
                currentPage: container.currentPage, loaded: loaded, windowMayBeIncomplete: reloadIsNested))
        reloadIsNested = false
    }

    private func nextReloadStart() -> ReferenceModel.ReloadStart {
        guard !reloadStarts.isEmpty else {
            fail("reload: the container reloaded without asking for the page count")
            return ReferenceModel.ReloadStart(currentPage: container.currentPage, loaded: [:])
        }
        return reloadStarts.removeFirst()
    }

    /// Called by the host double for each animated move the container asks for.
    func hostWillAnimate() {
        animatedMoves += 1
    }

    private func afterInput() {
        let hadNestedCalls = !pendingForModel.isEmpty
        // A guess the model made cannot be checked before calls from callbacks build on it.
        if model.hasPendingGuess, !pendingForModel.isEmpty { model.loseTrack() }
        model.isNestedCall = true
        defer { model.isNestedCall = false }
        while !pendingForModel.isEmpty {
            let action = pendingForModel.removeFirst()
            model.containerIsAhead = !pendingForModel.isEmpty
            switch action {
            case .jump(let index, let animated): model.jumped(to: index, animated: animated)
            case .reload(let items): model.reloaded(to: items, start: nextReloadStart())
            case .pressure(let level): model.memoryPressure(level)
            case .visibility(let visible): model.visibilityChanged(to: visible)
            case .viewport(let length): model.viewportChanged(to: length)
            case .configure(let configuration, let duringReload):
                model.configured(to: configuration, nested: true, duringReload: duringReload)
            }
        }
        model.containerIsAhead = false
        model.syncOffset(simulator.contentOffset)
        trace?(stateDescription)
        host.resetMoveCount()
        inputCount += 1
        let container = container
        let modelFailures = model.check(observation, loaded: { container.loadedPageIndices }, full: false)
        if judges.model { failures += modelFailures }
        model.jumpAllowance = nil
        let before = failures.count
        checkCarouselJump(hadNestedCalls: hadNestedCalls)
        if !judges.model { failures.removeSubrange(before...) }
        checkAnimationTargetInsideContent()
        if let blank = blankSlot() { fail(blank) }
        // The host's own move at rest, within a pixel tolerance the contract leaves open (up to
        // half a point): the container may ignore it.
        let hostMoveSlack = offsetAfterHostMove == simulator.contentOffset ? 0.5 : 0
        let oracleFailures = oracle.check(
            restTolerance: gridTolerance + hostMoveSlack, gridTolerance: gridTolerance, hostMoveSlack: hostMoveSlack,
            leaving: simulator.leavingPages)
        if judges.oracle { failures += oracleFailures }
        checkTabStrip()
        if !container.position.isFinite { fail("position is \(container.position)") }
    }

    /// Rule 12's animated jumps, while the model follows one: the host animates to the target's
    /// resting offset (`k_a + k_t + 1` pitches from rest on a far target), and a jump from rest
    /// creates no page but those loaded when it started, the target and the target's window.
    private func checkCarouselJump(hadNestedCalls: Bool) {
        defer { loadsSinceCheck.removeAll(keepingCapacity: true) }
        guard !hadNestedCalls, !isReloading, model.isTracked, case .animating(let target) = model.motion else {
            creationLimit = nil
            return
        }
        // The window the jump rebuilt at its start (rules 5, 6) and the one it follows now count too.
        if let limit = creationLimit, !loadsSinceCheck.isEmpty, case let window = model.windowPages(),
            let stray = loadsSinceCheck.first(where: { !limit.contains($0) && !window.contains($0) })
        {
            fail(
                "jump: page \(stray) was created during an animated jump; rule 12 allows only \(limit.sorted()) (loaded, the target and its window)"
            )
            creationLimit = nil
        }
        if simulator.isAnimating, let animationTarget = simulator.animationTarget {
            let expected = model.offset(forReading: Double(target))
            if abs(animationTarget - expected) > gridTolerance + 1e-6 * model.pitch + 16 * abs(expected).ulp {
                fail(
                    "jump: the host animates to \(animationTarget), the model expects \(expected) (slot \(target) of \(model.layout), \((expected - simulator.contentOffset) / model.pitch) pitches from the viewport)"
                )
            }
        }
    }

    /// Every animated move heads for a resting offset inside the content (rules 2 and 12: a page
    /// rests at `slot × pitch` in content `(slots − 1) × pitch + V` long; rule 5: the host animates to
    /// the target's slot; issue 21: a chain of retargets of any length stays inside the content).
    private func checkAnimationTargetInsideContent() {
        guard simulator.isAnimating, let target = simulator.animationTarget, let shape = geometry else { return }
        let maximum = max(0, simulator.contentLength - simulator.viewportLength)
        let tolerance = gridTolerance + 1e-6 * max(1, shape.pitch) + 16 * abs(target).ulp
        if target < -tolerance || target > maximum + tolerance {
            fail("host: the container animates to \(target), outside the content 0...\(maximum) (rules 2, 5, 12)")
        }
    }

    /// Whether `page` may be rule 12's second instance of `index`: placed, showing the item of the
    /// instance `page(at:)` returns (the end of each event checks that it is needed).
    func isSecondInstance(_ page: FuzzPage, at index: Int) -> Bool {
        simulator.isPlaced(page) && container.page(at: index)?.identifier == page.identifier
    }

    /// Whether the host still drags, decelerates or animates toward another offset.
    var hostIsMoving: Bool {
        simulator.isDragging || simulator.isDecelerating
            || (simulator.isAnimating && simulator.animationTarget != simulator.contentOffset)
    }

    private var observation: ReferenceModel.Observation {
        ReferenceModel.Observation(
            pageCount: container.pageCount, currentPage: container.currentPage, settledPage: container.settledPage,
            scrollState: container.scrollState, position: container.position, nextDue: manual.nextDueTime,
            hostIsMoving: hostIsMoving, hostOffset: simulator.contentOffset)
    }

    // MARK: Nested calls

    /// Called from every delegate and data-source callback: makes the armed call when its turn comes.
    func fire(_ trigger: FuzzTrigger) {
        guard let current = armed, current.trigger == trigger else { return }
        if current.remaining > 0 {
            armed = (current.trigger, current.remaining - 1, current.call)
            return
        }
        armed = nil
        nestedCallCount += 1
        // The nested call may move the window within this reload: pages may then be made again.
        identifiersLiveAtReload = nil
        switch current.call {
        case .jump(let index, let animated):
            let count = container.pageCount
            // Made where the container settled on that page (during or after the rest's callbacks).
            let meetsRest = container.settledPage == index
            do throws(PagingError) {
                try container.scrollToPage(index, animated: animated)
                if index < 0 || index >= count {
                    fail("jump: nested scrollToPage(\(index)) with \(count) pages did not throw")
                }
                pendingForModel.append(.jump(index, animated: animated))
                oracle.nestedCall(.jump(index, animated: animated, meetsRest: meetsRest))
            } catch {
                oracle.nestedCall(.neutral)
                if error != .pageOutOfRange(index: index, pageCount: count) || (index >= 0 && index < count) {
                    fail("jump: nested scrollToPage(\(index)) threw \(error) with \(count) pages")
                }
            }
        case .reload:
            reloadIsNested = true
            container.reloadData()
            pendingForModel.append(.reload(dataSource.items))
            oracle.nestedCall(.reload(animated: false))
        case .mutateAndReload(let edits):
            var items = dataSource.items
            for edit in edits { items.apply(edit) }
            // Emptying or refilling the data under a finger would leave a gesture the container
            // never saw (as for top-level reloads).
            if simulator.isDragging, items.count == 0 || dataSource.items.count == 0 { items = dataSource.items }
            if itemsBeforeMutation == nil { itemsBeforeMutation = dataSource.items }
            // The container drops the saved states of vanished items only when its reload runs.
            dataSource.items = items
            reloadIsNested = true
            container.reloadData()
            pendingForModel.append(.reload(items))
            oracle.nestedCall()
        case .configure(let setting):
            let configuration = setting.applied(to: container.configuration)
            guard configuration != container.configuration else { return }
            // The effects already decided under the old configuration are still being performed.
            delegate.earlierConfigurations.append(container.configuration)
            container.configuration = configuration
            pendingForModel.append(.configure(configuration, duringReload: isReloading))
            oracle.nestedCall(.unfollowed)
        case .pressure(let level):
            container.handleMemoryPressure(level)
            pendingForModel.append(.pressure(level))
            oracle.nestedCall(.pressure(level))
        case .toggleVisibility:
            let visible = !container.isVisible
            container.isVisible = visible
            pendingForModel.append(.visibility(visible))
            oracle.nestedCall(.visibility(visible))
        case .resize(let length):
            simulator.resizeViewport(to: length)
            pendingForModel.append(.viewport(length))
            oracle.nestedCall(.unfollowed)
        case .badViewport(let length):
            container.setViewportLength(length)
            oracle.nestedCall(.neutral)
        case .badOffset:
            container.didScroll(toOffset: .nan)
            oracle.nestedCall(.neutral)
        case .readEverything:
            oracle.nestedCall(.neutral)
            let loaded = container.loadedPageIndices
            _ = (container.pageCount, container.settledPage, container.scrollState, container.position)
            _ = (container.isVisible, container.configuration, container.page(at: container.currentPage))
            // The window's caps are the contract's named constants (rule 4's "Caps"), plus the
            // visible pages.
            let cap = 2 * PagingConfiguration.maximumPreloadRadius + 1 + PagingConfiguration.maximumCacheLimit
            if loaded.count > cap + 64 { fail("window: \(loaded.count) pages loaded") }
        }
    }

    // MARK: Page lifecycle (rules 4, 9, 10)

    func pageWillBePlaced(_ page: FuzzPage) {
        let expected = savedStates[page.identifier].map { [$0] } ?? []
        if page.restored != expected {
            fail(
                "restoration: \(page) is placed with restored states \(page.restored), expected \(expected) (its identifier's saved state)"
            )
        }
    }

    func pageDidLoad(_ page: FuzzPage, at index: Int) {
        if !simulator.isPlaced(page) { fail("window: didLoad(\(index)) before \(page) was placed") }
        loadsSinceCheck.append(index)
        oracle.pageLoaded(at: index)
        let isSecond = container.page(at: index) !== page && isSecondInstance(page, at: index)
        if container.page(at: index) !== page, !isSecond {
            fail("window: didLoad(\(index)) but page(at: \(index)) is another page")
        }
        func holds(_ items: ItemList) -> Bool {
            index >= 0 && index < items.count && items.identifier(at: index) == page.identifier
        }
        // Made after the data source changed its items but before the container's reload: the item
        // the container asked for (the identifier is read before the page), or the new one there.
        if !holds(dataSource.items), itemsBeforeMutation.map(holds) != true {
            fail("identity: \(page) loaded at \(index), which holds another item")
        }
        // Rule 12: a surviving item that now needs two visible slots gets a second instance.
        if let live = identifiersLiveAtReload, live.contains(page.identifier), !isSecond,
            !dataSource.items.isDuplicated(page.identifier),
            !simulator.placedPages.contains(where: { $0.page !== page && $0.page.identifier == page.identifier })
        {
            fail("reload: \(page) was made again although its item survived the reload (rule 9 keeps instances)")
        }
        savedStates[page.identifier] = nil
        // A fresh state, so that the next save tells this page from the last one.
        page.line = 1_000_000 + page.serial
    }

    func pageWillUnload(_ page: FuzzPage, at index: Int) {
        if !simulator.isPlaced(page) { fail("window: willUnload(\(index)) after \(page) was removed") }
        // With duplicate identifiers, which of the items went is the container's reading; so it is
        // when two loaded pages showed one item.
        let wasDuplicated =
            itemsBeforeReload?.isDuplicated(page.identifier) ?? false || shownTwiceAtReload.contains(page.identifier)
        let survives = !dataSource.items.indices(of: page.identifier).isEmpty
        if let saved = page.lastSaved, page.saveCount > 0, page.lastSaved == page.line {
            savedStates[page.identifier] = saved
        } else if survives, !wasDuplicated {
            fail("restoration: \(page) is unloaded without its state saved")
        }
    }

    // MARK: Checks

    /// Runs `call`, which the contract says changes nothing, and checks that nothing changed.
    private func expectNoChange(_ description: String, _ call: () -> Void) {
        let before = snapshot
        call()
        let after = snapshot
        if after != before { fail("ignored input: \(description) changed \(before) to \(after)") }
    }

    private struct Snapshot: Equatable {
        var pageCount: Int
        var currentPage: Int
        var settledPage: Int
        var scrollState: ScrollState
        var positionBits: UInt64
        var loaded: Set<Int>
        var offset: Double
        var contentLength: Double
        var callbacks: Int
        var due: Duration?
    }

    private var snapshot: Snapshot {
        Snapshot(
            pageCount: container.pageCount, currentPage: container.currentPage, settledPage: container.settledPage,
            scrollState: container.scrollState, positionBits: container.position.bitPattern,
            loaded: container.loadedPageIndices, offset: simulator.contentOffset,
            contentLength: simulator.contentLength,
            callbacks: delegate.callbackCount, due: manual.nextDueTime)
    }

    /// Rules 4 and 12: a slot of the content that overlaps the viewport with no page placed in it.
    /// Slot `k` spans `[k × pitch + inset, k × pitch + inset + P]` (mirrored right-to-left), in
    /// content of `(slots − 1) × pitch + V`; the spacing between pages is not blank.
    private func blankSlot() -> String? {
        guard container.pageCount > 0, let shape = geometry else { return nil }
        // Full pages with no spacing tile the content: every point of the viewport is covered.
        if shape.page == shape.viewport, shape.spacing == 0 { return coverageGap() }
        let length = simulator.viewportLength
        let contentLength = simulator.contentLength
        let offset = simulator.contentOffset
        let pitch = shape.pitch
        // A host on a pixel grid cannot put the viewport exactly where a page is; a move of the
        // host's own within the container's tolerance is ignored at rest (rule 8).
        var tolerance = 1e-6 * pitch + 16 * abs(offset).ulp + 16 * contentLength.ulp + gridTolerance
        if offsetAfterHostMove == offset { tolerance += min(0.5, pitch / 1024) }
        let start = max(offset, 0)
        let end = min(offset + length, contentLength)
        guard end - start > tolerance, pitch > 0 else { return nil }
        let slotCount = ReferenceModel.floorSlot(((contentLength - length) / pitch).rounded()) + 1
        let reversed = container.configuration.direction == .rightToLeft
        // Slot k overlaps by more than the tolerance when its span's lower end is below `end` and
        // its upper end above `start`, each by the tolerance.
        let base = reversed ? contentLength - shape.inset : shape.inset
        let low: Double
        let high: Double
        if reversed {
            // span [base − k·pitch − P, base − k·pitch]
            low = (base - shape.page - end + tolerance) / pitch
            high = (base - start - tolerance) / pitch
        } else {
            low = (start + tolerance - base - shape.page) / pitch
            high = (end - tolerance - base) / pitch
        }
        let first = max(0, ReferenceModel.floorSlot(low) + 1)
        let last = min(slotCount - 1, ModelGeometry.largestBelow(high))
        guard first <= last else { return nil }
        let placed = simulator.placedPages
        let match = 1e-6 * pitch + 16 * contentLength.ulp
        for slot in first...min(last, first + 200) {
            let lower = shape.lowerCoordinate(ofSlot: Double(slot), contentLength: contentLength, reversed: reversed)
            if placed.contains(where: { abs($0.offset - lower) <= match }) { continue }
            var description = ""
            for placement in placed { description += "\(placement.page)@\(placement.offset) " }
            return
                "placement: slot \(slot) at \(lower) is blank in the viewport at offset \(offset) (content \(contentLength), pitch \(pitch), placed \(description))"
        }
        return nil
    }

    /// Rule 4 for full pages: the parts of the viewport inside the content that no placed page covers.
    private func coverageGap() -> String? {
        guard container.pageCount > 0, model.isReady else { return nil }
        let length = simulator.viewportLength
        let start = max(simulator.contentOffset, 0)
        let end = min(simulator.contentOffset + length, simulator.contentLength)
        // A host on a pixel grid cannot put the viewport exactly where a page is; a move of the
        // host's own within the container's tolerance is ignored at rest (rule 8).
        // "Overlaps" is rule 12's "shares more than zero length", read as more than 1e-6 of a page,
        // as the model's window reads it (`ModelGeometry.overlapTolerance`): a sliver of 0.0002
        // point of a 200-point page is no visible slot.
        // Right-to-left offsets are mirrored as `L − x` (rule 12): no better than the content length's
        // own precision (16 ulps of 1.1e15 is 2 points for 2^40 pages of 1024 points).
        var tolerance =
            1e-6 * length + 16 * abs(simulator.contentOffset).ulp + 16 * simulator.contentLength.ulp + gridTolerance
        if offsetAfterHostMove == simulator.contentOffset { tolerance += min(0.5, length / 1024) }
        guard end - start > tolerance else { return nil }
        // Walk from the viewport's start, each time to the end of a placed page that covers the point.
        let placed = simulator.placedPages
        var covered = start
        while covered < end - tolerance {
            var next = covered
            for placement in placed where placement.offset <= covered + tolerance && placement.offset + length > next {
                next = placement.offset + length
            }
            // Any page reaching past `covered` is progress, however little: far out (2^40 pages,
            // offsets near 3.6e14, one ulp 1/16 point) a page may end a few ulps short of where its
            // neighbour starts, and the neighbour then counts from that end, within the tolerance.
            // (Each end is a placed page's, so the walk ends.)
            if next <= covered {
                var description = ""
                for placement in placed { description += "\(placement.page)@\(placement.offset) " }
                return
                    "placement: blank slot from \(covered) to \(end) in the viewport at offset \(simulator.contentOffset) (content \(simulator.contentLength), placed \(description))"
            }
            covered = next
        }
        return nil
    }

    private func endOfEvent() {
        if clampDiagnostics != oversizedReloads {
            fail("diagnostic: \(clampDiagnostics) page-count diagnostics for \(oversizedReloads) oversized reloads")
            clampDiagnostics = oversizedReloads
        }
        let violations = simulator.violations
        failures += violations.map { "host: \($0)" }
        simulator.clearLogs()
        let beforePageChanges = failures.count
        checkPageChanges()
        if !judges.model { failures.removeSubrange(beforePageChanges...) }
        let loaded = container.loadedPageIndices
        let fullModelFailures = model.check(observation, loaded: { loaded }, full: true)
        if judges.model { failures += fullModelFailures }
        failures += invariantFailures(loadedIndices: loaded)
    }

    /// `didScrollToPage` exactly when the model rested on a new page (rule 3, 5, 9).
    private func checkPageChanges() {
        let actual = delegate.didScrollTo
        let expected = model.expectedDidScrollTo
        if model.pageChangesAreLenient {
            // The last page reported reached is the item the content rests on (a later reload may
            // have moved it to another index without a report: it is the same item).
            let settled = container.settledPage
            let reachedItemIsSettled =
                delegate.lastReachedIdentifier.map { $0 == container.page(at: settled)?.identifier } ?? false
            // With no pages there is nothing to have reached (rule 9 reports no page change to none).
            if let last = actual.last, last != settled, !reachedItemIsSettled, container.scrollState == .idle,
                container.pageCount > 0
            {
                fail("page change: the last didScrollToPage was \(last), settledPage is \(settled)")
            }
        } else if actual != expected {
            fail("page change: didScrollToPage \(actual), the model expected \(expected)")
        }
        delegate.didScrollTo = []
        model.expectedDidScrollTo = []
        model.pageChangesAreLenient = false
    }

    /// Rule 12's geometry for the rig's configuration and viewport, from the contract's text.
    var geometry: ModelGeometry? {
        guard model.isReady else { return nil }
        return ModelGeometry(configuration: container.configuration, viewport: simulator.viewportLength)
    }

    /// How much of `[x, x + page]` shares with the viewport, in points (negative: the gap).
    private func overlap(at x: Double, page: Double) -> Double {
        min(x + page, simulator.contentOffset + simulator.viewportLength) - max(x, simulator.contentOffset)
    }

    /// Rule 16 after every event, from the contract's sentences: `headerCollapse` within `[0, R]` (0
    /// without a header); every loaded page's list shows that header ("after every call each loaded
    /// page's held offset y has collapse(forListOffset: y) == headerCollapse", the simulator giving
    /// every list the room it needs); the host's lists are where the container holds them; at rest
    /// the settled page's list drives it.
    /// Issue 24: at rest with the settled page within `endApproachDistance` of the last page (not
    /// looping), `didApproachEndAt` came at this page count since the page was last seen out of range.
    /// (The report's own correctness — the settled page, in range — is checked as it comes.)
    private func endApproachFailures(atRest: Bool) -> [String] {
        let configuration = container.configuration
        let count = container.pageCount
        guard let distance = configuration.endApproachDistance, count > 0,
            !(configuration.isLooping && count >= 2), count - 1 - container.settledPage <= max(distance, 0)
        else {
            delegate.approachCount = nil
            return []
        }
        guard atRest, delegate.approachCount != count else { return [] }
        return [
            "end approach: at rest on \(container.settledPage) of \(count), within \(distance) of the end, and no didApproachEndAt at this count"
        ]
    }

    private func headerFailures(loadedIndices indices: Set<Int>) -> [String] {
        let header = container.header ?? PagedHeaderLayout(expandedHeight: 0)
        let collapse = container.headerCollapse
        var failures: [String] = []
        if !(collapse >= 0 && collapse <= header.collapseRange) {
            failures.append("header: headerCollapse \(collapse) outside [0, \(header.collapseRange)] (rule 16)")
        }
        for index in indices.sorted() {
            guard let page = container.page(at: index) else { continue }
            guard let held = container.listOffset(ofPage: index) else {
                failures.append("header: page \(index) is loaded without a list offset (rule 16)")
                continue
            }
            if header.collapse(forListOffset: held) != collapse {
                failures.append(
                    "header: page \(index) holds list offset \(held), which shows collapse \(header.collapse(forListOffset: held)), not headerCollapse \(collapse) (rule 16)"
                )
            }
            if simulator.listOffset(of: page) != held {
                failures.append(
                    "header: page \(index)'s list is at \(String(describing: simulator.listOffset(of: page))); the container holds \(held) (rule 16)"
                )
            }
        }
        let settled = container.settledPage
        if container.scrollState == .idle, !simulator.isDragging, indices.contains(settled),
            let held = container.listOffset(ofPage: settled), header.collapse(forListOffset: held) != collapse
        {
            failures.append(
                "header: at rest the settled page's list (\(held)) does not drive the header (\(collapse)) (rule 16)")
        }
        return failures
    }

    /// The rules that hold after every event (the harness's invariants, with the fuzzer's doubles).
    /// - Parameter indices: The container's loaded indices, read once per event.
    func invariantFailures(loadedIndices indices: Set<Int>) -> [String] {
        var failures: [String] = []
        let count = container.pageCount
        let length = simulator.viewportLength
        let offset = simulator.contentOffset
        if !container.position.isFinite { failures.append("position is \(container.position)") }
        if !offset.isFinite { failures.append("content offset is \(offset)") }
        let shape = geometry
        let pitch = shape?.pitch ?? length
        let pageLength = shape?.page ?? length
        let reversed = container.configuration.direction == .rightToLeft
        if let shape {
            if container.viewportLength != length {
                failures.append("geometry: viewportLength \(container.viewportLength), expected \(length)")
            }
            if abs(container.pageLength - shape.page) > 1e-12 * shape.viewport {
                failures.append(
                    "geometry: pageLength \(container.pageLength), expected \(shape.page) (rule 12, \(container.configuration.pageSize) of \(length))"
                )
            }
        }

        // The loaded set is the placed set, every page showing its item; an index twice only as
        // rule 12's second instances. Identities are compared as ObjectIdentifiers: the checks run
        // after every event and must stay cheap.
        var loadedIDs: [ObjectIdentifier] = []
        var loadedIndices: [Int] = []
        loadedIDs.reserveCapacity(indices.count)
        loadedIndices.reserveCapacity(indices.count)
        let items = dataSource.items
        for index in indices {
            guard index >= 0, index < count, let page = container.page(at: index) else {
                failures.append("window: index \(index) is loaded, outside 0..<\(count) or without a page")
                continue
            }
            loadedIDs.append(ObjectIdentifier(page))
            loadedIndices.append(index)
            if index >= items.count || items.identifier(at: index) != page.identifier {
                failures.append("identity: \(page) is the page at \(index), which holds another item")
            }
        }
        func loadedIndex(of page: FuzzPage) -> Int? {
            let id = ObjectIdentifier(page)
            var position = 0
            while position < loadedIDs.count {
                if loadedIDs[position] == id { return loadedIndices[position] }
                position += 1
            }
            return nil
        }
        let placed = simulator.placedPages
        var placedIDs: Set<ObjectIdentifier> = []
        placedIDs.reserveCapacity(placed.count)
        for placement in placed { placedIDs.insert(ObjectIdentifier(placement.page)) }
        for (position, id) in loadedIDs.enumerated() where !placedIDs.contains(id) {
            failures.append("window: page \(loadedIndices[position]) is loaded but not placed")
        }
        // Second instances (rule 12): placed pages showing a loaded index's item besides `page(at:)`.
        let visibleSlack = 1e-6 * pitch + 16 * abs(offset).ulp + gridTolerance
        var extras: [(page: FuzzPage, offset: Double, owners: [Int])] = []
        for placement in placed where loadedIndex(of: placement.page) == nil {
            // With duplicate identifiers any index showing the item may own the instance: those
            // whose `page(at:)` overlaps the viewport (a second instance is only for two visible
            // slots), else any. Which one does is the container's to know, not the rig's: every
            // check below passes when it holds for one of them (and reads no `Set` order).
            var owners: [Int] = []
            var overlapping: [Int] = []
            for index in loadedIndices.sorted() where container.page(at: index)?.identifier == placement.page.identifier
            {
                owners.append(index)
                if let page = container.page(at: index), let at = simulator.offset(of: page),
                    overlap(at: at, page: pageLength) >= -visibleSlack
                {
                    overlapping.append(index)
                }
            }
            guard !owners.isEmpty else {
                failures.append("placement: \(placement.page) is placed at \(placement.offset) but not loaded")
                continue
            }
            extras.append((placement.page, placement.offset, overlapping.isEmpty ? owners : overlapping))
        }
        // More than 4 pitches outside the content the container reads the viewport 4 slots out.
        let farOut = offset < -4 * pitch || offset > simulator.contentLength - length + 4 * pitch
        for extra in extras {
            // Rule 12's second instances, which the contract's clarification ("Visible pages during any
            // animated move") applies to every retarget, looping or not: only while two visible
            // slots need the index, that is when every instance of it overlaps the viewport.
            func instances(of owner: Int) -> [(FuzzPage, Double)]? {
                guard let first = container.page(at: owner), let firstOffset = simulator.offset(of: first) else {
                    return nil
                }
                let others = extras.filter { $0.page === extra.page || $0.owners == [owner] }
                return [(first, firstOffset)] + others.map { ($0.page, $0.offset) }
            }
            let candidates = extra.owners.compactMap { owner in instances(of: owner).map { (owner, $0) } }
            guard let (index, shown) = candidates.first else { continue }
            func isNeeded(_ shown: [(FuzzPage, Double)]) -> Bool {
                farOut || !shown.contains(where: { overlap(at: $0.1, page: pageLength) < -visibleSlack })
            }
            if !candidates.contains(where: { isNeeded($0.1) }) {
                var description = ""
                for instance in shown { description += "\(instance.0)@\(instance.1) " }
                failures.append(
                    "window: page \(index) has \(shown.count) instances (\(description)) in the viewport at \(offset); a second instance only when two visible slots need it (rule 12)"
                )
            }
            // `page(at:)` is the instance nearest the alignment point, the forward one on a tie. Not
            // judged far out, where the container reads the viewport 4 slots out and every instance
            // is equally far from a host offset beyond the precision of the placements.
            if let shape, !farOut {
                // Where the model follows the viewport, its reading is the container's (the host's
                // pixel rounding and small moves of its own snapped away); otherwise the host's
                // offset, with near-ties left to the container.
                let viewport = model.isTracked ? model.offset(forReading: model.x) : offset
                let alignment = reversed ? viewport + length - shape.inset - shape.page : viewport + shape.inset
                let tie = 1e-9 * pitch + 16 * abs(offset).ulp
                let slack = model.isTracked ? 0 : 2 * gridTolerance + 2 * min(0.5, pitch / 1024)
                func isNearer(_ a: Double, than b: Double) -> Bool {
                    let da = abs(a - alignment), db = abs(b - alignment)
                    if abs(da - db) <= tie { return reversed ? a < b : a > b }
                    return da < db - slack
                }
                if candidates.allSatisfy({ isNearer(extra.offset, than: $0.1[0].1) }) {
                    failures.append(
                        "window: page(at: \(index)) is \(shown[0].0)@\(shown[0].1); \(extra.page)@\(extra.offset) is nearer the alignment point \(alignment) (rule 12)"
                    )
                }
            }
        }
        let tolerance = 1e-6 * max(1, pitch)
        for i in placed.indices {
            for j in placed.indices where j > i && abs(placed[i].offset - placed[j].offset) <= tolerance {
                failures.append(
                    "placement: \(placed[i].page) and \(placed[j].page) are placed at offset \(placed[i].offset)")
            }
        }
        // Every page made and not loaded any more is released (only the placed instances are alive).
        if dataSource.live.value != loadedIDs.count + extras.count {
            failures.append(
                "leak: \(dataSource.live.value) pages are alive, \(loadedIDs.count) are loaded (\(extras.count) second instances)"
            )
        }
        // An animation that reached its target may still wait for its end report.
        let hostAnimatesElsewhere = simulator.isAnimating && simulator.animationTarget != offset
        if container.scrollState == .idle, hostAnimatesElsewhere || simulator.isDecelerating {
            failures.append(
                "host: the container is idle but the host still \(simulator.isDecelerating ? "decelerates" : "animates")"
            )
        }
        if simulator.isDragging, simulator.isAnimating {
            failures.append("host: the container started an animation while a finger holds the content")
        }
        if let blank = blankSlot() { failures.append(blank) }
        failures += visiblePageFailures()
        failures += headerFailures(loadedIndices: indices)
        failures += endApproachFailures(atRest: container.scrollState == .idle && !hostIsMoving)
        delegate.earlierConfigurations.removeAll()

        // Content length (rules 2, 12): `(slots − 1) × pitch + V`, bounded when looping, `n` slots
        // at rest otherwise.
        let atRest = container.scrollState == .idle && !hostIsMoving
        if let shape {
            let contentLength = simulator.contentLength
            if container.configuration.isLooping, count >= 2 {
                if contentLength > (64 * pitch + length) * (1 + 1e-12) {
                    failures.append(
                        "content: looping content is \((contentLength - length) / pitch + 1) slots long (at most 64 × pitch + V)"
                    )
                }
            } else {
                let expected = shape.contentLength(slots: count)
                let lengthTolerance = 1e-9 * max(1, expected)
                // Rule 2 fixes the length outside jumps only; a retarget that keeps every card in view
                // may hold second instances of them (rule 12, the contract's clarification).
                let secondInstances = atRest ? 0 : ((length / pitch).rounded(.up) + 2) * pitch
                if contentLength > expected + secondInstances + lengthTolerance
                    || (atRest && abs(contentLength - expected) > lengthTolerance)
                {
                    failures.append(
                        "content: length \(contentLength), expected (\(count) − 1) × \(pitch) + \(length)")
                }
            }
            let slots = (contentLength - length) / pitch
            if count > 0, abs(slots.rounded() - slots) * pitch > 1e-6 * pitch + 8 * contentLength.ulp {
                failures.append("content: length \(contentLength) is not (slots − 1) × \(pitch) + \(length)")
            }
        } else if !indices.isEmpty || !placed.isEmpty {
            failures.append("window: pages loaded before the container has data and a viewport")
        }

        guard atRest, let shape else { return failures }
        // At rest (rules 2, 3, 7, 12): exactly the settled instance is appeared, on a whole pitch;
        // partly visible neighbours may be in a transition, never appeared.
        let settled = container.settledPage
        let settledPage = loadedIndices.contains(settled) ? container.page(at: settled) : nil
        let shouldAppear = container.isVisible && count > 0
        // A host on a pixel grid rests on the grid offset nearest the page's; a move of the host's
        // own within the container's tolerance stays (rule 8).
        var restTolerance = gridTolerance > 0 ? gridTolerance + 16 * abs(offset).ulp : 0
        if offsetAfterHostMove == offset { restTolerance += min(0.5, pitch / 1024) }
        // Far out (2^40 pages) offsets are exact only to a few ulps.
        let overlapSlack = 1e-6 * pitch + 16 * abs(offset).ulp + min(restTolerance, 0.5)
        var strayTransitions = 0
        for placement in placed where placement.page !== settledPage {
            guard let phase = delegate.appearance(of: placement.page) else { continue }
            if phase == .appeared || overlap(at: placement.offset, page: pageLength) <= overlapSlack {
                strayTransitions += 1
            }
        }
        let appearedRight =
            strayTransitions == 0
            && (settledPage.map { delegate.appearance(of: $0) } ?? nil) == (shouldAppear ? .appeared : nil)
            && delegate.appearedCount == (shouldAppear ? 1 : 0)
        if !appearedRight {
            // Another instance of the settled page appeared instead of `page(at:)`'s (rule 12).
            let otherInstance = placed.contains {
                $0.page !== settledPage && $0.page.identifier == settledPage?.identifier
                    && delegate.appearance(of: $0.page) == .appeared
            }
            failures.append(
                "appearance at rest: \(delegate.appearedCount) appeared, \(delegate.transitioningCount) in transition (\(strayTransitions) not partly visible or appeared); expected only page \(settled) appeared\(shouldAppear ? "" : " (none: hidden or empty)")\(otherInstance ? "; another instance of it appeared" : "")"
            )
        }
        guard count > 0 else { return failures }
        if container.currentPage != settled {
            failures.append("rest: current page \(container.currentPage) is not the settled page \(settled)")
        }
        if container.position != Double(settled) {
            failures.append("rest: position \(container.position), expected exactly \(settled).0")
        }
        guard let settledPage, let settledOffset = simulator.offset(of: settledPage) else {
            failures.append("rest: the settled page \(settled) is not loaded")
            return failures
        }
        if abs((offset / pitch).rounded() * pitch - offset) > restTolerance {
            failures.append("rest: offset \(offset) is not a whole pitch of \(pitch)")
        }
        // The settled instance sits at the alignment point.
        let alignment = reversed ? offset + length - shape.inset - shape.page : offset + shape.inset
        if abs(settledOffset - alignment) > overlapSlack {
            failures.append(
                "rest: the settled \(settledPage) sits at \(settledOffset), the alignment point is \(alignment) (rule 12)"
            )
        }
        // (A move of the host's own within the tolerance may hide a card shorter than it.)
        if !shape.peeks, offsetAfterHostMove != offset || pageLength > 4 * restTolerance {
            var visibleCount = 0
            // A viewport of less than a point: the tolerances must not exceed the page.
            let slack = min(overlapSlack, pageLength / 4)
            for placement in placed where overlap(at: placement.offset, page: pageLength) > slack {
                visibleCount += 1
            }
            if visibleCount != 1 {
                failures.append(
                    "rest: \(visibleCount) pages visible at offset \(offset), expected only \(settledPage) (page \(settled))"
                )
            }
        }
        let contentLength = simulator.contentLength
        if container.configuration.isLooping, count >= 2 {
            for placement in placed {
                let slot =
                    (reversed
                        ? contentLength - placement.offset - shape.page - shape.inset : placement.offset - shape.inset)
                    / pitch
                if abs(slot.rounded() - slot) * pitch > 1e-9 * max(1, abs(placement.offset)) {
                    failures.append(
                        "rest: \(placement.page) sits at \(placement.offset), not on a slot (pitch \(pitch))")
                }
            }
        } else {
            let fills = shape.page == length && shape.inset == 0
            for placement in placed {
                guard let index = loadedIndex(of: placement.page) else { continue }
                // Full pages: exactly rule 2's `i × length`; cards: rule 12's span, mirrored.
                let expected =
                    fills
                    ? Double(reversed ? count - 1 - index : index) * pitch
                    : shape.lowerCoordinate(ofSlot: Double(index), contentLength: contentLength, reversed: reversed)
                let placeTolerance = fills ? 0 : 1e-9 * max(1, pitch) + 8 * contentLength.ulp
                if abs(placement.offset - expected) > placeTolerance {
                    failures.append("rest: page \(index) sits at \(placement.offset), expected \(expected)")
                }
            }
            let expected = Double(reversed ? count - 1 - settled : settled) * pitch
            if abs(offset - expected) > restTolerance {
                failures.append("rest: offset \(offset), expected \(expected) for page \(settled)")
            }
        }
        return failures
    }

    /// Rule 13: `forEachVisiblePage` visits each placed instance overlapping the viewport once, in
    /// reading order, with its distance from the alignment point in pitches, slot by slot. Followed
    /// exactly where the model follows the viewport (the slots, their pages and placements);
    /// otherwise checked for what holds without it.
    private func visiblePageFailures() -> [String] {
        var visits: [(page: FuzzPage, index: Int, offsetInPages: Double)] = []
        container.forEachVisiblePage { visits.append(($0, $1, $2)) }
        guard container.pageCount > 0, let shape = geometry else {
            return visits.isEmpty ? [] : ["visible pages: \(visits.count) visits before the viewport or with no pages"]
        }
        var failures: [String] = []
        let contentLength = simulator.contentLength
        let placeTolerance = 1e-6 * shape.pitch + 16 * contentLength.ulp
        func describe() -> String {
            visits.map { "\($0.index)(\($0.page.serial))@\($0.offsetInPages)" }.joined(separator: " ")
        }
        if model.isTracked {
            var expected: [Int] = []
            let layout = model.layout
            for slot in model.visibleSlots() where slot >= 0 && slot < layout.slotCount {
                if let valid = layout.validSlots, !valid.contains(slot) { continue }
                if layout.page(atSlot: slot) != nil { expected.append(slot) }
            }
            guard expected.count == visits.count else {
                return [
                    "visible pages: \(describe()), expected slots \(expected) at reading \(model.x) of \(layout) (rule 13)"
                ]
            }
            for (slot, visit) in zip(expected, visits) {
                let distance = Double(slot) - model.x
                let lower = shape.lowerCoordinate(
                    ofSlot: Double(slot), contentLength: contentLength, reversed: model.isReversed)
                let placedAt = simulator.offset(of: visit.page)
                if visit.index != layout.page(atSlot: slot)
                    || abs(visit.offsetInPages - distance) > 1e-6 + 4 * abs(model.x).ulp
                    || placedAt.map({ abs($0 - lower) > placeTolerance }) ?? true
                {
                    failures.append(
                        "visible pages: \(describe()), expected slot \(slot) (page \(layout.page(atSlot: slot).map { "\($0)" } ?? "none") at \(lower), offsetInPages \(distance)); \(visit.page) is at \(placedAt.map { "\($0)" } ?? "nowhere") (rule 13)"
                    )
                    break
                }
            }
            return failures
        }
        // Not followed: placed, overlapping (the container reads a viewport more than 4 slots
        // outside the content as 4 slots out, rule 9), and one pitch apart in reading order.
        let offset = simulator.contentOffset
        let farOut = offset < -4 * shape.pitch || offset > contentLength - shape.viewport + 4 * shape.pitch
        for (number, visit) in visits.enumerated() {
            guard let at = simulator.offset(of: visit.page),
                farOut
                    || overlap(at: at, page: shape.page)
                        > -placeTolerance - gridTolerance - 2 * min(0.5, shape.pitch / 1024)
            else {
                failures.append("visible pages: \(describe()): \(visit.page) is not placed in the viewport (rule 13)")
                break
            }
            if number > 0, abs(visit.offsetInPages - visits[number - 1].offsetInPages - 1) > 1e-6 {
                failures.append("visible pages: \(describe()) are not one pitch apart, slot by slot (rule 13)")
                break
            }
        }
        return failures
    }

    /// The state, for failure messages.
    var stateDescription: String {
        "current \(container.currentPage), settled \(container.settledPage), \(container.scrollState), position \(container.position), "
            + "offset \(simulator.contentOffset) of \(simulator.contentLength), viewport \(simulator.viewportLength), "
            + "visible \(container.isVisible), loaded \(container.loadedPageIndices.sorted()), pages \(container.pageCount), "
            + "due \(manual.nextDueTime.map { "\($0)" } ?? "none") at \(manual.now); model: \(model.motion), settled \(model.settled), "
            + "reading \(model.x) of \(model.layout)"
    }
}
