import PagedKit
import PagedKitTesting
import Testing

/// CONTRACT rule 6: `.warning` drops the cache and every page outside `current ± min(radius, 1)`;
/// `.critical` keeps only the pages overlapping the viewport; the reduced set holds until the next
/// drag, jump or reload.
@Suite @MainActor struct MemoryPressureTests {
    /// What ends a memory-pressure reduction.
    enum Rebuild: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case drag, jump, animatedJump, reload
        var testDescription: String { rawValue }
    }

    /// A 10-page harness settled on page 5 by five flings, so the cache (if any) holds pages.
    static func harnessOnPage5(radius: Int, cacheLimit: Int) -> Harness {
        let harness = Harness(
            configuration: PagingConfiguration(preloadRadius: radius, cacheLimit: cacheLimit), pageCount: 10)
        for _ in 0..<5 { harness.flingForward() }
        return harness
    }

    /// The unloaded indices in `events`, in order.
    static func unloads(_ events: [RecordingDelegate.Event]) -> [Int] {
        events.compactMap { if case .willUnload(let index) = $0 { index } else { nil } }
    }

    /// The loaded indices in `events`, in order.
    static func loads(_ events: [RecordingDelegate.Event]) -> [Int] {
        events.compactMap { if case .didLoad(let index) = $0 { index } else { nil } }
    }

    /// The pages `lower...upper`, clamped to `0..<count`.
    static func pages(_ lower: Int, _ upper: Int, count: Int = 10) -> Set<Int> {
        Set(max(0, lower)...min(count - 1, upper))
    }

    @Test(arguments: [0, 1, 3], [0, 3])
    func aWarningDropsTheCacheAndEveryPageBeyondOneAroundTheCurrentPage(radius: Int, cacheLimit: Int) {
        let harness = Self.harnessOnPage5(radius: radius, cacheLimit: cacheLimit)
        #expect(harness.container.settledPage == 5)
        let before = harness.container.loadedPageIndices
        // The window 5 ± radius, and the cache: the last pages that left it, 0..<5 − radius.
        #expect(before.count == 2 * radius + 1 + min(cacheLimit, 5 - radius))
        harness.delegate.clearEvents()

        harness.container.handleMemoryPressure(.warning)

        let kept = Self.pages(5 - min(radius, 1), 5 + min(radius, 1))
        #expect(harness.container.loadedPageIndices == kept)
        #expect(Set(Self.unloads(harness.delegate.events)) == before.subtracting(kept))
        #expect(Self.unloads(harness.delegate.events).count == before.count - kept.count)
        #expect(harness.delegate.events.allSatisfy { if case .willUnload = $0 { true } else { false } })
        harness.expectInvariants()

        harness.delegate.clearEvents()
        harness.container.handleMemoryPressure(.warning)
        #expect(harness.delegate.events == [])
    }

    @Test(arguments: [0, 1, 3], [0, 3])
    func aCriticalAtRestKeepsOnlyTheSettledPage(radius: Int, cacheLimit: Int) {
        let harness = Self.harnessOnPage5(radius: radius, cacheLimit: cacheLimit)
        let before = harness.container.loadedPageIndices
        harness.delegate.clearEvents()

        harness.container.handleMemoryPressure(.critical)

        #expect(harness.container.loadedPageIndices == [5])
        #expect(Set(Self.unloads(harness.delegate.events)) == before.subtracting([5]))
        #expect(harness.delegate.events.allSatisfy { if case .willUnload = $0 { true } else { false } })
        harness.expectInvariants()
    }

    /// Mid-drag at 5.3, `.critical` keeps pages 5 and 6; more ticks over the same two pages load
    /// nothing; moving on to pages 6 and 7 keeps only those; the rest keeps only the settled page;
    /// the next drag rebuilds the whole window.
    @Test(arguments: [0, 1, 3], [0, 3])
    func aCriticalMidDragKeepsTheVisiblePagesUntilTheNextDrag(radius: Int, cacheLimit: Int) {
        let harness = Self.harnessOnPage5(radius: radius, cacheLimit: cacheLimit)
        let simulator = harness.simulator
        simulator.beginDrag()
        simulator.drag(by: 96, ticks: 3)  // 5.3
        harness.delegate.clearEvents()

        harness.container.handleMemoryPressure(.critical)
        #expect(harness.container.loadedPageIndices == [5, 6])
        harness.expectInvariants()

        harness.delegate.clearEvents()
        simulator.drag(by: 32, ticks: 1)  // 5.4
        simulator.drag(by: -80, ticks: 2)  // 5.15
        simulator.drag(by: 64, ticks: 1)  // 5.35
        #expect(harness.container.loadedPageIndices == [5, 6])
        #expect(Self.loads(harness.delegate.events) == [])
        #expect(Self.unloads(harness.delegate.events) == [])
        harness.expectInvariants()

        simulator.drag(by: 320, ticks: 4)  // 6.35: pages 6 and 7 on screen
        #expect(harness.container.loadedPageIndices == [6, 7])
        harness.expectInvariants()

        simulator.release(velocity: 0)
        simulator.decelerate()
        #expect(harness.container.settledPage == 6)
        #expect(harness.container.loadedPageIndices == [6])
        harness.expectInvariants()

        simulator.beginDrag()
        #expect(harness.container.loadedPageIndices == Self.pages(6 - radius, 6 + radius))
        harness.expectInvariants()
    }

    /// Mid-drag at 5.3, `.warning` keeps `5 ± min(radius, 1)` and the visible pages, through more
    /// ticks and the rest; the next drag rebuilds the whole window.
    @Test(arguments: [0, 1, 3], [0, 3])
    func aWarningMidDragHoldsForTheRestOfTheGesture(radius: Int, cacheLimit: Int) {
        let harness = Self.harnessOnPage5(radius: radius, cacheLimit: cacheLimit)
        let simulator = harness.simulator
        simulator.beginDrag()
        simulator.drag(by: 96, ticks: 3)  // 5.3
        harness.container.handleMemoryPressure(.warning)
        let reduced = Self.pages(5 - min(radius, 1), 5 + min(radius, 1)).union([5, 6])
        #expect(harness.container.loadedPageIndices == reduced)
        harness.expectInvariants()

        harness.delegate.clearEvents()
        simulator.drag(by: 32, ticks: 1)
        simulator.drag(by: -80, ticks: 2)
        #expect(harness.container.loadedPageIndices == reduced)
        #expect(Self.loads(harness.delegate.events) == [])
        simulator.release(velocity: 0)
        simulator.decelerate()
        #expect(harness.container.settledPage == 5)
        #expect(harness.container.loadedPageIndices == Self.pages(5 - min(radius, 1), 5 + min(radius, 1)))
        harness.expectInvariants()

        simulator.beginDrag()
        #expect(harness.container.loadedPageIndices == Self.pages(5 - radius, 5 + radius))
        harness.expectInvariants()
    }

    @Test(arguments: Rebuild.allCases, [MemoryPressure.warning, .critical])
    func theNextDragJumpOrReloadRebuildsTheFullWindow(rebuild: Rebuild, level: MemoryPressure) throws {
        let harness = Harness(configuration: PagingConfiguration(preloadRadius: 2), pageCount: 10)
        try harness.container.scrollToPage(5, animated: false)
        harness.container.handleMemoryPressure(level)
        #expect(harness.container.loadedPageIndices == (level == .warning ? [4, 5, 6] : [5]))

        switch rebuild {
        case .drag:
            harness.simulator.beginDrag()
            #expect(harness.container.loadedPageIndices == [3, 4, 5, 6, 7])
        case .jump:
            try harness.container.scrollToPage(7, animated: false)
            #expect(harness.container.loadedPageIndices == [5, 6, 7, 8, 9])
        case .animatedJump:
            try harness.container.scrollToPage(8, animated: true)
            harness.simulator.runAnimation()
            #expect(harness.container.settledPage == 8)
            #expect(harness.container.loadedPageIndices == [6, 7, 8, 9])
        case .reload:
            harness.container.reloadData()
            #expect(harness.container.loadedPageIndices == [3, 4, 5, 6, 7])
        }
        harness.expectInvariants()
    }

    /// A jump to the settled page at rest does nothing, so it does not end the reduction either.
    @Test func aJumpToTheSettledPageKeepsTheReducedSet() throws {
        let harness = Harness(configuration: PagingConfiguration(preloadRadius: 2), pageCount: 10)
        try harness.container.scrollToPage(5, animated: false)
        harness.container.handleMemoryPressure(.critical)
        harness.delegate.clearEvents()
        try harness.container.scrollToPage(5, animated: true)
        try harness.container.scrollToPage(5, animated: false)
        #expect(harness.container.loadedPageIndices == [5])
        #expect(harness.delegate.events == [])
    }

    @Test func aWarningAfterACriticalDoesNotBringPagesBack() {
        let harness = Self.harnessOnPage5(radius: 3, cacheLimit: 3)
        harness.container.handleMemoryPressure(.critical)
        harness.delegate.clearEvents()
        harness.container.handleMemoryPressure(.warning)
        #expect(harness.container.loadedPageIndices == [5])
        #expect(harness.delegate.events == [])
        harness.expectInvariants()

        // Mid-drag too: the two visible pages stay, nothing comes back.
        harness.simulator.beginDrag()
        harness.simulator.drag(by: 96, ticks: 3)
        harness.container.handleMemoryPressure(.critical)
        harness.delegate.clearEvents()
        harness.container.handleMemoryPressure(.warning)
        harness.simulator.drag(by: 16, ticks: 1)
        #expect(harness.container.loadedPageIndices == [5, 6])
        #expect(Self.loads(harness.delegate.events) == [])
        harness.expectInvariants()
    }

    /// Pressure a quarter of the way through an animated jump from 2 to 9 (radius 2): `.critical`
    /// keeps the two visible pages and, on arrival, only the target; `.warning` keeps the start
    /// page's neighbour too and, on arrival, `9 ± 1`. No page between the two is ever made, the
    /// jump still ends with one `didScrollToPage(9)`, and the next drag rebuilds the window.
    @Test(arguments: [MemoryPressure.warning, .critical])
    func pressureWhileAnAnimatedJumpRuns(level: MemoryPressure) throws {
        let harness = Harness(configuration: PagingConfiguration(preloadRadius: 2, cacheLimit: 1), pageCount: 12)
        try harness.container.scrollToPage(2, animated: false)
        harness.delegate.clearEvents()
        let madeBefore = harness.dataSource.madeIndices.count

        try harness.container.scrollToPage(9, animated: true)
        harness.simulator.advanceAnimation(fraction: 0.25)
        harness.container.handleMemoryPressure(level)
        #expect(harness.container.loadedPageIndices == (level == .critical ? [2, 9] : [1, 2, 9]))
        harness.expectInvariants()

        harness.simulator.runAnimation(ticks: 3)
        #expect(harness.container.settledPage == 9)
        #expect(harness.container.loadedPageIndices == (level == .critical ? [9] : [8, 9, 10]))
        let made = harness.dataSource.madeIndices.dropFirst(madeBefore)
        #expect(made.allSatisfy { !(3...7).contains($0) }, "made \(Array(made)) while jumping from 2 to 9")
        let reports = harness.delegate.filtered.filter {
            switch $0 {
            case .willScrollTo, .didScrollTo: true
            default: false
            }
        }
        #expect(reports == [.willScrollTo(9), .didScrollTo(9)])
        harness.expectInvariants()

        harness.simulator.beginDrag()
        #expect(harness.container.loadedPageIndices == [7, 8, 9, 10, 11])
        harness.expectInvariants()
    }

    /// Under pressure the settled page stays appeared: no appearance event at rest, and none for
    /// the two pages in transition mid-drag.
    @Test(arguments: [MemoryPressure.warning, .critical])
    func pressureChangesNoAppearance(level: MemoryPressure) throws {
        let harness = Self.harnessOnPage5(radius: 2, cacheLimit: 2)
        harness.delegate.clearEvents()
        harness.container.handleMemoryPressure(level)
        #expect(harness.delegate.appearances == [])
        let settled = try #require(harness.container.page(at: 5))
        #expect(harness.delegate.appearanceCheck().appearedKeys == [ObjectIdentifier(settled)])
        harness.expectInvariants()

        harness.simulator.beginDrag()
        harness.simulator.drag(by: 100, ticks: 2)
        harness.delegate.clearEvents()
        harness.container.handleMemoryPressure(level)
        #expect(harness.delegate.appearances == [])
        let checker = harness.delegate.appearanceCheck()
        #expect(checker.phase(of: ObjectIdentifier(settled)) == .disappearing)
        let next = try #require(harness.container.page(at: 6))
        #expect(checker.phase(of: ObjectIdentifier(next)) == .appearing)
        harness.expectInvariants()
    }

    /// Pressure with nothing to free: before the first reload and with no pages.
    @Test(arguments: [MemoryPressure.warning, .critical])
    func pressureWithNothingLoadedChangesNothing(level: MemoryPressure) {
        let notLoaded = Harness(pageCount: 5, reload: false)
        notLoaded.container.handleMemoryPressure(level)
        #expect(notLoaded.delegate.events == [])
        notLoaded.container.reloadData()
        #expect(notLoaded.container.loadedPageIndices == [0, 1])
        notLoaded.expectInvariants()

        let empty = Harness(pageCount: 0)
        empty.container.handleMemoryPressure(level)
        #expect(empty.delegate.events == [])
        #expect(empty.container.loadedPageIndices == [])
        empty.expectInvariants()
    }
}
