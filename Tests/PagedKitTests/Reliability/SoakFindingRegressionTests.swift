import PagedKit
import PagedKitTesting
import Testing

/// The findings of issue 21's last soaks (seed families 1122334455 and 2026120121), each as the rule
/// or the rig's judgement it concerned, with the shrunk sequences that reproduced them.
@MainActor @Suite struct SoakFindingRegressionTests {
    // MARK: A jump that rests at once is a move's rest (rule 8)

    /// A drag's settle far past an end, stopped by an animated jump whose target is spliced where
    /// the viewport is: the jump rests at once, and that rest is the jump's, so the next auto-scroll
    /// move comes `interval` after it, not `resumeDelay` ("`resumeDelay` applies only after a drag",
    /// the contract's Clarifications, When a move rests). Looping or not, either direction.
    @Test(arguments: [false, true], [PagingDirection.leftToRight, .rightToLeft])
    func aJumpThatStopsADragsSettleAndRestsAtOnceIsFollowedByTheInterval(
        looping: Bool, direction: PagingDirection
    ) throws {
        let interval: Duration = .milliseconds(1500)
        let h = Harness(
            configuration: PagingConfiguration(
                isLooping: looping, direction: direction,
                autoScroll: AutoScroll(interval: interval, resumeDelay: .seconds(4))),
            pageCount: 1_000_000, viewportLength: 333.3)
        // A chain of caught jumps leaves a spliced layout; the finger then drags it far out.
        for target in 2...4 {
            try h.container.scrollToPage(target, animated: true)
            h.simulator.advanceAnimation(fraction: 0.4)
        }
        h.simulator.beginDrag()
        h.simulator.drag(by: -1_000_000, ticks: 3)
        h.simulator.release(velocity: -964)
        try h.container.scrollToPage(999_893, animated: true)
        if h.container.scrollState != .idle { h.simulator.runAnimation() }
        #expect(h.container.settledPage == 999_893 && h.container.scrollState == .idle)
        #expect(h.scheduler.pendingDueTimes == [h.scheduler.now + interval], "\(h.scheduler.pendingDueTimes)")
        h.expectInvariants()
    }

    /// The soak's shrunk sequences of that class: a 0.75-point viewport a page past the start of a
    /// right-to-left list (`0x78c4506e`), a million-item loop dragged a million points out
    /// (`0x9ac413e6`), and a late end report replaced by a jump (`0x78c4785a`).
    @Test func theSoaksJumpsThatRestAtOnceAreFollowedByTheInterval() {
        let banner = AutoScroll(interval: .milliseconds(1500), resumeDelay: .milliseconds(4000))
        expectReplayPasses(
            pageCount: 6,
            configuration: PagingConfiguration(
                preloadRadius: 2, cacheLimit: 0, isLooping: true, axis: .vertical, direction: .leftToRight,
                autoScroll: banner),
            events: [
                .reload([]), .setViewport(0.75), .configure(.direction(.rightToLeft)), .configure(.looping(false)),
                .drag(pages: 1.0, ticks: 1), .release(velocity: 1941.0), .jump(3, animated: true),
            ])
        expectReplayPasses(
            pageCount: 1_000_000,
            configuration: PagingConfiguration(
                preloadRadius: 2, cacheLimit: 0, isLooping: true, axis: .vertical, direction: .leftToRight,
                autoScroll: banner),
            events: [
                .reload([]), .setViewport(333.3), .jumpChain([2, 3, 4], advance: 0.4),
                .dragBy(points: -1_000_000.0, ticks: 3), .release(velocity: -964.0), .jump(999_893, animated: true),
            ])
        expectReplayPasses(
            pageCount: 0,
            configuration: PagingConfiguration(
                preloadRadius: 1, cacheLimit: 3, isLooping: false, axis: .vertical, direction: .leftToRight,
                autoScroll: banner),
            events: [
                .setViewport(1024.0), .configure(.direction(.rightToLeft)), .pressure(.warning), .reload([]),
                .pressure(.critical), .lateEnd(.animation, replacedBy: nil, afterTicks: 17), .lateAnimationReport,
                .reload([.append(5)]), .drag(pages: 1.0390625, ticks: 1), .drag(pages: -0.0390625, ticks: 4),
                .release(velocity: 1117.0), .lateEnd(.deceleration, replacedBy: .jump(4), afterTicks: 3),
            ])
    }

    // MARK: A jump that rests at once makes nothing of its way (rules 4–6)

    /// Critical pressure while the viewport shows only the stretch before the first page (nothing
    /// loaded), then an animated jump that rests at once: the pages are the target's window, and
    /// nothing is cached that was never made again after the pressure (`0x42e57a62`).
    @Test func aJumpThatRestsAtOnceAfterCriticalPressureCachesNothingItNeverMade() {
        expectReplayPasses(
            pageCount: 0,
            configuration: PagingConfiguration(
                preloadRadius: 1, cacheLimit: 4, axis: .vertical, direction: .rightToLeft),
            events: [
                .setViewport(320.0), .reload([.append(4)]), .configure(.direction(.leftToRight)),
                .drag(pages: 0.0390625, ticks: 1), .drag(pages: -1.0390625, ticks: 1), .pressure(.critical),
                .release(velocity: -228.0), .jump(2, animated: true),
            ])
        let h = Harness(configuration: PagingConfiguration(preloadRadius: 1, cacheLimit: 4), pageCount: 4)
        h.simulator.beginDrag()
        h.simulator.drag(by: -320, ticks: 1)  // a full page past the start
        h.container.handleMemoryPressure(.critical)
        #expect(h.container.loadedPageIndices.isEmpty, "nothing is visible, nothing stays")
        h.simulator.release(velocity: -228)
        try? h.container.scrollToPage(2, animated: true)
        if h.container.scrollState != .idle { h.simulator.runAnimation() }
        #expect(h.container.settledPage == 2)
        #expect(h.container.loadedPageIndices == [1, 2, 3], "the target's window, nothing from before the jump")
        h.expectInvariants()
    }

