import PagedKit
import PagedKitTesting
import Testing

/// The reading slots of non-looping content (CONTRACT rules 2 and 5): page `i` in slot `i` at rest;
/// during an animated jump from `start` to a page more than one away, the target is spliced into
/// the slot next to `start`, the pages beyond it follow it, and the pages between the two have no
/// slot at all.
struct SlotLayout: Equatable {
    let pageCount: Int
    /// The start and target of an animated jump under way, or `nil` at rest.
    private(set) var splice: (start: Int, target: Int)?

    init(pageCount: Int) {
        self.pageCount = max(0, pageCount)
    }

    /// The layout during an animated jump from `start` to `target`; the resting layout when the
    /// target is a neighbour (it is animated to where it is).
    static func jump(pageCount: Int, from start: Int, to target: Int) -> SlotLayout {
        var layout = SlotLayout(pageCount: pageCount)
        if abs(target - start) > 1 { layout.splice = (start, target) }
        return layout
    }

    static func == (lhs: SlotLayout, rhs: SlotLayout) -> Bool {
        lhs.pageCount == rhs.pageCount && lhs.splice?.start == rhs.splice?.start
            && lhs.splice?.target == rhs.splice?.target
    }

    var isSpliced: Bool { splice != nil }

    /// How far the content is shifted back while spliced: the content holds only the pages of the
    /// temporary layout, starting at slot 0 (the slots before the first page are dropped).
    var compaction: Int {
        guard let (start, target) = splice, target < start else { return 0 }
        return start - 1 - target
    }

    /// The number of slots in the content.
    var slotCount: Int { pageCount - (isSpliced ? abs((splice?.target ?? 0) - (splice?.start ?? 0)) - 1 : 0) }

    /// The page in reading slot `slot`, or `nil` where there is none.
    func page(atSlot compacted: Int) -> Int? {
        let slot = compacted + compaction
        var page = slot
        if let (start, target) = splice {
            if target > start, slot > start { page = target + (slot - start - 1) }
            if target < start, slot < start { page = target - (start - 1 - slot) }
        }
        return (0..<pageCount).contains(page) ? page : nil
    }

    /// The reading slot of `page`, or `nil` when the layout gives it none.
    func slot(of page: Int) -> Int? {
        guard (0..<pageCount).contains(page) else { return nil }
        guard let (start, target) = splice else { return page }
        if target > start {
            if page <= start { return page }
            if page >= target { return start + 1 + (page - target) }
            return nil
        }
        if page >= start { return page - compaction }
        if page <= target { return start - 1 - (target - page) - compaction }
        return nil
    }
}

/// Drives a ``Harness`` one report at a time and checks CONTRACT rule 4 after every step against a
/// ``WindowOracle``: the loaded set is the window (current ± radius, the visible pages, the LRU
/// cache), every loaded page is placed at its slot's offset (cached pages off-screen), no index is
/// loaded twice, `didLoad` comes after placing and `willUnload` before removing. The harness's own
/// invariants are checked too.
///
/// Directions are in reading order: a positive `pages` moves toward higher page indices in either
/// direction. Animated jumps are started from rest. Only the first failing step is recorded, with
/// the steps that led to it.
@MainActor final class WindowProbe {
    let harness: Harness
    let radius: Int
    private(set) var layout: SlotLayout
    private(set) var oracle: WindowOracle
    /// The failures of the first failing step, with context; empty while everything holds.
    private(set) var failures: [String] = []
    /// The steps taken, for failure messages.
    private(set) var steps: [String] = []
    /// The indices between `didLoad` and `willUnload`, as the hooks saw them.
    private var live: Set<Int> = []
    private var hookFailures: [String] = []

    var container: PagedContainer<TestPage> { harness.container }
    var simulator: ScrollSimulator<TestPage> { harness.simulator }
    var isRightToLeft: Bool { container.configuration.direction == .rightToLeft }

    /// Builds a harness with `configuration` and `pageCount` pages, settled on page 0.
    convenience init(configuration: PagingConfiguration, pageCount: Int, viewportLength: Double = 320) {
        self.init(harness: Harness(configuration: configuration, pageCount: pageCount, viewportLength: viewportLength))
    }

