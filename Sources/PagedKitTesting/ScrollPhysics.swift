#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

/// How long a ``ScrollSimulator``'s decelerations and animations take, and how they move, in
/// `UIScrollView`'s public closed form.
///
/// WWDC 2018 session 803, "Designing Fluid Interfaces", gives `UIScrollView`'s deceleration: the
/// velocity is multiplied by the deceleration rate *d* every millisecond, v(t) = v₀ · d^(1000 t), so a
/// release at v₀ points per second would travel v₀ · d / (1 − d) / 1000 points in all
/// (``projectedOffset(from:velocity:)``). Writing k = −1000 ln *d* for the decay per second:
///
/// - A **free** deceleration (the target the simulator's container returns is where UIKit would come
///   to rest by itself, ``freeRestingOffset(from:velocity:)``) moves
///   x(t) = x₀ + (v₀ / 1000) · d · (1 − e^(−k t)) / (1 − d) and stops when the velocity falls to
///   ``stopVelocity``, after ln(|v₀| / stopVelocity) / k seconds
///   (``freeDecelerationDuration(velocity:)``).
/// - A **targeted** deceleration (any other target, which is what a paging container returns) keeps
///   the same decay, scaled to end on the target D points away when the velocity reaches
///   ``stopVelocity``: x(t) = x₀ + D · (1 − e^(−k t)) / (1 − e^(−k T)), with
///   T = ln(1 + |D| · k / stopVelocity) / k (``decelerationDuration(distance:)``,
///   ``decelerationProgress(after:distance:)``).
/// - An **animation** (`setContentOffset(_:animated: true)`) moves at constant velocity for
///   ``animationDuration`` (``animationProgress(after:)``).
///
/// These are the formulas of the behavioural UIKit model PagedKit's adapters are tested against. The
/// stop at 10 points per second and the path to a rewritten target are undocumented by Apple; a real
/// device may differ by a frame or two.
///
/// Each motion is shown one frame at a time, at ``framesPerSecond``: a motion of duration T takes
/// ``frameCount(for:)`` = ⌈T × framesPerSecond⌉ frames, the last of which lands exactly on the target.
///
/// ```swift
/// let physics = ScrollPhysics.fast
/// physics.decelerationDuration(distance: 220)  // ≈ 0.538 s
/// physics.frameCount(for: physics.decelerationDuration(distance: 220))  // 33 frames at 60 Hz
/// ```
public struct ScrollPhysics: Sendable, Equatable {
    /// The deceleration rate *d*: the share of the velocity kept every millisecond, as
    /// `UIScrollView.DecelerationRate`'s raw value. Between 0 and 1, exclusive; any other value counts
    /// as 0.998. Default 0.998 (`.normal`).
    public var decelerationRate: Double
    /// The display's frame rate: one `didScroll` per frame. Positive and finite; any other value
    /// counts as 60. Default 60, an iPhone without ProMotion.
    public var framesPerSecond: Double
    /// The velocity, in points per second, at which a deceleration stops. Positive and finite; any
    /// other value counts as 10. Default 10.
    public var stopVelocity: Double
    /// How long an animated `setContentOffset` takes. A negative value counts as zero (one frame).
    /// Default 300 milliseconds.
    public var animationDuration: Duration

    /// Creates physics from a deceleration rate, a frame rate, a stop velocity and an animation
    /// duration.
    /// - Parameters:
    ///   - decelerationRate: The share of the velocity kept every millisecond. Default 0.998.
    ///   - framesPerSecond: Frames shown per second. Default 60.
    ///   - stopVelocity: The velocity at which a deceleration stops, in points per second. Default 10.
    ///   - animationDuration: How long an animated move takes. Default 300 milliseconds.
    public init(
        decelerationRate: Double = 0.998, framesPerSecond: Double = 60, stopVelocity: Double = 10,
        animationDuration: Duration = .milliseconds(300)
    ) {
        self.decelerationRate = decelerationRate
        self.framesPerSecond = framesPerSecond
        self.stopVelocity = stopVelocity
        self.animationDuration = animationDuration
    }

