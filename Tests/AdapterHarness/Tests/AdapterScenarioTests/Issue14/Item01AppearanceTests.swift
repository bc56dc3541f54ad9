import PagedKit
import PagedKitUIKit
import Testing
@_spi(UIKitModel) import UIKit

/// Issue 14 item 1: a pager that does not forward appearance automatically must begin its settled
/// page's transition in its own `viewWill…` with its own `animated`, and end it in its `viewDid…`
/// (UIViewController.h, `shouldAutomaticallyForwardAppearanceMethods`); backgrounding sends no
/// appearance callbacks at all.
extension AdapterScenarios {
    @MainActor @Suite("issue 14 item 1: appearance") struct Item01AppearanceTests {
        /// A navigation controller showing a root screen, and a pager of channels to push on it
        /// (with its data source, which the caller keeps alive).
        private func navigation(in world: World) -> (UINavigationController, LoggingPager, EventLog, ChannelSource) {
            let log = EventLog()
            let navigation = UINavigationController(rootViewController: UIViewController())
            world.show(navigation)
            let pager = LoggingPager(scheduler: world.scheduler)
            pager.log = log
            let source = ChannelSource(count: 5, log: log)
            pager.dataSource = source
            pager.reloadData()
            return (navigation, pager, log, source)
        }

        @Test("a pushed pager's page appears with the push: will in the pager's will, did after its did")
        func pushForwardsTheParentsPhases() {
            let world = World()
            let (navigation, pager, log, source) = navigation(in: world)
            navigation.pushViewController(pager, animated: true)
            let duringPush = log.events
            world.advance(seconds: 1)
            withExtendedLifetime(source) {}

            #expect(
                !duringPush.contains(.didAppear(0, animated: false))
                    && !duringPush.contains(.didAppear(0, animated: true)))
            #expect(duringPush.contains(.willAppear(0, animated: true)), "the page begins with the push")
            #expect(log.appearance(of: 0) == [.willAppear(0, animated: true), .didAppear(0, animated: true)])
            // The pager logs each appearance method as UIKit calls it, before its super call.
            let pagerDidAppear = log.events.firstIndex(of: .pager(.didAppear, animated: true))
            let pageDidAppear = log.events.firstIndex(of: .didAppear(0, animated: true))
            #expect(pagerDidAppear != nil && pageDidAppear != nil && pagerDidAppear! < pageDidAppear!)
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("a cancelled interactive pop gives the page will-disappear, then will- and did-appear")
        func cancelledInteractivePop() {
            let world = World()
            let (navigation, pager, log, source) = navigation(in: world)
            navigation.pushViewController(pager, animated: false)
            world.frames()
            log.clear()
            navigation.modelBeginInteractivePop()
            world.frames(5)
            navigation.modelEndInteractivePop(finishing: false)
            world.advance(seconds: 1)
            withExtendedLifetime(source) {}
            #expect(navigation.topViewController === pager)
            #expect(
                log.events.filter { if case .pager = $0 { true } else { false } } == [
                    .pager(.willDisappear, animated: true), .pager(.willAppear, animated: true),
                    .pager(.didAppear, animated: true),
                ])

            #expect(
                log.appearance(of: 0) == [
                    .willDisappear(0, animated: true), .willAppear(0, animated: true),
                    .didAppear(0, animated: true),
                ])
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("the app in the background sends no appearance callbacks to the page")
        func backgroundSendsNoAppearance() async {
            let world = World()
            let log = EventLog()
            let source = ChannelSource(count: 5, log: log)
            let pager = PagedViewController<LoggingPage>(
                configuration: PagingConfiguration(autoScroll: AutoScroll()), scheduler: world.scheduler)
            pager.dataSource = source
            pager.reloadData()
            world.show(pager)
            log.clear()
            await world.scene.modelEnterBackground()
            world.advance(seconds: 5)
            #expect(pager.container.settledPage == 0, "auto-scroll stops in the background")
            await world.scene.modelEnterForeground()
            world.frames()

            #expect(log.appearance(of: 0).isEmpty)
            #expect(pager.container.isVisible, "the page stays appeared")
            world.advance(seconds: 2)
            world.settle()
            #expect(pager.container.settledPage == 1, "auto-scroll resumes in the foreground")
        }

        @Test("an animated pop: the page's viewDidDisappear comes once the pager is off screen, animated")
        func popEndsAfterTheAnimation() {
            let world = World()
            let (navigation, pager, log, source) = navigation(in: world)
            navigation.pushViewController(pager, animated: false)
            world.frames()
            log.clear()
            navigation.popViewController(animated: true)
            #expect(log.appearance(of: 0) == [.willDisappear(0, animated: true)], "still on screen: will only")
            world.advance(seconds: 1)
            withExtendedLifetime(source) {}
            #expect(log.appearance(of: 0) == [.willDisappear(0, animated: true), .didDisappear(0, animated: true)])
            #expect(!pager.container.isVisible)
            #expect(UIKitModel.violations.isEmpty)
        }
    }
}
