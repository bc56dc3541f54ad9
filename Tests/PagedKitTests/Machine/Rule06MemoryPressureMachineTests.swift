import Testing

@testable import PagedKit

/// Rule 6 at the machine: `.warning` keeps `current ± min(radius, 1)` and drops the cache,
/// `.critical` only the pages overlapping the viewport, until the next drag, jump or reload
/// rebuilds the window.
@MainActor @Suite struct Rule06MemoryPressureMachineTests {
    /// Resting on page 5 with radius 2: pages 5, 6, 4, 7, 3 are instances 4…8.
    private func restingOnPage5() -> MachineFixture {
        let f = MachineFixture(configuration: PagingConfiguration(preloadRadius: 2))
        _ = f.send(.jump(5, animated: false))
        return f
    }

    @Test func aWarningKeepsTheCurrentPageAndOneNeighbourEachSide() {
        let f = restingOnPage5()
        let log = f.send(.memoryPressure(.warning))
        #expect(log == [.unload(instance: 8, index: 3), .unload(instance: 7, index: 7)])
        #expect(f.loadedSlots.map(\.index) == [5, 6, 4])
    }

    @Test func criticalKeepsOnlyTheVisiblePageUntilTheNextDrag() {
        let f = restingOnPage5()
        var log = f.send(.memoryPressure(.critical))
        #expect(
            log == [
                .unload(instance: 8, index: 3),
                .unload(instance: 7, index: 7),
                .unload(instance: 6, index: 4),
                .unload(instance: 5, index: 6),
            ])

        // A host's own move at rest is no drag: it is undone, and the reduced set holds.
        log = f.send(.scroll(550))
        #expect(log == [.setContentOffset(500, animated: false)])

        log = f.send(.beginDrag)
        #expect(
            log == [
                .load(instance: 9, index: 6, origin: 600),
                .load(instance: 10, index: 4, origin: 400),
                .load(instance: 11, index: 7, origin: 700),
                .load(instance: 12, index: 3, origin: 300),
                .scrollState(.dragging),
            ])
    }

    /// An animated jump ends the reduction: the full window is back before the animation starts.
    @Test func aJumpRebuildsTheWindow() {
        let f = restingOnPage5()
        _ = f.send(.memoryPressure(.critical))
        let log = f.send(.jump(6, animated: true))
        #expect(
            log == [
                .willScrollToPage(6),
                .load(instance: 9, index: 6, origin: 600),
                .load(instance: 10, index: 4, origin: 400),
                .load(instance: 11, index: 7, origin: 700),
                .load(instance: 12, index: 3, origin: 300),
                .scrollState(.settling),
                .scheduleTimer(after: AutoScrollTiming.abandonmentTimeout),
                .setContentOffset(600, animated: true),
            ])
    }

    /// A reload ends the reduction too: the survivors are re-placed and the window made whole.
    @Test func aReloadRebuildsTheWindow() {
        let f = restingOnPage5()
        _ = f.send(.memoryPressure(.critical))
        let log = f.reload()
        #expect(
            log == [
                .place(instance: 4, origin: 500),
                .load(instance: 9, index: 6, origin: 600),
                .load(instance: 10, index: 4, origin: 400),
                .load(instance: 11, index: 7, origin: 700),
                .load(instance: 12, index: 3, origin: 300),
            ])
    }

    @Test func aWarningDropsTheCache() {
        let f = MachineFixture(configuration: PagingConfiguration(preloadRadius: 0, cacheLimit: 2))
        _ = f.send(.jump(1, animated: false))  // page 0 (instance 1) cached
        #expect(f.loadedSlots.map(\.index) == [0, 1])
        let log = f.send(.memoryPressure(.warning))
        #expect(log == [.unload(instance: 1, index: 0)])
    }
}
