import Testing
@_spi(UIKitModel) import UIKit

extension AdapterScenarios {
    /// The model's status-bar tap and content-inset change against what UIScrollView.h says.
    @MainActor @Suite("model: status-bar tap, content inset") struct ScrollsToTopModelTests {
        /// A window with `count` side-by-side scroll views, each 1000 points of content.
        func lists(_ count: Int, in world: World) -> [UIScrollView] {
            let root = UIViewController()
            root.loadViewIfNeeded()
            let lists = (0..<count).map { index in
                let list = UIScrollView(frame: CGRect(x: CGFloat(index) * 100, y: 0, width: 100, height: 400))
                list.contentSize = CGSize(width: 100, height: 1000)
                root.view.addSubview(list)
                return list
            }
            world.show(root)
            return lists
        }

        @Test("one scroll view with scrollsToTop: it animates to its top and reports didScrollToTop")
        func single() {
            let world = World()
            let list = lists(1, in: world)[0]
            list.contentInset.top = 30
            list.contentOffset = CGPoint(x: 0, y: 500)
            list.modelClearEvents()
            #expect(world.window.modelTapStatusBar() === list)
            world.settle()
            #expect(list.contentOffset.y == -30)
            #expect(list.modelDelegateCalls.shape == ["didScroll", "didScrollToTop"])
        }

        @Test("the animation's end is reported too when the switch says so")
        func animationEndSwitch() {
            let world = World()
            UIScrollView.modelScrollToTopReportsAnimationEnd = true
            let list = lists(1, in: world)[0]
            list.contentOffset = CGPoint(x: 0, y: 500)
            list.modelClearEvents()
            world.window.modelTapStatusBar()
            world.settle()
            #expect(list.modelDelegateCalls.shape == ["didScroll", "didEndScrollingAnimation", "didScrollToTop"])
        }

        @Test("two on-screen scroll views with scrollsToTop: none scrolls")
        func two() {
            let world = World()
            let both = lists(2, in: world)
            for list in both { list.contentOffset = CGPoint(x: 0, y: 500) }
            #expect(world.window.modelTapStatusBar() == nil)
            world.settle()
            #expect(both.allSatisfy { $0.contentOffset.y == 500 })
            both[1].scrollsToTop = false
            #expect(world.window.modelTapStatusBar() === both[0])
        }

        @Test("a hidden or off-screen scroll view counts as the switch says")
        func offScreen() {
            let world = World()
            let both = lists(2, in: world)
            both[1].frame.origin.x = 1000
            #expect(world.window.modelTapStatusBar() === both[0])
            UIScrollView.modelStatusBarTapCountsOffscreen = true
            #expect(world.window.modelTapStatusBar() == nil)
            both[1].isHidden = true
            #expect(world.window.modelTapStatusBar() === both[0])
        }

        @Test("a delegate returning NO stops it; at the top, didScrollToTop comes at once")
        func delegateAndTop() {
            let world = World()
            let list = lists(1, in: world)[0]
            let delegate = ListDelegate()
            list.delegate = delegate
            delegate.allowsScrollToTop = false
            list.contentOffset = CGPoint(x: 0, y: 500)
            #expect(world.window.modelTapStatusBar() == nil)
            delegate.allowsScrollToTop = true
            list.contentOffset = .zero
            #expect(world.window.modelTapStatusBar() === list)
            #expect(delegate.didScrollToTop == 1)
            #expect(!list.isScrollAnimating)
        }

        @Test("a content-inset change keeps the offset, or moves a list at its top, as the switch says")
        func insetChange() {
            let world = World()
            let list = lists(1, in: world)[0]
            list.contentInset.top = 50
            #expect(list.contentOffset.y == 0)
            UIScrollView.modelInsetChangeKeepsTop = true
            list.contentOffset.y = -50
            list.contentInset.top = 80
            #expect(list.contentOffset.y == -80)
            list.contentOffset.y = 100
            list.contentInset.top = 20
            #expect(list.contentOffset.y == 100)
        }
    }
}
