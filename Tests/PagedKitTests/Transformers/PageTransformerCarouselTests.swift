import PagedKit
import PagedKitTesting
import Testing

/// A delegate that does what a host's carousel does on every tick: runs `forEachVisiblePage` in
/// `didScrollTo` and applies a transformer to each visible card, recording what it applied.
@MainActor private final class TransformingDelegate: PagedContainerDelegate {
    typealias Page = TestPage

    /// One card's transform on one tick.
    struct Applied: Equatable {
        let page: ObjectIdentifier
        let index: Int
        let offsetInPages: Double
        let transform: PageTransform
    }

    let transformer: PageTransformer
    /// Every tick's applied transforms, in order.
    private(set) var ticks: [[Applied]] = []

    init(transformer: PageTransformer) {
        self.transformer = transformer
    }

    func container(_ container: PagedContainer<TestPage>, didScrollTo position: Double) {
        var applied: [Applied] = []
        container.forEachVisiblePage { page, index, offset in
            let transform = transformer.transform(offsetInPages: offset, pageLength: container.pageLength)
            applied.append(
                Applied(page: ObjectIdentifier(page), index: index, offsetInPages: offset, transform: transform))
        }
        ticks.append(applied)
    }

    func clear() {
        ticks.removeAll()
    }
}

/// `.scale()` applied to a peeking carousel through the container and the simulator: cards of 0.8
/// of a 400-point viewport (320 points), 10 points apart (pitch 330), centred.
@MainActor @Suite struct PageTransformerCarouselTests {
    let dataSource = TestDataSource(count: 5)
    let container = PagedContainer<TestPage>(
        configuration: PagingConfiguration(pageSize: .fraction(0.8), pageSpacing: 10), scheduler: ManualScheduler())
    let simulator = ScrollSimulator<TestPage>(viewportLength: 400)
    fileprivate let delegate = TransformingDelegate(transformer: .scale())

    init() throws {
        container.dataSource = dataSource
        container.delegate = delegate
        simulator.attach(to: container)
        container.reloadData()
        try container.scrollToPage(1, animated: false)
    }

    /// The `Applied` record of the card placed for `index` (the only instance: five pages, no loop).
    fileprivate func applied(_ index: Int, offset: Double, scale: Double) throws -> TransformingDelegate.Applied {
        let page = try #require(container.page(at: index))
        return .init(
            page: ObjectIdentifier(page), index: index, offsetInPages: offset, transform: PageTransform(scale: scale))
    }

    @Test func atRestTheNeighboursAreAtTheMinimumScale() throws {
        #expect(container.pageLength == 320)
        #expect(simulator.contentOffset == 330)
        #expect(
            delegate.ticks.last == [
                try applied(0, offset: -1, scale: 0.8), try applied(1, offset: 0, scale: 1),
                try applied(2, offset: 1, scale: 0.8),
            ])
        // The simulator sees the same three cards, each 320 points long.
        #expect(simulator.visiblePlacements.map(\.page.index) == [0, 1, 2])
        #expect(simulator.visiblePlacements.map(\.span) == [40..<360, 370..<690, 700..<1020])
    }

    @Test func aQuarterPitchIntoADragScalesByTheDistance() throws {
        delegate.clear()
        simulator.drag(by: 82.5)  // a quarter of the 330-point pitch toward page 2
        #expect(simulator.contentOffset == 412.5)
        #expect(container.position == 1.25)
        let quarter = 1 - (1 - 0.8) * 0.25
        let threeQuarters = 1 - (1 - 0.8) * 0.75
        // Page 0 ([40, 360]) has left the viewport [412.5, 812.5]; page 3 ([1030, 1350]) has not entered.
        #expect(
            delegate.ticks == [
                [try applied(1, offset: -0.25, scale: quarter), try applied(2, offset: 0.75, scale: threeQuarters)]
            ])
    }
}
