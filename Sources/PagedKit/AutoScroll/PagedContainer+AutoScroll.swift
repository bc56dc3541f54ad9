extension PagedContainer {
    /// Whether auto-scroll is held back by ``pauseAutoScroll(for:)``.
    public var isAutoScrollPaused: Bool { !pauseReasons.isEmpty }

    /// Holds auto-scroll back for `reason` (a modal on top, VoiceOver focus, Reduce Motion) until
    /// ``resumeAutoScroll(for:)`` with the same reason. Pauses for different reasons are independent;
    /// pausing twice for one reason is the same as once.
    /// - Parameter reason: Why. Default ``AutoScrollPauseReason/host``.
    public func pauseAutoScroll(for reason: AutoScrollPauseReason = .host) {
        pauseReasons.insert(reason)
        cancelAutoScroll()
    }

    /// Lifts the pause for `reason`; when no reason is left, the interval starts again.
    /// - Parameter reason: The reason given to ``pauseAutoScroll(for:)``.
    public func resumeAutoScroll(for reason: AutoScrollPauseReason = .host) {
        guard pauseReasons.remove(reason) != nil, pauseReasons.isEmpty else { return }
        scheduleAutoScroll(after: .ready)
    }

    /// Whether auto-scroll may schedule a move at all.
    var canAutoScroll: Bool {
        configuration.autoScroll != nil && isReady && pageCount >= 2 && isVisible && pauseReasons.isEmpty
    }

    /// Replaces any pending move with one due after the delay `occasion` calls for, at rest; during
    /// an animated move, re-arms the watchdog instead.
    func scheduleAutoScroll(after occasion: AutoScrollTiming.Occasion) {
        if case .animating = motion {
            scheduleAutoScrollWatchdog()
            return
        }
        cancelAutoScroll()
        guard motion == .none,
            let delay = AutoScrollTiming.delay(for: configuration.autoScroll, canRun: canAutoScroll, after: occasion)
        else { return }
        arm(after: delay)
    }

    /// While an animated move runs, keeps a tick due one interval later, so a host that abandons the
    /// animation without reporting its end does not stall auto-scroll.
    func scheduleAutoScrollWatchdog() {
        cancelAutoScroll()
        guard let delay = AutoScrollTiming.delay(for: configuration.autoScroll, canRun: canAutoScroll, after: .move)
        else { return }
        watchdogTicks = animationTicks
        arm(after: delay)
    }

    private func arm(after delay: Duration) {
        autoScrollToken = scheduler.schedule(after: delay) { [weak self] in
            guard let self else { return }
            self.autoScrollToken = nil
            self.perform(.autoScrollTick)
        }
    }

    func cancelAutoScroll() {
        autoScrollToken?.cancel()
        autoScrollToken = nil
    }

    func applyAutoScrollTick() {
        guard canAutoScroll else { return }
        switch motion {
        case .dragging, .decelerating:
            return
        case .animating:
            if animationTicks != watchdogTicks {
                // Still ticking: a long animation, not an abandoned one. Look again an interval on.
                scheduleAutoScrollWatchdog()
                return
            }
            // The host abandoned the last move without reporting its end: rest where it is.
            let previous = motion
            comeToRest(animated: false, stoppingHost: previous)
        case .none:
            break
        }
        let next = AutoScrollTiming.nextPage(after: settledPage, pageCount: pageCount)
        // An auto-scroll move is a jump: it ends a memory-pressure reduction (rule 6).
        liftMemoryPressure()
        announce(next)
        animateJump(to: next)
    }
}
