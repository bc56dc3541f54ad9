import PagedKit
import PagedKitTesting
import Testing

/// Rule 5 for the non-looping container: bad indices, jumps to the settled page, and jumps without
/// animation.
@Suite @MainActor struct JumpTests {
    // MARK: Out of range

    @Test(arguments: [-1, 30, 31, 1_000_000, Int.min, Int.max])
    func anIndexOutsideThePagesThrowsAndChangesNothing(index: Int) {
        let h = Harness(pageCount: 30)
        h.delegate.clearEvents()
        h.simulator.clearLogs()
        for animated in [false, true] {
            #expect(throws: PagingError.pageOutOfRange(index: index, pageCount: 30)) {
                try h.container.scrollToPage(index, animated: animated)
            }
        }
        #expect(h.delegate.events == [])
        #expect(h.simulator.calls == [])
        #expect(h.simulator.sentEvents == [])
        #expect(h.container.settledPage == 0 && h.container.currentPage == 0 && h.container.scrollState == .idle)
        #expect(h.container.loadedPageIndices == [0, 1])
        h.expectInvariants()
    }

    @Test func aJumpInAnEmptyContainerThrows() {
        let h = Harness(pageCount: 0)
        h.delegate.clearEvents()
        h.simulator.clearLogs()
        #expect(throws: PagingError.pageOutOfRange(index: 0, pageCount: 0)) {
            try h.container.scrollToPage(0, animated: false)
        }
        #expect(h.delegate.events == [])
        #expect(h.simulator.calls == [])
    }

    @Test func aBadIndexDuringAnAnimatedJumpLeavesTheAnimationAlone() throws {
        let h = Harness(pageCount: 30)
        try h.container.scrollToPage(9, animated: true)
        h.simulator.advanceAnimation(fraction: 0.3)
        let target = h.simulator.animationTarget
        let loaded = h.container.loadedPageIndices
        h.delegate.clearEvents()
        h.simulator.clearLogs()
        #expect(throws: PagingError.pageOutOfRange(index: 30, pageCount: 30)) {
            try h.container.scrollToPage(30, animated: true)
        }
        #expect(h.delegate.events == [])
        #expect(h.simulator.calls == [])
        #expect(h.simulator.animationTarget == target)
        #expect(h.container.scrollState == .settling)
        #expect(h.container.loadedPageIndices == loaded)
        h.simulator.runAnimation()
        #expect(h.container.settledPage == 9)
        h.expectInvariants()
    }

    @Test func aJumpInAMillionPagesThrowsPastTheLast() {
        let h = Harness(pageCount: 1_000_000)
        #expect(throws: PagingError.pageOutOfRange(index: 1_000_000, pageCount: 1_000_000)) {
            try h.container.scrollToPage(1_000_000, animated: true)
        }
    }

    // MARK: To the settled page

    @Test(arguments: [false, true])
    func aJumpToTheSettledPageAtRestDoesNothing(animated: Bool) throws {
        let h = Harness(pageCount: 30)
        try h.container.scrollToPage(5, animated: false)
        h.delegate.clearEvents()
        h.simulator.clearLogs()
        try h.container.scrollToPage(5, animated: animated)
        #expect(h.delegate.events == [])
        #expect(h.simulator.calls == [])
        #expect(!h.simulator.isAnimating)
        #expect(h.container.settledPage == 5 && h.container.scrollState == .idle)
        h.expectInvariants()
    }

    /// A fling from 0 toward 1, caught half-way through its deceleration by a jump back to 0; with
    /// a host that carries a deceleration along a non-animated move (the contract's model) and one
    /// that stops it.
    @Test(arguments: [false, true], [false, true])
    func aJumpToTheSettledPageDuringASettleStopsThereWithoutAPageChange(animated: Bool, hostStopsDeceleration: Bool)
        throws
    {
        let h = Harness(pageCount: 30)
        h.simulator.nonAnimatedMoveStopsDeceleration = hostStopsDeceleration
        h.simulator.beginDrag()
        h.simulator.drag(by: 80, ticks: 2)
        h.simulator.release(velocity: 1000)
        h.simulator.advanceDeceleration(fraction: 0.5)
        #expect(h.container.scrollState == .settling)
        h.delegate.clearEvents()

        try h.container.scrollToPage(0, animated: animated)
        JumpSupport.finishMotion(h)

        let pageChanges = h.delegate.filtered.filter(JumpSupport.isPageChange)
        #expect(pageChanges == [], "a jump to the settled page reports no page change")
        #expect(h.container.settledPage == 0)
        #expect(h.container.scrollState == .idle)
        #expect(h.simulator.contentOffset == 0)
        #expect(h.delegate.filtered.last == .state(.idle))
        h.expectInvariants()
    }

    /// An animated jump from 0 toward 9, caught at 30 % by a jump back to 0.
    @Test(arguments: [false, true])
    func aJumpToTheSettledPageDuringAnAnimatedJumpStopsThereWithoutAPageChange(animated: Bool) throws {
        let h = Harness(pageCount: 30)
        try h.container.scrollToPage(9, animated: true)
        h.simulator.advanceAnimation(fraction: 0.3)
        h.delegate.clearEvents()

        try h.container.scrollToPage(0, animated: animated)
        JumpSupport.finishMotion(h)

        let pageChanges = h.delegate.filtered.filter(JumpSupport.isPageChange)
        #expect(pageChanges == [], "a jump back to the settled page reports no page change")
        #expect(h.container.settledPage == 0 && h.container.currentPage == 0)
        #expect(h.container.scrollState == .idle)
        #expect(h.simulator.contentOffset == 0)
        #expect(h.container.loadedPageIndices == [0, 1])
        h.expectInvariants()
    }

    // MARK: Without animation

    @Test(arguments: [(0, 9), (0, 29), (9, 0), (29, 0), (5, 4), (5, 6), (0, 1)])
    func aPlainJumpReportsTheTargetAtOnceAndNothingElseAroundIt(from start: Int, to target: Int) throws {
        let h = Harness(pageCount: 30)
        try h.container.scrollToPage(start, animated: false)
        h.delegate.clearEvents()

        try h.container.scrollToPage(target, animated: false)

        let log = h.delegate.filtered
        #expect(log.first == .willScrollTo(target))
        #expect(log.last == .didScrollTo(target))
        #expect(log.filter(JumpSupport.isPageChange) == [.willScrollTo(target), .didScrollTo(target)])
        #expect(!log.contains { if case .state = $0 { true } else { false } }, "no state change: \(log)")
        #expect(log.filter { if case .currentPage = $0 { true } else { false } } == [.currentPage(target)])
        #expect(h.container.scrollState == .idle)
        #expect(h.container.settledPage == target && h.container.currentPage == target)
        #expect(h.container.position == Double(target))
        #expect(h.simulator.contentOffset == Double(target) * 320)
        #expect(h.container.loadedPageIndices == JumpSupport.window(of: target, radius: 1, count: 30))
        #expect(!h.simulator.isAnimating)
        h.expectInvariants()
    }

    @Test(arguments: [(0, 9), (0, 29), (29, 0), (3, 17)])
    func aPlainJumpNeverCreatesAPageBetween(from start: Int, to target: Int) throws {
        let h = Harness(pageCount: 30)
        try h.container.scrollToPage(start, animated: false)
        let allowed = JumpSupport.window(of: start, radius: 1, count: 30)
            .union(JumpSupport.window(of: target, radius: 1, count: 30))
        let madeBefore = h.dataSource.madeIndices.count
        try h.container.scrollToPage(target, animated: false)
        let made = h.dataSource.madeIndices.dropFirst(madeBefore)
        #expect(Set(made).isSubset(of: allowed), "made \(made)")
        h.expectInvariants()
    }

    @Test func aPlainJumpAcrossAMillionPagesCreatesOnlyTheTwoWindows() throws {
        let h = Harness(pageCount: 1_000_000)
        h.delegate.clearEvents()
        try h.container.scrollToPage(999_999, animated: false)
        #expect(Set(h.dataSource.madeIndices) == [0, 1, 999_998, 999_999])
        #expect(h.container.loadedPageIndices == [999_998, 999_999])
        #expect(h.simulator.contentOffset == 999_999 * 320)
        #expect(h.simulator.contentLength == 1_000_000 * 320)
        #expect(h.container.position == 999_999)
        #expect(h.delegate.filtered.first == .willScrollTo(999_999))
        #expect(h.delegate.filtered.last == .didScrollTo(999_999))
        #expect(h.container.scrollState == .idle)
        h.expectInvariants()
    }

    /// The whole ordered log of 0 → 9 with radius 1: the start's window leaves (the appeared page
    /// disappearing first), the target's window arrives nearest first, the target appears, and only
    /// then is the target reported as reached.
    @Test func thePlainJumpLogFromZeroToNine() throws {
        let h = Harness(pageCount: 30)
        h.delegate.clearEvents()
        h.simulator.clearLogs()
        try h.container.scrollToPage(9, animated: false)
        #expect(
            h.delegate.filtered == [
                .willScrollTo(9),
                .willUnload(1),
                .appearance(0, .willDisappear, animated: false),
                .appearance(0, .didDisappear, animated: false),
                .willUnload(0),
                .didLoad(9),
                .didLoad(10),
                .didLoad(8),
                .currentPage(9),
                .appearance(9, .willAppear, animated: false),
                .appearance(9, .didAppear, animated: false),
                .didScrollTo(9),
            ])
        #expect(h.delegate.positions == [9.0])
        #expect(h.simulator.calls.filter(JumpSupport.isOffsetCall) == [.setContentOffset(2880, animated: false)])
        h.expectInvariants()
    }

    @Test func aPlainJumpEndsAnAnimatedJumpUnderWay() throws {
        let h = Harness(pageCount: 30)
        try h.container.scrollToPage(9, animated: true)
        h.simulator.advanceAnimation(fraction: 0.3)
        try h.container.scrollToPage(20, animated: false)
        #expect(h.container.scrollState == .idle)
        #expect(h.container.settledPage == 20)
        #expect(!h.simulator.isAnimating)
        h.simulator.reportAnimationEnd()  // a host that reports the stopped animation's end late
        #expect(
            h.delegate.filtered.filter(JumpSupport.isPageChange) == [
                .willScrollTo(9), .willScrollTo(20), .didScrollTo(20),
            ])
        #expect(h.delegate.filtered.filter(JumpSupport.isState) == [.state(.settling), .state(.idle)])
        #expect(h.container.settledPage == 20 && h.simulator.contentOffset == 20 * 320)
        #expect(
            Set(h.dataSource.madeIndices).isSubset(of: [0, 1, 8, 9, 10, 19, 20, 21]), "made \(h.dataSource.madeIndices)"
        )
        h.expectInvariants()
    }

    /// A fling from 0 toward 1 caught mid-deceleration by a jump to 9: the settle ends, only 9 is
    /// reached, and the content rests on 9 whether the host carries the deceleration along the
    /// jump's non-animated move (the contract's model) or stops it.
    @Test(arguments: [false, true])
    func aPlainJumpEndsASettleUnderWay(hostStopsDeceleration: Bool) throws {
        let h = Harness(pageCount: 30)
        h.simulator.nonAnimatedMoveStopsDeceleration = hostStopsDeceleration
        h.simulator.beginDrag()
        h.simulator.drag(by: 80, ticks: 2)
        h.simulator.release(velocity: 1000)
        h.simulator.advanceDeceleration(fraction: 0.5)
        try h.container.scrollToPage(9, animated: false)
        #expect(h.container.scrollState == .idle)
        #expect(h.container.settledPage == 9)
        h.expectInvariants("right after the jump")
        JumpSupport.finishMotion(h)
        #expect(
            h.delegate.filtered.filter(JumpSupport.isPageChange) == [
                .willScrollTo(1), .willScrollTo(9), .didScrollTo(9),
            ])
        #expect(h.container.settledPage == 9 && h.container.scrollState == .idle)
        #expect(h.simulator.contentOffset == 9 * 320)
        #expect(h.container.position == 9)
        h.expectInvariants("after the host finished")
    }

    @Test func aPlainJumpBeforeTheEndOfAnotherReportsOnlyTheLast() throws {
        let h = Harness(pageCount: 30)
        try h.container.scrollToPage(9, animated: true)
        h.simulator.advanceAnimation(fraction: 0.7)
        try h.container.scrollToPage(3, animated: false)
        JumpSupport.finishMotion(h)
        #expect(
            h.delegate.filtered.filter(JumpSupport.isPageChange) == [
                .willScrollTo(9), .willScrollTo(3), .didScrollTo(3),
            ])
        #expect(h.container.settledPage == 3)
        h.expectInvariants()
    }
}

