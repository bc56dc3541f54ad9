import PagedKit
import PagedKitTesting
import Testing

/// The simulator on its own: host calls, animations and drags with no container attached.
@MainActor @Suite struct ScrollSimulatorHostTests {
    let simulator = ScrollSimulator<TestPage>(viewportLength: 320)
    let pages = (0..<4).map { TestPage(index: $0, identifier: AnyHashable($0), serial: $0) }

    @Test func hostCallsAreLoggedAndApplied() {
        simulator.setContentLength(960)
        simulator.place(pages[0], at: 0)
        simulator.place(pages[1], at: 320)
        simulator.place(pages[0], at: 640)
        simulator.remove(pages[1])
        #expect(
            simulator.calls == [
                .setContentLength(960), .place(ObjectIdentifier(pages[0]), 0), .place(ObjectIdentifier(pages[1]), 320),
                .place(ObjectIdentifier(pages[0]), 640), .remove(ObjectIdentifier(pages[1])),
            ])
        #expect(simulator.contentLength == 960)
        #expect(simulator.placedPages.map(\.page) == [pages[0]])
        #expect(simulator.offset(of: pages[0]) == 640)
        #expect(!simulator.isPlaced(pages[1]))
        #expect(simulator.violations.isEmpty)
        simulator.clearCalls()
        #expect(simulator.calls.isEmpty)
    }

    @Test func misuseIsRecordedAndIgnored() {
        simulator.setContentLength(640)
        simulator.remove(pages[0])
        simulator.setContentLength(.nan)
        simulator.setContentLength(-1)
        simulator.setContentOffset(.infinity, animated: false)
        simulator.setContentOffset(.nan, animated: true)
        simulator.place(pages[1], at: .nan)
        #expect(simulator.violations.count == 6)
        #expect(simulator.contentLength == 640)
        #expect(simulator.contentOffset == 0)
        #expect(!simulator.isAnimating)
        #expect(simulator.placedPages.isEmpty)
        #expect(simulator.sentEvents.isEmpty)
    }

    @Test func aMoveWithoutAnimationReportsInsideTheCall() {
        var offsetsSeenInReports: [Double] = []
        simulator.onReport = { [unowned simulator] _ in offsetsSeenInReports.append(simulator.contentOffset) }
        simulator.setContentOffset(320, animated: false)
        #expect(offsetsSeenInReports == [320])
        #expect(simulator.sentEvents == [.didScroll(toOffset: 320)])
        #expect(simulator.contentOffset == 320)
    }

    @Test func anUnchangedOffsetCanGoUnreported() {
        simulator.setContentOffset(0, animated: false)
        #expect(simulator.sentEvents == [.didScroll(toOffset: 0)])
        simulator.reportsUnchangedOffsets = false
        simulator.setContentOffset(0, animated: false)
        #expect(simulator.sentEvents == [.didScroll(toOffset: 0)])
    }

    @Test func anAnimationWaitsForTheTestThenReportsItsEnd() {
        simulator.setContentOffset(320, animated: true)
        #expect(simulator.contentOffset == 0)
        #expect(simulator.isAnimating)
        #expect(simulator.animationTarget == 320)
        #expect(simulator.sentEvents.isEmpty)
        simulator.runAnimation(ticks: 4)
        #expect(
            simulator.sentEvents == [
                .didScroll(toOffset: 80), .didScroll(toOffset: 160), .didScroll(toOffset: 240),
                .didScroll(toOffset: 320), .didEndScrollingAnimation,
            ])
        #expect(!simulator.isAnimating)
        simulator.runAnimation()
        #expect(simulator.sentEvents.count == 5)
    }

    @Test func anAnimatedMoveToTheCurrentOffsetDoesNotAnimate() {
        simulator.setContentOffset(0, animated: true)
        #expect(!simulator.isAnimating)
        simulator.runAnimation()
        #expect(simulator.sentEvents.isEmpty)
    }

    @Test func aSecondAnimatedMoveRestartsFromWhereTheContentIs() {
        simulator.setContentOffset(320, animated: true)
        simulator.advanceAnimation(fraction: 0.5)
        simulator.setContentOffset(960, animated: true)
        #expect(simulator.animationTarget == 960)
        simulator.runAnimation(ticks: 2)
        #expect(
            simulator.sentEvents == [
                .didScroll(toOffset: 160), .didScroll(toOffset: 560), .didScroll(toOffset: 960),
                .didEndScrollingAnimation,
            ])
    }

    @Test func anAnimationReplacedFromInsideATickRunsToTheNewTarget() {
        simulator.setContentOffset(320, animated: true)
        simulator.onReport = { [unowned simulator] event in
            if event == .didScroll(toOffset: 160) { simulator.setContentOffset(640, animated: true) }
        }
        simulator.runAnimation(ticks: 2)
        #expect(
            simulator.sentEvents == [
                .didScroll(toOffset: 160), .didScroll(toOffset: 400), .didScroll(toOffset: 640),
                .didEndScrollingAnimation,
            ])
    }

    @Test func aMoveWithoutAnimationEndsARunningAnimationSilently() {
        simulator.setContentOffset(320, animated: true)
        simulator.onReport = { [unowned simulator] event in
            if event == .didScroll(toOffset: 80) { simulator.setContentOffset(0, animated: false) }
        }
        simulator.runAnimation(ticks: 4)
        #expect(simulator.sentEvents == [.didScroll(toOffset: 80), .didScroll(toOffset: 0)])
        #expect(!simulator.isAnimating)
        #expect(simulator.contentOffset == 0)
    }

    @Test func aFingerCatchesARunningAnimation() {
        simulator.setContentOffset(320, animated: true)
        simulator.advanceAnimation(fraction: 0.25)
        simulator.beginDrag()
        #expect(!simulator.isAnimating)
        #expect(simulator.isDragging)
        #expect(simulator.sentEvents == [.didScroll(toOffset: 80), .willBeginDragging])
    }

    @Test func hostsThatNeverReportTheEndOrReportItLate() {
        simulator.setContentOffset(320, animated: true)
        simulator.finishAnimationWithoutReport()
        #expect(simulator.contentOffset == 320)
        #expect(!simulator.isAnimating)
        simulator.setContentOffset(640, animated: true)
        simulator.abandonAnimation()
        #expect(simulator.contentOffset == 320)
        simulator.reportAnimationEnd()
        #expect(simulator.sentEvents == [.didScroll(toOffset: 320), .didEndScrollingAnimation])
    }

    @Test func dragStepsAreComputedNotAccumulated() {
        simulator.setContentOffset(320, animated: false)
        simulator.clearSentEvents()
        simulator.drag(by: 100, ticks: 3)
        let third: Double = 320 + 100.0 * 1 / 3
        let twoThirds: Double = 320 + 100.0 * 2 / 3
        let expected: [ScrollEvent] = [
            .willBeginDragging, .didScroll(toOffset: third), .didScroll(toOffset: twoThirds), .didScroll(toOffset: 420),
        ]
        #expect(simulator.sentEvents == expected)
        #expect(simulator.isDragging)
    }

    @Test func theRestOfADragFollowsTheContentWhenItIsMoved() {
        simulator.setContentLength(64 * 320)
        simulator.setContentOffset(3200, animated: false)
        simulator.clearSentEvents()
        var moved = false
        simulator.onReport = { [unowned simulator] event in
            guard !moved, event == .didScroll(toOffset: 3240) else { return }
            moved = true
            simulator.setContentOffset(3240 - 1280, animated: false)  // re-centred by four pages
        }
        simulator.drag(by: 120, ticks: 3)
        #expect(
            simulator.sentEvents == [
                .willBeginDragging, .didScroll(toOffset: 3240), .didScroll(toOffset: 1960),
                .didScroll(toOffset: 2000), .didScroll(toOffset: 2040),
            ])
    }

    @Test func withoutBouncingADragStopsAtTheEnds() {
        simulator.setContentLength(640)
        simulator.bounces = false
        simulator.drag(by: -50, ticks: 1)
        #expect(simulator.contentOffset == 0)
        simulator.drag(by: 1000, ticks: 2)
        #expect(simulator.contentOffset == 320)
    }

    @Test func releasingWithoutAContainerRestsWhereItIs() {
        simulator.drag(by: 30)
        let target = simulator.release(velocity: 500)
        #expect(target == 30)
        #expect(!simulator.isDragging)
        #expect(!simulator.isDecelerating)
        #expect(
            simulator.sentEvents == [
                .willBeginDragging, .didScroll(toOffset: 30), .willEndDragging(velocity: 500),
                .didEndDragging(willDecelerate: false),
            ])
        simulator.decelerate()
        #expect(simulator.sentEvents.count == 4)
        #expect(simulator.release() == 30)
        #expect(simulator.sentEvents.count == 4)
    }

    @Test func visibilityBlanksAndDuplicates() {
        simulator.setContentLength(1280)
        simulator.place(pages[0], at: 0)
        simulator.place(pages[1], at: 320)
        simulator.place(pages[3], at: 960)
        #expect(simulator.visiblePages == [pages[0]])
        #expect(!simulator.hasBlankSlotInViewport)

        simulator.setContentOffset(480, animated: false)
        #expect(simulator.visiblePages == [pages[1]])
        #expect(simulator.blankRangesInViewport == [640..<800])
        #expect(simulator.page(at: 500) === pages[1])
        #expect(simulator.page(at: 700) == nil)

        simulator.setContentOffset(-100, animated: false)  // pulled past the start: outside the content is not blank
        #expect(simulator.visiblePages == [pages[0]])
        #expect(!simulator.hasBlankSlotInViewport)

        simulator.place(pages[2], at: 320)
        #expect(simulator.duplicatePlacements.count == 1)
        #expect(simulator.duplicatePlacements.first?.offset == 320)
        #expect(simulator.duplicatePlacements.first?.pages == [pages[1], pages[2]])
    }
}

