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
    /// Subclass it and override the hooks (``PagerHooks``: ``willScrollToPage(_:)``,
    /// ``didScrollToPage(_:)``, ``didLoadPage(_:at:)``…), or set a ``delegate``: the view is its
    /// container's delegate and passes every event on, after its own hooks, with the same arguments.
    ///
    /// The view manages `container.isVisible` (in a window) and pauses auto-scroll for `.background`
    /// (its window's scene, or the app, in the background), `.touch` (a finger resting on it),
    /// `.reduceMotion` and `.accessibility` (VoiceOver, Switch Control) while those hold; pause it for your own
    /// reasons with `container.pauseAutoScroll(for:)`. A view cannot tell that a presentation covers
    /// it: under a `.pageSheet`, `.formSheet` or `.overFullScreen` sheet it stays in its window and
    /// counts as visible, so a banner keeps advancing behind the sheet; pause it with
    /// `container.pauseAutoScroll(for: .modal)` when you present one and resume when it is dismissed
    /// (a `PagedViewController` follows its own appearance and needs none of this). VoiceOver reaches only the settled page. Do not replace the scroll view's
    /// delegate or turn on its `isPagingEnabled`: the container hears the scroll view through the one
    /// and picks the resting offsets that UIKit's paging would pick on its own.
    open class PagedScrollView<Page: UIView>: UIView, PageHost, ContainerEventReceiver,
        PagerHooks
    {
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
            set { core.setDataSource(newValue) }
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
        /// `layer.zPosition`: the transform is the
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
            core = AdapterCore(
                configuration: configuration, scheduler: scheduler, observesMemoryWarnings: true, viewOfPage: { $0 })
            super.init(frame: .zero)
            setUp()
        }

        /// Creates a pager view from an archive, with the default configuration. Interface Builder
        /// cannot name a generic class: a storyboard or nib names a non-generic subclass
        /// (`final class BannerView: PagedScrollView<UIImageView>`), whose `init?(coder:)` calls this.
        /// - Parameter coder: The unarchiver.
        public required init?(coder: NSCoder) {
            core = AdapterCore(
                configuration: PagingConfiguration(), scheduler: nil, observesMemoryWarnings: true, viewOfPage: { $0 })
            super.init(coder: coder)
            setUp()
        }

        private func setUp() {
            core.attach(self)
            // A view is visible while it is in a window.
            core.systemEvents.drivesVisibility = true
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
        /// - Parameters:
        ///   - index: A page index in `0..<container.pageCount`.
        ///   - animated: Whether the scroll view animates the move (one page length, or `k_a + k_t + 1`
        ///     pitches with peeking cards, however far the jump).
        /// - Throws: `PagingError.pageOutOfRange(index:pageCount:)` for an index outside the pages.
        public func scrollToPage(_ index: Int, animated: Bool) throws(PagingError) {
            try core.input.scrollToPage(index, animated: animated)
        }

        // MARK: Restoration

        /// Where the user is, to save with the app's state (`@SceneStorage`, an `NSUserActivity`,
        /// `UserDefaults`) and hand back on the next launch. UIKit state restoration saves it too
        /// (``encodeRestorableState(with:)``).
        ///
        /// Reading it takes `container.snapshot`; setting it calls `container.restore(_:)`, before or
        /// after the first ``reloadData()``: the pager lands on the same item, or on the page nearest
        /// the saved index when the item is gone.
        public var restorationSnapshot: PagingSnapshot {
            get { container.snapshot }
            set { container.restore(newValue) }
        }

        /// The key under which ``encodeRestorableState(with:)`` stores the snapshot: a
        /// `PagingSnapshot` encoded as JSON `Data` (`"PagedKit.PagingSnapshot"`).
        public static var restorationSnapshotKey: String { "PagedKit.PagingSnapshot" }

        /// Saves ``restorationSnapshot`` as JSON `Data` under ``restorationSnapshotKey``, after
        /// `super`. UIKit calls it when it preserves a view with a `restorationIdentifier` whose view
        /// controller is preserved.
        /// - Parameter coder: The archiver UIKit passes.
        open override func encodeRestorableState(with coder: NSCoder) {
            super.encodeRestorableState(with: coder)
            core.encodeSnapshot(with: coder, forKey: Self.restorationSnapshotKey)
        }

        /// Restores the snapshot ``encodeRestorableState(with:)`` saved, after `super`, through
        /// `container.restore(_:)`; an archive without one changes nothing.
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

        /// Adds a page view to the scroll view at `offset`, `container.pageLength` long along the axis and
        /// the viewport across it, or moves it there.
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

        /// Plays an animated reload's motion (`PagedContainer.reloadData(animated:insertion:)`). Called
        /// by the container.
        ///
        /// Each page view is shown at its move's `from` and slides to its `to` in one
        /// `UIView.animate(withDuration:animations:completion:)` block of 0.3 seconds; leaving page
        /// views fade out as they go and are removed from the scroll view (as ``remove(_:)`` does)
        /// when the animation completes. Under Reduce Motion nothing slides: the pages that stay are
        /// at their places at once and the leaving ones fade out where they were (a cross-fade). A
        /// new motion, a drag, a move of the content or a new size first ends the motion under way
        /// (its leaving views go at once).
        /// - Parameter moves: The pages that move, from where to where.
        public func animateReload(_ moves: [PageMove<Page>]) {
            core.scrollView.playReloadMotion(
                moves.map { move in
                    let page = move.page
                    return ReloadMotionMove(
                        view: page, from: move.from, to: move.to,
                        removeLeaving: move.isLeaving ? { [weak self] in self?.remove(page) } : nil)
                })
        }

        // MARK: ContainerEventReceiver

        func receive(_ event: ContainerEvent<Page>) {
            core.handle(event)
            callHook(for: event)
        }
    }
#endif
