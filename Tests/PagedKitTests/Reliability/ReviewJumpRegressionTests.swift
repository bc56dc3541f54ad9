import PagedKit
import PagedKitTesting
import Testing

/// Defects an outside review found in animated jumps (issue 13, items 1–3): each test reproduces one
/// through the public API and is named after what it broke.
@Suite @MainActor struct ReviewJumpRegressionTests {
    // MARK: Item 1: a stale end report

    /// Rule 5: the host reports `didEndScrollingAnimation` for an animation right after its last tick,
    /// after the container has already rested on it. A jump made from `didScrollToPage` in between
    /// (a chained auto-advance, a tab tapped twice) must not be ended by that late report.
    @Test func aStaleEndReportDoesNotEndTheNextJump() throws {
        let harness = Harness(pageCount: 10)
        let simulator = harness.simulator
        harness.delegate.onDidScrollTo = { container, index in
            if index < 3 { try? container.scrollToPage(index + 1, animated: true) }
        }
        try harness.container.scrollToPage(1, animated: true)
        for expected in 1...3 {
            simulator.advanceAnimation(fraction: 1)  // the arrival tick: the container rests on `expected`
            #expect(harness.container.settledPage == expected)
            simulator.reportAnimationEnd()  // UIKit's report of the animation that just arrived
            if expected < 3 {
                #expect(
                    harness.container.scrollState == .settling, "the stale report ended the jump to \(expected + 1)")
                #expect(simulator.isAnimating)
            }
            harness.expectInvariants("after the stale report at \(expected)")
        }
        #expect(harness.container.settledPage == 3)
        #expect(
            harness.delegate.filtered.filter { if case .didScrollTo = $0 { true } else { false } }
                == [.didScrollTo(1), .didScrollTo(2), .didScrollTo(3)])
        harness.expectInvariants()
    }

    /// Rule 5: an animation ended by a non-animated jump may still be reported as ended, late; the
    /// animated jump made after it must reach its own target.
    @Test func aLateEndReportOfAnEndedAnimationDoesNotStopTheNextJump() throws {
        let harness = Harness(
            configuration: PagingConfiguration(isLooping: true, direction: .rightToLeft), pageCount: 20)
        let simulator = harness.simulator
        try harness.container.scrollToPage(10, animated: true)
        simulator.advanceAnimation(fraction: 0.4)
        try harness.container.scrollToPage(5, animated: false)
        try harness.container.scrollToPage(6, animated: true)
        simulator.reportAnimationEnd()
        #expect(harness.container.scrollState == .settling, "the late report ended the jump to 6 on 5")
        simulator.runAnimation()
        #expect(harness.container.settledPage == 6)
        #expect(harness.container.currentPage == 6)
        harness.expectInvariants()
    }

    /// An end report from a host that stopped part-way is not the running move's (the host is not
    /// at its target): it changes nothing, and the watchdog rests the move where the host is once
    /// a whole second passed without a report.
    @Test func anEndReportShortOfTheTargetWaitsForTheWatchdog() throws {
        let harness = Harness(pageCount: 10)
        try harness.container.scrollToPage(4, animated: true)
        harness.simulator.advanceAnimation(fraction: 0.3)
        harness.simulator.abandonAnimation()
        harness.simulator.reportAnimationEnd()
        #expect(harness.container.scrollState == .settling)
        // The watchdog, due a second after the jump began, saw reports since: it looks again a
        // second later and finds none.
        harness.scheduler.advance(by: .seconds(1))
        #expect(harness.container.scrollState == .settling)
        harness.scheduler.advance(by: .seconds(1))
        #expect(harness.container.scrollState == .idle)
        #expect(harness.container.settledPage == 0, "rested on the nearest page, the start")
        harness.expectInvariants()
    }

    // MARK: Item 2: retarget chains in a loop

    /// Rules 2 and 5: a chain of animated jumps that each retarget before arriving never comes to rest,
    /// so nothing re-centred the 64 slots of looping content: every retarget must keep the content
    /// inside them, animate toward the target and report a position inside the pages.
    @Test(arguments: [0.9, 0.4])
    func aLongRetargetChainInALoopStaysInsideTheContent(fraction: Double) throws {
        let harness = Harness(configuration: PagingConfiguration(isLooping: true), pageCount: 1000)
        let simulator = harness.simulator
        var lastPosition = 0.0
        for k in 1...80 {
            try harness.container.scrollToPage(k, animated: true)
            let target = try #require(simulator.animationTarget, "step \(k): no animation")
            #expect(target > simulator.contentOffset, "step \(k): animates backward for a forward target")
            #expect(target >= 0 && target <= simulator.maximumContentOffset, "step \(k): target outside the content")
            simulator.advanceAnimation(fraction: fraction)
            let position = harness.container.position
            #expect(position >= lastPosition && position < Double(k) + 1e-9, "step \(k): position \(position)")
            lastPosition = position
            harness.expectInvariants("step \(k)")
        }
        simulator.runAnimation()
        #expect(harness.container.settledPage == 80)
        #expect(harness.container.currentPage == 80)
        harness.expectInvariants()
    }

    // MARK: Item 3: the auto-scroll watchdog

    /// Rule 8: the watchdog that rescues auto-scroll from a host that never reports an animation's end
    /// must not cut an animation that is still ticking: a 300 ms animation with a 100 ms interval
    /// arrives, and the next move starts `interval` after it rests.
    @Test func theWatchdogDoesNotCutATickingAutoScrollMove() {
        let harness = Harness(
            configuration: PagingConfiguration(autoScroll: AutoScroll(interval: .milliseconds(100))), pageCount: 5)
        let simulator = harness.simulator
        harness.scheduler.advance(by: .milliseconds(100))
        #expect(simulator.isAnimating, "the first move starts after the interval")
        harness.delegate.clearEvents()
        for _ in 0..<6 {  // 300 ms of animation in 50 ms frames
            harness.scheduler.advance(by: .milliseconds(50))
            simulator.advanceAnimation(fraction: 1.0 / 6)
        }
        simulator.reportAnimationEnd()
        #expect(harness.container.settledPage == 1)
        #expect(
            harness.delegate.filtered.filter { if case .didScrollTo = $0 { true } else { false } } == [.didScrollTo(1)])
        #expect(
            !harness.delegate.positions.contains { $0 < 0 || $0 > 1 }, "snapped back: \(harness.delegate.positions)")
        harness.expectInvariants()
    }

    /// Rule 8 and 5: a user's animated jump on an auto-scrolling banner runs to its target, however
    /// long the host animates, as long as ticks keep coming.
    @Test func theWatchdogDoesNotCutAUsersJump() throws {
        let harness = Harness(
            configuration: PagingConfiguration(autoScroll: AutoScroll(interval: .milliseconds(100))), pageCount: 5)
        let simulator = harness.simulator
        try harness.container.scrollToPage(3, animated: true)
        for _ in 0..<10 {
            harness.scheduler.advance(by: .milliseconds(30))
            simulator.advanceAnimation(fraction: 0.1)
        }
        #expect(harness.container.settledPage == 3)
        harness.expectInvariants()
    }

    /// The watchdog still rescues auto-scroll when the host abandons a move without reporting it.
    @Test func theWatchdogStillRescuesAnAbandonedMove() {
        let harness = Harness(
            configuration: PagingConfiguration(autoScroll: AutoScroll(interval: .milliseconds(100))), pageCount: 5)
        let simulator = harness.simulator
        harness.scheduler.advance(by: .milliseconds(100))
        simulator.advanceAnimation(fraction: 0.3)
        simulator.abandonAnimation()
        // The tick at 100 ms counts as a report: the watchdog, due at 1.1 s, looks again at 2.1 s
        // and finds no report since: it rests the abandoned move on page 0, and the next move
        // comes one interval after that rest.
        harness.scheduler.advance(to: .milliseconds(2099))
        #expect(harness.container.scrollState == .settling)
        harness.scheduler.advance(to: .milliseconds(2100))
        #expect(harness.container.scrollState == .idle)
        #expect(harness.container.settledPage == 0)
        #expect(!simulator.isAnimating)
        harness.scheduler.advance(to: .milliseconds(2200))
        #expect(simulator.isAnimating)
        #expect(harness.container.scrollState == .settling)
        harness.expectInvariants()
    }
}
