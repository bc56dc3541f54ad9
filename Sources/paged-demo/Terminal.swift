import PagedDemoKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal's raw mode: keys arrive one by one, unechoed; the original settings come back on
/// every way out (quit, Ctrl-C, SIGTERM, `exit`).
enum Terminal {
    /// The settings before raw mode, to restore. Touched only on the main thread (the quit path, the
    /// signal sources on the main queue, and `atexit` after them).
    nonisolated(unsafe) private static var original: termios?

    /// Whether standard input and output are both terminals.
    static var isInteractive: Bool {
        isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0
    }

    /// The width of standard output's terminal in columns: what `TIOCGWINSZ` reports, else
    /// `COLUMNS`; `nil` when neither tells (output that is not a terminal).
    static var columns: Int? {
        var size = winsize()
        let status = withUnsafeMutablePointer(to: &size) { ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), $0) }
        let environment = getenv("COLUMNS").map { String(cString: $0) }
        return PaneWidth.terminalColumns(reported: status == 0 ? Int(size.ws_col) : nil, environment: environment)
    }

    /// Switches standard input to raw mode, the screen to the alternate buffer, and hides the cursor.
    /// - Returns: Whether the terminal could be switched.
    static func enterRawMode() -> Bool {
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return false }
        original = settings
        // No line buffering, no echo, no ^V, no XON/XOFF, CR stays CR. ISIG stays on: Ctrl-C is a
        // real SIGINT, caught by the signal source, so the terminal is restored however the demo ends.
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
        settings.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &settings.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings) == 0 else {
            original = nil
            return false
        }
        atexit { Terminal.restore() }
        Console.write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J")
        return true
    }

    /// Restores the original settings, the main screen and the cursor; does nothing the second time.
    static func restore() {
        guard var settings = original else { return }
        original = nil
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
        Console.write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
    }
}
