import PagedDemoKit
import PagedKit
import Testing

/// The pieces the frames are drawn from.
@Suite @MainActor struct DemoRenderingTests {
    @Test func theStripShowsTheEndOfOnePageAndTheStartOfTheNext() {
        let faces = [
            StripRenderer.Face(text: "AAAAAAAAAA", offset: 0),
            StripRenderer.Face(text: "BBBBBBBBBB", offset: 100),
        ]
        let render = { (offset: Double) in
            StripRenderer.render(
                faces: faces, contentOffset: offset, contentLength: 200, viewportLength: 100, width: 10)
        }
        #expect(render(0) == "AAAAAAAAAA")
        #expect(render(30) == "AAAAAAABBB")
        #expect(render(100) == "BBBBBBBBBB")
    }

    @Test func aMissingPageInsideTheContentIsBlankAndOutsideItIsEmpty() {
        let faces = [StripRenderer.Face(text: "AAAAAAAAAA", offset: 0)]
        let inside = StripRenderer.render(
            faces: faces, contentOffset: 50, contentLength: 200, viewportLength: 100, width: 10)
        #expect(inside == "AAAAA" + String(repeating: StripRenderer.blank, count: 5))
        let pastTheStart = StripRenderer.render(
            faces: faces, contentOffset: -30, contentLength: 100, viewportLength: 100, width: 10)
        #expect(pastTheStart == "   AAAAAAA")
    }

    @Test(arguments: [(0, "● ○ ○ ○ ○"), (2, "○ ○ ● ○ ○"), (4, "○ ○ ○ ○ ●")])
    func theIndicatorFillsTheCurrentDot(current: Int, expected: String) {
        #expect(PageIndicator.render(count: 5, current: current) == expected)
    }

    @Test func theTabRowBracketsTheCurrentTab() {
        let row = TabRow(titles: ["Top", "World", "Biz"])
        #expect(row.plain(current: 1, position: 1) == " Top [World] Biz ")
        #expect(row.cellStarts == [0, 5, 12])
        #expect(row.highlighted(current: 0, position: 0).hasPrefix("\u{1B}[7m Top \u{1B}[0m"))
    }

    /// With more tabs than fit, the row scrolls to keep the selection centred, clamped at the ends,
    /// and the indicator stays under its tab; no tab is drawn cut.
    @Test func aNarrowTabRowScrollsToKeepTheSelectionCentred() {
        let row = TabRow(titles: ["Top", "World", "Biz", "Tech", "Sport", "Arts"], width: 12)
        #expect(row.scrollOffset(position: 0) == 0, "clamped at the start")
        #expect(row.plain(current: 0, position: 0) == "[Top] World ")
        // Biz's cell is columns 12–16, its centre 14.5: centred in 12 columns, the row starts at 8.5,
        // column 9 on the terminal's grid.
        #expect(row.scrollOffset(position: 2) == 9)
        // World and Tech, which the edges would cut mid-word, are left out; a `…` stands for each.
        #expect(row.plain(current: 2, position: 2) == "…  [Biz]   …")
        #expect(row.indicator(position: 2) == "   ━━━━━")
        #expect(row.scrollOffset(position: 5) == row.layout.tab(at: 5).map { Int($0.end) - 12 }, "clamped at the end")
        #expect(row.plain(current: 5, position: 5).hasSuffix("[Arts]"))
    }

    @Test(arguments: [
        (0.0, "━━━━━"),
        (0.5, "   ━━━━━━"),  // half-way from Top (0, 5 wide) to World (5, 7 wide)
        (1.0, "     ━━━━━━━"),
        (-0.3, "━━━━━"),  // pulled past the first tab: clamped
        (7.0, "            ━━━━━"),  // past the last tab: clamped
    ])
    func theTabIndicatorFollowsThePosition(position: Double, expected: String) {
        #expect(TabRow(titles: ["Top", "World", "Biz"]).indicator(position: position) == expected)
    }

