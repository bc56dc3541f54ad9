import PagedKit

/// The demo's pacing: every duration the demo waits is a duration of demo time divided by `speed`.
///
/// Speed 1 is real time: the banner advances every 2 s and an animation lasts 250 ms. The scripted
/// mode plays faster by default (``scriptedDefaultSpeed``) so the whole scenario takes a few seconds.
public struct DemoTiming: Sendable, Equatable {
    /// How much faster than real time the demo runs; values that are not finite and positive count as 1.
    public var speed: Double

    /// The scripted mode's default speed: the scenario takes under 6 s.
    public static let scriptedDefaultSpeed = 4.0

    /// Creates a pacing.
    /// - Parameter speed: How much faster than real time the demo runs. Default 1.
    public init(speed: Double = 1) {
        self.speed = speed.isFinite && speed > 0 ? speed : 1
    }

    /// The banner's auto-scroll interval in demo time, before scaling.
    public static let autoScrollSeconds = 2.0
    /// How long an animated `setContentOffset` takes in demo time, before scaling.
    public static let animationSeconds = 0.25
    /// The frames of one animated `setContentOffset`.
    public static let animationFrames = 8
    /// The frames of the finger's movement in one drag.
    public static let dragFrames = 4
    /// The frames of the deceleration after a drag.
    public static let decelerationFrames = 6
    /// The pause after a scripted step has come to rest, in demo time, before scaling.
    public static let stepPauseSeconds = 0.3
    /// How long a scripted step may wait for its condition, in demo time, before the script moves on.
    public static let stepTimeoutSeconds = 10.0

    /// The length of one frame in demo time, before scaling.
    public static var frameSeconds: Double { animationSeconds / Double(animationFrames) }

    /// The banner's auto-scroll configuration, scaled.
    public var autoScroll: AutoScroll {
        AutoScroll(interval: scaled(Self.autoScrollSeconds))
    }

    /// How long a scripted step may wait before the script moves on: ``stepTimeoutSeconds`` of demo
    /// time, but never under 3 s, so that at very high speeds the latency of real timers cannot end
    /// a step early.
    public var stepTimeout: Duration {
        max(scaled(Self.stepTimeoutSeconds), .seconds(3))
    }

    /// The wall-clock duration of `seconds` of demo time.
    /// - Parameter seconds: Demo time, in seconds.
    /// - Returns: `seconds / speed`, at least one microsecond.
    public func scaled(_ seconds: Double) -> Duration {
        let nanoseconds = max(1_000, (seconds / speed * 1e9).rounded())
        return .nanoseconds(Int64(min(nanoseconds, 1e15)))
    }
}
