import PagedKit
import PagedKitUIKit
import Testing
@_spi(UIKitModel) import UIKit

@testable import HostApp

extension AdapterScenarios {
    /// Issue 23's UIKit part: `PagedViewController`'s collapsing header over the pages' lists
    /// (contract rule 16), on the UIKit model.
    @MainActor @Suite("issue 23: collapsing header") struct CollapsingHeaderTests {
        static let channels: [(name: String, height: CGFloat)] = [
            ("Posts", 5000), ("Likes", 300), ("Media", 5000), ("Replies", 5000),
        ]

        @Test("the header, the tab bar under it and each list's insets")
        func geometry() {
            let world = World()
            let profile = Profile(world: world, channels: Self.channels)
            #expect(profile.layout == PagedHeaderLayout(expandedHeight: 244, pinnedHeight: 44))
            // At rest the header is in the settled list, above its rows.
            #expect(profile.header.superview?.superview === profile.list(0))
            #expect(profile.tabBar.superview === profile.header.superview)
            #expect(profile.headerFrame == CGRect(x: 0, y: 0, width: 393, height: 200))
            #expect(profile.tabBarFrame == CGRect(x: 0, y: 200, width: 393, height: 44))
            for index in [0, 1] {
                let list = try! #require(profile.list(index))
                #expect(profile.pager.listScrollView(of: profile.container.page(at: index)!) === list)
                #expect(list.contentInset.top == 244)
                #expect(list.contentOffset.y == -244)
                #expect(list.alwaysBounceVertical)
            }
            // A short list gets the bottom space that lets it collapse the header fully:
            // 852 - 44 - 300.
            #expect(profile.list(1)?.contentInset.bottom == 508)
            #expect(profile.list(0)?.contentInset.bottom == 0)
            profile.expectOneHeader()
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("a deep list, a swipe to a short list and back: the same row, the header pinned")
        func deepListSwipeAndBack() {
            let world = World()
            let profile = Profile(world: world, channels: Self.channels)
            profile.scrollList(0, by: 1500)
            #expect(profile.offset(0) == 1500)
            #expect(profile.container.headerCollapse == 200)
            profile.expectOneHeader()
            // The short list shows the pinned header too: its offset is the collapse range.
            #expect(profile.offset(1) == 200)

            profile.swipe(forward: true)
            #expect(profile.container.settledPage == 1)
            #expect(profile.container.headerCollapse == 200)
            profile.expectOneHeader()

            // The short list's end is where it collapses the header fully: dragged past it, it
            // comes back there.
            profile.scrollList(1, by: 300)
            #expect(profile.offset(1) == 200)
            #expect(profile.container.headerCollapse == 200)
            profile.expectOneHeader()

            profile.swipe(forward: false)
            #expect(profile.container.settledPage == 0)
            #expect(profile.offset(0) == 1500)
            #expect(profile.list(0)?.contentOffset.y == 1256)  // 1500 - 244
            profile.expectOneHeader()
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("a partly collapsed header: the other lists show the same header, and follow the settled one")
        func collapseFollowsTheSettledList() {
            let world = World()
            let profile = Profile(world: world, channels: Self.channels)
            profile.scrollList(0, by: 120)
            #expect(profile.container.headerCollapse == 120)
            #expect(profile.offset(1) == 120)
            profile.expectOneHeader()

            profile.swipe(forward: true)
            #expect(profile.container.headerCollapse == 120)
            // The settled list now drives the header: scrolling it back down expands it.
            profile.scrollList(1, by: -80)
            #expect(profile.container.headerCollapse == 40)
            #expect(profile.offset(0) == 40)
            profile.expectOneHeader()
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("the app's own list delegate still hears its list")
        func appDelegateKept() {
            let world = World()
            let appDelegate = ListDelegate()
            let source = ProfileSource(Self.channels)
            let pager = PagedViewController<ListPage>(
                configuration: PagingConfiguration(preloadRadius: 1), scheduler: world.scheduler)
            let header = UIView()
            pager.headerView = header
            pager.headerHeight = 100
            @MainActor final class Delegate: PagedContainerDelegate {
                var collapses: [Double] = []
                func container(_ container: PagedContainer<ListPage>, didLoad page: ListPage, at index: Int) {}
                func container(_ container: PagedContainer<ListPage>, didChangeHeaderCollapse collapse: Double) {
                    collapses.append(collapse)
                }
            }
            let delegate = Delegate()
            pager.delegate = delegate
            // Set before the page is shown, as the documentation asks.
            source.onMake = { page in if page.channel == "Posts" { page.list.delegate = appDelegate } }
            pager.dataSource = source
            pager.reloadData()
            world.show(pager)
            let page = try! #require(pager.container.page(at: 0))
            #expect(page.list.delegate !== appDelegate)
            #expect(page.list.contentInset.top == 100)
            #expect(pager.container.header == PagedHeaderLayout(expandedHeight: 100))

            page.list.modelDrag(by: CGPoint(x: 0, y: 600), frames: 10)
            page.list.modelLift(velocity: CGPoint(x: 0, y: 1500))
            world.settle()
            #expect(appDelegate.didScrollCount > 10)
            #expect(appDelegate.didEndDecelerating == 1)
            #expect(pager.container.headerCollapse == 100)
            #expect(delegate.collapses.last == 100)
            #expect(header.convert(header.bounds, to: pager.view).minY == -100)

            // The app replaces the list's delegate: the pager wraps the new one at the next layout.
            let second = ListDelegate()
            page.list.delegate = second
            pager.updateListInsets()
            page.list.modelDrag(by: CGPoint(x: 0, y: -50), frames: 5)
            page.list.modelLift(velocity: .zero)
            world.settle()
            #expect(second.didScrollCount == 5)
            #expect(pager.container.listOffset(ofPage: 0) == Double(page.list.contentOffset.y + 100))
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test(
            "a status-bar tap scrolls only the settled list to the top and expands the header",
            arguments: [false, true], [false, true])
        func statusBarTap(countsOffscreen: Bool, reportsAnimationEnd: Bool) {
            let world = World()
            UIScrollView.modelStatusBarTapCountsOffscreen = countsOffscreen
            UIScrollView.modelScrollToTopReportsAnimationEnd = reportsAnimationEnd
            let profile = Profile(world: world, channels: Self.channels)
            profile.scrollList(0, by: 1500)
            profile.swipe(forward: true)
            profile.scrollList(1, by: 100)
            #expect(profile.pager.scrollView.scrollsToTop == false)
            #expect(profile.tabBar.scrollView.scrollsToTop == false)
            #expect(profile.list(1)?.scrollsToTop == true)
            #expect(profile.list(0)?.scrollsToTop == false)
            #expect(profile.list(2)?.scrollsToTop == false)

            let scrolled = world.window.modelTapStatusBar()
            #expect(scrolled === profile.list(1))
            world.settle()
            #expect(profile.offset(1) == 0)
            #expect(profile.container.headerCollapse == 0)
            profile.expectOneHeader()
            // The other lists show the expanded header; page 0 keeps its place for when the header
            // collapses fully again.
            #expect(profile.offset(0) == 0)
            #expect(profile.container.listOffset(ofPage: 0) == 0)

            profile.scrollList(1, by: 400)
            profile.swipe(forward: false)
            #expect(profile.offset(0) == 1500)
            #expect(profile.list(0)?.scrollsToTop == true)
            #expect(profile.list(1)?.scrollsToTop == false)
            profile.expectOneHeader()
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test(
            "a taller header (a bio that expands) keeps the rows in place, or moves them with the expanded header",
            arguments: [false, true])
        func headerHeightChange(insetChangeKeepsTop: Bool) {
            let world = World()
            UIScrollView.modelInsetChangeKeepsTop = insetChangeKeepsTop
            let profile = Profile(world: world, channels: Self.channels)
            profile.scrollList(0, by: 100)
            let rowsAt = profile.list(0)?.contentOffset.y
            #expect(profile.container.headerCollapse == 100)

            profile.pager.headerHeight = 260
            #expect(profile.layout == PagedHeaderLayout(expandedHeight: 304, pinnedHeight: 44))
            #expect(profile.list(0)?.contentOffset.y == rowsAt)
            #expect(profile.list(0)?.contentInset.top == 304)
            #expect(profile.offset(0) == 160)
            #expect(profile.container.listOffset(ofPage: 0) == 160)
            #expect(profile.container.headerCollapse == 160)
            // The header's bottom edge stays where it was: 200 - 100 = 260 - 160.
            #expect(profile.headerFrame.maxY == 100)
            profile.expectOneHeader()

            // Fully expanded: the rows move with the header's bottom edge.
            profile.scrollList(0, by: -160)
            #expect(profile.container.headerCollapse == 0)
            profile.pager.headerHeight = 200
            #expect(profile.offset(0) == 0)
            #expect(profile.list(0)?.contentOffset.y == -244)
            #expect(profile.container.headerCollapse == 0)
            profile.expectOneHeader()
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("a reload that reorders the channels keeps each list's place")
        func reorderKeepsOffsets() {
            let world = World()
            let profile = Profile(world: world, channels: Self.channels)
            profile.scrollList(0, by: 1500)
            profile.swipe(forward: true)
            profile.swipe(forward: true)
            #expect(profile.container.settledPage == 2)
            profile.scrollList(2, by: 900)
            #expect(profile.offset(2) == 1100)

            // Media first, then Posts.
            profile.source.channels = [
                ("Media", 5000), ("Posts", 5000), ("Likes", 300), ("Replies", 5000),
            ]
            profile.pager.reloadData()
            world.settle()
            #expect(profile.container.settledPage == 0)
            #expect(profile.container.page(at: 0)?.channel == "Media")
            #expect(profile.offset(0) == 1100)
            #expect(profile.container.page(at: 1)?.channel == "Posts")
            #expect(profile.offset(1) == 1500)
            profile.expectOneHeader()

            profile.swipe(forward: true)
            #expect(profile.container.page(at: 1)?.channel == "Posts")
            #expect(profile.offset(1) == 1500)
            profile.expectOneHeader()
            // Its list reports under its new index.
            profile.scrollList(1, by: -300)
            #expect(profile.container.listOffset(ofPage: 1) == 1200)
            #expect(profile.container.headerCollapse == 200)
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("rotation lays the header and the insets out again, each list keeping its place")
        func rotation() {
            let world = World()
            let profile = Profile(world: world, channels: Self.channels)
            profile.scrollList(0, by: 1500)
            world.window.modelResize(to: CGSize(width: 852, height: 393))
            world.settle()
            #expect(profile.container.settledPage == 0)
            #expect(profile.offset(0) == 1500)
            #expect(profile.headerFrame.width == 852)
            #expect(profile.tabBarFrame.width == 852)
            // The short list's bottom space follows the new height: 393 - 44 - 300.
            #expect(profile.list(1)?.contentInset.bottom == 49)
            profile.expectOneHeader()

            profile.swipe(forward: true)
            profile.swipe(forward: false)
            #expect(profile.offset(0) == 1500)
            profile.expectOneHeader()
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("a safe-area top puts the header under it and adds it to each list's inset")
        func safeAreaTop() {
            let world = World()
            world.window.modelSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            let profile = Profile(world: world, channels: Self.channels)
            #expect(profile.headerFrame.minY == 47)
            let list = try! #require(profile.list(0))
            #expect(list.adjustedContentInset.top == 291)  // 47 + 244
            #expect(profile.offset(0) == 0)
            // 852 - 47 - 34 - 44 - 300 below the short list.
            #expect(profile.list(1)?.adjustedContentInset.bottom == 461)  // 34 + 427
            profile.scrollList(0, by: 500)
            #expect(profile.container.headerCollapse == 200)
            #expect(profile.headerFrame.minY == -153)  // 47 - 200
            profile.expectOneHeader()
            // Pages made during swipes, before they are in the window, get the same insets.
            profile.swipe(forward: true)
            profile.swipe(forward: true)
            #expect(profile.list(3)?.contentInset.top == 291)
            profile.expectOneHeader()
            profile.swipe(forward: false)
            profile.swipe(forward: false)
            #expect(profile.offset(0) == 500)
            profile.expectOneHeader()
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("a page may name its list; removing the header gives the lists back")
        func namedListAndRemoval() {
            let world = World()
            let source = ThreePages { NestedListPage() }
            let pager = PagedViewController<NestedListPage>(scheduler: world.scheduler)
            pager.dataSource = source
            pager.reloadData()
            world.show(pager)
            let page = try! #require(pager.container.page(at: 0))
            // A header set after the pages showed, over a list already scrolled: its place counts.
            page.list.contentOffset.y = 60
            pager.headerHeight = 150
            pager.headerView = UIView()
            #expect(page.list.contentInset.top == 150)
            #expect(page.strip.contentInset.top == 0)
            #expect(page.list.scrollsToTop)
            #expect(pager.container.listOffset(ofPage: 0) == 60)
            #expect(pager.container.headerCollapse == 60)
            page.list.modelDrag(by: CGPoint(x: 0, y: 30), frames: 5)
            page.list.modelLift(velocity: .zero)
            world.settle()
            #expect(pager.container.headerCollapse == 90)

            pager.headerView = nil
            #expect(pager.container.header == nil)
            #expect(page.list.contentInset == .zero)
            #expect(page.list.contentInsetAdjustmentBehavior == .automatic)
            #expect(page.list.delegate == nil)
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("a pinned part of the header view, a taller tab bar, a tab bar replaced")
        func pinnedPartAndTabBar() {
            let world = World()
            let profile = Profile(world: world, channels: Self.channels)
            profile.pager.headerPinnedHeight = 50
            profile.pager.pagedTabBarHeight = 60
            #expect(profile.layout == PagedHeaderLayout(expandedHeight: 260, pinnedHeight: 110))
            #expect(profile.list(0)?.contentInset.top == 260)
            profile.scrollList(0, by: 1000)
            #expect(profile.container.headerCollapse == 150)
            #expect(profile.headerFrame.minY == -150)
            #expect(profile.pager.headerPinnedHeight == 50)
            #expect(profile.pager.pagedTabBarHeight == 60)
            #expect(profile.pager.headerHeight == 200)
            #expect(profile.pager.headerView === profile.header)
            #expect(profile.tabBarFrame == CGRect(x: 0, y: 50, width: 393, height: 60))
            profile.expectOneHeader()

            let other = PagedTabBar()
            profile.pager.pagedTabBar = other
            #expect(profile.tabBar.superview == nil)
            #expect(other.superview === profile.header.superview)
            #expect(other.convert(other.bounds, to: profile.pager.view).minY == 50)
            profile.pager.headerView = nil
            #expect(other.superview == nil)
            #expect(profile.header.superview == nil)
            profile.pager.headerView = profile.header
            #expect(other.superview === profile.header.superview)
            profile.pager.pagedTabBar = nil
            #expect(profile.layout == PagedHeaderLayout(expandedHeight: 200, pinnedHeight: 50))
            #expect(profile.list(0)?.contentInset.top == 200)
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("a horizontal carousel above a page's feed: the feed is found and inset from where it starts")
        func carouselAboveFeed() {
            let world = World()
            let source = ThreePages { CarouselFeedPage() }
            let pager = PagedViewController<CarouselFeedPage>(scheduler: world.scheduler)
            pager.headerView = UIView()
            pager.headerHeight = 244
            pager.dataSource = source
            pager.reloadData()
            world.show(pager)
            let page = try! #require(pager.container.page(at: 0))
            #expect(pager.listScrollView(of: page) === page.feed)
            // The feed starts 60 points down its page: 244 - 60 above its rows.
            #expect(page.feed.contentInset.top == 184)
            #expect(page.carousel.contentInset.top == 0)
            page.feed.modelDrag(by: CGPoint(x: 0, y: 700), frames: 10)
            page.feed.modelLift(velocity: .zero)
            world.settle()
            #expect(pager.container.headerCollapse == 244)
            #expect(world.window.modelTapStatusBar() === page.feed)
            world.settle()
            #expect(pager.container.headerCollapse == 0)
            #expect(page.feed.contentOffset.y == -184)
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("a fling left running while the user swipes to the next page: every list shows the same header")
        func flingThenSwipe() {
            let world = World()
            let profile = Profile(world: world, channels: Self.channels)
            let list = try! #require(profile.list(0))
            list.modelDrag(by: CGPoint(x: 0, y: 100), frames: 5)
            list.modelLift(velocity: CGPoint(x: 0, y: 3000))
            world.frames(3)
            #expect(list.isDecelerating)
            // The user swipes sideways while the list still moves.
            profile.pager.scrollView.modelDrag(by: CGPoint(x: 120, y: 0), frames: 6)
            profile.pager.scrollView.modelLift(velocity: CGPoint(x: 900, y: 0))
            world.settle()
            #expect(profile.container.settledPage == 1)
            #expect(!list.isDecelerating)
            profile.expectOneHeader()
            // The header stayed where the swipe found it, and the list that moved on is remembered
            // for when the header is fully collapsed.
            #expect(profile.container.headerCollapse == 200)
            let remembered = try! #require(profile.container.listOffset(ofPage: 0))
            #expect(remembered >= 200)
            profile.swipe(forward: false)
            #expect(profile.offset(0) == CGFloat(remembered))
            profile.expectOneHeader()
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test(
            "a drag that starts on the header scrolls the settled list, with its deceleration; a swipe on it pages",
            arguments: [false, true])
        func dragOnHeader(hitTestFollowsZPosition: Bool) {
            let world = World()
            UIView.modelHitTestFollowsZPosition = hitTestFollowsZPosition
            let profile = Profile(world: world, channels: Self.channels)
            // A row view of the list, in front of the header in `subviews` order.
            let row = UIView(frame: CGRect(x: 0, y: -244, width: 393, height: 300))
            profile.list(0)?.addSubview(row)
            // A touch on the header lands in the settled list (on the header, or on the row the
            // header is drawn over), whose drag moves it.
            let point = CGPoint(x: 100, y: 100)
            let hit = try! #require(world.window.hitTest(point, with: nil))
            #expect(hit.isDescendant(of: profile.list(0)!))
            let list = try! #require(profile.list(0))
            list.modelTouchDown(at: point)
            list.modelDrag(by: CGPoint(x: 0, y: 150), frames: 6)
            list.modelLift(velocity: CGPoint(x: 0, y: 1200))
            #expect(list.isDecelerating)
            world.settle()
            let offset = try! #require(profile.offset(0))
            #expect(offset > 150)
            #expect(profile.container.headerCollapse == 200)
            profile.expectOneHeader()

            // Pulled down past its top, the header is fully expanded and moves down with the rows
            // (what sits above the list's top inset, a refresh control, shows above it).
            list.modelDrag(by: CGPoint(x: 0, y: -(offset + 80)), frames: 8)
            #expect(profile.offset(0) == -80)
            #expect(profile.container.headerCollapse == 0)
            #expect(profile.headerFrame.minY == 80)
            #expect(profile.header.superview?.frame.minY == -244)
            list.modelLift(velocity: .zero)
            world.settle()
            #expect(profile.offset(0) == 0)

            // During a swipe the header is in the pager's view, and it does not move.
            profile.pager.scrollView.modelDrag(by: CGPoint(x: 120, y: 0), frames: 3)
            #expect(profile.header.superview?.superview === profile.pager.view)
            #expect(profile.headerFrame.minY == 0)
            profile.pager.scrollView.modelLift(velocity: CGPoint(x: 900, y: 0))
            world.settle()
            #expect(profile.header.superview?.superview === profile.list(1))
            profile.expectOneHeader()
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("a tap on a tab of the pinned tab bar, inside the settled list, jumps there")
        func tabTap() {
            let world = World()
            let profile = Profile(world: world, channels: Self.channels)
            profile.scrollList(0, by: 900)
            let tab = profile.tabBar.tabs[2]
            let center = tab.convert(CGPoint(x: tab.bounds.midX, y: tab.bounds.midY), to: world.window)
            #expect(world.window.modelTap(at: center) === tab)
            world.settle()
            #expect(profile.container.settledPage == 2)
            #expect(profile.header.superview?.superview === profile.list(2))
            profile.expectOneHeader()
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("a two-card peeking loop: the second instance of a page shows the same header and is not heard")
        func loopSecondInstance() {
            let world = World()
            let profile = Profile(
                world: world, channels: [("Posts", 5000), ("Likes", 5000)],
                configuration: PagingConfiguration(preloadRadius: 1, isLooping: true, pageSize: .fraction(0.8)))
            let pages = { profile.pager.children.compactMap { $0 as? ListPage } }
            #expect(pages().count == 3)
            profile.scrollList(0, by: 700)
            #expect(profile.container.headerCollapse == 200)
            for page in pages() {
                let offset = page.list.contentOffset.y + page.list.adjustedContentInset.top
                #expect(profile.layout.collapse(forListOffset: Double(offset)) == 200, "\(page.channel)")
            }
            let held = profile.container.listOffset(ofPage: 1)
            let second = try! #require(pages().first { $0.channel == "Likes" && $0 !== profile.container.page(at: 1) })
            second.list.modelDrag(by: CGPoint(x: 0, y: 300), frames: 5)
            second.list.modelLift(velocity: .zero)
            world.settle()
            #expect(profile.container.listOffset(ofPage: 1) == held)
            #expect(profile.container.headerCollapse == 200)
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("the host app's profile screen from the documentation runs")
        func documentedProfile() {
            let world = World()
            let profile = ProfileViewController()
            world.show(profile)
            #expect(profile.container.header == PagedHeaderLayout(expandedHeight: 324, pinnedHeight: 44))
            let page = try! #require(profile.container.page(at: 0))
            page.list.contentSize = CGSize(width: 393, height: 3000)
            profile.channelDidReload()
            #expect(profile.listScrollView(of: page) === page.list)
            page.list.modelDrag(by: CGPoint(x: 0, y: 400), frames: 8)
            page.list.modelLift(velocity: .zero)
            world.settle()
            #expect(profile.container.headerCollapse == 280)
            let rows = page.list.contentOffset.y
            profile.bioDidExpand(by: 40)
            #expect(page.list.contentOffset.y == rows)
            #expect(profile.container.headerCollapse == 320)
            #expect(UIKitModel.violations.isEmpty)
        }
    }
}

/// Three pages, each made by `make`: a data source for scenarios about one kind of page.
@MainActor final class ThreePages<Page>: PageDataSource {
    let make: () -> Page
    init(_ make: @escaping () -> Page) { self.make = make }
    func numberOfPages(in container: PagedContainer<Page>) -> Int { 3 }
    func container(_ container: PagedContainer<Page>, pageAt index: Int) -> Page { make() }
}
