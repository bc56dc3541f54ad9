import Testing

@testable import PagedKit

/// Issue 24, "The docs say what happens": the sentences of the articles about which pages a jump and
/// the cache load, each checked on the machine's effect log.
@MainActor @Suite struct DocumentedSentencesMachineTests {
    static func loads(_ log: [PagingEffect]) -> [Int] {
        log.compactMap {
            if case .load(_, let index, _) = $0 { return index }
            return nil
        }
    }

    /// News Channels: "A jump from channel 0 to channel 9 makes channel 9 when it starts, channel 10
    /// at half-way (when channel 9 becomes the current page) and channel 8 at rest, and nothing in
    /// between."
    @Test func aJumpMakesItsTargetAtTheStartTheFarNeighbourAtHalfWayAndTheNearOneAtRest() {
        let f = MachineFixture(pages: 12)
        #expect(Self.loads(f.send(.jump(9, animated: true))) == [9])
        #expect(Self.loads(f.send(.scroll(40))) == [])
        let halfWay = f.send(.scroll(60))
        #expect(halfWay.contains(.currentPage(9)))
        #expect(Self.loads(halfWay) == [10])
        #expect(Self.loads(f.play(.scroll(100), .endAnimation)) == [8])
        #expect(Set(f.machine.entries.map(\.index)) == [8, 9, 10])
    }

    /// News Channels: "With `cacheLimit: 2`, the two channels the reader left most recently beyond
    /// the current channel's neighbours stay loaded": the cache counts pages beyond the preload
    /// radius.
    @Test func theCacheCountsPagesBeyondThePreloadRadius() {
        let f = MachineFixture(pages: 12, configuration: PagingConfiguration(preloadRadius: 1, cacheLimit: 2))
        for page in [3, 6, 9] { _ = f.send(.jump(page, animated: false)) }
        // The window 8…10, plus two of the pages left behind (which two is the least-recently-used
        // order's business, tested with rule 4): five in all, not two.
        let loaded = Set(f.machine.entries.map(\.index))
        #expect(loaded.isSuperset(of: [8, 9, 10]))
        #expect(loaded.count == 3 + 2, "the radius's three pages and two cached: \(loaded.sorted())")
    }
}
