/// The channels the pager shows, in tab order; `r` inserts or removes a "Live" channel.
public struct ChannelLineup: Sendable, Equatable {
    /// The channels, in tab order.
    public private(set) var channels: [Channel]

    /// The twelve standard channels.
    public static let standard: [Channel] = [
        "Top", "World", "Biz", "Tech", "Sport", "Arts", "Sci", "Trips", "Food", "Health", "Auto", "Games",
    ].map { Channel(id: $0.lowercased(), name: $0) }

    /// The channel that reloads insert and remove.
    public static let live = Channel(id: "live", name: "Live")

    /// Creates a lineup.
    /// - Parameter channels: The channels. Default ``standard``.
    public init(channels: [Channel] = Self.standard) {
        self.channels = channels
    }

    /// Whether the "Live" channel is in the lineup.
    public var hasLive: Bool { channels.contains(Self.live) }

    /// Removes the "Live" channel if it is there; otherwise inserts it right after `index`.
    /// - Parameter index: The open channel's index.
    /// - Returns: What changed, for the event line: `+Live` or `−Live`.
    public mutating func toggleLive(after index: Int) -> String {
        if let liveIndex = channels.firstIndex(of: Self.live) {
            channels.remove(at: liveIndex)
            return "−Live"
        }
        channels.insert(Self.live, at: min(max(index + 1, 0), channels.count))
        return "+Live"
    }
}
