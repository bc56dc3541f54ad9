import PagedKit
import PagedKitSwiftUI
import PagedKitUIKit
@_spi(UIKitModel) import SwiftUI
import Testing
@_spi(UIKitModel) import UIKit

/// A `PagedView` of stories in a model SwiftUI tree.
@MainActor final class StoryPager {
    let page: State<Int>
    var keys: [String]
    let reads = ReadCounter()
    private(set) var host: ModelRepresentableHost<PagedView<Probe>>!

    init(
        world: World, keys: [String] = ["a", "b", "c", "d", "e"], page: Int = 0,
        environment: EnvironmentValues = EnvironmentValues()
    ) {
        self.page = State(wrappedValue: page)
        self.keys = keys
        host = ModelRepresentableHost(in: world.window, environment: environment) { [unowned self] in
            let stories = self.keys.map { Story(key: $0, reads: self.reads) }
            return PagedView(stories, currentPage: self.page.projectedValue) { story in
                Probe(index: self.keys.firstIndex(of: story.key) ?? -1)
            }
        }
    }

    var controller: PagedViewController<PagedViewPageController<Probe>> { host.controller! }
    var container: PagedContainer<PagedViewPageController<Probe>> { controller.container }

    /// The hosting controllers of the loaded pages.
    var pages: [ModelHostingInspection] { controller.children.compactMap(modelInspectHostingController) }
}

extension AdapterScenarios {
    @MainActor @Suite("SwiftUI") struct SwiftUITests {
        @Test("the binding follows a swipe, and setting the binding moves the pager")
        func selectionBothWays() async {
            let world = World()
            let stories = StoryPager(world: world)
            stories.host.render()
            await stories.host.settle()
            #expect(stories.container.pageCount == 5)
            #expect(stories.pages.compactMap { ($0.content as? Probe)?.index }.sorted() == [0, 1])

            stories.controller.scrollView.modelDrag(by: CGPoint(x: 120, y: 0), frames: 6)
            stories.controller.scrollView.modelLift(velocity: CGPoint(x: 900, y: 0))
            world.settle()
            await stories.host.settle()
            #expect(stories.page.wrappedValue == 1)
            #expect(stories.container.settledPage == 1)

            withAnimation { stories.page.wrappedValue = 3 }
            await stories.host.settle()
            #expect(stories.controller.scrollView.isScrollAnimating, "withAnimation animates the jump")
            world.settle()
            await stories.host.settle()
            #expect(stories.container.settledPage == 3)
            #expect(stories.page.wrappedValue == 3)

            stories.page.wrappedValue = 0
            await stories.host.settle()
            #expect(stories.container.settledPage == 0, "without an animation the pager jumps at once")
            #expect(ModelViewGraph.shared.violations.isEmpty)
        }

        @Test("a reload keeps the story, and the binding follows it to its new index")
        func reloadKeepsTheStory() async {
            let world = World()
            let stories = StoryPager(world: world, page: 2)
            stories.host.render()
            await stories.host.settle()
            #expect(stories.container.settledPage == 2)
            stories.keys.removeFirst()
            ModelViewGraph.shared.invalidate()
            await stories.host.settle()
            #expect(stories.container.settledPage == 1)
            #expect(stories.page.wrappedValue == 1)
            #expect(stories.container.pageCount == 4)
        }
    }
}
