import PagedKit

/// Issue 24 (`--trace edit-sweep`): what `reloadData(animated: true)` costs the container when the
/// data changed next to the current item, beside the instant `reloadData()`, from 10³ to 10⁹ pages;
/// and what the container does on the ticks that follow it: a drag over the new data, and a jump the
/// animated reload kept going.
///
/// The data source is an ``IndexedPageDataSource`` whose identifier↔index mapping is arithmetic
/// around the edit point (an item's identifier is its index before the edit; one item removed,
/// inserted or moved shifts the indices between), so the source costs O(1) and whatever grows with
/// n is the container's. A plain source (a reload reads every identifier) runs at n ≤ 1,000 only,
/// for contrast. Each measured reload starts at rest on page n/3 over the unedited data; the data is
/// put back (an instant reload and a jump, not measured) after each.
@MainActor enum EditBench {
    /// The edits, all next to the current item `c` = n/3.
    enum Edit: String, CaseIterable {
        /// The current item is removed: the next one takes its index.
        case removeCurrent = "remove current"
        /// A new item is inserted at `c + 1`.
        case insertAfter = "insert after current"
        /// The item at about 2n/3 moves to `c + 1`.
        case moveFar = "move far item after current"
    }

    /// One n, source and edit: the instant and the animated reload.
    struct ReloadResult {
        let pageCount: Int
        let isIndexed: Bool
        let edit: Edit
        let reloads: Int
        let nsInstant: Double
        let nsAnimated: Double
        /// Heap allocations per reload, the pages made included.
        let allocationsInstant: Double
        let allocationsAnimated: Double
        /// Pages made per reload.
        let pagesInstant: Double
        let pagesAnimated: Double
        /// `PageMove`s handed to the host per animated reload.
        let moves: Double
        /// The same reloads at the smallest n, timed in turn with these (each reload of this n is
        /// followed by one there), so that a change in the machine's speed during the run falls on
        /// both; `nil` at the smallest n.
        let referenceCount: Int?
        let nsInstantReference: Double?
        let nsAnimatedReference: Double?
    }

    /// A drag right after an animated edit: ticks inside one page, 10 % to 40 % of the way on.
    struct TickResult {
        let pageCount: Int
        let edit: Edit
        let trials: Int
        /// Per trial: `willBeginDragging`, and the first `didScroll` after the reload.
        let dragStartAllocations: Double
        let firstTickAllocations: Double
        /// Per tick, over the ticks after the first.
        let steadyAllocationsPerTick: Double
        /// All trials: allocations on the ticks after the first, and those ticks.
        let steadyAllocations: Int
        let countedTicks: Int
        let nsPerTick: Double
        let steadyTicks: Int
    }

    /// An animated jump from n/3 to about 2n/3, an item inserted after the current one a quarter of
    /// the way (the target's index moves by one), `reloadData(animated: true)`, then the rest of the
    /// jump's ticks; beside the same jump with no reload.
    struct JumpResult {
        let pageCount: Int
        let trials: Int
        let nsReload: Double
        let reloadAllocations: Double
        let reloadPages: Double
        /// Per tick of the jump after the reload, its last tick (the jump's end) apart: allocations
        /// beyond the pages made; pages made per jump on those ticks.
        let motionOtherAllocationsPerTick: Double
        /// All jumps: allocations beyond the pages made on those ticks, and the ticks.
        let motionOtherAllocations: Int
        let countedMotionTicks: Int
        let motionPages: Double
        let motionTicks: Double
        /// Per jump, on the tick that ends it.
        let endAllocations: Double
        let endPages: Double
        /// The same for the jump with no reload, after the same quarter.
        let plainMotionOtherAllocationsPerTick: Double
        let plainMotionOtherAllocations: Int
        let countedPlainMotionTicks: Int
        let plainMotionPages: Double
        let plainEndAllocations: Double
        let plainEndPages: Double
        /// Trials whose jump ended at rest on the target item's new index.
        let kept: Int
    }

    struct Results {
        var reloads: [ReloadResult] = []
        var ticks: [TickResult] = []
        var jumps: [JumpResult] = []
    }

    /// The largest n at which the plain source runs.
    static let plainLimit = 1_000
    /// Drag ticks per trial after an animated edit, and trials.
    static let dragTicks = 4_096
    static let tickTrials = 5

