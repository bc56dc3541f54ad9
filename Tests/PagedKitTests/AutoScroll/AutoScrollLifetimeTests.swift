import PagedKit
import PagedKitTesting
import Testing

/// Rule 8's "a pending move never keeps the container alive", and the issue's "a move whose
/// animation the host abandons does not stall auto-scroll": released containers, abandoned, silent
/// and late animation ends.
@Suite @MainActor struct AutoScrollLifetimeTests {
    typealias S = AutoScrollSupport
    let interval = AutoScrollSupport.interval
    let ms = AutoScrollSupport.oneMillisecond

    // MARK: Released containers

    enum Moment: CaseIterable {
        /// At rest with a move pending.
        case movePending
        /// While an auto-scroll move animates (its watchdog pending).
        case midAnimation
    }

    /// The scheduler does not keep the container alive, and the released container cancels what it
    /// scheduled: nothing is pending and running the scheduler runs nothing.
    @Test(arguments: Moment.allCases)
    func aReleasedContainerCancelsWhatItScheduled(moment: Moment) {
        let scheduler = ManualScheduler()
        let dataSource = TestDataSource(count: 5)
        let delegate = RecordingDelegate()
        let simulator = ScrollSimulator<TestPage>(viewportLength: 320)
        weak var released: PagedContainer<TestPage>?
        do {
            let container = PagedContainer<TestPage>(
                configuration: PagingConfiguration(autoScroll: AutoScroll(interval: interval)), scheduler: scheduler)
            container.dataSource = dataSource
            container.delegate = delegate
            simulator.attach(to: container)
            container.reloadData()
            if moment == .midAnimation {
                scheduler.advance(by: interval)
                simulator.advanceAnimation(fraction: 0.5)
                #expect(container.scrollState == .settling)
            }
            #expect(scheduler.pendingCount == 1)
            released = container
        }
        #expect(released == nil, "the scheduled action holds the container weakly")
        #expect(scheduler.pendingCount == 0, "the released container cancelled its move")
        #expect(scheduler.nextDueTime == nil)

        delegate.clearEvents()
        simulator.clearLogs()
        simulator.runAnimation()  // the host finishes on its own; nobody listens
        #expect(scheduler.advance(by: .seconds(60)) == 0)
        #expect(scheduler.runAll() == 0)
        #expect(delegate.events == [])
        #expect(simulator.calls == [])
    }

    // MARK: Abandoned and silent animations

    /// The host drops the animation part-way and never reports its end. The watchdog looks one
    /// interval after the move started: if the host ticked since, the animation may still be running
    /// (a long one), so it looks again an interval later; once no tick came for a whole interval, the
    /// content rests on the nearest page and the next move starts from there.
    @Test(arguments: [(0.0, 0), (0.3, 0), (0.7, 1)], [false, true])
    func anAbandonedAnimationDoesNotStallAutoScroll(abandoned: (fraction: Double, restingPage: Int), isLooping: Bool) {
        let h = S.harness(isLooping: isLooping)
        h.scheduler.advance(by: interval)
        #expect(S.animationTargetPage(h) == 1)
        if abandoned.fraction > 0 { h.simulator.advanceAnimation(fraction: abandoned.fraction) }
        h.simulator.abandonAnimation()
        h.expectInvariants("abandoned at \(abandoned.fraction)")
        S.clearLogs(h)

        // Ticks since the watchdog was armed: it waits one more interval.
        let looks = abandoned.fraction > 0 ? 2 : 1
        h.scheduler.advance(by: interval * looks - ms)
        #expect(S.moves(h) == [], "nothing before the watchdog")
        #expect(h.container.scrollState == .settling)
        h.scheduler.advance(by: ms)

        let rest = abandoned.restingPage
        let next = rest + 1
        let reached: [RecordingDelegate.Event] = rest == 0 ? [] : [.didScrollTo(rest)]
        #expect(
            h.delegate.filtered.filter(S.isPageChange) == reached + [.willScrollTo(next)],
            "rests on \(rest), then moves to \(next)")
        #expect(h.container.settledPage == rest)
        #expect(S.animationTargetPage(h) == next)
        #expect(S.animatedOffsets(h).count == 1)
        let rescued = interval * (1 + looks)
        #expect(h.scheduler.pendingDueTimes == [rescued + interval], "a new watchdog for the new move")
        h.expectInvariants()

