import Foundation
import PagedDemoKit
import PagedKit
import PagedKitTesting
import Testing

/// The banner as a peeking carousel in the scripted run: the geometry of rule 12 as drawn, the
/// `forEachVisiblePage` offsets of rule 13 and the transformers they feed, and the two-card loop
/// that shows one card twice.
@Suite @MainActor struct DemoCarouselTests {
    let run = DemoScriptRun()

    /// One visible card of a `cards` line.
    struct Card: Equatable {
        let label: Int
        let offset: Double
        let scale: Double
        let alpha: Double
    }

    static func cards(in line: String) -> [Card] {
        line.matches(of: /(\d) at ([+-]?\d+\.\d\d) ×(\d\.\d\d) α(\d\.\d\d)/).map {
            Card(label: Int($0.1)!, offset: Double($0.2)!, scale: Double($0.3)!, alpha: Double($0.4)!)
        }
    }

    /// Each banner frame with the `cards` line printed under it.
    var frames: [(banner: String, cards: String)] {
        zip(run.lines, run.lines.dropFirst()).filter { $0.0.hasPrefix("banner") }.map { ($0.0, $0.1) }
    }

    @Test func theBannerOpensOnACardWithBothNeighboursPeekingInNarrowerAndDimmer() throws {
        #expect(run.demo.banner.viewportLength == 320)
        #expect(run.demo.banner.pageLength == 224, "70 % of 320")
        let first = try #require(frames.first)
        // 8 points a column: the inset (320 − 224) / 2 = 48 is 6 columns, the card 28 (its solid
        // edges in columns 6 and 33), the spacing 1. Each neighbour, 0.85 as wide, is shrunk by
        // 16.8 points on each side: its dashed edge lands in column 2 (card 1's trailing edge) and
        // column 37 (card 3's leading edge).
        #expect(first.banner == "banner  ┃  ┊   │ 2 ★ Free delivery        │   ┊ 3┃ ○ ○ ● ○ ○  pos 2.00 idle loaded 3")
        #expect(first.cards == "cards   1 at -1.00 ×0.85 α0.50 · 2 at 0.00 ×1.00 α1.00 · 3 at +1.00 ×0.85 α0.50")
    }

    @Test func everyCardLineReadsTheVisibleCardsSlotBySlotAndTheirTransforms() throws {
        #expect(frames.count >= 60)
        for frame in frames {
            let cards = Self.cards(in: frame.cards)
            let position = try #require(frame.banner.firstMatch(of: /pos (\d+\.\d\d)/).map { Double($0.1)! })
            let count = frame.banner.firstMatch(of: /┃ ([●○](?: [●○])*)  pos/).map { $0.1.count { $0 != " " } } ?? 0
            #expect(!cards.isEmpty && cards.count <= 3, "\(frame)")
            for card in cards {
                // Slot s reads s − x: offset + position is a whole number (within the rounding of both).
                let whole = card.offset + position
                #expect(abs(whole - whole.rounded()) < 0.011, "\(frame)")
                // The transformers, scale then fade, from the distance (clamped to one pitch).
                let distance = min(abs(card.offset), 1)
                #expect(abs(card.scale - (1 - 0.15 * distance)) < 0.006, "\(frame)")
                #expect(abs(card.alpha - (1 - 0.5 * distance)) < 0.006, "\(frame)")
            }
            // Reading order: a pitch apart, and the next card of the loop each time.
            for (card, next) in zip(cards, cards.dropFirst()) {
                #expect(abs(next.offset - card.offset - 1) < 0.011, "\(frame)")
                #expect(next.label == (card.label + 1) % count, "\(frame)")
            }
            // The strip draws bright exactly the cards within half a pitch of the middle.
            let bright = frame.banner.matches(of: /│ (\d) ★/).map { Int($0.1)! }
            for label in bright {
                #expect(cards.contains { $0.label == label && abs($0.offset) <= 0.5 }, "\(frame)")
            }
        }
    }

