import PagedKit
import PagedKitSwiftUI
import PagedKitUIKit
@_spi(UIKitModel) import SwiftUI
import Testing
@_spi(UIKitModel) import UIKit

/// A profile in SwiftUI: a `PagedView` of channels, each a `PagedList` of rows, under a header
/// (`pagedHeader(expandedHeight:pinnedHeight:header:pinned:)`), 240 pt tall with 44 pinned.
@MainActor final class ProfilePager {
    typealias Page = PagedViewPageController<PagedList<Rows>>
    let page = State(wrappedValue: 0)
    /// The channels: an identifier and a row count each.
    var channels: [Channel]
    var expandedHeight: CGFloat = 240
    var pinnedHeight: CGFloat = 44
    var header = HeaderForm.pinned
    private(set) var host: ModelRepresentableHost<PagedView<PagedList<Rows>>>!

    /// Which `pagedHeader` form the pager uses.
    enum HeaderForm {
        case pinned, headerOnly, none
    }

    init(world: World, rowCounts: [Int] = [100, 100, 100, 3]) {
        channels = rowCounts.enumerated().map { Channel(id: "c\($0.offset)", rows: $0.element) }
        host = ModelRepresentableHost(in: world.window) { [unowned self] in
            let pager = PagedView(self.channels, currentPage: self.page.projectedValue) { channel in
                PagedList { Rows(count: channel.rows, loaded: channel.loaded) }
            }
            switch self.header {
            case .none:
                return pager
            case .headerOnly:
                return pager.pagedHeader(expandedHeight: self.expandedHeight) { Text("Profile") }
            case .pinned:
                return pager.pagedHeader(expandedHeight: self.expandedHeight, pinnedHeight: self.pinnedHeight) {
                    Text("Profile")
                } pinned: {
                    Text("Channels")
                }
            }
        }
    }

    var controller: PagedViewController<Page> { host.controller! }
    var container: PagedContainer<Page> { controller.container }

    /// Renders, lets the adapter's work run and the display show frames until nothing moves.
    func show(_ world: World) async {
        host.render()
        await host.settle()
        world.settle()
    }

    /// The scroll view of page `index`'s `PagedList`, once SwiftUI made it.
    func list(_ index: Int) -> UIScrollView? {
        container.page(at: index)?.children.first?.view as? UIScrollView
    }

    /// Page `index`'s list offset as rule 16 measures it: `contentOffset.y` plus the top inset.
    func offset(_ index: Int) -> Double? {
        list(index).map { Double($0.contentOffset.y + $0.contentInset.top) }
    }

    /// The header's two hosting views: the collapsing part and the pinned part.
    var headerViews: [UIView] {
        controller.children.filter { $0 is UIHostingController<AnyView> }.map { $0.view }
    }

    /// The top of the header's collapsing part, in the pager's view.
    var headerTop: Double? { headerViews.first.map { Double($0.frame.minY) } }

    /// The user scrolls page `index`'s list by `delta` (content-offset terms) and lets go at rest.
    func scrollList(_ index: Int, by delta: Double, world: World) {
        guard let list = list(index) else { return }
        list.modelDrag(by: CGPoint(x: 0, y: delta), frames: 5)
        list.modelLift(velocity: .zero)
        world.settle()
    }

    /// Moves the pager to `index` through the binding, animated, and lets it rest.
    func go(to index: Int, world: World) async {
        withAnimation { page.wrappedValue = index }
        await host.settle()
        world.settle()
        await host.settle()
    }

    /// Rule 16's invariant: every loaded page's list shows the header the container shows.
    func everyListShowsTheHeader() -> Bool {
        guard let layout = container.header else { return true }
        return container.loadedPageIndices.allSatisfy { index in
            guard let offset = offset(index) else { return false }
            return abs(layout.collapse(forListOffset: offset) - container.headerCollapse) < 0.01
        }
    }
}

/// A channel of the profile.
struct Channel: Identifiable {
    let id: String
    let rows: Int
    /// Rows the channel's own state adds (loaded later), outside the `PagedView`'s data.
    let loaded = RowCountBox()
}

