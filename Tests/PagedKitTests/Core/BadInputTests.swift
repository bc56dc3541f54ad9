import PagedKit
import PagedKitTesting
import Testing

/// CONTRACT rule 11 (bad input): nothing traps, and ignored input changes nothing. Not looping.
@MainActor @Suite struct BadInputTests {
    /// A harness of `pageCount` pages resting on `page`, with every log emptied.
    private func harness(
        pageCount: Int = 5, on page: Int = 2, configuration: PagingConfiguration = PagingConfiguration(),
        viewportLength: Double = 320
    ) throws -> Harness {
        let harness = Harness(configuration: configuration, pageCount: pageCount, viewportLength: viewportLength)
        if page != 0 { try harness.container.scrollToPage(page, animated: false) }
        harness.delegate.clearEvents()
        harness.simulator.clearLogs()
        return harness
    }

    /// Expects that nothing was reported or asked of the host since the logs were last emptied, and
    /// that the observable state is `before`.
    private func expectNothingChanged(
        _ harness: Harness, since before: HarnessSnapshot, _ context: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(harness.snapshot == before, "\(context)", sourceLocation: sourceLocation)
        #expect(harness.delegate.events == [], "\(context)", sourceLocation: sourceLocation)
        #expect(harness.indexedCalls == [], "\(context)", sourceLocation: sourceLocation)
    }

    /// The window is consistent: loaded pages exist, are placed, and each is loaded once.
    private func windowProblems(_ harness: Harness) -> [String] {
        var problems: [String] = []
        let container = harness.container
        if !container.position.isFinite { problems.append("position \(container.position)") }
        if !(0..<max(container.pageCount, 1)).contains(container.currentPage) {
            problems.append("current page \(container.currentPage)")
        }
        if container.pageCount > 0, !(0...Double(container.pageCount - 1)).contains(container.position) {
            problems.append("position \(container.position) outside the pages")
        }
        let loaded = container.loadedPageIndices
        if !loaded.allSatisfy({ (0..<container.pageCount).contains($0) }) {
            problems.append("loaded \(loaded.sorted()) outside 0..<\(container.pageCount)")
        }
        let placed = harness.simulator.placedPages.map(\.page.index).sorted()
        if placed != loaded.sorted() { problems.append("placed \(placed), loaded \(loaded.sorted())") }
        problems += harness.simulator.violations.map { "host: \($0)" }
        problems += harness.delegate.appearanceCheck().failures
        return problems
    }

    // MARK: Offsets

    nonisolated static let nonFiniteOffsets: [Double] = [.nan, .infinity, -.infinity, .signalingNaN]

    @Test(arguments: nonFiniteOffsets)
    func aNonFiniteOffsetAtRestIsIgnored(offset: Double) throws {
        let harness = try harness()
        let before = harness.snapshot
        harness.container.didScroll(toOffset: offset)
        expectNothingChanged(harness, since: before)
        harness.expectInvariants()
    }

    @Test(arguments: nonFiniteOffsets)
    func aNonFiniteOffsetDuringADragIsIgnored(offset: Double) throws {
        let harness = try harness()
        harness.simulator.drag(by: 100, ticks: 2)
        harness.delegate.clearEvents()
        harness.simulator.clearLogs()
        let before = harness.snapshot
        harness.container.didScroll(toOffset: offset)
        expectNothingChanged(harness, since: before)
        harness.simulator.release(velocity: 1000)
        harness.simulator.decelerate()
        #expect(harness.container.settledPage == 3)
        harness.expectInvariants()
    }

    nonisolated static let hugeOffsets: [Double] = [
        1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e18, -1e18, Double(Int.max),
    ]

    /// Huge finite offsets may move the position, but never trap, never make a NaN, and leave a
    /// consistent window; the next real offset puts everything back. A viewport length below 1 makes
    /// `offset / length` overflow to infinity.
    @Test(arguments: hugeOffsets, [320, 0.5])
    func aHugeFiniteOffsetDoesNotTrap(offset: Double, length: Double) throws {
        let harness = try harness(viewportLength: length)
        harness.container.didScroll(toOffset: offset)
        let problems = windowProblems(harness)
        #expect(problems.isEmpty, "\(problems)")
        harness.container.didScroll(toOffset: harness.simulator.contentOffset)
        #expect(harness.container.position == 2)
        harness.expectInvariants("after the real offset came back")
    }

