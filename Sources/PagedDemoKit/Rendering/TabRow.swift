import PagedKit

/// The channel pager's tab row and the indicator bar under it, drawn from PagedKit's
/// `TabStripLayout`: each tab is a cell of its title and a column each side, the row scrolls to keep
/// the indicator centred (clamped at the ends) when the tabs are wider than the row, and the
/// indicator follows the pager's `position` continuously — during a drag, and straight across every
/// tab during an animated jump.
public struct TabRow: Sendable, Equatable {
    /// The tab titles, in page order.
    public let titles: [String]
    /// The row's width in columns; tabs beyond it scroll.
    public let width: Int
    /// The geometry: one column per character, cells `title.count + 2` wide, no spacing.
    public let layout: TabStripLayout

    /// Creates a tab row.
    /// - Parameters:
    ///   - titles: The tab titles, in page order.
    ///   - width: The row's width in columns. Default: wide enough for every tab.
    public init(titles: [String], width: Int? = nil) {
        self.titles = titles
        let lengths = titles.map { Double($0.count + 2) }
        let natural = Int(lengths.reduce(0, +))
        self.width = max(1, width ?? natural)
        layout = TabStripLayout(tabLengths: lengths, viewportLength: Double(self.width))
    }

    /// Where each tab's cell starts in the whole row, in columns.
    public var cellStarts: [Int] {
        titles.indices.map { Int(layout.tab(at: $0)?.origin ?? 0) }
    }

    /// The first column of the row shown at `position`: the strip's scroll offset that centres the
    /// indicator, clamped to the row.
    public func scrollOffset(position: Double) -> Int {
        Int(layout.contentOffset(centering: position).rounded())
    }

    /// The visible row in plain text: the current tab in brackets, `[Top]`, the others padded,
    /// ` World `; scrolled for `position`.
    public func plain(current: Int, position: Double) -> String {
        let cells = titles.indices.map { $0 == current ? "[\(titles[$0])]" : " \(titles[$0]) " }
        return visible(cells.joined().map { ($0, false) }, position: position)
    }

    /// The visible row for a terminal: the current tab in reverse video; scrolled for `position`.
    public func highlighted(current: Int, position: Double) -> String {
        var characters: [(Character, Bool)] = []
        for (index, title) in titles.enumerated() {
            characters += " \(title) ".map { ($0, index == current) }
        }
        return visible(characters, position: position)
    }

    /// The indicator bar under the tab at `position`, sliding and stretching between two tabs at a
    /// fractional position (rule 15's linear interpolation), clamped to the first and last tab, in
    /// the columns of the visible row.
    public func indicator(position: Double) -> String {
        guard !titles.isEmpty, position.isFinite else { return "" }
        let span = layout.indicator(at: position)
        let leading = Int(span.origin.rounded()) - scrollOffset(position: position)
        let length = max(1, Int(span.length.rounded()))
        let start = max(0, leading), end = min(width, leading + length)
        guard end > start else { return "" }
        return String(repeating: " ", count: start) + String(repeating: "━", count: end - start)
    }

    /// The columns `scrollOffset(position:) ..< + width` of the row, with reverse video where marked.
    private func visible(_ characters: [(Character, Bool)], position: Double) -> String {
        let first = min(scrollOffset(position: position), characters.count)
        let shown = characters[first..<min(characters.count, first + width)]
        var text = "", isReversed = false
        for (character, reversed) in shown {
            if reversed != isReversed {
                text += reversed ? "\u{1B}[7m" : "\u{1B}[0m"
                isReversed = reversed
            }
            text.append(character)
        }
        if isReversed { text += "\u{1B}[0m" }
        return text
    }
}
