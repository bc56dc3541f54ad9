import Foundation
import PagedKit
import PagedKitTesting
import Testing

/// `ScrollPhysics` on its own: UIKit's closed form (WWDC 2018 session 803), checked against the
/// formulas written out here and against numbers worked out by hand.
@Suite struct ScrollPhysicsFormulaTests {
    /// `−1000 ln d`, the decay per second.
    static func k(_ rate: Double) -> Double { -1000 * log(rate) }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    @Test func theRatesAreUIKits() {
        #expect(ScrollPhysics.normal.decelerationRate == 0.998)
        #expect(ScrollPhysics.fast.decelerationRate == 0.99)
        #expect(ScrollPhysics.normal.framesPerSecond == 60)
        #expect(ScrollPhysics.normal.stopVelocity == 10)
        #expect(ScrollPhysics.normal.animationDuration == .milliseconds(300))
        #expect(ScrollPhysics() == .normal)
        #expect(ScrollPhysics.fast != .normal)
    }

    @Test func aShortFlingAtFastLastsAboutHalfASecond() {
        let physics = ScrollPhysics.fast
        let duration = Self.seconds(physics.decelerationDuration(distance: 220))
        let k = Self.k(0.99)
        #expect(abs(duration - log(1 + 220 * k / 10) / k) < 1e-12)
        #expect(abs(duration - 0.5376) < 1e-4)
        #expect(physics.frameCount(for: physics.decelerationDuration(distance: 220)) == 33)
        // The direction does not change the duration.
        #expect(physics.decelerationDuration(distance: -220) == physics.decelerationDuration(distance: 220))
        #expect(physics.decelerationDuration(distance: 0) == .zero)
    }

    /// Durations and frame counts, `⌈T × 60⌉`, worked out apart from the implementation.
    @Test(arguments: [
        (0.998, 220.0, 1.90192, 115), (0.998, 320.0, 2.08560, 126), (0.998, 20.0, 0.80431, 49),
        (0.99, 220.0, 0.53761, 33), (0.99, 320.0, 0.57475, 35), (0.99, 1.0, 0.06922, 5),
    ])
    func durationsAndFrames(rate: Double, distance: Double, expectedSeconds: Double, frames: Int) {
        let physics = ScrollPhysics(decelerationRate: rate)
        let duration = physics.decelerationDuration(distance: distance)
        #expect(abs(Self.seconds(duration) - expectedSeconds) < 1e-5)
        #expect(physics.frameCount(for: duration) == frames)
        #expect(frames == Int((Self.seconds(duration) * 60).rounded(.up)))
    }

    @Test func theProjectionIsWWDCs() {
        // 800 pt/s at 0.998: 800 × 0.998 / 0.002 / 1000 = 399.2 points.
        #expect(abs(ScrollPhysics.normal.projectedOffset(from: 100, velocity: 800) - 499.2) < 1e-9)
        #expect(abs(ScrollPhysics.fast.projectedOffset(from: 100, velocity: 800) - 179.2) < 1e-9)
        #expect(abs(ScrollPhysics.fast.projectedOffset(from: 100, velocity: -800) - 20.8) < 1e-9)
    }

    @Test func aFreeDecelerationStopsShortOfTheProjection() {
        for (physics, short) in [(ScrollPhysics.normal, 10 * 0.998 / 0.002 / 1000), (.fast, 10 * 0.99 / 0.01 / 1000)] {
            for velocity in [800.0, -2500] {
                let projected = physics.projectedOffset(from: 100, velocity: velocity)
                let rest = physics.freeRestingOffset(from: 100, velocity: velocity)
                #expect(abs(abs(projected - rest) - short) < 1e-9)
                #expect((projected - rest) * velocity > 0)
            }
        }
        let k = Self.k(0.998)
        let duration = Self.seconds(ScrollPhysics.normal.freeDecelerationDuration(velocity: -1000))
        #expect(abs(duration - log(1000 / 10) / k) < 1e-12)
        // At or below the stop velocity nothing moves.
        #expect(ScrollPhysics.normal.freeRestingOffset(from: 100, velocity: 10) == 100)
        #expect(ScrollPhysics.normal.freeDecelerationDuration(velocity: -5) == .zero)
    }

