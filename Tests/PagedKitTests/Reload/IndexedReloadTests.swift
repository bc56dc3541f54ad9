import PagedKit
import PagedKitTesting
import Testing

/// A calendar-sized ``IndexedPageDataSource``: `dayCount` days identified by the even numbers
/// `0, 2, 4, …`, minus removed days, plus inserted items (odd numbers, each just after the day
/// before it). Both lookups are O(log n × edits), and it counts every identifier read and lookup.
@MainActor final class CalendarSource: IndexedPageDataSource {
    typealias Page = TestPage

    var dayCount: Int
    /// Removed days (even identifiers).
    var removed: Set<Int> = []
    /// Inserted items (odd identifiers).
    var inserted: Set<Int> = []

    private(set) var identifierReads = 0
    private(set) var lookups = 0
    private(set) var madeIndices: [Int] = []

    init(dayCount: Int) { self.dayCount = dayCount }

    func numberOfPages(in container: PagedContainer<TestPage>) -> Int {
        dayCount - removed.count + inserted.count
    }

    func container(_ container: PagedContainer<TestPage>, pageAt index: Int) -> TestPage {
        madeIndices.append(index)
        return TestPage(index: index, identifier: AnyHashable(identifier(at: index)), serial: madeIndices.count)
    }

    func container(_ container: PagedContainer<TestPage>, identifierForPageAt index: Int) -> AnyHashable {
        identifierReads += 1
        return AnyHashable(identifier(at: index))
    }

    func container(_ container: PagedContainer<TestPage>, indexOfPageWithIdentifier identifier: AnyHashable) -> Int? {
        lookups += 1
        guard let id = identifier.base as? Int, id >= 0, id < 2 * dayCount else { return nil }
        if id % 2 == 0 ? removed.contains(id) : !inserted.contains(id) { return nil }
        return itemsBefore(id)
    }

    /// How many items have an identifier below `id`.
    private func itemsBefore(_ id: Int) -> Int {
        let days = min((id + 1) / 2, dayCount)
        return days - removed.count { $0 < id } + inserted.count { $0 < id }
    }

    /// The identifier at `index`: the smallest `id` with `itemsBefore(id + 1) > index`.
    func identifier(at index: Int) -> Int {
        var low = 0, high = 2 * dayCount - 1
        while low < high {
            let mid = (low + high) / 2
            if itemsBefore(mid + 1) > index { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// The index of day `day` (identifier `2 × day`), if it is there.
    func index(ofDay day: Int) -> Int? {
        let id = 2 * day
        return removed.contains(id) ? nil : itemsBefore(id)
    }
}

/// Rule 14: a reload of an ``IndexedPageDataSource`` follows its items by lookup, at a cost that does
/// not grow with the page count.
@Suite @MainActor struct IndexedReloadTests {
    let source = CalendarSource(dayCount: 1_000_000_000)
    let container: PagedContainer<TestPage>
    let simulator = ScrollSimulator<TestPage>(viewportLength: 320)
    let delegate = RecordingDelegate()

    init() {
        container = PagedContainer(configuration: PagingConfiguration(preloadRadius: 1, cacheLimit: 2))
        container.dataSource = source
        container.delegate = delegate
        simulator.attach(to: container)
        container.reloadData()
    }

    private func expectOnDay(_ day: Int, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let index = source.index(ofDay: day)
        #expect(container.currentPage == index, "\(context)", sourceLocation: sourceLocation)
        #expect(container.settledPage == index, "\(context)", sourceLocation: sourceLocation)
        #expect(
            container.page(at: container.settledPage)?.identifier == AnyHashable(2 * day), "\(context)",
            sourceLocation: sourceLocation)
        #expect(
            simulator.visiblePages.map(\.identifier) == [AnyHashable(2 * day)], "\(context)",
            sourceLocation: sourceLocation)
    }

    /// A billion days: jump deep, then insert and remove days before and after the current one; each
    /// reload keeps the current day and its loaded neighbours, reading a handful of identifiers.
    @Test func aReloadOfABillionDaysReadsOnlyWhatItFollows() throws {
        let day = 500_000_000
        try container.scrollToPage(day, animated: false)
        simulator.swipe(by: 80, velocity: 1000)
        expectOnDay(day + 1, "after a swipe")
        let made = source.madeIndices.count
        let loadedBefore = container.loadedPageIndices.map { container.page(at: $0)! }

        let edits: [(String, () -> Void)] = [
            ("insert before", { self.source.inserted.insert(2 * 1_000 + 1) }),
            ("remove before", { self.source.removed.formUnion([2 * 7, 2 * 400_000_000]) }),
            ("insert after", { self.source.inserted.insert(2 * (day + 5) + 1) }),
            ("remove after", { self.source.removed.insert(2 * 900_000_000) }),
            ("nothing", {}),
        ]
        for (name, edit) in edits {
            edit()
            let reads = source.identifierReads, lookups = source.lookups
            container.reloadData()
            #expect(source.identifierReads - reads <= 2, "\(name): \(source.identifierReads - reads) identifiers read")
            #expect(source.lookups - lookups <= 8, "\(name): \(source.lookups - lookups) lookups")
            expectOnDay(day + 1, name)
            #expect(simulator.violations.isEmpty)
        }
        #expect(source.madeIndices.count == made, "a reload re-made pages: \(source.madeIndices.suffix(4))")
        for page in loadedBefore { #expect(simulator.isPlaced(page), "\(page) was replaced") }
    }

    /// The current day removed: the item now at its index becomes current, as rule 9 says.
    @Test func removingTheCurrentDayMovesToTheItemNowThere() throws {
        try container.scrollToPage(123_456_789, animated: false)
        let index = container.currentPage
        source.removed.insert(2 * 123_456_789)
        delegate.clearEvents()
        container.reloadData()
        #expect(container.currentPage == index)
        #expect(container.page(at: index)?.identifier == AnyHashable(2 * 123_456_790))
        #expect(delegate.filtered.contains(.didScrollTo(index)))
        #expect(source.identifierReads < 10)
    }

    /// Saved states of removed items are dropped by lookup too, and a lookup answering an index
    /// outside the pages counts as removed.
    @Test func savedStatesFollowTheirItemsByLookup() throws {
        container.configuration.cacheLimit = 0
        let page = try #require(container.page(at: 0))
        page.scrollLine = 42
        try container.scrollToPage(10, animated: false)  // unloads day 0, saving its state
        source.removed.insert(2 * 1)  // another day: day 0's state stays
        container.reloadData()
        try container.scrollToPage(0, animated: false)
        #expect(container.page(at: 0)?.restoredStates == [42])
        #expect(source.identifierReads < 20)
    }
}