    /// `UIScrollView.DecelerationRate.normal`: d = 0.998, at 60 frames per second.
    public static let normal = ScrollPhysics()
    /// `UIScrollView.DecelerationRate.fast`: d = 0.99, at 60 frames per second.
    public static let fast = ScrollPhysics(decelerationRate: 0.99)

    /// Where a release at `velocity` would come to rest with no stop velocity, as WWDC 2018's
    /// `project(initialVelocity:decelerationRate:)`: `offset + velocity · d / (1 − d) / 1000`.
    /// - Parameters:
    ///   - offset: The content offset at the release.
    ///   - velocity: The release velocity in points per second; positive toward larger offsets.
    /// - Returns: The projected offset, not clamped to the content.
    public func projectedOffset(from offset: Double, velocity: Double) -> Double {
        offset + velocity * rate / (1 - rate) / 1000
    }

    /// Where a free deceleration from a release at `velocity` stops: short of
    /// ``projectedOffset(from:velocity:)`` by `stopVelocity · d / (1 − d) / 1000` points (5 points at
    /// `.normal`, 1 at `.fast`); `offset` itself when `|velocity|` is at most ``stopVelocity``.
    ///
    /// This is the target UIKit proposes in `scrollViewWillEndDragging` before clamping. A
    /// ``ScrollSimulator`` whose container returns exactly this offset decelerates freely.
    /// - Parameters:
    ///   - offset: The content offset at the release.
    ///   - velocity: The release velocity in points per second; positive toward larger offsets.
    /// - Returns: The resting offset, not clamped to the content.
    public func freeRestingOffset(from offset: Double, velocity: Double) -> Double {
        offset + freeTravel(velocity: velocity)
    }

    /// How long a free deceleration from `velocity` lasts: `ln(|velocity| / stopVelocity) / k`, zero
    /// when `|velocity|` is at most ``stopVelocity``.
    /// - Parameter velocity: The release velocity in points per second.
    /// - Returns: The time from the release to the stop.
    public func freeDecelerationDuration(velocity: Double) -> Duration {
        .seconds(freeSeconds(velocity: velocity))
    }

    /// How long a deceleration to a target `distance` points away lasts:
    /// `T = ln(1 + |distance| · k / stopVelocity) / k`, with `k = −1000 ln d`; zero for no distance.
    /// - Parameter distance: The distance from the offset at the release to the target.
    /// - Returns: The time from the release to the target, when the velocity is ``stopVelocity``.
    public func decelerationDuration(distance: Double) -> Duration {
        .seconds(targetedSeconds(distance: distance))
    }

    /// The share of a targeted deceleration's distance covered `elapsed` after the release:
    /// `(1 − e^(−k t)) / (1 − e^(−k T))`, from 0 at the release to exactly 1 from
    /// ``decelerationDuration(distance:)`` on.
    /// - Parameters:
    ///   - elapsed: The time since the release.
    ///   - distance: The distance from the offset at the release to the target.
    /// - Returns: The progress, from 0 to 1.
    public func decelerationProgress(after elapsed: Duration, distance: Double) -> Double {
        decayCurve(seconds: targetedSeconds(distance: distance)).progress(at: Self.seconds(elapsed))
    }

    /// The share of an animation's distance covered `elapsed` after it started: `t / animationDuration`,
    /// exactly 1 from ``animationDuration`` on.
    /// - Parameter elapsed: The time since the animation started.
    /// - Returns: The progress, from 0 to 1.
    public func animationProgress(after elapsed: Duration) -> Double {
        animationCurve.progress(at: Self.seconds(elapsed))
    }

    /// How many frames a motion lasting `duration` is shown in: `⌈duration × framesPerSecond⌉`, at
    /// least 1.
    /// - Parameter duration: The motion's duration.
    /// - Returns: The number of frames, the last of which ends the motion.
    public func frameCount(for duration: Duration) -> Int {
        Self.frames(seconds: Self.seconds(duration), framesPerSecond: fps)
    }

