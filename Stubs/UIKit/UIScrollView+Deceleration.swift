// UIScrollView's deceleration after a release, in UIKit's public closed form.
//
// WWDC 2018 session 803, "Designing Fluid Interfaces", gives UIScrollView's deceleration: the
// velocity is multiplied by the deceleration rate d every millisecond, v(t) = v0 · d^(1000 t), so a
// release at v0 points per second travels
//
//     project(v0, d) = (v0 / 1000) · d / (1 − d)
//
// points in all (the session's `project(initialVelocity:decelerationRate:)`), the resting offset is
// x0 + v0 · d / (1 − d) / 1000. The model integrates the same decay in milliseconds,
//
//     x(t) = x0 + (v0 / 1000) · d · (1 − d^(1000 t)) / (1 − d),
//
// and stops once the velocity falls to 10 points per second (undocumented; the threshold),
// which leaves the content 10 · d / (1 − d) / 1000 points short of the projection: 5 pt at .normal,
// 1 pt at .fast.
//
// When the delegate rewrites `targetContentOffset` in `scrollViewWillEndDragging`, UIKit comes to
// rest exactly on the written target (UIScrollView.h: "targetContentOffset may be changed to adjust
// where the scroll view comes to rest"). How it gets there is undocumented; the model keeps the same
// exponential decay, scaled so it ends on the target when the velocity reaches 10 points per second:
//
//     x(t) = x0 + D · (1 − d^(1000 t)) / (1 − d^(1000 T)),   T = ln(1 + |D| · k / 10) / k,   k = −1000 ln d,
//
// for a distance D to the target. A projection past the content's edges is treated the same way,
// ending on the edge (UIKit would go past it and bounce back).
//
// Every frame adds the motion's change since the last frame to the offset the content has then, so
// assigning `contentOffset` during a deceleration carries the rest of it along, target included.

/// A deceleration under way: one decay per axis.
struct Deceleration {
    let id: Int
    let start: Double
    var x: DecelerationAxis
    var y: DecelerationAxis
    /// The displacement applied so far, per axis.
    var applied = CGPoint.zero
    /// Where a targeted deceleration ends, moved along with the content by assignments.
    var target: CGPoint?
    /// The offset the deceleration's last step left; a different offset at the next step means
    /// `contentOffset` was assigned in between.
    var lastSet: CGPoint

    var duration: Double { max(x.duration, y.duration) }
}

/// The decay of one axis.
struct DecelerationAxis {
    /// `−1000 ln d`: the decay per second.
    let k: Double
    let d: Double
    /// The release velocity (free) or the scaled one (targeted), in points per second.
    let velocity: Double
    /// The distance to a written target; `nil` for a free deceleration.
    let distance: Double?
    /// How long the axis moves: until its velocity is 10 points per second.
    let duration: Double

    static let stopVelocity = 10.0

    /// A free deceleration from `velocity` (points per second) at rate `d`.
    static func free(velocity: Double, rate d: Double) -> DecelerationAxis {
        let k = -1000 * log(d)
        let duration = abs(velocity) > stopVelocity ? log(abs(velocity) / stopVelocity) / k : 0
        return DecelerationAxis(k: k, d: d, velocity: velocity, distance: nil, duration: duration)
    }

    /// A deceleration that ends `distance` points away, at rate `d`.
    static func toTarget(distance: Double, rate d: Double) -> DecelerationAxis {
        let k = -1000 * log(d)
        let duration = distance == 0 ? 0 : log(1 + abs(distance) * k / stopVelocity) / k
        let velocity = duration > 0 ? distance * k / (1 - exp(-k * duration)) : 0
        return DecelerationAxis(k: k, d: d, velocity: velocity, distance: distance, duration: duration)
    }

    /// The total travel of a free deceleration up to its stop.
    var freeTravel: Double {
        (velocity / 1000) * d * (1 - exp(-k * duration)) / (1 - d)
    }

    /// How far the axis has moved `t` seconds after the release.
    func displacement(at t: Double) -> Double {
        let t = min(max(t, 0), duration)
        if let distance {
            guard duration > 0, t < duration else { return distance }
            return distance * (1 - exp(-k * t)) / (1 - exp(-k * duration))
        }
        return (velocity / 1000) * d * (1 - exp(-k * t)) / (1 - d)
    }
}

extension UIScrollView {
    /// Where a free deceleration from the current offset at `velocity` (points per second) comes to
    /// rest, before clamping.
    func modelFreeRest(velocity: CGPoint) -> CGPoint {
        let rate = Double(decelerationRate.rawValue)
        let x = DecelerationAxis.free(velocity: Double(velocity.x), rate: rate)
        let y = DecelerationAxis.free(velocity: Double(velocity.y), rate: rate)
        return CGPoint(x: contentOffset.x + x.freeTravel, y: contentOffset.y + y.freeTravel)
    }

    /// Starts decelerating: freely from `velocity` when `target` is where that ends, else toward
    /// `target`.
    func modelStartDeceleration(velocity: CGPoint, toward target: CGPoint, free: Bool) {
        let rate = Double(decelerationRate.rawValue)
        nextMotionID += 1
        let x: DecelerationAxis
        let y: DecelerationAxis
        if free {
            x = .free(velocity: Double(velocity.x), rate: rate)
            y = .free(velocity: Double(velocity.y), rate: rate)
        } else {
            x = .toTarget(distance: Double(target.x - contentOffset.x), rate: rate)
            y = .toTarget(distance: Double(target.y - contentOffset.y), rate: rate)
        }
        motion = .deceleration(
            Deceleration(
                id: nextMotionID, start: ModelDisplay.shared.time, x: x, y: y, target: free ? nil : target,
                lastSet: contentOffset))
        isDecelerating = true
        ModelDisplay.shared.drive(self)
    }

    func modelStepDeceleration(_ deceleration: Deceleration, to time: Double) {
        let t = time - deceleration.start
        let moved = CGPoint(x: deceleration.x.displacement(at: t), y: deceleration.y.displacement(at: t))
        var updated = deceleration
        let shift = contentOffset - deceleration.lastSet
        updated.target = deceleration.target.map { $0 + shift }
        var next = contentOffset + (moved - deceleration.applied)
        // The last step lands exactly on a written target (no rounding left over from the steps).
        if t >= deceleration.duration, let target = updated.target { next = target }
        updated.applied = moved
        updated.lastSet = next
        motion = .deceleration(updated)
        if next != contentOffset { contentOffset = next }
        // The delegate may have stopped it from inside scrollViewDidScroll.
        guard motion.id == deceleration.id, t >= deceleration.duration else { return }
        motion = .none
        isDecelerating = false
        modelEvents.append(.didEndDecelerating)
        delegate?.scrollViewDidEndDecelerating(self)
    }

    /// The offset the running deceleration ends at, if one runs.
    @_spi(UIKitModel) public var modelDecelerationTarget: CGPoint? {
        guard case .deceleration(let deceleration) = motion else { return nil }
        if let target = deceleration.target { return target + (contentOffset - deceleration.lastSet) }
        let remaining = CGPoint(
            x: deceleration.x.displacement(at: deceleration.duration) - deceleration.applied.x,
            y: deceleration.y.displacement(at: deceleration.duration) - deceleration.applied.y)
        return contentOffset + remaining
    }

    /// When the running deceleration ends, on the model's clock, if one runs.
    @_spi(UIKitModel) public var modelDecelerationEndTime: Double? {
        guard case .deceleration(let deceleration) = motion else { return nil }
        return deceleration.start + deceleration.duration
    }
}
