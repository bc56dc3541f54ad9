import PagedKit
import PagedKitTesting
import Testing

/// Memory: every page the container made is released once it is unloaded (rules 4, 6, 9, 10), and
/// the container is released when its owner lets go, whatever it was doing — a pending auto-scroll
/// move never keeps it alive (rule 8). Checked with weak references; the data source keeps no pages
/// (`TestDataSource.keepsMadePages = false`).
@Suite @MainActor struct LeakTests {
    /// A page the test watches without keeping it.
    struct WatchedPage {
        weak var page: TestPage?
    }

    /// Weak references to every page a container made.
    final class PageWatch {
        var pages: [WatchedPage] = []
        var alive: [TestPage] { pages.compactMap(\.page) }
    }

    nonisolated static let configurations: [PagingConfiguration] = [
        PagingConfiguration(preloadRadius: 1),
        PagingConfiguration(preloadRadius: 2, cacheLimit: 3),
        PagingConfiguration(preloadRadius: 0, cacheLimit: 1, direction: .rightToLeft),
        PagingConfiguration(preloadRadius: 1, cacheLimit: 2, isLooping: true),
        PagingConfiguration(preloadRadius: 3, cacheLimit: 4, isLooping: true, axis: .vertical, direction: .rightToLeft),
    ]

    /// The pages alive that are not loaded: empty when nothing leaks.
    static func leaked(_ watch: PageWatch, by container: PagedContainer<TestPage>) -> [TestPage] {
        let loaded = container.loadedPageIndices.compactMap { container.page(at: $0) }
        return watch.alive.filter { page in !loaded.contains { $0 === page } }
    }

    @Test(arguments: configurations)
    func everyPageIsReleasedOnceUnloaded(configuration: PagingConfiguration) throws {
        let harness = Harness(configuration: configuration, pageCount: 20, reload: false)
        harness.dataSource.keepsMadePages = false
        let watch = PageWatch()
        harness.delegate.onDidLoad = { _, page, _ in watch.pages.append(WatchedPage(page: page)) }
        harness.container.reloadData()
        let container = harness.container
        let simulator = harness.simulator
        let steps: [(String, () throws -> Void)] = [
            ("three flings forward", { for _ in 0..<3 { harness.flingForward() } }),
            (
                "an animated jump far away",
                {
                    try container.scrollToPage(15, animated: true)
                    simulator.runAnimation()
                }
            ),
            ("a jump back without animation", { try container.scrollToPage(2, animated: false) }),
            ("memory warning", { container.handleMemoryPressure(.warning) }),
            ("a fling backward", { harness.flingBackward() }),
            ("critical memory pressure", { container.handleMemoryPressure(.critical) }),
            (
                "a reload that removes the current item and inserts two",
                {
                    harness.dataSource.identifiers.remove(at: container.currentPage)
                    harness.dataSource.identifiers.insert(contentsOf: ["new1", "new2"], at: 0)
                    container.reloadData()
                }
            ),
            (
                "an animated jump caught by a finger and dragged",
                {
                    try container.scrollToPage(10, animated: true)
                    simulator.advanceAnimation(fraction: 0.5)
                    simulator.beginDrag()
                    simulator.drag(by: 300, ticks: 3)
                    simulator.release(velocity: 800)
                    simulator.decelerate()
                }
            ),
            (
                "hidden and shown, resized",
                {
                    container.isVisible = false
                    container.isVisible = true
                    simulator.resizeViewport(to: 333.3)
                }
            ),
            (
                "a reload to no items",
                {
                    harness.dataSource.identifiers = []
                    container.reloadData()
                }
            ),
        ]
        for (name, step) in steps {
            try step()
            let leaked = Self.leaked(watch, by: container)
            #expect(leaked.isEmpty, "after \(name): \(leaked) are alive but not loaded")
        }
        #expect(watch.alive.isEmpty, "no items left, yet \(watch.alive) are alive")
        #expect(watch.pages.count >= 7, "the steps made only \(watch.pages.count) pages")
        harness.expectInvariants()
    }

