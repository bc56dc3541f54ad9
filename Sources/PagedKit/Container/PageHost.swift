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
    /// Rule 16: moves `page`'s vertical list to list offset `offset` (0: its top with the header
    /// fully expanded above it; on iOS `contentOffset.y` is `offset` minus the list's top inset).
    /// Called when the page is made (0 included: its list may be a reused view) and whenever the
    /// header's collapse needs this page to show the same header. A host with no lists ignores it.
    func setListOffset(_ offset: Double, of page: Page)
}

extension PageHost {
    /// Does nothing: a host whose pages have no vertical lists.
    public func setListOffset(_ offset: Double, of page: Page) {}
}
