import Testing

@testable import PagedKit

/// Rule 1: nothing before `reloadData()`; after the data and the viewport, in either order, the
/// content length, the window, the offset of page 0, then the current page's appearance.
@MainActor @Suite struct Rule01StartEffectLogTests {
    @Test func nothingHappensBeforeReloadThenTheWindowIsLaidOut() {
        let f = EffectLogFixture(reload: false)
        var log = f.record { f.container.setViewportLength(100) }
        #expect(log == [])
        log = f.record {
            #expect(throws: PagingError.pageOutOfRange(index: 0, pageCount: 0)) {
                try f.container.scrollToPage(0, animated: false)
            }
        }
        #expect(log == [])

        log = f.record { f.container.reloadData() }
        #expect(
            log == [
                .setContentLength(1000),
                .load(instance: 1, index: 0, origin: 0),
                .load(instance: 2, index: 1, origin: 100),
                .setContentOffset(0, animated: false),
                .appearance(instance: 1, index: 0, .willAppear, animated: false),
                .appearance(instance: 1, index: 0, .didAppear, animated: false),
            ])
    }

    @Test func reloadBeforeTheViewportWaitsForTheLength() {
        let f = EffectLogFixture(viewport: nil, reload: false)
        var log = f.record { f.container.reloadData() }
        #expect(log == [])

        log = f.record { f.container.setViewportLength(100) }
        #expect(
            log == [
                .setContentLength(1000),
                .load(instance: 1, index: 0, origin: 0),
                .load(instance: 2, index: 1, origin: 100),
                .setContentOffset(0, animated: false),
                .appearance(instance: 1, index: 0, .willAppear, animated: false),
                .appearance(instance: 1, index: 0, .didAppear, animated: false),
            ])
    }

    @Test func aJumpBeforeTheViewportSetsTheCurrentPageAndPlacementFollows() throws {
        let f = EffectLogFixture(viewport: nil)
        var log = try f.record { try f.container.scrollToPage(5, animated: false) }
        #expect(log == [.willScrollToPage(5), .currentPage(5), .position(5), .didScrollToPage(5)])

        log = f.record { f.container.setViewportLength(100) }
        #expect(
            log == [
                .setContentLength(1000),
                .load(instance: 1, index: 5, origin: 500),
                .load(instance: 2, index: 6, origin: 600),
                .load(instance: 3, index: 4, origin: 400),
                .setContentOffset(500, animated: false),
                .appearance(instance: 1, index: 5, .willAppear, animated: false),
                .appearance(instance: 1, index: 5, .didAppear, animated: false),
            ])
    }

    @Test func aHiddenContainerStartsWithNoAppearance() {
        let f = EffectLogFixture(reload: false)
        f.container.isVisible = false
        let log = f.record { f.container.reloadData() }
        #expect(
            log == [
                .setContentLength(1000),
                .load(instance: 1, index: 0, origin: 0),
                .load(instance: 2, index: 1, origin: 100),
                .setContentOffset(0, animated: false),
            ])
    }

    @Test func anAnimatedJumpBeforeTheViewportAlsoSetsTheCurrentPage() throws {
        let f = EffectLogFixture(viewport: nil)
        let log = try f.record { try f.container.scrollToPage(5, animated: true) }
        #expect(log == [.willScrollToPage(5), .currentPage(5), .position(5), .didScrollToPage(5)])
    }

    /// A reload before the viewport follows the item a jump made current (rule 9).
    @Test func aReloadBeforeTheViewportFollowsTheJumpedToItem() throws {
        let f = EffectLogFixture(viewport: nil)
        try f.container.scrollToPage(5, animated: false)
        f.source.identifiers.insert("new", at: 0)
        var log = f.record { f.container.reloadData() }
        #expect(log == [.currentPage(6), .position(6)])

        log = f.record { f.container.setViewportLength(100) }
        #expect(
            log == [
                .setContentLength(1100),
                .load(instance: 1, index: 6, origin: 600),
                .load(instance: 2, index: 7, origin: 700),
                .load(instance: 3, index: 5, origin: 500),
                .setContentOffset(600, animated: false),
                .appearance(instance: 1, index: 6, .willAppear, animated: false),
                .appearance(instance: 1, index: 6, .didAppear, animated: false),
            ])
    }
}
