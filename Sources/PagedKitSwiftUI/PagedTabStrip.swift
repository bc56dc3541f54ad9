#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
    import PagedKit
    import PagedKitUIKit
    import SwiftUI
    import UIKit

    /// A SwiftUI channel tab strip: PagedKitUIKit's `PagedTabBar`, bound to the same current page as a
    /// ``PagedView``.
    ///
    /// ```swift
    /// struct ChannelsView: View {
    ///     let channels: [Channel]
    ///     @State private var page = 0
    ///
    ///     var body: some View {
    ///         VStack(spacing: 0) {
    ///             PagedTabStrip(channels, currentPage: $page) { $0.title }
    ///             PagedView(channels, currentPage: $page) { channel in
    ///                 ChannelFeed(channel: channel)
    ///             }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// Tapping a tab sets the binding with an animation (none under Reduce Motion), so the
    /// `PagedView` slides there; a change of the binding — a
    /// swipe in the `PagedView` crossing half-way, or your own write — selects the tab, moves the
    /// indicator under it and scrolls the strip to keep it centred. Tabs, indicator and offsets are
    /// `TabStripLayout`'s. A change of one title (a badge) re-measures that tab and moves no tab
    /// before it; a channel-list edit made inside `withAnimation` slides the tabs to their new places
    /// (`PagedTabBar.reloadTabs(animated:)`; none under Reduce Motion). On its own the strip follows the binding, so its indicator moves when the
    /// current page changes. Link it to its ``PagedView`` with a ``PagedTabStripLink`` and the
    /// indicator follows the pager on every scroll tick — the finger during a drag, straight from the
    /// start tab to the target during a jump:
    ///
    /// ```swift
    /// @State private var link = PagedTabStripLink()
    ///
    /// PagedTabStrip(channels, currentPage: $page) { $0.title }.linked(to: link)
    /// PagedView(channels, currentPage: $page) { ChannelFeed(channel: $0) }.tabStrip(link)
    /// ```
    @MainActor public struct PagedTabStrip: UIViewControllerRepresentable {
        /// The controller whose view is the tab bar.
        public typealias UIViewControllerType = PagedTabStripController

        let titles: [String]
        let selection: TabStripSelection
        var link: PagedTabStripLink?

        /// This strip, following the ``PagedView`` linked to `link` on every scroll tick.
        /// - Parameter link: The link the pager is given with ``PagedView/tabStrip(_:)``.
        /// - Returns: The linked strip.
        public func linked(to link: PagedTabStripLink) -> PagedTabStrip {
            var strip = self
            strip.link = link
            return strip
        }

        /// Creates a strip of `titles`, one tab a page.
        /// - Parameters:
        ///   - titles: The tab titles.
        ///   - currentPage: The selected tab: the same binding as the `PagedView`'s.
        public init(titles: [String], currentPage: Binding<Int>) {
            self.titles = titles
            self.selection = .index(currentPage)
        }

        /// Creates a strip of the elements of `data`, one tab each.
        /// - Parameters:
        ///   - data: The elements, in page order.
        ///   - currentPage: The selected tab: the same binding as the `PagedView`'s.
        ///   - title: The title of an element's tab.
        public init<Data: RandomAccessCollection>(
            _ data: Data, currentPage: Binding<Int>, title: (Data.Element) -> String
        ) {
            self.titles = data.map(title)
            self.selection = .index(currentPage)
        }

        /// Creates a strip of the elements of `data`, one tab each, bound to the selected element by
        /// identity: the same binding as a ``PagedView`` made with
        /// ``PagedView/init(_:selection:indexOf:configuration:content:)``. A tap writes the tapped
        /// element's `id` inside an animation (none under Reduce Motion); a selection that names no
        /// element leaves the selected tab where it was. The tabs follow elements by `id` when the data changes (an edit
        /// inside `withAnimation` slides them).
        /// - Parameters:
        ///   - data: The elements, in page order (a strip shows every tab, so it reads them all).
        ///   - selection: The `id` of the selected element.
        ///   - title: The title of an element's tab.
        public init<Data: RandomAccessCollection>(
            _ data: Data, selection: Binding<Data.Element.ID?>, title: (Data.Element) -> String
        ) where Data.Element: Identifiable {
            self.titles = data.map(title)
            self.selection = .identity(ids: data.map { AnyHashable($0.id) }, binding: .identifying(selection))
        }

        /// Creates the coordinator that writes taps to the binding.
        /// - Returns: A new coordinator.
        public func makeCoordinator() -> Coordinator {
            Coordinator(selection: selection)
        }

        /// Creates the controller and its tab bar.
        /// - Parameter context: SwiftUI's context.
        /// - Returns: The controller.
        public func makeUIViewController(context: Context) -> PagedTabStripController {
            let controller = PagedTabStripController()
            let coordinator = context.coordinator
            controller.tabBar.selectionHandler = { [weak coordinator] index in coordinator?.select(index) }
            link?.attach(controller.tabBar)
            return controller
        }

        /// Shows the titles and the bound tab.
        /// - Parameters:
        ///   - controller: The controller.
        ///   - context: SwiftUI's context.
        public func updateUIViewController(_ controller: PagedTabStripController, context: Context) {
            context.coordinator.selection = selection
            let tabBar = controller.tabBar
            if case .identity(let ids, _) = selection {
                tabBar.tabIdentifierProvider = { ids.indices.contains($0) ? ids[$0] : AnyHashable($0) }
            }
            // One title changed (a badge) refreshes that tab only; a channel-list edit inside an
            // animation (`withAnimation`) slides the tabs to their new places.
            if tabBar.titles != titles { tabBar.setTitles(titles, animated: context.transaction.animation != nil) }
            if let selected = selection.selectedIndex { tabBar.selectTab(selected) }
        }

        /// The proposed width (the strip's natural width, all its tabs, when none is proposed) and
        /// the bar's own height, which grows with Dynamic Type (44 points at least); the proposed
        /// height is not taken, so the titles are never clipped.
        /// - Parameters:
        ///   - proposal: SwiftUI's proposal.
        ///   - controller: The controller.
        ///   - context: SwiftUI's context.
        /// - Returns: The strip's size.
        public func sizeThatFits(
            _ proposal: ProposedViewSize, uiViewController controller: PagedTabStripController, context: Context
        ) -> CGSize? {
            controller.tabBar.sizeThatFits(
                CGSize(width: proposal.width ?? .infinity, height: proposal.height ?? .infinity))
        }

        /// Connects a ``PagedTabStrip`` to its binding. Created by SwiftUI.
        @MainActor public final class Coordinator {
            var selection: TabStripSelection

            init(selection: TabStripSelection) {
                self.selection = selection
            }

            /// Writes a tapped tab to the binding inside an animation (none under Reduce Motion), so
            /// the `PagedView` bound to it slides there: a plain write would be an immediate jump,
            /// which also cuts a linked pager's own animated jump short.
            func select(_ index: Int) {
                guard selection.selectedIndex != index else { return }
                withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .default) {
                    selection.select(index)
                }
            }
        }
    }

    /// What a ``PagedTabStrip``'s binding holds: a tab index, or the identifier of the selected element.
    enum TabStripSelection {
        case index(Binding<Int>)
        /// The elements' identifiers in tab order, and the binding.
        case identity(ids: [AnyHashable], binding: PagedViewSelection)

        /// The selected tab, or `nil` when the selection names none.
        var selectedIndex: Int? {
            switch self {
            case .index(let binding): return binding.wrappedValue
            case .identity(let ids, let binding): return binding.value.flatMap { ids.firstIndex(of: $0) }
            }
        }

        /// Writes tab `index` to the binding.
        func select(_ index: Int) {
            switch self {
            case .index(let binding): binding.wrappedValue = index
            case .identity(let ids, let binding): if ids.indices.contains(index) { binding.write(ids[index]) }
            }
        }
    }

    /// Connects a ``PagedTabStrip`` to a ``PagedView``, so that the strip's tab bar follows the pager's
    /// position on every scroll tick. Keep one in the view that shows both (`@State`), and hand it to
    /// ``PagedTabStrip/linked(to:)`` and ``PagedView/tabStrip(_:)``; whichever is made second connects
    /// them.
    @MainActor public final class PagedTabStripLink {
        private weak var tabBar: PagedTabBar?
        private var connectPager: ((PagedTabBar) -> Void)?

        /// Creates a link with nothing connected.
        public init() {}

        func attach(_ tabBar: PagedTabBar) {
            self.tabBar = tabBar
            connectIfBothAreThere()
        }

        /// The pager's side: `connect` makes the bar follow it (capturing the pager weakly).
        func attachPager(_ connect: @escaping (PagedTabBar) -> Void) {
            connectPager = connect
            connectIfBothAreThere()
        }

        private func connectIfBothAreThere() {
            if let tabBar, let connectPager { connectPager(tabBar) }
        }
    }

    /// The view controller of a ``PagedTabStrip``: its view is the tab bar.
    @MainActor public final class PagedTabStripController: UIViewController {
        /// The tab bar. Style it (fonts, indicator colour, padding).
        public let tabBar = PagedTabBar(frame: .zero)

        /// Makes the tab bar the controller's view.
        public override func loadView() {
            view = tabBar
        }
    }
#endif
