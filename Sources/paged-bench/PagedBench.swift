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
        usage: paged-bench [--quick] [--json] [--n LIST] [--strategy LIST] [--trace LIST]

          --quick          smaller traces (1,000 swipes, 200 jumps, 10^5 ticks per repeat): under 30 s
          --json           one JSON document with a row object per strategy, n and trace, instead of Markdown
          --n LIST         page counts, comma-separated (default 5,100,10000,1000000)
          --strategy LIST  \(StrategyKind.allCases.map(\.key).joined(separator: ","))
          --trace LIST     \(TraceKind.allCases.map(\.rawValue).joined(separator: ","))

        Build with -c release: debug timings mean nothing.
        """

    @MainActor static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        var isQuick = false
        var isJSON = false
        var pageCounts = [5, 100, 10_000, 1_000_000]
        var strategies = StrategyKind.allCases
        var traces = TraceKind.allCases
        while !arguments.isEmpty {
            let argument = arguments.removeFirst()
            switch argument {
            case "--quick": isQuick = true
            case "--json": isJSON = true
            case "--n", "--strategy", "--trace":
                guard !arguments.isEmpty else { fail("\(argument) needs a value") }
                let items = arguments.removeFirst().split(separator: ",").map(String.init)
                if argument == "--n" {
                    pageCounts = items.map { item in
                        guard let n = Int(item.filter { $0 != "_" }), n >= 5 else { fail("bad page count \(item)") }
                        return n
                    }
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
        let runner = Runner(
            sizes: isQuick ? .quick : .full, pageCounts: pageCounts, strategies: strategies, traces: traces,
            progress: note)
        let rows = runner.run()
        let command = (["swift run -c release paged-bench"] + CommandLine.arguments.dropFirst()).joined(separator: " ")
        let report = Report(rows: rows, command: command, isQuick: isQuick, countsHeap: HeapCounter.isCounting)
        print(isJSON ? report.json : report.markdown)
        note("paged-bench: \(Clock.milliseconds(since: start) / 1_000) s")
    }

    /// Progress and warnings go to standard error, so standard output stays a table or a JSON document.
    static func note(_ text: String) {
        var line = text + "\n"
        line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    }

    static func fail(_ text: String) -> Never {
        note("paged-bench: " + text)
        note(usage)
        exit(2)
    }
}
