import PagedKit
import PagedKitSwiftUI
import PagedKitUIKit
@_spi(UIKitModel) import SwiftUI
import Testing
@_spi(UIKitModel) import UIKit

/// Issue 14 item 10, the smaller ones, one test each. (Its last point, the ~90 lines
/// `PagedViewController` and `PagedScrollView` repeat, is about the source, not behaviour: no test.)
extension AdapterScenarios {
    @MainActor @Suite("issue 14 item 10: smaller defects") struct Item10SmallerTests {
        @Test("a runtime axis change is laid out at once")
        func axisChangeIsLaidOut() {
            let world = World()
            let cards = CardPager(world: world)
            let changes = CurrentPageRecorder<CardView>()
            cards.pager.delegate = changes
            try? cards.container.scrollToPage(2, animated: false)
            changes.pages = []
            cards.pager.configuration = PagingConfiguration(axis: .vertical)

            #expect(cards.scrollView.contentOffset == CGPoint(x: 0, y: 400))
            #expect(cards.scrollView.contentSize == CGSize(width: 320, height: 1000))
            #expect(cards.card(2)?.frame == CGRect(x: 0, y: 400, width: 320, height: 200))
            // At rest nothing lays the pager out: the next drag's first tick reads the vertical
            // offset (about 0) and the current page flips to 0 until the layout of that frame.
            cards.scrollView.modelDrag(by: CGPoint(x: 0, y: 10), frames: 2)
            cards.scrollView.modelLift(velocity: .zero)
            world.settle()
            #expect(cards.container.settledPage == 2)
            #expect(!changes.pages.contains(0))
        }

        @Test("SwiftUI pages ignore the safe area; the pager applies the insets")
        func hostingControllersIgnoreTheSafeArea() async {
            let world = World()
            world.window.modelSafeAreaInsets = UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
            let stories = StoryPager(world: world)
            stories.host.render()
            await stories.host.settle()
            #expect(!stories.pages.isEmpty)

            // The container region is off (issue 22, A6: the keyboard's stays on).
            #expect(stories.pages.allSatisfy { !$0.safeAreaRegions.contains(.container) })
        }

        @Test("an update with the same data re-renders no page and does not read every identifier")
        func updateCost() async {
            let world = World()
            let stories = StoryPager(world: world)
            stories.host.render()
            await stories.host.settle()
            stories.reads.count = 0
            let before = stories.pages.map(\.rootViewAssignments)
            stories.host.render()
            await stories.host.settle()

            // The count and the loaded pages' identifiers (2 of 5) tell that nothing moved: no reload.
            #expect(stories.reads.count < stories.keys.count)
            #expect(stories.reads.count == stories.container.loadedPageIndices.count)
            // Fixed by issue 22 (A11): a loaded page's root view is replaced only when its content or
            // environment differs from the last one it was given.
            #expect(stories.pages.map(\.rootViewAssignments) == before)
        }

        @Test("an update that replaces a loaded item (same count) reloads, and its page shows the new item")
        func updateWithAReplacedItem() async {
            let world = World()
            let stories = StoryPager(world: world)
            stories.host.render()
            await stories.host.settle()
            stories.keys[1] = "x"
            stories.host.render()
            await stories.host.settle()
            #expect(stories.container.settledPage == 0)
            let shown = stories.container.page(at: 1).flatMap(modelInspectHostingController)
            #expect((shown?.content as? Probe)?.index == 1)
            #expect(stories.reads.count >= stories.keys.count, "a reload read the identifiers")
        }

        @Test("the page control is not written back while the user scrubs it")
        func pageControlScrub() {
            let world = World()
            let cards = CardPager(world: world, count: 8)
            let control = UIPageControl()
            cards.pager.pageControl = control
            control.modelScrub(to: 5, framesPerPage: 4)
            control.modelEndScrub()
            world.settle()
            #expect(cards.container.settledPage == 5)

            #expect(control.modelWritesDuringInteraction == 0)
        }

        @Test("a page-control tap jumps without animation under Reduce Motion")
        func pageControlReduceMotion() async {
            let world = World()
            let cards = CardPager(world: world)
            let control = UIPageControl()
            cards.pager.pageControl = control
            await ModelAccessibility.shared.setReduceMotionEnabled(true)
            control.modelTap(.right)

            #expect(!cards.scrollView.isScrollAnimating)
            #expect(cards.container.settledPage == 1)
            world.settle()
            #expect(cards.container.settledPage == 1)
        }

        @Test("the page control's direction matches a vertical pager")
        func pageControlDirection() {
            let world = World()
            let cards = CardPager(world: world, configuration: PagingConfiguration(axis: .vertical))
            let control = UIPageControl()
            cards.pager.pageControl = control

            #expect(control.direction == .topToBottom)
        }

        @Test("auto-scroll does not move the banner under a resting finger")
        func restingFingerPausesAutoScroll() {
            let world = World()
            let cards = CardPager(
                world: world, configuration: PagingConfiguration(isLooping: true, autoScroll: AutoScroll()))
            let offset = cards.scrollView.contentOffset
            cards.scrollView.modelClearEvents()
            cards.scrollView.modelTouchDown()
            world.advance(seconds: 3)

            #expect(
                !cards.scrollView.modelEvents.contains { if case .animationStarted = $0 { true } else { false } })
            #expect(cards.scrollView.contentOffset == offset)
            cards.scrollView.modelLift()
            world.settle()
        }

