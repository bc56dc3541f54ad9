import PagedKit
import PagedKitUIKit
import Testing
@_spi(UIKitModel) import UIKit

/// Issue 14 item 2: when the frame grows, UIScrollView clamps `contentOffset` to the old content
/// size and reports `scrollViewDidScroll` before `layoutSubviews` (modelled as the issue and audit
/// B2 describe). A size change must keep the settled page.
extension AdapterScenarios {
    @MainActor @Suite("issue 14 item 2: rotation at the content's end") struct Item02RotationTests {
        @Test(
            "a rotation to landscape keeps the settled page, also the ones the clamp reaches",
            arguments: [
                (UITraitEnvironmentLayoutDirection.leftToRight, 4), (.leftToRight, 3), (.rightToLeft, 0),
                (.rightToLeft, 1),
            ])
        func rotationKeepsTheSettledPage(layoutDirection: UITraitEnvironmentLayoutDirection, page: Int) {
            let world = World(layoutDirection: layoutDirection)
            let log = EventLog()
            let source = ChannelSource(count: 5, log: log)
            let pager = PagedViewController<LoggingPage>(scheduler: world.scheduler)
            let changes = CurrentPageRecorder<LoggingPage>()
            pager.dataSource = source
            pager.delegate = changes
            pager.reloadData()
            world.show(pager)
            try? pager.scrollToPage(page, animated: false)
            world.frames()
            changes.pages = []
            pager.scrollView.modelClearEvents()

            let portrait = world.window.bounds.size
            world.window.modelResize(to: CGSize(width: portrait.height, height: portrait.width))
            // The clamp happened, before any layout:
            #expect(pager.scrollView.modelEvents.contains { if case .didScroll = $0 { true } else { false } })
            world.settle()

            let width = portrait.height
            let slot = layoutDirection == .leftToRight ? page : 4 - page
            #expect(pager.container.settledPage == page)
            #expect(pager.container.currentPage == page)
            #expect(changes.pages.isEmpty, "no current-page change is reported")
            #expect(pager.scrollView.contentOffset == CGPoint(x: CGFloat(slot) * width, y: 0))
            #expect(pager.container.page(at: page)?.view.frame.minX == CGFloat(slot) * width)
            #expect(pager.container.scrollState == .idle)
        }
    }
}

/// Records `didChangeCurrentPage` reports.
@MainActor final class CurrentPageRecorder<Page>: PagedContainerDelegate {
    var pages: [Int] = []

    func container(_ container: PagedContainer<Page>, didChangeCurrentPage index: Int) {
        pages.append(index)
    }
}
