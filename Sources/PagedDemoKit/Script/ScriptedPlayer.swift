import PagedKit

/// The scripted mode: plays ``DemoScript`` on a ``PagedDemo`` and writes each frame as plain text,
/// with the lifecycle events that came with it.
@MainActor public final class ScriptedPlayer {
    /// The demo played.
    public let demo: PagedDemo
    /// The script's runner.
    public let runner: ScriptRunner
    private let output: (String) -> Void
    private let timing: DemoTiming
    private var lastFrame: [String] = []

    /// Creates a player.
    /// - Parameters:
    ///   - timing: The pacing.
    ///   - scheduler: Times everything; `nil` means the main queue, with the containers on their
    ///     built-in `MainQueueScheduler`. Tests pass a `ManualScheduler`.
    ///   - steps: The steps. Default: ``DemoScript/steps``.
    ///   - output: Receives the transcript, one line at a time.
    public init(
        timing: DemoTiming, scheduler: (any PagingScheduler)? = nil, steps: [ScriptStep] = DemoScript.steps,
        output: @escaping (String) -> Void
    ) {
        self.timing = timing
        self.output = output
        demo = PagedDemo(timing: timing, scheduler: scheduler)
        runner = ScriptRunner(
            demo: demo, steps: steps, scheduler: scheduler ?? MainQueueScheduler(), timing: timing)
    }

    /// Whether the script is over.
    public var isFinished: Bool { runner.isFinished }

    /// Starts the demo and the script; `onFinish` runs once the last step is over and the demo stopped.
    public func start(onFinish: @escaping () -> Void = {}) {
        output(
            "paged-demo · the scripted scenario at \(FrameRenderer.number(timing.speed))× speed "
                + "(--speed N changes it; run it in a terminal to play with it)")
        runner.onCaption = { [weak self] caption in self?.output(caption) }
        runner.onFinish = { [weak self] in
            guard let self else { return }
            self.demo.stop()
            self.output("▶ done: \(self.demo.log.entries.count) events")
            onFinish()
        }
        demo.onUpdate = { [weak self] in
            self?.printFrame()
            self?.runner.check()
        }
        demo.start()
        runner.start()
    }

    private func printFrame() {
        let frame = FrameRenderer.transcriptFrame(demo)
        if frame != lastFrame {
            frame.forEach(output)
            lastFrame = frame
        }
        if let events = FrameRenderer.eventLine(demo.log.takeUnprinted()) {
            output(events)
        }
    }
}
