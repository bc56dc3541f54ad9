/// One scroll event a ``ScrollSimulator`` reported to its container, as recorded in
/// ``ScrollSimulator/sentEvents``: the `UIScrollViewDelegate` events the container hears.
public enum ScrollEvent: Equatable, Sendable {
    /// `willBeginDragging()`: a finger touched down and started moving the content.
    case willBeginDragging
    /// `didScroll(toOffset:)` with the new content offset.
    case didScroll(toOffset: Double)
    /// `willEndDragging(velocity:)` with the release velocity, in points per second along the
    /// offset (positive when the offset grows).
    case willEndDragging(velocity: Double)
    /// `didEndDragging(willDecelerate:)`.
    case didEndDragging(willDecelerate: Bool)
    /// `didEndDecelerating()`: a deceleration reached its target.
    case didEndDecelerating
    /// `didEndScrollingAnimation()`: an animation started by `setContentOffset(_:animated: true)`
    /// reached its target.
    case didEndScrollingAnimation
}
