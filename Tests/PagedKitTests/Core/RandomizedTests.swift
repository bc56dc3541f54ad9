import PagedKit
import PagedKitTesting
import Testing

/// Thousands of mixed events with fixed seeds for every non-looping configuration (radius 0–3,
/// cache 0–4, 0 to 50 pages, both directions), checking the harness's invariants after every
/// event and stopping at the first failure with the seed, the configuration and the last events.
@Suite @MainActor struct RandomizedTests {
    static let baseSeed: UInt64 = 0x5EED_0004
    /// 240 configurations × 100 events = 24,000 events. Longer runs cost more than linearly: every
    /// check replays the whole appearance history of the run.
    static let eventsPerConfiguration = 100

    @Test(arguments: [0, 1, 2, 3, 7, 50], [PagingDirection.leftToRight, .rightToLeft])
    func invariantsHoldThroughRandomEvents(pageCount: Int, direction: PagingDirection) {
        for radius in 0...3 {
            for cacheLimit in 0...4 {
                let seed =
                    Self.baseSeed
                    &+ UInt64(pageCount * 1000 + (direction == .leftToRight ? 0 : 100) + radius * 10 + cacheLimit)
                let configuration = PagingConfiguration(
                    preloadRadius: radius, cacheLimit: cacheLimit, direction: direction)
                var run = RandomRun(configuration: configuration, pageCount: pageCount, seed: seed)
                if let failure = run.play(events: Self.eventsPerConfiguration) {
                    Issue.record(Comment(rawValue: failure))
                    return
                }
            }
        }
    }
}

/// One seeded run of random events against one configuration.
@MainActor struct RandomRun {
    /// One event, as printed in failure messages.
    enum Event: CustomStringConvertible {
        case grab
        case drag(pages: Double, ticks: Int)
        case release(velocity: Double)
        case decelerate(ticks: Int)
        case advanceDeceleration(Double)
        case jump(Int, animated: Bool)
        case runAnimation(ticks: Int)
        case advanceAnimation(Double)
        case abandonAnimation
        case finishAnimationWithoutReport
        case lateAnimationReport
        case pressure(MemoryPressure)
        case visibility(Bool)
        case resize(Double)
        case badViewport(Double)

        var description: String {
            switch self {
            case .grab: "grab"
            case .drag(let pages, let ticks): "drag(\(pages) pages, ticks: \(ticks))"
            case .release(let velocity): "release(velocity: \(velocity))"
            case .decelerate(let ticks): "decelerate(ticks: \(ticks))"
            case .advanceDeceleration(let fraction): "advanceDeceleration(\(fraction))"
            case .jump(let index, let animated): "scrollToPage(\(index), animated: \(animated))"
            case .runAnimation(let ticks): "runAnimation(ticks: \(ticks))"
            case .advanceAnimation(let fraction): "advanceAnimation(\(fraction))"
            case .abandonAnimation: "abandonAnimation"
            case .finishAnimationWithoutReport: "finishAnimationWithoutReport"
            case .lateAnimationReport: "late didEndScrollingAnimation"
            case .pressure(let level): "memory pressure \(level)"
            case .visibility(let visible): "isVisible = \(visible)"
            case .resize(let length): "resize viewport to \(length)"
            case .badViewport(let length): "setViewportLength(\(length)) on the container"
            }
        }
    }

    /// What must not change when the container ignores a call.
    struct Snapshot: Equatable {
        var currentPage: Int
        var settledPage: Int
        var scrollState: ScrollState
        var position: Double
        var loaded: Set<Int>
        var hostCalls: Int
        var events: Int
    }

    let configuration: PagingConfiguration
    let pageCount: Int
    let seed: UInt64
    let harness: Harness
    private var generator: SeededGenerator
    private var recent: [String] = []

    init(configuration: PagingConfiguration, pageCount: Int, seed: UInt64) {
        self.configuration = configuration
        self.pageCount = pageCount
        self.seed = seed
        generator = SeededGenerator(seed: seed)
        harness = Harness(configuration: configuration, pageCount: pageCount)
    }

