/// How wide the channel pane and the profile's header and lists are drawn, in columns inside their
/// frame: as wide as the terminal allows, between ``minimum`` and ``maximum``, and ``fallback`` when
/// the terminal's width is not known (output that is not a terminal, and the scripted transcript,
/// which is the same everywhere).
public enum PaneWidth {
    /// The width when the terminal's is not known: the transcript's.
    public static let fallback = 44
    /// The narrowest pane: the status after it may wrap in a terminal narrower than this allows.
    public static let minimum = 24
    /// The widest pane: a 120-column terminal's.
    public static let maximum = 116
    /// The columns of the screen around a pane: the indent (2) and the frame (`┃` each side).
    public static let margin = 4

    /// The pane's width in a terminal `columns` wide: `columns − margin`, clamped to
    /// `minimum...maximum`; ``fallback`` for `nil` or a width that is not positive.
    public static func forTerminal(columns: Int?) -> Int {
        guard let columns, columns > 0 else { return fallback }
        return min(max(columns - margin, minimum), maximum)
    }

    /// The terminal's width in columns: what the terminal reported (`ioctl` `TIOCGWINSZ`), if
    /// positive; otherwise the `COLUMNS` environment variable, if it is a positive number; otherwise
    /// `nil`, unknown.
    public static func terminalColumns(reported: Int?, environment: String?) -> Int? {
        if let reported, reported > 0 { return reported }
        guard let text = environment?.trimmingSpaces, let columns = Int(text), columns > 0 else { return nil }
        return columns
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