    @Test(arguments: hugeOffsets, [PagingDirection.leftToRight, .rightToLeft])
    func aHugeFiniteOffsetDuringADragReleasesInsideTheContent(offset: Double, direction: PagingDirection) throws {
        let harness = try harness(configuration: PagingConfiguration(direction: direction))
        harness.simulator.drag(by: 40, ticks: 2)
        harness.container.didScroll(toOffset: offset)
        let problems = windowProblems(harness)
        #expect(problems.isEmpty, "\(problems)")
        let target = harness.container.willEndDragging(velocity: 1000)
        #expect(target.isFinite)
        #expect((0...harness.simulator.maximumContentOffset).contains(target), "target \(target)")
        // The host goes on from where it really is.
        harness.simulator.release(velocity: 0)
        harness.simulator.decelerate()
        harness.expectInvariants()
    }

    // MARK: Viewport length

    nonisolated static let badLengths: [Double] = [0, -0.0, -5, .nan, .infinity, -.infinity, -.greatestFiniteMagnitude]

    @Test(arguments: badLengths)
    func aBadViewportLengthAtRestIsIgnored(length: Double) throws {
        let harness = try harness()
        let before = harness.snapshot
        harness.container.setViewportLength(length)
        expectNothingChanged(harness, since: before)
        harness.simulator.swipe(by: 80, velocity: 1000)
        #expect(harness.simulator.contentOffset == 960, "the old length still holds")
        harness.expectInvariants()
    }

    @Test(arguments: badLengths)
    func aBadViewportLengthDoesNotStartTheContainer(length: Double) {
        let harness = Harness(pageCount: 5, attach: false)
        harness.container.host = harness.simulator
        harness.simulator.container = harness.container
        harness.container.setViewportLength(length)
        #expect(harness.simulator.calls.isEmpty)
        #expect(harness.container.loadedPageIndices.isEmpty)
        #expect(harness.delegate.events.isEmpty)
        harness.container.setViewportLength(320)
        #expect(harness.container.loadedPageIndices == [0, 1])
        harness.expectInvariants()
    }

    // MARK: Page count and configuration

    @Test func aNegativePageCountIsTreatedAsZero() {
        let harness = Harness(pageCount: 5, reload: false)
        harness.dataSource.countOverride = -3
        harness.container.reloadData()
        #expect(harness.container.pageCount == 0)
        #expect(harness.container.currentPage == 0)
        #expect(harness.container.position == 0)
        #expect(harness.container.loadedPageIndices.isEmpty)
        #expect(harness.dataSource.madeCount == 0)
        #expect(harness.simulator.contentLength == 0)
        #expect(harness.delegate.events.isEmpty)
        #expect(throws: PagingError.pageOutOfRange(index: 0, pageCount: 0)) {
            try harness.container.scrollToPage(0, animated: false)
        }
        harness.simulator.swipe(by: 80, velocity: 1000)
        #expect(harness.container.loadedPageIndices.isEmpty)
        harness.expectInvariants()

