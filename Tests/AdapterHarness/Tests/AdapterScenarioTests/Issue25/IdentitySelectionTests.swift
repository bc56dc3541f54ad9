import PagedKit
import PagedKitSwiftUI
import PagedKitUIKit
@_spi(UIKitModel) import SwiftUI
import Testing
@_spi(UIKitModel) import UIKit

/// A channel for identity selection: a plain `Identifiable` value.
struct FeedChannel: Identifiable, Equatable {
    let id: String
}

/// A collection of 10⁹ days (or any count) that counts its element reads: what "no `Array(data)`,
/// no full identifier scan" is measured with.
struct CountingDays: RandomAccessCollection {
    let count: Int
    let reads: ReadCounter

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    subscript(position: Int) -> Int {
        reads.count += 1
        return position
    }
}

/// A `PagedView` bound by identity in a model SwiftUI tree, with what it reported.
@MainActor final class ChannelScreen {
    var channels: [FeedChannel]
    let selection: State<String?>
    /// Every value the pager wrote to the binding (the binding a test hands it records writes).
    private(set) var writes: [String?] = []
    private(set) var changes: [PageChange] = []
    private(set) var states: [String] = []
    private(set) var diagnostics: [PagedViewDiagnostic] = []
    private(set) var host: ModelRepresentableHost<PagedView<Probe>>!

    init(world: World, ids: [String] = ["a", "b", "c", "d", "e"], selection: String? = nil) {
        channels = ids.map(FeedChannel.init(id:))
        self.selection = State(wrappedValue: selection)
        host = ModelRepresentableHost(in: world.window) { [unowned self] in
            let state = self.selection.projectedValue
            let recording = Binding<String?>(
                get: { state.wrappedValue },
                set: {
                    self.writes.append($0)
                    state.wrappedValue = $0
                })
            let channels = self.channels
            return PagedView(channels, selection: recording) { channel in
                Probe(index: channels.firstIndex(of: channel) ?? -1)
            }
            .onPageChange { self.changes.append($0) }
            .onScrollStateChange { old, new in self.states.append("\(old)→\(new)") }
            .pagerDiagnostics { self.diagnostics.append($0) }
        }
    }

    var controller: PagedViewController<PagedViewPageController<Probe>> { host.controller! }
    var container: PagedContainer<PagedViewPageController<Probe>> { controller.container }
    var scrollView: UIScrollView { controller.scrollView }

    func show() async {
        host.render()
        await host.settle()
    }

    /// Changes the data as the app would (a state change SwiftUI renders).
    func edit(_ change: (inout [FeedChannel]) -> Void) async {
        change(&channels)
        ModelViewGraph.shared.invalidate()
        await host.settle()
    }
}

extension AdapterScenarios {
    @MainActor @Suite("issue 25: selection by identity") struct IdentitySelectionTests {
        @Test("a nil selection opens on the first item and is set to it; a swipe sets it when it comes to rest")
        func followsTheSettledItem() async {
            let world = World()
            let screen = ChannelScreen(world: world)
            await screen.show()
            #expect(screen.selection.wrappedValue == "a")
            #expect(screen.container.settledPage == 0)

            // Past half-way under the finger: the current page changes, the selection does not.
            screen.scrollView.modelDrag(by: CGPoint(x: 250, y: 0), frames: 10)
            await screen.host.settle()
            #expect(screen.container.currentPage == 1)
            #expect(screen.selection.wrappedValue == "a", "a drag is not a selection until it rests")
            screen.scrollView.modelLift(velocity: CGPoint(x: 900, y: 0))
            world.settle()
            await screen.host.settle()
            #expect(screen.container.settledPage == 1)
            #expect(screen.selection.wrappedValue == "b")
            #expect(screen.writes == ["a", "b"])
            #expect(ModelViewGraph.shared.violations.isEmpty)
        }

