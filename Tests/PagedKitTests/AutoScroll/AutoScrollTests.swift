import PagedKit
import PagedKitTesting
import Testing

/// CONTRACT rule 8 and issue 4: when auto-scroll moves, what cancels and restarts its interval, and
/// what leaves it alone. Time moves only through `ManualScheduler`; the default harness is ready
/// (viewport and data) at time 0 with a 2 s interval and a 5 s resume delay.
@Suite @MainActor struct AutoScrollTests {
    typealias S = AutoScrollSupport
    let interval = AutoScrollSupport.interval
    let resumeDelay = AutoScrollSupport.resumeDelay
    let ms = AutoScrollSupport.oneMillisecond

    // MARK: The interval

    @Test(arguments: [PagingDirection.leftToRight, .rightToLeft])
    func theFirstMoveStartsExactlyOneIntervalAfterTheContainerIsReady(direction: PagingDirection) {
        let h = S.harness(direction: direction)
        #expect(h.scheduler.pendingCount == 1)
        #expect(h.scheduler.nextDueTime == interval)

        h.scheduler.advance(by: interval - ms)
        S.expectNoMove(h, restingOn: 0, "1 ms before the interval")
        #expect(h.simulator.animationTarget == nil)

        h.scheduler.advance(by: ms)
        S.expectMoveStarted(h, from: 0, to: 1)
        h.simulator.runAnimation()
        #expect(S.moves(h) == [.willScrollTo(1), .state(.settling), .didScrollTo(1), .state(.idle)])
        #expect(h.simulator.contentOffset == h.restingOffset(ofPage: 1))
        h.expectInvariants()
    }

    /// The next interval counts from when the last move came to rest, not from when it started, also
    /// for a move longer than the interval (the host ticks every 100 ms meanwhile).
    @Test(arguments: [0, 300, 1999, 4500])
    func theNextMoveComesOneIntervalAfterTheLastCameToRest(animationMilliseconds: Int) {
        let h = S.harness()
        h.scheduler.advance(by: interval)
        var elapsed = 0
        while elapsed < animationMilliseconds {
            let step = min(100, animationMilliseconds - elapsed)
            h.scheduler.advance(by: .milliseconds(step))
            elapsed += step
            h.simulator.advanceAnimation(fraction: 0.9 * Double(step) / Double(animationMilliseconds))
        }
        #expect(h.container.scrollState == .settling, "still animating")
        h.simulator.runAnimation()
        let rest = interval + .milliseconds(animationMilliseconds)
        #expect(h.container.settledPage == 1)
        #expect(h.scheduler.pendingDueTimes == [rest + interval])

        S.clearLogs(h)
        h.scheduler.advance(to: rest + interval - ms)
        S.expectNoMove(h, restingOn: 1)
        h.scheduler.advance(by: ms)
        S.expectMoveStarted(h, from: 1, to: 2)
    }

    /// Ready means data and a viewport, in either order; the interval starts with the second.
    @Test(arguments: [false, true])
    func theFirstMoveComesOneIntervalAfterTheSecondOfViewportAndData(viewportFirst: Bool) {
        let h = Harness(
            configuration: PagingConfiguration(autoScroll: AutoScroll(interval: interval)), attach: false,
            reload: false)
        h.scheduler.advance(by: .seconds(3))
        if viewportFirst { h.simulator.attach(to: h.container) } else { h.container.reloadData() }
        #expect(h.scheduler.pendingCount == 0, "not ready yet")
        h.scheduler.advance(by: .seconds(1))
        if viewportFirst { h.container.reloadData() } else { h.simulator.attach(to: h.container) }
        #expect(h.scheduler.pendingDueTimes == [.seconds(6)])

        h.scheduler.advance(to: .seconds(6) - ms)
        #expect(!h.simulator.isAnimating && h.container.settledPage == 0)
        h.scheduler.advance(by: ms)
        #expect(S.animationTargetPage(h) == 1)
    }

    // MARK: Wrap and rewind

