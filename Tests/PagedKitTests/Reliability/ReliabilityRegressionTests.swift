import PagedKit
import PagedKitTesting
import Testing

/// What the fuzzer found, one rule each: a direct reproduction through the public API, and the
/// fuzzer's shrunk event sequence replayed with the reference model.
@Suite @MainActor struct ReliabilityRegressionTests {
    // MARK: Rule 9: the current and settled items are followed by identity

    /// Rule 9: a reload before the viewport length is known keeps the current item, like any other
    /// reload: item0 moves to index 1, so page 1 is current and settled, and no page change is
    /// reported (it is the same item).
    @Test func aReloadBeforeTheViewportKeepsTheCurrentItem() {
        let harness = Harness(pageCount: 5, attach: false)
        harness.delegate.clearEvents()
        harness.dataSource.identifiers.insert("new", at: 0)
        harness.container.reloadData()
        #expect(harness.container.settledPage == 1)
        #expect(harness.container.currentPage == 1)
        #expect(!harness.delegate.filtered.contains(.didScrollTo(0)))
        harness.simulator.attach(to: harness.container)
        #expect(harness.container.page(at: harness.container.settledPage)?.identifier == AnyHashable("item0"))
        harness.expectInvariants()

        expectReplayPasses(
            pageCount: 5, configuration: PagingConfiguration(preloadRadius: 0, cacheLimit: 0),
            events: [.reload([]), .reload([.insert(at: 4), .move(from: 2, to: 0)])])
    }

    /// Rule 9: a reload during a drag keeps the settled item even when its page is not loaded (the
    /// drag moved more than `preloadRadius` pages away): item0 moves to index 1, so the settled page
    /// becomes 1. Dragging back onto item0 and releasing reports no page change.
    @Test func aReloadDuringADragFollowsTheSettledItem() {
        let harness = Harness(configuration: PagingConfiguration(preloadRadius: 0), pageCount: 5)
        let simulator = harness.simulator
        simulator.beginDrag()
        simulator.drag(by: 1.6 * harness.viewportLength, ticks: 2)
        #expect(!harness.container.loadedPageIndices.contains(0), "the settled page is out of the window")
        harness.dataSource.identifiers.insert("new", at: 0)
        harness.container.reloadData()
        #expect(harness.container.settledPage == 1, "item0, the settled item, is now at index 1")
        #expect(harness.container.currentPage == 3, "item2, the current item, is now at index 3")
        harness.delegate.clearEvents()
        simulator.drag(by: -1.6 * harness.viewportLength, ticks: 2)
        simulator.release(velocity: 0)
        simulator.decelerate()
        #expect(harness.container.settledPage == 1)
        #expect(
            !harness.delegate.filtered.contains { if case .didScrollTo = $0 { true } else { false } },
            "the drag came back to the settled item: no page change")
        harness.expectInvariants()

