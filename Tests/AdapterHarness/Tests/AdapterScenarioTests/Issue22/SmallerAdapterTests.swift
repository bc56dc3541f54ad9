import PagedKit
import PagedKitUIKit
import Testing
@_spi(UIKitModel) import UIKit

/// Issue 22, A10: a neighbour tap under Reduce Motion, the tab strip's reading order, and the
/// search for a page's feed.
extension AdapterScenarios {
    @MainActor @Suite("issue 22 A10: smaller adapter defects") struct SmallerAdapterTests {
        @Test("a tap on a peeking neighbour under Reduce Motion moves there without the slide")
        func neighbourTapUnderReduceMotion() async {
            let world = World()
            await ModelAccessibility.shared.setReduceMotionEnabled(true)
            let cards = CardPager(world: world, configuration: NeighbourTapTests.carousel)
            cards.scrollView.modelClearEvents()
            world.window.modelTap(at: CGPoint(x: 300, y: 100))
            #expect(!cards.scrollView.modelEvents.contains { if case .animationStarted = $0 { true } else { false } })
            #expect(cards.container.settledPage == 1)
            #expect(cards.scrollView.contentOffset == CGPoint(x: 250, y: 0))
        }

        @Test("the tab strip runs the way its pager pages, also when the pager does not follow the layout direction")
        func tabStripFollowsThePagersDirection() {
            let world = World(layoutDirection: .rightToLeft)
            let tabbed = TabbedPager(world: world)
            // Right to left, like the app: tab 0 at the strip's right end.
            #expect(tabbed.container.configuration.direction == .rightToLeft)
            #expect(tabbed.bar.tabs[0].frame.minX > tabbed.bar.tabs[1].frame.minX)
            // The pager keeps left to right: so does the strip.
            tabbed.pager.followsLayoutDirection = false
            tabbed.pager.configuration.direction = .leftToRight
            world.frames()
            #expect(tabbed.bar.tabs[0].frame.minX < tabbed.bar.tabs[1].frame.minX)
            #expect(tabbed.bar.selectedTab == 0)
            #expect(tabbed.bar.scrollView.contentOffset.x == 0)
        }

        @Test("the bars track the page's feed, not a shallower comment box or row of chips")
        func feedSearchPrefersAVerticalScroller() {
            let world = World()
            let source = FeedPageSource()
            let pager = PagedViewController<FeedPage>(scheduler: world.scheduler)
            pager.dataSource = source
            pager.reloadData()
            let navigation = UINavigationController(rootViewController: pager)
            world.show(navigation)
            let page = pager.container.page(at: 0)
            #expect(page != nil)
            #expect(pager.contentScrollView(for: .top) === page?.feed)
            // Without a vertical feed, a vertical text view (an article) is next, then anything.
            page?.feed.removeFromSuperview()
            page?.comment.contentSize = CGSize(width: 300, height: 900)
            #expect(pager.contentScrollView(for: .top) === page?.comment)
            page?.comment.removeFromSuperview()
            #expect(pager.contentScrollView(for: .top) === page?.chips)
        }
    }
}

/// A channel page with a row of chips and a comment box above its feed, which sits one level deeper.
final class FeedPage: UIViewController {
    let chips = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
    let comment = UITextView(frame: CGRect(x: 0, y: 44, width: 393, height: 60))
    let feed = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 700))

    override func viewDidLoad() {
        super.viewDidLoad()
        chips.contentSize = CGSize(width: 1200, height: 44)
        view.addSubview(chips)
        view.addSubview(comment)
        let container = UIView(frame: CGRect(x: 0, y: 104, width: 393, height: 700))
        feed.contentSize = CGSize(width: 393, height: 5000)
        container.addSubview(feed)
        view.addSubview(container)
    }
}

/// One feed page.
@MainActor final class FeedPageSource: PageDataSource {
    func numberOfPages(in container: PagedContainer<FeedPage>) -> Int { 1 }
    func container(_ container: PagedContainer<FeedPage>, pageAt index: Int) -> FeedPage { FeedPage() }
}

/// Issue 22, A9: a carousel's pages are told their own size on rotation.
extension AdapterScenarios {
    @MainActor @Suite("issue 22 A9: child sizes") struct ChildSizeTests {
        @Test("on rotation a carousel's pages hear the page size, not the viewport's", arguments: [false, true])
        func carouselPagesHearTheirSize(vertical: Bool) {
            let world = World()
            let source = SizeRecordingSource()
            let pager = PagedViewController<SizeRecordingPage>(
                configuration: PagingConfiguration(axis: vertical ? .vertical : .horizontal, pageSize: .fraction(0.8)),
                scheduler: world.scheduler)
            pager.dataSource = source
            pager.reloadData()
            world.show(pager)
            world.window.modelResize(to: CGSize(width: 852, height: 393), duration: 0)
            world.frames()
            let expected = vertical ? CGSize(width: 852, height: 393 * 0.8) : CGSize(width: 852 * 0.8, height: 393)
            let page = pager.container.page(at: 0)
            #expect(page?.transitions == [expected])
            #expect(page?.view.bounds.size == expected)
            // Not a page: the parent's size, as UIKit's default.
            let stranger = UIViewController()
            #expect(
                pager.size(forChildContentContainer: stranger, withParentContainerSize: CGSize(width: 10, height: 20))
                    == CGSize(width: 10, height: 20))
        }
    }
}

/// A page that records the sizes it is told it will have.
final class SizeRecordingPage: UIViewController {
    var transitions: [CGSize] = []
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        transitions.append(size)
    }
}

/// Three size-recording pages.
@MainActor final class SizeRecordingSource: PageDataSource {
    func numberOfPages(in container: PagedContainer<SizeRecordingPage>) -> Int { 3 }
    func container(_ container: PagedContainer<SizeRecordingPage>, pageAt index: Int) -> SizeRecordingPage {
        SizeRecordingPage()
    }
}

/// Issue 22, A12 (the first audit's B16): Switch Control holds auto-scroll back, as VoiceOver does.
extension AdapterScenarios {
    @MainActor @Suite("issue 22 A12: Switch Control") struct SwitchControlTests {
        @Test("a banner does not advance while Switch Control runs, and resumes after")
        func switchControlPausesAutoScroll() async {
            let world = World()
            let cards = CardPager(
                world: world, count: 3, configuration: PagingConfiguration(isLooping: true, autoScroll: AutoScroll()))
            await ModelAccessibility.shared.setSwitchControlRunning(true)
            world.advance(seconds: 3)
            world.settle()
            #expect(cards.container.settledPage == 0)
            #expect(cards.container.isAutoScrollPaused)
            await ModelAccessibility.shared.setSwitchControlRunning(false)
            world.advance(seconds: 2)
            world.settle()
            #expect(cards.container.settledPage == 1)
        }
    }
}
