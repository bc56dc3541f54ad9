import PagedDemoKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The scripted mode: plays the fixed scenario on the main queue, the banner's auto-scroll on
/// PagedKit's built-in `MainQueueScheduler`, writes the transcript, and exits 0 at the end.
@MainActor final class ScriptedSession {
    private let player: ScriptedPlayer

    /// Creates a session; nothing happens until ``start()``.
    init(timing: DemoTiming) {
        player = ScriptedPlayer(timing: timing) { line in Console.write(line + "\n") }
    }

    /// Starts the scenario; the process exits when it is over.
    func start() {
        player.start { exit(0) }
    }
}