    /// Takes over a harness that has loaded its first window; the hooks chain to any already set.
    init(harness: Harness) {
        self.harness = harness
        radius = max(0, harness.container.configuration.preloadRadius)
        layout = SlotLayout(pageCount: harness.container.pageCount)
        oracle = WindowOracle(
            cacheLimit: min(max(0, harness.container.configuration.cacheLimit), harness.container.pageCount),
            window: [])
        live = harness.container.loadedPageIndices
        let previousLoad = harness.delegate.onDidLoad
        let previousUnload = harness.delegate.onWillUnload
        harness.delegate.onDidLoad = { [weak self] container, page, index in
            self?.didLoad(page, at: index)
            previousLoad?(container, page, index)
        }
        harness.delegate.onWillUnload = { [weak self] container, page, index in
            self?.willUnload(page, at: index)
            previousUnload?(container, page, index)
        }
        check("start")
    }

    // MARK: Steps

    /// Touches down (re-grabbing a settle or an animation under way).
    func grab() {
        simulator.beginDrag()
        check("grab")
    }

    /// Drags by `pages` in `ticks` single-tick drags, checking after each.
    func drag(pages: Double, ticks: Int) {
        let steps = max(1, ticks)
        for tick in 1...steps {
            simulator.drag(by: offsetDelta(pages: pages / Double(steps)), ticks: 1)
            check("drag \(pages) pages, tick \(tick)/\(steps)")
        }
    }

    /// Lifts the finger with `velocity` points per second in reading order.
    func release(velocity: Double) {
        simulator.release(velocity: offsetVelocity(velocity))
        check("release at \(velocity)")
    }

    /// Moves the deceleration `fraction` of the way without ending it.
    func advanceDeceleration(fraction: Double) {
        simulator.advanceDeceleration(fraction: fraction)
        check("deceleration +\(fraction)")
    }

    /// Runs the deceleration to its end in `steps` ticks, then reports its end.
    func decelerate(steps: Int) {
        let count = max(1, steps)
        for step in 1...count where simulator.isDecelerating {
            simulator.advanceDeceleration(fraction: 1 / Double(count))
            check("deceleration tick \(step)/\(count)")
        }
        simulator.decelerate(ticks: 1)
        check("deceleration end")
    }

    /// A whole gesture: grab, drag, release, decelerate.
    func swipe(pages: Double, velocity: Double, dragTicks: Int = 4, decelerationSteps: Int = 4) {
        grab()
        drag(pages: pages, ticks: dragTicks)
        release(velocity: velocity)
        decelerate(steps: decelerationSteps)
    }

    /// Jumps to `index`; an animated jump is then run in `steps` ticks and its end reported.
    /// Animated jumps must start from rest.
    func jump(to index: Int, animated: Bool, steps: Int = 4) {
        startJump(to: index, animated: animated)
        guard animated else { return }
        for step in 1...max(1, steps) {
            simulator.advanceAnimation(fraction: 1 / Double(max(1, steps)))
            check("animation tick \(step)/\(steps)")
        }
        simulator.runAnimation(ticks: 1)
        check("animation end")
    }

    /// Starts a jump to `index` and checks the state it leaves; an animated one keeps running.
    func startJump(to index: Int, animated: Bool) {
        if animated {
            layout = SlotLayout.jump(pageCount: container.pageCount, from: container.settledPage, to: index)
        } else {
            layout = SlotLayout(pageCount: container.pageCount)
        }
        do {
            try container.scrollToPage(index, animated: animated)
        } catch {
            record(["scrollToPage(\(index), animated: \(animated)) threw \(error)"], step: "jump")
        }
        check("jump to \(index)\(animated ? " animated" : "")")
    }

    /// Moves the animation `fraction` of the way without ending it.
    func advanceAnimation(fraction: Double) {
        simulator.advanceAnimation(fraction: fraction)
        check("animation +\(fraction)")
    }

    // MARK: Checking

