import Testing

@testable import PagedKit

/// Rule 9: a reload keeps the current item (its index may change: `didChangeCurrentPage`, the
/// offset moved to match); surviving pages keep their instances and are re-placed; removed ones
/// are unloaded; count 0 unloads everything.
@MainActor @Suite struct Rule09ReloadEffectLogTests {
    /// Resting on "p2" (index 2): "p1", "p2", "p3" loaded as instances 2, 3, 4.
    private func restingOnP2() throws -> EffectLogFixture {
        let f = EffectLogFixture()
        try f.container.scrollToPage(2, animated: false)
        return f
    }

    @Test func anInsertBeforeTheCurrentItemKeepsItAndItsInstances() throws {
        let f = try restingOnP2()
        f.source.identifiers.insert("new", at: 0)
        let log = f.record { f.container.reloadData() }
        #expect(
            log == [
                .setContentLength(1100),
                .place(instance: 3, origin: 300),
                .place(instance: 4, origin: 400),
                .place(instance: 2, origin: 200),
                .currentPage(3),
                .position(3),
                .setContentOffset(300, animated: false),
            ])
        #expect(f.container.settledPage == 3)
    }

    @Test func removingTheCurrentItemMakesTheItemAtItsIndexCurrent() throws {
        let f = try restingOnP2()
        f.source.identifiers.remove(at: 2)
        let log = f.record { f.container.reloadData() }
        #expect(
            log == [
                .appearance(instance: 3, index: 2, .willDisappear, animated: false),
                .appearance(instance: 3, index: 2, .didDisappear, animated: false),
                .unload(instance: 3, index: 2),
                .place(instance: 4, origin: 200),
                .load(instance: 5, index: 3, origin: 300),
                .place(instance: 2, origin: 100),
                .currentPage(2),
                .setContentLength(900),
                .appearance(instance: 4, index: 2, .willAppear, animated: false),
                .appearance(instance: 4, index: 2, .didAppear, animated: false),
                .willScrollToPage(2),
                .didScrollToPage(2),
            ])
    }

    @Test func aReloadDuringAnAnimatedJumpEndsItAtOnceOnTheCurrentItem() throws {
        let f = EffectLogFixture(pages: 20)
        try f.container.scrollToPage(9, animated: true)
        f.container.didScroll(toOffset: 60)  // current page 9
        let log = f.record { f.container.reloadData() }
        #expect(
            log == [
                .setContentLength(2000),
                .appearance(instance: 1, index: 0, .didDisappear, animated: false),
                .unload(instance: 1, index: 0),
                .place(instance: 3, origin: 900),
                .place(instance: 4, origin: 1000),
                .load(instance: 5, index: 8, origin: 800),
                .position(9),
                .setContentOffset(900, animated: false),
                .setContentOffset(900, animated: false),
                .appearance(instance: 3, index: 9, .didAppear, animated: false),
                .didScrollToPage(9),
                .scrollState(.idle),
            ])
    }

    /// A reload during a drag leaves the gesture going over the new data: an item inserted before
    /// the current one moves the content by a page under the finger.
    @Test func aReloadDuringADragKeepsTheGesture() {
        let f = EffectLogFixture()
        f.drag(through: 30)
        f.source.identifiers.insert("new", at: 0)
        var log = f.record { f.container.reloadData() }
        #expect(
            log == [
                .setContentLength(1100),
                .place(instance: 1, origin: 100),
                .place(instance: 2, origin: 200),
                .load(instance: 3, index: 0, origin: 0),
                .currentPage(1),
                .position(1.3),
                .setContentOffset(130, animated: false),
            ])
        #expect(f.container.scrollState == .dragging)
        #expect(f.container.settledPage == 1)  // follows "p0", as the current page does

        log = f.record { _ = f.container.willEndDragging(velocity: 500) }
        #expect(log == [.willScrollToPage(2), .scrollState(.settling)])
    }

    @Test func duplicateIdentifiersAreReportedAsADiagnostic() {
        let f = EffectLogFixture()
        f.source.identifiers[4] = "p1"
        let log = f.record { f.container.reloadData() }
        #expect(
            log == [
                .diagnostic(.duplicateIdentifiers(count: 1, firstIndex: 4)),
                .place(instance: 1, origin: 0),
                .place(instance: 2, origin: 100),
            ])
    }

    @Test func countZeroUnloadsEverything() throws {
        let f = try restingOnP2()
        f.source.identifiers = []
        let log = f.record { f.container.reloadData() }
        #expect(
            log == [
                .unload(instance: 4, index: 3),
                .appearance(instance: 3, index: 2, .willDisappear, animated: false),
                .appearance(instance: 3, index: 2, .didDisappear, animated: false),
                .unload(instance: 3, index: 2),
                .unload(instance: 2, index: 1),
                .currentPage(0),
                .position(0),
                .setContentOffset(0, animated: false),
                .setContentLength(0),
            ])
    }
}
