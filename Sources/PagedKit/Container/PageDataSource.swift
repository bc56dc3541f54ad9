/// Supplies the pages a ``PagedContainer`` shows: how many, each page on demand, and their identity.
///
/// The container asks for a page only when it enters the window, and reads identifiers of all pages
/// only on ``PagedContainer/reloadData()``.
@MainActor public protocol PageDataSource<Page>: AnyObject {
    /// The host's page type: a view controller, a view, a test double.
    associatedtype Page
    /// The number of pages. Negative values are treated as 0.
    func numberOfPages(in container: PagedContainer<Page>) -> Int
    /// Makes the page at `index`. Called once each time the page enters the window.
    /// - Parameters:
    ///   - container: The asking container.
    ///   - index: A page index in `0..<pageCount`.
    /// - Returns: A new page (or one the host reuses; the container never asks for an index it holds).
    func container(_ container: PagedContainer<Page>, pageAt index: Int) -> Page
    /// Stable identity; the default implementation returns the index.
    ///
    /// Identity keeps the user on the same item across ``PagedContainer/reloadData()`` and keys saved
    /// page states. Identifiers should be unique; duplicates are reported through
    /// ``PagedContainer/diagnosticsHandler`` and treated as distinct items by position.
    func container(_ container: PagedContainer<Page>, identifierForPageAt index: Int) -> AnyHashable
}

extension PageDataSource {
    /// Returns `index`: pages are identified by position.
    public func container(_ container: PagedContainer<Page>, identifierForPageAt index: Int) -> AnyHashable {
        AnyHashable(index)
    }
}

/// A data source that finds an item's index from its identifier (rule 14): a calendar of 10⁹ days,
/// a feed backed by a database.
///
/// With one, ``PagedContainer/reloadData()`` reads the count and then looks up only the items it
/// follows — the loaded pages, the current and settled items and the saved page states — instead of
/// reading every identifier: a reload costs the same at 10 pages or 10⁹. Nothing in the container
/// reads every identifier of such a source, so it cannot find duplicate identifiers: keeping them
/// unique is the source's job.
@MainActor public protocol IndexedPageDataSource<Page>: PageDataSource {
    /// Where the page with `identifier` is now, or `nil` if it is gone.
    ///
    /// An index outside `0..<numberOfPages(in:)` counts as gone.
    /// - Parameters:
    ///   - container: The asking container.
    ///   - identifier: An identifier this source returned from
    ///     ``PageDataSource/container(_:identifierForPageAt:)``.
    /// - Returns: The item's index now, or `nil`.
    func container(_ container: PagedContainer<Page>, indexOfPageWithIdentifier identifier: AnyHashable) -> Int?
}