    @Test func progressFollowsTheDecayAndEndsAtTheStopVelocity() {
        let physics = ScrollPhysics.normal
        let distance = 220.0
        let duration = physics.decelerationDuration(distance: distance)
        let t = Self.seconds(duration)
        let k = Self.k(0.998)
        #expect(physics.decelerationProgress(after: .zero, distance: distance) == 0)
        #expect(physics.decelerationProgress(after: duration, distance: distance) == 1)
        #expect(physics.decelerationProgress(after: .seconds(10), distance: distance) == 1)
        let half = physics.decelerationProgress(after: .milliseconds(500), distance: distance)
        #expect(abs(half - (1 - exp(-k * 0.5)) / (1 - exp(-k * t))) < 1e-12)
        // The velocity where it ends, D × dp/dt, is the stop velocity; at the release it is D·k/(1 − e^(−kT)).
        let h = 1e-6
        let before = physics.decelerationProgress(after: .seconds(t - h), distance: distance)
        #expect(abs(distance * (1 - before) / h - 10) < 1e-3)
        let first = physics.decelerationProgress(after: .seconds(h), distance: distance)
        #expect(abs(distance * first / h - distance * k / (1 - exp(-k * t))) < 1e-2)
        // Monotonic, frame by frame.
        let frames = physics.frameCount(for: duration)
        let progress = (0...frames).map {
            physics.decelerationProgress(after: physics.time(ofFrame: $0), distance: distance)
        }
        #expect(zip(progress, progress.dropFirst()).allSatisfy { $0 < $1 })
        #expect(progress.last == 1)
    }

    @Test func animationsMoveAtConstantVelocity() {
        let physics = ScrollPhysics.normal
        #expect(physics.frameCount(for: physics.animationDuration) == 18)
        #expect(physics.animationProgress(after: .milliseconds(150)) == 0.5)
        #expect(physics.animationProgress(after: .milliseconds(300)) == 1)
        #expect(physics.animationProgress(after: .zero) == 0)
        #expect(ScrollPhysics(framesPerSecond: 120).frameCount(for: .milliseconds(300)) == 36)
    }

    @Test func framesAreTimedWithoutDrift() {
        let physics = ScrollPhysics.normal
        #expect(physics.time(ofFrame: 0) == .zero)
        #expect(physics.time(ofFrame: 1) == .nanoseconds(16_666_666))
        #expect(physics.time(ofFrame: 33) == .milliseconds(550))
        #expect(physics.time(ofFrame: 60) == .seconds(1))
        #expect(physics.time(ofFrame: 6000) == .seconds(100))
        #expect(physics.time(ofFrame: -3) == .zero)
        #expect(physics.frameCount(for: .zero) == 1)
        #expect(physics.frameCount(for: .milliseconds(1)) == 1)
        #expect(physics.frameCount(for: .seconds(1)) == 60)
    }

    @Test func invalidValuesCountAsTheDefaults() {
        let bad = ScrollPhysics(decelerationRate: 1.5, framesPerSecond: 0, stopVelocity: -1)
        #expect(bad.decelerationDuration(distance: 220) == ScrollPhysics.normal.decelerationDuration(distance: 220))
        #expect(bad.frameCount(for: .seconds(1)) == 60)
        #expect(ScrollPhysics(decelerationRate: .nan, framesPerSecond: .infinity).frameCount(for: .seconds(1)) == 60)
        #expect(ScrollPhysics.normal.decelerationDuration(distance: .infinity) == .zero)
        #expect(ScrollPhysics(animationDuration: .seconds(-1)).animationProgress(after: .zero) == 1)
    }
}

