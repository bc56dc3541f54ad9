import PagedKit

extension TerminalHost {
    /// Moves a page's list where the container says (rule 16), as a `UIScrollView` would: at once,
    /// reporting the move back with `listDidScroll(toOffset:onPage:)` inside the call. Pages without
    /// a list (``ScrollableListPage``) have nothing to move.
    ///
    /// An offset outside the list's range is applied (a `UIScrollView` does not clamp a programmatic
    /// move) and recorded as a violation: the container must keep every list within it, given the
    /// bottom inset `PagedHeaderLayout.bottomInset` asks for.
    public func setListOffset(_ offset: Double, of page: Page) {
        guard let list = page as? any ScrollableListPage else { return }
        guard offset.isFinite else {
            violations.append("setListOffset(\(offset))")
            return
        }
        if offset < -1e-9 || offset > list.maximumListOffset + 1e-9 {
            violations.append("setListOffset(\(offset)) outside 0...\(list.maximumListOffset)")
        }
        list.listOffset = offset
        if let container, let index = container.index(of: page) {
            container.listDidScroll(toOffset: offset, onPage: index)
        }
    }

    /// The user scrolls the current page's list by `rows` (positive: the list moves up, deeper into
    /// it), stopping at its ends, and the move is reported with `listDidScroll(toOffset:onPage:)`.
    /// - Parameter rows: How far to scroll, in points (rows).
    /// - Returns: Whether the list moved.
    @discardableResult
    public func scrollList(by rows: Double) -> Bool {
        guard rows.isFinite, let container, let page = container.page(at: container.currentPage),
            let list = page as? any ScrollableListPage
        else { return false }
        let target = min(max(list.listOffset + rows, 0), max(list.maximumListOffset, 0))
        guard target != list.listOffset else { return false }
        list.listOffset = target
        container.listDidScroll(toOffset: target, onPage: container.currentPage)
        return true
    }
}
