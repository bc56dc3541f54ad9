import PagedKit
import PagedKitTesting
import Testing

/// CONTRACT rule 10: a `RestorablePage` unloaded for any reason saves its state under its
/// identifier, and a page made again for that identifier gets `restoreState` before it is placed.
@Suite @MainActor struct RestorationTests {
    /// Why a page is unloaded.
    enum Cause: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case leavingTheWindow, cacheEviction, warning, critical
        var testDescription: String { rawValue }
    }

    /// Watches every load: records what each new page had been restored with when its `didLoad`
    /// came (it is placed by then), and whether it was placed at all.
    @MainActor final class LoadWatcher {
        private(set) var restoredAtLoad: [(index: Int, restored: [Int], placed: Bool)] = []

        init(_ harness: Harness) {
            let simulator = harness.simulator
            harness.delegate.onDidLoad = { [weak self] _, page, index in
                self?.restoredAtLoad.append((index, page.restoredStates, simulator.isPlaced(page)))
            }
        }

        /// What the last page made for `index` had been restored with at its `didLoad`.
        func restored(at index: Int) -> [Int]? {
            restoredAtLoad.last { $0.index == index }?.restored
        }
    }

    @Test(arguments: Cause.allCases)
    func anUnloadedPageIsRestoredWhenMadeAgain(cause: Cause) throws {
        let configuration: PagingConfiguration =
            switch cause {
            case .leavingTheWindow: PagingConfiguration(preloadRadius: 1)
            case .cacheEviction: PagingConfiguration(preloadRadius: 0, cacheLimit: 1)
            case .warning: PagingConfiguration(preloadRadius: 2)
            case .critical: PagingConfiguration(preloadRadius: 1)
            }
        let harness = Harness(configuration: configuration, pageCount: 6)
        let watcher = LoadWatcher(harness)
        let victimIndex = cause == .warning ? 2 : (cause == .critical ? 1 : 0)
        let victim = try #require(harness.container.page(at: victimIndex))
        victim.scrollLine = 42

        switch cause {
        case .leavingTheWindow:
            harness.flingForward()
            harness.flingForward()  // window 1...3
        case .cacheEviction:
            harness.flingForward()  // page 0 cached
            #expect(victim.saveCount == 0, "a cached page is not unloaded, so not saved")
            harness.flingForward()  // page 1 cached, page 0 evicted
        case .warning:
            harness.container.handleMemoryPressure(.warning)  // keeps 0...1
        case .critical:
            harness.container.handleMemoryPressure(.critical)  // keeps 0
        }
        #expect(!harness.container.loadedPageIndices.contains(victimIndex))
        #expect(victim.saveCount == 1)
        #expect(victim.restoredStates == [])

        switch cause {
        case .leavingTheWindow, .cacheEviction:
            try harness.container.scrollToPage(victimIndex, animated: false)
        case .warning, .critical:
            harness.simulator.beginDrag()  // the next drag rebuilds the window
        }
        let remade = try #require(harness.container.page(at: victimIndex))
        #expect(remade !== victim)
        #expect(remade.identifier == victim.identifier)
        #expect(remade.restoredStates == [42])
        #expect(remade.scrollLine == 42)
        #expect(watcher.restored(at: victimIndex) == [42], "restored before it was placed and announced")
        harness.expectInvariants()
    }

    /// `restoreState` comes before the page is placed: checked from inside `restoreState`.
    @Test func restoreStateComesBeforePlacement() throws {
        let source = ProbeDataSource(count: 4)
        let container = PagedContainer<ProbePage>(
            configuration: PagingConfiguration(preloadRadius: 0), scheduler: ManualScheduler())
        let simulator = ScrollSimulator<ProbePage>(viewportLength: 100)
        container.dataSource = source
        simulator.attach(to: container)
        container.reloadData()
        let first = try #require(container.page(at: 0))
        first.draft = "hello"
        source.onRestore = { [unowned source] page in
            source.log.append("restore \(page.index) placed: \(simulator.isPlaced(page))")
        }

        simulator.swipe(by: 30, velocity: 500)
        simulator.swipe(by: -30, velocity: -500)

        #expect(container.settledPage == 0)
        let again = try #require(container.page(at: 0))
        #expect(again !== first)
        #expect(again.draft == "hello")
        #expect(source.log == ["restore 0 placed: false"])
        #expect(simulator.violations == [])
    }

    /// With a cache that holds every page, nothing is ever unloaded: nothing is saved or restored,
    /// and every page is made once.
    @Test func pagesNeverUnloadedAreNeverSavedOrRestored() throws {
        let harness = Harness(configuration: PagingConfiguration(preloadRadius: 1, cacheLimit: 4), pageCount: 5)
        for _ in 0..<4 { harness.flingForward() }
        try harness.container.scrollToPage(0, animated: false)
        try harness.container.scrollToPage(1, animated: true)
        harness.simulator.runAnimation()
        harness.container.reloadData()
        for _ in 0..<2 { harness.flingForward() }
        #expect(harness.dataSource.madeIndices == [0, 1, 2, 3, 4])
        for page in harness.dataSource.madePages {
            #expect(page.saveCount == 0, "\(page)")
            #expect(page.restoredStates == [], "\(page)")
        }
        harness.expectInvariants()
    }

    /// Pages first made get no `restoreState`; pages that stay loaded are not saved.
    @Test func aFirstMadePageGetsNothingRestored() {
        let harness = Harness(configuration: PagingConfiguration(preloadRadius: 2), pageCount: 8)
        harness.flingForward()
        harness.flingForward()
        for page in harness.dataSource.madePages {
            #expect(page.restoredStates == [], "\(page)")
            #expect(page.saveCount == 0, "\(page)")
        }
    }

    /// Radius 0, no cache, three pages: every fling unloads a page and makes one. Each page gets a
    /// new state after it loads; every instance made for an item gets the state its previous
    /// instance had when it went, before its `didLoad`, over many cycles.
    @Test func stateSurvivesManyUnloadAndReloadCycles() {
        let harness = Harness(configuration: PagingConfiguration(preloadRadius: 0), pageCount: 3)
        var lastState: [AnyHashable: Int] = [:]
        var nextState = 100
        var failures: [String] = []
        let simulator = harness.simulator
        func stamp(_ page: TestPage) {
            nextState += 1
            page.scrollLine = nextState
        }
        if let first = harness.container.page(at: 0) { stamp(first) }
        harness.delegate.onWillUnload = { _, page, index in
            if page.saveCount != 1 { failures.append("page \(index) saved \(page.saveCount) times before willUnload") }
            lastState[page.identifier] = page.scrollLine
        }
        harness.delegate.onDidLoad = { _, page, index in
            let expected = lastState[page.identifier].map { [$0] } ?? []
            if page.restoredStates != expected {
                failures.append("page \(index) restored \(page.restoredStates), expected \(expected)")
            }
            if !simulator.isPlaced(page) { failures.append("page \(index) not placed at didLoad") }
            stamp(page)
        }
        for cycle in 0..<12 {
            if cycle % 2 == 0 {
                harness.flingForward()
                harness.flingForward()
            } else {
                harness.flingBackward()
                harness.flingBackward()
            }
        }
        #expect(failures == [])
        #expect(harness.dataSource.madeCount == 1 + 24)
        #expect(harness.dataSource.madePages.filter { $0.restoredStates.count == 1 }.count == 24 - 2)
        harness.expectInvariants()
    }

    /// The state goes with the identifier, not the index: after a reload inserts an item before it,
    /// the item's new page at its new index gets the state; the new item gets none.
    @Test func stateIsSavedUnderTheIdentifier() throws {
        let harness = Harness(configuration: PagingConfiguration(preloadRadius: 0), identifiers: ["a", "b", "c", "d"])
        let a = try #require(harness.container.page(at: 0))
        a.scrollLine = 7
        harness.flingForward()  // "a" unloaded
        #expect(a.saveCount == 1)
        harness.dataSource.identifiers = ["z", "a", "b", "c", "d"]
        harness.container.reloadData()
        #expect(harness.container.settledPage == 2)  // still on "b"
        try harness.container.scrollToPage(1, animated: false)
        let remade = try #require(harness.container.page(at: 1))
        #expect(remade.identifier == AnyHashable("a"))
        #expect(remade.restoredStates == [7])
        try harness.container.scrollToPage(0, animated: false)
        #expect(harness.container.page(at: 0)?.restoredStates == [])
        harness.expectInvariants()
    }

    /// A page type that is not restorable pages, caches, sheds and reloads like any other.
    @Test func aPageTypeThatIsNotRestorableWorks() throws {
        let source = PlainDataSource(count: 6)
        let container = PagedContainer<PlainPage>(
            configuration: PagingConfiguration(preloadRadius: 1, cacheLimit: 1), scheduler: ManualScheduler())
        let simulator = ScrollSimulator<PlainPage>(viewportLength: 200)
        container.dataSource = source
        simulator.attach(to: container)
        container.reloadData()
        #expect(container.loadedPageIndices == [0, 1])

        for _ in 0..<3 { simulator.swipe(by: 60, velocity: 700) }
        #expect(container.settledPage == 3)
        #expect(container.loadedPageIndices == [1, 2, 3, 4])
        container.handleMemoryPressure(.critical)
        #expect(container.loadedPageIndices == [3])
        simulator.swipe(by: -60, velocity: -700)
        #expect(container.settledPage == 2)
        #expect(container.loadedPageIndices == [1, 2, 3, 4])  // 4 just left: cached
        try container.scrollToPage(5, animated: true)
        simulator.runAnimation()
        #expect(container.loadedPageIndices == [2, 4, 5])
        container.reloadData()
        #expect(container.settledPage == 5)

        for index in container.loadedPageIndices {
            let page = try #require(container.page(at: index))
            let slot = Double(index) * 200
            #expect(simulator.offset(of: page) == slot)
        }
        #expect(simulator.placedPages.count == container.loadedPageIndices.count)
        #expect(simulator.contentOffset == 1000)
        #expect(simulator.violations == [])
    }
}

