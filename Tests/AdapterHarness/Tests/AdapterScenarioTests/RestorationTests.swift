import PagedKit
import PagedKitSwiftUI
import PagedKitUIKit
@_spi(UIKitModel) import SwiftUI
import Testing
@_spi(UIKitModel) import UIKit

/// Channels identified by name, for a `PagedViewController`.
@MainActor final class NamedChannels: PageDataSource {
    var names: [String]
    let log = EventLog()

    init(_ names: [String]) { self.names = names }

    func numberOfPages(in container: PagedContainer<LoggingPage>) -> Int { names.count }

    func container(_ container: PagedContainer<LoggingPage>, pageAt index: Int) -> LoggingPage {
        LoggingPage(index: index, log: log)
    }

    func container(_ container: PagedContainer<LoggingPage>, identifierForPageAt index: Int) -> AnyHashable {
        names[index]
    }
}

/// Cards identified by name, for a `PagedScrollView`.
@MainActor final class NamedCards: PageDataSource {
    var names: [String]

    init(_ names: [String]) { self.names = names }

    func numberOfPages(in container: PagedContainer<CardView>) -> Int { names.count }

    func container(_ container: PagedContainer<CardView>, pageAt index: Int) -> CardView { CardView(index: index) }

    func container(_ container: PagedContainer<CardView>, identifierForPageAt index: Int) -> AnyHashable {
        names[index]
    }
}

/// A `PagedView` of stories with a restoration key, in a model SwiftUI tree.
@MainActor final class RestoredStories {
    let page = State(wrappedValue: 0)
    let keys: [String]
    let reads = ReadCounter()
    private(set) var host: ModelRepresentableHost<PagedView<Probe>>!

    init(world: World, keys: [String], restorationKey: String? = "channels") {
        self.keys = keys
        host = ModelRepresentableHost(in: world.window) { [unowned self] in
            let stories = self.keys.map { Story(key: $0, reads: self.reads) }
            let pager = PagedView(stories, currentPage: self.page.projectedValue) { story in
                Probe(index: self.keys.firstIndex(of: story.key) ?? -1)
            }
            return restorationKey.map { pager.pagerRestoration(key: $0) } ?? pager
        }
    }

    var container: PagedContainer<PagedViewPageController<Probe>> { host.controller!.container }
}

extension AdapterScenarios {
    @MainActor @Suite("restoration") struct RestorationTests {
        static let channels = ["Top", "World", "Business", "Tech", "Sport"]

        /// A pager on "Tech" (index 3), preserved as UIKit preserves it.
        private func preservedArchive() throws -> Data {
            let world = World()
            let source = NamedChannels(Self.channels)
            let pager = PagedViewController<LoggingPage>(scheduler: world.scheduler)
            pager.restorationIdentifier = "channels"
            pager.dataSource = source
            pager.reloadData()
            world.show(pager)
            try pager.scrollToPage(3, animated: false)
            world.settle()
            #expect(pager.container.settledPage == 3)
            return pager.modelPreserveRestorableState()
        }

        /// The snapshot the archive holds, under the documented key.
        private func snapshot(in archive: Data) throws -> PagingSnapshot? {
            let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archive)
            let data = unarchiver.decodeObject(
                of: NSData.self, forKey: PagedViewController<LoggingPage>.restorationSnapshotKey)
            return try data.map { try JSONDecoder().decode(PagingSnapshot.self, from: Data(referencing: $0)) }
        }

