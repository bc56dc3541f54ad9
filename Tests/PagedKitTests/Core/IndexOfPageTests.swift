import PagedKit
import PagedKitTesting
import Testing

/// `PagedContainer.index(of:)`: the index whose `page(at:)` is a page the host holds (what a page's
/// list reports with, rule 16), after reloads move it, nil once it is unloaded or for a second
/// instance `page(at:)` does not return (rule 12).
@MainActor @Suite struct IndexOfPageTests {
    @Test func eachLoadedPageIsFoundAtItsIndexAndFollowsAReload() throws {
        let h = Harness(pageCount: 5)
        let page1 = try #require(h.container.page(at: 1))
        #expect(h.container.index(of: page1) == 1)
        #expect(h.container.index(of: try #require(h.container.page(at: 0))) == 0)
        // An item inserted before it moves it to index 2; the same instance is found there.
        h.dataSource.identifiers.insert("new", at: 0)
        h.container.reloadData()
        #expect(h.container.page(at: 2) === page1)
        #expect(h.container.index(of: page1) == 2)
    }

    @Test func anUnloadedPageHasNoIndex() throws {
        let h = Harness(pageCount: 8)
        let first = try #require(h.container.page(at: 0))
        try h.container.scrollToPage(6, animated: false)
        #expect(h.container.page(at: 0) == nil)
        #expect(h.container.index(of: first) == nil)
    }

    /// Two cards of 60 %: card 1 shows on both sides of card 0. `page(at: 1)` is the forward
    /// instance; the other has no index of its own.
    @Test func aSecondInstanceHasNoIndexAndTheOneThatPageAtReturnsHas() throws {
        let h = Harness(
            configuration: PagingConfiguration(preloadRadius: 0, isLooping: true, pageSize: .fraction(0.6)),
            pageCount: 2, viewportLength: 400)
        let instances = h.simulator.placedPagesByOffset.map(\.page).filter { $0.index == 1 }
        #expect(instances.count == 2)
        let shown = try #require(h.container.page(at: 1))
        for instance in instances {
            #expect(h.container.index(of: instance) == (instance === shown ? 1 : nil))
        }
    }
}