    /// The reading position of the viewport, in slots, from the simulator's geometry.
    var readingPosition: Double {
        let length = simulator.viewportLength
        let slots = simulator.contentOffset / length
        return isRightToLeft ? Double(layout.slotCount - 1) - slots : slots
    }

    /// The slots overlapping the viewport by more than a millionth of a page.
    var visibleSlots: ClosedRange<Int> {
        let x = readingPosition
        let lower = Int((x + 1e-6).rounded(.down))
        let upper = Int((x + 1 - 1e-6).rounded(.down))
        return lower...max(lower, upper)
    }

    /// The content offset of reading slot `slot`.
    func offset(ofSlot slot: Int) -> Double {
        let contentSlot = isRightToLeft ? layout.slotCount - 1 - slot : slot
        return Double(contentSlot) * simulator.viewportLength
    }

    /// The window rule 4 asks for now.
    var expectedWindow: Set<Int> {
        guard container.pageCount > 0 else { return [] }
        guard let current = layout.slot(of: container.currentPage) else { return [] }
        return WindowOracle.window(
            currentSlot: current, visibleSlots: visibleSlots, radius: radius, pageAtSlot: layout.page(atSlot:))
    }

    /// Checks everything after one step.
    func check(_ step: String) {
        steps.append(step)
        guard failures.isEmpty else { return }
        if container.scrollState == .idle { layout = SlotLayout(pageCount: container.pageCount) }
        var found = hookFailures
        hookFailures.removeAll()
        if container.pageCount > 0, layout.slot(of: container.currentPage) == nil {
            found.append("current page \(container.currentPage) has no slot in \(layout)")
        }
        let window = expectedWindow
        let loaded = container.loadedPageIndices
        found += oracle.step(window: window, loaded: loaded)
        if live != loaded {
            found.append("didLoad/willUnload say \(live.sorted()) are loaded, the container says \(loaded.sorted())")
        }
        if simulator.placedPages.count != loaded.count {
            found.append("\(simulator.placedPages.count) pages are placed for \(loaded.count) loaded indices")
        }
        let visible = Set(simulator.visiblePages.map(ObjectIdentifier.init))
        for index in loaded.sorted() {
            guard let page = container.page(at: index) else { continue }
            guard let slot = layout.slot(of: index) else {
                // A cached page the jump's splice skips: parked where no viewport reaches, at least a
                // page beyond either end of the content (a bounce shows less than a viewport).
                let length = simulator.viewportLength
                if window.contains(index) {
                    found.append("page \(index) is in the window but has no slot while jumping \(layout)")
                } else if let placed = simulator.offset(of: page),
                    placed + length > -length, placed < simulator.contentLength + length
                {
                    found.append(
                        "cached page \(index) has no slot in \(layout) but is placed at \(placed), near the content")
                }
                continue
            }
            let expected = offset(ofSlot: slot)
            if simulator.offset(of: page) != expected {
                found.append(
                    "page \(index) is placed at \(String(describing: simulator.offset(of: page))), expected \(expected)"
                )
            }
            if !window.contains(index), visible.contains(ObjectIdentifier(page)) {
                found.append("cached page \(index) is on screen at offset \(simulator.contentOffset)")
            }
        }
        found += harness.checkInvariants()
        if !found.isEmpty { record(found, step: step) }
    }