        @Test(
            "UIKit state restoration: a relaunch lands on the same channel after channels were inserted in front",
            arguments: [false, true])
        func uikitRelaunchKeepsItem(decodesAfterFirstLoad: Bool) throws {
            let archive = try preservedArchive()
            let saved = try snapshot(in: archive)
            #expect(saved?.item == .string("Tech"))
            #expect(saved?.pageIndex == 3)

            let world = World()
            let source = NamedChannels(["Breaking", "Local"] + Self.channels)
            let pager = PagedViewController<LoggingPage>(scheduler: world.scheduler)
            pager.dataSource = source
            if !decodesAfterFirstLoad { try pager.modelRestoreRestorableState(from: archive) }
            pager.reloadData()
            world.show(pager)
            if decodesAfterFirstLoad { try pager.modelRestoreRestorableState(from: archive) }
            world.settle()
            #expect(pager.container.settledPage == 5)
            #expect(pager.container.currentPage == 5)
            #expect(pager.restorationSnapshot.item == .string("Tech"))
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("UIKit state restoration: the channel gone, the relaunch lands on the nearest page")
        func uikitItemGone() throws {
            let archive = try preservedArchive()
            let world = World()
            let source = NamedChannels(["Top", "World", "Business"])
            let pager = PagedViewController<LoggingPage>(scheduler: world.scheduler)
            pager.dataSource = source
            try pager.modelRestoreRestorableState(from: archive)
            pager.reloadData()
            world.show(pager)
            world.settle()
            #expect(pager.container.settledPage == 2)
        }

        @Test("UIKit state restoration: an archive without a snapshot changes nothing")
        func uikitEmptyArchive() throws {
            let world = World()
            let archiver = NSKeyedArchiver(requiringSecureCoding: true)
            archiver.finishEncoding()
            let pager = PagedViewController<LoggingPage>(scheduler: world.scheduler)
            let source = NamedChannels(Self.channels)
            pager.dataSource = source
            try pager.modelRestoreRestorableState(from: archiver.encodedData)
            pager.reloadData()
            world.show(pager)
            #expect(pager.container.settledPage == 0)
        }

        @Test("UIKit state restoration of a PagedScrollView: the same card after cards were inserted in front")
        func scrollViewStateRestoration() throws {
            let world = World()
            let cards = NamedCards(["a", "b", "c", "d"])
            let view = PagedScrollView<CardView>(scheduler: world.scheduler)
            view.restorationIdentifier = "cards"
            view.dataSource = cards
            world.show(view)
            view.reloadData()
            try view.scrollToPage(2, animated: false)
            world.settle()
            let archive = view.modelPreserveRestorableState()

            let relaunched = World()
            let moved = NamedCards(["y", "z", "a", "b", "c", "d"])
            let restored = PagedScrollView<CardView>(scheduler: relaunched.scheduler)
            restored.dataSource = moved
            relaunched.show(restored)
            restored.reloadData()
            try restored.modelRestoreRestorableState(from: archive)
            relaunched.settle()
            #expect(restored.container.settledPage == 4)

            // An archive without a snapshot changes nothing.
            let empty = NSKeyedArchiver(requiringSecureCoding: true)
            empty.finishEncoding()
            try restored.modelRestoreRestorableState(from: empty.encodedData)
            #expect(restored.container.settledPage == 4)
        }

        @Test("scene-based apps: restorationSnapshot round-trips through JSON for both UIKit pagers")
        func restorationSnapshotConvenience() throws {
            let world = World()
            let cards = NamedCards(["a", "b", "c", "d"])
            let view = PagedScrollView<CardView>(scheduler: world.scheduler)
            view.dataSource = cards
            world.show(view)
            view.reloadData()
            try view.scrollToPage(2, animated: false)
            world.settle()
            // What a scene delegate stores in its `stateRestorationActivity`'s userInfo.
            let data = try JSONEncoder().encode(view.restorationSnapshot)

            let relaunched = World()
            let moved = NamedCards(["z", "a", "b", "c", "d"])
            let restored = PagedScrollView<CardView>(scheduler: relaunched.scheduler)
            restored.dataSource = moved
            restored.restorationSnapshot = try JSONDecoder().decode(PagingSnapshot.self, from: data)
            relaunched.show(restored)
            restored.reloadData()
            relaunched.settle()
            #expect(restored.container.settledPage == 3)

            let channels = NamedChannels(["Breaking"] + Self.channels)
            let pager = PagedViewController<LoggingPage>(scheduler: relaunched.scheduler)
            pager.dataSource = channels
            pager.reloadData()
            relaunched.show(pager)
            pager.restorationSnapshot = PagingSnapshot(
                item: .string("Sport"), pageIndex: 4, pageCount: 5, isLooping: false, isVertical: false)
            relaunched.settle()
            #expect(pager.container.settledPage == 5)
        }

        /// Stories on "d" (index 3) with restoration, and the scene storage they left.
        private func savedSceneStorage() async -> [String: Data] {
            let world = World()
            let stories = RestoredStories(world: world, keys: ["a", "b", "c", "d", "e"])
            stories.host.render()
            await stories.host.settle()
            #expect(ModelSceneStorage.shared.values["channels"] == nil, "nothing saved before the page moved")
            // A swipe, then a jump through the binding: each settle saves.
            stories.host.controller!.scrollView.modelDrag(by: CGPoint(x: 120, y: 0), frames: 6)
            stories.host.controller!.scrollView.modelLift(velocity: CGPoint(x: 900, y: 0))
            world.settle()
            await stories.host.settle()
            #expect(stories.container.settledPage == 1)
            #expect(ModelSceneStorage.shared.values["channels"] != nil)
            stories.page.wrappedValue = 3
            await stories.host.settle()
            world.settle()
            await stories.host.settle()
            #expect(stories.container.settledPage == 3)
            #expect(ModelViewGraph.shared.violations.isEmpty)
            let data = ModelSceneStorage.shared.values["channels"]
            let snapshot = data.flatMap { try? JSONDecoder().decode(PagingSnapshot.self, from: $0) }
            #expect(snapshot?.item == .string("d"))
            stories.host.dismantle()
            return ModelSceneStorage.shared.values
        }

        @Test("SwiftUI @SceneStorage: a relaunch lands on the same story after stories were inserted in front")
        func swiftUIRelaunchKeepsItem() async {
            let stored = await savedSceneStorage()
            let world = World()
            ModelSceneStorage.shared.values = stored
            let stories = RestoredStories(world: world, keys: ["x", "y", "a", "b", "c", "d", "e"])
            stories.host.render()
            await stories.host.settle()
            world.settle()
            #expect(stories.container.settledPage == 5)
            #expect(stories.page.wrappedValue == 5, "the binding follows the restored page")
            #expect(ModelViewGraph.shared.violations.isEmpty)
        }

        @Test("SwiftUI @SceneStorage: the story gone, the relaunch lands on the nearest page")
        func swiftUIItemGone() async {
            let stored = await savedSceneStorage()
            let world = World()
            ModelSceneStorage.shared.values = stored
            let stories = RestoredStories(world: world, keys: ["a", "b", "c"])
            stories.host.render()
            await stories.host.settle()
            world.settle()
            #expect(stories.container.settledPage == 2)
            #expect(stories.page.wrappedValue == 2)
            #expect(ModelViewGraph.shared.violations.isEmpty)
        }

        @Test("SwiftUI: without a restoration key nothing is saved or restored")
        func swiftUIWithoutKey() async {
            let stored = await savedSceneStorage()
            let world = World()
            ModelSceneStorage.shared.values = stored
            let stories = RestoredStories(world: world, keys: ["a", "b", "c", "d", "e"], restorationKey: nil)
            stories.host.render()
            await stories.host.settle()
            #expect(stories.container.settledPage == 0)
            stories.page.wrappedValue = 2
            await stories.host.settle()
            world.settle()
            #expect(ModelSceneStorage.shared.writeCount == 0)
        }

        @Test("SwiftUI: a snapshot from a looping pager is ignored by a pager that does not loop")
        func swiftUIMismatchIgnored() async throws {
            let world = World()
            let snapshot = PagingSnapshot(
                item: .string("d"), pageIndex: 3, pageCount: 5, isLooping: true, isVertical: false)
            ModelSceneStorage.shared.values = ["channels": try JSONEncoder().encode(snapshot)]
            let stories = RestoredStories(world: world, keys: ["a", "b", "c", "d", "e"])
            stories.host.render()
            await stories.host.settle()
            #expect(stories.container.settledPage == 0)
        }
    }
}
