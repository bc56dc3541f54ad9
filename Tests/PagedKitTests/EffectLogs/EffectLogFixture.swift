import PagedKitTesting
import Testing

@testable import PagedKit

/// A page of the effect-log tests: its index when made, and a restorable "line" (a feed's scroll
/// position) for rule 10.
@MainActor final class EffectLogPage: RestorablePage {
    let index: Int
    var line = 0
    /// How many effects the log held when `restoreState` was called; nil if it never was.
    private(set) var restoredAtEffect: Int?
    fileprivate var effectCount: () -> Int = { 0 }

    init(index: Int) { self.index = index }

    func saveState() -> Int { line }

    func restoreState(_ state: Int) {
        line = state
        restoredAtEffect = effectCount()
    }
}

/// A data source of named items ("p0", "p1", …): identifiers survive reloads that insert or
/// remove items. Pages are made on demand and never reused.
@MainActor class EffectLogSource: PageDataSource {
    var identifiers: [String]
    /// Answered by `numberOfPages` instead of the identifiers' count when set (rule 11).
    var countOverride: Int?
    private(set) var made: [EffectLogPage] = []
    fileprivate var effectCount: () -> Int = { 0 }

    init(pages: Int) { identifiers = (0..<pages).map { "p\($0)" } }

    func numberOfPages(in container: PagedContainer<EffectLogPage>) -> Int {
        countOverride ?? identifiers.count
    }

    func container(_ container: PagedContainer<EffectLogPage>, pageAt index: Int) -> EffectLogPage {
        let page = EffectLogPage(index: index)
        page.effectCount = effectCount
        made.append(page)
        return page
    }

    func container(_ container: PagedContainer<EffectLogPage>, identifierForPageAt index: Int) -> AnyHashable {
        AnyHashable(identifiers[index])
    }
}

/// The same items, followed through reloads by lookup (rule 14); it counts identifier reads and
/// lookups.
@MainActor final class IndexedEffectLogSource: EffectLogSource, IndexedPageDataSource {
    private(set) var identifierReads = 0
    private(set) var lookups = 0

    override func container(_ container: PagedContainer<EffectLogPage>, identifierForPageAt index: Int)
        -> AnyHashable
    {
        identifierReads += 1
        return super.container(container, identifierForPageAt: index)
    }

    func container(_ container: PagedContainer<EffectLogPage>, indexOfPageWithIdentifier identifier: AnyHashable)
        -> Int?
    {
        lookups += 1
        return (identifier.base as? String).flatMap { identifiers.firstIndex(of: $0) }
    }

    func resetCounts() {
        identifierReads = 0
        lookups = 0
    }
}

/// A host that does nothing and reports nothing: the test plays the host's reports itself.
@MainActor final class SilentHost: PageHost {
    func setContentLength(_ length: Double) {}
    func setContentOffset(_ offset: Double, animated: Bool) {}
    func place(_ page: EffectLogPage, at offset: Double) {}
    func remove(_ page: EffectLogPage) {}
}

/// A container wired to a silent host, a data source and a manual scheduler, whose every effect is
/// recorded. Each test step is run through ``record(_:)``, which returns the effects of that step
/// alone, in order.
@MainActor final class EffectLogFixture {
    let container: PagedContainer<EffectLogPage>
    let source: EffectLogSource
    let host = SilentHost()
    let scheduler = ManualScheduler()
    private(set) var log: [PagingEffect] = []
    /// The offset the host was last told to take, animated or not (nil before any).
    private(set) var offset: Double?
    /// The content length the host was last given (nil before any).
    private(set) var contentLength: Double?

    /// - Parameters:
    ///   - pages: The number of items.
    ///   - configuration: The container's configuration.
    ///   - viewport: The viewport length to set, or nil to set none.
    ///   - reload: Whether to call `reloadData()` (after the viewport).
    ///   - source: A data source to use instead of a plain one.
    /// Whether the logs show rule 16's `setListOffset` effects (off for the suites of rules 1–15).
    var logsListOffsets = false
    /// Whether the logs show issue 24's page-change causes and cancelled announcements (off for the
    /// suites written before them).
    var logsPageChanges = false

    init(
        pages: Int = 10, configuration: PagingConfiguration = PagingConfiguration(), viewport: Double? = 100,
        reload: Bool = true, source: EffectLogSource? = nil
    ) {
        self.source = source ?? EffectLogSource(pages: pages)
        container = PagedContainer(configuration: configuration, scheduler: scheduler)
        container.dataSource = self.source
        container.host = host
        container.effectObserver = { [unowned self] effect in
            // The scheduler's effects are asserted by the machine's own tests (Tests/PagedKitTests/Machine)
            // and through `scheduler`; these logs are the calls to the host and the delegate. Rule 16's
            // list offsets (every page made is told one) are logged only where `logsListOffsets` is set.
            switch effect {
            case .scheduleTimer, .cancelTimer: return
            case .setListOffset where !self.logsListOffsets: return
            case .pageChanged where !self.logsPageChanges, .didCancelScrollToPage where !self.logsPageChanges: return
            default: break
            }
            log.append(effect)
            if case .setContentOffset(let offset, _) = effect { self.offset = offset }
            if case .setContentLength(let length) = effect { contentLength = length }
        }
        let count: () -> Int = { [unowned self] in log.count }
        self.source.effectCount = count
        if let viewport { container.setViewportLength(viewport) }
        if reload { container.reloadData() }
        log.removeAll()
    }

    /// Runs `step` and returns the effects it made, in order.
    func record(_ step: () throws -> Void) rethrows -> [PagingEffect] {
        log.removeAll()
        try step()
        return log
    }

    /// Plays a drag as a host reports it: `willBeginDragging`, then one `didScroll` per offset.
    func drag(through offsets: Double...) {
        container.willBeginDragging()
        for offset in offsets { container.didScroll(toOffset: offset) }
    }
}
