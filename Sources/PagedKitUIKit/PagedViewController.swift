#if canImport(UIKit) && !os(watchOS)
    import PagedKit
    import UIKit

    /// A pager of view controllers: a container view controller that owns a paging `UIScrollView` and
    /// hosts a `PagedContainer` — the channel pager of a news app.
    ///
    /// Every paging decision is the container's; this controller draws and forwards. Each loaded page
    /// is a child view controller (`addChild`, `didMove(toParent:)`, and back on unload). Its
    /// appearance methods are not forwarded automatically: each page gets `viewWillAppear(_:)`,
    /// `viewDidAppear(_:)`, `viewWillDisappear(_:)` and `viewDidDisappear(_:)` exactly when the
    /// container reports the matching `PageAppearance`, through `beginAppearanceTransition(_:animated:)`
    /// and `endAppearanceTransition()`. So at rest exactly the settled page is appeared, and while the
    /// user drags, the page coming in gets `viewWillAppear(_:)` and the page going out
    /// `viewWillDisappear(_:)`.
    ///
    /// ```swift
    /// final class ChannelsViewController: PagedViewController<ChannelViewController>, PageDataSource {
    ///     let channels = ["Top", "World", "Business", "Tech", "Sport"]
    ///
    ///     init() {
    ///         super.init(configuration: PagingConfiguration(preloadRadius: 1, cacheLimit: 2))
    ///         dataSource = self
    ///     }
    ///     required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
    ///
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         reloadData()
    ///     }
    ///
    ///     func numberOfPages(in container: PagedContainer<ChannelViewController>) -> Int { channels.count }
    ///     func container(_ container: PagedContainer<ChannelViewController>, pageAt index: Int) -> ChannelViewController {
    ///         ChannelViewController(channel: channels[index])
    ///     }
    ///     func container(_ container: PagedContainer<ChannelViewController>, identifierForPageAt index: Int) -> AnyHashable {
    ///         channels[index]
    ///     }
    ///
    ///     override func didChangeCurrentPage(_ index: Int) {
    ///         tabBar.select(index)  // the selected tab is the current page (half-way rule)
    ///     }
    /// }
    /// ```
    ///
    /// Subclass it and override the hooks, or set a ``delegate``: the controller is its container's
    /// delegate and passes every event on, after its own hooks, with the same arguments.
    ///
    /// The controller forwards its own appearance to the settled page in two phases: the page's
    /// `viewWillAppear(_:)` comes in this controller's `viewWillAppear(_:)`, with its `animated`, and its
    /// `viewDidAppear(_:)` in this controller's `viewDidAppear(_:)` (the same for disappearing). The
    /// window's scene (or the app) in the background sends no appearance callbacks, as in UIKit:
    /// auto-scroll pauses with `.background` instead. A memory warning drops pages as
    /// `MemoryPressure.warning` says; Reduce Motion, VoiceOver and Switch Control pause auto-scroll while they are on.
    /// Navigation and tab bars track the settled page's scroll view (``contentScrollView(for:)``).
    /// VoiceOver reaches only the settled page. Page views sit inside the paging scroll view, so in
    /// landscape on a notched iPhone a page's `safeAreaInsets` change while it moves across the notch:
    /// lay pages out from this controller's `view.safeAreaInsets` (or `additionalSafeAreaInsets`)
    /// rather than their own, as the SwiftUI `PagedView` does with `safeAreaRegions = []`.
    open class PagedViewController<Page: UIViewController>: UIViewController, PageHost, ContainerEventReceiver,
        PagerHooks
    {
        let core: AdapterCore<Page>
        /// The collapsing header and the pages' lists (``headerView``).
        let headerHost: PagedHeaderHost<Page>

        /// The container that decides what this controller shows. Use it for the state (`currentPage`,
        /// `position`, `loadedPageIndices`…) and for calls the controller does not wrap.
        public var container: PagedContainer<Page> { core.container }

        /// The paging scroll view, the bottom-most subview of `view`. Style it (background, `bounces`)
        /// but leave its delegate, content size, content offset and paging to the controller.
        public var scrollView: UIScrollView { core.scrollView }

        /// Supplies the pages. Held weakly: keep it alive as long as the controller shows its pages.
        public var dataSource: (any PageDataSource<Page>)? {
            get { core.relay.dataSource }
            set { core.setDataSource(newValue) }
        }

        /// Hears every container event, after this controller's own hooks. Held weakly.
        public var delegate: (any PagedContainerDelegate<Page>)? {
            get { core.relay.delegate }
            set { core.relay.delegate = newValue }
        }

        /// A page control to keep in step: it shows the page count and the current page, and a tap on
        /// it jumps there. Held weakly; add it to the view hierarchy yourself.
        public var pageControl: UIPageControl? {
            get { core.relay.pageControl.control }
            set { core.relay.pageControl.control = newValue }
        }

        /// The container's configuration. With ``followsLayoutDirection`` (the default) a horizontal
        /// configuration's `direction` is replaced by the view's layout direction.
        ///
        /// Its `pageSize`, `pageSpacing` and `pageAlignment` make a peeking carousel: each page is
        /// `container.pageLength` long along the axis and the viewport's length across it, the
        /// neighbours show beside the resting page, and a tap on one moves there. A change at run
        /// time keeps the current page and re-lays the pages out at once.
        public var configuration: PagingConfiguration {
            get { core.configuration }
            set { core.configuration = newValue }
        }

        /// How each visible page looks for where it is (scale, fade, parallax, cover flow), applied
        /// on every scroll tick; `nil` (the default) leaves the pages as placed.
        ///
        /// While it is set, the pager owns each visible page's `transform3D`, `alpha` and
        /// `layer.zPosition` (of the page's `view`): the transform is the
        /// page's scale, then its rotation about the axis perpendicular to the paging axis, with
        /// `m34 = −1 / perspective` for a positive perspective, then its translation along the
        /// axis; right-to-left mirrors rotation and translation. A page that leaves the viewport
        /// or is unloaded, and every page when the transformer is set to `nil`, gets the identity,
        /// alpha 1 and z position 0 back. Pages are framed through `bounds` and `center`, which a
        /// transform leaves meaningful.
        ///
        /// A fading transformer gives pages an `alpha` below 1. A page holding a
        /// `UIVisualEffectView` (a blurred caption bar) then loses its blur while it fades: Apple's
        /// documentation of `UIVisualEffectView` says "When using the UIVisualEffectView class, avoid
        /// alpha values that are less than 1", as partial transparency breaks or disables the effect.
        /// Such pages are better served by a transformer without `alpha` (scale, parallax), or by
        /// fading a dimming view of their own from the transformer's `offsetInPages`.
        /// - Complexity: Each tick costs O(v × w) for `v` visible and `w` loaded pages, plus `v`
        ///   calls of the transformer; it allocates nothing.
        public var pageTransformer: PageTransformer? {
            get { core.pageTransformer }
            set { core.pageTransformer = newValue }
        }

        /// Whether horizontal paging reads right-to-left when the view's
        /// `effectiveUserInterfaceLayoutDirection` is `.rightToLeft`. Default `true`.
        public var followsLayoutDirection: Bool {
            get { core.scrollView.followsLayoutDirection }
            set { core.scrollView.followsLayoutDirection = newValue }
        }

        /// Creates a pager controller with no pages; set a ``dataSource`` and call ``reloadData()``.
        /// - Parameters:
        ///   - configuration: Radius, cache, looping, axis, direction and auto-scroll. Default: the
        ///     container's defaults.
        ///   - scheduler: Where auto-scroll asks for time; `nil` (the default) means the main queue.
        public init(configuration: PagingConfiguration = PagingConfiguration(), scheduler: (any PagingScheduler)? = nil)
        {
            core = AdapterCore(
                configuration: configuration, scheduler: scheduler, observesMemoryWarnings: false, viewOfPage: \.view)
            headerHost = PagedHeaderHost(core: core)
            super.init(nibName: nil, bundle: nil)
            setUp()
        }

        /// Creates a pager controller from an archive, with the default configuration. Interface
        /// Builder cannot name a generic class: a storyboard names a non-generic subclass
        /// (`final class ChannelsController: PagedViewController<ChannelController>`), whose
        /// `init?(coder:)` calls this.
        /// - Parameter coder: The unarchiver.
        public required init?(coder: NSCoder) {
            core = AdapterCore(
                configuration: PagingConfiguration(), scheduler: nil, observesMemoryWarnings: false, viewOfPage: \.view)
            headerHost = PagedHeaderHost(core: core)
            super.init(coder: coder)
            setUp()
        }

        private func setUp() {
            core.attach(self)
            headerHost.controller = self
            core.scrollView.didLayoutPages = { [weak self] in self?.headerHost.relayout() }
            core.scrollView.announcement = { [weak self] index in self?.accessibilityAnnouncement(forPageAt: index) }
        }

        // MARK: Convenience

        /// Re-reads the page count and identifiers from the ``dataSource``, keeping the user on the same
        /// item; see `PagedContainer.reloadData()`.
        /// - Complexity: O(n) identifier reads for `n` pages.
        public func reloadData() {
            container.reloadData()
            // The tabs follow the new titles (sliding there when the bar animates reloads); the
            // selected tab follows the item by identity.
            if let tabBar = core.relay.tabBar { tabBar.reloadTabs(animated: tabBar.animatesReloads) }
        }

        /// Re-reads the page count and identifiers as ``reloadData()`` does and, `animated`, shows
        /// what changed on screen as one motion; see `PagedContainer.reloadData(animated:insertion:)`.
        ///
        /// The container's state (current page, callbacks) is the reload's before this returns; only
        /// the page views move after, in one `UIView.animate(withDuration:animations:completion:)`
        /// block of 0.3 seconds (``animateReload(_:)``). A connected ``PagedTabBar`` reloads its tabs
        /// in the same motion (`reloadTabs(animated:)`, also 0.3 seconds), its indicator under the
        /// current item's tab. Not animated, the tab bar reloads as in ``reloadData()``.
        /// - Parameters:
        ///   - animated: Whether the change is shown as a motion.
        ///   - insertion: What items inserted right before the current item do.
        /// - Complexity: O(n) identifier reads for `n` pages.
        public func reloadData(animated: Bool, insertion: ReloadInsertionPolicy = .keepsCurrentItem) {
            container.reloadData(animated: animated, insertion: insertion)
            if let tabBar = core.relay.tabBar { tabBar.reloadTabs(animated: animated || tabBar.animatesReloads) }
        }

        /// Moves to page `index`; see `PagedContainer.scrollToPage(_:animated:)`.
        ///
        /// Called before the view has a size (opening the app on channel 5), it sets the current page and
        /// the pages are placed when the size arrives.
        /// - Parameters:
        ///   - index: A page index in `0..<container.pageCount`.
        ///   - animated: Whether the scroll view animates the move (one page length, or `k_a + k_t + 1`
        ///     pitches with peeking cards, however far the jump).
        /// - Throws: `PagingError.pageOutOfRange(index:pageCount:)` for an index outside the pages.
        public func scrollToPage(_ index: Int, animated: Bool) throws(PagingError) {
            try core.input.scrollToPage(index, animated: animated)
        }

        // MARK: Restoration

        /// The key under which ``encodeRestorableState(with:)`` stores the snapshot: a
        /// `PagingSnapshot` encoded as JSON `Data` (`"PagedKit.PagingSnapshot"`).
        public static var restorationSnapshotKey: String { "PagedKit.PagingSnapshot" }

        /// Where the user is, to save with the scene's state (`stateRestorationActivity`, an
        /// `NSUserActivity`'s `userInfo`, `UserDefaults`) and hand back on the next launch.
        ///
        /// Reading it takes `container.snapshot`; setting it calls `container.restore(_:)`, before or
        /// after the first ``reloadData()``: the pager lands on the same item, or on the page nearest
        /// the saved index when the item is gone.
        public var restorationSnapshot: PagingSnapshot {
            get { container.snapshot }
            set { container.restore(newValue) }
        }

        /// Saves ``restorationSnapshot`` as JSON `Data` under ``restorationSnapshotKey``, after
        /// `super`. UIKit calls it when it preserves the app's state (give the controller a
        /// `restorationIdentifier` and opt in through the app delegate).
        /// - Parameter coder: The archiver UIKit passes.
        open override func encodeRestorableState(with coder: NSCoder) {
            super.encodeRestorableState(with: coder)
            core.encodeSnapshot(with: coder, forKey: Self.restorationSnapshotKey)
        }

        /// Restores the snapshot ``encodeRestorableState(with:)`` saved, after `super`, through
        /// `container.restore(_:)`; an archive without one, or from an incompatible version, changes
        /// nothing.
        /// - Parameter coder: The unarchiver UIKit passes.
        open override func decodeRestorableState(with coder: NSCoder) {
            super.decodeRestorableState(with: coder)
            core.decodeSnapshot(with: coder, forKey: Self.restorationSnapshotKey)
        }

        // MARK: Hooks for subclasses (documented once, in PagerHooks)

        /// See ``PagerHooks/willScrollToPage(_:)``. Does nothing by default.
        open func willScrollToPage(_ index: Int) {}

        /// See ``PagerHooks/didScrollToPage(_:)``. Does nothing by default.
        open func didScrollToPage(_ index: Int) {}

        /// See ``PagerHooks/didCancelScrollToPage(_:)``. Does nothing by default.
        open func didCancelScrollToPage(_ index: Int) {}

        /// See ``PagerHooks/didChangeCurrentPage(_:)``. Does nothing by default.
        open func didChangeCurrentPage(_ index: Int) {}

        /// See ``PagerHooks/didLoadPage(_:at:)``. Does nothing by default.
        open func didLoadPage(_ page: Page, at index: Int) {}

        /// See ``PagerHooks/willUnloadPage(_:at:)``. Does nothing by default.
        open func willUnloadPage(_ page: Page, at index: Int) {}

        /// See ``PagerHooks/didChangeAppearance(of:at:to:animated:)``. Does nothing by default.
        open func didChangeAppearance(of page: Page, at index: Int, to appearance: PageAppearance, animated: Bool) {}

        /// See ``PagerHooks/didScroll(to:)``. Does nothing by default.
        open func didScroll(to position: Double) {}

        /// See ``PagerHooks/didChangeScrollState(_:)``. Does nothing by default.
        open func didChangeScrollState(_ state: ScrollState) {}

        /// See ``PagerHooks/accessibilityAnnouncement(forPageAt:)``. Default: "Page 3 of 12", localized.
        open func accessibilityAnnouncement(forPageAt index: Int) -> String? {
            PagingScrollView.pageStatus(ofPage: index, count: container.pageCount)
        }

        // MARK: UIViewController

        /// `false`: each page's appearance follows the container's `PageAppearance` events, not this
        /// controller's.
        public final override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

        open override func viewDidLoad() {
            super.viewDidLoad()
            core.scrollView.frame = view.bounds
            core.scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.insertSubview(core.scrollView, at: 0)
            headerHost.apply()
        }

        /// Lays the header out and re-insets the pages' lists for the new size or safe area.
        open override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            headerHost.relayout()
        }

        // Appearance in two phases (UIViewController.h: `shouldAutomaticallyForwardAppearanceMethods`
        // "If it is overridden and returns NO, then the subclass is responsible for forwarding the
        // following methods as appropriate - viewWillAppear: viewDidAppear: viewWillDisappear:
        // viewDidDisappear:"; `beginAppearanceTransition:animated:` "…the appearance callbacks are
        // now tied to the final matching invocation of endAppearanceTransition"): the settled page
        // begins in this controller's `viewWill…`, with its `animated`, and ends in its `viewDid…`.
        // A cancelled transition (an interactive pop the user gives up) is a second begin before
        // the end, which reverses the first.

        open override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            container.beginAppearanceTransition(true, animated: animated)
            updateContentScrollView()
        }

        open override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            container.endAppearanceTransition()
        }

        open override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            container.beginAppearanceTransition(false, animated: animated)
        }

        open override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            container.endAppearanceTransition()
        }

        /// The settled page's scroll view (its own `contentScrollView(for:)`, else the first scroll
        /// view in its view), so navigation and tab bars track the page's feed rather than the
        /// horizontal pager (UIViewController.h 18.0: "When contentScrollView is nil for an edge,
        /// UIKit uses a heuristic to search for a UIScrollView to track"; "Subclass overrides will be
        /// called when available").
        open override func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
            guard let page = core.settledPage else { return super.contentScrollView(for: edge) }
            return page.contentScrollView(for: edge) ?? Self.firstScrollView(in: page.viewIfLoaded)
        }

        /// Tells the bars the settled page changed (UIViewController.h 18.0:
        /// `- (void)setContentScrollView:(nullable UIScrollView *)scrollView forEdge:(NSDirectionalRectEdge)edge
        /// API_AVAILABLE(ios(15.0),tvos(15.0));` "a containing UINavigationController, UITabBarController,
        /// or both will observe the UIScrollView instance"). Aggregate edges are accepted there.
        private func updateContentScrollView() {
            guard let page = core.settledPage else { return }
            let top = page.contentScrollView(for: .top) ?? Self.firstScrollView(in: page.viewIfLoaded)
            let bottom = page.contentScrollView(for: .bottom) ?? top
            setContentScrollView(top, for: .top)
            setContentScrollView(bottom, for: .bottom)
        }

        /// The page's feed: breadth first from `view`, the first scroll view that scrolls vertically
        /// and is not a text view; else the first vertical text view (an article page); else the
        /// first scroll view. A shallower comment box (`UITextView` is a scroll view) or a
        /// horizontal row of chips is not what a navigation bar should track. A page that knows
        /// better says so in its own `contentScrollView(for:)`.
        ///
        /// Vertically scrolling: taller content than bounds, or `alwaysBounceVertical` (UIScrollView.h:
        /// "if YES and bounces is YES, even if content is smaller than bounds, allow drag vertically").
        static func firstScrollView(in view: UIView?) -> UIScrollView? {
            var queue = view.map { [$0] } ?? []
            var next = 0
            var best: (scrollView: UIScrollView, rank: Int)?
            while next < queue.count {
                let current = queue[next]
                next += 1
                queue.append(contentsOf: current.subviews)
                guard let scrollView = current as? UIScrollView else { continue }
                let vertical =
                    scrollView.contentSize.height > scrollView.bounds.height || scrollView.alwaysBounceVertical
                let rank = vertical ? (scrollView is UITextView ? 1 : 2) : 0
                if rank == 2 { return scrollView }
                if best.map({ rank > $0.rank }) ?? true { best = (scrollView, rank) }
            }
            return best?.scrollView
        }

        /// A page is told the size it will have: in a carousel (`pageSize` other than `.fill`) the
        /// page length of the new viewport, not the viewport (UIViewController.h, UIContentContainer:
        /// `sizeForChildContentContainer:withParentContainerSize:`, whose size the default
        /// `viewWillTransitionToSize:` passes to each child; "If the returned size is the same as the
        /// child container's current size, viewWillTransitionToSize:withTransitionCoordinator: will
        /// not be called"). The scroll view fills this controller's view.
        open override func size(
            forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
        ) -> CGSize {
            guard let child = container as? UIViewController, child.parent === self else {
                return super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
            }
            return core.scrollView.geometry.pageSize(in: parentSize, configuration: core.configuration)
        }

        open override func didReceiveMemoryWarning() {
            super.didReceiveMemoryWarning()
            core.input.handleMemoryPressure(.warning)
        }

        // MARK: PageHost

        /// Sets the scroll view's content length along the paging axis. Called by the container.
        /// - Parameter length: The content length, in points.
        public func setContentLength(_ length: Double) {
            core.scrollView.setContentLength(length)
        }

        /// Moves the scroll view's content. Called by the container.
        /// - Parameters:
        ///   - offset: The content offset along the paging axis, in points.
        ///   - animated: Whether to animate.
        public func setContentOffset(_ offset: Double, animated: Bool) {
            core.scrollView.moveContent(toOffset: offset, animated: animated)
        }

        /// Adds a page as a child view controller with its view in the scroll view at `offset`, or moves
        /// its view there. Called by the container.
        /// - Parameters:
        ///   - page: The page view controller.
        ///   - offset: The offset of its view's leading edge along the paging axis.
        public func place(_ page: Page, at offset: Double) {
            let isNew = page.parent !== self
            if isNew { addChild(page) }
            core.scrollView.place(page.view, atOffset: offset)
            if isNew { page.didMove(toParent: self) }
            headerHost.pageWasPlaced(page)
        }

        /// Removes a page's view from the scroll view and the page from the children. Called by the
        /// container, after the page's `viewDidDisappear(_:)`.
        /// - Parameter page: The page view controller.
        public func remove(_ page: Page) {
            headerHost.pageWillBeRemoved(page)
            page.willMove(toParent: nil)
            core.scrollView.remove(page.view)
            page.removeFromParent()
        }

        /// Plays an animated reload's motion (`PagedContainer.reloadData(animated:insertion:)`). Called
        /// by the container.
        ///
        /// Each page's view is shown at its move's `from` and slides to its `to` in one
        /// `UIView.animate(withDuration:animations:completion:)` block of 0.3 seconds; leaving pages'
        /// views fade out as they go, and each leaving page is removed as ``remove(_:)`` removes one
        /// (`willMove(toParent: nil)`, its view out of the scroll view, `removeFromParent()`) when the
        /// animation completes: a leaving child view controller stays a child until then. Under
        /// Reduce Motion nothing slides: the pages that stay are at their places at once and the
        /// leaving ones fade out where they were (a cross-fade). A new motion, a drag, a move of the
        /// content or a new size first ends the motion under way (its leaving pages go at once).
        /// - Parameter moves: The pages that move, from where to where.
        public func animateReload(_ moves: [PageMove<Page>]) {
            core.scrollView.playReloadMotion(
                moves.map { move in
                    let page = move.page
                    return ReloadMotionMove(
                        view: page.view, from: move.from, to: move.to,
                        removeLeaving: move.isLeaving ? { [weak self] in self?.remove(page) } : nil)
                })
        }

        /// Moves a page's vertical list to a list offset (contract rule 16), without animation.
        /// Called by the container while there is a ``headerView``.
        /// - Parameters:
        ///   - offset: The list offset: `contentOffset.y + adjustedContentInset.top`, less what UIKit
        ///     adds to that inset while a refresh control refreshes.
        ///   - page: The page whose list moves.
        public func setListOffset(_ offset: Double, of page: Page) {
            headerHost.setListOffset(offset, of: page)
        }

        // MARK: ContainerEventReceiver

        func receive(_ event: ContainerEvent<Page>) {
            core.handle(event)
            switch event {
            case .appearance(let page, _, let appearance, let animated):
                switch appearance {
                case .willAppear: page.beginAppearanceTransition(true, animated: animated)
                case .willDisappear: page.beginAppearanceTransition(false, animated: animated)
                case .didAppear, .didDisappear: page.endAppearanceTransition()
                }
            case .didScrollToPage:
                updateContentScrollView()
                headerHost.updateScrollsToTop()
                headerHost.layoutHeader()
            case .didLoad(let page, let index):
                headerHost.pageDidLoad(page)
                if index == container.settledPage { updateContentScrollView() }
            case .didChangeHeaderCollapse, .didChangeScrollState:
                headerHost.layoutHeader()
            default:
                break
            }
            callHook(for: event)
        }
    }
#endif
