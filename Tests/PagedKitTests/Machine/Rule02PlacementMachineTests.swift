import Testing

@testable import PagedKit

/// Rule 2 at the machine: page `i` at `i × length` (`(n − 1 − i) × length` right-to-left), exact
/// resting offsets with no drift, and looping content of constant length re-centred by whole pages
/// at rest.
@MainActor @Suite struct Rule02PlacementMachineTests {
    @Test func rightToLeftMirrorsThePlacement() {
        let f = MachineFixture(configuration: PagingConfiguration(direction: .rightToLeft), load: false)
        let log = f.reload(count: 10)
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

    @Test func page7Of320PointsRestsAt2240() {
        let f = MachineFixture(viewport: 320)
        let log = f.send(.jump(7, animated: false))
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

    @Test func fractionalLengthsRestExactly() {
        let f = MachineFixture(pages: 3, viewport: 324.4)
        let log = f.send(.jump(2, animated: false))
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

    /// The looping content is 64 pages (the machine's choice, within the contract's 64), page 0
    /// resting in its middle slot, 32. A slow release one page back, on page 9, re-centres at rest:
    /// pages and offset move forward one whole page in one step; the length stays.
    @Test func loopingContentIsConstantAndReCentredByWholePagesAtRest() {
        let f = MachineFixture(configuration: PagingConfiguration(isLooping: true), load: false)
        var log = f.reload(count: 10)
        #expect(
            log == [
                .setContentLength(6400),
                .load(instance: 1, index: 0, origin: 3200),
                .load(instance: 2, index: 1, origin: 3300),
                .load(instance: 3, index: 9, origin: 3100),
                .setContentOffset(3200, animated: false),
                .appearance(instance: 1, index: 0, .willAppear, animated: false),
                .appearance(instance: 1, index: 0, .didAppear, animated: false),
            ])

        log = f.drag(through: 3100)
        #expect(
            log == [
                .scrollState(.dragging),
                .unload(instance: 2, index: 1),
                .load(instance: 4, index: 8, origin: 3000),
                .appearance(instance: 1, index: 0, .willDisappear, animated: true),
                .appearance(instance: 1, index: 0, .didDisappear, animated: true),
                .appearance(instance: 3, index: 9, .willAppear, animated: true),
                .currentPage(9),
                .position(9),
            ])
        let release = f.release(velocity: 0)
        #expect(release.target == 3100)
        #expect(release.effects == [.willScrollToPage(9)])

        log = f.send(.endDragging(willDecelerate: false))
        #expect(
            log == [
                .place(instance: 1, origin: 3300),
                .place(instance: 3, origin: 3200),
                .place(instance: 4, origin: 3100),
                .setContentOffset(3200, animated: false),
                .appearance(instance: 3, index: 9, .didAppear, animated: true),
                .didScrollToPage(9),
                .scrollState(.idle),
            ])
    }

    /// A new viewport length (a rotation) keeps the page: pages re-placed, the offset scaled.
    @Test func aNewViewportLengthKeepsThePage() {
        let f = MachineFixture()
        _ = f.send(.jump(3, animated: false))  // 3, 4, 2 are instances 3, 4, 5
        let log = f.send(.viewport(200))
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
