/// The command line: `paged-demo [--script] [--speed N]`.
public struct DemoOptions: Sendable, Equatable {
    /// Whether `--script` forces the scripted mode.
    public var forcesScript = false
    /// The speed given with `--speed`, if any.
    public var speed: Double?
    /// Whether `--help` was asked for.
    public var showsHelp = false

    /// The usage text.
    public static let usage = """
        usage: paged-demo [--script] [--speed N]

          Shows PagedKit's jobs in a terminal: a looping, auto-advancing banner, a
          news-channel pager, and a profile whose header collapses over paged lists. Interactive when standard input and output are terminals;
          otherwise, or with --script, plays a fixed scenario as plain text and exits.

          --script    play the scripted scenario even in a terminal
          --speed N   play N times faster than real time (scripted default \(Int(DemoTiming.scriptedDefaultSpeed)), \
        interactive default 1)
          --help      show this text
        """

    /// Creates default options.
    public init() {}

    /// Parses the arguments (without the program name).
    /// - Throws: ``DemoOptionsError`` for an unknown argument or a bad speed.
    public init(arguments: [String]) throws(DemoOptionsError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--script": forcesScript = true
            case "--help", "-h": showsHelp = true
            case "--speed":
                guard let value = remaining.popFirst() else { throw .missingSpeed }
                speed = try Self.parseSpeed(value)
            case let other where other.hasPrefix("--speed="):
                speed = try Self.parseSpeed(String(other.dropFirst("--speed=".count)))
            default:
                throw .unknownArgument(argument)
            }
        }
    }

    private static func parseSpeed(_ text: String) throws(DemoOptionsError) -> Double {
        guard let value = Double(text), value.isFinite, value > 0 else { throw .badSpeed(text) }
        return value
    }

    /// The pacing for a mode: the given speed, or the mode's default.
    public func timing(scripted: Bool) -> DemoTiming {
        DemoTiming(speed: speed ?? (scripted ? DemoTiming.scriptedDefaultSpeed : 1))
    }
}

/// A command line the demo does not understand.
public enum DemoOptionsError: Error, Sendable, Equatable, CustomStringConvertible {
    case unknownArgument(String)
    case missingSpeed
    case badSpeed(String)

    public var description: String {
        switch self {
        case .unknownArgument(let argument): "unknown argument \(argument)"
        case .missingSpeed: "--speed needs a number"
        case .badSpeed(let text): "--speed needs a positive number, not \(text)"
        }
    }
}
