extension ScrollSimulator {
    /// Runs the animation to its target in `ticks` steps, reporting `didScroll(toOffset:)` after
    /// each, then reports `didEndScrollingAnimation()`.
    ///
    /// Without ``physics`` the steps are equal. With physics the animation moves at constant velocity
    /// for ``ScrollPhysics/animationDuration``: by default one step per frame (18 at 300 ms and
    /// 60 Hz), each moving the ``clock`` one frame first; with a tick count, that many steps at
    /// equal times.
    ///
    /// If the container replaces the animation from inside a report (a second animated
    /// `setContentOffset`), the new one runs from where the content is, in `ticks` steps (or a whole
    /// duration) of its own; if the container ends it with a non-animated `setContentOffset`, nothing
    /// more is reported. Does nothing when no animation runs.
    /// - Parameter ticks: The number of steps for the rest of the way; values below 1 count as 1.
    ///   Default `nil`: one per frame with ``physics``, 4 without.
    /// - Complexity: O(`ticks`) reports per animation run, or O(frames) with ``physics`` and no tick
    ///   count.
    public func runAnimation(ticks: Int? = nil) {
        guard drive(.animation, ticks: ticks) else { return }
        animation = nil
        report(.didEndScrollingAnimation)
    }

    /// Moves the animation part of the way, reporting one `didScroll(toOffset:)`; never reports
    /// its end, even on reaching the target (``runAnimation(ticks:)`` or ``reportAnimationEnd()``
    /// does that). The ``clock`` does not move.
    /// - Parameter fraction: The share of the whole animation to add, from 0 to 1.
    public func advanceAnimation(fraction: Double) {
        guard var moving = animation, fraction.isFinite, fraction > 0 else { return }
        moving.progress = min(1, moving.progress + fraction)
        animation = moving
        tick(to: moving.offset)
    }

    /// Stops the animation where it is, reporting nothing: a host that abandons an animation.
    public func abandonAnimation() {
        animation = nil
    }

    /// Moves the content to the animation's target with one `didScroll(toOffset:)` and stops, without
    /// `didEndScrollingAnimation()`: a host that never reports the end.
    public func finishAnimationWithoutReport() {
        guard let moving = animation else { return }
        animation = nil
        tick(to: moving.to)
    }

    /// Reports `didEndScrollingAnimation()` now, whatever the simulator is doing: a late or spurious
    /// report. Changes no state.
    public func reportAnimationEnd() {
        report(.didEndScrollingAnimation)
    }
}

/// Which of the simulator's motions a loop drives.
enum MotionKind {
    case animation
    case deceleration
}

extension ScrollSimulator {
    /// The most steps one drive may take, across motions that replace one another (beyond the current
    /// motion's own frames with physics), before the simulator gives up and records a violation (a
    /// container that restarts its animation forever).
    static var driveLimit: Int { 10_000 }

    /// Steps the motion of `kind` to its end, re-reading the state after every report, and starts
    /// over with a new schedule whenever the motion is replaced.
    /// - Parameter ticks: The number of steps, or `nil` for one per frame with ``physics`` and 4
    ///   without.
    /// - Returns: Whether a motion of `kind` is still under way and at its end: the caller reports the end.
    func drive(_ kind: MotionKind, ticks: Int?) -> Bool {
        var drivenID: Int?
        var schedule: MotionSchedule?
        var done = 0
        var total = 0
        while var moving = motion(kind) {
            if moving.id != drivenID {
                drivenID = moving.id
                schedule = makeSchedule(for: moving, kind, ticks: ticks)
                done = 0
            }
            guard let schedule else { return false }
            if moving.progress >= 1 { return true }
            total += 1
            // A long physics motion is no runaway: its own frames do not count toward the limit.
            guard total <= Self.driveLimit + (schedule.timing == nil ? 0 : schedule.steps) else {
                recordViolation("the \(kind) was replaced or moved more than \(Self.driveLimit) times without ending")
                return false
            }
            done += 1
            if let clock, let start = schedule.clockStart, let elapsed = schedule.clockTime(afterStep: done) {
                clock.advance(to: start + elapsed)
                // An action due in this frame may have moved, replaced or stopped the motion.
                guard let current = motion(kind), current.id == drivenID else { continue }
                moving = current
            }
            moving.progress = schedule.progress(afterStep: done)
            setMotion(moving, kind)
            tick(to: moving.offset)
        }
        return false
    }

