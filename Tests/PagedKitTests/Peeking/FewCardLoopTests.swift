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
            harness.expectInvariants("step \(step)")
        }
        _ = harness.simulator.release(velocity: 0)
        harness.simulator.decelerate()
        #expect(Self.visibleIndices(harness).count == atRest.count)
        harness.expectInvariants("at rest")
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
        let plain = Harness(
            configuration: PagingConfiguration(pageSize: .fraction(0.6)), pageCount: 2, viewportLength: 400)
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

/// Reloads and memory pressure over second instances.
@MainActor @Suite struct FewCardLoopReloadTests {
    @Test func aReloadKeepsEverySurvivingInstanceAndMakesOnlyWhatTheNewLoopNeeds() {
        let harness = FewCardLoopTests.loop(cards: 2, fraction: 0.6)
        let before = harness.simulator.placedPagesByOffset.map(\.page)
        #expect(before.map(\.index) == [1, 0, 1])
        harness.delegate.clearEvents()
        // A third card after card 1: the loop now reads 0, 1, 2, so the left neighbour of 0 is card 2.
        harness.dataSource.identifiers.append("item2")
        harness.container.reloadData()
        #expect(FewCardLoopTests.visibleIndices(harness) == [2, 0, 1])
        let after = harness.simulator.placedPagesByOffset.map(\.page)
        #expect(after[1] === before[1], "card 0 keeps its instance")
        #expect(after[2] === before[2] || after[2] === before[0], "card 1 keeps one of its instances")
        #expect(
            harness.delegate.events.filter { $0 == .willUnload(1) }.count == 1, "the other instance of 1 is released")
        #expect(harness.delegate.loadedIndices == [2])
        #expect(harness.container.settledPage == 0)
        harness.expectInvariants()
        // Back to two cards: card 2 goes, and card 1 gets its second instance again.
        harness.dataSource.identifiers.removeLast()
        harness.delegate.clearEvents()
        harness.container.reloadData()
        #expect(FewCardLoopTests.visibleIndices(harness) == [1, 0, 1])
        #expect(harness.delegate.loadedIndices == [1])
        #expect(harness.delegate.events.filter { $0 == .willUnload(2) }.count == 1)
    }

    @Test func criticalPressureKeepsBothInstancesThatAreVisible() {
        let harness = FewCardLoopTests.loop(cards: 2, fraction: 0.6, radius: 3)
        harness.container.handleMemoryPressure(.critical)
        #expect(FewCardLoopTests.visibleIndices(harness) == [1, 0, 1])
        #expect(harness.simulator.placedPagesByOffset.count == 3)
    }
}

/// Tick by tick, the visible cards the container reports are exactly the placed cards whose span
/// overlaps the viewport (an independent computation from the simulator's placements), for a range
/// of geometries; and no overlapping slot is ever without a card.
@MainActor @Suite struct PeekingTickTests {
    @Test(arguments: [
        (0.8, 10.0, PageAlignment.center, PagingDirection.leftToRight, false),
        (0.8, 10.0, .center, .rightToLeft, false), (0.7, 0, .leading, .leftToRight, false),
        (0.55, 25, .leading, .rightToLeft, true), (0.3, 4, .center, .leftToRight, true),
        (0.45, 0, .center, .rightToLeft, true), (1, 20, .center, .leftToRight, false),
    ])
    func theReportedCardsAreThePlacedCardsOverlappingTheViewport(
        fraction: Double, spacing: Double, alignment: PageAlignment, direction: PagingDirection, looping: Bool
    ) {
        let harness = Harness(
            configuration: PagingConfiguration(
                isLooping: looping, direction: direction, pageSize: .fraction(fraction), pageSpacing: spacing,
                pageAlignment: alignment),
            pageCount: looping ? 3 : 8, viewportLength: 400)
        let pitch = harness.container.pageLength + max(0, spacing)
        let sign = direction == .rightToLeft ? -1.0 : 1.0
        harness.simulator.beginDrag()
        for tick in 0..<Int(pitch * 3 / 7) {
            harness.simulator.drag(by: sign * (tick % 5 == 4 ? -3 : 7), ticks: 1)
            var reported: [Int] = []
            var offsets: [Double] = []
            harness.container.forEachVisiblePage { page, index, offset in
                reported.append(index)
                offsets.append(offset)
                #expect(harness.simulator.isPlaced(page))
            }
            let p = harness.container.pageLength, from = harness.simulator.contentOffset
            let placed = harness.simulator.placedPagesByOffset.filter {
                $0.offset < from + 400 - 1e-6 && $0.offset + p > from + 1e-6
            }
            let expected = placed.map(\.page.index)
            #expect(reported == (direction == .rightToLeft ? expected.reversed() : expected), "tick \(tick)")
            // Reading order, one pitch apart.
            for (a, b) in zip(offsets, offsets.dropFirst()) {
                #expect(abs(b - a - 1) < 1e-9, "tick \(tick): \(offsets)")
            }
            // Looping, every slot the viewport reaches holds a card: the offsets o (in pitches, from
            // the alignment point) with −(inset + P) < o × pitch < V − inset, none missing.
            if looping, let first = offsets.first {
                let inset = alignment == .center ? (400 - p) / 2 : 0
                var o = first - 1
                while (o * pitch + inset + p) > 1e-6 { o -= 1 }
                var reachable: [Double] = []
                o += 1
                while o * pitch + inset < 400 - 1e-6 {
                    reachable.append(o)
                    o += 1
                }
                #expect(reachable.count == offsets.count, "tick \(tick): \(offsets) of \(reachable)")
            }
        }
        _ = harness.simulator.release(velocity: 0)
        harness.simulator.decelerate()
        harness.expectInvariants()
    }
}
