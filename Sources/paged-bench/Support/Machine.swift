#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the bench ran on, for the report.
enum Machine {
    /// `uname -a`'s fields: system, node, release, version, machine.
    static var system: String {
        var info = utsname()
        guard uname(&info) == 0 else { return "unknown" }
        let fields = [
            field(&info.sysname), field(&info.nodename), field(&info.release), field(&info.version),
            field(&info.machine),
        ]
        return fields.joined(separator: " ")
    }

    /// Online processors (`nproc`).
    static var processors: Int {
        Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    /// The CPU model from `/proc/cpuinfo`, where there is one.
    static var cpuModel: String {
        guard let line = readLines(of: "/proc/cpuinfo").first(where: { $0.hasPrefix("model name") }),
            let colon = line.firstIndex(of: ":")
        else { return "unknown" }
        return String(line[line.index(after: colon)...]).trimmingSpaces
    }

    /// The 1-, 5- and 15-minute load averages from `/proc/loadavg`, where there is one.
    static var loadAverage: String {
        guard let line = readLines(of: "/proc/loadavg").first else { return "unknown" }
        return line.split(separator: " ").prefix(3).joined(separator: " ")
    }

    private static func field<T>(_ value: inout T) -> String {
        withUnsafePointer(to: &value) { pointer in
            pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout<T>.size) { String(cString: $0) }
        }
    }

    private static func readLines(of path: String) -> [String] {
        guard let file = fopen(path, "r") else { return [] }
        defer { fclose(file) }
        var lines: [String] = []
        var buffer = [CChar](repeating: 0, count: 4_096)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            var line = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            if line.hasSuffix("\n") { line.removeLast() }
            lines.append(line)
        }
        return lines
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " || text.first == "\t" { text.removeFirst() }
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return String(text)
    }
}
