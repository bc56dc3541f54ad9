import PagedKit
import PagedKitUIKit
import Testing
@_spi(UIKitModel) import UIKit

/// Issue 22, M4 and A8: `adjustedContentInset` as UIScrollView.h's enum comments describe it
/// (scrollable axes or `alwaysBounce…`; `.automatic` also adjusts top and bottom in a navigation
/// controller), and a tab strip that keeps its first and last tabs out of the safe-area insets.
extension AdapterScenarios {
    @MainActor @Suite("issue 22 M4/A8: content insets") struct SafeAreaInsetTests {
        @Test(
            "model: .scrollableAxes adjusts scrollable or always-bouncing axes; .automatic also top and bottom in a navigation controller"
        )
        func modelAdjustedContentInset() {
            let world = World()
            world.window.modelSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
            let owner = ScrollRootController()
            let navigation = UINavigationController(rootViewController: owner)
            world.show(navigation)
            let scrollView = owner.scrollView
            scrollView.contentSize = CGSize(width: 100, height: 100)  // smaller than the screen
            scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
            #expect(scrollView.adjustedContentInset == .zero)
            scrollView.alwaysBounceVertical = true
            #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
            scrollView.alwaysBounceVertical = false
            scrollView.contentInsetAdjustmentBehavior = .automatic
            #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
            // Not a view controller's view: .automatic is .scrollableAxes.
            let plain = UIScrollView(frame: ModelScreen.bounds)
            owner.view.addSubview(plain)
            #expect(plain.adjustedContentInset == .zero)
            plain.contentSize = CGSize(width: 100, height: 2000)
            #expect(plain.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        }

        @Test("in landscape with a notch, the strip shows its first and last tabs inside the safe area")
        func tabStripInsideTheSafeArea() {
            let world = World()
            world.window.modelResize(to: CGSize(width: 852, height: 393), duration: 0)
            world.window.modelSafeAreaInsets = UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
            let bar = PagedTabBar(frame: CGRect(x: 0, y: 0, width: 852, height: 44))
            bar.titles = (0..<20).map { "Channel \($0)" }
            world.show(bar, frame: bar.frame)
            world.frames()
            func onScreen(_ tab: Int) -> (minX: CGFloat, maxX: CGFloat) {
                let frame = bar.tabs[tab].frame
                let offset = bar.scrollView.contentOffset.x
                return (frame.minX - offset, frame.maxX - offset)
            }
            // The strip's own inset (8 pt) from the safe area's edge.
            #expect(abs(onScreen(0).minX - (59 + 8)) < 1e-6)
            bar.selectTab(19)
            world.frames()
            #expect(onScreen(19).maxX <= 852 - 59)
            // A tab in the middle is centred in the safe part (here, the screen's middle).
            bar.selectTab(10)
            world.frames()
            #expect(abs((onScreen(10).minX + onScreen(10).maxX) / 2 - 426) < 0.5)
            // Back to portrait: no horizontal insets, the first tab 8 pt from the strip's edge again.
            world.window.modelResize(to: CGSize(width: 393, height: 852), duration: 0)
            world.window.modelSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
            bar.frame = CGRect(x: 0, y: 59, width: 393, height: 44)
            bar.selectTab(0)
            world.frames()
            #expect(onScreen(0).minX == 8)
            #expect(bar.scrollView.contentOffset == .zero)
            #expect(bar.scrollView.adjustedContentInset == .zero)
        }
    }
}

/// A view controller whose root view is a scroll view.
final class ScrollRootController: UIViewController {
    let scrollView = UIScrollView(frame: ModelScreen.bounds)
    override func loadView() { view = scrollView }
}
