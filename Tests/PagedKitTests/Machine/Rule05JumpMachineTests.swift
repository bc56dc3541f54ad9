import Testing

@testable import PagedKit

/// Rule 5 at the machine: an animated far jump splices the target next to the start page and
/// animates one page length, creating nothing in between, under the one-second abandonment
/// watchdog; it rests on arrival, re-laid as rule 2 says; a retarget reports only the last target
/// as reached; an end report counts only when the host is at the running move's target.
@MainActor @Suite struct Rule05JumpMachineTests {
    private static let watchdog = PagingEffect.scheduleTimer(after: AutoScrollTiming.abandonmentTimeout)

    @Test func anOutOfRangeJumpOrOneToTheSettledPageAtRestDoesNothing() {
        let f = MachineFixture()
        let log = f.play(
            .jump(10, animated: true), .jump(-1, animated: false), .jump(0, animated: true),
            .jump(0, animated: false))
        #expect(log == [])
    }

    @Test func anAnimatedFarJumpSplicesTheTargetNextToTheStart() {
        let f = MachineFixture(pages: 20)
        // Pages 0 and 9…19 hold the content's 12 slots; page 1 has none and leaves.
        var log = f.send(.jump(9, animated: true))
        #expect(
            log == [
                .willScrollToPage(9),
                .unload(instance: 2, index: 1),
                .place(instance: 1, origin: 0),
                .load(instance: 3, index: 9, origin: 100),
                .setContentLength(1200),
                .scrollState(.settling),
                Self.watchdog,
                .setContentOffset(100, animated: true),
            ])

