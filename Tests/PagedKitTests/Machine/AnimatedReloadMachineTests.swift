import Testing

@testable import PagedKit

/// Issue 24, animated reloads in the paging machine, as whole effect logs: rule 9's effects first
/// (removed items' pages unloaded, survivors placed, the page change reported), then one
/// ``PagingEffect/slide(instance:from:to:)`` per page whose place on screen changes and
/// ``PagingEffect/animateReload``; a page in view that the reload unloads is marked
/// ``PagingEffect/depart(instance:)`` right before its `unload`, so its view stays for the motion. Viewport 100, fill, radius 1.
@MainActor @Suite struct AnimatedReloadMachineTests {
    /// Removing the current item 3 of 10: item 4 takes index 3; instance 3 (item 3) slides from the
    /// viewport (300) out to 200, instance 4 (item 4) in from 400 to 300; item 5 is made at 400 and
    /// item 2 re-placed, off screen, with no slide.
    @Test func removingTheCurrentItemSlidesItOutAndTheNextIn() {
        let f = MachineFixture(pages: 10)
        f.logsPageChanges = true
        _ = f.send(.jump(3, animated: false))
        f.identifiers = MachineFixture.items(10).filter { $0 != AnyHashable("item3") }
        #expect(
            f.reload(animated: true) == [
                .appearance(instance: 3, index: 3, .willDisappear, animated: false),
                .appearance(instance: 3, index: 3, .didDisappear, animated: false),
                .depart(instance: 3),
                .unload(instance: 3, index: 3),
                .place(instance: 4, origin: 300),
                .load(instance: 6, index: 4, origin: 400),
                .place(instance: 5, origin: 200),
                .currentPage(3),
                .setContentLength(900),
                .appearance(instance: 4, index: 3, .willAppear, animated: false),
                .appearance(instance: 4, index: 3, .didAppear, animated: false),
                .willScrollToPage(3),
                .didScrollToPage(3),
                .pageChanged(
                    PageChange(
                        page: 3, cause: .reload, previousIdentifier: AnyHashable("item3"),
                        identifier: AnyHashable("item4"))),
                .slide(instance: 3, from: 300, to: 200),
                .slide(instance: 4, from: 400, to: 300),
                .animateReload,
            ])
    }

    /// The same reload without animation: the same effects with neither `depart` nor slides.
    @Test func withoutAnimationTheReloadIsRule9sAlone() {
        let f = MachineFixture(pages: 10)
        _ = f.send(.jump(3, animated: false))
        f.identifiers = MachineFixture.items(10).filter { $0 != AnyHashable("item3") }
        let log = f.reload()
        #expect(!log.contains { if case .slide = $0 { true } else { false } })
        #expect(!log.contains(.animateReload) && !log.contains(.depart(instance: 3)))
        #expect(log.contains(.unload(instance: 3, index: 3)) && log.contains(.didScrollToPage(3)))
    }

    /// Removing the last item while on it: the item before it (8) becomes current, the offset moves
    /// back a page; the removed page leaves toward the trailing side (800 → 900) while item 8 comes
    /// in from the leading side (700 → 800).
    @Test func removingTheLastItemTurnsBackward() {
        let f = MachineFixture(pages: 10)
        _ = f.send(.jump(9, animated: false))
        f.identifiers = MachineFixture.items(9)
        #expect(
            f.reload(animated: true) == [
                .appearance(instance: 3, index: 9, .willDisappear, animated: false),
                .appearance(instance: 3, index: 9, .didDisappear, animated: false),
                .depart(instance: 3),
                .unload(instance: 3, index: 9),
                .place(instance: 4, origin: 800),
                .load(instance: 5, index: 7, origin: 700),
                .currentPage(8),
                .position(8),
                .setContentOffset(800, animated: false),
                .setContentLength(900),
                .appearance(instance: 4, index: 8, .willAppear, animated: false),
                .appearance(instance: 4, index: 8, .didAppear, animated: false),
                .willScrollToPage(8),
                .didScrollToPage(8),
                .slide(instance: 3, from: 800, to: 900),
                .slide(instance: 4, from: 700, to: 800),
                .animateReload,
            ])
    }

    /// `.showsInsertedItem`, an item inserted at 3 while on item 3: the new item is made current at
    /// 3 and comes in from the leading side (200 → 300); item 3, now 4, keeps its instance and moves
    /// on (300 → 400). Item 4, now 5, leaves the window.
    @Test func showingAnInsertedItemPushesTheCurrentOneOn() {
        let f = MachineFixture(pages: 10)
        _ = f.send(.jump(3, animated: false))
        f.identifiers = MachineFixture.items(3) + ["new"] + Array(MachineFixture.items(10).dropFirst(3))
        #expect(
            f.reload(animated: true, insertion: .showsInsertedItem) == [
                .setContentLength(1100),
                .unload(instance: 4, index: 5),
                .load(instance: 6, index: 3, origin: 300),
                .place(instance: 3, origin: 400),
                .place(instance: 5, origin: 200),
                .currentPage(3),
                .appearance(instance: 3, index: 4, .willDisappear, animated: false),
                .appearance(instance: 3, index: 4, .didDisappear, animated: false),
                .appearance(instance: 6, index: 3, .willAppear, animated: false),
                .appearance(instance: 6, index: 3, .didAppear, animated: false),
                .willScrollToPage(3),
                .didScrollToPage(3),
                .slide(instance: 3, from: 300, to: 400),
                .slide(instance: 6, from: 200, to: 300),
                .animateReload,
            ])
        #expect(f.made == [AnyHashable("new")])
    }

    /// An animated jump 0 → 6 half-way (the splice: item 0 in slot 0, item 6 in slot 1, item 7 in
    /// slot 2) caught by an animated reload inserting two items first: the slots keep their items
    /// (now 2, 8, 9) under the viewport, the announcement of 6 is cancelled (6 is another item now),
    /// 8 is announced, and the move goes on to it. Nothing on screen changes: no slide.
    @Test func aJumpUnderWayKeepsItsTargetItem() {
        let f = MachineFixture(pages: 10)
        f.logsPageChanges = true
        _ = f.send(.jump(6, animated: true))
        _ = f.send(.scroll(50))
        f.identifiers = ["a", "b"] + MachineFixture.items(10)
        #expect(
            f.reload(animated: true) == [
                .setContentLength(700),
                .currentPage(8),
                .position(5),
                .setContentOffset(250, animated: false),
                .didCancelScrollToPage(6, cause: .reload),
                .willScrollToPage(8),
                // The window is built once, for the move that goes on.
                .place(instance: 3, origin: 300),
                .place(instance: 4, origin: 400),
                .place(instance: 1, origin: 200),
                .scheduleTimer(after: .seconds(1)),
                .setContentOffset(300, animated: true),
            ])
        #expect(f.machine.motion == .animating(targetSlot: 3, sawReport: false))
        #expect(f.machine.settledPage == 2, "the settled item, item 0, is at 2 now")
    }

    /// Peeking cards (80 % centred, viewport 100: pitch 80, inset 10), resting on 3: removing item 4,
    /// the card after it (10 pt in view), fades it where it is, while item 5, made for index 4,
    /// appears in its place (the current card does not move, so the content does not shift: the
    /// host fades it in).
    @Test func aPeekingNeighbourRemovedFadesAndTheNextCardAppearsInItsPlace() {
        var configuration = PagingConfiguration()
        configuration.pageSize = .fraction(0.8)
        configuration.pageAlignment = .center
        let f = MachineFixture(pages: 10, configuration: configuration)
        _ = f.send(.jump(3, animated: false))
        f.identifiers = MachineFixture.items(10).filter { $0 != AnyHashable("item4") }
        #expect(
            f.reload(animated: true) == [
                .depart(instance: 4),
                .unload(instance: 4, index: 4),
                .place(instance: 3, origin: 250),
                .load(instance: 6, index: 4, origin: 330),
                .place(instance: 5, origin: 170),
                .setContentLength(740),
                .slide(instance: 4, from: 330, to: 330),
                .slide(instance: 6, from: 330, to: 330),
                .animateReload,
            ])
    }

    /// During a drag an animated reload is rule 9's: the gesture goes on, nothing slides.
    @Test func aDragGetsNoMotion() {
        let f = MachineFixture(pages: 10)
        _ = f.send(.jump(3, animated: false))
        _ = f.drag(through: 330)
        f.identifiers = MachineFixture.items(10).filter { $0 != AnyHashable("item3") }
        let log = f.reload(animated: true)
        #expect(!log.contains(.animateReload) && !log.contains(.depart(instance: 3)))
        #expect(f.machine.motion == .dragging)
    }
}
