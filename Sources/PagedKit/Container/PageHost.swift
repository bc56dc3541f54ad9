/// The scrolling surface a ``PagedContainer`` drives: a `UIScrollView` on iOS, `ScrollSimulator` in tests.
///
/// The container assumes UIScrollView's behaviour: `setContentOffset(_:animated: false)` reports
/// ``PagedContainer/didScroll(toOffset:)`` synchronously, inside the call; `animated: true` reports
/// ticks later and ends with ``PagedContainer/didEndScrollingAnimation()``.
@MainActor public protocol PageHost<Page>: AnyObject {
    /// The host's page type.
    associatedtype Page
    /// Sets the content length along the paging axis, in points.
    func setContentLength(_ length: Double)
    /// Moves the content, at once or animated.
    func setContentOffset(_ offset: Double, animated: Bool)
    /// Adds the page at `offset` along the paging axis, or moves it there if already placed.
    /// The page is `pageLength` long along the axis (the viewport's length with `.fill`); `offset` is
    /// its span's lower coordinate, in either reading direction.
    func place(_ page: Page, at offset: Double)
    /// Removes a placed page.
    func remove(_ page: Page)
}