    /// Records an issue with the failures and the last steps, when there are any.
    func expectNoFailures(_ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(failures.isEmpty, "\(context)\n\(failures.joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    private func record(_ found: [String], step: String) {
        guard failures.isEmpty else { return }
        let recent = steps.suffix(12).joined(separator: " → ")
        failures =
            found + [
                "at step \"\(step)\": offset \(simulator.contentOffset), position \(container.position), "
                    + "current \(container.currentPage), settled \(container.settledPage), state \(container.scrollState), "
                    + "loaded \(container.loadedPageIndices.sorted()), cache model \(oracle.cacheGroups.map { $0.sorted() })",
                "steps: \(recent)",
            ]
    }

    /// The offset change that moves `pages` pages in reading order.
    private func offsetDelta(pages: Double) -> Double {
        (isRightToLeft ? -pages : pages) * simulator.viewportLength
    }

    /// The offset velocity of `velocity` points per second in reading order.
    private func offsetVelocity(_ velocity: Double) -> Double {
        isRightToLeft ? -velocity : velocity
    }

    private func didLoad(_ page: TestPage, at index: Int) {
        if !simulator.isPlaced(page) { hookFailures.append("didLoad(\(index)) before the page is placed") }
        if container.page(at: index) !== page { hookFailures.append("didLoad(\(index)): page(at:) is not the page") }
        if live.contains(index) { hookFailures.append("index \(index) loaded twice at once") }
        live.insert(index)
    }

    private func willUnload(_ page: TestPage, at index: Int) {
        if !simulator.isPlaced(page) { hookFailures.append("willUnload(\(index)) after the page was removed") }
        if live.remove(index) == nil { hookFailures.append("willUnload(\(index)) of an index that is not loaded") }
    }
}

/// CONTRACT rule 4: the loaded set is the window and nothing else, at every tick.
@Suite @MainActor struct WindowTests {
    /// Drags, flings, a cancelled swipe, a drag back and forth over several pages, a one-tick drag
    /// of 1.7 pages, animated jumps far and near (one caught by a finger), non-animated jumps, a
    /// deceleration caught half-way, and drags past both ends — checked after every report.
    @Test(arguments: 0...3, 0...4)
    func theLoadedSetIsTheWindowAtEveryTick(radius: Int, cacheLimit: Int) {
        for direction in [PagingDirection.leftToRight, .rightToLeft] {
            let probe = WindowProbe(
                configuration: PagingConfiguration(preloadRadius: radius, cacheLimit: cacheLimit, direction: direction),
                pageCount: 12)
            Self.runScript(probe)
            probe.expectNoFailures("radius \(radius), cache \(cacheLimit), \(direction)")
        }
    }

    /// The same script with a fractional viewport length, where offsets are not whole numbers.
    @Test(arguments: [0, 2])
    func theWindowHoldsWithAFractionalViewportLength(radius: Int) {
        let probe = WindowProbe(
            configuration: PagingConfiguration(preloadRadius: radius, cacheLimit: 2), pageCount: 12,
            viewportLength: 333.3)
        Self.runScript(probe)
        probe.expectNoFailures("radius \(radius), cache 2, length 333.3")
    }

    static func runScript(_ probe: WindowProbe) {
        let container = probe.container
        probe.swipe(pages: 0.6, velocity: 0, dragTicks: 6)  // slow, past half-way
        #expect(container.settledPage == 1)
        probe.swipe(pages: 0.3, velocity: 1000, dragTicks: 3, decelerationSteps: 5)
        #expect(container.settledPage == 2)
        probe.swipe(pages: 0.2, velocity: 800, dragTicks: 2, decelerationSteps: 3)
        #expect(container.settledPage == 3)
        probe.swipe(pages: 0.45, velocity: 0, dragTicks: 5, decelerationSteps: 3)  // cancelled
        #expect(container.settledPage == 3)
        probe.swipe(pages: 0.3, velocity: 1200, dragTicks: 3)
        probe.swipe(pages: 0.3, velocity: 1200, dragTicks: 3)
        #expect(container.settledPage == 5)

        // Back and forth over several pages in one gesture: 5 → 6.4 → 3.8, flung back to 3.
        probe.grab()
        probe.drag(pages: 1.4, ticks: 7)
        probe.drag(pages: -2.6, ticks: 13)
        probe.release(velocity: -500)
        probe.decelerate(steps: 3)
        #expect(container.settledPage == 3)

        // 1.7 pages in one tick: two pages enter the viewport at once.
        probe.grab()
        probe.drag(pages: 1.7, ticks: 1)
        probe.release(velocity: 0)
        probe.decelerate(steps: 2)
        #expect(container.settledPage == 5)

        probe.jump(to: 9, animated: true, steps: 5)
        #expect(container.settledPage == 9)
        probe.jump(to: 2, animated: true, steps: 4)
        #expect(container.settledPage == 2)
        probe.jump(to: 3, animated: true, steps: 3)
        #expect(container.settledPage == 3)
        probe.jump(to: 11, animated: false)
        #expect(container.settledPage == 11)
        probe.swipe(pages: 0.3, velocity: 0, dragTicks: 3, decelerationSteps: 3)  // past the end
        #expect(container.settledPage == 11)

        // A deceleration caught half-way and dragged on.
        probe.grab()
        probe.drag(pages: -0.2, ticks: 2)
        probe.release(velocity: -1000)
        probe.advanceDeceleration(fraction: 0.5)
        probe.grab()
        probe.drag(pages: -0.7, ticks: 4)
        probe.release(velocity: 0)
        probe.decelerate(steps: 3)
        #expect(container.settledPage == 10)

        // An animated jump caught by a finger becomes a drag over the same two slots.
        probe.startJump(to: 4, animated: true)
        probe.advanceAnimation(fraction: 0.3)
        probe.grab()
        probe.drag(pages: -0.4, ticks: 4)
        probe.release(velocity: -800)
        probe.decelerate(steps: 4)
        #expect(container.settledPage == 4)

        probe.jump(to: 0, animated: false)
        probe.swipe(pages: -0.3, velocity: 0, dragTicks: 3, decelerationSteps: 3)  // past the start
        probe.jump(to: 11, animated: true, steps: 6)
        #expect(container.settledPage == 11)
        probe.jump(to: 0, animated: true, steps: 2)
        #expect(container.settledPage == 0)
    }

