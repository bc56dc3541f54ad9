/// Hears what a ``PagedContainer`` does. Every method has an empty default implementation.
///
/// Calling any container method from inside any of these callbacks is safe: a call that changes
/// state is applied after the call that reported the event has finished its own work.
@MainActor public protocol PagedContainerDelegate<Page>: AnyObject {
    /// The host's page type.
    associatedtype Page
    /// A page was made and placed at `index`.
    func container(_ container: PagedContainer<Page>, didLoad page: Page, at index: Int)
    /// A page at `index` is about to be removed from the host and released.
    func container(_ container: PagedContainer<Page>, willUnload page: Page, at index: Int)
    /// A page's appearance changed, following UIKit's containment rules.
    /// - Parameters:
    ///   - container: The reporting container.
    ///   - page: The page whose appearance changed.
    ///   - index: The page's index.
    ///   - appearance: The step of the appearance cycle.
    ///   - animated: Whether the change is part of a visible motion (a drag or an animated jump).
    func container(
        _ container: PagedContainer<Page>, page: Page, at index: Int, appearance: PageAppearance, animated: Bool)
    /// The content is about to move to `index` (a release, or a jump).
    func container(_ container: PagedContainer<Page>, willScrollToPage index: Int)
    /// The content came to rest on `index`, showing another item than the one settled before: a
    /// page at another index, or another item at the same index after a reload that removed the
    /// settled one. ``container(_:didChangePage:)`` follows at once with why.
    func container(_ container: PagedContainer<Page>, didScrollToPage index: Int)
    /// Right after ``container(_:didScrollToPage:)``: the same page change with its cause and the
    /// items before and after.
    func container(_ container: PagedContainer<Page>, didChangePage change: PageChange)
    /// The page last announced with ``container(_:willScrollToPage:)`` will not be reached: the
    /// motion comes to rest elsewhere (a finger caught a jump and settled back), another page is
    /// announced instead, or a reload ended the motion. Every `willScrollToPage(i)` is followed by
    /// exactly one `didScrollToPage(i)` or `didCancelScrollToPage(i)`, before any other
    /// `willScrollToPage`. `cause` is what moved the content instead.
    func container(_ container: PagedContainer<Page>, didCancelScrollToPage index: Int, cause: PageChangeCause)
    /// The settled page `index` is within ``PagingConfiguration/endApproachDistance`` pages of the
    /// last page: load more. Once per approach, never on a scroll tick (see the configuration).
    func container(_ container: PagedContainer<Page>, didApproachEndAt index: Int)
    /// The page nearest the viewport changed (at each half-way crossing).
    func container(_ container: PagedContainer<Page>, didChangeCurrentPage index: Int)
    /// The position changed (every tick); a logical position in page units.
    func container(_ container: PagedContainer<Page>, didScrollTo position: Double)
    /// The scroll state changed.
    func container(_ container: PagedContainer<Page>, didChangeScrollState state: ScrollState)
    /// Rule 16: ``PagedContainer/headerCollapse`` changed (once per change, after every loaded
    /// page's list was told the offset that shows the same header).
    func container(_ container: PagedContainer<Page>, didChangeHeaderCollapse collapse: Double)
}

extension PagedContainerDelegate {
    public func container(_ container: PagedContainer<Page>, didLoad page: Page, at index: Int) {}
    public func container(_ container: PagedContainer<Page>, willUnload page: Page, at index: Int) {}
    public func container(
        _ container: PagedContainer<Page>, page: Page, at index: Int, appearance: PageAppearance, animated: Bool
    ) {}
    public func container(_ container: PagedContainer<Page>, willScrollToPage index: Int) {}
    public func container(_ container: PagedContainer<Page>, didScrollToPage index: Int) {}
    public func container(_ container: PagedContainer<Page>, didChangePage change: PageChange) {}
    public func container(
        _ container: PagedContainer<Page>, didCancelScrollToPage index: Int, cause: PageChangeCause
    ) {}
    public func container(_ container: PagedContainer<Page>, didApproachEndAt index: Int) {}
    public func container(_ container: PagedContainer<Page>, didChangeCurrentPage index: Int) {}
    public func container(_ container: PagedContainer<Page>, didScrollTo position: Double) {}
    public func container(_ container: PagedContainer<Page>, didChangeScrollState state: ScrollState) {}
    public func container(_ container: PagedContainer<Page>, didChangeHeaderCollapse collapse: Double) {}
}