    var snapshot: Snapshot {
        Snapshot(
            currentPage: harness.container.currentPage, settledPage: harness.container.settledPage,
            scrollState: harness.container.scrollState, position: harness.container.position,
            loaded: harness.container.loadedPageIndices, hostCalls: harness.simulator.calls.count,
            events: harness.delegate.events.count)
    }

    /// Plays `count` events; returns a failure message at the first failure, or `nil`.
    mutating func play(events count: Int) -> String? {
        if let failure = failureMessage(harness.checkInvariants(), at: 0) { return failure }
        for number in 1...count {
            if let failure = failureMessage(step(number), at: number) { return failure }
        }
        return nil
    }

    /// Draws and applies one event, numbered `number`; returns the failures after it.
    mutating func step(_ number: Int) -> [String] {
        let event = nextEvent()
        recent.append("#\(number) \(event)")
        if recent.count > 20 { recent.removeFirst() }
        var failures = apply(event)
        let simulator = harness.simulator
        if simulator.isDragging, simulator.isAnimating {
            // The finger holds the content: an animation the container asked for mid-drag never
            // runs (the simulator drops it on the next drag tick; a release must not revive it).
            simulator.abandonAnimation()
        }
        failures += harness.checkInvariants()
        failures += windowSizeFailures()
        return failures.filter { !isRoundingOnly($0) }
    }

    /// Whether `failure` is the harness's "offset outside 0...max" for an offset that is exactly
    /// `(n − 1) × length` while the simulator computed `n × length − length` a rounding error lower.
    private func isRoundingOnly(_ failure: String) -> Bool {
        let simulator = harness.simulator
        let excess = simulator.contentOffset - simulator.maximumContentOffset
        return excess > 0 && excess <= 1e-9 * max(1, simulator.maximumContentOffset)
            && failure.hasPrefix("rest: offset \(simulator.contentOffset) outside 0...")
    }

    /// The last event applied, as printed in failure messages.
    var lastEvent: String? { recent.last }

    private func failureMessage(_ failures: [String], at number: Int) -> String? {
        guard !failures.isEmpty else { return nil }
        let container = harness.container
        return """
            Randomized run failed: seed \(seed), \(pageCount) pages, radius \(configuration.preloadRadius), \
            cache \(configuration.cacheLimit), \(configuration.direction), at event #\(number)
            \(failures.joined(separator: "\n"))
            state: current \(container.currentPage), settled \(container.settledPage), \(container.scrollState), \
            position \(container.position), offset \(harness.simulator.contentOffset), viewport \
            \(harness.simulator.viewportLength), visible \(container.isVisible), loaded \(container.loadedPageIndices.sorted())
            last events:
            \(recent.joined(separator: "\n"))
            """
    }

    /// The window holds at most `max(2 × radius + 1, 2)` pages plus the cache.
    private func windowSizeFailures() -> [String] {
        let radius = configuration.preloadRadius, cache = configuration.cacheLimit
        let limit = max(2 * radius + 1, 2) + cache
        let loaded = harness.container.loadedPageIndices.count
        return loaded > limit
            ? ["window: \(loaded) pages loaded, more than \(limit) (radius \(radius), cache \(cache))"] : []
    }

    // MARK: Events

