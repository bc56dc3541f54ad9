/// What the content is doing, with what the driver needs to finish it.
enum ContainerMotion: Equatable {
    case none
    case dragging
    case decelerating(targetSlot: Int)
    case animating(targetSlot: Int)
}

extension ContainerMotion {
    /// Whether this is a released drag's settle.
    var isDeceleration: Bool {
        if case .decelerating = self { return true }
        return false
    }
}