    @Test func twoCardsLoopWithTheOtherCardOnBothSidesAsTwoInstances() throws {
        let step = run.lines(ofStep: "▶ two cards")
        #expect(
            step == [
                "banner  ┃  ┊   │ 0 ★ Spring sale          │   ┊ 1┃ ● ○  pos 0.00 idle loaded 2",
                "cards   1 at -1.00 ×0.85 α0.50 · 0 at 0.00 ×1.00 α1.00 · 1 at +1.00 ×0.85 α0.50",
                "events  banner: reload 2 cards, unload 4, load 1",
            ])
        // Card 1 was loaded already (the neighbour after 0): the data source makes a second one.
        #expect(
            Array(run.events[run.eventRange(ofStep: "▶ two cards")])
                == [
                    LoggedEvent(.banner, .reload("2 cards")), LoggedEvent(.banner, .unload("4")),
                    LoggedEvent(.banner, .load("1", note: nil)),
                ])

        let upToTwoCards = Array(DemoScript.steps.prefix { !$0.caption.hasPrefix("▶ auto-scroll in the two-card") })
        let twoCards = DemoScriptRun(steps: upToTwoCards).demo
        var visible: [(index: Int, page: BannerSlide, offset: Double)] = []
        twoCards.banner.forEachVisiblePage { visible.append(($1, $0, $2)) }
        #expect(visible.map(\.index) == [1, 0, 1])
        #expect(visible.map(\.offset) == [-1, 0, 1])
        #expect(visible[0].page !== visible[2].page, "two instances of card 1")
        #expect(twoCards.banner.loadedPageIndices == [0, 1], "the index is listed once")
        // page(at:) answers the instance nearest the middle, the forward one of two equally near.
        #expect(twoCards.banner.page(at: 1) === visible[2].page)
        let placed = twoCards.bannerHost.placements
        #expect(placed.count == 3)
        #expect(visible.allSatisfy { card in placed.contains { $0.page === card.page } })
        // Both placed a pitch (224 + 8 points) from the middle card.
        let middle = try #require(placed.first { $0.page === visible[1].page }).offset
        let offsets = visible.compactMap { card in placed.first { $0.page === card.page }?.offset }
        #expect(offsets == [middle - 232, middle, middle + 232])
    }

    @Test func anAutoScrollInTheTwoCardLoopBringsCardZeroToBothSides() throws {
        let range = run.eventRange(ofStep: "▶ auto-scroll in the two-card loop")
        // Leaving 0 unloads the instance of 1 behind it; nearing 1 makes a second instance of 0
        // ahead; at rest each instance of 0 disappears on its own.
        #expect(
            Array(run.events[range]).map(\.description) == [
                "banner: unload 1", "banner: load 0", "banner: disappear 0", "banner: disappear 0",
                "banner: appear 1", "banner: now 1",
            ])
        let step = run.lines(ofStep: "▶ auto-scroll in the two-card loop")
        let resting = try #require(step.firstIndex { $0.contains("pos 1.00 idle") })
        #expect(step[resting + 1] == "cards   0 at -1.00 ×0.85 α0.50 · 1 at 0.00 ×1.00 α1.00 · 0 at +1.00 ×0.85 α0.50")
        #expect(
            step[resting].contains("│ 1 ★ New arrivals") && step[resting].hasSuffix("┊ 0┃ ○ ●  pos 1.00 idle loaded 2"))
    }

    @Test func fiveCardsAgainKeepCardOneInTheMiddle() {
        #expect(
            Array(run.events[run.eventRange(ofStep: "▶ five cards again")]).map(\.description) == [
                "banner: reload 5 cards", "banner: unload 0", "banner: load 2",
            ])
        #expect(run.demo.banner.currentPage == 1 && run.demo.banner.pageCount == 5)
    }

    @Test func theInteractiveScreenDrawsTheDimmedNeighboursFaint() {
        let demo = PagedDemo(timing: DemoTiming(), scheduler: ManualScheduler())
        demo.start()
        let screen = FrameRenderer.screen(demo)
        let faint = "\u{1B}[2m", reset = "\u{1B}[0m"
        // The neighbours' drawn columns are faint; the gaps and the card in the middle are not.
        #expect(screen.contains("  ┃\(faint)  ┊\(reset)   │ 2 ★ Free delivery        │   \(faint)┊ 3\(reset)┃"))
        #expect(screen.contains("  cards   1 at -1.00 ×0.85 α0.50 · 2 at 0.00 ×1.00 α1.00 · 3 at +1.00 ×0.85 α0.50"))
        #expect(screen.last?.contains("t 2/5 cards") == true)
        demo.stop()
    }

    @Test func theCommittedTranscriptIsThisRun() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Docs/demo-transcript.txt"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // `swift run paged-demo --script > Docs/demo-transcript.txt`: the default speed, then the same
        // story as any run.
        #expect(lines.first?.hasPrefix("paged-demo · the scripted scenario at 4× speed") == true)
        #expect(Array(lines.dropFirst().dropLast()) == Array(run.lines.dropFirst()), "regenerate the transcript")
        #expect(lines.last == "")
    }
}
