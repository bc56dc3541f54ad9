import Testing

@testable import PagedKit

/// Rule 14 at the machine: a reload whose `IdentityDiff` looks the followed items up by identifier
/// (`IdentityDiff(lookingUp:…)`) reads no identifier by index, costs a lookup per followed item
/// whatever the page count, and has rule 9's outcome; a lookup that finds nothing, or answers an
/// index outside `0..<n`, counts as removed.
@MainActor @Suite struct Rule14IndexedReloadMachineTests {
    @Test func anIndexedReloadKeepsTheCurrentItemByLookup() {
        let f = MachineFixture()
        _ = f.send(.jump(2, animated: false))  // "item1", "item2", "item3": instances 2, 3, 4
        f.identifiers = MachineFixture.items(10)
        f.identifiers?.insert("new", at: 0)
        f.resetReads()

        let log = f.reloadByLookup()
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
        #expect(f.identifierReads == 0)
        #expect(f.lookups == 3)
    }

    @Test func anItemTheLookupCannotFindIsRemoved() {
        let f = MachineFixture()
        _ = f.send(.jump(2, animated: false))
        f.identifiers = MachineFixture.items(10)
        f.identifiers?.remove(at: 3)  // "item3", instance 4
        f.resetReads()

        let log = f.reloadByLookup()
        #expect(
            log == [
                .unload(instance: 4, index: 3),
                .place(instance: 3, origin: 200),
                .load(instance: 5, index: 3, origin: 300),
                .place(instance: 2, origin: 100),
                .setContentLength(900),
            ])
        // The one page made reads its identifier; nothing else is read.
        #expect(f.made == ["item4"])
        #expect(f.identifierReads == 1)
    }

    /// Every lookup answers 42, outside the 10 pages: every followed item counts as removed, and the
    /// item now at the current index becomes current and settled.
    @Test func aLookupOutsideTheCountIsRemoved() {
        let f = MachineFixture()
        let log = f.reloadByLookup(count: 10) { _ in 42 }
        #expect(
            log == [
                .unload(instance: 2, index: 1),
                .appearance(instance: 1, index: 0, .willDisappear, animated: false),
                .appearance(instance: 1, index: 0, .didDisappear, animated: false),
                .unload(instance: 1, index: 0),
                .load(instance: 3, index: 0, origin: 0),
                .load(instance: 4, index: 1, origin: 100),
                .currentPage(0),
                .appearance(instance: 3, index: 0, .willAppear, animated: false),
                .appearance(instance: 3, index: 0, .didAppear, animated: false),
                .willScrollToPage(0),
                .didScrollToPage(0),
            ])
    }

    /// A calendar of 10⁹ pages: the first load reads the identifiers of the two pages it makes, and
    /// a reload looks up the two loaded items, reading none.
    @Test func aBillionPagesReloadAsFastAsTen() {
        let f = MachineFixture(load: false)
        var log = f.reload(count: 1_000_000_000)
        #expect(
            log == [
                .setContentLength(100_000_000_000),
                .load(instance: 1, index: 0, origin: 0),
                .load(instance: 2, index: 1, origin: 100),
                .setContentOffset(0, animated: false),
                .appearance(instance: 1, index: 0, .willAppear, animated: false),
                .appearance(instance: 1, index: 0, .didAppear, animated: false),
            ])
        #expect(f.identifierReads == 2)

        f.resetReads()
        log = f.reloadByLookup(count: 1_000_000_000) { identifier in
            (identifier.base as? String).flatMap { Int($0.dropFirst("item".count)) }
        }
        #expect(log == [.place(instance: 1, origin: 0), .place(instance: 2, origin: 100)])
        #expect(f.identifierReads == 0)
        #expect(f.lookups == 2)

        // A jump to the last day reads the one identifier of the one page it makes.
        f.resetReads()
        log = f.send(.jump(999_999_999, animated: true))
        #expect(
            log == [
                .willScrollToPage(999_999_999),
                .unload(instance: 2, index: 1),
                .place(instance: 1, origin: 0),
                .load(instance: 3, index: 999_999_999, origin: 100),
                .setContentLength(200),
                .scrollState(.settling),
                .scheduleTimer(after: AutoScrollTiming.abandonmentTimeout),
                .setContentOffset(100, animated: true),
            ])
        #expect(f.identifierReads == 1)
    }
}
