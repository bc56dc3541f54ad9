import PagedKit
import PagedKitTesting

/// Draws random ``FuzzEvent``s that fit the rig's state, plays them on a ``FuzzRig`` and, on a
/// failure, shrinks the recorded sequence to a short one that still fails.
@MainActor enum Fuzzer {
    /// One fuzz run's set-up.
    struct Setup: Sendable, CustomStringConvertible {
        var configuration: PagingConfiguration
        var pageCount: Int
        var seed: UInt64
        /// How many reloads (top-level or from callbacks) a run over more than a thousand items may
        /// draw: each reads every identifier, about 2.5 s for a million items in a debug build.
        var largeReloads = 0
        /// The host keeps offsets on a 1/`pixelScale`-point grid (`ScrollSimulator.pixelScale`).
        var pixelScale: Double?
        /// Configuration changes include rule 12's page size, spacing and alignment.
        var peeking = false
        /// The rig judges the direction of retargets in chains of steps one way
        /// (``FuzzRig/judgesStepDirection``); on everywhere since the core's steps go the way of
        /// their delta (`ReliabilityRegressionTests`' `aChainOfStepsOneWay…` tests).
        var judgesStepDirection = true

        var description: String {
            "seed 0x\(String(seed, radix: 16)), \(pageCount) pages, \(configuration.literalDescription)"
                + (pixelScale.map { ", pixel scale \($0)" } ?? "")
        }
    }

    /// What a run did.
    struct Outcome {
        var events = 0
        var inputs = 0
        var trackedChecks = 0
        var untrackedChecks = 0
        /// ``ContractOracle``'s decided and undecided checks.
        var oracleDecided = 0
        var oracleUndecided = 0
        /// The failure report (seed, failures, shrunk reproduction), or `nil`.
        var failure: String?
    }

    /// The configurations the brief asks for: radius 0–3, cache 0–4, looping on and off, both
    /// directions and both axes, half of them auto-scrolling.
    static func configurations() -> [PagingConfiguration] {
        var result: [PagingConfiguration] = []
        var toggle = 0
        for radius in 0...3 {
            for cache in 0...4 {
                for looping in [false, true] {
                    for direction in [PagingDirection.leftToRight, .rightToLeft] {
                        for axis in [PagingAxis.horizontal, .vertical] {
                            toggle += 1
                            let autoScroll: AutoScroll? =
                                switch toggle % 4 {
                                case 0: nil
                                case 1: AutoScroll(interval: .seconds(2))
                                case 2: AutoScroll(interval: .milliseconds(1500), resumeDelay: .seconds(4))
                                default: nil
                                }
                            result.append(
                                PagingConfiguration(
                                    preloadRadius: radius, cacheLimit: cache, isLooping: looping, axis: axis,
                                    direction: direction, autoScroll: autoScroll))
                        }
                    }
                }
            }
        }
        return result
    }

    /// Rule 12's carousels: page sizes (fractions, odd ones, points, and bad values: 0, negative,
    /// NaN, larger than the viewport), spacings (0, 8, 12.5, large, negative, NaN) and both
    /// alignments, over looping and not, both directions and axes, radius 0–2, cache 0–2, a third
    /// auto-scrolling.
    static func peekingConfigurations() -> [PagingConfiguration] {
        var result: [PagingConfiguration] = []
        for number in 0..<64 {
            let autoScroll: AutoScroll? =
                switch number % 3 {
                case 0: AutoScroll(interval: .seconds(2))
                default: nil
                }
            result.append(
                PagingConfiguration(
                    preloadRadius: number % 3, cacheLimit: (number / 3) % 3, isLooping: number % 2 == 0,
                    axis: number % 8 < 4 ? .horizontal : .vertical,
                    direction: (number / 2) % 2 == 0 ? .leftToRight : .rightToLeft, autoScroll: autoScroll,
                    pageSize: pageSizes[number % pageSizes.count],
                    pageSpacing: pageSpacings[(number / 4) % pageSpacings.count],
                    pageAlignment: (number / 5) % 2 == 0 ? .center : .leading))
        }
        return result
    }

