import PagedKit
import PagedKitUIKit
import Testing
@_spi(UIKitModel) import UIKit

/// A card pager that follows the selection the two ways a host can: at `didChangeCurrentPage` (the
/// one rule), and at `willScrollToPage` moved back at `didCancelScrollToPage`.
final class HookedCardPager: PagedScrollView<CardView> {
    var hooks: [String] = []
    var currentTab = 0
    var announcedTab = 0

    override func willScrollToPage(_ index: Int) {
        hooks.append("will(\(index))")
        announcedTab = index
    }
    override func didCancelScrollToPage(_ index: Int) {
        hooks.append("cancel(\(index))")
        announcedTab = container.settledPage
    }
    override func didScrollToPage(_ index: Int) { hooks.append("did(\(index))") }
    override func didChangeCurrentPage(_ index: Int) { currentTab = index }
}

/// The app's delegate behind the pager: what the pager passes on.
@MainActor final class PageChangeRecorder: PagedContainerDelegate {
    typealias Page = CardView
    var events: [String] = []
    func container(_ container: PagedContainer<CardView>, didChangePage change: PageChange) {
        events.append("change(\(change.page), \(change.cause))")
    }
    func container(
        _ container: PagedContainer<CardView>, didCancelScrollToPage index: Int, cause: PageChangeCause
    ) {
        events.append("cancel(\(index), \(cause))")
    }
    func container(_ container: PagedContainer<CardView>, didApproachEndAt index: Int) {
        events.append("end(\(index))")
    }
}

extension AdapterScenarios {
    /// Issue 24 on the UIKit model: a finger catches a tab jump before half-way and the pager settles
    /// back; the subclass hears the announcement cancelled, the app's delegate hears why, and every
    /// way of following the selection ends on page 0.
    @MainActor @Suite struct Issue24PageChangeHooks {
        @Test func aCaughtJumpIsCancelledToTheHookAndTheDelegate() throws {
            let world = World()
            let source = CardSource(count: 8)
            let pager = HookedCardPager(
                configuration: PagingConfiguration(endApproachDistance: 1), scheduler: world.scheduler)
            let recorder = PageChangeRecorder()
            pager.dataSource = source
            pager.delegate = recorder
            pager.reloadData()
            world.show(pager, frame: CGRect(x: 0, y: 0, width: 320, height: 200))

            try pager.container.scrollToPage(6, animated: true)
            world.frames(3)
            #expect(pager.container.scrollState == .settling)
            #expect(pager.container.currentPage == 0, "caught before half-way")
            pager.scrollView.modelDrag(by: CGPoint(x: -80, y: 0), frames: 4)
            pager.scrollView.modelLift(velocity: .zero)
            world.settle()

            #expect(pager.container.settledPage == 0)
            #expect(pager.hooks == ["will(6)", "cancel(6)"])
            #expect(recorder.events == ["cancel(6, drag)"])
            #expect(pager.currentTab == 0 && pager.announcedTab == 0)

            // A jump that arrives near the end: its cause, then the end's approach, passed on.
            try pager.container.scrollToPage(7, animated: true)
            world.settle()
            #expect(pager.hooks.suffix(2) == ["will(7)", "did(7)"])
            #expect(recorder.events.suffix(2) == ["change(7, jump)", "end(7)"])
            #expect(pager.currentTab == 7 && pager.announcedTab == 7)
        }
    }
}
