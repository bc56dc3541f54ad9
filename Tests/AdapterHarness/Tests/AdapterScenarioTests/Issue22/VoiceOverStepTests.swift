import PagedKit
import PagedKitTesting
import PagedKitUIKit
import Testing
@_spi(UIKitModel) import UIKit

/// Issue 22 (issue 21's VoiceOver part): a three-finger scroll is one of the core's steps
/// (`scrollBy(pages:animated:)`), so it moves by slots as the core does: backward in a two-page
/// loop, and from the target of a step under way.
extension AdapterScenarios {
    @MainActor @Suite("issue 22: VoiceOver steps are the core's") struct VoiceOverStepTests {
        @Test("in a two-page loop, “previous” animates backward and “next” forward")
        func twoPageLoop() async throws {
            let world = World()
            let cards = CardPager(world: world, count: 2, configuration: PagingConfiguration(isLooping: true))
            await ModelAccessibility.shared.setVoiceOverRunning(true)
            let start = cards.scrollView.contentOffset.x
            func animationTargets() -> [CGFloat] {
                cards.scrollView.modelEvents.compactMap { if case .animationStarted(let to) = $0 { to.x } else { nil } }
            }
            cards.scrollView.modelClearEvents()
            #expect(ModelAccessibility.shared.performScroll(.previous, startingAt: try #require(cards.card(0))))
            #expect(animationTargets() == [start - 320])
            world.settle()
            #expect(cards.container.settledPage == 1)
            cards.scrollView.modelClearEvents()
            let resting = cards.scrollView.contentOffset.x
            #expect(ModelAccessibility.shared.performScroll(.next, startingAt: try #require(cards.card(1))))
            #expect(animationTargets() == [resting + 320])
            world.settle()
            #expect(cards.container.settledPage == 0)
        }

        @Test("two quick “next” commands end where two core steps end")
        func twoQuickSteps() async throws {
            let world = World()
            let cards = CardPager(world: world)
            await ModelAccessibility.shared.setVoiceOverRunning(true)
            let card = try #require(cards.card(0))
            #expect(ModelAccessibility.shared.performScroll(.next, startingAt: card))
            world.frames(3)
            #expect(ModelAccessibility.shared.performScroll(.next, startingAt: card))
            world.settle()

            // The same two steps on a bare container.
            let source = CardSource(count: 5)
            let reference = PagedContainer<CardView>()
            let simulator = ScrollSimulator<CardView>(viewportLength: 320)
            reference.dataSource = source
            simulator.attach(to: reference)
            reference.reloadData()
            reference.scrollToNextPage()
            reference.scrollToNextPage()
            simulator.runAnimation()
            #expect(reference.settledPage == 2)
            #expect(cards.container.settledPage == reference.settledPage)
            let posts = ModelAccessibility.shared.posts.filter { $0.notification == .pageScrolled }
            #expect(posts.map(\.argument) == ["Page 3 of 5"])
        }
    }
}