/// A row count a page changes on its own.
final class RowCountBox: @unchecked Sendable {
    var value = 0
}

/// Rows 44 pt tall, as wide as the list.
struct Rows: ModelMeasurableView {
    let count: Int
    var loaded: RowCountBox? = nil
    var body: Never { fatalError("rows are never rendered") }
    func modelSize(fitting size: CGSize) -> CGSize {
        CGSize(width: size.width.isFinite ? size.width : 320, height: CGFloat((count + (loaded?.value ?? 0)) * 44))
    }
}

/// Issue 23, SwiftUI: a collapsing header over paged lists on iOS 16.
extension AdapterScenarios {
    @MainActor @Suite("issue 23: SwiftUI collapsing header") struct Issue23SwiftUITests {
        @Test(
            "the header collapses with the settled page's list, and pins",
            arguments: [ModelHostedRepresentableTiming.firstLayout, .windowEntry])
        func collapseFollowsTheSettledList(timing: ModelHostedRepresentableTiming) async {
            let world = World()
            ModelViewGraph.shared.hostedRepresentableTiming = timing
            let profile = ProfilePager(world: world)
            await profile.show(world)
            #expect(profile.offset(0) == 0)
            #expect(profile.list(0)?.contentInset.top == 240, "the list starts below the expanded header")
            #expect(
                profile.headerViews.map(\.frame) == [
                    CGRect(x: 0, y: 0, width: 393, height: 196), CGRect(x: 0, y: 196, width: 393, height: 44),
                ])

            profile.scrollList(0, by: 100, world: world)
            #expect(profile.offset(0) == 100)
            #expect(profile.container.headerCollapse == 100)
            #expect(profile.headerViews.map(\.frame.minY) == [-100, 96])
            #expect(profile.offset(1) == 100, "the page beside shows the same header")

            profile.scrollList(0, by: 600, world: world)
            #expect(profile.offset(0) == 700)
            #expect(profile.container.headerCollapse == 196, "pinned: only the 44 pt strip remains")
            #expect(profile.headerViews.map(\.frame.minY) == [-196, 0])
            #expect(profile.offset(1) == 196)
            #expect(profile.everyListShowsTheHeader())
        }

        @Test("with the header pinned, each list keeps its own place across switches")
        func switchingKeepsEachListsPlace() async {
            let world = World()
            let profile = ProfilePager(world: world)
            await profile.show(world)
            profile.scrollList(0, by: 800, world: world)
            await profile.go(to: 1, world: world)
            #expect(profile.container.settledPage == 1)
            #expect(profile.offset(1) == 196, "a list never scrolled shows the pinned header at its top")
            profile.scrollList(1, by: 300, world: world)
            #expect(profile.offset(1) == 496)

            await profile.go(to: 0, world: world)
            #expect(profile.offset(0) == 800, "the first list is exactly where it was")
            #expect(profile.container.headerCollapse == 196)
            await profile.go(to: 1, world: world)
            #expect(profile.offset(1) == 496)

            // Page 0 unloaded (three pages away) and made again: its place is remembered by item.
            await profile.go(to: 3, world: world)
            #expect(profile.container.page(at: 0) == nil)
            await profile.go(to: 0, world: world)
            #expect(profile.offset(0) == 800)
        }

        @Test(
            "every loaded page's list is given the same header, including pages made later",
            arguments: [ModelHostedRepresentableTiming.firstLayout, .windowEntry])
        func everyLoadedListShowsTheSameHeader(timing: ModelHostedRepresentableTiming) async {
            let world = World()
            ModelViewGraph.shared.hostedRepresentableTiming = timing
            let profile = ProfilePager(world: world)
            await profile.show(world)
            profile.scrollList(0, by: 120, world: world)
            #expect(profile.everyListShowsTheHeader())
            // A swipe to page 1: page 2 is made on the way, and the header holds still.
            let scrollView = profile.controller.scrollView
            scrollView.modelDrag(by: CGPoint(x: 150, y: 0), frames: 6)
            #expect(profile.container.headerCollapse == 120)
            #expect(profile.headerViews.first?.frame.minY == -120)
            scrollView.modelLift(velocity: CGPoint(x: 900, y: 0))
            world.settle()
            await profile.host.settle()
            #expect(profile.container.settledPage == 1)
            #expect(profile.offset(2) == 120)
            #expect(profile.everyListShowsTheHeader())
            // The list of page 1 now drives: scrolling it back expands the header for every list.
            profile.scrollList(1, by: -70, world: world)
            #expect(profile.container.headerCollapse == 50)
            #expect(profile.offset(0) == 50)
            #expect(profile.offset(2) == 50)
            #expect(profile.everyListShowsTheHeader())
        }

