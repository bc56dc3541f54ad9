/// One way of building a pager, driven by the same host events as every other.
///
/// A strategy is the delegate of a ``BenchScrollView`` (a model of `UIScrollView`) and also takes the
/// app's requests: a jump, a memory warning, a reload. The scroll view calls the `UIScrollViewDelegate`
/// methods; the reference models need only ``didScroll(toOffset:)`` and leave the others to their
/// default implementations, which do what a paging `UIScrollView` does on its own.
@MainActor protocol PagerStrategy: AnyObject {
    /// `scrollViewWillBeginDragging`.
    func willBeginDragging()
    /// `scrollViewDidScroll`, with the content offset along the paging axis.
    func didScroll(toOffset offset: Double)
    /// `scrollViewWillEndDragging`: returns where the content comes to rest. `pagingTarget` is where
    /// a scroll view with `isPagingEnabled` would put it.
    func willEndDragging(velocity: Double, pagingTarget: Double) -> Double
    /// `scrollViewDidEndDragging(_:willDecelerate:)`.
    func didEndDragging(willDecelerate: Bool)
    /// `scrollViewDidEndDecelerating`.
    func didEndDecelerating()
    /// `scrollViewDidEndScrollingAnimation`.
    func didEndScrollingAnimation()

    /// The app asks for page `index`.
    func jump(to index: Int, animated: Bool)
    /// The app received a memory warning.
    func memoryWarning()
    /// The data changed to `count` pages (the bench reloads with the same items).
    func reload(count: Int)

    /// The logical position in pages (wrapped into `0..<count` when looping), as a page indicator
    /// would show it.
    var position: Double { get }
}

extension PagerStrategy {
    func willBeginDragging() {}
    func willEndDragging(velocity: Double, pagingTarget: Double) -> Double { pagingTarget }
    func didEndDragging(willDecelerate: Bool) {}
    func didEndDecelerating() {}
    func didEndScrollingAnimation() {}
}

/// The strategies the bench compares, in table order.
enum StrategyKind: CaseIterable {
    case pagedKit
    case pagedKitLooping
    /// PagedKit as a peeking carousel (``BenchCarousel``), with a transformer on every tick.
    case pagedKitPeeking
    case pagedKitPeekingLooping
    /// The same cards with no transformer: the position report only, as the full-page rows.
    case pagedKitPeekingPlain
    /// Narrow cards (45 % of the viewport), with the transformer.
    case pagedKitPeekingNarrow
    /// PagedKit over an ``IndexedPageDataSource``: run on the reload traces only (everything else is
    /// the plain strategy's code).
    case pagedKitIndexed
    case eagerSentinel
    case virtualCollection
    case keepVisited
    case contractFloor
    case floor

    /// The row label, stable across runs: the `strategy` key in `--json`.
    var key: String {
        switch self {
        case .pagedKit: "pagedkit"
        case .pagedKitLooping: "pagedkit-looping"
        case .pagedKitPeeking: "pagedkit-peeking"
        case .pagedKitPeekingLooping: "pagedkit-peeking-looping"
        case .pagedKitPeekingPlain: "pagedkit-peeking-plain"
        case .pagedKitPeekingNarrow: "pagedkit-peeking-narrow"
        case .pagedKitIndexed: "pagedkit-indexed"
        case .eagerSentinel: "eager-sentinel"
        case .virtualCollection: "virtual-x100"
        case .keepVisited: "keep-visited"
        case .contractFloor: "contract-floor"
        case .floor: "floor"
        }
    }

    /// Whether the strategy's content repeats endlessly.
    var isLooping: Bool {
        switch self {
        case .pagedKitLooping, .pagedKitPeekingLooping, .eagerSentinel, .virtualCollection: true
        case .pagedKit, .pagedKitPeeking, .pagedKitPeekingPlain, .pagedKitPeekingNarrow, .pagedKitIndexed, .keepVisited,
            .contractFloor, .floor:
            false
        }
    }

    /// Whether the strategy is a peeking carousel: its pages are ``BenchCarousel``'s cards.
    var isPeeking: Bool { cardFraction != nil }

    /// The cards' share of the viewport, or `nil` for full pages.
    var cardFraction: Double? {
        switch self {
        case .pagedKitPeeking, .pagedKitPeekingLooping, .pagedKitPeekingPlain: BenchCarousel.pageFraction
        case .pagedKitPeekingNarrow: BenchCarousel.narrowPageFraction
        default: nil
        }
    }

    /// Rule 12's lengths of the strategy's cards on a viewport of `viewport` points; `nil` for full pages.
    func carousel(viewport: Double) -> BenchCarousel.Lengths? {
        cardFraction.map { BenchCarousel.Lengths(viewport: viewport, fraction: $0) }
    }

    /// How far apart pages rest on a viewport of `viewport` points.
    func pitch(viewport: Double) -> Double {
        carousel(viewport: viewport)?.pitch ?? viewport
    }

    /// Whether the strategy makes pages at all (the floors make none).
    var makesPages: Bool { self != .floor && self != .contractFloor }

    /// Whether a reload reads every identifier: PagedKit over a plain data source.
    var readsEveryIdentifier: Bool { self == .pagedKit || self == .pagedKitLooping }

    /// Whether the strategy runs `trace`: the indexed strategy only the reload traces, the reload
    /// sweep only the two non-looping PagedKit strategies.
    func runs(_ trace: TraceKind) -> Bool {
        switch trace {
        case .reloadSweep: self == .pagedKit || self == .pagedKitIndexed
        case .editSweep: false  // its own rig: `EditBench`
        case .reload: true
        default: self != .pagedKitIndexed
        }
    }

    /// Builds the strategy over `pageCount` pages on `scrollView`, at rest on page 0, its first
    /// pages loaded.
    @MainActor func make(pageCount: Int, scrollView: BenchScrollView) -> any PagerStrategy {
        let strategy: any PagerStrategy
        switch self {
        case .pagedKit: strategy = PagedKitStrategy(pageCount: pageCount, isLooping: false, scrollView: scrollView)
        case .pagedKitLooping:
            strategy = PagedKitStrategy(pageCount: pageCount, isLooping: true, scrollView: scrollView)
        case .pagedKitPeeking, .pagedKitPeekingLooping, .pagedKitPeekingPlain, .pagedKitPeekingNarrow:
            scrollView.pitch = pitch(viewport: scrollView.viewportLength)
            strategy = PagedKitStrategy(
                pageCount: pageCount, isLooping: isLooping, cardFraction: cardFraction,
                transformsPages: self != .pagedKitPeekingPlain, scrollView: scrollView)
        case .pagedKitIndexed:
            strategy = PagedKitStrategy(pageCount: pageCount, isLooping: false, isIndexed: true, scrollView: scrollView)
        case .eagerSentinel: strategy = EagerSentinelStrategy(pageCount: pageCount, scrollView: scrollView)
        case .virtualCollection: strategy = VirtualCollectionStrategy(pageCount: pageCount, scrollView: scrollView)
        case .keepVisited: strategy = KeepVisitedStrategy(pageCount: pageCount, scrollView: scrollView)
        case .contractFloor: strategy = ContractFloorStrategy(pageCount: pageCount, scrollView: scrollView)
        case .floor: strategy = FloorStrategy(pageCount: pageCount, scrollView: scrollView)
        }
        return strategy
    }
}
