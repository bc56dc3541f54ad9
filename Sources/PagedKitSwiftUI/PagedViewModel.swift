#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
    import Foundation
    import PagedKit
    import PagedKitUIKit
    import SwiftUI
    import UIKit

    /// The pages of a ``PagedView``: how many, their identity and their content.
    struct PagedViewPages<Content: View> {
        var count: Int
        var identifier: (Int) -> AnyHashable
        var content: (Int) -> Content
    }

    /// The root view of each page of a ``PagedView``: the page's content, in the environment of the
    /// `PagedView` itself.
    ///
    /// A hosting controller made outside SwiftUI's view tree starts from a default environment:
    /// `@EnvironmentObject` values, custom environment keys, tint, font and locale overrides of the
    /// views around the `PagedView` would not reach the pages. The pager passes the representable's
    /// environment (`UIViewControllerRepresentableContext.environment`) down, and again at every update.
    @MainActor public struct PagedViewPage<Content: View>: View {
        let content: Content
        let environment: EnvironmentValues
        /// The page as its ``PagedList`` sees it. (Before `isSettled`: the root is compared bit for
        /// bit, and a `Bool` followed by a reference would leave padding bytes between them.)
        let listSlot: PagedListSlot?
        /// Whether this page is the one the pager rests on (`isPagedViewPageSettled`).
        let isSettled: Bool

        /// The content, with the `PagedView`'s environment, `isPagedViewPageSettled` and the page
        /// its ``PagedList`` reports to.
        public var body: some View {
            content.environment(\.pagedListSlot, listSlot).environment(\.isPagedViewPageSettled, isSettled)
                .environment(\.self, environment)
        }
    }

    extension EnvironmentValues {
        /// Whether the ``PagedView`` page that reads it is the one the pager rests on (its
        /// container's `settledPage`); `true` outside a `PagedView`.
        ///
        /// A page's hosting view enters the window when the page is loaded, beside the current page
        /// or in the cache, so `onAppear` and `.task` run before the page shows. Start work that must
        /// wait for the page to be on screen from this value instead:
        ///
        /// ```swift
        /// struct ChannelFeed: View {
        ///     @Environment(\.isPagedViewPageSettled) private var isSettled
        ///     var body: some View {
        ///         List { … }
        ///             .task(id: isSettled) { if isSettled { await refresh() } }
        ///     }
        /// }
        /// ```
        public var isPagedViewPageSettled: Bool {
            get { self[PagedViewPageSettledKey.self] }
            set { self[PagedViewPageSettledKey.self] = newValue }
        }
    }

    private enum PagedViewPageSettledKey: EnvironmentKey {
        static let defaultValue = true
    }

    /// A ``PagedView``'s data source and delegate: makes hosting controllers and keeps the binding and
    /// the container's current page in step.
    @MainActor final class PagedViewModel<Content: View>: PageDataSource, PagedContainerDelegate, PagedListOwner {
        typealias Page = UIHostingController<PagedViewPage<Content>>

        private var pages: PagedViewPages<Content>
        private var currentPage: Binding<Int>
        private var environment = EnvironmentValues()
        /// Where ``PagedView/pagerRestoration(key:)`` keeps the snapshot, or `nil`.
        private var restoration: Binding<Data?>?
        /// The page count and the identifiers the container last read, by index: enough to tell, from
        /// the loaded pages alone, whether the container's picture of the items is still right.
        private var knownCount = 0
        private var knownIdentifiers: [Int: AnyHashable] = [:]
        /// The page the binding and the container last agreed on.
        private var lastPage = 0
        /// The binding's value at the last update: a request is a change of it, not a disagreement
        /// with the container (which moves on its own, and ahead of a deferred write).
        private var lastSeenBinding = 0
        /// A value this model wrote (or is about to write) to the binding, whose echo is no request.
        private var pendingWrite: Int?
        /// Whether SwiftUI is updating the view: the binding must not be written until it is done.
        private var isUpdating = false
        /// The pager controller, once started.
        private weak var controller: PagedViewController<Page>?
        /// Each loaded page's slot, by page: what its ``PagedList`` reports through.
        private var slots: [ObjectIdentifier: PagedListSlot] = [:]
        /// The header's views, while there is a header.
        private var headerOverlay: PagedHeaderOverlay?
        /// The header the header's views show, and the environment they were given.
        private var shownHeader: PagedViewHeader?
        private var shownHeaderEnvironment: EnvironmentValues?
        /// The collapse the header's views were last placed at.
        private var placedCollapse: Double?
        /// Whether the lists are being moved where the container holds them (a list's report inside
        /// is passed on, without moving the lists again).
        private var isSyncingLists = false

        init(pages: PagedViewPages<Content>, currentPage: Binding<Int>) {
            self.pages = pages
            self.currentPage = currentPage
        }

        /// Connects a new controller, loads the pages and moves to the bound page without animation.
        func start(
            _ controller: PagedViewController<Page>, pages: PagedViewPages<Content>, currentPage: Binding<Int>,
            restoration: Binding<Data?>?, header: PagedViewHeader?, environment: EnvironmentValues
        ) {
            isUpdating = true
            defer { isUpdating = false }
            self.pages = pages
            self.currentPage = currentPage
            self.restoration = restoration
            self.environment = environment
            self.controller = controller
            controller.dataSource = self
            controller.delegate = self
            // Before the first load: the pages are made with the header's offsets.
            controller.container.header = header?.layout
            // Restored before the first load, which then opens on the saved item (or the nearest page).
            let snapshot = restoration?.wrappedValue.flatMap {
                try? JSONDecoder().decode(PagingSnapshot.self, from: $0)
            }
            let restores = snapshot.map { $0.matches(controller.configuration) } ?? false
            if restores, let snapshot { controller.container.restore(snapshot) }
            reload(controller)
            let requested = currentPage.wrappedValue
            lastPage = requested
            lastSeenBinding = requested
            // A restored place wins over the binding's initial value; `reconcile` reports it.
            if !restores, requested != 0 { try? controller.scrollToPage(requested, animated: false) }
            reconcile(with: controller.container)
            updateHeader(header, of: controller)
        }

        /// Applies what SwiftUI changed: the configuration, the pages (reloading when their identity
        /// changed, giving a loaded page a new root view only when its content or the environment
        /// changed), then the bound page.
        ///
        /// - Complexity: O(w) identifier reads for `w` loaded pages when the count and the loaded
        ///   pages' identifiers are unchanged; a reload (O(n)) otherwise.
        func update(
            _ controller: PagedViewController<Page>, pages: PagedViewPages<Content>, currentPage: Binding<Int>,
            restoration: Binding<Data?>?, configuration: PagingConfiguration, header: PagedViewHeader?,
            environment: EnvironmentValues, animated: Bool
        ) {
            isUpdating = true
            defer { isUpdating = false }
            self.pages = pages
            self.currentPage = currentPage
            self.restoration = restoration
            self.environment = environment
            // Read before the reload. Only a change of the binding's value is a request: an update
            // that still sees the old value (SwiftUI may update several times before a deferred write
            // lands) or sees this model's own write is not.
            let requested = currentPage.wrappedValue
            let isRequest = BindingRequest.isRequest(
                value: requested, lastSeen: lastSeenBinding, pendingWrite: pendingWrite)
            if requested == pendingWrite { pendingWrite = nil }
            lastSeenBinding = requested

            controller.configuration = configuration
            let container = controller.container
            let loaded = container.loadedPageIndices
            if pages.count != knownCount || loaded.contains(where: { pages.identifier($0) != knownIdentifiers[$0] }) {
                // Inside `withAnimation` (the transaction has an animation) the change is shown as
                // one motion, the pages sliding to their new places; outside it, at once.
                reload(controller, animated: animated)
            }
            refreshRoots(of: container)
            if isRequest, requested >= 0, requested < container.pageCount {
                lastPage = requested
                try? controller.scrollToPage(requested, animated: animated)
            }
            updateHeader(header, of: controller)
        }

        // MARK: Header and lists

        /// Applies the header (rule 16: the container shifts or keeps the lists' offsets), places its
        /// views and moves the lists where the container holds them.
        private func updateHeader(_ header: PagedViewHeader?, of controller: PagedViewController<Page>) {
            let container = controller.container
            if container.header != header?.layout { container.header = header?.layout }
            if let header {
                let unchanged =
                    headerOverlay != nil && shownHeader.map { header.hasSameViews($0.views) } == true
                    && shownHeaderEnvironment.map { PageRootComparison.isSame($0, environment) } == true
                if !unchanged {
                    let withEnvironment = AnyView(header.header.environment(\.self, environment))
                    let pinned = header.pinned.map { AnyView($0.environment(\.self, environment)) }
                    if let headerOverlay {
                        headerOverlay.update(header: withEnvironment, pinned: pinned)
                    } else {
                        let overlay = PagedHeaderOverlay(header: withEnvironment, in: controller)
                        overlay.update(header: nil, pinned: pinned)
                        headerOverlay = overlay
                    }
                }
                // Its heights may have changed: placed again by `syncLists`.
                placedCollapse = nil
                shownHeader = header
                shownHeaderEnvironment = environment
            } else if let headerOverlay {
                headerOverlay.remove()
                self.headerOverlay = nil
                shownHeader = nil
                placedCollapse = nil
            }
            syncLists()
        }

        /// Places the header's views at the container's collapse, if it changed.
        private func placeHeader() {
            guard let container = controller?.container, let headerOverlay, let layout = container.header else {
                return
            }
            let collapse = container.headerCollapse
            guard collapse != placedCollapse else { return }
            placedCollapse = collapse
            headerOverlay.layout(layout, collapse: collapse)
        }

        /// Moves every loaded page's list where the container holds it, and the header to its
        /// collapse. O(w) for `w` loaded pages; a list already there is not touched.
        private func syncLists() {
            guard !isSyncingLists, let container = controller?.container else { return }
            isSyncingLists = true
            defer { isSyncingLists = false }
            placeHeader()
            for slot in slots.values { apply(to: slot, in: container) }
        }

        private func apply(to slot: PagedListSlot, in container: PagedContainer<Page>) {
            guard let list = slot.list, let index = index(of: slot, in: container) else { return }
            list.apply(
                offset: container.listOffset(ofPage: index), header: container.header,
                drives: index == container.settledPage)
        }

        /// The index of `slot`'s page, or `nil` when it is no longer loaded (reloads move pages).
        private func index(of slot: PagedListSlot, in container: PagedContainer<Page>) -> Int? {
            (slot.page as? Page).flatMap(container.index(of:))
        }

        func listDidAttach(_ slot: PagedListSlot?) {
            guard let slot, let container = controller?.container else { return }
            apply(to: slot, in: container)
        }

        func list(of slot: PagedListSlot, didScrollTo offset: Double) {
            guard let container = controller?.container, let index = index(of: slot, in: container) else { return }
            container.listDidScroll(toOffset: offset, onPage: index)
            // The container may have answered the list, moved the header and told the other lists.
            syncLists()
        }

        private func reload(_ controller: PagedViewController<Page>, animated: Bool = false) {
            knownIdentifiers = [:]
            knownCount = pages.count
            if animated {
                controller.reloadData(animated: true)
            } else {
                controller.reloadData()
            }
            syncLists()
        }

        /// Gives every loaded page whose content, environment or settled flag changed its new root
        /// view. Only a changed page: an assignment makes SwiftUI evaluate the page's body again, and
        /// a swipe's binding write updates this view on every half-way crossing.
        private func refreshRoots(of container: PagedContainer<Page>) {
            for index in container.loadedPageIndices {
                guard let page = container.page(at: index) else { continue }
                let root = root(at: index, settledPage: container.settledPage, slot: slots[ObjectIdentifier(page)])
                if !PageRootComparison.isSame(page.rootView, root) { page.rootView = root }
            }
        }

        private func root(at index: Int, settledPage: Int, slot: PagedListSlot?) -> PagedViewPage<Content> {
            PagedViewPage(
                content: pages.content(index), environment: environment, listSlot: slot,
                isSettled: index == settledPage)
        }

        // MARK: PageDataSource

        func numberOfPages(in container: PagedContainer<Page>) -> Int {
            pages.count
        }

        func container(_ container: PagedContainer<Page>, pageAt index: Int) -> Page {
            let slot = PagedListSlot(owner: self)
            let page = UIHostingController(rootView: root(at: index, settledPage: container.settledPage, slot: slot))
            slot.page = page
            slots[ObjectIdentifier(page)] = slot
            // The pager's frame is inside the PagedView's safe area already (SwiftUI lays a
            // representable out there); a page's own container safe area would change as it moves
            // across a notch while swiping (SwiftUI documentation, `safeAreaRegions`: ignoring it is
            // "appropriate … when hosting content that you know should never be affected by the safe
            // area, such as a custom scrollable container"). The keyboard region stays ("The safe area
            // matching the current extent of any software keyboard"): a text field on a page keeps
            // clear of the keyboard. Before iOS 16.4 the regions cannot be chosen: pages see the
            // container safe area too (see `PagedView`).
            if #available(iOS 16.4, tvOS 16.4, *) { page.safeAreaRegions = .keyboard }
            return page
        }

        func container(_ container: PagedContainer<Page>, identifierForPageAt index: Int) -> AnyHashable {
            let identifier = pages.identifier(index)
            knownIdentifiers[index] = identifier
            return identifier
        }

        // MARK: PagedContainerDelegate

        func container(_ container: PagedContainer<Page>, didChangeCurrentPage index: Int) {
            report(index)
        }

        func container(_ container: PagedContainer<Page>, didScrollToPage index: Int) {
            saveSnapshot(of: container)
            refreshRoots(of: container)
            syncLists()
        }

        func container(_ container: PagedContainer<Page>, willUnload page: Page, at index: Int) {
            slots[ObjectIdentifier(page)] = nil
        }

        func container(_ container: PagedContainer<Page>, didScrollTo position: Double) {
            // The header holds still while the pager moves; a page made on the way gets its offset
            // when its list is made.
            placeHeader()
        }

        func container(_ container: PagedContainer<Page>, didChangeHeaderCollapse collapse: Double) {
            syncLists()
        }

        func container(_ container: PagedContainer<Page>, didChangeScrollState state: ScrollState) {
            guard state == .idle else { return }
            // A jump the user caught and dragged back never changed the current page: say where it rests.
            reconcile(with: container)
            // The page it rests on, and the one it left, hear `isPagedViewPageSettled`.
            refreshRoots(of: container)
            // The settled page's list drives the header again.
            syncLists()
        }

        // MARK: Restoration

        /// Writes where the user is to the scene storage, when restoration is on and it changed;
        /// after SwiftUI's update when called inside one (scene storage is state).
        private func saveSnapshot(of container: PagedContainer<Page>) {
            guard restoration != nil else { return }
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            guard let data = try? encoder.encode(container.snapshot) else { return }
            if isUpdating {
                Task { @MainActor [weak self] in self?.writeSnapshot(data) }
            } else {
                writeSnapshot(data)
            }
        }

        private func writeSnapshot(_ data: Data) {
            guard let restoration, restoration.wrappedValue != data else { return }
            restoration.wrappedValue = data
        }

        // MARK: Binding

        private func reconcile(with container: PagedContainer<Page>) {
            if container.currentPage != lastPage { report(container.currentPage) }
        }

        private func report(_ index: Int) {
            lastPage = index
            if isUpdating {
                // SwiftUI forbids writing state while it updates a view; write once it is done.
                pendingWrite = index
                Task { @MainActor [weak self] in self?.writeBinding() }
            } else {
                writeBinding()
            }
        }

        private func writeBinding() {
            guard currentPage.wrappedValue != lastPage else { return }
            pendingWrite = lastPage
            currentPage.wrappedValue = lastPage
        }
    }

    /// Whether a page's new root view is the one it shows, compared as SwiftUI compares a view's
    /// inputs when it decides whether to evaluate its body again: field by field, bit for bit (a
    /// `String` or an array is the same when it is the same storage, an object when it is the same
    /// object). Bits that differ only mean one more evaluation; an object whose contents changed in
    /// place is not seen, as in SwiftUI, where such a model is observed by the page itself
    /// (`@ObservedObject`).
    enum PageRootComparison {
        static func isSame<Root>(_ old: Root, _ new: Root) -> Bool {
            withUnsafeBytes(of: old) { oldBytes in
                withUnsafeBytes(of: new) { newBytes in oldBytes.elementsEqual(newBytes) }
            }
        }
    }

    /// Whether a `PagedView` update carries a request to move: a change of the binding's value since
    /// the last update, other than the pager's own write coming back.
    enum BindingRequest {
        static func isRequest(value: Int, lastSeen: Int, pendingWrite: Int?) -> Bool {
            value != lastSeen && value != pendingWrite
        }
    }
#endif
