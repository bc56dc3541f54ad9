import Foundation
import PagedKit
import PagedKitTesting
import Testing

/// The place kept across launches: a small Codable snapshot that lands on the same item, or the
/// nearest page when it is gone.
@Suite @MainActor struct PagingSnapshotTests {
    @Test func aSnapshotSurvivesJSON() throws {
        let harness = Harness(pageCount: 8)
        try harness.container.scrollToPage(5, animated: false)
        let snapshot = harness.container.snapshot
        #expect(snapshot.item == .string("item5"))
        #expect(snapshot.pageIndex == 5)
        let decoded = try JSONDecoder().decode(PagingSnapshot.self, from: JSONEncoder().encode(snapshot))
        #expect(decoded == snapshot)
        for identifier in [PagingSnapshot.ItemIdentifier.integer(-7), .uuid(UUID()), .string("Top")] {
            let data = try JSONEncoder().encode(identifier)
            #expect(try JSONDecoder().decode(PagingSnapshot.ItemIdentifier.self, from: data) == identifier)
        }
    }

    /// A relaunch: the channel the user read moved (two channels were added in front); restoring
    /// before the first load opens on it, with no page change reported.
    @Test func restoringBeforeTheFirstLoadOpensOnTheSameItem() throws {
        let old = Harness(pageCount: 8)
        try old.container.scrollToPage(5, animated: false)
        let saved = old.container.snapshot

        let harness = Harness(identifiers: ["new1", "new2"] + (0..<8).map { AnyHashable("item\($0)") }, reload: false)
        harness.container.restore(saved)
        harness.delegate.clearEvents()
        harness.container.reloadData()
        #expect(harness.container.settledPage == 7)
        #expect(harness.container.page(at: 7)?.identifier == AnyHashable("item5"))
        #expect(!harness.delegate.filtered.contains { if case .didScrollTo = $0 { true } else { false } })
        harness.expectInvariants()
    }

    /// Restoring after the first load is a non-animated jump to the item.
    @Test func restoringAfterTheFirstLoadJumpsThere() {
        let harness = Harness(pageCount: 8)
        let saved = PagingSnapshot(
            item: .string("item6"), pageIndex: 2, pageCount: 8, isLooping: false, isVertical: false)
        harness.container.restore(saved)
        #expect(harness.container.settledPage == 6)
        #expect(harness.delegate.filtered.contains(.didScrollTo(6)))
        harness.expectInvariants()
    }

    /// The item is gone: the nearest valid page to the saved index (clamped to the pages now).
    @Test(arguments: [(3, 3), (12, 5), (-4, 0)])
    func aGoneItemLandsOnTheNearestPage(savedIndex: Int, expected: Int) {
        let harness = Harness(pageCount: 6, reload: false)
        harness.container.restore(
            PagingSnapshot(
                item: .string("gone"), pageIndex: savedIndex, pageCount: 20, isLooping: false, isVertical: false))
        harness.container.reloadData()
        #expect(harness.container.settledPage == expected)
        harness.expectInvariants()
    }

    /// Identifiers of other types are not saved; the index is.
    @Test func anIdentifierOfAnotherTypeFallsBackToTheIndex() throws {
        struct Custom: Hashable {}
        #expect(PagingSnapshot.ItemIdentifier(AnyHashable(Custom())) == nil)
        #expect(PagingSnapshot.ItemIdentifier(AnyHashable(UInt8(7))) == .integer(7))
        #expect(PagingSnapshot.ItemIdentifier(AnyHashable(UInt.max)) == nil, "does not fit in Int")
        let harness = Harness(identifiers: (0..<5).map { _ in AnyHashable(Custom()) })
        try harness.container.scrollToPage(3, animated: false)
        #expect(harness.container.snapshot.item == nil)
        #expect(harness.container.snapshot.pageIndex == 3)
    }

    /// An indexed source is restored by lookup: no identifier scan over a billion days.
    @Test func anIndexedSourceRestoresByLookup() {
        let source = CalendarSource(dayCount: 1_000_000_000)
        let container = PagedContainer<TestPage>()
        let simulator = ScrollSimulator<TestPage>(viewportLength: 320)
        container.dataSource = source
        simulator.attach(to: container)
        source.removed.insert(0)
        container.restore(
            PagingSnapshot(
                item: .integer(2 * 777_000_000), pageIndex: 0, pageCount: 0, isLooping: false, isVertical: false))
        container.reloadData()
        #expect(container.settledPage == 777_000_000 - 1)
        #expect(container.page(at: container.settledPage)?.identifier == AnyHashable(2 * 777_000_000))
        #expect(source.identifierReads < 10)
        #expect(source.lookups == 1)
    }

    @Test func matchingComparesLoopingAndAxis() {
        let snapshot = PagingSnapshot(item: nil, pageIndex: 0, pageCount: 3, isLooping: true, isVertical: false)
        #expect(snapshot.matches(PagingConfiguration(isLooping: true)))
        #expect(!snapshot.matches(PagingConfiguration(isLooping: true, axis: .vertical)))
        #expect(!snapshot.matches(PagingConfiguration()))
    }
}
