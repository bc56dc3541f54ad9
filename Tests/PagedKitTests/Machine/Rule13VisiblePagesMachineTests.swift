import Testing

@testable import PagedKit

/// Rule 13 at the machine: the instances placed in the slots overlapping the viewport, in reading
/// order, each at its signed distance from the alignment point counted slot by slot (a spliced
/// target reads as a near neighbour), with the effects that loaded and placed them.
@MainActor @Suite struct Rule13VisiblePagesMachineTests {
    /// 80-point cards centred in a 100-point viewport: pitch 80, inset 10.
    private static let cards = PagingConfiguration(pageSize: .fixed(80))

    @Test func restingAndDraggedDistancesInPitches() {
        let f = MachineFixture(pages: 20, configuration: Self.cards)
        var log = f.send(.jump(3, animated: false))
        #expect(
            log == [
                .willScrollToPage(3),
                .unload(instance: 2, index: 1),
                .appearance(instance: 1, index: 0, .willDisappear, animated: false),
                .appearance(instance: 1, index: 0, .didDisappear, animated: false),
                .unload(instance: 1, index: 0),
                .load(instance: 3, index: 3, origin: 250),
                .load(instance: 4, index: 4, origin: 330),
                .load(instance: 5, index: 2, origin: 170),
                .currentPage(3),
                .position(3),
                .setContentOffset(240, animated: false),
                .appearance(instance: 3, index: 3, .willAppear, animated: false),
                .appearance(instance: 3, index: 3, .didAppear, animated: false),
                .didScrollToPage(3),
            ])
        #expect(
            f.visiblePages == [
                VisibleSlot(instance: 5, index: 2, offset: -1), VisibleSlot(instance: 3, index: 3, offset: 0),
                VisibleSlot(instance: 4, index: 4, offset: 1),
            ])

        log = f.send(.beginDrag)
        #expect(
            log == [
                .appearance(instance: 3, index: 3, .willDisappear, animated: true),
                .appearance(instance: 4, index: 4, .willAppear, animated: true),
                .appearance(instance: 5, index: 2, .willAppear, animated: true),
                .scrollState(.dragging),
            ])
        log = f.send(.scroll(260))
        #expect(
            log == [
                .appearance(instance: 5, index: 2, .willDisappear, animated: true),
                .appearance(instance: 5, index: 2, .didDisappear, animated: true),
                .position(3.25),
            ])
        #expect(
            f.visiblePages == [
                VisibleSlot(instance: 3, index: 3, offset: -0.25), VisibleSlot(instance: 4, index: 4, offset: 0.75),
            ])
    }

    /// The jump 3 → 12 keeps cards 2, 3, 4 in their slots and splices 11, 12 after them (12 three
    /// pitches on); half-way from 11 to 12 the target reads half a pitch ahead, not nine.
    @Test func aSplicedTargetReadsAsANearNeighbour() {
        let f = MachineFixture(pages: 20, configuration: Self.cards)
        _ = f.send(.jump(3, animated: false))
        var log = f.send(.jump(12, animated: true))
        #expect(
            log == [
                .willScrollToPage(12),
                .place(instance: 3, origin: 250),
                .place(instance: 4, origin: 330),
                .place(instance: 5, origin: 170),
                .setContentLength(1140),
                .scrollState(.settling),
                .scheduleTimer(after: AutoScrollTiming.abandonmentTimeout),
                .setContentOffset(480, animated: true),
            ])

        log = f.play(.scroll(320), .scroll(400))
        #expect(
            log == [
                .unload(instance: 5, index: 2),
                .load(instance: 6, index: 11, origin: 410),
                .appearance(instance: 3, index: 3, .willDisappear, animated: true),
                .appearance(instance: 4, index: 4, .willAppear, animated: true),
                .appearance(instance: 6, index: 11, .willAppear, animated: true),
                .currentPage(4),
                .position(4),
                .appearance(instance: 3, index: 3, .didDisappear, animated: true),
                .unload(instance: 3, index: 3),
                .load(instance: 7, index: 12, origin: 490),
                .appearance(instance: 7, index: 12, .willAppear, animated: true),
                .currentPage(11),
                .position(11),
            ])

        log = f.send(.scroll(440))
        #expect(
            log == [
                .appearance(instance: 4, index: 4, .willDisappear, animated: true),
                .appearance(instance: 4, index: 4, .didDisappear, animated: true),
                .unload(instance: 4, index: 4),
                .load(instance: 8, index: 13, origin: 570),
                .currentPage(12),
                .position(11.5),
            ])
        #expect(
            f.visiblePages == [
                VisibleSlot(instance: 6, index: 11, offset: -0.5), VisibleSlot(instance: 7, index: 12, offset: 0.5),
            ])
    }

    @Test func nothingIsVisibleBeforeTheViewportOrWithNoPages() {
        #expect(MachineFixture(viewport: nil).visiblePages == [])
        #expect(MachineFixture(pages: 0).visiblePages == [])
    }
}
