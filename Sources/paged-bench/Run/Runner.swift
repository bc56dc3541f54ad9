/// Runs every strategy on every trace and page count, and collects the rows.
@MainActor struct Runner {
    /// The page length, in points (an iPhone's width).
    static let viewportLength = 390.0

    let sizes: TraceSizes
    let pageCounts: [Int]
    let strategies: [StrategyKind]
    let traces: [TraceKind]
    /// Called with a line of progress for standard error.
    let progress: (String) -> Void

    func run() -> [Row] {
        warmUp()
        var rows: [Row] = []
        for n in pageCounts {
            for kind in strategies {
                for trace in traces where trace != .reloadSweep && kind.runs(trace) {
                    rows.append(timed(kind, n: n, trace: trace))
                }
            }
        }
        if traces.contains(.reloadSweep) {
            for n in sizes.sweepPageCounts {
                for kind in strategies where kind.runs(.reloadSweep) {
                    if kind.readsEveryIdentifier, n > sizes.plainSweepLimit {
                        progress("\(kind.key) n=\(n) reload-sweep: not run (beyond \(sizes.plainSweepLimit))")
                        continue
                    }
                    rows.append(timed(kind, n: n, trace: .reloadSweep))
                }
            }
        }
        return rows
    }

    private func timed(_ kind: StrategyKind, n: Int, trace: TraceKind) -> Row {
        let start = ContinuousClock.now
        let row = measure(kind, n: n, trace: trace)
        progress("\(kind.key) n=\(n) \(trace.rawValue): \(Clock.milliseconds(since: start)) ms")
        return row
    }

    /// Runs every strategy once on small traces, so that what the runtime makes on first use (type
    /// metadata, conformance caches) is not counted as the first row's memory.
    private func warmUp() {
        let small = TraceSizes(
            swipes: 50, jumps: 20, memoryWarnings: 2, swipesPerWarning: 5, ticksPerRepeat: 1_000, repeats: 1,
            reloads: 2, minimumReloads: 1, reloadBudget: 1_000)
        let runner = Runner(sizes: small, pageCounts: [5], strategies: strategies, traces: traces) { _ in }
        for kind in strategies {
            for trace in traces where kind.runs(trace) {
                _ = runner.measure(kind, n: 5, trace: trace)
                _ = runner.measure(kind, n: 100, trace: trace)
            }
        }
        _ = HeapCounter.bytesPerPage
        _ = HeapCounter.allocationsPerPage
    }

    /// A strategy on its scroll view, and how much heap and how many pages there were before it was built.
    private struct Rig {
        let scrollView: BenchScrollView
        let strategy: any PagerStrategy
        let heapBefore: Int64
        let livePagesBefore: Int
        let pagesAtBuild: Int

        /// Heap bytes the strategy holds now, without its pages.
        var containerBytes: Int {
            let pages = PageCensus.live - livePagesBefore
            return Int(HeapCounter.snapshot().liveBytes - heapBefore) - pages * HeapCounter.bytesPerPage
        }
    }

    /// Builds `kind` over `n` pages. Everything the bench itself keeps during the row (the trace, the
    /// observer) must exist before this is called, so that it is not counted as the pager's memory.
    private func build(_ kind: StrategyKind, n: Int) -> Rig {
        let scrollView = BenchScrollView(viewportLength: Self.viewportLength)
        let livePagesBefore = PageCensus.live
        PageCensus.startCounting()
        let heapBefore = HeapCounter.snapshot().liveBytes
        let strategy = kind.make(pageCount: n, scrollView: scrollView)
        let pagesAtBuild = PageCensus.created
        return Rig(
            scrollView: scrollView, strategy: strategy, heapBefore: heapBefore, livePagesBefore: livePagesBefore,
            pagesAtBuild: pagesAtBuild)
    }

    func measure(_ kind: StrategyKind, n: Int, trace: TraceKind) -> Row {
        var row = Row(strategy: kind.key, n: n, trace: trace.rawValue)
        switch trace {
        case .ticks: measureTicks(kind, n: n, into: &row)
        case .reload, .reloadSweep: measureReloads(kind, n: n, into: &row)
        case .swipes, .jumps, .jumpNear, .jumpFar, .memory: measureTrace(kind, n: n, trace: trace, into: &row)
        case .editSweep: break  // no strategy runs it: `EditBench` does
        }
        if !kind.makesPages {
            row.pagesCreated = nil
            row.pageBinds = nil
            row.windowMinimum = nil
            row.peakLivePages = nil
            row.livePages = nil
            row.pagesAtBuild = nil
        }
        if !HeapCounter.isCounting {
            row.containerBytes = nil
            row.transientBytes = nil
            row.nonPageAllocations = nil
            row.allocationsPerTick = nil
            row.allocationsPerEvent = nil
        }
        return row
    }

    // MARK: Steady ticks

