/// What the content is doing, with what the driver needs to finish it.
enum ContainerMotion: Equatable {
    case none
    case dragging
    case decelerating(targetSlot: Int)
    /// An animated move (a jump, a step, an auto-scroll move) to `targetSlot`. `sawReport`: whether
    /// the host reported anything (a tick, an end report) since the abandonment watchdog was armed.
    case animating(targetSlot: Int, sawReport: Bool)
}

extension ContainerMotion {
    /// Whether this is a released drag's settle.
    var isDeceleration: Bool {
        if case .decelerating = self { return true }
        return false
    }
}
