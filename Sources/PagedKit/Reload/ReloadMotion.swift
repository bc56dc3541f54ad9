/// What an animated reload does when items are inserted right before the current item
/// (`PagedContainer.reloadData(animated:insertion:)`).
public enum ReloadInsertionPolicy: Sendable, Equatable {
    /// Rule 9: the current item stays current; the inserted items go before it, off screen.
    case keepsCurrentItem
    /// The first inserted item becomes current and arrives from the leading side, pushing the
    /// item that was current one page on: inserting a channel "here" shows it. Applies when items
    /// were inserted immediately before the current item: its previous neighbour, when loaded,
    /// kept its index (or the current item was the first).
    case showsInsertedItem
}

/// One page's part in an animated reload: where its view is shown when the motion starts and where
/// it ends, in the content's coordinates after the reload (`PageHost.animateReload(_:)`).
///
/// A surviving page is already placed at `to` (`place(_:at:)`) and is shown from `from`; a page
/// made by the reload (a replacement, an item newly in view) arrives from one pitch beyond its
/// slot, on the side it comes from; a page whose item the reload removed (`isLeaving`) has already
/// been reported unloaded (`willUnload`) but its view stays until the motion ends: it slides one
/// pitch away when the slot it leaves toward is out of view, and fades where it is (`from == to`)
/// otherwise. Pages whose place on screen does not change have no move.
public struct PageMove<Page> {
    public let page: Page
    /// Where the page's view starts: the leading edge along the paging axis, in content coordinates.
    public let from: Double
    /// Where the page's view ends.
    public let to: Double
    /// The page's item was removed: the host removes its view when the motion ends (fading it while
    /// it moves).
    public let isLeaving: Bool

    public init(page: Page, from: Double, to: Double, isLeaving: Bool) {
        self.page = page
        self.from = from
        self.to = to
        self.isLeaving = isLeaving
    }
}
