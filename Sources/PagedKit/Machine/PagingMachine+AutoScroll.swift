extension PagingMachine {
    /// Holds auto-scroll back for `reason` until the same reason is resumed.
    mutating func pauseAutoScroll(for reason: AutoScrollPauseReason) {
        pauseReasons.insert(reason)
        // Holds back auto-scroll moves; the watchdog of a move under way stays.
        scheduleAutoScroll(after: .ready)
    }

    /// Lifts the pause for `reason`; when no reason is left, the interval starts again.
    mutating func resumeAutoScroll(for reason: AutoScrollPauseReason) {
        guard pauseReasons.remove(reason) != nil, pauseReasons.isEmpty else { return }
        scheduleAutoScroll(after: .ready)
    }

    /// Whether auto-scroll may schedule a move at all.
    var canAutoScroll: Bool {
        configuration.autoScroll != nil && isReady && pageCount >= 2 && isVisible && pauseReasons.isEmpty
    }

    /// Replaces any pending move with one due after the delay `occasion` calls for, at rest; during
    /// an animated move, re-arms the abandonment watchdog instead (the next move is timed from that
    /// move's rest); during a drag or a settle, schedules nothing (its rest will).
    mutating func scheduleAutoScroll(after occasion: AutoScrollTiming.Occasion) {
        if case .animating = motion {
            scheduleWatchdog()
            return
        }
        guard motion == .none,
            let delay = AutoScrollTiming.delay(for: configuration.autoScroll, canRun: canAutoScroll, after: occasion)
        else {
            cancelAutoScroll()
            return
        }
        arm(after: delay)
    }

    /// While an animated move runs (a jump, a step or an auto-scroll move), keeps the timer due
    /// ``AutoScrollTiming/abandonmentTimeout`` on: a host that drops the animation without reporting
    /// its end does not leave the container settling forever. It fires as abandonment only when the
    /// host reported nothing in between; a move whose reports keep arriving is never cut, whatever
    /// the auto-scroll interval.
    mutating func scheduleWatchdog() {
        if case .animating(let target, true) = motion { motion = .animating(targetSlot: target, sawReport: false) }
        arm(after: AutoScrollTiming.abandonmentTimeout)
    }

    /// Replaces the timer with one due after `delay`.
    private mutating func arm(after delay: Duration) {
        timerIsArmed = true
        emit(.scheduleTimer(after: delay))
    }

    mutating func cancelAutoScroll() {
        guard timerIsArmed else { return }
        timerIsArmed = false
        emit(.cancelTimer)
    }

    /// The timer fired: at rest, the next auto-scroll move; during an animated move, the watchdog.
    mutating func applyTimerTick() {
        timerIsArmed = false
        switch motion {
        case .dragging, .decelerating:
            return
        case .animating(_, let sawReport):
            if sawReport {
                // Still reporting: a long animation, not an abandoned one. Look again later.
                scheduleWatchdog()
                return
            }
            // A full timeout without a report: the host dropped the move. Rest where it is; the rest
            // times the next auto-scroll move (rule 8).
            let previous = motion
            comeToRest(animated: false, stoppingHost: previous)
        case .none:
            guard canAutoScroll else { return }
            let next = AutoScrollTiming.nextPage(after: settledPage, pageCount: pageCount)
            // An auto-scroll move is a jump: it ends a memory-pressure reduction (rule 6).
            liftMemoryPressure()
            cause = .autoScroll
            announce(next)
            animateJump(to: next)
        }
    }
}
