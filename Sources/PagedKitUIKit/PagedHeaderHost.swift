#if canImport(UIKit) && !os(watchOS)
    import PagedKit
    import UIKit

    /// A ``PagedViewController``'s collapsing header (contract rule 16): the header view and the
    /// tab bar pinned under it, each page's list found, observed, inset and moved where the
    /// container says.
    ///
    /// Geometry. The header starts at the controller's safe-area top and is `E` tall: the header
    /// view's height plus the tab bar's. Each list's `adjustedContentInset.top` is the safe-area top
    /// plus `E`, so its rows start under the expanded header, and its list offset (rule 16) is
    /// `contentOffset.y + adjustedContentInset.top`, less what UIKit adds to that inset while a
    /// refresh control refreshes (``PagedListObserver/offset``). The header view and the tab bar move up by
    /// `container.headerCollapse`.
    ///
    /// Touches. Both sit in ``box``, which at rest is a subview of the settled page's list (in the
    /// list's top inset, framed on every report so it shows where the collapse says): a drag that
    /// starts on the header is the list's own drag, with its deceleration and bounce, and a
    /// horizontal swipe on it pages, as on the list. While the pager moves (and with no settled
    /// list) the box is a subview of the controller's view, above the pages, so it does not travel
    /// with a page.
    @MainActor final class PagedHeaderHost<Page: UIViewController> {
        private let core: AdapterCore<Page>
        /// The controller whose view shows the header.
        weak var controller: UIViewController?

        /// The header view; `nil` for no header.
        var headerView: UIView? {
            didSet {
                guard headerView !== oldValue else { return }
                if oldValue?.superview === box { oldValue?.removeFromSuperview() }
                apply()
            }
        }
        /// The header view's height, expanded.
        var headerHeight: CGFloat = 0 {
            didSet { if headerHeight != oldValue { apply() } }
        }
        /// How much of the header view stays when it is collapsed.
        var pinnedHeight: CGFloat = 0 {
            didSet { if pinnedHeight != oldValue { apply() } }
        }
        /// The tab bar's height under the header.
        var tabBarHeight: CGFloat = 44 {
            didSet { if tabBarHeight != oldValue { apply() } }
        }

        /// The observed lists, by page.
        private var observers: [ObjectIdentifier: PagedListObserver] = [:]

        /// Holds the header view and the tab bar; in the settled list at rest, else in the
        /// controller's view. Drawn above the list's rows by a larger `zPosition` (CALayer.h 18.0:
        /// "The Z component of the layer's position in its superlayer"; that it draws a layer in
        /// front of its siblings is what devices do, not what the header says).
        let box = UIView()

        init(core: AdapterCore<Page>) {
            self.core = core
        }

        private var container: PagedContainer<Page> { core.container }
        private var tabBar: PagedTabBar? { headerView == nil ? nil : core.relay.tabBar }

        /// The layout the header views make; `nil` without a header view.
        var layout: PagedHeaderLayout? {
            guard headerView != nil else { return nil }
            let tab = tabBar == nil ? 0 : max(0, tabBarHeight)
            return PagedHeaderLayout(
                expandedHeight: Double(max(0, headerHeight) + tab), pinnedHeight: Double(max(0, pinnedHeight) + tab))
        }

        /// The list of a page: the one it names, else its `contentScrollView(for: .top)`, else the
        /// first vertical scroll view in its view.
        static func list(of page: Page) -> UIScrollView? {
            if let provider = page as? any PagedListProviding { return provider.pagedListScrollView }
            return page.contentScrollView(for: .top)
                ?? PagedViewController<Page>.firstScrollView(in: page.view)
        }

        // MARK: Header changes

        /// Applies the header views and heights: new insets first (each list keeping its offset),
        /// then `container.header`, which moves the lists by a change of the expanded height (rule
        /// 16: "the host applies the new top inset in the same step and does not report it as a
        /// scroll"), then the views.
        func apply() {
            let layout = self.layout
            installViews()
            guard let layout else {
                // Without a header the app lays its tab bar out itself again.
                if let tabBar = core.relay.tabBar, tabBar.superview === box { tabBar.removeFromSuperview() }
                box.removeFromSuperview()
                if container.header != nil { container.header = nil }
                for observer in observers.values { observer.detach() }
                observers = [:]
                return
            }
            for observer in observers.values { updateInsets(of: observer, layout: layout) }
            if container.header != layout { container.header = layout }
            attachLoadedPages()
            layoutHeader()
        }

        /// Puts the header view and the tab bar in ``box``.
        func installViews() {
            guard let headerView else { return }
            box.layer.zPosition = 1
            if headerView.superview !== box { box.addSubview(headerView) }
            if let tabBar, tabBar.superview !== box { box.addSubview(tabBar) }
        }

        /// Where ``box`` goes: the settled page's list at rest, else the controller's view.
        private func boxParent(in view: UIView) -> UIView {
            guard container.scrollState == .idle, let page = core.settledPage,
                let list = observers[ObjectIdentifier(page)]?.list, list.isDescendant(of: view)
            else { return view }
            return list
        }

        /// Places the header view and the tab bar for the current collapse: at the safe-area top
        /// less the collapse, in the controller's view's coordinates, whichever view holds them.
        /// While the settled list is pulled down (a negative list offset) the header moves down with
        /// its rows, so what sits above the list's top inset (a refresh control) shows above it.
        func layoutHeader() {
            guard let view = controller?.viewIfLoaded, headerView != nil else { return }
            let parent = boxParent(in: view)
            if box.superview !== parent { parent.addSubview(box) }
            let width = view.bounds.width
            let height = max(0, headerHeight)
            let tab = tabBar == nil ? 0 : max(0, tabBarHeight)
            var pull: CGFloat = 0
            if parent !== view, let page = core.settledPage, let offset = observers[ObjectIdentifier(page)]?.offset {
                pull = min(0, offset)
            }
            let top = view.safeAreaInsets.top - CGFloat(container.headerCollapse) - pull
            let frame = CGRect(x: 0, y: top, width: width, height: height + tab)
            box.frame = parent === view ? frame : view.convert(frame, to: parent)
            headerView?.frame = CGRect(x: 0, y: 0, width: width, height: height)
            tabBar?.frame = CGRect(x: 0, y: height, width: width, height: tab)
        }

        /// Lays the header out again and re-insets every list (a rotation, a new safe area, a new
        /// content size), each list keeping its offset.
        func relayout() {
            guard let layout else { return }
            installViews()
            for observer in observers.values {
                observer.rewrapIfNeeded()
                updateInsets(of: observer, layout: layout)
            }
            layoutHeader()
        }

        // MARK: Lists

        /// The observer of `page`'s list, made (and the list inset) on first use while there is a
        /// header.
        @discardableResult func observer(for page: Page) -> PagedListObserver? {
            guard let layout else { return nil }
            let key = ObjectIdentifier(page)
            if let observer = observers[key] {
                observer.rewrapIfNeeded()
                return observer
            }
            guard let list = Self.list(of: page), list !== core.scrollView else { return nil }
            let observer = PagedListObserver(list: list, page: page) { [weak self] observer in
                self?.listDidScroll(observer)
            }
            observers[key] = observer
            updateInsets(of: observer, layout: layout)
            updateScrollsToTop()
            return observer
        }

        /// Observes the lists of the pages loaded before the header was set.
        private func attachLoadedPages() {
            for index in container.loadedPageIndices {
                guard let page = container.page(at: index), let observer = observer(for: page) else { continue }
                guard let listOffset = observer.offset else { continue }
                // A list scrolled before the header came: its place, in the header's terms.
                let offset = Double(listOffset)
                if container.listOffset(ofPage: index) != offset {
                    container.listDidScroll(toOffset: offset, onPage: index)
                }
            }
            updateScrollsToTop()
        }

        /// A page was loaded: its list is observed (and inset) while there is a header.
        func pageDidLoad(_ page: Page) {
            observer(for: page)
        }

        /// A page was placed (its view framed): its list's insets follow its size.
        func pageWasPlaced(_ page: Page) {
            guard let layout, let observer = observer(for: page) else { return }
            updateInsets(of: observer, layout: layout)
        }

        /// A page is removed: its list is given back as it was.
        func pageWillBeRemoved(_ page: Page) {
            guard let observer = observers.removeValue(forKey: ObjectIdentifier(page)) else { return }
            if let list = observer.list, box.superview === list { box.removeFromSuperview() }
            observer.detach()
            layoutHeader()
        }

        /// Rule 16's `setListOffset`: the list moves at once, stopping what it was doing (a
        /// deceleration left running after a swipe).
        func setListOffset(_ offset: Double, of page: Page) {
            guard offset.isFinite, let observer = observer(for: page), let list = observer.list else { return }
            let y = CGFloat(offset) - (observer.headerTop ?? list.adjustedContentInset.top)
            list.setContentOffset(CGPoint(x: list.contentOffset.x, y: y), animated: false)
        }

        /// Sets a list's insets (its adjustment is off: the controller's view's safe area is in them),
        /// keeping its list offset (the move is not reported: it is the controller's, not the
        /// user's). Top: from the list's top to the expanded header's bottom, which is the safe-area
        /// top plus the expanded height below the page's top. Bottom: the home indicator's safe
        /// area, plus what `bottomInset` says a short list needs to collapse the header fully.
        private func updateInsets(of observer: PagedListObserver, layout: PagedHeaderLayout) {
            guard let list = observer.list, let page = observer.page, let view = controller?.viewIfLoaded else {
                return
            }
            let offset = observer.offset ?? 0
            let safe = view.safeAreaInsets
            // Where the list's frame starts in its page (0 for a list that is the page's view).
            let listTop = list === page.viewIfLoaded ? 0 : list.convert(list.bounds, to: page.viewIfLoaded).minY
            let headerTop = max(0, safe.top + CGFloat(layout.expandedHeight) - listTop)
            var inset = list.contentInset
            inset.top = headerTop + refreshAddition(to: observer)
            let below = list.bounds.height - (headerTop - CGFloat(layout.expandedHeight)) - safe.bottom
            inset.bottom =
                safe.bottom
                + CGFloat(
                    layout.bottomInset(contentHeight: Double(list.contentSize.height), viewportHeight: Double(below)))
            observer.quiet += 1
            defer { observer.quiet -= 1 }
            if inset != list.contentInset { list.contentInset = inset }
            observer.headerTop = headerTop
            let y = offset - headerTop
            if list.contentOffset.y != y { list.contentOffset = CGPoint(x: list.contentOffset.x, y: y) }
        }

        /// What UIKit added to a list's `contentInset.top` above the controller's while its refresh
        /// control refreshes: kept when the controller re-insets the list, so that UIKit taking it
        /// away at the end leaves the controller's inset. Whether UIKit adds to `contentInset` or
        /// only to `adjustedContentInset` is undocumented (UIRefreshControl.h says nothing of it).
        private func refreshAddition(to observer: PagedListObserver) -> CGFloat {
            #if os(tvOS)
                return 0
            #else
                guard let list = observer.list, list.refreshControl?.isRefreshing == true, let top = observer.headerTop
                else { return 0 }
                return max(0, list.contentInset.top - top)
            #endif
        }

        /// A list's offset changed: the container hears it for the page's index (a second instance
        /// of a few-page loop is not `page(at:)`'s and is not heard, as rule 16 says).
        private func listDidScroll(_ observer: PagedListObserver) {
            guard let list = observer.list, let page = observer.page as? Page, let listOffset = observer.offset,
                let index = container.index(of: page)
            else { return }
            let collapse = container.headerCollapse
            container.listDidScroll(toOffset: Double(listOffset), onPage: index)
            // In the list, the header is framed on every report: it stays pinned past the collapse
            // range and at the top while the list is pulled down. (A report that moved the header
            // framed it already, from `didChangeHeaderCollapse`.)
            if box.superview === list, container.headerCollapse == collapse { layoutHeader() }
        }

        /// Only the settled page's list scrolls to the top on a status-bar tap (UIScrollView.h 18.1:
        /// "On iPhone, we execute this gesture only if there's one on-screen scroll view with
        /// `scrollsToTop` == YES. If more than one is found, none will be scrolled.").
        func updateScrollsToTop() {
            #if !os(tvOS)
                let settled = core.settledPage
                for observer in observers.values {
                    let isSettled = settled != nil && observer.page === settled
                    if observer.list?.scrollsToTop != isSettled { observer.list?.scrollsToTop = isSettled }
                }
            #endif
        }
    }

    extension PagedViewController {
        /// A header above the pages, shared by every page's vertical list (contract rule 16): a
        /// profile, a channel's hero image. `nil` (the default) for none.
        ///
        /// The controller shows it above the pages, at the safe-area top, ``headerHeight`` tall, with
        /// ``pagedTabBar`` (if any) ``pagedTabBarHeight`` tall under it, both in a view of its own:
        /// at rest inside the settled page's list (in its top inset, drawn above its rows), so a drag
        /// on the header scrolls the list with its own deceleration and a swipe on it pages; while
        /// the pager moves, in the controller's view. It sets
        /// `container.header` to a `PagedHeaderLayout` whose expanded height is both heights and
        /// whose pinned height is ``headerPinnedHeight`` plus the tab bar's. As the settled page's
        /// list scrolls up, both move up by `container.headerCollapse` until the pinned part remains;
        /// every loaded list shows the same header, and each keeps its own place once the header is
        /// fully collapsed.
        ///
        /// Each page's list is the scroll view it names (``PagedListProviding``), else its
        /// `contentScrollView(for: .top)`, else the first vertical scroll view in its view. While
        /// there is a header the controller owns that list's `contentInset`, with
        /// `contentInsetAdjustmentBehavior` `.never` (top: down to the expanded header's bottom, the
        /// safe-area top plus the header for a list at its page's top; bottom: the bottom safe area
        /// plus enough for a short list to collapse the header fully) and its `scrollsToTop` (on for
        /// the settled page's list only, so a status-bar tap scrolls it to the top and expands the
        /// header: turn it off on any other scroll view in a page), sets `alwaysBounceVertical`, and
        /// becomes the list's
        /// `delegate`, passing every call on to the delegate the list had: set yours before the page
        /// is shown. Call ``updateListInsets()`` when a list's content height changes.
        public var headerView: UIView? {
            get { headerHost.headerView }
            set { headerHost.headerView = newValue }
        }

        /// The header view's height when expanded, in points. Changing it (a bio that expands) keeps
        /// each list's rows where they are while the header is partly or fully collapsed, and moves
        /// them with the header's bottom edge while it is fully expanded (rule 16). Default 0.
        public var headerHeight: CGFloat {
            get { headerHost.headerHeight }
            set { headerHost.headerHeight = newValue }
        }

        /// How much of the header view's bottom stays on screen when the header is fully collapsed.
        /// Default 0: only the tab bar stays.
        public var headerPinnedHeight: CGFloat {
            get { headerHost.pinnedHeight }
            set { headerHost.pinnedHeight = newValue }
        }

        /// The height of ``pagedTabBar`` when the controller pins it under ``headerView``. Default 44.
        public var pagedTabBarHeight: CGFloat {
            get { headerHost.tabBarHeight }
            set { headerHost.tabBarHeight = newValue }
        }

        /// The scroll view the header follows for `page` while there is a header, if the page has one.
        public func listScrollView(of page: Page) -> UIScrollView? {
            headerHost.observer(for: page)?.list
        }

        /// Re-reads each list's size and content height for its insets (after a reload of a list's
        /// rows, say), each list keeping its place.
        public func updateListInsets() {
            headerHost.relayout()
        }
    }
#endif
