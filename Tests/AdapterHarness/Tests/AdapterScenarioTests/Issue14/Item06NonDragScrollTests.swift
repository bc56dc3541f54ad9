import PagedKit
import PagedKitUIKit
import Testing
@_spi(UIKitModel) import UIKit

/// Issue 14 item 6: scrolls that are not drags. The core now undoes offset changes it did not ask
/// for at rest, so keyboard scrolling and `scrollRectToVisible` no longer leave the pager between
/// pages (ScrollingTests); what remains is VoiceOver (its cursor can move into a preloaded page off
/// screen, whose scroll the pager then undoes) and a motion that ends without an end report: a tap
/// that catches a settle. Keyboard scrolling is also switched off (`allowsKeyboardScrolling`).
extension AdapterScenarios {
    @MainActor @Suite("issue 14 item 6: scrolls that are not drags") struct Item06NonDragScrollTests {
        @Test("VoiceOver cannot move its cursor into a page that is not showing, or the pager settles there")
        func voiceOverFocusInAPreloadedPage() async throws {
            let world = World()
            let cards = CardPager(world: world)
            await ModelAccessibility.shared.setVoiceOverRunning(true)
            let preloaded = try #require(cards.card(1))
            let moved = ModelAccessibility.shared.moveFocus(to: preloaded)
            world.settle()
            let visible = cards.scrollView.bounds.intersects(preloaded.frame)

            #expect(!moved || (cards.container.settledPage == 1 && visible))
            #expect(cards.scrollView.contentOffset.x == CGFloat(cards.container.settledPage) * 320)
        }

        @Test(
            "a tap that catches a settle and lifts without dragging leaves the pager on a page",
            arguments: [false, true])
        func tapCatchesASettle(catchReportsEnd: Bool) {
            let world = World()
            UIScrollView.modelCatchReportsEnd = catchReportsEnd
            let cards = CardPager(world: world)
            cards.scrollView.modelDrag(by: CGPoint(x: 100, y: 0), frames: 6)
            cards.scrollView.modelLift(velocity: CGPoint(x: 800, y: 0))
            world.frames(5)
            cards.scrollView.modelTouchDown()
            world.frames(3)
            cards.scrollView.modelLift()
            world.settle()

            // Undocumented whether UIKit reports the caught deceleration's end; either way the pager
            // rests on a page: it settles from where the finger left the content when it lifts.
            #expect(cards.container.scrollState == .idle)
            #expect(cards.scrollView.contentOffset.x.truncatingRemainder(dividingBy: 320) == 0)
            #expect(cards.scrollView.contentOffset.x == CGFloat(cards.container.settledPage) * 320)
        }

        @Test("the pager turns hardware-keyboard scrolling off; scrollRectToVisible does not move it")
        func keyboardAndScrollRect() {
            let world = World()
            let cards = CardPager(world: world)
            #expect(!cards.scrollView.allowsKeyboardScrolling)
            #expect(!cards.scrollView.modelPressKey(.rightArrow))
            cards.scrollView.modelClearEvents()
            cards.scrollView.scrollRectToVisible(CGRect(x: 400, y: 0, width: 100, height: 100), animated: true)
            #expect(cards.scrollView.modelEvents.isEmpty)
        }

        @Test("VoiceOver reaches the settled page only, and follows it to the next one")
        func accessibleElementsFollowTheSettledPage() async throws {
            let world = World()
            let cards = CardPager(world: world)
            let first = try #require(cards.card(0))
            let second = try #require(cards.card(1))
            #expect(ModelAccessibility.shared.canFocus(first))
            #expect(!ModelAccessibility.shared.canFocus(second))
            cards.swipe(by: 100, velocity: 800, world: world)
            #expect(cards.container.settledPage == 1)
            #expect(ModelAccessibility.shared.canFocus(second))
            #expect(!ModelAccessibility.shared.canFocus(first))
        }

        @Test(
            "a tap that catches an animated jump and lifts leaves the pager on a page",
            arguments: [false, true])
        func tapCatchesAJump(catchReportsEnd: Bool) {
            let world = World()
            UIScrollView.modelCatchReportsEnd = catchReportsEnd
            let cards = CardPager(world: world)
            try? cards.container.scrollToPage(1, animated: true)
            world.frames(6)
            cards.scrollView.modelTouchDown()
            world.frames(3)
            cards.scrollView.modelLift()
            world.settle()
            #expect(cards.container.scrollState == .idle)
            #expect(cards.scrollView.contentOffset.x == CGFloat(cards.container.settledPage) * 320)
        }

        @Test("an empty pager leaves its scroll view's accessibility elements to the app")
        func emptyPagerAccessibilityElements() {
            let world = World()
            let cards = CardPager(world: world, count: 0)
            let label = UIView()
            cards.scrollView.accessibilityElements = [label]
            #expect(cards.scrollView.accessibilityElements?.count == 1)
        }
    }
}