        @Test("writing the selection jumps: animated inside withAnimation, at once outside it")
        func writesJump() async {
            let world = World()
            let screen = ChannelScreen(world: world)
            await screen.show()

            withAnimation { screen.selection.wrappedValue = "d" }
            await screen.host.settle()
            #expect(screen.scrollView.isScrollAnimating, "withAnimation animates the jump")
            #expect(screen.container.settledPage == 0)
            world.settle()
            await screen.host.settle()
            #expect(screen.container.settledPage == 3)
            #expect(screen.selection.wrappedValue == "d")

            screen.selection.wrappedValue = "a"
            await screen.host.settle()
            #expect(!screen.scrollView.isScrollAnimating)
            #expect(screen.container.settledPage == 0, "without an animation the pager jumps at once")
            #expect(screen.changes.map(\.cause) == [.jump, .jump])
            #expect(screen.changes.map(\.identifier) == [AnyHashable("d"), AnyHashable("a")])
            #expect(ModelViewGraph.shared.violations.isEmpty)
        }

        @Test("a write made while a swipe settles, before SwiftUI renders it, wins over the settle")
        func writeDuringSettleWins() async {
            let world = World()
            let screen = ChannelScreen(world: world)
            await screen.show()
            screen.scrollView.modelDrag(by: CGPoint(x: 120, y: 0), frames: 6)
            screen.scrollView.modelLift(velocity: CGPoint(x: 900, y: 0))
            world.frames(2)
            // The app writes; the pager comes to rest before SwiftUI's next update delivers it.
            screen.selection.wrappedValue = "d"
            world.settle()
            #expect(screen.container.settledPage == 1)
            await screen.host.settle()
            world.settle()
            await screen.host.settle()
            #expect(screen.container.settledPage == 3, "the app's write is a jump")
            #expect(screen.selection.wrappedValue == "d")
        }

        @Test("the index binding: a write made while a swipe settles wins too")
        func indexWriteDuringSettleWins() async {
            let world = World()
            let stories = StoryPager(world: world)
            stories.host.render()
            await stories.host.settle()
            let scrollView = stories.controller.scrollView
            // Released before half-way: the current page changes during the settle, after the write.
            scrollView.modelDrag(by: CGPoint(x: 60, y: 0), frames: 3)
            scrollView.modelLift(velocity: CGPoint(x: 900, y: 0))
            stories.page.wrappedValue = 4
            #expect(stories.container.currentPage == 0)
            world.settle()
            await stories.host.settle()
            world.settle()
            await stories.host.settle()
            #expect(stories.container.settledPage == 4)
            #expect(stories.page.wrappedValue == 4)
        }

        @Test("under Reduce Motion a write inside withAnimation jumps at once")
        func reduceMotion() async {
            let world = World()
            await ModelAccessibility.shared.setReduceMotionEnabled(true)
            let screen = ChannelScreen(world: world)
            await screen.show()
            withAnimation { screen.selection.wrappedValue = "e" }
            await screen.host.settle()
            #expect(!screen.scrollView.isScrollAnimating)
            #expect(screen.container.settledPage == 4)
            #expect(screen.selection.wrappedValue == "e")
        }

        @Test("a data change keeps the selected item wherever it moved, and writes nothing")
        func dataChangeKeepsTheItem() async {
            let world = World()
            let screen = ChannelScreen(world: world, selection: "c")
            await screen.show()
            #expect(screen.container.settledPage == 2)
            let writes = screen.writes

            await screen.edit { $0.insert(contentsOf: [FeedChannel(id: "x"), FeedChannel(id: "y")], at: 0) }
            #expect(screen.container.settledPage == 4)
            #expect(screen.selection.wrappedValue == "c")
            #expect(screen.writes == writes, "the selected item did not change")

            await screen.edit { $0.removeAll { $0.id == "a" || $0.id == "e" } }
            #expect(screen.container.settledPage == 3)
            #expect(screen.selection.wrappedValue == "c")
            #expect(screen.writes == writes)
            #expect(screen.changes.isEmpty, "the settled item never changed")
        }

