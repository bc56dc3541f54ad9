import PagedKit
import PagedKitTesting
import Testing

/// Rule 12's animated jumps: the start's visible cards stay, the target arrives with the neighbours it
/// will show, the host animates `k_a + k_t + 1` pitches, nothing else is made, nothing visible ever
/// changes in its slot, and on arrival nothing moves.
@MainActor @Suite struct PeekingJumpTests {
    /// 40 cards of 320 in a 400-point viewport with 10 points between: pitch 330.
    static func harness(
        at start: Int, alignment: PageAlignment = .center, direction: PagingDirection = .leftToRight,
        looping: Bool = false, fraction: Double = 0.8, spacing: Double = 10, count: Int = 40
    ) throws -> Harness {
        let harness = Harness(
            configuration: PagingConfiguration(
                isLooping: looping, direction: direction, pageSize: .fraction(fraction), pageSpacing: spacing,
                pageAlignment: alignment),
            pageCount: count, viewportLength: 400)
        try harness.container.scrollToPage(start, animated: false)
        harness.delegate.clearEvents()
        return harness
    }

    /// The instance in each visible slot, by identity, keyed by its placed origin.
    static func shown(_ harness: Harness) -> [(origin: Double, page: TestPage)] {
        var result: [(Double, TestPage)] = []
        harness.container.forEachVisiblePage { page, _, _ in
            if let origin = harness.simulator.offset(of: page) { result.append((origin, page)) }
        }
        return result
    }

    /// Drives the animation tick by tick and returns what broke rule 12 on the way: a card replaced
    /// in a visible slot (the visible instances, in reading order, must slide as one strip: the cards
    /// still visible keep their order and stay together at the trailing end, and a card that left
    /// never comes back), or a position not moving monotonically toward the target (modulo the page
    /// count when looping).
    static func driveChecking(_ harness: Harness, forward: Bool) -> [String] {
        var failures: [String] = []
        var lastPosition = harness.container.position
        let count = Double(harness.container.pageCount)
        let looping = harness.container.configuration.isLooping
        var previous = shown(harness).map { ObjectIdentifier($0.page) }
        var gone = Set<ObjectIdentifier>()
        var ticks = 0
        while harness.simulator.isAnimating, ticks < 200 {
            harness.simulator.advanceAnimation(fraction: 1.0 / 12)
            ticks += 1
            var step = harness.container.position - lastPosition
            if looping, step > count / 2 { step -= count }
            if looping, step < -count / 2 { step += count }
            if forward ? step < -1e-9 : step > 1e-9 {
                failures.append("tick \(ticks): position went from \(lastPosition) to \(harness.container.position)")
            }
            lastPosition = harness.container.position
            let now = shown(harness).map { ObjectIdentifier($0.page) }
            let ordered = forward ? (previous, now) : (previous.reversed(), now.reversed())
            let kept = ordered.0.filter { ordered.1.contains($0) }
            if !kept.isEmpty, Array(ordered.0.suffix(kept.count)) != kept || Array(ordered.1.prefix(kept.count)) != kept
            {
                failures.append(
                    "tick \(ticks): visible cards \(shown(harness).map(\.page)) do not continue the last tick's")
            }
            for id in previous where !now.contains(id) { gone.insert(id) }
            for id in now where gone.contains(id) {
                failures.append("tick \(ticks): a card that left came back: \(shown(harness).map(\.page))")
            }
            previous = now
            failures += harness.checkInvariants().map { "tick \(ticks): \($0)" }
        }
        return failures
    }