    @Test func loopingWrapsFromTheLastPageForwardOnePageAcrossTheSeam() {
        let h = S.harness(isLooping: true)
        for page in 1...4 { S.autoScroll(h, to: page) }
        S.clearLogs(h)
        let madeBefore = h.dataSource.madeIndices.count

        h.scheduler.advance(by: interval)
        S.expectMoveStarted(h, from: 4, to: 0)
        h.simulator.runAnimation()

        #expect(h.container.settledPage == 0)
        #expect(h.delegate.positions == [4.25, 4.5, 4.75, 0], "forward through 4.5, wrapped to 0 at the end")
        #expect(h.delegate.filtered.filter(S.isPageChange) == [.willScrollTo(0), .didScrollTo(0)])
        #expect(h.container.loadedPageIndices == [4, 0, 1])
        #expect(Array(h.dataSource.madeIndices.dropFirst(madeBefore)) == [1], "only the new neighbour is made")
        #expect(h.simulator.contentOffset == 32 * 320, "re-centred at rest")
        h.expectInvariants()
        // And on around the loop.
        S.autoScroll(h, to: 1)
        h.expectInvariants()
    }

    @Test(arguments: [PagingDirection.leftToRight, .rightToLeft])
    func nonLoopingRewindsFromTheLastPageToPage0WithOnePageOfAnimation(direction: PagingDirection) throws {
        let h = S.harness(pageCount: 10, direction: direction)
        try h.container.scrollToPage(9, animated: false)
        #expect(h.scheduler.pendingDueTimes == [interval], "the jump restarted the interval at 0 s")
        S.clearLogs(h)
        let madeBefore = h.dataSource.madeIndices.count

        h.scheduler.advance(by: interval)
        // One page of animation, backward in reading order: the reading direction's opposite.
        #expect(S.moves(h) == [.willScrollTo(0), .state(.settling)])
        let start = h.simulator.contentOffset
        let target = try #require(h.simulator.animationTarget)
        #expect(target - start == (direction == .rightToLeft ? 320 : -320))
        #expect(S.animationTargetPage(h) == 0)
        for _ in 1...3 {
            h.simulator.advanceAnimation(fraction: 0.25)
            #expect(
                Set(h.dataSource.madeIndices.dropFirst(madeBefore)).isSubset(of: [0]),
                "no page between 9 and 0 is made: \(h.dataSource.madeIndices.dropFirst(madeBefore))")
            h.expectInvariants()
        }
        h.simulator.runAnimation()