/// A page that is not a `RestorablePage`.
@MainActor final class PlainPage {
    let index: Int
    init(index: Int) { self.index = index }
}

/// Serves ``PlainPage``s with the default identifiers (the index).
@MainActor final class PlainDataSource: PageDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func numberOfPages(in container: PagedContainer<PlainPage>) -> Int { count }
    func container(_ container: PagedContainer<PlainPage>, pageAt index: Int) -> PlainPage { PlainPage(index: index) }
}

/// A restorable page whose state is a draft `String`, reporting `restoreState` to its data source.
@MainActor final class ProbePage: RestorablePage {
    let index: Int
    weak var source: ProbeDataSource?
    var draft = ""

    init(index: Int, source: ProbeDataSource) {
        self.index = index
        self.source = source
    }

    func saveState() -> String { draft }

    func restoreState(_ state: String) {
        draft = state
        source?.onRestore?(self)
    }
}

/// Serves ``ProbePage``s identified `"probe<index>"`; a test hooks ``onRestore``.
@MainActor final class ProbeDataSource: PageDataSource {
    let count: Int
    var onRestore: ((ProbePage) -> Void)?
    var log: [String] = []

    init(count: Int) { self.count = count }

    func numberOfPages(in container: PagedContainer<ProbePage>) -> Int { count }

    func container(_ container: PagedContainer<ProbePage>, pageAt index: Int) -> ProbePage {
        ProbePage(index: index, source: self)
    }

    func container(_ container: PagedContainer<ProbePage>, identifierForPageAt index: Int) -> AnyHashable {
        AnyHashable("probe\(index)")
    }
}
