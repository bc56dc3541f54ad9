import Testing

@testable import PagedKit

/// Rule 7: per page `willAppear → didAppear → willDisappear → didDisappear`, cancelled transitions
/// as UIKit's; at rest exactly the settled page is appeared; `isVisible` disappears and appears it.
@MainActor @Suite struct Rule07AppearanceEffectLogTests {
    @Test func hidingAndShowingDisappearsAndAppearsTheSettledPage() {
        let f = EffectLogFixture()
        var log = f.record { f.container.isVisible = false }
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .willDisappear, animated: false),
                .appearance(instance: 1, index: 0, .didDisappear, animated: false),
            ])

        log = f.record { f.container.isVisible = true }
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .willAppear, animated: false),
                .appearance(instance: 1, index: 0, .didAppear, animated: false),
            ])
    }

    @Test func aPageChangeDisappearsTheOldPageBeforeTheNewOneAppears() {
        let f = EffectLogFixture()
        var log = f.record { f.drag(through: 50, 100) }
        #expect(
            log == [
                .scrollState(.dragging),
                .load(instance: 3, index: 2, origin: 200),
                .appearance(instance: 1, index: 0, .willDisappear, animated: true),
                .appearance(instance: 2, index: 1, .willAppear, animated: true),
                .currentPage(1),
                .position(0.5),
                .appearance(instance: 1, index: 0, .didDisappear, animated: true),
                .position(1),
            ])

        _ = f.container.willEndDragging(velocity: 0)
        log = f.record { f.container.didEndDragging(willDecelerate: false) }
        #expect(
            log == [
                .appearance(instance: 2, index: 1, .didAppear, animated: true),
                .didScrollToPage(1),
                .scrollState(.idle),
            ])
    }

    @Test func aDragThatTurnsBackCancelsBothTransitions() {
        let f = EffectLogFixture()
        f.drag(through: 30)
        let log = f.record { f.container.didScroll(toOffset: 0) }
        #expect(
            log == [
                .appearance(instance: 2, index: 1, .willDisappear, animated: true),
                .appearance(instance: 2, index: 1, .didDisappear, animated: true),
                .position(0),
            ])
    }

    @Test func aTwoPhaseAppearanceWaitsForItsEnd() {
        let f = EffectLogFixture()
        f.container.isVisible = false
        var log = f.record { f.container.beginAppearanceTransition(true, animated: true) }
        #expect(log == [.appearance(instance: 1, index: 0, .willAppear, animated: true)])

        log = f.record { f.container.endAppearanceTransition() }
        #expect(log == [.appearance(instance: 1, index: 0, .didAppear, animated: true)])
    }

    /// A transition reversed before its end, as UIKit's cancelled ones: willDisappear, willAppear,
    /// then didAppear at the end.
    @Test func aReversedTransitionGoesBackWithoutDidDisappear() {
        let f = EffectLogFixture()
        let log = f.record {
            f.container.beginAppearanceTransition(false, animated: true)
            f.container.beginAppearanceTransition(true, animated: true)
            f.container.endAppearanceTransition()
        }
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .willDisappear, animated: true),
                .appearance(instance: 1, index: 0, .willAppear, animated: true),
                .appearance(instance: 1, index: 0, .didAppear, animated: true),
            ])
    }
}
