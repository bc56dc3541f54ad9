import PagedKit
import PagedKitTesting
import Testing

/// CONTRACT rule 1 (start) and rule 2 (placement), not looping.
@MainActor @Suite struct StartTests {
    /// The parts of a harness, connected to the host but with no viewport length told yet.
    private func unattachedHarness(
        pageCount: Int = 5, configuration: PagingConfiguration = PagingConfiguration()
    ) -> Harness {
        let harness = Harness(configuration: configuration, pageCount: pageCount, attach: false, reload: false)
        harness.container.host = harness.simulator
        harness.simulator.container = harness.container
        return harness
    }

    @Test func nothingIsLoadedOrPlacedBeforeReloadData() {
        let harness = Harness(pageCount: 5, reload: false)
        #expect(harness.container.loadedPageIndices.isEmpty)
        #expect(harness.dataSource.madeCount == 0)
        #expect(harness.simulator.calls.isEmpty)
        #expect(harness.simulator.placedPages.isEmpty)
        #expect(harness.delegate.events.isEmpty)
        #expect(harness.container.pageCount == 0)
        #expect(harness.container.currentPage == 0)
    }

    @Test func reloadDataWithoutAViewportReadsTheCountButPlacesNothing() {
        let harness = unattachedHarness()
        harness.container.reloadData()
        #expect(harness.container.pageCount == 5)
        #expect(harness.container.loadedPageIndices.isEmpty)
        #expect(harness.dataSource.madeCount == 0)
        #expect(harness.simulator.calls.isEmpty)
        #expect(harness.delegate.events.isEmpty)
    }

    /// Rule 1: after both calls, in either order, the same host calls and the same delegate log.
    @Test(arguments: [true, false])
    func theViewportAndTheDataMayArriveInEitherOrder(viewportFirst: Bool) {
        let harness = unattachedHarness()
        if viewportFirst {
            harness.container.setViewportLength(320)
            #expect(harness.simulator.calls.isEmpty, "nothing happens before reloadData")
            harness.container.reloadData()
        } else {
            harness.container.reloadData()
            #expect(harness.simulator.calls.isEmpty, "nothing happens before the viewport length")
            harness.container.setViewportLength(320)
        }
        #expect(
            harness.indexedCalls == [
                .contentLength(1600), .place(0, 0), .place(1, 320), .contentOffset(0, animated: false),
            ])
        #expect(
            harness.delegate.events == [
                .didLoad(0), .didLoad(1), .appearance(0, .willAppear, animated: false),
                .appearance(0, .didAppear, animated: false),
            ])
        #expect(harness.container.currentPage == 0)
        #expect(harness.container.settledPage == 0)
        #expect(harness.container.position == 0)
        #expect(harness.container.scrollState == .idle)
        harness.expectInvariants()
    }

    @Test func aHiddenContainerStartsWithoutAppearanceAndAppearsWhenShown() {
        let harness = Harness(pageCount: 5, reload: false)
        harness.container.isVisible = false
        harness.container.reloadData()
        #expect(harness.delegate.events == [.didLoad(0), .didLoad(1)])
        #expect(harness.container.loadedPageIndices == [0, 1])
        harness.expectInvariants("hidden at start")

        harness.delegate.clearEvents()
        harness.container.isVisible = true
        #expect(
            harness.delegate.appearances == [
                .appearance(0, .willAppear, animated: false), .appearance(0, .didAppear, animated: false),
            ])
        #expect(!harness.delegate.events.contains(.didScrollTo(0)))
        harness.expectInvariants("shown")
    }

    /// Rule 1, "opening an app on channel 5": a jump between reloadData and the viewport length.
    @Test(arguments: [false, true])
    func aJumpBeforeTheViewportLengthOpensOnThatPage(animated: Bool) throws {
        let harness = unattachedHarness(pageCount: 10)
        harness.container.reloadData()
        try harness.container.scrollToPage(5, animated: animated)
        #expect(harness.container.currentPage == 5)
        #expect(harness.container.settledPage == 5)
        #expect(harness.container.loadedPageIndices.isEmpty)
        #expect(harness.dataSource.madeCount == 0)
        #expect(harness.simulator.calls.isEmpty)
        #expect(harness.delegate.filtered == [.willScrollTo(5), .currentPage(5), .didScrollTo(5)])

        harness.delegate.clearEvents()
        harness.container.setViewportLength(320)
        #expect(
            harness.indexedCalls == [
                .contentLength(3200), .place(5, 1600), .place(6, 1920), .place(4, 1280),
                .contentOffset(1600, animated: false),
            ])
        #expect(harness.dataSource.madeIndices.sorted() == [4, 5, 6], "nothing else is made")
        #expect(
            harness.delegate.filtered == [
                .didLoad(5), .didLoad(6), .didLoad(4), .appearance(5, .willAppear, animated: false),
                .appearance(5, .didAppear, animated: false),
            ])
        #expect(harness.container.position == 5)
        #expect(harness.container.currentPage == 5)
        #expect(harness.container.scrollState == .idle)
        #expect(harness.simulator.contentOffset == 1600)
        harness.expectInvariants()
    }
}

