import PagedKit

/// A channel's page: its feed is scrolled to a line, which the page keeps across being unloaded.
@MainActor public final class ChannelPage: DemoPage, RestorablePage {
    /// The channel shown.
    public let channel: Channel
    /// How many times a page for this channel has been made, this one included.
    public let loadNumber: Int
    /// The first line of the feed on screen.
    public private(set) var scrollLine = 0
    /// The line restored into this page when it was made, if the feed had been scrolled.
    public private(set) var restoredLine: Int?

    /// Creates a page.
    /// - Parameters:
    ///   - channel: The channel shown.
    ///   - loadNumber: How many times a page for this channel has been made, this one included.
    public init(channel: Channel, loadNumber: Int) {
        self.channel = channel
        self.loadNumber = loadNumber
    }

    /// Scrolls the feed by `lines` (negative: up), never above line 0.
    public func scrollFeed(by lines: Int) {
        scrollLine = max(0, scrollLine + lines)
        restoredLine = nil
    }

    public func saveState() -> Int { scrollLine }

    public func restoreState(_ state: Int) {
        scrollLine = state
        // A feed never scrolled comes back at the top: nothing worth pointing out.
        restoredLine = state > 0 ? state : nil
    }

    public var label: String { channel.name }

    public var loadNote: String? {
        restoredLine.map { "line \($0) restored" }
    }

    /// `│ Top · loaded 2× · line 12 (restored)`.
    public func face(width: Int) -> String {
        let restored = restoredLine != nil ? " (restored)" : ""
        return "│ \(channel.name) · loaded \(loadNumber)× · line \(scrollLine)\(restored)".fitted(to: width)
    }
}
