import PagedKit
import PagedKitTesting
import Testing

/// Issue 24, "One selection rule": the selected tab is the pager's current page (the page nearest the
/// viewport, switching at half-way), for `TabStripBinding`, `PagedTabBar` (which shows the binding's
/// `selectedTab`) and `PagedTabStrip` (bound to the page the `PagedView` reports from
/// `didChangeCurrentPage`), and the News Channels article says so. A host that moves its selection
/// at `willScrollToPage` instead must move it back at `didCancelScrollToPage`: tested with a jump
/// and an auto-scroll move a finger catches before half-way, both settling back on Top.
@MainActor @Suite struct SelectionRuleTests {
    static let titles = ["Top", "World", "Business", "Tech", "Sport", "Arts", "Science", "Travel", "Food", "Health"]

    /// The two ways a host can follow the pager, and the strip's own, side by side.
    @MainActor final class Followers: PagedContainerDelegate {
        typealias Page = TestPage
        /// The article's rule: the tab of `didChangeCurrentPage`.
        var currentTab = 0
        /// Moved at `willScrollToPage`, moved back at `didCancelScrollToPage` to the settled page.
        var announcedTab = 0
        var cancelled: [(Int, PageChangeCause)] = []
        var changes: [PageChange] = []
        var binding: TabStripBinding<TestPage>?

        func container(_ container: PagedContainer<TestPage>, didChangeCurrentPage index: Int) {
            currentTab = index
            binding?.update()
        }
        func container(_ container: PagedContainer<TestPage>, didScrollTo position: Double) { binding?.update() }
        func container(_ container: PagedContainer<TestPage>, willScrollToPage index: Int) { announcedTab = index }
        func container(
            _ container: PagedContainer<TestPage>, didCancelScrollToPage index: Int, cause: PageChangeCause
        ) {
            cancelled.append((index, cause))
            announcedTab = container.settledPage
        }
        func container(_ container: PagedContainer<TestPage>, didChangePage change: PageChange) {
            changes.append(change)
        }
    }

    static func make(autoScroll: Bool = false) -> (Harness, Followers, TabStripBinding<TestPage>) {
        let h = Harness(
            configuration: PagingConfiguration(autoScroll: autoScroll ? AutoScroll(interval: .seconds(3)) : nil),
            identifiers: titles.map(AnyHashable.init), viewportLength: 390)
        let followers = Followers()
        let binding = TabStripBinding(
            container: h.container,
            layout: TabStripLayout(tabLengths: titles.map { Double($0.count) * 9 + 24 }, viewportLength: 390))
        followers.binding = binding
        h.container.delegate = followers
        return (h, followers, binding)
    }

    /// Every follower shows `tab`, and it is the settled page at rest.
    static func expectAll(
        on tab: Int, _ h: Harness, _ f: Followers, _ b: TabStripBinding<TestPage>, _ context: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(b.selectedTab == tab, "binding (\(context))", sourceLocation: sourceLocation)
        #expect(f.currentTab == tab, "didChangeCurrentPage follower (\(context))", sourceLocation: sourceLocation)
        #expect(f.announcedTab == tab, "willScrollToPage follower (\(context))", sourceLocation: sourceLocation)
        #expect(h.container.settledPage == tab, "settled page (\(context))", sourceLocation: sourceLocation)
    }

    /// The animation runs `fraction` of the way (before half-way: the current page is still the
    /// one it left), then a finger catches it, drags it `delta` back and lets go without speed.
    static func catchAndSettleBack(_ h: Harness, after fraction: Double, by delta: Double) {
        h.simulator.advanceAnimation(fraction: fraction)
        #expect(h.container.currentPage == h.container.settledPage, "caught before half-way")
        h.simulator.beginDrag()
        h.simulator.drag(by: delta, ticks: 2)
        h.simulator.release(velocity: 0)
        h.simulator.decelerate()
    }

    @Test func aTabJumpCaughtBeforeHalfWaySettlesBackOnTopAndEveryFollowerAgrees() throws {
        let (h, f, b) = Self.make()
        try h.container.scrollToPage(9, animated: true)
        #expect(f.announcedTab == 9)
        Self.catchAndSettleBack(h, after: 0.3, by: -40)
        #expect(b.selectedTab == 0 && f.currentTab == 0)
        Self.expectAll(on: 0, h, f, b, "after the caught jump")
        #expect(f.cancelled.map(\.0) == [9])
        #expect(f.cancelled.map(\.1) == [.drag])
        #expect(f.changes.isEmpty, "no page was reached")
    }

    @Test func aCaughtAutoScrollMoveSettlesBackAndEveryFollowerAgrees() {
        let (h, f, b) = Self.make(autoScroll: true)
        h.scheduler.advance(by: .seconds(3))
        #expect(h.simulator.isAnimating)
        #expect(f.announcedTab == 1)
        Self.catchAndSettleBack(h, after: 0.25, by: -30)
        Self.expectAll(on: 0, h, f, b, "after the caught auto-scroll move")
        #expect(f.cancelled.map(\.0) == [1])
        #expect(f.cancelled.map(\.1) == [.drag])
    }

    @Test func aJumpThatArrivesIsSelectedByEveryFollowerWithItsCause() throws {
        let (h, f, b) = Self.make()
        try h.container.scrollToPage(9, animated: true)
        h.simulator.runAnimation()
        Self.expectAll(on: 9, h, f, b, "after the jump")
        #expect(f.changes == [PageChange(page: 9, cause: .jump, previousIdentifier: "Top", identifier: "Health")])
        #expect(f.cancelled.isEmpty)
    }
}
