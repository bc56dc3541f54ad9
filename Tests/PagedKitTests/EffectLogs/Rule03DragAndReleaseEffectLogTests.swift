import Testing

@testable import PagedKit

/// Rule 3: `.dragging → .settling → .idle`; a release at 300 pt/s or more goes to the next page, a
/// slower one to the nearest; `willScrollToPage` once when the target is known, and at rest
/// appearance, then `didScrollToPage`, then `.idle`.
@MainActor @Suite struct Rule03DragAndReleaseEffectLogTests {
    @Test func aFlingMovesOnePageAndReportsAtRest() {
        let f = EffectLogFixture()
        var log = f.record { f.container.willBeginDragging() }
        #expect(log == [.scrollState(.dragging)])

        log = f.record { f.container.didScroll(toOffset: 30) }
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .willDisappear, animated: true),
                .appearance(instance: 2, index: 1, .willAppear, animated: true),
                .position(0.3),
            ])

        log = f.record { f.container.didScroll(toOffset: 60) }
        #expect(log == [.load(instance: 3, index: 2, origin: 200), .currentPage(1), .position(0.6)])

        var target = 0.0
        log = f.record { target = f.container.willEndDragging(velocity: 300) }
        #expect(target == 100)
        #expect(log == [.willScrollToPage(1), .scrollState(.settling)])

        log = f.record { f.container.didEndDragging(willDecelerate: true) }
        #expect(log == [])

        log = f.record { f.container.didScroll(toOffset: 100) }
        #expect(log == [.appearance(instance: 1, index: 0, .didDisappear, animated: true), .position(1)])

        log = f.record { f.container.didEndDecelerating() }
        #expect(
            log == [
                .appearance(instance: 2, index: 1, .didAppear, animated: true),
                .didScrollToPage(1),
                .scrollState(.idle),
            ])
    }

    @Test func aSlowReleaseReturnsToItsPageReportingNoPageChange() {
        let f = EffectLogFixture()
        f.drag(through: 30)
        var target = 0.0
        var log = f.record { target = f.container.willEndDragging(velocity: 299) }
        #expect(target == 0)
        #expect(log == [.scrollState(.settling)])

        f.container.didEndDragging(willDecelerate: true)
        log = f.record { f.container.didScroll(toOffset: 0) }
        #expect(
            log == [
                .appearance(instance: 2, index: 1, .willDisappear, animated: true),
                .appearance(instance: 2, index: 1, .didDisappear, animated: true),
                .position(0),
            ])

        // Page 0 went willDisappear when page 1 came into view: at rest the cancelled transition
        // goes willAppear, didAppear (rule 7).
        log = f.record { f.container.didEndDecelerating() }
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .willAppear, animated: true),
                .appearance(instance: 1, index: 0, .didAppear, animated: true),
                .scrollState(.idle),
            ])
    }

    @Test func aReleaseOnAPageBoundaryGoesStraightToIdle() {
        let f = EffectLogFixture()
        f.drag(through: 60, 100)
        var log = f.record { _ = f.container.willEndDragging(velocity: 0) }
        #expect(log == [.willScrollToPage(1)])

        log = f.record { f.container.didEndDragging(willDecelerate: false) }
        #expect(
            log == [
                .appearance(instance: 2, index: 1, .didAppear, animated: true),
                .didScrollToPage(1),
                .scrollState(.idle),
            ])
    }

    @Test func aCaughtSettleNeverReportsItsAbandonedTarget() {
        let f = EffectLogFixture()
        f.drag(through: 60)
        _ = f.container.willEndDragging(velocity: 500)
        f.container.didEndDragging(willDecelerate: true)
        f.container.didScroll(toOffset: 80)

        var log = f.record { f.container.willBeginDragging() }
        #expect(log == [.scrollState(.dragging)])
        // The late end of the caught deceleration (the host is not at its target) changes nothing.
        log = f.record { f.container.didEndDecelerating() }
        #expect(log == [])

        f.container.didScroll(toOffset: 20)
        log = f.record { _ = f.container.willEndDragging(velocity: -500) }
        #expect(log == [.scrollState(.settling)])  // back toward page 0, the settled page: nothing to announce

        f.container.didEndDragging(willDecelerate: true)
        log = f.record {
            f.container.didScroll(toOffset: 0)
            f.container.didEndDecelerating()
        }
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

    /// Right-to-left, reading forward is toward lower offsets: a fling at −500 pt/s goes to page 1.
    @Test func aRightToLeftFlingGoesForwardInReadingOrder() {
        let f = EffectLogFixture(configuration: PagingConfiguration(direction: .rightToLeft))
        f.drag(through: 840)
        var target = 0.0
        let log = f.record { target = f.container.willEndDragging(velocity: -500) }
        #expect(target == 800)
        #expect(log == [.willScrollToPage(1), .scrollState(.settling)])
    }
}
