#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Unbuffered writes to the standard streams, so a transcript piped elsewhere arrives frame by
/// frame and nothing is lost when the demo calls `exit`.
enum Console {
    /// Writes `text` to standard output.
    static func write(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    /// Writes `text` and a newline to standard error.
    static func error(_ text: String) {
        write(text + "\n", to: STDERR_FILENO)
    }

    private static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                    Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                #else
                    Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