        @Test("a fling then a swipe: the header holds still during the swipe, and every list agrees at rest")
        func flingThenSwipe() async {
            let world = World()
            let profile = ProfilePager(world: world)
            await profile.show(world)
            guard let list = profile.list(0) else {
                Issue.record("page 0's list was not made")
                return
            }
            list.modelDrag(by: CGPoint(x: 0, y: 60), frames: 3)
            list.modelLift(velocity: CGPoint(x: 0, y: 1500))
            world.frames(2)
            let pager = profile.controller.scrollView
            pager.modelDrag(by: CGPoint(x: 60, y: 0), frames: 3)
            let held = profile.container.headerCollapse
            pager.modelDrag(by: CGPoint(x: 140, y: 0), frames: 6)
            #expect(profile.container.headerCollapse == held, "no list drives the header while the pager moves")
            #expect(profile.headerTop.map { abs($0 + held) < 1e-9 } == true)
            pager.modelLift(velocity: CGPoint(x: 900, y: 0))
            world.settle()
            await profile.host.settle()
            #expect(profile.container.settledPage == 1)
            #expect(profile.headerTop.map { abs($0 + profile.container.headerCollapse) < 1e-9 } == true)
            #expect(profile.everyListShowsTheHeader())
            // Only the settled page's list scrolls to the top at a status-bar tap.
            #expect(profile.list(1)?.scrollsToTop == true)
            #expect(profile.list(0)?.scrollsToTop == false)
            #expect(profile.list(2)?.scrollsToTop == false)
        }

        @Test("a list pulled down reports negative offsets: the header stays expanded, the others stay put")
        func pullDown() async {
            let world = World()
            let profile = ProfilePager(world: world)
            await profile.show(world)
            guard let list = profile.list(0) else {
                Issue.record("page 0's list was not made")
                return
            }
            list.modelDrag(by: CGPoint(x: 0, y: -80), frames: 4)
            #expect(profile.offset(0) == -80)
            #expect(profile.container.listOffset(ofPage: 0) == -80)
            #expect(profile.container.headerCollapse == 0)
            #expect(profile.headerViews.first?.frame.minY == 0)
            #expect(profile.offset(1) == 0)
            list.modelLift(velocity: .zero)
            world.settle()
            #expect(profile.offset(0) == 0, "the list bounces back to its top")
            #expect(profile.everyListShowsTheHeader())
        }

        @Test("a short list gets the bottom inset that lets it collapse the header fully")
        func shortList() async {
            let world = World()
            let profile = ProfilePager(world: world)
            await profile.show(world)
            await profile.go(to: 3, world: world)
            guard let list = profile.list(3) else {
                Issue.record("page 3's list was not made")
                return
            }
            // 3 rows (132 pt) in an 852 pt viewport with 44 pt pinned.
            #expect(Double(list.contentInset.bottom) == 852 - 44 - 132, "\(list.bounds), \(list.contentSize)")
            let maximum = Double(list.contentSize.height + list.contentInset.bottom - list.bounds.height)
            #expect(maximum + 240 >= 196, "the list can scroll far enough to pin the header")

            // Rows the page loads on its own (its state, not the PagedView's data): the list grows.
            profile.channels[3].loaded.value = 30
            let rows = profile.container.page(at: 3)?.children.first?.children.first as? UIHostingController<Rows>
            rows?.modelContentSizeDidChange()
            #expect(list.contentSize.height == 1452, "33 rows of 44 pt")
            #expect(list.contentInset.bottom == 0, "long enough to collapse the header without help")
        }

