/// The demo's three pagers; Tab shows the next one.
public enum Pager: String, Sendable, Equatable, CaseIterable {
    /// The looping, auto-advancing banner.
    case banner
    /// The news-channel pager.
    case channels
    /// The profile: a collapsing header over paged lists.
    case profile

    /// The pager Tab shows next: banner, channels, profile, then the banner again.
    public var next: Pager {
        switch self {
        case .banner: .channels
        case .channels: .profile
        case .profile: .banner
        }
    }
}
