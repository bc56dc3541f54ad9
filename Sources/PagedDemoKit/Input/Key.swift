/// A key the interactive mode understands.
public enum Key: Sendable, Equatable {
    case left, right, up, down, tab, space
    /// Ctrl-C, when the terminal delivers it as a byte rather than a signal.
    case interrupt
    /// A printable character.
    case character(Character)
}
