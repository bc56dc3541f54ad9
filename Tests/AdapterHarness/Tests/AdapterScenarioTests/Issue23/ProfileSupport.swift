import PagedKit
import PagedKitUIKit
import Testing
@_spi(UIKitModel) import UIKit

/// A channel's page whose view is its list (as a `UITableViewController`'s is).
final class ListPage: UIViewController {
    let channel: String
    let list = UIScrollView(frame: ModelScreen.bounds)

    init(channel: String, contentHeight: CGFloat) {
        self.channel = channel
        super.init(nibName: nil, bundle: nil)
        list.contentSize = CGSize(width: 0, height: contentHeight)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func loadView() {
        view = list
    }
}

/// A page that names a list nested in its view (`PagedListProviding`), beside a horizontal strip.
final class NestedListPage: UIViewController, PagedListProviding {
    let strip = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 60))
    let list = UIScrollView(frame: ModelScreen.bounds)
    var pagedListScrollView: UIScrollView? { list }

    override func viewDidLoad() {
        super.viewDidLoad()
        strip.contentSize = CGSize(width: 2000, height: 60)
        list.contentSize = CGSize(width: 0, height: 4000)
        view.addSubview(strip)
        view.addSubview(list)
    }
}

/// A page with a horizontal carousel above its feed, naming neither: the feed is found.
final class CarouselFeedPage: UIViewController {
    let carousel = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 60))
    let feed = UIScrollView(frame: CGRect(x: 0, y: 60, width: 393, height: 792))

    override func viewDidLoad() {
        super.viewDidLoad()
        carousel.contentSize = CGSize(width: 2000, height: 60)
        // One scroll view with `scrollsToTop` on screen, or a status-bar tap does nothing.
        carousel.scrollsToTop = false
        feed.contentSize = CGSize(width: 393, height: 3000)
        view.addSubview(carousel)
        view.addSubview(feed)
    }
}

/// The channels of a profile, by name, each with its list's content height.
@MainActor final class ProfileSource: PageDataSource {
    var channels: [(name: String, height: CGFloat)]
    /// Called with each page made.
    var onMake: ((ListPage) -> Void)?

    init(_ channels: [(name: String, height: CGFloat)]) { self.channels = channels }

    func numberOfPages(in container: PagedContainer<ListPage>) -> Int { channels.count }

    func container(_ container: PagedContainer<ListPage>, pageAt index: Int) -> ListPage {
        let page = ListPage(channel: channels[index].name, contentHeight: channels[index].height)
        onMake?(page)
        return page
    }

    func container(_ container: PagedContainer<ListPage>, identifierForPageAt index: Int) -> AnyHashable {
        channels[index].name
    }
}

/// An app delegate on a list: what it hears, and whether it lets a status-bar tap scroll.
final class ListDelegate: NSObject, UIScrollViewDelegate {
    var didScrollCount = 0
    var didEndDecelerating = 0
    var allowsScrollToTop = true
    var didScrollToTop = 0

    func scrollViewDidScroll(_ scrollView: UIScrollView) { didScrollCount += 1 }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { didEndDecelerating += 1 }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { allowsScrollToTop }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { didScrollToTop += 1 }
}

/// A profile screen: a 200-point header over a 44-point tab bar over channel lists
/// (expanded 244, pinned 44, collapse range 200).
@MainActor final class Profile {
    let world: World
    let source: ProfileSource
    let pager: PagedViewController<ListPage>
    let header = UIView()
    let tabBar = PagedTabBar()

    init(
        world: World, channels: [(name: String, height: CGFloat)],
        configuration: PagingConfiguration = PagingConfiguration(preloadRadius: 1),
        pushedOn navigation: UINavigationController? = nil
    ) {
        self.world = world
        source = ProfileSource(channels)
        pager = PagedViewController<ListPage>(configuration: configuration, scheduler: world.scheduler)
        pager.headerHeight = 200
        pager.pagedTabBar = tabBar
        pager.headerView = header
        tabBar.titles = channels.map(\.name)
        pager.dataSource = source
        pager.reloadData()
        if let navigation {
            world.show(navigation)
            navigation.pushViewController(pager, animated: false)
            world.frames()
        } else {
            world.show(pager)
        }
    }

    var container: PagedContainer<ListPage> { pager.container }
    var layout: PagedHeaderLayout { container.header ?? PagedHeaderLayout(expandedHeight: 0) }

    func list(_ index: Int) -> UIScrollView? { container.page(at: index)?.list }

    /// Where the header view shows, in the pager's view, whichever view holds it.
    var headerFrame: CGRect { header.convert(header.bounds, to: pager.view) }
    /// Where the tab bar shows, in the pager's view.
    var tabBarFrame: CGRect { tabBar.convert(tabBar.bounds, to: pager.view) }

    /// A list's offset in rule 16's terms: from the top inset the controller set (its adjusted inset,
    /// the adjustment being off, less what UIKit adds while a refresh control refreshes).
    func offset(_ index: Int) -> CGFloat? {
        list(index).map { $0.contentOffset.y + $0.contentInset.top - $0.modelRefreshAddedContentInset }
    }

    /// The user scrolls page `index`'s list by `distance` and lets go without a fling.
    func scrollList(_ index: Int, by distance: CGFloat) {
        guard let list = list(index) else {
            Issue.record("page \(index) is not loaded")
            return
        }
        list.modelDrag(by: CGPoint(x: 0, y: distance), frames: 10)
        list.modelLift(velocity: .zero)
        world.settle()
    }

    /// A horizontal swipe to the next (`forward`) or previous page.
    func swipe(forward: Bool) {
        let sign: CGFloat = forward ? 1 : -1
        pager.scrollView.modelDrag(by: CGPoint(x: 120 * sign, y: 0), frames: 6)
        pager.scrollView.modelLift(velocity: CGPoint(x: 900 * sign, y: 0))
        world.settle()
    }

    /// Every loaded list shows the header the settled list drives, and the header views sit
    /// where the collapse puts them.
    func expectOneHeader(sourceLocation: SourceLocation = #_sourceLocation) {
        let collapse = container.headerCollapse
        for index in container.loadedPageIndices.sorted() {
            guard let offset = offset(index) else { continue }
            // The list is where the container holds it.
            #expect(
                container.listOffset(ofPage: index) == Double(offset), "page \(index) at \(offset)",
                sourceLocation: sourceLocation)
            #expect(
                layout.collapse(forListOffset: Double(offset)) == collapse, "page \(index) at \(offset)",
                sourceLocation: sourceLocation)
        }
        let pull = min(0, offset(container.settledPage) ?? 0)
        #expect(
            headerFrame.minY == pager.view.safeAreaInsets.top - CGFloat(collapse) - pull, sourceLocation: sourceLocation
        )
        #expect(tabBarFrame.minY == headerFrame.maxY, sourceLocation: sourceLocation)
    }
}
