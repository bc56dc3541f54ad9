extension ScrollSimulator {
    /// The largest offset a released drag may come to rest at: `contentLength − viewportLength`,
    /// or 0 when the content is shorter than the viewport.
    public var maximumContentOffset: Double {
        max(0, contentLength - viewportLength)
    }

    /// Touches the content down and starts a drag, reporting `willBeginDragging()`.
    ///
    /// As in UIKit, the finger catches the content: a running animation is abandoned without
    /// `didEndScrollingAnimation`, and a deceleration stops without `didEndDecelerating`.
    /// Beginning a drag while one is under way does nothing.
    public func beginDrag() {
        guard !isDragging else { return }
        animation = nil
        deceleration = nil
        isDragging = true
        report(.willBeginDragging)
    }

    /// Moves the content by `delta` in `ticks` equal steps, reporting `didScroll(toOffset:)` after each.
    ///
    /// Each step's offset is computed from the offset the drag started at plus `delta × k / ticks`,
    /// not accumulated. When the container moves the offset from inside a report (by whole pages, to
    /// re-centre), the remaining steps continue from the new offset. Starts a drag with
    /// ``beginDrag()`` first when none is under way. A non-finite `delta` does nothing: to feed the
    /// container bad input, call it directly.
    ///
    /// With ``physics`` and a ``clock``, each step is one frame: the clock moves a frame before the
    /// content does.
    /// - Parameters:
    ///   - delta: How far the content offset moves; positive toward larger offsets.
    ///   - ticks: The number of steps; values below 1 count as 1. Default 1.
    /// - Complexity: O(`ticks`) reports.
    public func drag(by delta: Double, ticks: Int = 1) {
        guard delta.isFinite else { return }
        beginDrag()
        let steps = max(ticks, 1)
        let enclosingBase = dragBase
        dragBase = contentOffset
        defer { dragBase = enclosingBase }
        let frames = physics.flatMap { physics in clock.map { (physics: physics, clock: $0, start: $0.now) } }
        for step in 1...steps {
            if let frames {
                frames.clock.advance(to: frames.start + frames.physics.time(ofFrame: step))
            }
            guard isDragging, let base = dragBase else { return }
            // The finger wins over an animation the container started mid-drag.
            animation = nil
            let offset = base + delta * Double(step) / Double(steps)
            tick(to: bounces ? offset : min(max(offset, 0), maximumContentOffset))
        }
    }

    /// Lifts the finger: reports `willEndDragging(velocity:)`, takes the offset the container
    /// returns as the target, then reports `didEndDragging(willDecelerate:)`.
    ///
    /// The content decelerates (see ``decelerate(ticks:)``) when the target differs from the current
    /// offset, replacing an animation started from inside `willEndDragging`. A non-finite target, or one outside 0 through ``maximumContentOffset``, is a violation;
    /// the target is then the current offset or the nearest end. Without a container the target is
    /// the current offset. Without a drag under way, nothing is reported.
    /// - Parameter velocity: The release velocity in points per second; positive toward larger offsets.
    ///   Default 0.
    /// - Returns: The deceleration target (the current offset when there is nothing to do).
    @discardableResult
    public func release(velocity: Double = 0) -> Double {
        guard isDragging else { return contentOffset }
        sentEvents.append(.willEndDragging(velocity: velocity))
        let returned = container?.willEndDragging(velocity: velocity)
        onReport?(.willEndDragging(velocity: velocity))
        // Without a container the content rests where the finger left it.
        var target = contentOffset
        if let returned {
            if !returned.isFinite {
                recordViolation(
                    "willEndDragging(velocity: \(velocity)) returned \(returned): the target must be finite")
            } else if returned < -1e-6 || returned > maximumContentOffset + 1e-6 {
                recordViolation(
                    "willEndDragging(velocity: \(velocity)) returned \(returned), outside 0...\(maximumContentOffset)")
                target = min(max(returned, 0), maximumContentOffset)
            } else {
                target = returned
            }
        }
        isDragging = false
        // UIKit decelerates freely when the target is the one it proposed: where it would rest anyway.
        let isFree = returned != nil && target == physics?.freeRestingOffset(from: contentOffset, velocity: velocity)
        target = onPixelGrid(target)
        let willDecelerate = target != contentOffset
        deceleration = nil
        if willDecelerate {
            var motion = makeMotion(from: contentOffset, to: target)
            if isFree { motion.freeVelocity = velocity }
            deceleration = motion
            lastMotionDuration = physics.map { plannedDuration(of: motion, .deceleration, $0) }
        }
        // One motion at a time: a deceleration replaces an animation the container started from
        // inside willEndDragging (as UIKit's does); without one, that animation runs.
        if willDecelerate { animation = nil }
        report(.didEndDragging(willDecelerate: willDecelerate))
        return target
    }

    /// Runs the deceleration to its target in `ticks` steps, reporting `didScroll(toOffset:)` after
    /// each, then reports `didEndDecelerating()`.
    ///
    /// Without ``physics`` the steps are equal. With physics they follow the closed form of
    /// ``ScrollPhysics``: by default one step per frame, as many as
    /// ``ScrollPhysics/frameCount(for:)`` of the rest of its duration, each moving the ``clock`` one
    /// frame first; with a tick count, that many steps at equal times along the curve.
    ///
    /// When the container moves the offset from inside a report, the target moves with it and the
    /// steps go on from the new offset. If the deceleration stops on the way (the container starts an
    /// animation), `didEndDecelerating()` is not reported. Does nothing when not decelerating.
    /// - Parameter ticks: The number of steps for the rest of the way; values below 1 count as 1.
    ///   Default `nil`: one per frame with ``physics``, 4 without.
    /// - Complexity: O(`ticks`) reports, or O(frames) with ``physics`` and no tick count.
    public func decelerate(ticks: Int? = nil) {
        guard drive(.deceleration, ticks: ticks) else { return }
        deceleration = nil
        report(.didEndDecelerating)
    }

    /// Moves the deceleration part of the way, reporting one `didScroll(toOffset:)`; never reports
    /// its end, even on reaching the target (``decelerate(ticks:)`` does that).
    ///
    /// The fraction is of the distance, also with ``physics``, and the ``clock`` does not move: a
    /// later ``decelerate(ticks:)`` goes on from the time at which the curve reaches that distance.
    /// - Parameter fraction: The share of the whole deceleration to add, from 0 to 1.
    public func advanceDeceleration(fraction: Double) {
        guard var moving = deceleration, fraction.isFinite, fraction > 0 else { return }
        moving.progress = min(1, moving.progress + fraction)
        deceleration = moving
        tick(to: moving.offset)
    }

    /// A whole gesture: ``beginDrag()``, ``drag(by:ticks:)``, ``release(velocity:)`` and
    /// ``decelerate(ticks:)``.
    /// - Parameters:
    ///   - delta: How far the finger moves the content offset; positive toward larger offsets.
    ///   - velocity: The release velocity in points per second. Default 0.
    ///   - dragTicks: The number of drag steps. Default 4.
    ///   - decelerationTicks: The number of deceleration steps. Default `nil`: one per frame with
    ///     ``physics``, 4 without.
    /// - Returns: The deceleration target the container chose.
    /// - Complexity: O(`dragTicks` + `decelerationTicks`) reports, or O(`dragTicks` + frames) with
    ///   ``physics`` and no deceleration tick count.
    @discardableResult
    public func swipe(by delta: Double, velocity: Double = 0, dragTicks: Int = 4, decelerationTicks: Int? = nil)
        -> Double
    {
        beginDrag()
        drag(by: delta, ticks: dragTicks)
        let target = release(velocity: velocity)
        decelerate(ticks: decelerationTicks)
        return target
    }
}
