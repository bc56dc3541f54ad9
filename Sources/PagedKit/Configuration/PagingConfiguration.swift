/// How a ``PagedContainer`` keeps, lays out and moves its pages.
///
/// Every property can be changed on a live container; the container keeps the current page and
/// rebuilds its window. Negative values are treated as 0.
public struct PagingConfiguration: Sendable, Equatable {
    /// How many pages on each side of the current page stay loaded. Default `1`.
    ///
    /// Capped at ``maximumPreloadRadius`` (``maximumLoopingRadius`` when looping, so that the window
    /// always fits inside the constant-length looping content).
    public var preloadRadius: Int
    /// How many recently left pages stay loaded (placed off-screen) beyond the radius, least recently
    /// used first to go. Default `0`. Capped at ``maximumCacheLimit``.
    ///
    /// A cached page stays in its slot when the content has one for it, and is otherwise parked far
    /// before the content's start (a page a jump's splice skips, a far page of a long loop), so a
    /// far jump keeps the pages the user just left.
    public var cacheLimit: Int
    /// Whether the pages repeat endlessly in both directions, as in a banner. Default `false`.
    ///
    /// With fewer than two pages there is nothing to loop to, and the container behaves as if this
    /// were `false`.
    public var isLooping: Bool
    /// The axis the pages are laid out along. Default `.horizontal`.
    public var axis: PagingAxis
    /// The reading order of the pages. Default `.leftToRight`.
    public var direction: PagingDirection
    /// Automatic advancing to the next page, for banners. Default `nil` (off).
    public var autoScroll: AutoScroll?
    /// How long each page is along the axis. Default ``PageSize/fill``: the viewport's length.
    ///
    /// Shorter pages are cards with their neighbours peeking in (rule 12); the content then moves
    /// by the *pitch*, the page length plus ``pageSpacing``. A page shorter than 1/64 of the
    /// viewport acts as 1/64 of it, so the viewport never shows more than about 65 cards.
    public var pageSize: PageSize
    /// Points between neighbouring pages. Default `0`. Negative or non-finite spacing is 0.
    public var pageSpacing: Double
    /// Where a resting page sits in the viewport. Default ``PageAlignment/center``; with
    /// ``PageSize/fill`` both alignments are the same.
    public var pageAlignment: PageAlignment
    /// How near the last page the settled page must come for
    /// ``PagedContainerDelegate/container(_:didApproachEndAt:)``: a feed that loads more pages
    /// before the user reaches the end. `nil` (the default) for no report; a negative distance counts
    /// as 0 (the last page itself). Not reported while looping (a loop has no end).
    ///
    /// Reported once per approach, at a rest (or a jump at once, or the first load), never on a
    /// scroll tick: again only after the settled page left the range, or after the page count
    /// changed (the app appended pages and the user is still near the end).
    public var endApproachDistance: Int?

    /// The largest preload radius honoured while looping: 16 (the looping content is 64 pages long,
    /// so the window always fits inside it). A larger ``preloadRadius`` acts as this while looping.
    ///
    /// Part of the contract (rule 4): each of the window's caps is at least 16.
    public static let maximumLoopingRadius = 16
    /// The largest preload radius honoured without looping: 64, a window of at most 129 pages. A
    /// larger ``preloadRadius`` acts as this, so a radius of 10⁶ cannot load 2 × 10⁶ pages.
    ///
    /// Part of the contract (rule 4): each of the window's caps is at least 16.
    public static let maximumPreloadRadius = 64
    /// The largest cache honoured: 64 pages. A larger ``cacheLimit`` acts as this.
    ///
    /// Part of the contract (rule 4): each of the window's caps is at least 16.
    public static let maximumCacheLimit = 64

    /// Creates a configuration.
    /// - Parameters:
    ///   - preloadRadius: Pages kept loaded on each side of the current page. Default `1`.
    ///   - cacheLimit: Recently left pages kept beyond the radius. Default `0`.
    ///   - isLooping: Whether the pages repeat endlessly. Default `false`.
    ///   - axis: The paging axis. Default `.horizontal`.
    ///   - direction: The reading order. Default `.leftToRight`.
    ///   - autoScroll: Automatic advancing, or `nil` for none. Default `nil`.
    ///   - pageSize: The page length. Default ``PageSize/fill``.
    ///   - pageSpacing: Points between neighbouring pages. Default `0`.
    ///   - pageAlignment: Where a resting page sits. Default ``PageAlignment/center``.
    ///   - endApproachDistance: How near the last page a rest reports the end's approach. Default
    ///     `nil` (never).
    public init(
        preloadRadius: Int = 1, cacheLimit: Int = 0, isLooping: Bool = false,
        axis: PagingAxis = .horizontal, direction: PagingDirection = .leftToRight,
        autoScroll: AutoScroll? = nil, pageSize: PageSize = .fill, pageSpacing: Double = 0,
        pageAlignment: PageAlignment = .center, endApproachDistance: Int? = nil
    ) {
        self.endApproachDistance = endApproachDistance
        self.pageSize = pageSize
        self.pageSpacing = pageSpacing
        self.pageAlignment = pageAlignment
        self.preloadRadius = preloadRadius
        self.cacheLimit = cacheLimit
        self.isLooping = isLooping
        self.axis = axis
        self.direction = direction
        self.autoScroll = autoScroll
    }
}
