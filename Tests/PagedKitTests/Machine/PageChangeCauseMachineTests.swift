import Testing

@testable import PagedKit

/// Issue 24, "Why a page changed": every `didScrollToPage` is followed by a `pageChanged` effect with
/// the cause (what moved the content last) and the items before and after; every
/// `willScrollToPage(i)` is closed by exactly one `didScrollToPage(i)` or `didCancelScrollToPage(i)`
/// before another is announced.
@MainActor @Suite struct PageChangeCauseMachineTests {
    /// A fixture that logs the page-change effects.
    static func fixture(pages: Int = 10, configuration: PagingConfiguration = PagingConfiguration()) -> MachineFixture {
        let f = MachineFixture(pages: pages, configuration: configuration)
        f.logsPageChanges = true
        return f
    }

    /// Only the announcements, the page changes and the cancellations of `log`.
    static func pageEvents(_ log: [PagingEffect]) -> [PagingEffect] {
        log.filter {
            switch $0 {
            case .willScrollToPage, .didScrollToPage, .pageChanged, .didCancelScrollToPage: true
            default: false
            }
        }
    }

    static func change(_ page: Int, _ cause: PageChangeCause, from previous: String, to item: String) -> PagingEffect {
        .pageChanged(
            PageChange(
                page: page, cause: cause, previousIdentifier: AnyHashable(previous), identifier: AnyHashable(item)))
    }