    /// `didScroll` inside one page during a drag, between 10 % and 40 % of the way to the next page:
    /// no half-way mark, no page boundary, no page entering or leaving the viewport.
    private func measureTicks(_ kind: StrategyKind, n: Int, into row: inout Row) {
        let rig = build(kind, n: n)
        let scrollView = rig.scrollView
        let strategy = rig.strategy
        row.containerBytes = rig.containerBytes
        scrollView.beginDrag()
        let base = scrollView.contentOffset
        // In pitches: between 10 % and 40 % the visible cards stay the same (80 % cards: the two
        // ahead, the one before leaving at 9.7 %; 45 % cards: three, the next change at 54 %).
        let pitch = kind.pitch(viewport: Self.viewportLength)
        let period = 4_096
        let offsets = (0..<period).map { step -> Double in
            let phase = Double(step) / Double(period)
            let triangle = phase < 0.5 ? phase * 2 : 2 - phase * 2
            return base + pitch * (0.1 + 0.3 * triangle)
        }
        for offset in offsets { strategy.didScroll(toOffset: offset) }  // leaves the whole page once

        let ticks = sizes.ticksPerRepeat
        var timings: [Double] = []
        var allocations: UInt64 = 0
        for _ in 0..<sizes.repeats {
            let allocationsBefore = HeapCounter.snapshot().allocations
            let start = ContinuousClock.now
            for step in 0..<ticks {
                strategy.didScroll(toOffset: offsets[step & (period - 1)])
            }
            let elapsed = Clock.nanoseconds(since: start)
            allocations += HeapCounter.snapshot().allocations - allocationsBefore
            timings.append(elapsed / Double(ticks))
        }
        row.events = ticks
        row.ticks = ticks
        row.nsPerTick = Stats.median(timings)
        row.allocationsPerTick = Double(allocations) / Double(ticks * sizes.repeats)
        row.repeats = sizes.repeats
        row.ticksPerRepeat = ticks
        row.pagesAtBuild = rig.pagesAtBuild
        row.pagesCreated = PageCensus.created - rig.pagesAtBuild
        row.pageBinds = PageCensus.binds - rig.pagesAtBuild
        row.peakLivePages = PageCensus.peakLive - rig.livePagesBefore
        row.livePages = PageCensus.live - rig.livePagesBefore
        scrollView.release(velocity: 0)
        scrollView.decelerate()
    }

    // MARK: Gesture traces

    private func measureTrace(_ kind: StrategyKind, n: Int, trace: TraceKind, into row: inout Row) {
        let gestures = TraceMaker(sizes: sizes).gestures(trace, pageCount: n)
        let oracle =
            kind.carousel(viewport: Self.viewportLength).map {
                WindowOracle(
                    pageCount: n, isLooping: kind.isLooping, reachBefore: $0.reachBefore, reachAfter: $0.reachAfter)
            } ?? WindowOracle(pageCount: n, isLooping: kind.isLooping)
        let observer = ObservingStrategy(oracle: oracle)
        let rig = build(kind, n: n)
        let scrollView = rig.scrollView
        let strategy = rig.strategy
        row.pagesAtBuild = rig.pagesAtBuild
        row.events = gestures.count

        // The counted pass, watched by the window oracle where it applies.
        let usesOracle = trace == .swipes || trace == .memory
        observer.inner = strategy
        observer.oracle.start(at: strategy.position)
        if usesOracle { scrollView.delegate = observer }
        PageCensus.startCounting()
        let ticksBefore = scrollView.ticks
        let allocationsBefore = HeapCounter.snapshot().allocations
        for gesture in gestures { play(gesture, on: strategy, scrollView: scrollView, n: n) }
        let allocations = Int(HeapCounter.snapshot().allocations - allocationsBefore)
        let ticks = scrollView.ticks - ticksBefore
        scrollView.delegate = strategy
        row.ticks = ticks
        row.pagesCreated = PageCensus.created
        row.pageBinds = PageCensus.binds
        if usesOracle { row.windowMinimum = observer.oracle.entered }
        row.peakLivePages = PageCensus.peakLive - rig.livePagesBefore
        row.livePages = PageCensus.live - rig.livePagesBefore
        row.containerBytes = rig.containerBytes
        row.nonPageAllocations = allocations - PageCensus.created * HeapCounter.allocationsPerPage
        row.allocationsPerTick = ticks > 0 ? Double(allocations) / Double(ticks) : nil
        row.allocationsPerEvent = Double(allocations) / Double(max(gestures.count, 1))

        // The timed repeats. The swipe trace is replayed until a repeat has enough ticks.
        let replays = trace == .swipes ? max(1, (sizes.ticksPerRepeat + ticks - 1) / max(ticks, 1)) : 1
        var perTick: [Double] = []
        var perEvent: [Double] = []
        for _ in 0..<sizes.repeats {
            let repeatTicksBefore = scrollView.ticks
            if trace == .memory {
                // Only the warnings are timed; the swipes between them only set the scene.
                var warningTime = 0.0
                var warnings = 0
                for gesture in gestures {
                    if case .memoryWarning = gesture {
                        let start = ContinuousClock.now
                        strategy.memoryWarning()
                        warningTime += Clock.nanoseconds(since: start)
                        warnings += 1
                    } else {
                        play(gesture, on: strategy, scrollView: scrollView, n: n)
                    }
                }
                perEvent.append(warningTime / Double(max(warnings, 1)))
                continue
            }
            let start = ContinuousClock.now
            for _ in 0..<replays {
                for gesture in gestures { play(gesture, on: strategy, scrollView: scrollView, n: n) }
            }
            let elapsed = Clock.nanoseconds(since: start)
            let repeatTicks = scrollView.ticks - repeatTicksBefore
            if repeatTicks > 0 { perTick.append(elapsed / Double(repeatTicks)) }
            perEvent.append(elapsed / Double(replays * gestures.count))
            row.ticksPerRepeat = repeatTicks
        }
        if trace == .swipes { row.nsPerTick = Stats.median(perTick) }
        row.nsPerEvent = Stats.median(perEvent)
        row.repeats = sizes.repeats
    }

