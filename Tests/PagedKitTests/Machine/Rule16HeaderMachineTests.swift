import Testing

@testable import PagedKit

/// Rule 16 at the machine: a header 200 pt expanded with a 50-pt tab strip pinned (a collapse range
/// of 150) over five pages of 100 pt, radius 1. The settled page's list drives the header at rest;
/// every other loaded page is told the offset that shows the same header; each item remembers where
/// the user scrolled it, across unloading and reloads.
@MainActor @Suite struct Rule16HeaderMachineTests {
    private static let profile = PagedHeaderLayout(expandedHeight: 200, pinnedHeight: 50)

    /// Five pages, `logsListOffsets` on, the header set at rest on page 0 (instances 1 and 2 loaded).
    private func fixture(pages: Int = 5, header: PagedHeaderLayout? = profile) -> MachineFixture {
        let f = MachineFixture(pages: pages, load: false)
        f.logsListOffsets = true
        _ = f.reload(count: pages)
        if let header { _ = f.send(.header(header)) }
        return f
    }

    private func scrollList(_ f: MachineFixture, _ index: Int, to offset: Double, inside: Bool = false)
        -> [PagingEffect]
    {
        f.send(
            .listScroll(
                offset: offset, instance: f.machine.entries.first { $0.index == index }?.instance ?? -1,
                insideSetting: inside))
    }

    /// A swipe of one page forward from rest, to its rest.
    private func swipeForward(_ f: MachineFixture, from page: Int) -> [PagingEffect] {
        let start = Double(page) * 100
        var log = f.drag(through: start + 60)
        log += f.release(velocity: 500).effects
        log += f.play(.endDragging(willDecelerate: true), .scroll(start + 100), .endDecelerating)
        return log
    }

