import Testing

@testable import PagedKit

/// Rule 9 at the machine: a reload keeps the current item (its index may change:
/// `didChangeCurrentPage`, the offset moved to match); surviving pages keep their instances and are
/// re-placed; removed ones are unloaded; a removed current item gives way to the item at its index.
@MainActor @Suite struct Rule09ReloadMachineTests {
    /// Resting on "item2": "item1", "item2", "item3" loaded as instances 2, 3, 4.
    private func restingOnItem2(pages: Int = 10) -> MachineFixture {
        let f = MachineFixture(pages: pages)
        f.identifiers = MachineFixture.items(pages)
        _ = f.send(.jump(2, animated: false))
        return f
    }

    @Test func anInsertBeforeTheCurrentItemKeepsItAndItsInstances() {
        let f = restingOnItem2()
        f.identifiers?.insert("new", at: 0)
        let log = f.reload()
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
        #expect(f.machine.settledPage == 3)
        #expect(f.made == [])
    }

    @Test func removingTheCurrentItemMakesTheItemAtItsIndexCurrent() {
        let f = restingOnItem2()
        f.identifiers?.remove(at: 2)
        let log = f.reload()
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
        #expect(f.made == ["item4"])
    }

    /// A reload during an animated jump ends it at once, without animation, on the current item;
    /// the host is stopped and the watchdog cancelled.
    @Test func aReloadDuringAnAnimatedJumpEndsItOnTheCurrentItem() {
        let f = MachineFixture(pages: 20)
        f.identifiers = MachineFixture.items(20)
        _ = f.play(.jump(9, animated: true), .scroll(60))  // current page 9
        let log = f.reload()
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
                .cancelTimer,
            ])
    }

    /// A reload during a drag leaves the gesture going over the new data: an item inserted before
    /// the current one moves the content a page under the finger.
    @Test func aReloadDuringADragKeepsTheGesture() {
        let f = MachineFixture()
        f.identifiers = MachineFixture.items(10)
        _ = f.drag(through: 30)
        f.identifiers?.insert("new", at: 0)
        let log = f.reload()
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
        #expect(f.machine.scrollState == .dragging)
        #expect(f.machine.settledPage == 1)

        let release = f.release(velocity: 500)
        #expect(release.target == 200)
        #expect(release.effects == [.willScrollToPage(2), .scrollState(.settling)])
    }

    @Test func duplicateIdentifiersAreADiagnostic() {
        let f = MachineFixture()
        f.identifiers = MachineFixture.items(10)
        f.identifiers?[4] = "item1"
        let log = f.reload()
        #expect(
            log == [
                .diagnostic(.duplicateIdentifiers(count: 1, firstIndex: 4)),
                .place(instance: 1, origin: 0),
                .place(instance: 2, origin: 100),
            ])
    }

    @Test func countZeroUnloadsEverything() {
        let f = restingOnItem2()
        f.identifiers = []
        let log = f.reload()
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
        #expect(f.loadedSlots.isEmpty)
    }
}
