import PagedKit
import PagedKitTesting
import Testing

/// CONTRACT rule 3 (drag and release), not looping, in both reading directions.
@MainActor @Suite struct DragAndReleaseTests {
    nonisolated static let directions: [PagingDirection] = [.leftToRight, .rightToLeft]

    /// A harness of `pageCount` pages at rest on `page`, with the delegate log emptied.
    private func harness(
        pageCount: Int = 5, on page: Int = 0, direction: PagingDirection = .leftToRight,
        configuration: PagingConfiguration = PagingConfiguration()
    ) throws -> Harness {
        var configuration = configuration
        configuration.direction = direction
        let harness = Harness(configuration: configuration, pageCount: pageCount)
        if page != 0 { try harness.container.scrollToPage(page, animated: false) }
        harness.delegate.clearEvents()
        harness.simulator.clearLogs()
        return harness
    }

    private func states(_ harness: Harness) -> [ScrollState] {
        harness.delegate.events.compactMap {
            if case .state(let state) = $0 { return state }
            return nil
        }
    }

    private func count(_ event: RecordingDelegate.Event, in harness: Harness) -> Int {
        harness.delegate.events.count { $0 == event }
    }

    // MARK: States

    @Test(arguments: directions)
    func aFlingGoesDraggingThenSettlingThenIdle(direction: PagingDirection) throws {
        let harness = try harness(direction: direction)
        let forward = harness.forwardSign
        harness.simulator.beginDrag()
        #expect(harness.container.scrollState == .dragging)
        harness.simulator.drag(by: forward * 80, ticks: 4)
        #expect(harness.container.scrollState == .dragging)
        harness.simulator.release(velocity: forward * 1000)
        #expect(harness.container.scrollState == .settling)
        harness.simulator.decelerate()
        #expect(harness.container.scrollState == .idle)
        #expect(states(harness) == [.dragging, .settling, .idle])
        #expect(harness.container.settledPage == 1)
        harness.expectInvariants()
    }