    /// The time of a motion's `frame`th frame after its start: `frame / framesPerSecond` seconds,
    /// truncated to whole nanoseconds so that whole seconds of frames add up exactly (frame 1 at
    /// 60 Hz is 16,666,666 ns after the start, frame 60 exactly one second).
    /// - Parameter frame: The frame's number, counted from 1 for the first frame after the start; a
    ///   negative number counts as 0.
    /// - Returns: The time since the motion's start.
    public func time(ofFrame frame: Int) -> Duration {
        let nanoseconds = (Double(max(frame, 0)) * 1e9 / fps).rounded(.towardZero)
        return .nanoseconds(Int64(min(nanoseconds, 9e18)))
    }

    // MARK: Internals shared with the simulator

    /// The deceleration rate in use: ``decelerationRate`` when valid, else 0.998.
    var rate: Double { decelerationRate > 0 && decelerationRate < 1 ? decelerationRate : 0.998 }
    /// The frame rate in use: ``framesPerSecond`` when valid, else 60.
    var fps: Double { framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : 60 }
    /// The stop velocity in use: ``stopVelocity`` when valid, else 10.
    var stop: Double { stopVelocity.isFinite && stopVelocity > 0 ? stopVelocity : 10 }
    /// `−1000 ln d`: the decay per second.
    var k: Double { -1000 * log(rate) }

    /// The duration of a free deceleration from `velocity`, in seconds (the model's
    /// `DecelerationAxis.free`).
    func freeSeconds(velocity: Double) -> Double {
        guard velocity.isFinite, abs(velocity) > stop else { return 0 }
        return log(abs(velocity) / stop) / k
    }

    /// The travel of a free deceleration from `velocity` up to its stop (the model's `freeTravel`).
    func freeTravel(velocity: Double) -> Double {
        let duration = freeSeconds(velocity: velocity)
        guard duration > 0 else { return 0 }
        return (velocity / 1000) * rate * (1 - exp(-k * duration)) / (1 - rate)
    }

    /// The duration of a deceleration to a target `distance` away, in seconds (the model's
    /// `DecelerationAxis.toTarget`).
    func targetedSeconds(distance: Double) -> Double {
        guard distance.isFinite, distance != 0 else { return 0 }
        return log(1 + abs(distance) * k / stop) / k
    }

    /// The decay over `seconds`, as a curve from progress 0 to 1.
    func decayCurve(seconds: Double) -> MotionCurve {
        MotionCurve(duration: seconds, decay: k)
    }

    /// Constant velocity over ``animationDuration``.
    var animationCurve: MotionCurve {
        MotionCurve(duration: max(Self.seconds(animationDuration), 0), decay: nil)
    }

    /// `duration` in seconds.
    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// The frames a motion of `seconds` takes, at least 1. A product within a billionth of a frame
    /// of a whole number counts as that number, so that 0.3 s at 60 Hz is 18 frames, not 19.
    static func frames(seconds: Double, framesPerSecond: Double) -> Int {
        let exact = seconds * framesPerSecond
        guard exact.isFinite else { return Int(Int32.max) }
        return max(1, Int(min((exact - 1e-9).rounded(.up), Double(Int32.max))))
    }
}

/// The progress of one motion over its time: constant velocity, or an exponential decay scaled to
/// reach 1 at the motion's end.
struct MotionCurve {
    /// How long the motion lasts, in seconds.
    let duration: Double
    /// The decay per second, `k`; `nil` for constant velocity.
    let decay: Double?

    /// The progress `t` seconds after the start: 0 before it, exactly 1 from `duration` on.
    func progress(at t: Double) -> Double {
        guard duration > 0, t < duration else { return 1 }
        guard t > 0 else { return 0 }
        guard let k = decay else { return t / duration }
        return (1 - exp(-k * t)) / (1 - exp(-k * duration))
    }

    /// The time at which the motion reaches `progress`: the inverse of ``progress(at:)``.
    func time(atProgress progress: Double) -> Double {
        guard progress > 0 else { return 0 }
        guard progress < 1, duration > 0 else { return duration }
        guard let k = decay else { return progress * duration }
        return -log(1 - progress * (1 - exp(-k * duration))) / k
    }
}
