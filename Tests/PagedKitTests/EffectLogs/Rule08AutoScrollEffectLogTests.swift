import PagedKitTesting
import Testing

@testable import PagedKit

/// Rule 8: an animated move to the next page every `interval` from the last rest, never during a
/// move; a move the host drops is ended after one second with no report (clarifications); a drag
/// cancels the pending move and the next comes `resumeDelay` after its rest.
@MainActor @Suite struct Rule08AutoScrollEffectLogTests {
    private static let banner = PagingConfiguration(
        autoScroll: AutoScroll(interval: .seconds(2), resumeDelay: .seconds(5)))

    @Test func aMoveComesEveryIntervalAndRestsOnItsArrivalTick() {
        let f = EffectLogFixture(pages: 3, configuration: Self.banner)
        var log = f.record { f.scheduler.advance(by: .milliseconds(1999)) }
        #expect(log == [])

        log = f.record { f.scheduler.advance(by: .milliseconds(1)) }
        #expect(log == [.willScrollToPage(1), .scrollState(.settling), .setContentOffset(100, animated: true)])

        log = f.record { f.container.didScroll(toOffset: 50) }
        #expect(
            log == [
                .load(instance: 3, index: 2, origin: 200),
                .appearance(instance: 1, index: 0, .willDisappear, animated: true),
                .appearance(instance: 2, index: 1, .willAppear, animated: true),
                .currentPage(1),
                .position(0.5),
            ])

