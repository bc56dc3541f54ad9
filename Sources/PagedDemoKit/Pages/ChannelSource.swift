import PagedKit

/// The channel pager's data source: the lineup, identified by channel, counting every page it makes.
@MainActor public final class ChannelSource: PageDataSource {
    /// The channels shown; call `reloadData()` on the container after changing it.
    public var lineup: ChannelLineup
    /// How many pages were made for each channel identifier.
    public private(set) var loadCounts: [String: Int] = [:]

    /// Creates the data source.
    /// - Parameter lineup: The channels. Default: the twelve standard channels.
    public init(lineup: ChannelLineup = ChannelLineup()) {
        self.lineup = lineup
    }

    public func numberOfPages(in container: PagedContainer<ChannelPage>) -> Int {
        lineup.channels.count
    }

    public func container(_ container: PagedContainer<ChannelPage>, pageAt index: Int) -> ChannelPage {
        let channel = lineup.channels[index]
        loadCounts[channel.id, default: 0] += 1
        return ChannelPage(channel: channel, loadNumber: loadCounts[channel.id, default: 1])
    }

    public func container(_ container: PagedContainer<ChannelPage>, identifierForPageAt index: Int) -> AnyHashable {
        AnyHashable(lineup.channels[index].id)
    }
}
