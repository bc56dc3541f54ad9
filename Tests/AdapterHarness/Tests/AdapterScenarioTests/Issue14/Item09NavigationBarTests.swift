import PagedKit
import PagedKitUIKit
import Testing
@_spi(UIKitModel) import UIKit

/// Issue 14 item 9: the navigation bar tracks a scroll view for large titles and its scroll-edge
/// appearance (UIViewController.h: "When contentScrollView is nil for an edge, UIKit uses a
/// heuristic to search for a UIScrollView to track"); it must be the settled page's feed.
extension AdapterScenarios {
    @MainActor @Suite("issue 14 item 9: navigation bars") struct Item09NavigationBarTests {
        @Test("the bar tracks the settled page's feed, and follows a page change")
        func barTracksTheSettledPagesFeed() {
            let world = World()
            let log = EventLog()
            let source = ChannelSource(count: 5, log: log)
            let pager = PagedViewController<LoggingPage>(scheduler: world.scheduler)
            pager.dataSource = source
            pager.reloadData()
            let navigation = UINavigationController(rootViewController: pager)
            world.show(navigation)
            let tracked = { navigation.modelTrackedScrollView(for: .top) }
            #expect(tracked() != nil)

            #expect(tracked() === pager.container.page(at: 0)?.feed)
            pager.scrollView.modelDrag(by: CGPoint(x: 120, y: 0), frames: 6)
            pager.scrollView.modelLift(velocity: CGPoint(x: 900, y: 0))
            world.settle()
            #expect(pager.container.settledPage == 1)
            #expect(tracked() === pager.container.page(at: 1)?.feed)
        }
    }
}