    /// Page sizes the carousel runs draw: mostly cards that show neighbours, some bad values.
    nonisolated static let pageSizes: [PageSize] = [
        .fraction(0.5), .fraction(0.8), .fraction(0.6), .fraction(0.333), .fraction(0.7), .fixed(200),
        .fraction(0.9), .fraction(1), .fixed(97.5), .fraction(0.5), .fixed(0), .fraction(.nan), .fixed(-20),
        .fixed(1e9), .fraction(1.5), .fill, .fraction(0.8), .fixed(250),
    ]
    nonisolated static let pageSpacings: [Double] = [0, 8, 12.5, 0, 400, -8, .nan, 8]

    /// Plays `count` random events; on the first failing event, shrinks and reports.
    static func run(_ setup: Setup, events count: Int, shrinkBudget: Int = 4000) -> Outcome {
        let rig = FuzzRig(configuration: setup.configuration, pageCount: setup.pageCount, pixelScale: setup.pixelScale)
        rig.judgesStepDirection = setup.judgesStepDirection
        var generator = EventGenerator(
            seed: setup.seed, pageCount: setup.pageCount, largeReloads: setup.largeReloads,
            onPixelGrid: setup.pixelScale != nil, peeking: setup.peeking)
        var played: [FuzzEvent] = []
        var outcome = Outcome()
        for _ in 0..<count {
            let event = generator.next(for: rig)
            played.append(event)
            rig.apply(event)
            if !rig.failures.isEmpty {
                outcome.failure = report(
                    setup, played: played, failures: rig.failures, state: rig.stateDescription, budget: shrinkBudget)
                break
            }
        }
        outcome.events = rig.eventCount
        outcome.inputs = rig.inputCount
        outcome.trackedChecks = rig.model.trackedChecks
        outcome.untrackedChecks = rig.model.untrackedChecks
        outcome.oracleDecided = rig.oracle.decided
        outcome.oracleUndecided = rig.oracle.undecided
        return outcome
    }

    /// Replays `events` on a fresh rig; returns the failures, stopping at the first failing event,
    /// with that event and the state after it.
    static func replay(
        pageCount: Int, configuration: PagingConfiguration, pixelScale: Double? = nil,
        judgesStepDirection: Bool = true, strictOracle: Bool? = nil, judges: (model: Bool, oracle: Bool)? = nil,
        events: [FuzzEvent]
    ) -> [String] {
        let (failures, number, state) = replayFailures(
            pageCount: pageCount, configuration: configuration, pixelScale: pixelScale,
            judgesStepDirection: judgesStepDirection, strictOracle: strictOracle, judges: judges, events: events)
        guard let number else { return [] }
        return ["at event #\(number + 1) \(events[number])"] + failures + ["state: \(state)"]
    }

    /// The failures of the first failing event, its position and the state after it.
    static func replayFailures(
        pageCount: Int, configuration: PagingConfiguration, pixelScale: Double? = nil,
        judgesStepDirection: Bool = true, strictOracle: Bool? = nil, judges: (model: Bool, oracle: Bool)? = nil,
        events: [FuzzEvent]
    ) -> (failures: [String], event: Int?, state: String) {
        let rig = FuzzRig(configuration: configuration, pageCount: pageCount, pixelScale: pixelScale)
        rig.judgesStepDirection = judgesStepDirection
        if let strictOracle { rig.oracle.isStrict = strictOracle }
        if let judges { rig.judges = judges }
        for (number, event) in events.enumerated() {
            rig.apply(event)
            if !rig.failures.isEmpty { return (rig.failures, number, rig.stateDescription) }
        }
        return ([], nil, "")
    }

    /// The failure's kind: the words before its first colon.
    static func kind(of failure: String) -> Substring {
        failure.prefix { $0 != ":" }
    }

