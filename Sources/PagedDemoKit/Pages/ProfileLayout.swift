import PagedKit

/// The profile screen's geometry, in terminal rows: one row is one point of PagedKit's list offsets.
///
/// The header is the profile's four lines above the tab row and its indicator bar; it collapses as
/// the current list scrolls up until only the tab row and the bar remain pinned. Each list's
/// viewport is the whole screen below the title, header included: the header floats over the top of
/// the list, as it does over a `UITableView` whose top inset is the header's height.
public enum ProfileLayout {
    /// The header's lines above the tabs: name, bio, place, stats.
    public static let headerLines = [
        "Ada Lovelace · @ada",
        "Notes on the Analytical Engine, and poems",
        "London · joined 1843",
        "128 posts · 4.2k followers · 97 following",
    ]
    /// The pinned part of the header: the tab row and its indicator bar.
    public static let pinnedRows = 2
    /// Rows of the screen below the title: the header and the list under it.
    public static let viewportRows = 10

    /// The header: 6 rows expanded, 2 pinned, so it collapses by 4.
    public static let header = PagedHeaderLayout(
        expandedHeight: Double(headerLines.count + pinnedRows), pinnedHeight: Double(pinnedRows))

    /// The header's rows when expanded.
    public static var expandedRows: Int { headerLines.count + pinnedRows }

    /// The whole rows the header is collapsed by for a collapse in points, within `0...collapseRange`.
    public static func collapsedRows(_ collapse: Double) -> Int {
        let range = Int(header.collapseRange.rounded())
        return collapse.isFinite ? min(max(Int(collapse.rounded()), 0), range) : 0
    }
}
