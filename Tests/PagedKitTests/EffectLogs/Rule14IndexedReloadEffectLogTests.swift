import Testing

@testable import PagedKit

/// Rule 14: with an `IndexedPageDataSource`, `reloadData()` follows the items it keeps by looking
/// their identifiers up, never by reading every identifier; rule 9's outcome is otherwise the same.
@MainActor @Suite struct Rule14IndexedReloadEffectLogTests {
    @Test func anIndexedReloadKeepsTheCurrentItemByLookup() throws {
        let source = IndexedEffectLogSource(pages: 10)
        let f = EffectLogFixture(source: source)
        try f.container.scrollToPage(2, animated: false)  // "p1", "p2", "p3": instances 2, 3, 4
        source.identifiers.insert("new", at: 0)
        source.resetCounts()

        let log = f.record { f.container.reloadData() }
        #expect(
            log == [
                .setContentLength(1100),
                .place(instance: 3, origin: 300),
                .place(instance: 4, origin: 400),
                .place(instance: 2, origin: 200),
                .currentPage(3),
                .position(3),
                .setContentOffset(300, animated: false),
            ])
        // Three loaded items followed, the current and settled among them: no identifier read by
        // index, one lookup each at most per followed item.
        #expect(source.identifierReads == 0)
        #expect(source.lookups <= 5)
    }

    @Test func theFirstLoadReadsOnlyTheIdentifiersOfThePagesItMakes() {
        let source = IndexedEffectLogSource(pages: 10)
        let f = EffectLogFixture(reload: false, source: source)
        let log = f.record { f.container.reloadData() }
        #expect(
            log == [
                .setContentLength(1000),
                .load(instance: 1, index: 0, origin: 0),
                .load(instance: 2, index: 1, origin: 100),
                .setContentOffset(0, animated: false),
                .appearance(instance: 1, index: 0, .willAppear, animated: false),
                .appearance(instance: 1, index: 0, .didAppear, animated: false),
            ])
        #expect(source.identifierReads <= 2)
        #expect(source.lookups == 0)
    }

    @Test func anItemTheLookupCannotFindIsRemoved() throws {
        let source = IndexedEffectLogSource(pages: 10)
        let f = EffectLogFixture(source: source)
        try f.container.scrollToPage(2, animated: false)
        source.identifiers.remove(at: 3)  // "p3", instance 4

        let log = f.record { f.container.reloadData() }
        #expect(
            log == [
                .unload(instance: 4, index: 3),
                .place(instance: 3, origin: 200),
                .load(instance: 5, index: 3, origin: 300),
                .place(instance: 2, origin: 100),
                .setContentLength(900),
            ])
    }
}