        #expect(h.container.settledPage == 0)
        #expect(h.simulator.contentOffset == h.restingOffset(ofPage: 0))
        #expect(h.container.loadedPageIndices == [0, 1])
        #expect(Array(h.dataSource.madeIndices.dropFirst(madeBefore)) == [0, 1], "the target, then its window")
        #expect(S.moves(h) == [.willScrollTo(0), .state(.settling), .didScrollTo(0), .state(.idle)])
        h.expectInvariants()
        // The next move goes forward again, one interval after the rewind came to rest.
        #expect(h.scheduler.pendingDueTimes == [interval * 2])
        S.autoScroll(h, to: 1)
    }

    // MARK: Drags

    enum Gesture: CaseIterable {
        /// A fast flick toward the next page.
        case fling
        /// A short, slow drag that goes back to its page.
        case returnToItsPage
        /// A drag of exactly one page, released without velocity: no deceleration.
        case stopOnTheNextPage

        var restingPage: Int { self == .returnToItsPage ? 0 : 1 }
    }

    /// A drag in the middle of the interval cancels the pending move; the next comes `resumeDelay`
    /// (not `interval`) after the drag comes to rest, however long the drag took.
    @Test(arguments: Gesture.allCases)
    func aDragCancelsThePendingMoveAndTheNextComesResumeDelayAfterItRests(gesture: Gesture) {
        let h = S.harness()
        h.scheduler.advance(by: .seconds(1))
        h.simulator.beginDrag()
        #expect(h.scheduler.pendingCount == 0, "the drag cancelled the move due at 2 s")
        h.simulator.drag(by: gesture == .stopOnTheNextPage ? 320 : (gesture == .fling ? 80 : 60), ticks: 2)
        h.scheduler.advance(by: .seconds(3))  // past the cancelled due time, finger still down
        #expect(h.scheduler.pendingCount == 0)
        h.simulator.release(velocity: gesture == .fling ? 1000 : 0)
        if gesture != .stopOnTheNextPage {
            #expect(h.simulator.isDecelerating)
            h.scheduler.advance(by: .milliseconds(700))
            #expect(h.scheduler.pendingCount == 0, "nothing is due while decelerating")
            h.simulator.decelerate()
        }
        let rest = h.scheduler.now
        #expect(h.container.settledPage == gesture.restingPage)
        #expect(h.container.scrollState == .idle)
        #expect(S.animatedOffsets(h) == [], "no auto-scroll move during the drag")
        #expect(h.scheduler.pendingDueTimes == [rest + resumeDelay])

        S.clearLogs(h)
        h.scheduler.advance(to: rest + resumeDelay - ms)
        S.expectNoMove(h, restingOn: gesture.restingPage, "1 ms before the resume delay")
        h.scheduler.advance(by: ms)
        S.expectMoveStarted(h, from: gesture.restingPage, to: gesture.restingPage + 1)
        h.simulator.runAnimation()
        // After an auto-scroll move, the interval applies again.
        #expect(h.scheduler.pendingDueTimes == [rest + resumeDelay + interval])
        h.expectInvariants()
    }

    /// A finger that catches an auto-scroll move turns it into a drag: nothing is due until the drag
    /// rests, then the resume delay applies.
    @Test func aFingerThatCatchesAMoveCancelsItAndTheNextComesResumeDelayAfterTheDragRests() {
        let h = S.harness()
        h.scheduler.advance(by: interval)
        h.simulator.advanceAnimation(fraction: 0.4)
        h.scheduler.advance(by: .milliseconds(100))
        h.simulator.beginDrag()
        #expect(h.scheduler.pendingCount == 0, "the move's watchdog is cancelled too")
        h.simulator.drag(by: 100, ticks: 2)
        h.scheduler.advance(by: .seconds(4))  // past the watchdog's due time
        #expect(h.container.scrollState == .dragging)
        h.simulator.release(velocity: 1000)
        h.simulator.decelerate()
        let rest = h.scheduler.now
        #expect(h.container.settledPage == 1)
        #expect(h.scheduler.pendingDueTimes == [rest + resumeDelay])
        S.clearLogs(h)
        h.scheduler.advance(by: resumeDelay)
        S.expectMoveStarted(h, from: 1, to: 2)
        h.expectInvariants()
    }

    // MARK: Visibility

    @Test func hidingCancelsThePendingMoveAndShowingRestartsTheInterval() {
        let h = S.harness()
        h.scheduler.advance(by: .seconds(1))
        h.container.isVisible = false
        #expect(h.scheduler.pendingCount == 0)
        S.clearLogs(h)
        h.scheduler.advance(by: .seconds(10))
        S.expectNoMove(h, restingOn: 0, "while hidden")

        h.container.isVisible = true
        #expect(h.scheduler.pendingDueTimes == [.seconds(11) + interval])
        S.clearLogs(h)
        h.scheduler.advance(by: interval - ms)
        S.expectNoMove(h, restingOn: 0, "1 ms before the restarted interval")
        h.scheduler.advance(by: ms)
        S.expectMoveStarted(h, from: 0, to: 1)
    }

    @Test func hidingDuringAMoveLetsItFinishAndSchedulesNothingUntilShown() {
        let h = S.harness()
        h.scheduler.advance(by: interval)
        h.simulator.advanceAnimation(fraction: 0.5)
        h.container.isVisible = false
        #expect(h.scheduler.pendingCount == 0)
        h.simulator.runAnimation()
        #expect(h.container.settledPage == 1)
        #expect(h.scheduler.pendingCount == 0, "hidden: nothing scheduled at rest")
        S.clearLogs(h)
        h.scheduler.advance(by: .seconds(20))
        S.expectNoMove(h, restingOn: 1, "while hidden")
        h.container.isVisible = true
        #expect(h.scheduler.pendingDueTimes == [.seconds(22) + interval])
        h.expectInvariants()
    }

    @Test func aContainerHiddenBeforeItIsReadySchedulesNothingUntilShown() {
        let h = Harness(configuration: PagingConfiguration(autoScroll: AutoScroll(interval: interval)), reload: false)
        h.container.isVisible = false
        h.container.reloadData()
        #expect(h.scheduler.pendingCount == 0)
        h.scheduler.advance(by: .seconds(3))
        #expect(!h.simulator.isAnimating)
        h.container.isVisible = true
        #expect(h.scheduler.pendingDueTimes == [.seconds(3) + interval])
    }

    // MARK: Page counts and reloads

    /// With fewer than two pages nothing is ever scheduled, whatever happens.
    @Test(arguments: [0, 1])
    func fewerThanTwoPagesNeverScheduleAMove(pageCount: Int) throws {
        let h = S.harness(pageCount: pageCount)
        var steps: [(String, () throws -> Void)] = [
            ("ready", {}),
            ("time", { h.scheduler.advance(by: .seconds(10)) }),
            (
                "hide and show",
                {
                    h.container.isVisible = false
                    h.container.isVisible = true
                }
            ),
            (
                "pause and resume",
                {
                    h.container.pauseAutoScroll()
                    h.container.resumeAutoScroll()
                }
            ),
            (
                "new interval",
                { h.container.configuration.autoScroll = AutoScroll(interval: .milliseconds(500)) }
            ),
            ("memory pressure", { h.container.handleMemoryPressure(.warning) }),
            ("swipe", { h.flingForward() }),
            ("reload", { h.container.reloadData() }),
            ("resize", { h.simulator.resizeViewport(to: 400) }),
            ("more time", { h.scheduler.advance(by: .seconds(10)) }),
        ]
        if pageCount == 1 {
            steps.append(("jump to page 0", { try h.container.scrollToPage(0, animated: true) }))
        }
        for (name, step) in steps {
            try step()
            #expect(h.scheduler.pendingCount == 0, "after \(name)")
        }
        #expect(S.animatedOffsets(h) == [])
        #expect(h.delegate.filtered.filter(S.isPageChange) == [])
        h.expectInvariants()
    }

    @Test(arguments: [0, 1])
    func aReloadToFewerThanTwoPagesStopsItAndBackToThreeRestartsTheInterval(shrunkCount: Int) {
        let h = S.harness()
        let all = h.dataSource.identifiers
        h.scheduler.advance(by: .seconds(1))
        h.dataSource.identifiers = Array(all.prefix(shrunkCount))
        h.container.reloadData()
        #expect(h.scheduler.pendingCount == 0)
        S.clearLogs(h)
        h.scheduler.advance(by: .seconds(10))
        #expect(S.animatedOffsets(h) == [] && !h.simulator.isAnimating)

        h.dataSource.identifiers = Array(all.prefix(3))
        h.container.reloadData()
        #expect(h.scheduler.pendingDueTimes == [.seconds(11) + interval])
        S.clearLogs(h)
        h.scheduler.advance(by: interval - ms)
        S.expectNoMove(h, restingOn: 0)
        h.scheduler.advance(by: ms)
        S.expectMoveStarted(h, from: 0, to: 1)
        h.simulator.runAnimation()
        S.autoScroll(h, to: 2)
        S.autoScroll(h, to: 0)  // rewinds after the last of the three
        h.expectInvariants()
    }

    /// A reload that leaves two or more pages and the current item in place keeps the pending move
    /// where it was, like memory pressure.
    @Test func aReloadThatKeepsTwoOrMorePagesKeepsThePendingMove() {
        let h = S.harness()
        h.scheduler.advance(by: .seconds(1))
        h.dataSource.identifiers.removeLast()
        h.container.reloadData()
        #expect(h.scheduler.pendingDueTimes == [interval])
        S.clearLogs(h)
        h.scheduler.advance(by: .seconds(1))
        S.expectMoveStarted(h, from: 0, to: 1)
    }

    /// A reload during a move ends it at once on the current item (rule 9); the interval restarts
    /// from that rest.
    @Test func aReloadDuringAMoveEndsItOnTheCurrentItemAndTheIntervalRestartsFromThere() {
        let h = S.harness()
        h.scheduler.advance(by: interval)
        h.simulator.advanceAnimation(fraction: 0.25)
        h.scheduler.advance(by: .milliseconds(500))
        h.container.reloadData()
        #expect(h.container.scrollState == .idle)
        #expect(h.container.settledPage == 0)
        #expect(h.scheduler.pendingDueTimes == [.milliseconds(2500) + interval])
        h.expectInvariants()
    }

    // MARK: Memory pressure and configuration

    @Test(arguments: [MemoryPressure.warning, .critical])
    func memoryPressureKeepsThePendingMoveAndItsDueTime(level: MemoryPressure) {
        let h = S.harness()
        h.scheduler.advance(by: .milliseconds(1500))
        h.container.handleMemoryPressure(level)
        #expect(h.scheduler.pendingDueTimes == [interval])
        S.clearLogs(h)
        h.scheduler.advance(by: .milliseconds(499))
        S.expectNoMove(h, restingOn: 0)
        h.scheduler.advance(by: ms)
        #expect(S.moves(h) == [.willScrollTo(1), .state(.settling)])
        #expect(h.simulator.animationTarget == 320)
        // Pressure during the move keeps the move's watchdog too.
        let watchdog = h.scheduler.pendingDueTimes
        h.container.handleMemoryPressure(level)
        #expect(h.scheduler.pendingDueTimes == watchdog)
        h.simulator.runAnimation()
        #expect(h.container.settledPage == 1)
        h.expectInvariants()
    }

    /// An auto-scroll move is an animated jump, so, as rule 6 says of jumps, it ends the reduced
    /// set of memory pressure: the whole window is back when the move rests.
    @Test(arguments: [MemoryPressure.warning, .critical])
    func anAutoScrollMoveRebuildsTheWindowAfterMemoryPressure(level: MemoryPressure) {
        let h = S.harness()
        h.container.handleMemoryPressure(level)
        S.clearLogs(h)
        h.scheduler.advance(by: interval)
        #expect(S.moves(h) == [.willScrollTo(1), .state(.settling)])
        h.simulator.runAnimation()
        #expect(h.container.settledPage == 1)
        #expect(h.container.loadedPageIndices == [0, 1, 2])
        h.expectInvariants()
    }

    /// A new interval takes effect at once, counted from the change, as re-creating a `Timer` would.
    @Test(arguments: [500, 3000])
    func aNewIntervalTakesEffectAtOnce(milliseconds: Int) {
        let h = S.harness()
        let newInterval = Duration.milliseconds(milliseconds)
        h.scheduler.advance(by: .seconds(1))
        h.container.configuration.autoScroll = AutoScroll(interval: newInterval)
        #expect(h.scheduler.pendingDueTimes == [.seconds(1) + newInterval])
        S.clearLogs(h)
        h.scheduler.advance(by: newInterval - ms)
        S.expectNoMove(h, restingOn: 0)
        h.scheduler.advance(by: ms)
        S.expectMoveStarted(h, from: 0, to: 1)
        h.simulator.runAnimation()
        #expect(h.scheduler.pendingDueTimes == [.seconds(1) + newInterval * 2], "the next move uses it too")
    }

    @Test func settingAutoScrollToNilStopsItAtOnceAndTurningItOnStartsTheInterval() {
        let h = S.harness()
        h.scheduler.advance(by: .seconds(1))
        h.container.configuration.autoScroll = nil
        #expect(h.scheduler.pendingCount == 0)
        S.clearLogs(h)
        h.scheduler.advance(by: .seconds(30))
        S.expectNoMove(h, restingOn: 0)
        h.flingForward()
        #expect(h.scheduler.pendingCount == 0, "nothing after a drag either")

        h.container.configuration.autoScroll = AutoScroll(interval: .seconds(3))
        #expect(h.scheduler.pendingDueTimes == [.seconds(34)])
        S.clearLogs(h)
        h.scheduler.advance(by: .seconds(3))
        S.expectMoveStarted(h, from: 1, to: 2)
    }

    /// Turning auto-scroll off during a move lets it finish: the move keeps its abandonment watchdog,
    /// re-armed one second from the change, and nothing else; once it rests nothing is scheduled.
    @Test func settingAutoScrollToNilDuringAMoveKeepsOnlyTheWatchdogAndLeavesNothingScheduledAfterItRests() {
        let h = S.harness()
        h.scheduler.advance(by: interval)
        h.simulator.advanceAnimation(fraction: 0.3)
        h.scheduler.advance(by: .milliseconds(400))
        h.container.configuration.autoScroll = nil
        #expect(h.container.scrollState == .settling)
        #expect(h.scheduler.pendingDueTimes == [.milliseconds(3400)], "only the watchdog, 1 s from the change")
        h.simulator.runAnimation()
        #expect(h.container.settledPage == 1)
        #expect(h.container.scrollState == .idle)
        #expect(h.scheduler.pendingCount == 0)
        S.clearLogs(h)
        h.scheduler.advance(by: .seconds(30))
        S.expectNoMove(h, restingOn: 1)
        h.expectInvariants()
    }

    /// Only `autoScroll` and the rests of moves and drags time the interval: changing the radius or
    /// the cache is neither, so the pending move keeps its due time.
    @Test(arguments: [PagingConfiguration(preloadRadius: 2), PagingConfiguration(cacheLimit: 3)])
    func changingAnotherSettingKeepsThePendingMoveAndItsDueTime(change: PagingConfiguration) {
        let h = S.harness()
        h.scheduler.advance(by: .seconds(1))
        h.container.configuration.preloadRadius = change.preloadRadius
        h.container.configuration.cacheLimit = change.cacheLimit
        #expect(h.scheduler.pendingDueTimes == [interval])
    }

    // MARK: Jumps

    @Test(arguments: [false, true])
    func aJumpRestartsTheIntervalFromWhenItRests(animated: Bool) throws {
        let h = S.harness()
        h.scheduler.advance(by: .seconds(1))
        try h.container.scrollToPage(3, animated: animated)
        if animated {
            h.scheduler.advance(by: .milliseconds(250))
            h.simulator.runAnimation()
        }
        let rest = h.scheduler.now
        #expect(h.container.settledPage == 3)
        #expect(h.scheduler.pendingDueTimes == [rest + interval])
        S.clearLogs(h)
        h.scheduler.advance(by: interval - ms)
        S.expectNoMove(h, restingOn: 3)
        h.scheduler.advance(by: ms)
        S.expectMoveStarted(h, from: 3, to: 4)
    }

    /// An API jump during an auto-scroll move retargets it; the interval counts from its rest.
    @Test func aJumpDuringAMoveRetargetsAndTheIntervalCountsFromItsRest() throws {
        let h = S.harness(pageCount: 10)
        h.scheduler.advance(by: interval)
        h.simulator.advanceAnimation(fraction: 0.25)
        h.scheduler.advance(by: .milliseconds(200))
        try h.container.scrollToPage(6, animated: true)
        h.scheduler.advance(by: .milliseconds(300))
        h.simulator.runAnimation()
        #expect(h.container.settledPage == 6)
        #expect(h.scheduler.pendingDueTimes == [.milliseconds(2500) + interval])
        S.autoScroll(h, to: 7)
        h.expectInvariants()
    }

    /// A jump to the settled page at rest does nothing (rule 5), so the due time stays.
    @Test func aJumpToTheSettledPageAtRestKeepsTheDueTime() throws {
        let h = S.harness()
        h.scheduler.advance(by: .seconds(1))
        try h.container.scrollToPage(0, animated: true)
        #expect(h.scheduler.pendingDueTimes == [interval])
    }

    // MARK: Pauses

    @Test func pausesForDifferentReasonsDoNotCancelEachOtherOut() {
        let h = S.harness()
        h.scheduler.advance(by: .milliseconds(500))
        h.container.pauseAutoScroll(for: .modal)
        #expect(h.container.isAutoScrollPaused)
        #expect(h.scheduler.pendingCount == 0)
        h.scheduler.advance(by: .milliseconds(500))
        h.container.pauseAutoScroll(for: .accessibility)
        h.scheduler.advance(by: .seconds(1))
        h.container.resumeAutoScroll(for: .modal)
        #expect(h.container.isAutoScrollPaused, "still paused for accessibility")
        #expect(h.scheduler.pendingCount == 0)
        h.container.isVisible = false
        h.container.isVisible = true
        #expect(h.scheduler.pendingCount == 0, "showing does not lift a pause")
        S.clearLogs(h)
        h.scheduler.advance(by: .seconds(10))
        S.expectNoMove(h, restingOn: 0, "while paused")

        h.container.resumeAutoScroll(for: .accessibility)
        #expect(!h.container.isAutoScrollPaused)
        #expect(h.scheduler.pendingDueTimes == [.seconds(12) + interval])
        h.scheduler.advance(by: interval - ms)
        S.expectNoMove(h, restingOn: 0)
        h.scheduler.advance(by: ms)
        S.expectMoveStarted(h, from: 0, to: 1)
    }

    @Test func pausingTwiceForOneReasonIsLiftedByOneResume() {
        let h = S.harness()
        h.container.pauseAutoScroll()
        h.container.pauseAutoScroll()
        h.scheduler.advance(by: .seconds(1))
        h.container.resumeAutoScroll()
        #expect(!h.container.isAutoScrollPaused)
        #expect(h.scheduler.pendingDueTimes == [.seconds(1) + interval])
    }

    @Test func resumingAReasonThatWasNotPausedChangesNothing() {
        let h = S.harness()
        h.scheduler.advance(by: .seconds(1))
        h.container.resumeAutoScroll(for: .reduceMotion)
        #expect(h.scheduler.pendingDueTimes == [interval], "the due time is not restarted")
        h.container.pauseAutoScroll(for: .host)
        h.container.resumeAutoScroll(for: .reduceMotion)
        #expect(h.container.isAutoScrollPaused)
        #expect(h.scheduler.pendingCount == 0)
    }

    /// A pause during a move lets it finish: only the move's abandonment watchdog stays due, re-armed
    /// one second from the pause, and no auto-scroll move. Whether the move arrives or the host drops
    /// it (rested by the watchdog on the nearest page), nothing is scheduled at rest until resumed.
    @Test(arguments: [false, true])
    func aPauseDuringAMoveLetsItFinishAndSchedulesOnlyTheWatchdogUntilResumed(hostAbandons: Bool) {
        let h = S.harness()
        h.scheduler.advance(by: interval)
        h.simulator.advanceAnimation(fraction: 0.3)
        h.scheduler.advance(by: .milliseconds(300))
        h.container.pauseAutoScroll(for: .modal)
        #expect(h.container.scrollState == .settling)
        #expect(h.scheduler.pendingDueTimes == [.milliseconds(3300)], "only the watchdog, 1 s from the pause")
        let restingPage: Int
        if hostAbandons {
            h.simulator.abandonAnimation()
            h.scheduler.advance(to: .milliseconds(3300) - ms)
            #expect(h.container.scrollState == .settling, "not abandoned before a second without a report")
            h.scheduler.advance(by: ms)
            restingPage = 0
            #expect(h.simulator.contentOffset == h.restingOffset(ofPage: 0), "rested where the host is")
        } else {
            h.simulator.runAnimation()
            restingPage = 1
        }
        #expect(h.container.settledPage == restingPage)
        #expect(h.container.scrollState == .idle)
        #expect(h.scheduler.pendingCount == 0, "paused: nothing scheduled at rest")
        S.clearLogs(h)
        h.scheduler.advance(to: .seconds(5))
        S.expectNoMove(h, restingOn: restingPage, "while paused")
        h.container.resumeAutoScroll(for: .modal)
        #expect(h.scheduler.pendingDueTimes == [.seconds(5) + interval])
        h.scheduler.advance(by: interval)
        S.expectMoveStarted(h, from: restingPage, to: restingPage + 1)
        h.expectInvariants()
    }

    /// A paused container still pages for the user: drags and jumps work and schedule nothing.
    @Test func whilePausedDragsAndJumpsScheduleNothing() throws {
        let h = S.harness()
        h.container.pauseAutoScroll()
        h.flingForward()
        try h.container.scrollToPage(3, animated: true)
        h.simulator.runAnimation()
        #expect(h.container.settledPage == 3)
        #expect(h.scheduler.pendingCount == 0)
        h.expectInvariants()
    }
}
