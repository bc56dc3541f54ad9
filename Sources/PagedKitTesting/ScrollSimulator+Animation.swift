extension ScrollSimulator {
    /// Runs the animation to its target in `ticks` equal steps, reporting `didScroll(toOffset:)`
    /// after each, then reports `didEndScrollingAnimation()`.
    ///
    /// If the container replaces the animation from inside a report (a second animated
    /// `setContentOffset`), the new one runs from where the content is, in `ticks` steps of its own;
    /// if the container ends it with a non-animated `setContentOffset`, nothing more is reported.
    /// Does nothing when no animation runs.
    /// - Parameter ticks: The number of steps for the rest of the way; values below 1 count as 1.
    ///   Default 4.
    /// - Complexity: O(`ticks`) reports per animation run.
    public func runAnimation(ticks: Int = 4) {
        guard drive(.animation, ticks: ticks) else { return }
        animation = nil
        report(.didEndScrollingAnimation)
    }

    /// Moves the animation part of the way, reporting one `didScroll(toOffset:)`; never reports
    /// its end, even on reaching the target (``runAnimation(ticks:)`` or ``reportAnimationEnd()``
    /// does that).
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
    /// The most steps one drive may take, across motions that replace one another, before the
    /// simulator gives up and records a violation (a container that restarts its animation forever).
    static var driveLimit: Int { 10_000 }

    /// Steps the motion of `kind` to its end in `ticks` steps, re-reading the state after every
    /// report, and starts over with `ticks` steps whenever the motion is replaced.
    /// - Returns: Whether a motion of `kind` is still under way and at its end: the caller reports the end.
    func drive(_ kind: MotionKind, ticks: Int) -> Bool {
        let steps = max(ticks, 1)
        var drivenID: Int?
        var startProgress = 0.0
        var done = 0
        var total = 0
        while var moving = motion(kind) {
            if moving.id != drivenID {
                drivenID = moving.id
                startProgress = moving.progress
                done = 0
            }
            if moving.progress >= 1 { return true }
            total += 1
            guard total <= Self.driveLimit else {
                recordViolation("the \(kind) was replaced or moved more than \(Self.driveLimit) times without ending")
                return false
            }
            done += 1
            moving.progress = done >= steps ? 1 : startProgress + (1 - startProgress) * Double(done) / Double(steps)
            setMotion(moving, kind)
            tick(to: moving.offset)
        }
        return false
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
