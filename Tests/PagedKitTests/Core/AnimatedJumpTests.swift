import PagedKit
import PagedKitTesting
import Testing

/// Rule 5 for animated jumps in the non-looping container: one page of animation however far the
/// jump, no page in between ever made, position and current page during the animation, the end
/// (reported, late, missing, abandoned), retargeting and a finger catching the content.
@Suite @MainActor struct AnimatedJumpTests {
    nonisolated static let jumps = [(0, 9), (9, 0), (0, 1), (5, 4), (0, 29), (29, 0), (3, 17)]

    // MARK: One page of animation

    @Test(arguments: jumps)
    func theHostAnimatesExactlyOnePageLength(from start: Int, to target: Int) throws {
        let h = try Self.harness(at: start)
        try h.container.scrollToPage(target, animated: true)
        let animationTarget = try #require(h.simulator.animationTarget)
        #expect(animationTarget - h.simulator.contentOffset == (target > start ? 320 : -320))
        #expect(h.delegate.filtered.filter(JumpSupport.isPageChange) == [.willScrollTo(target)])
        #expect(h.container.scrollState == .settling)
        #expect(h.simulator.page(at: animationTarget).map(\.index) == target, "the target waits in the next slot")
        h.expectInvariants()
    }

    @Test func aJumpAcrossAMillionPagesAnimatesOnePageAndMakesNothingBetween() throws {
        let h = Harness(pageCount: 1_000_000)
        h.delegate.clearEvents()
        try h.container.scrollToPage(999_999, animated: true)
        let animationTarget = try #require(h.simulator.animationTarget)
        #expect(animationTarget - h.simulator.contentOffset == 320)
        let failures = Self.drive(h, steps: 8)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        h.simulator.runAnimation()
        #expect(
            Set(h.dataSource.madeIndices).isSubset(of: [0, 1, 999_998, 999_999]), "made \(h.dataSource.madeIndices)")
        #expect(h.container.settledPage == 999_999 && h.container.scrollState == .idle)
        #expect(h.simulator.contentOffset == 999_999 * 320)
        #expect(h.container.loadedPageIndices == [999_998, 999_999])
        #expect(
            h.delegate.filtered.filter(JumpSupport.isPageChange) == [.willScrollTo(999_999), .didScrollTo(999_999)])
        h.expectInvariants()
    }

    @Test(arguments: [false, true])
    func aRightToLeftJumpAnimatesTowardTheReadingDirection(forward: Bool) throws {
        let h = try Self.harness(at: forward ? 0 : 9, configuration: PagingConfiguration(direction: .rightToLeft))
        let target = forward ? 9 : 0
        try h.container.scrollToPage(target, animated: true)
        let animationTarget = try #require(h.simulator.animationTarget)
        #expect(animationTarget - h.simulator.contentOffset == (forward ? -320 : 320))
        let failures = Self.drive(h, steps: 8)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        try Self.finishExpectingNoVisibleJump(h, target: target)
        #expect(h.simulator.contentOffset == Double(29 - target) * 320)
        #expect(h.container.settledPage == target)
        h.expectInvariants()
    }

    // MARK: No page between, the window during the animation

    @Test(arguments: jumps, [0, 1, 2, 3])
    func noPageBetweenIsEverMadeAndTheViewportIsNeverBlank(jump: (Int, Int), radius: Int) throws {
        let (start, target) = jump
        let h = try Self.harness(at: start, configuration: PagingConfiguration(preloadRadius: radius))
        let madeBefore = h.dataSource.madeIndices.count
        try h.container.scrollToPage(target, animated: true)
        let failures = Self.drive(h, steps: 8)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        h.simulator.runAnimation()
        let made = Array(h.dataSource.madeIndices.dropFirst(madeBefore))
        let allowed = JumpSupport.window(of: start, radius: radius, count: 30)
            .union(JumpSupport.window(of: target, radius: radius, count: 30))
        #expect(Set(made).isSubset(of: allowed), "made \(made)")
        #expect(h.container.loadedPageIndices == JumpSupport.window(of: target, radius: radius, count: 30))
        h.expectInvariants()
    }

    /// With a cache, pages left behind may stay loaded (placed where rule 2 puts them), but only
    /// pages that were loaded before the jump; still no page between the two windows is made.
    @Test(arguments: [(0, 9), (9, 0), (5, 4)])
    func aCachedJumpKeepsAtMostTheCacheOfTheStartWindow(from start: Int, to target: Int) throws {
        let h = try Self.harness(at: start, configuration: PagingConfiguration(preloadRadius: 1, cacheLimit: 2))
        let madeBefore = h.dataSource.madeIndices.count
        let loadedBefore = h.container.loadedPageIndices
        try h.container.scrollToPage(target, animated: true)
        let failures = Self.drive(h, steps: 8)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        h.simulator.runAnimation()
        let startWindow = JumpSupport.window(of: start, radius: 1, count: 30)
        let targetWindow = JumpSupport.window(of: target, radius: 1, count: 30)
        let made = Array(h.dataSource.madeIndices.dropFirst(madeBefore))
        #expect(Set(made).isSubset(of: startWindow.union(targetWindow)), "made \(made)")
        let loaded = h.container.loadedPageIndices
        #expect(loaded.isSuperset(of: targetWindow))
        let cached = loaded.subtracting(targetWindow)
        #expect(
            cached.count <= 2 && cached.isSubset(of: loadedBefore), "cached \(cached), loaded before \(loadedBefore)")
        h.expectInvariants()
    }

    // MARK: Position and current page during the animation

    @Test(arguments: [
        (0, 8, [0.25: 2.0, 0.5: 4.0, 0.75: 6.0]),
        (8, 0, [0.25: 6.0, 0.5: 4.0, 0.75: 2.0]),
        (3, 23, [0.25: 8.0, 0.5: 13.0, 0.75: 18.0]),
    ])
    func positionMovesInProportionToTheAnimation(from start: Int, to target: Int, expected: [Double: Double]) throws {
        let h = try Self.harness(at: start)
        try h.container.scrollToPage(target, animated: true)
        var progress = 0.0
        for fraction in expected.keys.sorted() {
            h.simulator.advanceAnimation(fraction: fraction - progress)
            progress = fraction
            #expect(h.container.position == expected[fraction], "at \(fraction)")
            #expect(h.delegate.positions.last == expected[fraction], "reported at \(fraction)")
        }
    }

    @Test(arguments: jumps)
    func theCurrentPageChangesOnceAtHalfWayStraightToTheTarget(from start: Int, to target: Int) throws {
        let h = try Self.harness(at: start)
        try h.container.scrollToPage(target, animated: true)
        for step in 1...9 {
            h.simulator.advanceAnimation(fraction: 0.1)
            let progress = Double(step) / 10
            if progress < 0.45 {
                #expect(h.container.currentPage == start, "at \(progress)")
            } else if progress > 0.55 {
                #expect(h.container.currentPage == target, "at \(progress)")
            }
        }
        h.simulator.runAnimation()
        #expect(
            h.delegate.filtered.filter { if case .currentPage = $0 { true } else { false } } == [.currentPage(target)])
    }

    // MARK: The end

    @Test(arguments: jumps)
    func statesGoSettlingThenIdleWithTheTargetReachedAtTheEnd(from start: Int, to target: Int) throws {
        let h = try Self.harness(at: start)
        try h.container.scrollToPage(target, animated: true)
        #expect(h.delegate.filtered.first == .willScrollTo(target))
        #expect(h.delegate.filtered.filter(JumpSupport.isState) == [.state(.settling)])
        h.simulator.advanceAnimation(fraction: 0.5)
        #expect(!h.delegate.filtered.contains(.didScrollTo(target)))
        try Self.finishExpectingNoVisibleJump(h, target: target)

        let log = h.delegate.filtered
        #expect(log.filter(JumpSupport.isState) == [.state(.settling), .state(.idle)])
        #expect(log.filter(JumpSupport.isPageChange) == [.willScrollTo(target), .didScrollTo(target)])
        #expect(
            log.suffix(3) == [.appearance(target, .didAppear, animated: true), .didScrollTo(target), .state(.idle)])
        // Rule 2 at rest: page i at i × L, offset i × L, the window i ± radius.
        #expect(h.simulator.contentOffset == Double(target) * 320)
        #expect(h.container.position == Double(target))
        #expect(h.container.loadedPageIndices == JumpSupport.window(of: target, radius: 1, count: 30))
        for index in h.container.loadedPageIndices {
            let page = try #require(h.container.page(at: index))
            #expect(h.simulator.offset(of: page) == Double(index) * 320, "page \(index)")
        }
        h.expectInvariants()
    }

    @Test func aLateEndOfAnimationAfterRestIsIgnored() throws {
        let h = try Self.harness(at: 0)
        try h.container.scrollToPage(9, animated: true)
        h.simulator.runAnimation()
        #expect(h.container.settledPage == 9 && h.container.scrollState == .idle)
        h.delegate.clearEvents()
        h.simulator.clearLogs()
        h.simulator.reportAnimationEnd()
        h.simulator.reportAnimationEnd()
        #expect(h.delegate.events == [])
        #expect(h.simulator.calls == [])
        #expect(h.container.settledPage == 9 && h.simulator.contentOffset == 9 * 320)
        h.expectInvariants()
    }

    @Test func aMissingEndOfAnimationStillRestsOnTheTarget() throws {
        let h = try Self.harness(at: 0)
        try h.container.scrollToPage(9, animated: true)
        h.simulator.advanceAnimation(fraction: 0.25)
        h.simulator.finishAnimationWithoutReport()
        #expect(h.container.scrollState == .idle)
        #expect(h.container.settledPage == 9)
        #expect(h.simulator.contentOffset == 9 * 320)
        #expect(h.delegate.filtered.filter(JumpSupport.isPageChange) == [.willScrollTo(9), .didScrollTo(9)])
        #expect(!h.simulator.sentEvents.contains(.didEndScrollingAnimation))
        h.expectInvariants()
        // A second jump works as usual afterwards.
        try h.container.scrollToPage(10, animated: true)
        h.simulator.runAnimation()
        #expect(h.container.settledPage == 10)
        h.expectInvariants()
    }

    /// The host stops the animation short of its target and reports its end: that report is not
    /// the running move's (the host is not at its target) and changes nothing; a whole second
    /// without a report later the move counts as abandoned and the content rests on the nearest
    /// page of the two slots.
    @Test(arguments: [(0.3, 0), (0.7, 9)])
    func anAbandonedAnimationRestsOnTheNearestPage(progress: Double, nearest: Int) throws {
        let h = try Self.harness(at: 0)
        try h.container.scrollToPage(9, animated: true)
        h.scheduler.advance(by: .milliseconds(500))
        h.simulator.advanceAnimation(fraction: progress)
        h.simulator.abandonAnimation()
        #expect(h.container.scrollState == .settling)
        h.simulator.reportAnimationEnd()
        #expect(h.container.scrollState == .settling, "an end report short of the target changes nothing")
        h.scheduler.advance(to: .milliseconds(1500) - .milliseconds(1))
        #expect(h.container.scrollState == .settling, "a report came 1 s ago: not abandoned yet")
        h.scheduler.advance(to: .milliseconds(2000))
        #expect(h.container.scrollState == .idle)
        #expect(h.container.settledPage == nearest && h.container.currentPage == nearest)
        #expect(h.simulator.contentOffset == Double(nearest) * 320)
        let reached: [RecordingDelegate.Event] = nearest == 9 ? [.didScrollTo(9)] : []
        #expect(h.delegate.filtered.filter(JumpSupport.isPageChange) == [.willScrollTo(9)] + reached)
        #expect(Set(h.dataSource.madeIndices).isSubset(of: [0, 1, 8, 9, 10]), "made \(h.dataSource.madeIndices)")
        h.expectInvariants()
    }

    // MARK: Few pages

    @Test(arguments: [(0, 1), (1, 0)])
    func anAnimatedJumpBetweenTwoPages(from start: Int, to target: Int) throws {
        let h = try Self.harness(at: start, pageCount: 2)
        try h.container.scrollToPage(target, animated: true)
        let animationTarget = try #require(h.simulator.animationTarget)
        #expect(animationTarget - h.simulator.contentOffset == (target > start ? 320 : -320))
        let failures = Self.drive(h, steps: 8)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        try Self.finishExpectingNoVisibleJump(h, target: target)
        #expect(h.delegate.filtered.filter(JumpSupport.isPageChange) == [.willScrollTo(target), .didScrollTo(target)])
        #expect(h.container.loadedPageIndices == [0, 1])
        #expect(h.dataSource.madeIndices.count == 2, "made \(h.dataSource.madeIndices)")
        #expect(h.simulator.contentOffset == Double(target) * 320)
        h.expectInvariants()
    }

    @Test func anAnimatedJumpInASinglePageDoesNothingOrThrows() throws {
        let h = try Self.harness(at: 0, pageCount: 1)
        h.simulator.clearLogs()
        try h.container.scrollToPage(0, animated: true)
        #expect(throws: PagingError.pageOutOfRange(index: 1, pageCount: 1)) {
            try h.container.scrollToPage(1, animated: true)
        }
        #expect(h.delegate.events == [])
        #expect(h.simulator.calls == [])
        #expect(!h.simulator.isAnimating)
        h.expectInvariants()
    }

    // MARK: Retargeting

    /// A second jump before the end: a `willScrollToPage` per new target, only the last reached, no
    /// page between the start and any target made, and a viewport never blank.
    @Test(arguments: [(9, 0.3, 20), (9, 0.7, 3), (9, 0.3, 0), (9, 0.7, 0), (9, 0.5, 10), (20, 0.4, 19), (9, 0.3, 28)])
    func aSecondJumpBeforeTheEndRetargets(first: Int, at progress: Double, second: Int) throws {
        let h = try Self.harness(at: 0)
        try h.container.scrollToPage(first, animated: true)
        h.simulator.advanceAnimation(fraction: progress)
        try h.container.scrollToPage(second, animated: true)
        #expect(h.container.scrollState == .settling)
        h.expectInvariants("right after the retarget")
        let failures = Self.drive(h, steps: 8)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        h.simulator.runAnimation()

        let announced: [RecordingDelegate.Event] =
            second == 0 ? [.willScrollTo(first)] : [.willScrollTo(first), .willScrollTo(second)]
        let reached: [RecordingDelegate.Event] = second == 0 ? [] : [.didScrollTo(second)]
        #expect(h.delegate.filtered.filter(JumpSupport.isPageChange) == announced + reached)
        #expect(h.delegate.filtered.filter(JumpSupport.isState) == [.state(.settling), .state(.idle)])
        #expect(h.container.settledPage == second && h.container.scrollState == .idle)
        #expect(h.simulator.contentOffset == Double(second) * 320)
        let allowed = [0, first, second].reduce(into: Set<Int>()) {
            $0.formUnion(JumpSupport.window(of: $1, radius: 1, count: 30))
        }
        #expect(Set(h.dataSource.madeIndices).isSubset(of: allowed), "made \(h.dataSource.madeIndices)")
        h.expectInvariants()
    }

    @Test func aSecondJumpToTheSameTargetIsNotAnnouncedAgain() throws {
        let h = try Self.harness(at: 0)
        try h.container.scrollToPage(9, animated: true)
        h.simulator.advanceAnimation(fraction: 0.3)
        try h.container.scrollToPage(9, animated: true)
        h.simulator.runAnimation()
        #expect(h.delegate.filtered.filter(JumpSupport.isPageChange) == [.willScrollTo(9), .didScrollTo(9)])
        #expect(h.container.settledPage == 9)
        h.expectInvariants()
    }

    // MARK: A finger catches the content

    /// A finger that touches down during the animation drags the same two slots: the visible pages
    /// stay the same instances where they were, and the release decides the page.
    @Test(arguments: [(-1000.0, 0), (1000.0, 9), (0.0, 0)])
    func aFingerCatchesTheAnimationAndDragsTheSameTwoSlots(velocity: Double, rest: Int) throws {
        let h = try Self.harness(at: 0)
        try h.container.scrollToPage(9, animated: true)
        h.simulator.advanceAnimation(fraction: 0.4)
        let visible = h.simulator.visiblePages
        #expect(visible.map(\.index) == [0, 9])
        let offsets = visible.map { h.simulator.offset(of: $0) }

        h.simulator.beginDrag()
        #expect(h.container.scrollState == .dragging)
        #expect(h.simulator.visiblePages == visible)
        #expect(visible.map { h.simulator.offset(of: $0) } == offsets)
        h.simulator.drag(by: -20, ticks: 2)
        #expect(h.simulator.visiblePages == visible, "dragging back keeps the same two pages")
        h.simulator.drag(by: 40, ticks: 2)
        #expect(h.simulator.visiblePages == visible, "dragging on keeps the same two pages")
        h.expectInvariants("while dragging")
        h.simulator.release(velocity: velocity)
        h.simulator.decelerate()

        // 9 is announced once, by the jump: a release toward it announces nothing again (the
        // contract's "Announcing once"); 9 is reached only if the drag rests there.
        let pageChanges = h.delegate.filtered.filter(JumpSupport.isPageChange)
        let announced = pageChanges.filter { $0 != .didScrollTo(9) }
        #expect(announced == [.willScrollTo(9)], "\(pageChanges)")
        #expect(pageChanges.filter { $0 == .didScrollTo(9) } == (rest == 9 ? [.didScrollTo(9)] : []), "\(pageChanges)")
        if rest == 9 { #expect(pageChanges.last == .didScrollTo(9)) }
        #expect(h.container.settledPage == rest && h.container.scrollState == .idle)
        #expect(h.simulator.contentOffset == Double(rest) * 320)
        #expect(Set(h.dataSource.madeIndices).isSubset(of: [0, 1, 8, 9, 10]), "made \(h.dataSource.madeIndices)")
        let states = h.delegate.filtered.filter(JumpSupport.isState)
        #expect(states.prefix(2) == [.state(.settling), .state(.dragging)])
        #expect(states.last == .state(.idle))
        h.expectInvariants()
    }

    // MARK: Helpers

    /// A 30-page (or `pageCount`-page) harness resting on `start`, with its logs cleared.
    static func harness(at start: Int, pageCount: Int = 30, configuration: PagingConfiguration = PagingConfiguration())
        throws -> Harness
    {
        let h = Harness(configuration: configuration, pageCount: pageCount)
        try h.container.scrollToPage(start, animated: false)
        h.delegate.clearEvents()
        h.simulator.clearLogs()
        return h
    }

    /// Advances the running animation in `steps` equal fractions short of its end, returning the
    /// harness invariant failures seen after each tick.
    static func drive(_ h: Harness, steps: Int) -> [String] {
        var failures: [String] = []
        for step in 1..<steps where h.simulator.isAnimating {
            h.simulator.advanceAnimation(fraction: 1 / Double(steps))
            failures += h.checkInvariants().map { "tick \(step): \($0)" }
        }
        return failures
    }

    /// Runs the animation to its end and checks that the final normalisation moved nothing visible:
    /// the page waiting at the animation's target before the last tick is the page alone in the
    /// viewport after it, flush with the viewport.
    static func finishExpectingNoVisibleJump(
        _ h: Harness, target: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let animationTarget = try #require(h.simulator.animationTarget, sourceLocation: sourceLocation)
        let arriving = try #require(h.simulator.page(at: animationTarget + 1), sourceLocation: sourceLocation)
        #expect(arriving.index == target, sourceLocation: sourceLocation)
        #expect(h.simulator.offset(of: arriving) == animationTarget, sourceLocation: sourceLocation)
        h.simulator.clearCalls()
        h.simulator.runAnimation()
        #expect(
            h.simulator.visiblePages == [arriving], "the same page instance before and after",
            sourceLocation: sourceLocation)
        #expect(h.simulator.offset(of: arriving) == h.simulator.contentOffset, sourceLocation: sourceLocation)
        #expect(
            !h.simulator.calls.contains(.setContentOffset(h.simulator.contentOffset, animated: true)),
            "no second animation", sourceLocation: sourceLocation)
    }
}
