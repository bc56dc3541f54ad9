// A home-screen banner written against PagedScrollView: looping, auto-advancing views, with a page
// control and a separate data source. Type-checked by Scripts/typecheck-adapters.sh.

import PagedKit
import PagedKitUIKit
import UIKit

final class BannerCard: UIView {
    let promotion: String

    init(promotion: String) {
        self.promotion = promotion
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

@MainActor final class Promotions: PageDataSource {
    var names = ["Spring sale", "Free delivery", "New arrivals"]

    func numberOfPages(in container: PagedContainer<BannerCard>) -> Int { names.count }

    func container(_ container: PagedContainer<BannerCard>, pageAt index: Int) -> BannerCard {
        BannerCard(promotion: names[index])
    }

    func container(_ container: PagedContainer<BannerCard>, identifierForPageAt index: Int) -> AnyHashable {
        names[index]
    }
}

final class HomeHeaderView: UIView {
    let promotions = Promotions()
    let banner = PagedScrollView<BannerCard>(
        configuration: PagingConfiguration(
            isLooping: true, autoScroll: AutoScroll(interval: .seconds(4), resumeDelay: .seconds(6))))
    let dots = UIPageControl()

    override init(frame: CGRect) {
        super.init(frame: frame)
        banner.dataSource = promotions
        banner.pageControl = dots
        addSubview(banner)
        addSubview(dots)
        banner.reloadData()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        banner.frame = bounds
    }

    /// A sheet covers the banner: hold auto-scroll back until it goes.
    func sheetDidChange(isPresented: Bool) {
        if isPresented {
            banner.container.pauseAutoScroll(for: .modal)
        } else {
            banner.container.resumeAutoScroll(for: .modal)
        }
    }
}

/// Subclassing instead of a separate data source.
final class StoryStrip: PagedScrollView<BannerCard>, PageDataSource {
    var stories: [String] = [] {
        didSet { reloadData() }
    }

    init() {
        super.init(configuration: PagingConfiguration(axis: .vertical))
        dataSource = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func numberOfPages(in container: PagedContainer<BannerCard>) -> Int { stories.count }

    func container(_ container: PagedContainer<BannerCard>, pageAt index: Int) -> BannerCard {
        BannerCard(promotion: stories[index])
    }

    override func didChangeCurrentPage(_ index: Int) {
        // Update a story counter.
    }

    override func didChangeAppearance(
        of page: BannerCard, at index: Int, to appearance: PageAppearance, animated: Bool
    ) {
        // Start or stop a story's animation.
    }
}