        expectReplayPasses(
            pageCount: 5, configuration: PagingConfiguration(preloadRadius: 0, cacheLimit: 0),
            events: [
                .setViewport(200.0), .reload([]), .drag(pages: 1.625, ticks: 1),
                .reload([.insert(at: 4), .move(from: 2, to: 0)]),
            ])
    }

    /// Rules 3 and 9: a reload during a drag leaves the gesture going on over the new data without
    /// moving the content, also when the drag has pulled the content more than half a page past the
    /// first page (the bounce zone).
    @Test(arguments: [-0.3, -0.7, -1.2])
    func aReloadDuringADeepBounceKeepsTheContentWhereItIs(pages: Double) {
        let harness = Harness(pageCount: 3)
        let simulator = harness.simulator
        simulator.beginDrag()
        simulator.drag(by: pages * harness.viewportLength, ticks: 1)
        let offset = simulator.contentOffset
        harness.container.reloadData()
        #expect(simulator.contentOffset == offset, "a reload with unchanged data moved the content during a drag")
        #expect(harness.container.scrollState == .dragging)
        harness.expectInvariants()
    }

    // MARK: Rule 5: the short way round, forward on a tie

    /// Rules 5 and 8: in a loop of two pages both ways are one page long, so an animated jump (and an
    /// auto-scroll move) goes forward — also after the user swiped backward, which re-centres the
    /// content.
    @Test(arguments: [0, 1, 2, 3])
    func aTwoPageLoopJumpsForwardOnTheTie(backwardSwipes: Int) throws {
        let harness = Harness(configuration: PagingConfiguration(preloadRadius: 0, isLooping: true), pageCount: 2)
        for _ in 0..<backwardSwipes { harness.flingBackward() }
        let offset = harness.simulator.contentOffset
        try harness.container.scrollToPage(1 - harness.container.settledPage, animated: true)
        let target = try #require(harness.simulator.animationTarget)
        #expect(target == offset + harness.viewportLength, "the jump went backward (to \(target) from \(offset))")
        harness.simulator.runAnimation()
        harness.expectInvariants()
    }

    // MARK: Rules 4 and 6: the window after memory pressure

    /// Rules 4 and 6: a jump ends a memory-pressure reduction and rebuilds the window as rule 4
    /// says — "after every call returns", so already when an animated jump to the neighbouring page
    /// starts, not at its first tick.
    @Test(arguments: [MemoryPressure.warning, .critical])
    func anAnimatedJumpAfterMemoryPressureRebuildsTheWindowAtOnce(level: MemoryPressure) throws {
        let harness = Harness(configuration: PagingConfiguration(preloadRadius: 2), pageCount: 6)
        harness.container.handleMemoryPressure(level)
        try harness.container.scrollToPage(1, animated: true)
        #expect(harness.container.loadedPageIndices == [0, 1, 2], "current page 0 ± 2, clamped")
        harness.simulator.runAnimation()
        harness.expectInvariants()

        expectReplayPasses(
            pageCount: 5,
            configuration: PagingConfiguration(preloadRadius: 1, cacheLimit: 3, direction: .rightToLeft),
            events: [
                .setViewport(200.0), .reload([.remove(at: 4)]), .pressure(.critical), .jump(1, animated: true),
            ], )
    }

    // MARK: Rule 3: a drag the container could not see begin

    /// Rules 1 and 3: a finger may touch down while the container has no items yet (the data is
    /// still loading); when the data arrives mid-drag and the finger lifts, the content still comes
    /// to rest on a page, as after any drag.
    @Test func aDragThatBeganBeforeTheDataStillComesToRestOnAPage() {
        let harness = Harness(pageCount: 0)
        let simulator = harness.simulator
        simulator.beginDrag()
        simulator.drag(by: 40, ticks: 1)
        harness.dataSource.identifiers = (0..<5).map { AnyHashable("item\($0)") }
        harness.container.reloadData()
        simulator.drag(by: 120, ticks: 2)
        simulator.release(velocity: 0)
        simulator.decelerate()
        #expect(harness.container.scrollState == .idle)
        #expect(
            simulator.contentOffset == 0 || simulator.contentOffset == harness.viewportLength,
            "the content rests between pages, at \(simulator.contentOffset)")
        harness.expectInvariants()
    }

    // MARK: Host contract: the release's target

    /// Host contract and rule 5: `willEndDragging` returns an offset the host can scroll to — inside
    /// the content — also when an animated jump is made from inside the release's own callbacks while
    /// the finger has pulled the content past the first page.
    @Test func aJumpFromInsideTheReleaseReturnsATargetInsideTheContent() throws {
        let harness = Harness(configuration: PagingConfiguration(preloadRadius: 0), pageCount: 3)
        let simulator = harness.simulator
        try harness.container.scrollToPage(1, animated: false)
        simulator.beginDrag()
        simulator.drag(by: -1.125 * harness.viewportLength, ticks: 2)  // 0.125 page past page 0
        harness.delegate.onWillScrollTo = { container, _ in try? container.scrollToPage(0, animated: true) }
        simulator.release(velocity: -2000)
        #expect(simulator.violations.isEmpty, "\(simulator.violations)")
        simulator.decelerate()
        simulator.runAnimation()
        #expect(harness.container.settledPage == 0)
        harness.expectInvariants()

        expectReplayPasses(
            pageCount: 2,
            configuration: PagingConfiguration(preloadRadius: 0, cacheLimit: 1, axis: .vertical),
            events: [
                .reload([.move(from: 0, to: 0), .insert(at: 1)]), .setViewport(414.0000001),
                .jump(1, animated: true), .runAnimation(ticks: 1), .drag(pages: -0.1484375, ticks: 1),
                .drag(pages: -0.9765625, ticks: 1), .arm(.willScrollTo, skip: 0, .jump(0, animated: true)),
                .release(velocity: -1918.0), .advanceDeceleration(0.5), .advanceDeceleration(0.7),
            ])
    }

    // MARK: Found after the first fixes

    /// Rule 9: a second reload before the viewport is known follows the item now settled, not the
    /// identifier kept from before the first reload (which removed that item).
    @Test func aSecondReloadBeforeTheViewportFollowsTheItemNowSettled() {
        let harness = Harness(pageCount: 6, attach: false)
        harness.dataSource.identifiers.remove(at: 0)
        harness.container.reloadData()
        #expect(harness.container.settledPage == 0, "item0 is gone: item1 stands at index 0")
        harness.delegate.clearEvents()
        harness.dataSource.identifiers.insert("new", at: 0)
        harness.container.reloadData()
        #expect(harness.container.settledPage == 1, "item1 moved to index 1")
        #expect(!harness.delegate.filtered.contains(.didScrollTo(0)), "the same item: no page change")
        harness.simulator.attach(to: harness.container)
        #expect(harness.container.page(at: harness.container.settledPage)?.identifier == AnyHashable("item1"))
        harness.expectInvariants()

        expectReplayPasses(
            pageCount: 6,
            configuration: PagingConfiguration(preloadRadius: 1, cacheLimit: 2),
            events: [.reload([]), .reload([.remove(at: 0)]), .reload([.move(from: 5, to: 2)])])
    }

    /// Rules 6 and 9: `.critical` pressure during a drag more than a page past the last page leaves
    /// nothing loaded (nothing overlaps the viewport); a reload then still follows the current item
    /// (the last page, not the settled one) and the settled item.
    @Test func aReloadAfterCriticalPressureDeepInTheBounceKeepsTheCurrentItem() throws {
        let harness = Harness(configuration: PagingConfiguration(preloadRadius: 0), pageCount: 3)
        let simulator = harness.simulator
        try harness.container.scrollToPage(1, animated: false)
        simulator.beginDrag()
        simulator.drag(by: 2.5 * harness.viewportLength, ticks: 2)
        #expect(harness.container.currentPage == 2)
        harness.container.handleMemoryPressure(.critical)
        #expect(harness.container.loadedPageIndices.isEmpty, "nothing overlaps the viewport")
        harness.delegate.clearEvents()
        harness.dataSource.identifiers.insert("new", at: 0)
        harness.container.reloadData()
        #expect(harness.container.currentPage == 3, "item2, the current item, is now at index 3")
        #expect(harness.container.settledPage == 2, "item1, the settled item, is now at index 2")
        #expect(
            !harness.delegate.filtered.contains { if case .didScrollTo = $0 { true } else { false } },
            "the reload changed no item")
        simulator.release(velocity: 0)
        simulator.decelerate()
        #expect(harness.container.settledPage == 3)
        #expect(
            harness.delegate.filtered.filter { if case .didScrollTo = $0 { true } else { false } } == [.didScrollTo(3)])
        harness.expectInvariants()

        expectReplayPasses(
            pageCount: 2,
            configuration: PagingConfiguration(
                preloadRadius: 0, cacheLimit: 1, axis: .vertical, direction: .rightToLeft),
            events: [
                .reload([.move(from: 1, to: 2)]), .setViewport(0.75), .drag(pages: -1.453125, ticks: 1),
                .pressure(.critical), .drag(pages: -1.53125, ticks: 1), .reload([]),
            ])
    }

    /// Rules 3 and 5: an animated jump made from inside the release's callbacks is taken over by
    /// the host's deceleration to the same target (UIKit runs one motion at a time): the container
    /// settles when that deceleration ends, reports the target once, and a hide meanwhile does not
    /// end the deceleration early.
    @Test func anAnimatedJumpFromInsideTheReleaseEndsWithTheDeceleration() throws {
        let harness = Harness(pageCount: 6)
        let simulator = harness.simulator
        harness.delegate.onWillScrollTo = { container, page in
            if page == 1 { try? container.scrollToPage(4, animated: true) }
        }
        simulator.beginDrag()
        simulator.drag(by: 0.25 * harness.viewportLength, ticks: 2)
        let target = simulator.release(velocity: 1000)
        #expect(!simulator.isAnimating, "the deceleration replaced the animation")
        #expect(simulator.decelerationTarget == target)
        #expect(harness.container.scrollState == .settling)
        simulator.advanceDeceleration(fraction: 1)
        #expect(harness.container.scrollState == .settling, "the host has not reported the end yet")
        harness.container.isVisible = false
        #expect(harness.container.scrollState == .settling)
        harness.container.isVisible = true
        simulator.decelerate()
        #expect(harness.container.scrollState == .idle)
        #expect(harness.container.settledPage == 4)
        #expect(harness.delegate.filtered.filter { $0 == .didScrollTo(4) }.count == 1)
        harness.expectInvariants()

        expectReplayPasses(
            pageCount: 4,
            configuration: PagingConfiguration(
                preloadRadius: 1, cacheLimit: 2, isLooping: true, axis: .vertical, direction: .rightToLeft),
            events: [
                .setViewport(0.75), .reload([.insert(at: 0)]), .drag(pages: 1.21875, ticks: 1),
                .arm(.scrollState, skip: 3, .jump(3, animated: true)), .release(velocity: 795.0),
                .jump(1, animated: false), .drag(pages: -0.5390625, ticks: 1), .release(velocity: -1293.0),
                .visibility(false),
            ])
    }

    /// Rule 8: a move the host's deceleration took over from an animated jump (made inside the
    /// release) is part of the drag: no auto-scroll move is due until it rests, and then the
    /// `resumeDelay`, not the animation watchdog, times the next one.
    @Test func aJumpFromInsideTheReleaseLeavesNoAutoScrollDueDuringTheDeceleration() throws {
        let autoScroll = AutoScroll(interval: .milliseconds(2000), resumeDelay: .milliseconds(3000))
        let harness = Harness(configuration: PagingConfiguration(autoScroll: autoScroll), pageCount: 6)
        let simulator = harness.simulator
        harness.delegate.onWillScrollTo = { container, page in
            if page == 1 { try? container.scrollToPage(4, animated: true) }
        }
        simulator.beginDrag()
        simulator.drag(by: 0.25 * harness.viewportLength, ticks: 2)
        simulator.release(velocity: 1000)
        #expect(harness.scheduler.nextDueTime == nil, "a move is due during the drag's deceleration")
        simulator.decelerate()
        #expect(harness.container.settledPage == 4)
        #expect(harness.scheduler.nextDueTime == harness.scheduler.now + .milliseconds(3000))

        expectReplayPasses(
            pageCount: 1,
            configuration: PagingConfiguration(
                autoScroll: AutoScroll(interval: .milliseconds(2000), resumeDelay: .milliseconds(2000))),
            events: [
                .reload([.append(6)]), .reload([.insert(at: 0)]), .setViewport(414.0000001),
                .arm(.willScrollTo, skip: 0, .jump(0, animated: true)), .drag(pages: -1.5390625, ticks: 1),
                .release(velocity: -1584.0),
            ])
    }

    /// Rule 4: a resize during a settle ends it at once on its target, straight from where the
    /// viewport is: the window does not pass through the spliced neighbours of an animated jump the
    /// finger caught, so the cache keeps the page that really left last.
    @Test func aResizeDuringASettleRestsStraightFromWhereTheViewportIs() {
        expectReplayPasses(
            pageCount: 7,
            configuration: PagingConfiguration(preloadRadius: 1, cacheLimit: 1, direction: .rightToLeft),
            events: [
                .reload([.insert(at: 3)]), .jump(4, animated: true), .setViewport(333.3), .jump(7, animated: true),
                .advanceAnimation(0.5), .drag(pages: 1.390625, ticks: 1), .release(velocity: -1274.0),
                .setViewport(414.0000001),
            ])
    }

    /// Rules 2 and 9: a reload that makes the content loop (one item becomes two) during a drag pulled
    /// far past the only page keeps the viewport inside the looping content: only the part of a
    /// page beyond the nearest slot carries over.
    @Test func aReloadThatStartsALoopDuringADeepBounceKeepsTheViewportInTheContent() {
        let harness = Harness(configuration: PagingConfiguration(isLooping: true), pageCount: 1)
        let simulator = harness.simulator
        simulator.beginDrag()
        simulator.drag(by: -40.3 * harness.viewportLength, ticks: 2)
        harness.dataSource.identifiers.append("new")
        harness.container.reloadData()
        #expect(simulator.contentOffset >= 0 && simulator.contentOffset <= simulator.maximumContentOffset)
        #expect(harness.container.loadedPageIndices == [0, 1], "both pages share the viewport")
        harness.expectInvariants()
        simulator.release(velocity: 0)
        simulator.decelerate()
        harness.expectInvariants("after the release")

        expectReplayPasses(
            pageCount: 1,
            configuration: PagingConfiguration(preloadRadius: 3, cacheLimit: 1, isLooping: true),
            events: [
                .setViewport(200.0), .reload([]), .drag(pages: 1.59375, ticks: 1), .pressure(.critical),
                .arm(.pageAt, skip: 1, .resize(0.75)), .release(velocity: 510.0), .decelerate(ticks: 1),
                .drag(pages: 0.1796875, ticks: 1), .drag(pages: -0.21875, ticks: 1), .pressure(.critical),
                .drag(pages: 1.0859375, ticks: 1), .drag(pages: -0.2578125, ticks: 2),
                .drag(pages: -0.7421875, ticks: 1), .reload([.insert(at: 0)]),
            ])
    }

    /// Rule 9: when a drag's settled item was removed, the settle's rest reports the page change
    /// once; if a second reload ends that settle at once, it reports the change there, and a later
    /// rest on the same page reports nothing.
    @Test func aSettleEndedByAReloadLeavesNoPageChangePending() throws {
        let harness = Harness(configuration: PagingConfiguration(preloadRadius: 0), pageCount: 6)
        let simulator = harness.simulator
        try harness.container.scrollToPage(2, animated: false)
        simulator.beginDrag()
        simulator.drag(by: 1.6 * harness.viewportLength, ticks: 2)
        harness.dataSource.identifiers.remove(at: 2)  // the settled item
        harness.container.reloadData()
        #expect(harness.container.currentPage == 3, "item4, the current item, is now at index 3")
        simulator.release(velocity: 0)
        #expect(harness.container.scrollState == .settling)
        harness.delegate.clearEvents()
        harness.container.reloadData()  // unchanged data: ends the settle at once
        #expect(harness.container.scrollState == .idle)
        #expect(harness.delegate.filtered.filter { $0 == .didScrollTo(3) }.count == 1)
        harness.delegate.clearEvents()
        simulator.swipe(by: 0.2 * harness.viewportLength, velocity: 0)
        #expect(harness.container.settledPage == 3)
        #expect(
            !harness.delegate.filtered.contains { if case .didScrollTo = $0 { true } else { false } },
            "the drag came back to the page it left: no page change")
        harness.expectInvariants()
    }

    // MARK: The event classes that hid the issue 13 defects, judged by the model

    /// Rule 5: the host's late end report of an animation that arrived comes after a jump made from
    /// `didScrollToPage` (a chained auto-advance) and must not end it; a retarget in between too.
    @Test func aStaleEndReportAfterAChainedJumpIsIgnored() {
        expectReplayPasses(
            pageCount: 10, configuration: PagingConfiguration(preloadRadius: 1, cacheLimit: 2),
            events: [
                .setViewport(320), .reload([]), .arm(.didScrollTo, skip: 0, .jump(2, animated: true)),
                .jump(1, animated: true), .advanceAnimation(1), .lateAnimationReport, .advanceAnimation(0.25),
                .jump(5, animated: true), .lateAnimationReport, .runAnimation(ticks: 2), .lateAnimationReport,
            ])
    }

    /// Rules 2 and 5: forty retargets in a long loop, each played part way, stay inside the 64 slots
    /// (the container re-centres before each), and the window follows every splice exactly.
    @Test func aLongRetargetChainInALongLoopIsFollowed() {
        expectReplayPasses(
            pageCount: 1000, configuration: PagingConfiguration(preloadRadius: 1, cacheLimit: 3, isLooping: true),
            events: [
                .setViewport(320), .reload([]), .jumpChain(Array(1...40), advance: 0.9),
                .jumpChain([600, 601, 3, 999, 0], advance: 0.4), .runAnimation(ticks: 2),
            ])
    }

    /// Rule 8: the watchdog looks again while an auto-scroll move still ticks, and rescues one whose
    /// host stopped ticking.
    @Test func theWatchdogWaitsForATickingMove() {
        expectReplayPasses(
            pageCount: 5, configuration: PagingConfiguration(autoScroll: AutoScroll(interval: .seconds(2))),
            events: [
                .setViewport(320), .reload([]), .advanceToNextDue, .advanceAnimation(0.25), .advanceToNextDue,
                .advanceAnimation(0.25), .advanceToNextDue, .advanceToNextDue, .runAnimation(ticks: 2),
            ])
    }

    /// Rules 9 and 11: a data source that changes its items from inside `pageAt` and reloads keeps
    /// every page showing its item.
    @Test func aDataSourceThatReloadsFromInsidePageAtIsFollowed() {
        expectReplayPasses(
            pageCount: 8, configuration: PagingConfiguration(preloadRadius: 1, cacheLimit: 1),
            events: [
                .setViewport(320), .reload([]),
                .arm(.pageAt, skip: 0, .mutateAndReload([.remove(at: 2), .remove(at: 4)])),
                .drag(pages: 0.625, ticks: 2), .release(velocity: 900), .decelerate(ticks: 2),
            ])
    }

    /// Rule 7: looping, direction and radius changes from inside callbacks mid-drag keep the
    /// gesture; at rest they lay the settled page out again.
    @Test func configurationChangesFromCallbacksAreFollowed() {
        expectReplayPasses(
            pageCount: 5, configuration: PagingConfiguration(preloadRadius: 1, cacheLimit: 2),
            events: [
                .setViewport(320), .reload([]), .jump(1, animated: false),
                .arm(.currentPage, skip: 0, .configure(.looping(true))), .drag(pages: 0.625, ticks: 2),
                .arm(.position, skip: 1, .configure(.direction(.rightToLeft))), .drag(pages: -0.375, ticks: 3),
                .arm(.appearance, skip: 0, .configure(.preloadRadius(3))), .drag(pages: 0.5, ticks: 1),
                .release(velocity: 0), .decelerate(ticks: 2), .configure(.looping(false)),
                .arm(.didScrollTo, skip: 0, .configure(.direction(.leftToRight))), .jump(4, animated: true),
                .runAnimation(ticks: 2),
            ])
    }

    /// Rules 8 and 9: offsets far outside the content during drags read as 4 slots beyond the edge;
    /// at rest a move of the host's own is undone, or ignored within the tolerance.
    @Test func farOffsetsAndUnrequestedMovesAreFollowed() {
        expectReplayPasses(
            pageCount: 6, configuration: PagingConfiguration(preloadRadius: 1, cacheLimit: 2, isLooping: true),
            events: [
                .setViewport(320), .reload([]), .dragBy(points: 1e19, ticks: 2), .dragBy(points: -1e6, ticks: 1),
                .release(velocity: 500), .decelerate(ticks: 2), .hostMove(points: 1e6), .hostMove(points: 0.0625),
                .hostMove(points: -1e19), .jump(3, animated: true), .runAnimation(ticks: 2),
            ])
        expectReplayPasses(
            pageCount: 6, configuration: PagingConfiguration(preloadRadius: 1, direction: .rightToLeft),
            events: [
                .setViewport(320), .reload([]), .dragBy(points: -1e19, ticks: 3), .release(velocity: -700),
                .decelerate(ticks: 2), .hostMove(points: 3.5 * 320),
            ])
    }

    /// Rule 2 on a 1/3-point pixel grid: fractional page lengths rest exactly on pages.
    @Test func aPixelGridHostIsFollowed() {
        let failures = Fuzzer.replay(
            pageCount: 12, configuration: PagingConfiguration(preloadRadius: 1, cacheLimit: 2), pixelScale: 3,
            events: [
                .setViewport(324.4), .reload([]), .jump(7, animated: false), .drag(pages: 0.3, ticks: 2),
                .release(velocity: 800), .decelerate(ticks: 3), .jump(2, animated: true), .runAnimation(ticks: 3),
                .setViewport(333.3), .jumpChain([5, 6], advance: 0.5), .runAnimation(ticks: 2),
            ])
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    // MARK: Container failures the extended fuzzer found, fixed

    /// Rule 9 and the host contract: a looping reading clamped 4 slots outside the content during an
    /// animation (the host moved itself far away) is re-centred by the drag that catches it, so the
    /// release returns an offset inside the content.
    @Test func aReleaseFromAClampedLoopingReadingStaysInsideTheContent() {
        expectReplayPasses(
            pageCount: 5, configuration: PagingConfiguration(isLooping: true),
            events: [
                .setViewport(320), .reload([]), .jump(1, animated: true), .hostMove(points: -1e6),
                .drag(pages: -0.25, ticks: 1), .release(velocity: 600),
            ])
    }

    /// The host contract: a release that needs no movement (within the offset tolerance of its
    /// target) returns the page's own offset, never the host's, which may lie a fraction of a point
    /// past the end of the content (a bounce, or a pixel grid's rounding of the last page's offset).
    @Test func aReleaseThatNeedsNoMovementReturnsAnOffsetInsideTheContent() {
        expectReplayPasses(
            pageCount: 8, configuration: PagingConfiguration(),
            events: [
                .setViewport(1024), .reload([]), .jump(7, animated: false), .drag(pages: 0.000244140625, ticks: 1),
                .release(velocity: -1000),
            ])
        let failures = Fuzzer.replay(
            pageCount: 5, configuration: PagingConfiguration(), pixelScale: 3,
            events: [
                .setViewport(333.3), .reload([]), .jump(4, animated: false), .drag(pages: 0.5, ticks: 1),
                .drag(pages: -0.5, ticks: 1), .release(velocity: 1000),
            ])
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// Rules 9 and 11: after a data source changes its items from inside `pageAt` and queues a
    /// reload, no more pages are made with the old indices (none beyond the new count is asked
    /// for) and no identifier is read from the new items, until the reload rebuilds the window.
    @Test func pagesLoadedAfterAnInPageAtChangeUseTheNewIndices() {
        expectReplayPasses(
            pageCount: 4, configuration: PagingConfiguration(preloadRadius: 3),
            events: [.setViewport(320), .arm(.pageAt, skip: 0, .mutateAndReload([.remove(at: 0)])), .reload([])])
        expectReplayPasses(
            pageCount: 1, configuration: PagingConfiguration(cacheLimit: 4, direction: .rightToLeft),
            events: [
                .setViewport(200.0), .reload([.append(7)]), .jump(6, animated: true),
                .jumpChain([8, 8, 7], advance: 0.25), .reload([.remove(at: 0), .remove(at: 1)]),
                .drag(pages: 1.640625, ticks: 1), .arm(.pageAt, skip: 0, .mutateAndReload([.remove(at: 2)])),
                .pressure(.warning), .reload([.insert(at: 3)]),
            ])
    }

    /// Rule 9: a reload that empties the data drops a page change pending since an earlier reload
    /// removed the settled item: a configuration change then reports nothing with no pages, and
    /// after the data grows again a rest on the same page reports nothing either.
    @Test func emptyingTheDataDropsAPendingPageChange() {
        expectReplayPasses(
            pageCount: 5, configuration: PagingConfiguration(),
            events: [
                .setViewport(320), .reload([]), .drag(pages: 0.375, ticks: 1), .reload([.remove(at: 0)]),
                .release(velocity: 0), .reload([.removeAll], negativeCount: true),
                .configure(.direction(.rightToLeft)),
            ])
        expectReplayPasses(
            pageCount: 5, configuration: PagingConfiguration(),
            events: [
                .setViewport(320), .reload([]), .drag(pages: 0.375, ticks: 1), .reload([.remove(at: 0)]),
                .release(velocity: 0), .reload([.removeAll], negativeCount: true), .reload([.append(3)]),
                .drag(pages: 0.25, ticks: 1), .release(velocity: 0), .decelerate(ticks: 1),
            ])
    }

    /// Rule 9: under critical memory pressure a drag far past the end makes a page current that was
    /// never loaded (nothing overlaps the viewport); its identifier is read then, so a reload still
    /// follows the current item.
    @Test func aReloadFollowsACurrentPageThatWasNeverLoaded() {
        expectReplayPasses(
            pageCount: 3, configuration: PagingConfiguration(preloadRadius: 1),
            events: [
                .setViewport(200), .reload([]), .drag(pages: 0.75, ticks: 1), .pressure(.critical),
                .dragBy(points: 1e6, ticks: 1), .reload([.move(from: 2, to: 0)]),
            ])
    }

    /// Rule 2 on a pixel grid coarser than the offset tolerance (a page under 1024/6 points at 3×):
    /// every report inside the container's own non-animated move is its echo, wherever the grid
    /// put the content, so no undo starts another.
    @Test func aPixelGridCoarserThanTheToleranceNeverEndsAMove() {
        let failures = Fuzzer.replay(
            pageCount: 5, configuration: PagingConfiguration(), pixelScale: 3,
            events: [.setViewport(97.5), .reload([]), .jump(1, animated: false)])
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    // MARK: What a 3 × 10^6-event release soak found after the fuzzer was extended

    /// Rule 9: when the host moved the content far outside it during an animation, the current page
    /// has no slot inside the content and is not loaded; its identifier is read then, so the reload
    /// that ends the animation stays on the current item.
    @Test func aReloadFollowsTheCurrentItemOfAViewportFarOutsideTheContent() {
        expectReplayPasses(
            pageCount: 5,
            configuration: PagingConfiguration(
                preloadRadius: 3, cacheLimit: 3, autoScroll: AutoScroll(interval: .milliseconds(2000))),
            events: [
                .setViewport(1024.0), .reload([.insert(at: 4)]), .reload([.insert(at: 2)]),
                .jumpChain([5], advance: 0.9), .configure(.looping(true)), .jump(6, animated: true),
                .hostMove(points: -1e+19), .reload([.remove(at: 2)]),
            ])
        let failures = Fuzzer.replay(
            pageCount: 7, configuration: PagingConfiguration(preloadRadius: 0, cacheLimit: 1, isLooping: true),
            pixelScale: 3.0,
            events: [
                .reload([.insert(at: 3)]), .reload([.insert(at: 6)]), .setViewport(200.2),
                .jumpChain([6, 7, 0, 0, 7, 5], advance: 0.9), .hostMove(points: -1000000.0), .reload([.remove(at: 9)]),
            ])
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        expectReplayPasses(
            pageCount: 7, configuration: PagingConfiguration(preloadRadius: 0, cacheLimit: 2, direction: .rightToLeft),
            events: [
                .reload([.insert(at: 0), .remove(at: 2), .remove(at: 0)]), .configure(.looping(true)),
                .reload([.insert(at: 1), .insert(at: 1), .duplicate(from: 3, to: 2)]), .reload([.remove(at: 0)]),
                .jump(2, animated: true), .setViewport(333.3), .jump(0, animated: true), .hostMove(points: 250000.0),
                .reload([.insert(at: 1), .insert(at: 3)]),
            ])
    }

    /// The host contract: far out in long content `(n − 1) × length` and `n × length − length` can
    /// differ in their last bit; a release target never lies past the host's maximum offset.
    @Test func aReleaseTargetFarOutInLongContentStaysInsideTheHostsContent() throws {
        // With 549,755,813,916 pages of 200.2 points, (n − 1) × 200.2 exceeds n × 200.2 − 200.2.
        let count = 549_755_813_916
        let harness = Harness(pageCount: 3, viewportLength: 200.2, reload: false)
        harness.dataSource.countOverride = count
        harness.container.reloadData()
        let last = count - 1
        #expect(Double(last) * 200.2 > Double(count) * 200.2 - 200.2)
        for target in [last, last - 1, last / 2 + 12_345] {
            try harness.container.scrollToPage(target, animated: false)
            harness.simulator.beginDrag()
            harness.simulator.drag(by: 0.3 * 200.2)
            harness.simulator.release(velocity: target == last ? 1218 : -1218)
            harness.simulator.decelerate()
        }
        #expect(harness.simulator.violations.isEmpty, "\(harness.simulator.violations)")
    }

    /// The host contract: a non-animated jump made from inside the release's callbacks brings the
    /// content to rest at once; the release then keeps the host where the container put it, with no
    /// deceleration left running (a page offset recomputed for the target could differ from it in
    /// its last bit).
    @Test func aJumpFromInsideTheReleaseLeavesNoDeceleration() {
        expectReplayPasses(
            pageCount: 5, configuration: PagingConfiguration(preloadRadius: 2, cacheLimit: 2, axis: .vertical),
            events: [
                .reload([]), .reload([.duplicate(from: 5, to: 2), .remove(at: 0), .duplicate(from: 5, to: 4)]),
                .reload([.duplicate(from: 6, to: 2)]), .reload([.insert(at: 1)]), .reload([.remove(at: 5)]),
                .setViewport(333.3), .drag(pages: -0.8203125, ticks: 1),
                .arm(.willScrollTo, skip: 0, .jump(6, animated: false)), .release(velocity: -802.0),
            ])
        expectReplayPasses(
            pageCount: 1,
            configuration: PagingConfiguration(
                preloadRadius: 1, cacheLimit: 3, autoScroll: AutoScroll(interval: .milliseconds(2000))),
            events: [
                .reload([.insert(at: 0), .duplicate(from: 0, to: 1)]),
                .reload([.remove(at: 2), .remove(at: 3), .insert(at: 0)]), .setViewport(320.0),
                .dragBy(points: -1000000.0, ticks: 1), .release(velocity: 148.0), .decelerate(ticks: 1),
                .drag(pages: 1.5625, ticks: 1), .arm(.willScrollTo, skip: 3, .resize(414.0000001)),
                .jump(1, animated: true), .drag(pages: -0.78125, ticks: 1), .release(velocity: -1112.0),
                .reload([.insert(at: 0)]), .drag(pages: 1.625, ticks: 1), .release(velocity: 335.0),
            ])
        // On a pixel grid the host's resting offset on the last page may lie past the end: the
        // release returns the end, and the container stops the host's step back to it.
        let failures = Fuzzer.replay(
            pageCount: 0,
            configuration: PagingConfiguration(
                preloadRadius: 3, cacheLimit: 2, axis: .vertical,
                autoScroll: AutoScroll(interval: .milliseconds(1500), resumeDelay: .milliseconds(4000))),
            pixelScale: 3.0,
            events: [
                .setViewport(200.2), .reload([.append(4)]), .arm(.willScrollTo, skip: 3, .reload),
                .advanceTime(milliseconds: 1500), .jump(2, animated: true), .drag(pages: 0.5234375, ticks: 1),
                .release(velocity: -299.99), .dragBy(points: 1000000.0, ticks: 1), .release(velocity: -300.0),
            ])
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// Rule 4 far out in the longest content (2^40 pages of 324.4 points, right-to-left, on a
    /// 1/3-point grid, offsets near 3.6 × 10^14, where one ulp is 1/16 point): a deceleration tick
    /// showed a strip the checker found uncovered. A rig error, corrected: page 3 ends at
    /// `…49561.125` and page 2 starts at `…49561.25` (each `slot × 324.4` rounded to the ulp, so
    /// neighbours may be two ulps apart; the checker's tolerance is 16 ulps), but the coverage walk
    /// took a page ending within the tolerance of the covered point for no progress, and stopped
    /// short of page 2. Rule 4's blank slot is a slot with no page placed; both are placed where
    /// `slot × length` puts them, as exactly as the host's offsets can say. The page count needs no
    /// lower cap: the contract states no largest page count (2^40 is the core's documented
    /// `PagedContainer.maximumPageCount`, not a contract number).
    @Test func aDecelerationFarOutInTheLongestContentLeavesNoBlankSlot() {
        do {
            let failures = Fuzzer.replay(
                pageCount: (1 << 40) + 3, configuration: PagingConfiguration(preloadRadius: 0, direction: .rightToLeft),
                pixelScale: 3.0,
                events: [
                    .setViewport(324.40000000000003), .reload([]), .drag(pages: -0.8828125, ticks: 1),
                    .drag(pages: -1.125, ticks: 1), .release(velocity: 344.0), .decelerate(ticks: 2),
                ])
            #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        }
    }

    /// Rule 8 after a reload with duplicate identifiers under a finger: the container schedules the
    /// next auto-scroll move `resumeDelay` after the drag's rest, the model expected `interval`.
    /// Found by a 3 × 10^6-event soak (seed family 4141414141). A model error, corrected: the reload
    /// left the model not following the drag; the jump to page 0 made from the rest's `.idle`
    /// callback reached the model before it adopted that rest, and it applied the jump as ending a
    /// settle (a move's rest, `interval`). The container had rested on page 0 already, so the jump
    /// did nothing (rule 5: "to the settled page with no motion under way it does nothing") and the
    /// drag's rest stands ("resumeDelay applies only after a drag", the contract's clarification
    /// "When a move rests"). The model now accepts the drag's due time after such a jump.
    @Test func anAutoScrollDueAfterADuplicateReloadUnderAFinger() {
        do {
            let failures = Fuzzer.replay(
                pageCount: 0,
                configuration: PagingConfiguration(
                    preloadRadius: 0, cacheLimit: 4, isLooping: true, axis: .vertical,
                    autoScroll: AutoScroll(interval: .milliseconds(1500), resumeDelay: .milliseconds(4000))),
                pixelScale: 3.0,
                events: [
                    .configure(.direction(.rightToLeft)), .reload([.append(2)]), .reload([.remove(at: 1)]),
                    .setViewport(200.2), .drag(pages: 1.171875, ticks: 1),
                    .arm(.scrollState, skip: 4, .jump(0, animated: false)), .release(velocity: 966.0),
                    .decelerate(ticks: 1), .drag(pages: -1.59375, ticks: 1), .reload([.duplicate(from: 1, to: 0)]),
                    .release(velocity: 19.0), .decelerate(ticks: 1),
                ])
            #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        }
    }

    // MARK: Issue 21's classes, as the fuzzer meets them

    /// Rule 12's clarification ("never change the page shown in a visible slot" holds for full
    /// pages and every retarget), soak seeds `0x42e57946` and five more: in a chain of jumps to
    /// alternating targets the fourth retarget needs a layout with the seams of two earlier splices
    /// in view; the container keeps the pages in view and animates, and the model, which cannot
    /// express that layout, no longer expects a jump at once (which would change them) but adopts
    /// the rest the motion comes to.
    @Test func aRetargetChainKeepsThePagesInViewWhereTheModelCannotFollowIt() {
        expectReplayPasses(
            pageCount: 4,
            configuration: PagingConfiguration(
                preloadRadius: 2, cacheLimit: 3, isLooping: true, axis: .vertical, direction: .rightToLeft),
            events: [
                .reload([.insert(at: 1), .insert(at: 1)]), .configure(.looping(false)), .setViewport(200.0),
                .jumpChain([3, 1, 4, 2, 1, 1, 0], advance: 0.4), .runAnimation(ticks: 3),
            ])
    }

    /// Rule 12 ("never change the page shown in a visible slot"; on arrival nothing visible changes),
    /// soak seed `0x9bb02576`: a jump made while the viewport shows the stretch past the end of a
    /// spliced strip (a caught jump chain dragged past its end and flung) brings the target in from
    /// outside the viewport, the other way round if need be, never into the visible blank stretch,
    /// where it would appear at once.
    @Test func aJumpFromPastTheEndBringsTheTargetInFromOutsideTheViewport() {
        expectReplayPasses(
            pageCount: 2,
            configuration: PagingConfiguration(
                preloadRadius: 1, cacheLimit: 2, isLooping: true, autoScroll: AutoScroll(interval: .milliseconds(2000))),
            events: [
                .setViewport(414.0000001), .reload([.insert(at: 0)]), .configure(.looping(false)),
                .reload([.move(from: 3, to: 2), .insert(at: 2)]), .jumpChain([0, 1], advance: 0.75),
                .drag(pages: 1.25, ticks: 1), .release(velocity: 1235.0), .jump(2, animated: true),
                .runAnimation(ticks: 3),
            ])
    }

    /// The contract's "End reports": a late `didEndDecelerating` of a fling that an animated jump
    /// replaced, arriving after the jump ticked 5 times, and a late `didEndScrollingAnimation` of a
    /// jump that a finger caught and flung, after the fling's deceleration ticked 9 times: each
    /// changes nothing (the host is not at the running move's target); both moves then end at
    /// their own targets.
    @Test func lateEndReportsAtAnyTickOfALaterMoveChangeNothing() {
        expectReplayPasses(
            pageCount: 9, configuration: PagingConfiguration(preloadRadius: 1, cacheLimit: 2, isLooping: true),
            events: [
                .setViewport(320), .reload([]), .drag(pages: 0.4, ticks: 2), .release(velocity: 900),
                .lateEnd(.deceleration, replacedBy: .jump(5), afterTicks: 5), .runAnimation(ticks: 2),
                .jump(2, animated: true),
                .lateEnd(.animation, replacedBy: .fling(pages: -0.3, velocity: -800), afterTicks: 9),
                .decelerate(ticks: 2), .lateEnd(.animation, replacedBy: nil, afterTicks: 0),
            ])
    }

    /// Issue 21's retarget chains: a hundred "next" taps, each just before the animation ends, in
    /// a looping banner of full pages and in one of cards; then a hundred "previous"; every move
    /// stays inside the content and the window follows; each chain ends on its last target.
    @Test(arguments: [PageSize.fill, .fraction(0.8)])
    func aHundredStepsEachJustBeforeTheAnimationEnds(pageSize: PageSize) {
        expectReplayPasses(
            pageCount: 6,
            configuration: PagingConfiguration(preloadRadius: 1, cacheLimit: 1, isLooping: true, pageSize: pageSize),
            events: [
                .setViewport(320), .reload([]), .stepChain(Array(repeating: .next, count: 100), advance: 0.9),
                .runAnimation(ticks: 2), .stepChain(Array(repeating: .previous, count: 100), advance: 0.9),
                .runAnimation(ticks: 2),
            ])
    }

    /// Issue 21's long moves: a banner whose host animation (2.5 s, one `didScroll` per frame, the
    /// clock moving with them) outlasts its 1.5 s interval advances after every rest, and a jump
    /// the user makes on it lands (the contract's "Abandoned motions" and "When a move rests").
    @Test func aBannerWhoseMovesOutlastItsIntervalAdvancesAfterEveryRest() {
        expectReplayPasses(
            pageCount: 5,
            configuration: PagingConfiguration(
                isLooping: true, autoScroll: AutoScroll(interval: .milliseconds(1500), resumeDelay: .seconds(4))),
            events: [
                .setViewport(320), .reload([]), .advanceToNextDue, .clockedMotion(milliseconds: 2500),
                .advanceToNextDue, .clockedMotion(milliseconds: 2500), .jump(0, animated: true),
                .clockedMotion(milliseconds: 2500), .advanceToNextDue, .clockedMotion(milliseconds: 3000),
            ])
    }

    /// `fingerLifted()` after a touch stops a move: a jump stopped a third of the way settles back
    /// on the nearest page; a fling's settle stopped past half-way settles on its target's side.
    @Test func aTouchThatStopsAMoveSettlesOnTheNearestPage() {
        expectReplayPasses(
            pageCount: 9, configuration: PagingConfiguration(preloadRadius: 1, cacheLimit: 1),
            events: [
                .setViewport(320), .reload([]), .jump(6, animated: true), .advanceAnimation(0.3125), .touchAndLift,
                .runAnimation(ticks: 2), .drag(pages: 0.3, ticks: 1), .release(velocity: 900),
                .advanceDeceleration(0.6), .touchAndLift, .runAnimation(ticks: 2), .touchAndLift,
            ])
    }

    // Core defects the fuzzer found in issue 21's retarget class, fixed: a step goes the way of its
    // delta (a loop's short way from the page in view turned a long chain of steps back). Each
    // replays with the rig's step-direction check on, as the fuzz suites now do.

    /// Rule 5 ("the short way round when looping") and issue 21's class ("every retarget in a loop
    /// keeps the motion forward … for any chain length"): a seven-card loop (0.6 of 320 points,
    /// right-to-left, 1/3-point grid), "next" tapped fourteen times, each a sixteenth into its
    /// animation. The fourteenth goes from current page 0 to page 1, the short way forward, and
    /// the content animates backward, 465 points away from the viewport.
    @Test
    func aChainOfStepsOneWayInACardLoopKeepsItsDirection() {
        let failures = Fuzzer.replay(
            pageCount: 7,
            configuration: PagingConfiguration(
                preloadRadius: 2, cacheLimit: 0, isLooping: true, axis: .horizontal, direction: .rightToLeft,
                pageSize: .fraction(0.6)),
            pixelScale: 3.0, judgesStepDirection: true,
            events: [
                .setViewport(320.0), .reload([]),
                .stepChain(
                    [
                        .next, .next, .next, .next, .next, .next, .next, .next, .next, .next, .next, .by(1), .next,
                        .next,
                    ],
                    advance: 0.0625),
            ])
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// The same class, backward: five 97.5-point cards in a 414-point viewport (four in view),
    /// right-to-left, after a fling; "previous" tapped fourteen times. A step from current page 3
    /// to page 2 (the short way backward) animates forward.
    @Test
    func aChainOfStepsOneWayBackwardInACardLoopKeepsItsDirection() {
        let failures = Fuzzer.replay(
            pageCount: 5,
            configuration: PagingConfiguration(
                preloadRadius: 2, cacheLimit: 2, isLooping: true, axis: .horizontal, direction: .rightToLeft,
                pageSize: .fixed(97.5), pageSpacing: .nan, pageAlignment: .leading),
            judgesStepDirection: true,
            events: [
                .reload([]), .setViewport(414.0000001), .drag(pages: 0.15625, ticks: 1), .release(velocity: -1034.0),
                .stepChain(Array(repeating: .previous, count: 14), advance: 0.0625),
            ])
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// The same class in full pages: a loop of 2^40 pages of 97.5 points, a drag a million points
    /// out, a release at NaN, a late end report after a jump to page 2^40 − 40, then "next" (and
    /// `scrollBy(pages: 2)`) each 0.9 into its animation: a step from current page 2^40 − 39 to the
    /// page after it animates backward (83 points behind the viewport, from 15 ahead).
    @Test
    func aChainOfStepsOneWayInAFullPageLoopKeepsItsDirection() {
        let failures = Fuzzer.replay(
            pageCount: (1 << 40) + 3,
            configuration: PagingConfiguration(
                preloadRadius: 3, cacheLimit: 0, isLooping: true, axis: .horizontal, direction: .leftToRight,
                autoScroll: AutoScroll(interval: .milliseconds(2000), resumeDelay: .milliseconds(2000))),
            judgesStepDirection: true,
            events: [
                .reload([]), .setViewport(97.5), .dragBy(points: -1_000_000.0, ticks: 1),
                .drag(pages: -1.6796875, ticks: 1), .release(velocity: .nan),
                .lateEnd(.animation, replacedBy: .jump(1_099_511_627_736), afterTicks: 3), .advanceAnimation(0.4375),
                .stepChain([.next, .next, .by(2), .by(2), .next, .next], advance: 0.9),
            ])
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
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
