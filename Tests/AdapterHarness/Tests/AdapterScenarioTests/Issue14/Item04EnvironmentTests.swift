import PagedKit
import PagedKitSwiftUI
@_spi(UIKitModel) import SwiftUI
import Testing
@_spi(UIKitModel) import UIKit

/// Issue 14 item 4: hosting controllers made outside the view tree start from a default
/// environment; the pager must pass the representable's environment to every page.
extension AdapterScenarios {
    @MainActor @Suite("issue 14 item 4: SwiftUI environment") struct Item04EnvironmentTests {
        @Test("every page sees the environment of the PagedView, also after an update")
        func pagesSeeTheEnvironment() async {
            let world = World()
            var environment = EnvironmentValues()
            environment.accent = "teal"
            let stories = StoryPager(world: world, environment: environment)
            stories.host.render()
            await stories.host.settle()
            #expect(!stories.pages.isEmpty)
            #expect(stories.pages.allSatisfy { $0.content is Probe }, "the page content is the app's view")

            #expect(stories.pages.allSatisfy { $0.environment.accent == "teal" })

            stories.host.environment.accent = "plum"
            stories.host.render()
            await stories.host.settle()
            #expect(stories.pages.allSatisfy { $0.environment.accent == "plum" })
        }

        @Test("a page made later, after a swipe, sees the environment too")
        func laterPagesSeeTheEnvironment() async {
            let world = World()
            var environment = EnvironmentValues()
            environment.accent = "teal"
            let stories = StoryPager(world: world, environment: environment)
            stories.host.render()
            await stories.host.settle()
            stories.controller.scrollView.modelDrag(by: CGPoint(x: 120, y: 0), frames: 6)
            stories.controller.scrollView.modelLift(velocity: CGPoint(x: 900, y: 0))
            world.settle()
            await stories.host.settle()
            #expect(stories.container.loadedPageIndices.contains(2))
            #expect(stories.pages.allSatisfy { $0.environment.accent == "teal" })
        }
    }
}
