// A channel pager with the adapters' tab bar, UIKit and SwiftUI, as the News Channels article shows
// it. Type-checked by Scripts/typecheck-adapters.sh.

import PagedKit
import PagedKitSwiftUI
import PagedKitUIKit
import SwiftUI
import UIKit

final class TabbedChannelsViewController: PagedViewController<UIViewController>, PageDataSource {
    var channels = ["Top", "World", "Business", "Tech", "Sport", "Science", "Health"]
    private let channelTabs = PagedTabBar(frame: .zero)

    init() {
        super.init(configuration: PagingConfiguration(preloadRadius: 1))
        dataSource = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        channelTabs.titles = channels
        channelTabs.indicatorStyle = .stretching
        channelTabs.diagnosticsHandler = { diagnostic in print("tab bar: \(diagnostic)") }
        pagedTabBar = channelTabs
        view.addSubview(channelTabs)
        reloadData()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        channelTabs.frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: 44)
    }

    /// Channels reordered by the reader: the selected tab stays on its channel.
    func reorder(_ newOrder: [String]) {
        channels = newOrder
        channelTabs.titles = newOrder
        reloadData()
    }

    func numberOfPages(in container: PagedContainer<UIViewController>) -> Int { channels.count }

    func container(_ container: PagedContainer<UIViewController>, pageAt index: Int) -> UIViewController {
        UIViewController()
    }

    func container(_ container: PagedContainer<UIViewController>, identifierForPageAt index: Int) -> AnyHashable {
        channels[index]
    }
}

struct ChannelTabsView: View {
    let channels: [String]
    @State private var page = 0

    /// The tab row, bound to the same page as the pager (the model has no stacks: an app puts both
    /// in a `VStack`).
    var tabs: some View {
        PagedTabStrip(channels, currentPage: $page) { $0 }
    }

    var body: some View {
        PagedView(pageCount: channels.count, currentPage: $page) { index in
            Text(channels[index])
        }
    }
}
