import PagedKit
import PagedKitUIKit
import Testing
@_spi(UIKitModel) import UIKit

/// Issue 14 item 7: a vertical pager's three-finger scroll direction, and the `.pageScrolled`
/// announcement (UIAccessibilityConstants.h: "Should be posted after accessibilityScroll: is called
/// and the scrolling action has completed. A string representing the status of the new scroll
/// position should be used as the argument (e.g. "Page 2 of 5")").
extension AdapterScenarios {
    @MainActor @Suite("issue 14 item 7: VoiceOver") struct Item07VoiceOverTests {
        @Test("on a vertical pager, .down brings in the next page")
        func verticalDirection() async throws {
            let world = World()
            let cards = CardPager(world: world, configuration: PagingConfiguration(axis: .vertical))
            await ModelAccessibility.shared.setVoiceOverRunning(true)
            let card = try #require(cards.card(0))
            let handled = ModelAccessibility.shared.performScroll(.down, startingAt: card)
            world.settle()

            #expect(handled)
            #expect(cards.container.settledPage == 1)
        }

        @Test("pageScrolled is posted after the scroll arrived, with “Page 2 of 5”")
        func pageScrolledAfterArriving() async throws {
            let world = World()
            let cards = CardPager(world: world)
            await ModelAccessibility.shared.setVoiceOverRunning(true)
            let card = try #require(cards.card(0))
            #expect(ModelAccessibility.shared.performScroll(.left, startingAt: card))
            world.settle()
            #expect(cards.container.settledPage == 1)
            let posts = ModelAccessibility.shared.posts.filter { $0.notification == .pageScrolled }
            #expect(posts.count == 1)

            #expect(posts.first?.whileScrolling == false)
            #expect(posts.first?.argument == "Page 2 of 5")
        }

        @Test("under Reduce Motion the jump is immediate and announced at once; .up goes back on a vertical pager")
        func reduceMotionAndUp() async throws {
            let world = World()
            let cards = CardPager(world: world, configuration: PagingConfiguration(axis: .vertical))
            await ModelAccessibility.shared.setVoiceOverRunning(true)
            await ModelAccessibility.shared.setReduceMotionEnabled(true)
            let card = try #require(cards.card(0))
            #expect(ModelAccessibility.shared.performScroll(.down, startingAt: card))
            #expect(cards.container.settledPage == 1)
            #expect(ModelAccessibility.shared.posts.map(\.argument) == ["Page 2 of 5"])
            let next = try #require(cards.card(1))
            #expect(ModelAccessibility.shared.performScroll(.up, startingAt: next))
            #expect(cards.container.settledPage == 0)
            #expect(!ModelAccessibility.shared.performScroll(.left, startingAt: next), "across the axis")
        }

        @Test("a three-finger scroll a drag interrupts is announced where the pager comes to rest")
        func interruptedScroll() async throws {
            let world = World()
            let cards = CardPager(world: world)
            await ModelAccessibility.shared.setVoiceOverRunning(true)
            let card = try #require(cards.card(0))
            #expect(ModelAccessibility.shared.performScroll(.left, startingAt: card))
            world.frames(3)
            cards.scrollView.modelDrag(by: CGPoint(x: -10, y: 0), frames: 2)
            cards.scrollView.modelLift(velocity: CGPoint(x: -800, y: 0))
            world.settle()
            let posts = ModelAccessibility.shared.posts.filter { $0.notification == .pageScrolled }
            #expect(posts.count == 1)
            #expect(posts.first?.argument == "Page \(cards.container.settledPage + 1) of 5")
            #expect(posts.first?.whileScrolling == false)
        }
    }
}