    static func run(sizes: TraceSizes, pageCounts: [Int], progress: (String) -> Void) -> Results {
        // Warm-up: what the runtime makes on first use is not counted.
        _ = measureReloads(pageCount: 1_000, isIndexed: true, edit: .moveFar, trials: 2)
        _ = measureReloads(pageCount: 1_000, isIndexed: false, edit: .moveFar, trials: 2)
        _ = measureTicks(pageCount: 1_000, edit: .removeCurrent, trials: 1)
        _ = measureJump(pageCount: 1_000, trials: 1)
        _ = HeapCounter.allocationsPerPage

        var results = Results()
        for n in pageCounts {
            let start = ContinuousClock.now
            for isIndexed in [false, true] where isIndexed || n <= plainLimit {
                for edit in Edit.allCases {
                    results.reloads.append(
                        measureReloads(
                            pageCount: n, isIndexed: isIndexed, edit: edit, trials: sizes.reloads,
                            referenceCount: pageCounts.min()))
                }
            }
            for edit in Edit.allCases {
                results.ticks.append(measureTicks(pageCount: n, edit: edit, trials: tickTrials))
            }
            results.jumps.append(measureJump(pageCount: n, trials: sizes.reloads))
            progress("pagedkit-indexed n=\(n) edit-sweep: \(Clock.milliseconds(since: start)) ms")
        }
        return results
    }

    // MARK: Measurements

    private static func measureReloads(
        pageCount n: Int, isIndexed: Bool, edit: Edit, trials: Int, referenceCount: Int? = nil
    ) -> ReloadResult {
        let rig = Rig(pageCount: n, isIndexed: isIndexed)
        let reference = referenceCount.flatMap { $0 == n ? nil : Rig(pageCount: $0, isIndexed: isIndexed) }
        var referenceTimes = (instant: [Double](), animated: [Double]())
        referenceTimes.instant.reserveCapacity(trials)
        referenceTimes.animated.reserveCapacity(trials)
        var instant: [Double] = []
        var animated: [Double] = []
        instant.reserveCapacity(trials)
        animated.reserveCapacity(trials)
        var allocations = (instant: UInt64(0), animated: UInt64(0))
        var pages = (instant: 0, animated: 0)
        let movesBefore = rig.host.moves
        // One pair first, not counted: the container's own buffers reach their size.
        for trial in -1..<trials {
            for isAnimated in [false, true] {
                rig.source.edit = edit
                PageCensus.startCounting()
                let before = HeapCounter.snapshot().allocations
                let start = ContinuousClock.now
                if isAnimated {
                    rig.container.reloadData(animated: true)
                } else {
                    rig.container.reloadData()
                }
                let elapsed = Clock.nanoseconds(since: start)
                let count = HeapCounter.snapshot().allocations - before
                let made = PageCensus.created
                if trial >= 0 {
                    if isAnimated {
                        animated.append(elapsed)
                        allocations.animated += count
                        pages.animated += made
                    } else {
                        instant.append(elapsed)
                        allocations.instant += count
                        pages.instant += made
                    }
                } else if isAnimated {
                    rig.host.moves = movesBefore
                }
                rig.restore()
                if let reference {
                    reference.source.edit = edit
                    let start = ContinuousClock.now
                    if isAnimated {
                        reference.container.reloadData(animated: true)
                    } else {
                        reference.container.reloadData()
                    }
                    let elapsed = Clock.nanoseconds(since: start)
                    if trial >= 0 {
                        if isAnimated {
                            referenceTimes.animated.append(elapsed)
                        } else {
                            referenceTimes.instant.append(elapsed)
                        }
                    }
                    reference.restore()
                }
            }
        }
        let perTrial = Double(trials)
        return ReloadResult(
            pageCount: n, isIndexed: isIndexed, edit: edit, reloads: trials, nsInstant: Stats.median(instant) ?? 0,
            nsAnimated: Stats.median(animated) ?? 0, allocationsInstant: Double(allocations.instant) / perTrial,
            allocationsAnimated: Double(allocations.animated) / perTrial,
            pagesInstant: Double(pages.instant) / perTrial,
            pagesAnimated: Double(pages.animated) / perTrial, moves: Double(rig.host.moves - movesBefore) / perTrial,
            referenceCount: reference == nil ? nil : referenceCount,
            nsInstantReference: reference == nil ? nil : Stats.median(referenceTimes.instant),
            nsAnimatedReference: reference == nil ? nil : Stats.median(referenceTimes.animated))
    }

