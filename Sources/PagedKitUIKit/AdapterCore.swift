#if canImport(UIKit) && !os(watchOS)
    import PagedKit
    import UIKit

    /// What `PagedScrollView` and `PagedViewController` share: the container, the paging scroll view,
    /// the relay, the system events, their wiring, and what both do with the container's events.
    @MainActor final class AdapterCore<Page>: VisiblePageViews {
        let container: PagedContainer<Page>
        let scrollView = PagingScrollView()
        let relay: ContainerRelay<Page>
        /// The relay seen as an indexed source (``setDataSource(_:)``); held here, as the container holds
        /// its data source weakly.
        let indexedRelay: IndexedContainerRelay<Page>
        let systemEvents: SystemEvents
        /// The container as the scroll view, the system events and the page control drive it.
        let input: GuardedInput<Page>
        /// The view of a page (the page itself, or a view controller's view).
        private let viewOfPage: (Page) -> UIView

        /// - Parameters:
        ///   - configuration: The container's configuration.
        ///   - scheduler: The container's scheduler; `nil` for the main queue.
        ///   - observesMemoryWarnings: Whether to forward the app's memory-warning notification.
        ///   - viewOfPage: The view of a page.
        init(
            configuration: PagingConfiguration, scheduler: (any PagingScheduler)?, observesMemoryWarnings: Bool,
            viewOfPage: @escaping (Page) -> UIView
        ) {
            let relay = ContainerRelay<Page>()
            self.relay = relay
            indexedRelay = IndexedContainerRelay(relay: relay)
            let guarded = GuardedScheduler<Page>(scheduler ?? MainQueueScheduler())
            container = PagedContainer(configuration: configuration, scheduler: guarded)
            input = GuardedInput(container: container, relay: relay)
            guarded.input = input
            systemEvents = SystemEvents(observesMemoryWarnings: observesMemoryWarnings)
            self.viewOfPage = viewOfPage
            // Not on screen until the owner says so: no page appears before its parent does.
            container.isVisible = false
            container.dataSource = relay
            container.delegate = relay
            scrollView.input = input
            scrollView.pages = self
            systemEvents.input = input
            relay.pageControl.input = input
            scrollView.windowDidChange = { [weak self] in
                guard let self else { return }
                systemEvents.scene = scrollView.window?.windowScene
            }
        }

        /// Sets the app's data source: the container reads it through the relay, and looks
        /// identifiers up through it (rule 14) when it is an `IndexedPageDataSource`.
        func setDataSource(_ dataSource: (any PageDataSource<Page>)?) {
            relay.dataSource = dataSource
            let indexed = dataSource is any IndexedPageDataSource<Page>
            if indexed, container.dataSource !== indexedRelay {
                container.dataSource = indexedRelay
            } else if !indexed, container.dataSource !== relay {
                container.dataSource = relay
            }
        }

        /// Makes `adapter` the container's host and the first to hear its events.
        func attach<Adapter: PageHost<Page> & ContainerEventReceiver<Page>>(_ adapter: Adapter) {
            container.host = adapter
            relay.receiver = adapter
        }

        /// Saves the container's snapshot in a state-restoration archive, as JSON `Data` under `key`.
        func encodeSnapshot(with coder: NSCoder, forKey key: String) {
            guard let data = try? JSONEncoder().encode(container.snapshot) else { return }
            coder.encode(data, forKey: key)
        }

        /// Restores the snapshot `encodeSnapshot(with:forKey:)` saved; an archive without one, or
        /// from an incompatible version, changes nothing.
        func decodeSnapshot(with coder: NSCoder, forKey key: String) {
            guard coder.containsValue(forKey: key),
                let data = coder.decodeObject(of: NSData.self, forKey: key),
                let snapshot = try? JSONDecoder().decode(PagingSnapshot.self, from: Data(referencing: data))
            else { return }
            container.restore(snapshot)
        }

        /// The configuration, with the reading order from the layout direction when it follows it.
        /// A new axis is laid out at once: frames, content size and offset all turn with it.
        var configuration: PagingConfiguration {
            get { container.configuration }
            set {
                let oldAxis = container.configuration.axis
                input.configuration = scrollView.resolved(newValue)
                relay.pageControl.sync()
                if container.configuration.axis != oldAxis {
                    scrollView.setNeedsLayout()
                    scrollView.layoutIfNeeded()
                }
                // A new page size, spacing or alignment re-placed the pages without a scroll tick.
                scrollView.updatePageTransforms()
            }
        }

        /// The page transformer, applied to the visible pages on every scroll tick.
        var pageTransformer: PageTransformer? {
            get { scrollView.renderer.transformer }
            set {
                scrollView.renderer.transformer = newValue
                scrollView.updatePageTransforms()
            }
        }

        func forEachVisiblePageView(_ body: (_ view: UIView, _ index: Int, _ offsetInPages: Double) -> Void) {
            container.forEachVisiblePage { page, index, offsetInPages in
                body(viewOfPage(page), index, offsetInPages)
            }
        }

        /// What both pagers do with an event before their hooks hear it: VoiceOver reaches the
        /// settled page only, and hears a three-finger scroll's arrival once the content rests.
        func handle(_ event: ContainerEvent<Page>) {
            switch event {
            case .didScroll:
                scrollView.updatePageTransforms()
            case .didLoad:
                updateAccessiblePage()
                scrollView.updatePageTransforms()
            case .didScrollToPage:
                updateAccessiblePage()
            case .didChangeScrollState(let state) where state == .idle:
                updateAccessiblePage()
                relay.pageControl.sync()
                scrollView.containerDidRest()
            default:
                break
            }
        }

        /// The settled page, if it is loaded.
        var settledPage: Page? { container.page(at: container.settledPage) }

        private func updateAccessiblePage() {
            scrollView.accessiblePage = settledPage.map(viewOfPage)
        }
    }

    /// The container, as the adapter's own parts drive it, first making sure its data source is
    /// still there.
    ///
    /// The container holds its data source weakly. If the app releases it while pages show, the
    /// next page the container needs could not be made; so before any call that may load pages the
    /// container is reloaded with no pages (the relay reports 0), and the pager empties instead of
    /// trapping.
    @MainActor final class GuardedInput<Page>: PagingInput {
        private let container: PagedContainer<Page>
        private unowned let relay: ContainerRelay<Page>

        init(container: PagedContainer<Page>, relay: ContainerRelay<Page>) {
            self.container = container
            self.relay = relay
        }

        /// Empties the pager if its data source went away while it shows pages.
        func ensureDataSource() {
            guard relay.dataSource == nil, container.pageCount > 0 else { return }
            container.reloadData()
        }

        var configuration: PagingConfiguration {
            get { container.configuration }
            set {
                ensureDataSource()
                container.configuration = newValue
                // A new reading order turns the tab strip around with the pages.
                relay.tabBar?.update()
            }
        }

        var isVisible: Bool {
            get { container.isVisible }
            set {
                ensureDataSource()
                container.isVisible = newValue
            }
        }

        var pageCount: Int { container.pageCount }
        var currentPage: Int { container.currentPage }
        var settledPage: Int { container.settledPage }
        var scrollState: ScrollState { container.scrollState }
        var pageLength: Double { container.pageLength }

        func setViewportLength(_ length: Double) {
            ensureDataSource()
            container.setViewportLength(length)
        }

        func scrollToPage(_ index: Int, animated: Bool) throws(PagingError) {
            ensureDataSource()
            try container.scrollToPage(index, animated: animated)
        }

        @discardableResult func scrollBy(pages delta: Int, animated: Bool) -> Bool {
            ensureDataSource()
            return container.scrollBy(pages: delta, animated: animated)
        }

        func handleMemoryPressure(_ level: MemoryPressure) {
            ensureDataSource()
            container.handleMemoryPressure(level)
        }

        func pauseAutoScroll(for reason: AutoScrollPauseReason) {
            container.pauseAutoScroll(for: reason)
        }

        func resumeAutoScroll(for reason: AutoScrollPauseReason) {
            ensureDataSource()
            container.resumeAutoScroll(for: reason)
        }

        func willBeginDragging() {
            ensureDataSource()
            container.willBeginDragging()
        }

        func didScroll(toOffset offset: Double) {
            ensureDataSource()
            container.didScroll(toOffset: offset)
        }

        func willEndDragging(velocity: Double) -> Double {
            ensureDataSource()
            return container.willEndDragging(velocity: velocity)
        }

        func didEndDragging(willDecelerate: Bool) {
            ensureDataSource()
            container.didEndDragging(willDecelerate: willDecelerate)
        }

        func didEndDecelerating() {
            ensureDataSource()
            container.didEndDecelerating()
        }

        func didEndScrollingAnimation() {
            ensureDataSource()
            container.didEndScrollingAnimation()
        }

        func fingerLifted() {
            ensureDataSource()
            container.fingerLifted()
        }
    }

    /// The container's scheduler, checking the data source before auto-scroll moves the pager.
    @MainActor final class GuardedScheduler<Page>: PagingScheduler {
        private let base: any PagingScheduler
        weak var input: GuardedInput<Page>?

        init(_ base: any PagingScheduler) {
            self.base = base
        }

        func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> any Cancellable {
            base.schedule(after: delay) { [weak self] in
                self?.input?.ensureDataSource()
                action()
            }
        }
    }
#endif
