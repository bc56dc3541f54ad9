import PagedKit
import PagedKitTesting
import Testing

/// Rule 12's placement arithmetic through the public API: page length, pitch, inset, resting offsets,
/// content length and the lower coordinate `place(_:at:)` receives, in both directions.
@MainActor @Suite struct PeekingGeometryTests {
    /// V = 400, P = 0.8 × V = 320, S = 10: pitch 330, centred inset 40.
    static func cards(
        pageCount: Int = 5, alignment: PageAlignment = .center, direction: PagingDirection = .leftToRight,
        radius: Int = 1, looping: Bool = false
    ) -> Harness {
        Harness(
            configuration: PagingConfiguration(
                preloadRadius: radius, isLooping: looping, direction: direction, pageSize: .fraction(0.8),
                pageSpacing: 10, pageAlignment: alignment),
            pageCount: pageCount, viewportLength: 400)
    }

    /// The placed pages as (index, origin), in origin order.
    static func placements(_ harness: Harness) -> [Placed] {
        harness.simulator.placedPagesByOffset.map { Placed(index: $0.page.index, origin: $0.offset) }
    }

    struct Placed: Equatable, CustomStringConvertible {
        var index: Int
        var origin: Double
        var description: String { "\(index)@\(origin)" }
    }

    @Test func theLengthsResolveAsRule12Says() {
        let harness = Self.cards()
        #expect(harness.container.viewportLength == 400)
        #expect(harness.container.pageLength == 320)
        #expect(harness.simulator.contentLength == 4 * 330 + 400)
        #expect(harness.simulator.contentOffset == 0)
        // Page 0 at the inset, its neighbour one pitch on: both overlap the viewport [0, 400].
        #expect(Self.placements(harness) == [Placed(index: 0, origin: 40), Placed(index: 1, origin: 370)])
    }

    @Test func everyPageRestsAtItsIndexTimesThePitch() throws {
        let harness = Self.cards()
        for page in [3, 1, 4, 0, 2] {
            try harness.container.scrollToPage(page, animated: false)
            #expect(harness.simulator.contentOffset == Double(page) * 330)
            #expect(harness.container.position == Double(page))
            let origins = Self.placements(harness).filter { $0.index == page }.map(\.origin)
            #expect(origins == [Double(page) * 330 + 40])
            harness.expectInvariants("on page \(page)")
        }
    }

