/// An animation or a deceleration the terminal host plays frame by frame.
struct HostMotion {
    /// How progress maps onto the distance covered.
    enum Curve {
        /// Slow start and end: `setContentOffset(_:animated: true)`.
        case easeInOut
        /// Fast start, slow end: a deceleration after the finger lifts.
        case easeOut
    }

    /// Where the motion started; moves with the content when the container moves the offset.
    var from: Double
    /// Where the motion ends; moves with the content like `from`.
    var to: Double
    /// The frames played so far.
    var frame = 0
    /// The frames the motion lasts.
    let frames: Int
    let curve: Curve
    /// Tells a motion from the one that replaced it while a report was being handled.
    let id: Int

    /// Whether the last frame has been played.
    var isFinished: Bool { frame >= frames }

    /// The offset at the current frame; exactly `to` at the last one.
    var offset: Double {
        guard frame < frames else { return to }
        let progress = Double(frame) / Double(frames)
        let eased =
            switch curve {
            case .easeInOut: progress * progress * (3 - 2 * progress)
            case .easeOut: 1 - (1 - progress) * (1 - progress)
            }
        return from + (to - from) * eased
    }
}