        @Test("removing the selected item selects the item now at its index (rule 9), with the cause .reload")
        func removingTheSelectedItem() async {
            let world = World()
            let screen = ChannelScreen(world: world, selection: "c")
            await screen.show()
            await screen.edit { $0.removeAll { $0.id == "c" } }
            #expect(screen.container.settledPage == 2)
            #expect(screen.selection.wrappedValue == "d")
            #expect(screen.changes.last?.cause == .reload)
            #expect(screen.changes.last?.previousIdentifier == AnyHashable("c"))

            // The last item removed while selected: the new last one.
            await screen.edit { $0.removeAll { $0.id != "a" && $0.id != "e" } }
            screen.selection.wrappedValue = "e"
            await screen.host.settle()
            await screen.edit { $0.removeLast() }
            #expect(screen.selection.wrappedValue == "a")
            #expect(ModelViewGraph.shared.violations.isEmpty)
        }

        @Test("a selection that is not in the data: a diagnostic, the pager stays, the settled item is written back")
        func selectionNotInTheData() async {
            let world = World()
            let screen = ChannelScreen(world: world, selection: "b")
            await screen.show()
            screen.selection.wrappedValue = "zz"
            await screen.host.settle()
            #expect(screen.container.settledPage == 1)
            #expect(screen.selection.wrappedValue == "b")
            #expect(screen.diagnostics == [.selectionNotFound("zz")])

            // One that is not there from the start: the first item.
            let other = World()
            let missing = ChannelScreen(world: other, selection: "nope")
            await missing.show()
            #expect(missing.container.settledPage == 0)
            #expect(missing.selection.wrappedValue == "a")
            #expect(missing.diagnostics == [.selectionNotFound("nope")])
            #expect(ModelViewGraph.shared.violations.isEmpty)
        }

        @Test("an empty collection: no pages, a nil selection; data arriving selects its first item")
        func emptyCollection() async {
            let world = World()
            let screen = ChannelScreen(world: world, ids: [], selection: "a")
            await screen.show()
            #expect(screen.container.pageCount == 0)
            #expect(screen.selection.wrappedValue == nil)
            #expect(screen.diagnostics == [.selectionNotFound("a")])

            await screen.edit { $0 = [FeedChannel(id: "p"), FeedChannel(id: "q")] }
            #expect(screen.container.pageCount == 2)
            #expect(screen.selection.wrappedValue == "p")

            await screen.edit { $0 = [] }
            #expect(screen.container.pageCount == 0)
            #expect(screen.selection.wrappedValue == nil)
        }

        @Test("duplicate identifiers among the loaded pages are reported; nothing traps")
        func duplicateIdentifiers() async {
            let world = World()
            let screen = ChannelScreen(world: world, ids: ["a", "b", "a", "c"], selection: "b")
            await screen.show()
            #expect(screen.container.settledPage == 1)
            #expect(screen.diagnostics.contains(.duplicateIdentifier("a", pages: [0, 2])))
            // A selection of the duplicate goes to the copy nearest the current page.
            screen.selection.wrappedValue = "a"
            await screen.host.settle()
            #expect([0, 2].contains(screen.container.settledPage))
            #expect(screen.selection.wrappedValue == "a")
        }

        @Test("a Range of 10⁹ days with id: \\.self and indexOf: opens anywhere and costs what ten days cost")
        func hugeRange() async {
            for count in [10, 1_000_000_000] {
                let world = World()
                let reads = ReadCounter()
                let days = CountingDays(count: count, reads: reads)
                let selection = State<Int?>(wrappedValue: count / 2)
                let host = ModelRepresentableHost(in: world.window) {
                    PagedView(days, id: \.self, selection: selection.projectedValue, indexOf: { $0 }) { day in
                        Probe(index: day)
                    }
                }
                host.render()
                await host.settle()
                let container = host.controller!.container
                #expect(container.settledPage == count / 2)
                #expect(container.pageCount == count)
                #expect(reads.count < 40, "opening reads only the pages it loads (\(reads.count) reads)")

                // An update of the view that changes nothing reads only the loaded pages.
                let before = reads.count
                ModelViewGraph.shared.invalidate()
                await host.settle()
                #expect(reads.count - before <= 2 * container.loadedPageIndices.count)

                // A far write is found by the app's lookup, not a search.
                let jumpReads = reads.count
                selection.wrappedValue = count - 1
                await host.settle()
                #expect(container.settledPage == count - 1)
                #expect(reads.count - jumpReads < 40)
            }
        }

