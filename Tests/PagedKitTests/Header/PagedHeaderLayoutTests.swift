import PagedKit
import Testing

/// Rule 16's value type: the collapse of a list offset, the offset every other list takes, the bottom
/// inset of a short list, and bad heights and offsets, each against the contract's formulas with
/// numbers worked by hand (E = expanded height, p = pinned height, R = E − p).
@Suite struct PagedHeaderLayoutTests {
    static let header = PagedHeaderLayout(expandedHeight: 240, pinnedHeight: 44)  // R = 196

    @Test func theCollapseRangeIsExpandedLessPinned() {
        #expect(Self.header.collapseRange == 196)
        #expect(PagedHeaderLayout(expandedHeight: 300).collapseRange == 300)
        #expect(PagedHeaderLayout(expandedHeight: 0, pinnedHeight: 0).collapseRange == 0)
    }

    @Test(arguments: [
        (0.0, 0.0), (120, 120), (195.5, 195.5), (196, 196), (197, 196), (10_000, 196), (-80, 0), (-0.5, 0),
        (.nan, 0), (.infinity, 0), (-.infinity, 0),
    ])
    func theCollapseIsTheOffsetClampedIntoTheRange(offset: Double, collapse: Double) {
        #expect(Self.header.collapse(forListOffset: offset) == collapse)
    }

    /// Below the full collapse every page shows the same header (the result is the collapse); fully
    /// collapsed each list keeps its own place, never above the pinned edge.
    @Test(arguments: [
        (Double?.some(900), 120.0, 120.0), (900, 0, 0), (nil, 120, 120), (nil, 195.9, 195.9),
        (900, 196, 900), (50, 196, 196), (nil, 196, 196), (900, 500, 900), (196, 196, 196),
        (.nan, 196, 196), (.infinity, 196, 196), (900, .nan, 0), (900, -30, 0), (900, .infinity, 0),
    ])
    func aListTakesTheCollapseOrItsOwnPlaceOnceThePinnedEdgeIsReached(
        remembered: Double?, collapse: Double, offset: Double
    ) {
        #expect(Self.header.listOffset(remembered: remembered, collapse: collapse) == offset)
    }

    @Test(arguments: [
        (300.0, 800.0, 456.0), (756, 800, 0), (755, 800, 1), (5_000, 800, 0), (0, 800, 756), (-10, 800, 756),
        (.nan, 800, 756), (300, -800, 0), (300, .nan, 0), (300, .infinity, 0), (.infinity, 800, 756),
    ])
    func aShortListGetsTheBottomSpaceThatLetsItCollapseTheHeader(
        contentHeight: Double, viewportHeight: Double, inset: Double
    ) {
        #expect(Self.header.bottomInset(contentHeight: contentHeight, viewportHeight: viewportHeight) == inset)
    }

    /// Heights keep what was set (`==` compares them); results read a negative or non-finite height
    /// as 0 and clamp the pinned height to the expanded one.
    @Test func badHeightsAreCleanedInResultsAndKeptAsSet() {
        let pinnedAboveExpanded = PagedHeaderLayout(expandedHeight: 100, pinnedHeight: 150)
        #expect(pinnedAboveExpanded.pinnedHeight == 150)
        #expect(pinnedAboveExpanded.collapseRange == 0)
        #expect(pinnedAboveExpanded.collapse(forListOffset: 40) == 0)
        #expect(pinnedAboveExpanded.listOffset(remembered: 300, collapse: 0) == 300)
        #expect(pinnedAboveExpanded.bottomInset(contentHeight: 100, viewportHeight: 800) == 600)

        let negative = PagedHeaderLayout(expandedHeight: -50, pinnedHeight: -10)
        #expect(negative.collapseRange == 0)
        #expect(negative.bottomInset(contentHeight: 100, viewportHeight: 800) == 700)
        #expect(negative == PagedHeaderLayout(expandedHeight: -50, pinnedHeight: -10))
        #expect(negative != PagedHeaderLayout(expandedHeight: 0, pinnedHeight: 0), "the stored heights differ")

        let notFinite = PagedHeaderLayout(expandedHeight: .infinity, pinnedHeight: .nan)
        #expect(notFinite.collapseRange == 0)
        #expect(notFinite.collapse(forListOffset: 50) == 0)
        let pinnedNaN = PagedHeaderLayout(expandedHeight: 200, pinnedHeight: .nan)
        #expect(pinnedNaN.collapseRange == 200)
        #expect(pinnedNaN.bottomInset(contentHeight: 100, viewportHeight: 800) == 700)
    }

    @Test func theDefaultPinnedHeightIsZero() {
        let header = PagedHeaderLayout(expandedHeight: 180)
        #expect(header.pinnedHeight == 0)
        #expect(header.listOffset(remembered: 40, collapse: 180) == 180)
        #expect(header.listOffset(remembered: 400, collapse: 180) == 400)
    }
}
