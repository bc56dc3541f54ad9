import PagedDemoKit
import PagedKit
import PagedKitTesting
import Testing

/// The profile screen: a collapsing header over four paged lists (contract rule 16), driven as the
/// keys drive it, on a `ManualScheduler`.
@Suite @MainActor struct DemoProfileTests {
    let scheduler = ManualScheduler()
    let demo: PagedDemo

    init() {
        demo = PagedDemo(timing: DemoTiming(), scheduler: scheduler)
        demo.start()
        // Tab twice: the banner hides (its auto-scroll stops), then the channels, and the profile shows.
        perform(.switchPager)
        perform(.switchPager)
    }

    /// Performs a command and plays every frame it started.
    private func perform(_ command: DemoCommand) {
        demo.perform(command)
        var actions = 0
        while scheduler.runNext(), actions < 10_000 { actions += 1 }
    }

    private var range: Double { ProfileLayout.header.collapseRange }
    private func list(_ index: Int) -> ProfileList? { demo.profile.page(at: index) }
    private var frame: [String] { ProfileRenderer.transcriptFrame(demo) }

    @Test func theProfileShowsItsWholeHeaderOverTheFirstRowsOfPosts() throws {
        #expect(demo.visiblePager == .profile)
        #expect(demo.profile.header == ProfileLayout.header)
        #expect(range == 4)
        let frame = self.frame
        #expect(frame.count == ProfileLayout.viewportRows + 1)
        #expect(frame[0] == "header  ┃ Ada Lovelace · @ada" + String(repeating: " ", count: 24) + "┃")
        #expect(frame[4].hasPrefix("tabs    [Posts] Replies  Media  Likes"))
        #expect(frame[6].hasPrefix("list    ┃│ Posts 1 · "))
        #expect(frame.last?.hasSuffix("Posts rows 1–4 of 60 · offset 0 · header expanded") == true)
        // The interactive screen: the same rows, the open tab in reverse video.
        let screen = FrameRenderer.screen(demo)
        #expect(screen.contains { $0.hasPrefix("  \u{1B}[7m Posts \u{1B}[0m Replies ") })
        #expect(screen.contains { $0.hasPrefix("  ┃│ Posts 1 · ") })
        #expect(screen.contains { $0.hasPrefix("  pos 0.00 idle loaded 2 · Posts rows 1–4 of 60") })
    }

    @Test func theHeaderCollapsesRowByRowThenPinsUnderTheTabs() throws {
        perform(.scrollFeed(1))
        #expect(demo.profile.headerCollapse == 1)
        #expect(!frame.contains { $0.contains("Ada Lovelace") })
        #expect(frame[0].hasPrefix("header  ┃ Notes on the Analytical Engine"))
        #expect(frame.last?.hasSuffix("Posts rows 1–5 of 60 · offset 1 · header collapsed 1 of 4") == true)
        perform(.scrollFeed(2))
        #expect(demo.profile.headerCollapse == 3)
        #expect(ProfileRenderer.headerLines(demo).count == 1)
        perform(.scrollFeed(10))
        #expect(demo.profile.headerCollapse == range, "pinned")
        #expect(ProfileRenderer.headerLines(demo).isEmpty)
        // Only the tabs and their bar stay above the list, which scrolls on under them.
        #expect(frame[0].hasPrefix("tabs    [Posts]"))
        #expect(frame[2].hasPrefix("list    ┃│ Posts 10 · "))
        #expect(frame.last?.hasSuffix("Posts rows 10–17 of 60 · offset 13 · header pinned") == true)
        #expect(demo.log.entries.contains(LoggedEvent(.profile, .header(collapse: 4, range: 4))))
        #expect(demo.log.entries.last?.description == "profile: header pinned")
    }

    @Test func aShortListCanCollapseTheHeaderFully() throws {
        perform(.jump(2))
        let media = try #require(list(2))
        #expect(media.channel.rowCount == 4)
        // 10 rows of viewport, 2 pinned, 4 of rows: 4 rows of bottom inset; the list scrolls exactly
        // as far as the header collapses.
        #expect(media.bottomInset == 4)
        #expect(media.maximumListOffset == range)
        perform(.scrollFeed(10))
        #expect(media.listOffset == range)
        #expect(demo.profile.headerCollapse == range)
        let frame = self.frame
        #expect(frame[2].hasPrefix("list    ┃│ Media 1 · "))
        #expect(frame[5].hasPrefix("        ┃│ Media 4 · "))
        #expect(frame[6] == "        ┃" + String(repeating: " ", count: 44) + "┃")
        #expect(frame.last?.hasSuffix("Media rows 1–4 of 4 · offset 4 · header pinned") == true)
        #expect(demo.profileHost.violations.isEmpty, "\(demo.profileHost.violations)")
    }

    @Test func eachListKeepsItsPlaceWhileTheHeaderIsPinned() throws {
        perform(.scrollFeed(30))
        perform(.swipe(forward: true))
        #expect(demo.profile.currentPage == 1)
        // Replies, never scrolled, shows its first row under the pinned header.
        #expect(list(1)?.listOffset == range)
        #expect(list(1)?.topRow == 1)
        perform(.scrollFeed(5))
        perform(.swipe(forward: false))
        #expect(list(0)?.listOffset == 30)
        #expect(list(0)?.topRow == 27)
        #expect(demo.log.entries.contains(LoggedEvent(.profile, .note("Posts back on row 27 (left on row 27)"))))
        perform(.swipe(forward: true))
        #expect(list(1)?.listOffset == 9)
        #expect(list(1)?.topRow == 6)
        // Far away, Posts is unloaded; made again, it is told its remembered place.
        perform(.jump(3))
        #expect(!demo.profile.loadedPageIndices.contains(0))
        perform(.jump(0))
        #expect(list(0)?.listOffset == 30)
        #expect(frame[2].hasPrefix("list    ┃│ Posts 27 · "))
        #expect(demo.profileHost.violations.isEmpty, "\(demo.profileHost.violations)")
    }

