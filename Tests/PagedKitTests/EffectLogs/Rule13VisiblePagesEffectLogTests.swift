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