    @Test func everyPageMadeIsToldItsListOffsetRightAfterItIsMade() {
        let f = MachineFixture(pages: 5, load: false)
        f.logsListOffsets = true
        let log = f.reload(count: 5)
        #expect(
            log.filter(Self.isListEffectOrLoad) == [
                .load(instance: 1, index: 0, origin: 0), .setListOffset(instance: 1, offset: 0),
                .load(instance: 2, index: 1, origin: 100), .setListOffset(instance: 2, offset: 0),
            ])
        #expect(f.machine.headerCollapse == 0)
    }

    @Test func theSettledListDrivesTheHeaderAndTheOtherListsFollow() {
        let f = fixture()
        #expect(scrollList(f, 0, to: 100) == [.setListOffset(instance: 2, offset: 100), .headerCollapse(100)])
        // Past the range the header stays fully collapsed; the neighbour goes to the range.
        #expect(scrollList(f, 0, to: 400) == [.setListOffset(instance: 2, offset: 150), .headerCollapse(150)])
        // Scrolling within the collapsed region changes nothing for the others.
        #expect(scrollList(f, 0, to: 900) == [])
        // The neighbour's echo of the setting (within half a point) is that setting.
        #expect(scrollList(f, 1, to: 150.4) == [])
        // Pulled down (refresh): the header fully expanded, the neighbour at its top.
        #expect(scrollList(f, 0, to: -60) == [.setListOffset(instance: 2, offset: 0), .headerCollapse(0)])
        #expect(f.machine.headerCollapse == 0)
    }

    @Test func withTheHeaderFullyCollapsedEachListKeepsItsOwnPlace() {
        let f = fixture()
        _ = scrollList(f, 0, to: 400)
        // Swipe to page 1 (at 150, the range): it drives; the header does not move.
        var log = swipeForward(f, from: 0)
        #expect(log.filter(Self.isListEffect) == [.setListOffset(instance: 3, offset: 150)])  // page 2 made
        #expect(f.machine.headerCollapse == 150)
        // The user scrolls page 1 deep: nobody else moves.
        #expect(scrollList(f, 1, to: 2000) == [])
        // Swipe to page 2 and 3: page 0 is unloaded (its place remembered), page 1 cached or not.
        _ = swipeForward(f, from: 1)
        _ = swipeForward(f, from: 2)
        #expect(!f.machine.entries.contains { $0.index == 0 })
        #expect(f.machine.rememberedListOffsets[AnyHashable("item0")] == 400)
        // Back to 0 with jumps at once: each list finds its own place.
        log = f.send(.jump(1, animated: false))
        #expect(f.machine.entries.first { $0.index == 1 }?.listOffset == 2000)
        // Page 0 was made again by that jump (its window), with its remembered place.
        #expect(
            log.contains(.setListOffset(instance: f.machine.entries.first { $0.index == 0 }!.instance, offset: 400)))
        log = f.send(.jump(0, animated: false))
        #expect(!log.contains(where: Self.isListEffect))
        #expect(f.machine.entries.first { $0.index == 0 }?.listOffset == 400)
        #expect(f.machine.headerCollapse == 150)
    }

    @Test func aPartlyExpandedHeaderShowsTheOtherListsTopRegionUntilItCollapsesAgain() {
        let f = fixture()
        _ = scrollList(f, 0, to: 900)  // collapsed; page 1 at 150
        _ = swipeForward(f, from: 0)
        #expect(scrollList(f, 1, to: 700) == [])  // page 1's own place
        // Page 1 scrolled back near its top: the header expands; page 0 and 2 show their top region.
        var log = scrollList(f, 1, to: 40)
        #expect(
            log == [
                .setListOffset(instance: 1, offset: 40), .setListOffset(instance: 3, offset: 40), .headerCollapse(40),
            ])
        // Collapsed again: each other list returns to its remembered place (page 2 never scrolled: the range).
        log = scrollList(f, 1, to: 300)
        #expect(
            log == [
                .setListOffset(instance: 1, offset: 900), .setListOffset(instance: 3, offset: 150),
                .headerCollapse(150),
            ])
    }

    @Test func aListThatDoesNotDriveTheHeaderIsAnsweredWithTheSameHeader() {
        let f = fixture()
        _ = scrollList(f, 0, to: 100)
        // At rest, page 1's list reports on its own (a deceleration left running) at 30.
        #expect(scrollList(f, 1, to: 30) == [.setListOffset(instance: 2, offset: 100)])
        // During a drag no list drives the header: page 0's report is answered too, and remembered.
        _ = f.drag(through: 10)
        #expect(scrollList(f, 0, to: 60) == [.setListOffset(instance: 1, offset: 100)])
        #expect(f.machine.headerCollapse == 100)
        #expect(f.machine.entries.first { $0.index == 0 }?.rememberedListOffset == 60)
        // A report made inside a setting is held, not answered again.
        #expect(scrollList(f, 1, to: 70, inside: true) == [])
        #expect(f.machine.entries.first { $0.index == 1 }?.listOffset == 70)
    }

    @Test func badReportsAreIgnored() {
        let f = fixture()
        #expect(scrollList(f, 0, to: .nan) == [])
        #expect(scrollList(f, 0, to: .infinity) == [])
        #expect(scrollList(f, -1, to: 10) == [])
        #expect(scrollList(f, 5, to: 10) == [])
        #expect(scrollList(f, 3, to: 10) == [])  // not loaded
        #expect(f.machine.headerCollapse == 0)
    }

    @Test func changingTheExpandedHeightKeepsTheRowsWhereTheyAre() {
        let f = fixture()
        _ = scrollList(f, 0, to: 100)  // partly collapsed
        // 60 pt taller: every held offset moves by 60 (the rows stay), the collapse follows.
        var log = f.send(.header(PagedHeaderLayout(expandedHeight: 260, pinnedHeight: 50)))
        #expect(
            log == [
                .setListOffset(instance: 1, offset: 160), .setListOffset(instance: 2, offset: 160),
                .headerCollapse(160),
            ])
        // Fully expanded: held offsets stay, the header stays expanded.
        _ = scrollList(f, 0, to: 0)
        log = f.send(.header(PagedHeaderLayout(expandedHeight: 300, pinnedHeight: 50)))
        #expect(log == [])
        #expect(f.machine.headerCollapse == 0)
        // A smaller pinned height changes the range only; no header clamps to 0.
        _ = scrollList(f, 0, to: 500)
        // Page 1 was given 250, the new range, when page 0 collapsed the 250-pt range fully.
        log = f.send(.header(nil))
        #expect(log == [.headerCollapse(0)])
        // No header: a range of 0, which every offset shows; held offsets are kept.
        #expect(f.machine.entries.map(\.listOffset) == [500, 250])
    }

    @Test func rememberedOffsetsFollowTheirItemsThroughReloads() {
        let f = fixture()
        _ = scrollList(f, 0, to: 400)
        _ = swipeForward(f, from: 0)
        _ = scrollList(f, 1, to: 800)
        _ = swipeForward(f, from: 1)
        _ = swipeForward(f, from: 2)  // on page 3: pages 0 and 1 unloaded
        #expect(f.machine.rememberedListOffsets == [AnyHashable("item0"): 400, AnyHashable("item1"): 800])
        // item1 removed, item0 moved to the end.
        f.identifiers = ["item2", "item3", "item4", "item0"]
        _ = f.reload()
        #expect(f.machine.rememberedListOffsets == [AnyHashable("item0"): 400])
        let log = f.send(.jump(3, animated: false))
        #expect(
            log.contains(.setListOffset(instance: f.machine.entries.first { $0.index == 3 }!.instance, offset: 400)))
    }

    private static func isListEffect(_ effect: PagingEffect) -> Bool {
        switch effect {
        case .setListOffset, .headerCollapse: true
        default: false
        }
    }

    private static func isListEffectOrLoad(_ effect: PagingEffect) -> Bool {
        if case .load = effect { return true }
        return isListEffect(effect)
    }
}

