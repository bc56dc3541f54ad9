import PagedKit
import PagedKitTesting
import Testing

/// The window's caps are part of the contract (rule 4, "Additions"): each is at least 16, and a
/// larger `preloadRadius` or `cacheLimit` acts as the cap.
@Suite @MainActor struct WindowCapsTests {
    @Test func everyCapIsAtLeastSixteen() {
        #expect(PagingConfiguration.maximumPreloadRadius >= 16)
        #expect(PagingConfiguration.maximumLoopingRadius >= 16)
        #expect(PagingConfiguration.maximumCacheLimit >= 16)
    }

    /// A looping radius above `maximumLoopingRadius` loads exactly `2 × cap + 1` pages, also after a
    /// far jump, and never more.
    @Test func aLoopingRadiusAboveTheCapActsAsTheCap() throws {
        let cap = PagingConfiguration.maximumLoopingRadius
        let harness = Harness(
            configuration: PagingConfiguration(preloadRadius: 1_000_000, isLooping: true), pageCount: 10_000)
        let expected = Set((-cap...cap).map { ($0 + 10_000) % 10_000 })
        #expect(harness.container.loadedPageIndices == expected)
        try harness.container.scrollToPage(5_000, animated: true)
        harness.simulator.runAnimation()
        #expect(harness.container.loadedPageIndices == Set((5_000 - cap)...(5_000 + cap)))
        harness.expectInvariants()
    }

    /// A cache limit above `maximumCacheLimit` keeps exactly the cap's worth of the most recently
    /// left pages, however many were visited.
    @Test func aCacheLimitAboveTheCapActsAsTheCap() throws {
        let cap = PagingConfiguration.maximumCacheLimit
        let harness = Harness(
            configuration: PagingConfiguration(preloadRadius: 0, cacheLimit: .max), pageCount: 1_000_000)
        let visited = (1...(cap + 40)).map { $0 * 1_000 }
        for page in visited { try harness.container.scrollToPage(page, animated: false) }
        let cached = harness.container.loadedPageIndices.subtracting([visited.last!])
        #expect(cached.count == cap)
        #expect(cached == Set(visited.dropLast().suffix(cap)), "the most recently left pages")
        #expect(!cached.contains(0), "page 0, left first, went first")
        harness.expectInvariants()
    }
}
