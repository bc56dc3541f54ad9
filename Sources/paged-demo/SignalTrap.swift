import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns SIGINT and SIGTERM into a call on the main queue, where the terminal can be restored
/// safely (a C signal handler could not).
@MainActor final class SignalTrap {
    private var sources: [any DispatchSourceSignal] = []

    /// Starts catching SIGINT and SIGTERM; `handler` gets the signal number.
    init(handler: @escaping @MainActor (Int32) -> Void) {
        for signalNumber in [SIGINT, SIGTERM] {
            // The default action would end the process before the source runs.
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler {
                MainActor.assumeIsolated { handler(signalNumber) }
            }
            source.resume()
            sources.append(source)
        }
    }
}
