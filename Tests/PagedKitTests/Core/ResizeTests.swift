import PagedKit
import PagedKitTesting
import Testing

/// A new viewport length (a rotation, a split-view resize): the page stays, everything is re-placed
/// exactly (CONTRACT rule 2), not looping.
@MainActor @Suite struct ResizeTests {
    nonisolated static let lengthPairs: [(Double, Double)] = [
        (320, 480), (480, 320), (333.3, 100.7), (100.7, 333.3), (375, 0.3),
    ]

    private func harness(
        pageCount: Int = 10, on page: Int, length: Double, direction: PagingDirection = .leftToRight,
        cacheLimit: Int = 0
    ) throws -> Harness {
        let harness = Harness(
            configuration: PagingConfiguration(cacheLimit: cacheLimit, direction: direction), pageCount: pageCount,
            viewportLength: length)
        if page != 0 { try harness.container.scrollToPage(page, animated: false) }
        harness.delegate.clearEvents()
        harness.simulator.clearLogs()
        return harness
    }

    private func expectRestingExactly(
        on page: Int, _ harness: Harness, _ context: String = "", sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let length = harness.viewportLength
        #expect(harness.container.settledPage == page, "\(context)", sourceLocation: sourceLocation)
        #expect(harness.container.position == Double(page), "\(context)", sourceLocation: sourceLocation)
        #expect(
            harness.simulator.contentOffset == harness.restingOffset(ofPage: page), "\(context)",
            sourceLocation: sourceLocation)
        #expect(
            harness.simulator.contentLength == Double(harness.container.pageCount) * length, "\(context)",
            sourceLocation: sourceLocation)
        let misplaced = harness.misplacedPages()
        #expect(misplaced.isEmpty, "\(context): \(misplaced)", sourceLocation: sourceLocation)
    }

    @Test(arguments: lengthPairs, [PagingDirection.leftToRight, .rightToLeft])
    func aResizeAtRestKeepsThePage(lengths: (Double, Double), direction: PagingDirection) throws {
        let harness = try harness(on: 7, length: lengths.0, direction: direction, cacheLimit: 2)
        harness.simulator.swipe(by: -0.3 * lengths.0 * (direction == .leftToRight ? 1 : -1), velocity: 0)
        let loaded = harness.container.loadedPageIndices
        let made = harness.dataSource.madeCount
        harness.delegate.clearEvents()

        harness.simulator.resizeViewport(to: lengths.1)
        expectRestingExactly(on: 7, harness)
        #expect(harness.delegate.events == [], "nothing to report: the page and position did not change")
        #expect(harness.container.loadedPageIndices == loaded)
        #expect(harness.dataSource.madeCount == made, "pages are moved, not made again")
        #expect(harness.container.scrollState == .idle)
        harness.expectInvariants()

        harness.simulator.swipe(
            by: 0.25 * lengths.1 * (direction == .leftToRight ? 1 : -1),
            velocity: 1000 * (direction == .leftToRight ? 1 : -1))
        expectRestingExactly(on: 8, harness, "after a swipe at the new length")
        harness.expectInvariants("after a swipe")
    }

    @Test func aResizeToTheSameLengthDoesNothing() throws {
        let harness = try harness(on: 3, length: 320)
        harness.simulator.resizeViewport(to: 320)
        #expect(harness.simulator.calls.isEmpty)
        #expect(harness.delegate.events.isEmpty)
    }

    @Test(arguments: [PagingDirection.leftToRight, .rightToLeft])
    func resizingBackAndForthAThousandTimesDoesNotDrift(direction: PagingDirection) throws {
        let harness = try harness(on: 7, length: 333.3, direction: direction, cacheLimit: 1)
        var failures: [String] = []
        for round in 0..<1_000 {
            for length in [100.7, 333.3] {
                harness.simulator.resizeViewport(to: length)
                let expected = harness.restingOffset(ofPage: 7)
                if harness.simulator.contentOffset != expected || harness.container.position != 7 {
                    failures.append(
                        "round \(round), length \(length): offset \(harness.simulator.contentOffset), expected "
                            + "\(expected), position \(harness.container.position)")
                }
                let misplaced = harness.misplacedPages()
                if !misplaced.isEmpty { failures.append("round \(round), length \(length): \(misplaced)") }
            }
            if failures.count > 5 { break }
            if round % 100 == 0 { harness.simulator.clearLogs() }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(harness.delegate.events.isEmpty)
        harness.expectInvariants()
    }

    /// During a drag the viewport keeps its fractional position; the gesture goes on at the new length.
    @Test(arguments: [PagingDirection.leftToRight, .rightToLeft], [0.25, 0.3])
    func aResizeDuringADragKeepsTheFractionalPosition(direction: PagingDirection, fraction: Double) throws {
        let harness = try harness(on: 2, length: 320, direction: direction)
        let forward: Double = direction == .leftToRight ? 1 : -1
        harness.simulator.drag(by: forward * fraction * 320, ticks: 2)
        let position = harness.container.position
        harness.delegate.clearEvents()

        harness.simulator.resizeViewport(to: 480)
        #expect(harness.container.scrollState == .dragging)
        #expect(abs(harness.container.position - position) < 1e-12, "position \(harness.container.position)")
        #expect(abs(harness.container.position - (2 + fraction)) < 1e-12)
        let expectedOffset = harness.restingOffset(ofPage: 2) + forward * fraction * 480
        #expect(
            abs(harness.simulator.contentOffset - expectedOffset) < 1e-9, "offset \(harness.simulator.contentOffset)")
        #expect(harness.simulator.contentLength == 4800)
        #expect(harness.misplacedPages().isEmpty, "\(harness.misplacedPages())")
        #expect(
            !harness.delegate.events.contains {
                switch $0 {
                case .willScrollTo, .didScrollTo, .currentPage, .state: true
                default: false
                }
            })
        harness.expectInvariants("resized while dragging")

        let target = harness.simulator.release(velocity: forward * 1000)
        #expect(target == harness.restingOffset(ofPage: 3))
        harness.simulator.decelerate()
        expectRestingExactly(on: 3, harness)
        harness.expectInvariants()
    }

    /// During a settle the content ends on the release's target, at the new length, whether the
    /// host's deceleration goes on from the moved offset (the contract's host model) or stops.
    @Test(arguments: [PagingDirection.leftToRight, .rightToLeft], [false, true])
    func aResizeDuringASettleEndsOnTheTarget(direction: PagingDirection, hostStopsDecelerating: Bool) throws {
        let harness = try harness(on: 2, length: 320, direction: direction)
        harness.simulator.nonAnimatedMoveStopsDeceleration = hostStopsDecelerating
        let forward: Double = direction == .leftToRight ? 1 : -1
        harness.simulator.drag(by: forward * 80, ticks: 2)
        harness.simulator.release(velocity: forward * 1000)
        harness.simulator.advanceDeceleration(fraction: 0.25)
        harness.simulator.resizeViewport(to: 480)
        harness.simulator.decelerate()
        expectRestingExactly(on: 3, harness)
        #expect(harness.delegate.events.count { $0 == .didScrollTo(3) } == 1)
        #expect(harness.delegate.events.count { $0 == .willScrollTo(3) } == 1)
        #expect(harness.container.scrollState == .idle)
        harness.expectInvariants()
    }

    /// During an animated jump the content ends on the jump's target, at the new length, once.
    @Test(arguments: [PagingDirection.leftToRight, .rightToLeft], [0.25, 0.75])
    func aResizeDuringAnAnimatedJumpEndsOnTheTarget(direction: PagingDirection, progress: Double) throws {
        let harness = try harness(on: 1, length: 320, direction: direction)
        try harness.container.scrollToPage(6, animated: true)
        harness.simulator.advanceAnimation(fraction: progress)
        harness.simulator.resizeViewport(to: 480)
        harness.simulator.runAnimation()
        harness.simulator.reportAnimationEnd()  // a late report, if the host sends one
        expectRestingExactly(on: 6, harness)
        #expect(harness.container.scrollState == .idle)
        #expect(harness.delegate.events.count { $0 == .willScrollTo(6) } == 1)
        #expect(harness.delegate.events.count { $0 == .didScrollTo(6) } == 1)
        #expect(harness.delegate.filtered.suffix(2) == [.didScrollTo(6), .state(.idle)])
        #expect(
            !harness.dataSource.madeIndices.contains { (3...4).contains($0) },
            "no page between the start and the target is made")
        harness.expectInvariants()
    }

    @Test func aResizeBeforeReloadDataOnlyChangesTheLengthUsedAtStart() {
        let harness = Harness(pageCount: 5, viewportLength: 320, reload: false)
        harness.simulator.resizeViewport(to: 480)
        #expect(harness.simulator.calls.isEmpty)
        harness.container.reloadData()
        #expect(harness.simulator.contentLength == 2400)
        #expect(harness.indexedCalls.contains(.place(1, 480)))
        harness.expectInvariants()
    }
}
