import PagedKit
import PagedKitTesting
import Testing

/// CONTRACT rule 9 with looping (rule 2's constant 64-page content, nothing to loop below two pages)
/// and right to left (page `i` at `(n − 1 − i) × length`).
@Suite @MainActor struct ReloadLoopingAndDirectionTests {
    typealias Event = RecordingDelegate.Event
    static let length = ReloadSupport.length

    static func loopingHarness(_ identifiers: [String], start: Int) -> Harness {
        ReloadSupport.harness(identifiers, start: start, configuration: PagingConfiguration(isLooping: true))
    }

    /// At rest on `page` of looping content: 64 pages long with the page in the middle slot (one page
    /// long, not looping, below two pages), neighbours wrapped either side of it.
    static func expectLoopingRest(
        _ h: Harness, on page: Int, _ context: String = "", sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let c = h.container
        let n = c.pageCount
        #expect(c.scrollState == .idle, "\(context)", sourceLocation: sourceLocation)
        #expect(c.currentPage == page && c.settledPage == page, "\(context)", sourceLocation: sourceLocation)
        #expect(c.position == Double(page), "\(context)", sourceLocation: sourceLocation)
        #expect(!h.simulator.isAnimating && !h.simulator.isDecelerating, "\(context)", sourceLocation: sourceLocation)
        if n >= 2 {
            #expect(h.simulator.contentLength == 64 * length, "\(context)", sourceLocation: sourceLocation)
            #expect(h.simulator.contentOffset == 32 * length, "\(context)", sourceLocation: sourceLocation)
            let neighbours = Set([-1, 0, 1].map { ((page + $0) % n + n) % n })
            #expect(c.loadedPageIndices == neighbours, "\(context)", sourceLocation: sourceLocation)
            if n >= 3 {
                for distance in -1...1 {
                    let index = ((page + distance) % n + n) % n
                    let placed = c.page(at: index).flatMap { h.simulator.offset(of: $0) }
                    #expect(
                        placed == Double(32 + distance) * length, "\(context): page \(index)",
                        sourceLocation: sourceLocation)
                }
            }
        } else {
            #expect(h.simulator.contentLength == Double(n) * length, "\(context)", sourceLocation: sourceLocation)
            #expect(h.simulator.contentOffset == 0, "\(context)", sourceLocation: sourceLocation)
            #expect(c.loadedPageIndices == Set(0..<n), "\(context)", sourceLocation: sourceLocation)
        }
        ReloadSupport.expectConsistent(h, context, sourceLocation: sourceLocation)
    }

    // MARK: Looping

    @Test func loopingInsertBeforeTheCurrentItemKeepsTheOffset() throws {
        let h = Self.loopingHarness(ReloadSupport.items(5), start: 2)
        let before = ReloadSupport.loadedByIdentifier(h)
        ReloadSupport.reload(h, to: ["new0"] + ReloadSupport.items(5))
        Self.expectLoopingRest(h, on: 3)
        #expect(h.delegate.filtered == [.currentPage(3)])
        for (identifier, page) in before {
            let index = try #require(h.dataSource.identifiers.firstIndex(of: identifier))
            #expect(h.container.page(at: index) === page, "\(identifier)")
        }
        // Flings wrap over the new data.
        for expected in [4, 5, 0, 1] {
            h.flingForward()
            Self.expectLoopingRest(h, on: expected, "forward to \(expected)")
        }
    }

    @Test func loopingRemoveTheCurrentItemSettlesOnTheItemNowThere() throws {
        let h = Self.loopingHarness(ReloadSupport.items(5), start: 2)
        ReloadSupport.reload(h, to: ReloadSupport.items(5).filter { $0 != "item2" })
        Self.expectLoopingRest(h, on: 2)
        #expect(h.container.page(at: 2)?.identifier == AnyHashable("item3"))
        #expect(
            h.delegate.filtered == [
                .appearance(2, .willDisappear, animated: false), .appearance(2, .didDisappear, animated: false),
                .willUnload(2), .didLoad(3), .currentPage(2),
                .appearance(2, .willAppear, animated: false), .appearance(2, .didAppear, animated: false),
                .willScrollTo(2), .didScrollTo(2),
            ])
    }

    /// Removing the current item on the last page clamps to the new last page (rule 9 says clamped,
    /// looping or not).
    @Test func loopingRemoveTheLastPageWhileOnItClampsToTheNewLastPage() {
        let h = Self.loopingHarness(ReloadSupport.items(5), start: 4)
        ReloadSupport.reload(h, to: Array(ReloadSupport.items(4)))
        Self.expectLoopingRest(h, on: 3)
        #expect(h.container.page(at: 3)?.identifier == AnyHashable("item3"))
        h.flingForward()
        Self.expectLoopingRest(h, on: 0, "wraps forward")
    }

    /// Shrinking to one page leaves nothing to loop: content one page long. Growing back to five
    /// loops again: 64 pages, the current item in the middle slot.
    @Test func loopingShrinkToOneAndGrowBack() throws {
        let h = Self.loopingHarness(ReloadSupport.items(5), start: 2)
        let current = try #require(h.container.page(at: 2))

        ReloadSupport.reload(h, to: ["item2"])
        Self.expectLoopingRest(h, on: 0, "one page")
        #expect(h.container.page(at: 0) === current)
        h.flingForward()
        h.flingBackward()
        Self.expectLoopingRest(h, on: 0, "one page after flings")

        h.delegate.clearEvents()
        ReloadSupport.reload(h, to: ReloadSupport.items(5))
        Self.expectLoopingRest(h, on: 2, "five pages again")
        #expect(h.container.page(at: 2) === current)
        #expect(
            h.delegate.filtered.filter { if case .didLoad = $0 { true } else { false } }.count == 2,
            "the two neighbours made: \(h.delegate.filtered)")
        #expect(h.delegate.filtered.filter(ReloadSupport.isPageChange) == [.currentPage(2)])
        for expected in [1, 0, 4, 3] {
            h.flingBackward()
            Self.expectLoopingRest(h, on: expected, "backward to \(expected)")
        }
    }

    /// Emptying and refilling looping data is a first load of looping content.
    @Test func loopingEmptyAndRefill() {
        let h = Self.loopingHarness(ReloadSupport.items(5), start: 2)
        ReloadSupport.reload(h, to: [])
        #expect(h.container.loadedPageIndices.isEmpty && h.simulator.contentLength == 0)
        h.delegate.clearEvents()
        ReloadSupport.reload(h, to: ReloadSupport.items(7))
        Self.expectLoopingRest(h, on: 0)
        #expect(!h.delegate.filtered.contains(where: ReloadSupport.isPageChange))
    }

    /// A reload mid-drag across the seam: from page 0 dragged back to 4.7, an item appended makes
    /// the position 5.7 and the drag goes on, returning to page 0.
    @Test func loopingReloadMidDragAcrossTheSeam() throws {
        let h = Self.loopingHarness(ReloadSupport.items(5), start: 0)
        let item0 = try #require(h.container.page(at: 0))
        h.simulator.beginDrag()
        h.simulator.drag(by: -96)
        #expect(abs(h.container.position - 4.7) < 1e-12)

        ReloadSupport.reload(h, to: ReloadSupport.items(5) + ["new0"])

        #expect(h.container.scrollState == .dragging)
        #expect(h.container.currentPage == 0 && h.container.settledPage == 0)
        #expect(abs(h.container.position - 5.7) < 1e-12)
        #expect(h.container.page(at: 0) === item0)
        #expect(h.container.page(at: 5)?.identifier == AnyHashable("new0"), "the new neighbour behind page 0")
        ReloadSupport.expectConsistent(h, "mid-drag")
        h.simulator.drag(by: 32)
        ReloadSupport.expectConsistent(h, "drag tick")
        h.simulator.release(velocity: 0)
        h.simulator.decelerate()
        Self.expectLoopingRest(h, on: 0)
        #expect(h.container.page(at: 0) === item0)
    }

    /// A reload during an animated jump across the seam ends it at once on the current item: past
    /// half-way, the target.
    @Test func loopingReloadMidAnimationEndsOnTheCurrentItem() {
        let h = Self.loopingHarness(ReloadSupport.items(5), start: 4)
        ReloadSupport.jump(h, to: 0, animated: true)
        h.simulator.advanceAnimation(fraction: 0.7)
        #expect(h.container.currentPage == 0)
        ReloadSupport.reload(h, to: ["new0"] + ReloadSupport.items(5))
        #expect(!h.simulator.isAnimating)
        Self.expectLoopingRest(h, on: 1)
        #expect(h.container.page(at: 1)?.identifier == AnyHashable("item0"))
        #expect(
            h.delegate.filtered.filter(ReloadSupport.isPageChange).suffix(2) == [.willScrollTo(1), .didScrollTo(1)])
    }

    // MARK: Right to left

    /// Every row of the single-change table, right to left: the same log, the same pages, placed
    /// from the right.
    @Test(arguments: ReloadTests.rows)
    func rightToLeftReloadsLikeLeftToRight(row: ReloadTests.Row) throws {
        let h = ReloadSupport.harness(
            row.initial, start: row.start, configuration: PagingConfiguration(direction: .rightToLeft))
        let before = ReloadSupport.loadedByIdentifier(h)
        let new = row.edits.reduce(row.initial) { $1.apply(to: $0) }

        ReloadSupport.reload(h, to: new)

        #expect(h.delegate.filtered == row.log)
        guard !new.isEmpty else {
            #expect(h.container.loadedPageIndices.isEmpty && h.simulator.placedPages.isEmpty)
            #expect(h.simulator.contentLength == 0 && h.simulator.contentOffset == 0)
            h.expectInvariants()
            return
        }
        ReloadSupport.expectAtRest(h, on: row.current, "right to left")
        #expect(h.simulator.contentOffset == Double(new.count - 1 - row.current) * Self.length)
        for name in row.survivors {
            let index = try #require(new.firstIndex(of: name))
            let page = try #require(h.container.page(at: index))
            #expect(before[name] === page, "\(name)")
            #expect(h.simulator.offset(of: page) == Double(new.count - 1 - index) * Self.length, "\(name)")
        }
        h.flingBackward()  // toward smaller offsets: the next page, right to left
        ReloadSupport.expectAtRest(h, on: min(row.current + 1, new.count - 1), "right to left, after a fling")
    }
}
