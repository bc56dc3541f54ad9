import Testing

@testable import PagedKit

/// Issue 24, "Near the end": `approachedEnd(page)` when the settled page comes within
/// `endApproachDistance` of the last page, once per approach, at rests only.
@MainActor @Suite struct EndApproachMachineTests {
    static func fixture(pages: Int = 8, distance: Int? = 2, looping: Bool = false) -> MachineFixture {
        MachineFixture(
            pages: pages, configuration: PagingConfiguration(isLooping: looping, endApproachDistance: distance))
    }

    static func approaches(_ log: [PagingEffect]) -> [Int] {
        log.compactMap {
            if case .approachedEnd(let page) = $0 { return page }
            return nil
        }
    }

    @Test func aJumpIntoTheRangeReportsOnceAfterTheChangeAndBeforeIdle() throws {
        let f = Self.fixture()
        #expect(Self.approaches(f.send(.jump(4, animated: false))) == [], "three pages from the last")
        var log = f.send(.jump(5, animated: true))
        log += f.play(.scroll(430), .scroll(460))
        #expect(Self.approaches(log) == [], "not on a tick")
        log = f.play(.scroll(500), .endAnimation)
        #expect(Self.approaches(log) == [5])
        let didScroll = try #require(log.firstIndex(of: .didScrollToPage(5)))
        let approach = try #require(log.firstIndex(of: .approachedEnd(5)))
        let idle = try #require(log.firstIndex(of: .scrollState(.idle)))
        #expect(didScroll < approach && approach < idle)
        // Further in, the same approach: nothing more.
        #expect(Self.approaches(f.send(.jump(7, animated: false))) == [])
        #expect(Self.approaches(f.send(.jump(6, animated: false))) == [])
    }

    @Test func leavingTheRangeAndComingBackIsANewApproach() {
        let f = Self.fixture()
        #expect(Self.approaches(f.send(.jump(6, animated: false))) == [6])
        #expect(Self.approaches(f.send(.jump(2, animated: false))) == [])
        #expect(Self.approaches(f.send(.jump(7, animated: false))) == [7])
    }

    /// The app appends pages while the user is near the end: a new count is a new approach if the
    /// settled page is still near it, and none if the new pages moved the end away.
    @Test func appendedPagesReportAgainOnlyIfTheEndIsStillNear() {
        let f = Self.fixture()
        _ = f.send(.jump(6, animated: false))
        f.identifiers = MachineFixture.items(9)
        #expect(Self.approaches(f.reload()) == [6], "two from the new last page, 8")
        f.identifiers = MachineFixture.items(20)
        #expect(Self.approaches(f.reload()) == [], "far from the new end")
        #expect(Self.approaches(f.send(.jump(18, animated: false))) == [18])
    }

    @Test func aFirstLoadNearTheEndReportsAndLoopingAndNilNeverDo() {
        let short = MachineFixture(pages: 0, configuration: PagingConfiguration(endApproachDistance: 3))
        #expect(Self.approaches(short.reload(count: 2)) == [0])

        let looping = Self.fixture(looping: true)
        for page in [5, 6, 7, 0] {
            #expect(Self.approaches(looping.send(.jump(page, animated: false))) == [])
        }
        let off = Self.fixture(distance: nil)
        #expect(Self.approaches(off.send(.jump(7, animated: false))) == [])
    }

    @Test func aNegativeDistanceMeansTheLastPageAndSettingItAtRestReportsAtOnce() {
        let f = Self.fixture(distance: -4)
        #expect(Self.approaches(f.send(.jump(6, animated: false))) == [])
        #expect(Self.approaches(f.send(.jump(7, animated: false))) == [7])

        let g = Self.fixture(distance: nil)
        _ = g.send(.jump(6, animated: false))
        #expect(Self.approaches(g.configure { $0.endApproachDistance = 1 }) == [6])
    }

    /// A drag through the range reports at its rest, not while the finger is down.
    @Test func aSwipeIntoTheRangeReportsAtItsRest() {
        let f = Self.fixture(pages: 3, distance: 1)
        var log = f.drag(through: 30, 60)
        log += f.release(velocity: 300).effects
        #expect(Self.approaches(log) == [])
        log = f.play(.endDragging(willDecelerate: true), .scroll(100), .endDecelerating)
        #expect(Self.approaches(log) == [1])
    }
}