    @Test func aFlingsRestReportsTheDragAsItsCauseRightAfterDidScrollToPage() {
        let f = Self.fixture()
        _ = f.drag(through: 30, 60)
        _ = f.release(velocity: 300)
        let log = f.play(.endDragging(willDecelerate: true), .scroll(100), .endDecelerating)
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .didDisappear, animated: true),
                .position(1),
                .appearance(instance: 2, index: 1, .didAppear, animated: true),
                .didScrollToPage(1),
                Self.change(1, .drag, from: "item0", to: "item1"),
                .scrollState(.idle),
            ])
    }

    @Test func aJumpAndAStepAtOnceNameTheirCauses() {
        let f = Self.fixture()
        #expect(
            Self.pageEvents(f.send(.jump(4, animated: false)))
                == [.willScrollToPage(4), .didScrollToPage(4), Self.change(4, .jump, from: "item0", to: "item4")])
        #expect(
            Self.pageEvents(f.send(.jump(5, animated: false, delta: 1)))
                == [.willScrollToPage(5), .didScrollToPage(5), Self.change(5, .step, from: "item4", to: "item5")])
        #expect(
            Self.pageEvents(f.send(.jump(2, animated: false, restoring: true)))
                == [.willScrollToPage(2), .didScrollToPage(2), Self.change(2, .restore, from: "item5", to: "item2")])
    }

    @Test func anAnimatedJumpsRestNamesTheJump() {
        let f = Self.fixture()
        var log = f.send(.jump(9, animated: true))
        #expect(Self.pageEvents(log) == [.willScrollToPage(9)])
        log = f.play(.scroll(50), .scroll(100), .endAnimation)
        #expect(Self.pageEvents(log) == [.didScrollToPage(9), Self.change(9, .jump, from: "item0", to: "item9")])
    }

    /// The trial: a finger catches a tab jump 0 → 9 before half-way and settles back on
    /// page 0. The delegate that moved its selection in `willScrollToPage(9)` now hears it cancelled.
    @Test func aFingerThatCatchesAJumpBeforeHalfWayCancelsIt() {
        let f = Self.fixture()
        var log = f.send(.jump(9, animated: true))
        log += f.play(.scroll(20), .beginDrag, .scroll(10), .scroll(0))
        let release = f.release(velocity: 0)
        #expect(release.target == 0)
        log += release.effects
        log += f.play(.endDragging(willDecelerate: false))
        #expect(f.machine.scrollState == .idle)
        #expect(f.machine.settledPage == 0)
        #expect(Self.pageEvents(log) == [.willScrollToPage(9), .didCancelScrollToPage(9, cause: .drag)])
    }

    /// The same with an auto-scroll move: the finger catches it and settles back.
    @Test func aFingerThatCatchesAnAutoScrollMoveCancelsIt() {
        let f = Self.fixture(configuration: PagingConfiguration(autoScroll: AutoScroll(interval: .seconds(3))))
        var log = f.send(.timerTick)
        #expect(Self.pageEvents(log) == [.willScrollToPage(1)])
        log = f.play(.scroll(20), .beginDrag, .scroll(0))
        log += f.release(velocity: 0).effects
        log += f.play(.endDragging(willDecelerate: false))
        #expect(f.machine.settledPage == 0)
        #expect(Self.pageEvents(log) == [.didCancelScrollToPage(1, cause: .drag)])
    }

    @Test func anAutoScrollMovesRestNamesAutoScroll() {
        let f = Self.fixture(configuration: PagingConfiguration(autoScroll: AutoScroll(interval: .seconds(3))))
        let log = f.play(.timerTick, .scroll(50), .scroll(100), .endAnimation)
        #expect(
            Self.pageEvents(log)
                == [.willScrollToPage(1), .didScrollToPage(1), Self.change(1, .autoScroll, from: "item0", to: "item1")])
    }

    /// A second step before the first arrived retargets: the first announcement is cancelled, the
    /// second reached.
    @Test func aStepThatRetargetsAStepCancelsTheFirstAnnouncement() {
        let f = Self.fixture()
        var log = f.send(.jump(1, animated: true, delta: 1))
        log += f.play(.scroll(30), .jump(2, animated: true, delta: 1), .scroll(120), .scroll(200), .endAnimation)
        #expect(
            Self.pageEvents(log) == [
                .willScrollToPage(1), .didCancelScrollToPage(1, cause: .step), .willScrollToPage(2),
                .didScrollToPage(2), Self.change(2, .step, from: "item0", to: "item2"),
            ])
    }

    /// Removing the open channel at rest: the same index, another item, reported as the reload's.
    @Test func aReloadThatRemovesTheSettledItemNamesTheReloadAndBothItems() {
        let f = Self.fixture()
        _ = f.send(.jump(3, animated: false))
        f.identifiers = MachineFixture.items(10).filter { $0 != AnyHashable("item3") }
        let log = f.reload()
        #expect(
            Self.pageEvents(log) == [
                .willScrollToPage(3), .didScrollToPage(3), Self.change(3, .reload, from: "item3", to: "item4"),
            ])
    }

    /// A reload that empties the data while a jump is under way: the jump's announcement is
    /// cancelled by the reload.
    @Test func aReloadThatEmptiesTheDataCancelsAJumpUnderWay() {
        let f = Self.fixture()
        var log = f.send(.jump(5, animated: true))
        log += f.send(.scroll(40))
        f.identifiers = []
        log += f.reload(count: 0)
        #expect(Self.pageEvents(log) == [.willScrollToPage(5), .didCancelScrollToPage(5, cause: .reload)])
    }

    /// A reload during a drag that announced a page: the announcement named an index of the old data,
    /// so it is cancelled; the drag announces again at its release and the change is the drag's.
    @Test func aReloadDuringAnAnnouncedDragCancelsAndTheDragAnnouncesAgain() {
        let f = Self.fixture()
        _ = f.drag(through: 30, 60)
        var log = f.release(velocity: 300).effects
        #expect(Self.pageEvents(log) == [.willScrollToPage(1)])
        // The finger comes down again on the settle, then the data changes under it.
        log = f.play(.beginDrag, .scroll(70))
        f.identifiers = ["new"] + MachineFixture.items(10)
        log += f.reload()
        #expect(Self.pageEvents(log) == [.didCancelScrollToPage(1, cause: .reload)])
        log = f.release(velocity: 300).effects
        log += f.play(.endDragging(willDecelerate: true), .scroll(200), .endDecelerating)
        #expect(
            Self.pageEvents(log) == [
                .willScrollToPage(2), .didScrollToPage(2), Self.change(2, .drag, from: "item0", to: "item1"),
            ])
    }

    /// A jump at once under a finger is the jump's change; the drag goes on, and the change at its
    /// rest is the drag's.
    @Test func aJumpUnderAFingerIsTheJumpsAndTheRestAfterItTheDrags() {
        let f = Self.fixture()
        _ = f.drag(through: 20)
        var log = f.send(.jump(4, animated: false))
        #expect(
            Self.pageEvents(log) == [
                .willScrollToPage(4), .didScrollToPage(4), Self.change(4, .jump, from: "item0", to: "item4"),
            ])
        log = f.play(.scroll(460), .scroll(480))
        log += f.release(velocity: 400).effects
        log += f.play(.endDragging(willDecelerate: true), .scroll(500), .endDecelerating)
        #expect(
            Self.pageEvents(log) == [
                .willScrollToPage(5), .didScrollToPage(5), Self.change(5, .drag, from: "item4", to: "item5"),
            ])
    }
}