    @Test func rightToLeftMirrorsTheWholeContentAndPlaceGetsTheLowerEdge() throws {
        let harness = Self.cards(direction: .rightToLeft)
        let length = 4.0 * 330 + 400
        #expect(harness.simulator.contentLength == length)
        // Page 0 rests at (n − 1 − 0) × pitch; its span [40, 360] mirrors to [L − 360, L − 40].
        #expect(harness.simulator.contentOffset == 4 * 330)
        #expect(
            Self.placements(harness) == [
                Placed(index: 1, origin: length - (330 + 40 + 320)), Placed(index: 0, origin: length - 360),
            ])
        try harness.container.scrollToPage(3, animated: false)
        #expect(harness.simulator.contentOffset == 330)
        #expect(Self.placements(harness).map(\.index) == [4, 3, 2])
        #expect(Self.placements(harness).first { $0.index == 3 }?.origin == length - (3 * 330 + 40 + 320))
        harness.expectInvariants()
    }

    @Test func leadingAlignmentPutsTheRestingCardAtTheLeadingEdge() throws {
        let harness = Self.cards(alignment: .leading, radius: 0)
        try harness.container.scrollToPage(2, animated: false)
        #expect(harness.simulator.contentOffset == 660)
        // Only the following card peeks in: [990, 1310] overlaps [660, 1060]; the previous one ends at 650.
        #expect(Self.placements(harness) == [Placed(index: 2, origin: 660), Placed(index: 3, origin: 990)])
        let mirrored = Self.cards(alignment: .leading, direction: .rightToLeft, radius: 0)
        try mirrored.container.scrollToPage(2, animated: false)
        let length = 4.0 * 330 + 400
        // Right to left the leading edge is the right one: left to right card 2 spans [660, 980], so it
        // spans [L − 980, L − 660], the viewport's right end; card 3 peeks in on its left.
        #expect(mirrored.simulator.contentOffset == 2 * 330)
        #expect(
            Self.placements(mirrored) == [
                Placed(index: 3, origin: length - (990 + 320)), Placed(index: 2, origin: length - (660 + 320)),
            ])
        #expect(mirrored.simulator.contentOffset + 400 == length - 660)
    }

    @Test(arguments: [
        (PageSize.fraction(.nan), 400.0), (.fraction(-1), 400), (.fraction(0), 400), (.fraction(2), 400),
        (.fraction(0.5), 200), (.fixed(.infinity), 400), (.fixed(-5), 400), (.fixed(900), 400), (.fixed(123.5), 123.5),
        (.fraction(1e-9), 400.0 / 64), (.fill, 400),
    ])
    func badPageSizesClampOrMeanFill(size: PageSize, expected: Double) {
        let harness = Harness(configuration: PagingConfiguration(pageSize: size), pageCount: 3, viewportLength: 400)
        #expect(harness.container.pageLength == expected)
    }

    @Test(arguments: [-10.0, .nan, -.infinity, .infinity])
    func badSpacingIsZero(spacing: Double) throws {
        let harness = Harness(
            configuration: PagingConfiguration(pageSize: .fraction(0.5), pageSpacing: spacing), pageCount: 3,
            viewportLength: 400)
        try harness.container.scrollToPage(2, animated: false)
        #expect(harness.simulator.contentOffset == 2 * 200)
        #expect(harness.simulator.contentLength == 2 * 200 + 400)
    }

    @Test func fullPagesKeepRules1To11sGeometry() throws {
        let harness = Harness(
            configuration: PagingConfiguration(pageSize: .fraction(1), pageAlignment: .leading), pageCount: 4,
            viewportLength: 320)
        try harness.container.scrollToPage(2, animated: false)
        #expect(harness.simulator.contentLength == 4 * 320)
        #expect(Self.placements(harness) == [1, 2, 3].map { Placed(index: $0, origin: Double($0) * 320) })
    }

    @Test func aLiveChangeOfSizeSpacingOrAlignmentKeepsTheCard() throws {
        let harness = Self.cards(pageCount: 8)
        try harness.container.scrollToPage(5, animated: false)
        harness.delegate.clearEvents()
        harness.container.configuration.pageSize = .fraction(0.5)
        #expect(harness.container.currentPage == 5)
        #expect(harness.simulator.contentOffset == 5 * 210)
        harness.container.configuration.pageSpacing = 0
        #expect(harness.simulator.contentOffset == 5 * 200)
        harness.container.configuration.pageAlignment = .leading
        #expect(harness.simulator.contentOffset == 5 * 200)
        #expect(Self.placements(harness).first { $0.index == 5 }?.origin == 1000)
        #expect(!harness.delegate.events.contains { if case .didScrollTo = $0 { true } else { false } })
        harness.simulator.resizeViewport(to: 600)
        #expect(harness.container.currentPage == 5)
        #expect(harness.container.pageLength == 300)
        #expect(harness.simulator.contentOffset == 5 * 300)
        harness.expectInvariants()
    }

    @Test func aDragSettlesByWholePitchesOneCardPerFling() {
        let harness = Self.cards(pageCount: 6)
        let target = harness.simulator.swipe(by: 90, velocity: 1000, dragTicks: 3, decelerationTicks: 4)
        #expect(target == 330)
        #expect(harness.simulator.contentOffset == 330)
        #expect(harness.container.settledPage == 1)
        // A slow release short of half a pitch returns.
        let back = harness.simulator.swipe(by: 160, velocity: 0, dragTicks: 3, decelerationTicks: 4)
        #expect(back == 330)
        #expect(harness.container.settledPage == 1)
        // A slow release past half a pitch goes on, and the position counts pitches.
        harness.simulator.beginDrag()
        harness.simulator.drag(by: 200, ticks: 4)
        #expect(harness.container.position == 1 + 200.0 / 330)
        _ = harness.simulator.release(velocity: 0)
        harness.simulator.decelerate()
        #expect(harness.simulator.contentOffset == 660)
        #expect(harness.container.currentPage == 2)
        harness.expectInvariants()
    }
}
