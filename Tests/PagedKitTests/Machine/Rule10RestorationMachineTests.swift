import Testing

@testable import PagedKit

/// Rule 10 at the machine: a restored snapshot's page opens on the first load (`opening:`), with
/// no page-change report; a page that leaves is unloaded and, made again, carries the same
/// identifier, under which the driver saves and restores its state.
@MainActor @Suite struct Rule10RestorationMachineTests {
    private static let openingOn5: [PagingEffect] = [
        .setContentLength(1000),
        .load(instance: 1, index: 5, origin: 500),
        .load(instance: 2, index: 6, origin: 600),
        .load(instance: 3, index: 4, origin: 400),
        .setContentOffset(500, animated: false),
        .appearance(instance: 1, index: 5, .willAppear, animated: false),
        .appearance(instance: 1, index: 5, .didAppear, animated: false),
    ]

    @Test func aSnapshotOpensOnItsPage() {
        let f = MachineFixture(load: false)
        let log = f.reload(count: 10, opening: 5)
        #expect(log == Self.openingOn5)
        #expect(f.made == ["item5", "item6", "item4"])
        #expect(f.machine.settledPage == 5)
    }

    @Test func aSnapshotBeforeTheViewportOpensWhenTheLengthArrives() {
        let f = MachineFixture(viewport: nil, load: false)
        var log = f.reload(count: 10, opening: 5)
        #expect(log == [])
        log = f.send(.viewport(100))
        #expect(log == Self.openingOn5)
    }

    @Test func aPageMadeAgainCarriesTheIdentifierItWasUnloadedUnder() {
        let f = MachineFixture()
        var log = f.send(.jump(5, animated: false))
        #expect(
            log == [
                .willScrollToPage(5),
                .unload(instance: 2, index: 1),
                .appearance(instance: 1, index: 0, .willDisappear, animated: false),
                .appearance(instance: 1, index: 0, .didDisappear, animated: false),
                .unload(instance: 1, index: 0),
                .load(instance: 3, index: 5, origin: 500),
                .load(instance: 4, index: 6, origin: 600),
                .load(instance: 5, index: 4, origin: 400),
                .currentPage(5),
                .position(5),
                .setContentOffset(500, animated: false),
                .appearance(instance: 3, index: 5, .willAppear, animated: false),
                .appearance(instance: 3, index: 5, .didAppear, animated: false),
                .didScrollToPage(5),
            ])

        log = f.send(.jump(0, animated: false))
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
        #expect(f.made == ["item0", "item1"])
    }

    /// Memory pressure unloads too (the driver saves the state); the next drag makes the pages
    /// again under their identifiers.
    @Test func aPageUnloadedByMemoryPressureIsMadeAgainOnTheNextDrag() {
        let f = MachineFixture()
        _ = f.send(.jump(1, animated: false))  // 1, 2, 0 are instances 2, 3, 1
        var log = f.send(.memoryPressure(.critical))
        #expect(log == [.unload(instance: 3, index: 2), .unload(instance: 1, index: 0)])

        log = f.send(.beginDrag)
        #expect(
            log == [
                .load(instance: 4, index: 2, origin: 200),
                .load(instance: 5, index: 0, origin: 0),
                .scrollState(.dragging),
            ])
        #expect(f.made == ["item2", "item0"])
    }
}