        log = f.record { f.container.didScroll(toOffset: 100) }
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .didDisappear, animated: true),
                .position(1),
                .appearance(instance: 2, index: 1, .didAppear, animated: true),
                .didScrollToPage(1),
                .scrollState(.idle),
            ])

        // The next move is timed from that rest; after the last page it rewinds to page 0.
        f.scheduler.advance(by: .seconds(2))
        f.container.didScroll(toOffset: 200)
        // Rewinding is a jump (rule 5): page 0 is spliced before page 2, the content shortened to
        // those two pages with the offset moved along, and the host animates one page back.
        log = f.record { f.scheduler.advance(by: .seconds(2)) }
        #expect(
            log == [
                .willScrollToPage(0),
                .unload(instance: 2, index: 1),
                .place(instance: 3, origin: 100),
                .load(instance: 4, index: 0, origin: 0),
                .setContentOffset(100, animated: false),
                .setContentLength(200),
                .scrollState(.settling),
                .setContentOffset(0, animated: true),
            ])
    }

    @Test func aMoveTheHostDropsIsEndedAfterOneSecondWithoutAReport() {
        let f = EffectLogFixture(pages: 3, configuration: Self.banner)
        f.scheduler.advance(by: .seconds(2))
        f.container.didScroll(toOffset: 30)

        // A tick within the second keeps the move alive for another second.
        var log = f.record { f.scheduler.advance(by: .seconds(1)) }
        #expect(log == [])

        // A second without a report: the host dropped the move. The container rests where the host
        // is (nearest page 0), moving it there and ending its animation.
        log = f.record { f.scheduler.advance(by: .seconds(1)) }
        #expect(
            log == [
                .position(0),
                .setContentOffset(0, animated: false),
                .setContentOffset(0, animated: false),
                .appearance(instance: 2, index: 1, .willDisappear, animated: false),
                .appearance(instance: 2, index: 1, .didDisappear, animated: false),
                .appearance(instance: 1, index: 0, .willAppear, animated: false),
                .appearance(instance: 1, index: 0, .didAppear, animated: false),
                .scrollState(.idle),
            ])

        // The next move comes an interval after that rest.
        log = f.record { f.scheduler.advance(by: .seconds(2)) }
        #expect(log == [.willScrollToPage(1), .scrollState(.settling), .setContentOffset(100, animated: true)])
    }

    @Test func aDragCancelsThePendingMoveAndTheNextComesResumeDelayAfterItsRest() {
        let f = EffectLogFixture(pages: 3, configuration: Self.banner)
        f.scheduler.advance(by: .seconds(1))
        f.drag(through: 10)
        var log = f.record { f.scheduler.advance(by: .seconds(10)) }
        #expect(log == [])

        _ = f.container.willEndDragging(velocity: 0)
        f.container.didEndDragging(willDecelerate: true)
        f.container.didScroll(toOffset: 0)
        f.container.didEndDecelerating()
        log = f.record { f.scheduler.advance(by: .milliseconds(4999)) }
        #expect(log == [])
        log = f.record { f.scheduler.advance(by: .milliseconds(1)) }
        #expect(log == [.willScrollToPage(1), .scrollState(.settling), .setContentOffset(100, animated: true)])
    }

    /// Issue 21's third class: a host animation (300 ms) longer than the interval (100 ms). No move
    /// comes during the animation; the next comes one interval after each rest.
    @Test func aBannerWhoseMovesOutlastTheIntervalAdvancesAfterEveryRest() {
        let f = EffectLogFixture(
            pages: 3, configuration: PagingConfiguration(autoScroll: AutoScroll(interval: .milliseconds(100))))
        var log = f.record { f.scheduler.advance(by: .milliseconds(100)) }
        #expect(log == [.willScrollToPage(1), .scrollState(.settling), .setContentOffset(100, animated: true)])

        f.container.didScroll(toOffset: 30)
        log = f.record { f.scheduler.advance(by: .milliseconds(150)) }
        #expect(log == [])
        f.container.didScroll(toOffset: 70)
        f.scheduler.advance(by: .milliseconds(150))
        f.container.didScroll(toOffset: 100)  // the rest, at 400 ms
        log = f.record { f.container.didEndScrollingAnimation() }
        #expect(log == [])

        log = f.record { f.scheduler.advance(by: .milliseconds(99)) }
        #expect(log == [])
        log = f.record { f.scheduler.advance(by: .milliseconds(1)) }
        #expect(log == [.willScrollToPage(2), .scrollState(.settling), .setContentOffset(200, animated: true)])
    }

    @Test func showingTheBannerRestartsTheInterval() {
        let f = EffectLogFixture(pages: 3, configuration: Self.banner)
        f.scheduler.advance(by: .milliseconds(1500))
        f.container.isVisible = false
        f.container.isVisible = true
        var log = f.record { f.scheduler.advance(by: .milliseconds(1999)) }
        #expect(log == [])
        log = f.record { f.scheduler.advance(by: .milliseconds(1)) }
        #expect(log == [.willScrollToPage(1), .scrollState(.settling), .setContentOffset(100, animated: true)])
    }

    /// A loop wraps forward one page: from the last page, page 0 comes in ahead, not behind.
    @Test func aLoopingBannerWrapsForwardOnePage() throws {
        let configuration = PagingConfiguration(isLooping: true, autoScroll: AutoScroll(interval: .seconds(2)))
        let f = EffectLogFixture(pages: 3, configuration: configuration)
        try f.container.scrollToPage(2, animated: false)
        let home = try #require(f.offset)  // where the loop rests: the container's choice
        let log = f.record { f.scheduler.advance(by: .seconds(2)) }
        #expect(
            log == [.willScrollToPage(0), .scrollState(.settling), .setContentOffset(home + 100, animated: true)])
    }

    @Test func aHiddenBannerSchedulesNothing() {
        let f = EffectLogFixture(pages: 3, configuration: Self.banner)
        f.container.isVisible = false
        let log = f.record { f.scheduler.advance(by: .seconds(60)) }
        #expect(log == [])
        #expect(f.scheduler.pendingCount == 0)
    }

    @Test func aSinglePageBannerSchedulesNothing() {
        let f = EffectLogFixture(pages: 1, configuration: Self.banner)
        let log = f.record { f.scheduler.advance(by: .seconds(60)) }
        #expect(log == [])
        #expect(f.scheduler.pendingCount == 0)
    }

    /// Shown again during a drag, the banner times its next move from the drag's rest
    /// (`resumeDelay`), not from being shown (clarifications, "When a move rests").
    @Test func showingDuringADragTimesTheNextMoveFromItsRest() {
        let f = EffectLogFixture(pages: 3, configuration: Self.banner)
        f.drag(through: 10)
        f.container.isVisible = false
        f.container.isVisible = true
        f.scheduler.advance(by: .seconds(3))
        _ = f.container.willEndDragging(velocity: 0)
        f.container.didEndDragging(willDecelerate: true)
        f.container.didScroll(toOffset: 0)
        f.container.didEndDecelerating()
        var log = f.record { f.scheduler.advance(by: .milliseconds(4999)) }
        #expect(log == [])
        log = f.record { f.scheduler.advance(by: .milliseconds(1)) }
        #expect(log == [.willScrollToPage(1), .scrollState(.settling), .setContentOffset(100, animated: true)])
    }

    /// Issue 21's third class, second half: a user's jump on a banner whose interval (100 ms) is
    /// shorter than the host's animation lands; no auto-scroll move comes while it runs.
    @Test func aUsersJumpOnAFastBannerLands() throws {
        let configuration = PagingConfiguration(autoScroll: AutoScroll(interval: .milliseconds(100)))
        let f = EffectLogFixture(pages: 3, configuration: configuration)
        f.scheduler.advance(by: .milliseconds(50))
        var log = try f.record { try f.container.scrollToPage(2, animated: true) }
        #expect(
            log == [
                .willScrollToPage(2),
                .unload(instance: 2, index: 1),
                .place(instance: 1, origin: 0),
                .load(instance: 3, index: 2, origin: 100),
                .setContentLength(200),
                .scrollState(.settling),
                .setContentOffset(100, animated: true),
            ])

        f.container.didScroll(toOffset: 40)
        log = f.record { f.scheduler.advance(by: .milliseconds(250)) }
        #expect(log == [])
        log = f.record { f.container.didScroll(toOffset: 100) }
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .didDisappear, animated: true),
                .currentPage(2),
                .position(2),
                .setContentLength(300),
                .unload(instance: 1, index: 0),
                .place(instance: 3, origin: 200),
                .load(instance: 4, index: 1, origin: 100),
                .setContentOffset(200, animated: false),
                .appearance(instance: 3, index: 2, .didAppear, animated: true),
                .didScrollToPage(2),
                .scrollState(.idle),
            ])
    }
}
