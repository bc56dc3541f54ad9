/// A key the interactive mode understands.
public enum Key: Sendable, Equatable {
    case left, right, up, down, tab, space
    /// Page Up and Page Down (`ESC [ 5 ~`, `ESC [ 6 ~`).
    case pageUp, pageDown
    /// Ctrl-C, when the terminal delivers it as a byte rather than a signal.
    case interrupt
    /// A printable character.
    case character(Character)
}