/// `ScrollSimulator` with physics: closed-form frames, the clock moved one frame per step, and a
/// real container's rest and auto-scroll timing (CONTRACT rules 2, 3 and 8).
@MainActor @Suite struct ScrollPhysicsSimulatorTests {
    /// The offsets the simulator reported, from the `index`th event on.
    static func scrolls(_ simulator: ScrollSimulator<TestPage>, from index: Int = 0) -> [Double] {
        simulator.sentEvents.dropFirst(index).compactMap {
            if case .didScroll(let offset) = $0 { return offset }
            return nil
        }
    }

    /// The offsets the simulator reported up to its first `didEndScrollingAnimation`.
    static func animationScrolls(_ simulator: ScrollSimulator<TestPage>) -> [Double] {
        let end = simulator.sentEvents.firstIndex(of: .didEndScrollingAnimation) ?? simulator.sentEvents.endIndex
        return simulator.sentEvents[..<end].compactMap {
            if case .didScroll(let offset) = $0 { return offset }
            return nil
        }
    }

    @Test func withoutPhysicsNothingChanges() throws {
        let harness = Harness(pageCount: 5)
        let simulator = harness.simulator
        simulator.clock = harness.scheduler
        simulator.drag(by: 80, ticks: 4)
        simulator.release(velocity: 1000)
        #expect(simulator.lastMotionDuration == nil)
        simulator.decelerate()
        #expect(Self.scrolls(simulator).suffix(4) == [140, 200, 260, 320])
        #expect(simulator.sentEvents.last == .didEndDecelerating)
        #expect(harness.scheduler.now == .zero)
        try harness.container.scrollToPage(3, animated: true)  // spliced next to page 1: 320 → 640
        simulator.clearSentEvents()
        simulator.runAnimation()
        // Four equal ticks; on arrival the container moves page 3 back to its own slot, 960.
        #expect(Self.animationScrolls(simulator) == [400, 480, 560, 640, 960])
        #expect(harness.scheduler.now == .zero)
        harness.expectInvariants()
    }

    @Test func aFlingAtFastTakesItsClosedFormFramesAndRestsOnThePage() throws {
        let harness = Harness(pageCount: 5)
        let simulator = harness.simulator
        let physics = ScrollPhysics.fast
        simulator.physics = physics
        simulator.clock = harness.scheduler
        harness.simulator.clearSentEvents()

        simulator.drag(by: 100, ticks: 4)
        #expect(harness.scheduler.now == physics.time(ofFrame: 4))  // a drag step is a frame too
        let target = simulator.release(velocity: 800)
        #expect(target == 320)
        #expect(simulator.lastMotionDuration == physics.decelerationDuration(distance: 220))
        let released = simulator.sentEvents.count
        simulator.decelerate()

        let offsets = Self.scrolls(simulator, from: released)
        #expect(offsets.count == 33)
        let expected = (1...33).map {
            100 + 220 * physics.decelerationProgress(after: physics.time(ofFrame: $0), distance: 220)
        }
        #expect(offsets == expected)
        #expect(offsets.last == 320)
        let steps = zip(offsets, offsets.dropFirst()).map { $1 - $0 }
        #expect(zip(steps, steps.dropFirst()).allSatisfy { $0 > $1 })  // slowing down every frame
        #expect(simulator.sentEvents.last == .didEndDecelerating)
        #expect(harness.scheduler.now == physics.time(ofFrame: 4) + .milliseconds(550))
        #expect(simulator.contentOffset == 320)
        #expect(harness.container.settledPage == 1)
        #expect(harness.container.position == 1)
        harness.expectInvariants()
    }

    @Test func aTickCountTakesEqualTimesAlongTheCurve() {
        let harness = Harness(pageCount: 5)
        let simulator = harness.simulator
        let physics = ScrollPhysics.normal
        simulator.physics = physics
        simulator.clock = harness.scheduler
        simulator.drag(by: 100)
        simulator.release(velocity: 800)
        let start = harness.scheduler.now
        let released = simulator.sentEvents.count
        let duration = physics.decelerationDuration(distance: 220)
        simulator.decelerate(ticks: 2)
        let halfway = physics.decelerationProgress(after: duration / 2, distance: 220)
        let offsets = Self.scrolls(simulator, from: released)
        #expect(offsets.count == 2)
        #expect(abs(offsets[0] - (100 + 220 * halfway)) < 1e-9)
        #expect(offsets[1] == 320)
        #expect(abs(ScrollPhysicsFormulaTests.seconds(harness.scheduler.now - start - duration)) < 1e-9)
        harness.expectInvariants()
    }

