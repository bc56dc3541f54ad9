import Testing

@testable import PagedKit

/// Rule 3 at the machine: `.dragging → .settling → .idle`; a release at 300 pt/s or more goes one
/// page in its direction, a slower one to the nearest page; `willScrollToPage` once when the target
/// is known, and at rest appearance, then `didScrollToPage`, then `.idle`.
@MainActor @Suite struct Rule03DragAndReleaseMachineTests {
    @Test func aFlingMovesOnePageAndReportsAtRest() {
        let f = MachineFixture()
        var log = f.send(.beginDrag)
        #expect(log == [.scrollState(.dragging)])

        log = f.send(.scroll(30))
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .willDisappear, animated: true),
                .appearance(instance: 2, index: 1, .willAppear, animated: true),
                .position(0.3),
            ])

        log = f.send(.scroll(60))
        #expect(log == [.load(instance: 3, index: 2, origin: 200), .currentPage(1), .position(0.6)])

        let release = f.release(velocity: 300)
        #expect(release.target == 100)
        #expect(release.effects == [.willScrollToPage(1), .scrollState(.settling)])

        log = f.send(.endDragging(willDecelerate: true))
        #expect(log == [])

        log = f.send(.scroll(100))
        #expect(log == [.appearance(instance: 1, index: 0, .didDisappear, animated: true), .position(1)])

        log = f.send(.endDecelerating)
        #expect(
            log == [
                .appearance(instance: 2, index: 1, .didAppear, animated: true),
                .didScrollToPage(1),
                .scrollState(.idle),
            ])
    }

    @Test func aSlowReleaseReturnsToItsPageReportingNoPageChange() {
        let f = MachineFixture()
        _ = f.drag(through: 30)
        let release = f.release(velocity: 299)
        #expect(release.target == 0)
        #expect(release.effects == [.scrollState(.settling)])

        var log = f.play(.endDragging(willDecelerate: true), .scroll(0))
        #expect(
            log == [
                .appearance(instance: 2, index: 1, .willDisappear, animated: true),
                .appearance(instance: 2, index: 1, .didDisappear, animated: true),
                .position(0),
            ])

        // Page 0 went willDisappear when page 1 came into view: at rest the cancelled transition goes
        // willAppear, didAppear (rule 7).
        log = f.send(.endDecelerating)
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .willAppear, animated: true),
                .appearance(instance: 1, index: 0, .didAppear, animated: true),
                .scrollState(.idle),
            ])
    }

    @Test func aReleaseOnAPageGoesStraightToIdle() {
        let f = MachineFixture()
        var log = f.drag(through: 60, 100)
        #expect(
            log == [
                .scrollState(.dragging),
                .load(instance: 3, index: 2, origin: 200),
                .appearance(instance: 1, index: 0, .willDisappear, animated: true),
                .appearance(instance: 2, index: 1, .willAppear, animated: true),
                .currentPage(1),
                .position(0.6),
                .appearance(instance: 1, index: 0, .didDisappear, animated: true),
                .position(1),
            ])
        let release = f.release(velocity: 0)
        #expect(release.target == 100)
        #expect(release.effects == [.willScrollToPage(1)])

        log = f.send(.endDragging(willDecelerate: false))
        #expect(
            log == [
                .appearance(instance: 2, index: 1, .didAppear, animated: true),
                .didScrollToPage(1),
                .scrollState(.idle),
            ])
    }

    /// A finger that catches the settle goes back to `.dragging`; the late end of the caught
    /// deceleration changes nothing, and the abandoned target (page 1) is never reported as reached.
    @Test func aCaughtSettleNeverReportsItsAbandonedTarget() {
        let f = MachineFixture()
        _ = f.drag(through: 60)
        #expect(f.release(velocity: 500).effects == [.willScrollToPage(1), .scrollState(.settling)])
        var log = f.play(.endDragging(willDecelerate: true), .scroll(80))
        #expect(log == [.position(0.8)])

        log = f.send(.beginDrag)
        #expect(log == [.scrollState(.dragging)])
        log = f.send(.endDecelerating)
        #expect(log == [])

        log = f.send(.scroll(20))
        #expect(log == [.unload(instance: 3, index: 2), .currentPage(0), .position(0.2)])
        let release = f.release(velocity: -500)
        #expect(release.target == 0)
        #expect(release.effects == [.scrollState(.settling)])  // the settled page: nothing to announce

        log = f.play(.endDragging(willDecelerate: true), .scroll(0), .endDecelerating)
        #expect(
            log == [
                .appearance(instance: 2, index: 1, .willDisappear, animated: true),
                .appearance(instance: 2, index: 1, .didDisappear, animated: true),
                .position(0),
                .appearance(instance: 1, index: 0, .willAppear, animated: true),
                .appearance(instance: 1, index: 0, .didAppear, animated: true),
                .scrollState(.idle),
            ])
    }

    /// Right-to-left, reading forward is toward lower offsets: a fling at −500 pt/s from half-way
    /// goes to page 1, one at +500 pt/s back to page 0.
    @Test func aRightToLeftFlingGoesForwardInReadingOrder() {
        let f = MachineFixture(configuration: PagingConfiguration(direction: .rightToLeft))
        let log = f.drag(through: 850)
        #expect(
            log == [
                .scrollState(.dragging),
                .load(instance: 3, index: 2, origin: 700),
                .appearance(instance: 1, index: 0, .willDisappear, animated: true),
                .appearance(instance: 2, index: 1, .willAppear, animated: true),
                .currentPage(1),
                .position(0.5),
            ])
        let release = f.release(velocity: -500)
        #expect(release.target == 800)
        #expect(release.effects == [.willScrollToPage(1), .scrollState(.settling)])

        let back = MachineFixture(configuration: PagingConfiguration(direction: .rightToLeft))
        _ = back.drag(through: 850)
        let backward = back.release(velocity: 500)
        #expect(backward.target == 900)
        #expect(backward.effects == [.scrollState(.settling)])
    }
}