    private static func report(_ setup: Setup, played: [FuzzEvent], failures: [String], state: String, budget: Int)
        -> String
    {
        let kind = kind(of: failures[0])
        let shrunk = budget > 0 ? shrink(played, setup: setup, kind: kind, budget: budget) : played
        let lines = shrunk.map { "        \($0)," }.joined(separator: "\n")
        let replayed = replay(
            pageCount: setup.pageCount, configuration: setup.configuration, pixelScale: setup.pixelScale,
            judgesStepDirection: setup.judgesStepDirection, events: shrunk
        )
        return """
            Fuzz failure: \(setup), at event #\(played.count) \(played.last!)
            \(failures.prefix(8).joined(separator: "\n"))
            state: \(state)
            Shrunk from \(played.count) to \(shrunk.count) events, which fail with:
            \(replayed.prefix(6).joined(separator: "\n"))
            Reproduce with:
                let failures = Fuzzer.replay(
                    pageCount: \(setup.pageCount),
                    configuration: \(setup.configuration.literalDescription),\(setup.pixelScale.map { "\n        pixelScale: \($0)," } ?? "")\(setup.judgesStepDirection ? "\n        judgesStepDirection: true," : "")
                    events: [
            \(lines)
                    ])
            """
    }

    /// Greedy shrinking: drops chunks of events, halving the chunk size, while a failure of the same
    /// kind persists; then tries simpler versions of the remaining events.
    static func shrink(_ events: [FuzzEvent], setup: Setup, kind: Substring, budget: Int = 4000) -> [FuzzEvent] {
        shrink(events, budget: budget) { candidate in
            replayFailures(
                pageCount: setup.pageCount, configuration: setup.configuration, pixelScale: setup.pixelScale,
                judgesStepDirection: setup.judgesStepDirection,
                events: candidate
            ).failures.contains { Fuzzer.kind(of: $0) == kind }
        }
    }

    /// Shrinks `events` while `fails` holds, replaying at most `budget` candidates.
    static func shrink(_ events: [FuzzEvent], budget: Int, while fails: ([FuzzEvent]) -> Bool) -> [FuzzEvent] {
        var current = events
        var replays = 0
        func stillFails(_ candidate: [FuzzEvent]) -> Bool {
            replays += 1
            return fails(candidate)
        }
        var chunk = max(1, current.count / 2)
        while replays < budget {
            var start = 0
            var removedAny = false
            while start < current.count, replays < budget {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, current.count))
                if stillFails(candidate) {
                    current = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 && !removedAny { break }
            chunk = max(1, chunk / 2)
        }
        // Simpler events: fewer ticks, no nested-call skips, fewer edits.
        for position in current.indices where replays < budget {
            for simpler in simplifications(of: current[position]) {
                var candidate = current
                candidate[position] = simpler
                if stillFails(candidate) {
                    current = candidate
                    break
                }
            }
        }
        return current
    }

    /// Each way of leaving one element out.
    private static func fewer<T>(_ values: [T]) -> [[T]] {
        values.indices.map { position in
            var result = values
            result.remove(at: position)
            return result
        }
    }

    private static func simplifications(of event: FuzzEvent) -> [FuzzEvent] {
        switch event {
        case .drag(let pages, let ticks) where ticks > 1: [.drag(pages: pages, ticks: 1)]
        case .decelerate(let ticks) where ticks > 1: [.decelerate(ticks: 1)]
        case .runAnimation(let ticks) where ticks > 1: [.runAnimation(ticks: 1)]
        case .arm(let trigger, let skip, let call) where skip > 0: [.arm(trigger, skip: 0, call)]
        case .arm(let trigger, let skip, .mutateAndReload(let edits)) where edits.count > 1:
            fewer(edits).map { .arm(trigger, skip: skip, .mutateAndReload($0)) }
        case .reload(let edits, let negative, let animated, let showsInserted) where edits.count > 1:
            fewer(edits).map { .reload($0, negativeCount: negative, animated: animated, showsInserted: showsInserted) }
        case .dragBy(let points, let ticks) where ticks > 1: [.dragBy(points: points, ticks: 1)]
        case .jumpChain(let indices, let advance) where indices.count > 1:
            fewer(indices).map { .jumpChain($0, advance: advance) }
        case .stepChain(let steps, let advance) where steps.count > 1:
            // Halves first (chains are up to 100 long), then one step fewer.
            [.stepChain(Array(steps.prefix(steps.count / 2)), advance: advance)]
                + fewer(steps).map { .stepChain($0, advance: advance) }
        case .lateEnd(let report, let replacement, let ticks) where replacement != nil || ticks > 0:
            [
                .lateEnd(report, replacedBy: nil, afterTicks: ticks),
                .lateEnd(report, replacedBy: replacement, afterTicks: 0),
            ]
        default: []
        }
    }
}