    /// A release exactly on a page needs no movement: `.dragging` then `.idle`, nothing in between.
    @Test(arguments: directions)
    func aReleaseThatNeedsNoMovementGoesStraightToIdle(direction: PagingDirection) throws {
        let harness = try harness(direction: direction)
        let forward = harness.forwardSign
        harness.simulator.drag(by: forward * 320, ticks: 4)
        let target = harness.simulator.release(velocity: 0)
        #expect(target == harness.restingOffset(ofPage: 1))
        #expect(!harness.simulator.isDecelerating)
        #expect(states(harness) == [.dragging, .idle])
        #expect(harness.container.settledPage == 1)
        // The target is known at the release: willScrollToPage then, before the rest's appearance.
        #expect(
            harness.delegate.filtered == [
                .state(.dragging),
                .appearance(0, .willDisappear, animated: true), .appearance(1, .willAppear, animated: true),
                .didLoad(2), .currentPage(1),
                .appearance(0, .didDisappear, animated: true),
                .willScrollTo(1),
                .appearance(1, .didAppear, animated: true), .didScrollTo(1), .state(.idle),
            ])
        harness.expectInvariants()
    }

    @Test(arguments: directions)
    func aDragBackToItsStartingPointGoesStraightToIdleAndReportsNoPage(direction: PagingDirection) throws {
        let harness = try harness(on: 2, direction: direction)
        harness.simulator.drag(by: 100, ticks: 4)
        harness.simulator.drag(by: -100, ticks: 4)
        harness.simulator.release(velocity: 0)
        #expect(states(harness) == [.dragging, .idle])
        #expect(!harness.delegate.events.contains { if case .willScrollTo = $0 { true } else { false } })
        #expect(!harness.delegate.events.contains { if case .didScrollTo = $0 { true } else { false } })
        #expect(harness.container.settledPage == 2)
        harness.expectInvariants()
    }

    // MARK: Where a release goes

    /// The fling threshold is 300 points per second, inclusive, with a small drag (0.1 page).
    @Test(arguments: [(299.9, 0), (300.0, 1), (300.1, 1), (-299.9, 0), (-300.0, -1), (-300.1, -1)], directions)
    func theFlingThresholdIs300PointsPerSecond(velocity: (Double, Int), direction: PagingDirection) throws {
        let velocity = (speed: velocity.0, step: velocity.1)
        let harness = try harness(on: 2, direction: direction)
        let forward = harness.forwardSign
        let dragSign: Double = velocity.speed > 0 ? 1 : -1
        let target = harness.simulator.swipe(by: forward * dragSign * 32, velocity: forward * velocity.speed)
        let expectedPage = 2 + velocity.step
        #expect(target == harness.restingOffset(ofPage: expectedPage))
        #expect(harness.container.settledPage == expectedPage)
        #expect(harness.simulator.contentOffset == harness.restingOffset(ofPage: expectedPage))
        let reported = velocity.step == 0 ? [] : [expectedPage]
        #expect(
            harness.delegate.filtered.compactMap { if case .willScrollTo(let p) = $0 { p } else { nil } } == reported)
        #expect(
            harness.delegate.filtered.compactMap { if case .didScrollTo(let p) = $0 { p } else { nil } } == reported)
        harness.expectInvariants()
    }

    /// A slow release goes to the nearest page: 0.49 of a page stays, 0.51 moves on, both ways.
    @Test(
        arguments: [(0.49, 0), (0.51, 1), (-0.49, 0), (-0.51, -1)], directions)
    func aSlowReleaseGoesToTheNearestPage(drag: (Double, Int), direction: PagingDirection) throws {
        let drag = (fraction: drag.0, step: drag.1)
        for speed in [0.0, 299.0] {
            let harness = try harness(on: 2, direction: direction)
            let forward = harness.forwardSign
            let sign: Double = drag.fraction > 0 ? 1 : -1
            harness.simulator.swipe(by: forward * drag.fraction * 320, velocity: forward * sign * speed)
            let expectedPage = 2 + drag.step
            #expect(harness.container.settledPage == expectedPage, "speed \(speed)")
            #expect(harness.simulator.contentOffset == harness.restingOffset(ofPage: expectedPage), "speed \(speed)")
            #expect(states(harness) == [.dragging, .settling, .idle], "speed \(speed)")
            if drag.step == 0 {
                #expect(
                    !harness.delegate.events.contains { if case .willScrollTo = $0 { true } else { false } },
                    "speed \(speed)")
                #expect(
                    !harness.delegate.events.contains { if case .didScrollTo = $0 { true } else { false } },
                    "speed \(speed)")
            } else {
                #expect(count(.willScrollTo(expectedPage), in: harness) == 1, "speed \(speed)")
                #expect(count(.didScrollTo(expectedPage), in: harness) == 1, "speed \(speed)")
            }
            harness.expectInvariants("speed \(speed)")
        }
    }

    /// However fast, a fling moves one page beyond where the finger left the content.
    @Test(arguments: [1_000.0, 50_000, 1e9], directions)
    func aFlingMovesOnePageAtMost(speed: Double, direction: PagingDirection) throws {
        for sign in [1.0, -1.0] {
            let harness = try harness(pageCount: 9, on: 4, direction: direction)
            let forward = harness.forwardSign
            let target = harness.simulator.swipe(by: forward * sign * 64, velocity: forward * sign * speed)
            let expectedPage = 4 + Int(sign)
            #expect(target == harness.restingOffset(ofPage: expectedPage), "sign \(sign)")
            #expect(harness.container.settledPage == expectedPage, "sign \(sign)")
            harness.expectInvariants("sign \(sign)")
        }
    }

    /// A fling against the direction of the drag goes to the boundary behind the position.
    @Test(arguments: directions)
    func aFlingAgainstTheDragGoesBackToTheStartingPage(direction: PagingDirection) throws {
        let harness = try harness(on: 2, direction: direction)
        let forward = harness.forwardSign
        let target = harness.simulator.swipe(by: forward * 0.4 * 320, velocity: -forward * 1000)
        #expect(target == harness.restingOffset(ofPage: 2))
        #expect(harness.container.settledPage == 2)
        #expect(!harness.delegate.events.contains { if case .willScrollTo = $0 { true } else { false } })
        harness.expectInvariants()
    }

    /// Never past the ends: the target is the end page, with no page reports.
    @Test(arguments: directions, [false, true])
    func aFlingPastAnEndComesBackToTheEnd(direction: PagingDirection, atTheLastPage: Bool) throws {
        let page = atTheLastPage ? 4 : 0
        let harness = try harness(on: page, direction: direction)
        let outward = harness.forwardSign * (atTheLastPage ? 1 : -1)
        let target = harness.simulator.swipe(by: outward * 80, velocity: outward * 5000)
        #expect(target == harness.restingOffset(ofPage: page))
        #expect(harness.simulator.violations.isEmpty)
        #expect(harness.container.settledPage == page)
        #expect(harness.delegate.filtered == [.state(.dragging), .state(.settling), .state(.idle)])
        harness.expectInvariants()
    }

    // MARK: Whole logs

    @Test(arguments: directions)
    func theLogOfOneSwipe(direction: PagingDirection) throws {
        let harness = try harness(on: 1, direction: direction)
        let forward = harness.forwardSign
        harness.simulator.swipe(by: forward * 80, velocity: forward * 1000)
        #expect(
            harness.delegate.filtered == [
                .state(.dragging),
                .appearance(1, .willDisappear, animated: true), .appearance(2, .willAppear, animated: true),
                .willScrollTo(2), .state(.settling),
                .willUnload(0), .didLoad(3), .currentPage(2),
                .appearance(1, .didDisappear, animated: true), .appearance(2, .didAppear, animated: true),
                .didScrollTo(2), .state(.idle),
            ])
        harness.expectInvariants()
    }

    @Test(arguments: directions)
    func theLogOfOneCancelledSwipe(direction: PagingDirection) throws {
        let harness = try harness(on: 1, direction: direction)
        let forward = harness.forwardSign
        harness.simulator.swipe(by: forward * 80, velocity: 0)
        #expect(
            harness.delegate.filtered == [
                .state(.dragging),
                .appearance(1, .willDisappear, animated: true), .appearance(2, .willAppear, animated: true),
                .state(.settling),
                .appearance(2, .willDisappear, animated: true), .appearance(2, .didDisappear, animated: true),
                .appearance(1, .willAppear, animated: true), .appearance(1, .didAppear, animated: true),
                .state(.idle),
            ])
        #expect(harness.container.settledPage == 1)
        harness.expectInvariants()
    }

    /// At rest the order is appearance, then `didScrollToPage`, then `.idle`: checked at the tail of
    /// the log of swipes that end at each edge.
    @Test(arguments: directions)
    func swipesOntoEachEdgeEndWithAppearanceThenDidScrollThenIdle(direction: PagingDirection) throws {
        let harness = try harness(on: 1, direction: direction)
        let forward = harness.forwardSign
        harness.simulator.swipe(by: -forward * 80, velocity: -forward * 1000)
        #expect(
            harness.delegate.filtered == [
                .state(.dragging),
                .appearance(1, .willDisappear, animated: true), .appearance(0, .willAppear, animated: true),
                .willScrollTo(0), .state(.settling),
                .willUnload(2), .currentPage(0),
                .appearance(1, .didDisappear, animated: true), .appearance(0, .didAppear, animated: true),
                .didScrollTo(0), .state(.idle),
            ])
        harness.expectInvariants("at the first page")

        try harness.container.scrollToPage(3, animated: false)
        harness.delegate.clearEvents()
        harness.simulator.swipe(by: forward * 80, velocity: forward * 1000)
        #expect(
            harness.delegate.filtered == [
                .state(.dragging),
                .appearance(3, .willDisappear, animated: true), .appearance(4, .willAppear, animated: true),
                .willScrollTo(4), .state(.settling),
                .willUnload(2), .currentPage(4),
                .appearance(3, .didDisappear, animated: true), .appearance(4, .didAppear, animated: true),
                .didScrollTo(4), .state(.idle),
            ])
        harness.expectInvariants("at the last page")
    }

    /// A drag caught again while settling goes back to `.dragging`; the abandoned target is never
    /// reported as reached.
    @Test(arguments: directions)
    func aDragCaughtWhileSettlingAbandonsItsTarget(direction: PagingDirection) throws {
        let harness = try harness(on: 1, direction: direction)
        let forward = harness.forwardSign
        harness.simulator.drag(by: forward * 80, ticks: 4)
        harness.simulator.release(velocity: forward * 1000)
        harness.simulator.advanceDeceleration(fraction: 0.5)  // past half-way: page 2 is current
        #expect(harness.container.currentPage == 2)
        #expect(harness.container.scrollState == .settling)

        harness.simulator.beginDrag()
        #expect(harness.container.scrollState == .dragging)
        harness.expectInvariants("caught")
        harness.simulator.drag(by: -forward * 160, ticks: 4)
        harness.simulator.release(velocity: 0)
        harness.simulator.decelerate()

        #expect(states(harness) == [.dragging, .settling, .dragging, .settling, .idle])
        #expect(count(.willScrollTo(2), in: harness) == 1)
        #expect(!harness.delegate.events.contains { if case .didScrollTo = $0 { true } else { false } })
        #expect(
            harness.delegate.filtered.filter { if case .currentPage = $0 { true } else { false } } == [
                .currentPage(2), .currentPage(1),
            ])
        #expect(harness.container.settledPage == 1)
        #expect(harness.simulator.contentOffset == harness.restingOffset(ofPage: 1))
        harness.expectInvariants()
    }

    @Test(arguments: directions)
    func aDragCaughtWhileSettlingAndFlungOnReachesTheTargetOnce(direction: PagingDirection) throws {
        let harness = try harness(on: 1, direction: direction)
        let forward = harness.forwardSign
        harness.simulator.drag(by: forward * 80, ticks: 4)
        harness.simulator.release(velocity: forward * 1000)
        harness.simulator.advanceDeceleration(fraction: 0.25)
        harness.simulator.beginDrag()
        harness.simulator.drag(by: forward * 20, ticks: 2)
        harness.simulator.release(velocity: forward * 1000)
        harness.simulator.decelerate()
        #expect(count(.didScrollTo(2), in: harness) == 1)
        #expect(harness.delegate.filtered.suffix(2) == [.didScrollTo(2), .state(.idle)])
        #expect(harness.container.settledPage == 2)
        harness.expectInvariants()
    }

    // MARK: Reports on every tick

    /// `didChangeCurrentPage` on exactly the tick that crosses half-way, in both directions, with
    /// ticks of 7 points (never exactly on the half-way mark).
    @Test(arguments: directions)
    func theCurrentPageChangesOnTheTickThatCrossesHalfWay(direction: PagingDirection) throws {
        let harness = try harness(on: 2, direction: direction)
        let forward = harness.forwardSign
        var failures: [String] = []
        var expectedChanges: [Int] = []
        // Forward to 2.8, back to 1.2, forward to 2.0: crossings at 2.5 (twice) and 1.5 (twice).
        let plan: [(steps: Int, sign: Double)] = [(37, 1), (73, -1), (37, 1)]
        var expectedCurrent = 2
        for leg in plan {
            for _ in 0..<leg.steps {
                let before = harness.delegate.events.count
                harness.simulator.drag(by: forward * leg.sign * 7)
                let reading = forward * (harness.simulator.contentOffset - harness.restingOffset(ofPage: 0)) / 320
                let nearest = Int(reading.rounded())
                let changes = harness.delegate.events[before...].compactMap {
                    if case .currentPage(let page) = $0 { page } else { nil }
                }
                let expected = nearest == expectedCurrent ? [] : [nearest]
                if changes != expected {
                    failures.append("at position \(reading): reported \(changes), expected \(expected)")
                }
                expectedCurrent = nearest
                expectedChanges += expected
                if harness.container.currentPage != nearest {
                    failures.append("at position \(reading): currentPage \(harness.container.currentPage)")
                }
            }
        }
        #expect(expectedChanges == [3, 2, 1, 2], "the plan crosses four half-way marks")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        harness.simulator.release(velocity: 0)
        harness.simulator.decelerate()
        harness.expectInvariants()
    }

    @Test(arguments: directions)
    func everyTickReportsItsExactPosition(direction: PagingDirection) throws {
        let harness = try harness(direction: direction)
        let forward = harness.forwardSign
        harness.simulator.drag(by: forward * 320, ticks: 4)
        #expect(harness.delegate.positions == [0.25, 0.5, 0.75, 1.0])
        harness.simulator.drag(by: -forward * 80, ticks: 1)
        #expect(harness.delegate.positions == [0.25, 0.5, 0.75, 1.0, 0.75])
        #expect(harness.container.position == 0.75)
    }

    @Test(arguments: [333.3, 100.7, 0.7])
    func aQuarterPageDragIsPositionAQuarterWithFractionalLengths(length: Double) {
        let harness = Harness(pageCount: 5, viewportLength: length)
        harness.delegate.clearEvents()
        harness.simulator.drag(by: length / 4)
        #expect(harness.delegate.positions == [0.25])
        #expect(harness.container.position == 0.25)
    }

    /// One gesture over several pages: every tick keeps the window (every visible page loaded and
    /// placed, nothing else), and the current page follows each half-way mark.
    @Test(arguments: directions)
    func aDragOverSeveralPagesKeepsTheWindowAtEveryTick(direction: PagingDirection) throws {
        let harness = try harness(pageCount: 10, direction: direction)
        let forward = harness.forwardSign
        var failures: [String] = []
        var ticks = 0
        harness.simulator.onReport = { [weak harness] event in
            guard let harness, case .didScroll(let offset) = event else { return }
            ticks += 1
            let problems = harness.checkInvariants()
            if !problems.isEmpty { failures.append("at offset \(offset): \(problems)") }
            let current = harness.container.currentPage
            let expectedLoaded = Set(max(0, current - 1)...min(9, current + 1))
            let visible = Set(harness.simulator.visiblePages.map(\.index))
            if harness.container.loadedPageIndices != expectedLoaded.union(visible) {
                failures.append(
                    "at offset \(offset): loaded \(harness.container.loadedPageIndices.sorted()), "
                        + "expected \(expectedLoaded.union(visible).sorted())")
            }
        }
        harness.simulator.drag(by: forward * 4.3 * 320, ticks: 86)
        #expect(ticks == 86)
        #expect(harness.container.position == 4.3)
        harness.simulator.release(velocity: 0)
        harness.simulator.decelerate()
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
        #expect(harness.container.settledPage == 4)
        let pageReports = harness.delegate.filtered.filter {
            switch $0 {
            case .currentPage, .willScrollTo, .didScrollTo: true
            default: false
            }
        }
        #expect(
            pageReports == [
                .currentPage(1), .currentPage(2), .currentPage(3), .currentPage(4), .willScrollTo(4), .didScrollTo(4),
            ])
        #expect(harness.dataSource.madeIndices.allSatisfy { (0...5).contains($0) })
        harness.expectInvariants()
    }

    /// Right to left, the next page lies toward smaller offsets and a fling toward it has a
    /// negative velocity.
    @Test func rightToLeftTheNextPageIsTowardSmallerOffsets() throws {
        let harness = try harness(direction: .rightToLeft)
        #expect(harness.simulator.contentOffset == 1280)
        let target = harness.simulator.swipe(by: -60, velocity: -400)
        #expect(target == 960)
        #expect(harness.container.settledPage == 1)
        let back = harness.simulator.swipe(by: 60, velocity: 400)
        #expect(back == 1280)
        #expect(harness.container.settledPage == 0)
        let slow = harness.simulator.swipe(by: -0.6 * 320, velocity: 0)
        #expect(slow == 960)
        #expect(harness.container.settledPage == 1)
        harness.expectInvariants()
    }
}

extension Harness {
    /// `+1` when the next page lies toward larger offsets (left to right), `-1` otherwise.
    fileprivate var forwardSign: Double {
        container.configuration.direction == .leftToRight ? 1 : -1
    }
}
