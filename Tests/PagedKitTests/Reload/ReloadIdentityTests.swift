import PagedKit
import PagedKitTesting
import Testing

/// Identity across reloads: duplicate identifiers (a data-source bug the container survives and
/// reports) and saved states (CONTRACT rule 10) that follow their identifier, not their index.
@Suite @MainActor struct ReloadIdentityTests {
    static let length = ReloadSupport.length

    /// The harness invariants, without the one duplicates break on purpose: two loaded pages with
    /// one identifier are two items here.
    static func failuresAllowingDuplicates(_ h: Harness) -> [String] {
        (h.checkInvariants() + ReloadSupport.dataMismatches(h)).filter { !$0.hasPrefix("window: item ") }
    }

    // MARK: Duplicate identifiers

    @Test func duplicateIdentifiersAreReportedOncePerReload() {
        let h = ReloadSupport.harness(["a", "b", "a", "c", "b", "d"])
        var reports: [PagingDiagnostic] = []
        h.container.diagnosticsHandler = { reports.append($0) }

        h.container.reloadData()
        #expect(reports == [.duplicateIdentifiers(count: 2, firstIndex: 2)])

        ReloadSupport.reload(h, to: ["x", "y", "a", "a", "a", "y"])
        #expect(
            reports == [
                .duplicateIdentifiers(count: 2, firstIndex: 2), .duplicateIdentifiers(count: 3, firstIndex: 3),
            ])

