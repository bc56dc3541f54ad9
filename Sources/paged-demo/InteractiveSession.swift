import Dispatch
import PagedDemoKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The interactive mode: keys in raw mode drive the demo, and the screen is redrawn after every
/// frame and every key.
@MainActor final class InteractiveSession {
    private let demo: PagedDemo
    private var decoder = KeyDecoder()
    private var input: (any DispatchSourceRead)?
    private var signalTrap: SignalTrap?
    private var resize: (any DispatchSourceSignal)?

    /// Creates a session; nothing happens until ``start()``.
    init(timing: DemoTiming) {
        demo = PagedDemo(timing: timing)
    }

    /// Enters raw mode and starts the demo and the key reader.
    /// - Returns: Whether the terminal could be put in raw mode.
    func start() -> Bool {
        guard Terminal.enterRawMode() else { return false }
        signalTrap = SignalTrap { [weak self] signalNumber in
            self?.quit(status: 128 + signalNumber)
        }
        demo.onUpdate = { [weak self] in self?.draw() }
        // The channel pane and the profile follow the terminal's width, read again on every resize.
        demo.terminalColumns = Terminal.columns
        let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        resize.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.terminalDidResize() }
        }
        resize.resume()
        self.resize = resize
        demo.start()
        let source = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readKeys() }
        }
        source.resume()
        input = source
        return true
    }

    private func readKeys() {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        guard count > 0 else {
            // End of input (or an error): nothing more can drive the demo.
            if count == 0 || errno != EINTR { quit(status: 0) }
            return
        }
        for key in decoder.decode(buffer[..<count]) {
            guard let command = KeyMap.command(for: key) else { continue }
            if command == .quit {
                quit(status: 0)
                return
            }
            demo.perform(command)
        }
    }

    private func terminalDidResize() {
        demo.terminalColumns = Terminal.columns
        draw()
    }

    private func draw() {
        let lines = FrameRenderer.screen(demo).map { $0 + "\u{1B}[K" }
        Console.write("\u{1B}[H" + lines.joined(separator: "\n") + "\u{1B}[J")
    }

    private func quit(status: Int32) {
        input?.cancel()
        resize?.cancel()
        demo.stop()
        Terminal.restore()
        exit(status)
    }
}
