#if canImport(UIKit) && !os(watchOS)
    import PagedKit
    import UIKit

    /// A pager of views: a `UIView` that owns a paging `UIScrollView` and hosts a `PagedContainer`.
    ///
    /// Every paging decision — which pages exist, where they sit, where a fling comes to rest, when a
    /// banner advances — is the container's. The view draws: it places page views where the container
    /// says, forwards the scroll view's events one-to-one, and reports its size, its window, the app's
    /// background and foreground, memory warnings, Reduce Motion, VoiceOver and the layout direction.
    ///
    /// ```swift
    /// final class BannerView: PagedScrollView<UIImageView>, PageDataSource {
    ///     var images: [UIImage] = [] { didSet { reloadData() } }
    ///
    ///     init() {
    ///         super.init(configuration: PagingConfiguration(isLooping: true, autoScroll: AutoScroll()))
    ///         dataSource = self
    ///     }
    ///     required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
    ///
    ///     func numberOfPages(in container: PagedContainer<UIImageView>) -> Int { images.count }
    ///     func container(_ container: PagedContainer<UIImageView>, pageAt index: Int) -> UIImageView {
    ///         UIImageView(image: images[index])
    ///     }
    ///
    ///     override func didScrollToPage(_ index: Int) {
    ///         print("banner \(index) is showing")
    ///     }
    /// }
    /// ```
    ///
    /// Subclass it and override the hooks (``willScrollToPage(_:)``, ``didScrollToPage(_:)``,
    /// ``didLoadPage(_:at:)``…), or set a ``delegate``: the view is its container's delegate and
    /// passes every event on, after its own hooks, with the same arguments.
    ///
    /// The view manages `container.isVisible` (in a window and the app in the foreground) and pauses
    /// auto-scroll for `.reduceMotion` and `.accessibility` (VoiceOver) while those are on; pause it for
    /// your own reasons with `container.pauseAutoScroll(for:)`. Do not replace the scroll view's
    /// delegate or turn on its `isPagingEnabled`: the container hears the scroll view through the one
    /// and picks the resting offsets that UIKit's paging would pick on its own.
    open class PagedScrollView<Page: UIView>: UIView, PageHost, ContainerEventReceiver {
        let core: AdapterCore<Page>

        /// The container that decides what this view shows. Use it for the state (`currentPage`,
        /// `position`, `loadedPageIndices`…) and for calls the view does not wrap.
        public var container: PagedContainer<Page> { core.container }

        /// The paging scroll view. Style it (background, `bounces`) but leave its delegate, content size,
        /// content offset and paging to the view.
        public var scrollView: UIScrollView { core.scrollView }

        /// Supplies the pages. Held weakly: keep it alive as long as the view shows its pages.
        public var dataSource: (any PageDataSource<Page>)? {
            get { core.relay.dataSource }
            set { core.relay.dataSource = newValue }
        }

        /// Hears every container event, after this view's own hooks. Held weakly.
        public var delegate: (any PagedContainerDelegate<Page>)? {
            get { core.relay.delegate }
            set { core.relay.delegate = newValue }
        }

        /// A page control to keep in step: it shows the page count and the current page, and a tap on
        /// it jumps there. Held weakly; lay it out yourself.
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

        /// Whether horizontal paging reads right-to-left when `effectiveUserInterfaceLayoutDirection` is
        /// `.rightToLeft` (Arabic, Hebrew). Default `true`; set `false` to keep the configuration's
        /// `direction` as it is.
        public var followsLayoutDirection: Bool {
            get { core.scrollView.followsLayoutDirection }
            set { core.scrollView.followsLayoutDirection = newValue }
        }

        /// Creates a pager view with no pages; set a ``dataSource`` and call ``reloadData()``.
        /// - Parameters:
        ///   - configuration: Radius, cache, looping, axis, direction and auto-scroll. Default: the
        ///     container's defaults.
        ///   - scheduler: Where auto-scroll asks for time; `nil` (the default) means the main queue.
        public init(configuration: PagingConfiguration = PagingConfiguration(), scheduler: (any PagingScheduler)? = nil)
        {
            core = AdapterCore(configuration: configuration, scheduler: scheduler, observesMemoryWarnings: true)
            super.init(frame: .zero)
            setUp()
        }

        /// Creates a pager view from a storyboard or nib, with the default configuration.
        /// - Parameter coder: The unarchiver.
        public required init?(coder: NSCoder) {
            core = AdapterCore(configuration: PagingConfiguration(), scheduler: nil, observesMemoryWarnings: true)
            super.init(coder: coder)
            setUp()
        }

        private func setUp() {
            core.attach(self)
            core.scrollView.announcement = { [weak self] index in self?.accessibilityAnnouncement(forPageAt: index) }
            core.scrollView.frame = bounds
            core.scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(core.scrollView, at: 0)
        }

        // MARK: Convenience

        /// Re-reads the page count and identifiers from the ``dataSource``, keeping the user on the same
        /// item; see `PagedContainer.reloadData()`.
        /// - Complexity: O(n) identifier reads for `n` pages.
        public func reloadData() {
            container.reloadData()
        }

        /// Moves to page `index`; see `PagedContainer.scrollToPage(_:animated:)`.
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

        /// A page was made and placed in the scroll view. Does nothing by default.
        /// - Parameters:
        ///   - page: The page view.
        ///   - index: Its page index.
        open func didLoadPage(_ page: Page, at index: Int) {}

        /// A page is about to be removed from the scroll view and released. Does nothing by default.
        /// - Parameters:
        ///   - page: The page view.
        ///   - index: Its page index.
        open func willUnloadPage(_ page: Page, at index: Int) {}

        /// A page's appearance changed, following UIKit's containment rules. Does nothing by default.
        /// - Parameters:
        ///   - page: The page view.
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

        // MARK: UIView

        open override func layoutSubviews() {
            super.layoutSubviews()
            core.scrollView.frame = bounds
        }

        open override func didMoveToWindow() {
            super.didMoveToWindow()
            core.systemEvents.isOnScreen = window != nil
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

        /// Adds a page view to the scroll view at `offset`, one viewport in size, or moves it there.
        /// Called by the container.
        /// - Parameters:
        ///   - page: The page view.
        ///   - offset: The offset of its leading edge along the paging axis.
        public func place(_ page: Page, at offset: Double) {
            core.scrollView.place(page, atOffset: offset)
        }

        /// Removes a page view from the scroll view. Called by the container.
        /// - Parameter page: The page view.
        public func remove(_ page: Page) {
            core.scrollView.remove(page)
        }

        // MARK: ContainerEventReceiver

        func receive(_ event: ContainerEvent<Page>) {
            switch event {
            case .didLoad(let page, let index): didLoadPage(page, at: index)
            case .willUnload(let page, let index): willUnloadPage(page, at: index)
            case .appearance(let page, let index, let appearance, let animated):
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