        @Test(
            "a header height change keeps the rows where they are, unless the header is fully expanded",
            arguments: [1, 2])
        func headerHeightChange(updatesPerRender: Int) async {
            let world = World()
            let profile = ProfilePager(world: world)
            // SwiftUI may update a representable more than once for one change: the shift comes once.
            profile.host.updatesPerRender = updatesPerRender
            await profile.show(world)
            // Fully expanded: the rows move with the header's bottom edge; offsets are kept.
            profile.expandedHeight = 280
            await profile.show(world)
            #expect(profile.offset(0) == 0)
            #expect(profile.list(0)?.contentInset.top == 280)
            #expect(profile.list(0)?.contentOffset.y == -280)
            #expect(profile.headerViews.map(\.frame.height) == [236, 44])

            // Pinned: every held offset grows by the change, and the rows stay on screen where they were.
            profile.scrollList(0, by: 700, world: world)
            let rowsAt = profile.list(0)?.contentOffset.y
            #expect(profile.offset(0) == 700)
            profile.expandedHeight = 300
            await profile.show(world)
            #expect(profile.offset(0) == 720)
            #expect(profile.list(0)?.contentOffset.y == rowsAt)
            #expect(profile.container.headerCollapse == 256)
            #expect(profile.headerViews.map(\.frame.minY) == [-256, 0])
            #expect(profile.everyListShowsTheHeader())
        }

        @Test("a list tick evaluates no body: not the other pages', not the header's")
        func listTickCostsNoBody() async {
            let world = World()
            let profile = ProfilePager(world: world)
            await profile.show(world)
            let assignments = {
                profile.container.loadedPageIndices.sorted().compactMap {
                    profile.container.page(at: $0).flatMap(modelInspectHostingController)?.rootViewAssignments
                }
            }
            let before = ModelViewGraph.shared.bodyEvaluations
            let assigned = assignments()
            guard let list = profile.list(0) else {
                Issue.record("page 0's list was not made")
                return
            }
            // Collapsing (every other list moves) and then pinned (only this one moves).
            for _ in 0..<30 {
                list.modelDrag(by: CGPoint(x: 0, y: 20), frames: 1)
                await profile.host.settle()
            }
            list.modelLift(velocity: .zero)
            world.settle()
            await profile.host.settle()
            #expect(profile.container.headerCollapse == 196)
            #expect(profile.offset(1) == 196)
            #expect(ModelViewGraph.shared.bodyEvaluations == before)
            #expect(assignments() == assigned)
        }

        @Test("a reload that reorders the channels: each list follows its channel, and its rows grow")
        func reorderingReload() async {
            let world = World()
            let profile = ProfilePager(world: world)
            await profile.show(world)
            profile.scrollList(0, by: 900, world: world)
            await profile.go(to: 1, world: world)
            profile.scrollList(1, by: 400, world: world)
            #expect(profile.offset(1) == 596)
            // c1 moves to the front and gets more rows; the pager stays on c1, now at index 0.
            profile.channels = [
                Channel(id: "c1", rows: 150), profile.channels[0], profile.channels[2], profile.channels[3],
            ]
            await profile.show(world)
            #expect(profile.container.settledPage == 0)
            #expect(profile.offset(0) == 596, "c1's list kept its place")
            #expect(profile.list(0)?.contentSize.height == 6600, "150 rows of 44 pt")
            #expect(profile.offset(1) == 900, "c0's list kept its place")
            profile.scrollList(0, by: 50, world: world)
            #expect(profile.container.listOffset(ofPage: 0) == 646)
            #expect(profile.everyListShowsTheHeader())
        }

