/// A finger on the content: it moves the offset by `delta` over `frames` frames, then lifts at `velocity`.
struct HostDrag {
    /// The offset the finger's movement is measured from; moves with the content when the container
    /// moves the offset (re-centring a looping pager), so the rest of the gesture continues from there.
    var base: Double
    /// How far the finger moves the content offset; positive toward larger offsets.
    let delta: Double
    /// The release velocity, in points per second; positive toward larger offsets.
    let velocity: Double
    /// The frames played so far.
    var frame = 0
    /// The frames the finger moves for.
    let frames: Int

    /// The offset at the current frame.
    var offset: Double { base + delta * Double(min(frame, frames)) / Double(max(frames, 1)) }

    /// Whether the finger has finished moving and lifts now.
    var isFinished: Bool { frame >= frames }
}
