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

            #expect(stories.container.settledPage == 4)
            #expect(stories.page.wrappedValue == 4)
            #expect(stories.container.settledPage == stories.page.wrappedValue, "pager and binding agree")
        }

        @Test("after the pager's own write, a change of the binding is still a request")
        func requestAfterTheRace() async {
            let world = World()
            let stories = StoryPager(world: world, page: 3)
            stories.host.render()
            await stories.host.settle()
            stories.keys.insert("z", at: 0)
            stories.host.updatesPerRender = 2
            stories.host.render()
            await stories.host.settle()
            #expect(stories.page.wrappedValue == 4)
            stories.page.wrappedValue = 1
            await stories.host.settle()
            #expect(stories.container.settledPage == 1)
            #expect(stories.page.wrappedValue == 1)
            #expect(ModelViewGraph.shared.violations.isEmpty)
        }
    }
}
