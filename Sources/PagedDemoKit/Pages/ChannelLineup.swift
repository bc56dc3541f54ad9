/// The channels the pager shows, in tab order; `r` inserts or removes a "Live" channel, and the
/// edit keys insert, remove and move channels.
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

    /// The channels the edit key `+` inserts, in order: the first one not in the lineup.
    public static let extras: [Channel] = [
        "Local", "Weather", "Opinion", "Style", "Books", "Music", "Film", "Money",
    ].map { Channel(id: $0.lowercased(), name: $0) }

    /// Inserts the first of ``extras`` not in the lineup right after `index`.
    /// - Parameter index: The open channel's index.
    /// - Returns: The channel inserted, or `nil` when every extra is in the lineup already.
    public mutating func insertExtra(after index: Int) -> Channel? {
        guard let extra = Self.extras.first(where: { !channels.contains($0) }) else { return nil }
        channels.insert(extra, at: min(max(index + 1, 0), channels.count))
        return extra
    }

    /// Removes the channel at `index`, never the last one left.
    /// - Returns: The channel removed, or `nil` with one channel left or no such index.
    public mutating func remove(at index: Int) -> Channel? {
        guard channels.count > 1, channels.indices.contains(index) else { return nil }
        return channels.remove(at: index)
    }

    /// Moves the channel at `index` one place on (`forward`) or back, swapping it with its neighbour.
    /// - Returns: The channel's new index, or `nil` at the end it moves toward or with no such index.
    public mutating func move(at index: Int, forward: Bool) -> Int? {
        let target = index + (forward ? 1 : -1)
        guard channels.indices.contains(index), channels.indices.contains(target) else { return nil }
        channels.swapAt(index, target)
        return target
    }
}
