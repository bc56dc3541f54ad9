import PagedKit
import PagedKitUIKit
import Testing
@_spi(UIKitModel) import UIKit

extension AdapterScenarios {
    @MainActor @Suite("VoiceOver") struct AccessibilityTests {
        @Test(
            "a three-finger swipe pages a horizontal pager, in reading order",
            arguments: [
                (UITraitEnvironmentLayoutDirection.leftToRight, UIAccessibilityScrollDirection.left),
                (.rightToLeft, .right), (.leftToRight, .next), (.rightToLeft, .next),
            ])
        func threeFingerSwipe(
            layoutDirection: UITraitEnvironmentLayoutDirection, direction: UIAccessibilityScrollDirection
        )
            async throws
        {
            let world = World(layoutDirection: layoutDirection)
            let cards = CardPager(world: world)
            await ModelAccessibility.shared.setVoiceOverRunning(true)
            let card = try #require(cards.card(0))
            #expect(ModelAccessibility.shared.performScroll(direction, startingAt: card))
            world.settle()
            #expect(cards.container.settledPage == 1)
            #expect(ModelAccessibility.shared.posts.map(\.notification) == [.pageScrolled])
        }

        @Test("a three-finger swipe past the last page is not handled, so VoiceOver plays its border sound")
        func threeFingerSwipeAtTheEnd() async {
            let world = World()
            let cards = CardPager(world: world, count: 2)
            try? cards.container.scrollToPage(1, animated: false)
            await ModelAccessibility.shared.setVoiceOverRunning(true)
            let handled = cards.card(1).map { ModelAccessibility.shared.performScroll(.left, startingAt: $0) }
            #expect(handled == false)
            #expect(ModelAccessibility.shared.posts.isEmpty)
        }
    }
}