        @Test("on page 0 an edge swipe goes back in the navigation controller")
        func swipeBackOnTheFirstPage() {
            let world = World()
            let log = EventLog()
            let source = ChannelSource(count: 5, log: log)
            let pager = PagedViewController<LoggingPage>(scheduler: world.scheduler)
            pager.dataSource = source
            pager.reloadData()
            let navigation = UINavigationController(rootViewController: UIViewController())
            world.show(navigation)
            navigation.pushViewController(pager, animated: false)
            world.frames()
            pager.scrollView.modelTouchDown(fromLeadingScreenEdge: true)
            pager.scrollView.modelDrag(by: CGPoint(x: -60, y: 0), frames: 3)

            #expect(navigation.modelIsPoppingInteractively)
            pager.scrollView.modelLift(velocity: CGPoint(x: -1000, y: 0))
            world.settle()
        }

        @Test("a data source released while pages are showing empties the pager instead of trapping")
        func releasedDataSource() async {
            // Run in a child process, where a trap would end the process instead of the test run.
            // There is no assertion left on this path (not even a debug-only one): the pager
            // empties before the next event that could need a page.
            await #expect(processExitsWith: .success) {
                await MainActor.run { _ = ReleasedDataSourceScenario.run() }
            }
            // The same scenario in this process, to check what the pager shows afterwards.
            let pager = ReleasedDataSourceScenario.run()
            #expect(pager.container.pageCount == 0)
            #expect(pager.container.loadedPageIndices.isEmpty)
            #expect(pager.scrollView.subviews.allSatisfy { !($0 is CardView) })
        }

        @Test("an auto-scrolling banner whose data source is released empties at its next advance")
        func releasedDataSourceUnderAutoScroll() {
            let world = World()
            var source: CardSource? = CardSource(count: 3)
            let configuration = PagingConfiguration(isLooping: true, autoScroll: AutoScroll())
            let pager = PagedScrollView<CardView>(configuration: configuration, scheduler: world.scheduler)
            pager.dataSource = source
            pager.reloadData()
            world.show(pager)
            source = nil
            world.advance(seconds: 3)
            world.settle()
            #expect(pager.container.pageCount == 0)
            withExtendedLifetime(source) {}
        }
        @Test("the pager keeps its pan on page 0 without a navigation controller, and on later pages")
        func swipeBackOnlyWhereItApplies() {
            let world = World()
            let cards = CardPager(world: world)
            cards.scrollView.modelDrag(by: CGPoint(x: -30, y: 0), frames: 3)
            #expect(cards.scrollView.isDragging, "no navigation controller: the pager rubber-bands")
            cards.scrollView.modelLift(velocity: .zero)
            world.settle()

            let log = EventLog()
            let source = ChannelSource(count: 5, log: log)
            let pager = PagedViewController<LoggingPage>(scheduler: world.scheduler)
            pager.dataSource = source
            pager.reloadData()
            let navigation = UINavigationController(rootViewController: UIViewController())
            world.show(navigation)
            navigation.pushViewController(pager, animated: false)
            world.frames()
            try? pager.scrollToPage(1, animated: false)
            pager.scrollView.modelTouchDown(fromLeadingScreenEdge: true)
            pager.scrollView.modelDrag(by: CGPoint(x: -60, y: 0), frames: 3)
            #expect(!navigation.modelIsPoppingInteractively, "on page 1 the swipe pages back")
            pager.scrollView.modelLift(velocity: CGPoint(x: -1000, y: 0))
            world.settle()
            #expect(pager.container.settledPage == 0)
            withExtendedLifetime(source) {}
        }

        @Test("a finger that rests, then drags, pages as usual and auto-scroll comes back after")
        func restingFingerThenDrag() {
            let world = World()
            let cards = CardPager(
                world: world, configuration: PagingConfiguration(isLooping: true, autoScroll: AutoScroll()))
            cards.scrollView.modelTouchDown()
            world.advance(seconds: 1)
            cards.scrollView.modelDrag(by: CGPoint(x: 100, y: 0), frames: 6)
            cards.scrollView.modelLift(velocity: CGPoint(x: 800, y: 0))
            world.settle()
            #expect(cards.container.settledPage == 1)
            #expect(!cards.container.isAutoScrollPaused)
            world.advance(seconds: 3)
            world.settle()
            #expect(cards.container.settledPage == 2)
        }
    }
}

/// A pager whose data source goes away, then a swipe that needs a page it never made.
@MainActor private enum ReleasedDataSourceScenario {
    @discardableResult
    static func run() -> PagedScrollView<CardView> {
        let world = World()
        var source: CardSource? = CardSource(count: 5)
        let pager = PagedScrollView<CardView>(scheduler: world.scheduler)
        pager.dataSource = source
        pager.reloadData()
        world.show(pager)
        source = nil
        pager.scrollView.modelDrag(by: CGPoint(x: 120, y: 0), frames: 6)
        pager.scrollView.modelLift(velocity: CGPoint(x: 900, y: 0))
        world.settle()
        withExtendedLifetime(source) {}
        return pager
    }
}
