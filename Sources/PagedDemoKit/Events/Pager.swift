/// The demo's two pagers; Tab switches between them.
public enum Pager: String, Sendable, Equatable, CaseIterable {
    /// The looping, auto-advancing banner.
    case banner
    /// The news-channel pager.
    case channels

    /// The other pager.
    public var other: Pager { self == .banner ? .channels : .banner }
}
