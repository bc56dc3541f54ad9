import PagedKit
import PagedKitSwiftUI
import PagedKitUIKit
@_spi(UIKitModel) import SwiftUI
import Testing
@_spi(UIKitModel) import UIKit

/// Issue 22, A4: a tab tap on a `PagedTabStrip` is an animated jump of its `PagedView` (nil
/// animation under Reduce Motion), and the binding write that follows does not cut it.
extension AdapterScenarios {
    @MainActor @Suite("issue 22 A4: tab strip transactions") struct TabStripTransactionTests {
        static let channels = ["Top", "World", "Business", "Tech", "Sport"]

        @Test(
            "a tab tap slides the pager there; a linked strip's indicator glides with it", arguments: [true, false])
        func tapSlides(linked: Bool) async {
            let world = World()
            let page = State(wrappedValue: 0)
            let link = PagedTabStripLink()
            let strip = ModelRepresentableHost(in: UIWindow(windowScene: world.scene)) {
                let strip = PagedTabStrip(Self.channels, currentPage: page.projectedValue) { $0 }
                return linked ? strip.linked(to: link) : strip
            }
            strip.render()
            let stories = ModelRepresentableHost(in: world.window) {
                let view = PagedView(pageCount: Self.channels.count, currentPage: page.projectedValue) {
                    Probe(index: $0)
                }
                return linked ? view.tabStrip(link) : view
            }
            stories.render()
            await stories.settle()
            let bar = strip.controller!.tabBar
            let pager = stories.controller!

            bar.tabs[3].sendActions(for: .touchUpInside)
            stories.render()
            strip.render()
            #expect(page.wrappedValue == 3)
            #expect(pager.scrollView.isScrollAnimating, "the jump slides")
            #expect(pager.container.settledPage == 0)
            var indicatorOrigins: [CGFloat] = []
            for _ in 0..<30 {
                world.frames()
                strip.render()
                indicatorOrigins.append(bar.indicatorView.frame.minX)
            }
            world.settle()
            await stories.settle()
            #expect(pager.container.settledPage == 3)
            #expect(bar.selectedTab == 3)
            let start = bar.layout.tab(at: 0)!.origin
            let end = bar.layout.tab(at: 3)!.origin
            // Linked, the indicator follows every tick; unlinked it follows the binding (a jump).
            #expect(
                indicatorOrigins.contains { Double($0) > start + 1 && Double($0) < end - 1 } == linked,
                "the indicator passes between the tabs")
        }

        @Test("under Reduce Motion a tab tap changes the page at once")
        func tapUnderReduceMotion() async {
            let world = World()
            await ModelAccessibility.shared.setReduceMotionEnabled(true)
            let page = State(wrappedValue: 0)
            let link = PagedTabStripLink()
            let strip = ModelRepresentableHost(in: UIWindow(windowScene: world.scene)) {
                PagedTabStrip(Self.channels, currentPage: page.projectedValue) { $0 }.linked(to: link)
            }
            strip.render()
            let stories = ModelRepresentableHost(in: world.window) {
                PagedView(pageCount: Self.channels.count, currentPage: page.projectedValue) { Probe(index: $0) }
                    .tabStrip(link)
            }
            stories.render()
            await stories.settle()
            strip.controller!.tabBar.tabs[2].sendActions(for: .touchUpInside)
            stories.render()
            #expect(!stories.controller!.scrollView.isScrollAnimating)
            #expect(stories.controller!.container.settledPage == 2)
            #expect(page.wrappedValue == 2)
        }
    }
}
