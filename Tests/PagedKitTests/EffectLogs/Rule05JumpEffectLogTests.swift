import Testing

@testable import PagedKit

/// Rule 5: jumps. Out of range throws and changes nothing; an animated far jump splices the target
/// next to the start page and animates one page length, creating nothing in between; it rests on
/// arrival, re-laid as rule 2 says; a late end report changes nothing; a retarget reports only the
/// last target as reached.
@MainActor @Suite struct Rule05JumpEffectLogTests {
    @Test func anOutOfRangeJumpThrowsAndChangesNothing() {
        let f = EffectLogFixture()
        let log = f.record {
            #expect(throws: PagingError.pageOutOfRange(index: 10, pageCount: 10)) {
                try f.container.scrollToPage(10, animated: true)
            }
            #expect(throws: PagingError.pageOutOfRange(index: -1, pageCount: 10)) {
                try f.container.scrollToPage(-1, animated: false)
            }
        }
        #expect(log == [])
    }

    @Test func aJumpToTheSettledPageAtRestDoesNothing() throws {
        let f = EffectLogFixture()
        let log = try f.record {
            try f.container.scrollToPage(0, animated: true)
            try f.container.scrollToPage(0, animated: false)
        }
        #expect(log == [])
    }

    @Test func anAnimatedFarJumpSplicesTheTargetNextToTheStart() throws {
        let f = EffectLogFixture(pages: 20)
        // Pages 0 and 9…19 hold the content's 12 slots; page 1 has none and leaves.
        var log = try f.record { try f.container.scrollToPage(9, animated: true) }
        #expect(
            log == [
                .willScrollToPage(9),
                .unload(instance: 2, index: 1),
                .place(instance: 1, origin: 0),
                .load(instance: 3, index: 9, origin: 100),
                .setContentLength(1200),
                .scrollState(.settling),
                .setContentOffset(100, animated: true),
            ])

        log = f.record { f.container.didScroll(toOffset: 25) }
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .willDisappear, animated: true),
                .appearance(instance: 3, index: 9, .willAppear, animated: true),
                .position(2.25),
            ])

        log = f.record { f.container.didScroll(toOffset: 50) }
        #expect(log == [.load(instance: 4, index: 10, origin: 200), .currentPage(9), .position(4.5)])

        // The arrival tick rests: rule 2's layout on page 9, pages first, then the offset.
        log = f.record { f.container.didScroll(toOffset: 100) }
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .didDisappear, animated: true),
                .position(9),
                .setContentLength(2000),
                .unload(instance: 1, index: 0),
                .place(instance: 3, origin: 900),
                .place(instance: 4, origin: 1000),
                .load(instance: 5, index: 8, origin: 800),
                .setContentOffset(900, animated: false),
                .appearance(instance: 3, index: 9, .didAppear, animated: true),
                .didScrollToPage(9),
                .scrollState(.idle),
            ])
        #expect(f.source.made.map(\.index) == [0, 1, 9, 10, 8])

        // The host's end report after the rest changes nothing.
        log = f.record { f.container.didEndScrollingAnimation() }
        #expect(log == [])
    }

    @Test func anEndReportAtTheTargetEndsTheJump() throws {
        let f = EffectLogFixture()
        try f.container.scrollToPage(1, animated: true)
        f.container.didScroll(toOffset: 40)
        f.container.didScroll(toOffset: 99.8)  // a pixel grid's rounding of the target
        let log = f.record { f.container.didEndScrollingAnimation() }
        #expect(
            log == [
                .position(1),
                .setContentOffset(100, animated: false),
                .setContentOffset(100, animated: false),
                .appearance(instance: 1, index: 0, .didDisappear, animated: true),
                .appearance(instance: 2, index: 1, .didAppear, animated: true),
                .didScrollToPage(1),
                .scrollState(.idle),
            ])
    }

    @Test func aRetargetReportsOnlyTheLastTargetAsReached() throws {
        let f = EffectLogFixture(pages: 20)
        try f.container.scrollToPage(9, animated: true)
        f.container.didScroll(toOffset: 25)

        // Pages 0 and 9 show and keep their slots; page 12 goes beyond page 9, the content is
        // 0, 9, 12…19 (ten slots), and the host animates on to slot 2.
        var log = try f.record { try f.container.scrollToPage(12, animated: true) }
        #expect(
            log == [
                .willScrollToPage(12),
                .place(instance: 1, origin: 0),
                .place(instance: 3, origin: 100),
                .setContentLength(1000),
                .setContentOffset(200, animated: true),
            ])

        // The first animation's late end: the host is not at the running move's target.
        log = f.record { f.container.didEndScrollingAnimation() }
        #expect(log == [])

        f.container.didScroll(toOffset: 100)
        f.container.didScroll(toOffset: 150)
        log = f.record { f.container.didScroll(toOffset: 200) }
        #expect(
            log == [
                .appearance(instance: 3, index: 9, .willDisappear, animated: true),
                .appearance(instance: 3, index: 9, .didDisappear, animated: true),
                .position(12),
                .setContentLength(2000),
                .unload(instance: 3, index: 9),
                .place(instance: 4, origin: 1200),
                .place(instance: 5, origin: 1300),
                .load(instance: 6, index: 11, origin: 1100),
                .setContentOffset(1200, animated: false),
                .appearance(instance: 4, index: 12, .didAppear, animated: true),
                .didScrollToPage(12),
                .scrollState(.idle),
            ])
    }

    /// Clarifications, "End reports": the late end of an animation that was replaced arrives after
    /// the next jump has ticked; the host is not at the running jump's target, so it changes nothing.
    @Test func theLateEndOfAReplacedAnimationChangesNothingAfterTheNextJumpTicked() throws {
        let f = EffectLogFixture()
        try f.container.scrollToPage(1, animated: true)
        f.container.didScroll(toOffset: 50)
        try f.container.scrollToPage(2, animated: true)
        f.container.didScroll(toOffset: 120)
        let log = f.record { f.container.didEndScrollingAnimation() }
        #expect(log == [])
        #expect(f.container.scrollState == .settling)
    }

    /// Rule 5 and clarifications, "Announcing once": a finger that catches a jump turns it into a
    /// drag over the same slots; a release toward the announced target announces nothing again.
    @Test func aCaughtJumpCarriedToItsTargetIsAnnouncedOnce() throws {
        let f = EffectLogFixture(pages: 20)
        try f.container.scrollToPage(9, animated: true)
        f.container.didScroll(toOffset: 50)
        var log = f.record { f.container.willBeginDragging() }
        #expect(log == [.scrollState(.dragging)])

        f.container.didScroll(toOffset: 80)
        log = f.record { _ = f.container.willEndDragging(velocity: 500) }
        #expect(log == [.scrollState(.settling)])

        f.container.didEndDragging(willDecelerate: true)
        f.container.didScroll(toOffset: 100)
        log = f.record { f.container.didEndDecelerating() }
        #expect(
            log == [
                .setContentLength(2000),
                .unload(instance: 1, index: 0),
                .place(instance: 3, origin: 900),
                .place(instance: 4, origin: 1000),
                .load(instance: 5, index: 8, origin: 800),
                .setContentOffset(900, animated: false),
                .appearance(instance: 3, index: 9, .didAppear, animated: true),
                .didScrollToPage(9),
                .scrollState(.idle),
            ])
    }

    /// Clarifications: `fingerLifted()` settles a move a touch stopped short of its target on the
    /// nearest page, animating there; back on the settled page it reports no page change.
    @Test func aFingerLiftedShortOfTheTargetSettlesOnTheNearestPage() throws {
        let f = EffectLogFixture(pages: 20)
        try f.container.scrollToPage(5, animated: true)
        f.container.didScroll(toOffset: 40)
        var log = f.record { f.container.fingerLifted() }
        #expect(log == [.setContentOffset(0, animated: true)])

        log = f.record { f.container.didScroll(toOffset: 0) }
        #expect(
            log == [
                .appearance(instance: 3, index: 5, .willDisappear, animated: true),
                .appearance(instance: 3, index: 5, .didDisappear, animated: true),
                .position(0),
                .setContentLength(2000),
                .unload(instance: 3, index: 5),
                .place(instance: 1, origin: 0),
                .load(instance: 4, index: 1, origin: 100),
                .appearance(instance: 1, index: 0, .willAppear, animated: true),
                .appearance(instance: 1, index: 0, .didAppear, animated: true),
                .scrollState(.idle),
            ])
    }

    /// Rule 5: a jump made from inside `didScrollToPage` runs after the call that reported it.
    @Test func aJumpFromInsideACallbackRunsAfterTheOuterCall() throws {
        let f = EffectLogFixture()
        let delegate = JumpingDelegate(from: 1, to: 3)
        f.container.delegate = delegate
        let log = try f.record { try f.container.scrollToPage(1, animated: false) }
        #expect(
            log == [
                .willScrollToPage(1),
                .load(instance: 3, index: 2, origin: 200),
                .currentPage(1),
                .position(1),
                .setContentOffset(100, animated: false),
                .appearance(instance: 1, index: 0, .willDisappear, animated: false),
                .appearance(instance: 1, index: 0, .didDisappear, animated: false),
                .appearance(instance: 2, index: 1, .willAppear, animated: false),
                .appearance(instance: 2, index: 1, .didAppear, animated: false),
                .didScrollToPage(1),
                .willScrollToPage(3),
                .appearance(instance: 2, index: 1, .willDisappear, animated: false),
                .appearance(instance: 2, index: 1, .didDisappear, animated: false),
                .unload(instance: 2, index: 1),
                .unload(instance: 1, index: 0),
                .load(instance: 4, index: 3, origin: 300),
                .load(instance: 5, index: 4, origin: 400),
                .currentPage(3),
                .position(3),
                .setContentOffset(300, animated: false),
                .appearance(instance: 4, index: 3, .willAppear, animated: false),
                .appearance(instance: 4, index: 3, .didAppear, animated: false),
                .didScrollToPage(3),
            ])
    }

    @Test func aNonAnimatedJumpEndsAnAnimatedOneAtOnce() throws {
        let f = EffectLogFixture()
        try f.container.scrollToPage(1, animated: true)
        f.container.didScroll(toOffset: 40)
        let log = try f.record { try f.container.scrollToPage(0, animated: false) }
        #expect(
            log == [
                .position(0),
                .setContentOffset(0, animated: false),
                .setContentOffset(0, animated: false),
                .appearance(instance: 2, index: 1, .willDisappear, animated: false),
                .appearance(instance: 2, index: 1, .didDisappear, animated: false),
                .appearance(instance: 1, index: 0, .willAppear, animated: false),
                .appearance(instance: 1, index: 0, .didAppear, animated: false),
                .scrollState(.idle),
            ])
    }

    /// A non-animated jump also ends a settle under way; the settle's late end changes nothing.
    @Test func aNonAnimatedJumpEndsASettle() throws {
        let f = EffectLogFixture()
        f.drag(through: 60)
        _ = f.container.willEndDragging(velocity: 500)
        f.container.didEndDragging(willDecelerate: true)
        f.container.didScroll(toOffset: 80)
        var log = try f.record { try f.container.scrollToPage(5, animated: false) }
        #expect(
            log == [
                .willScrollToPage(5),
                .unload(instance: 3, index: 2),
                .appearance(instance: 2, index: 1, .willDisappear, animated: false),
                .appearance(instance: 2, index: 1, .didDisappear, animated: false),
                .unload(instance: 2, index: 1),
                .appearance(instance: 1, index: 0, .didDisappear, animated: false),
                .unload(instance: 1, index: 0),
                .load(instance: 4, index: 5, origin: 500),
                .load(instance: 5, index: 6, origin: 600),
                .load(instance: 6, index: 4, origin: 400),
                .currentPage(5),
                .position(5),
                .setContentOffset(500, animated: false),
                .setContentOffset(500, animated: false),
                .setContentOffset(500, animated: true),  // ends the host's deceleration
                .appearance(instance: 4, index: 5, .willAppear, animated: false),
                .appearance(instance: 4, index: 5, .didAppear, animated: false),
                .didScrollToPage(5),
                .scrollState(.idle),
            ])

        log = f.record {
            f.container.didScroll(toOffset: 500)
            f.container.didEndDecelerating()
        }
        #expect(log == [])
    }

    /// Issue 21's second class: "next" tapped just before each animation ends, 100 times in a loop.
    /// The re-centrings along the way are the container's choice, so this checks each step's log for
    /// what rule 5 fixes: the new target announced (unless it is the settled page), and a forward
    /// animation inside the content.
    @Test func aChainOfRetargetsInALoopKeepsGoingForward() throws {
        let f = EffectLogFixture(configuration: PagingConfiguration(isLooping: true))
        var host = try #require(f.offset)
        for step in 1...100 {
            let log = f.record { f.container.scrollToNextPage(animated: true) }
            for case .setContentOffset(let moved, animated: false) in log { host = moved }  // re-centred
            guard case .setContentOffset(let target, animated: true) = log.last, let length = f.contentLength else {
                Issue.record("step \(step) did not animate: \(log)")
                return
            }
            // Page 0 stays the settled page all along: it is never announced (rule 3).
            let announced: PagingEffect? =
                step % 10 == 0 ? .setContentOffset(target, animated: true) : .willScrollToPage(step % 10)
            #expect(log.first == announced, "step \(step)")
            #expect(target > host && target <= length - 100, "step \(step): \(host) → \(target)")
            host += 0.9 * (target - host)
            f.container.didScroll(toOffset: host)
        }
    }

    /// Rule 5: an animated jump to the settled page while a move is under way stops that move on the
    /// settled page, reporting no page change (the host is animated back there).
    @Test func anAnimatedJumpToTheSettledPageStopsTheMoveThere() throws {
        let f = EffectLogFixture()
        try f.container.scrollToPage(1, animated: true)
        f.container.didScroll(toOffset: 40)
        var log = try f.record { try f.container.scrollToPage(0, animated: true) }
        #expect(log == [.setContentOffset(0, animated: true)])

        log = f.record { f.container.didScroll(toOffset: 0) }
        #expect(
            log == [
                .appearance(instance: 2, index: 1, .willDisappear, animated: true),
                .appearance(instance: 2, index: 1, .didDisappear, animated: true),
                .position(0),
                .appearance(instance: 1, index: 0, .willAppear, animated: true),
                .appearance(instance: 1, index: 0, .didAppear, animated: true),
                .scrollState(.idle),
            ])
    }
}

/// Jumps to `target`, without animation, when told the container reached `trigger`.
@MainActor private final class JumpingDelegate: PagedContainerDelegate {
    let trigger: Int
    let target: Int

    init(from trigger: Int, to target: Int) {
        self.trigger = trigger
        self.target = target
    }

    func container(_ container: PagedContainer<EffectLogPage>, didScrollToPage index: Int) {
        guard index == trigger else { return }
        try? container.scrollToPage(target, animated: false)
    }
}
