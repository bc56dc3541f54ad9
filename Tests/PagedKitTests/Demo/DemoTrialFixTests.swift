import PagedDemoKit
import PagedKit
import PagedKitTesting
import Testing

/// Holding ← or → (the user trial's key repeats, sent faster than a page move completes): every press
/// moves one page, none is lost while a move runs and none counts twice. Timed by a `ManualScheduler`.
@Suite @MainActor struct DemoKeyRepeatTests {
    let scheduler = ManualScheduler()
    let demo: PagedDemo

    init() {
        demo = PagedDemo(timing: DemoTiming(), scheduler: scheduler)
        demo.start()
    }

    /// The length of one swipe of the demo at speed 1: the drag's frames and the deceleration's.
    static let swipeDuration = DemoTiming().scaled(
        DemoTiming.frameSeconds * Double(DemoTiming.dragFrames + DemoTiming.decelerationFrames))

    /// Presses `keys` one after another, `interval` apart.
    func press(_ keys: [Key], every interval: Duration) {
        for (index, key) in keys.enumerated() {
            if index > 0 { scheduler.advance(by: interval) }
            if let command = KeyMap.command(for: key) { demo.perform(command) }
        }
    }

    /// Plays everything scheduled until every pager is at rest.
    func settle() {
        demo.banner.pauseAutoScroll(for: .modal)
        var actions = 0
        while scheduler.runNext(), actions < 10_000 { actions += 1 }
        #expect(demo.isIdle)
        #expect(demo.bannerHost.violations.isEmpty && demo.channelHost.violations.isEmpty)
        #expect(demo.profileHost.violations.isEmpty)
    }

    func showChannels() {
        demo.perform(.switchPager)
        #expect(demo.visiblePager == .channels)
    }

    @Test func fivePressesInsideOneMoveLandFivePagesOn() {
        showChannels()
        // At 30 presses a second, as a terminal repeats a held key: all five before the first
        // swipe is over.
        press(Array(repeating: .right, count: 5), every: .milliseconds(33))
        #expect(scheduler.now < Self.swipeDuration)
        #expect(demo.channelHost.isMoving, "the first swipe is still under way")
        settle()
        #expect(demo.channels.currentPage == 5)
        #expect(demo.channels.settledPage == 5)
        #expect(demo.channels.position == 5)
    }

    /// Whatever the repeat rate — all presses at once, inside the drag, the deceleration or the
    /// moves they chain, or each after the last move is over — each press is one page.
    @Test(arguments: [0, 10, 33, 50, 90, 150, 250, 400])
    func everyPressCountsOnceAtAnyRepeatRate(milliseconds: Int) {
        showChannels()
        press(Array(repeating: .right, count: 6), every: .milliseconds(milliseconds))
        settle()
        #expect(demo.channels.currentPage == 6, "\(milliseconds) ms apart")
        press(Array(repeating: .left, count: 4), every: .milliseconds(milliseconds))
        settle()
        #expect(demo.channels.currentPage == 2, "\(milliseconds) ms apart")
    }

    @Test func aPressTheOtherWayTakesOnePageBack() {
        showChannels()
        press([.right, .right, .right, .left, .right], every: .milliseconds(33))
        settle()
        #expect(demo.channels.currentPage == 3)
    }

    @Test func holdingPastTheLastChannelStopsOnIt() {
        showChannels()
        demo.perform(.jump(9))
        settle()
        #expect(demo.channels.currentPage == 9)
        press(Array(repeating: .right, count: 6), every: .milliseconds(33))
        settle()
        #expect(demo.channels.currentPage == 11)
        #expect(demo.channels.settledPage == 11)
    }

    /// During an animated move (here an auto-scroll of the banner) a press pages on from the move's
    /// target; the banner loops.
    @Test func aPressDuringAnAnimatedMovePagesOnFromItsTarget() {
        #expect(demo.visiblePager == .banner && demo.banner.currentPage == 2)
        scheduler.advance(by: DemoTiming().autoScroll.interval)
        #expect(demo.bannerHost.isAnimating, "the auto-scroll to 3 is under way")
        press(Array(repeating: .right, count: 4), every: .milliseconds(33))
        settle()
        // 2, the auto-scroll to 3, then four presses: 7, which is 2 of 5.
        #expect(demo.banner.currentPage == 2)
        #expect(demo.banner.settledPage == 2)
        let rests = demo.log.entries.compactMap { entry -> String? in
            guard entry.pager == .banner, case .now(let label) = entry.event else { return nil }
            return label
        }
        #expect(rests.last == "2")
    }

