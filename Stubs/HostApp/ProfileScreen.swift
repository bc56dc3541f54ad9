// A profile screen with a collapsing header over channel lists, as the Collapsing Headers article
// shows it (issue 23). Type-checked by Scripts/typecheck-adapters.sh.

import PagedKit
import PagedKitUIKit
import UIKit

/// One channel of a profile: a list the pager finds by itself (the page's view is the list).
final class ProfileChannelViewController: UIViewController {
    let channel: String
    let list = UIScrollView()

    init(channel: String) {
        self.channel = channel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func loadView() {
        view = list
    }
}

/// A channel whose view holds a carousel above its feed, naming the feed for the header.
final class ProfileFeedViewController: UIViewController, PagedListProviding {
    let carousel = UIScrollView()
    let feed = UIScrollView()
    var pagedListScrollView: UIScrollView? { feed }

    override func viewDidLoad() {
        super.viewDidLoad()
        carousel.scrollsToTop = false  // one list with scrollsToTop, or a status-bar tap does nothing
        view.addSubview(carousel)
        view.addSubview(feed)
    }
}

final class ProfileViewController: PagedViewController<ProfileChannelViewController>, PageDataSource {
    let channels = ["Posts", "Replies", "Media", "Likes"]
    private let profileHeader = UIView()
    private let channelTabs = PagedTabBar(frame: .zero)

    init() {
        super.init(configuration: PagingConfiguration(preloadRadius: 1))
        dataSource = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        channelTabs.titles = channels
        headerView = profileHeader
        headerHeight = 280
        headerPinnedHeight = 0
        pagedTabBar = channelTabs  // pinned under the header, pagedTabBarHeight (44) tall
        reloadData()
    }

    /// The bio expanded: the header grows, each list's rows stay where they are.
    func bioDidExpand(by extra: CGFloat) {
        headerHeight += extra
    }

    /// A channel's rows were reloaded: its bottom space follows its new height.
    func channelDidReload() {
        updateListInsets()
    }

    func numberOfPages(in container: PagedContainer<ProfileChannelViewController>) -> Int { channels.count }

    func container(_ container: PagedContainer<ProfileChannelViewController>, pageAt index: Int)
        -> ProfileChannelViewController
    {
        ProfileChannelViewController(channel: channels[index])
    }

    func container(_ container: PagedContainer<ProfileChannelViewController>, identifierForPageAt index: Int)
        -> AnyHashable
    {
        channels[index]
    }

    override func didChangeCurrentPage(_ index: Int) {
        // The list the header follows for the current page, if it is loaded.
        if let page = container.page(at: index), let list = listScrollView(of: page) {
            list.showsVerticalScrollIndicator = true
        }
    }
}