    @Test(arguments: [
        // (alignment, start, target, pitches animated = k_a + k_t + 1)
        (PageAlignment.center, 0, 20, 3), (.center, 20, 0, -3), (.center, 5, 39, 3), (.leading, 0, 20, 2),
        (.leading, 20, 3, -2), (.center, 10, 14, 3),
    ])
    func theHostAnimatesTheVisibleNeighboursOfBothEndsAndOnePitch(
        alignment: PageAlignment, start: Int, target: Int, pitches: Int
    ) throws {
        let harness = try Self.harness(at: start, alignment: alignment)
        let before = Set(harness.container.loadedPageIndices)
        let made = harness.dataSource.madeIndices.count
        try harness.container.scrollToPage(target, animated: true)
        let animationTarget = try #require(harness.simulator.animationTarget)
        #expect(animationTarget - harness.simulator.contentOffset == Double(pitches) * 330)
        let failures = Self.driveChecking(harness, forward: target > start)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        harness.simulator.runAnimation()
        #expect(harness.container.settledPage == target)
        #expect(harness.container.scrollState == .idle)
        #expect(harness.simulator.contentOffset == Double(target) * 330)
        // Made: only the target and its window (radius 1 plus its peeking neighbours).
        let newlyMade = Set(harness.dataSource.madeIndices.dropFirst(made)).subtracting(before)
        #expect(newlyMade.isSubset(of: Set((target - 1)...(target + 1))), "made \(newlyMade.sorted())")
        #expect(
            harness.delegate.filtered.filter(JumpSupport.isPageChange) == [.willScrollTo(target), .didScrollTo(target)])
        harness.expectAppearanceBalanced()
    }

    @Test(arguments: [
        (PageAlignment.center, 0, 20, 3), (.center, 20, 0, -3), (.leading, 0, 20, 2), (.leading, 20, 3, -2),
    ])
    func rightToLeftJumpsAnimateTheSamePitchesMirrored(
        alignment: PageAlignment, start: Int, target: Int, pitches: Int
    ) throws {
        let harness = try Self.harness(at: start, alignment: alignment, direction: .rightToLeft)
        try harness.container.scrollToPage(target, animated: true)
        let animationTarget = try #require(harness.simulator.animationTarget)
        // Right to left the reading order runs toward smaller offsets.
        #expect(animationTarget - harness.simulator.contentOffset == -Double(pitches) * 330)
        let failures = Self.driveChecking(harness, forward: target > start)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        harness.simulator.runAnimation()
        #expect(harness.container.settledPage == target)
        #expect(harness.simulator.contentOffset == Double(39 - target) * 330)
        harness.expectInvariants()
    }

    @Test func onArrivalNothingVisibleMovesOrChanges() throws {
        let harness = try Self.harness(at: 2)
        try harness.container.scrollToPage(30, animated: true)
        harness.simulator.advanceAnimation(fraction: 0.999)
        let nearlyThere = Self.shown(harness).map { ($0.origin - harness.simulator.contentOffset, $0.page) }
        harness.simulator.runAnimation()
        let arrived = Self.shown(harness).map { ($0.origin - harness.simulator.contentOffset, $0.page) }
        #expect(
            arrived.map { ObjectIdentifier($0.1) }
                == Array(nearlyThere.map { ObjectIdentifier($0.1) }.suffix(arrived.count)))
        #expect(arrived.map(\.1.index) == [29, 30, 31])
        #expect(arrived.map(\.0) == [-290, 40, 370])
    }

    @Test func aNearTargetIsAnimatedAlongTheContent() throws {
        let harness = try Self.harness(at: 4)
        try harness.container.scrollToPage(6, animated: true)
        #expect(harness.simulator.animationTarget.map { $0 - 6 * 330 } == 0)
        harness.simulator.runAnimation()
        #expect(harness.container.settledPage == 6)
    }

    @Test(arguments: [PagingDirection.leftToRight, .rightToLeft])
    func aRetargetMidJumpKeepsEveryVisibleCard(direction: PagingDirection) throws {
        let harness = try Self.harness(at: 0, direction: direction)
        try harness.container.scrollToPage(20, animated: true)
        harness.simulator.advanceAnimation(fraction: 0.4)
        try harness.container.scrollToPage(35, animated: true)
        let failures = Self.driveChecking(harness, forward: true)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        harness.simulator.runAnimation()
        #expect(harness.container.settledPage == 35)
        let made = Set(harness.dataSource.madeIndices)
        #expect(made.isSubset(of: [0, 1, 2, 19, 20, 21, 34, 35, 36]), "made \(made.sorted())")
        harness.expectAppearanceBalanced()
    }

    @Test func aLoopingJumpGoesTheShortWayWithItsNeighbours() throws {
        let harness = try Self.harness(at: 1, looping: true, count: 30)
        let madeBefore = harness.dataSource.madeIndices.count
        try harness.container.scrollToPage(27, animated: true)
        let animationTarget = try #require(harness.simulator.animationTarget)
        #expect(animationTarget - harness.simulator.contentOffset == -3 * 330)
        let failures = Self.driveChecking(harness, forward: false)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        harness.simulator.runAnimation()
        #expect(harness.container.settledPage == 27)
        #expect(Set(harness.dataSource.madeIndices.dropFirst(madeBefore)) == [26, 27, 28])
    }

    @Test func aFingerCatchingAJumpDragsOverTheSameCards() throws {
        let harness = try Self.harness(at: 0)
        try harness.container.scrollToPage(20, animated: true)
        harness.simulator.advanceAnimation(fraction: 0.5)
        let before = Self.shown(harness).map { ObjectIdentifier($0.page) }
        harness.simulator.beginDrag()
        harness.simulator.drag(by: 1, ticks: 1)
        let during = Self.shown(harness).map { ObjectIdentifier($0.page) }
        // Half-way through the three-pitch splice [0, 1 | 19, 20]: the same cards, one point on.
        #expect(during == before)
        _ = harness.simulator.release(velocity: 1000)
        harness.simulator.decelerate()
        // The fling goes one slot on over the spliced cards: 19, not the natural neighbour 2.
        #expect(harness.container.settledPage == 19)
        harness.expectAppearanceBalanced()
    }
}
