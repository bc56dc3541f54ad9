#if canImport(UIKit) && !os(watchOS)
    import PagedKit
    import UIKit

    /// A channel tab bar: a horizontally scrolling strip of tabs with an indicator under them, kept in
    /// step with a pager.
    ///
    /// The bar is glue. Where each tab sits, where the indicator is at any position and how far the
    /// strip scrolls to keep the selection centred are `TabStripLayout`'s; following the pager on every
    /// tick is `TabStripBinding`'s. The bar measures the titles, draws what the binding says on every
    /// `container(_:didScrollTo:)` — drags, flings, settles, and animated jumps, during which the
    /// indicator glides straight from the start tab to the target — and turns a tap on a tab into
    /// `scrollToPage(_:animated:)`.
    ///
    /// ```swift
    /// let tabBar = PagedTabBar()
    /// tabBar.titles = channels.map(\.title)
    /// pager.pagedTabBar = tabBar     // a PagedViewController or PagedScrollView keeps it updated
    /// view.addSubview(tabBar)        // lay it out yourself, above the pager
    /// ```
    ///
    /// (The property is `pagedTabBar`, not `tabBar`, so that subclasses that already declare a `tabBar`
    /// of their own keep compiling.) A pager that owns the bar (``PagedViewController/pagedTabBar`` or ``PagedScrollView/pagedTabBar``) updates
    /// it from its own events and after ``PagedViewController/reloadData()``. To follow a
    /// `PagedContainer` of your own, ``connect(to:)`` it and call ``update()`` from your delegate's
    /// `container(_:didScrollTo:)`, and ``reloadTabs()`` after a reload.
    ///
    /// Titles come from ``titles`` or, per index, from ``titleProvider`` (then there is one tab a
    /// page). Each tab is measured with the ``textStyle`` font for the bar's content size category and
    /// re-measured when Dynamic Type changes it. A tab can show a view of your own instead of its
    /// title (an icon, a badge): ``tabContentProvider``; the title then stays the tab's accessibility
    /// label. ``tabStateHandler`` tells a tab's content, as the pager moves, how selected its tab is
    /// (``Tab/selectionProgress``). Right-to-left layouts mirror the strip (tab 0 on the
    /// right), following `effectiveUserInterfaceLayoutDirection`. VoiceOver sees each tab as a button
    /// ("Top", value "tab 3 of 12", localized through the app's `PagedKit` strings table, key
    /// `"tab %1$ld of %2$ld"`), the selected one with the selected trait.
    @MainActor open class PagedTabBar: UIView {
        /// A tab: a control holding its title label, or the content view ``PagedTabBar/tabContentProvider``
        /// gave it.
        @MainActor public final class Tab: UIControl {
            /// The tab's title label (hidden while the tab shows a content view).
            public let titleLabel = UILabel()
            /// The view ``PagedTabBar/tabContentProvider`` gave the tab, shown instead of its title;
            /// `nil` for a title tab.
            public internal(set) var contentView: UIView?
            /// The tab's index.
            public internal(set) var index = 0
            /// How selected the tab is now, from 0 to 1: 1 for the selected tab at rest; while the
            /// pager moves between two tabs, `1 − progress` for the one it leaves and `progress` for
            /// the one it moves toward (``PagedTabBar/selection``); 0 for every other tab.
            public internal(set) var selectionProgress: Double = 0
            /// The content view's natural size, as last measured.
            var contentSize = CGSize.zero
            /// Whether the tab waits for ``PagedTabBar/tabStateHandler`` at the end of the update.
            var needsStateNotification = false
            /// What the tab was built for (its title, or `tabIdentifierProvider`'s identifier): an
            /// animated reload matches old and new tabs by it.
            var identity: AnyHashable?

            /// Creates a tab.
            /// - Parameter frame: The frame.
            public override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(titleLabel)
                isAccessibilityElement = true
            }

            /// Not supported: tabs are made by the bar.
            /// - Parameter coder: The unarchiver.
            public required init?(coder: NSCoder) {
                super.init(coder: coder)
                addSubview(titleLabel)
                isAccessibilityElement = true
            }
        }

        /// How tabs share the strip.
        public enum Distribution: Sendable, Equatable {
            /// Each tab as wide as its title plus ``PagedTabBar/tabPadding`` on each side.
            case natural
            /// Equal tabs filling the bar when they fit (as wide as the widest title otherwise).
            case equal
        }

        /// The strip's scroll view. Style it; its content size and offset are the bar's.
        public let scrollView = UIScrollView()
        /// The indicator, inside ``scrollView``. Style it (background colour, corner radius).
        public let indicatorView = UIView()
        /// The tabs, by index.
        public private(set) var tabs: [Tab] = []
        /// The strip's geometry, as last built.
        public private(set) var layout = TabStripLayout(tabLengths: [], viewportLength: 0)
        /// The tab shown selected: the pager's current page.
        public private(set) var selectedTab = 0
        /// Which tabs the pager is between and how far, for interpolating colours or weights.
        public private(set) var selection = TabStripLayout.Selection(from: 0, to: 0, progress: 0)

        /// The tab titles. Ignored while ``titleProvider`` is set.
        ///
        /// A new array with the same number of titles that differs in one title only (a badge, a
        /// renamed channel) refreshes that one tab (``reloadTab(at:)``); any other change reloads the
        /// tabs, animated when ``animatesReloads`` is set (``reloadTabs(animated:)``).
        public var titles: [String] = [] {
            didSet {
                if titles != oldValue, !isSettingTitles {
                    titlesChanged(from: oldValue, animated: animatesReloads)
                }
            }
        }
        /// Whether channel-list edits animate: a new ``titles`` array, and the reload a connected
        /// `PagedViewController` or `PagedScrollView` asks for in its `reloadData()`, are
        /// ``reloadTabs(animated:)`` with `animated` true. Default `false` (instant, ``reloadTabs()``).
        public var animatesReloads = false
        /// The identity of the tab at an index, for matching old and new tabs in
        /// ``reloadTabs(animated:)``; `nil` (the default) matches them by title, duplicate titles in
        /// order. Give it the pages' identifiers when titles are not unique or change with the edit.
        public var tabIdentifierProvider: ((Int) -> AnyHashable)?
        /// The title of the tab at an index, one tab a page; replaces ``titles`` when set.
        public var titleProvider: ((Int) -> String)? {
            didSet { reloadTabs() }
        }
        /// A view of your own for the tab at an index, shown instead of its title (an icon, a label
        /// with a badge); `nil` (the default) shows the titles. The number of tabs and their
        /// accessibility labels still come from ``titles`` or ``titleProvider``.
        ///
        /// The bar asks for tab `index`'s view each time it configures that tab: at every reload
        /// (``reloadTabs()``, ``reloadTabs(animated:)``, a new size, layout direction or Dynamic Type
        /// size) and at ``reloadTab(at:)``. Return the same view for the same tab to keep it: the bar
        /// replaces a tab's view only when it gets a different one. It measures the view with
        /// `sizeThatFits(_:)` (an unbounded size: its natural width along the strip) exactly as it
        /// measures a title (``tabPadding`` on each side, ``distribution``, right-to-left mirroring),
        /// centres it in its tab, and turns its user interaction off, so a tap anywhere on the tab
        /// selects it and VoiceOver keeps seeing the tab as one button.
        public var tabContentProvider: ((Int) -> UIView)? {
            didSet { reloadTabs() }
        }
        /// Called at the end of an ``update()`` (every tick the pager moves, every reload) for each
        /// tab whose ``Tab/selectionProgress``, `isSelected` or index changed, or that was given a new
        /// content view: restyle its content there. Normally two tabs a tick, the one the pager leaves
        /// and the one it moves toward; no other tab is called.
        public var tabStateHandler: ((Tab) -> Void)?
        /// How the indicator moves between two tabs. Default `.linear`.
        public var indicatorStyle: TabStripLayout.IndicatorStyle = .linear {
            didSet {
                source?.setLayout(layout, style: indicatorStyle)
                update()
            }
        }
        /// How tabs share the strip. Default `.natural`.
        public var distribution: Distribution = .natural {
            didSet { reloadTabs() }
        }
        /// The text style of the titles; the font follows the content size category. Default `.subheadline`.
        public var textStyle: UIFont.TextStyle = .subheadline {
            didSet { reloadTabs() }
        }
        /// Points on each side of a title inside its tab. Default 12.
        public var tabPadding: CGFloat = 12 {
            didSet { reloadTabs() }
        }
        /// Points between neighbouring tabs. Default 0.
        public var tabSpacing: CGFloat = 0 {
            didSet { reloadTabs() }
        }
        /// Points before the first tab and after the last. Default 8.
        public var stripInset: CGFloat = 8 {
            didSet { reloadTabs() }
        }
        /// The indicator's height, at the bottom of the bar. Default 2.
        public var indicatorHeight: CGFloat = 2 {
            didSet { update() }
        }
        /// Called on a tap, after the bar asked the pager to jump (or, with no pager, instead).
        public var selectionHandler: ((Int) -> Void)?
        /// Called once each time the tab count and the page count start to disagree.
        public var diagnosticsHandler: (@MainActor (PagingDiagnostic) -> Void)? {
            didSet { source?.setDiagnosticsHandler(diagnosticsHandler) }
        }

        private var source: (any TabBarSource)?
        /// With no pager: the tab the host selected.
        private var standaloneSelection = 0
        private var measuredWidth: CGFloat = -1
        private var measuredBoundsHeight: CGFloat = -1
        private var measuredDirection = PagingDirection.leftToRight
        /// The bar's left and right safe-area insets when it was measured: the strip lays its tabs
        /// out in the width between them.
        private var measuredInsets = (left: CGFloat(0), right: CGFloat(0))
        /// Each tab's natural width (title plus padding), as last measured.
        private var tabWidths: [Double] = []
        private var isSettingTitles = false
        /// The tabs given a selection progress by the last update.
        private var progressTabs: (from: Tab?, to: Tab?) = (nil, nil)
        /// The tabs ``tabStateHandler`` is to hear about at the end of the update (a kept buffer).
        private var changedTabs: [Tab] = []
        private var isNotifyingTabStates = false
        /// How long an animated reload takes, in seconds (0.3, the length of UIKit's own short
        /// transitions; UIKit documents no default).
        static let reloadAnimationDuration: TimeInterval = 0.3

        /// Creates an empty bar.
        /// - Parameter frame: The frame.
        public override init(frame: CGRect) {
            super.init(frame: frame)
            setUp()
        }

        /// Creates a bar from a storyboard.
        /// - Parameter coder: The unarchiver.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            setUp()
        }

        private func setUp() {
            scrollView.showsHorizontalScrollIndicator = false
            scrollView.showsVerticalScrollIndicator = false
            #if !os(tvOS)
                // UIScrollView.h 18.1: `scrollsToTop` is `API_UNAVAILABLE(tvos)`.
                scrollView.scrollsToTop = false
            #endif
            // The strip writes its offsets itself, from a layout measured in the safe part of the
            // bar: the horizontal safe-area insets become its content inset, and UIKit adds none
            // (UIScrollView.h: `.automatic` "Similar to .scrollableAxes", which adjusts "Edges for
            // scrollable axes", so a strip wider than a landscape notch's safe area would get them
            // added under offsets that do not know about them).
            scrollView.contentInsetAdjustmentBehavior = .never
            addSubview(scrollView)
            scrollView.addSubview(indicatorView)
            #if !os(tvOS)
                // At the accessibility text sizes a long press on a tab shows its title large
                // (UILargeContentViewer.h, iOS 13, not on tvOS; each tab is an item with
                // `showsLargeContentViewer`).
                addInteraction(UILargeContentViewerInteraction())
            #endif
            // Dynamic Type and the layout direction re-measure the tabs. `traitCollectionDidChange(_:)`
            // is deprecated from iOS 17 and visionOS 1 ("Use the trait change registration APIs
            // declared in the UITraitChangeObservable protocol"), and nothing says how long it is
            // still called.
            if #available(iOS 17.0, tvOS 17.0, *) {
                registerForTraitChanges([UITraitPreferredContentSizeCategory.self, UITraitLayoutDirection.self]) {
                    (bar: PagedTabBar, _: UITraitCollection) in
                    bar.reloadTabs()
                }
            }
        }

        // MARK: Connecting

        /// Follows `container`: call ``update()`` from your delegate's `container(_:didScrollTo:)`
        /// and ``reloadTabs()`` after a reload. A pager's own container is better connected through
        /// its `pagedTabBar` property.
        /// - Parameter container: The container (held weakly).
        public func connect<Page>(to container: PagedContainer<Page>) {
            connect(
                ContainerTabSource(container: container) { [weak container] index, animated in
                    try? container?.scrollToPage(index, animated: animated)
                })
        }

        /// Follows a `PagedViewController`: the same as setting its ``PagedViewController/pagedTabBar``.
        /// - Parameter pager: The pager.
        public func connect<Page>(to pager: PagedViewController<Page>) {
            pager.pagedTabBar = self
        }

        /// Follows a `PagedScrollView`: the same as setting its ``PagedScrollView/pagedTabBar``.
        /// - Parameter pager: The pager.
        public func connect<Page>(to pager: PagedScrollView<Page>) {
            pager.pagedTabBar = self
        }

        /// Stops following any pager; the bar keeps its tabs and selects with ``selectTab(_:)``.
        public func disconnect() {
            source = nil
            update()
        }

        func connect<Page>(_ source: ContainerTabSource<Page>) {
            source.setDiagnosticsHandler(diagnosticsHandler)
            self.source = source
            reloadTabs()  // hands the source the measured layout
        }

        func isConnected<Page>(to container: PagedContainer<Page>) -> Bool {
            (source as? ContainerTabSource<Page>)?.binding.container === container
        }

        /// With no pager connected: shows tab `index` selected, the indicator under it and the strip
        /// centred on it.
        /// - Parameter index: The tab; clamped to the tabs.
        public func selectTab(_ index: Int) {
            standaloneSelection = index
            update()
        }

        // MARK: Drawing

        /// Re-reads the titles (and ``tabContentProvider``'s views) and the page count and measures the
        /// tabs again, at once.
        public func reloadTabs() {
            rebuildTabs()
            update()
        }

        /// Re-reads the titles and the page count after a channel-list edit and moves the tabs to
        /// their new places.
        ///
        /// Animated, old and new tabs are matched by title (duplicate titles in order: the first old
        /// "Local" is the first new "Local"), or by ``tabIdentifierProvider`` when it is set. In one
        /// `UIView.animate(withDuration:animations:completion:)` block the tabs that stay slide from
        /// their old frames to their new ones, new tabs fade in at their places, removed tabs fade out
        /// (and leave the strip when the animation completes), and the indicator and the strip's offset
        /// move to the current page's tab — the pager's current page after the reload, which follows
        /// the item by identity. Under Reduce Motion (`UIAccessibility.isReduceMotionEnabled`) nothing
        /// slides: the tabs, the indicator and the offset take their new places at once, removed tabs
        /// leave at once, and new tabs only fade in. Not animated, it is ``reloadTabs()``.
        /// - Parameter animated: Whether the tabs move to their new places in an animation.
        public func reloadTabs(animated: Bool) {
            guard animated else {
                reloadTabs()
                return
            }
            let count = tabCount
            // The old tabs by identity, in order.
            var pool: [AnyHashable: [Tab]] = [:]
            for tab in tabs { pool[tab.identity ?? AnyHashable(tab.titleLabel.text ?? ""), default: []].append(tab) }
            var kept: Set<ObjectIdentifier> = []
            var inserted: [Int] = []
            var newTabs: [Tab] = []
            newTabs.reserveCapacity(count)
            for index in 0..<count {
                let id = identity(at: index)
                if var matches = pool[id], !matches.isEmpty {
                    let tab = matches.removeFirst()
                    pool[id] = matches
                    kept.insert(ObjectIdentifier(tab))
                    newTabs.append(tab)
                } else {
                    inserted.append(index)
                    newTabs.append(makeTab())
                }
            }
            let removed = tabs.filter { !kept.contains(ObjectIdentifier($0)) }
            for tab in removed {
                // On its way out: no taps, no VoiceOver.
                tab.isUserInteractionEnabled = false
                tab.isAccessibilityElement = false
            }
            // The selection is drawn again for the new tabs (the selected tab may have moved or gone).
            for tab in newTabs where tab.isSelected { setSelected(false, tab) }
            tabs = newTabs
            measureTabs()
            layOutStrip()
            // New tabs start at their places, transparent.
            for index in inserted {
                place(index)
                tabs[index].alpha = 0
            }
            let insertedTabs = inserted.map { tabs[$0] }
            if UIAccessibility.isReduceMotionEnabled {
                place(tabs.indices)
                for tab in removed { tab.removeFromSuperview() }
                update()
                UIView.animate(
                    withDuration: Self.reloadAnimationDuration,
                    animations: {
                        for tab in insertedTabs { tab.alpha = 1 }
                    }, completion: nil)
                return
            }
            UIView.animate(
                withDuration: Self.reloadAnimationDuration,
                animations: { [self] in
                    place(tabs.indices)
                    for tab in insertedTabs { tab.alpha = 1 }
                    for tab in removed { tab.alpha = 0 }
                    update()
                },
                completion: { _ in
                    for tab in removed { tab.removeFromSuperview() }
                })
        }

        /// Re-reads tab `index`'s title (and ``tabContentProvider``'s view) and measures that tab
        /// again — a badge, a renamed channel — without laying the others out again.
        ///
        /// The tabs before it keep their frames exactly; the tabs after it shift by the difference
        /// in its width (right-to-left, where tab 0 is on the right, the tabs after it keep theirs
        /// and the ones before it shift). With ``Distribution-swift.enum/equal`` tabs no tab moves,
        /// unless the refreshed title becomes the widest or stops being it: then every tab takes the
        /// new common width, as it must. The indicator stays under the current page's tab and the
        /// strip keeps the offset that centres it: unchanged when the tab is after the current one,
        /// shifted by the difference when it is before, so the current tab stays where it is on screen.
        ///
        /// An index outside the tabs is ignored. A bar whose tabs no longer match its titles or its
        /// page count (a reload not made yet) reloads all of them (``reloadTabs()``).
        /// - Parameter index: The tab.
        public func reloadTab(at index: Int) {
            guard index >= 0, index < tabs.count else { return }
            guard tabs.count == tabCount, layout.tabCount == tabs.count, tabWidths.count == tabs.count,
                measuredDirection == readingOrder
            else {
                reloadTabs()
                return
            }
            tabWidths[index] = configure(tabs[index], at: index, count: tabs.count, font: titleFont)
            let old = layout
            switch distribution {
            case .natural:
                layout.setTabLength(tabWidths[index], at: index)
            case .equal:
                layout = makeLayout()
            }
            if layout == old {
                place(index)  // the title re-centred in its unchanged tab
            } else if distribution == .equal {
                place(tabs.indices)
            } else if measuredDirection == .rightToLeft {
                place(0..<(index + 1))
            } else {
                place(index..<tabs.count)
            }
            finishLayout(tallestTitle: naturalSize(of: tabs[index]).height)
            update()
        }

        /// Sets ``titles``, reloading as a change of ``titles`` does but animated or not as asked: one
        /// title changed refreshes that tab (``reloadTab(at:)``), any other change is
        /// ``reloadTabs(animated:)``.
        /// - Parameters:
        ///   - titles: The new titles.
        ///   - animated: Whether a channel-list edit animates.
        public func setTitles(_ titles: [String], animated: Bool) {
            let old = self.titles
            guard titles != old else { return }
            isSettingTitles = true
            self.titles = titles
            isSettingTitles = false
            titlesChanged(from: old, animated: animated)
        }

        private func titlesChanged(from old: [String], animated: Bool) {
            if titleProvider == nil, old.count == titles.count, tabs.count == titles.count {
                let changed = titles.indices.filter { titles[$0] != old[$0] }
                // One title changed and every other tab is still the item it was built for.
                if changed.count == 1,
                    tabIdentifierProvider == nil
                        || tabs.indices.allSatisfy({ $0 == changed[0] || tabs[$0].identity == identity(at: $0) })
                {
                    reloadTab(at: changed[0])
                    return
                }
            }
            reloadTabs(animated: animated)
        }

        /// Draws the indicator, the selection and the strip's offset at the pager's position.
        /// - Complexity: O(1) while the selected tab does not change, else O(1) for the two tabs involved.
        public func update() {
            // The pager turned around (a layout-direction change it follows, a new configuration).
            if source != nil, readingOrder != measuredDirection { rebuildTabs() }
            let values: TabBarValues
            if let source {
                values = source.values()
            } else {
                let position = Double(min(max(standaloneSelection, 0), max(layout.tabCount - 1, 0)))
                values = TabBarValues(
                    indicator: layout.indicator(at: position, isLooping: false, style: indicatorStyle),
                    stripOffset: layout.contentOffset(centering: position),
                    selection: layout.selection(at: position), selectedTab: Int(position))
            }
            selection = values.selection
            let height = max(bounds.height - indicatorHeight, 0)
            indicatorView.frame = CGRect(
                x: values.indicator.origin, y: height, width: values.indicator.length, height: indicatorHeight)
            // A finger on the strip scrolls it; the pager does not fight it.
            if !scrollView.isTracking, !scrollView.isDragging, !scrollView.isDecelerating {
                let offset = CGPoint(x: values.stripOffset - measuredInsets.left, y: 0)
                if scrollView.contentOffset != offset { scrollView.contentOffset = offset }
            }
            if values.selectedTab != selectedTab
                || !(tabs.indices.contains(selectedTab) && tabs[selectedTab].isSelected)
            {
                if tabs.indices.contains(selectedTab) { setSelected(false, tabs[selectedTab]) }
                selectedTab = values.selectedTab
                if tabs.indices.contains(selectedTab) { setSelected(true, tabs[selectedTab]) }
            }
            updateProgress(values.selection)
            notifyTabStates()
        }

        private func setSelected(_ selected: Bool, _ tab: Tab) {
            if tab.isSelected != selected { tabStateDidChange(tab) }
            tab.isSelected = selected
            tab.accessibilityTraits = selected ? [.button, .selected] : .button
        }

        /// Gives the two tabs of `selection` their progress, and 0 to the ones the last update gave
        /// one. O(1), allocation-free.
        private func updateProgress(_ selection: TabStripLayout.Selection) {
            let from = tabs.indices.contains(selection.from) ? tabs[selection.from] : nil
            let to = selection.to != selection.from && tabs.indices.contains(selection.to) ? tabs[selection.to] : nil
            if let old = progressTabs.from, old !== from, old !== to { setProgress(0, of: old) }
            if let old = progressTabs.to, old !== from, old !== to { setProgress(0, of: old) }
            if let from { setProgress(to == nil ? 1 : 1 - selection.progress, of: from) }
            if let to { setProgress(selection.progress, of: to) }
            progressTabs = (from, to)
        }

        private func setProgress(_ progress: Double, of tab: Tab) {
            guard tab.selectionProgress != progress else { return }
            tab.selectionProgress = progress
            tabStateDidChange(tab)
        }

        /// Queues `tab` for ``tabStateHandler`` (once an update).
        private func tabStateDidChange(_ tab: Tab) {
            guard tabStateHandler != nil, !tab.needsStateNotification else { return }
            tab.needsStateNotification = true
            changedTabs.append(tab)
        }

        /// Tells ``tabStateHandler`` about the queued tabs, in the order they changed.
        private func notifyTabStates() {
            guard !isNotifyingTabStates, !changedTabs.isEmpty else { return }
            isNotifyingTabStates = true
            var index = 0
            // A handler that updates the bar again queues more tabs here, told in this loop.
            while index < changedTabs.count {
                let tab = changedTabs[index]
                index += 1
                tab.needsStateNotification = false
                tabStateHandler?(tab)
            }
            changedTabs.removeAll(keepingCapacity: true)
            isNotifyingTabStates = false
        }

        /// The order the tabs run in: the connected horizontal pager's, so tab `i` sits on the side
        /// page `i` comes from also when the pager does not follow the layout direction; else the
        /// bar's own layout direction.
        private var readingOrder: PagingDirection {
            if let direction = source?.direction { return direction }
            return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }

        private var tabCount: Int {
            titleProvider != nil ? (source?.pageCount ?? 0) : titles.count
        }

        private func title(at index: Int) -> String {
            if let titleProvider { return titleProvider(index) }
            return titles.indices.contains(index) ? titles[index] : ""
        }

        private func identity(at index: Int) -> AnyHashable {
            tabIdentifierProvider?(index) ?? AnyHashable(title(at: index))
        }

        private var titleFont: UIFont {
            UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: traitCollection)
        }

        private func makeTab() -> Tab {
            let tab = Tab(frame: .zero)
            tab.addAction(
                UIAction { [weak self, weak tab] _ in
                    guard let self, let tab else { return }
                    self.tabTapped(tab.index)
                }, for: Self.tapEvents)
            scrollView.insertSubview(tab, at: 0)
            return tab
        }

        private func rebuildTabs() {
            let count = tabCount
            while tabs.count > count { tabs.removeLast().removeFromSuperview() }
            while tabs.count < count { tabs.append(makeTab()) }
            measureTabs()
            layOutStrip()
            place(tabs.indices)
        }

        /// Sets every tab's title, index and accessibility, and measures its natural width.
        private func measureTabs() {
            let font = titleFont
            let count = tabs.count
            tabWidths = tabs.indices.map { configure(tabs[$0], at: $0, count: count, font: font) }
        }

        /// Sets tab `index`'s title or content view, accessibility and font; returns its natural width.
        private func configure(_ tab: Tab, at index: Int, count: Int, font: UIFont) -> Double {
            let title = title(at: index)
            if tab.index != index { tabStateDidChange(tab) }
            tab.index = index
            tab.identity = identity(at: index)
            let content = tabContentProvider?(index)
            if content !== tab.contentView {
                if let old = tab.contentView, old.superview === tab { old.removeFromSuperview() }
                tab.contentView = content
                if let content {
                    content.isUserInteractionEnabled = false
                    tab.addSubview(content)
                }
                tabStateDidChange(tab)
            }
            tab.titleLabel.isHidden = content != nil
            tab.titleLabel.font = font
            tab.titleLabel.adjustsFontForContentSizeCategory = true
            tab.titleLabel.text = title
            tab.accessibilityLabel = title
            #if !os(tvOS)
                tab.showsLargeContentViewer = true
                tab.largeContentTitle = title
            #endif
            tab.accessibilityValue = Self.accessibilityValue(index: index, count: count)
            tab.accessibilityTraits = tab.isSelected ? [.button, .selected] : .button
            if let content {
                tab.contentSize = content.sizeThatFits(Self.unbounded)
                return Double((tab.contentSize.width + 2 * tabPadding).rounded(.up))
            }
            return Double((tab.titleLabel.sizeThatFits(Self.unbounded).width + 2 * tabPadding).rounded(.up))
        }

        /// The size of what tab `tab` shows: its content view's as measured, or its title's.
        private func naturalSize(of tab: Tab) -> CGSize {
            tab.contentView != nil ? tab.contentSize : tab.titleLabel.sizeThatFits(Self.unbounded)
        }

        /// The geometry of the measured tabs in the bar's safe width.
        private func makeLayout() -> TabStripLayout {
            let viewport = Double(max(bounds.width - measuredInsets.left - measuredInsets.right, 0))
            switch distribution {
            case .natural:
                return TabStripLayout(
                    tabLengths: tabWidths, spacing: Double(tabSpacing), inset: Double(stripInset),
                    viewportLength: viewport, direction: measuredDirection)
            case .equal:
                return .equalTabs(
                    count: tabWidths.count, minimumTabLength: tabWidths.max() ?? 0, spacing: Double(tabSpacing),
                    inset: Double(stripInset), viewportLength: viewport, direction: measuredDirection)
            }
        }

        /// Builds ``layout`` for the bar's size, safe area and direction, and hands it on.
        private func layOutStrip() {
            measuredWidth = bounds.width
            measuredBoundsHeight = bounds.height
            measuredDirection = readingOrder
            let safe = safeAreaInsets
            measuredInsets = (safe.left, safe.right)
            scrollView.contentInset = UIEdgeInsets(top: 0, left: safe.left, bottom: 0, right: safe.right)
            layout = makeLayout()
            finishLayout()
        }

        /// The strip's content size, the pager's layout and the bar's height, after a new ``layout``.
        /// - Parameter tallestTitle: After one tab was refreshed, its title's (or content view's)
        ///   height: the bar grows if it is taller than the others (it never shrinks then, which would
        ///   measure every tab).
        private func finishLayout(tallestTitle: CGFloat? = nil) {
            scrollView.contentSize = CGSize(width: layout.contentLength, height: bounds.height)
            source?.setLayout(layout, style: indicatorStyle)
            let titleHeight = tallestTitle ?? titleHeight(font: titleFont)
            let height = Self.height(titleHeight: titleHeight, indicatorHeight: indicatorHeight)
            if height != measuredHeight, tallestTitle == nil || height > measuredHeight {
                measuredHeight = height
                invalidateIntrinsicContentSize()
            }
        }

        /// Gives the tabs in `range` their frames from ``layout``, their titles or content views centred.
        private func place(_ range: Range<Int>) {
            for index in range { place(index) }
        }

        private func place(_ index: Int) {
            let tab = tabs[index]
            let tabHeight = max(bounds.height - indicatorHeight, 0)
            let span = layout.tab(at: index) ?? TabSpan(origin: 0, length: 0)
            let frame = CGRect(x: span.origin, y: 0, width: span.length, height: tabHeight)
            if tab.frame != frame { tab.frame = frame }
            let size = naturalSize(of: tab)
            let centred = CGRect(
                x: (span.length - size.width) / 2, y: (tabHeight - size.height) / 2, width: size.width,
                height: size.height)
            if let content = tab.contentView {
                if content.frame != centred { content.frame = centred }
            } else {
                tab.titleLabel.frame = centred
            }
        }

        // MARK: Size

        /// The height the bar asks for: its tallest title (or content view) plus 8 points above and below, plus the
        /// indicator, and never less than 44 points (the minimum hit target of
        /// Apple's Human Interface Guidelines). It grows with Dynamic Type, so titles at the
        /// accessibility sizes are not clipped; the width is the layout's (`UIView.noIntrinsicMetric`).
        open override var intrinsicContentSize: CGSize {
            CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight)
        }

        /// The width asked for (the strip's natural width, all its tabs, when it is not finite) and
        /// the bar's height (``intrinsicContentSize``).
        /// - Parameter size: The size offered.
        /// - Returns: The size the bar wants.
        open override func sizeThatFits(_ size: CGSize) -> CGSize {
            let width = size.width.isFinite ? size.width : CGFloat(layout.contentLength)
            return CGSize(width: width, height: preferredHeight)
        }

        /// The height last measured (`intrinsicContentSize`), or measured now before the first layout.
        private var preferredHeight: CGFloat {
            if measuredHeight > 0 { return measuredHeight }
            let font = UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: traitCollection)
            return Self.height(titleHeight: titleHeight(font: font), indicatorHeight: indicatorHeight)
        }
        private var measuredHeight: CGFloat = 0

        private func titleHeight(font: UIFont) -> CGFloat {
            if let tallest = tabs.map({ naturalSize(of: $0).height }).max() { return tallest }
            let probe = UILabel()
            probe.font = font
            probe.text = "Ag"
            return probe.sizeThatFits(Self.unbounded).height
        }

        /// Points above and below a title.
        private static let titleVerticalPadding: CGFloat = 8

        private static func height(titleHeight: CGFloat, indicatorHeight: CGFloat) -> CGFloat {
            max(44, (titleHeight + 2 * titleVerticalPadding + indicatorHeight).rounded(.up))
        }

        /// A plain `UIControl` sends `.touchUpInside` for a tap (and for VoiceOver's double tap, at
        /// its activation point); tvOS and Mac Catalyst select with `.primaryActionTriggered`. One
        /// interaction sends one of them.
        private static let tapEvents: UIControl.Event = [.touchUpInside, .primaryActionTriggered]

        /// No limit: a title's single-line natural size.
        private static let unbounded = CGSize(
            width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

        private static func accessibilityValue(index: Int, count: Int) -> String {
            let format = NSLocalizedString(
                "tab %1$ld of %2$ld", tableName: "PagedKit", bundle: .main, value: "tab %1$ld of %2$ld",
                comment: "VoiceOver value of a channel tab: its position among the tabs.")
            return String.localizedStringWithFormat(format, index + 1, count)
        }

        private func tabTapped(_ index: Int) {
            if let source {
                // Reduce Motion: the page changes without the slide.
                source.select(index, animated: !UIAccessibility.isReduceMotionEnabled)
            } else {
                selectTab(index)
            }
            selectionHandler?(index)
        }

        // MARK: UIView

        /// Fills the bar with the strip; re-measures when the size, the layout direction or the
        /// horizontal safe-area insets changed.
        open override func layoutSubviews() {
            super.layoutSubviews()
            scrollView.frame = bounds
            let safe = safeAreaInsets
            if bounds.width != measuredWidth || bounds.height != measuredBoundsHeight
                || readingOrder != measuredDirection
                || safe.left != measuredInsets.left || safe.right != measuredInsets.right
            {
                rebuildTabs()
            }
            update()
        }

        /// Lays the strip out again in the new safe part of the bar (a rotation past a notch).
        open override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            setNeedsLayout()
        }

        #if !os(visionOS)
            /// Before iOS 17: re-measures the tabs when Dynamic Type or the layout direction changed
            /// (from iOS 17 the trait change registration made at set-up does it).
            /// - Parameter previousTraitCollection: The traits before the change.
            @available(iOS, deprecated: 17.0)
            @available(tvOS, deprecated: 17.0)
            open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                if #available(iOS 17.0, tvOS 17.0, *) { return }
                let traits = traitCollection
                guard
                    previousTraitCollection?.preferredContentSizeCategory != traits.preferredContentSizeCategory
                        || previousTraitCollection?.layoutDirection != traits.layoutDirection
                else { return }
                reloadTabs()
            }
        #endif
    }

    /// What the bar draws at one moment.
    struct TabBarValues {
        var indicator: TabSpan
        var stripOffset: Double
        var selection: TabStripLayout.Selection
        var selectedTab: Int
    }

    /// A pager the bar follows, whatever its page type.
    @MainActor protocol TabBarSource: AnyObject {
        var pageCount: Int { get }
        /// The reading order of a horizontal pager; `nil` for a vertical one (or none).
        var direction: PagingDirection? { get }
        func setDiagnosticsHandler(_ handler: (@MainActor (PagingDiagnostic) -> Void)?)
        /// A new geometry or indicator style (after measuring, not per tick).
        func setLayout(_ layout: TabStripLayout, style: TabStripLayout.IndicatorStyle)
        /// The values at the pager's position. O(1), allocation-free: it runs on every tick.
        func values() -> TabBarValues
        func select(_ index: Int, animated: Bool)
    }

    /// A container followed through the core's `TabStripBinding`.
    @MainActor final class ContainerTabSource<Page>: TabBarSource {
        let binding: TabStripBinding<Page>
        private let jump: (Int, Bool) -> Void

        init(container: PagedContainer<Page>, jump: @escaping (Int, Bool) -> Void) {
            binding = TabStripBinding(container: container, layout: TabStripLayout(tabLengths: [], viewportLength: 0))
            self.jump = jump
        }

        var pageCount: Int { binding.container?.pageCount ?? 0 }

        var direction: PagingDirection? {
            guard let configuration = binding.container?.configuration, configuration.axis == .horizontal else {
                return nil
            }
            return configuration.direction
        }

        func setDiagnosticsHandler(_ handler: (@MainActor (PagingDiagnostic) -> Void)?) {
            binding.diagnosticsHandler = handler
        }

        func setLayout(_ layout: TabStripLayout, style: TabStripLayout.IndicatorStyle) {
            binding.indicatorStyle = style
            binding.layout = layout
        }

        func values() -> TabBarValues {
            binding.update()
            return TabBarValues(
                indicator: binding.indicator, stripOffset: binding.stripOffset, selection: binding.selection,
                selectedTab: binding.selectedTab)
        }

        func select(_ index: Int, animated: Bool) {
            guard index >= 0, index < pageCount else { return }
            jump(index, animated)
        }
    }

    extension PagedViewController {
        /// A tab bar to keep in step: its indicator follows the pages on every tick, it re-reads the
        /// page count on ``reloadData()``, and a tap on a tab jumps there. Held weakly; add it to the
        /// view hierarchy yourself.
        ///
        /// With a ``headerView`` the controller adds the bar to its view and pins it under the header,
        /// ``pagedTabBarHeight`` tall.
        public var pagedTabBar: PagedTabBar? {
            get { core.relay.tabBar }
            set {
                let old = core.relay.tabBar
                core.connectTabBar(newValue)
                if let old, old !== newValue, old.superview === headerHost.box {
                    old.removeFromSuperview()
                }
                headerHost.apply()
            }
        }
    }

    extension PagedScrollView {
        /// A tab bar to keep in step: its indicator follows the pages on every tick, it re-reads the
        /// page count on ``reloadData()``, and a tap on a tab jumps there. Held weakly; lay it out yourself.
        public var pagedTabBar: PagedTabBar? {
            get { core.relay.tabBar }
            set { core.connectTabBar(newValue) }
        }
    }

    extension AdapterCore {
        /// Makes `tabBar` follow this pager (and the previous one follow nothing).
        func connectTabBar(_ tabBar: PagedTabBar?) {
            guard tabBar !== relay.tabBar else { return }
            if let old = relay.tabBar, old.isConnected(to: container) { old.disconnect() }
            relay.tabBar = tabBar
            guard let tabBar else { return }
            let input = self.input
            // Weakly: the bar must not keep a released pager's container alive.
            tabBar.connect(
                ContainerTabSource(container: container) { [weak input] index, animated in
                    try? input?.scrollToPage(index, animated: animated)
                })
        }
    }
#endif
