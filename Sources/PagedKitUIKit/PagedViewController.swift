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
    ///     override func willScrollToPage(_ index: Int) {
    ///         tabBar.select(index)  // move the tab indicator as the pages start to move
    ///     }
    /// }
    /// ```
    ///
    /// Subclass it and override the hooks, or set a ``delegate``: the controller is its container's
    /// delegate and passes every event on, after its own hooks, with the same arguments.
    ///
    /// The controller is visible to the container from `viewWillAppear(_:)` to `viewWillDisappear(_:)`
    /// while the app is in the foreground; a memory warning drops pages as `MemoryPressure.warning`
    /// says; Reduce Motion and VoiceOver pause auto-scroll while they are on.
    open class PagedViewController<Page: UIViewController>: UIViewController, PageHost, ContainerEventReceiver {
        let core: AdapterCore<Page>

        /// The container that decides what this controller shows. Use it for the state (`currentPage`,
        /// `position`, `loadedPageIndices`…) and for calls the controller does not wrap.
        public var container: PagedContainer<Page> { core.container }

        /// The paging scroll view, the bottom-most subview of `view`. Style it (background, `bounces`)
        /// but leave its delegate, content size, content offset and paging to the controller.
        public var scrollView: UIScrollView { core.scrollView }

        /// Supplies the pages. Held weakly: keep it alive as long as the controller shows its pages.
        public var dataSource: (any PageDataSource<Page>)? {
            get { core.relay.dataSource }
            set { core.relay.dataSource = newValue }
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
        public var configuration: PagingConfiguration {
            get { core.configuration }
            set { core.configuration = newValue }
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
            core = AdapterCore(configuration: configuration, scheduler: scheduler, observesMemoryWarnings: false)
            super.init(nibName: nil, bundle: nil)
            setUp()
        }

        /// Creates a pager controller from a storyboard, with the default configuration.
        /// - Parameter coder: The unarchiver.
        public required init?(coder: NSCoder) {
            core = AdapterCore(configuration: PagingConfiguration(), scheduler: nil, observesMemoryWarnings: false)
            super.init(coder: coder)
            setUp()
        }

        private func setUp() {
            core.attach(self)
            core.scrollView.announcement = { [weak self] index in self?.accessibilityAnnouncement(forPageAt: index) }
        }

        // MARK: Convenience

        /// Re-reads the page count and identifiers from the ``dataSource``, keeping the user on the same
        /// item; see `PagedContainer.reloadData()`.
        /// - Complexity: O(n) identifier reads for `n` pages.
        public func reloadData() {
            container.reloadData()
        }

        /// Moves to page `index`; see `PagedContainer.scrollToPage(_:animated:)`.
        ///
        /// Called before the view has a size (opening the app on channel 5), it sets the current page and
        /// the pages are placed when the size arrives.
        /// - Parameters:
        ///   - index: A page index in `0..<container.pageCount`.
        ///   - animated: Whether the scroll view animates the move (one page, however far the jump).
        /// - Throws: `PagingError.pageOutOfRange(index:pageCount:)` for an index outside the pages.
        public func scrollToPage(_ index: Int, animated: Bool) throws(PagingError) {
            try container.scrollToPage(index, animated: animated)
        }

        // MARK: Hooks for subclasses

        /// The content is about to move to page `index` (a release or a jump). Does nothing by default.
        /// - Parameter index: The target page.
        open func willScrollToPage(_ index: Int) {}

        /// The content came to rest on page `index`, a page other than the one it last rested on. Does
        /// nothing by default.
        /// - Parameter index: The page now showing.
        open func didScrollToPage(_ index: Int) {}

        /// The page nearest the viewport changed (at each half-way crossing). Does nothing by default.
        /// - Parameter index: The new current page.
        open func didChangeCurrentPage(_ index: Int) {}

        /// A page was made, added as a child and placed in the scroll view. Does nothing by default.
        /// - Parameters:
        ///   - page: The page view controller.
        ///   - index: Its page index.
        open func didLoadPage(_ page: Page, at index: Int) {}

        /// A page is about to be removed from the scroll view and from the children, and released. Does
        /// nothing by default.
        /// - Parameters:
        ///   - page: The page view controller.
        ///   - index: Its page index.
        open func willUnloadPage(_ page: Page, at index: Int) {}

        /// A page's appearance changed; the page has already been told through its own appearance
        /// methods. Does nothing by default.
        /// - Parameters:
        ///   - page: The page view controller.
        ///   - index: Its page index.
        ///   - appearance: The step: `willAppear`, `didAppear`, `willDisappear` or `didDisappear`.
        ///   - animated: Whether the change is part of a visible motion.
        open func didChangeAppearance(of page: Page, at index: Int, to appearance: PageAppearance, animated: Bool) {}

        /// The position changed, in page units (every scroll tick). Does nothing by default.
        /// - Parameter position: The logical position, wrapped into `0..<pageCount` when looping.
        open func didScroll(to position: Double) {}

        /// The scroll state changed. Does nothing by default.
        /// - Parameter state: `.idle`, `.dragging` or `.settling`.
        open func didChangeScrollState(_ state: ScrollState) {}

        /// What VoiceOver says after a three-finger scroll brought page `index` in, such as "Page 3 of 9"
        /// in your app's language. Default `nil`: VoiceOver plays its page sound only.
        /// - Parameter index: The page the scroll moved to.
        /// - Returns: The announcement, or `nil`.
        open func accessibilityAnnouncement(forPageAt index: Int) -> String? { nil }

        // MARK: UIViewController

        /// `false`: each page's appearance follows the container's `PageAppearance` events, not this
        /// controller's.
        public final override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

        open override func viewDidLoad() {
            super.viewDidLoad()
            core.scrollView.frame = view.bounds
            core.scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.insertSubview(core.scrollView, at: 0)
        }

        open override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            core.systemEvents.isOnScreen = true
        }

        open override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            core.systemEvents.isOnScreen = false
        }

        open override func didReceiveMemoryWarning() {
            super.didReceiveMemoryWarning()
            container.handleMemoryPressure(.warning)
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
        }

        /// Removes a page's view from the scroll view and the page from the children. Called by the
        /// container, after the page's `viewDidDisappear(_:)`.
        /// - Parameter page: The page view controller.
        public func remove(_ page: Page) {
            page.willMove(toParent: nil)
            core.scrollView.remove(page.view)
            page.removeFromParent()
        }

        // MARK: ContainerEventReceiver

        func receive(_ event: ContainerEvent<Page>) {
            switch event {
            case .didLoad(let page, let index): didLoadPage(page, at: index)
            case .willUnload(let page, let index): willUnloadPage(page, at: index)
            case .appearance(let page, let index, let appearance, let animated):
                switch appearance {
                case .willAppear: page.beginAppearanceTransition(true, animated: animated)
                case .willDisappear: page.beginAppearanceTransition(false, animated: animated)
                case .didAppear, .didDisappear: page.endAppearanceTransition()
                }
                didChangeAppearance(of: page, at: index, to: appearance, animated: animated)
            case .willScrollToPage(let index): willScrollToPage(index)
            case .didScrollToPage(let index): didScrollToPage(index)
            case .didChangeCurrentPage(let index): didChangeCurrentPage(index)
            case .didScroll(let position): didScroll(to: position)
            case .didChangeScrollState(let state): didChangeScrollState(state)
            }
        }
    }
#endif
