import Testing

@testable import PagedKit

/// Rule 4 at the machine: the loaded set is `current ± radius`, every page overlapping the viewport
/// and the cache, after every event; a page is loaded and placed in the tick that shows it; the
/// cache keeps the most recently left pages, placed.
@MainActor @Suite struct Rule04WindowMachineTests {
    @Test func aDragLoadsAheadAndUnloadsBehindInTheTickThatCrosses() {
        let f = MachineFixture()
        _ = f.send(.jump(1, animated: false))  // 0, 1, 2 are instances 1, 2, 3
        _ = f.send(.beginDrag)

        let log = f.send(.scroll(160))
        #expect(
            log == [
                .unload(instance: 1, index: 0),
                .load(instance: 4, index: 3, origin: 300),
                .appearance(instance: 2, index: 1, .willDisappear, animated: true),
                .appearance(instance: 3, index: 2, .willAppear, animated: true),
                .currentPage(2),
                .position(1.6),
            ])
        #expect(f.loadedSlots.map(\.index) == [1, 2, 3])
    }

    @Test func aPageIsLoadedInTheTickThatShowsIt() {
        let f = MachineFixture(configuration: PagingConfiguration(preloadRadius: 0))
        #expect(f.loadedSlots.map(\.index) == [0])
        _ = f.send(.beginDrag)
        let log = f.send(.scroll(10))
        #expect(
            log == [
                .load(instance: 2, index: 1, origin: 100),
                .appearance(instance: 1, index: 0, .willDisappear, animated: true),
                .appearance(instance: 2, index: 1, .willAppear, animated: true),
                .position(0.1),
            ])
    }

    @Test func theCacheKeepsTheLastLeftPagePlacedAndEvictsTheOldest() {
        let f = MachineFixture(configuration: PagingConfiguration(preloadRadius: 0, cacheLimit: 1))
        // Page 0 leaves the window into the cache: it stays loaded, in its slot.
        var log = f.send(.jump(1, animated: false))
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
        log = f.send(.jump(2, animated: false))
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

    /// Looping over two pages: page 1 is loaded once, ahead of page 0; dragged backward, it moves
    /// behind in the tick that shows it, and is never loaded twice.
    @Test func aTwoPageLoopShowsTheOneNeighbourOnTheSideDraggedToward() {
        let f = MachineFixture(pages: 2, configuration: PagingConfiguration(isLooping: true))
        #expect(f.loadedSlots.map(\.index) == [0, 1])
        #expect(f.loadedSlots.map(\.slot) == [32, 33])
        _ = f.send(.beginDrag)
        let log = f.send(.scroll(3175))
        #expect(
            log == [
                .place(instance: 2, origin: 3100),
                .appearance(instance: 1, index: 0, .willDisappear, animated: true),
                .appearance(instance: 2, index: 1, .willAppear, animated: true),
                .position(1.75),  // a quarter backward from page 0: pageCount − 0.25
            ])
    }

    /// A radius above the cap acts as the cap (at most the page count here): ten pages loaded.
    @Test func aHugeRadiusIsCapped() {
        let f = MachineFixture(configuration: PagingConfiguration(preloadRadius: 1_000_000), load: false)
        let log = f.reload(count: 10)
        let loads = log.filter {
            if case .load = $0 { return true }
            return false
        }
        #expect(loads.count == 10)
        #expect(f.loadedSlots.map(\.index) == Array(0..<10))
    }
}