/// Draws events that fit the rig's state, with weights chosen to reach every corner: gestures and
/// their interruptions, jumps in and out of range, animations finished, abandoned or retargeted,
/// viewport changes, memory pressure, visibility, time, reloads and nested calls.
struct EventGenerator {
    private var random: SeededGenerator
    /// Reloads left; runs over a million items get few (see ``Fuzzer/Setup/largeReloads``).
    private var reloadBudget: Int
    /// The host keeps offsets on a pixel grid: viewport lengths whose pixel rounding the container's
    /// offset tolerance covers (see `ReliabilityRegressionTests.aPixelGridFinerThanTheToleranceNeverEndsAMove`).
    private let onPixelGrid: Bool

    /// Configuration changes include rule 12's settings.
    private let peeking: Bool

    init(seed: UInt64, pageCount: Int, largeReloads: Int, onPixelGrid: Bool = false, peeking: Bool = false) {
        self.peeking = peeking
        random = SeededGenerator(seed: seed)
        // Beyond ten million items a reload would read too many identifiers to run at all.
        reloadBudget = pageCount > 10_000_000 ? 0 : pageCount > 1000 ? largeReloads : .max
        self.onPixelGrid = onPixelGrid
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    private mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
    private mutating func element<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }

    /// A multiple of `1 / steps` in `range`.
    private mutating func quantized(_ range: ClosedRange<Double>, steps: Double) -> Double {
        let lower = Int((range.lowerBound * steps).rounded(.up))
        let upper = Int((range.upperBound * steps).rounded(.down))
        return Double(int(lower...upper)) / steps
    }

    /// What to draw next; the event itself is built only once its kind is chosen.
    private enum Kind {
        case setViewport, firstReload, jumpBeforeViewport, reload, visibility, pressure, badInput, arm
        case drag, release, jump, resize, lateReport, time, grab, decelerate, advanceDeceleration
        case runAnimation, advanceAnimation, abandon, finishWithoutReport, pause
        /// A configuration change; a drag far outside the content; the host's own move; a chain of
        /// retargeted animated jumps; an animated jump made from `didScrollToPage` (a chained
        /// auto-advance: the host's late end report of the arrived animation comes after it).
        case configure, farDrag, hostMove, jumpChain, chainedJump
        /// Issue 21's classes: a late end report at any tick of a later move; a chain of up to 100
        /// retargeting steps and jumps; a move run frame by frame with the clock, longer than the
        /// auto-scroll interval; a touch that stops a move and lifts without dragging.
        case lateEnd, stepChain, clockedMotion, touchAndLift
        /// Rule 16: a vertical list's scroll on any loaded page (driving or not); a header change.
        case listScroll, header
    }

    private mutating func pick(_ weighted: [(Int, Kind)]) -> Kind {
        var total = 0
        for (weight, _) in weighted { total += weight }
        var roll = int(0...(total - 1))
        for (weight, kind) in weighted {
            if roll < weight { return kind }
            roll -= weight
        }
        return weighted[0].1
    }