/// Rule 16 with rule 12's second instances: a two-card loop of 40-pt cards in a 100-pt viewport shows
/// card 1 on both sides of card 0; every instance of an index holds its index's offset.
@MainActor @Suite struct Rule16SecondInstanceMachineTests {
    @Test func secondInstancesShareTheirIndexsOffsetAndExpectNoEcho() {
        let f = MachineFixture(
            pages: 2, configuration: PagingConfiguration(isLooping: true, pageSize: .fixed(40)), load: false)
        f.logsListOffsets = true
        _ = f.reload(count: 2)
        _ = f.send(.header(PagedHeaderLayout(expandedHeight: 200, pinnedHeight: 50)))
        let instancesOf = { (index: Int) in f.machine.entries.filter { $0.index == index } }
        #expect(instancesOf(1).count == 2, "card 1 shows on both sides of card 0: \(f.machine.entries.map(\.index))")
        // The settled page's list (the instance page(at: 0) answers) scrolls: all its instances follow,
        // every instance of the other index is told the same header.
        let shown = f.machine.entries[f.machine.entries.position(of: 0, nearest: f.machine.readingPosition)!]
        let log = f.send(.listScroll(offset: 80, instance: shown.instance, insideSetting: false))
        #expect(log.last == .headerCollapse(80))
        #expect(instancesOf(0).allSatisfy { $0.listOffset == 80 && $0.listOffsetSet == nil })
        #expect(instancesOf(1).allSatisfy { $0.listOffset == 80 && $0.listOffsetSet == 80 })
        // The echo of page(at: 1)'s instance clears the pending setting of every instance of index 1.
        let other = f.machine.entries[f.machine.entries.position(of: 1, nearest: f.machine.readingPosition)!]
        #expect(f.send(.listScroll(offset: 80, instance: other.instance, insideSetting: true)) == [])
        #expect(instancesOf(1).allSatisfy { $0.listOffsetSet == nil })
        // So a user's scroll within half a point of it afterwards is the user's: remembered, and (not
        // driving the header) answered on every instance with the offset that shows the same header.
        let answer = f.send(.listScroll(offset: 80.3, instance: other.instance, insideSetting: false))
        #expect(answer == instancesOf(1).map { PagingEffect.setListOffset(instance: $0.instance, offset: 80) })
        #expect(instancesOf(1).allSatisfy { $0.rememberedListOffset == 80.3 && $0.listOffset == 80 })
    }
}