    /// What the container is doing when its owner lets go.
    enum Situation: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case atRest, autoScrollPending, afterMemoryPressure, midAnimation, abandonedAnimation
        case midDrag, midDeceleration, releasedFromInsideACallback
        var testDescription: String { rawValue }
    }

    @Test(arguments: Situation.allCases)
    func theContainerIsReleasedWhenItsOwnerLetsGo(situation: Situation) throws {
        let scheduler = ManualScheduler()
        let simulator = ScrollSimulator<TestPage>(viewportLength: 320)
        let dataSource = TestDataSource(count: 8)
        dataSource.keepsMadePages = false
        let delegate = RecordingDelegate()
        let watch = PageWatch()
        delegate.onDidLoad = { _, page, _ in watch.pages.append(WatchedPage(page: page)) }
        /// The owner's reference, which the owner may drop from inside a callback.
        final class Owner { var container: PagedContainer<TestPage>? }
        let owner = Owner()
        weak var released: PagedContainer<TestPage>?
        do {
            let container = PagedContainer<TestPage>(
                configuration: PagingConfiguration(cacheLimit: 2, autoScroll: AutoScroll(interval: .seconds(2))),
                scheduler: scheduler)
            owner.container = container
            released = container
            container.dataSource = dataSource
            container.delegate = delegate
            simulator.attach(to: container)
            container.reloadData()
            switch situation {
            case .atRest:
                scheduler.advance(by: .seconds(2))
                simulator.runAnimation()
                container.pauseAutoScroll()
                #expect(scheduler.pendingCount == 0)
            case .autoScrollPending:
                #expect(scheduler.pendingCount == 1, "a move is pending")
            case .afterMemoryPressure:
                try container.scrollToPage(4, animated: false)
                container.handleMemoryPressure(.critical)
            case .midAnimation:
                try container.scrollToPage(6, animated: true)
                simulator.advanceAnimation(fraction: 0.4)
                #expect(container.scrollState == .settling)
            case .abandonedAnimation:
                scheduler.advance(by: .seconds(2))  // the auto-scroll move starts...
                simulator.abandonAnimation()  // ...and the host drops it without a word
            case .midDrag:
                simulator.beginDrag()
                simulator.drag(by: 150, ticks: 2)
            case .midDeceleration:
                simulator.swipe(by: 100, velocity: 900, dragTicks: 2, decelerationTicks: 1)
                simulator.beginDrag()
                simulator.drag(by: 90, ticks: 1)
                simulator.release(velocity: 900)
                simulator.advanceDeceleration(fraction: 0.3)
                #expect(container.scrollState == .settling)
            case .releasedFromInsideACallback:
                delegate.onDidScrollTo = { _, _ in owner.container = nil }
            }
        }
        if situation == .releasedFromInsideACallback {
            simulator.swipe(by: 120, velocity: 900)  // the owner lets go in didScrollToPage
        } else {
            owner.container = nil
        }
        #expect(released == nil, "the container outlived its owner (\(situation))")
        // A pending move, if any, runs harmlessly, and the host's reports reach no one.
        scheduler.advance(by: .seconds(10))
        simulator.runAnimation()
        simulator.decelerate()
        #expect(scheduler.pendingCount == 0)
        // The host still shows what it showed (a scroll view keeps its subviews); nothing else lives.
        for page in watch.alive {
            #expect(simulator.isPlaced(page), "\(page) is alive though neither loaded nor shown")
        }
        for placement in simulator.placedPages { simulator.remove(placement.page) }
        #expect(watch.alive.isEmpty, "\(watch.alive) outlived the container and the host")
    }

    /// Rule 8 with the built-in scheduler: a move pending on the main queue does not keep the
    /// container alive either.
    @Test func aMovePendingOnTheMainQueueDoesNotKeepTheContainerAlive() {
        let simulator = ScrollSimulator<TestPage>(viewportLength: 320)
        let dataSource = TestDataSource(count: 3)
        weak var released: PagedContainer<TestPage>?
        do {
            // An interval far longer than the test: the move stays pending.
            let container = PagedContainer<TestPage>(
                configuration: PagingConfiguration(autoScroll: AutoScroll(interval: .seconds(3600))))
            released = container
            container.dataSource = dataSource
            simulator.attach(to: container)
            container.reloadData()
            #expect(container.loadedPageIndices == [0, 1])
        }
        #expect(released == nil)
    }
}
