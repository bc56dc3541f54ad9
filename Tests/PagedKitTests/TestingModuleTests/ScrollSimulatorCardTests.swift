import PagedKit
import PagedKitTesting
import Testing

/// The simulator with cards shorter than the viewport (rule 12), on its own: frames, the slot grid,
/// spacing against missing cards, and the visible instances in reading order.
///
/// The layout used throughout: viewport 400, cards 320 with spacing 10 (pitch 330), centred (inset
/// 40), five slots: content `4 × 330 + 400 = 1720`.
@MainActor @Suite struct ScrollSimulatorCardTests {
    let simulator = ScrollSimulator<TestPage>(viewportLength: 400)
    let pages = (0..<6).map { TestPage(index: $0, identifier: AnyHashable($0), serial: $0) }
    static let layout = PageGrid(pageLength: 320, spacing: 10)

    init() {
        simulator.pageGrid = Self.layout
        simulator.setContentLength(1720)
    }

    /// Places `pages[k]` in slot `k` of the centred grid for each given slot.
    func placeCards(_ slots: [Int]) {
        for slot in slots { simulator.place(pages[slot], at: Double(slot) * 330 + 40) }
    }

    @Test func theSlotGridOfALayout() {
        let layout = Self.layout
        #expect(layout.pitch(viewportLength: 400) == 330)
        #expect(layout.inset(viewportLength: 400) == 40)
        #expect(layout.span(ofSlot: 2, viewportLength: 400) == 700..<1020)
        #expect(layout.span(ofSlot: -1, viewportLength: 400) == -290..<30)
        #expect(layout.slotCount(contentLength: 1720, viewportLength: 400) == 5)
        #expect(layout.slotCount(contentLength: 0, viewportLength: 400) == 0)
        #expect(layout.slotCount(contentLength: 400, viewportLength: 400) == 1)
        #expect(!layout.isFullPage(viewportLength: 400))
        #expect(PageGrid.fullPages(viewportLength: 400).isFullPage(viewportLength: 400))

        var mirrored = layout
        mirrored.direction = .rightToLeft
        mirrored.alignment = .leading
        #expect(mirrored.restingPageOrigin(viewportLength: 400) == 80)
        #expect(mirrored.span(ofSlot: 4, viewportLength: 400) == 1400..<1720)

        let bad = PageGrid(pageLength: .nan, spacing: -5)
        #expect(bad.resolvedPageLength(viewportLength: 400) == 400)
        #expect(bad.resolvedSpacing == 0)
        #expect(bad.isFullPage(viewportLength: 400))
    }

    @Test func pagesAreFramedAtThePageLength() {
        #expect(simulator.pageLength == 320)
        placeCards([0, 1])
        #expect(simulator.span(of: pages[1]) == 370..<690)
        #expect(simulator.span(of: pages[2]) == nil)
        #expect(simulator.page(at: 359.5) === pages[0])
        #expect(simulator.page(at: 365) == nil)  // the spacing
        #expect(simulator.page(at: 20) == nil)  // the inset before the first card
        #expect(simulator.visiblePages == [pages[0], pages[1]])
    }

    @Test func spacingAndTheInsetsAtTheEndsAreNotBlankButAMissingCardIs() {
        placeCards([0, 1, 2, 3, 4])
        #expect(simulator.expectedCardRangesInViewport == [40..<360, 370..<400])
        #expect(simulator.blankRangesInViewport.isEmpty)

        simulator.setContentOffset(330, animated: false)
        #expect(simulator.expectedCardRangesInViewport == [330..<360, 370..<690, 700..<730])
        #expect(!simulator.hasBlankSlotInViewport)

        simulator.setContentOffset(1320, animated: false)  // the last card: nothing expected past it
        #expect(simulator.expectedCardRangesInViewport == [1320..<1350, 1360..<1680])
        #expect(!simulator.hasBlankSlotInViewport)

        simulator.remove(pages[3])
        #expect(simulator.blankRangesInViewport == [1320..<1350])
        simulator.setContentOffset(330, animated: false)
        simulator.remove(pages[1])
        #expect(simulator.blankRangesInViewport == [370..<690])
        simulator.place(pages[1], at: 380)  // ten points late: its first ten points are blank
        #expect(simulator.blankRangesInViewport == [370..<380])
    }

