import Testing

@testable import PagedKit

/// Rule 12: cards shorter than the viewport. Page `i` spans `[i × pitch + inset, … + P]` and rests
/// at `i × pitch`; content `(n − 1) × pitch + V`; partly visible neighbours are loaded; a far
/// animated jump keeps the start's visible neighbour, splices the target's, and animates
/// `k_a + k_t + 1` pitches.
@MainActor @Suite struct Rule12PeekingEffectLogTests {
    /// 80-point cards centred in a 100-point viewport: pitch 80, inset 10, one neighbour peeking on
    /// each side.
    private static let cards = PagingConfiguration(pageSize: .fraction(0.8))

    @Test func aCarouselPlacesItsCardsByPitchAndInset() {
        let f = EffectLogFixture(pages: 20, configuration: Self.cards, reload: false)
        let log = f.record { f.container.reloadData() }
        #expect(
            log == [
                .setContentLength(1620),
                .load(instance: 1, index: 0, origin: 10),
                .load(instance: 2, index: 1, origin: 90),
                .setContentOffset(0, animated: false),
                .appearance(instance: 1, index: 0, .willAppear, animated: false),
                .appearance(instance: 1, index: 0, .didAppear, animated: false),
            ])
    }

    @Test func spacingAddsToThePitch() {
        let configuration = PagingConfiguration(pageSize: .fixed(60), pageSpacing: 10)
        let f = EffectLogFixture(configuration: configuration, reload: false)
        let log = f.record { f.container.reloadData() }
        #expect(
            log == [
                .setContentLength(730),
                .load(instance: 1, index: 0, origin: 20),
                .load(instance: 2, index: 1, origin: 90),
                .setContentOffset(0, animated: false),
                .appearance(instance: 1, index: 0, .willAppear, animated: false),
                .appearance(instance: 1, index: 0, .didAppear, animated: false),
            ])
    }

    @Test func leadingAlignmentRestsTheCardAtTheViewportStart() throws {
        let configuration = PagingConfiguration(pageSize: .fraction(0.8), pageAlignment: .leading)
        let f = EffectLogFixture(configuration: configuration)
        let log = try f.record { try f.container.scrollToPage(9, animated: false) }
        #expect(
            log == [
                .willScrollToPage(9),
                .unload(instance: 2, index: 1),
                .appearance(instance: 1, index: 0, .willDisappear, animated: false),
                .appearance(instance: 1, index: 0, .didDisappear, animated: false),
                .unload(instance: 1, index: 0),
                .load(instance: 3, index: 9, origin: 720),
                .load(instance: 4, index: 8, origin: 640),
                .currentPage(9),
                .position(9),
                .setContentOffset(720, animated: false),
                .appearance(instance: 3, index: 9, .willAppear, animated: false),
                .appearance(instance: 3, index: 9, .didAppear, animated: false),
                .didScrollToPage(9),
            ])
    }

    @Test func aFarJumpKeepsTheVisibleNeighbourAndAnimatesThreePitches() throws {
        let f = EffectLogFixture(pages: 20, configuration: Self.cards)
        try f.container.scrollToPage(3, animated: false)  // 3, 4, 2 are instances 3, 4, 5
        // Kept: 2, 3, 4; spliced after 4: 11 (the target's neighbour on 3's side), then 12.
        var log = try f.record { try f.container.scrollToPage(12, animated: true) }
        #expect(
            log == [
                .willScrollToPage(12),
                .place(instance: 3, origin: 250),
                .place(instance: 4, origin: 330),
                .place(instance: 5, origin: 170),
                .setContentLength(1140),
                .scrollState(.settling),
                .setContentOffset(480, animated: true),
            ])
        #expect(f.source.made.map(\.index) == [0, 1, 3, 4, 2])

        f.container.didScroll(toOffset: 320)
        log = f.record { f.container.didScroll(toOffset: 400) }
        #expect(
            log == [
                .appearance(instance: 3, index: 3, .didDisappear, animated: true),
                .unload(instance: 3, index: 3),
                .load(instance: 7, index: 12, origin: 490),
                .appearance(instance: 7, index: 12, .willAppear, animated: true),
                .currentPage(11),
                .position(11),
            ])
    }

    /// A loop of two cards with both neighbours showing: card 1 is on both sides of card 0, so the
    /// container makes a second instance of it. The loop's length and home are the container's.
    @Test func aTwoCardLoopGetsASecondInstance() {
        let configuration = PagingConfiguration(isLooping: true, pageSize: .fraction(0.8))
        let f = EffectLogFixture(pages: 2, configuration: configuration, reload: false)
        let log = f.record { f.container.reloadData() }
        guard case .setContentLength(let length) = log.first,
            case .setContentOffset(let home, _) = log.dropFirst(4).first
        else {
            Issue.record("unexpected start: \(log)")
            return
        }
        #expect(length <= 64 * 80 + 100)
        #expect(
            log == [
                .setContentLength(length),
                .load(instance: 1, index: 0, origin: home + 10),
                .load(instance: 2, index: 1, origin: home + 90),
                .load(instance: 3, index: 1, origin: home - 70),
                .setContentOffset(home, animated: false),
                .appearance(instance: 1, index: 0, .willAppear, animated: false),
                .appearance(instance: 1, index: 0, .didAppear, animated: false),
            ])
    }

    /// Issue 21's fourth class: 200-point cards 20 apart, centred in a 300-point viewport (pitch
    /// 220, inset 50, one neighbour peeking 30 points on each side). A jump 10 → 40 animates three
    /// pitches; retargeted to 20 at 31.25 %, when cards 10, 11 and 39 show, it keeps all three where
    /// they are and splices 19 and 20 after 39: the content is then 10, 11, 39, 19, 20, 21, and the
    /// viewport keeps its view of it (the offset moves by the ten slots dropped before card 10).
    @Test func aRetargetOfASplicedJumpKeepsEveryVisibleCard() throws {
        let configuration = PagingConfiguration(pageSize: .fixed(200), pageSpacing: 20)
        let f = EffectLogFixture(pages: 60, configuration: configuration, viewport: 300)
        try f.container.scrollToPage(10, animated: false)
        try f.container.scrollToPage(40, animated: true)
        #expect(f.log.last == .setContentOffset(2860, animated: true))
        f.container.didScroll(toOffset: 2406.25)
        let before = visibleCards(f)
        #expect(before.map(\.index) == [10, 11, 39])

        let log = try f.record { try f.container.scrollToPage(20, animated: true) }
        #expect(visibleCards(f) == before)
        #expect(
            log == [
                .willScrollToPage(20),
                .place(instance: 4, origin: 270),
                .place(instance: 6, origin: 490),
                .place(instance: 3, origin: 50),
                .setContentOffset(206.25, animated: false),
                .setContentLength(1400),
                .setContentOffset(880, animated: true),
            ])
    }

    private func visibleCards(_ f: EffectLogFixture) -> [VisiblePage] {
        var cards: [VisiblePage] = []
        f.container.forEachVisiblePage { page, index, offset in
            cards.append(VisiblePage(index: index, made: page.index, offset: offset))
        }
        return cards
    }

    /// Changing the page size keeps the current page and re-places everything at rest, as a
    /// viewport change does.
    @Test func changingThePageSizeKeepsTheCurrentPage() throws {
        let f = EffectLogFixture()
        try f.container.scrollToPage(3, animated: false)  // 3, 4, 2 are instances 3, 4, 5
        let log = f.record { f.container.configuration.pageSize = .fraction(0.8) }
        #expect(
            log == [
                .setContentLength(820),
                .place(instance: 3, origin: 250),
                .place(instance: 4, origin: 330),
                .place(instance: 5, origin: 170),
                .setContentOffset(240, animated: false),
            ])
    }

    /// Rule 6 with cards: `.critical` keeps every page overlapping the viewport, partly visible
    /// neighbours included.
    @Test func criticalPressureKeepsThePeekingNeighbours() throws {
        let f = EffectLogFixture(configuration: PagingConfiguration(preloadRadius: 2, pageSize: .fraction(0.8)))
        try f.container.scrollToPage(3, animated: false)  // loaded: 1, 2 (instances 2, 3), 3, 4, 5 (4…6)
        let log = f.record { f.container.handleMemoryPressure(.critical) }
        #expect(log == [.unload(instance: 6, index: 5), .unload(instance: 2, index: 1)])
    }

    /// The far jump's arrival: the target's neighbours are in view, and the re-layout moves pages
    /// and offset together, so nothing visible moves or changes.
    @Test func aFarJumpArrivesWithoutVisibleChange() throws {
        let f = EffectLogFixture(pages: 20, configuration: Self.cards)
        try f.container.scrollToPage(3, animated: false)
        try f.container.scrollToPage(12, animated: true)
        f.container.didScroll(toOffset: 320)
        f.container.didScroll(toOffset: 400)
        // The arrival tick: card 4 leaves, card 13 enters (its strip shows) and is loaded first; then
        // the rest lays out rule 12's content on card 12, pages and offset moving together (card 12
        // at 970 under offset 960, as it was at 490 under 480); the neighbours end didDisappear.
        let log = f.record { f.container.didScroll(toOffset: 480) }
        #expect(
            log == [
                .appearance(instance: 4, index: 4, .willDisappear, animated: true),
                .appearance(instance: 4, index: 4, .didDisappear, animated: true),
                .unload(instance: 4, index: 4),
                .load(instance: 8, index: 13, origin: 570),
                .appearance(instance: 8, index: 13, .willAppear, animated: true),
                .currentPage(12),
                .position(12),
                .setContentLength(1620),
                .place(instance: 7, origin: 970),
                .place(instance: 8, origin: 1050),
                .place(instance: 6, origin: 890),
                .setContentOffset(960, animated: false),
                .appearance(instance: 6, index: 11, .willDisappear, animated: true),
                .appearance(instance: 6, index: 11, .didDisappear, animated: true),
                .appearance(instance: 8, index: 13, .willDisappear, animated: true),
                .appearance(instance: 8, index: 13, .didDisappear, animated: true),
                .appearance(instance: 7, index: 12, .didAppear, animated: true),
                .didScrollToPage(12),
                .scrollState(.idle),
            ])
    }

    /// Half-way between cards 4 and 11 of the jump 3 → 12, each shows 50 points. A retarget to 5
    /// (whose neighbour 4 is in view) or to 10 (whose neighbour 11 is) keeps both cards where they
    /// are (rule 12: "Animated jumps never change the page shown in a visible slot"; the
    /// clarification: it "holds … for every retarget … Where that needs one index in two slots,
    /// rule 12's second instances apply"). Both targets lie behind card 11, the current card: the
    /// content becomes five slots, the target's run before 4 and 11 (slots 3 and 4, the view moved
    /// with them), card 12 leaves, and the host animates back to slot 1; the target's run is made
    /// as it comes into view.
    @Test(arguments: [5, 10])
    func aRetargetNextToAVisibleCardKeepsBothVisibleCards(target: Int) throws {
        let f = EffectLogFixture(pages: 20, configuration: Self.cards)
        try f.container.scrollToPage(3, animated: false)
        try f.container.scrollToPage(12, animated: true)
        f.container.didScroll(toOffset: 320)
        f.container.didScroll(toOffset: 360)
        let before = visibleCards(f)
        #expect(before == [.init(4, -0.5), .init(11, 0.5)])

        let log = try f.record { try f.container.scrollToPage(target, animated: true) }
        #expect(visibleCards(f) == before)
        #expect(
            log == [
                .willScrollToPage(target),
                .unload(instance: 7, index: 12),
                .place(instance: 6, origin: 330),
                .place(instance: 4, origin: 250),
                .setContentOffset(280, animated: false),
                .setContentLength(420),
                .setContentOffset(80, animated: true),
            ])
    }
}
