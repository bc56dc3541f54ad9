import PagedKit
import PagedKitTesting
import Testing

/// Looping (contract rules 2, 4 and 5 with `isLooping == true`): endless both ways, constant content,
/// one and two pages right.
@MainActor @Suite struct LoopingTests {
    static let length = 320.0

    func harness(_ n: Int, radius: Int = 1, cache: Int = 0, direction: PagingDirection = .leftToRight) -> Harness {
        Harness(
            configuration: PagingConfiguration(
                preloadRadius: radius, cacheLimit: cache, isLooping: true, direction: direction),
            pageCount: n, viewportLength: Self.length)
    }

    /// Drags in `ticks` steps, checking the invariants after every tick, then releases and decelerates
    /// tick by tick, checking again.
    func swipe(_ h: Harness, by delta: Double, velocity: Double, ticks: Int = 4, context: String) {
        h.simulator.beginDrag()
        for _ in 0..<ticks {
            h.simulator.drag(by: delta / Double(ticks))
            h.expectInvariants("\(context): drag tick")
        }
        h.simulator.release(velocity: velocity)
        for _ in 0..<2 where h.simulator.isDecelerating {
            h.simulator.advanceDeceleration(fraction: 0.34)
            h.expectInvariants("\(context): deceleration tick")
        }
        h.simulator.decelerate(ticks: 1)
        h.expectInvariants("\(context): at rest")
    }

    @Test(arguments: [3, 4, 5, 1_000_000])
    func thousandsOfSwipesEachWayKeepTheWindowAndPlacement(n: Int) {
        let h = harness(n)
        for swipe in 1...1_500 {
            h.flingForward()
            #expect(h.container.settledPage == swipe % n)
            #expect(h.container.position == Double(swipe % n))
        }
        h.expectInvariants("after 1,500 forward swipes")
        for swipe in 1...3_000 {
            h.flingBackward()
            let expected = ((1_500 - swipe) % n + n) % n
            #expect(h.container.settledPage == expected, "swipe \(swipe)")
        }
        h.expectInvariants("after 3,000 backward swipes")
        // The content never grows and the offset rests on the same middle slot.
        #expect(h.simulator.contentLength == 64 * Self.length)
        #expect(h.simulator.contentOffset == 32 * Self.length)
        #expect(h.container.loadedPageIndices == Set([-1, 0, 1].map { ((h.container.settledPage + $0) % n + n) % n }))
    }

    @Test func everyTickOfSwipesAcrossTheSeamHasNoBlankSlot() {
        let h = harness(5)
        for index in 0..<12 {
            swipe(h, by: Self.length * 0.3, velocity: 1_000, context: "forward \(index)")
        }
        for index in 0..<24 {
            swipe(h, by: -Self.length * 0.3, velocity: -1_000, context: "backward \(index)")
        }
        #expect(h.container.settledPage == (12 - 24 + 50) % 5)
        #expect(h.simulator.violations.isEmpty)
    }

    @Test(arguments: [1.0, -1.0])
    func aDragOfManyPagesInOneGestureNeverShowsABlankSlot(sign: Double) {
        let h = harness(7)
        h.simulator.beginDrag()
        // 100 pages in one gesture: far more than the 64-slot content holds.
        for tick in 0..<1_000 {
            h.simulator.drag(by: sign * Self.length / 10)
            #expect(!h.simulator.hasBlankSlotInViewport, "tick \(tick)")
            #expect(h.simulator.contentOffset >= 0 && h.simulator.contentOffset <= 63 * Self.length)
        }
        h.simulator.release(velocity: 0)
        h.simulator.decelerate()
        h.expectInvariants()
        #expect(h.container.settledPage == ((sign > 0 ? 100 : -100) % 7 + 7) % 7)
    }

    @Test func positionWrapsIntoTheLogicalRange() {
        let h = harness(5)
        h.simulator.beginDrag()
        h.simulator.drag(by: -Self.length / 4)
        #expect(h.container.position == 4.75)
        #expect(h.container.currentPage == 0)
        h.simulator.drag(by: -Self.length / 2)
        #expect(h.container.position == 4.25)
        #expect(h.container.currentPage == 4)
        h.simulator.release(velocity: 0)
        h.simulator.decelerate()
        #expect(h.container.settledPage == 4)
        #expect(h.container.position == 4)
    }

