import Testing

@testable import PagedKit

/// Rule 1 at the machine: nothing happens before both the data and the viewport; once both are
/// known, in either order, the content length, the window, the offset of page 0, then the current
/// page's appearance, with no page-change report.
@MainActor @Suite struct Rule01StartMachineTests {
    private static let start: [PagingEffect] = [
        .setContentLength(1000),
        .load(instance: 1, index: 0, origin: 0),
        .load(instance: 2, index: 1, origin: 100),
        .setContentOffset(0, animated: false),
        .appearance(instance: 1, index: 0, .willAppear, animated: false),
        .appearance(instance: 1, index: 0, .didAppear, animated: false),
    ]

    @Test func theViewportThenTheData() {
        let f = MachineFixture(viewport: nil, load: false)
        var log = f.send(.viewport(100))
        #expect(log == [])
        // Before the data a jump, a tick and a release have nothing to act on.
        log = f.play(.jump(0, animated: false), .scroll(50), .endDrag(velocity: 500), .endAnimation, .timerTick)
        #expect(log == [])

        log = f.reload(count: 10)
        #expect(log == Self.start)
        #expect(f.made == ["item0", "item1"])
    }

    @Test func theDataThenTheViewport() {
        let f = MachineFixture(viewport: nil, load: false)
        var log = f.reload(count: 10)
        #expect(log == [])
        log = f.play(.scroll(50), .memoryPressure(.critical), .endDecelerating)
        #expect(log == [])

        log = f.send(.viewport(100))
        #expect(log == Self.start)
    }

    /// Opening an app on channel 5: a jump before the viewport sets the current page at once, and
    /// placement follows the length.
    @Test func aJumpBeforeTheViewportSetsTheCurrentPage() {
        let f = MachineFixture(viewport: nil)
        var log = f.send(.jump(5, animated: true))
        #expect(log == [.willScrollToPage(5), .currentPage(5), .position(5), .didScrollToPage(5)])

        log = f.send(.viewport(100))
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

    @Test func aHiddenMachineStartsWithoutAppearance() {
        let f = MachineFixture(load: false)
        #expect(f.setVisible(false) == [])
        let log = f.reload(count: 10)
        #expect(
            log == [
                .setContentLength(1000),
                .load(instance: 1, index: 0, origin: 0),
                .load(instance: 2, index: 1, origin: 100),
                .setContentOffset(0, animated: false),
            ])
    }
}