    @Test func anAnimatedJumpTakesEighteenFrames() throws {
        let harness = Harness(pageCount: 5)
        let simulator = harness.simulator
        simulator.physics = .normal
        simulator.clock = harness.scheduler
        try harness.container.scrollToPage(1, animated: true)
        #expect(simulator.lastMotionDuration == .milliseconds(300))
        simulator.clearSentEvents()
        simulator.runAnimation()
        let offsets = Self.animationScrolls(simulator)
        #expect(offsets.count == 18)
        for (frame, offset) in offsets.enumerated() {
            // Frames are whole nanoseconds: frame 1 is 16,666,666 ns in, a millionth of a point short.
            #expect(abs(offset - 320 * Double(frame + 1) / 18) < 1e-5)
        }
        #expect(offsets.last == 320)
        #expect(simulator.sentEvents.last == .didEndScrollingAnimation)
        #expect(harness.scheduler.now == .milliseconds(300))
        #expect(harness.container.settledPage == 1)
        harness.expectInvariants()
    }

    @Test func withoutAClockTimeStandsStill() {
        let harness = Harness(pageCount: 5)
        let simulator = harness.simulator
        simulator.physics = .fast
        simulator.clearSentEvents()
        var ran = false
        _ = harness.scheduler.schedule(after: .milliseconds(100)) { ran = true }
        simulator.swipe(by: 100, velocity: 800)
        #expect(Self.scrolls(simulator).count == 4 + 33)
        #expect(!ran)
        #expect(harness.scheduler.now == .zero)
        #expect(harness.container.settledPage == 1)
    }

    @Test(arguments: [324.4, 100.0 / 3])
    func aPixelRoundedFlingStillRestsExactlyOnThePage(length: Double) {
        let harness = Harness(pageCount: 5, viewportLength: length)
        let simulator = harness.simulator
        simulator.pixelScale = 3
        simulator.physics = .normal
        simulator.clock = harness.scheduler
        simulator.swipe(by: length / 3, velocity: 900)
        #expect(harness.container.settledPage == 1)
        #expect(harness.container.position == 1)
        #expect(abs(simulator.contentOffset - length) <= 1.0 / 6)
        #expect(simulator.violations.isEmpty)
        #expect(harness.delegate.appearanceCheck().failures.isEmpty)
    }

    @Test func aDecelerationAdvancedByHandGoesOnFromItsTime() {
        let harness = Harness(pageCount: 5)
        let simulator = harness.simulator
        let physics = ScrollPhysics.fast
        simulator.physics = physics
        simulator.clock = harness.scheduler
        simulator.drag(by: 100)
        simulator.release(velocity: 800)
        let start = harness.scheduler.now
        simulator.advanceDeceleration(fraction: 0.5)
        #expect(simulator.contentOffset == 210)
        #expect(harness.scheduler.now == start)
        let released = simulator.sentEvents.count
        simulator.decelerate()
        // The curve reaches half the distance after ln(2 / (1 + e^(−kT))) / k; the rest is in frames.
        let k = ScrollPhysicsFormulaTests.k(0.99)
        let total = ScrollPhysicsFormulaTests.seconds(physics.decelerationDuration(distance: 220))
        let halfway = log(2 / (1 + exp(-k * total))) / k
        let frames = Int(((total - halfway) * 60).rounded(.up))
        #expect(Self.scrolls(simulator, from: released).count == frames)
        #expect(simulator.contentOffset == 320)
        harness.expectInvariants()
    }