    @Test func aDragPastTheEndsIsNotBlank() {
        placeCards([0, 1])
        simulator.drag(by: -120)
        #expect(simulator.expectedCardRangesInViewport == [40..<280])
        #expect(!simulator.hasBlankSlotInViewport)
    }

    @Test func aLoopingContentExpectsCardsPastItsEnds() {
        simulator.pageGrid?.isLooping = true
        placeCards([0, 1])
        #expect(simulator.expectedCardRangesInViewport == [0..<30, 40..<360, 370..<400])
        #expect(simulator.blankRangesInViewport == [0..<30])
        simulator.place(pages[5], at: -290)  // slot −1, before the content's start
        #expect(!simulator.hasBlankSlotInViewport)

        simulator.setContentOffset(1320, animated: false)
        placeCards([3, 4])
        #expect(simulator.blankRangesInViewport == [1690..<1720])
    }

    @Test func fullPagesKeepTheirOldMeaning() {
        simulator.pageGrid = nil  // no container: full pages of the viewport
        #expect(simulator.expectedPageGrid == .fullPages(viewportLength: 400))
        #expect(simulator.pageLength == 400)
        simulator.place(pages[0], at: 0)
        simulator.place(pages[2], at: 800)
        simulator.setContentOffset(200, animated: false)
        #expect(simulator.expectedCardRangesInViewport == [200..<600])
        #expect(simulator.blankRangesInViewport == [400..<600])
    }

    @Test func visiblePlacementsCountEachInstanceInReadingOrder() {
        simulator.pageGrid?.isLooping = true
        let again = TestPage(index: 1, identifier: AnyHashable(1), serial: 9)  // a second instance of index 1
        simulator.place(pages[1], at: -290)
        simulator.place(pages[0], at: 40)
        simulator.place(again, at: 370)
        simulator.place(pages[2], at: 700)  // off-screen
        let visible = simulator.visiblePlacements
        #expect(visible.map(\.page) == [pages[1], pages[0], again])
        #expect(visible.map(\.page.index) == [1, 0, 1])
        #expect(visible.map(\.span) == [-290..<30, 40..<360, 370..<690])
        #expect(visible.map(\.visibleLength) == [30, 320, 30])
        #expect(visible.map(\.offsetInPages) == [-1, 0, 1])

        simulator.drag(by: 82.5)  // a quarter of a pitch toward the next card
        #expect(simulator.visiblePlacements.map(\.page) == [pages[0], again])
        #expect(simulator.visiblePlacements.map(\.offsetInPages) == [-0.25, 0.75])
        #expect(simulator.visiblePlacements.map(\.visibleLength) == [277.5, 112.5])
    }

    @Test func onlyTheSynchronousReportOfAHostCallIsInsideIt() {
        var seen: [(ScrollEvent, Bool)] = []
        simulator.onReport = { [unowned simulator] event in seen.append((event, simulator.isInsideHostCall)) }
        simulator.setContentOffset(330, animated: false)
        simulator.drag(by: 10)
        simulator.setContentOffset(660, animated: true)
        simulator.runAnimation(ticks: 1)
        let events: [ScrollEvent] = [
            .didScroll(toOffset: 330), .willBeginDragging, .didScroll(toOffset: 340), .didScroll(toOffset: 660),
            .didEndScrollingAnimation,
        ]
        #expect(seen.map(\.0) == events)
        #expect(seen.map(\.1) == [true, false, false, false, false])
        #expect(!simulator.isInsideHostCall)
    }

    @Test func rightToLeftReadsTowardSmallerOffsets() {
        simulator.pageGrid = PageGrid(pageLength: 320, spacing: 10, alignment: .leading, direction: .rightToLeft)
        simulator.setContentOffset(1320, animated: false)  // at rest on reading page 0, host slot 4
        simulator.place(pages[0], at: 1400)
        simulator.place(pages[1], at: 1070)
        #expect(simulator.expectedCardRangesInViewport == [1320..<1390, 1400..<1720])
        #expect(!simulator.hasBlankSlotInViewport)
        #expect(simulator.visiblePlacements.map(\.page) == [pages[0], pages[1]])
        #expect(simulator.visiblePlacements.map(\.offsetInPages) == [0, 1])
        simulator.remove(pages[1])
        #expect(simulator.blankRangesInViewport == [1320..<1390])
    }
}

