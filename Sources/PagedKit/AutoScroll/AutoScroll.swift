/// Automatic advancing to the next page every `interval`, for banners.
///
/// The container moves one page forward (wrapping when looping, rewinding to page 0 after the last
/// page otherwise) `interval` after the content last came to rest, and `resumeDelay` after a drag
/// came to rest. It needs at least two pages, a viewport and ``PagedContainer/isVisible``.
public struct AutoScroll: Sendable, Equatable {
    /// Time between one move coming to rest and the next move starting. Default 2 s.
    public var interval: Duration
    /// Time between a drag coming to rest and the next move. Default: ``interval``.
    public var resumeDelay: Duration

    /// Creates an auto-scroll configuration.
    /// - Parameters:
    ///   - interval: Time between moves. Default 2 s. Non-positive values are treated as 1 ms.
    ///   - resumeDelay: Time after a drag before the next move; `nil` means `interval`.
    public init(interval: Duration = .seconds(2), resumeDelay: Duration? = nil) {
        self.interval = interval
        self.resumeDelay = resumeDelay ?? interval
    }
}
