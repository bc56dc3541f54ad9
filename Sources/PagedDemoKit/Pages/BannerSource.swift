import PagedKit

/// The banner's cards: five, or two for a few-page loop (`t` toggles them).
@MainActor public final class BannerSource: PageDataSource {
    /// The cards' headlines, in page order.
    public static let titles = ["Spring sale", "New arrivals", "Free delivery", "Gift cards", "Members' week"]
    /// The cards of the few-page loop: so few that both neighbours of a resting card are one card,
    /// shown twice.
    public static let fewCount = 2

    /// How many cards the banner shows: the first of ``titles``. Call `reloadData()` after changing it.
    public private(set) var count = BannerSource.titles.count

    /// Creates the data source.
    public init() {}

    /// Switches between all five cards and ``fewCount``.
    /// - Returns: What changed, for the event line: `2 cards` or `5 cards`.
    public func toggleCount() -> String {
        count = count == Self.titles.count ? Self.fewCount : Self.titles.count
        return "\(count) cards"
    }

    public func numberOfPages(in container: PagedContainer<BannerSlide>) -> Int {
        count
    }

    public func container(_ container: PagedContainer<BannerSlide>, pageAt index: Int) -> BannerSlide {
        BannerSlide(index: index, title: Self.titles[index])
    }
}
