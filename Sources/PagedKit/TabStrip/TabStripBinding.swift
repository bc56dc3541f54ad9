/// Keeps a channel tab strip in step with a ``PagedContainer``: the indicator and the strip's
/// scroll offset at the container's `position` on every tick, and a tap on a tab turned into a jump.
///
/// The binding does no drawing. A tab bar view (the adapters' `PagedTabBar`, or the host's own)
/// calls ``update()`` from `PagedContainerDelegate.container(_:didScrollTo:)` — on every tick of drags,
/// flings, settles, animated jumps (the indicator glides straight from the start tab to the target,
/// as `position` does) and auto-scroll — and after a reload or a new ``layout``, then draws
/// ``indicator`` and scrolls its strip to ``stripOffset``.
///
/// ```swift
/// let binding = TabStripBinding(container: container, layout: TabStripLayout(
///     tabLengths: titles.map(measure), spacing: 12, inset: 16, viewportLength: bar.bounds.width))
/// // in the delegate:
/// func container(_ container: PagedContainer<Page>, didScrollTo position: Double) {
///     binding.update()
///     bar.draw(indicator: binding.indicator, offset: binding.stripOffset)
/// }
/// ```
///
/// After a reload the container's current page follows the item by identity, so the selection does
/// too; give the binding a new ``layout`` for the new titles. A layout whose tab count differs from
/// the page count is still drawn by rule 15's arithmetic, and reported once through
/// ``diagnosticsHandler``.
@MainActor public final class TabStripBinding<Page> {
    /// The container followed. Held weakly.
    public weak var container: PagedContainer<Page>?
    /// The strip's geometry; setting it updates the binding.
    public var layout: TabStripLayout {
        didSet { update() }
    }
    /// How the indicator moves between two tabs. Default `.linear`.
    public var indicatorStyle: TabStripLayout.IndicatorStyle {
        didSet { update() }
    }
    /// Called once each time the layout's tab count and the container's page count start to disagree.
    public var diagnosticsHandler: (@MainActor (PagingDiagnostic) -> Void)?

    /// The indicator's span at the container's position.
    public private(set) var indicator = TabSpan(origin: 0, length: 0)
    /// The strip's scroll offset that keeps the indicator centred, clamped to the strip.
    public private(set) var stripOffset = 0.0
    /// Which tabs the selection is between, and how far (for colour or weight interpolation).
    public private(set) var selection = TabStripLayout.Selection(from: 0, to: 0, progress: 0)
    /// The tab of the container's current page: the one to show selected.
    public private(set) var selectedTab = 0

    private var reportedMismatch: (tabs: Int, pages: Int)?

    /// Creates a binding and computes its first values.
    /// - Parameters:
    ///   - container: The container to follow (held weakly).
    ///   - layout: The strip's geometry.
    ///   - indicatorStyle: How the indicator moves between tabs. Default `.linear`.
    public init(
        container: PagedContainer<Page>, layout: TabStripLayout,
        indicatorStyle: TabStripLayout.IndicatorStyle = .linear
    ) {
        self.container = container
        self.layout = layout
        self.indicatorStyle = indicatorStyle
        update()
    }

    /// Recomputes the indicator, the strip's offset and the selection from the container's position.
    /// - Complexity: O(1); allocates nothing.
    public func update() {
        guard let container else { return }
        let isLooping = container.configuration.isLooping && container.pageCount >= 2
        let position = container.position
        indicator = layout.indicator(at: position, isLooping: isLooping, style: indicatorStyle)
        stripOffset = layout.contentOffset(centering: position, isLooping: isLooping)
        selection = layout.selection(at: position, isLooping: isLooping)
        selectedTab = min(max(container.currentPage, 0), max(layout.tabCount - 1, 0))
        checkCounts(tabs: layout.tabCount, pages: container.pageCount)
    }

    /// A tap at `offset` along the strip's content: jumps to the tab's page.
    /// - Parameters:
    ///   - offset: Where the tap landed, in the strip's content coordinates.
    ///   - animated: Whether the pager animates the jump. Default `true`.
    /// - Returns: The tab tapped, or `nil` for a gap, outside the tabs, or a tab with no page.
    @discardableResult
    public func tap(atContentOffset offset: Double, animated: Bool = true) -> Int? {
        guard let container, let tab = layout.tabIndex(atContentOffset: offset), tab < container.pageCount else {
            return nil
        }
        do {
            try container.scrollToPage(tab, animated: animated)
        } catch {
            return nil
        }
        return tab
    }

    private func checkCounts(tabs: Int, pages: Int) {
        guard tabs != pages else {
            reportedMismatch = nil
            return
        }
        if let reported = reportedMismatch, reported == (tabs, pages) { return }
        reportedMismatch = (tabs, pages)
        diagnosticsHandler?(.tabCountMismatch(tabs: tabs, pages: pages))
    }
}