    @Test func withAPartlyExpandedHeaderTheOtherListShowsTheSameHeader() throws {
        perform(.scrollFeed(2))
        let header = ProfileRenderer.headerLines(demo)
        #expect(header.count == 2)
        // Replies, loaded beside Posts, was told the offset that shows the same header.
        #expect(list(1)?.listOffset == 2)
        perform(.swipe(forward: true))
        #expect(demo.profile.currentPage == 1)
        #expect(demo.profile.headerCollapse == 2)
        #expect(ProfileRenderer.headerLines(demo) == header)
        #expect(list(1)?.topRow == 1)
        #expect(frame[4].hasPrefix("list    ┃│ Replies 1 · "))
        // Media, loaded at rest on Replies, shows it too.
        #expect(list(2)?.listOffset == 2)
    }

    @Test func midSwipeBothListsSlideUnderTheSameHeader() throws {
        perform(.scrollFeed(30))
        demo.perform(.swipe(forward: true))
        var frames: [[String]] = []
        while scheduler.runNext() { frames.append(frame) }
        // Some frame shows the end of Posts' row 27 beside the start of Replies' row 1.
        #expect(frames.contains { $0[2].hasPrefix("list    ┃sts 27 · ") && $0[2].hasSuffix("│ Re┃") })
        #expect(frames.allSatisfy { !$0.joined().contains(StripRenderer.blank) })
        #expect(frames.allSatisfy { ProfileRenderer.headerLines(demo).isEmpty && $0[0].hasPrefix("tabs") })
    }

    @Test func theScriptedRunComesBackToTheExactRow() throws {
        let run = DemoScriptRun()
        let deep = run.lines(ofStep: "▶ ↓ 28 rows")
        #expect(deep.contains { $0.hasSuffix("Posts rows 27–34 of 60 · offset 30 · header pinned") })
        let back = run.lines(ofStep: "▶ ← back to Posts")
        #expect(back.contains { $0.contains("Posts back on row 27 (left on row 27)") })
        let lastList = try #require(back.last { $0.hasPrefix("list") })
        #expect(lastList.hasPrefix("list    ┃│ Posts 27 · "))
        let status = try #require(back.last { $0.hasPrefix("profile") })
        #expect(status.hasSuffix("Posts rows 27–34 of 60 · offset 30 · header pinned"))
        #expect(status.contains("pos 0.00 idle"))
        let short = run.lines(ofStep: "▶ ↓ 10 rows on Media")
        #expect(short.contains { $0.hasSuffix("Media rows 1–4 of 4 · offset 4 · header pinned") })
        let partly = run.lines(ofStep: "▶ → Replies: the same header")
        #expect(
            partly.last { $0.hasPrefix("profile") }?.hasSuffix(
                "Replies rows 1–5 of 24 · offset 1 · header collapsed 1 of 4") == true)
        // Pinned again by Media, Replies is back at the row the user scrolled it to.
        let pinnedAgain = run.lines(ofStep: "▶ ← Replies")
        #expect(
            pinnedAgain.last { $0.hasPrefix("profile") }?.hasSuffix(
                "Replies rows 6–13 of 24 · offset 9 · header pinned") == true)
        #expect(run.demo.profileHost.violations.isEmpty, "\(run.demo.profileHost.violations)")
    }

    @Test(arguments: ProfileChannel.standard)
    func everyListCanScrollFarEnoughToPinTheHeader(channel: ProfileChannel) {
        let list = ProfileList(channel: channel)
        #expect(list.maximumListOffset >= range)
        // A long list needs no inset; a short one exactly what fills the screen under the pinned tabs.
        let rowsUnderTheTabs = ProfileLayout.viewportRows - ProfileLayout.pinnedRows
        #expect(list.bottomInset == Double(max(0, rowsUnderTheTabs - channel.rowCount)))
        list.listOffset = list.maximumListOffset
        // Scrolled to its end, the last row is on the screen's last line.
        #expect(
            list.row(atScreenRow: ProfileLayout.viewportRows - 1)
                == (channel.rowCount >= rowsUnderTheTabs ? channel.rowCount : nil))
        #expect(list.row(atScreenRow: ProfileLayout.pinnedRows) == max(1, channel.rowCount - rowsUnderTheTabs + 1))
    }

    @Test func theHostReportsAListMoveBackAndFlagsOneOutsideTheList() throws {
        perform(.jump(2))
        let page = try #require(list(2))
        #expect(page.channel == demo.profileSource.channels[2])
        demo.profileHost.setListOffset(3, of: page)
        #expect(page.listOffset == 3)
        // Reported back as a `UIScrollView` would: the open list drives the header.
        #expect(demo.profile.headerCollapse == 3)
        #expect(demo.profileHost.violations.isEmpty)
        demo.profileHost.setListOffset(9, of: page)
        #expect(demo.profileHost.violations == ["setListOffset(9.0) outside 0...4.0"])
        // ↓ past the end brings the list back to its end, and there it stops.
        #expect(demo.profileHost.scrollList(by: 1))
        #expect(page.listOffset == 4)
        #expect(!demo.profileHost.scrollList(by: 1))
    }
}