@MainActor @Suite struct PlacementTests {
    /// Rule 2: every page at its index times the length (mirrored right to left), content n × length,
    /// for every resting page, on either axis.
    @Test(arguments: [PagingAxis.horizontal, .vertical], [PagingDirection.leftToRight, .rightToLeft])
    func pagesSitAtTheirIndexTimesTheLength(axis: PagingAxis, direction: PagingDirection) throws {
        let harness = Harness(
            configuration: PagingConfiguration(preloadRadius: 4, axis: axis, direction: direction), pageCount: 5)
        #expect(harness.simulator.contentLength == 1600)
        #expect(harness.container.loadedPageIndices == [0, 1, 2, 3, 4])
        let expectedStartOffset: Double = direction == .leftToRight ? 0 : 1280
        #expect(harness.simulator.contentOffset == expectedStartOffset)
        for index in 0..<5 {
            let page = try #require(harness.container.page(at: index))
            let slot = direction == .leftToRight ? index : 4 - index
            #expect(harness.simulator.offset(of: page) == Double(slot) * 320, "page \(index)")
        }
        for target in [3, 1, 4, 0, 2] {
            try harness.container.scrollToPage(target, animated: false)
            #expect(harness.simulator.contentOffset == harness.restingOffset(ofPage: target), "at page \(target)")
            #expect(harness.container.position == Double(target))
            #expect(harness.misplacedPages().isEmpty, "at page \(target): \(harness.misplacedPages())")
            harness.expectInvariants("at page \(target)")
        }
    }

    /// The axis is the host's business: the same gestures give the same host calls and delegate log.
    @Test(arguments: [PagingDirection.leftToRight, .rightToLeft])
    func theVerticalAxisBehavesExactlyLikeTheHorizontalOne(direction: PagingDirection) throws {
        func run(_ axis: PagingAxis) throws -> ([IndexedHostCall], [RecordingDelegate.Event], [ScrollEvent]) {
            let harness = Harness(
                configuration: PagingConfiguration(preloadRadius: 1, cacheLimit: 1, axis: axis, direction: direction),
                pageCount: 6)
            let forward: Double = direction == .leftToRight ? 1 : -1
            harness.simulator.swipe(by: forward * 100, velocity: forward * 800)
            harness.simulator.swipe(by: forward * 200, velocity: 0)
            harness.simulator.swipe(by: -forward * 50, velocity: 0)
            try harness.container.scrollToPage(5, animated: true)
            harness.simulator.runAnimation()
            try harness.container.scrollToPage(0, animated: false)
            harness.expectInvariants("\(axis)")
            return (harness.indexedCalls, harness.delegate.events, harness.simulator.sentEvents)
        }
        let horizontal = try run(.horizontal)
        let vertical = try run(.vertical)
        #expect(horizontal.0 == vertical.0)
        #expect(horizontal.1 == vertical.1)
        #expect(horizontal.2 == vertical.2)
    }

    @Test(arguments: [PagingDirection.leftToRight, .rightToLeft])
    func pageSevenOfLength320RestsAtOffset2240(direction: PagingDirection) throws {
        let harness = Harness(configuration: PagingConfiguration(direction: direction), pageCount: 10)
        let forward: Double = direction == .leftToRight ? 1 : -1
        for _ in 0..<7 {
            harness.simulator.swipe(by: forward * 80, velocity: forward * 1000)
        }
        let expected: Double = direction == .leftToRight ? 2240 : 640
        #expect(harness.container.settledPage == 7)
        #expect(harness.simulator.contentOffset == expected)
        #expect(harness.container.position == 7.0)
        let page = try #require(harness.container.page(at: 7))
        #expect(harness.simulator.offset(of: page) == expected)
        #expect(harness.misplacedPages().isEmpty, "\(harness.misplacedPages())")
        harness.expectInvariants()
    }

