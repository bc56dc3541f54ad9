/// One of the profile's tabs: a list of numbered rows.
public struct ProfileChannel: Sendable, Hashable {
    /// The tab's identity, kept across reloads.
    public let id: String
    /// The tab title.
    public let name: String
    /// How many rows its list has.
    public let rowCount: Int

    /// Creates a channel.
    public init(id: String, name: String, rowCount: Int) {
        self.id = id
        self.name = name
        self.rowCount = rowCount
    }

    /// The profile's four tabs: lists of different lengths, Media shorter than the screen.
    public static let standard = [
        ProfileChannel(id: "posts", name: "Posts", rowCount: 60),
        ProfileChannel(id: "replies", name: "Replies", rowCount: 24),
        ProfileChannel(id: "media", name: "Media", rowCount: 4),
        ProfileChannel(id: "likes", name: "Likes", rowCount: 40),
    ]
}
