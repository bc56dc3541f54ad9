import PagedKit
import PagedKitTesting
import Testing

/// Rule 12's "no slot that overlaps the viewport is ever blank" and rule 13's visible pages, checked
/// with the simulator's page grid on every tick of drags, flings and jumps, across card layouts.
@MainActor @Suite struct CarouselCoverageSweepTests {
    struct Layout: CustomStringConvertible, Sendable {
        let size: PageSize
        let spacing: Double
        let alignment: PageAlignment
        let direction: PagingDirection
        let isLooping: Bool
        let pageCount: Int

        var description: String {
            "\(size), spacing \(spacing), \(alignment), \(direction), looping \(isLooping), \(pageCount) pages"
        }
    }

    nonisolated static let layouts: [Layout] = {
        var layouts: [Layout] = []
        for size in [PageSize.fraction(0.8), .fixed(150), .fraction(0.5)] {
            for spacing in [0.0, 10] {
                for alignment in [PageAlignment.center, .leading] {
                    for direction in [PagingDirection.leftToRight, .rightToLeft] {
                        for (isLooping, count) in [(false, 5), (true, 2), (true, 3), (true, 6)] {
                            layouts.append(
                                Layout(
                                    size: size, spacing: spacing, alignment: alignment, direction: direction,
                                    isLooping: isLooping, pageCount: count))
                        }
                    }
                }
            }
        }
        return layouts
    }()

    @Test(arguments: layouts)
    func everyTickShowsEveryCardItShould(layout: Layout) throws {
        let harness = Harness(
            configuration: PagingConfiguration(
                isLooping: layout.isLooping, direction: layout.direction, pageSize: layout.size,
                pageSpacing: layout.spacing, pageAlignment: layout.alignment),
            pageCount: layout.pageCount, viewportLength: 400)
        let simulator = harness.simulator
        var failures: [String] = []
        var step = "start"
        func check(_ moment: String) {
            // Inside a host call the content length may not be updated yet (see `isInsideHostCall`).
            if !simulator.isInsideHostCall, simulator.hasBlankSlotInViewport {
                failures.append(
                    "\(step) \(moment): blank \(simulator.blankRangesInViewport) at \(simulator.contentOffset)")
            }
            var visits: [(TestPage, Double)] = []
            harness.container.forEachVisiblePage { page, _, offset in visits.append((page, offset)) }
            let placements = simulator.visiblePlacements
            let agree =
                placements.count == visits.count
                && zip(placements, visits).allSatisfy { $0.page === $1.0 && abs($0.offsetInPages - $1.1) < 1e-9 }
            if !agree {
                failures.append(
                    "\(step) \(moment): simulator \(placements.map { ($0.page.index, $0.offsetInPages) }) "
                        + "container \(visits.map { ($0.0.index, $0.1) }) at \(simulator.contentOffset)")
            }
        }
        simulator.onReport = { event in
            if case .didScroll = event { check("\(event)") }
        }
        // The hook holds the simulator and the harness: break the cycle (LeakSanitizer runs in CI).
        defer { simulator.onReport = nil }
        check("at rest")
        let pitch = harness.container.pageLength + layout.spacing
        let moves: [(String, () throws -> Void)] = [
            ("fling forward", { simulator.swipe(by: pitch / 4, velocity: 1000, dragTicks: 5, decelerationTicks: 5) }),
            ("slow drag", { simulator.swipe(by: pitch * 0.7, velocity: 0, dragTicks: 9, decelerationTicks: 5) }),
            ("fling back", { simulator.swipe(by: -pitch / 3, velocity: -1000, dragTicks: 5, decelerationTicks: 5) }),
            ("drag back far", { simulator.swipe(by: -pitch * 1.6, velocity: 0, dragTicks: 11, decelerationTicks: 5) }),
            (
                "animated jump",
                {
                    try harness.container.scrollToPage(layout.pageCount - 1, animated: true)
                    simulator.runAnimation(ticks: 7)
                }
            ),
            (
                "animated jump to 0",
                {
                    try harness.container.scrollToPage(0, animated: true)
                    simulator.runAnimation(ticks: 7)
                }
            ),
            ("jump", { try harness.container.scrollToPage(1, animated: false) }),
        ]
        for (name, move) in moves {
            step = name
            try move()
            check("after")
        }
        #expect(failures.isEmpty, "\(layout)\n\(failures.prefix(8).joined(separator: "\n"))")
        #expect(simulator.violations.isEmpty, "\(layout): \(simulator.violations)")
    }
}