        @Test("the header-only form collapses fully, and removing the header gives the lists their top back")
        func headerFormsAndRemoval() async {
            let world = World()
            let profile = ProfilePager(world: world)
            profile.header = .headerOnly
            await profile.show(world)
            #expect(profile.headerViews.map(\.frame) == [CGRect(x: 0, y: 0, width: 393, height: 240)])
            profile.scrollList(0, by: 300, world: world)
            #expect(profile.container.headerCollapse == 240)
            #expect(profile.headerViews.first?.frame.minY == -240)
            // The pinned form adds the strip; no header removes both views and the insets.
            profile.header = .pinned
            await profile.show(world)
            #expect(profile.headerViews.count == 2)
            profile.header = .headerOnly
            await profile.show(world)
            #expect(profile.headerViews.count == 1)
            profile.header = .none
            await profile.show(world)
            #expect(profile.headerViews.isEmpty)
            #expect(profile.container.header == nil)
            #expect(profile.list(0)?.contentInset.top == 0)
            #expect(profile.offset(0) == 300, "the list keeps its place")
        }

        @Test("rotation: the header takes the new width, each list keeps its offset, a short list its new bottom inset")
        func rotation() async {
            let world = World()
            let profile = ProfilePager(world: world)
            await profile.show(world)
            profile.scrollList(0, by: 150, world: world)
            profile.host.window.modelResize(to: CGSize(width: 852, height: 393))
            world.settle()
            await profile.host.settle()
            #expect(profile.headerViews.map(\.frame.width) == [852, 852])
            #expect(profile.headerTop.map { abs($0 + 150) < 1e-9 } == true)
            #expect(profile.offset(0) == 150)
            #expect(profile.everyListShowsTheHeader())
            await profile.go(to: 3, world: world)
            // 3 rows (132 pt) in a 393 pt viewport with 44 pt pinned.
            let bottom = profile.list(3).map { Double($0.contentInset.bottom) }
            #expect(bottom.map { abs($0 - (393 - 44 - 132)) < 1e-6 } == true, "\(String(describing: bottom))")
        }

        @Test("a PagedList outside a PagedView is a plain scroll view of its rows")
        func listOutsidePager() {
            let world = World()
            let hosting = UIHostingController(rootView: PagedList { Rows(count: 40) })
            world.show(hosting)
            guard let list = hosting.children.first?.view as? UIScrollView else {
                Issue.record("the list was not made")
                return
            }
            #expect(list.contentInset == .zero)
            #expect(list.contentSize.height == 1760, "40 rows of 44 pt")
            list.modelDrag(by: CGPoint(x: 0, y: 200), frames: 4)
            list.modelLift(velocity: .zero)
            world.settle()
            #expect(list.contentOffset.y == 200)
        }

        @Test("the header's bodies are evaluated when its views or the environment change, not at each update")
        func headerRenderCost() async {
            let world = World()
            let profile = ProfilePager(world: world)
            await profile.show(world)
            func headerAssignments() -> [Int] {
                profile.controller.children.filter { $0 is UIHostingController<AnyView> }
                    .compactMap { modelInspectHostingController($0)?.rootViewAssignments }
            }
            #expect(headerAssignments() == [0, 0], "made with their views, never assigned again")
            // A swipe across half-way writes the binding and SwiftUI updates the PagedView.
            let scrollView = profile.controller.scrollView
            scrollView.modelDrag(by: CGPoint(x: 250, y: 0), frames: 6)
            await profile.host.settle()
            #expect(profile.page.wrappedValue == 1)
            scrollView.modelLift(velocity: CGPoint(x: 800, y: 0))
            world.settle()
            await profile.host.settle()
            profile.host.render()
            #expect(headerAssignments() == [0, 0])
            // A new environment value reaches both views once.
            profile.host.environment.accent = "red"
            profile.host.render()
            #expect(headerAssignments() == [1, 1])
            #expect(
                profile.controller.children.filter { $0 is UIHostingController<AnyView> }
                    .allSatisfy { modelInspectHostingController($0)?.environment.accent == "red" })
        }

        @Test("without a header a PagedList still keeps its place across unloading")
        func noHeader() async {
            let world = World()
            let profile = ProfilePager(world: world)
            profile.header = .none
            await profile.show(world)
            #expect(profile.headerViews.isEmpty)
            #expect(profile.list(0)?.contentInset.top == 0)
            profile.scrollList(0, by: 500, world: world)
            #expect(profile.offset(1) == 0, "no header: the other lists do not move")
            await profile.go(to: 3, world: world)
            await profile.go(to: 0, world: world)
            #expect(profile.offset(0) == 500)
        }
    }
}