        ReloadSupport.reload(h, to: ["a", "b", "c"])
        #expect(reports.count == 2, "unique identifiers: nothing to report")
        // Scrolling never reports: identifiers are only read on reload.
        ReloadSupport.reload(h, to: ["a", "a"])
        h.flingForward()
        h.flingBackward()
        #expect(reports.count == 3)
        #expect(reports.last == .duplicateIdentifiers(count: 1, firstIndex: 1))
        #expect(!"\(reports[0])".isEmpty)
        #expect(Self.failuresAllowingDuplicates(h) == [])
    }

    /// The container keeps working over duplicates: every index is its own page, loaded once while in
    /// the window, and flings visit every page each way.
    @Test func theContainerKeepsWorkingWithDuplicateIdentifiers() throws {
        let identifiers = ["a", "b", "a", "a", "b", "c", "a"]
        let h = ReloadSupport.harness(identifiers, start: 2)
        h.container.reloadData()
        var loaded: Set<Int> = h.container.loadedPageIndices
        var failures: [String] = []
        h.delegate.onEvent = { _, event in
            switch event {
            case .didLoad(let index):
                if !loaded.insert(index).inserted { failures.append("page \(index) loaded twice") }
            case .willUnload(let index):
                if loaded.remove(index) == nil { failures.append("page \(index) unloaded while not loaded") }
            default: break
            }
        }
        // Wherever the reload left the user (see the next tests), flings move one page at a time,
        // forward to the end and back to the start.
        var expected = h.container.settledPage
        for step in 0..<16 {
            let forward = step < 8
            if forward { h.flingForward() } else { h.flingBackward() }
            expected = forward ? min(expected + 1, 6) : max(expected - 1, 0)
            #expect(h.container.settledPage == expected, "step \(step)")
            #expect(h.container.loadedPageIndices == ReloadSupport.window(of: expected, count: 7), "step \(step)")
            #expect(h.container.loadedPageIndices == loaded, "step \(step)")
            let instances = Set(
                h.container.loadedPageIndices.compactMap { h.container.page(at: $0) }.map(ObjectIdentifier.init))
            #expect(instances.count == h.container.loadedPageIndices.count, "step \(step): distinct instances")
            #expect(Self.failuresAllowingDuplicates(h) == [], "step \(step)")
        }
        #expect(failures == [])
    }

    /// Reloading unchanged data with duplicates changes nothing: the user stays on the same page.
    @Test(arguments: [
        (["a", "b", "a", "a", "b", "c", "a"], 2), (["a", "b", "c", "a", "d"], 3),
        (Array(repeating: "same", count: 8), 4),
    ])
    func aReloadOfUnchangedDuplicatesKeepsTheUserInPlace(identifiers: [String], start: Int) throws {
        let h = ReloadSupport.harness(identifiers, start: start)
        let before = h.container.loadedPageIndices.map { ($0, h.container.page(at: $0)) }
        let snapshot = h.snapshot
        h.container.reloadData()
        #expect(h.container.currentPage == start && h.container.settledPage == start, "\(identifiers)")
        #expect(h.snapshot == snapshot, "\(identifiers)")
        #expect(h.delegate.filtered == [], "\(identifiers)")
        for (index, page) in before {
            #expect(h.container.page(at: index) === page, "\(identifiers): page \(index) keeps its instance")
        }
    }

    /// Later duplicates are distinct items by position: with both "a"s loaded, an insertion in front
    /// keeps each "a" instance with its own occurrence, and the user on the second one.
    @Test func loadedDuplicatesKeepTheirOwnOccurrence() throws {
        let h = ReloadSupport.harness(["a", "a", "b", "c", "d"], start: 1)
        let first = try #require(h.container.page(at: 0))
        let second = try #require(h.container.page(at: 1))
        let b = try #require(h.container.page(at: 2))
        var reports: [PagingDiagnostic] = []
        h.container.diagnosticsHandler = { reports.append($0) }

        ReloadSupport.reload(h, to: ["x", "a", "a", "b", "c", "d"])

        #expect(reports == [.duplicateIdentifiers(count: 1, firstIndex: 2)])
        #expect(h.container.currentPage == 2 && h.container.settledPage == 2)
        #expect(h.container.page(at: 1) === first)
        #expect(h.container.page(at: 2) === second)
        #expect(h.container.page(at: 3) === b)
        #expect(h.delegate.filtered == [.currentPage(2)])
        #expect(h.simulator.contentOffset == 2 * Self.length)
        #expect(Self.failuresAllowingDuplicates(h) == [])
    }

    /// The same with the earlier duplicate outside the window: the current page is the second "a"
    /// (by position), so an insertion in front must keep the user on the second "a", not send them
    /// to the first one.
    @Test func theCurrentDuplicateStaysTheSameOccurrenceWhenAnEarlierOneIsNotLoaded() throws {
        let h = ReloadSupport.harness(["a", "b", "c", "a", "d", "e"], start: 3)
        let current = try #require(h.container.page(at: 3))

        ReloadSupport.reload(h, to: ["x", "a", "b", "c", "a", "d", "e"])

        #expect(h.container.currentPage == 4, "the second \"a\" is now at 4")
        #expect(h.container.settledPage == 4)
        #expect(h.container.page(at: 4) === current)
        #expect(h.simulator.contentOffset == 4 * Self.length)
        #expect(h.delegate.filtered == [.currentPage(4)])
        #expect(Self.failuresAllowingDuplicates(h) == [])
    }

    /// A data source that returns the same identifier for every page: one report per reload, and
    /// the container is a plain positional pager.
    @Test func everyIdentifierTheSameIsAPositionalPager() {
        let h = ReloadSupport.harness(Array(repeating: "same", count: 8), start: 4)
        var reports: [PagingDiagnostic] = []
        h.container.diagnosticsHandler = { reports.append($0) }
        h.container.reloadData()
        #expect(reports == [.duplicateIdentifiers(count: 7, firstIndex: 1)])
        let start = h.container.settledPage
        h.flingForward()
        #expect(h.container.settledPage == start + 1)
        ReloadSupport.reload(h, to: Array(repeating: "same", count: 3))
        #expect(reports.count == 2)
        #expect(h.container.pageCount == 3 && h.container.settledPage <= 2)
        #expect(Self.failuresAllowingDuplicates(h) == [])
    }

    // MARK: Restoration across reloads

    /// A state saved for an identifier survives a reload that keeps the identifier, even when its
    /// index changes, and is restored into the page made for it there, not into the page made for
    /// its old index.
    @Test func aSavedStateSurvivesAReloadThatKeepsItsIdentifier() throws {
        let h = ReloadSupport.harness(ReloadSupport.items(10))
        try #require(h.container.page(at: 0)).scrollLine = 42
        ReloadSupport.jump(h, to: 5)  // item0 unloaded, its state saved

        ReloadSupport.reload(h, to: ["new0"] + ReloadSupport.items(10))
        ReloadSupport.jump(h, to: 0)

        let newcomer = try #require(h.container.page(at: 0))
        let item0 = try #require(h.container.page(at: 1))
        #expect(newcomer.identifier == AnyHashable("new0") && newcomer.restoredStates == [])
        #expect(item0.identifier == AnyHashable("item0") && item0.restoredStates == [42])
        #expect(item0.scrollLine == 42)
        ReloadSupport.expectAtRest(h, on: 0)
    }

    /// A state whose identifier disappears is dropped: bringing the identifier back later makes a
    /// fresh page, without the stale state.
    @Test func aSavedStateIsDroppedWhenItsIdentifierDisappears() throws {
        let h = ReloadSupport.harness(ReloadSupport.items(10))
        try #require(h.container.page(at: 0)).scrollLine = 42
        ReloadSupport.jump(h, to: 5)

        ReloadSupport.reload(h, to: Array(ReloadSupport.items(10).dropFirst()))
        ReloadSupport.reload(h, to: ReloadSupport.items(10))
        ReloadSupport.jump(h, to: 0)

        let again = try #require(h.container.page(at: 0))
        #expect(again.identifier == AnyHashable("item0"))
        #expect(again.restoredStates == [], "the stale state was dropped")
        #expect(again.scrollLine == 0)
        ReloadSupport.expectAtRest(h, on: 0)
    }

    /// A loaded page whose item the reload removes is not saved: it does not come back with its
    /// state when the item returns.
    @Test func aRemovedLoadedPageDoesNotComeBackWithItsState() throws {
        let h = ReloadSupport.harness(ReloadSupport.items(10), start: 5)
        let removed = try #require(h.container.page(at: 6))
        removed.scrollLine = 7

        ReloadSupport.reload(h, to: ReloadSupport.items(10).filter { $0 != "item6" })
        #expect(!h.simulator.isPlaced(removed))
        ReloadSupport.reload(h, to: ReloadSupport.items(10))

        let again = try #require(h.container.page(at: 6))
        #expect(again !== removed)
        #expect(again.restoredStates == [])
        ReloadSupport.expectAtRest(h, on: 5)
    }

    /// A surviving loaded page keeps its instance, so it is neither saved nor restored.
    @Test func aSurvivingLoadedPageIsNeitherSavedNorRestored() throws {
        let h = ReloadSupport.harness(ReloadSupport.items(10), start: 5)
        let page = try #require(h.container.page(at: 5))
        page.scrollLine = 9
        ReloadSupport.reload(h, to: ["new0"] + ReloadSupport.items(10))
        #expect(h.container.page(at: 6) === page)
        #expect(page.saveCount == 0 && page.restoredStates == [] && page.scrollLine == 9)
    }

    /// A loaded page the reload moves out of the window is unloaded like any page leaving it: its
    /// state is saved under its identifier and restored where the item now is.
    @Test func aPageMovedOutOfTheWindowKeepsItsState() throws {
        let h = ReloadSupport.harness(ReloadSupport.items(10), start: 5)
        let moved = try #require(h.container.page(at: 4))
        moved.scrollLine = 11
        var list = ReloadSupport.items(10)
        list.removeAll { $0 == "item4" }
        list.append("item4")

        ReloadSupport.reload(h, to: list)
        #expect(!h.simulator.isPlaced(moved))
        #expect(moved.saveCount == 1)
        ReloadSupport.jump(h, to: 9)

        let again = try #require(h.container.page(at: 9))
        #expect(again.identifier == AnyHashable("item4"))
        #expect(again.restoredStates == [11])
        ReloadSupport.expectAtRest(h, on: 9)
    }

    /// Saved states are kept only for identifiers that still exist: after many reloads that remove
    /// items, none of their states comes back.
    @Test func manyReloadsDropEveryVanishedState() throws {
        let h = ReloadSupport.harness(ReloadSupport.items(40))
        for index in stride(from: 0, to: 37, by: 3) {
            ReloadSupport.jump(h, to: index)
            try #require(h.container.page(at: index)).scrollLine = 100 + index
        }
        ReloadSupport.jump(h, to: 39)
        // Keep every other item, then bring all back.
        ReloadSupport.reload(h, to: ReloadSupport.items(40).enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
        ReloadSupport.reload(h, to: ReloadSupport.items(40))
        for index in stride(from: 0, to: 37, by: 3) {
            ReloadSupport.jump(h, to: index)
            let page = try #require(h.container.page(at: index))
            let expected = index % 2 == 0 ? [100 + index] : []
            #expect(page.restoredStates == expected, "item\(index)")
        }
    }
}
