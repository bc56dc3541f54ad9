import PagedKit
import PagedKitTesting
import Testing

/// CONTRACT rule 9 while the content moves: a reload during a drag leaves the gesture going over
/// the new data; during an animated jump or a settle it ends the motion at once, without animation,
/// on the current item. And rule 5's "calling any method from inside any callback is safe" for
/// reloads that change the data from inside every delegate callback.
@Suite @MainActor struct ReloadDuringMotionTests {
    typealias Event = RecordingDelegate.Event
    static let length = ReloadSupport.length

    // MARK: During a drag

    /// Two items inserted before the current one mid-drag: the offset moves by two whole pages, the
    /// fraction of the drag is kept, and the drag goes on from there to rest on the next item.
    @Test func aDragGoesOnOverTheNewData() throws {
        let h = ReloadSupport.harness(ReloadSupport.items(10), start: 5)
        let item5 = try #require(h.container.page(at: 5))
        let item6 = try #require(h.container.page(at: 6))
        h.simulator.beginDrag()
        h.simulator.drag(by: 96)  // x = 5.3
        h.delegate.clearEvents()

        ReloadSupport.reload(h, to: ["new0", "new1"] + ReloadSupport.items(10))

        let c = h.container
        #expect(c.scrollState == .dragging)
        #expect(c.currentPage == 7 && c.settledPage == 7)
        #expect(c.position == 7.3)
        #expect(h.simulator.contentOffset == 7.3 * Self.length)
        #expect(h.simulator.contentLength == 12 * Self.length)
        #expect(c.loadedPageIndices == [6, 7, 8])
        #expect(c.page(at: 7) === item5 && c.page(at: 8) === item6)
        #expect(h.delegate.filtered == [.currentPage(7)])
        ReloadSupport.expectConsistent(h, "after the reload")

        h.delegate.clearEvents()
        for tick in 1...2 {
            h.simulator.drag(by: 48)
            ReloadSupport.expectConsistent(h, "drag tick \(tick)")
        }
        #expect(c.currentPage == 8)
        h.simulator.release(velocity: 0)
        ReloadSupport.expectConsistent(h, "released")
        h.simulator.decelerate()
        ReloadSupport.expectAtRest(h, on: 8)
        #expect(c.page(at: 8) === item6)
        #expect(
            h.delegate.filtered == [
                .willUnload(6), .didLoad(9), .currentPage(8), .willScrollTo(8), .state(.settling),
                .appearance(7, .didDisappear, animated: true), .appearance(8, .didAppear, animated: true),
                .didScrollTo(8), .state(.idle),
            ])
    }

    /// A reload from the host's report in the middle of `drag(by:ticks:)`: the remaining ticks go on
    /// from the moved offset, and a fast release flings to the next item of the new data.
    @Test(arguments: [PagingDirection.leftToRight, .rightToLeft])
    func theRestOfADragMovesWithTheContent(direction: PagingDirection) throws {
        let h = ReloadSupport.harness(
            ReloadSupport.items(10), start: 5, configuration: PagingConfiguration(direction: direction))
        let sign = direction == .leftToRight ? 1.0 : -1.0
        var reloaded = false
        var reloading = false
        var failures: [String] = []
        h.simulator.onReport = { event in
            // The report the reload's own offset move makes comes while the reload runs: not a tick.
            guard case .didScroll = event, h.simulator.isDragging, !reloading else { return }
            if !reloaded, h.simulator.sentEvents.filter({ if case .didScroll = $0 { true } else { false } }).count == 2
            {
                reloaded = true
                reloading = true
                ReloadSupport.reload(h, to: ["new0"] + ReloadSupport.items(10))
                reloading = false
            }
            failures += (h.checkInvariants() + ReloadSupport.dataMismatches(h)).map { "tick \(event): \($0)" }
        }
        h.simulator.beginDrag()
        h.simulator.clearSentEvents()
        h.simulator.drag(by: sign * 128, ticks: 4)  // 0.4 page in four ticks
        #expect(reloaded)
        #expect(failures == [])
        #expect(h.container.position == 6.4)
        #expect(h.container.currentPage == 6)
        #expect(h.simulator.contentOffset == h.restingOffset(ofPage: 6) + sign * 0.4 * Self.length)
        h.simulator.onReport = nil
        h.simulator.release(velocity: sign * 1_000)
        h.simulator.decelerate()
        ReloadSupport.expectAtRest(h, on: 7)
        #expect(h.container.page(at: 7)?.identifier == AnyHashable("item6"))
    }

    /// The current item removed mid-drag: the item now at its index becomes current and settled,
    /// and the drag goes on over it; the page reached is reported when the content rests, after the
    /// release (rule 3: `didScrollToPage` only at rest), even at the same index.
    @Test func removingTheCurrentItemMidDragSettlesOnTheItemNowThere() throws {
        let h = ReloadSupport.harness(ReloadSupport.items(10), start: 5)
        h.simulator.beginDrag()
        h.simulator.drag(by: 96)  // x = 5.3: item5 and item6 visible
        h.delegate.clearEvents()

        ReloadSupport.reload(h, to: ReloadSupport.items(10).filter { $0 != "item5" })

        let c = h.container
        #expect(c.scrollState == .dragging)
        #expect(c.currentPage == 5 && c.settledPage == 5)
        #expect(c.position == 5.3)
        #expect(h.simulator.contentOffset == 5.3 * Self.length)
        #expect(c.page(at: 5)?.identifier == AnyHashable("item6"))
        #expect(c.loadedPageIndices == [4, 5, 6])
        ReloadSupport.expectConsistent(h, "after the reload")
        let log = h.delegate.filtered
        #expect(log.filter(ReloadSupport.isPageChange) == [.currentPage(5)], "nothing reached with the finger down")
        #expect(log.contains(.willUnload(5)))

        h.delegate.clearEvents()
        h.simulator.drag(by: -48)
        ReloadSupport.expectConsistent(h, "drag tick")
        h.simulator.release(velocity: 0)
        h.simulator.decelerate()
        ReloadSupport.expectAtRest(h, on: 5)
        #expect(c.page(at: 5)?.identifier == AnyHashable("item6"))
        #expect(
            h.delegate.filtered.filter(ReloadSupport.isPageChange) == [.willScrollTo(5), .didScrollTo(5)],
            "item6 reached at rest")
    }

    /// The settled item removed mid-drag while another item is current: the drag goes on over the
    /// current item, and when it rests there the page reached is reported, since the item the
    /// delegate last heard reached is gone.
    @Test func removingTheSettledItemMidDragReportsThePageReachedAtRest() throws {
        let h = ReloadSupport.harness(ReloadSupport.items(10), start: 5)
        var reachedItem: AnyHashable? = "item5"
        h.delegate.onDidScrollTo = { container, index in reachedItem = container.page(at: index)?.identifier }
        h.simulator.beginDrag()
        h.simulator.drag(by: 192)  // x = 5.6: item6 current, item5 still settled
        #expect(h.container.currentPage == 6 && h.container.settledPage == 5)

        ReloadSupport.reload(h, to: ReloadSupport.items(10).filter { $0 != "item5" })
        #expect(h.container.scrollState == .dragging)
        #expect(h.container.currentPage == 5)
        #expect(h.container.page(at: 5)?.identifier == AnyHashable("item6"))
        ReloadSupport.expectConsistent(h, "mid-drag")

        h.simulator.release(velocity: 0)
        h.simulator.decelerate()
        ReloadSupport.expectAtRest(h, on: 5)
        #expect(reachedItem == AnyHashable("item6"), "the delegate heard item6 reached: \(h.delegate.filtered)")
    }

    /// Everything removed mid-drag: the container is empty and idle; the rest of the gesture does
    /// nothing.
    @Test func emptyingMidDragEndsTheDrag() {
        let h = ReloadSupport.harness(ReloadSupport.items(10), start: 5)
        h.simulator.beginDrag()
        h.simulator.drag(by: 96)
        ReloadSupport.reload(h, to: [])
        #expect(h.container.scrollState == .idle)
        #expect(h.container.loadedPageIndices.isEmpty && h.simulator.placedPages.isEmpty)
        h.simulator.drag(by: 96)
        h.simulator.release(velocity: 1_000)
        h.simulator.decelerate()
        #expect(h.container.scrollState == .idle && h.container.pageCount == 0)
        h.expectInvariants()
    }

    // MARK: During an animated jump or a settle

    /// How far the motion had gone when the reload came, and where it must end.
    struct Interruption: Sendable, CustomTestStringConvertible {
        var progress: Double
        /// The item current at that moment: the jump's start before half-way, its target after.
        var currentItem: String

        var testDescription: String { "at \(progress)" }
    }

    /// A reload at 30 % of an animated jump from 5 to 8 ends it at once on item5, where it stands
    /// after two items were inserted; at 70 % on item8, the jump's target, reported reached.
    @Test(arguments: [
        Interruption(progress: 0.3, currentItem: "item5"), Interruption(progress: 0.7, currentItem: "item8"),
    ])
    func aReloadEndsAnAnimatedJumpAtOnceOnTheCurrentItem(at interruption: Interruption) throws {
        let h = ReloadSupport.harness(ReloadSupport.items(10), start: 5)
        ReloadSupport.jump(h, to: 8, animated: true)
        h.simulator.advanceAnimation(fraction: interruption.progress)
        h.delegate.clearEvents()
        h.simulator.clearLogs()
        let new = ["new0", "new1"] + ReloadSupport.items(10)
        let index = try #require(new.firstIndex(of: interruption.currentItem))

        ReloadSupport.reload(h, to: new)

        #expect(!h.simulator.isAnimating, "no animation left running")
        #expect(
            !h.simulator.calls.contains { if case .setContentOffset(_, true) = $0 { true } else { false } },
            "ended without animation: \(h.simulator.calls)")
        ReloadSupport.expectAtRest(h, on: index, "reload at \(interruption.progress)")
        #expect(h.container.page(at: index)?.identifier == AnyHashable(interruption.currentItem))
        let changes = h.delegate.filtered.filter(ReloadSupport.isPageChange)
        if interruption.currentItem == "item5" {
            #expect(changes == [.currentPage(index)], "the start item was never left: nothing reached")
        } else {
            #expect(changes == [.currentPage(index), .willScrollTo(index), .didScrollTo(index)])
        }
        #expect(h.delegate.filtered.last == .state(.idle))
        #expect(h.delegate.filtered.filter { if case .state = $0 { true } else { false } } == [.state(.idle)])

        // The host's late report of the abandoned animation changes nothing.
        let snapshot = h.snapshot
        h.delegate.clearEvents()
        h.simulator.runAnimation()
        h.simulator.reportAnimationEnd()
        #expect(h.snapshot == snapshot)
        #expect(h.delegate.events == [])
        ReloadSupport.expectAtRest(h, on: index, "after a late animation end")
    }

    /// A reload during a settle (a released fling decelerating) ends it at once on the current item;
    /// the host's deceleration is stopped: `decelerate()` afterwards moves nothing. With a host that
    /// carries a deceleration along non-animated moves, and with one that stops.
    @Test(arguments: [0.2, 0.6], [false, true])
    func aReloadEndsASettleAtOnceOnTheCurrentItem(progress: Double, hostStops: Bool) throws {
        let h = ReloadSupport.harness(ReloadSupport.items(10), start: 5)
        h.simulator.nonAnimatedMoveStopsDeceleration = hostStops
        h.simulator.beginDrag()
        h.simulator.drag(by: 80)  // x = 5.25
        h.simulator.release(velocity: 1_000)  // toward 6
        h.simulator.advanceDeceleration(fraction: progress)  // x = 5.4 or 5.7
        let currentItem = progress < 0.5 ? "item5" : "item6"
        #expect(h.container.page(at: h.container.currentPage)?.identifier == AnyHashable(currentItem))
        h.delegate.clearEvents()
        h.simulator.clearLogs()
        let new = ["new0", "new1"] + ReloadSupport.items(10)
        let index = try #require(new.firstIndex(of: currentItem))

        ReloadSupport.reload(h, to: new)

        let context = "progress \(progress), host stops: \(hostStops)"
        #expect(!h.simulator.isDecelerating && !h.simulator.isAnimating, "\(context)")
        ReloadSupport.expectAtRest(h, on: index, context)
        let changes = h.delegate.filtered.filter(ReloadSupport.isPageChange)
        if currentItem == "item5" {
            #expect(changes == [.currentPage(index)], "\(context)")
        } else {
            #expect(changes == [.currentPage(index), .willScrollTo(index), .didScrollTo(index)], "\(context)")
        }
        #expect(h.delegate.filtered.filter { if case .state = $0 { true } else { false } } == [.state(.idle)])

        // Nothing of the fling is left: the content stays put.
        let snapshot = h.snapshot
        h.delegate.clearEvents()
        h.simulator.decelerate()
        h.simulator.runAnimation()
        #expect(h.snapshot == snapshot, "\(context)")
        #expect(h.delegate.events == [], "\(context)")
        #expect(h.simulator.contentOffset == Double(index) * Self.length, "\(context)")
    }

    /// A reload while an animated jump runs over a spliced layout far away: the target and the start
    /// item are both removed; the item now at the current index is made current and settled at once.
    @Test func aReloadRemovingTheJumpsStartAndTargetSettlesOnTheItemNowThere() {
        let h = ReloadSupport.harness(ReloadSupport.items(30), start: 5)
        ReloadSupport.jump(h, to: 25, animated: true)
        h.simulator.advanceAnimation(fraction: 0.25)
        ReloadSupport.reload(h, to: ReloadSupport.items(30).filter { $0 != "item5" && $0 != "item25" })
        #expect(!h.simulator.isAnimating)
        ReloadSupport.expectAtRest(h, on: 5)
        #expect(h.container.page(at: 5)?.identifier == AnyHashable("item6"))
        #expect(
            h.delegate.filtered.filter(ReloadSupport.isPageChange).suffix(2) == [.willScrollTo(5), .didScrollTo(5)])
        // The abandoned target is never reported reached.
        #expect(!h.delegate.filtered.contains(.didScrollTo(25)) && !h.delegate.filtered.contains(.didScrollTo(24)))
    }

    // MARK: From inside every delegate callback

    /// The delegate callback a reload is made from.
    enum Callback: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case didLoad, willUnload, appearance, willScrollToPage, didScrollToPage, didChangeCurrentPage
        case didScrollToPosition, didChangeScrollState

        var testDescription: String { rawValue }

        func matches(_ event: RecordingDelegate.Event) -> Bool {
            switch (self, event) {
            case (.didLoad, .didLoad), (.willUnload, .willUnload), (.appearance, .appearance),
                (.willScrollToPage, .willScrollTo), (.didScrollToPage, .didScrollTo),
                (.didChangeCurrentPage, .currentPage), (.didScrollToPosition, .position),
                (.didChangeScrollState, .state):
                true
            default: false
            }
        }

        /// Where a fling from item5 toward item6 ends when an item is inserted at the front from
        /// this callback: the gesture goes on (or had ended) on item6, except from
        /// `willScrollToPage`, which comes at the release, with the settle just begun on item5.
        var finalItem: String { self == .willScrollToPage ? "item5" : "item6" }
    }

    /// How the reload made from the callback changes the data.
    enum Change: String, CaseIterable, Sendable, CustomTestStringConvertible {
        /// One item inserted at the front.
        case insertAtFront
        /// The item current when the callback comes is removed.
        case removeCurrent
        /// The list is reversed.
        case reverse

        var testDescription: String { rawValue }
    }

    @Test(arguments: Callback.allCases, Change.allCases)
    func aReloadFromInsideACallbackLeavesAConsistentState(callback: Callback, change: Change) throws {
        let h = ReloadSupport.harness(ReloadSupport.items(10), start: 5)
        var fired: String?
        h.delegate.onEvent = { container, event in
            guard fired == nil, callback.matches(event) else { return }
            fired = "\(event)\(h.simulator.isDragging ? " (finger down)" : "")"
            var list = h.dataSource.identifiers.map { "\($0)" }
            switch change {
            case .insertAtFront: list.insert("new0", at: 0)
            case .removeCurrent: list.remove(at: container.currentPage)
            case .reverse: list.reverse()
            }
            ReloadSupport.reload(h, to: list)
        }
        // The item last reported reached, by identity: a reload may move it to another index
        // without a page change (it is the same item), so indices alone cannot say.
        var reachedItem: AnyHashable? = "item5"
        h.delegate.onDidScrollTo = { container, index in reachedItem = container.page(at: index)?.identifier }
        var failures: [String] = []
        Self.flingForwardStepwise(h) { step in
            failures += (h.checkInvariants() + ReloadSupport.dataMismatches(h)).map { "after \(step): \($0)" }
        }
        h.delegate.onEvent = nil
        h.delegate.onDidScrollTo = nil
        let context = "reload (\(change)) from \(fired ?? "nothing")"
        _ = try #require(fired, "\(callback) never came")
        #expect(failures == [], "\(context)")

        // The fling is over: nothing is left to run and the container is at rest where it says.
        #expect(!h.simulator.isDecelerating && !h.simulator.isAnimating, "\(context)")
        h.simulator.decelerate()
        h.simulator.runAnimation()
        let c = h.container
        ReloadSupport.expectAtRest(h, on: c.settledPage, context)
        #expect(c.pageCount == (change == .insertAtFront ? 11 : (change == .removeCurrent ? 9 : 10)), "\(context)")
        // The log's last word on the page and the state is the container's: the current index as
        // last reported, the settled item as last reported reached.
        let log = h.delegate.filtered
        let lastCurrent = log.last { if case .currentPage = $0 { true } else { false } }
        let lastState = log.last { if case .state = $0 { true } else { false } }
        #expect(c.page(at: c.settledPage)?.identifier == reachedItem, "\(context): \(log)")
        #expect(lastCurrent.map { $0 == .currentPage(c.currentPage) } ?? (c.currentPage == 5), "\(context): \(log)")
        #expect(lastState == .state(.idle), "\(context): \(log)")
        // With an insertion, where the fling ends is known.
        if change == .insertAtFront {
            let item = c.page(at: c.settledPage).map { "\($0.identifier)" }
            #expect(item == callback.finalItem, "\(context)")
        }
        // And it keeps working.
        let settled = c.settledPage
        h.flingBackward()
        ReloadSupport.expectAtRest(h, on: max(settled - 1, 0), "\(context), then a fling back")
    }

    /// `Harness.flingForward()` one step at a time (80 points in four drag ticks, released at 1,000
    /// points per second, four deceleration ticks), calling `check` after each step returns.
    static func flingForwardStepwise(_ h: Harness, check: (String) -> Void) {
        h.simulator.beginDrag()
        check("willBeginDragging")
        for tick in 1...4 {
            h.simulator.drag(by: 20)
            check("drag tick \(tick)")
        }
        h.simulator.release(velocity: 1_000)
        check("release")
        for tick in 1...3 where h.simulator.isDecelerating {
            h.simulator.advanceDeceleration(fraction: 0.25)
            check("deceleration tick \(tick)")
        }
        h.simulator.decelerate(ticks: 1)
        check("end of deceleration")
    }
}