        h.simulator.runAnimation()
        #expect(h.container.settledPage == next)
        #expect(h.container.position == Double(next))
        #expect(h.scheduler.pendingDueTimes == [rescued + interval])
        h.expectInvariants()
    }

    /// Something that restarts or re-arms auto-scroll while a move animates.
    enum MidMoveChange: CaseIterable {
        case hideAndShow
        case pauseAndResume
        case newInterval
        case newRadius
    }

    /// The host abandons an animation after something restarted or re-armed auto-scroll during the
    /// move: it must not stall either. Something stays due, and a move starts within two intervals
    /// of the last tick (a watchdog that saw a tick looks again an interval later).
    @Test(arguments: MidMoveChange.allCases)
    func anAbandonedAnimationAfterAMidMoveChangeDoesNotStallAutoScroll(change: MidMoveChange) {
        let h = S.harness()
        h.scheduler.advance(by: interval)
        h.simulator.advanceAnimation(fraction: 0.3)
        h.scheduler.advance(by: .milliseconds(100))
        switch change {
        case .hideAndShow:
            h.container.isVisible = false
            h.container.isVisible = true
        case .pauseAndResume:
            h.container.pauseAutoScroll()
            h.container.resumeAutoScroll()
        case .newInterval:
            h.container.configuration.autoScroll = AutoScroll(interval: .seconds(3))
        case .newRadius:
            h.container.configuration.preloadRadius = 2
        }
        h.simulator.abandonAnimation()
        #expect(h.scheduler.pendingCount == 1, "something is still due after \(change)")
        h.scheduler.advance(by: .seconds(4))
        // Hiding ends a move at once on its target (page 1), so the next move goes to page 2.
        let next = change == .hideAndShow ? 2 : 1
        #expect(S.animationTargetPage(h) == next, "a new move started after \(change)")
        h.simulator.runAnimation()
        #expect(h.container.settledPage == next)
        h.expectInvariants()
    }

    /// The host moves to the target and never reports the end: the arrival is the rest, and the
    /// interval counts from it; a late report then changes nothing.
    @Test func anAnimationFinishedWithoutReportRestsOnArrivalAndALateReportChangesNothing() {
        let h = S.harness()
        h.scheduler.advance(by: interval)
        h.scheduler.advance(by: .milliseconds(500))
        h.simulator.finishAnimationWithoutReport()
        #expect(!h.simulator.sentEvents.contains(.didEndScrollingAnimation))
        #expect(h.container.settledPage == 1)
        #expect(h.container.scrollState == .idle)
        #expect(S.moves(h) == [.willScrollTo(1), .state(.settling), .didScrollTo(1), .state(.idle)])
        #expect(h.scheduler.pendingDueTimes == [.milliseconds(2500) + interval], "the watchdog gave way")
        h.expectInvariants()

        h.scheduler.advance(by: .milliseconds(300))
        S.clearLogs(h)
        let before = h.snapshot
        h.simulator.reportAnimationEnd()
        #expect(h.delegate.events == [])
        #expect(h.simulator.calls == [])
        #expect(h.snapshot == before)
        #expect(h.scheduler.pendingDueTimes == [.milliseconds(2500) + interval], "the late report restarts nothing")

        h.scheduler.advance(to: .milliseconds(2500) + interval - ms)
        S.expectNoMove(h, restingOn: 1)
        h.scheduler.advance(by: ms)
        S.expectMoveStarted(h, from: 1, to: 2)
    }

    /// A host that stops short and reports the end at once: the content rests on the nearest page
    /// and the interval counts from that rest.
    @Test func anAnimationEndedShortRestsOnTheNearestPageAndTheIntervalCountsFromThere() {
        let h = S.harness()
        h.scheduler.advance(by: interval)
        h.simulator.advanceAnimation(fraction: 0.3)
        h.simulator.abandonAnimation()
        h.scheduler.advance(by: .milliseconds(400))
        h.simulator.reportAnimationEnd()
        #expect(h.container.settledPage == 0)
        #expect(h.container.scrollState == .idle)
        #expect(h.simulator.contentOffset == 0)
        #expect(h.scheduler.pendingDueTimes == [.milliseconds(2400) + interval])
        h.expectInvariants()
    }
}
