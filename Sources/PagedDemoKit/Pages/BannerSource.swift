import PagedKit

/// The banner's five slides.
@MainActor public final class BannerSource: PageDataSource {
    /// The slides' headlines, in page order.
    public static let titles = ["Spring sale", "New arrivals", "Free delivery", "Gift cards", "Members' week"]

    /// Creates the data source.
    public init() {}

    public func numberOfPages(in container: PagedContainer<BannerSlide>) -> Int {
        Self.titles.count
    }

    public func container(_ container: PagedContainer<BannerSlide>, pageAt index: Int) -> BannerSlide {
        BannerSlide(index: index, title: Self.titles[index])
    }
}
