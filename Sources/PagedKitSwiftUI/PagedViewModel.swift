#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
    import Foundation
    import PagedKit
    import PagedKitUIKit
    import SwiftUI
    import UIKit

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
        /// The page as its ``PagedList`` sees it. (The root is compared bit for bit: only
        /// references follow, no padding between fields.)
        let listSlot: PagedListSlot?
        /// The page's phase (``PagePhaseReader``) and settled flag: the same object for the page's
        /// life, so a settle or a tick changes no root view.
        let phaseState: PagePhaseState
        /// The page's keyed storage (``PageStorage``): the same object for the page's life.
        let storage: PageStorage

        /// The content, with the `PagedView`'s environment, `isPagedViewPageSettled`, the page's
        /// phase and the page its ``PagedList`` reports to.
        public var body: some View {
            PagedViewPageContent(content: content, settled: phaseState.settled)
                .environment(\.pagedListSlot, listSlot).environment(\.pagePhaseState, phaseState)
                .environment(\.pageStorage, storage).environment(\.self, environment)
        }
    }

    /// A page's content with `isPagedViewPageSettled`, observed: a settle evaluates this view of the
    /// two pages involved (and what reads the flag), not the page's root or its content's inputs.
    @MainActor struct PagedViewPageContent<Content: View>: View {
        let content: Content
        @ObservedObject var settled: PageSettledState

        var body: some View {
            content.environment(\.isPagedViewPageSettled, settled.isSettled)
        }
    }

    extension EnvironmentValues {
        /// Whether the ``PagedView`` page that reads it is the one the pager rests on (its
        /// container's `settledPage`); `true` outside a `PagedView`.
        ///
        /// A page's hosting view enters the window when the page is loaded, beside the current page
        /// or in the cache, and whether `onAppear` and `.task` run then, before the page shows, is
        /// undocumented. Start work that must wait for the page to be on screen from this value (or
        /// from ``PagePhase/appearance``) instead:
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
    @MainActor
    final class PagedViewModel<Content: View>: IndexedPageDataSource, PagedContainerDelegate,
        PagedListOwner
    {
        typealias Page = PagedViewPageController<Content>

        private var pages: PagedViewPages<Content>
        private var selection: PagedViewSelection
        private var actions = PagedViewActions()
        private var environment = EnvironmentValues()
        /// Where ``PagedView/pagerRestoration(key:)`` keeps the snapshot, or `nil`.
        private var restoration: Binding<Data?>?
        /// The page count and the identifiers the container last read, by index: enough to tell, from
        /// the loaded pages alone, whether the container's picture of the items is still right.
        private var knownCount = 0
        private var knownIdentifiers: [Int: AnyHashable] = [:]
        /// The identifiers the container read before the last reload, by index: where to start
        /// looking for an item it follows.
        private var previousIdentifiers: [Int: AnyHashable] = [:]
        /// The value (page index or item identifier) the binding and the container last agreed on.
        private var lastValue: AnyHashable?
        /// The binding's value at the last update: a request is a change of it, not a disagreement
        /// with the container (which moves on its own, and ahead of a deferred write).
        private var lastSeenBinding: AnyHashable?
        /// A value this model wrote (or is about to write) to the binding, whose echo is no request.
        private var pendingWrite: PendingWrite?
        /// The scroll state last reported to ``PagedView/onScrollStateChange(_:)``.
        private var lastScrollState = ScrollState.idle
        /// The diagnostics printed so far (without a handler each is printed once; at most 32 kept).
        private var printedDiagnostics: Set<String> = []
        /// Whether the pager is opening (``start``): it reports no page change then.
        private var isStarting = false
        /// The pager controller, once started.
        private weak var controller: PagedViewController<Page>?
        /// Each loaded page's slot, by page: what its ``PagedList`` reports through.
        private var slots: [ObjectIdentifier: PagedListSlot] = [:]
        /// Each loaded page's phase, by page.
        private var phases: [ObjectIdentifier: PagePhaseState] = [:]
        /// The scroll ticks counted, to tell the pages that left the viewport on this one.
        private var tick = 0
        /// Whether the phases' indices and settled flags wait for the next update of the phases.
        private var needsReindexing = false
        /// Whether an update of the phases waits for SwiftUI's update to end.
        private var isPhaseUpdatePending = false
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

        init(pages: PagedViewPages<Content>, selection: PagedViewSelection) {
            self.pages = pages
            self.selection = selection
        }

        /// Connects a new controller, loads the pages and moves to the bound page without animation.
        func start(
            _ controller: PagedViewController<Page>, pages: PagedViewPages<Content>, selection: PagedViewSelection,
            actions: PagedViewActions, restoration: Binding<Data?>?, header: PagedViewHeader?,
            environment: EnvironmentValues
        ) {
            isStarting = true
            defer { isStarting = false }
            self.pages = pages
            self.selection = selection
            self.actions = actions
            self.restoration = restoration
            self.environment = environment
            self.controller = controller
            controller.dataSource = self
            controller.delegate = self
            (controller as? PagedViewHostController<Content>)?.appearanceHandler = { [weak self] page, appearance in
                self?.page(page, didChangeAppearance: appearance)
            }
            controller.container.diagnosticsHandler = { [weak self] in self?.report(.paging($0)) }
            // Before the first load: the pages are made with the header's offsets.
            controller.container.header = header?.layout
            // Restored before the first load, which then opens on the saved item (or the nearest page).
            let snapshot = restoration?.wrappedValue.flatMap {
                try? JSONDecoder().decode(PagingSnapshot.self, from: $0)
            }
            let restores = snapshot.map { $0.matches(controller.configuration) } ?? false
            if restores, let snapshot { controller.container.restore(snapshot) }
            reload(controller)
            let requested = selection.value
            lastValue = requested
            lastSeenBinding = requested
            // A restored place wins over the binding's initial value; `reconcile` reports it. A `nil`
            // selection opens on the first item and is set to it.
            if !restores, requested != nil {
                if let target = selection.page(of: requested, in: pages, near: 0) {
                    if target != 0 { try? controller.scrollToPage(target, animated: false) }
                } else {
                    diagnoseMissingSelection(requested)
                }
            }
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
            _ controller: PagedViewController<Page>, pages: PagedViewPages<Content>, selection: PagedViewSelection,
            actions: PagedViewActions, restoration: Binding<Data?>?, configuration: PagingConfiguration,
            header: PagedViewHeader?, environment: EnvironmentValues, animated: Bool
        ) {
            self.pages = pages
            self.selection = selection
            self.actions = actions
            self.restoration = restoration
            self.environment = environment
            // Read before the reload. Only a change of the binding's value is a request: an update
            // that still sees the old value (SwiftUI may update several times before a deferred write
            // lands) or sees this model's own write is not.
            let requested = selection.value
            let isRequest = BindingRequest.isRequest(
                value: requested, lastSeen: lastSeenBinding, pendingWrite: pendingWrite)
            if let pendingWrite, requested == pendingWrite.value { self.pendingWrite = nil }
            lastSeenBinding = requested

            controller.configuration = configuration
            let container = controller.container
            let loaded = container.loadedPageIndices
            if pages.count != knownCount || loaded.contains(where: { pages.identifier($0) != knownIdentifiers[$0] }) {
                // Inside `withAnimation` (the transaction has an animation) the change is shown as
                // one motion, the pages sliding to their new places; outside it, at once.
                reload(controller, animated: animated)
                // The first items after none, or none after some: the binding hears it (a request
                // in the same update wins).
                if !isRequest { reconcile(with: container) }
            }
            refreshRoots(of: container)
            if isRequest {
                lastValue = requested
                if let target = selection.page(of: requested, in: pages, near: container.currentPage) {
                    // Under Reduce Motion a jump is never animated (as a tab tap is not).
                    try? controller.scrollToPage(target, animated: animated && !UIAccessibility.isReduceMotionEnabled)
                } else {
                    // Rule 11: the request is ignored, and the binding told where the pager is.
                    diagnoseMissingSelection(requested)
                    reconcile(with: container)
                }
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
            previousIdentifiers = knownIdentifiers
            knownIdentifiers = [:]
            knownCount = pages.count
            if animated {
                controller.reloadData(animated: true)
            } else {
                controller.reloadData()
            }
            previousIdentifiers = [:]
            // Surviving pages were followed by lookup, not read again (rule 14): note what they show.
            for index in controller.container.loadedPageIndices where knownIdentifiers[index] == nil {
                knownIdentifiers[index] = pages.identifier(index)
            }
            syncLists()
        }

        /// Gives every loaded page whose content or environment changed its new root view (a settle
        /// changes only the pages' observed phases). Only a changed page: an assignment makes SwiftUI evaluate the page's body again, and
        /// a swipe's binding write updates this view on every half-way crossing.
        private func refreshRoots(of container: PagedContainer<Page>) {
            for index in container.loadedPageIndices {
                guard let page = container.page(at: index) else { continue }
                let key = ObjectIdentifier(page)
                // Every page the model made has its phase (`pageAt`).
                guard let phase = phases[key] else { continue }
                let root = root(at: index, slot: slots[key], phase: phase, storage: page.rootView.storage)
                if !PageRootComparison.isSame(page.rootView, root) { page.rootView = root }
            }
            updatePhases(of: container, reindexing: true)
        }

        private func root(at index: Int, slot: PagedListSlot?, phase: PagePhaseState, storage: PageStorage)
            -> PagedViewPage<Content>
        {
            PagedViewPage(
                content: pages.content(index), environment: environment, listSlot: slot, phaseState: phase,
                storage: storage)
        }

        // MARK: Phases

        /// The phase of a page made at `index`: out of view, its distance from the current page.
        private func initialPhase(at index: Int, in container: PagedContainer<Page>) -> PagePhase {
            PagePhase(
                index: index, offsetInPages: distance(of: index, in: container), appearance: .disappeared,
                isSettled: index == container.settledPage, isVisible: false)
        }

        /// Brings every page's phase up to date: the pages in view to their offsets, the ones that
        /// left the viewport marked, the appearance steps reported since; with `reindexing`, every
        /// loaded page's index and settled flag too (after a reload, a settle, an update). Inside a
        /// SwiftUI update nothing is published (SwiftUI forbids it): the update runs once after it.
        /// - Complexity: O(v + w) for `v` pages in view and `w` loaded; allocates nothing without
        ///   `reindexing` (every scroll tick).
        private func updatePhases(of container: PagedContainer<Page>, reindexing: Bool = false) {
            if reindexing { needsReindexing = true }
            if ViewUpdateScope.isActive {
                schedulePhaseUpdate()
                return
            }
            tick &+= 1
            let tick = self.tick
            container.forEachVisiblePage { page, _, offset in
                guard let phase = phases[ObjectIdentifier(page)] else { return }
                phase.shownOffset = offset
                phase.visibleTick = tick
            }
            if needsReindexing {
                needsReindexing = false
                for index in container.loadedPageIndices {
                    guard let page = container.page(at: index), let phase = phases[ObjectIdentifier(page)] else {
                        continue
                    }
                    phase.index = index
                    phase.isSettled = index == container.settledPage
                    // Out of view, a page reads its distance from where the pager is (at rest, exact).
                    if phase.visibleTick != tick { phase.shownOffset = distance(of: index, in: container) }
                }
            }
            for phase in phases.values { phase.publish(isVisible: phase.visibleTick == tick) }
        }

        /// How many pages `index` is from the current page, the shorter way round when looping.
        private func distance(of index: Int, in container: PagedContainer<Page>) -> Double {
            var distance = index - container.currentPage
            let count = container.pageCount
            if container.configuration.isLooping, count > 1 {
                distance = ((distance % count) + count) % count
                if distance > count / 2 { distance -= count }
            }
            return Double(distance)
        }

        private func page(_ page: Page, didChangeAppearance appearance: PageAppearance) {
            guard let phase = phases[ObjectIdentifier(page)] else { return }
            switch appearance {
            case .willAppear: phase.appearance = .appearing
            case .didAppear: phase.appearance = .appeared
            case .willDisappear: phase.appearance = .disappearing
            case .didDisappear: phase.appearance = .disappeared
            }
            // Published with the tick that usually follows (one evaluation for both), or once the
            // container's callbacks are done.
            schedulePhaseUpdate()
        }

        /// Brings the phases up to date once the current work (a SwiftUI update, a container callback)
        /// is done; several requests make one update.
        private func schedulePhaseUpdate() {
            guard !isPhaseUpdatePending else { return }
            isPhaseUpdatePending = true
            Task { @MainActor [weak self] in
                guard let self, let container = self.controller?.container else { return }
                self.isPhaseUpdatePending = false
                self.updatePhases(of: container)
            }
        }

        // MARK: PageDataSource

        func numberOfPages(in container: PagedContainer<Page>) -> Int {
            pages.count
        }

        func container(_ container: PagedContainer<Page>, pageAt index: Int) -> Page {
            let slot = PagedListSlot(owner: self)
            let phase = PagePhaseState(phase: initialPhase(at: index, in: container))
            let storage = PageStorage()
            let page = Page(rootView: root(at: index, slot: slot, phase: phase, storage: storage))
            slot.page = page
            slots[ObjectIdentifier(page)] = slot
            phases[ObjectIdentifier(page)] = phase
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
            // Only a full read finds every duplicate (rule 14 leaves that to the source); one among
            // the pages loaded is found here, where it matters.
            if let other = knownIdentifiers.first(where: { $0.key != index && $0.value == identifier })?.key {
                report(
                    .duplicateIdentifier(
                        String(describing: identifier.base), pages: [min(other, index), max(other, index)]))
            }
            return identifier
        }

        /// Rule 14: where an item the container follows is now, looked up near where it was.
        func container(_ container: PagedContainer<Page>, indexOfPageWithIdentifier identifier: AnyHashable) -> Int? {
            let near = previousIdentifiers.first(where: { $0.value == identifier })?.key ?? container.currentPage
            return pages.index(of: identifier, near: near)
        }

        // MARK: PagedContainerDelegate

        func container(_ container: PagedContainer<Page>, didChangeCurrentPage index: Int) {
            if !selection.followsSettledPage { report(selection.value(forPage: index, of: pages)) }
        }

        func container(_ container: PagedContainer<Page>, didScrollToPage index: Int) {
            if selection.followsSettledPage { report(selection.value(forPage: index, of: pages)) }
            saveSnapshot(of: container)
            updatePhases(of: container, reindexing: true)
            syncLists()
        }

        func container(_ container: PagedContainer<Page>, willUnload page: Page, at index: Int) {
            slots[ObjectIdentifier(page)] = nil
            phases[ObjectIdentifier(page)] = nil
            knownIdentifiers[index] = nil
        }

        func container(_ container: PagedContainer<Page>, didChangePage change: PageChange) {
            // Opening on the bound or restored page is where the pager starts, not a change.
            guard !isStarting, let action = actions.pageChange else { return }
            perform { action(change) }
        }

        func container(_ container: PagedContainer<Page>, didScrollTo position: Double) {
            // The header holds still while the pager moves; a page made on the way gets its offset
            // when its list is made.
            placeHeader()
            updatePhases(of: container)
        }

        func container(_ container: PagedContainer<Page>, didChangeHeaderCollapse collapse: Double) {
            syncLists()
        }

        func container(_ container: PagedContainer<Page>, didChangeScrollState state: ScrollState) {
            let old = lastScrollState
            lastScrollState = state
            if let action = actions.scrollState { perform { action(old, state) } }
            guard state == .idle else { return }
            // A jump the user caught and dragged back never changed the current page: say where it rests.
            reconcile(with: container)
            // The page it rests on, and the one it left, hear `isPagedViewPageSettled`.
            updatePhases(of: container, reindexing: true)
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
            perform { [weak self] in self?.writeSnapshot(data) }
        }

        private func writeSnapshot(_ data: Data) {
            guard let restoration, restoration.wrappedValue != data else { return }
            restoration.wrappedValue = data
        }

        // MARK: Binding

        /// Reports the followed page's value if the binding does not hold it yet.
        private func reconcile(with container: PagedContainer<Page>) {
            let page = selection.followsSettledPage ? container.settledPage : container.currentPage
            let value = container.pageCount > 0 ? selection.value(forPage: page, of: pages) : nil
            // (Only against what was last agreed: the binding may hold a request SwiftUI has not
            // delivered yet, which the next update handles.)
            if value != lastValue { report(value) }
        }

        private func report(_ value: AnyHashable?) {
            lastValue = value
            // SwiftUI forbids writing state while it updates a view: written once it is done.
            if ViewUpdateScope.isActive { pendingWrite = PendingWrite(value: value) }
            perform { [weak self] in self?.writeBinding() }
        }

        private func writeBinding() {
            guard selection.value != lastValue else { return }
            // The app wrote the binding since SwiftUI's last update: a request the next update turns
            // into a move. It wins over where the pager is now; writing over it would lose it.
            guard
                !BindingRequest.isRequest(value: selection.value, lastSeen: lastSeenBinding, pendingWrite: pendingWrite)
            else { return }
            pendingWrite = PendingWrite(value: lastValue)
            selection.write(lastValue)
        }

        /// Runs `action` (an app action, a state write) now, or after SwiftUI's update when called
        /// inside one of PagedKitSwiftUI's (``ViewUpdateScope``).
        private func perform(_ action: @escaping () -> Void) {
            if ViewUpdateScope.isActive {
                Task { @MainActor in action() }
            } else {
                action()
            }
        }

        // MARK: Diagnostics

        private func diagnoseMissingSelection(_ value: AnyHashable?) {
            report(.selectionNotFound(value.map { String(describing: $0.base) } ?? "nil"))
        }

        /// Hands `diagnostic` to the app's handler, or prints it once.
        private func report(_ diagnostic: PagedViewDiagnostic) {
            if let handler = actions.diagnostic {
                perform { handler(diagnostic) }
                return
            }
            let text = diagnostic.description
            guard printedDiagnostics.count < 32, printedDiagnostics.insert(text).inserted else { return }
            print(text)
        }
    }

    /// A value written to the binding (`nil` included), whose echo is no request.
    struct PendingWrite {
        let value: AnyHashable?
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
        static func isRequest(value: AnyHashable?, lastSeen: AnyHashable?, pendingWrite: PendingWrite?) -> Bool {
            value != lastSeen && (pendingWrite == nil || value != pendingWrite?.value)
        }
    }
#endif
