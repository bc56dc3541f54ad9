import PagedKit
import PagedKitTesting
import Testing

/// Rule 16 through the container and the simulator's lists, under random events: vertical list
/// scrolls on the driving page and on any other loaded page (pull-down included), swipes, jumps,
/// reloads that insert, remove and move items, memory pressure, header changes and bad input. After
/// every event it checks the rule from the contract's sentences, with its own record of where the
/// user scrolled each item (no code shared with `Sources/`):
/// - every loaded page's list shows the same header: `collapse(listOffset) == headerCollapse`;
/// - the simulator's lists are where the container holds them;
/// - `headerCollapse` is within `[0, collapseRange]`, and at rest is the settled page's collapse;
/// - with the header fully collapsed, each loaded page is at its item's remembered place (its last
///   user scroll, following its item through reloads and expanded-height changes), at least the range.
@MainActor @Suite struct HeaderRandomizedTests {
    @Test(arguments: [UInt64(0x16A0_0001), 0x16A0_0002, 0x16A0_0003, 0x16A0_0004, 0x16A0_0005, 0x16A0_0006])
    func everyLoadedListShowsTheSameHeaderAfterEveryEvent(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let looping = seed % 2 == 0
        let h = Harness(
            configuration: PagingConfiguration(
                preloadRadius: Int(seed % 3), cacheLimit: Int(seed % 4), isLooping: looping),
            pageCount: 8)
        var header = PagedHeaderLayout(expandedHeight: 240, pinnedHeight: 44)
        h.container.header = header
        // The user's last scroll of each item, by identifier: the contract's "remembered offset".
        var remembered: [AnyHashable: Double] = [:]
        // Items whose pages were loaded across a header change: the rule keeps (or shifts by Δ) their
        // held offsets, which need not be their remembered place until they are made again or
        // scrolled; the remembered-place check skips them.
        var keptAcrossHeaderChange: Set<AnyHashable> = []
        var failures: [String] = []
        var history: [String] = []
        // Lists decelerate on their own (a fling), through swipes and jumps; every frame the host
        // reports is the user's scroll, remembered, whether the list drives the header or not.
        h.simulator.listMoveStopsDeceleration = seed % 3 == 0
        // (The data source, not the harness: the simulator keeps the closure, and the harness keeps
        // the simulator.)
        h.simulator.onListReport = { [dataSource = h.dataSource] index, offset in
            guard index < dataSource.identifiers.count else { return }
            remembered[dataSource.identifiers[index]] = offset
            keptAcrossHeaderChange.remove(dataSource.identifiers[index])
        }
        defer { h.simulator.onListReport = nil }

        for step in 0..<400 {
            let roll = Int.random(in: 0..<110, using: &random)
            var event = ""
            let loaded = h.container.loadedPageIndices.sorted()
            switch roll {
            case 0..<35:
                // The user scrolls a list: mostly the current page's, sometimes another loaded one's.
                let index =
                    roll < 25 || loaded.isEmpty ? h.container.currentPage : loaded.randomElement(using: &random)!
                let offset =
                    [-80, 0, 30, 120, 196, 500, 2400].randomElement(using: &random)!
                    + Double(Int.random(in: 0..<40, using: &random))
                event = "scrollList(\(index), \(offset))"
                h.simulator.scrollList(ofPageAt: index, to: offset)
            case 35..<50:
                let forward = Bool.random(using: &random)
                event = "swipe(\(forward))"
                h.simulator.swipe(by: forward ? 200 : -200, velocity: forward ? 900 : -900)
            case 50..<58:
                // A drag left half-way, with a list report in the middle of it (no list drives then).
                event = "drag with a list report"
                h.simulator.beginDrag()
                h.simulator.drag(by: 90, ticks: 2)
                if let index = loaded.randomElement(using: &random) {
                    h.simulator.scrollList(ofPageAt: index, to: 70)
                }
                h.simulator.release(velocity: 0)
                h.simulator.decelerate()
            case 58..<68:
                let target = Int.random(in: 0..<h.container.pageCount, using: &random)
                let animated = Bool.random(using: &random)
                event = "jump(\(target), animated: \(animated))"
                try h.container.scrollToPage(target, animated: animated)
                if animated, Bool.random(using: &random) { h.simulator.runAnimation() }
            case 68..<76:
                // Insert, remove or move items, then reload.
                var items = h.dataSource.identifiers
                switch Int.random(in: 0..<3, using: &random) {
                case 0: items.insert("new\(step)", at: Int.random(in: 0...items.count, using: &random))
                case 1 where items.count > 2: items.remove(at: Int.random(in: 0..<items.count, using: &random))
                default: items.shuffle(using: &random)
                }
                event = "reload(\(items))"
                let kept = Set(items)
                remembered = remembered.filter { kept.contains($0.key) }
                h.dataSource.identifiers = items
                h.container.reloadData()
            case 76..<82:
                event = "memory pressure"
                h.container.handleMemoryPressure(Bool.random(using: &random) ? .warning : .critical)
            case 82..<92:
                let old = header
                header = PagedHeaderLayout(
                    expandedHeight: [0, 120, 240, 300].randomElement(using: &random)!,
                    pinnedHeight: [0, 44, 60].randomElement(using: &random)!)
                event = "header(\(header))"
                // Rule 16: a change of the expanded height by Δ adds Δ to every remembered offset.
                let delta = cleaned(header.expandedHeight) - cleaned(old.expandedHeight)
                if delta != 0 { remembered = remembered.mapValues { $0 + delta } }
                for index in loaded { keptAcrossHeaderChange.insert(h.dataSource.identifiers[index]) }
                h.container.header = header
            case 100..<105:
                // A fling on any loaded list; its deceleration runs on through what follows.
                let index = loaded.randomElement(using: &random) ?? h.container.currentPage
                let velocity: Double = [-2500, -600, 600, 2500, 9000].randomElement(using: &random)!
                event = "flingList(\(index), \(velocity))"
                h.simulator.flingList(ofPageAt: index, velocity: velocity)
            case 105..<110:
                let frames = Int.random(in: 1...12, using: &random)
                event = "list frames(\(frames))"
                h.simulator.advanceListDecelerations(frames: frames)
            default:
                event = "bad input"
                h.container.listDidScroll(toOffset: .nan, onPage: h.container.currentPage)
                h.container.listDidScroll(toOffset: 10, onPage: -1)
                h.container.listDidScroll(toOffset: 10, onPage: h.container.pageCount)
            }
            history.append(event)
            let loadedItems = Set(h.container.loadedPageIndices.map { h.dataSource.identifiers[$0] })
            keptAcrossHeaderChange.formIntersection(loadedItems)
            failures += check(h, header: header, remembered: remembered, exempt: keptAcrossHeaderChange).map {
                "step \(step) \(event): \($0)"
            }
            if !failures.isEmpty { break }
        }
        #expect(
            failures.isEmpty,
            "seed \(seed): \(failures.prefix(4).joined(separator: "\n"))\nlast events: \(history.suffix(8))")
    }

    private func cleaned(_ height: Double) -> Double { height.isFinite && height > 0 ? height : 0 }

    private func check(
        _ h: Harness, header: PagedHeaderLayout, remembered: [AnyHashable: Double], exempt: Set<AnyHashable>
    ) -> [String] {
        var failures: [String] = []
        let container = h.container
        let collapse = container.headerCollapse
        let range = header.collapseRange
        if collapse < 0 || collapse > range { failures.append("headerCollapse \(collapse) outside [0, \(range)]") }
        for index in container.loadedPageIndices.sorted() {
            guard let page = container.page(at: index), let held = container.listOffset(ofPage: index) else {
                failures.append("page \(index) is loaded without a list offset")
                continue
            }
            if header.collapse(forListOffset: held) != collapse {
                failures.append(
                    "page \(index) holds \(held), which shows collapse \(header.collapse(forListOffset: held)), not \(collapse)"
                )
            }
            if h.simulator.listOffset(of: page) != held {
                failures.append(
                    "page \(index)'s list is at \(String(describing: h.simulator.listOffset(of: page))), the container holds \(held)"
                )
            }
            if collapse == range, range > 0, !exempt.contains(h.dataSource.identifiers[index]) {
                let mine = remembered[h.dataSource.identifiers[index]]
                let expected = max(mine ?? range, range)
                if held != expected, !(mine == nil && held >= range) {
                    failures.append(
                        "page \(index) is at \(held) under a collapsed header; its remembered place is \(String(describing: mine))"
                    )
                }
            }
        }
        if container.scrollState == .idle, let settled = container.listOffset(ofPage: container.settledPage),
            container.page(at: container.settledPage) != nil, header.collapse(forListOffset: settled) != collapse
        {
            failures.append("at rest the settled page's list (\(settled)) does not drive the header (\(collapse))")
        }
        return failures
    }
}