    @MainActor mutating func next(for rig: FuzzRig) -> FuzzEvent {
        let simulator = rig.simulator
        let container = rig.container
        let model = rig.model
        let count = container.pageCount
        let reloadWeight = reloadBudget > 0 ? 3 : 0
        let kind: Kind
        if !model.hasData || model.viewport == nil {
            // Start in either order, sometimes jumping before the viewport is known.
            kind = pick([
                (model.viewport == nil ? 10 : 0, .setViewport), (model.hasData ? 0 : 10, .firstReload),
                (model.hasData && count > 0 ? 6 : 0, .jumpBeforeViewport), (model.hasData ? reloadWeight : 0, .reload),
                (2, .visibility), (1, .pressure), (1, .badInput), (1, .arm), (1, .configure),
            ])
        } else if simulator.isDragging {
            kind = pick([
                (45, .drag), (40, .release), (6, .jump), (2, .pressure), (2, .visibility), (2, .resize), (1, .badInput),
                (1, .lateReport), (2, .time), (reloadWeight, .reload), (4, .arm), (3, .configure), (2, .farDrag),
                (1, .hostMove), (1, .lateEnd), (3, .listScroll), (1, .header),
            ])
        } else if simulator.isDecelerating {
            kind = pick([
                (30, .decelerate), (25, .advanceDeceleration), (12, .grab), (8, .drag), (7, .jump), (2, .pressure),
                (2, .visibility), (2, .resize), (2, .lateReport), (1, .badInput), (2, .time), (reloadWeight, .reload),
                (3, .arm), (2, .configure), (6, .lateEnd), (4, .touchAndLift), (2, .clockedMotion), (2, .stepChain),
                (4, .listScroll), (1, .header),
            ])
        } else if simulator.isAnimating {
            kind = pick([
                (25, .runAnimation), (25, .advanceAnimation), (6, .abandon), (6, .finishWithoutReport), (8, .grab),
                (5, .drag), (10, .jump), (2, .pressure), (2, .visibility), (2, .resize), (1, .badInput), (4, .time),
                (reloadWeight, .reload), (3, .arm), (6, .lateReport), (4, .jumpChain), (3, .chainedJump),
                (2, .configure), (1, .hostMove), (8, .lateEnd), (5, .stepChain), (4, .clockedMotion),
                (4, .touchAndLift), (3, .listScroll), (1, .header),
            ])
        } else {
            let canGesture = count > 0
            kind = pick([
                (canGesture ? 30 : 0, .drag), (canGesture ? 3 : 0, .grab), (16, .jump), (4, .pressure),
                (4, .visibility), (3, .resize), (3, .badInput), (2, .lateReport), (10, .time), (2, .pause),
                (reloadWeight > 0 ? reloadWeight + 2 : 0, .reload), (6, .arm), (3, .configure),
                (canGesture ? 4 : 0, .hostMove), (canGesture ? 4 : 0, .jumpChain), (canGesture ? 2 : 0, .chainedJump),
                (canGesture ? 1 : 0, .farDrag), (canGesture ? 4 : 0, .stepChain), (2, .lateEnd), (1, .touchAndLift),
                (canGesture ? 10 : 0, .listScroll), (2, .header),
            ])
        }
        switch kind {
        case .setViewport, .resize: return .setViewport(element(onPixelGrid ? Self.gridLengths : Self.lengths))
        case .firstReload: return .reload([])
        case .jumpBeforeViewport: return .jump(int(0...max(count - 1, 0)), animated: chance(50))
        case .reload:
            reloadBudget -= 1
            return reload(count: count, current: container.currentPage, moving: simulator.isDragging)
        case .visibility: return .visibility(!container.isVisible)
        case .pressure: return .pressure(chance(50) ? .warning : .critical)
        case .badInput:
            return chance(50) ? .badViewport(element(Self.badLengths)) : .badOffset(element(Self.badOffsets))
        case .arm: return arm(count: count, current: container.currentPage, moving: simulator.isDragging)
        case .drag: return .drag(pages: quantized(-1.7...1.7, steps: 128), ticks: int(1...4))
        case .release: return .release(velocity: velocity())
        case .jump: return .jump(jumpIndex(count: count, current: container.currentPage), animated: chance(65))
        case .lateReport: return .lateAnimationReport
        case .time:
            return chance(50)
                ? .advanceToNextDue : .advanceTime(milliseconds: element([1, 250, 999, 1500, 2000, 2001, 3000, 5000]))
        case .grab: return .grab
        case .decelerate: return .decelerate(ticks: int(1...4))
        case .advanceDeceleration: return .advanceDeceleration(quantized(0.05...0.7, steps: 20))
        case .runAnimation: return .runAnimation(ticks: int(1...4))
        case .advanceAnimation:
            // Sometimes all the way: the arrival tick rests the content before any end report.
            return .advanceAnimation(chance(15) ? 1 : quantized(0.0625...0.75, steps: 16))
        case .abandon: return .abandonAnimation
        case .finishWithoutReport: return .finishAnimationWithoutReport
        case .pause: return chance(50) ? .pauseAutoScroll : .resumeAutoScroll
        case .configure: return .configure(setting(container.configuration))
        case .farDrag: return .dragBy(points: element(Self.farDistances), ticks: int(1...3))
        case .hostMove: return .hostMove(points: hostMove(length: simulator.viewportLength))
        case .jumpChain: return jumpChain(count: count, current: container.currentPage)
        case .chainedJump:
            let next = count > 0 ? ItemList.reduce(container.currentPage + element([1, 1, 2, -1]), count) : 0
            return .arm(.didScrollTo, skip: int(0...1), .jump(next, animated: true))
        case .lateEnd:
            let moving = simulator.isAnimating || simulator.isDecelerating
            var replacement: FuzzReplacement?
            if moving, count > 0, chance(70) {
                replacement =
                    chance(60)
                    ? .jump(jumpIndex(count: count, current: container.currentPage))
                    : .fling(pages: quantized(-1.2...1.2, steps: 64), velocity: velocity())
            }
            return .lateEnd(chance(50) ? .animation : .deceleration, replacedBy: replacement, afterTicks: int(0...18))
        case .stepChain: return stepChain(count: count)
        case .clockedMotion: return .clockedMotion(milliseconds: element([300, 900, 1600, 2500, 3000]))
        case .touchAndLift: return .touchAndLift
        case .listScroll:
            // Mostly the driving page's list, around the header's range and far below it.
            let offset = element([-90, -0.3, 0, 0.25, 40, 120, 150, 199.5, 260, 900, 5000]) + Double(int(0...3))
            return .listScroll(choice: chance(60) ? -1 : int(0...20), offset: offset)
        case .header:
            return .header(
                expanded: chance(10) ? nil : element([0, 120, 200, 260, -5, .nan]),
                pinned: element([0, 44, 60, 300, -1]))
        }
    }

