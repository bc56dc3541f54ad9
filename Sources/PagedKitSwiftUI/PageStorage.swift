#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
    import PagedKit
    import SwiftUI
    import UIKit

    /// Values a ``PagedView`` page keeps under keys of its own, kept for its item while the page is
    /// released and handed back when a page is made for that item again — beyond the pager's cache,
    /// after memory pressure, after a reload that keeps the item (rule 10): the place for a draft's
    /// text or a feed's position that `@State` would lose when the page leaves the cache.
    ///
    /// Read it from the environment, as `@SceneStorage` is read per scene:
    ///
    /// ```swift
    /// struct CommentBox: View {
    ///     @Environment(\.pageStorage) private var storage
    ///     @State private var draft = ""
    ///
    ///     var body: some View {
    ///         TextField("Comment", text: $draft)
    ///             .onAppear { draft = storage["draft", default: ""] }
    ///             .onChange(of: draft) { storage["draft"] = $0 }
    ///     }
    /// }
    /// ```
    ///
    /// A page made again gets its item's values before it is placed, so `onAppear` reads them. The
    /// values of an item the data no longer holds are dropped at the next change of the data. Keep
    /// them small: they stay in memory for every item visited, as the container's saved states do.
    @MainActor public final class PageStorage: ObservableObject {
        /// The values, by key.
        private(set) var values: [String: Any] = [:]

        /// Storage with no values (a page outside a ``PagedView`` gets one of its own).
        public nonisolated init() {}

        /// The value under `key`, or `defaultValue` when there is none (or it has another type);
        /// setting `nil` removes it.
        /// - Parameters:
        ///   - key: The key.
        ///   - defaultValue: The value when none is stored.
        public subscript<Value>(key: String, default defaultValue: @autoclosure () -> Value) -> Value {
            get { values[key] as? Value ?? defaultValue() }
            set {
                objectWillChange.send()
                values[key] = newValue
            }
        }

        /// The value under `key`, or `nil`.
        /// - Parameter key: The key.
        public subscript<Value>(key: String) -> Value? {
            get { values[key] as? Value }
            set {
                objectWillChange.send()
                values[key] = newValue
            }
        }

        /// A binding to the value under `key` (`defaultValue` when there is none).
        /// - Parameters:
        ///   - key: The key.
        ///   - defaultValue: The value when none is stored.
        /// - Returns: The binding.
        public func binding<Value>(_ key: String, default defaultValue: Value) -> Binding<Value> {
            Binding(get: { self[key, default: defaultValue] }, set: { self[key, default: defaultValue] = $0 })
        }

        /// Replaces every value (a page made again for its item, before it is placed): nothing has
        /// shown the page yet, so nobody is told (and the pager may be inside a SwiftUI update).
        func restore(_ values: [String: Any]) {
            self.values = values
        }
    }

    extension EnvironmentValues {
        /// The ``PageStorage`` of the ``PagedView`` page that reads it; outside a page, storage that
        /// keeps nothing beyond the view.
        public var pageStorage: PageStorage {
            get { self[PageStorageKey.self] ?? PageStorage() }
            set { self[PageStorageKey.self] = newValue }
        }
    }

    private enum PageStorageKey: EnvironmentKey {
        static let defaultValue: PageStorage? = nil
    }

    /// A ``PagedView`` page's root view, as the page's restoration sees it. Only `PagedViewPage`
    /// conforms; not for use outside PagedKitSwiftUI.
    @MainActor public protocol _PagedViewPageRoot: View {
        /// The page's storage.
        var _pageStorage: PageStorage { get }
    }

    extension PagedViewPage: _PagedViewPageRoot {
        public var _pageStorage: PageStorage { storage }
    }

    /// A ``PagedView`` page keeps its ``PageStorage`` through rule 10: the container saves it under
    /// the page's identifier when the page is released and restores it into the next page made for
    /// that identifier. (Not `@retroactive`: `RestorablePage` is declared in this package, and the
    /// compiler rejects the attribute then; only PagedKitSwiftUI's own root view satisfies the
    /// condition.)
    extension UIHostingController: RestorablePage where Content: _PagedViewPageRoot {
        /// The page's storage values.
        /// - Returns: The values, by key.
        public func saveState() -> [String: Any] {
            rootView._pageStorage.values
        }

        /// Gives the page its item's values back.
        /// - Parameter state: The values a page for the same item saved.
        public func restoreState(_ state: [String: Any]) {
            rootView._pageStorage.restore(state)
        }
    }
#endif
