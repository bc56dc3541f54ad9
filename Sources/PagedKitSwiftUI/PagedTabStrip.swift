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
    ///
    /// A tab can show any SwiftUI view instead of a title — an icon, a label with a badge — drawn for
    /// its ``PagedTabState``, which says how selected the tab is as the pager moves:
    ///
    /// ```swift
    /// PagedTabStrip(channels, selection: $selected, accessibilityTitle: \.title) { channel, state in
    ///     Label(channel.title, systemImage: channel.icon)
    ///         .opacity(0.5 + 0.5 * state.progress)
    /// }
    /// .linked(to: link)
    /// ```
    ///
    /// Each label is a `UIHostingController` inside its tab (PagedTabBar's
    /// `tabContentProvider`), measured with `sizeThatFits(in:)` for the strip's geometry as a title is
    /// (padding, distribution, right-to-left mirroring, Dynamic Type). Its tab state is an observed
    /// object of its own, so on a pager tick only the tabs whose state changed — normally the two the
    /// pager is between — evaluate their label again; neither the other labels nor the view that
    /// holds the strip are evaluated. State changes are never published inside a SwiftUI update:
    /// one that happens during one is published right after it.
    @MainActor public struct PagedTabStrip: UIViewControllerRepresentable {
        /// The controller whose view is the tab bar.
        public typealias UIViewControllerType = PagedTabStripController

        /// The tab titles; with ``labels``, the tabs' accessibility labels (empty when none is given).
        let titles: [String]
        let selection: TabStripSelection
        var link: PagedTabStripLink?
        /// The tabs' SwiftUI labels, for a strip made with a label closure.
        let labels: PagedTabLabels?

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
            self.labels = nil
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
            self.labels = nil
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
            self.labels = nil
        }

        /// Creates a strip of the elements of `data`, one tab each, showing `label`'s view for each
        /// element instead of a title. The tabs are told apart by position: an edit that moves
        /// elements gives each tab the label of the element now at its place.
        /// - Parameters:
        ///   - data: The elements, in page order (a strip shows every tab, so it reads them all).
        ///   - currentPage: The selected tab: the same binding as the `PagedView`'s.
        ///   - accessibilityTitle: The tab's VoiceOver label (and large-content title) for an element;
        ///     `nil` gives the tabs none — VoiceOver then reads only "tab 2 of 5", so give one.
        ///   - label: The view of an element's tab in a state; evaluated again when the state changes.
        public init<Data: RandomAccessCollection, Label: View>(
            _ data: Data, currentPage: Binding<Int>, accessibilityTitle: ((Data.Element) -> String)? = nil,
            @ViewBuilder label: @escaping (Data.Element, PagedTabState) -> Label
        ) {
            let items = Array(data)
            self.titles = items.map { accessibilityTitle?($0) ?? "" }
            self.selection = .index(currentPage)
            self.labels = PagedTabLabels(items, ids: items.indices.map { AnyHashable($0) }, label: label)
        }

        /// Creates a strip of the `Identifiable` elements of `data`, one tab each, showing `label`'s
        /// view for each element instead of a title. Each label follows its element by `id` through
        /// an edit (an edit inside `withAnimation` slides the tabs to their new places).
        /// - Parameters:
        ///   - data: The elements, in page order, with unique identifiers.
        ///   - currentPage: The selected tab: the same binding as the `PagedView`'s.
        ///   - accessibilityTitle: The tab's VoiceOver label (and large-content title) for an element;
        ///     `nil` gives the tabs none — VoiceOver then reads only "tab 2 of 5", so give one.
        ///   - label: The view of an element's tab in a state; evaluated again when the state changes.
        public init<Data: RandomAccessCollection, Label: View>(
            _ data: Data, currentPage: Binding<Int>, accessibilityTitle: ((Data.Element) -> String)? = nil,
            @ViewBuilder label: @escaping (Data.Element, PagedTabState) -> Label
        ) where Data.Element: Identifiable {
            let items = Array(data)
            self.titles = items.map { accessibilityTitle?($0) ?? "" }
            self.selection = .index(currentPage)
            self.labels = PagedTabLabels(items, ids: items.map { AnyHashable($0.id) }, label: label)
        }

        /// Creates a strip of the `Identifiable` elements of `data`, one tab each, bound to the selected
        /// element by identity (as ``init(_:selection:title:)``), showing `label`'s view for each
        /// element instead of a title. Each label follows its element by `id` through an edit (an
        /// edit inside `withAnimation` slides the tabs to their new places).
        /// - Parameters:
        ///   - data: The elements, in page order, with unique identifiers.
        ///   - selection: The `id` of the selected element.
        ///   - accessibilityTitle: The tab's VoiceOver label (and large-content title) for an element;
        ///     `nil` gives the tabs none — VoiceOver then reads only "tab 2 of 5", so give one.
        ///   - label: The view of an element's tab in a state; evaluated again when the state changes.
        public init<Data: RandomAccessCollection, Label: View>(
            _ data: Data, selection: Binding<Data.Element.ID?>, accessibilityTitle: ((Data.Element) -> String)? = nil,
            @ViewBuilder label: @escaping (Data.Element, PagedTabState) -> Label
        ) where Data.Element: Identifiable {
            let items = Array(data)
            let ids = items.map { AnyHashable($0.id) }
            self.titles = items.map { accessibilityTitle?($0) ?? "" }
            self.selection = .identity(ids: ids, binding: .identifying(selection))
            self.labels = PagedTabLabels(items, ids: ids, label: label)
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
            ViewUpdateScope.during {
                let controller = PagedTabStripController()
                let coordinator = context.coordinator
                coordinator.controller = controller
                controller.tabBar.selectionHandler = { [weak coordinator] index in coordinator?.select(index) }
                link?.attach(controller.tabBar)
                return controller
            }
        }

        /// Shows the titles or labels and the bound tab.
        /// - Parameters:
        ///   - controller: The controller.
        ///   - context: SwiftUI's context.
        public func updateUIViewController(_ controller: PagedTabStripController, context: Context) {
            ViewUpdateScope.during {
                let coordinator = context.coordinator
                coordinator.selection = selection
                let tabBar = controller.tabBar
                let animated = context.transaction.animation != nil
                if let labels {
                    tabBar.tabIdentifierProvider = {
                        labels.ids.indices.contains($0) ? labels.ids[$0] : AnyHashable($0)
                    }
                    coordinator.showLabels(labels, titles: titles, animated: animated)
                } else {
                    coordinator.removeLabels()
                    if case .identity(let ids, _) = selection {
                        tabBar.tabIdentifierProvider = { ids.indices.contains($0) ? ids[$0] : AnyHashable($0) }
                    }
                    // One title changed (a badge) refreshes that tab only; a channel-list edit inside an
                    // animation (`withAnimation`) slides the tabs to their new places.
                    if tabBar.titles != titles { tabBar.setTitles(titles, animated: animated) }
                }
                if let selected = selection.selectedIndex { tabBar.selectTab(selected) }
            }
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

        /// Connects a ``PagedTabStrip`` to its binding, and keeps its tabs' SwiftUI labels. Created by
        /// SwiftUI.
        @MainActor public final class Coordinator {
            var selection: TabStripSelection
            weak var controller: PagedTabStripController?
            /// The labels shown, by tab.
            private var labels: PagedTabLabels?
            /// Each tab's label, by identifier.
            private var hosts: [AnyHashable: PagedTabLabelHost] = [:]
            /// The labels whose state changed during a SwiftUI update, published after it.
            private var pending: [PagedTabLabelHost] = []
            private var isPublishScheduled = false

            init(selection: TabStripSelection) {
                self.selection = selection
            }

            /// Shows `labels`: gives the kept labels their new views, then reloads the tabs whose
            /// elements changed (all of them, animated when `animated`, when the identifiers did) or
            /// whose label changed size (that one alone when it is one).
            func showLabels(_ labels: PagedTabLabels, titles: [String], animated: Bool) {
                guard let tabBar = controller?.tabBar else { return }
                let previous = self.labels
                self.labels = labels
                var resized: [Int] = []
                for (index, id) in labels.ids.enumerated() {
                    guard let host = hosts[id] else { continue }
                    host.show(labels.view(at: index))
                    if host.hasNewSize { resized.append(index) }
                }
                if tabBar.tabContentProvider == nil {
                    tabBar.tabStateHandler = { [weak self] tab in self?.tabStateDidChange(tab) }
                    tabBar.tabContentProvider = { [weak self] index in self?.labelView(at: index) ?? UIView() }
                    tabBar.titles = titles
                } else if tabBar.titles != titles {
                    let old = tabBar.titles
                    tabBar.setTitles(titles, animated: animated)
                    // The same elements with one title changed: the bar refreshed that tab only, so
                    // the other labels that changed size are measured here.
                    if old.count == titles.count, previous?.ids == labels.ids {
                        for index in resized where old[index] == titles[index] { tabBar.reloadTab(at: index) }
                    }
                } else if previous?.ids != labels.ids {
                    tabBar.reloadTabs(animated: animated)
                } else if resized.count == 1 {
                    tabBar.reloadTab(at: resized[0])
                } else if !resized.isEmpty {
                    tabBar.reloadTabs()
                }
                let ids = Set(labels.ids)
                for (id, host) in hosts where !ids.contains(id) {
                    host.remove()
                    hosts[id] = nil
                }
            }

            /// Goes back to titles (the strip was made with titles after labels).
            func removeLabels() {
                guard let tabBar = controller?.tabBar, tabBar.tabContentProvider != nil else { return }
                tabBar.tabStateHandler = nil
                tabBar.tabContentProvider = nil
                for host in hosts.values { host.remove() }
                hosts = [:]
                labels = nil
            }

            /// Tab `index`'s label, made the first time its element is shown.
            private func labelView(at index: Int) -> UIView {
                guard let labels, labels.ids.indices.contains(index) else { return UIView() }
                let id = labels.ids[index]
                if let host = hosts[id] { return host.view }
                let host = PagedTabLabelHost(
                    state: PagedTabState(index: index, progress: 0, isSelected: false),
                    view: labels.view(at: index), parent: controller)
                hosts[id] = host
                return host.view
            }

            /// The bar changed `tab`'s state: its label is told now, or after the SwiftUI update under way.
            private func tabStateDidChange(_ tab: PagedTabBar.Tab) {
                guard let host = (tab.contentView as? PagedTabLabelView)?.host else { return }
                guard ViewUpdateScope.isActive else {
                    host.publish()
                    return
                }
                if !host.isPending {
                    host.isPending = true
                    pending.append(host)
                }
                guard !isPublishScheduled else { return }
                isPublishScheduled = true
                Task { @MainActor [weak self] in self?.publishPending() }
            }

            private func publishPending() {
                isPublishScheduled = false
                let hosts = pending
                pending = []
                for host in hosts {
                    host.isPending = false
                    host.publish()
                }
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

    /// How selected a ``PagedTabStrip`` tab is, for drawing its label.
    public struct PagedTabState: Equatable, Sendable {
        /// The tab's index.
        public var index: Int
        /// How selected the tab is right now, from 0 to 1: 1 for the selected tab at rest; while the
        /// pager moves between two tabs, the one it leaves goes from 1 toward 0 and the one it moves
        /// toward from 0 toward 1 (the two add up to 1); 0 for every other tab.
        public var progress: Double
        /// Whether the tab is the selected one: the pager's current page (it changes half-way through
        /// a swipe).
        public var isSelected: Bool

        /// Creates a tab state.
        /// - Parameters:
        ///   - index: The tab's index.
        ///   - progress: How selected it is, from 0 to 1.
        ///   - isSelected: Whether it is the selected tab.
        public init(index: Int, progress: Double, isSelected: Bool) {
            self.index = index
            self.progress = progress
            self.isSelected = isSelected
        }
    }

    /// The labels of a ``PagedTabStrip`` made with a label closure: the elements' identifiers, in tab
    /// order, and each tab's view for a state.
    @MainActor struct PagedTabLabels {
        let ids: [AnyHashable]
        /// Tab `index`'s label for a state.
        private let label: (Int, PagedTabState) -> AnyView

        init<Element, Label: View>(
            _ items: [Element], ids: [AnyHashable], label: @escaping (Element, PagedTabState) -> Label
        ) {
            self.ids = ids
            self.label = { index, state in AnyView(label(items[index], state)) }
        }

        /// Tab `index`'s label, as a function of its state.
        func view(at index: Int) -> (PagedTabState) -> AnyView {
            let label = self.label
            return { state in label(index, state) }
        }
    }

    /// One tab's state, observed by its label only: a change evaluates that label and nothing else.
    @MainActor final class PagedTabStateModel: ObservableObject {
        /// The state the label is drawn for; setting an equal one tells nobody. Told after the change.
        var state: PagedTabState {
            didSet { if state != oldValue { objectWillChange.send() } }
        }

        init(state: PagedTabState) {
            self.state = state
        }
    }

    /// A tab label's root view: the app's label for the tab's observed state.
    @MainActor struct PagedTabLabelRoot: View {
        @ObservedObject var model: PagedTabStateModel
        let content: (PagedTabState) -> AnyView

        var body: some View {
            content(model.state)
        }
    }

    /// One tab's label: a hosting controller (a child of the strip's controller) of the app's view
    /// and the tab's state, in the view the tab bar shows.
    @MainActor final class PagedTabLabelHost {
        let model: PagedTabStateModel
        let controller: UIHostingController<PagedTabLabelRoot>
        let view = PagedTabLabelView(frame: .zero)
        /// Whether a state change waits for the end of a SwiftUI update.
        var isPending = false

        init(state: PagedTabState, view content: @escaping (PagedTabState) -> AnyView, parent: UIViewController?) {
            model = PagedTabStateModel(state: state)
            controller = UIHostingController(rootView: PagedTabLabelRoot(model: model, content: content))
            view.host = self
            view.controller = controller
            let hosted: UIView = controller.view
            hosted.frame = view.bounds
            hosted.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(hosted)
            if let parent {
                parent.addChild(controller)
                controller.didMove(toParent: parent)
            }
        }

        /// Gives the label the app's new view (a SwiftUI update of the strip).
        func show(_ content: @escaping (PagedTabState) -> AnyView) {
            controller.rootView = PagedTabLabelRoot(model: model, content: content)
        }

        /// Whether the label's size differs from the one the tab bar last measured.
        var hasNewSize: Bool {
            controller.sizeThatFits(in: PagedTabLabelView.unbounded) != view.measuredSize
        }

        /// Sets the state of the tab the label is in (its index, progress and selection now).
        func publish() {
            guard let tab = view.superview as? PagedTabBar.Tab else { return }
            model.state = PagedTabState(index: tab.index, progress: tab.selectionProgress, isSelected: tab.isSelected)
        }

        /// Leaves the strip's controller (the view leaves with its tab).
        func remove() {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
    }

    /// The view a tab shows for a SwiftUI label: the hosting controller's view, measured by the
    /// controller (`sizeThatFits(in:)`).
    final class PagedTabLabelView: UIView {
        /// The label it shows.
        weak var host: PagedTabLabelHost?
        /// The label's hosting controller, kept with the view while its tab fades out.
        var controller: UIHostingController<PagedTabLabelRoot>?
        /// The size last measured.
        private(set) var measuredSize = CGSize.zero

        static let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

        /// The label's natural size (`UIHostingController.sizeThatFits(in:)`).
        /// - Parameter size: The size offered.
        /// - Returns: The label's size.
        override func sizeThatFits(_ size: CGSize) -> CGSize {
            measuredSize = controller?.sizeThatFits(in: size) ?? .zero
            return measuredSize
        }
    }
#endif