    /// The cache keeps the most recently left pages and evicts the least recently used, placed
    /// where rule 2 says, off-screen.
    @Test func theCacheKeepsTheMostRecentlyLeftPages() throws {
        let harness = Harness(configuration: PagingConfiguration(preloadRadius: 0, cacheLimit: 2), pageCount: 6)
        for _ in 0..<3 { harness.flingForward() }  // 0 → 3: left 0, 1, 2; 0 evicted
        #expect(harness.container.loadedPageIndices == [1, 2, 3])
        harness.delegate.clearEvents()
        harness.flingBackward()  // 3 → 2: 2 back in the window, 3 left; cache [3, 1]
        #expect(harness.container.loadedPageIndices == [1, 2, 3])
        harness.flingBackward()  // 2 → 1: cache [2, 3]
        #expect(harness.container.loadedPageIndices == [1, 2, 3])
        #expect(harness.delegate.filtered.filter { if case .didLoad = $0 { true } else { false } } == [])
        harness.flingBackward()  // 1 → 0: cache [1, 2]; 3 evicted, 0 made again
        #expect(harness.container.loadedPageIndices == [0, 1, 2])
        let loadsAndUnloads = harness.delegate.filtered.filter {
            switch $0 {
            case .didLoad, .willUnload: true
            default: false
            }
        }
        #expect(loadsAndUnloads == [.didLoad(0), .willUnload(3)])
        for index in 0...2 {
            let page = try #require(harness.container.page(at: index))
            #expect(harness.simulator.offset(of: page) == Double(index) * 320)
        }
        #expect(harness.simulator.visiblePages == [harness.container.page(at: 0)].compactMap { $0 })
        harness.expectInvariants()
    }

    /// With the default configuration (radius 1, no cache) the first window is pages 0 and 1, made
    /// in that order, each placed before its didLoad.
    @Test func theFirstWindowIsLoadedAndPlacedInOrder() throws {
        let harness = Harness(pageCount: 5)
        #expect(harness.container.loadedPageIndices == [0, 1])
        #expect(harness.dataSource.madeIndices == [0, 1])
        let page0 = try #require(harness.container.page(at: 0))
        let page1 = try #require(harness.container.page(at: 1))
        #expect(
            harness.simulator.calls == [
                .setContentLength(1600), .place(ObjectIdentifier(page0), 0), .place(ObjectIdentifier(page1), 320),
                .setContentOffset(0, animated: false),
            ])
        harness.expectInvariants()
    }
}
