import PagedKit
import PagedKitUIKit
import Testing
@_spi(UIKitModel) import UIKit

/// Issue 14 item 8: background per scene, and the scene's real state at start.
extension AdapterScenarios {
    @MainActor @Suite("issue 14 item 8: background per scene") struct Item08SceneTests {
        @Test("a banner in a background scene stops, while another scene keeps the app active")
        func backgroundScene() async {
            let world = World()
            let other = UIWindowScene.modelConnect(state: .foregroundActive)
            let cards = CardPager(
                world: world, configuration: PagingConfiguration(isLooping: true, autoScroll: AutoScroll()))
            await world.scene.modelEnterBackground()
            #expect(UIApplication.shared.applicationState == .active)
            world.advance(seconds: 5)

            #expect(cards.container.settledPage == 0)
            withExtendedLifetime(other) {}
        }

        @Test("a banner shown in a scene that is in the background does not start")
        func startsFromTheScenesState() {
            let world = World(sceneState: .background)
            let cards = CardPager(
                world: world, configuration: PagingConfiguration(isLooping: true, autoScroll: AutoScroll()))
            world.advance(seconds: 5)

            #expect(cards.container.settledPage == 0)
        }

        @Test("the scene back in the foreground resumes the banner; another scene's background does not stop it")
        func foregroundAgainAndOtherScenes() async {
            let world = World()
            let other = UIWindowScene.modelConnect(state: .foregroundActive)
            let cards = CardPager(
                world: world, configuration: PagingConfiguration(isLooping: true, autoScroll: AutoScroll()))
            await other.modelEnterBackground()
            world.advance(seconds: 2)
            world.settle()
            #expect(cards.container.settledPage == 1, "another scene's background is not this pager's")
            await world.scene.modelEnterBackground()
            world.advance(seconds: 5)
            #expect(cards.container.settledPage == 1)
            await world.scene.modelEnterForeground()
            world.advance(seconds: 2)
            world.settle()
            #expect(cards.container.settledPage == 2)
        }
    }
}
