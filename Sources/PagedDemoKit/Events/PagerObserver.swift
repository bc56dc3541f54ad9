import PagedKit

/// The delegate of one pager: writes its lifecycle events into the ``EventLog``.
@MainActor public final class PagerObserver<Page: DemoPage>: PagedContainerDelegate {
    /// Which pager it observes.
    public let pager: Pager
    private let log: EventLog

    /// Creates an observer.
    /// - Parameters:
    ///   - pager: Which pager it observes.
    ///   - log: Where its events go.
    public init(pager: Pager, log: EventLog) {
        self.pager = pager
        self.log = log
    }

    public func container(_ container: PagedContainer<Page>, didLoad page: Page, at index: Int) {
        log.record(pager, .load(page.label, note: page.loadNote))
    }

    public func container(_ container: PagedContainer<Page>, willUnload page: Page, at index: Int) {
        log.record(pager, .unload(page.label))
    }

    public func container(
        _ container: PagedContainer<Page>, page: Page, at index: Int, appearance: PageAppearance, animated: Bool
    ) {
        // `willAppear`/`willDisappear` would double the line; the finished transitions tell the story.
        switch appearance {
        case .didAppear:
            log.record(pager, .appear(page.label))
            if let note = page.pageDidAppear() { log.record(pager, .note(note)) }
        case .didDisappear:
            page.pageDidDisappear()
            log.record(pager, .disappear(page.label))
        case .willAppear, .willDisappear: break
        }
    }

    public func container(_ container: PagedContainer<Page>, didScrollToPage index: Int) {
        log.record(pager, .now(container.page(at: index)?.label ?? "\(index)"))
    }

    public func container(_ container: PagedContainer<Page>, didChangeHeaderCollapse collapse: Double) {
        log.record(pager, .header(collapse: collapse, range: container.header?.collapseRange ?? 0))
    }
}