    @Test func holdingOnTheProfileStepsThroughItsLists() {
        showChannels()
        demo.perform(.switchPager)
        #expect(demo.visiblePager == .profile)
        press(Array(repeating: .right, count: 3), every: .milliseconds(33))
        settle()
        #expect(demo.profile.currentPage == 3)
    }
}

/// The channel pane (and the profile, as wide) follows the terminal's width, with the transcript's
/// 44 columns when the width is not known.
@Suite @MainActor struct DemoPaneWidthTests {
    /// The columns a line takes on a terminal: its characters without the escape sequences.
    static func visibleWidth(_ line: String) -> Int {
        var count = 0, isEscape = false
        for character in line {
            if isEscape {
                if character.isLetter { isEscape = false }
            } else if character == "\u{1B}" {
                isEscape = true
            } else {
                count += 1
            }
        }
        return count
    }

    @Test(
        arguments: [
            (nil, 44), (0, 44), (-3, 44), (80, 76), (120, 116), (100, 96), (200, 116), (30, 26), (10, 24),
        ] as [(Int?, Int)])
    func thePaneFollowsTheTerminalWithinBounds(columns: Int?, width: Int) {
        #expect(PaneWidth.forTerminal(columns: columns) == width)
    }

    @Test(
        arguments: [
            (120, nil, 120), (120, "80", 120), (0, "100", 100), (nil, " 90 ", 90), (nil, "wide", nil), (nil, "-5", nil),
            (nil, nil, nil), (0, nil, nil),
        ] as [(Int?, String?, Int?)])
    func theTerminalsWidthIsWhatItReportsElseColumns(reported: Int?, environment: String?, columns: Int?) {
        #expect(PaneWidth.terminalColumns(reported: reported, environment: environment) == columns)
    }

    func channelScreen(columns: Int?) -> (demo: PagedDemo, lines: [String]) {
        let demo = PagedDemo(timing: DemoTiming(), scheduler: ManualScheduler())
        demo.terminalColumns = columns
        demo.start()
        demo.perform(.switchPager)
        return (demo, FrameRenderer.screen(demo))
    }

    @Test(arguments: [(80, 76), (120, 116)])
    func theChannelPaneFillsTheTerminal(columns: Int, width: Int) throws {
        let (demo, lines) = channelScreen(columns: columns)
        #expect(demo.paneWidth == width)
        let strip = try #require(lines.first { $0.hasPrefix("  ┃") })
        #expect(strip == "  ┃" + "│ Top · loaded 1× · line 0".fitted(width) + "┃")
        #expect(Self.visibleWidth(strip) == columns, "as wide as the terminal")
        let tabs = FrameRenderer.tabRow(demo)
        #expect(tabs.width == width + 2)
        // Each of the pane's lines fits the terminal.
        let pane = lines[2..<6]
        for line in pane {
            #expect(Self.visibleWidth(line) <= columns, "\(line)")
        }
        #expect(lines[2] == "  " + tabs.highlighted(current: 0, position: 0))
        // 80 columns and more hold all twelve tabs (the transcript's 46 do not): nothing is left out.
        #expect(!lines[2].contains("…"))
        #expect(lines[2].hasSuffix(" Games "))
    }

    @Test func anUnknownWidthKeepsTheTranscriptsPane() throws {
        let (demo, lines) = channelScreen(columns: nil)
        #expect(demo.paneWidth == 44)
        let strip = try #require(lines.first { $0.hasPrefix("  ┃") })
        #expect(strip == "  ┃│ Top · loaded 1× · line 0                  ┃")
        #expect(
            FrameRenderer.transcriptFrame(demo)[2].hasPrefix("channel ┃│ Top · loaded 1× · line 0                  ┃"))
        #expect(FrameRenderer.tabRow(demo).width == 46)
    }

    @Test(arguments: [nil, 80, 120] as [Int?])
    func theProfileIsAsWideAsTheChannelPane(columns: Int?) {
        let demo = PagedDemo(timing: DemoTiming(), scheduler: ManualScheduler())
        demo.terminalColumns = columns
        demo.start()
        demo.perform(.switchPager)
        demo.perform(.switchPager)
        let width = PaneWidth.forTerminal(columns: columns)
        let rows = ProfileRenderer.listRows(demo) + ProfileRenderer.headerLines(demo)
        #expect(!rows.isEmpty)
        for row in rows {
            #expect(row.count == width + 2, "\(row)")
        }
        #expect(ProfileRenderer.tabRow(demo).width == width + 2)
    }

    @Test func aResizeRedrawsAtTheNewWidth() {
        let (demo, lines) = channelScreen(columns: 120)
        demo.terminalColumns = 80
        let narrower = FrameRenderer.screen(demo)
        #expect(Self.visibleWidth(lines[4]) == 120)
        #expect(Self.visibleWidth(narrower[4]) == 80)
    }
}

