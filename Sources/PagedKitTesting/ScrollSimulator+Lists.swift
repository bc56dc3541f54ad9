import PagedKit

/// Rule 16: each page's vertical list, as far as the container sees it: an offset per placed page
/// (0 is the list's top with the header fully expanded above it), set by the container and moved by
/// the user.
///
/// Not modelled: a list's content height, its bottom inset and its own deceleration (a host that
/// gives every list `PagedHeaderLayout.bottomInset(…)` of bottom space reaches every offset the
/// container sets; a test plays a deceleration as a series of ``scrollList(ofPageAt:to:)``).
extension ScrollSimulator {
    /// The list offset of `page`, if it is placed and was given or scrolled to one.
    public func listOffset(of page: Page) -> Double? {
        listOffsets[ObjectIdentifier(page)]
    }

    /// The user scrolls the list of the page the container shows for `index` (`page(at:)`) to
    /// `offset`, which is reported with `listDidScroll(toOffset:onPage:)`. Does nothing for an index
    /// with no loaded page.
    public func scrollList(ofPageAt index: Int, to offset: Double) {
        guard let container, let page = container.page(at: index) else { return }
        listOffsets[ObjectIdentifier(page)] = offset
        container.listDidScroll(toOffset: offset, onPage: index)
    }

    /// Records the call and moves `page`'s list, reporting the move back synchronously (as a
    /// `UIScrollView` reports `scrollViewDidScroll(_:)` inside `setContentOffset(_:animated: false)`)
    /// when the page is the one the container shows for its index.
    public func setListOffset(_ offset: Double, of page: Page) {
        listCalls.append((ObjectIdentifier(page), offset))
        listOffsets[ObjectIdentifier(page)] = offset
        guard let container else { return }
        for index in container.loadedPageIndices where container.page(at: index) === page {
            container.listDidScroll(toOffset: offset, onPage: index)
            return
        }
    }
}
