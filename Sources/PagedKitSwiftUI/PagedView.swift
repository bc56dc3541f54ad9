#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
    import PagedKit
    import PagedKitUIKit
    import SwiftUI
    import UIKit

    /// A SwiftUI pager: SwiftUI pages in a `PagedViewController` from PagedKitUIKit, with a binding to the
    /// current page.
    ///
    /// Each page is a `UIHostingController` made when the page enters the container's window and
    /// released when it leaves, so a pager of a thousand pages holds only a handful. Its root view is
    /// a ``PagedViewPage``: the page's content in the `PagedView`'s environment (`@EnvironmentObject`,
    /// custom keys, tint, font), passed down again at every update. Pages ignore their own container
    /// safe area and keep the keyboard's (`safeAreaRegions = .keyboard`, iOS 16.4): the `PagedView`
    /// itself sits in the safe area of its parent, so a page does not shift while it crosses a notch,
    /// and a text field on a page stays clear of the keyboard. Before iOS 16.4 the regions cannot be
    /// chosen and pages see the container safe area as well. A `PagedView` that ignores the safe
    /// area itself (`.ignoresSafeArea()`, edge to edge) hands its pages none: a page that needs to
    /// keep its text clear of a notch or the home indicator pads itself (`.safeAreaPadding`, or
    /// insets read with a `GeometryReader` outside the pager).
    ///
    /// ```swift
    /// struct Channel: Identifiable {
    ///     let id: String
    ///     let title: String
    /// }
    ///
    /// struct ChannelsView: View {
    ///     let channels: [Channel]
    ///     @State private var selection: Channel.ID?
    ///
    ///     var body: some View {
    ///         PagedView(channels, selection: $selection) { channel in
    ///             Text(channel.title)
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// A page's hosting view enters the window when the page is loaded (preloaded beside the
    /// current page, or kept in the cache). Whether SwiftUI runs `onAppear` and `.task` on a page's
    /// content then, before the page shows, or when the hosting controller appears is undocumented;
    /// start and stop work that must wait for the page to show from its ``PagePhase``'s
    /// `appearance` (``PagePhaseReader``; rule 7 in both cases) or from
    /// `@Environment(\.isPagedViewPageSettled)` (true only for the page the pager rests on). A
    /// page's `@State` lives while its hosting controller does (in the window and the cache); keep
    /// what must outlive it in ``PageStorage``. Inside a vertical `ScrollView` a `PagedView` is as
    /// tall as its settled page (`sizeThatFits`); give it a height (`.frame(height:)`) to keep it
    /// fixed while pages of different heights pass.
    ///
    /// With an index binding (`currentPage:`) the binding follows the container's `currentPage`: it
    /// changes at each half-way crossing while the user drags; with a selection (`selection:`) it
    /// follows the item the pager comes to rest on. Setting either moves the pager there, animated
    /// when the change comes with an animation (`withAnimation { page = 5 }`; never under Reduce
    /// Motion). The pages follow the layout direction: right-to-left
    /// environments read right to left.
    @MainActor public struct PagedView<Content: View>: UIViewControllerRepresentable {
        /// The controller hosting the pages.
        public typealias UIViewControllerType = PagedViewHostController<Content>

        let pages: PagedViewPages<Content>
        let selection: PagedViewSelection
        /// The actions of ``onPageChange(_:)``, ``onScrollStateChange(_:)`` and ``pagerDiagnostics(_:)``.
        var actions = PagedViewActions()
        var configuration: PagingConfiguration
        /// The transformer of ``pageTransformer(_:)``, or `nil`.
        var pageTransformer: PageTransformer?
        /// The key of ``pagerRestoration(key:)``, or `nil`: no restoration.
        var restorationKey: String?
        /// The storage of ``pagerRestoration(_:)``, or `nil`.
        var restorationBinding: Binding<Data?>?
        var tabStripLink: PagedTabStripLink?
        /// The header of ``pagedHeader(expandedHeight:pinnedHeight:header:pinned:)``, or `nil`.
        var header: PagedViewHeader?
        /// The scene's storage for the snapshot, under `restorationKey` (an unused key without one:
        /// a `SceneStorage` is declared with its key and must be a stored property of the view).
        var restorationStorage = SceneStorage<Data?>("PagedKit.PagedView.noRestoration")

        /// Creates a pager of `pageCount` pages identified by their index.
        /// - Parameters:
        ///   - pageCount: The number of pages.
        ///   - currentPage: The page nearest the viewport; setting it moves the pager.
        ///   - configuration: Radius, cache, looping, axis, auto-scroll, page size, spacing and alignment
        ///     (also set by ``pageSize(_:)``, ``pageSpacing(_:)``, ``pageAlignment(_:)``). Default: the
        ///     container's defaults.
        ///   - content: The view of the page at an index.
        public init(
            pageCount: Int, currentPage: Binding<Int>, configuration: PagingConfiguration = PagingConfiguration(),
            @ViewBuilder content: @escaping (Int) -> Content
        ) {
            self.pages = .indexed(count: max(0, pageCount), content: content)
            self.selection = .index(currentPage)
            self.configuration = configuration
        }

        /// Creates a pager of the elements of `data`, identified by their `id`: when the data changes,
        /// the pager stays on the same element, wherever it moved.
        /// - Parameters:
        ///   - data: The elements, one page each. Read by index as pages load: never copied, so a
        ///     `Range` or a lazy collection of 10⁹ elements costs what ten do.
        ///   - currentPage: The index of the page nearest the viewport; setting it moves the pager.
        ///   - configuration: Radius, cache, looping, axis, auto-scroll, page size, spacing and alignment
        ///     (also set by ``pageSize(_:)``, ``pageSpacing(_:)``, ``pageAlignment(_:)``). Default: the
        ///     container's defaults.
        ///   - content: The view of the page of an element.
        /// - Complexity: O(w) element reads per update for `w` loaded pages.
        public init<Data: RandomAccessCollection>(
            _ data: Data, currentPage: Binding<Int>, configuration: PagingConfiguration = PagingConfiguration(),
            @ViewBuilder content: @escaping (Data.Element) -> Content
        ) where Data.Element: Identifiable {
            self.init(data, id: \.id, currentPage: currentPage, configuration: configuration, content: content)
        }

        /// Creates a pager of the elements of `data`, identified by the property at `id`: when the
        /// data changes, the pager stays on the same element, wherever it moved.
        /// - Parameters:
        ///   - data: The elements, one page each, read by index as pages load (never copied).
        ///   - id: The key path to an element's identifier (`\.self` for a `Range` of days).
        ///   - currentPage: The index of the page nearest the viewport; setting it moves the pager.
        ///   - configuration: Radius, cache, looping, axis, auto-scroll, page size, spacing and alignment.
        ///   - content: The view of the page of an element.
        /// - Complexity: O(w) element reads per update for `w` loaded pages.
        public init<Data: RandomAccessCollection, ID: Hashable>(
            _ data: Data, id: KeyPath<Data.Element, ID>, currentPage: Binding<Int>,
            configuration: PagingConfiguration = PagingConfiguration(),
            @ViewBuilder content: @escaping (Data.Element) -> Content
        ) {
            self.pages = .collection(data, id: id, indexOf: nil, content: content)
            self.selection = .index(currentPage)
            self.configuration = configuration
        }

        /// Creates a pager of the elements of `data`, bound to the selected element by identity: the
        /// binding holds the `id` of the element the pager rests on, and writing another `id` moves
        /// there (animated inside `withAnimation`, at once outside it, and at once under Reduce
        /// Motion). When the data changes the pager stays on the selected element wherever it moved
        /// (rule 9), and the binding changes only when that element is removed.
        ///
        /// ```swift
        /// @State private var selection: Channel.ID?
        ///
        /// PagedView(channels, selection: $selection) { channel in
        ///     ChannelFeed(channel: channel)
        /// }
        /// ```
        ///
        /// A `nil` selection opens on the first element (or the restored one) and is set to it. A
        /// selection that names no element leaves the pager where it is, writes the settled element
        /// back and reports a ``PagedViewDiagnostic/selectionNotFound(_:)``.
        /// - Parameters:
        ///   - data: The elements, one page each, read by index as pages load (never copied).
        ///   - selection: The `id` of the element the pager rests on (it changes when a move comes to
        ///     rest, not during a drag); `nil` only when `data` is empty.
        ///   - indexOf: Where the element with an `id` is, in O(1), for a collection too large to
        ///     search (more than 10,000 elements): a `Range` of days answers `{ $0 - range.lowerBound }`.
        ///     Without it the pager looks for an element within 64 pages of where it was, then, in a
        ///     collection of at most 10,000, everywhere.
        ///   - configuration: Radius, cache, looping, axis, auto-scroll, page size, spacing and alignment.
        ///   - content: The view of the page of an element.
        /// - Complexity: O(w) element reads per update for `w` loaded pages; a selection write is
        ///   found in O(1) with `indexOf:`, else O(distance).
        public init<Data: RandomAccessCollection>(
            _ data: Data, selection: Binding<Data.Element.ID?>, indexOf: ((Data.Element.ID) -> Int?)? = nil,
            configuration: PagingConfiguration = PagingConfiguration(),
            @ViewBuilder content: @escaping (Data.Element) -> Content
        ) where Data.Element: Identifiable {
            self.init(
                data, id: \.id, selection: selection, indexOf: indexOf, configuration: configuration, content: content)
        }

        /// Creates a pager of the elements of `data`, identified by the property at `id` and bound to
        /// the selected element by identity, as ``init(_:selection:indexOf:configuration:content:)``.
        /// - Parameters:
        ///   - data: The elements, one page each, read by index as pages load (never copied).
        ///   - id: The key path to an element's identifier (`\.self` for a `Range` of days).
        ///   - selection: The identifier of the element the pager rests on.
        ///   - indexOf: Where the element with an identifier is, in O(1), for a large collection.
        ///   - configuration: Radius, cache, looping, axis, auto-scroll, page size, spacing and alignment.
        ///   - content: The view of the page of an element.
        public init<Data: RandomAccessCollection, ID: Hashable>(
            _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>, indexOf: ((ID) -> Int?)? = nil,
            configuration: PagingConfiguration = PagingConfiguration(),
            @ViewBuilder content: @escaping (Data.Element) -> Content
        ) {
            self.pages = .collection(data, id: id, indexOf: indexOf, content: content)
            self.selection = .identifying(selection)
            self.configuration = configuration
        }

        /// This pager, calling `action` each time it comes to rest on another page: after a swipe, a
        /// jump, a step, an auto-scroll move, a reload that removed the settled item, or a restore,
        /// with the cause and the items before and after (``PageChange``). Called after SwiftUI's
        /// update when the change happens inside one (a data change), so `action` may write state.
        /// - Parameter action: What to do with each change.
        /// - Returns: The pager, reporting page changes.
        public func onPageChange(_ action: @escaping (PageChange) -> Void) -> PagedView {
            var pager = self
            pager.actions.pageChange = action
            return pager
        }

        /// This pager, calling `action` with the old and new state each time its scroll state changes:
        /// `.idle` at rest, `.dragging` while a finger moves it, `.settling` while it decelerates to a
        /// page or runs an animated move (SwiftUI's `onScrollPhaseChange` needs iOS 18; this works on
        /// iOS 16).
        /// - Parameter action: What to do with each change, given the old and the new state.
        /// - Returns: The pager, reporting its scroll state.
        public func onScrollStateChange(_ action: @escaping (_ old: ScrollState, _ new: ScrollState) -> Void)
            -> PagedView
        {
            var pager = self
            pager.actions.scrollState = action
            return pager
        }

        /// This pager, handing problems in what it was given (a selection that is not in the data,
        /// duplicate identifiers, a bad page count) to `handler` instead of printing them.
        /// - Parameter handler: What to do with each diagnostic.
        /// - Returns: The pager, reporting diagnostics to `handler`.
        public func pagerDiagnostics(_ handler: @escaping (PagedViewDiagnostic) -> Void) -> PagedView {
            var pager = self
            pager.actions.diagnostic = handler
            return pager
        }

        /// Keeps the user's place across launches: the pager saves where the user is
        /// (a `PagingSnapshot`, as JSON `Data`) in `@SceneStorage(key)` each time the page settles,
        /// and opens on it when SwiftUI makes the pager again — on the same item, even if items
        /// were inserted in front of it, or on the nearest page when it is gone. While a snapshot is
        /// restored, it wins over the `currentPage` binding's initial value, and the binding is
        /// set to the restored page.
        ///
        /// A snapshot from a pager with other looping or axis is ignored. Use one key per pager
        /// in a scene.
        /// - Parameter key: The scene-storage key, unique among the scene's `@SceneStorage` keys.
        /// - Returns: The pager, with restoration.
        public func pagerRestoration(key: String) -> PagedView {
            var pager = self
            pager.restorationKey = key
            pager.restorationStorage = SceneStorage(key)
            return pager
        }

        /// Keeps the user's place in storage of your own, as ``pagerRestoration(key:)`` does in
        /// `@SceneStorage`: the pager writes the snapshot (a `PagingSnapshot`, as JSON `Data`) to
        /// `storage` each time the page settles, and opens on it when SwiftUI makes the pager again.
        ///
        /// `@SceneStorage` needs a SwiftUI scene (`WindowGroup`): in an app with a UIKit life cycle
        /// that hosts SwiftUI in a `UIHostingController`, its values are not saved with the scene's
        /// session. There, keep the data yourself (`@AppStorage`, or `NSUserActivity` /
        /// `stateRestorationActivity` in the scene delegate) and pass a binding to it.
        /// - Parameter storage: Where the snapshot is kept; `nil` data means no saved place.
        /// - Returns: The pager, with restoration.
        public func pagerRestoration(_ storage: Binding<Data?>) -> PagedView {
            var pager = self
            pager.restorationBinding = storage
            return pager
        }

        /// This pager, with the ``PagedTabStrip`` linked to `link` following its position on every
        /// scroll tick.
        /// - Parameter link: The link the strip is given with ``PagedTabStrip/linked(to:)``.
        /// - Returns: The linked pager.
        public func tabStrip(_ link: PagedTabStripLink) -> PagedView {
            var pager = self
            pager.tabStripLink = link
            return pager
        }

        /// This pager with pages `size` long along the axis (`PagingConfiguration.pageSize`): with a
        /// fraction or a fixed length the neighbours peek in beside the resting page, and a tap on
        /// one moves there.
        /// - Parameter size: The page length: `.fill` (the default), `.fraction(_:)` of the
        ///   viewport, or `.fixed(_:)` points.
        /// - Returns: The pager with that page size.
        public func pageSize(_ size: PageSize) -> PagedView {
            var pager = self
            pager.configuration.pageSize = size
            return pager
        }

        /// This pager with `spacing` points between neighbouring pages (`PagingConfiguration.pageSpacing`).
        /// - Parameter spacing: The gap in points; negative or non-finite means 0. Default 0.
        /// - Returns: The pager with that spacing.
        public func pageSpacing(_ spacing: Double) -> PagedView {
            var pager = self
            pager.configuration.pageSpacing = spacing
            return pager
        }

        /// This pager with resting pages at `alignment` in the viewport (`PagingConfiguration.pageAlignment`).
        /// - Parameter alignment: `.center` (the default) or `.leading`.
        /// - Returns: The pager with that alignment.
        public func pageAlignment(_ alignment: PageAlignment) -> PagedView {
            var pager = self
            pager.configuration.pageAlignment = alignment
            return pager
        }

        /// This pager with `transformer` shaping each visible page for where it is (scale, fade,
        /// parallax, cover flow) on every scroll tick, as `PagedViewController.pageTransformer` does:
        /// on the page's hosting view, its `transform3D`, `alpha` and `layer.zPosition`.
        /// - Parameter transformer: The transformer; `nil` leaves the pages as placed.
        /// - Returns: The pager with that transformer.
        public func pageTransformer(_ transformer: PageTransformer?) -> PagedView {
            var pager = self
            pager.pageTransformer = transformer
            return pager
        }

        /// The scene storage's binding when restoration is on.
        private var restoration: Binding<Data?>? {
            restorationBinding ?? (restorationKey == nil ? nil : restorationStorage.projectedValue)
        }

        /// Creates the coordinator that supplies the pages and reports the current page.
        /// - Returns: A new coordinator.
        public func makeCoordinator() -> Coordinator {
            Coordinator(model: PagedViewModel(pages: pages, selection: selection))
        }

        /// Creates the pager controller, loads the pages and moves to the bound page.
        /// - Parameter context: SwiftUI's context.
        /// - Returns: The pager controller.
        public func makeUIViewController(context: Context) -> UIViewControllerType {
            ViewUpdateScope.during {
                let controller = UIViewControllerType(configuration: configuration)
                controller.pageTransformer = pageTransformer
                context.coordinator.model.start(
                    controller, pages: pages, selection: selection, actions: actions, restoration: restoration,
                    header: header, environment: context.environment)
                tabStripLink?.attachPager { [weak controller] bar in
                    if let controller { bar.connect(to: controller) }
                }
                return controller
            }
        }

        /// Brings the pager in line with new pages, configuration or bound page.
        /// - Parameters:
        ///   - controller: The pager controller.
        ///   - context: SwiftUI's context; its transaction's animation decides whether a page change
        ///     animates, and whether a change of the pages (their count or identity) is shown as one
        ///     motion (`reloadData(animated: true)`: inside `withAnimation`) or at once (outside it).
        public func updateUIViewController(_ controller: UIViewControllerType, context: Context) {
            ViewUpdateScope.during {
                context.coordinator.model.update(
                    controller, pages: pages, selection: selection, actions: actions, restoration: restoration,
                    configuration: configuration, header: header, environment: context.environment,
                    animated: context.transaction.animation != nil)
                controller.pageTransformer = pageTransformer
            }
        }

        /// The proposed size; along a dimension SwiftUI leaves open (a `PagedView` in a vertical
        /// `ScrollView` gets no height), the settled page's own size there (`UIHostingController`'s
        /// `sizeThatFits(in:)`, measured at the proposed width), so the pager is as tall as the page
        /// it shows.
        /// - Parameters:
        ///   - proposal: SwiftUI's proposal.
        ///   - controller: The pager controller.
        ///   - context: SwiftUI's context.
        /// - Returns: The pager's size.
        public func sizeThatFits(
            _ proposal: ProposedViewSize, uiViewController controller: UIViewControllerType, context: Context
        ) -> CGSize? {
            if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
            let container = controller.container
            let fitting =
                container.page(at: container.settledPage)?.sizeThatFits(
                    in: CGSize(width: proposal.width ?? .infinity, height: proposal.height ?? .infinity)) ?? .zero
            return CGSize(width: proposal.width ?? fitting.width, height: proposal.height ?? fitting.height)
        }

        /// Connects a ``PagedView`` to its pager controller. Created by SwiftUI.
        @MainActor public final class Coordinator {
            let model: PagedViewModel<Content>

            init(model: PagedViewModel<Content>) {
                self.model = model
            }
        }
    }

    /// The pager controller of a ``PagedView``: a `PagedViewController` of hosting controllers that
    /// tells the pages' ``PagePhase`` how they appear (rule 7).
    @MainActor
    public final class PagedViewHostController<Content: View>:
        PagedViewController<PagedViewPageController<Content>>
    {
        /// Hears each page's appearance steps (the `PagedView`'s model).
        var appearanceHandler: ((Page, PageAppearance) -> Void)?

        /// Passes the step to the page's phase.
        public override func didChangeAppearance(
            of page: Page, at index: Int, to appearance: PageAppearance, animated: Bool
        ) {
            appearanceHandler?(page, appearance)
        }
    }
#endif
