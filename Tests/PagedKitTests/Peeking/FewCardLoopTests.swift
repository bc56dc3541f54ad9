import PagedKit
import PagedKitTesting
import Testing

/// Rule 12's looping carousels with few cards: when two visible slots need one index, the data
/// source is asked for a second instance; each instance is loaded, placed, appeared and released on
/// its own, and no slot overlapping the viewport is ever blank.
@MainActor @Suite struct FewCardLoopTests {
    /// Cards of `fraction` of a 400-point viewport, centred, looping.
    static func loop(cards: Int, fraction: Double, radius: Int = 0) -> Harness {
        Harness(
            configuration: PagingConfiguration(
                preloadRadius: radius, isLooping: true, pageSize: .fraction(fraction)),
            pageCount: cards, viewportLength: 400)
    }

    /// The visible instances' indices in reading order.
    static func visibleIndices(_ harness: Harness) -> [Int] {
        var indices: [Int] = []
        harness.container.forEachVisiblePage { _, index, _ in indices.append(index) }
        return indices
    }

    /// The pages overlapping the viewport by the simulator's placements, with spans `pageLength` long.
    static func coveredSlots(_ harness: Harness) -> [Int] {
        let p = harness.container.pageLength
        let from = harness.simulator.contentOffset, to = from + 400
        return harness.simulator.placedPagesByOffset
            .filter { $0.offset < to - 1e-6 && $0.offset + p > from + 1e-6 }
            .map(\.page.index)
    }

    @Test func oneCardDoesNotLoopAndShowsOneInstance() {
        let harness = Self.loop(cards: 1, fraction: 0.6)
        #expect(Self.visibleIndices(harness) == [0])
        #expect(harness.dataSource.madeIndices == [0])
        #expect(harness.simulator.contentLength == 400)
    }

    @Test func twoCardsWithBothNeighboursVisibleGetASecondInstance() {
        // P = 240, inset 80: reach (80 + 240) / 240 = 1.33 slots each way, so at rest card 1 peeks in on both sides.
        let harness = Self.loop(cards: 2, fraction: 0.6)
        #expect(Self.visibleIndices(harness) == [1, 0, 1])
        #expect(harness.dataSource.madeIndices == [0, 1, 1])
        #expect(harness.container.loadedPageIndices == [0, 1])
        #expect(Self.coveredSlots(harness) == [1, 0, 1])
        // page(at:) answers the instance nearest the alignment point: the forward one on a tie.
        let forward = harness.simulator.placedPagesByOffset.last!.page
        #expect(harness.container.page(at: 1) === forward)
        #expect(harness.delegate.loadedIndices == [0, 1, 1])
        #expect(harness.delegate.appearanceLog() == ["0 willAppear", "0 didAppear"])
    }

    @Test(arguments: [
        // (cards, fraction, visible at rest): one, two and three visible neighbours on each side.
        (2, 0.6, [1, 0, 1]), (3, 0.6, [2, 0, 1]), (2, 0.3, [0, 1, 0, 1, 0]), (3, 0.3, [1, 2, 0, 1, 2]),
        (3, 0.2, [1, 2, 0, 1, 2]), (2, 0.2, [0, 1, 0, 1, 0]), (3, 0.15, [0, 1, 2, 0, 1, 2, 0]),
        (4, 0.15, [1, 2, 3, 0, 1, 2, 3]),
    ])
    func noVisibleSlotIsEverBlankThroughADragAroundTheLoop(cards: Int, fraction: Double, atRest: [Int]) {
        let harness = Self.loop(cards: cards, fraction: fraction)
        #expect(Self.visibleIndices(harness) == atRest)
        let pitch = harness.container.pageLength
        harness.simulator.beginDrag()
        for step in 1...(cards * 8) {
            harness.simulator.drag(by: pitch / 8 * (step % 3 == 0 ? -1 : 1.7), ticks: 1)
            let shown = Self.visibleIndices(harness)
            let covered = Self.coveredSlots(harness)
            #expect(shown == covered, "step \(step): reported \(shown), placed \(covered)")
            // Every slot the viewport reaches has a card: the consecutive indices of the loop.
            for (a, b) in zip(shown, shown.dropFirst()) { #expect(b == (a + 1) % cards, "step \(step): \(shown)") }
        }
        _ = harness.simulator.release(velocity: 0)
        harness.simulator.decelerate()
        #expect(Self.visibleIndices(harness).count == atRest.count)
        harness.expectAppearanceBalanced()
        // Exactly the settled instance has appeared.
        let appeared = harness.delegate.appearanceCheck().appearedKeys
        #expect(appeared.count == 1)
    }

    @Test func aStepTowardTheLeftCopyOfTheOtherCardMovesLeft() throws {
        let harness = Self.loop(cards: 2, fraction: 0.6)
        let start = harness.simulator.contentOffset
        #expect(harness.container.scrollBy(pages: -1))
        #expect(harness.simulator.animationTarget.map { $0 - start } == -240)
        harness.simulator.runAnimation()
        #expect(harness.container.settledPage == 1)
        #expect(harness.container.scrollBy(pages: 1))
        #expect(harness.simulator.animationTarget.map { $0 - harness.simulator.contentOffset } == 240)
        harness.simulator.runAnimation()
        #expect(harness.container.settledPage == 0)
        // Without looping, nothing lies beyond the ends.
        let plain = Harness(configuration: PagingConfiguration(pageSize: .fraction(0.6)), pageCount: 2, viewportLength: 400)
        #expect(!plain.container.scrollBy(pages: -1))
        #expect(plain.container.scrollBy(pages: 1))
        #expect(!plain.container.scrollBy(pages: 0))
    }

    @Test func eachInstanceIsReleasedOnItsOwn() {
        let harness = Self.loop(cards: 2, fraction: 0.6)
        harness.delegate.clearEvents()
        // Leading alignment shows only the following card: the second instance of 1 goes.
        harness.container.configuration.pageAlignment = .leading
        #expect(Self.visibleIndices(harness) == [0, 1])
        #expect(harness.delegate.events.filter { $0 == .willUnload(1) }.count == 1)
        #expect(harness.simulator.placedPagesByOffset.count == 2)
        harness.container.configuration.pageAlignment = .center
        #expect(Self.visibleIndices(harness) == [1, 0, 1])
        #expect(harness.delegate.loadedIndices == [1])
    }

    @Test func aLoopingContentStaysOneLengthHoweverFarTheUserSwipes() {
        let harness = Self.loop(cards: 3, fraction: 0.6)
        let length = harness.simulator.contentLength
        #expect(length == 63 * 240 + 400)
        for _ in 0..<100 { _ = harness.flingForward() }
        #expect(harness.simulator.contentLength == length)
        #expect(harness.container.settledPage == 100 % 3)
        #expect(Self.visibleIndices(harness) == [0, 1, 2])
        #expect(harness.dataSource.madeCount <= 3 + 100 * 2)
    }
}