/// The simulator reading its layout from a real container of cards.
@MainActor @Suite struct ScrollSimulatorCarouselTests {
    static func carousel(pageCount: Int = 5, isLooping: Bool = false) -> Harness {
        Harness(
            configuration: PagingConfiguration(
                isLooping: isLooping, pageSize: .fraction(0.8), pageSpacing: 10),
            pageCount: pageCount, viewportLength: 400)
    }

    /// What the container's `forEachVisiblePage` visits: page identity, index and offset.
    static func visited(_ container: PagedContainer<TestPage>) -> [(page: TestPage, index: Int, offset: Double)] {
        var visits: [(page: TestPage, index: Int, offset: Double)] = []
        container.forEachVisiblePage { visits.append(($0, $1, $2)) }
        return visits
    }

    /// Whether the simulator's visible placements are the instances the container visits, in the
    /// same order, at the same offsets (up to rounding).
    static func agree(_ harness: Harness) -> Bool {
        let placements = harness.simulator.visiblePlacements
        let visits = visited(harness.container)
        guard placements.count == visits.count else { return false }
        return zip(placements, visits).allSatisfy { placement, visit in
            placement.page === visit.page && abs(placement.offsetInPages - visit.offset) < 1e-9
        }
    }

    @Test func theLayoutFollowsTheContainer() {
        let harness = Self.carousel()
        let simulator = harness.simulator
        #expect(simulator.pageGrid == nil)
        #expect(simulator.expectedPageGrid == PageGrid(pageLength: 320, spacing: 10))
        #expect(simulator.pageLength == 320)
        harness.container.configuration.pageSpacing = 20
        harness.container.configuration.pageAlignment = .leading
        #expect(simulator.expectedPageGrid == PageGrid(pageLength: 320, spacing: 20, alignment: .leading))

        let unattached = PagedContainer<TestPage>(
            configuration: PagingConfiguration(isLooping: true, pageSize: .fraction(0.8)),
            scheduler: ManualScheduler())
        let early = ScrollSimulator<TestPage>(viewportLength: 400)
        // Before the viewport and the data: the configuration's page length for the simulator's
        // viewport (rule 12, never the container's own `pageLength`, 0 until it knows the
        // viewport), not looping yet.
        early.container = unattached
        #expect(unattached.pageLength == 0)
        #expect(early.expectedPageGrid == PageGrid(pageLength: 320))
    }

    @Test func aRestingCarouselShowsItsNeighboursWithoutBlanks() {
        let harness = Self.carousel()
        let simulator = harness.simulator
        #expect(simulator.contentLength == 1720)
        #expect(simulator.expectedCardRangesInViewport == [40..<360, 370..<400])
        #expect(simulator.blankRangesInViewport.isEmpty)
        #expect(simulator.visiblePlacements.map(\.page.index) == [0, 1])
        #expect(simulator.visiblePlacements.map(\.offsetInPages) == [0, 1])
        #expect(Self.agree(harness))
    }

    @Test func aDragShowsNoBlankSlotAndAgreesWithTheContainer() {
        let harness = Self.carousel()
        let simulator = harness.simulator
        var failures: [String] = []
        simulator.onReport = { [unowned harness] event in
            guard case .didScroll(let offset) = event else { return }
            if harness.simulator.hasBlankSlotInViewport {
                failures.append("blank \(harness.simulator.blankRangesInViewport) at \(offset)")
            }
            if !Self.agree(harness) { failures.append("visible placements disagree at \(offset)") }
        }
        simulator.swipe(by: 200, velocity: 0, dragTicks: 8, decelerationTicks: 4)
        simulator.swipe(by: 600, velocity: 0, dragTicks: 12, decelerationTicks: 4)
        #expect(failures.isEmpty)
        #expect(harness.container.settledPage == 3)
        #expect(simulator.contentOffset == 990)
        #expect(simulator.visiblePlacements.map(\.page.index) == [2, 3, 4])
    }

    @Test func aTwoPageLoopShowsOneIndexTwiceAndBothInstancesCount() {
        let harness = Self.carousel(pageCount: 2, isLooping: true)
        let simulator = harness.simulator
        let visible = simulator.visiblePlacements
        #expect(visible.map(\.page.index) == [1, 0, 1])
        #expect(visible.map(\.offsetInPages) == [-1, 0, 1])
        #expect(visible.map(\.visibleLength) == [30, 320, 30])
        #expect(visible[0].page !== visible[2].page)
        #expect(simulator.blankRangesInViewport.isEmpty)
        #expect(Self.agree(harness))
    }
}
