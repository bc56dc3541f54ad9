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
/// A page in view before and after the reload is already placed at `to` (`place(_:at:)`) and is
/// shown from `from`. When the current slot shows another item (the current item removed, or an
/// inserted item shown) the content turns a page: pages newly in view come in from one pitch beyond
/// their slot, and pages leaving the view go one pitch the other way. Otherwise pages newly in view
/// appear in their slots (`from == to`: fade them in) and pages leaving the view stay where they
/// were (`from == to`). A surviving page leaving the view is at its placed offset, out of view,
/// after the motion. A page the reload unloaded while in view (`isLeaving`: its item removed, or
/// out of the new window) has been reported unloaded (`willUnload`) but its view stays until the
/// motion ends: it goes with the page turn, or fades where it is (`from == to`) when that way is in
/// view. Pages whose place on screen does not change have no move. No stretch of the viewport that
/// shows a page before and after the reload is blank at any moment of a linear motion, beyond the
/// spacing between pages.
public struct PageMove<Page> {
    public let page: Page
    /// Where the page's view starts: the leading edge along the paging axis, in content coordinates.
    public let from: Double
    /// Where the page's view ends the motion (for a page leaving the view, where it goes out of
    /// view; it is at its placed offset after the motion).
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
