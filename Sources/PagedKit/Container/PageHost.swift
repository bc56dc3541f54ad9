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
    /// Runs an animated reload's motion (`PagedContainer.reloadData(animated:insertion:)`): every
    /// page in `moves` is shown at its `from` and animated, together and on one curve, to its `to`.
    /// The host removes the views of leaving pages (``PageMove/isLeaving``) when the motion ends:
    /// the container does not call ``remove(_:)`` for them.
    ///
    /// Every page is already placed at its final offset when this is called, and the container's
    /// state (current page, window, callbacks) is already the reload's; the container needs no
    /// report of the motion's end. A new motion, a drag or a jump may come before it ends: finish
    /// the running one at its end state first. Under Reduce Motion, cross-fade or skip the motion.
    /// The default skips it: it removes the leaving pages at once.
    func animateReload(_ moves: [PageMove<Page>])
}

extension PageHost {
    /// Removes the leaving pages at once (no motion); every other page is already placed at its `to`.
    public func animateReload(_ moves: [PageMove<Page>]) {
        for move in moves where move.isLeaving { remove(move.page) }
    }

    /// Does nothing: a host whose pages have no vertical lists.
    public func setListOffset(_ offset: Double, of page: Page) {}
}
