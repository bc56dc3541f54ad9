import PagedKit
import PagedKitSwiftUI
import PagedKitUIKit
@_spi(UIKitModel) import SwiftUI
import Testing
@_spi(UIKitModel) import UIKit

/// Issue 22, M6: each scene has its own `@SceneStorage` ("Each Scene has its own notion of
/// SceneStorage, so data is not shared between scenes"): two windows of the same app, each with a
/// pager restored under the same key, keep their own places.
extension AdapterScenarios {
    @MainActor @Suite("issue 22 M6: scene storage per scene") struct SceneStorageTests {
        static let keys = ["a", "b", "c", "d", "e"]

        /// A restoring pager of stories in `window`.
        @MainActor final class Stories {
            let page = State(wrappedValue: 0)
            let reads = ReadCounter()
            let host: ModelRepresentableHost<PagedView<Probe>>

            init(window: UIWindow) {
                let page = self.page
                let reads = self.reads
                host = ModelRepresentableHost(in: window) {
                    PagedView(
                        SceneStorageTests.keys.map { Story(key: $0, reads: reads) }, currentPage: page.projectedValue
                    ) {
                        Probe(index: SceneStorageTests.keys.firstIndex(of: $0.key) ?? -1)
                    }
                    .pagerRestoration(key: "channels")
                }
            }

            var pager: PagedViewController<PagedViewPageController<Probe>> { host.controller! }
        }

        @Test("two scenes with the same restoration key keep their own places")
        func twoScenes() async {
            let world = World()
            let otherScene = UIWindowScene.modelConnect()
            let first = Stories(window: world.window)
            let second = Stories(window: UIWindow(windowScene: otherScene))
            first.host.render()
            second.host.render()
            await first.host.settle()
            await second.host.settle()
            // The first scene moves to "c"; the second to "b".
            first.page.wrappedValue = 2
            await first.host.settle()
            world.settle()
            await first.host.settle()
            second.page.wrappedValue = 1
            await second.host.settle()
            world.settle()
            await second.host.settle()
            #expect(first.pager.container.settledPage == 2)
            #expect(second.pager.container.settledPage == 1)
            let firstStorage = ModelSceneStorage.shared.values(of: world.scene)
            let secondStorage = ModelSceneStorage.shared.values(of: otherScene)
            func item(_ storage: [String: Data]) -> PagingSnapshot.ItemIdentifier? {
                storage["channels"].flatMap { try? JSONDecoder().decode(PagingSnapshot.self, from: $0) }?.item
            }
            #expect(item(firstStorage) == .string("c"))
            #expect(item(secondStorage) == .string("b"))

            // Each scene made again from its own storage lands on its own item.
            first.host.dismantle()
            second.host.dismantle()
            let relaunchedFirst = Stories(window: world.window)
            let relaunchedSecond = Stories(window: UIWindow(windowScene: otherScene))
            relaunchedFirst.host.render()
            relaunchedSecond.host.render()
            await relaunchedFirst.host.settle()
            await relaunchedSecond.host.settle()
            #expect(relaunchedFirst.pager.container.settledPage == 2)
            #expect(relaunchedSecond.pager.container.settledPage == 1)
        }
    }
}

/// Issue 22, A12: restoration into storage of the app's own, for apps with a UIKit life cycle,
/// where `@SceneStorage` is not saved.
extension AdapterScenarios {
    @MainActor @Suite("issue 22 A12: restoration into a binding") struct RestorationBindingTests {
        @Test("a PagedView saves its place to a Data? binding and opens on it again")
        func bindingRestoration() async {
            let world = World()
            let stored = State<Data?>(wrappedValue: nil)
            let keys = SceneStorageTests.keys
            func makeHost(page: State<Int>) -> ModelRepresentableHost<PagedView<Probe>> {
                let reads = ReadCounter()
                return ModelRepresentableHost(in: world.window) {
                    PagedView(keys.map { Story(key: $0, reads: reads) }, currentPage: page.projectedValue) {
                        Probe(index: keys.firstIndex(of: $0.key) ?? -1)
                    }
                    .pagerRestoration(stored.projectedValue)
                }
            }
            let page = State(wrappedValue: 0)
            let host = makeHost(page: page)
            host.render()
            await host.settle()
            page.wrappedValue = 3
            await host.settle()
            world.settle()
            await host.settle()
            #expect(host.controller?.container.settledPage == 3)
            let snapshot = stored.wrappedValue.flatMap { try? JSONDecoder().decode(PagingSnapshot.self, from: $0) }
            #expect(snapshot?.item == .string("d"))
            #expect(ModelSceneStorage.shared.values.isEmpty, "nothing in scene storage")
            host.dismantle()

            let reopenedPage = State(wrappedValue: 0)
            let reopened = makeHost(page: reopenedPage)
            reopened.render()
            await reopened.settle()
            #expect(reopened.controller?.container.settledPage == 3)
            #expect(reopenedPage.wrappedValue == 3)
        }
    }
}
