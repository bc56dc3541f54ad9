import PagedKit
import PagedKitSwiftUI
import PagedKitUIKit
@_spi(UIKitModel) import SwiftUI
import Testing
@_spi(UIKitModel) import UIKit

/// Issue 22, A11: a page's body is evaluated only when its content (or environment) changed or it is
/// placed anew. A swipe that crosses half-way writes the binding and SwiftUI updates the `PagedView`:
/// that tick costs the parent's body and the pages made, not every loaded page again.
extension AdapterScenarios {
    @MainActor @Suite("issue 22 A11: SwiftUI render cost") struct SwiftUIRenderCostTests {
        @Test("each tick of a swipe evaluates at most one body per visible page, plus the parent's")
        func swipeTickCost() async {
            let world = World()
            let stories = StoryPager(world: world)
            stories.host.render()
            await stories.host.settle()
            let scrollView = stories.controller.scrollView
            for _ in 0..<12 {
                let before = ModelViewGraph.shared.bodyEvaluations
                scrollView.modelDrag(by: CGPoint(x: 20, y: 0), frames: 1)
                await stories.host.settle()
                var visible = 0
                stories.container.forEachVisiblePage { _, _, _ in visible += 1 }
                let cost = ModelViewGraph.shared.bodyEvaluations - before
                #expect(cost <= visible + 1, "a tick evaluated \(cost) bodies with \(visible) pages visible")
            }
            #expect(stories.page.wrappedValue == 1, "the drag crossed half-way")
            scrollView.modelLift(velocity: CGPoint(x: 800, y: 0))
            world.settle()
            await stories.host.settle()
        }

        @Test("a change of an element's content, or of the environment, still reaches the loaded pages")
        func changesStillReachThePages() async {
            let world = World()
            let stories = StoryPager(world: world)
            stories.host.render()
            await stories.host.settle()
            let before = stories.pages.map(\.rootViewAssignments)
            // Same data, same environment: nothing.
            stories.host.render()
            #expect(stories.pages.map(\.rootViewAssignments) == before)
            // A new environment value: every loaded page gets it.
            stories.host.environment.accent = "red"
            stories.host.render()
            #expect(stories.pages.map(\.rootViewAssignments) == before.map { $0 + 1 })
            #expect(stories.pages.allSatisfy { $0.environment.accent == "red" })
        }

        @Test("a page whose content changed in place (same identifier) is re-rendered, the others are not")
        func inPlaceEdit() async {
            let world = World()
            let titles = TitleBox(["Top", "World", "Business"])
            let page = State(wrappedValue: 0)
            let host = ModelRepresentableHost(in: world.window) {
                PagedView(pageCount: titles.values.count, currentPage: page.projectedValue) { index in
                    Headline(title: titles.values[index])
                }
            }
            host.render()
            await host.settle()
            let controller = host.controller!
            func assignments() -> [Int] {
                controller.container.loadedPageIndices.sorted().compactMap {
                    controller.container.page(at: $0).flatMap(modelInspectHostingController)?.rootViewAssignments
                }
            }
            let before = assignments()
            titles.values[1] = "World news"
            host.render()
            #expect(assignments() == [before[0], before[1] + 1])
            let shown = controller.container.page(at: 1).flatMap(modelInspectHostingController)?.content as? Headline
            #expect(shown?.title == "World news")
        }
    }
}

/// A page showing a title.
struct Headline: View {
    let title: String
    var body: Never { fatalError("a headline is never rendered") }
}

/// Titles a test edits between renders.
final class TitleBox: @unchecked Sendable {
    var values: [String]
    init(_ values: [String]) { self.values = values }
}

/// Issue 22, A12: `onAppear` runs for preloaded pages; `isPagedViewPageSettled` tells a page whether
/// it is the one the pager rests on.
extension AdapterScenarios {
    @MainActor @Suite("issue 22 A12: settled page in the environment") struct SettledPageEnvironmentTests {
        @Test("only the page the pager rests on reads isPagedViewPageSettled true, and it follows a swipe and a jump")
        func settledFlag() async {
            let world = World()
            let stories = StoryPager(world: world)
            stories.host.render()
            await stories.host.settle()
            func settledFlags() -> [Int: Bool] {
                var flags: [Int: Bool] = [:]
                for index in stories.container.loadedPageIndices {
                    let inspected = stories.container.page(at: index).flatMap(modelInspectHostingController)
                    flags[index] = inspected?.environment.isPagedViewPageSettled
                }
                return flags
            }
            #expect(settledFlags() == [0: true, 1: false])
            stories.controller.scrollView.modelDrag(by: CGPoint(x: 100, y: 0), frames: 6)
            #expect(settledFlags()[0] == true, "not before the pager rests")
            stories.controller.scrollView.modelLift(velocity: CGPoint(x: 800, y: 0))
            world.settle()
            await stories.host.settle()
            #expect(settledFlags() == [0: false, 1: true, 2: false])
            stories.page.wrappedValue = 4
            await stories.host.settle()
            world.settle()
            await stories.host.settle()
            #expect(settledFlags()[4] == true)
            #expect(settledFlags().values.filter { $0 }.count == 1)
            #expect(EnvironmentValues().isPagedViewPageSettled, "outside a PagedView")
        }
    }
}
