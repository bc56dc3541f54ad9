import Testing

@testable import PagedKit

/// Rule 11 at the machine, for the input it guards itself (the driver drops non-finite offsets and
/// non-positive lengths before they reach it): jumps out of range or before the data, counts
/// clamped to 0…2^40, negative radius and cache limit, far offsets and non-finite velocities.
@MainActor @Suite struct Rule11BadInputMachineTests {
    @Test func jumpsOutOfRangeOrBeforeTheDataDoNothing() {
        let f = MachineFixture()
        var log = f.play(
            .jump(10, animated: false), .jump(-1, animated: true), .jump(Int.max, animated: true),
            .jump(Int.min, animated: false, delta: -1))
        #expect(log == [])

        let early = MachineFixture(load: false)
        log = early.play(.jump(0, animated: false), .jump(3, animated: true), .endAnimation, .fingerLifted)
        #expect(log == [])

        let empty = MachineFixture(pages: 0)
        log = empty.play(.jump(0, animated: false), .beginDrag, .scroll(50), .endDrag(velocity: 500), .timerTick)
        #expect(log == [])
    }

    /// A count above 2^40 is clamped, with a diagnostic; offsets stay exact.
    @Test func aHugeCountIsClamped() {
        let f = MachineFixture(load: false)
        let log = f.reload(count: Int.max)
        #expect(
            log == [
                .diagnostic(.pageCountClamped(reported: Int.max, usable: PagingMachine.maximumPageCount)),
                .setContentLength(Double(PagingMachine.maximumPageCount) * 100),
                .load(instance: 1, index: 0, origin: 0),
                .load(instance: 2, index: 1, origin: 100),
                .setContentOffset(0, animated: false),
                .appearance(instance: 1, index: 0, .willAppear, animated: false),
                .appearance(instance: 1, index: 0, .didAppear, animated: false),
            ])
        #expect(f.machine.pageCount == 1 << 40)
    }

    @Test func aNegativeCountIsEmpty() {
        let f = MachineFixture(load: false)
        let log = f.reload(count: -3)
        #expect(log == [.setContentLength(0), .setContentOffset(0, animated: false)])
        #expect(f.machine.pageCount == 0)
    }

    @Test func aNegativeRadiusAndCacheLimitAreZero() {
        let f = MachineFixture(configuration: PagingConfiguration(preloadRadius: -2, cacheLimit: -1), load: false)
        var log = f.reload(count: 10)
        #expect(
            log == [
                .setContentLength(1000),
                .load(instance: 1, index: 0, origin: 0),
                .setContentOffset(0, animated: false),
                .appearance(instance: 1, index: 0, .willAppear, animated: false),
                .appearance(instance: 1, index: 0, .didAppear, animated: false),
            ])
        log = f.send(.jump(1, animated: false))
        #expect(
            log == [
                .willScrollToPage(1),
                .appearance(instance: 1, index: 0, .willDisappear, animated: false),
                .appearance(instance: 1, index: 0, .didDisappear, animated: false),
                .unload(instance: 1, index: 0),
                .load(instance: 2, index: 1, origin: 100),
                .currentPage(1),
                .position(1),
                .setContentOffset(100, animated: false),
                .appearance(instance: 2, index: 1, .willAppear, animated: false),
                .appearance(instance: 2, index: 1, .didAppear, animated: false),
                .didScrollToPage(1),
            ])
    }

    /// A huge finite offset at rest is a move the host made on its own: undone, never NaN.
    @Test func aFarOffsetAtRestIsUndone() {
        let f = MachineFixture()
        let log = f.send(.scroll(1e19))
        #expect(log == [.setContentOffset(0, animated: false)])
        #expect(f.machine.position == 0)
    }

    /// A non-finite release velocity reads as a slow release: back to the nearest page.
    @Test func aNonFiniteVelocityIsASlowRelease() {
        let f = MachineFixture()
        _ = f.drag(through: 30)
        let release = f.release(velocity: .nan)
        #expect(release.target == 0)
        #expect(release.effects == [.scrollState(.settling)])
    }
}