    private static func measureTicks(pageCount n: Int, edit: Edit, trials: Int) -> TickResult {
        let rig = Rig(pageCount: n, isIndexed: true)
        let scrollView = rig.scrollView
        let period = dragTicks
        var offsets = [Double](repeating: 0, count: period)
        var dragStart: UInt64 = 0
        var first: UInt64 = 0
        var steady: UInt64 = 0
        var timings: [Double] = []
        timings.reserveCapacity(trials)
        for _ in 0..<trials {
            rig.source.edit = edit
            rig.container.reloadData(animated: true)
            let base = scrollView.contentOffset
            for step in 0..<period {
                let phase = Double(step) / Double(period)
                let triangle = phase < 0.5 ? phase * 2 : 2 - phase * 2
                offsets[step] = base + Runner.viewportLength * (0.1 + 0.3 * triangle)
            }
            let beforeDrag = HeapCounter.snapshot().allocations
            scrollView.beginDrag()
            let beforeFirst = HeapCounter.snapshot().allocations
            scrollView.report(offsets[0])
            let beforeSteady = HeapCounter.snapshot().allocations
            let start = ContinuousClock.now
            for step in 1..<period {
                scrollView.report(offsets[step])
            }
            let elapsed = Clock.nanoseconds(since: start)
            let after = HeapCounter.snapshot().allocations
            dragStart += beforeFirst - beforeDrag
            first += beforeSteady - beforeFirst
            steady += after - beforeSteady
            timings.append(elapsed / Double(period - 1))
            scrollView.release(velocity: 0)
            scrollView.decelerate()
            rig.restore()
        }
        return TickResult(
            pageCount: n, edit: edit, trials: trials, dragStartAllocations: Double(dragStart) / Double(trials),
            firstTickAllocations: Double(first) / Double(trials),
            steadyAllocationsPerTick: Double(steady) / Double(trials * (period - 1)), steadyAllocations: Int(steady),
            countedTicks: trials * (period - 1),
            nsPerTick: Stats.median(timings) ?? 0, steadyTicks: period - 1)
    }

    private static func measureJump(pageCount n: Int, trials: Int) -> JumpResult {
        let rig = Rig(pageCount: n, isIndexed: true)
        let scrollView = rig.scrollView
        let target = rig.source.farItem
        var reloadTimes: [Double] = []
        reloadTimes.reserveCapacity(trials)
        var reloadAllocations: UInt64 = 0
        var reloadPages = 0
        /// Allocations, pages made and ticks, for the kept jump and the jump alone.
        var motion = (kept: (UInt64(0), 0, 0), plain: (UInt64(0), 0, 0))
        var end = (kept: (UInt64(0), 0), plain: (UInt64(0), 0))
        var kept = 0
        for trial in -1..<trials {
            for withReload in [false, true] {
                rig.jump(to: target, animated: true)
                scrollView.advanceAnimation(ticks: BenchScrollView.animationTicks / 4)
                if withReload {
                    rig.source.edit = .insertAfter
                    PageCensus.startCounting()
                    let before = HeapCounter.snapshot().allocations
                    let start = ContinuousClock.now
                    rig.container.reloadData(animated: true)
                    let elapsed = Clock.nanoseconds(since: start)
                    let count = HeapCounter.snapshot().allocations - before
                    if trial >= 0 {
                        reloadTimes.append(elapsed)
                        reloadAllocations += count
                        reloadPages += PageCensus.created
                    }
                }
                // The rest of the jump, tick by tick; the tick that ends it apart.
                var ticks = 0
                var allocations: UInt64 = 0
                var pages = 0
                var last: (UInt64, Int) = (0, 0)
                while scrollView.isAnimating {
                    PageCensus.startCounting()
                    let before = HeapCounter.snapshot().allocations
                    let played = scrollView.advanceAnimation(ticks: 1)
                    let count = HeapCounter.snapshot().allocations - before
                    let made = PageCensus.created
                    if played == 0 { break }
                    if scrollView.isAnimating {
                        allocations += count
                        pages += made
                        ticks += 1
                    } else {
                        last.0 += count
                        last.1 += made
                    }
                }
                let expected = withReload ? target + 1 : target
                if trial >= 0 {
                    if withReload {
                        motion.kept.0 += allocations
                        motion.kept.1 += pages
                        motion.kept.2 += ticks
                        end.kept.0 += last.0
                        end.kept.1 += last.1
                        if rig.container.currentPage == expected, rig.container.position == Double(expected) {
                            kept += 1
                        }
                    } else {
                        motion.plain.0 += allocations
                        motion.plain.1 += pages
                        motion.plain.2 += ticks
                        end.plain.0 += last.0
                        end.plain.1 += last.1
                    }
                }
                rig.restore()
            }
        }
        let perPage = UInt64(HeapCounter.allocationsPerPage)
        let jumps = Double(trials)
        func other(_ figures: (UInt64, Int, Int)) -> Int {
            Int(Int64(figures.0) - Int64(UInt64(figures.1) * perPage))
        }
        func otherPerTick(_ figures: (UInt64, Int, Int)) -> Double {
            Double(other(figures)) / Double(max(figures.2, 1))
        }
        return JumpResult(
            pageCount: n, trials: trials, nsReload: Stats.median(reloadTimes) ?? 0,
            reloadAllocations: Double(reloadAllocations) / jumps, reloadPages: Double(reloadPages) / jumps,
            motionOtherAllocationsPerTick: otherPerTick(motion.kept), motionOtherAllocations: other(motion.kept),
            countedMotionTicks: motion.kept.2, motionPages: Double(motion.kept.1) / jumps,
            motionTicks: Double(motion.kept.2) / jumps, endAllocations: Double(end.kept.0) / jumps,
            endPages: Double(end.kept.1) / jumps, plainMotionOtherAllocationsPerTick: otherPerTick(motion.plain),
            plainMotionOtherAllocations: other(motion.plain), countedPlainMotionTicks: motion.plain.2,
            plainMotionPages: Double(motion.plain.1) / jumps, plainEndAllocations: Double(end.plain.0) / jumps,
            plainEndPages: Double(end.plain.1) / jumps, kept: kept)
    }