    @Test func theEventLineGroupsEventsByPager() {
        let events = [
            LoggedEvent(.banner, .disappear("0")),
            LoggedEvent(.channels, .appear("Top")),
            LoggedEvent(.channels, .load("Top", note: "line 12 restored")),
            LoggedEvent(.channels, .memory(.critical)),
        ]
        #expect(
            FrameRenderer.eventLine(events)
                == "events  banner: disappear 0 · channels: appear Top, load Top (line 12 restored), memory critical")
        #expect(FrameRenderer.eventLine([LoggedEvent]()) == nil)
    }

    @Test func aChannelPageShowsItsNameLoadsAndRestoredLine() {
        let page = ChannelPage(channel: Channel(id: "top", name: "Top"), loadNumber: 2)
        page.restoreState(12)
        #expect(page.face(width: 40) == "│ Top · loaded 2× · line 12 (restored)  ")
        #expect(page.loadNote == "line 12 restored")
        page.scrollFeed(by: 3)
        #expect(page.saveState() == 15)
        #expect(page.loadNote == nil)
        page.restoreState(0)
        #expect(page.loadNote == nil, "a feed never scrolled is not worth pointing out")
    }

    @Test func theLiveChannelIsInsertedAfterTheOpenOneThenRemoved() {
        var lineup = ChannelLineup()
        #expect(lineup.toggleLive(after: 3) == "+Live")
        #expect(lineup.channels[4] == ChannelLineup.live)
        #expect(lineup.channels.count == 13)
        #expect(lineup.toggleLive(after: 0) == "−Live")
        #expect(lineup == ChannelLineup())
    }
}

/// The carousel's pieces: cards shorter than the viewport, drawn narrower and dimmer.
@Suite @MainActor struct DemoCardRenderingTests {
    @Test func aCardsSlotShowsGapAroundItsScaledFaceAndNoSlotIsBlank() {
        let render = { (faces: [StripRenderer.Face], spacing: Double) in
            StripRenderer.render(
                faces: faces, contentOffset: 0, contentLength: 200, viewportLength: 100, width: 10, spacing: spacing)
        }
        // Card [10, 90), 20 points to the next: columns sample 5, 15, … 95.
        let whole = StripRenderer.Face(text: "abcdefgh", offset: 10, length: 80)
        #expect(render([whole], 20) == " abcdefgh ", "the spacing either side is gap")
        #expect(render([whole], 0) == "░abcdefgh░", "with no spacing, nothing may be there")
        // At half the width the face is drawn in [30, 70): four columns, the rest of the slot gap.
        let half = StripRenderer.Face(text: "abcd", offset: 10, length: 80, scale: 0.5)
        #expect(render([half], 20) == "   abcd   ")
        #expect(
            StripRenderer.sampledColumns(origin: 30, length: 40, contentOffset: 0, viewportLength: 100, width: 10) == 4)
        #expect(
            StripRenderer.sampledColumns(origin: 31, length: 40, contentOffset: 0, viewportLength: 100, width: 10) == 4)
        #expect(
            StripRenderer.sampledColumns(origin: 36, length: 35, contentOffset: 0, viewportLength: 100, width: 10) == 3)
    }

    @Test func aTerminalDrawsDimmedCardsFaint() {
        let faces = [
            StripRenderer.Face(text: "aaaa", offset: 0, length: 40, isDimmed: true),
            StripRenderer.Face(text: "bbbbbb", offset: 40, length: 60),
        ]
        let styled = StripRenderer.renderStyled(
            faces: faces, contentOffset: 0, contentLength: 100, viewportLength: 100, width: 10, faint: "<", reset: ">")
        #expect(styled == "<aaaa>bbbbbb")
    }

    @Test func aCardFaceHasTwoEdgesDashedWhenDimmed() {
        let card = BannerSlide(index: 2, title: "Free delivery")
        #expect(card.cardFace(width: 10, isDimmed: false) == "│ 2 ★ Fre│")
        #expect(card.cardFace(width: 10, isDimmed: true) == "┊ 2 ★ Fre┊")
        #expect(card.cardFace(width: 1, isDimmed: true) == "┊")
        #expect(card.cardFace(width: 0, isDimmed: false) == "")
    }

    @Test(arguments: [
        (0.0, 1.0, 1.0, false), (0.5, 0.925, 0.75, false), (-0.5, 0.925, 0.75, false), (0.6, 0.91, 0.7, true),
        (1.0, 0.85, 0.5, true), (-2.5, 0.85, 0.5, true),
    ])
    func theBannerTransformerScalesAndFadesByDistance(offset: Double, scale: Double, alpha: Double, dimmed: Bool) {
        let look = BannerCarousel.look(offsetInPages: offset, pageLength: 224)
        #expect(abs(look.scale - scale) < 1e-12 && abs(look.alpha - alpha) < 1e-12, "\(look)")
        #expect(BannerCarousel.isDimmed(look) == dimmed)
    }
}
