import PagedKit

/// The profile pager's data source: its tabs, identified by channel, so each list's remembered
/// offset follows its tab.
@MainActor public final class ProfileSource: PageDataSource {
    /// The tabs, in order.
    public let channels: [ProfileChannel]

    /// Creates the data source.
    /// - Parameter channels: The tabs. Default: ``ProfileChannel/standard``.
    public init(channels: [ProfileChannel] = ProfileChannel.standard) {
        self.channels = channels
    }

    public func numberOfPages(in container: PagedContainer<ProfileList>) -> Int {
        channels.count
    }

    public func container(_ container: PagedContainer<ProfileList>, pageAt index: Int) -> ProfileList {
        ProfileList(channel: channels[index])
    }

    public func container(_ container: PagedContainer<ProfileList>, identifierForPageAt index: Int) -> AnyHashable {
        AnyHashable(channels[index].id)
    }
}
