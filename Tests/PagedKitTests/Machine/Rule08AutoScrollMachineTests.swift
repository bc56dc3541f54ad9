import Testing

@testable import PagedKit

/// Rule 8 at the machine, timers included: an animated move to the next page an `interval` after
/// the machine becomes ready and after every rest; each move runs under the one-second abandonment
/// watchdog; a drag cancels the pending move and the next comes `resumeDelay` after its rest;
/// hiding and pausing stop it, showing and resuming restart the interval.
@MainActor @Suite struct Rule08AutoScrollMachineTests {
    private static let banner = PagingConfiguration(
        autoScroll: AutoScroll(interval: .seconds(2), resumeDelay: .seconds(5)))
    private static let interval = PagingEffect.scheduleTimer(after: .seconds(2))
    private static let watchdog = PagingEffect.scheduleTimer(after: AutoScrollTiming.abandonmentTimeout)

    @Test func aMoveComesEveryIntervalAndRestsOnItsArrivalTick() {
        let f = MachineFixture(pages: 3, configuration: Self.banner, load: false)
        var log = f.reload(count: 3)
        #expect(
            log == [
                .setContentLength(300),
                .load(instance: 1, index: 0, origin: 0),
                .load(instance: 2, index: 1, origin: 100),
                .setContentOffset(0, animated: false),
                .appearance(instance: 1, index: 0, .willAppear, animated: false),
                .appearance(instance: 1, index: 0, .didAppear, animated: false),
                Self.interval,
            ])

