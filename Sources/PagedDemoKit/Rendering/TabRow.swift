/// The channel pager's tab row and the indicator bar under it, which follows the pager's
/// `position` continuously: during a drag, and across every tab during an animated jump.
public struct TabRow: Sendable, Equatable {
    /// The tab titles, in page order.
    public let titles: [String]

    /// Creates a tab row.
    public init(titles: [String]) {
        self.titles = titles
    }

    /// Where each tab's cell starts, in columns; every cell is its title plus a column each side.
    public var cellStarts: [Int] {
        var starts: [Int] = []
        var column = 0
        for title in titles {
            starts.append(column)
            column += title.count + 2
        }
        return starts
    }

    /// The row in plain text: the current tab in brackets, `[Top]`, the others padded, ` World `.
    public func plain(current: Int) -> String {
        titles.indices.map { $0 == current ? "[\(titles[$0])]" : " \(titles[$0]) " }.joined()
    }

    /// The row for a terminal: the current tab in reverse video.
    public func highlighted(current: Int) -> String {
        titles.indices.map { $0 == current ? "\u{1B}[7m \(titles[$0]) \u{1B}[0m" : " \(titles[$0]) " }.joined()
    }

    /// The indicator bar under the tab at `position`, sliding and stretching between two tabs at a
    /// fractional position; clamped to the first and last tab.
    public func indicator(position: Double) -> String {
        guard !titles.isEmpty, position.isFinite else { return "" }
        let starts = cellStarts
        let clamped = min(max(position, 0), Double(titles.count - 1))
        let index = Int(clamped.rounded(.down))
        let fraction = clamped - Double(index)
        let next = min(index + 1, titles.count - 1)
        let start = Double(starts[index]) + (Double(starts[next]) - Double(starts[index])) * fraction
        let width =
            Double(titles[index].count + 2) + Double(titles[next].count - titles[index].count) * fraction
        let leading = Int(start.rounded())
        return String(repeating: " ", count: leading) + String(repeating: "━", count: max(1, Int(width.rounded())))
    }
}
