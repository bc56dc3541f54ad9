/// When the next auto-scroll move is due (rule 8), as a rule on values.
enum AutoScrollTiming {
    /// What just happened.
    enum Occasion: Equatable {
        /// The container became ready, shown, resumed or reconfigured.
        case ready
        /// A move or jump came to rest.
        case move
        /// A drag came to rest.
        case drag
    }

    /// How long an animated move may go without any report from the host (no tick, no end report,
    /// no drag) before the container treats it as abandoned and rests where the host is: one second
    /// (the contract's clarification "Abandoned motions").
    static let abandonmentTimeout: Duration = .seconds(1)

    /// The delay before the next move, or `nil` when nothing may be scheduled.
    /// - Parameters:
    ///   - configuration: The auto-scroll settings, if any.
    ///   - canRun: Whether at least two pages, a viewport, visibility and no pause hold.
    ///   - occasion: What just happened.
    static func delay(for configuration: AutoScroll?, canRun: Bool, after occasion: Occasion) -> Duration? {
        guard let configuration, canRun else { return nil }
        let delay = occasion == .drag ? configuration.resumeDelay : configuration.interval
        return max(delay, .milliseconds(1))
    }

    /// The page an auto-scroll move goes to from `page`: the next one, wrapping when looping and
    /// rewinding to page 0 after the last page otherwise.
    static func nextPage(after page: Int, pageCount: Int) -> Int {
        page + 1 < pageCount ? page + 1 : 0
    }
}