    @Test func zeroAndOnePageNeverLoop() {
        let empty = harness(0)
        #expect(empty.container.loadedPageIndices.isEmpty)
        #expect(empty.simulator.contentLength == 0)
        empty.simulator.swipe(by: 100, velocity: 1_000)
        empty.expectInvariants()

        let single = harness(1)
        #expect(single.simulator.contentLength == Self.length)
        #expect(single.container.loadedPageIndices == [0])
        single.flingForward()
        single.flingBackward()
        #expect(single.container.settledPage == 0)
        #expect(single.simulator.contentOffset == 0)
        #expect(single.dataSource.madeIndices == [0])
        single.expectInvariants()
    }

    @Test func twoPagesMakeEachPageOnceAndShowTheNeighbourWhereTheUserDrags() throws {
        let h = harness(2)
        #expect(h.dataSource.madeIndices == [0, 1])
        let other = try #require(h.container.page(at: 1))
        h.simulator.beginDrag()
        h.simulator.drag(by: Self.length / 10)
        #expect(h.simulator.offset(of: other) == h.simulator.contentOffset - Self.length / 10 + Self.length)
        h.simulator.drag(by: -Self.length / 5)
        // Dragged the other way: the single neighbour moved to the left side before it showed.
        #expect(h.simulator.offset(of: other) == h.simulator.contentOffset + Self.length / 10 - Self.length)
        #expect(!h.simulator.hasBlankSlotInViewport)
        h.simulator.release(velocity: -1_000)
        h.simulator.decelerate()
        #expect(h.container.settledPage == 1)
        for _ in 0..<100 {
            h.flingForward()
            h.expectInvariants()
            h.flingBackward()
            h.flingBackward()
            h.expectInvariants()
        }
        // Still the same two instances: nothing was ever made twice.
        #expect(h.dataSource.madeIndices == [0, 1])
        #expect(h.container.settledPage == 1)
    }

    @Test(arguments: [(3, 2), (3, 3), (4, 2), (4, 3)])
    func aWindowWiderThanThePagesLoadsEachPageOnceNearestTheViewport(n: Int, radius: Int) {
        let h = harness(n, radius: radius)
        #expect(h.container.loadedPageIndices == Set(0..<n))
        for index in 0..<(3 * n) {
            swipe(h, by: Self.length * 0.3, velocity: 1_000, context: "n \(n) radius \(radius) forward \(index)")
        }
        for index in 0..<(3 * n) {
            swipe(h, by: -Self.length * 0.3, velocity: -1_000, context: "n \(n) radius \(radius) backward \(index)")
        }
        // Each page once, each in the slot nearest the viewport.
        #expect(h.dataSource.madeIndices.sorted() == Array(0..<n))
        let viewportCentre = h.simulator.contentOffset + Self.length / 2
        for index in 0..<n {
            let page = h.container.page(at: index)!
            let offset = h.simulator.offset(of: page)! + Self.length / 2
            #expect(abs(offset - viewportCentre) <= Double(n) / 2 * Self.length, "page \(index)")
        }
    }

    @Test(arguments: [
        (0, 4, true), (0, 6, false), (0, 1, true), (2, 9, false), (9, 0, true), (5, 0, true), (0, 5, true),
        (7, 1, true),
    ])
    func animatedJumpsGoTheShortWayRound(from: Int, to: Int, forward: Bool) throws {
        let h = harness(10)
        try h.container.scrollToPage(from, animated: false)
        h.delegate.clearEvents()
        let made = h.dataSource.madeIndices.count
        try h.container.scrollToPage(to, animated: true)
        let target = try #require(h.simulator.animationTarget)
        #expect(target - h.simulator.contentOffset == (forward ? Self.length : -Self.length))
        while h.simulator.isAnimating {
            h.simulator.advanceAnimation(fraction: 0.25)
            h.expectInvariants()
        }
        h.simulator.reportAnimationEnd()
        #expect(h.container.settledPage == to)
        #expect(h.container.position == Double(to))
        // No page between start and target was made.
        let between = Set(h.dataSource.madeIndices.dropFirst(made))
        let allowed = Set((-1...1).flatMap { [($0 + from + 10) % 10, ($0 + to + 10) % 10] })
        #expect(between.isSubset(of: allowed), "made \(between)")
        #expect(h.delegate.filtered.contains(.didScrollTo(to)))
    }