/// Helpers shared by the rule-5 suites (jumps, animated jumps, re-entrancy).
@MainActor enum JumpSupport {
    /// The non-looping window of `page`: `page ± radius`, clamped to `0..<count`.
    static func window(of page: Int, radius: Int, count: Int) -> Set<Int> {
        Set(max(0, page - radius)...min(count - 1, page + radius))
    }

    static func isPageChange(_ event: RecordingDelegate.Event) -> Bool {
        switch event {
        case .willScrollTo, .didScrollTo: true
        default: false
        }
    }

    static func isState(_ event: RecordingDelegate.Event) -> Bool {
        if case .state = event { return true }
        return false
    }

    static func isOffsetCall(_ call: HostCall) -> Bool {
        if case .setContentOffset = call { return true }
        return false
    }

    /// Lets the simulator finish whatever it is doing (a drag is released slowly, a deceleration or
    /// an animation is run to its end), within a bound.
    static func finishMotion(_ h: Harness) {
        for _ in 0..<20 {
            if h.simulator.isDragging {
                h.simulator.release(velocity: 0)
            } else if h.simulator.isDecelerating {
                h.simulator.decelerate()
            } else if h.simulator.isAnimating {
                h.simulator.runAnimation()
            } else {
                return
            }
        }
        Issue.record("the simulator kept moving after 20 steps")
    }
}
