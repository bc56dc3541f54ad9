import PagedKit

/// One tab of the profile: a list of numbered rows under the shared collapsing header.
///
/// Like a `UITableView` under a header: its viewport is ``ProfileLayout/viewportRows`` tall, the
/// header floats over its top, and its bottom inset is what `PagedHeaderLayout.bottomInset` asks, so
/// that even a list shorter than the screen can collapse the header fully.
@MainActor public final class ProfileList: DemoPage, ScrollableListPage {
    /// The tab shown.
    public let channel: ProfileChannel
    /// The list's offset in rows, as the host last moved it.
    public var listOffset = 0.0
    /// The top row (numbered from 1) when the page last disappeared, if it has since not appeared.
    public private(set) var leftAtRow: Int?

    /// Creates a page.
    public init(channel: ProfileChannel) {
        self.channel = channel
    }

    /// The extra rows below the list that let it collapse the header fully.
    public var bottomInset: Double {
        ProfileLayout.header.bottomInset(
            contentHeight: Double(channel.rowCount), viewportHeight: Double(ProfileLayout.viewportRows))
    }

    public var maximumListOffset: Double {
        let header = ProfileLayout.header
        return max(
            0,
            header.expandedHeight + Double(channel.rowCount) + bottomInset - Double(ProfileLayout.viewportRows))
    }

    /// The number (from 1) of the first row under the header, for the header this list's own offset
    /// gives: row 1 until the header is pinned, then one more for every row scrolled past it.
    public var topRow: Int {
        let collapse = ProfileLayout.header.collapse(forListOffset: listOffset)
        return max(0, Int((listOffset - collapse).rounded())) + 1
    }

    /// The row (numbered from 1) the list shows `screenRow` rows below the top of its viewport, if any:
    /// `nil` above the first row and below the last.
    public func row(atScreenRow screenRow: Int) -> Int? {
        let number = Int(listOffset.rounded()) + screenRow - ProfileLayout.expandedRows + 1
        return number >= 1 && number <= channel.rowCount ? number : nil
    }

    /// `│ Posts 12 · …`, or blank where the list has no row; exactly `width` characters.
    public func rowFace(_ number: Int?, width: Int) -> String {
        guard let number else { return "".fitted(to: width) }
        let words = Self.words[(number * 7 + channel.name.count) % Self.words.count]
        return "│ \(channel.name) \(number) · \(words)".fitted(to: width)
    }

    /// What the rows say, so that neighbouring rows look different.
    private static let words = [
        "on the engine", "a note", "cards and looms", "Bernoulli numbers", "a letter", "the difference",
        "a poem", "tea with Babbage", "operations", "a table",
    ]

    /// Remembers the top row, for the note when the page appears again.
    public func pageDidDisappear() {
        leftAtRow = topRow
    }

    /// Forgets the row it was left on.
    /// - Returns: `Posts back on row 27 (left on row 27)` when the page appears again after
    ///   disappearing.
    public func pageDidAppear() -> String? {
        defer { leftAtRow = nil }
        return leftAtRow.map { "\(channel.name) back on row \(topRow) (left on row \($0))" }
    }

    public var label: String { channel.name }
    public var loadNote: String? { nil }

    /// `│ Posts · row 27 of 60`.
    public func face(width: Int) -> String {
        "│ \(channel.name) · row \(topRow) of \(channel.rowCount)".fitted(to: width)
    }
}
