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
    /// second after the move started: if the host ticked since, the animation may still be running
    /// (a long one), so it looks again a second later; once no report came for a whole second, the
    /// content rests on the nearest page. It starts no move then: the next comes one interval after
    /// that rest, from the page it rested on.
    @Test(arguments: [(0.0, 0), (0.3, 0), (0.7, 1)], [false, true])
    func anAbandonedAnimationDoesNotStallAutoScroll(abandoned: (fraction: Double, restingPage: Int), isLooping: Bool) {
        let h = S.harness(isLooping: isLooping)
        h.scheduler.advance(by: interval)
        #expect(S.animationTargetPage(h) == 1)
        #expect(h.scheduler.pendingDueTimes == [interval + .seconds(1)], "the move's watchdog only")
        if abandoned.fraction > 0 { h.simulator.advanceAnimation(fraction: abandoned.fraction) }
        h.simulator.abandonAnimation()
        h.expectInvariants("abandoned at \(abandoned.fraction)")
        S.clearLogs(h)

        // Ticks since the watchdog was armed: it waits one more second.
        let looks = abandoned.fraction > 0 ? 2 : 1
        let restTime = interval + .seconds(1) * looks
        h.scheduler.advance(to: restTime - ms)
        #expect(S.moves(h) == [], "nothing before the watchdog")
        #expect(h.container.scrollState == .settling)
        h.scheduler.advance(by: ms)

        let rest = abandoned.restingPage
        let next = rest + 1
        let reached: [RecordingDelegate.Event] = rest == 0 ? [] : [.didScrollTo(rest)]
        #expect(S.moves(h) == reached + [.state(.idle)], "rests on \(rest) and starts nothing")
        #expect(h.container.settledPage == rest)
        #expect(h.container.scrollState == .idle)
        #expect(h.simulator.page(at: h.simulator.contentOffset)?.index == rest, "the host stopped on \(rest)")
        #expect(h.simulator.contentOffset.truncatingRemainder(dividingBy: h.viewportLength) == 0, "on a page")
        #expect(!h.simulator.isAnimating)
        #expect(S.animatedOffsets(h) == [])
        #expect(h.scheduler.pendingDueTimes == [restTime + interval], "the next move, one interval after the rest")
        h.expectInvariants()

        S.clearLogs(h)
        h.scheduler.advance(to: restTime + interval - ms)
        S.expectNoMove(h, restingOn: rest, "1 ms before the interval from the rest")
        h.scheduler.advance(by: ms)
        S.expectMoveStarted(h, from: rest, to: next)
        h.simulator.runAnimation()
        #expect(h.container.settledPage == next)
        #expect(h.container.position == Double(next))
        #expect(h.scheduler.pendingDueTimes == [restTime + interval * 2])
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
    /// move: it must not stall either. Exactly one thing stays due: the move's watchdog (re-armed one
    /// second from a pause, a resume or a new interval; kept by a new radius, which then sees the tick
    /// after it was armed and looks again a second later), or, after hiding (which ends the move at
    /// once on its target) and showing, the interval from that rest. The abandoned move rests where
    /// the host left it, and the next move comes one interval (the new one, if changed) after the rest.
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
        // What is due after the change, when the move rests and on which page, and when the next
        // move is due.
        let (due, rest, restingPage, nextDue): (Duration, Duration, Int, Duration) =
            switch change {
            case .hideAndShow: (.milliseconds(2100) + interval, .milliseconds(2100), 1, .milliseconds(2100) + interval)
            case .pauseAndResume: (.milliseconds(3100), .milliseconds(3100), 0, .milliseconds(3100) + interval)
            case .newInterval: (.milliseconds(3100), .milliseconds(3100), 0, .milliseconds(3100) + .seconds(3))
            case .newRadius: (.seconds(3), .seconds(4), 0, .seconds(4) + interval)
            }
        #expect(h.scheduler.pendingDueTimes == [due], "one thing is still due after \(change)")
        if change != .hideAndShow {
            #expect(h.container.scrollState == .settling)
            h.scheduler.advance(to: rest - ms)
            #expect(h.container.scrollState == .settling, "not abandoned before a second without a report")
            h.scheduler.advance(by: ms)
        }
        #expect(h.container.scrollState == .idle, "rested after \(change)")
        #expect(h.container.settledPage == restingPage)
        #expect(h.simulator.contentOffset == h.restingOffset(ofPage: restingPage))
        #expect(h.scheduler.pendingDueTimes == [nextDue], "the next move is timed from the rest")

        S.clearLogs(h)
        h.scheduler.advance(to: nextDue - ms)
        S.expectNoMove(h, restingOn: restingPage, "1 ms before the next move")
        h.scheduler.advance(by: ms)
        S.expectMoveStarted(h, from: restingPage, to: restingPage + 1)
        h.simulator.runAnimation()
        #expect(h.container.settledPage == restingPage + 1)
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

    /// A host that stops short and reports the end at once: the report is not the running move's
    /// (the host is not at its target) and changes nothing; the move stays settling. The report counts
    /// as one from the host, so the watchdog due 1 s after the move started looks again a second
    /// later; with no report since, the move is abandoned and rests on the nearest page, and the
    /// interval counts from that rest.
    @Test func anAnimationEndedShortChangesNothingUntilAbandonedThenRestsOnTheNearestPageAndTheIntervalCountsFromThere()
    {
        let h = S.harness()
        h.scheduler.advance(by: interval)
        h.simulator.advanceAnimation(fraction: 0.3)
        h.simulator.abandonAnimation()
        h.scheduler.advance(by: .milliseconds(400))
        S.clearLogs(h)
        let before = h.snapshot
        h.simulator.reportAnimationEnd()
        #expect(h.container.scrollState == .settling, "an end short of the target changes nothing")
        #expect(h.delegate.events == [])
        #expect(h.simulator.calls == [])
        #expect(h.snapshot == before)
        #expect(h.scheduler.pendingDueTimes == [interval + .seconds(1)], "only the move's watchdog")

        h.scheduler.advance(to: interval + .seconds(1))
        #expect(h.container.scrollState == .settling, "the end report came within the second")
        #expect(h.scheduler.pendingDueTimes == [interval + .seconds(2)], "the watchdog looks again")
        h.scheduler.advance(to: interval + .seconds(2) - ms)
        #expect(h.container.scrollState == .settling)
        h.scheduler.advance(by: ms)
        let rest = interval + .seconds(2)
        #expect(h.container.settledPage == 0)
        #expect(h.container.scrollState == .idle)
        #expect(h.simulator.contentOffset == 0)
        #expect(h.scheduler.pendingDueTimes == [rest + interval])
        h.expectInvariants()

        S.clearLogs(h)
        h.scheduler.advance(to: rest + interval - ms)
        S.expectNoMove(h, restingOn: 0)
        h.scheduler.advance(by: ms)
        S.expectMoveStarted(h, from: 0, to: 1)
    }
}
