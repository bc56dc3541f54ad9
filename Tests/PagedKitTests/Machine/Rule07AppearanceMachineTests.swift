import Testing

@testable import PagedKit

/// Rule 7 at the machine: per page `willAppear → didAppear → willDisappear → didDisappear`, with
/// UIKit's cancelled transitions; at rest exactly the settled page is appeared; hiding disappears
/// it and showing appears it again.
@MainActor @Suite struct Rule07AppearanceMachineTests {
    @Test func hidingAndShowingDisappearsAndAppearsTheSettledPage() {
        let f = MachineFixture()
        var log = f.setVisible(false)
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .willDisappear, animated: false),
                .appearance(instance: 1, index: 0, .didDisappear, animated: false),
            ])

        log = f.setVisible(true)
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .willAppear, animated: false),
                .appearance(instance: 1, index: 0, .didAppear, animated: false),
            ])
    }

    @Test func aDragThatTurnsBackCancelsBothTransitions() {
        let f = MachineFixture()
        _ = f.drag(through: 30)
        var log = f.send(.scroll(0))
        #expect(
            log == [
                .appearance(instance: 2, index: 1, .willDisappear, animated: true),
                .appearance(instance: 2, index: 1, .didDisappear, animated: true),
                .position(0),
            ])

        let release = f.release(velocity: 0)
        #expect(release.target == 0)
        #expect(release.effects == [])
        log = f.send(.endDragging(willDecelerate: false))
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .willAppear, animated: true),
                .appearance(instance: 1, index: 0, .didAppear, animated: true),
                .scrollState(.idle),
            ])
    }

    @Test func aTwoPhaseAppearanceWaitsForItsEnd() {
        let f = MachineFixture()
        _ = f.setVisible(false)
        var log = f.beginAppearance(true, animated: true)
        #expect(log == [.appearance(instance: 1, index: 0, .willAppear, animated: true)])

        log = f.send(.endAppearance)
        #expect(log == [.appearance(instance: 1, index: 0, .didAppear, animated: true)])
        log = f.send(.endAppearance)
        #expect(log == [])
    }

    /// A transition reversed before its end, as UIKit's cancelled ones: willDisappear, willAppear,
    /// then didAppear at the end, never didDisappear.
    @Test func aReversedTransitionGoesBackWithoutDidDisappear() {
        let f = MachineFixture()
        var log = f.beginAppearance(false, animated: true)
        #expect(log == [.appearance(instance: 1, index: 0, .willDisappear, animated: true)])
        log = f.beginAppearance(true, animated: true)
        #expect(log == [.appearance(instance: 1, index: 0, .willAppear, animated: true)])
        log = f.send(.endAppearance)
        #expect(log == [.appearance(instance: 1, index: 0, .didAppear, animated: true)])
    }
}
