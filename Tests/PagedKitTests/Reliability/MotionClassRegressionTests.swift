import PagedKit
import PagedKitTesting
import Testing

/// The four classes of issue 21, each as the rule it broke, in shapes beyond the ones reported:
/// end reports judged by where the host is, retarget chains in a loop, banners whose moves outlast
/// their interval, and retargets of a spliced carousel jump; with the soak's shrunk finding and a
/// finger lifted without a drag.
@MainActor @Suite struct MotionClassRegressionTests {
    // MARK: End reports belong to the running move only at its target

    /// The late end report of a move that was replaced, arriving after the next animated jump ticked
    /// 0 to 6 times, in full pages and cards, looping or not: it never ends the running jump.
    @Test(arguments: [0, 1, 3, 6], [false, true])
    func aLateEndReportNeverEndsTheRunningJump(ticksBefore: Int, cards: Bool) throws {
        for looping in [false, true] {
            let h = Harness(
                configuration: PagingConfiguration(
                    isLooping: looping, pageSize: cards ? .fraction(0.8) : .fill, pageSpacing: cards ? 10 : 0),
                pageCount: 20, viewportLength: 400)
            try h.container.scrollToPage(3, animated: true)
            h.simulator.advanceAnimation(fraction: 0.4)
            try h.container.scrollToPage(12, animated: true)  // replaces the first animation
            for _ in 0..<ticksBefore { h.simulator.advanceAnimation(fraction: 0.1) }
            h.simulator.reportAnimationEnd()  // the first animation's late report
            #expect(h.container.scrollState == .settling, "looping \(looping): the late report ended the jump")
            h.simulator.runAnimation()
            #expect(h.container.settledPage == 12 && h.container.scrollState == .idle)
            #expect(
                h.delegate.filtered.filter { $0 == .didScrollTo(12) }.count == 1,
                "looping \(looping): \(h.delegate.filtered.filter(JumpSupport.isPageChange))")
            h.expectInvariants("looping \(looping)")
        }
    }

    /// A late `didEndDecelerating` of a caught settle, arriving during the next release's settle,
    /// does not end that settle short of its target.
    @Test func aLateDecelerationEndNeverEndsTheNextSettle() {
        let h = Harness(pageCount: 10)
        h.simulator.beginDrag()
        h.simulator.drag(by: 100, ticks: 2)
        h.simulator.release(velocity: 1000)
        h.simulator.advanceDeceleration(fraction: 0.3)
        h.simulator.beginDrag()  // caught
        h.simulator.drag(by: 40, ticks: 1)
        h.simulator.release(velocity: 1000)
        h.simulator.advanceDeceleration(fraction: 0.2)
        h.container.didEndDecelerating()  // the caught settle's late report
        #expect(h.container.scrollState == .settling)
        h.simulator.decelerate()
        #expect(h.container.scrollState == .idle)
        #expect(h.container.settledPage == 1)
        h.expectInvariants()
    }

    // MARK: Retarget chains in a loop keep moving forward, inside the content

    /// "Next" tapped just before each animation ends, 100 times in a row, both directions, full
    /// pages and cards, left-to-right and right-to-left, by step and by index: every animation goes
    /// the way of the steps and stays inside the content, and the last rests on the last target.
    @Test(arguments: [false, true], [PagingDirection.leftToRight, .rightToLeft])
    func aHundredRetargetsInALoopAllMoveTheWayOfTheSteps(cards: Bool, direction: PagingDirection) throws {
        for forward in [true, false] {
            for byStep in [true, false] {
                let h = Harness(
                    configuration: PagingConfiguration(
                        isLooping: true, direction: direction, pageSize: cards ? .fraction(0.8) : .fill,
                        pageSpacing: cards ? 10 : 0),
                    pageCount: 7, viewportLength: 400)
                var failures: [String] = []
                var target = 0
                for step in 0..<100 {
                    target = ((target + (forward ? 1 : -1)) % 7 + 7) % 7
                    if byStep {
                        _ = forward ? h.container.scrollToNextPage() : h.container.scrollToPreviousPage()
                    } else {
                        try h.container.scrollToPage(target, animated: true)
                    }
                    guard let to = h.simulator.animationTarget else {
                        failures.append("step \(step): no animation")
                        break
                    }
                    let now = h.simulator.contentOffset
                    let increasing = forward == (direction == .leftToRight)
                    if increasing ? to <= now : to >= now { failures.append("step \(step): from \(now) to \(to)") }
                    if to < 0 || to > h.simulator.contentLength - 400 { failures.append("step \(step): to \(to)") }
                    h.simulator.advanceAnimation(fraction: 0.95)
                }
                h.simulator.runAnimation()
                #expect(h.container.settledPage == target)
                #expect(failures.isEmpty, "forward \(forward), by step \(byStep): \(failures.prefix(3))")
                h.expectInvariants()
            }
        }
    }

    // MARK: Banners whose moves outlast their interval

    /// A 300 ms host animation with a 100 ms interval, the host ticking every frame: the banner
    /// advances once every 400 ms (a move, then one interval from its rest), indefinitely.
    @Test func aBannerWhoseMovesOutlastItsIntervalAdvancesAfterEveryRest() {
        let h = Harness(
            configuration: PagingConfiguration(isLooping: true, autoScroll: AutoScroll(interval: .milliseconds(100))),
            pageCount: 5)
        h.simulator.physics = ScrollPhysics(animationDuration: .milliseconds(300))
        h.simulator.clock = h.scheduler
        var settled: [Int] = []
        for _ in 0..<10 {
            h.scheduler.advance(by: .milliseconds(100))
            #expect(h.simulator.isAnimating, "a move starts one interval after the rest")
            h.simulator.runAnimation()  // one frame at a time, the clock moving with it
            settled.append(h.container.settledPage)
        }
        #expect(settled == [1, 2, 3, 4, 0, 1, 2, 3, 4, 0])
        h.expectInvariants()
    }

    /// A user's animated jump on such a banner, made just before a move was due and while one is
    /// under way, lands on the user's page.
    @Test(arguments: [false, true])
    func aUsersJumpOnABannerWithLongMovesLands(duringAMove: Bool) throws {
        let h = Harness(
            configuration: PagingConfiguration(isLooping: true, autoScroll: AutoScroll(interval: .milliseconds(100))),
            pageCount: 8)
        h.simulator.physics = ScrollPhysics(animationDuration: .milliseconds(300))
        h.simulator.clock = h.scheduler
        h.scheduler.advance(by: duringAMove ? .milliseconds(100) : .milliseconds(99))
        if duringAMove { h.simulator.advanceAnimation(fraction: 0.5) }
        try h.container.scrollToPage(5, animated: true)
        h.simulator.runAnimation()
        #expect(h.container.settledPage == 5)
        #expect(h.scheduler.pendingDueTimes == [h.scheduler.now + .milliseconds(100)])
        h.expectInvariants()
    }

    // MARK: Retargets of a spliced carousel jump

    /// 200-pt cards 20 pt apart, centred in 300 pt: a jump 10 → 40 retargeted to 20 at 10 % to 90 %
    /// of the way (cards 10, 11 and 39 in view, or 11 and 39 with 140 pt each at half-way), and the
    /// same from right to left: every card in view at the retarget stays where it is, the same
    /// instance, and every card stays the same instance while it is in view, until the motion takes
    /// it out; the jump lands on 20.
    @Test(arguments: [0.1, 0.3, 0.5, 0.7, 0.9], [PagingDirection.leftToRight, .rightToLeft])
    func aCarouselRetargetKeepsEveryVisibleCard(progress: Double, direction: PagingDirection) throws {
        let h = Harness(
            configuration: PagingConfiguration(
                direction: direction, pageSize: .fixed(200), pageSpacing: 20, pageAlignment: .center),
            pageCount: 50, viewportLength: 300)
        try h.container.scrollToPage(10, animated: false)
        try h.container.scrollToPage(40, animated: true)
        h.simulator.advanceAnimation(fraction: progress)
        func inView() -> [ObjectIdentifier: (index: Int, origin: Double)] { Self.cardsInView(h) }
        let before = inView()
        try h.container.scrollToPage(20, animated: true)
        let after = inView()
        #expect(
            after.mapValues(\.index) == before.mapValues(\.index)
                && after.allSatisfy { abs($0.value.origin - before[$0.key]!.origin) < 1e-6 },
            "at the retarget: \(before.values.map(\.index).sorted()) → \(after.values.map(\.index).sorted())")
        var previous = after
        var ticks = 0
        while h.simulator.isAnimating, ticks < 100 {
            h.simulator.advanceAnimation(fraction: 0.05)
            ticks += 1
            let now = inView()
            for (id, card) in previous
            where h.simulator.visiblePlacements.contains(where: { ObjectIdentifier($0.page) == id }) {
                #expect(now[id]?.index == card.index, "tick \(ticks): card \(card.index) changed in view")
            }
            // A slot in view shows the card it showed: no new instance where a card was.
            for (id, card) in now where previous[id] == nil {
                let taken = previous.values.contains { abs($0.origin - card.origin) < 1 && $0.index != card.index }
                #expect(!taken, "tick \(ticks): card \(card.index) took a visible card's place")
            }
            previous = now
        }
        h.simulator.runAnimation()
        #expect(h.container.settledPage == 20)
        h.expectInvariants()
    }

    /// A retarget to the card between two cards in view, whose resting neighbours are those very
    /// cards: no order of pages keeps them without showing one twice, so the target arrives with
    /// second instances of its neighbours (rule 12, which the contract's clarification applies to
    /// every retarget); the cards in view stay where they are, and it lands with every rule at rest.
    @Test(arguments: [PagingDirection.leftToRight, .rightToLeft])
    func aRetargetBetweenItsOwnNeighboursInViewUsesSecondInstances(direction: PagingDirection) throws {
        let h = Harness(
            configuration: PagingConfiguration(
                direction: direction, pageSize: .fixed(200), pageSpacing: 20, pageAlignment: .center),
            pageCount: 8, viewportLength: 300)
        try h.container.scrollToPage(2, animated: false)
        try h.container.scrollToPage(6, animated: true)
        h.simulator.advanceAnimation(fraction: 0.5)
        func inView() -> [ObjectIdentifier: (index: Int, origin: Double)] { Self.cardsInView(h) }
        let before = inView()
        #expect(Set(before.values.map(\.index)) == [3, 5], "the cards in view at half-way")
        try h.container.scrollToPage(4, animated: true)
        let after = inView()
        #expect(after.mapValues(\.index) == before.mapValues(\.index))
        #expect(after.allSatisfy { abs($0.value.origin - before[$0.key]!.origin) < 1e-6 })
        h.expectInvariants("at the retarget")
        while h.simulator.isAnimating {
            h.simulator.advanceAnimation(fraction: 0.1)
            h.expectInvariants("on the way")
        }
        #expect(h.container.settledPage == 4 && h.container.scrollState == .idle)
        #expect(h.container.loadedPageIndices.count == h.simulator.placedPages.count, "one instance each at rest")
        h.expectInvariants("at rest")
    }

    // MARK: The soak's finding and a finger lifted without a drag

    /// Shrunk from a 3 × 10^6 soak: an animated jump to the adjacent page, made while a
    /// right-to-left release of a two-page content settles from the bounce past its start (the host
    /// at −414), animates there (rule 5), as the reference model expects, instead of resting at once.
    @Test func anAnimatedJumpFromTheBounceZoneAnimates() {
        let failures = Fuzzer.replay(
            pageCount: 6,
            configuration: PagingConfiguration(
                preloadRadius: 0, cacheLimit: 1, isLooping: true, axis: .vertical, direction: .leftToRight,
                autoScroll: AutoScroll(interval: .milliseconds(2000), resumeDelay: .milliseconds(2000)),
                pageSize: .fixed(-20.0)),
            events: [
                .reload([.removeAll], negativeCount: true), .reload([.append(1)]), .setViewport(414.0000001),
                .configure(.looping(false)), .reload([.duplicate(from: 0, to: 0)]), .drag(pages: 0.3515625, ticks: 1),
                .configure(.direction(.rightToLeft)), .drag(pages: -1.5625, ticks: 1),
                .drag(pages: -0.0859375, ticks: 1), .release(velocity: 490.0), .jump(1, animated: true),
            ])
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// A touch stops an animated jump part-way and lifts without dragging: `fingerLifted()` settles
    /// on the nearest page from there; at the target it rests; at rest it does nothing.
    @Test(arguments: [(0.3, 0), (0.7, 9)])
    func aFingerLiftedWithoutADragSettlesOnTheNearestPage(progress: Double, nearest: Int) throws {
        let h = Harness(pageCount: 30)
        h.simulator.clearCalls()
        h.container.fingerLifted()
        #expect(h.simulator.calls.isEmpty, "at rest it does nothing")
        try h.container.scrollToPage(9, animated: true)
        h.simulator.advanceAnimation(fraction: progress)
        h.simulator.abandonAnimation()  // the touch stopped the host
        h.container.fingerLifted()
        if nearest == 0 {
            #expect(h.simulator.isAnimating, "back to the start")
        }
        h.simulator.runAnimation()
        #expect(h.container.scrollState == .idle)
        #expect(h.container.settledPage == nearest)
        #expect(h.simulator.contentOffset == Double(nearest) * 320)
        let announced = h.delegate.filtered.filter { $0 == .willScrollTo(9) }
        #expect(announced.count == 1, "announced once")
        h.expectInvariants()
    }

    /// The cards in view: instance → (index, frame origin relative to the viewport).
    static func cardsInView(_ h: Harness) -> [ObjectIdentifier: (index: Int, origin: Double)] {
        var result: [ObjectIdentifier: (Int, Double)] = [:]
        for placement in h.simulator.visiblePlacements {
            result[ObjectIdentifier(placement.page)] = (
                placement.page.index, placement.span.lowerBound - h.simulator.contentOffset
            )
        }
        return result
    }
}
