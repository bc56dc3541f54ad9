import Testing

@testable import PagedKit

/// Rule 13: `forEachVisiblePage` gives each visible instance, in reading order, its signed distance
/// from the alignment point in pitches, slot by slot (a spliced target reads as a near neighbour).
@MainActor @Suite struct Rule13VisiblePagesEffectLogTests {
    private static let cards = PagingConfiguration(pageSize: .fraction(0.8))

    private func visible(_ f: EffectLogFixture) -> [VisiblePage] {
        var pages: [VisiblePage] = []
        f.container.forEachVisiblePage { page, index, offset in
            pages.append(VisiblePage(index: index, made: page.index, offset: offset))
        }
        return pages
    }

    @Test func restingAndDraggedOffsetsInPitches() throws {
        let f = EffectLogFixture(pages: 20, configuration: Self.cards)
        try f.container.scrollToPage(3, animated: false)
        #expect(visible(f) == [.init(2, -1), .init(3, 0), .init(4, 1)])

        f.container.willBeginDragging()
        let log = f.record { f.container.didScroll(toOffset: 260) }
        #expect(
            log == [
                .appearance(instance: 5, index: 2, .willDisappear, animated: true),
                .appearance(instance: 5, index: 2, .didDisappear, animated: true),
                .position(3.25),
            ])
        #expect(visible(f) == [.init(3, -0.25), .init(4, 0.75)])
    }

    @Test func aSplicedTargetReadsAsANearNeighbour() throws {
        let f = EffectLogFixture(pages: 20, configuration: Self.cards)
        try f.container.scrollToPage(3, animated: false)
        try f.container.scrollToPage(12, animated: true)
        f.container.didScroll(toOffset: 320)
        f.container.didScroll(toOffset: 400)
        let log = f.record { f.container.didScroll(toOffset: 440) }
        #expect(
            log == [
                .appearance(instance: 4, index: 4, .willDisappear, animated: true),
                .appearance(instance: 4, index: 4, .didDisappear, animated: true),
                .unload(instance: 4, index: 4),
                .load(instance: 8, index: 13, origin: 570),
                .currentPage(12),
                .position(11.5),
            ])
        #expect(visible(f) == [.init(11, -0.5), .init(12, 0.5)])
    }

    @Test func nothingBeforeTheViewportOrWithNoPages() {
        let f = EffectLogFixture(viewport: nil)
        #expect(visible(f) == [])
        let empty = EffectLogFixture(pages: 0)
        #expect(visible(empty) == [])
    }

    /// Right-to-left, reading order is still 2, 3, 4, and the offsets are signed in reading order.
    @Test func rightToLeftCardsAreInReadingOrder() throws {
        let configuration = PagingConfiguration(direction: .rightToLeft, pageSize: .fraction(0.8))
        let f = EffectLogFixture(configuration: configuration)
        let log = try f.record { try f.container.scrollToPage(3, animated: false) }
        // Content 820: page i rests at (9 − i) × 80 and spans [L − b, L − a] of its left-to-right span.
        #expect(
            log == [
                .willScrollToPage(3),
                .unload(instance: 2, index: 1),
                .appearance(instance: 1, index: 0, .willDisappear, animated: false),
                .appearance(instance: 1, index: 0, .didDisappear, animated: false),
                .unload(instance: 1, index: 0),
                .load(instance: 3, index: 3, origin: 490),
                .load(instance: 4, index: 4, origin: 410),
                .load(instance: 5, index: 2, origin: 570),
                .currentPage(3),
                .position(3),
                .setContentOffset(480, animated: false),
                .appearance(instance: 3, index: 3, .willAppear, animated: false),
                .appearance(instance: 3, index: 3, .didAppear, animated: false),
                .didScrollToPage(3),
            ])
        #expect(visible(f) == [.init(2, -1), .init(3, 0), .init(4, 1)])
    }
}

/// One call of `forEachVisiblePage`'s body: the index it was given, the index the page was made
/// for, and the offset in pages.
struct VisiblePage: Equatable {
    var index: Int
    var made: Int
    var offset: Double

    init(index: Int, made: Int, offset: Double) {
        self.index = index
        self.made = made
        self.offset = offset
    }

    init(_ index: Int, _ offset: Double) { self.init(index: index, made: index, offset: offset) }
}