/// The simulator driving a real container through the harness. These tests rely only on the
/// contract's behaviour (CONTRACT.md), not on how the container is built.
@MainActor @Suite struct ScrollSimulatorContainerTests {
    @Test func attachingTellsTheContainerTheViewport() {
        let harness = Harness(pageCount: 5)
        #expect(harness.container.host === harness.simulator)
        #expect(harness.simulator.container === harness.container)
        #expect(harness.simulator.contentLength == 1600)
        #expect(harness.simulator.contentOffset == 0)
        #expect(harness.simulator.visiblePages.map(\.index) == [0])
        harness.expectInvariants()
    }

    @Test func aFlingReportsUIKitsOrderAndSettlesOnTheNextPage() {
        let harness = Harness(pageCount: 5)
        harness.simulator.clearSentEvents()
        let target = harness.simulator.swipe(by: 80, velocity: 1000)
        #expect(target == 320)
        #expect(
            harness.simulator.sentEvents == [
                .willBeginDragging, .didScroll(toOffset: 20), .didScroll(toOffset: 40), .didScroll(toOffset: 60),
                .didScroll(toOffset: 80), .willEndDragging(velocity: 1000), .didEndDragging(willDecelerate: true),
                .didScroll(toOffset: 140), .didScroll(toOffset: 200), .didScroll(toOffset: 260),
                .didScroll(toOffset: 320), .didEndDecelerating,
            ])
        #expect(harness.container.currentPage == 1)
        #expect(harness.container.settledPage == 1)
        #expect(harness.container.scrollState == .idle)
        harness.expectInvariants()
    }

    @Test func aDragThatEndsOnAPageDoesNotDecelerate() {
        let harness = Harness(pageCount: 5)
        harness.simulator.drag(by: 320, ticks: 4)
        harness.expectInvariants("while dragging")
        let target = harness.simulator.release(velocity: 0)
        #expect(target == 320)
        #expect(harness.simulator.sentEvents.last == .didEndDragging(willDecelerate: false))
        #expect(harness.container.settledPage == 1)
        harness.expectInvariants()
    }

    @Test func invariantsHoldAfterEveryStepOfSomeSwipes() {
        let harness = Harness(configuration: PagingConfiguration(preloadRadius: 1, cacheLimit: 1), pageCount: 6)
        for _ in 0..<4 {
            harness.flingForward()
            harness.expectInvariants("after a forward fling")
        }
        harness.flingBackward()
        harness.expectInvariants("after a backward fling")
        #expect(harness.container.settledPage == 3)
    }

    @Test func anAnimatedJumpAnimatesOnePageAndEndsOnItsTarget() throws {
        let harness = Harness(pageCount: 5)
        try harness.container.scrollToPage(3, animated: true)
        let target = try #require(harness.simulator.animationTarget)
        #expect(abs(target - harness.simulator.contentOffset) == 320)
        harness.simulator.runAnimation(ticks: 4)
        #expect(harness.container.settledPage == 3)
        #expect(harness.simulator.contentOffset == 960)
        harness.expectInvariants()
    }

    @Test func aFingerCatchingAnAnimatedJumpIsNotReportedAsItsEnd() throws {
        let harness = Harness(pageCount: 5)
        try harness.container.scrollToPage(3, animated: true)
        harness.simulator.advanceAnimation(fraction: 0.25)
        harness.simulator.beginDrag()
        #expect(!harness.simulator.isAnimating)
        #expect(!harness.simulator.sentEvents.contains(.didEndScrollingAnimation))
        #expect(harness.container.scrollState == .dragging)
    }

    @Test func theManualSchedulerDocumentationExampleWorks() {
        let cards = Cards()
        let scheduler = ManualScheduler()
        let container = PagedContainer<Card>(
            configuration: PagingConfiguration(autoScroll: AutoScroll(interval: .seconds(2))),
            scheduler: scheduler)
        let simulator = ScrollSimulator<Card>(viewportLength: 320)
        container.dataSource = cards
        simulator.attach(to: container)
        container.reloadData()

        scheduler.advance(by: .seconds(2))
        #expect(simulator.isAnimating)
        simulator.runAnimation()
        #expect(container.settledPage == 1)
    }

    @Test func theDocumentationExampleWorks() {
        let cards = Cards()
        let container = PagedContainer<Card>(scheduler: ManualScheduler())
        let simulator = ScrollSimulator<Card>(viewportLength: 320)
        container.dataSource = cards
        simulator.attach(to: container)
        container.reloadData()

        simulator.swipe(by: 100, velocity: 800)  // a short, fast fling toward page 1

        #expect(container.currentPage == 1)
        #expect(simulator.contentOffset == 320)
        #expect(!simulator.hasBlankSlotInViewport)
        #expect(simulator.violations.isEmpty)
    }
}

private final class Card {
    let index: Int
    init(index: Int) { self.index = index }
}

@MainActor private final class Cards: PageDataSource {
    func numberOfPages(in container: PagedContainer<Card>) -> Int { 5 }
    func container(_ container: PagedContainer<Card>, pageAt index: Int) -> Card { Card(index: index) }
}