    /// Critical pressure during a settle the model does not follow, the rest, then a jump to the
    /// settled page from its `didScrollToPage` (which does nothing, rule 5, and so lifts nothing) in
    /// a window of radius 0: the reduced set and the full window are the same page, so only a later
    /// radius change shows that the reduction still holds (seed `0x12abd7d32` of family 5012026016).
    @Test func aReducedSetThatLooksLikeTheWindowStillHoldsUntilADragJumpOrReload() {
        expectReplayPasses(
            pageCount: 2,
            configuration: PagingConfiguration(
                preloadRadius: 3, cacheLimit: 3, isLooping: false, axis: .horizontal, direction: .rightToLeft),
            events: [
                .setViewport(333.3), .reload([.insert(at: 0), .duplicate(from: 1, to: 1)]),
                .reload([.insert(at: 2), .insert(at: 2)]),
                .reload([.duplicate(from: 0, to: 2), .move(from: 4, to: 4)]),
                .reload([.insert(at: 4), .insert(at: 4)]), .reload([.duplicate(from: 1, to: 7)]),
                .configure(.looping(true)), .drag(pages: -0.390625, ticks: 1), .configure(.preloadRadius(0)),
                .arm(.didScrollTo, skip: 1, .jump(8, animated: true)), .drag(pages: 1.390625, ticks: 1),
                .release(velocity: 211.0),
                .stepChain(
                    [.page(5), .page(5), .page(5), .page(0), .by(3), .by(1), .previous, .page(1), .page(6)],
                    advance: 0.9),
                .drag(pages: -1.6484375, ticks: 1), .release(velocity: -1151.0), .pressure(.critical),
                .decelerate(ticks: 1), .configure(.preloadRadius(2)),
            ])
    }

    // MARK: End reports at offsets coarser than a point

    /// In 2^40 pages an offset's ulp is an eighth of a point and a deceleration's last ticks move
    /// 0.75 point. The contract gives the end reports' pixel tolerance no figure, so before a late end
    /// report the rig takes the host out of the band where readings of it differ, which at these
    /// offsets includes the offset's ulps; the container and the model then agree, and the settle
    /// rests on its target (`0x78c43edb`; `0x78c47fe1` is the same with a 1/3-point grid). That a
    /// late report short of the target changes nothing is `aLateDecelerationEndNeverEndsTheNextSettle`.
    @Test func aLateEndReportInTwoToTheFortyPagesLeavesTheSettleToItsTarget() {
        expectReplayPasses(
            pageCount: 1_099_511_627_779,
            configuration: PagingConfiguration(
                preloadRadius: 2, cacheLimit: 0, isLooping: false, axis: .horizontal, direction: .rightToLeft,
                pageSize: .fraction(.nan), pageSpacing: 12.5),
            events: [
                .reload([]), .setViewport(1024.0),
                .jumpChain([214_621_017_827, 214_621_017_828, 214_621_017_826], advance: 0.5),
                .advanceAnimation(0.75), .drag(pages: -1.6796875, ticks: 1),
                .lateEnd(.animation, replacedBy: .fling(pages: 0.65625, velocity: 233.0), afterTicks: 15),
                .decelerate(ticks: 60),
            ])
    }

    // MARK: Second instances of repeated items

    /// A carousel of repeated items (duplicate identifiers) whose step chain shows one item in more
    /// slots than one: which index a second instance belongs to is the container's to know; the rig
    /// judges `page(at:)` for an index that can own it, reading no `Set` order (`0x78c447ff`, which
    /// failed or passed with the process's hash seed).
    @Test func aSecondInstanceOfARepeatedItemIsJudgedForAnIndexThatCanOwnIt() {
        expectReplayPasses(
            pageCount: 4,
            configuration: PagingConfiguration(
                preloadRadius: 2, cacheLimit: 1, isLooping: false, axis: .vertical, direction: .rightToLeft,
                pageSize: .fixed(200.0), pageSpacing: -8.0),
            events: [
                .reload([.move(from: 2, to: 3), .duplicate(from: 0, to: 4), .move(from: 2, to: 2)]),
                .reload([.remove(at: 3), .insert(at: 4), .insert(at: 4)]),
                .reload([.move(from: 4, to: 1), .remove(at: 5)]),
                .setViewport(320.0),
                .dragBy(points: -1_000_000.0, ticks: 1),
                .reload([.remove(at: 2), .remove(at: 2), .insert(at: 2)]),
                .reload([.remove(at: 1), .insert(at: 1), .duplicate(from: 4, to: 2)]),
                .configure(.looping(true)),
                .reload([.insert(at: 3), .duplicate(from: 4, to: 5)]),
                .release(velocity: -844.0),
                .reload([.remove(at: 3), .remove(at: 1)]),
                .stepChain([.by(2), .next, .next, .next, .next, .next], advance: 0.0625),
                .advanceAnimation(0.4375),
                .runAnimation(ticks: 30),
            ])
    }

    /// Replays the fuzzer's shrunk sequence and records its failures, if any, as one issue.
    private func expectReplayPasses(
        pageCount: Int, configuration: PagingConfiguration, events: [FuzzEvent],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let failures = Fuzzer.replay(pageCount: pageCount, configuration: configuration, events: events)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))", sourceLocation: sourceLocation)
    }
}