        @Test("without indexOf, a large collection finds a selection near the current page and reports a far one")
        func largeCollectionWithoutLookup() async {
            let world = World()
            let selection = State<Int?>(wrappedValue: nil)
            var diagnostics: [PagedViewDiagnostic] = []
            let host = ModelRepresentableHost(in: world.window) {
                PagedView(0..<1_000_000, id: \.self, selection: selection.projectedValue) { Probe(index: $0) }
                    .pagerDiagnostics { diagnostics.append($0) }
            }
            host.render()
            await host.settle()
            #expect(selection.wrappedValue == 0)
            selection.wrappedValue = 40
            await host.settle()
            #expect(host.controller!.container.settledPage == 40)
            selection.wrappedValue = 900_000
            await host.settle()
            #expect(host.controller!.container.settledPage == 40)
            #expect(selection.wrappedValue == 40)
            #expect(diagnostics == [.selectionNotFound("900000")])
        }

        @Test("a small collection finds an item anywhere after an edit moved it far")
        func smallCollectionScans() async {
            let world = World()
            let ids = (0..<300).map { "c\($0)" }
            let screen = ChannelScreen(world: world, ids: ids, selection: "c10")
            await screen.show()
            // c10 moves to the end, 290 pages away: beyond the search around it, found by the scan.
            await screen.edit { channels in
                let moved = channels.remove(at: 10)
                channels.append(moved)
            }
            #expect(screen.container.settledPage == 299)
            #expect(screen.selection.wrappedValue == "c10")
            screen.selection.wrappedValue = "c250"
            await screen.host.settle()
            #expect(screen.container.settledPage == 249)
        }

        @Test("scroll states and page changes for a swipe: idle→dragging→settling→idle, one .drag change")
        func statesAndChanges() async {
            let world = World()
            let screen = ChannelScreen(world: world)
            await screen.show()
            screen.scrollView.modelDrag(by: CGPoint(x: 120, y: 0), frames: 6)
            screen.scrollView.modelLift(velocity: CGPoint(x: 900, y: 0))
            world.settle()
            await screen.host.settle()
            #expect(screen.states == ["idle→dragging", "dragging→settling", "settling→idle"])
            #expect(screen.changes.count == 1)
            #expect(screen.changes.first?.cause == .drag)
            #expect(screen.changes.first?.previousIdentifier == AnyHashable("a"))
            #expect(screen.changes.first?.identifier == AnyHashable("b"))
        }

        @Test("a tab strip bound by identity: a tap writes the tab's item and the pager slides there")
        func tabStripByIdentity() async {
            let world = World()
            let channels = ["a", "b", "c", "d"].map(FeedChannel.init(id:))
            let selection = State<String?>(wrappedValue: "b")
            let strip = ModelRepresentableHost(in: world.window) {
                PagedTabStrip(channels, selection: selection.projectedValue) { $0.id.uppercased() }
            }
            strip.render()
            await strip.settle()
            let bar = strip.controller!.tabBar
            bar.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
            bar.layoutIfNeeded()
            #expect(bar.selectedTab == 1)
            bar.tabs[3].sendActions(for: .touchUpInside)
            #expect(selection.wrappedValue == "d")
            strip.render()
            #expect(bar.selectedTab == 3)
            // A selection naming no tab leaves the selected tab where it was.
            selection.wrappedValue = "zz"
            strip.render()
            #expect(bar.selectedTab == 3)
        }
    }
}