    /// Issue 21's retarget chains: 2 to 100 animated moves (a tenth of the chains 60 to 100 long),
    /// each retargeting the last: runs of "next" or "previous" (either direction, with `scrollBy`
    /// of one or two pages among them), or mixed steps and jumps; advanced 0.9 of the way after
    /// each ("next" tapped just before each animation ends) or less.
    private mutating func stepChain(count: Int) -> FuzzEvent {
        let length = chance(10) ? int(60...100) : int(2...20)
        let style = int(0...3)
        var steps: [FuzzStep] = []
        for _ in 0..<length {
            switch style {
            case 0: steps.append(chance(85) ? .next : .by(element([1, 2])))
            case 1: steps.append(chance(85) ? .previous : .by(element([-1, -2])))
            default:
                switch int(0...5) {
                case 0: steps.append(.next)
                case 1: steps.append(.previous)
                case 2: steps.append(.by(element([-2, -1, 1, 2, 3])))
                default: steps.append(.page(count > 0 ? int(0...(count - 1)) : 0))
                }
            }
        }
        return .stepChain(steps, advance: element([0.9, 0.9, 0.5, 0.25, 0.0625]))
    }

    /// Distances far outside any content: a host's programmatic offset, a runaway gesture.
    static let farDistances: [Double] = [1e6, -1e6, 1e19, -1e19, 2.5e5, -3.75e5]