    // MARK: Markdown

    static func markdown(_ results: Results) -> [String] {
        var out = ["## Issue 24: animated edits (`edit-sweep`)", ""]
        out.append(
            "At rest on page n/3 (item c), one edit next to it — the current item removed, an item inserted "
                + "after it, the item at about 2n/3 moved to right after it — then `reloadData()` (instant) or "
                + "`reloadData(animated: true)`, alternately; the data is put back after each (not measured). "
                + "The indexed source's identifier↔index mapping is arithmetic around c, so the source is O(1). "
                + "Time: median per reload. Allocations: per reload, the pages made included (one each); the "
                + "first pair of each row not counted. × smallest n: the time over the same row's at the smallest "
                + "n; interleaved: over the same reloads at the smallest n timed in turn with this row's (each "
                + "reload here followed by one there), which a change in the machine's speed during the run "
                + "does not skew.")
        out.append("")
        out.append(
            "| n | source | edit | ns/reload, instant | ns/reload, animated | animated / instant "
                + "| × smallest n, instant | × smallest n, animated | × smallest n, instant, interleaved "
                + "| × smallest n, animated, interleaved | allocs/reload, instant | allocs/reload, animated | pages made, instant "
                + "| pages made, animated | moves/reload |")
        out.append(
            "| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for row in results.reloads {
            let small = results.reloads.filter { $0.isIndexed == row.isIndexed && $0.edit == row.edit }
                .min { $0.pageCount < $1.pageCount }
            out.append(
                "| \(Format.count(row.pageCount)) | \(row.isIndexed ? "indexed" : "plain") | \(row.edit.rawValue) "
                    + "| \(Format.ns(row.nsInstant)) | \(Format.ns(row.nsAnimated)) "
                    + "| \(Format.ratio(row.nsAnimated / row.nsInstant, digits: 2)) "
                    + "| \(Format.ratio(small.map { row.nsInstant / $0.nsInstant }, digits: 2)) "
                    + "| \(Format.ratio(small.map { row.nsAnimated / $0.nsAnimated }, digits: 2)) "
                    + "| \(Format.ratio(row.nsInstantReference.map { row.nsInstant / $0 } ?? 1, digits: 2)) "
                    + "| \(Format.ratio(row.nsAnimatedReference.map { row.nsAnimated / $0 } ?? 1, digits: 2)) "
                    + "| \(heap(row.allocationsInstant, digits: 1)) | \(heap(row.allocationsAnimated, digits: 1)) "
                    + "| \(Format.decimal(row.pagesInstant, digits: 1)) | \(Format.decimal(row.pagesAnimated, digits: 1)) "
                    + "| \(Format.decimal(row.moves, digits: 1)) |")
        }
        out.append("")
        out.append("### A drag right after an animated edit (indexed source)")
        out.append("")
        out.append(
            "`reloadData(animated: true)`, then at once a drag inside one page (10 % to 40 % of the way on, "
                + "\(Format.count(dragTicks)) ticks), \(tickTrials) trials. Allocations per trial for the drag's "
                + "start and its first tick; over all trials' ticks after that.")
        out.append("")
        out.append(
            "| n | edit | allocs, willBeginDragging | allocs, first tick | allocs in ticks, next ticks | ns/tick |")
        out.append("| ---: | --- | ---: | ---: | ---: | ---: |")
        for row in results.ticks {
            out.append(
                "| \(Format.count(row.pageCount)) | \(row.edit.rawValue) | \(heap(row.dragStartAllocations, digits: 1)) "
                    + "| \(heap(row.firstTickAllocations, digits: 1)) | \(heapTotal(row.steadyAllocations, row.countedTicks)) "
                    + "| \(Format.ns(row.nsPerTick)) |")
        }
        out.append("")
        out.append("### A jump kept by an animated edit (indexed source)")
        out.append("")
        out.append(
            "An animated jump from n/3 to about 2n/3 (\(BenchScrollView.animationTicks) ticks); a quarter of the "
                + "way, an item inserted after the current one (the target's index moves by one) and "
                + "`reloadData(animated: true)`; then the rest of the jump, tick by tick. Beside it, the same "
                + "jump with no reload. On the motion's ticks (the tick that ends it apart): pages made per jump, "
                + "and allocations beyond them over all jumps' ticks; at the end: allocations and pages made per jump.")
        out.append("")
        out.append(
            "| n | ns/reload mid-jump | allocs (pages), reload | ticks after it | pages made on them "
                + "| other allocs in ticks | allocs (pages), its end | jump alone: pages made on ticks "
                + "| other allocs in ticks | allocs (pages), its end | ended on the new index |")
        out.append("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for row in results.jumps {
            out.append(
                "| \(Format.count(row.pageCount)) | \(Format.ns(row.nsReload)) "
                    + "| \(heap(row.reloadAllocations, digits: 1)) (\(Format.decimal(row.reloadPages, digits: 1))) "
                    + "| \(Format.decimal(row.motionTicks, digits: 1)) | \(Format.decimal(row.motionPages, digits: 1)) "
                    + "| \(heapTotal(row.motionOtherAllocations, row.countedMotionTicks)) "
                    + "| \(heap(row.endAllocations, digits: 1)) (\(Format.decimal(row.endPages, digits: 1))) "
                    + "| \(Format.decimal(row.plainMotionPages, digits: 1)) "
                    + "| \(heapTotal(row.plainMotionOtherAllocations, row.countedPlainMotionTicks)) "
                    + "| \(heap(row.plainEndAllocations, digits: 1)) (\(Format.decimal(row.plainEndPages, digits: 1))) "
                    + "| \(row.kept) of \(row.trials) |")
        }
        out.append("")
        return out
    }