/// The tab row never cuts a name inside a word, and always shows the current tab whole.
@Suite @MainActor struct DemoTabNameTests {
    static let long = [
        "Top Stories", "World News and Politics", "Business", "Science and Technology", "Sport", "Arts and Culture",
        "Travel", "Food and Drink", "Health", "Internationalisation",
    ]

    @Test(arguments: [
        ("Top", 3, "Top"), ("World News and Politics", 23, "World News and Politics"),
        ("World News and Politics", 22, "World News and…"), ("World News and Politics", 16, "World News and…"),
        ("World News and Politics", 15, "World News and…"), ("World News and Politics", 14, "World News…"),
        ("World News and Politics", 6, "World…"), ("World News and Politics", 5, "…"),
        ("Internationalisation", 12, "…"),
    ])
    func aLongNameIsShortenedByWholeWords(title: String, limit: Int, label: String) {
        #expect(TabRow.label(title, fitting: limit) == label)
        #expect(label.count <= limit)
    }

    /// The words a row shows: each is a whole word of a label, or the `…` that stands for what is
    /// left out.
    func expectWholeWords(_ row: TabRow, _ text: String, _ context: String) {
        let words = Set(row.labels.flatMap { $0.split(separator: " ").map(String.init) })
        let shown = text.split(whereSeparator: { $0 == " " || $0 == "[" || $0 == "]" }).map(String.init)
        for word in shown where word != "…" {
            #expect(words.contains(word), "\(context): \(word) is cut in \(text)")
        }
    }

    @Test(arguments: [16, 26, 46, 78])
    func noRowCutsANameAndTheCurrentTabIsWhole(width: Int) {
        let row = TabRow(titles: Self.long, width: width)
        for current in row.titles.indices {
            // At rest, half-way into a swipe either side, and far from the current tab (a jump).
            for position in [Double(current), Double(current) - 0.45, Double(current) + 0.45, 0, 9, 4.5] {
                let context = "width \(width), current \(current), position \(position)"
                let plain = row.plain(current: current, position: position)
                #expect(plain.count <= width, "\(context)")
                #expect(plain.contains("[\(row.labels[current])]"), "\(context): \(plain)")
                expectWholeWords(row, plain, context)
                let highlighted = row.highlighted(current: current, position: position)
                #expect(highlighted.contains("\u{1B}[7m \(row.labels[current]) \u{1B}[0m"), "\(context)")
            }
        }
    }

    @Test func namesWiderThanTheRowAreShortenedAndTheRestWhole() {
        let row = TabRow(titles: Self.long, width: 16)
        #expect(
            row.labels == [
                "Top Stories", "World News…", "Business", "Science and…", "Sport", "Arts and…", "Travel",
                "Food and Drink", "Health", "…",
            ])
        let second = row.plain(current: 1, position: 1)
        #expect(second.contains("[World News…]") && second.count == 16, "\(second)")
        #expect(row.plain(current: 0, position: 0) == "[Top Stories]  …")
    }

    /// The row of the trial: the channel tabs in the transcript's 46 columns, cut at `Trips`.
    @Test func theChannelRowLeavesOutTheTabItsEdgeWouldCut() {
        let row = TabRow(titles: ChannelLineup.standard.map(\.name), width: 46)
        #expect(row.plain(current: 0, position: 0) == "[Top] World  Biz  Tech  Sport  Arts  Sci     …")
        #expect(row.plain(current: 9, position: 9) == "… Arts  Sci  Trips  Food [Health] Auto  Games ")
        // Far into a jump from Top to Health the row still shows Top, whole; the indicator follows.
        #expect(row.plain(current: 0, position: 4.5).hasPrefix("[Top] World"))
        #expect(row.indicator(position: 4.5, current: 0).hasSuffix("━") == true)
        #expect(row.plain(current: 9, position: 6.15) == "… Tech  Sport  Arts  Sci  Trips  Food [Health]")
    }
}

extension String {
    /// The string cut or padded with spaces to `width` characters.
    fileprivate func fitted(_ width: Int) -> String {
        count >= width ? String(prefix(width)) : self + String(repeating: " ", count: width - count)
    }
}
