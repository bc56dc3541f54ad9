import Testing

@testable import PagedKit

/// Rule 2: page `i` at `i × length` (mirrored right-to-left), exact resting offsets, and looping
/// content of constant length re-centred by whole pages at rest.
@MainActor @Suite struct Rule02PlacementEffectLogTests {
    @Test func rightToLeftMirrorsThePlacement() {
        let f = EffectLogFixture(configuration: PagingConfiguration(direction: .rightToLeft), reload: false)
        let log = f.record { f.container.reloadData() }
        #expect(
            log == [
                .setContentLength(1000),
                .load(instance: 1, index: 0, origin: 900),
                .load(instance: 2, index: 1, origin: 800),
                .setContentOffset(900, animated: false),
                .appearance(instance: 1, index: 0, .willAppear, animated: false),
                .appearance(instance: 1, index: 0, .didAppear, animated: false),
            ])
    }

    @Test func page7Of320PointsRestsAt2240() throws {
        let f = EffectLogFixture(viewport: 320)
        let log = try f.record { try f.container.scrollToPage(7, animated: false) }
        #expect(
            log == [
                .willScrollToPage(7),
                .unload(instance: 2, index: 1),
                .appearance(instance: 1, index: 0, .willDisappear, animated: false),
                .appearance(instance: 1, index: 0, .didDisappear, animated: false),
                .unload(instance: 1, index: 0),
                .load(instance: 3, index: 7, origin: 2240),
                .load(instance: 4, index: 8, origin: 2560),
                .load(instance: 5, index: 6, origin: 1920),
                .currentPage(7),
                .position(7),
                .setContentOffset(2240, animated: false),
                .appearance(instance: 3, index: 7, .willAppear, animated: false),
                .appearance(instance: 3, index: 7, .didAppear, animated: false),
                .didScrollToPage(7),
            ])
    }

    @Test func fractionalLengthsRestExactly() throws {
        let f = EffectLogFixture(pages: 3, viewport: 324.4)
        let log = try f.record { try f.container.scrollToPage(2, animated: false) }
        let resting = 2 * 324.4  // Double(slot) × length, never a sum
        #expect(
            log == [
                .willScrollToPage(2),
                .appearance(instance: 1, index: 0, .willDisappear, animated: false),
                .appearance(instance: 1, index: 0, .didDisappear, animated: false),
                .unload(instance: 1, index: 0),
                .load(instance: 3, index: 2, origin: resting),
                .currentPage(2),
                .position(2),
                .setContentOffset(resting, animated: false),
                .appearance(instance: 3, index: 2, .willAppear, animated: false),
                .appearance(instance: 3, index: 2, .didAppear, animated: false),
                .didScrollToPage(2),
            ])
    }

    /// The content's length is the container's choice (a constant of at most 64 pages); the test
    /// reads it, and where page 0 rests in it, from the start's log.
    @Test func loopingContentIsConstantAndReCentredByWholePagesAtRest() throws {
        let f = EffectLogFixture(configuration: PagingConfiguration(isLooping: true), reload: false)
        var log = f.record { f.container.reloadData() }
        guard case .setContentLength(let length) = log.first, case .load(_, _, let home) = log.dropFirst().first
        else {
            Issue.record("the start's log does not begin with the content length and a load: \(log)")
            return
        }
        #expect(length <= 64 * 100)
        #expect(
            log == [
                .setContentLength(length),
                .load(instance: 1, index: 0, origin: home),
                .load(instance: 2, index: 1, origin: home + 100),
                .load(instance: 3, index: 9, origin: home - 100),
                .setContentOffset(home, animated: false),
                .appearance(instance: 1, index: 0, .willAppear, animated: false),
                .appearance(instance: 1, index: 0, .didAppear, animated: false),
            ])

        // Dragged back a page from 0, released slowly at page 9: at rest the content moves forward
        // by one whole page, pages and offset in one step; no length change.
        f.drag(through: home - 100)
        _ = f.container.willEndDragging(velocity: 0)
        log = f.record { f.container.didEndDragging(willDecelerate: false) }
        #expect(
            log == [
                .place(instance: 1, origin: home + 100),
                .place(instance: 3, origin: home),
                .place(instance: 4, origin: home - 100),
                .setContentOffset(home, animated: false),
                .appearance(instance: 3, index: 9, .didAppear, animated: true),
                .didScrollToPage(9),
                .scrollState(.idle),
            ])
    }

    /// A new viewport length (a rotation) keeps the page: pages re-placed, the offset scaled.
    @Test func aNewViewportLengthKeepsThePage() throws {
        let f = EffectLogFixture()
        try f.container.scrollToPage(3, animated: false)  // 3, 4, 2 are instances 3, 4, 5
        let log = f.record { f.container.setViewportLength(200) }
        #expect(
            log == [
                .setContentLength(2000),
                .place(instance: 3, origin: 600),
                .place(instance: 4, origin: 800),
                .place(instance: 5, origin: 400),
                .setContentOffset(600, animated: false),
            ])
    }
}