    @Test(arguments: [false, true])
    func aJumpToPageSevenRestsAtOffset2240(animated: Bool) throws {
        let harness = Harness(pageCount: 10)
        try harness.container.scrollToPage(7, animated: animated)
        harness.simulator.runAnimation(ticks: 3)
        #expect(harness.simulator.contentOffset == 2240)
        #expect(harness.container.position == 7.0)
        #expect(harness.misplacedPages().isEmpty, "\(harness.misplacedPages())")
        harness.expectInvariants()
    }

    /// Exact settled offsets with lengths that have no exact binary form: `Double(page) × length`,
    /// compared with `==`, after flings and slow releases in both directions.
    @Test(arguments: [333.3, 100.7, 0.1, 1234.5678, 1e-3], [PagingDirection.leftToRight, .rightToLeft])
    func settledOffsetsAreExactWithFractionalLengths(length: Double, direction: PagingDirection) {
        let harness = Harness(
            configuration: PagingConfiguration(cacheLimit: 2, direction: direction), pageCount: 10,
            viewportLength: length)
        let forward: Double = direction == .leftToRight ? 1 : -1
        var expectedPage = 0
        let gestures: [(fraction: Double, speed: Double, step: Int)] = [
            (0.2, 1000, 1), (0.2, 1000, 1), (0.7, 0, 1), (0.49, 0, 0), (0.3, 450, 1), (0.51, 0, 1), (1.3, 0, 1),
            (-0.2, -1000, -1), (-0.6, 0, -1), (-0.1, 0, 0), (0.1, 300, 1), (-0.3, -299.9, 0),
        ]
        for (number, gesture) in gestures.enumerated() {
            harness.simulator.swipe(by: forward * gesture.fraction * length, velocity: forward * gesture.speed)
            expectedPage += gesture.step
            let context = "gesture \(number) \(gesture), length \(length), \(direction)"
            #expect(harness.container.settledPage == expectedPage, "\(context)")
            #expect(harness.simulator.contentOffset == harness.restingOffset(ofPage: expectedPage), "\(context)")
            #expect(harness.container.position == Double(expectedPage), "\(context)")
            #expect(harness.misplacedPages().isEmpty, "\(context): \(harness.misplacedPages())")
        }
        harness.expectInvariants()
    }

    /// No drift: 10,000 swipes back and forth, every rest compared with `==`.
    @Test(arguments: [333.3, 100.7])
    func tenThousandSwipesBackAndForthDoNotDrift(length: Double) {
        let harness = Harness(configuration: PagingConfiguration(cacheLimit: 1), pageCount: 4, viewportLength: length)
        var failures: [String] = []
        // Drag fractions and speeds that cycle through flings and slow releases past half-way.
        let fractions = [0.25, 0.1, 0.37, 0.62, 0.9]
        let speeds = [1000.0, 300, 2500, 0, 0]
        for swipe in 0..<10_000 {
            let forward = swipe % 2 == 0
            let sign: Double = forward ? 1 : -1
            let kind = (swipe / 2) % fractions.count
            harness.simulator.swipe(
                by: sign * fractions[kind] * length, velocity: sign * speeds[kind], dragTicks: 2, decelerationTicks: 2)
            let expectedPage = forward ? 1 : 0
            let expectedOffset = Double(expectedPage) * length
            if harness.container.settledPage != expectedPage || harness.simulator.contentOffset != expectedOffset
                || harness.container.position != Double(expectedPage) || harness.container.scrollState != .idle
            {
                failures.append(
                    "swipe \(swipe): page \(harness.container.settledPage), offset \(harness.simulator.contentOffset) "
                        + "(expected \(expectedOffset)), position \(harness.container.position)")
            }
            let misplaced = harness.misplacedPages()
            if !misplaced.isEmpty { failures.append("swipe \(swipe): \(misplaced)") }
            if failures.count > 5 { break }
            if swipe % 500 == 0 {
                harness.delegate.clearEvents()
                harness.simulator.clearLogs()
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        harness.expectInvariants()
    }
}
