// A news app's channel pager, written the way a host app would against PagedKitUIKit: a subclass
// of PagedViewController that is its own data source, overrides the hooks, binds a page control,
// and pages that keep their state across unloading. Type-checked by Scripts/typecheck-adapters.sh;
// the documentation's UIKit samples follow it.

import PagedKit
import PagedKitUIKit
import UIKit

struct Channel: Hashable {
    let id: String
    let title: String
}

/// The app's own tab bar: one tab per channel and an underline.
final class ChannelTabBar: UIView {
    func select(_ index: Int) {}
    func moveUnderline(to position: Double) {}
}

/// One channel's feed. Keeps its scroll position when the pager unloads it.
final class ChannelViewController: UIViewController, RestorablePage {
    let channel: Channel
    private let feed = UIScrollView()

    init(channel: Channel) {
        self.channel = channel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        feed.frame = view.bounds
        feed.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(feed)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Start the channel's video, refresh stale stories…
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        // Pause the video.
    }

    func saveState() -> CGPoint { feed.contentOffset }
    func restoreState(_ state: CGPoint) { feed.contentOffset = state }
}

final class ChannelsViewController: PagedViewController<ChannelViewController>, PageDataSource {
    private(set) var channels: [Channel]
    var lastReadChannel = 0
    private let indicator = UIPageControl()
    private let tabBar = ChannelTabBar()

    init(channels: [Channel]) {
        self.channels = channels
        super.init(configuration: PagingConfiguration(preloadRadius: 1, cacheLimit: 2))
        dataSource = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tabBar)
        view.addSubview(indicator)
        pageControl = indicator
        reloadData()
        try? scrollToPage(lastReadChannel, animated: false)
    }

    func tabBar(_ tabBar: ChannelTabBar, didSelect index: Int) {
        try? scrollToPage(index, animated: true)
    }

    /// Opening the app on a channel: works before the view has a size.
    func show(_ channel: Channel, animated: Bool) {
        guard let index = channels.firstIndex(of: channel) else { return }
        try? scrollToPage(index, animated: animated)
    }

    /// The channel list changed on the server: the user stays on the channel they were reading.
    func update(_ newChannels: [Channel]) {
        channels = newChannels
        reloadData()
    }

    // MARK: PageDataSource

    func numberOfPages(in container: PagedContainer<ChannelViewController>) -> Int {
        channels.count
    }

    func container(_ container: PagedContainer<ChannelViewController>, pageAt index: Int) -> ChannelViewController {
        ChannelViewController(channel: channels[index])
    }

    func container(_ container: PagedContainer<ChannelViewController>, identifierForPageAt index: Int) -> AnyHashable {
        channels[index].id
    }

    // MARK: Hooks

    override func willScrollToPage(_ index: Int) {
        tabBar.select(index)
    }

    override func didScroll(to position: Double) {
        tabBar.moveUnderline(to: position)
    }

    override func didScrollToPage(_ index: Int) {
        // Log the channel view.
    }

    override func didLoadPage(_ page: ChannelViewController, at index: Int) {
        // Start loading the feed.
    }

    override func accessibilityAnnouncement(forPageAt index: Int) -> String? {
        "\(channels[index].title), channel \(index + 1) of \(channels.count)"
    }
}

/// An observer that is not the pager: analytics hears every event through the delegate.
@MainActor final class ChannelAnalytics: PagedContainerDelegate {
    private(set) var views: [Int] = []

    func container(_ container: PagedContainer<ChannelViewController>, didScrollToPage index: Int) {
        views.append(index)
    }
}

@MainActor func makeChannels() -> (ChannelsViewController, ChannelAnalytics) {
    let pager = ChannelsViewController(channels: [
        Channel(id: "top", title: "Top"), Channel(id: "world", title: "World"),
        Channel(id: "business", title: "Business"),
    ])
    let analytics = ChannelAnalytics()
    pager.delegate = analytics  // held weakly: the caller keeps it
    pager.container.pauseAutoScroll(for: .modal)
    return (pager, analytics)
}