    private mutating func random(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &generator)
    }

    /// A random multiple of `1 / steps` in `range`: quantized so no position lands within a
    /// rounding error of a page boundary without landing on it.
    private mutating func quantized(_ range: ClosedRange<Double>, steps: Double) -> Double {
        let lower = Int((range.lowerBound * steps).rounded(.up)), upper = Int((range.upperBound * steps).rounded(.down))
        return Double(random(lower...upper)) / steps
    }

    private mutating func pick(_ weighted: [(Int, () -> Event)]) -> Event {
        let total = weighted.reduce(0) { $0 + $1.0 }
        var roll = random(0...(total - 1))
        for (weight, make) in weighted {
            if roll < weight { return make() }
            roll -= weight
        }
        return weighted[0].1()
    }

    private mutating func nextEvent() -> Event {
        let simulator = harness.simulator
        let drag = Event.drag(pages: quantized(-1.7...1.7, steps: 128), ticks: random(1...6))
        let release = Event.release(velocity: Double(random(-2000...2000)))
        let jumpIndex = random(-2...(pageCount + 1))
        let jump = Event.jump(jumpIndex, animated: random(0...2) > 0)
        let pressure = Event.pressure(random(0...1) == 0 ? .warning : .critical)
        let visibility = Event.visibility(!harness.container.isVisible)
        let lengths: [Double] = [320, 333.3, 200, 97.5, 1024, 0.75, 414.0000001]
        let resize = Event.resize(lengths[random(0...(lengths.count - 1))])
        let badLengths: [Double] = [0, -320, .nan, .infinity, -.infinity, -0.0]
        let bad = Event.badViewport(badLengths[random(0...(badLengths.count - 1))])
        let decelerate = Event.decelerate(ticks: random(1...5))
        let advanceDeceleration = Event.advanceDeceleration(quantized(0.05...0.7, steps: 20))
        let runAnimation = Event.runAnimation(ticks: random(1...5))
        let advanceAnimation = Event.advanceAnimation(quantized(0.0625...0.75, steps: 16))

        if simulator.isDragging {
            return pick([
                (45, { drag }), (40, { release }), (5, { jump }), (3, { pressure }), (2, { visibility }),
                (2, { resize }), (1, { bad }), (1, { .lateAnimationReport }),
            ])
        }
        if simulator.isDecelerating {
            return pick([
                (35, { decelerate }), (25, { advanceDeceleration }), (15, { .grab }), (10, { drag }), (6, { jump }),
                (3, { pressure }), (2, { visibility }), (2, { resize }), (2, { .lateAnimationReport }), (1, { bad }),
            ])
        }
        // A late `didEndScrollingAnimation` comes after the animation stopped (abandoned, finished
        // without a report, or replaced), never while the host still animates.
        if simulator.isAnimating {
            return pick([
                (25, { runAnimation }), (25, { advanceAnimation }), (8, { .abandonAnimation }),
                (8, { .finishAnimationWithoutReport }), (8, { .grab }), (6, { drag }),
                (8, { jump }), (3, { pressure }), (2, { visibility }), (2, { resize }), (1, { bad }),
            ])
        }
        return pick([
            (30, { drag }), (3, { .grab }), (16, { jump }), (5, { pressure }), (4, { visibility }), (4, { resize }),
            (3, { bad }), (2, { .lateAnimationReport }), (1, { release }), (1, { decelerate }),
        ])
    }

    /// Applies `event`; returns failures the event itself shows (a wrong error, a change where
    /// nothing may change).
    private mutating func apply(_ event: Event) -> [String] {
        let simulator = harness.simulator
        let container = harness.container
        switch event {
        case .grab: simulator.beginDrag()
        case .drag(let pages, let ticks): simulator.drag(by: pages * simulator.viewportLength, ticks: ticks)
        case .release(let velocity): simulator.release(velocity: velocity)
        case .decelerate(let ticks): simulator.decelerate(ticks: ticks)
        case .advanceDeceleration(let fraction): simulator.advanceDeceleration(fraction: fraction)
        case .jump(let index, let animated):
            let before = snapshot
            let inRange = (0..<container.pageCount).contains(index)
            do {
                try container.scrollToPage(index, animated: animated)
                if !inRange { return ["scrollToPage(\(index)) with \(container.pageCount) pages did not throw"] }
            } catch {
                if inRange { return ["scrollToPage(\(index)) threw \(error) with \(container.pageCount) pages"] }
                if error != .pageOutOfRange(index: index, pageCount: container.pageCount) {
                    return ["scrollToPage(\(index)) threw \(error)"]
                }
                if snapshot != before { return ["an out-of-range jump changed \(before) to \(snapshot)"] }
            }
        case .runAnimation(let ticks): simulator.runAnimation(ticks: ticks)
        case .advanceAnimation(let fraction): simulator.advanceAnimation(fraction: fraction)
        case .abandonAnimation: simulator.abandonAnimation()
        case .finishAnimationWithoutReport: simulator.finishAnimationWithoutReport()
        case .lateAnimationReport: simulator.reportAnimationEnd()
        case .pressure(let level): container.handleMemoryPressure(level)
        case .visibility(let visible): container.isVisible = visible
        case .resize(let length): simulator.resizeViewport(to: length)
        case .badViewport(let length):
            let before = snapshot
            container.setViewportLength(length)
            if snapshot != before { return ["setViewportLength(\(length)) changed \(before) to \(snapshot)"] }
        }
        return []
    }
}

