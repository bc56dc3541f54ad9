import PagedKit
import PagedKitTesting
import Testing

/// CONTRACT rule 7: per page, UIKit's containment order (`willAppear → didAppear → willDisappear →
/// didDisappear`, cancelled transitions `willAppear → willDisappear` and `willDisappear →
/// willAppear`); at rest exactly the settled page is appeared (none when hidden or empty);
/// `isVisible` disappears and re-appears it.
@Suite @MainActor struct AppearanceTests {
    typealias Event = RecordingDelegate.Event

    static func appear(_ index: Int, _ appearance: PageAppearance, animated: Bool = true) -> Event {
        .appearance(index, appearance, animated: animated)
    }

    @Test func aSwipeDisappearsTheOldPageAndAppearsTheNewOne() {
        let harness = Harness(pageCount: 5)
        harness.delegate.clearEvents()
        harness.flingForward()
        #expect(
            harness.delegate.filtered == [
                .state(.dragging),
                Self.appear(0, .willDisappear), Self.appear(1, .willAppear),
                .willScrollTo(1), .state(.settling),
                .didLoad(2), .currentPage(1),
                Self.appear(0, .didDisappear), Self.appear(1, .didAppear),
                .didScrollTo(1), .state(.idle),
            ])
        harness.expectInvariants()
    }

    @Test func aCancelledSwipeReversesBothTransitions() {
        let harness = Harness(pageCount: 5)
        harness.delegate.clearEvents()
        harness.simulator.swipe(by: 100, velocity: 0)  // 0.31 of a page, slow: back to page 0
        #expect(
            harness.delegate.filtered == [
                .state(.dragging),
                Self.appear(0, .willDisappear), Self.appear(1, .willAppear),
                .state(.settling),
                Self.appear(1, .willDisappear), Self.appear(1, .didDisappear),
                Self.appear(0, .willAppear), Self.appear(0, .didAppear),
                .state(.idle),
            ])
        harness.expectInvariants()
    }

    /// One gesture from page 2 to 3.5 and back to 1: every page the viewport passes begins
    /// appearing when it comes on screen and fully disappears when it leaves; only page 1, where
    /// the content comes to rest, gets `didAppear`.
    @Test func aDragBackAndForthOverSeveralPages() throws {
        let harness = Harness(pageCount: 7)
        try harness.container.scrollToPage(2, animated: false)
        harness.delegate.clearEvents()
        let simulator = harness.simulator
        simulator.beginDrag()
        simulator.drag(by: 480, ticks: 6)  // 2 → 3.5
        simulator.drag(by: -800, ticks: 10)  // 3.5 → 1
        simulator.release(velocity: 0)
        simulator.decelerate()
        #expect(harness.container.settledPage == 1)
        #expect(
            harness.delegate.appearances == [
                Self.appear(2, .willDisappear), Self.appear(3, .willAppear),  // 2.25
                Self.appear(2, .didDisappear),  // 3.0
                Self.appear(4, .willAppear),  // 3.25
                Self.appear(4, .willDisappear), Self.appear(4, .didDisappear),  // back at 3.0
                Self.appear(2, .willAppear),  // 2.75
                Self.appear(3, .willDisappear), Self.appear(3, .didDisappear),  // 2.0
                Self.appear(1, .willAppear),  // 1.75
                Self.appear(2, .willDisappear), Self.appear(2, .didDisappear),  // 1.0
                Self.appear(1, .didAppear),  // at rest
            ])
        #expect(harness.delegate.appearanceCheck().failures == [])
        harness.expectInvariants()
    }

    @Test func aJumpWithoutAnimationIsNotAnimated() throws {
        let harness = Harness(pageCount: 7)
        harness.delegate.clearEvents()
        try harness.container.scrollToPage(3, animated: false)
        #expect(
            harness.delegate.appearances == [
                Self.appear(0, .willDisappear, animated: false), Self.appear(0, .didDisappear, animated: false),
                Self.appear(3, .willAppear, animated: false), Self.appear(3, .didAppear, animated: false),
            ])
        #expect(harness.delegate.filtered.last == .didScrollTo(3))
        harness.expectInvariants()
    }

    @Test func anAnimatedJumpIsAnimated() throws {
        let harness = Harness(pageCount: 7)
        harness.delegate.clearEvents()
        try harness.container.scrollToPage(3, animated: true)
        #expect(harness.delegate.appearances == [])
        harness.simulator.runAnimation()
        #expect(
            harness.delegate.appearances == [
                Self.appear(0, .willDisappear), Self.appear(3, .willAppear),
                Self.appear(0, .didDisappear), Self.appear(3, .didAppear),
            ])
        #expect(harness.delegate.filtered.suffix(2) == [.didScrollTo(3), .state(.idle)])
        harness.expectInvariants()
    }

    @Test func hidingDisappearsTheSettledPageAndShowingAppearsItAgain() throws {
        let harness = Harness(pageCount: 5)
        try harness.container.scrollToPage(2, animated: false)
        harness.delegate.clearEvents()

        harness.container.isVisible = false
        #expect(
            harness.delegate.filtered == [
                Self.appear(2, .willDisappear, animated: false), Self.appear(2, .didDisappear, animated: false),
            ])
        harness.expectInvariants()

        harness.delegate.clearEvents()
        harness.container.isVisible = false
        #expect(harness.delegate.events == [])

        harness.container.isVisible = true
        #expect(
            harness.delegate.filtered == [
                Self.appear(2, .willAppear, animated: false), Self.appear(2, .didAppear, animated: false),
            ])
        harness.expectInvariants()
    }

    /// Hidden mid-drag: the two pages in transition fully disappear; nothing appears while hidden,
    /// even when the content comes to rest on another page; shown again, that page appears.
    @Test func hidingDuringADragSilencesAppearanceUntilShown() throws {
        let harness = Harness(pageCount: 5)
        try harness.container.scrollToPage(1, animated: false)
        harness.delegate.clearEvents()
        let simulator = harness.simulator
        simulator.beginDrag()
        simulator.drag(by: 80, ticks: 1)
        #expect(harness.delegate.appearances == [Self.appear(1, .willDisappear), Self.appear(2, .willAppear)])

        harness.delegate.clearEvents()
        harness.container.isVisible = false
        #expect(
            harness.delegate.appearances == [
                Self.appear(1, .didDisappear, animated: false),
                Self.appear(2, .willDisappear, animated: false), Self.appear(2, .didDisappear, animated: false),
            ])

        harness.delegate.clearEvents()
        simulator.drag(by: 200, ticks: 3)
        simulator.drag(by: -100, ticks: 2)
        simulator.release(velocity: 1000)
        simulator.decelerate()
        #expect(harness.container.settledPage == 2)
        #expect(harness.delegate.appearances == [])
        #expect(harness.delegate.filtered.suffix(2) == [.didScrollTo(2), .state(.idle)])
        harness.expectInvariants()

        harness.delegate.clearEvents()
        harness.container.isVisible = true
        #expect(
            harness.delegate.appearances == [
                Self.appear(2, .willAppear, animated: false), Self.appear(2, .didAppear, animated: false),
            ])
        harness.expectInvariants()
    }

    /// Hidden before the first load: nothing appears until shown.
    @Test func aContainerHiddenFromTheStartAppearsOnlyWhenShown() {
        let harness = Harness(pageCount: 3, reload: false)
        harness.container.isVisible = false
        harness.container.reloadData()
        harness.flingForward()
        #expect(harness.delegate.appearances == [])
        harness.expectInvariants()
        harness.container.isVisible = true
        #expect(
            harness.delegate.appearances == [
                Self.appear(1, .willAppear, animated: false), Self.appear(1, .didAppear, animated: false),
            ])
    }

    @Test func anEmptyContainerAppearsNothing() {
        let harness = Harness(pageCount: 0)
        harness.flingForward()
        harness.simulator.swipe(by: -50, velocity: -600)
        harness.container.isVisible = false
        harness.container.isVisible = true
        harness.container.handleMemoryPressure(.critical)
        #expect(throws: PagingError.pageOutOfRange(index: 0, pageCount: 0)) {
            try harness.container.scrollToPage(0, animated: true)
        }
        #expect(harness.delegate.appearances == [])
        harness.expectInvariants()
    }

    /// `.critical` mid-drag unloads only pages that are off screen, which are fully disappeared:
    /// no appearance event, and the pages in transition keep their phases.
    @Test func memoryPressureMidDragUnloadsOnlyDisappearedPages() throws {
        let harness = Harness(configuration: PagingConfiguration(preloadRadius: 2), pageCount: 7)
        try harness.container.scrollToPage(3, animated: false)
        harness.simulator.beginDrag()
        harness.simulator.drag(by: 80, ticks: 2)
        harness.delegate.clearEvents()
        harness.container.handleMemoryPressure(.critical)
        #expect(
            Set(harness.delegate.events.compactMap { if case .willUnload(let i) = $0 { i } else { nil } }) == [1, 2, 5])
        #expect(harness.delegate.appearances == [])
        harness.simulator.release(velocity: 800)
        harness.simulator.decelerate()
        #expect(
            harness.delegate.appearances == [Self.appear(3, .didDisappear), Self.appear(4, .didAppear)])
        harness.expectInvariants()
    }

    /// A page unloaded while it is appearing (its item is removed by a reload mid-drag) is
    /// disappeared before `willUnload`.
    @Test func aPageUnloadedMidTransitionDisappearsFirst() throws {
        let harness = Harness(pageCount: 5)
        try harness.container.scrollToPage(2, animated: false)
        harness.simulator.beginDrag()
        harness.simulator.drag(by: 80, ticks: 1)  // 2.25: page 3 appearing
        let appearing = try #require(harness.container.page(at: 3))
        #expect(harness.delegate.appearanceCheck().phase(of: ObjectIdentifier(appearing)) == .appearing)

        harness.dataSource.identifiers.remove(at: 3)
        harness.container.reloadData()

        let history = harness.delegate.pageEvents.filter { $0.page == ObjectIdentifier(appearing) }.map(\.kind)
        #expect(
            history == [
                .load, .appearance(.willAppear), .appearance(.willDisappear), .appearance(.didDisappear), .unload,
            ])
        harness.expectInvariants()
        harness.simulator.release(velocity: 0)
        harness.simulator.decelerate()
        harness.expectInvariants()
    }

    /// Every page's sequence stays legal, and at rest exactly the settled page is appeared, through
    /// swipes, cancelled swipes, jumps of both kinds, a caught animation and a caught deceleration.
    @Test(arguments: 0...2)
    func everySequenceIsLegalThroughAMixOfMoves(radius: Int) throws {
        let harness = Harness(configuration: PagingConfiguration(preloadRadius: radius, cacheLimit: 1), pageCount: 8)
        let simulator = harness.simulator
        var step = 0
        func check(_ label: String) {
            step += 1
            harness.expectInvariants("radius \(radius), step \(step): \(label)")
        }
        harness.flingForward()
        check("fling")
        simulator.swipe(by: 150, velocity: 0)
        check("cancelled swipe")
        try harness.container.scrollToPage(6, animated: true)
        check("animated jump")
        simulator.advanceAnimation(fraction: 0.4)
        check("animation 40%")
        simulator.beginDrag()
        check("caught")
        simulator.drag(by: 60, ticks: 2)
        check("drag")
        simulator.release(velocity: 900)
        check("release")
        simulator.advanceDeceleration(fraction: 0.5)
        check("deceleration 50%")
        simulator.beginDrag()
        check("caught again")
        simulator.drag(by: -500, ticks: 5)
        check("drag back")
        simulator.release(velocity: -400)
        check("release")
        simulator.decelerate()
        check("rest")
        try harness.container.scrollToPage(0, animated: false)
        check("jump")
        try harness.container.scrollToPage(7, animated: true)
        check("animated jump")
        simulator.advanceAnimation(fraction: 0.7)
        check("animation 70%")
        try harness.container.scrollToPage(2, animated: true)
        check("retarget")
        simulator.runAnimation()
        check("animation end")
        #expect(harness.container.settledPage == 2)
        harness.container.isVisible = false
        check("hidden")
        harness.flingBackward()
        check("fling while hidden")
        harness.container.isVisible = true
        check("shown")
        simulator.reportAnimationEnd()
        check("late report")
    }
}
