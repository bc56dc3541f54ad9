import PagedKit
import PagedKitTesting
import Testing

/// CONTRACT rule 9 at rest: `reloadData()` keeps the user on the same item, keeps the instances of
/// surviving pages, unloads removed ones, and reports exactly the page changes the data caused.
///
/// The single-change table follows Android ViewPager2's data-set-change tests: insert, remove and
/// move before, at and after the current item, at both ends, two at once, remove all, fill from empty.
@Suite @MainActor struct ReloadTests {
    typealias Event = RecordingDelegate.Event

    /// One change of the data, applied to the identifiers as a list.
    enum Edit: Sendable {
        case insert([String], at: Int)
        case remove([String])
        case move(String, to: Int)
        case swap(String, String)
        case reverse
        case replace([String])

        func apply(to list: [String]) -> [String] {
            var list = list
            switch self {
            case .insert(let new, let index): list.insert(contentsOf: new, at: index)
            case .remove(let gone): list.removeAll { gone.contains($0) }
            case .move(let item, let index):
                list.removeAll { $0 == item }
                list.insert(item, at: index)
            case .swap(let a, let b):
                if let i = list.firstIndex(of: a), let j = list.firstIndex(of: b) { list.swapAt(i, j) }
            case .reverse: list.reverse()
            case .replace(let new): list = new
            }
            return list
        }
    }

    /// A row of the table: the start, the change and everything the reload must do.
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        /// The identifiers before the reload.
        var initial = ReloadSupport.items(10)
        /// The page the container rests on before the reload.
        var start: Int
        var edits: [Edit]
        /// The current (and settled) page after the reload.
        var current: Int
        /// The loaded items whose instances survive.
        var survivors: [String]
        /// The loaded items that are unloaded.
        var unloaded: [String]
        /// The whole delegate log of the reload, without positions.
        var log: [RecordingDelegate.Event]

