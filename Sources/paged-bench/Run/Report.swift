/// Turns rows into the Markdown tables and the JSON document.
struct Report {
    let rows: [Row]
    let command: String
    let isQuick: Bool
    let countsHeap: Bool

    // MARK: JSON

    var json: String {
        var lines: [String] = []
        lines.append("{")
        lines.append("  \"command\": \(JSONValue.string(command).json),")
        lines.append("  \"quick\": \(isQuick),")
        lines.append("  \"heapCounted\": \(countsHeap),")
        lines.append("  \"machine\": {")
        lines.append("    \"uname\": \(JSONValue.string(Machine.system).json),")
        lines.append("    \"processors\": \(Machine.processors),")
        lines.append("    \"cpu\": \(JSONValue.string(Machine.cpuModel).json),")
        lines.append("    \"loadAverage\": \(JSONValue.string(Machine.loadAverage).json)")
        lines.append("  },")
        lines.append("  \"rows\": [")
        for (position, row) in rows.enumerated() {
            let body = row.fields.map { "\"\($0.key)\": \($0.value.json)" }.joined(separator: ", ")
            lines.append("    {" + body + "}" + (position == rows.count - 1 ? "" : ","))
        }
        lines.append("  ]")
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    // MARK: Markdown

    var markdown: String {
        var out: [String] = []
        out.append("# paged-bench")
        out.append("")
        out.append("`\(command)`\(isQuick ? " (quick: smaller traces; not for publication)" : "")")
        out.append("")
        out.append("- Machine: \(Machine.system)")
        out.append("- CPU: \(Machine.cpuModel), \(Machine.processors) processors online")
        out.append("- Load average at the end: \(Machine.loadAverage)")
        if !countsHeap {
            out.append("- Heap figures: not counted on this platform (MallocCounter replaces malloc on glibc only)")
        }
        out.append("")
        appendTargets(to: &out)
        appendTicks(to: &out)
        appendSwipes(to: &out)
        appendMemory(to: &out)
        appendJumps(to: &out)
        appendJumpDistance(to: &out)
        appendReload(to: &out)
        appendReloadSweep(to: &out)
        return out.joined(separator: "\n")
    }

    private func rows(_ trace: TraceKind) -> [Row] {
        rows.filter { $0.trace == trace.rawValue }
    }

    private func row(_ strategy: StrategyKind, _ n: Int, _ trace: TraceKind) -> Row? {
        rows.first { $0.strategy == strategy.key && $0.n == n && $0.trace == trace.rawValue }
    }

    private func floorTick(n: Int, trace: TraceKind) -> Double? {
        row(.floor, n, trace)?.nsPerTick
    }

    private func contractFloorTick(n: Int, trace: TraceKind) -> Double? {
        row(.contractFloor, n, trace)?.nsPerTick
    }

    /// `row`'s time per tick over `floor`'s.
    private func ratio(_ row: Row, _ floor: Double?) -> Double? {
        floor.flatMap { floor in row.nsPerTick.map { $0 / floor } }
    }

    private func appendTable(_ header: [String], _ body: [[String]], to out: inout [String]) {
        out.append("| " + header.joined(separator: " | ") + " |")
        out.append("|" + header.enumerated().map { $0.offset < 2 ? " --- |" : " ---: |" }.joined())
        for line in body { out.append("| " + line.joined(separator: " | ") + " |") }
        out.append("")
    }

    private func appendTicks(to out: inout [String]) {
        let body = rows(.ticks).map { row -> [String] in
            [
                Format.name(row.strategy), Format.count(row.n), Format.ns(row.nsPerTick),
                Format.ratio(ratio(row, floorTick(n: row.n, trace: .ticks))),
                Format.ratio(ratio(row, contractFloorTick(n: row.n, trace: .ticks)), digits: 2),
                Format.decimal(row.allocationsPerTick, digits: 3), Format.count(row.containerBytes),
                Format.count(row.livePages),
            ]
        }
        guard !body.isEmpty else { return }
        out.append("## Steady ticks")
        out.append("")
        out.append("`didScroll` during a drag, inside one page (10 % to 40 % of the way to the next): no page")
        out.append("boundary or half-way mark is crossed. Median of the timed repeats. Every strategy but the")
        out.append("floor reports the position to a weak delegate on every tick; the contract floor does only")
        out.append("that (store the offset, compute the position, report it).")
        out.append("")
        appendTable(
            [
                "Strategy", "n", "ns/tick", "× floor", "× contract floor", "allocs/tick", "container bytes",
                "live pages",
            ], body, to: &out)
    }

    private func appendSwipes(to out: inout [String]) {
        let body = rows(.swipes).map { row -> [String] in
            [
                Format.name(row.strategy), Format.count(row.n), Format.count(row.pagesCreated),
                Format.count(row.windowMinimum), Format.count(row.pageBinds), Format.count(row.peakLivePages),
                Format.count(row.containerBytes), Format.ns(row.nsPerTick),
                Format.ratio(ratio(row, floorTick(n: row.n, trace: .swipes))),
                Format.ratio(ratio(row, contractFloorTick(n: row.n, trace: .swipes)), digits: 2),
                Format.decimal(row.allocationsPerTick, digits: 3), Format.count(row.nonPageAllocations),
                Format.ns(row.nsPerEvent),
            ]
        }
        guard let first = rows(.swipes).first else { return }
        out.append("## Swipes")
        out.append("")
        out.append(
            "\(Format.count(first.events)) random swipes (each \(BenchScrollView.dragTicks) drag ticks, a release, "
                + "\(BenchScrollView.decelerationTicks) deceleration ticks). Pages and bytes from one counted pass; "
                + "times per tick and per swipe over replays of at least \(Format.count(first.ticksPerRepeat)) "
                + "ticks. *Window minimum*: pages the contract's window (radius 1, no cache) must make on the "
                + "strategy's own walk. *Other allocs*: heap allocations beyond the pages made.")
        out.append("")
        appendTable(
            [
                "Strategy", "n", "pages created", "window minimum", "binds", "peak live", "container bytes",
                "ns/tick", "× floor", "× contract floor", "allocs/tick", "other allocs", "ns/swipe",
            ], body, to: &out)
    }

    private func appendMemory(to out: inout [String]) {
        let body = rows(.memory).map { row -> [String] in
            [
                Format.name(row.strategy), Format.count(row.n), Format.count(row.pagesCreated),
                Format.count(row.windowMinimum), Format.count(row.peakLivePages), Format.count(row.livePages),
                Format.count(row.containerBytes), Format.ns(row.nsPerEvent),
            ]
        }
        guard !body.isEmpty else { return }
        out.append("## Memory warnings")
        out.append("")
        out.append("Memory warnings, each after ten random swipes. Time: per warning.")
        out.append("")
        appendTable(
            [
                "Strategy", "n", "pages created", "window minimum", "peak live", "live at end", "container bytes",
                "ns/warning",
            ], body, to: &out)
    }

    private func appendJumps(to out: inout [String]) {
        let body = rows(.jumps).map { row -> [String] in
            [
                Format.name(row.strategy), Format.count(row.n), Format.count(row.pagesCreated),
                Format.count(row.pageBinds), Format.count(row.peakLivePages), Format.count(row.containerBytes),
                Format.decimal(row.allocationsPerEvent, digits: 1), Format.ns(row.nsPerEvent),
            ]
        }
        guard let first = rows(.jumps).first else { return }
        out.append("## Random jumps")
        out.append("")
        out.append(
            "\(Format.count(first.events)) jumps to random pages, half animated (an animation is "
                + "\(BenchScrollView.animationTicks) ticks, whatever the distance). Time: per jump, animation "
                + "included.")
        out.append("")
        appendTable(
            [
                "Strategy", "n", "pages created", "binds", "peak live", "container bytes", "allocs/jump",
                "ns/jump",
            ], body, to: &out)
    }

    private func appendJumpDistance(to out: inout [String]) {
        let near = rows(.jumpNear)
        guard !near.isEmpty else { return }
        let body = near.map { row -> [String] in
            let far = self.rows.first { $0.strategy == row.strategy && $0.n == row.n && $0.trace == "jump-far" }
            let perJump = { (row: Row?) -> Double? in
                guard let row, let created = row.pagesCreated else { return nil }
                return Double(created) / Double(max(row.events, 1))
            }
            let bindsPerJump = { (row: Row?) -> Double? in
                guard let row, let binds = row.pageBinds else { return nil }
                return Double(binds) / Double(max(row.events, 1))
            }
            return [
                Format.name(row.strategy), Format.count(row.n), Format.ns(row.nsPerEvent), Format.ns(far?.nsPerEvent),
                Format.decimal(perJump(row), digits: 2), Format.decimal(perJump(far), digits: 2),
                Format.decimal(bindsPerJump(row), digits: 2), Format.decimal(bindsPerJump(far), digits: 2),
                Format.decimal(row.allocationsPerEvent, digits: 1), Format.decimal(far?.allocationsPerEvent, digits: 1),
            ]
        }
        out.append("## Jump cost by distance")
        out.append("")
        out.append(
            "\(Format.count(near[0].events)) jumps back and forth between page n/4 and page n/4 + 2 (*near*: just "
                + "outside a radius-1 window) or n/4 + n/2 (*far*); two animated, two not, in turn. Time: per jump, "
                + "animation included.")
        out.append("")
        appendTable(
            [
                "Strategy", "n", "ns/jump near", "ns/jump far", "pages/jump near", "pages/jump far",
                "binds/jump near", "binds/jump far", "allocs/jump near", "allocs/jump far",
            ], body, to: &out)
    }

    private func appendReload(to out: inout [String]) {
        let body = rows(.reload).map { row -> [String] in
            [
                Format.name(row.strategy), Format.count(row.n), Format.ns(row.nsPerEvent),
                Format.count(row.pagesCreated), Format.count(row.pageBinds), Format.count(row.containerBytes),
                Format.count(row.transientBytes), Format.count(row.nonPageAllocations),
            ]
        }
        guard !body.isEmpty else { return }
        out.append("## reloadData")
        out.append("")
        out.append(
            "`reloadData` with unchanged data, at rest on page n/3. Time: median per reload. *Transient bytes*: "
                + "how far the heap rose above where it was during one reload.")
        out.append("")
        appendTable(
            [
                "Strategy", "n", "ns/reload", "pages created", "binds", "container bytes", "transient bytes",
                "other allocs",
            ], body, to: &out)
    }

    /// One line per n: the plain source beside the indexed one, from the same run.
    private func appendReloadSweep(to out: inout [String]) {
        let sweep = rows(.reloadSweep)
        guard !sweep.isEmpty else { return }
        let counts = Array(Set(sweep.map(\.n))).sorted()
        let plainLimit = isQuick ? TraceSizes.quick.plainSweepLimit : TraceSizes.full.plainSweepLimit
        let body = counts.map { n -> [String] in
            let plain = sweep.first { $0.n == n && $0.strategy == StrategyKind.pagedKit.key }
            let indexed = sweep.first { $0.n == n && $0.strategy == StrategyKind.pagedKitIndexed.key }
            let notRun = "not run (> \(Format.count(plainLimit)))"
            let ratio = plain?.nsPerEvent.flatMap { time in indexed?.nsPerEvent.map { time / $0 } }
            return [
                Format.count(n), plain.map { Format.ns($0.nsPerEvent) } ?? notRun, Format.ns(indexed?.nsPerEvent),
                Format.ratio(ratio), plain.map { Format.count($0.transientBytes) } ?? "–",
                Format.count(indexed?.transientBytes), plain.map { Format.count($0.nonPageAllocations) } ?? "–",
                Format.count(indexed?.nonPageAllocations),
            ]
        }
        out.append("## reloadData against n")
        out.append("")
        var cap = "The plain source is not run beyond n = \(Format.count(plainLimit))"
        let largestPlain = sweep.filter { $0.strategy == StrategyKind.pagedKit.key }.max { $0.n < $1.n }
        if let largestPlain, let time = largestPlain.nsPerEvent, let largest = counts.last, largest > largestPlain.n {
            // What the largest n would cost, at the plain source's rate per identifier on this run.
            let perIdentifier = time / Double(largestPlain.n)
            cap +=
                ": it reads and hashes every identifier, \(Format.decimal(perIdentifier / 1_000, digits: 2)) µs "
                + "each on this run, so one reload at n = \(Format.count(largest)) would take about "
                + "\(Format.count(Int(perIdentifier * Double(largest) / 1e9))) s at that rate"
            if let bytes = largestPlain.transientBytes {
                let perIdentifierBytes = Double(bytes) / Double(largestPlain.n)
                cap +=
                    " and a transient table of about \(Format.count(Int(perIdentifierBytes * Double(largest) / 1e9))) "
                    + "GB (\(Format.decimal(perIdentifierBytes, digits: 0)) bytes per identifier)"
            }
        }
        out.append(
            "`reloadData` with unchanged data, at rest on page n/3, PagedKit over a plain data source (a reload "
                + "reads every identifier) and over an `IndexedPageDataSource` (a reload looks up the items it "
                + "follows). Time: median per reload. " + cap + ".")
        out.append("")
        appendTable(
            [
                "n", "ns/reload, plain", "ns/reload, indexed", "plain / indexed", "transient bytes, plain",
                "transient bytes, indexed", "other allocs, plain", "other allocs, indexed",
            ], body, to: &out)
    }

    // MARK: Targets

    private func appendTargets(to out: inout [String]) {
        var lines: [[String]] = []
        for kind in [
            StrategyKind.pagedKit, .pagedKitLooping, .pagedKitPeeking, .pagedKitPeekingLooping, .pagedKitPeekingPlain,
            .pagedKitPeekingNarrow,
        ] {
            let name = Format.name(kind.key)
            let tickRows = rows(.ticks).filter { $0.strategy == kind.key }
            if !tickRows.isEmpty, countsHeap {
                let worst = tickRows.compactMap(\.allocationsPerTick).max() ?? 0
                lines.append([
                    name, "0 heap allocations per tick when no page boundary is crossed",
                    "\(Format.decimal(worst, digits: 3)) at worst", Format.verdict(worst == 0),
                ])
            }
            let ratios = tickRows.compactMap { row -> Double? in
                guard let floor = floorTick(n: row.n, trace: .ticks), let tick = row.nsPerTick else { return nil }
                return tick / floor
            }
            if let worst = ratios.max() {
                lines.append([
                    name, "tick cost at most 3× the floor", "\(Format.ratio(worst)) at worst",
                    Format.verdict(worst <= 3),
                ])
            }
            let contractRatios = tickRows.compactMap { row in ratio(row, contractFloorTick(n: row.n, trace: .ticks)) }
            if let worst = contractRatios.max() {
                lines.append([
                    name, "tick cost at most 1.5× the contract floor", "\(Format.ratio(worst, digits: 2)) at worst",
                    Format.verdict(worst <= 1.5),
                ])
            }
            let swipeRows = rows(.swipes).filter { $0.strategy == kind.key }
            if !swipeRows.isEmpty {
                let excess = swipeRows.compactMap { row -> Int? in
                    guard let created = row.pagesCreated, let minimum = row.windowMinimum else { return nil }
                    return created - minimum
                }
                let worst = excess.max() ?? 0
                lines.append([
                    name, "pages created on the swipe trace = the window's minimum",
                    worst == 0 ? "equal at every n" : "\(worst) more at worst", Format.verdict(worst == 0),
                ])
            }
            let byteRows = (rows(.swipes) + rows(.ticks)).filter { $0.strategy == kind.key }
            if countsHeap,
                let smallest = byteRows.filter({ $0.n == pageCountsMeasured.min() }).compactMap(\.containerBytes).max(),
                let largest = byteRows.filter({ $0.n == pageCountsMeasured.max() }).compactMap(\.containerBytes).max(),
                pageCountsMeasured.count > 1
            {
                lines.append([
                    name,
                    "own memory the same for n = \(Format.count(pageCountsMeasured.min())) and "
                        + "\(Format.count(pageCountsMeasured.max()))",
                    "\(Format.count(smallest)) vs \(Format.count(largest)) bytes", Format.verdict(smallest == largest),
                ])
            }
            if let line = jumpTarget(kind) { lines.append(line) }
        }
        guard !lines.isEmpty else { return }
        out.append("## Targets")
        out.append("")
        out.append(
            "Checked by the bench on this run. *Independent of distance*: at every n, far jumps take at most 1.5× "
                + "the time of near ones, timed back to back. *Independent of n*: pages and allocations per jump do "
                + "not grow from the smallest n to the largest (times across n are shown, but drift with the "
                + "machine's load over the run).")
        out.append("")
        out.append("| Strategy | Target | Reached | |")
        out.append("| --- | --- | --- | --- |")
        for line in lines { out.append("| " + line.joined(separator: " | ") + " |") }
        out.append("")
    }

    /// The jump target: far/near time at each n, and per-jump counts across n.
    private func jumpTarget(_ kind: StrategyKind) -> [String]? {
        let near = rows(.jumpNear).filter { $0.strategy == kind.key }.sorted { $0.n < $1.n }
        let far = rows(.jumpFar).filter { $0.strategy == kind.key }.sorted { $0.n < $1.n }
        guard !near.isEmpty, near.count == far.count else { return nil }
        let perJump = { (row: Row, count: Int?) -> Double? in count.map { Double($0) / Double(max(row.events, 1)) } }
        var worstDistance = 0.0
        for (nearRow, farRow) in zip(near, far) {
            guard let nearTime = nearRow.nsPerEvent, let farTime = farRow.nsPerEvent, nearTime > 0 else { continue }
            worstDistance = max(worstDistance, farTime / nearTime)
        }
        // Counts per jump at the largest n against the most at any smaller n, for both distances.
        var countsGrow = false
        for series in [near, far] {
            guard let largest = series.last, series.count > 1 else { continue }
            let smaller = series.dropLast()
            let pages = { (row: Row) in perJump(row, row.pagesCreated) ?? 0 }
            let allocations = { (row: Row) in row.allocationsPerEvent ?? 0 }
            if pages(largest) > (smaller.map(pages).max() ?? 0) + 1e-9 { countsGrow = true }
            if countsHeap, allocations(largest) > (smaller.map(allocations).max() ?? 0) + 1e-9 { countsGrow = true }
        }
        let times = (near + far).compactMap(\.nsPerEvent)
        let pages = (near + far).compactMap { perJump($0, $0.pagesCreated) }
        var reached =
            "far/near ≤ \(Format.ratio(worstDistance)) at every n; pages per jump "
            + "\(Format.decimal(pages.min(), digits: 2))–\(Format.decimal(pages.max(), digits: 2))"
        if countsHeap {
            let allocations = (near + far).compactMap(\.allocationsPerEvent)
            reached +=
                ", allocations per jump \(Format.decimal(allocations.min(), digits: 1))–"
                + "\(Format.decimal(allocations.max(), digits: 1))"
        }
        reached += countsGrow ? " (growing with n)" : " (not growing with n)"
        if let fastest = times.min(), let slowest = times.max(), fastest > 0 {
            reached += "; times across n within \(Format.ratio(slowest / fastest))"
        }
        return [
            Format.name(kind.key), "jump cost independent of n and of distance", reached,
            Format.verdict(worstDistance <= 1.5 && !countsGrow),
        ]
    }

    /// The page counts of the main traces (the reload sweep has its own).
    private var pageCountsMeasured: [Int] {
        Array(Set(rows.filter { $0.trace != TraceKind.reloadSweep.rawValue }.map(\.n))).sorted()
    }
}

/// Number formatting without Foundation.
enum Format {
    static func name(_ key: String) -> String {
        switch key {
        case "pagedkit": "PagedKit"
        case "pagedkit-looping": "PagedKit, looping"
        case "pagedkit-peeking": "PagedKit, peeking"
        case "pagedkit-peeking-looping": "PagedKit, peeking, looping"
        case "pagedkit-peeking-plain": "PagedKit, peeking, no transformer"
        case "pagedkit-peeking-narrow": "PagedKit, peeking, 45 % cards"
        case "pagedkit-indexed": "PagedKit, indexed source"
        case "eager-sentinel": "eager sentinel loop"
        case "virtual-x100": "virtual ×100"
        case "keep-visited": "keep everything visited"
        case "contract-floor": "contract floor"
        case "floor": "floor"
        default: key
        }
    }

    /// An integer with thousands separators, or `–`.
    static func count(_ value: Int?) -> String {
        guard let value else { return "–" }
        let digits = String(value.magnitude)
        var result = ""
        for (position, digit) in digits.enumerated() {
            if position > 0, (digits.count - position) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return (value < 0 ? "−" : "") + result
    }

    static func decimal(_ value: Double?, digits: Int) -> String {
        guard let value, value.isFinite else { return "–" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale)
        let fraction = Int(scaled) - whole * Int(scale)
        var text = count(whole)
        if digits > 0 {
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return (value < 0 && scaled != 0 ? "−" : "") + text
    }

    /// Nanoseconds: one decimal below 100, whole above.
    static func ns(_ value: Double?) -> String {
        guard let value else { return "–" }
        return value < 100 ? decimal(value, digits: 1) : count(Int(value.rounded()))
    }

    /// One decimal unless told: a ratio to the contract floor is read against 1.5.
    static func ratio(_ value: Double?, digits: Int = 1) -> String {
        guard let value else { return "–" }
        return decimal(value, digits: digits) + "×"
    }

    static func verdict(_ met: Bool) -> String {
        met ? "met" : "**missed**"
    }
}