/// Minimal reproductions of what the randomized runs found, one rule each.
@Suite @MainActor struct RandomizedFindingsTests {
    /// What interrupts a deceleration without a drag.
    enum Interruption: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case jumpWithoutAnimation, jumpToTheSettledPage, viewportChange
        var testDescription: String { rawValue }
    }

    /// Rules 3 and 5 with the host contract: a deceleration continues from wherever the offset is,
    /// so when the container ends a settle without a drag — a jump without animation, a jump to
    /// the settled page made before the content moved, a viewport change — the host's remaining
    /// deceleration must not leave the content off a page (or on another one) with the container idle.
    @Test(arguments: Interruption.allCases)
    func aSettleEndedWithoutADragStillComesToRestOnAPage(interruption: Interruption) throws {
        let harness = Harness(pageCount: 5)
        let simulator = harness.simulator
        try harness.container.scrollToPage(1, animated: false)
        simulator.beginDrag()
        if interruption != .jumpToTheSettledPage { simulator.drag(by: 80, ticks: 2) }
        simulator.release(velocity: 1000)  // decelerating toward page 2
        #expect(simulator.isDecelerating)
        if interruption != .jumpToTheSettledPage { simulator.advanceDeceleration(fraction: 0.5) }
        let expectedPage: Int
        switch interruption {
        case .jumpWithoutAnimation:
            try harness.container.scrollToPage(4, animated: false)
            expectedPage = 4
        case .jumpToTheSettledPage:
            try harness.container.scrollToPage(1, animated: true)
            expectedPage = 1
        case .viewportChange:
            simulator.resizeViewport(to: 200)
            expectedPage = 2
        }
        harness.expectInvariants("right after the interruption")
        simulator.decelerate()
        simulator.runAnimation()
        #expect(harness.container.scrollState == .idle)
        #expect(harness.container.settledPage == expectedPage)
        #expect(harness.simulator.contentOffset == Double(expectedPage) * harness.viewportLength)
        harness.expectInvariants("after the host's deceleration ended")
    }

    /// Rule 5: a jump back to the settled page before the animation has moved stops the motion,
    /// so the host's animation must end too.
    @Test func aJumpBackBeforeTheAnimationMovesStopsTheHostAnimation() throws {
        let harness = Harness(pageCount: 5)
        try harness.container.scrollToPage(1, animated: true)
        try harness.container.scrollToPage(0, animated: true)
        #expect(harness.container.scrollState == .idle)
        #expect(!harness.simulator.isAnimating, "the container is idle but the host still animates to page 1")
        harness.simulator.runAnimation()
        #expect(harness.container.settledPage == 0)
        #expect(harness.simulator.contentOffset == 0)
        #expect(!harness.delegate.filtered.contains(.didScrollTo(1)))
        harness.expectInvariants()
    }

    /// Rules 4 and 5: a finger that catches an animated jump drags over the spliced slots; dragging
    /// on past them must never show a blank slot inside the content.
    @Test(arguments: [(3, 1, -800.0), (1, 5, 800.0)])
    func draggingPastACaughtJumpNeverShowsABlankSlot(start: Int, target: Int, delta: Double) throws {
        let harness = Harness(pageCount: 7)
        try harness.container.scrollToPage(start, animated: false)
        try harness.container.scrollToPage(target, animated: true)
        harness.simulator.advanceAnimation(fraction: 0.25)
        harness.simulator.beginDrag()
        for tick in 1...4 {
            harness.simulator.drag(by: delta / 4, ticks: 1)
            harness.expectInvariants("jump \(start) → \(target) caught, drag tick \(tick)")
        }
        harness.simulator.release(velocity: 0)
        harness.simulator.decelerate()
        harness.expectInvariants("at rest")
    }
}