    /// A setting to change: looping or direction (the re-layouts), or the window's radius or cache.
    private mutating func setting(_ configuration: PagingConfiguration) -> FuzzSetting {
        if peeking, chance(45) {
            switch int(0...5) {
            case 0, 1, 2: return .pageSize(element(Fuzzer.pageSizes))
            case 3, 4: return .pageSpacing(element(Fuzzer.pageSpacings))
            default: return .pageAlignment(configuration.pageAlignment == .center ? .leading : .center)
            }
        }
        return switch int(0...19) {
        case 0...6: .looping(!configuration.isLooping)
        case 7...11: .direction(configuration.direction == .leftToRight ? .rightToLeft : .leftToRight)
        case 12...16: .preloadRadius(int(0...3))
        default: .cacheLimit(int(0...4))
        }
    }

    /// A move of the host's own, in points: within the container's tolerance, a part of a page,
    /// several pages, or far outside the content.
    private mutating func hostMove(length: Double) -> Double {
        switch int(0...9) {
        case 0, 1: (chance(50) ? 1 : -1) * length / 4096
        case 2, 3, 4: quantized(-0.9...0.9, steps: 16) * length
        case 5, 6: Double(int(-3...3)) * length + length / 2
        default: element(Self.farDistances)
        }
    }

    /// Two to eight animated jumps, each retargeting the last before it arrives: mostly steps of one
    /// to three pages on from the last target (in long loops every one splices), sometimes anywhere.
    private mutating func jumpChain(count: Int, current: Int) -> FuzzEvent {
        var indices: [Int] = []
        var last = current
        for _ in 0..<int(2...8) {
            let next: Int
            switch int(0...9) {
            case 0: next = int(0...max(count - 1, 0))
            case 1: next = element([0, max(count - 1, 0)])
            default: next = last + element([1, 1, 1, 2, 3, -1, -2])
            }
            last = count > 0 ? ItemList.reduce(next, count) : 0
            indices.append(last)
        }
        return .jumpChain(indices, advance: element([0.0625, 0.25, 0.4, 0.5, 0.75, 0.9]))
    }

    static let lengths: [Double] = [320, 333.3, 200, 97.5, 1024, 0.75, 414.000_000_1]
    /// Lengths for a host on a 1/3-point grid: at least 1024/6 points, so that the container's offset
    /// tolerance (at most 1/1024 of a page) covers the grid's rounding.
    static let gridLengths: [Double] = [320, 333.3, 200.2, 1024, 414.000_000_1, 393.0 * 0.8 + 10]
    static let badLengths: [Double] = [0, -320, .nan, .infinity, -.infinity, -0.0]
    static let badOffsets: [Double] = [.nan, .infinity, -.infinity]

    private mutating func velocity() -> Double {
        switch int(0...9) {
        case 0: element([0, 299.99, -299.99, 300, -300, .nan, .infinity])
        default: Double(int(-2000...2000))
        }
    }

    private mutating func jumpIndex(count: Int, current: Int) -> Int {
        switch int(0...9) {
        case 0: return element([-1, count, count + 1, Int.min, Int.max, -2])
        case 1, 2: return count > 0 ? element([0, count - 1]) : 0
        case 3, 4, 5: return count > 0 ? min(max(current + int(-3...3), 0), count - 1) : 0
        default: return count > 0 ? int(0...(count - 1)) : 0
        }
    }

    /// Edits near the current page (where identity matters), sometimes emptying or regrowing the data.
    private mutating func reload(count: Int, current: Int, moving: Bool) -> FuzzEvent {
        // Issue 24: half the reloads animate, a quarter of those showing items inserted at the current one.
        guard case .reload(let edits, let negative, _, _) = reloadEdits(count: count, current: current, moving: moving)
        else { preconditionFailure("reloadEdits draws a reload") }
        let style = int(0...7)
        return .reload(edits, negativeCount: negative, animated: style >= 4, showsInserted: style == 7 || style == 3)
    }

