#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
    import PagedKit
    import SwiftUI

    /// The pages of a ``PagedView``: how many, their identity, their content and where an identifier
    /// is now. Read lazily, by index, from the collection the app passed: nothing here copies the
    /// collection or reads every identifier, so a `Range` of 10⁹ days costs what ten items do.
    struct PagedViewPages<Content: View> {
        /// The number of pages.
        var count: Int
        /// The identifier of the page at an index in `0..<count`.
        var identifier: (Int) -> AnyHashable
        /// The view of the page at an index in `0..<count`.
        var content: (Int) -> Content
        /// The app's own lookup (`indexOf:`), or `nil`: used first, and checked against `identifier`.
        var indexOf: ((AnyHashable) -> Int?)?

        /// Pages identified by their index (`PagedView(pageCount:)`): an identifier is its own lookup.
        static func indexed(count: Int, content: @escaping (Int) -> Content) -> PagedViewPages {
            PagedViewPages(
                count: count, identifier: { AnyHashable($0) }, content: content,
                indexOf: { $0.base as? Int })
        }

        /// The pages of `data`, identified by `id`, read by offset from `data.startIndex`
        /// (O(1) for a `RandomAccessCollection`).
        static func collection<Data: RandomAccessCollection, ID: Hashable>(
            _ data: Data, id: KeyPath<Data.Element, ID>, indexOf: ((ID) -> Int?)?,
            content: @escaping (Data.Element) -> Content
        ) -> PagedViewPages {
            let start = data.startIndex
            return PagedViewPages(
                count: data.count,
                identifier: { AnyHashable(data[data.index(start, offsetBy: $0)][keyPath: id]) },
                content: { content(data[data.index(start, offsetBy: $0)]) },
                indexOf: indexOf.map { lookup in { ($0.base as? ID).flatMap(lookup) } })
        }

        /// Where the item `identifier` names is now, or `nil` if it is not among the pages: the app's
        /// lookup when it answers an index that holds the item; else the pages around `near`, nearest
        /// first, up to ``PagedViewLookup/nearRadius`` on each side; else, for at most
        /// ``PagedViewLookup/scanLimit`` pages, every page. A larger collection without a lookup
        /// treats an item moved further than the radius as gone (pass `indexOf:`).
        func index(of identifier: AnyHashable, near: Int) -> Int? {
            guard count > 0 else { return nil }
            if let index = indexOf?(identifier), index >= 0, index < count, self.identifier(index) == identifier {
                return index
            }
            let start = min(max(near, 0), count - 1)
            if self.identifier(start) == identifier { return start }
            for distance in 1...PagedViewLookup.nearRadius {
                let after = start + distance
                let before = start - distance
                if after >= count, before < 0 { return nil }
                if after < count, self.identifier(after) == identifier { return after }
                if before >= 0, self.identifier(before) == identifier { return before }
            }
            guard count <= PagedViewLookup.scanLimit else { return nil }
            for index in 0..<count where abs(index - start) > PagedViewLookup.nearRadius {
                if self.identifier(index) == identifier { return index }
            }
            return nil
        }
    }

    /// How far ``PagedView`` looks for an item without the app's `indexOf:`.
    enum PagedViewLookup {
        /// Pages searched on each side of where an item was (or of the current page).
        static let nearRadius = 64
        /// The most pages read to find an item the search around it missed.
        static let scanLimit = 10_000
    }

    /// What a ``PagedView``'s binding holds: a page index, or an item's identifier.
    enum PagedViewSelection {
        /// The index of the current page (it changes at each half-way crossing).
        case index(Binding<Int>)
        /// The identifier of the settled item, `nil` when there is none (no data).
        case identity(Binding<AnyHashable?>)

        /// A binding to `ID?` seen through `AnyHashable`.
        static func identifying<ID: Hashable>(_ binding: Binding<ID?>) -> PagedViewSelection {
            .identity(
                Binding(
                    get: { binding.wrappedValue.map { AnyHashable($0) } },
                    set: { binding.wrappedValue = $0.flatMap { $0.base as? ID } }))
        }

        /// The bound value, as a token that compares across reads.
        var value: AnyHashable? {
            switch self {
            case .index(let binding): AnyHashable(binding.wrappedValue)
            case .identity(let binding): binding.wrappedValue
            }
        }

        /// Whether the binding follows the settled page (identity) rather than the current one (index).
        var followsSettledPage: Bool {
            if case .identity = self { return true }
            return false
        }

        /// The value that names page `index` of `pages` (`nil` for identity when there are no pages).
        func value(forPage index: Int, of pages: PagedViewPages<some View>) -> AnyHashable? {
            switch self {
            case .index: AnyHashable(index)
            case .identity: index >= 0 && index < pages.count ? pages.identifier(index) : nil
            }
        }

        /// The page `value` names, or `nil` when it names none.
        func page(of value: AnyHashable?, in pages: PagedViewPages<some View>, near: Int) -> Int? {
            guard let value else { return nil }
            switch self {
            case .index:
                guard let index = value.base as? Int, index >= 0, index < pages.count else { return nil }
                return index
            case .identity: return pages.index(of: value, near: near)
            }
        }

        /// Writes `value` to the binding.
        func write(_ value: AnyHashable?) {
            switch self {
            case .index(let binding): if let index = value?.base as? Int { binding.wrappedValue = index }
            case .identity(let binding): binding.wrappedValue = value
            }
        }
    }

    /// What a ``PagedView`` tells the app: its page changes, scroll states and diagnostics.
    struct PagedViewActions {
        var pageChange: ((PageChange) -> Void)?
        var scrollState: ((ScrollState, ScrollState) -> Void)?
        var diagnostic: ((PagedViewDiagnostic) -> Void)?
    }

    /// Something wrong in what an app gave a ``PagedView``, and what the pager did instead. Handle
    /// them with ``PagedView/pagerDiagnostics(_:)``; without a handler each is printed once.
    public enum PagedViewDiagnostic: Sendable, Equatable, CustomStringConvertible {
        /// The selection names no item of the data (or the data is empty): the pager stays where it
        /// is and writes the settled item back (`nil` without data).
        case selectionNotFound(String)
        /// Two loaded pages have the same identifier: they are treated as different items by
        /// position, and a selection of that identifier goes to the one nearest the current page.
        case duplicateIdentifier(String, pages: [Int])
        /// A problem the container found in the pages (``PagingDiagnostic``).
        case paging(PagingDiagnostic)

        public var description: String {
            switch self {
            case .selectionNotFound(let identifier):
                "PagedView: the selection \(identifier) is not an item of the data (a collection larger than "
                    + "\(PagedViewLookup.scanLimit) items without `indexOf:` is only searched within "
                    + "\(PagedViewLookup.nearRadius) pages of the current one); the pager stays on the settled item "
                    + "and writes it back to the binding."
            case .duplicateIdentifier(let identifier, let pages):
                "PagedView: the identifier \(identifier) is used by pages \(pages); identifiers must be unique. "
                    + "They are told apart by position, and a selection of it goes to the nearest."
            case .paging(let diagnostic): "PagedView: \(diagnostic)"
            }
        }
    }
#endif