    /// Allocations over the ticks counted, or `–` where the heap is not counted.
    private static func heapTotal(_ allocations: Int, _ ticks: Int) -> String {
        HeapCounter.isCounting ? "\(Format.count(allocations)) in \(Format.count(ticks))" : "–"
    }

    /// A heap figure, or `–` where the heap is not counted.
    private static func heap(_ value: Double, digits: Int) -> String {
        HeapCounter.isCounting ? Format.decimal(value, digits: digits) : "–"
    }

    // MARK: The rig

    /// `n` items whose identifiers are their indices before the edit, with at most one edit applied
    /// next to item `editPoint`.
    private class Source: PageDataSource {
        let baseCount: Int
        let editPoint: Int
        /// The item the move brings next to the edit point: about 2n/3.
        let farItem: Int
        var edit: Edit?

        init(count: Int) {
            baseCount = count
            editPoint = count / 3
            farItem = editPoint + (count - editPoint) / 2
        }

        /// The inserted item's identifier: no index before the edit has it.
        var insertedItem: Int { baseCount }

        var count: Int {
            switch edit {
            case .removeCurrent: baseCount - 1
            case .insertAfter: baseCount + 1
            case .moveFar, nil: baseCount
            }
        }

        /// The item (identifier) at `index`.
        final func item(at index: Int) -> Int {
            let c = editPoint
            switch edit {
            case nil: return index
            case .removeCurrent: return index < c ? index : index + 1
            case .insertAfter: return index <= c ? index : index == c + 1 ? insertedItem : index - 1
            case .moveFar:
                if index <= c || index > farItem { return index }
                return index == c + 1 ? farItem : index - 1
            }
        }

