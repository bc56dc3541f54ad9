import PagedKit

/// Draws the demo: plain-text frames for the scripted transcript, and the full screen of the
/// interactive mode.
@MainActor public enum FrameRenderer {
    /// The banner strip's width in columns: 8 points each, so a card (70 % of 320 points) is 28
    /// columns, the spacing 1 and the strip of each neighbour at rest 5, its face shrunk into 3.
    public static let bannerWidth = 40
    /// The channel page strip's width in columns: the demo's ``PagedDemo/paneWidth``, which follows
    /// the terminal's width (``PaneWidth``).
    public static func channelWidth(_ demo: PagedDemo) -> Int { demo.paneWidth }
    /// The width of the label column of the transcript.
    static let labelWidth = 8

    // MARK: Pieces

    /// What the banner's viewport shows, framed: the card in the middle and, narrower and dimmed
    /// (`┊` edges), the ends of its neighbours: `┃  ┊   │ 2 ★ Free delivery          │   ┊ 3┃`.
    public static func bannerStrip(_ demo: PagedDemo) -> String {
        let (faces, spacing) = cardFaces(demo)
        let host = demo.bannerHost
        return "┃"
            + StripRenderer.render(
                faces: faces, contentOffset: host.contentOffset, contentLength: host.contentLength,
                viewportLength: host.viewportLength, width: bannerWidth, spacing: spacing) + "┃"
    }

    /// ``bannerStrip(_:)`` for a terminal: dimmed cards drawn faint.
    static func styledBannerStrip(_ demo: PagedDemo) -> String {
        let (faces, spacing) = cardFaces(demo)
        let host = demo.bannerHost
        return "┃"
            + StripRenderer.renderStyled(
                faces: faces, contentOffset: host.contentOffset, contentLength: host.contentLength,
                viewportLength: host.viewportLength, width: bannerWidth, spacing: spacing, faint: faint, reset: reset)
            + "┃"
    }

    /// The banner's placed cards as the host holds them, each drawn with the look its distance from
    /// the middle gives it (`forEachVisiblePage`); a placed card the container does not report as
    /// visible is drawn whole (it is off screen, or the strip shows the container's mistake).
    static func cardFaces(_ demo: PagedDemo) -> (faces: [StripRenderer.Face], spacing: Double) {
        let container = demo.banner, host = demo.bannerHost
        let length = container.pageLength
        var looks: [ObjectIdentifier: PageTransform] = [:]
        container.forEachVisiblePage { page, _, offsetInPages in
            looks[ObjectIdentifier(page)] = BannerCarousel.look(offsetInPages: offsetInPages, pageLength: length)
        }
        let faces = host.shownPlacements.map { placement -> StripRenderer.Face in
            let look = looks[ObjectIdentifier(placement.page)] ?? .identity
            let isDimmed = BannerCarousel.isDimmed(look)
            let drawn = length * look.scale
            let columns = StripRenderer.sampledColumns(
                origin: placement.offset + (length - drawn) / 2, length: drawn, contentOffset: host.contentOffset,
                viewportLength: host.viewportLength, width: bannerWidth)
            return StripRenderer.Face(
                text: placement.page.cardFace(width: columns, isDimmed: isDimmed), offset: placement.offset,
                length: length, scale: look.scale, isDimmed: isDimmed)
        }
        return (faces, max(0, container.configuration.pageSpacing))
    }

    /// `cards   1 at -1.00 ×0.85 α0.50 · 2 at 0.00 ×1.00 α1.00 · 3 at +1.00 ×0.85 α0.50`: each visible
    /// card in reading order (`forEachVisiblePage`), its distance from the middle in pitches
    /// (`offsetInPages`), and the width and opacity drawn from it.
    public static func cardLine(_ demo: PagedDemo) -> String {
        var cards: [String] = []
        demo.banner.forEachVisiblePage { page, _, offsetInPages in
            let look = BannerCarousel.look(offsetInPages: offsetInPages, pageLength: demo.banner.pageLength)
            cards.append("\(page.label) at \(signed(offsetInPages)) ×\(format(look.scale)) α\(format(look.alpha))")
        }
        return labelled("cards", cards.joined(separator: " · "))
    }

    /// What the channel pager's viewport shows, framed.
    public static func channelStrip(_ demo: PagedDemo) -> String {
        "┃" + strip(demo.channelHost, width: channelWidth(demo)) + "┃"
    }

    /// The channel tab row, as wide as the channel strip with its frame: with more channels than
    /// fit, it scrolls to keep the selection centred and the open channel's tab whole.
    public static func tabRow(_ demo: PagedDemo) -> TabRow {
        TabRow(titles: demo.channelSource.lineup.channels.map(\.name), width: channelWidth(demo) + 2)
    }

    /// `pos 2.38 settling loaded 3`: where the pager is, what it does, how many pages are loaded.
    public static func status<Page>(_ container: PagedContainer<Page>) -> String {
        "pos \(format(container.position)) \(describe(container.scrollState)) loaded \(container.loadedPageIndices.count)"
    }

    static func strip<Page: DemoPage>(_ host: TerminalHost<Page>, width: Int) -> String {
        StripRenderer.render(
            faces: host.shownPlacements.map { StripRenderer.Face(text: $0.page.face(width: width), offset: $0.offset) },
            contentOffset: host.contentOffset, contentLength: host.contentLength,
            viewportLength: host.viewportLength, width: width)
    }

    /// `+0.75`, `-1.00`, `0.00`: to two decimals, signed.
    static func signed(_ value: Double) -> String {
        let text = format(value)
        return text.hasPrefix("-") || text == "0.00" ? text : "+" + text
    }

