import PagedKit
import PagedKitTesting
import Testing

/// Rules 12–13: which cards overlap the viewport, `forEachVisiblePage`'s offsets, appearance and
/// memory pressure with peeking neighbours.
@MainActor @Suite struct PeekingVisibilityTests {
    struct Visible: Equatable, CustomStringConvertible {
        var index: Int
        var offset: Double
        var description: String { "\(index)@\(offset)" }
    }

    static func visible(_ container: PagedContainer<TestPage>) -> [Visible] {
        var result: [Visible] = []
        container.forEachVisiblePage { _, index, offset in result.append(Visible(index: index, offset: offset)) }
        return result
    }

    @Test func visiblePagesAreReportedInReadingOrderWithTheirSignedOffsets() throws {
        let harness = PeekingGeometryTests.cards(pageCount: 6)
        try harness.container.scrollToPage(2, animated: false)
        #expect(
            Self.visible(harness.container) == [
                Visible(index: 1, offset: -1), .init(index: 2, offset: 0), .init(index: 3, offset: 1),
            ])
        harness.simulator.beginDrag()
        harness.simulator.drag(by: 82.5, ticks: 1)  // a quarter of a pitch toward page 3
        // Page 1's span [370, 690] has left the viewport [742.5, 1142.5]; page 4's [1360, 1680] has not come.
        #expect(Self.visible(harness.container) == [Visible(index: 2, offset: -0.25), .init(index: 3, offset: 0.75)])
        harness.simulator.drag(by: 82.5 * 2, ticks: 1)
        // [907.5, 1307.5]: page 4's span [1360, 1680] is still out; page 2's [700, 1020] still in.
        #expect(Self.visible(harness.container) == [Visible(index: 2, offset: -0.75), .init(index: 3, offset: 0.25)])
        harness.simulator.drag(by: 82.5, ticks: 1)
        #expect(
            Self.visible(harness.container) == [
                Visible(index: 2, offset: -1), .init(index: 3, offset: 0), .init(index: 4, offset: 1),
            ])
    }

    @Test func nothingIsVisibleBeforeTheViewportOrWithNoPages() {
        let early = Harness(
            configuration: PagingConfiguration(pageSize: .fraction(0.5)), pageCount: 3, attach: false)
        #expect(Self.visible(early.container).isEmpty)
        #expect(early.container.pageLength == 0)
        #expect(early.container.viewportLength == 0)
        let empty = Harness(configuration: PagingConfiguration(pageSize: .fraction(0.5)), pageCount: 0)
        #expect(Self.visible(empty.container).isEmpty)
    }

    @Test func aViewportShowingOnlySpacingShowsNoPage() throws {
        let harness = Harness(
            configuration: PagingConfiguration(pageSize: .fixed(100), pageSpacing: 1000, pageAlignment: .leading),
            pageCount: 3, viewportLength: 400)
        harness.simulator.beginDrag()
        harness.simulator.drag(by: 500, ticks: 1)  // [500, 900]: card 0 ended at 100, card 1 starts at 1100
        #expect(Self.visible(harness.container).isEmpty)
        #expect(harness.container.currentPage == 0)
        harness.simulator.drag(by: 400, ticks: 1)
        #expect(Self.visible(harness.container) == [Visible(index: 1, offset: 1 - 900.0 / 1100)])
    }

    @Test func atRestOnlyTheSettledCardHasAppearedAndPeekingNeighboursNever() throws {
        let harness = PeekingGeometryTests.cards(pageCount: 5)
        #expect(harness.delegate.appearanceLog() == ["0 willAppear", "0 didAppear"])
        harness.delegate.clearEvents()
        _ = harness.flingForward()
        let log = harness.delegate.appearanceLog()
        // The settled card 1 ends appeared; its peeking neighbours 0 and 2 do not.
        #expect(log.last(where: { $0.hasPrefix("1 ") }) == "1 didAppear")
        for neighbour in ["0 ", "2 "] {
            let last = log.last(where: { $0.hasPrefix(neighbour) })
            #expect(last != neighbour + "didAppear", "neighbour \(neighbour) ended at \(last ?? "nothing")")
        }
        harness.expectAppearanceBalanced()
    }

    @Test func criticalPressureKeepsEveryPartlyVisibleCardAndWarningAddsTheRadius() throws {
        let harness = PeekingGeometryTests.cards(pageCount: 9, radius: 3)
        try harness.container.scrollToPage(4, animated: false)
        #expect(harness.container.loadedPageIndices == [1, 2, 3, 4, 5, 6, 7])
        harness.container.handleMemoryPressure(.warning)
        #expect(harness.container.loadedPageIndices == [3, 4, 5])
        harness.container.handleMemoryPressure(.critical)
        #expect(harness.container.loadedPageIndices == [3, 4, 5])
        // Leading: only the following card peeks in, so critical keeps two.
        let leading = PeekingGeometryTests.cards(pageCount: 9, alignment: .leading, radius: 3)
        try leading.container.scrollToPage(4, animated: false)
        leading.container.handleMemoryPressure(.critical)
        #expect(leading.container.loadedPageIndices == [4, 5])
    }

    @Test func narrowCardsLoadEveryVisibleSlotAndTheRadiusAroundTheCurrentOne() throws {
        // P = 100 of V = 400, centred: inset 150, reach (150 + 100) / 100 = 2.5 slots each way.
        let harness = Harness(
            configuration: PagingConfiguration(preloadRadius: 0, pageSize: .fraction(0.25)), pageCount: 12,
            viewportLength: 400)
        try harness.container.scrollToPage(6, animated: false)
        #expect(harness.container.loadedPageIndices == [4, 5, 6, 7, 8])
        #expect(Self.visible(harness.container).map(\.offset) == [-2, -1, 0, 1, 2])
    }
}
