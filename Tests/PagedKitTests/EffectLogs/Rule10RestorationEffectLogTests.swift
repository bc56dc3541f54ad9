import Testing

@testable import PagedKit

/// Rule 10: a `RestorablePage` saves its state when unloaded and gets it back, before it is placed,
/// when made again for the same identifier; states of identifiers gone on reload are dropped.
@MainActor @Suite struct Rule10RestorationEffectLogTests {
    @Test func aPageMadeAgainGetsItsStateBeforeItIsPlaced() throws {
        let f = EffectLogFixture()
        f.source.made[0].line = 12
        try f.container.scrollToPage(5, animated: false)  // page 0 unloaded, its line saved

        let log = try f.record { try f.container.scrollToPage(0, animated: false) }
        #expect(
            log == [
                .willScrollToPage(0),
                .unload(instance: 5, index: 4),
                .unload(instance: 4, index: 6),
                .appearance(instance: 3, index: 5, .willDisappear, animated: false),
                .appearance(instance: 3, index: 5, .didDisappear, animated: false),
                .unload(instance: 3, index: 5),
                .load(instance: 6, index: 0, origin: 0),
                .load(instance: 7, index: 1, origin: 100),
                .currentPage(0),
                .position(0),
                .setContentOffset(0, animated: false),
                .appearance(instance: 6, index: 0, .willAppear, animated: false),
                .appearance(instance: 6, index: 0, .didAppear, animated: false),
                .didScrollToPage(0),
            ])
        let again = try #require(f.source.made.last { $0.index == 0 })
        #expect(again.line == 12)
        #expect(again.restoredAtEffect == log.firstIndex(of: .load(instance: 6, index: 0, origin: 0)))
    }

    @Test func theStateOfARemovedIdentifierIsDropped() throws {
        let f = EffectLogFixture()
        f.source.made[0].line = 12
        try f.container.scrollToPage(5, animated: false)
        f.source.identifiers[0] = "gone"
        f.container.reloadData()
        f.source.identifiers[0] = "p0"
        f.container.reloadData()

        try f.container.scrollToPage(0, animated: false)
        let again = try #require(f.source.made.last { $0.index == 0 })
        #expect(again.line == 0)
        #expect(again.restoredAtEffect == nil)
    }

    /// Memory pressure unloads save the state too; the next drag makes the page again with it.
    @Test func aPageUnloadedByMemoryPressureIsRestored() throws {
        let f = EffectLogFixture()
        try f.container.scrollToPage(1, animated: false)  // 1, 2, 0 are instances 2, 3, 1
        f.source.made[0].line = 7
        f.container.handleMemoryPressure(.critical)
        let log = f.record { f.container.willBeginDragging() }
        #expect(
            log == [
                .load(instance: 4, index: 2, origin: 200),
                .load(instance: 5, index: 0, origin: 0),
                .scrollState(.dragging),
            ])
        let again = try #require(f.source.made.last)
        #expect(again.index == 0 && again.line == 7)
        #expect(again.restoredAtEffect == 1)
    }
}