    /// How the rest of `moving` is stepped: in equal steps, or along the curve of ``physics``.
    func makeSchedule(for moving: Motion, _ kind: MotionKind, ticks: Int?) -> MotionSchedule {
        guard let physics else {
            return MotionSchedule(steps: max(ticks ?? 4, 1), startProgress: moving.progress)
        }
        let curve = curve(of: moving, kind, physics)
        // A motion moved part of the way by `advance…(fraction:)` goes on from the time it is at.
        let startTime = curve.time(atProgress: moving.progress)
        let remaining = max(curve.duration - startTime, 0)
        let steps = ticks.map { max($0, 1) } ?? ScrollPhysics.frames(seconds: remaining, framesPerSecond: physics.fps)
        return MotionSchedule(
            steps: steps, startProgress: moving.progress,
            timing: .init(
                physics: physics, curve: curve, startTime: startTime, remaining: remaining,
                stepsAreFrames: ticks == nil),
            clockStart: clock?.now)
    }

    /// The closed-form curve `moving` follows under `physics`.
    func curve(of moving: Motion, _ kind: MotionKind, _ physics: ScrollPhysics) -> MotionCurve {
        switch kind {
        case .animation:
            return physics.animationCurve
        case .deceleration:
            if let velocity = moving.freeVelocity {
                return physics.decayCurve(seconds: physics.freeSeconds(velocity: velocity))
            }
            return physics.decayCurve(seconds: physics.targetedSeconds(distance: moving.to - moving.from))
        }
    }

    /// The whole duration of `moving` under `physics`, from its start.
    func plannedDuration(of moving: Motion, _ kind: MotionKind, _ physics: ScrollPhysics) -> Duration {
        .seconds(curve(of: moving, kind, physics).duration)
    }

    func motion(_ kind: MotionKind) -> Motion? {
        switch kind {
        case .animation: animation
        case .deceleration: deceleration
        }
    }

    func setMotion(_ motion: Motion?, _ kind: MotionKind) {
        switch kind {
        case .animation: animation = motion
        case .deceleration: deceleration = motion
        }
    }
}

/// How one drive steps the rest of one motion: its progress and, with physics, its time after each
/// step.
struct MotionSchedule {
    /// The time of a schedule that follows a physics curve.
    struct Timing {
        let physics: ScrollPhysics
        let curve: MotionCurve
        /// Where on the curve the drive starts, in seconds since the motion's start.
        let startTime: Double
        /// The curve's time left from `startTime`, in seconds.
        let remaining: Double
        /// Whether each step is one display frame (no tick count) rather than an equal share of
        /// `remaining`.
        let stepsAreFrames: Bool

        /// The time since the drive's start after `step` steps.
        func elapsed(afterStep step: Int, of steps: Int) -> Duration {
            stepsAreFrames ? physics.time(ofFrame: step) : .seconds(remaining * Double(step) / Double(steps))
        }
    }

    /// The number of steps to the end; the last lands exactly on the target.
    let steps: Int
    /// The motion's progress when the drive started.
    let startProgress: Double
    /// The physics curve followed, or `nil` for equal steps of progress.
    var timing: Timing?
    /// The clock's time when the drive started, or `nil` to leave the clock alone.
    var clockStart: Duration?

    /// The motion's progress after `step` steps: exactly 1 after the last.
    func progress(afterStep step: Int) -> Double {
        guard step < steps else { return 1 }
        guard let timing else { return startProgress + (1 - startProgress) * Double(step) / Double(steps) }
        let time = timing.startTime + ScrollPhysics.seconds(timing.elapsed(afterStep: step, of: steps))
        return max(startProgress, timing.curve.progress(at: time))
    }

    /// How far the clock has moved since the drive started after `step` steps, or `nil` when the
    /// schedule does not move the clock.
    func clockTime(afterStep step: Int) -> Duration? {
        timing?.elapsed(afterStep: step, of: steps)
    }
}