    /// UIKit decelerates freely when the target is the one it would rest at anyway: the free
    /// duration, `ln(|v| / 10) / k`, not the targeted one.
    @Test func aTargetWhereUIKitWouldRestIsAFreeDeceleration() throws {
        let harness = Harness(pageCount: 5)
        let simulator = harness.simulator
        let physics = ScrollPhysics.normal
        simulator.physics = physics
        simulator.clock = harness.scheduler
        simulator.drag(by: 100)
        // The velocity whose free rest is exactly the next page, found in representable steps.
        var velocity = (220 * 1000 * (1 - 0.998) / 0.998) + 10
        for _ in 0..<10_000 where physics.freeRestingOffset(from: 100, velocity: velocity) != 320 {
            velocity =
                physics.freeRestingOffset(from: 100, velocity: velocity) < 320 ? velocity.nextUp : velocity.nextDown
        }
        try #require(physics.freeRestingOffset(from: 100, velocity: velocity) == 320)
        simulator.release(velocity: velocity)
        let free = physics.freeDecelerationDuration(velocity: velocity)
        #expect(simulator.lastMotionDuration == free)
        #expect(free != physics.decelerationDuration(distance: 220))
        let released = simulator.sentEvents.count
        let start = harness.scheduler.now
        simulator.decelerate()
        #expect(Self.scrolls(simulator, from: released).count == physics.frameCount(for: free))
        #expect(harness.scheduler.now - start == physics.time(ofFrame: physics.frameCount(for: free)))
        #expect(simulator.contentOffset == 320)
        harness.expectInvariants()
    }

    /// A timer falls due between the frames it falls between on a device: the clock moves first,
    /// so the action sees the content where the previous frame left it.
    @Test func aTimerDueMidFlingRunsAtItsFrame() {
        let harness = Harness(pageCount: 5)
        let simulator = harness.simulator
        let physics = ScrollPhysics.fast
        simulator.physics = physics
        simulator.clock = harness.scheduler
        simulator.drag(by: 100)
        simulator.release(velocity: 800)
        let released = simulator.sentEvents.count
        var seen: (frames: Int, offset: Double, time: Duration)?
        _ = harness.scheduler.schedule(after: .milliseconds(100)) { [unowned simulator, unowned harness] in
            seen = (Self.scrolls(simulator, from: released).count, simulator.contentOffset, harness.scheduler.now)
        }
        simulator.decelerate()
        // 100 ms is in frame 6 (100.0 ms exactly): it runs before that frame moves the content.
        #expect(seen?.frames == 5)
        #expect(
            seen?.offset == 100 + 220 * physics.decelerationProgress(after: physics.time(ofFrame: 5), distance: 220))
        #expect(seen?.time == physics.time(ofFrame: 1) + .milliseconds(100))
        #expect(simulator.contentOffset == 320)
    }

    /// A finger that touches down from inside a frame catches the fling there: no end is reported.
    @Test func aTimerMayStopTheFling() {
        let harness = Harness(pageCount: 5)
        let simulator = harness.simulator
        simulator.physics = .fast
        simulator.clock = harness.scheduler
        simulator.drag(by: 100)
        simulator.release(velocity: 800)
        let released = simulator.sentEvents.count
        _ = harness.scheduler.schedule(after: .milliseconds(100)) { [unowned simulator] in simulator.beginDrag() }
        simulator.decelerate()
        #expect(Self.scrolls(simulator, from: released).count == 5)
        #expect(simulator.sentEvents.last == .willBeginDragging)
        #expect(!simulator.sentEvents.contains(.didEndDecelerating))
        #expect(harness.container.scrollState == .dragging)
        simulator.release()
        simulator.decelerate()
        #expect(harness.container.scrollState == .idle)
        harness.expectInvariants()
    }

    /// Rule 8: the move due in the middle of the fling was cancelled by the drag; the next one comes
    /// `resumeDelay` after the fling came to rest, on the clock the frames moved.
    @Test func anAutoScrollMoveDueMidFlingIsCancelledByTheDrag() {
        let harness = AutoScrollSupport.harness()
        let simulator = harness.simulator
        let physics = ScrollPhysics.fast
        simulator.physics = physics
        simulator.clock = harness.scheduler
        harness.scheduler.advance(by: .milliseconds(1_900))
        #expect(harness.scheduler.pendingDueTimes == [AutoScrollSupport.interval])

        simulator.swipe(by: 100, velocity: 800)  // 4 drag frames and 33 deceleration frames, past 2 s

        let rest = Duration.milliseconds(1_900) + physics.time(ofFrame: 4) + physics.time(ofFrame: 33)
        #expect(rest > AutoScrollSupport.interval)
        #expect(harness.scheduler.now == rest)
        #expect(AutoScrollSupport.animatedOffsets(harness).isEmpty)
        #expect(harness.container.settledPage == 1)
        #expect(harness.scheduler.pendingDueTimes == [rest + AutoScrollSupport.resumeDelay])
        harness.expectInvariants()
    }

    /// Rule 8: an auto-scroll move is an 18-frame animation; the next one is due `interval` after it
    /// came to rest, and runs in the frame that reaches that time.
    @Test func autoScrollMovesAreTimedFromTheirRest() {
        let harness = AutoScrollSupport.harness()
        let simulator = harness.simulator
        let physics = ScrollPhysics.normal
        simulator.physics = physics
        simulator.clock = harness.scheduler
        harness.scheduler.advance(by: AutoScrollSupport.interval)
        #expect(simulator.isAnimating)
        simulator.runAnimation()
        #expect(harness.container.settledPage == 1)
        let rest = AutoScrollSupport.interval + .milliseconds(300)
        #expect(harness.scheduler.now == rest)
        #expect(harness.scheduler.nextDueTime == rest + AutoScrollSupport.interval)

        // A fling from page 1 that is still moving when the next move would be due: the drag cancels it.
        harness.scheduler.advance(to: rest + .milliseconds(1_500))
        simulator.swipe(by: 100, velocity: 800)
        #expect(harness.container.settledPage == 2)
        #expect(AutoScrollSupport.animatedOffsets(harness) == [320])
        let flingEnd = rest + .milliseconds(1_500) + physics.time(ofFrame: 4) + physics.time(ofFrame: 115)
        #expect(harness.scheduler.now == flingEnd)
        #expect(harness.scheduler.nextDueTime == flingEnd + AutoScrollSupport.resumeDelay)
        harness.expectInvariants()
    }
}

