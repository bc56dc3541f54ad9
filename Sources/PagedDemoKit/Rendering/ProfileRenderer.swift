import PagedKit

/// Draws the profile screen: the header's lines the collapse leaves (its top lines go first), the
/// tab row and its bar (always: the pinned part), then the rows of the lists under it — every placed
/// list at its own offset, so that a swipe slides one list out and the next in.
@MainActor public enum ProfileRenderer {
    /// The width of the header and the lists in columns, inside the frame: the channel pane's
    /// (``PagedDemo/paneWidth``).
    public static func width(_ demo: PagedDemo) -> Int { demo.paneWidth }

    /// The tab row, as wide as the lists with their frame.
    public static func tabRow(_ demo: PagedDemo) -> TabRow {
        TabRow(titles: demo.profileSource.channels.map(\.name), width: width(demo) + 2)
    }

    /// The header's lines shown for the profile's collapse: the last `4 − collapsed` of them, framed.
    public static func headerLines(_ demo: PagedDemo) -> [String] {
        let collapsed = ProfileLayout.collapsedRows(demo.profile.headerCollapse)
        let lines = ProfileLayout.headerLines
        let columns = width(demo)
        return lines[min(collapsed, lines.count)...].map { "┃" + " \($0)".fitted(to: columns) + "┃" }
    }

    /// The list rows under the header: one framed strip per row of the screen below the pinned part.
    public static func listRows(_ demo: PagedDemo) -> [String] {
        let host = demo.profileHost
        let collapsed = ProfileLayout.collapsedRows(demo.profile.headerCollapse)
        let first = ProfileLayout.expandedRows - collapsed
        let columns = width(demo)
        return (first..<ProfileLayout.viewportRows).map { screenRow in
            let faces = host.placements.map { placement in
                StripRenderer.Face(
                    text: placement.page.rowFace(placement.page.row(atScreenRow: screenRow), width: columns),
                    offset: placement.offset)
            }
            return "┃"
                + StripRenderer.render(
                    faces: faces, contentOffset: host.contentOffset, contentLength: host.contentLength,
                    viewportLength: host.viewportLength, width: columns) + "┃"
        }
    }

    /// `Posts rows 27–34 of 60 · offset 30 · header pinned`: the open list's rows on screen, its
    /// offset and the header's collapse.
    public static func listStatus(_ demo: PagedDemo) -> String {
        let header = header(demo.profile.headerCollapse)
        guard let page = demo.openProfileList else { return "not loaded · \(header)" }
        let first = ProfileLayout.expandedRows - ProfileLayout.collapsedRows(demo.profile.headerCollapse)
        let rows = (first..<ProfileLayout.viewportRows).compactMap { page.row(atScreenRow: $0) }
        let shown = rows.first.map { "rows \($0)–\(rows.last ?? $0)" } ?? "no rows"
        return "\(page.channel.name) \(shown) of \(page.channel.rowCount) · offset "
            + "\(FrameRenderer.number(page.listOffset)) · \(header)"
    }

    /// `header expanded`, `header collapsed 2 of 4`, `header pinned`.
    static func header(_ collapse: Double) -> String {
        let range = ProfileLayout.header.collapseRange
        if collapse <= 0 { return "header expanded" }
        if collapse >= range { return "header pinned" }
        return "header collapsed \(FrameRenderer.number(collapse)) of \(FrameRenderer.number(range))"
    }

    /// The profile as plain text: the header's lines, the tabs, the bar, the rows, the status.
    public static func transcriptFrame(_ demo: PagedDemo) -> [String] {
        let tabs = tabRow(demo)
        let position = demo.profile.position
        return frame(
            header: headerLines(demo), tabs: tabs.plain(current: demo.profile.currentPage, position: position),
            bar: tabs.indicator(position: position, current: demo.profile.currentPage), rows: listRows(demo),
            status: "\(FrameRenderer.status(demo.profile)) · \(listStatus(demo))", indent: nil)
    }

    /// The profile for a terminal: the current tab in reverse video.
    static func screen(_ demo: PagedDemo) -> [String] {
        let tabs = tabRow(demo)
        let position = demo.profile.position
        return frame(
            header: headerLines(demo),
            tabs: tabs.highlighted(current: demo.profile.currentPage, position: position),
            bar: tabs.indicator(position: position, current: demo.profile.currentPage), rows: listRows(demo),
            status: "\(FrameRenderer.status(demo.profile)) · \(listStatus(demo)) (↑/↓ scroll it)", indent: "  ")
    }

    /// Labels the lines for the transcript (`header`, `tabs`, `list`, `profile`), or indents them.
    private static func frame(
        header: [String], tabs: String, bar: String, rows: [String], status: String, indent: String?
    ) -> [String] {
        func line(_ label: String, _ text: String) -> String {
            indent.map { $0 + text } ?? FrameRenderer.labelled(label, text)
        }
        var lines = header.enumerated().map { line($0.offset == 0 ? "header" : "", $0.element) }
        lines.append(line("tabs", tabs))
        lines.append(line("", bar))
        lines += rows.enumerated().map { line($0.offset == 0 ? "list" : "", $0.element) }
        lines.append(line("profile", status))
        return lines
    }
}
