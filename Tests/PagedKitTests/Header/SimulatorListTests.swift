import PagedKit
import PagedKitTesting
import Testing

/// Rule 16 with the simulator's lists modelled as a host's `UIScrollView`s are: a content height and
/// viewport that bound them, the bottom inset rule 16 asks a host to give a short list, and a
/// deceleration of each list's own that keeps running while the user drags the pager sideways.
@MainActor @Suite struct SimulatorListTests {
    static let header = PagedHeaderLayout(expandedHeight: 240, pinnedHeight: 44)

    /// A harness whose lists are `heights[index]` tall under a 600 pt viewport, with the header set.
    static func harness(heights: [Double], looping: Bool = false) -> Harness {
        let h = Harness(
            configuration: PagingConfiguration(preloadRadius: 1, isLooping: looping), pageCount: heights.count)
        h.simulator.physics = .normal
        h.simulator.listViewportHeight = 600
        h.simulator.listContentHeight = { heights[$0.index] }
        h.container.header = header
        return h
    }

    /// Every loaded page's list shows the container's header (rule 16's invariant).
    static func expectSameHeader(_ h: Harness, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for index in h.container.loadedPageIndices {
            guard let page = h.container.page(at: index), let offset = h.simulator.listOffset(of: page) else {
                Issue.record("page \(index) has no list offset (\(context))", sourceLocation: sourceLocation)
                continue
            }
            #expect(
                header.collapse(forListOffset: offset) == h.container.headerCollapse,
                "page \(index) at \(offset) vs collapse \(h.container.headerCollapse) (\(context))",
                sourceLocation: sourceLocation)
        }
    }

    @Test func aShortListWithTheHostsBottomInsetCollapsesTheHeaderFullyAndOneWithoutItCannot() throws {
        for applies in [true, false] {
            let h = Self.harness(heights: [100, 3000, 3000])
            h.simulator.appliesListBottomInset = applies
            let page = try #require(h.container.page(at: 0))
            // 100 pt of rows under a 600 pt viewport: the bottom inset is 600 − 44 − 100.
            #expect(h.simulator.listBottomInset(of: page) == (applies ? 456 : 0))
            #expect(h.simulator.listRange(of: page) == 0...(applies ? 196 : 0))
            h.simulator.flingList(ofPageAt: 0, velocity: 3000)
            h.simulator.runListDecelerations()
            #expect(h.container.headerCollapse == (applies ? 196 : 0), "applies bottom inset: \(applies)")
            #expect(h.simulator.listOffset(of: page) == (applies ? 196 : 0))
            Self.expectSameHeader(h, "applies bottom inset: \(applies)")
        }
    }

    @Test func aLongListsRangeEndsWhereItsLastRowMeetsTheViewportsBottom() throws {
        let h = Self.harness(heights: [3000, 100])
        let page = try #require(h.container.page(at: 0))
        #expect(h.simulator.listBottomInset(of: page) == 0)
        let range = try #require(h.simulator.listRange(of: page))
        #expect(range.lowerBound == 0 && range.upperBound == 3000 + 240 - 600)
        h.simulator.flingList(ofPageAt: 0, velocity: 1_000_000)
        h.simulator.runListDecelerations()
        #expect(h.simulator.listOffset(of: page) == 2640)
        #expect(h.container.listOffset(ofPage: 0) == 2640)
        #expect(h.container.headerCollapse == 196)
        Self.expectSameHeader(h, "after the fling")
    }

    /// A list flung while the header is partly expanded, then a sideways drag before it stops: the
    /// header holds still for the whole drag, every frame of the running deceleration is answered so
    /// the flung list keeps showing that header, and the settled page drives the header at the rest.
    @Test(arguments: [false, true])
    func aListDecelerationThatRunsIntoASidewaysDragMovesNoHeader(moveStopsDeceleration: Bool) throws {
        let h = Self.harness(heights: [5000, 5000, 5000])
        h.simulator.listMoveStopsDeceleration = moveStopsDeceleration
        let flung = try #require(h.container.page(at: 0))
        h.simulator.scrollList(ofPageAt: 0, to: 20)
        h.simulator.flingList(ofPageAt: 0, velocity: 1500)
        h.simulator.advanceListDecelerations(frames: 3)
        let collapse = h.container.headerCollapse
        #expect(collapse > 20 && collapse < 196, "the fling moved the header part of the way: \(collapse)")
        Self.expectSameHeader(h, "during the fling, at rest")

        h.simulator.beginDrag()
        h.simulator.drag(by: 60, ticks: 3)
        for frame in 1...20 {
            h.simulator.advanceListDecelerations()
            #expect(h.container.headerCollapse == collapse, "frame \(frame): the header moved during a drag")
            Self.expectSameHeader(h, "frame \(frame) of the drag")
        }
        // The running deceleration was answered with the offset that shows this header: it stopped
        // there, or runs on from there (each frame answered again).
        #expect(h.simulator.isListDecelerating(flung) == !moveStopsDeceleration)
        #expect(Self.header.collapse(forListOffset: h.simulator.listOffset(of: flung) ?? -1) == collapse)

        // Back to page 0: at rest it drives again, from the offset that shows the same header (and a
        // deceleration that ran on moves the header again once the pager rests).
        _ = h.simulator.release(velocity: 0)
        h.simulator.decelerate()
        #expect(h.container.currentPage == 0)
        #expect(h.container.headerCollapse == collapse)
        Self.expectSameHeader(h, "at rest on page 0, before the list's last frames")
        h.simulator.runListDecelerations()
        let rest = try #require(h.simulator.listOffset(of: flung))
        #expect(h.container.headerCollapse == Self.header.collapse(forListOffset: rest))
        #expect((h.container.headerCollapse > collapse) == !moveStopsDeceleration)
        Self.expectSameHeader(h, "at rest on page 0")
        h.expectInvariants("at rest on page 0")
    }

    /// Pinned: a fling's deceleration keeps running on page 0 after the user swiped to page 1. Every
    /// frame shows a pinned header (offsets past the range), so each becomes page 0's remembered
    /// place, and going back finds the list exactly where its deceleration stopped.
    @Test(arguments: [false, true])
    func aDecelerationThatEndsAfterASwipeIsWhereTheListIsFoundOnReturn(looping: Bool) throws {
        let h = Self.harness(heights: [9000, 4000, 4000], looping: looping)
        let flung = try #require(h.container.page(at: 0))
        h.simulator.scrollList(ofPageAt: 0, to: 1200)
        #expect(h.container.headerCollapse == 196)
        h.simulator.flingList(ofPageAt: 0, velocity: 2500)
        h.simulator.advanceListDecelerations(frames: 2)
        h.flingForward()
        #expect(h.container.currentPage == 1)
        #expect(h.simulator.isListDecelerating(flung), "the list's deceleration ran on through the swipe")
        h.simulator.runListDecelerations()
        let rest = try #require(h.simulator.listOffset(of: flung))
        #expect(rest > 1200 + 200)
        #expect(h.container.listOffset(ofPage: 0) == rest)
        #expect(h.container.headerCollapse == 196)
        Self.expectSameHeader(h, "on page 1")

        h.flingBackward()
        #expect(h.container.currentPage == 0)
        let page = try #require(h.container.page(at: 0))
        #expect(h.simulator.listOffset(of: page) == rest, "page 0 is where its deceleration stopped")
        Self.expectSameHeader(h, "back on page 0")
        h.expectInvariants("back on page 0")
    }

    @Test func aFingerOnAListStopsItsDecelerationAndBadFlingsDoNothing() throws {
        let h = Self.harness(heights: [5000, 5000])
        let page = try #require(h.container.page(at: 0))
        h.simulator.flingList(ofPageAt: 0, velocity: .nan)
        h.simulator.flingList(ofPageAt: 7, velocity: 2000)
        #expect(!h.simulator.isListDecelerating(page))
        h.simulator.flingList(ofPageAt: 0, velocity: 2000)
        #expect(h.simulator.isListDecelerating(page))
        h.simulator.advanceListDecelerations(frames: 2)
        h.simulator.scrollList(ofPageAt: 0, to: 300)
        #expect(!h.simulator.isListDecelerating(page))
        h.simulator.advanceListDecelerations(frames: 5)
        #expect(h.simulator.listOffset(of: page) == 300)
        #expect(h.container.headerCollapse == 196)
    }
}
