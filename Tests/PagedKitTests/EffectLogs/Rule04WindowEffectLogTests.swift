import Testing

@testable import PagedKit

/// Rule 4: the loaded set is the window after every call; a page that overlaps the viewport is
/// loaded and placed before the `didScroll` that shows it returns; `didLoad` after placing,
/// `willUnload` before removing; the cache keeps the most recently left pages, placed.
@MainActor @Suite struct Rule04WindowEffectLogTests {
    @Test func aDragLoadsAheadAndUnloadsBehindInTheTickThatCrosses() throws {
        let f = EffectLogFixture()
        try f.container.scrollToPage(1, animated: false)  // loaded: 0, 1 (instances 1, 2), 2 (3)
        f.container.willBeginDragging()

        let log = f.record { f.container.didScroll(toOffset: 160) }
        #expect(
            log == [
                .unload(instance: 1, index: 0),
                .load(instance: 4, index: 3, origin: 300),
                .appearance(instance: 2, index: 1, .willDisappear, animated: true),
                .appearance(instance: 3, index: 2, .willAppear, animated: true),
                .currentPage(2),
                .position(1.6),
            ])
    }

    @Test func aPageIsLoadedBeforeTheTickThatShowsIt() {
        let f = EffectLogFixture(configuration: PagingConfiguration(preloadRadius: 0))
        f.container.willBeginDragging()
        let log = f.record { f.container.didScroll(toOffset: 10) }
        #expect(
            log == [
                .load(instance: 2, index: 1, origin: 100),
                .appearance(instance: 1, index: 0, .willDisappear, animated: true),
                .appearance(instance: 2, index: 1, .willAppear, animated: true),
                .position(0.1),
            ])
    }

    @Test func theCacheKeepsTheLastLeftPagePlacedAndEvictsTheOldest() throws {
        let f = EffectLogFixture(configuration: PagingConfiguration(preloadRadius: 0, cacheLimit: 1))
        // Page 0 leaves the window into the cache: it stays loaded, placed where it was.
        var log = try f.record { try f.container.scrollToPage(1, animated: false) }
        #expect(
            log == [
                .willScrollToPage(1),
                .load(instance: 2, index: 1, origin: 100),
                .currentPage(1),
                .position(1),
                .setContentOffset(100, animated: false),
                .appearance(instance: 1, index: 0, .willDisappear, animated: false),
                .appearance(instance: 1, index: 0, .didDisappear, animated: false),
                .appearance(instance: 2, index: 1, .willAppear, animated: false),
                .appearance(instance: 2, index: 1, .didAppear, animated: false),
                .didScrollToPage(1),
            ])

        // Page 1 enters the cache and evicts page 0, the least recently left.
        log = try f.record { try f.container.scrollToPage(2, animated: false) }
        #expect(
            log == [
                .willScrollToPage(2),
                .unload(instance: 1, index: 0),
                .load(instance: 3, index: 2, origin: 200),
                .currentPage(2),
                .position(2),
                .setContentOffset(200, animated: false),
                .appearance(instance: 2, index: 1, .willDisappear, animated: false),
                .appearance(instance: 2, index: 1, .didDisappear, animated: false),
                .appearance(instance: 3, index: 2, .willAppear, animated: false),
                .appearance(instance: 3, index: 2, .didAppear, animated: false),
                .didScrollToPage(2),
            ])
    }

    /// Looping over two pages: page 1 is loaded once, ahead; dragged backward, it moves behind in
    /// the tick that shows it.
    @Test func aTwoPageLoopShowsTheOneNeighbourOnTheSideDraggedToward() throws {
        let f = EffectLogFixture(pages: 2, configuration: PagingConfiguration(isLooping: true))
        let home = try #require(f.offset)
        #expect(f.container.loadedPageIndices == [0, 1])
        f.container.willBeginDragging()
        let log = f.record { f.container.didScroll(toOffset: home - 25) }
        #expect(
            log == [
                .place(instance: 2, origin: home - 100),
                .appearance(instance: 1, index: 0, .willDisappear, animated: true),
                .appearance(instance: 2, index: 1, .willAppear, animated: true),
                .position(1.75),  // a quarter backward from page 0: pageCount − 0.25
            ])
    }
}
