/// A news channel: a stable identifier and a tab title.
public struct Channel: Sendable, Hashable {
    /// The channel's identity, kept across reloads.
    public let id: String
    /// The tab title.
    public let name: String

    /// Creates a channel.
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}
