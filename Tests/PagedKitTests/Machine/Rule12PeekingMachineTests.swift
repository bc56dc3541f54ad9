import Testing

@testable import PagedKit

/// Rule 12 at the machine: 60-point cards 10 apart in a 100-point viewport (pitch 70, inset 20, a
/// neighbour peeking on each side). Card `i` spans `[70i + 20, 70i + 80]`, content `(n − 1) × 70 +
/// 100`, partly visible neighbours are loaded, and a far animated jump keeps the start's visible
/// neighbour, splices the target's, and animates `k_a + k_t + 1 = 3` pitches.
@MainActor @Suite struct Rule12PeekingMachineTests {
    private static let cards = PagingConfiguration(pageSize: .fixed(60), pageSpacing: 10)

    @Test func cardsArePlacedByPitchAndInset() {
        let f = MachineFixture(configuration: Self.cards, load: false)
        let log = f.reload(count: 10)
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

    /// Right-to-left mirrors the content: card 0 spans `[730 − 80, 730 − 20]` and rests at 630.
    @Test func rightToLeftCardsMirrorTheContent() {
        var configuration = Self.cards
        configuration.direction = .rightToLeft
        let f = MachineFixture(configuration: configuration, load: false)
        let log = f.reload(count: 10)
        #expect(
            log == [
                .setContentLength(730),
                .load(instance: 1, index: 0, origin: 650),
                .load(instance: 2, index: 1, origin: 580),
                .setContentOffset(630, animated: false),
                .appearance(instance: 1, index: 0, .willAppear, animated: false),
                .appearance(instance: 1, index: 0, .didAppear, animated: false),
            ])
    }

    /// Two cards looping: card 1 peeks in on both sides of card 0, so it is made twice, one instance
    /// per visible slot (64 slots: content 63 × 70 + 100).
    @Test func aTwoCardLoopMakesASecondInstanceOfTheNeighbour() {
        var configuration = Self.cards
        configuration.isLooping = true
        let f = MachineFixture(configuration: configuration, load: false)
        let log = f.reload(count: 2)
        #expect(
            log == [
                .setContentLength(4510),
                .load(instance: 1, index: 0, origin: 2260),
                .load(instance: 2, index: 1, origin: 2330),
                .load(instance: 3, index: 1, origin: 2190),
                .setContentOffset(2240, animated: false),
                .appearance(instance: 1, index: 0, .willAppear, animated: false),
                .appearance(instance: 1, index: 0, .didAppear, animated: false),
            ])
        #expect(f.made == ["item0", "item1", "item1"])
    }

    /// The peeking neighbour begins appearing with the drag; a card entering the viewport gets
    /// `willAppear`; at rest only the settled card is appeared and the partly visible neighbours
    /// end disappeared.
    @Test func aFlingByOnePitchWithPeekingNeighbours() {
        let f = MachineFixture(configuration: Self.cards)
        var log = f.send(.beginDrag)
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .willDisappear, animated: true),
                .appearance(instance: 2, index: 1, .willAppear, animated: true),
                .scrollState(.dragging),
            ])
        log = f.send(.scroll(35))
        #expect(log == [.load(instance: 3, index: 2, origin: 160), .currentPage(1), .position(0.5)])

        let release = f.release(velocity: 300)
        #expect(release.target == 70)
        #expect(release.effects == [.willScrollToPage(1), .scrollState(.settling)])

        log = f.play(.endDragging(willDecelerate: true), .scroll(70))
        #expect(log == [.appearance(instance: 3, index: 2, .willAppear, animated: true), .position(1)])
        log = f.send(.endDecelerating)
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .didDisappear, animated: true),
                .appearance(instance: 3, index: 2, .willDisappear, animated: true),
                .appearance(instance: 3, index: 2, .didDisappear, animated: true),
                .appearance(instance: 2, index: 1, .didAppear, animated: true),
                .didScrollToPage(1),
                .scrollState(.idle),
            ])
    }

    /// Changing the page size keeps the current page and re-places everything, as a viewport change
    /// does: 80-point cards, pitch 80, inset 10, page 3 resting at 240.
    @Test func changingThePageSizeKeepsTheCurrentPage() {
        let f = MachineFixture()
        _ = f.send(.jump(3, animated: false))  // 3, 4, 2 are instances 3, 4, 5
        let log = f.configure { $0.pageSize = .fixed(80) }
        #expect(
            log == [
                .setContentLength(820),
                .place(instance: 3, origin: 250),
                .place(instance: 4, origin: 330),
                .place(instance: 5, origin: 170),
                .setContentOffset(240, animated: false),
            ])
        #expect(f.machine.currentPage == 3)
    }

    /// From card 0 to card 12 of 20: the content becomes 0, 1, 11, 12…19 (card 1 stays in its
    /// visible slot, card 11 is the target's neighbour on card 0's side), the host animates three
    /// pitches, position goes 0 → 6 → 12, and only cards 11, 12 and 13 are made.
    @Test func aFarJumpSplicesTheTargetBeyondTheVisibleNeighbour() {
        let f = MachineFixture(pages: 20, configuration: Self.cards)
        var log = f.send(.jump(12, animated: true))
        #expect(
            log == [
                .willScrollToPage(12),
                .place(instance: 1, origin: 20),
                .place(instance: 2, origin: 90),
                .setContentLength(800),
                .scrollState(.settling),
                .scheduleTimer(after: AutoScrollTiming.abandonmentTimeout),
                .setContentOffset(210, animated: true),
            ])

        log = f.send(.scroll(105))
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .willDisappear, animated: true),
                .appearance(instance: 1, index: 0, .didDisappear, animated: true),
                .unload(instance: 1, index: 0),
                .load(instance: 3, index: 11, origin: 160),
                .load(instance: 4, index: 12, origin: 230),
                .appearance(instance: 2, index: 1, .willAppear, animated: true),
                .appearance(instance: 3, index: 11, .willAppear, animated: true),
                .currentPage(11),
                .position(6),
            ])

        log = f.send(.scroll(210))
        #expect(
            log == [
                .appearance(instance: 2, index: 1, .willDisappear, animated: true),
                .appearance(instance: 2, index: 1, .didDisappear, animated: true),
                .unload(instance: 2, index: 1),
                .load(instance: 5, index: 13, origin: 300),
                .appearance(instance: 4, index: 12, .willAppear, animated: true),
                .appearance(instance: 5, index: 13, .willAppear, animated: true),
                .currentPage(12),
                .position(12),
                .setContentLength(1430),
                .place(instance: 4, origin: 860),
                .place(instance: 5, origin: 930),
                .place(instance: 3, origin: 790),
                .setContentOffset(840, animated: false),
                .appearance(instance: 3, index: 11, .willDisappear, animated: true),
                .appearance(instance: 3, index: 11, .didDisappear, animated: true),
                .appearance(instance: 5, index: 13, .willDisappear, animated: true),
                .appearance(instance: 5, index: 13, .didDisappear, animated: true),
                .appearance(instance: 4, index: 12, .didAppear, animated: true),
                .didScrollToPage(12),
                .scrollState(.idle),
                .cancelTimer,
            ])
    }
}
