#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where the user is in a pager, small enough to save with the app's state and hand back on the
/// next launch (`@SceneStorage`, state restoration, `UserDefaults`): the current item's identity,
/// its index, and the facts that tell whether the snapshot still applies.
///
/// Take one with ``PagedContainer/snapshot`` and give it back with
/// ``PagedContainer/restore(_:)``, before or after the first ``PagedContainer/reloadData()``.
/// Restoring lands on the same item if it is still there — found by identifier, through lookup
/// for an ``IndexedPageDataSource`` — and otherwise on the nearest valid page to the saved index.
public struct PagingSnapshot: Codable, Sendable, Equatable {
    /// An item identifier that survives encoding: the identifier types apps use for items.
    public enum ItemIdentifier: Codable, Sendable, Hashable {
        case string(String)
        case integer(Int)
        case uuid(UUID)

        /// The identifier a data source returned, if it is a `String`, an integer type that fits in
        /// `Int`, or a `UUID`; `nil` for any other type.
        /// - Parameter identifier: A data source's identifier.
        public init?(_ identifier: AnyHashable) {
            switch identifier.base {
            case let string as String: self = .string(string)
            case let substring as Substring: self = .string(String(substring))
            case let uuid as UUID: self = .uuid(uuid)
            case let integer as any BinaryInteger:
                guard let value = Int(exactly: integer) else { return nil }
                self = .integer(value)
            default: return nil
            }
        }

        /// The identifier as a data source would return it (`String`, `Int` or `UUID`).
        public var anyHashable: AnyHashable {
            switch self {
            case .string(let string): AnyHashable(string)
            case .integer(let integer): AnyHashable(integer)
            case .uuid(let uuid): AnyHashable(uuid)
            }
        }
    }

    /// The current item's identifier, when it is one ``ItemIdentifier`` can hold.
    public var item: ItemIdentifier?
    /// The current page's index when the snapshot was taken.
    public var pageIndex: Int
    /// The page count when the snapshot was taken.
    public var pageCount: Int
    /// Whether the pager looped.
    public var isLooping: Bool
    /// The pager's axis.
    public var isVertical: Bool

    /// Creates a snapshot.
    /// - Parameters:
    ///   - item: The current item's identifier, if it can be saved.
    ///   - pageIndex: The current page's index.
    ///   - pageCount: The page count.
    ///   - isLooping: Whether the pager looped.
    ///   - isVertical: Whether the pager paged vertically.
    public init(item: ItemIdentifier?, pageIndex: Int, pageCount: Int, isLooping: Bool, isVertical: Bool) {
        self.item = item
        self.pageIndex = pageIndex
        self.pageCount = pageCount
        self.isLooping = isLooping
        self.isVertical = isVertical
    }

    /// Whether the snapshot came from a pager laid out like `configuration` (same looping and axis):
    /// a host that changed its pager's kind between versions may prefer to start afresh.
    /// - Parameter configuration: The pager's configuration now.
    /// - Returns: Whether looping and axis match.
    public func matches(_ configuration: PagingConfiguration) -> Bool {
        configuration.isLooping == isLooping && (configuration.axis == .vertical) == isVertical
    }
}

extension PagedContainer {
    /// Where the user is now: the current item's identifier (when it is a `String`, an integer or a
    /// `UUID`), the current index, and the page count, looping and axis.
    /// - Complexity: O(w) for `w` loaded pages; at most one identifier read.
    public var snapshot: PagingSnapshot {
        let page = currentPage
        var identifier: AnyHashable?
        if machine.hasData, page < pageCount {
            identifier = machine.identifier(ofPage: page) ?? dataSource?.container(self, identifierForPageAt: page)
        }
        return PagingSnapshot(
            item: identifier.flatMap(PagingSnapshot.ItemIdentifier.init), pageIndex: page, pageCount: pageCount,
            isLooping: configuration.isLooping, isVertical: configuration.axis == .vertical)
    }

    /// Puts the user back where `snapshot` says: on the same item if it is still there, else on the
    /// page nearest the saved index.
    ///
    /// Before the first ``reloadData()`` the snapshot is kept and the first load opens on it (no
    /// `willScrollToPage`/`didScrollToPage`, as any first load); after it, this is a non-animated jump.
    /// - Parameter snapshot: A snapshot taken with ``snapshot``, perhaps in an earlier launch.
    /// - Complexity: O(1) lookups for an ``IndexedPageDataSource``; O(n) identifier reads otherwise,
    ///   to find the item.
    public func restore(_ snapshot: PagingSnapshot) {
        guard machine.hasData else {
            pendingSnapshot = snapshot
            return
        }
        guard pageCount > 0 else { return }
        perform(.jump(restoredPage(for: snapshot, pageCount: pageCount), animated: false, restoring: true))
    }

    /// The page `snapshot` points at in data of `pageCount` pages.
    func restoredPage(for snapshot: PagingSnapshot, pageCount: Int) -> Int {
        let nearest = min(max(snapshot.pageIndex, 0), max(pageCount - 1, 0))
        guard let item = snapshot.item?.anyHashable, let dataSource, pageCount > 0 else { return nearest }
        if let indexed = dataSource as? any IndexedPageDataSource<Page> {
            guard let index = indexed.container(self, indexOfPageWithIdentifier: item), index >= 0, index < pageCount
            else { return nearest }
            return index
        }
        // The saved index first: usually the item has not moved.
        if snapshot.pageIndex >= 0, snapshot.pageIndex < pageCount,
            dataSource.container(self, identifierForPageAt: snapshot.pageIndex) == item
        {
            return snapshot.pageIndex
        }
        for index in 0..<pageCount where dataSource.container(self, identifierForPageAt: index) == item {
            return index
        }
        return nearest
    }
}
