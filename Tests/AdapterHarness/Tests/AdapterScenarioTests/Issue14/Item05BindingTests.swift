import PagedKit
import PagedKitSwiftUI
@_spi(UIKitModel) import SwiftUI
import Testing
@_spi(UIKitModel) import UIKit

/// Issue 14 item 5: a deferred binding write plus a second `updateUIViewController` in the same
/// transaction reads as a request for the stale value.
extension AdapterScenarios {
    @MainActor @Suite("issue 14 item 5: SwiftUI binding race") struct Item05BindingTests {
        @Test("a reload that moves the current story, updated twice in one transaction, stays on it")
        func reloadWithTwoUpdates() async {
            let world = World()
            let stories = StoryPager(world: world, page: 3)
            stories.host.render()
            await stories.host.settle()
            #expect(stories.container.settledPage == 3)  // "d"

            stories.keys.insert("z", at: 0)  // "d" is now at 4
            stories.host.updatesPerRender = 2
            stories.host.render()
            await stories.host.settle()

            withKnownIssue("issue 14 item 5: the stale binding value reads as a request") {
                #expect(stories.container.settledPage == 4)
                #expect(stories.page.wrappedValue == 4)
            }
            #expect(stories.container.settledPage == stories.page.wrappedValue, "pager and binding agree")
        }
    }
}
