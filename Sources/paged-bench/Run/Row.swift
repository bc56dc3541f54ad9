/// The figures of one strategy, page count and trace. A figure that does not apply is `nil` (`null` in
/// JSON, `–` in the tables).
struct Row {
    var strategy: String
    var n: Int
    var trace: String
    /// Gestures in one pass of the trace (ticks for the `ticks` trace).
    var events = 0
    /// `didScroll` reports in one pass.
    var ticks: Int?
    /// Pages made during one pass (not counting those made when the pager was built).
    var pagesCreated: Int?
    /// Times a page was given content during one pass, creations included.
    var pageBinds: Int?
    /// The fewest pages the contract's window (radius 1, no cache) makes on the same walk.
    var windowMinimum: Int?
    /// Pages made when the pager was built.
    var pagesAtBuild: Int?
    /// The most pages alive at once during the pass (the build included).
    var peakLivePages: Int?
    /// Pages alive at the end of the pass.
    var livePages: Int?
    /// Heap bytes the pager holds at the end of the pass, without its pages.
    var containerBytes: Int?
    /// How far the heap rose above where it started during one reload.
    var transientBytes: Int?
    /// Heap allocations during one pass, beyond the pages made.
    var nonPageAllocations: Int?
    /// Nanoseconds per `didScroll` report: the median of the timed repeats.
    var nsPerTick: Double?
    /// Heap allocations per `didScroll` report, over the counted pass (the timed ticks for `ticks`).
    var allocationsPerTick: Double?
    /// Nanoseconds per gesture, jump, warning or reload: the median of the timed repeats.
    var nsPerEvent: Double?
    /// Heap allocations per gesture, jump, warning or reload, over the counted pass.
    var allocationsPerEvent: Double?
    /// Timed repeats behind the medians.
    var repeats: Int?
    /// `didScroll` reports in each timed repeat.
    var ticksPerRepeat: Int?

    init(strategy: String, n: Int, trace: String) {
        self.strategy = strategy
        self.n = n
        self.trace = trace
    }

    /// The figures by their JSON keys, in a fixed order.
    var fields: [(key: String, value: JSONValue)] {
        [
            ("strategy", .string(strategy)), ("n", .int(n)), ("trace", .string(trace)), ("events", .int(events)),
            ("ticks", .int(ticks)), ("pagesCreated", .int(pagesCreated)), ("pageBinds", .int(pageBinds)),
            ("windowMinimum", .int(windowMinimum)), ("pagesAtBuild", .int(pagesAtBuild)),
            ("peakLivePages", .int(peakLivePages)), ("livePages", .int(livePages)),
            ("containerBytes", .int(containerBytes)), ("transientBytes", .int(transientBytes)),
            ("nonPageAllocations", .int(nonPageAllocations)), ("nsPerTick", .double(nsPerTick)),
            ("allocationsPerTick", .double(allocationsPerTick)), ("nsPerEvent", .double(nsPerEvent)),
            ("allocationsPerEvent", .double(allocationsPerEvent)), ("repeats", .int(repeats)),
            ("ticksPerRepeat", .int(ticksPerRepeat)),
        ]
    }
}

/// A JSON scalar.
enum JSONValue {
    case string(String)
    case int(Int?)
    case double(Double?)

    var json: String {
        switch self {
        case .string(let text): return "\"" + JSONValue.escape(text) + "\""
        case .int(let value): return value.map(String.init) ?? "null"
        case .double(let value):
            guard let value, value.isFinite else { return "null" }
            return "\(value)"
        }
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