    private func play(_ gesture: Gesture, on strategy: any PagerStrategy, scrollView: BenchScrollView, n: Int) {
        switch gesture {
        case .swipe(let pages, let velocity):
            scrollView.swipe(pages: pages, velocity: velocity)
        case .jump(let index, let animated):
            strategy.jump(to: index, animated: animated)
            scrollView.runAnimation()
        case .memoryWarning:
            strategy.memoryWarning()
        case .reload:
            strategy.reload(count: n)
        }
    }

    // MARK: Reload

    /// `reloadData` with the same data, at rest on page `n/3`: the first reload counted, then
    /// reloads timed one by one (fewer for large `n`, see ``TraceSizes``, except for the indexed
    /// source, whose reload does not grow with `n`).
    private func measureReloads(_ kind: StrategyKind, n: Int, into row: inout Row) {
        let rig = build(kind, n: n)
        let strategy = rig.strategy
        strategy.jump(to: n / 3, animated: false)
        rig.scrollView.runAnimation()
        row.pagesAtBuild = rig.pagesAtBuild

        PageCensus.startCounting()
        let before = HeapCounter.snapshot()
        HeapCounter.resetPeak()
        strategy.reload(count: n)
        let after = HeapCounter.snapshot()
        row.pagesCreated = PageCensus.created
        row.pageBinds = PageCensus.binds
        row.transientBytes = Int(max(0, after.peakBytes - before.liveBytes))
        row.nonPageAllocations =
            Int(after.allocations - before.allocations) - PageCensus.created * HeapCounter.allocationsPerPage
        row.allocationsPerEvent = Double(after.allocations - before.allocations)
        row.containerBytes = rig.containerBytes

        let count =
            kind == .pagedKitIndexed
            ? sizes.reloads : max(sizes.minimumReloads, min(sizes.reloads, sizes.reloadBudget / max(n, 1)))
        var timings: [Double] = []
        timings.reserveCapacity(count)
        for _ in 0..<count {
            let start = ContinuousClock.now
            strategy.reload(count: n)
            timings.append(Clock.nanoseconds(since: start))
        }
        row.events = 1
        row.nsPerEvent = Stats.median(timings)
        row.repeats = count
        row.peakLivePages = PageCensus.peakLive - rig.livePagesBefore
        row.livePages = PageCensus.live - rig.livePagesBefore
    }
}

/// Passes every event to a strategy and shows the window oracle the position after each tick.
@MainActor private final class ObservingStrategy: PagerStrategy {
    /// The strategy observed; set once it is built.
    var inner: any PagerStrategy = Idle()
    var oracle: WindowOracle

    init(oracle: WindowOracle) {
        self.oracle = oracle
    }

    /// Stands in until the observed strategy is built.
    private final class Idle: PagerStrategy {
        func didScroll(toOffset offset: Double) {}
        func jump(to index: Int, animated: Bool) {}
        func memoryWarning() {}
        func reload(count: Int) {}
        var position: Double { 0 }
    }

    func willBeginDragging() { inner.willBeginDragging() }
    func didScroll(toOffset offset: Double) {
        inner.didScroll(toOffset: offset)
        oracle.observe(inner.position)
    }
    func willEndDragging(velocity: Double, pagingTarget: Double) -> Double {
        inner.willEndDragging(velocity: velocity, pagingTarget: pagingTarget)
    }
    func didEndDragging(willDecelerate: Bool) {
        inner.didEndDragging(willDecelerate: willDecelerate)
        oracle.observe(inner.position)
    }
    func didEndDecelerating() {
        inner.didEndDecelerating()
        oracle.observe(inner.position)
    }
    func didEndScrollingAnimation() { inner.didEndScrollingAnimation() }
    func jump(to index: Int, animated: Bool) { inner.jump(to: index, animated: animated) }
    func memoryWarning() { inner.memoryWarning() }
    func reload(count: Int) { inner.reload(count: count) }
    var position: Double { inner.position }
}

/// Reading the clock.
enum Clock {
    static func nanoseconds(since start: ContinuousClock.Instant) -> Double {
        let components = (ContinuousClock.now - start).components
        return Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
    }

    static func milliseconds(since start: ContinuousClock.Instant) -> Int {
        Int(nanoseconds(since: start) / 1e6)
    }
}

enum Stats {
    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
