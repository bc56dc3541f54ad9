import PagedKit

/// A data source double: serves ``TestPage``s for an array of identifiers and records what it was asked.
@MainActor final class TestDataSource: PageDataSource {
    typealias Page = TestPage

    /// The items' identifiers; the page count is their count unless ``countOverride`` is set.
    var identifiers: [AnyHashable]
    /// A page count to report instead of `identifiers.count` (a negative count, say).
    var countOverride: Int?
    /// Whether made pages are kept in ``madePages`` (which keeps them alive, so identities stay
    /// unique for the whole test). Turn off to watch pages being released.
    var keepsMadePages = true

    /// Every index a page was made for, in order.
    private(set) var madeIndices: [Int] = []
    /// Every page made, in order, while ``keepsMadePages``.
    private(set) var madePages: [TestPage] = []
    /// How many pages were made in total.
    private(set) var madeCount = 0
    /// How many times the page count was read.
    private(set) var countReads = 0
    /// How many times an identifier was read.
    private(set) var identifierReads = 0
    /// Indices outside the identifiers that were asked for (a container bug).
    private(set) var outOfRangeRequests: [Int] = []

    /// Called inside `numberOfPages(in:)`, before it returns: for re-entrancy tests.
    var onNumberOfPages: ((PagedContainer<TestPage>) -> Void)?
    /// Called inside `container(_:pageAt:)` after the page is made, before it is returned.
    var onPageAt: ((PagedContainer<TestPage>, Int) -> Void)?

    /// Serves `count` items with identifiers `"item0"`, `"item1"`, …
    init(count: Int) {
        identifiers = (0..<max(count, 0)).map { AnyHashable("item\($0)") }
    }

    /// Serves one item per identifier.
    init(identifiers: [AnyHashable]) {
        self.identifiers = identifiers
    }

    /// The pages made for `index`, in order (only while ``keepsMadePages``).
    func pagesMade(at index: Int) -> [TestPage] {
        madePages.filter { $0.index == index }
    }

    func numberOfPages(in container: PagedContainer<TestPage>) -> Int {
        countReads += 1
        onNumberOfPages?(container)
        return countOverride ?? identifiers.count
    }

    func container(_ container: PagedContainer<TestPage>, pageAt index: Int) -> TestPage {
        madeIndices.append(index)
        if !identifiers.indices.contains(index) { outOfRangeRequests.append(index) }
        let page = TestPage(index: index, identifier: identifier(at: index), serial: madeCount)
        madeCount += 1
        if keepsMadePages { madePages.append(page) }
        onPageAt?(container, index)
        return page
    }

    func container(_ container: PagedContainer<TestPage>, identifierForPageAt index: Int) -> AnyHashable {
        identifierReads += 1
        if !identifiers.indices.contains(index) { outOfRangeRequests.append(index) }
        return identifier(at: index)
    }

    private func identifier(at index: Int) -> AnyHashable {
        identifiers.indices.contains(index) ? identifiers[index] : AnyHashable("out-of-range-\(index)")
    }
}
