import Testing

@testable import PagedKit

/// Rule 6: `.warning` keeps `current ± min(radius, 1)`, `.critical` only the visible pages, until
/// the next drag, jump or reload rebuilds the window.
@MainActor @Suite struct Rule06MemoryPressureEffectLogTests {
    /// Resting on page 5 with radius 2: pages 2, 0, 1 gone; 5, 6, 4, 7, 3 are instances 4…8.
    private func restingOnPage5() throws -> EffectLogFixture {
        let f = EffectLogFixture(configuration: PagingConfiguration(preloadRadius: 2))
        try f.container.scrollToPage(5, animated: false)
        return f
    }

    @Test func aWarningKeepsTheCurrentPageAndOneNeighbourEachSide() throws {
        let f = try restingOnPage5()
        let log = f.record { f.container.handleMemoryPressure(.warning) }
        #expect(log == [.unload(instance: 8, index: 3), .unload(instance: 7, index: 7)])
    }

    @Test func criticalKeepsOnlyTheVisiblePageUntilTheNextDrag() throws {
        let f = try restingOnPage5()
        var log = f.record { f.container.handleMemoryPressure(.critical) }
        #expect(
            log == [
                .unload(instance: 8, index: 3),
                .unload(instance: 7, index: 7),
                .unload(instance: 6, index: 4),
                .unload(instance: 5, index: 6),
            ])

        log = f.record { f.container.willBeginDragging() }
        #expect(
            log == [
                .load(instance: 9, index: 6, origin: 600),
                .load(instance: 10, index: 4, origin: 400),
                .load(instance: 11, index: 7, origin: 700),
                .load(instance: 12, index: 3, origin: 300),
                .scrollState(.dragging),
            ])
    }

    @Test func aWarningDropsTheCache() throws {
        let f = EffectLogFixture(configuration: PagingConfiguration(preloadRadius: 0, cacheLimit: 2))
        try f.container.scrollToPage(1, animated: false)  // page 0 (instance 1) cached
        let log = f.record { f.container.handleMemoryPressure(.warning) }
        #expect(log == [.unload(instance: 1, index: 0)])
    }

    /// A host's own move at rest is no drag, jump or reload: it is undone and the reduced set holds.
    @Test func theReducedSetHoldsOverAHostMoveAtRest() throws {
        let f = try restingOnPage5()
        f.container.handleMemoryPressure(.critical)
        let log = f.record { f.container.didScroll(toOffset: 550) }
        #expect(log == [.setContentOffset(500, animated: false)])
    }
}
