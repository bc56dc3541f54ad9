import PagedKit

/// One entry of the event line.
public enum LifecycleEvent: Sendable, Equatable, CustomStringConvertible {
    /// A page was made and placed; `note` says what state it was restored with, if any.
    case load(String, note: String?)
    /// A page is about to be removed.
    case unload(String)
    /// A page finished appearing (`didAppear`).
    case appear(String)
    /// A page finished disappearing (`didDisappear`).
    case disappear(String)
    /// The content came to rest on a new page (`didScrollToPage`).
    case now(String)
    /// The demo passed on a memory warning.
    case memory(MemoryPressure)
    /// The demo reloaded after changing the data (`+Live`, `−Live`).
    case reload(String)
    /// The demo edited the channel lineup and reloaded animated (`+Local after Top`, `−World`,
    /// `Top → 2`); `open` is the channel open after the reload.
    case edit(String, open: String)
    /// Auto-scroll was paused or resumed.
    case autoScroll(paused: Bool)
    /// The header's collapse changed (`didChangeHeaderCollapse`), out of its collapse range.
    case header(collapse: Double, range: Double)
    /// A page's note, such as the row a list came back to.
    case note(String)

    public var description: String {
        switch self {
        case .load(let page, let note): note.map { "load \(page) (\($0))" } ?? "load \(page)"
        case .unload(let page): "unload \(page)"
        case .appear(let page): "appear \(page)"
        case .disappear(let page): "disappear \(page)"
        case .now(let page): "now \(page)"
        case .memory(.warning): "memory warning"
        case .memory(.critical): "memory critical"
        case .reload(let change): "reload \(change)"
        case .edit(let change, let open): "edit \(change), open \(open)"
        case .autoScroll(let paused): paused ? "auto-scroll paused" : "auto-scroll resumed"
        case .header(let collapse, let range):
            collapse <= 0
                ? "header expanded"
                : collapse >= range ? "header pinned" : "header collapsed \(rows(collapse)) of \(rows(range))"
        case .note(let text): text
        }
    }

    /// `2`, `1.5`: whole rows without a fraction, others to two decimals.
    private func rows(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        guard hundredths % 100 != 0 else { return "\(hundredths / 100)" }
        let fraction = abs(hundredths) % 100
        return "\(hundredths < 0 ? "-" : "")\(abs(hundredths) / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

/// An event and the pager it happened in.
public struct LoggedEvent: Sendable, Equatable, CustomStringConvertible {
    /// Where it happened.
    public let pager: Pager
    /// What happened.
    public let event: LifecycleEvent

    /// Creates an entry.
    public init(_ pager: Pager, _ event: LifecycleEvent) {
        self.pager = pager
        self.event = event
    }

    public var description: String { "\(pager.rawValue): \(event)" }
}
