import PagedKit
import PagedKitUIKit
import Testing
@_spi(UIKitModel) import UIKit

/// Issue 22, M3 and A2: UIPageControl.h says only that `interactionState` defaults to `.none`, not
/// when it returns there. The model keeps the last interaction's state, or (switch) returns to
/// `.none`; the dots must follow swipes after a tap or a scrub under both, and must not be written
/// while the finger is on the control.
extension AdapterScenarios {
    @MainActor @Suite("issue 22 M3/A2: page control state") struct PageControlStateTests {
        @Test("model: a tap leaves interactionState .discrete, a scrub .continuous, unless the switch resets it")
        func modelInteractionState() {
            _ = World()
            let control = UIPageControl()
            control.numberOfPages = 5
            control.modelTap(.right)
            #expect(control.interactionState == .discrete)
            #expect(!control.isTracking)
            control.modelScrub(to: 3, framesPerPage: 1)
            #expect(control.isTracking)
            control.modelEndScrub()
            #expect(control.interactionState == .continuous)
            #expect(!control.isTracking)
            UIPageControl.modelInteractionStateReturnsToNone = true
            control.modelTap(.left)
            #expect(control.interactionState == .none)
            #expect(control.currentPage == 2)
        }

        @Test(
            "after a tap, the dots follow swipes again",
            arguments: [false, true])
        func dotsFollowSwipesAfterATap(returnsToNone: Bool) {
            let world = World()
            UIPageControl.modelInteractionStateReturnsToNone = returnsToNone
            let cards = CardPager(world: world)
            let control = UIPageControl()
            cards.pager.pageControl = control
            control.modelTap(.right)
            world.settle()
            #expect(cards.container.settledPage == 1)
            cards.swipe(by: 100, velocity: 800, world: world)
            #expect(cards.container.settledPage == 2)
            #expect(control.currentPage == 2)
            #expect(control.modelWritesDuringInteraction == 0)
        }

        @Test(
            "after a scrub, the dots follow swipes again; nothing is written while the finger scrubs",
            arguments: [false, true])
        func dotsFollowSwipesAfterAScrub(returnsToNone: Bool) {
            let world = World()
            UIPageControl.modelInteractionStateReturnsToNone = returnsToNone
            let cards = CardPager(world: world, count: 8)
            let control = UIPageControl()
            cards.pager.pageControl = control
            control.modelScrub(to: 4, framesPerPage: 4)
            control.modelEndScrub()
            world.settle()
            #expect(cards.container.settledPage == 4)
            #expect(control.modelWritesDuringInteraction == 0)
            cards.swipe(by: -100, velocity: -800, world: world)
            #expect(cards.container.settledPage == 3)
            #expect(control.currentPage == 3)
        }
    }
}
