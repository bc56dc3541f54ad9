import PagedKit
import PagedKitTesting
import Testing

/// Most ticks of a drag take a short path (a tick inside the stretch the container cached, with the
/// window made for it). It must report exactly what the full path reports: the same position, bit for
/// bit, and the same current page. The oracle is a second container at rest on the same page, dragged
/// to the same offset in one tick, which always takes the full path.
@MainActor @Suite struct SteadyTickTests {
    nonisolated static let configurations: [PagingConfiguration] = [
        PagingConfiguration(),
        PagingConfiguration(direction: .rightToLeft),
        PagingConfiguration(isLooping: true),
        PagingConfiguration(isLooping: true, direction: .rightToLeft),
        PagingConfiguration(preloadRadius: 2, cacheLimit: 1),
    ]

    /// Position and current page of a fresh container resting on `page`, after one drag tick to `offset`.
    private func fullPathReading(
        _ configuration: PagingConfiguration, pageCount: Int, length: Double, restingOn page: Int, offset: Double
    ) throws -> (position: Double, currentPage: Int) {
        let oracle = Harness(configuration: configuration, pageCount: pageCount, viewportLength: length)
        try oracle.container.scrollToPage(page, animated: false)
        oracle.simulator.beginDrag()
        oracle.simulator.drag(by: offset - oracle.simulator.contentOffset)
        #expect(oracle.simulator.contentOffset == offset)
        return (oracle.container.position, oracle.container.currentPage)
    }

    private func expectFullPath(
        _ harness: Harness, _ configuration: PagingConfiguration, pageCount: Int, _ context: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let expected = try fullPathReading(
            configuration, pageCount: pageCount, length: harness.viewportLength,
            restingOn: harness.container.settledPage, offset: harness.simulator.contentOffset)
        #expect(harness.container.position == expected.position, "\(context)", sourceLocation: sourceLocation)
        #expect(harness.container.currentPage == expected.currentPage, "\(context)", sourceLocation: sourceLocation)
    }

    @Test(arguments: configurations, [320.0, 333.3])
    func aSlowDragOverSeveralPagesReportsWhatTheFullPathDoes(configuration: PagingConfiguration, length: Double)
        throws
    {
        let harness = Harness(configuration: configuration, pageCount: 10, viewportLength: length)
        try harness.container.scrollToPage(4, animated: false)
        harness.simulator.beginDrag()
        var positions: [Double] = []
        // Forward over two and a half pages in uneven steps, then back past the start.
        let steps = Array(repeating: 0.037, count: 70) + Array(repeating: -0.061, count: 60)
        for (tick, step) in steps.enumerated() {
            harness.simulator.drag(by: step * length)
            try expectFullPath(harness, configuration, pageCount: 10, "tick \(tick)")
            positions.append(harness.container.position)
        }
        #expect(harness.delegate.positions.suffix(positions.count) == positions, "a report on every tick")
        harness.expectInvariants()
    }

    @Test(arguments: [PagingDirection.leftToRight, .rightToLeft])
    func aResizeDuringADragReportsPositionsAtTheNewLength(direction: PagingDirection) throws {
        let configuration = PagingConfiguration(direction: direction)
        let harness = Harness(configuration: configuration, pageCount: 10, viewportLength: 320)
        try harness.container.scrollToPage(4, animated: false)
        harness.simulator.beginDrag()
        for _ in 0..<5 { harness.simulator.drag(by: 0.03 * 320) }
        // The resize keeps the reading position; the ticks after it read the offset at the new length.
        harness.simulator.resizeViewport(to: 480)
        for tick in 0..<5 {
            harness.simulator.drag(by: 0.03 * 480)
            try expectFullPath(harness, configuration, pageCount: 10, "tick \(tick) at the new length")
        }
        harness.expectInvariants()
    }

    /// Looping, the finger stays in the same slot while the pages under it are renumbered: only a
    /// cache that belongs to one layout reports the new numbers.
    @Test(arguments: [false, true], [PagingDirection.leftToRight, .rightToLeft])
    func aReloadDuringADragReportsPositionsInTheNewLayout(isLooping: Bool, direction: PagingDirection) throws {
        let identifiers: [AnyHashable] = (0..<10).map { "item\($0)" }
        let configuration = PagingConfiguration(isLooping: isLooping, direction: direction)
        let harness = Harness(configuration: configuration, identifiers: identifiers)
        try harness.container.scrollToPage(4, animated: false)
        harness.simulator.beginDrag()
        for _ in 0..<5 { harness.simulator.drag(by: 0.03 * 320) }
        // An item inserted before the current one: it moves to index 5 under the finger.
        harness.dataSource.identifiers.insert("new", at: 1)
        harness.container.reloadData()
        #expect(harness.container.currentPage == 5)
        try expectFullPath(harness, configuration, pageCount: 11, "after the reload")
        for tick in 0..<5 {
            harness.simulator.drag(by: 0.03 * 320)
            try expectFullPath(harness, configuration, pageCount: 11, "tick \(tick) after the reload")
        }
        harness.expectInvariants()
    }

    @Test func aLoopingDragPastTheReCentringEdgeKeepsThePositionGoing() throws {
        let harness = Harness(configuration: PagingConfiguration(isLooping: true), pageCount: 3, viewportLength: 100)
        harness.simulator.beginDrag()
        // 20 pages forward in one drag: the content re-centres near its end, by whole pages, and the
        // position goes on a twentieth of a page per tick.
        var expected = 0.0
        for tick in 0..<400 {
            harness.simulator.drag(by: 0.05 * 100)
            expected += 0.05
            let wrapped = expected - 3 * (expected / 3).rounded(.down)
            let distance = abs(harness.container.position - wrapped)
            #expect(min(distance, 3 - distance) < 1e-9, "tick \(tick)")
            let fraction = wrapped - wrapped.rounded(.down)
            if abs(fraction - 0.5) > 1e-9 {  // the sum of twentieths is not exact: no verdict at half-way
                #expect(harness.container.currentPage == Int(wrapped.rounded()) % 3, "tick \(tick)")
            }
        }
        #expect(harness.simulator.contentOffset < 45 * 100, "the content re-centred")
        harness.expectInvariants()
    }
}