    static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let fraction = magnitude % 100
        return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// `2`, `0.5`: to two decimals, without trailing zeros.
    static func number(_ value: Double) -> String {
        var text = format(value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `2 s`, `0.5 s`.
    static func seconds(_ value: Double) -> String {
        number(value) + " s"
    }

    static func describe(_ state: ScrollState) -> String {
        switch state {
        case .idle: "idle"
        case .dragging: "dragging"
        case .settling: "settling"
        }
    }

    static func labelled(_ label: String, _ text: String) -> String {
        label.fitted(to: labelWidth) + text
    }

    // MARK: Transcript

    /// The visible pager as plain text: two lines for the banner, three for the channel pager, the
    /// header's lines, the tabs and the lists' rows for the profile (``ProfileRenderer``).
    public static func transcriptFrame(_ demo: PagedDemo) -> [String] {
        switch demo.visiblePager {
        case .banner:
            let indicator = PageIndicator.render(count: demo.banner.pageCount, current: demo.banner.currentPage)
            let paused = demo.banner.isAutoScrollPaused ? " paused" : ""
            return [
                labelled("banner", "\(bannerStrip(demo)) \(indicator)  \(status(demo.banner))\(paused)"),
                cardLine(demo),
            ]
        case .channels:
            let tabs = tabRow(demo)
            return [
                labelled("tabs", tabs.plain(current: demo.channels.currentPage, position: demo.channels.position)),
                labelled("", tabs.indicator(position: demo.channels.position, current: demo.channels.currentPage)),
                labelled("channel", "\(channelStrip(demo)) \(status(demo.channels))"),
            ]
        case .profile:
            return ProfileRenderer.transcriptFrame(demo)
        }
    }

    /// `events  banner: load 3, appear 3 · channels: appear Top`, or `nil` when there are none.
    public static func eventLine(_ events: some Collection<LoggedEvent>) -> String? {
        guard !events.isEmpty else { return nil }
        var groups: [(pager: Pager, events: [String])] = []
        for entry in events {
            if let last = groups.last, last.pager == entry.pager {
                groups[groups.count - 1].events.append(entry.event.description)
            } else {
                groups.append((entry.pager, [entry.event.description]))
            }
        }
        return labelled(
            "events",
            groups.map { "\($0.pager.rawValue): " + $0.events.joined(separator: ", ") }
                .joined(separator: " · "))
    }

    /// The event line of the latest events that fit in `width` columns, whole events only.
    public static func recentEventLine(_ log: EventLog, width: Int) -> String? {
        var line: String?
        for count in 1...max(1, min(log.entries.count, 40)) {
            guard let longer = eventLine(log.recent(count)), longer.count <= width else { break }
            line = longer
        }
        return line
    }

    // MARK: Interactive screen

    /// Reverse video, bold and reset, for the interactive screen.
    static let reverse = "\u{1B}[7m"
    static let bold = "\u{1B}[1m"
    static let reset = "\u{1B}[0m"
    static let faint = "\u{1B}[2m"

    /// The interactive screen, with the visible pager, the live event line and the keys.
    public static func screen(_ demo: PagedDemo) -> [String] {
        var lines = [
            "\(bold)PagedKit demo\(reset) · \(demo.visiblePager.rawValue) · Tab shows the \(demo.visiblePager.next.rawValue)",
            "",
        ]
        switch demo.visiblePager {
        case .banner:
            let indicator = PageIndicator.render(count: demo.banner.pageCount, current: demo.banner.currentPage)
            let autoScroll =
                demo.banner.isAutoScrollPaused
                ? "auto-scroll paused (space resumes)"
                : "auto-scroll every \(seconds(DemoTiming.autoScrollSeconds / demo.timing.speed)) (space pauses)"
            lines += [
                "  " + styledBannerStrip(demo),
                "  " + indicator.centred(in: bannerWidth + 2),
                "  \(status(demo.banner)) · \(autoScroll)",
                "  " + cardLine(demo),
            ]
        case .channels:
            let tabs = tabRow(demo)
            let line = demo.openChannel.map { "line \($0.scrollLine)" } ?? "not loaded"
            lines += [
                "  " + tabs.highlighted(current: demo.channels.currentPage, position: demo.channels.position),
                "  " + tabs.indicator(position: demo.channels.position, current: demo.channels.currentPage),
                "  " + channelStrip(demo),
                "  \(status(demo.channels)) · feed \(line) (↑/↓ scroll it)",
            ]
        case .profile:
            lines += ProfileRenderer.screen(demo)
        }
        lines += [
            "",
            recentEventLine(demo.log, width: demo.terminalColumns.map { max($0, 40) } ?? 112)
                ?? labelled("events", ""),
            "loaded  banner \(loadedLabels(demo.banner)) · channels \(loadedLabels(demo.channels)) · profile "
                + loadedLabels(demo.profile),
            "",
            "←/→ swipe · Tab switch · \(KeyMap.jumpKeys(pageCount: demo.visiblePageCount)) jump · ↑/↓ feed or list · "
                + "m/M memory · r reload · \(demo.visiblePager == .channels ? "+/- add/remove channel · </> move it · " : "")"
                + "t 2/5 cards · space pause · q quit",
        ]
        return lines
    }

    static func loadedLabels<Page: DemoPage>(_ container: PagedContainer<Page>) -> String {
        let labels = container.loadedPageIndices.sorted().compactMap { container.page(at: $0)?.label }
        return "\(labels.count) (\(labels.joined(separator: " ")))"
    }
}

extension String {
    /// The string padded with spaces on both sides to about `width` characters.
    func centred(in width: Int) -> String {
        let padding = max(0, width - count)
        return String(repeating: " ", count: padding / 2) + self
    }
}