        /// Where `item` is now, or `nil`.
        final func index(of item: Int) -> Int? {
            let c = editPoint
            if edit == .insertAfter, item == insertedItem { return c + 1 }
            guard item >= 0, item < baseCount else { return nil }
            switch edit {
            case nil: return item
            case .removeCurrent:
                if item == c { return nil }
                return item < c ? item : item - 1
            case .insertAfter: return item <= c ? item : item + 1
            case .moveFar:
                if item <= c || item > farItem { return item }
                return item == farItem ? c + 1 : item + 1
            }
        }

        func numberOfPages(in container: PagedContainer<BenchPage>) -> Int { count }

        func container(_ container: PagedContainer<BenchPage>, pageAt index: Int) -> BenchPage {
            BenchPage(index: item(at: index))
        }

        func container(_ container: PagedContainer<BenchPage>, identifierForPageAt index: Int) -> AnyHashable {
            AnyHashable(item(at: index))
        }
    }

    /// The same items and the lookup of rule 14, in O(1).
    private final class IndexedSource: Source, IndexedPageDataSource {
        func container(_ container: PagedContainer<BenchPage>, indexOfPageWithIdentifier identifier: AnyHashable)
            -> Int?
        {
            guard let item = identifier.base as? Int else { return nil }
            return index(of: item)
        }
    }

    /// Offsets go to the scroll view; an animated reload's moves are counted, and the leaving pages
    /// let go when the moves are (the bench holds no views).
    private final class Host: PageHost {
        unowned(unsafe) let scrollView: BenchScrollView
        var moves = 0

        init(scrollView: BenchScrollView) {
            self.scrollView = scrollView
        }

        func setContentLength(_ length: Double) {
            scrollView.setContentLength(length)
        }

        func setContentOffset(_ offset: Double, animated: Bool) {
            scrollView.setContentOffset(offset, animated: animated)
        }

        func place(_ page: BenchPage, at offset: Double) {}

        func remove(_ page: BenchPage) {}

        func animateReload(_ moves: [PageMove<BenchPage>]) {
            self.moves &+= moves.count
        }
    }

    /// A container over an edit source on a scroll view, at rest on the edit point.
    private final class Rig: PagerStrategy {
        let scrollView: BenchScrollView
        let source: Source
        let host: Host
        let container: PagedContainer<BenchPage>

        init(pageCount n: Int, isIndexed: Bool) {
            scrollView = BenchScrollView(viewportLength: Runner.viewportLength)
            source = isIndexed ? IndexedSource(count: n) : Source(count: n)
            host = Host(scrollView: scrollView)
            container = PagedContainer<BenchPage>()
            scrollView.delegate = self
            container.dataSource = source
            container.host = host
            container.setViewportLength(scrollView.viewportLength)
            container.reloadData()
            restore()
        }

        /// Back to the unedited data, at rest on the edit point.
        func restore() {
            source.edit = nil
            container.reloadData()
            scrollView.runAnimation()
            if container.currentPage != source.editPoint || container.position != Double(source.editPoint) {
                try? container.scrollToPage(source.editPoint, animated: false)
                scrollView.runAnimation()
            }
        }

        func willBeginDragging() { container.willBeginDragging() }
        func didScroll(toOffset offset: Double) { container.didScroll(toOffset: offset) }
        func willEndDragging(velocity: Double, pagingTarget: Double) -> Double {
            container.willEndDragging(velocity: velocity)
        }
        func didEndDragging(willDecelerate: Bool) { container.didEndDragging(willDecelerate: willDecelerate) }
        func didEndDecelerating() { container.didEndDecelerating() }
        func didEndScrollingAnimation() { container.didEndScrollingAnimation() }
        func jump(to index: Int, animated: Bool) { try? container.scrollToPage(index, animated: animated) }
        func memoryWarning() { container.handleMemoryPressure(.warning) }
        func reload(count: Int) { container.reloadData() }
        var position: Double { container.position }
    }
}
