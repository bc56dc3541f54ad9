import PagedKit

/// The channel pager's tab row and the indicator bar under it, drawn from PagedKit's
/// `TabStripLayout`: each tab is a cell of its label and a column each side, the row scrolls to keep
/// the indicator centred (clamped at the ends) when the tabs are wider than the row, and the
/// indicator follows the pager's `position` continuously — during a drag, and straight across every
/// tab during an animated jump.
///
/// No name is ever cut inside a word: a title wider than the row is shortened by whole words, with
/// an ellipsis (``label(_:fitting:)``); a tab whose name the row's edge would cut is not drawn, and
/// a `…` in the row's outermost column stands for it; and the row scrolls so that the current tab is
/// always drawn whole.
public struct TabRow: Sendable, Equatable {
    /// The tab titles, in page order.
    public let titles: [String]
    /// The titles as drawn: each at most `width − 2` columns (``label(_:fitting:)``).
    public let labels: [String]
    /// The row's width in columns; tabs beyond it scroll.
    public let width: Int
    /// The geometry: one column per character, cells `label.count + 2` wide, no spacing.
    public let layout: TabStripLayout

    /// Stands for a tab the row's edge cuts, in the row's outermost column.
    public static let ellipsis: Character = "…"

    /// Creates a tab row.
    /// - Parameters:
    ///   - titles: The tab titles, in page order.
    ///   - width: The row's width in columns. Default: wide enough for every tab.
    public init(titles: [String], width: Int? = nil) {
        self.titles = titles
        let natural = titles.reduce(0) { $0 + $1.count + 2 }
        self.width = max(1, width ?? natural)
        let limit = max(1, self.width - 2)
        labels = titles.map { Self.label($0, fitting: limit) }
        layout = TabStripLayout(tabLengths: labels.map { Double($0.count + 2) }, viewportLength: Double(self.width))
    }

    /// `title` as a tab draws it in at most `limit` columns: whole, or shortened by dropping words
    /// from its end and adding `…` (`World News and Politics` in 16 columns: `World News and…`); a
    /// first word wider than `limit` leaves only the `…`. Never a part of a word.
    public static func label(_ title: String, fitting limit: Int) -> String {
        guard title.count > limit else { return title }
        var label = ""
        for word in title.split(separator: " ") {
            let longer = label.isEmpty ? String(word) : label + " " + word
            guard longer.count + 1 <= limit else { break }
            label = longer
        }
        return label + String(ellipsis)
    }

    /// Where each tab's cell starts in the whole row, in columns.
    public var cellStarts: [Int] {
        titles.indices.map { Int(layout.tab(at: $0)?.origin ?? 0) }
    }

    /// The columns of tab `index`'s cell in the whole row, if there is such a tab.
    func cell(_ index: Int) -> Range<Int>? {
        guard let span = layout.tab(at: index) else { return nil }
        let start = Int(span.origin.rounded())
        return start..<(start + labels[index].count + 2)
    }

    /// The first column of the row shown at `position`: the strip's scroll offset that centres the
    /// indicator, clamped to the row, then moved as little as needed to show the `current` tab whole.
    public func scrollOffset(position: Double, current: Int? = nil) -> Int {
        let centred = position.isFinite ? Int(layout.contentOffset(centering: position).rounded()) : 0
        guard let current, let cell = cell(current) else { return centred }
        return min(max(centred, cell.upperBound - width), cell.lowerBound)
    }

    /// The visible row in plain text: the current tab in brackets, `[Top]`, the others padded,
    /// ` World `; scrolled for `position`.
    public func plain(current: Int, position: Double) -> String {
        let cells = labels.indices.map { index in
            (index == current ? "[\(labels[index])]" : " \(labels[index]) ").map { ($0, false) }
        }
        return visible(cells, offset: scrollOffset(position: position, current: current))
    }

    /// The visible row for a terminal: the current tab in reverse video; scrolled for `position`.
    public func highlighted(current: Int, position: Double) -> String {
        let cells = labels.indices.map { index in " \(labels[index]) ".map { ($0, index == current) } }
        return visible(cells, offset: scrollOffset(position: position, current: current))
    }

    /// The indicator bar under the tab at `position`, sliding and stretching between two tabs at a
    /// fractional position (rule 15's linear interpolation), clamped to the first and last tab, in
    /// the columns of the row scrolled for `position` and `current`.
    public func indicator(position: Double, current: Int? = nil) -> String {
        guard !titles.isEmpty, position.isFinite else { return "" }
        let span = layout.indicator(at: position)
        let leading = Int(span.origin.rounded()) - scrollOffset(position: position, current: current)
        let length = max(1, Int(span.length.rounded()))
        let start = max(0, leading), end = min(width, leading + length)
        guard end > start else { return "" }
        return String(repeating: " ", count: start) + String(repeating: "━", count: end - start)
    }

    /// The columns `offset ..< offset + width` of the row, with reverse video where marked: a cell
    /// whose name the edges cut shows as spaces, with ``ellipsis`` in the row's first or last column
    /// (one that loses only a padding column shows its name).
    private func visible(_ cells: [[(Character, Bool)]], offset: Int) -> String {
        let rowEnd = offset + width
        var characters: [(Character, Bool)] = []
        var start = 0
        for cell in cells {
            defer { start += cell.count }
            let end = start + cell.count
            guard end > offset, start < rowEnd else { continue }
            if start >= offset && end <= rowEnd {
                characters += cell
                continue
            }
            let first = max(start, offset), last = min(end, rowEnd)
            // Only its padding is cut: the name shows whole.
            if start + 1 >= offset && end - 1 <= rowEnd {
                characters += cell[(first - start)..<(last - start)]
                continue
            }
            let shown = last - first
            var blank = Array(repeating: (Character(" "), false), count: shown)
            blank[start < offset ? 0 : shown - 1] = (Self.ellipsis, false)
            characters += blank
        }
        var text = "", isReversed = false
        for (character, reversed) in characters {
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
