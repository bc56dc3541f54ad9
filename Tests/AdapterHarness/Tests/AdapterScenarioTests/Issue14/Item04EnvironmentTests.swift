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

            withKnownIssue("issue 14 item 4: SwiftUI pages lose the environment") {
                #expect(stories.pages.allSatisfy { $0.environment.accent == "teal" })
            }

            stories.host.environment.accent = "plum"
            stories.host.render()
            await stories.host.settle()
            withKnownIssue("issue 14 item 4: SwiftUI pages lose the environment") {
                #expect(stories.pages.allSatisfy { $0.environment.accent == "plum" })
            }
        }
    }
}