        log = f.send(.timerTick)
        #expect(
            log == [
                .willScrollToPage(1), .scrollState(.settling), Self.watchdog, .setContentOffset(100, animated: true),
            ])

        log = f.send(.scroll(50))
        #expect(
            log == [
                .load(instance: 3, index: 2, origin: 200),
                .appearance(instance: 1, index: 0, .willDisappear, animated: true),
                .appearance(instance: 2, index: 1, .willAppear, animated: true),
                .currentPage(1),
                .position(0.5),
            ])

        // The arrival tick rests, and the next move is timed from that rest.
        log = f.send(.scroll(100))
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .didDisappear, animated: true),
                .position(1),
                .appearance(instance: 2, index: 1, .didAppear, animated: true),
                .didScrollToPage(1),
                .scrollState(.idle),
                Self.interval,
            ])
        log = f.send(.endAnimation)
        #expect(log == [])

        log = f.send(.timerTick)
        #expect(
            log == [
                .willScrollToPage(2), .scrollState(.settling), Self.watchdog, .setContentOffset(200, animated: true),
            ])
        log = f.send(.scroll(200))
        #expect(
            log == [
                .unload(instance: 1, index: 0),
                .appearance(instance: 2, index: 1, .willDisappear, animated: true),
                .appearance(instance: 2, index: 1, .didDisappear, animated: true),
                .appearance(instance: 3, index: 2, .willAppear, animated: true),
                .currentPage(2),
                .position(2),
                .appearance(instance: 3, index: 2, .didAppear, animated: true),
                .didScrollToPage(2),
                .scrollState(.idle),
                Self.interval,
            ])

        // After the last page it rewinds to page 0: a jump (rule 5), page 0 spliced before page 2,
        // the content shortened to those two pages, and the host animates one page back.
        log = f.send(.timerTick)
        #expect(
            log == [
                .willScrollToPage(0),
                .unload(instance: 2, index: 1),
                .place(instance: 3, origin: 100),
                .load(instance: 4, index: 0, origin: 0),
                .setContentOffset(100, animated: false),
                .setContentLength(200),
                .scrollState(.settling),
                Self.watchdog,
                .setContentOffset(0, animated: true),
            ])
    }

    /// Clarifications, "Abandoned motions": a tick within the second keeps the move alive (the
    /// watchdog looks again a second later); a second with no report ends it where the host is.
    @Test func aMoveTheHostDropsIsEndedAfterOneSecondWithoutAReport() {
        let f = MachineFixture(pages: 3, configuration: Self.banner)
        _ = f.play(.timerTick, .scroll(30))

        var log = f.send(.timerTick)
        #expect(log == [Self.watchdog])

        log = f.send(.timerTick)
        #expect(
            log == [
                .position(0),
                .setContentOffset(0, animated: false),
                .setContentOffset(0, animated: false),
                .appearance(instance: 2, index: 1, .willDisappear, animated: false),
                .appearance(instance: 2, index: 1, .didDisappear, animated: false),
                .appearance(instance: 1, index: 0, .willAppear, animated: false),
                .appearance(instance: 1, index: 0, .didAppear, animated: false),
                .scrollState(.idle),
                Self.interval,
            ])
    }

    @Test func aDragCancelsThePendingMoveAndTheNextComesResumeDelayAfterItsRest() {
        let f = MachineFixture(pages: 3, configuration: Self.banner)
        var log = f.send(.beginDrag)
        #expect(log == [.cancelTimer, .scrollState(.dragging)])
        log = f.send(.scroll(10))
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .willDisappear, animated: true),
                .appearance(instance: 2, index: 1, .willAppear, animated: true),
                .position(0.1),
            ])
        // A stale firing during the drag does nothing.
        log = f.send(.timerTick)
        #expect(log == [])

        #expect(f.release(velocity: 0).effects == [.scrollState(.settling)])
        log = f.play(.endDragging(willDecelerate: true), .scroll(0))
        #expect(
            log == [
                .appearance(instance: 2, index: 1, .willDisappear, animated: true),
                .appearance(instance: 2, index: 1, .didDisappear, animated: true),
                .position(0),
            ])
        log = f.send(.endDecelerating)
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .willAppear, animated: true),
                .appearance(instance: 1, index: 0, .didAppear, animated: true),
                .scrollState(.idle),
                .scheduleTimer(after: .seconds(5)),
            ])
    }

    /// Pausing holds moves back until every reason is resumed; a move under way keeps its watchdog
    /// and, paused, schedules nothing at its rest.
    @Test func pauseAndResumeByReason() {
        let f = MachineFixture(pages: 3, configuration: Self.banner)
        let user = AutoScrollPauseReason("user"), video = AutoScrollPauseReason("video")
        var log = f.send(.pause(user))
        #expect(log == [.cancelTimer])
        log = f.play(.pause(video), .resume(user), .timerTick)
        #expect(log == [])
        log = f.send(.resume(video))
        #expect(log == [Self.interval])
        log = f.send(.resume(video))
        #expect(log == [])

        _ = f.send(.timerTick)  // the move to page 1
        log = f.send(.pause(user))
        #expect(log == [Self.watchdog])
        log = f.send(.scroll(100))
        #expect(
            log == [
                .load(instance: 3, index: 2, origin: 200),
                .appearance(instance: 1, index: 0, .willDisappear, animated: true),
                .appearance(instance: 1, index: 0, .didDisappear, animated: true),
                .appearance(instance: 2, index: 1, .willAppear, animated: true),
                .currentPage(1),
                .position(1),
                .appearance(instance: 2, index: 1, .didAppear, animated: true),
                .didScrollToPage(1),
                .scrollState(.idle),
                .cancelTimer,
            ])
        log = f.send(.resume(user))
        #expect(log == [Self.interval])
    }

    @Test func hidingStopsAndShowingRestartsTheInterval() {
        let f = MachineFixture(pages: 3, configuration: Self.banner)
        var log = f.setVisible(false)
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .willDisappear, animated: false),
                .appearance(instance: 1, index: 0, .didDisappear, animated: false),
                .cancelTimer,
            ])
        log = f.send(.timerTick)
        #expect(log == [])

        log = f.setVisible(true)
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .willAppear, animated: false),
                .appearance(instance: 1, index: 0, .didAppear, animated: false),
                Self.interval,
            ])
    }

    /// Hidden during a move, the banner ends it on its target (the page is never appeared, hidden);
    /// shown again at rest, the interval starts over.
    @Test func hidingDuringAMoveEndsItOnItsTarget() {
        let f = MachineFixture(pages: 3, configuration: Self.banner)
        _ = f.play(.timerTick, .scroll(30))
        var log = f.setVisible(false)
        #expect(
            log == [
                .load(instance: 3, index: 2, origin: 200),
                .currentPage(1),
                .position(1),
                .setContentOffset(100, animated: false),
                .setContentOffset(100, animated: false),
                .appearance(instance: 1, index: 0, .didDisappear, animated: false),
                .appearance(instance: 2, index: 1, .willDisappear, animated: false),
                .appearance(instance: 2, index: 1, .didDisappear, animated: false),
                .didScrollToPage(1),
                .scrollState(.idle),
                .cancelTimer,
            ])

        log = f.setVisible(true)
        #expect(
            log == [
                .appearance(instance: 2, index: 1, .willAppear, animated: false),
                .appearance(instance: 2, index: 1, .didAppear, animated: false),
                Self.interval,
            ])
    }

    /// Clarifications, "When a move rests": shown again during a drag, the banner schedules nothing
    /// then; the next move is timed from the drag's rest, `resumeDelay`.
    @Test func showingDuringADragTimesTheNextMoveFromItsRest() {
        let f = MachineFixture(pages: 3, configuration: Self.banner)
        var log = f.send(.beginDrag)
        #expect(log == [.cancelTimer, .scrollState(.dragging)])
        log = f.setVisible(false)
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .willDisappear, animated: false),
                .appearance(instance: 1, index: 0, .didDisappear, animated: false),
            ])
        log = f.setVisible(true)
        #expect(log == [.appearance(instance: 1, index: 0, .willAppear, animated: false)])

        #expect(f.release(velocity: 0).effects == [])
        log = f.send(.endDragging(willDecelerate: false))
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .didAppear, animated: true),
                .scrollState(.idle),
                .scheduleTimer(after: .seconds(5)),
            ])
    }

    /// A user's animated jump replaces the pending move with its watchdog; no move comes while it
    /// runs (a watchdog firing after a tick only looks again), and its rest restarts the interval.
    @Test func aUsersJumpRestartsTheIntervalAtItsRest() {
        let f = MachineFixture(pages: 3, configuration: Self.banner)
        var log = f.send(.jump(2, animated: true))
        #expect(
            log == [
                .cancelTimer,
                .willScrollToPage(2),
                .unload(instance: 2, index: 1),
                .place(instance: 1, origin: 0),
                .load(instance: 3, index: 2, origin: 100),
                .setContentLength(200),
                .scrollState(.settling),
                Self.watchdog,
                .setContentOffset(100, animated: true),
            ])
        log = f.send(.scroll(40))
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .willDisappear, animated: true),
                .appearance(instance: 3, index: 2, .willAppear, animated: true),
                .position(0.8),
            ])
        log = f.send(.timerTick)
        #expect(log == [Self.watchdog])

        log = f.send(.scroll(100))
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .didDisappear, animated: true),
                .currentPage(2),
                .position(2),
                .setContentLength(300),
                .unload(instance: 1, index: 0),
                .place(instance: 3, origin: 200),
                .load(instance: 4, index: 1, origin: 100),
                .setContentOffset(200, animated: false),
                .appearance(instance: 3, index: 2, .didAppear, animated: true),
                .didScrollToPage(2),
                .scrollState(.idle),
                Self.interval,
            ])
    }

    /// A jump that stops a drag's settle and finds its target where the viewport already is rests
    /// at once, and that rest is the jump's: the interval follows, not `resumeDelay` (the
    /// contract's Clarifications, When a move rests: "`resumeDelay` applies only after a drag").
    @Test func aJumpThatStopsASettleWhereItsTargetIsRestsAtOnceAndTheIntervalFollows() {
        let f = MachineFixture(pages: 3, configuration: Self.banner)
        _ = f.drag(through: 100)
        let release = f.release(velocity: 500)
        #expect(release.target == 200)
        _ = f.send(.endDragging(willDecelerate: true))
        let log = f.send(.jump(1, animated: true))
        // The host is put where it is without animation, then stopped (an animated move to where
        // the content is ends its deceleration); the interval is scheduled at the rest.
        #expect(
            log == [
                .willScrollToPage(1),
                .setContentOffset(100, animated: false),
                .setContentOffset(100, animated: true),
                .appearance(instance: 2, index: 1, .didAppear, animated: false),
                .didScrollToPage(1),
                .scrollState(.idle),
                Self.interval,
            ])
    }

    @Test func aSinglePageOrAHiddenBannerSchedulesNothing() {
        let single = MachineFixture(pages: 1, configuration: Self.banner, load: false)
        var log = single.reload(count: 1)
        #expect(
            log == [
                .setContentLength(100),
                .load(instance: 1, index: 0, origin: 0),
                .setContentOffset(0, animated: false),
                .appearance(instance: 1, index: 0, .willAppear, animated: false),
                .appearance(instance: 1, index: 0, .didAppear, animated: false),
            ])
        log = single.send(.timerTick)
        #expect(log == [])

        let hidden = MachineFixture(pages: 3, configuration: Self.banner, load: false)
        _ = hidden.setVisible(false)
        log = hidden.reload(count: 3)
        #expect(
            log == [
                .setContentLength(300),
                .load(instance: 1, index: 0, origin: 0),
                .load(instance: 2, index: 1, origin: 100),
                .setContentOffset(0, animated: false),
            ])
    }

    /// A loop wraps forward one page: from the last page, page 0 comes in ahead (slot 33 of the
    /// 64-slot content, where page 2 rests in slot 32), not behind.
    @Test func aLoopingBannerWrapsForwardOnePage() {
        let configuration = PagingConfiguration(isLooping: true, autoScroll: AutoScroll(interval: .seconds(2)))
        let f = MachineFixture(pages: 3, configuration: configuration)
        var log = f.send(.jump(2, animated: false))
        #expect(log.last == Self.interval)
        #expect(f.loadedSlots.first { $0.index == 2 }?.slot == 32)

        log = f.send(.timerTick)
        #expect(
            log == [
                .willScrollToPage(0), .scrollState(.settling), Self.watchdog, .setContentOffset(3300, animated: true),
            ])
    }
}
