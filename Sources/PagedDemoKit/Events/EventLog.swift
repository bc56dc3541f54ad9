/// Every lifecycle event of the session, in order, and how far the transcript has printed them.
@MainActor public final class EventLog {
    /// Every event, in order.
    public private(set) var entries: [LoggedEvent] = []
    /// How many entries ``takeUnprinted()`` has handed out.
    private var printedCount = 0

    /// Creates an empty log.
    public init() {}

    /// Appends an event.
    public func record(_ pager: Pager, _ event: LifecycleEvent) {
        entries.append(LoggedEvent(pager, event))
    }

    /// The last `count` events, oldest first.
    public func recent(_ count: Int) -> ArraySlice<LoggedEvent> {
        entries.suffix(max(count, 0))
    }

    /// The events not handed out yet; marks them handed out.
    public func takeUnprinted() -> ArraySlice<LoggedEvent> {
        defer { printedCount = entries.count }
        return entries[printedCount...]
    }
}