/// The example of TestingYourPagingCode.md, "Reproduce a real fling's timing", as written there.
@MainActor @Suite struct ScrollPhysicsDocumentationTests {
    @Test func aBannerResumesAfterTheFlingComesToRest() {
        let cards = Cards()
        let scheduler = ManualScheduler()
        let container = PagedContainer<Card>(
            configuration: PagingConfiguration(
                autoScroll: AutoScroll(interval: .seconds(2), resumeDelay: .seconds(5))),
            scheduler: scheduler)
        let simulator = ScrollSimulator<Card>(viewportLength: 320)
        container.dataSource = cards
        simulator.attach(to: container)
        container.reloadData()
        let physics = ScrollPhysics.fast
        simulator.physics = physics
        simulator.clock = scheduler

        simulator.swipe(by: 100, velocity: 800)  // 4 drag frames, then 220 points to page 1

        #expect(simulator.lastMotionDuration == physics.decelerationDuration(distance: 220))  // ≈ 0.538 s
        #expect(scheduler.now == physics.time(ofFrame: 4) + physics.time(ofFrame: 33))
        #expect(simulator.contentOffset == 320)  // the last frame lands exactly on the page
        #expect(scheduler.nextDueTime == scheduler.now + .seconds(5))  // resumeDelay after the rest
    }
}

private final class Card {
    let index: Int
    init(index: Int) { self.index = index }
}

@MainActor private final class Cards: PageDataSource {
    func numberOfPages(in container: PagedContainer<Card>) -> Int { 5 }
    func container(_ container: PagedContainer<Card>, pageAt index: Int) -> Card { Card(index: index) }
}