        var testDescription: String { name }
    }

    nonisolated static let i = ReloadSupport.items(10)

    nonisolated static let rows: [Row] = [
        // Inserts.
        Row(
            name: "insertBeforeCurrent", start: 5, edits: [.insert(["new0"], at: 2)], current: 6,
            survivors: ["item4", "item5", "item6"], unloaded: [], log: [.currentPage(6)]),
        Row(
            name: "insertAtCurrent", start: 5, edits: [.insert(["new0"], at: 5)], current: 6,
            survivors: ["item5", "item6"], unloaded: ["item4"],
            log: [.willUnload(4), .didLoad(5), .currentPage(6)]),
        Row(
            name: "insertAfterCurrent", start: 5, edits: [.insert(["new0"], at: 6)], current: 5,
            survivors: ["item4", "item5"], unloaded: ["item6"], log: [.willUnload(7), .didLoad(6)]),
        Row(
            name: "insertAtStart", start: 5, edits: [.insert(["new0"], at: 0)], current: 6,
            survivors: ["item4", "item5", "item6"], unloaded: [], log: [.currentPage(6)]),
        Row(
            name: "insertAtEnd", start: 5, edits: [.insert(["new0"], at: 10)], current: 5,
            survivors: ["item4", "item5", "item6"], unloaded: [], log: []),
        Row(
            name: "insertAtStartWhileOnTheFirstPage", start: 0, edits: [.insert(["new0"], at: 0)], current: 1,
            survivors: ["item0", "item1"], unloaded: [], log: [.didLoad(0), .currentPage(1)]),
        Row(
            name: "insertAtEndWhileOnTheLastPage", start: 9, edits: [.insert(["new0"], at: 10)], current: 9,
            survivors: ["item8", "item9"], unloaded: [], log: [.didLoad(10)]),
        Row(
            name: "insertTwoBefore", start: 5, edits: [.insert(["new0", "new1"], at: 0)], current: 7,
            survivors: ["item4", "item5", "item6"], unloaded: [], log: [.currentPage(7)]),
        Row(
            name: "insertOneBeforeAndOneAfter", start: 5,
            edits: [.insert(["new1"], at: 6), .insert(["new0"], at: 3)], current: 6,
            survivors: ["item4", "item5"], unloaded: ["item6"], log: [.willUnload(8), .didLoad(7), .currentPage(6)]),
        // Removals.
        Row(
            name: "removeBeforeCurrent", start: 5, edits: [.remove(["item2"])], current: 4,
            survivors: ["item4", "item5", "item6"], unloaded: [], log: [.currentPage(4)]),
        Row(
            name: "removeCurrent", start: 5, edits: [.remove(["item5"])], current: 5,
            survivors: ["item4", "item6"], unloaded: ["item5"],
            log: [
                .appearance(5, .willDisappear, animated: false), .appearance(5, .didDisappear, animated: false),
                .willUnload(5), .didLoad(6), .currentPage(5),
                .appearance(5, .willAppear, animated: false), .appearance(5, .didAppear, animated: false),
                .willScrollTo(5), .didScrollTo(5),
            ]),
        Row(
            name: "removeAfterCurrent", start: 5, edits: [.remove(["item6"])], current: 5,
            survivors: ["item4", "item5"], unloaded: ["item6"], log: [.willUnload(6), .didLoad(6)]),
        Row(
            name: "removeFirst", start: 5, edits: [.remove(["item0"])], current: 4,
            survivors: ["item4", "item5", "item6"], unloaded: [], log: [.currentPage(4)]),
        Row(
            name: "removeLast", start: 5, edits: [.remove(["item9"])], current: 5,
            survivors: ["item4", "item5", "item6"], unloaded: [], log: []),
        Row(
            name: "removeCurrentWhileOnTheFirstPage", start: 0, edits: [.remove(["item0"])], current: 0,
            survivors: ["item1"], unloaded: ["item0"],
            log: [
                .appearance(0, .willDisappear, animated: false), .appearance(0, .didDisappear, animated: false),
                .willUnload(0), .didLoad(1), .currentPage(0),
                .appearance(0, .willAppear, animated: false), .appearance(0, .didAppear, animated: false),
                .willScrollTo(0), .didScrollTo(0),
            ]),
        Row(
            name: "removeCurrentWhileOnTheLastPage", start: 9, edits: [.remove(["item9"])], current: 8,
            survivors: ["item8"], unloaded: ["item9"],
            log: [
                .appearance(9, .willDisappear, animated: false), .appearance(9, .didDisappear, animated: false),
                .willUnload(9), .didLoad(7), .currentPage(8),
                .appearance(8, .willAppear, animated: false), .appearance(8, .didAppear, animated: false),
                .willScrollTo(8), .didScrollTo(8),
            ]),
        Row(
            name: "removeTwoBefore", start: 5, edits: [.remove(["item1", "item2"])], current: 3,
            survivors: ["item4", "item5", "item6"], unloaded: [], log: [.currentPage(3)]),
        Row(
            name: "removeBothNeighbours", start: 5, edits: [.remove(["item4", "item6"])], current: 4,
            survivors: ["item5"], unloaded: ["item4", "item6"],
            log: [.willUnload(4), .willUnload(6), .didLoad(5), .didLoad(3), .currentPage(4)]),
        Row(
            name: "removeCurrentAndNext", start: 5, edits: [.remove(["item5", "item6"])], current: 5,
            survivors: ["item4"], unloaded: ["item5", "item6"],
            log: [
                .willUnload(6), .appearance(5, .willDisappear, animated: false),
                .appearance(5, .didDisappear, animated: false), .willUnload(5), .didLoad(5), .didLoad(6),
                .currentPage(5), .appearance(5, .willAppear, animated: false),
                .appearance(5, .didAppear, animated: false), .willScrollTo(5), .didScrollTo(5),
            ]),
        Row(
            name: "removeAll", start: 5, edits: [.replace([])], current: 0, survivors: [],
            unloaded: ["item4", "item5", "item6"],
            log: [
                .willUnload(4), .willUnload(6), .appearance(5, .willDisappear, animated: false),
                .appearance(5, .didDisappear, animated: false), .willUnload(5), .currentPage(0),
            ]),
        Row(
            name: "fillFromEmpty", initial: [], start: 0, edits: [.replace(i)], current: 0, survivors: [],
            unloaded: [],
            log: [
                .didLoad(0), .didLoad(1), .appearance(0, .willAppear, animated: false),
                .appearance(0, .didAppear, animated: false),
            ]),
        // Moves.
        Row(
            name: "moveFromBeforeToAfterCurrent", start: 5, edits: [.move("item2", to: 7)], current: 4,
            survivors: ["item4", "item5", "item6"], unloaded: [], log: [.currentPage(4)]),
        Row(
            name: "moveFromAfterToBeforeCurrent", start: 5, edits: [.move("item8", to: 0)], current: 6,
            survivors: ["item4", "item5", "item6"], unloaded: [], log: [.currentPage(6)]),
        Row(
            name: "moveCurrentForward", start: 5, edits: [.move("item5", to: 8)], current: 8,
            survivors: ["item5"], unloaded: ["item4", "item6"],
            log: [.willUnload(4), .willUnload(5), .didLoad(9), .didLoad(7), .currentPage(8)]),
        Row(
            name: "moveCurrentToTheStart", start: 5, edits: [.move("item5", to: 0)], current: 0,
            survivors: ["item5"], unloaded: ["item4", "item6"],
            log: [.willUnload(5), .willUnload(6), .didLoad(1), .currentPage(0)]),
        Row(
            name: "swapTheNeighbours", start: 5, edits: [.swap("item4", "item6")], current: 5,
            survivors: ["item4", "item5", "item6"], unloaded: [], log: []),
        Row(
            name: "swapFirstAndLast", start: 5, edits: [.swap("item0", "item9")], current: 5,
            survivors: ["item4", "item5", "item6"], unloaded: [], log: []),
        Row(
            name: "reverse", start: 5, edits: [.reverse], current: 4, survivors: ["item4", "item5", "item6"],
            unloaded: [], log: [.currentPage(4)]),
    ]

    @Test(arguments: rows)
    func aSingleChangeKeepsTheCurrentItemAndItsNeighbours(row: Row) throws {
        let h = ReloadSupport.harness(row.initial, start: row.start)
        let before = ReloadSupport.loadedByIdentifier(h)
        let made = h.dataSource.madeCount
        let identifierReads = h.dataSource.identifierReads
        let countReads = h.dataSource.countReads
        let new = row.edits.reduce(row.initial) { $1.apply(to: $0) }

        ReloadSupport.reload(h, to: new)

        ReloadSupport.expectAtRest(h, on: row.current)
        #expect(h.delegate.filtered == row.log)
        let c = h.container
        #expect(c.pageCount == new.count)
        // The loaded set is the window around the current item, every page showing its item.
        let loaded = ReloadSupport.loadedIdentifiers(h)
        #expect(Set(loaded.keys) == ReloadSupport.window(of: row.current, count: new.count))
        // Survivors keep their instance: loaded once, never made again.
        for name in row.survivors {
            let page = try #require(before[name], "\(name) was loaded before the reload")
            let index = try #require(new.firstIndex(of: name))
            #expect(c.page(at: index) === page, "\(name) keeps its instance at \(index)")
            #expect(ReloadSupport.history(of: page, in: h).filter { $0 == .load }.count == 1, "\(name)")
            #expect(h.simulator.offset(of: page) == Double(index) * ReloadSupport.length, "\(name) re-placed")
        }
        #expect(Set(before.keys.map { "\($0)" }).subtracting(row.unloaded) == Set(row.survivors))
        // Removed and moved-away pages are unloaded and gone from the host.
        for name in row.unloaded {
            let page = try #require(before[name], "\(name) was loaded before the reload")
            #expect(ReloadSupport.history(of: page, in: h).last == .unload, "\(name) unloaded")
            #expect(!h.simulator.isPlaced(page), "\(name) removed from the host")
        }
        // New pages: exactly the window's items that were not loaded, made once each.
        let madeNow = h.dataSource.madePages.dropFirst(made).map { "\($0.identifier)" }
        let expectedNew = Set(loaded.values).subtracting(row.survivors)
        #expect(Set(madeNow) == expectedNew)
        #expect(madeNow.count == expectedNew.count)
        // One count read, one read per identifier (plus one per page made, to key its saved state).
        #expect(h.dataSource.countReads - countReads == 1)
        #expect(h.dataSource.identifierReads - identifierReads == new.count + madeNow.count)
        // Nothing animated: the host moved at once.
        #expect(!h.simulator.calls.contains { if case .setContentOffset(_, true) = $0 { true } else { false } })
    }

    /// After the table's change, the container keeps working over the new data: a fling each way
    /// lands on the neighbours of the new list.
    @Test(arguments: rows.filter { !$0.initial.isEmpty && $0.name != "removeAll" })
    func theContainerKeepsWorkingAfterTheChange(row: Row) {
        let h = ReloadSupport.harness(row.initial, start: row.start)
        let new = row.edits.reduce(row.initial) { $1.apply(to: $0) }
        ReloadSupport.reload(h, to: new)
        let start = h.container.currentPage
        let forward = min(start + 1, new.count - 1)
        h.flingForward()
        ReloadSupport.expectAtRest(h, on: forward, "after a forward fling")
        h.flingBackward()
        ReloadSupport.expectAtRest(h, on: max(forward - 1, 0), "after a backward fling")
        h.delegate.clearEvents()
        ReloadSupport.jump(h, to: new.count - 1, animated: true)
        h.simulator.runAnimation()
        ReloadSupport.expectAtRest(h, on: new.count - 1, "after an animated jump to the end")
    }

    // MARK: Reorders

    @Test(arguments: [UInt64(1), 42, 2024, 0xDEAD_BEEF])
    func aShuffleKeepsTheCurrentItemAndEveryLoadedSurvivor(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let h = ReloadSupport.harness(
            ReloadSupport.items(20), start: 9, configuration: PagingConfiguration(preloadRadius: 2))
        let before = ReloadSupport.loadedByIdentifier(h)
        let new = ReloadSupport.items(20).shuffled(using: &generator)
        let newCurrent = try #require(new.firstIndex(of: "item9"))
        let window = ReloadSupport.window(of: newCurrent, radius: 2, count: 20)
        let windowItems = Set(window.map { new[$0] })
        let made = h.dataSource.madeCount

        ReloadSupport.reload(h, to: new)

        ReloadSupport.expectAtRest(h, on: newCurrent, radius: 2, "seed \(seed)")
        for (name, page) in before {
            let name = "\(name)"
            if windowItems.contains(name) {
                #expect(h.container.page(at: new.firstIndex(of: name)!) === page, "\(name), seed \(seed)")
            } else {
                #expect(ReloadSupport.history(of: page, in: h).last == .unload, "\(name), seed \(seed)")
            }
        }
        let madeNow = Set(h.dataSource.madePages.dropFirst(made).map { "\($0.identifier)" })
        #expect(madeNow == windowItems.subtracting(before.keys.map { "\($0)" }), "seed \(seed)")
        // Only loads, unloads and the current page's move: no appearance change, no page reached.
        let log = h.delegate.filtered
        #expect(
            log.filter(ReloadSupport.isPageChange) == (newCurrent == 9 ? [] : [.currentPage(newCurrent)]),
            "seed \(seed)")
        #expect(log.allSatisfy { if case .appearance = $0 { false } else { true } }, "seed \(seed)")
    }

    /// A reload with the same identifiers changes nothing: no event, no host call, no page made.
    @Test func aReloadWithTheSameDataChangesNothing() {
        let h = ReloadSupport.harness(ReloadSupport.items(10), start: 5)
        let snapshot = h.snapshot
        let made = h.dataSource.madeCount
        h.container.reloadData()
        #expect(h.delegate.events == [])
        #expect(h.snapshot == snapshot)
        #expect(h.dataSource.madeCount == made)
        #expect(
            h.simulator.calls.allSatisfy { if case .place = $0 { true } else { false } },
            "at most pages placed again where they already are: \(h.indexedCalls)")
        ReloadSupport.expectAtRest(h, on: 5)
    }

    // MARK: Shrinking

    /// Shrinking while on the last page: the current item survives and moves to its new index.
    @Test func shrinkingWhileOnTheLastPageKeepsTheItem() {
        let h = ReloadSupport.harness(ReloadSupport.items(10), start: 9)
        ReloadSupport.reload(h, to: ["item0", "item1", "item9"])
        ReloadSupport.expectAtRest(h, on: 2)
        #expect(h.delegate.filtered == [.willUnload(8), .didLoad(1), .currentPage(2)])
        #expect(h.simulator.contentLength == 3 * 320)
    }

    /// Shrinking while on the last page, with the current item removed: the last page becomes current.
    @Test func shrinkingPastTheCurrentItemClampsToTheNewLastPage() {
        let h = ReloadSupport.harness(ReloadSupport.items(10), start: 9)
        ReloadSupport.reload(h, to: ["item0", "item1", "item2"])
        ReloadSupport.expectAtRest(h, on: 2)
        let log = h.delegate.filtered
        #expect(
            log.filter { !ReloadSupport.isUnload($0) } == [
                .appearance(9, .willDisappear, animated: false), .appearance(9, .didDisappear, animated: false),
                .didLoad(2), .didLoad(1), .currentPage(2),
                .appearance(2, .willAppear, animated: false), .appearance(2, .didAppear, animated: false),
                .willScrollTo(2), .didScrollTo(2),
            ])
        let unloads = log.filter(ReloadSupport.isUnload)
        #expect(unloads.count == 2 && unloads.contains(.willUnload(8)) && unloads.contains(.willUnload(9)))
        #expect(h.simulator.contentOffset == 2 * 320 && h.simulator.contentLength == 3 * 320)
    }

    /// Fewer pages than the radius reaches: the window is every page.
    @Test(arguments: [1, 2, 3])
    func shrinkingToFewerPagesThanTheRadiusLoadsThemAll(count: Int) {
        let h = ReloadSupport.harness(
            ReloadSupport.items(12), start: 11, configuration: PagingConfiguration(preloadRadius: 3))
        ReloadSupport.reload(h, to: Array(ReloadSupport.items(12).suffix(count)))
        ReloadSupport.expectAtRest(h, on: count - 1, radius: 3)
        #expect(h.container.loadedPageIndices == Set(0..<count))
        h.flingBackward()
        ReloadSupport.expectAtRest(h, on: max(count - 2, 0), radius: 3)
    }

    /// Shrinking to one page: a single page, content one page long, drags go nowhere.
    @Test func shrinkingToOnePageLeavesASinglePage() throws {
        let h = ReloadSupport.harness(ReloadSupport.items(10), start: 5)
        let current = try #require(h.container.page(at: 5))
        ReloadSupport.reload(h, to: ["item5"])
        ReloadSupport.expectAtRest(h, on: 0)
        #expect(h.container.page(at: 0) === current)
        #expect(h.delegate.filtered == [.willUnload(4), .willUnload(6), .currentPage(0)])
        h.flingForward()
        h.flingBackward()
        ReloadSupport.expectAtRest(h, on: 0)
    }

    // MARK: Empty

    /// Count 0 unloads everything and leaves an empty, idle container; growing again is a first
    /// load: the first window, page 0 appears, no page change reported.
    @Test func emptyingAndRefillingIsLikeAFirstLoad() {
        let h = ReloadSupport.harness(ReloadSupport.items(10), start: 5)
        ReloadSupport.reload(h, to: [])
        #expect(h.container.loadedPageIndices.isEmpty)
        #expect(h.simulator.placedPages.isEmpty)
        #expect(h.simulator.contentLength == 0 && h.simulator.contentOffset == 0)
        #expect(h.container.pageCount == 0 && h.container.currentPage == 0 && h.container.settledPage == 0)
        #expect(h.container.position == 0 && h.container.scrollState == .idle)
        h.expectInvariants()
        // Input on an empty container does nothing.
        h.flingForward()
        #expect(h.container.scrollState == .idle)

        h.delegate.clearEvents()
        ReloadSupport.reload(h, to: ["a", "b", "c"])
        #expect(
            h.delegate.filtered == [
                .didLoad(0), .didLoad(1), .appearance(0, .willAppear, animated: false),
                .appearance(0, .didAppear, animated: false),
            ])
        ReloadSupport.expectAtRest(h, on: 0)
        h.flingForward()
        ReloadSupport.expectAtRest(h, on: 1)
    }

    /// Emptying and refilling with the same items does not bring back the old page: the reload that
    /// emptied the data ended everything.
    @Test func refillingWithTheSameItemsStartsOnTheFirstPage() {
        let h = ReloadSupport.harness(ReloadSupport.items(10), start: 5)
        ReloadSupport.reload(h, to: [])
        h.delegate.clearEvents()
        ReloadSupport.reload(h, to: ReloadSupport.items(10))
        ReloadSupport.expectAtRest(h, on: 0)
        #expect(!h.delegate.filtered.contains(where: ReloadSupport.isPageChange))
    }

    // MARK: Other states at the time of the reload

    /// Cached pages whose items survive stay cached (same instances, re-placed at their new index);
    /// a cached page whose item is removed is unloaded.
    @Test func cachedPagesFollowTheirItems() throws {
        let h = ReloadSupport.harness(
            ReloadSupport.items(12), start: 5, configuration: PagingConfiguration(preloadRadius: 1, cacheLimit: 2))
        h.flingForward()
        h.flingForward()  // on 7: window 6...8, cache 5 and 4
        #expect(h.container.loadedPageIndices == [4, 5, 6, 7, 8])
        let item4 = try #require(h.container.page(at: 4))
        let item5 = try #require(h.container.page(at: 5))
        h.delegate.clearEvents()

        ReloadSupport.reload(h, to: ["new0"] + ReloadSupport.items(12))
        #expect(h.container.loadedPageIndices == [5, 6, 7, 8, 9])
        #expect(h.container.page(at: 5) === item4 && h.container.page(at: 6) === item5)
        #expect(h.simulator.offset(of: item4) == 5 * 320 && h.simulator.offset(of: item5) == 6 * 320)
        #expect(h.delegate.filtered == [.currentPage(8)])
        h.expectInvariants()

        ReloadSupport.reload(h, to: ["new0"] + ReloadSupport.items(12).filter { $0 != "item4" })
        #expect(h.container.loadedPageIndices == [5, 6, 7, 8])
        #expect(!h.simulator.isPlaced(item4))
        #expect(item4.saveCount == 0, "a removed item keeps no state")
        #expect(h.container.page(at: 5) === item5)
        h.expectInvariants()
    }

    /// A hidden container reloads without appearance: the item that becomes current appears only
    /// when the container is shown.
    @Test func aHiddenContainerReloadsWithoutAppearance() {
        let h = ReloadSupport.harness(ReloadSupport.items(10), start: 5)
        h.container.isVisible = false
        h.delegate.clearEvents()
        ReloadSupport.reload(h, to: ReloadSupport.items(10).filter { $0 != "item5" })
        #expect(
            h.delegate.filtered == [.willUnload(5), .didLoad(6), .currentPage(5), .willScrollTo(5), .didScrollTo(5)])
        ReloadSupport.expectAtRest(h, on: 5)
        h.delegate.clearEvents()
        h.container.isVisible = true
        #expect(
            h.delegate.filtered == [
                .appearance(5, .willAppear, animated: false), .appearance(5, .didAppear, animated: false),
            ])
    }

    /// A reload lifts memory pressure: the full window comes back (rule 6).
    @Test func aReloadRebuildsTheWindowAfterMemoryPressure() {
        let h = ReloadSupport.harness(ReloadSupport.items(10), start: 5)
        h.container.handleMemoryPressure(.critical)
        #expect(h.container.loadedPageIndices == [5])
        ReloadSupport.reload(h, to: ["new0"] + ReloadSupport.items(10))
        ReloadSupport.expectAtRest(h, on: 6)
    }

    /// Opening the app on channel 5 before the viewport is known (rule 1), then reloading with two
    /// channels inserted in front: channel 5 stays current, at its new index, when the viewport comes.
    @Test func aReloadBeforeTheViewportKeepsTheItemOfAnEarlyJump() {
        let h = Harness(identifiers: ReloadSupport.items(10).map(AnyHashable.init), attach: false)
        ReloadSupport.jump(h, to: 5)
        #expect(h.container.currentPage == 5)
        h.dataSource.identifiers = (["new0", "new1"] + ReloadSupport.items(10)).map(AnyHashable.init)
        h.container.reloadData()
        #expect(h.container.currentPage == 7, "item5 is now at 7")
        #expect(h.container.settledPage == 7)
        h.simulator.attach(to: h.container)
        #expect(h.container.page(at: h.container.currentPage)?.identifier == AnyHashable("item5"))
        ReloadSupport.expectAtRest(h, on: 7)
    }

    /// Without an early jump, a reload before the viewport keeps page 0: nothing was shown yet.
    @Test func aReloadBeforeTheViewportStartsOnTheFirstPage() {
        let h = Harness(identifiers: ReloadSupport.items(10).map(AnyHashable.init), attach: false)
        h.dataSource.identifiers = (["new0"] + ReloadSupport.items(3)).map(AnyHashable.init)
        h.container.reloadData()
        #expect(h.container.pageCount == 4 && h.container.loadedPageIndices.isEmpty)
        #expect(h.simulator.calls == [])
        h.simulator.attach(to: h.container)
        ReloadSupport.expectAtRest(h, on: h.container.settledPage)
        #expect(h.container.settledPage <= 1)
    }

    // MARK: Cost

    /// Identifiers are read once per reload (O(n)); the first load reads none beyond the pages it
    /// makes, and scrolling reads none beyond the pages it makes (one each, to key saved states).
    @Test func identifiersAreReadOncePerReloadAndNeverWhileScrolling() {
        let n = 50_000
        let h = Harness(pageCount: n)
        #expect(h.dataSource.identifierReads == h.dataSource.madeCount, "first load: only the pages made")
        #expect(h.dataSource.countReads == 1)
        for _ in 0..<20 { h.flingForward() }
        ReloadSupport.jump(h, to: 40_000, animated: true)
        h.simulator.runAnimation()
        #expect(h.dataSource.identifierReads == h.dataSource.madeCount, "scrolling: only the pages made")
        #expect(h.dataSource.countReads == 1, "scrolling never reads the count")

        for round in 1...3 {
            let reads = h.dataSource.identifierReads
            let made = h.dataSource.madeCount
            h.dataSource.identifiers.insert("new\(round)", at: 0)
            h.container.reloadData()
            let expected = (n + round) + (h.dataSource.madeCount - made)
            #expect(h.dataSource.identifierReads - reads == expected, "reload \(round)")
            #expect(h.dataSource.countReads == 1 + round)
            #expect(h.container.currentPage == 40_000 + round)
        }
        ReloadSupport.expectAtRest(h, on: 40_003)
    }

    /// A reload whose data source has no `identifierForPageAt` of its own: indices are identities, so
    /// the current index stays current and its page is kept.
    @Test func withDefaultIdentifiersTheCurrentIndexStaysCurrent() throws {
        let source = IndexedSource()
        source.count = 10
        let container = PagedContainer<TestPage>(scheduler: ManualScheduler())
        let simulator = ScrollSimulator<TestPage>(viewportLength: 320)
        container.dataSource = source
        simulator.attach(to: container)
        container.reloadData()
        try container.scrollToPage(5, animated: false)
        let page = try #require(container.page(at: 5))
        source.count = 3
        container.reloadData()
        #expect(container.currentPage == 2 && container.settledPage == 2)
        #expect(simulator.contentOffset == 640 && simulator.contentLength == 960)
        #expect(container.loadedPageIndices == [1, 2])
        #expect(!simulator.isPlaced(page))
        source.count = 8
        let kept = try #require(container.page(at: 2))
        container.reloadData()
        #expect(container.page(at: 2) === kept)
        #expect(container.currentPage == 2 && container.loadedPageIndices == [1, 2, 3])
        #expect(simulator.violations == [])
    }

    @MainActor final class IndexedSource: PageDataSource {
        var count = 0
        private var serial = 0
        func numberOfPages(in container: PagedContainer<TestPage>) -> Int { count }
        func container(_ container: PagedContainer<TestPage>, pageAt index: Int) -> TestPage {
            serial += 1
            return TestPage(index: index, identifier: index, serial: serial)
        }
    }
}
