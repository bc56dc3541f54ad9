import PagedKit

extension TerminalHost {
    /// Plays a drag as `UIScrollView` reports one: `willBeginDragging()` now, then one
    /// `didScroll(toOffset:)` per frame for ``DemoTiming/dragFrames`` frames, then
    /// `willEndDragging(velocity:)`, whose returned offset becomes the target,
    /// `didEndDragging(willDecelerate:)`, a deceleration of ``DemoTiming/decelerationFrames`` frames
    /// and `didEndDecelerating()`.
    ///
    /// As in UIKit, the finger catches the content: a running animation or deceleration stops
    /// without reporting its end; a reload's motion ends at its end state.
    /// - Parameters:
    ///   - delta: How far the finger moves the content offset; positive toward larger offsets.
    ///   - velocity: The release velocity in points per second; positive toward larger offsets.
    /// - Returns: Whether the drag began (not while another finger is down).
    @discardableResult
    public func swipe(by delta: Double, velocity: Double) -> Bool {
        guard drag == nil, delta.isFinite, velocity.isFinite else { return false }
        finishReloadMotion()
        animation = nil
        deceleration = nil
        drag = HostDrag(base: contentOffset, delta: delta, velocity: velocity, frames: DemoTiming.dragFrames)
        container?.willBeginDragging()
        scheduleFrame()
        return true
    }

    /// The largest offset a released drag may rest at.
    var maximumContentOffset: Double { max(0, contentLength - viewportLength) }

    func playDragFrame() {
        guard var finger = drag else { return }
        // The finger wins over an animation the container started mid-drag.
        animation = nil
        finger.frame += 1
        drag = finger
        tick(to: finger.offset)
        guard let current = drag, current.isFinished else { return }
        release(velocity: current.velocity)
    }

    private func release(velocity: Double) {
        drag = nil
        var target = container?.willEndDragging(velocity: velocity) ?? contentOffset
        if !target.isFinite || target < -1e-6 || target > maximumContentOffset + 1e-6 {
            violations.append("willEndDragging(velocity: \(velocity)) returned \(target)")
            target = target.isFinite ? min(max(target, 0), maximumContentOffset) : contentOffset
        }
        let willDecelerate = target != contentOffset
        deceleration =
            willDecelerate
            ? makeMotion(from: contentOffset, to: target, frames: DemoTiming.decelerationFrames, curve: .easeOut)
            : nil
        container?.didEndDragging(willDecelerate: willDecelerate)
    }

    func playDecelerationFrame() {
        guard var moving = deceleration else { return }
        moving.frame += 1
        deceleration = moving
        tick(to: moving.offset)
        // An animated move started while handling the report stops the deceleration.
        guard let current = deceleration, current.id == moving.id, current.isFinished else { return }
        deceleration = nil
        container?.didEndDecelerating()
    }
}