    private mutating func reloadEdits(count: Int, current: Int, moving: Bool) -> FuzzEvent {
        if count > 1000 {
            let near = { (g: inout EventGenerator) in current + g.int(-3...3) }
            var edits: [ItemEdit] = []
            for _ in 0..<int(0...3) {
                switch int(0...3) {
                case 0: edits.append(.insert(at: near(&self)))
                case 1: edits.append(.remove(at: near(&self)))
                case 2: edits.append(.move(from: near(&self), to: near(&self)))
                default: edits.append(.duplicate(from: near(&self), to: near(&self)))
                }
            }
            return .reload(edits)
        }
        // Emptying or regrowing while a finger is down would leave a gesture the container never saw.
        if !moving, chance(4) { return .reload([.removeAll], negativeCount: chance(30)) }
        if !moving, count == 0 { return .reload([.append(int(1...7))]) }
        var edits: [ItemEdit] = []
        for _ in 0..<int(0...3) {
            let at = int(0...max(count, 1))
            switch int(0...9) {
            case 0, 1: if count < 9 { edits.append(.insert(at: at)) }
            case 2, 3: if count > 1 { edits.append(.remove(at: at)) }
            case 4, 5: edits.append(.move(from: at, to: int(0...max(count, 1))))
            case 6: edits.append(.duplicate(from: at, to: int(0...max(count, 1))))
            case 7: if count > 1 { edits.append(.remove(at: current)) }
            case 8: if count < 9 { edits.append(.insert(at: current)) }
            default: break
            }
        }
        return .reload(edits)
    }

    private mutating func arm(count: Int, current: Int, moving: Bool) -> FuzzEvent {
        let call: FuzzNestedCall
        switch int(0...15) {
        case 0, 1, 2: call = .jump(int(-1...max(count, 0)), animated: chance(50))
        case 3:
            // A nested reload reads every identifier too.
            if reloadBudget > 0 {
                reloadBudget -= 1
                call = .reload
            } else {
                call = .readEverything
            }
        case 4: call = .pressure(chance(50) ? .warning : .critical)
        case 5: call = .toggleVisibility
        case 6: call = .resize(element(onPixelGrid ? Self.gridLengths : Self.lengths))
        case 7: call = .badViewport(element(Self.badLengths))
        case 8: call = .badOffset
        case 12:
            // A data source that changes its items while making a page, and reloads.
            guard reloadBudget > 0 else { return .arm(.pageAt, skip: int(0...2), .readEverything) }
            reloadBudget -= 1
            let edits: [ItemEdit]
            if case .reload(let drawn, _, _, _) = reloadEdits(count: count, current: current, moving: true) {
                edits = drawn.filter { $0 != .removeAll }
            } else {
                edits = []
            }
            return .arm(.pageAt, skip: int(0...2), .mutateAndReload(edits.isEmpty ? [.remove(at: current)] : edits))
        case 13, 14:
            // The state at the callback is not known now: a value, which may be the current one.
            switch int(0...3) {
            case 0: call = .configure(.looping(chance(50)))
            case 1: call = .configure(.direction(chance(50) ? .rightToLeft : .leftToRight))
            case 2: call = .configure(.preloadRadius(int(0...3)))
            default: call = .configure(.cacheLimit(int(0...4)))
            }
            // From the delegate's callbacks (a banner that turns looping on when its page appears):
            // a data source that reconfigures while it is being read is another story.
            let delegateCallbacks: [FuzzTrigger] = [
                .didLoad, .willUnload, .appearance, .willScrollTo, .didScrollTo, .currentPage, .position, .scrollState,
            ]
            return .arm(element(delegateCallbacks), skip: int(0...4), call)
        default: call = .readEverything
        }
        return .arm(element(FuzzTrigger.allCases), skip: int(0...4), call)
    }
}
