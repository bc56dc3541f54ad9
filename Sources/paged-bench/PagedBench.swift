#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `paged-bench`: PagedKit beside reference models of today's pagers, on the same traces, in one run.
///
/// ```
/// swift run -c release paged-bench [--quick] [--json] [--n 5,100] [--strategy pagedkit,floor] [--trace ticks]
/// ```
@main struct PagedBench {
    static let usage = """
        usage: paged-bench [--quick] [--json] [--json-out FILE] [--n LIST] [--sweep-n LIST] [--strategy LIST]
                           [--trace LIST]

          --quick          smaller traces (1,000 swipes, 200 jumps, 10^5 ticks per repeat): under 30 s
          --json           one JSON document with a row object per strategy, n and trace, instead of Markdown
          --json-out FILE  also write that JSON document to FILE (tables and charts from one run)
          --n LIST         page counts, comma-separated (default 5,100,10000,1000000)
          --sweep-n LIST   page counts of the reload-sweep and edit-sweep traces (default 10^3 to 10^9 by
                           powers of 10; a plain source runs up to 10^6, 10^5 with --quick, 10^3 for
                           edit-sweep)
          --strategy LIST  \(StrategyKind.allCases.map(\.key).joined(separator: ","))
          --trace LIST     \(TraceKind.allCases.map(\.rawValue).joined(separator: ","))

        Build with -c release: debug timings mean nothing.
        """

    @MainActor static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        var isQuick = false
        var isJSON = false
        var jsonPath: String?
        var pageCounts = [5, 100, 10_000, 1_000_000]
        var sweepPageCounts: [Int]?
        var strategies = StrategyKind.allCases
        var traces = TraceKind.allCases
        while !arguments.isEmpty {
            let argument = arguments.removeFirst()
            switch argument {
            case "--quick": isQuick = true
            case "--json": isJSON = true
            case "--json-out":
                guard !arguments.isEmpty else { fail("--json-out needs a file") }
                jsonPath = arguments.removeFirst()
            case "--n", "--sweep-n", "--strategy", "--trace":
                guard !arguments.isEmpty else { fail("\(argument) needs a value") }
                let items = arguments.removeFirst().split(separator: ",").map(String.init)
                if argument == "--n" || argument == "--sweep-n" {
                    let counts = items.map { item in
                        guard let n = Int(item.filter { $0 != "_" }), n >= 5 else { fail("bad page count \(item)") }
                        return n
                    }
                    if argument == "--n" { pageCounts = counts } else { sweepPageCounts = counts }
                } else if argument == "--strategy" {
                    strategies = items.map { item in
                        guard let kind = StrategyKind.allCases.first(where: { $0.key == item }) else {
                            fail("unknown strategy \(item)")
                        }
                        return kind
                    }
                } else {
                    traces = items.map { item in
                        guard let trace = TraceKind(rawValue: item) else { fail("unknown trace \(item)") }
                        return trace
                    }
                }
            case "--help", "-h":
                print(usage)
                return
            default:
                fail("unknown argument \(argument)")
            }
        }
        #if DEBUG
            note("paged-bench: this is a debug build; run with -c release for meaningful times")
        #endif
        let start = ContinuousClock.now
        var sizes = isQuick ? TraceSizes.quick : .full
        if let sweepPageCounts { sizes.sweepPageCounts = sweepPageCounts }
        let runner = Runner(
            sizes: sizes, pageCounts: pageCounts, strategies: strategies, traces: traces, progress: note)
        let rows = runner.run()
        // Markdown only: the JSON document carries rows, which the edit figures are not.
        let edits =
            traces.contains(.editSweep) && !isJSON
            ? EditBench.run(sizes: sizes, pageCounts: sizes.sweepPageCounts, progress: note) : nil
        let command = (["swift run -c release paged-bench"] + CommandLine.arguments.dropFirst()).joined(separator: " ")
        let report = Report(rows: rows, command: command, isQuick: isQuick, countsHeap: HeapCounter.isCounting)
        let header = HeaderBench.run(reports: isQuick ? 100_000 : 1_000_000)
        let editLines = edits.map { ["", ""] + EditBench.markdown($0) } ?? []
        print(
            isJSON
                ? report.json
                : report.markdown + "\n" + (HeaderBench.markdown(header) + editLines).joined(separator: "\n"))
        if let jsonPath { save(report.json + "\n", to: jsonPath) }
        note("paged-bench: \(Clock.milliseconds(since: start) / 1_000) s")
    }

    /// Progress and warnings go to standard error, so standard output stays a table or a JSON document.
    static func note(_ text: String) {
        var line = text + "\n"
        line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    }

    static func save(_ text: String, to path: String) {
        guard let file = fopen(path, "w") else { fail("cannot write \(path)") }
        defer { fclose(file) }
        if fputs(text, file) < 0 { fail("cannot write \(path)") }
    }

    static func fail(_ text: String) -> Never {
        note("paged-bench: " + text)
        note(usage)
        exit(2)
    }
}