        harness.dataSource.countOverride = -1
        harness.container.reloadData()
        #expect(harness.container.pageCount == 0)
        harness.expectInvariants("a second negative count")
    }

    @Test func aNegativePageCountAfterPagesUnloadsEverything() throws {
        let harness = try harness()
        harness.dataSource.countOverride = -7
        harness.container.reloadData()
        #expect(harness.container.pageCount == 0)
        #expect(harness.container.loadedPageIndices.isEmpty)
        #expect(harness.simulator.placedPages.isEmpty)
        #expect(harness.simulator.contentLength == 0)
        harness.expectInvariants()
    }

    /// Rule 11 with rule 1: data that goes from no pages to three starts like a first load.
    /// (The contract does not say whether the first non-empty data is a "start"; this test takes it
    /// to be one: no page was scrolled to, so no `willScrollToPage`/`didScrollToPage`, and the current
    /// page, 0 before and after, did not change.)
    @Test func dataThatGoesFromNoPagesToThreeStartsLikeAFirstLoad() {
        let harness = Harness(pageCount: 3, reload: false)
        harness.dataSource.countOverride = 0
        harness.container.reloadData()
        #expect(harness.container.pageCount == 0)
        harness.expectInvariants("empty")
        harness.delegate.clearEvents()

        harness.dataSource.countOverride = nil
        harness.container.reloadData()
        #expect(harness.container.pageCount == 3)
        #expect(harness.container.loadedPageIndices == [0, 1])
        #expect(harness.simulator.contentLength == 960)
        #expect(harness.simulator.contentOffset == 0)
        #expect(
            harness.delegate.filtered == [
                .didLoad(0), .didLoad(1), .appearance(0, .willAppear, animated: false),
                .appearance(0, .didAppear, animated: false),
            ])
        harness.expectInvariants()
    }

    @Test func dataThatGoesFromNoPagesToThreeIsConsistent() {
        let harness = Harness(pageCount: 3, reload: false)
        harness.dataSource.countOverride = 0
        harness.container.reloadData()
        harness.dataSource.countOverride = nil
        harness.container.reloadData()
        #expect(harness.container.currentPage == 0)
        #expect(harness.container.settledPage == 0)
        #expect(harness.container.loadedPageIndices == [0, 1])
        harness.expectInvariants()
        harness.flingForward()
        harness.flingForward()
        #expect(harness.container.settledPage == 2)
        harness.expectInvariants("after two flings")
    }

    @Test func noDataSourceAtAllIsAnEmptyContainer() {
        let container = PagedContainer<TestPage>(scheduler: ManualScheduler())
        let simulator = ScrollSimulator<TestPage>(viewportLength: 320)
        let delegate = RecordingDelegate()
        container.delegate = delegate
        simulator.attach(to: container)
        container.reloadData()
        #expect(container.pageCount == 0)
        #expect(container.loadedPageIndices.isEmpty)
        #expect(container.page(at: 0) == nil)
        #expect(throws: PagingError.pageOutOfRange(index: 0, pageCount: 0)) {
            try container.scrollToPage(0, animated: true)
        }
        simulator.swipe(by: 80, velocity: 1000)
        container.handleMemoryPressure(.critical)
        simulator.resizeViewport(to: 480)
        container.reloadData()
        #expect(container.loadedPageIndices.isEmpty)
        #expect(simulator.placedPages.isEmpty)
        #expect(simulator.violations.isEmpty)
        #expect(container.position == 0)
        #expect(container.currentPage == 0)
        #expect(container.scrollState == .idle)
        #expect(!delegate.events.contains { if case .didLoad = $0 { true } else { false } })
    }

    @Test func aDataSourceRemovedBeforeReloadUnloadsEverything() throws {
        let harness = try harness()
        harness.container.dataSource = nil
        harness.container.reloadData()
        #expect(harness.container.pageCount == 0)
        #expect(harness.container.loadedPageIndices.isEmpty)
        #expect(harness.simulator.placedPages.isEmpty)
        #expect(harness.delegate.appearanceCheck().appearedKeys.isEmpty)
        harness.expectInvariants()
    }

    @Test(arguments: [(-1, -1), (-3, 0), (0, -5), (Int.min, Int.min)])
    func aNegativeRadiusOrCacheLimitCountsAsZero(settings: (Int, Int)) throws {
        let harness = Harness(
            configuration: PagingConfiguration(preloadRadius: settings.0, cacheLimit: settings.1), pageCount: 5)
        #expect(harness.container.loadedPageIndices == [0])
        #expect(harness.dataSource.madeIndices == [0])
        harness.simulator.drag(by: 100, ticks: 2)
        #expect(harness.container.loadedPageIndices == [0, 1], "both visible pages")
        harness.simulator.release(velocity: 1000)
        harness.simulator.decelerate()
        #expect(harness.container.loadedPageIndices == [1])
        harness.expectInvariants()
        try harness.container.scrollToPage(4, animated: true)
        harness.simulator.runAnimation()
        #expect(harness.container.loadedPageIndices == [4])
        harness.expectInvariants("after a jump")
    }

    @Test func aNegativeRadiusSetOnALiveContainerShrinksTheWindowToTheCurrentPage() throws {
        let harness = try harness(configuration: PagingConfiguration(preloadRadius: 2, cacheLimit: 2))
        #expect(harness.container.loadedPageIndices == [0, 1, 2, 3, 4])
        harness.container.configuration.preloadRadius = -4
        harness.container.configuration.cacheLimit = -4
        #expect(harness.container.loadedPageIndices == [2])
        harness.expectInvariants()
    }

    @Test(arguments: [(Int.max, 0), (1, Int.max), (Int.max, Int.max)])
    func aHugeRadiusOrCacheLimitLoadsAtMostThePagesThatExist(settings: (Int, Int)) throws {
        let harness = Harness(
            configuration: PagingConfiguration(preloadRadius: settings.0, cacheLimit: settings.1), pageCount: 5)
        let expectedAtStart: Set<Int> = settings.0 == Int.max ? [0, 1, 2, 3, 4] : [0, 1]
        #expect(harness.container.loadedPageIndices == expectedAtStart)
        for _ in 0..<4 { harness.flingForward() }
        for _ in 0..<4 { harness.flingBackward() }
        #expect(harness.container.settledPage == 0)
        #expect(harness.container.loadedPageIndices == [0, 1, 2, 3, 4])
        #expect(harness.dataSource.madeCount == 5, "no page made twice")
        #expect(harness.dataSource.outOfRangeRequests.isEmpty)
        harness.expectInvariants()
    }

    /// The radius is capped at `PagingConfiguration.maximumPreloadRadius` (64): with a million pages
    /// and radius `Int.max`, the window is 129 pages wide, and a jump to the last page loads the 65
    /// pages of its window and nothing between.
    @Test func aRadiusOfIntMaxIsCappedAtTheMaximumRadius() throws {
        let cap = PagingConfiguration.maximumPreloadRadius
        let harness = Harness(configuration: PagingConfiguration(preloadRadius: .max), pageCount: 1_000_000)
        #expect(harness.container.loadedPageIndices == Set(0...cap))
        #expect(harness.dataSource.madeCount == cap + 1)
        #expect(harness.misplacedPages().isEmpty)
        try harness.container.scrollToPage(999_999, animated: false)
        #expect(harness.simulator.contentOffset == 999_999 * 320)
        #expect(harness.container.loadedPageIndices == Set((999_999 - cap)...999_999))
        #expect(harness.dataSource.madeCount == 2 * (cap + 1))
        #expect(harness.misplacedPages().isEmpty)
        #expect(harness.dataSource.outOfRangeRequests.isEmpty)
        #expect(harness.simulator.violations.isEmpty)
    }

    @Test func aCacheLimitOfIntMaxWithAMillionPagesKeepsOnlyWhatWasVisited() throws {
        let harness = Harness(
            configuration: PagingConfiguration(preloadRadius: 1, cacheLimit: .max), pageCount: 1_000_000)
        #expect(harness.container.loadedPageIndices == [0, 1])
        #expect(harness.simulator.contentLength == 320_000_000)
        for _ in 0..<6 { harness.flingForward() }
        #expect(harness.container.loadedPageIndices == Set(0...7))
        try harness.container.scrollToPage(999_999, animated: true)
        harness.simulator.runAnimation()
        #expect(harness.container.settledPage == 999_999)
        #expect(harness.simulator.contentOffset == 999_999 * 320)
        #expect(harness.container.loadedPageIndices.isSuperset(of: [999_998, 999_999]))
        #expect(harness.container.loadedPageIndices.count <= 10)
        #expect(harness.dataSource.madeCount <= 10)
        harness.expectInvariants()
    }

    // MARK: Jumps

    nonisolated static let outOfRange: [Int] = [-1, 5, 6, Int.max, Int.min]

    @Test(arguments: outOfRange, [false, true])
    func aJumpOutOfRangeThrowsAndChangesNothing(index: Int, animated: Bool) throws {
        let harness = try harness()
        let before = harness.snapshot
        #expect(throws: PagingError.pageOutOfRange(index: index, pageCount: 5)) {
            try harness.container.scrollToPage(index, animated: animated)
        }
        expectNothingChanged(harness, since: before)
    }

    @Test(arguments: outOfRange)
    func aJumpOutOfRangeDuringAnAnimatedJumpLeavesItRunning(index: Int) throws {
        let harness = try harness(on: 0)
        try harness.container.scrollToPage(3, animated: true)
        harness.simulator.advanceAnimation(fraction: 0.25)
        harness.delegate.clearEvents()
        harness.simulator.clearLogs()
        let before = harness.snapshot
        #expect(throws: PagingError.pageOutOfRange(index: index, pageCount: 5)) {
            try harness.container.scrollToPage(index, animated: true)
        }
        expectNothingChanged(harness, since: before)
        harness.simulator.runAnimation()
        #expect(harness.container.settledPage == 3)
        #expect(harness.delegate.events.count { $0 == .didScrollTo(3) } == 1)
        harness.expectInvariants()
    }

    // MARK: Scroll events

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aNonFiniteReleaseVelocityDoesNotTrap(velocity: Double) throws {
        let harness = try harness()
        harness.simulator.drag(by: 96, ticks: 3)
        let target = harness.simulator.release(velocity: velocity)
        #expect(target.isFinite)
        #expect(harness.simulator.violations.isEmpty)
        harness.simulator.decelerate()
        if velocity.isNaN {
            #expect(harness.container.settledPage == 2, "no usable velocity: the nearest page")
        } else {
            #expect([2, 3].contains(harness.container.settledPage))
        }
        #expect(harness.container.position.isFinite)
        harness.expectInvariants()
    }

    /// Events a scroll view never sends at rest, sent at rest: ignored.
    enum StrayEvent: CaseIterable {
        case didEndDecelerating
        case didEndDraggingWillDecelerate
        case didEndDraggingWillNotDecelerate
        case didEndScrollingAnimation
        case willEndDraggingWithoutADrag
        case willEndDraggingWithoutADragNaN
    }

    @Test(arguments: StrayEvent.allCases)
    func aStrayEventAtRestChangesNothing(event: StrayEvent) throws {
        let harness = try harness()
        let before = harness.snapshot
        switch event {
        case .didEndDecelerating: harness.container.didEndDecelerating()
        case .didEndDraggingWillDecelerate: harness.container.didEndDragging(willDecelerate: true)
        case .didEndDraggingWillNotDecelerate: harness.container.didEndDragging(willDecelerate: false)
        case .didEndScrollingAnimation: harness.container.didEndScrollingAnimation()
        case .willEndDraggingWithoutADrag:
            #expect(harness.container.willEndDragging(velocity: 1000) == 640, "the content stays where it is")
        case .willEndDraggingWithoutADragNaN:
            #expect(harness.container.willEndDragging(velocity: .nan) == 640)
        }
        expectNothingChanged(harness, since: before)
        harness.simulator.swipe(by: 80, velocity: 1000)
        #expect(harness.container.settledPage == 3)
        harness.expectInvariants("after a swipe")
    }

    @Test func aDidScrollBeforeReloadDataIsIgnored() {
        let harness = Harness(pageCount: 5, reload: false)
        harness.container.didScroll(toOffset: 500)
        harness.container.willBeginDragging()
        _ = harness.container.willEndDragging(velocity: 1000)
        harness.container.didEndDragging(willDecelerate: true)
        harness.container.didEndDecelerating()
        harness.container.didEndScrollingAnimation()
        #expect(harness.simulator.calls.isEmpty)
        #expect(harness.delegate.events.isEmpty)
        #expect(harness.container.scrollState == .idle)
        harness.container.reloadData()
        #expect(harness.container.currentPage == 0)
        #expect(harness.simulator.contentOffset == 0)
        #expect(
            harness.delegate.filtered == [
                .didLoad(0), .didLoad(1), .appearance(0, .willAppear, animated: false),
                .appearance(0, .didAppear, animated: false),
            ])
        harness.expectInvariants()
    }

    /// The host may report the end of a deceleration late, after the finger caught the content
    /// again: the new drag goes on, under the finger.
    @Test func aLateDidEndDeceleratingDuringADragIsIgnored() throws {
        let harness = try harness()
        harness.simulator.drag(by: 96, ticks: 3)  // position 2.3
        let before = harness.snapshot
        harness.delegate.clearEvents()
        harness.simulator.clearLogs()
        harness.container.didEndDecelerating()
        expectNothingChanged(harness, since: before, "the drag goes on")
        #expect(harness.container.scrollState == .dragging)
        harness.simulator.drag(by: 96, ticks: 3)  // position 2.6
        harness.simulator.release(velocity: 0)
        harness.simulator.decelerate()
        #expect(harness.container.settledPage == 3)
        harness.expectInvariants()
    }

    @Test func aSecondWillBeginDraggingAndAStrayEndDraggingDoNotTrap() throws {
        let harness = try harness()
        harness.simulator.drag(by: 40)
        harness.container.willBeginDragging()
        harness.container.didEndDragging(willDecelerate: true)
        harness.container.willBeginDragging()
        harness.simulator.drag(by: 200, ticks: 4)
        harness.simulator.release(velocity: 0)
        harness.simulator.decelerate()
        harness.container.didEndScrollingAnimation()
        harness.container.didEndDecelerating()
        #expect(harness.container.settledPage == 3)
        harness.expectInvariants()
    }
}