    @Test func theSeamPositionInterpolatesTheShortWay() throws {
        let h = harness(10)
        try h.container.scrollToPage(9, animated: true)
        h.simulator.advanceAnimation(fraction: 0.25)
        #expect(h.container.position == 9.75)
        #expect(h.container.currentPage == 0)
        h.simulator.advanceAnimation(fraction: 0.5)
        #expect(h.container.position == 9.25)
        #expect(h.container.currentPage == 9)
        h.simulator.runAnimation()
        #expect(h.container.settledPage == 9)
    }

    @Test func rightToLeftLoops() {
        let h = harness(4, direction: .rightToLeft)
        #expect(h.simulator.contentLength == 64 * Self.length)
        // Right to left: the next page is toward smaller offsets.
        for swipe in 1...10 {
            h.simulator.swipe(by: -Self.length / 4, velocity: -1_000)
            #expect(h.container.settledPage == swipe % 4)
            h.expectInvariants()
        }
        let page = h.container.page(at: (h.container.settledPage + 1) % 4)!
        #expect(h.simulator.offset(of: page) == h.simulator.contentOffset - Self.length)
    }

    @Test func togglingLoopingKeepsTheCurrentPage() throws {
        let h = Harness(configuration: PagingConfiguration(), pageCount: 6)
        try h.container.scrollToPage(5, animated: false)
        h.container.configuration.isLooping = true
        #expect(h.container.settledPage == 5)
        #expect(h.simulator.contentLength == 64 * Self.length)
        h.expectInvariants()
        h.flingForward()
        #expect(h.container.settledPage == 0)
        h.container.configuration.isLooping = false
        #expect(h.container.settledPage == 0)
        #expect(h.simulator.contentLength == 6 * Self.length)
        #expect(h.simulator.contentOffset == 0)
        h.expectInvariants()
        h.container.configuration.preloadRadius = 2
        #expect(h.container.loadedPageIndices == [0, 1, 2])
        h.container.configuration.direction = .rightToLeft
        #expect(h.simulator.contentOffset == 5 * Self.length)
        h.expectInvariants()
    }

    @Test func theContentIsNeverMovedWhileItsOwnAnimationRuns() throws {
        let h = harness(8, radius: 2)
        // Walk far from the middle slot with jumps, so a re-centre would be due if it were allowed.
        for target in [3, 6, 1, 4, 7, 2, 5, 0, 3, 6] {
            try h.container.scrollToPage(target, animated: true)
            h.simulator.clearCalls()
            for _ in 0..<4 {
                h.simulator.advanceAnimation(fraction: 0.2)
                // While the animation runs, the offset is never set by the container.
                #expect(
                    !h.simulator.calls.contains { if case .setContentOffset = $0 { return true } else { return false } }
                )
                h.expectInvariants("jump to \(target)")
            }
            h.simulator.runAnimation()
            #expect(h.container.settledPage == target)
            // At rest the content is re-centred on the middle slot.
            #expect(h.simulator.contentOffset == 32 * Self.length)
            h.expectInvariants("after jump to \(target)")
        }
    }

    @Test func invariantsHoldAfterEverySwipeOfALongWalk() {
        let h = harness(5, radius: 2, cache: 2)
        var generator = SeededGenerator(seed: 0x5EED_1001)
        var expected = 0
        for step in 0..<400 {
            let forward = Bool.random(using: &generator)
            if forward { h.flingForward() } else { h.flingBackward() }
            expected = (expected + (forward ? 1 : 4)) % 5
            #expect(h.container.settledPage == expected, "seed 0x5EED_1001 step \(step)")
            h.expectInvariants("seed 0x5EED_1001 step \(step)")
        }
        #expect(h.simulator.contentLength == 64 * Self.length)
    }

    @Test func changingRadiusCacheAndDirectionWhileLoopingKeepsThePage() throws {
        let h = harness(6)
        try h.container.scrollToPage(4, animated: false)
        h.container.configuration.preloadRadius = 2
        #expect(h.container.loadedPageIndices == [2, 3, 4, 5, 0])
        h.container.configuration.cacheLimit = 2
        h.container.configuration.preloadRadius = 0
        #expect(h.container.settledPage == 4)
        #expect(h.container.loadedPageIndices.contains(4))
        h.expectInvariants()
        h.container.configuration.direction = .rightToLeft
        #expect(h.container.settledPage == 4)
        h.expectInvariants()
        h.simulator.swipe(by: -Self.length / 4, velocity: -1_000)
        #expect(h.container.settledPage == 5)
        h.expectInvariants()
    }
}
