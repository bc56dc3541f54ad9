import PagedKit

/// Plays ``ScriptStep``s on a ``PagedDemo``, timed by a scheduler: each step starts a pause after the
/// previous one is over, and a step that is not over after ``DemoTiming/stepTimeout`` is abandoned,
/// so the script always ends.
///
/// The runner does not watch the demo itself: its owner calls ``check()`` after every update.
@MainActor public final class ScriptRunner {
    /// Hears each step's caption as it starts, and notes such as a timeout.
    public var onCaption: ((String) -> Void)?
    /// Called once, after the last step is over.
    public var onFinish: (() -> Void)?
    /// Whether every step is over.
    public private(set) var isFinished = false
    /// For each step started, how many events the log held when it started.
    public private(set) var eventCountsAtStepStart: [Int] = []

    private let demo: PagedDemo
    private let steps: [ScriptStep]
    private let scheduler: any PagingScheduler
    private let timing: DemoTiming
    private var index = -1
    /// How many events the log held when the current step started.
    private var eventsAtStart = 0
    private var isAdvancing = false
    private var timeout: (any Cancellable)?

    /// Creates a runner.
    /// - Parameters:
    ///   - demo: The demo to drive.
    ///   - steps: The steps. Default: ``DemoScript/steps``.
    ///   - scheduler: Times the pauses and timeouts.
    ///   - timing: The pacing.
    public init(
        demo: PagedDemo, steps: [ScriptStep] = DemoScript.steps, scheduler: any PagingScheduler, timing: DemoTiming
    ) {
        self.demo = demo
        self.steps = steps
        self.scheduler = scheduler
        self.timing = timing
    }

    /// Starts the first step after a pause.
    public func start() {
        advance()
    }

    /// Moves on once the current step is over; call it after every update of the demo.
    public func check() {
        guard !isAdvancing, steps.indices.contains(index), isOver(steps[index].action) else { return }
        advance()
    }

    private func isOver(_ action: ScriptStep.Action) -> Bool {
        guard demo.isIdle else { return false }
        switch action {
        case .perform:
            return true
        case .awaitAutoScrolls(let count):
            let moves = demo.log.entries[eventsAtStart...].count { entry in
                if entry.pager == .banner, case .now = entry.event { return true }
                return false
            }
            return moves >= count
        }
    }

    private func advance() {
        isAdvancing = true
        timeout?.cancel()
        timeout = nil
        let next = index + 1
        _ = scheduler.schedule(after: timing.scaled(DemoTiming.stepPauseSeconds)) { [weak self] in
            self?.begin(at: next)
        }
    }

    private func begin(at next: Int) {
        isAdvancing = false
        index = next
        guard steps.indices.contains(next) else {
            isFinished = true
            onFinish?()
            return
        }
        let step = steps[next]
        eventsAtStart = demo.log.entries.count
        eventCountsAtStepStart.append(eventsAtStart)
        timeout = scheduler.schedule(after: timing.stepTimeout) { [weak self] in
            guard let self, self.index == next, !self.isAdvancing else { return }
            self.onCaption?("  (step timed out; moving on)")
            self.advance()
        }
        onCaption?(step.caption)
        if case .perform(let command) = step.action {
            demo.perform(command)
        }
        check()
    }
}
