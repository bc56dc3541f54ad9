extension PagedContainer {
    /// Whether auto-scroll is held back by ``pauseAutoScroll(for:)``.
    /// Inside a callback it counts the pauses and resumes made there, which apply after it.
    public var isAutoScrollPaused: Bool {
        var reasons = machine.pauseReasons
        if hasPending {
            for command in pending {
                switch command {
                case .pause(let reason): reasons.insert(reason)
                case .resume(let reason): reasons.remove(reason)
                default: break
                }
            }
        }
        return !reasons.isEmpty
    }

    /// Holds auto-scroll back for `reason` (a modal on top, VoiceOver focus, Reduce Motion) until
    /// ``resumeAutoScroll(for:)`` with the same reason. Pauses for different reasons are independent;
    /// pausing twice for one reason is the same as once.
    /// - Parameter reason: Why. Default ``AutoScrollPauseReason/host``.
    public func pauseAutoScroll(for reason: AutoScrollPauseReason = .host) {
        perform(.pause(reason))
    }

    /// Lifts the pause for `reason`; when no reason is left, the interval starts again.
    /// - Parameter reason: The reason given to ``pauseAutoScroll(for:)``.
    public func resumeAutoScroll(for reason: AutoScrollPauseReason = .host) {
        perform(.resume(reason))
    }
}
