import PagedKit
import PagedKitUIKit
import Testing
@_spi(UIKitModel) import UIKit

extension AdapterScenarios {
    @MainActor @Suite("system events") struct SystemEventTests {
        @Test("a memory warning sheds a view pager's pages outside current ± 1")
        func memoryWarningOnAViewPager() async {
            let world = World()
            let cards = CardPager(world: world, configuration: PagingConfiguration(preloadRadius: 2, cacheLimit: 2))
            cards.swipe(by: 100, velocity: 800, world: world)
            cards.swipe(by: 100, velocity: 800, world: world)
            #expect(cards.container.loadedPageIndices == [0, 1, 2, 3, 4])
            let dropped = [0, 4].compactMap(cards.card)
            await UIApplication.shared.modelReceiveMemoryWarning()
            #expect(cards.container.loadedPageIndices == [1, 2, 3])
            #expect(dropped.allSatisfy { $0.superview == nil })
            #expect(cards.scrollView.contentOffset == CGPoint(x: 640, y: 0))
        }

        @Test("a memory warning reaches a controller pager through didReceiveMemoryWarning")
        func memoryWarningOnAControllerPager() async {
            let world = World()
            let log = EventLog()
            let source = ChannelSource(count: 5, log: log)
            let pager = PagedViewController<LoggingPage>(
                configuration: PagingConfiguration(preloadRadius: 2), scheduler: world.scheduler)
            pager.dataSource = source
            pager.reloadData()
            world.show(pager)
            try? pager.scrollToPage(2, animated: false)
            world.frames()
            #expect(pager.container.loadedPageIndices == [0, 1, 2, 3, 4])
            await UIApplication.shared.modelReceiveMemoryWarning()
            #expect(pager.container.loadedPageIndices == [1, 2, 3])
            #expect(pager.children.compactMap { ($0 as? LoggingPage)?.index }.sorted() == [1, 2, 3])
            #expect(
                log.of(0).suffix(3) == [.willMove(0, toParent: false), .viewRemoved(0), .didMove(0, toParent: false)])
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("the app in the background stops a view pager's auto-scroll; the foreground restarts it")
        func backgroundStopsAutoScroll() async {
            let world = World()
            let cards = CardPager(
                world: world, configuration: PagingConfiguration(isLooping: true, autoScroll: AutoScroll()))
            await world.scene.modelEnterBackground()
            world.advance(seconds: 5)
            #expect(cards.container.settledPage == 0)
            await world.scene.modelEnterForeground()
            world.advance(seconds: 2)
            world.settle()
            #expect(cards.container.settledPage == 1)
        }

        @Test("Reduce Motion and VoiceOver hold auto-scroll back while they are on")
        func accessibilityPausesAutoScroll() async {
            let world = World()
            let cards = CardPager(
                world: world, configuration: PagingConfiguration(isLooping: true, autoScroll: AutoScroll()))
            await ModelAccessibility.shared.setReduceMotionEnabled(true)
            world.advance(seconds: 5)
            #expect(cards.container.settledPage == 0)
            await ModelAccessibility.shared.setReduceMotionEnabled(false)
            await ModelAccessibility.shared.setVoiceOverRunning(true)
            world.advance(seconds: 5)
            #expect(cards.container.settledPage == 0)
            #expect(cards.container.isAutoScrollPaused)
            await ModelAccessibility.shared.setVoiceOverRunning(false)
            world.advance(seconds: 2)
            world.settle()
            #expect(cards.container.settledPage == 1)
        }
    }
}