        // Position moves from 0 to 9 in proportion to the animation; the current page changes once,
        // at half-way, straight to 9.
        log = f.send(.scroll(25))
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .willDisappear, animated: true),
                .appearance(instance: 3, index: 9, .willAppear, animated: true),
                .position(2.25),
            ])
        log = f.send(.scroll(50))
        #expect(log == [.load(instance: 4, index: 10, origin: 200), .currentPage(9), .position(4.5)])

        // The arrival tick rests: rule 2's layout on page 9, pages first, then the offset; the
        // watchdog is cancelled.
        log = f.send(.scroll(100))
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .didDisappear, animated: true),
                .position(9),
                .setContentLength(2000),
                .unload(instance: 1, index: 0),
                .place(instance: 3, origin: 900),
                .place(instance: 4, origin: 1000),
                .load(instance: 5, index: 8, origin: 800),
                .setContentOffset(900, animated: false),
                .appearance(instance: 3, index: 9, .didAppear, animated: true),
                .didScrollToPage(9),
                .scrollState(.idle),
                .cancelTimer,
            ])

        // The host's end report after the rest changes nothing.
        log = f.send(.endAnimation)
        #expect(log == [])
    }

    @Test func aRetargetReportsOnlyTheLastTargetAsReached() {
        let f = MachineFixture(pages: 20)
        _ = f.play(.jump(9, animated: true), .scroll(25))

        // Pages 0 and 9 show and keep their slots; page 12 goes beyond page 9 (content 0, 9, 12…19)
        // and the host animates on to slot 2, under a new watchdog.
        var log = f.send(.jump(12, animated: true))
        #expect(
            log == [
                .cancelTimer,
                .willScrollToPage(12),
                .place(instance: 1, origin: 0),
                .place(instance: 3, origin: 100),
                .setContentLength(1000),
                Self.watchdog,
                .setContentOffset(200, animated: true),
            ])

        // The first animation's late end: the host is not at the running move's target.
        log = f.send(.endAnimation)
        #expect(log == [])

        log = f.play(.scroll(100), .scroll(150))
        #expect(
            log == [
                .load(instance: 4, index: 12, origin: 200),
                .appearance(instance: 1, index: 0, .didDisappear, animated: true),
                .currentPage(9),
                .position(9),
                .unload(instance: 1, index: 0),
                .load(instance: 5, index: 13, origin: 300),
                .appearance(instance: 4, index: 12, .willAppear, animated: true),
                .currentPage(12),
                .position(10.5),
            ])
        log = f.send(.scroll(200))
        #expect(
            log == [
                .appearance(instance: 3, index: 9, .willDisappear, animated: true),
                .appearance(instance: 3, index: 9, .didDisappear, animated: true),
                .position(12),
                .setContentLength(2000),
                .unload(instance: 3, index: 9),
                .place(instance: 4, origin: 1200),
                .place(instance: 5, origin: 1300),
                .load(instance: 6, index: 11, origin: 1100),
                .setContentOffset(1200, animated: false),
                .appearance(instance: 4, index: 12, .didAppear, animated: true),
                .didScrollToPage(12),
                .scrollState(.idle),
                .cancelTimer,
            ])
    }

    /// Clarifications, "End reports": the late end of the replaced animation arrives after the
    /// next jump has ticked; the host is not at the running jump's target, so it changes nothing.
    @Test func theLateEndOfAReplacedAnimationChangesNothing() {
        let f = MachineFixture()
        var log = f.send(.jump(1, animated: true))
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

        log = f.send(.jump(2, animated: true))
        #expect(log == [.cancelTimer, .willScrollToPage(2), Self.watchdog, .setContentOffset(200, animated: true)])
        log = f.send(.scroll(120))
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .didDisappear, animated: true),
                .appearance(instance: 3, index: 2, .willAppear, animated: true),
                .position(1.2),
            ])

        log = f.send(.endAnimation)
        #expect(log == [])
        #expect(f.machine.scrollState == .settling)
    }

    /// An end report with the host at the target (within a pixel grid's rounding) ends the jump.
    @Test func anEndReportAtTheTargetEndsTheJump() {
        let f = MachineFixture()
        _ = f.play(.jump(1, animated: true), .scroll(40), .scroll(99.8))
        let log = f.send(.endAnimation)
        #expect(
            log == [
                .position(1),
                .setContentOffset(100, animated: false),
                .setContentOffset(100, animated: false),
                .appearance(instance: 1, index: 0, .didDisappear, animated: true),
                .appearance(instance: 2, index: 1, .didAppear, animated: true),
                .didScrollToPage(1),
                .scrollState(.idle),
                .cancelTimer,
            ])
    }

    /// An animated jump to the settled page while a move runs stops that move there (the host is
    /// animated back), reporting no page change.
    @Test func anAnimatedJumpToTheSettledPageStopsTheMoveThere() {
        let f = MachineFixture()
        _ = f.play(.jump(1, animated: true), .scroll(40))
        var log = f.send(.jump(0, animated: true))
        #expect(log == [.cancelTimer, Self.watchdog, .setContentOffset(0, animated: true)])

        log = f.send(.scroll(0))
        #expect(
            log == [
                .appearance(instance: 2, index: 1, .willDisappear, animated: true),
                .appearance(instance: 2, index: 1, .didDisappear, animated: true),
                .position(0),
                .appearance(instance: 1, index: 0, .willAppear, animated: true),
                .appearance(instance: 1, index: 0, .didAppear, animated: true),
                .scrollState(.idle),
                .cancelTimer,
            ])
    }

    /// Looping, a jump goes the short way round, forward on a tie: from page 0 of 10, page 5 is
    /// spliced ahead (slot 33, page 1 leaves) and page 7 behind (slot 31, page 9 leaves).
    @Test func aLoopingJumpGoesTheShortWayRoundForwardOnATie() {
        let looping = PagingConfiguration(isLooping: true)
        let tie = MachineFixture(configuration: looping)
        var log = tie.send(.jump(5, animated: true))
        #expect(
            log == [
                .willScrollToPage(5),
                .unload(instance: 2, index: 1),
                .load(instance: 4, index: 5, origin: 3300),
                .scrollState(.settling),
                Self.watchdog,
                .setContentOffset(3300, animated: true),
            ])

        let back = MachineFixture(configuration: looping)
        log = back.send(.jump(7, animated: true))
        #expect(
            log == [
                .willScrollToPage(7),
                .unload(instance: 3, index: 9),
                .load(instance: 4, index: 7, origin: 3100),
                .scrollState(.settling),
                Self.watchdog,
                .setContentOffset(3100, animated: true),
            ])
    }

    /// A finger that catches the jump turns it into a drag over the same two slots; the watchdog
    /// goes; a release toward the announced target announces nothing again.
    @Test func aCaughtJumpIsADragOverTheSameSlots() {
        let f = MachineFixture(pages: 20)
        _ = f.play(.jump(9, animated: true), .scroll(50))
        var log = f.send(.beginDrag)
        #expect(log == [.cancelTimer, .scrollState(.dragging)])

        log = f.send(.scroll(75))
        #expect(log == [.position(6.75)])
        let release = f.release(velocity: 500)
        #expect(release.target == 100)
        #expect(release.effects == [.scrollState(.settling)])

        log = f.play(.endDragging(willDecelerate: true), .scroll(100), .endDecelerating)
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .didDisappear, animated: true),
                .position(9),
                .setContentLength(2000),
                .unload(instance: 1, index: 0),
                .place(instance: 3, origin: 900),
                .place(instance: 4, origin: 1000),
                .load(instance: 5, index: 8, origin: 800),
                .setContentOffset(900, animated: false),
                .appearance(instance: 3, index: 9, .didAppear, animated: true),
                .didScrollToPage(9),
                .scrollState(.idle),
            ])
    }
}
