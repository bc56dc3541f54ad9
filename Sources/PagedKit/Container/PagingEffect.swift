/// One thing the container does to the world outside it: a call to the host, to the delegate or to
/// the diagnostics handler, in the order the paging rules make it.
///
/// Every such call goes through ``PagedContainer/perform(_:)`` as one of these values, so an effect
/// log is the container's whole outward behaviour: tests record it and compare it whole (rule by
/// rule, as Parchment's `PageViewManagerTests` do), and it is the vocabulary of the paging state
/// machine that issue 21 asks the container to become. Loaded pages are named by their *instance*:
/// a number given when the page is made and never reused, so two instances of one index (rule 12's
/// second instances) stay apart.
enum PagingEffect: Equatable, Sendable {
    /// `host.setContentLength(_:)`.
    case setContentLength(Double)
    /// `host.setContentOffset(_:animated:)`.
    case setContentOffset(Double, animated: Bool)
    /// The data source made instance `instance` of page `index` (`pageAt`); it was placed at
    /// `origin`, then `didLoad` was reported.
    case load(instance: Int, index: Int, origin: Double)
    /// `host.place(_:at:)` for a loaded instance that moved.
    case place(instance: Int, origin: Double)
    /// `willUnload` was reported for instance `instance` of page `index`, then `host.remove(_:)`.
    case unload(instance: Int, index: Int)
    /// An appearance event of instance `instance` of page `index`.
    case appearance(instance: Int, index: Int, PageAppearance, animated: Bool)
    /// `willScrollToPage`.
    case willScrollToPage(Int)
    /// `didScrollToPage`.
    case didScrollToPage(Int)
    /// `didChangeCurrentPage`.
    case currentPage(Int)
    /// `didScrollTo` (the position).
    case position(Double)
    /// `didChangeScrollState`.
    case scrollState(ScrollState)
    /// `diagnosticsHandler`.
    case diagnostic(PagingDiagnostic)
}
