import PagedKit
import PagedKitTesting
import Testing

/// Two-phase visibility, as a container view controller forwards its own appearance (UIKit's rule
/// for containers that do not forward automatically: begin in the parent's `will…` with the
/// parent's `animated`, end in the parent's `did…`).
@Suite @MainActor struct AppearanceTransitionTests {
    private func appearances(_ harness: Harness) -> [RecordingDelegate.Event] {
        harness.delegate.appearances
    }

    /// A push: `willAppear` with the push's `animated` in the parent's `viewWillAppear`, `didAppear`
    /// only in its `viewDidAppear`.
    @Test(arguments: [true, false])
    func appearingBeginsAndEndsWithTheParent(animated: Bool) {
        let harness = Harness(pageCount: 5)
        harness.container.isVisible = false
        harness.delegate.clearEvents()
        harness.container.beginAppearanceTransition(true, animated: animated)
        #expect(appearances(harness) == [.appearance(0, .willAppear, animated: animated)])
        #expect(harness.container.isVisible)
        harness.container.endAppearanceTransition()
        #expect(
            appearances(harness) == [
                .appearance(0, .willAppear, animated: animated), .appearance(0, .didAppear, animated: animated),
            ])
        harness.expectInvariants()
    }

    /// A pop away from the pager: `didDisappear` only once the parent has disappeared.
    @Test func disappearingBeginsAndEndsWithTheParent() {
        let harness = Harness(pageCount: 5)
        harness.delegate.clearEvents()
        harness.container.beginAppearanceTransition(false, animated: true)
        #expect(appearances(harness) == [.appearance(0, .willDisappear, animated: true)])
        #expect(!harness.container.isVisible)
        harness.container.endAppearanceTransition()
        #expect(
            appearances(harness) == [
                .appearance(0, .willDisappear, animated: true), .appearance(0, .didDisappear, animated: true),
            ])
        harness.expectInvariants()
    }

    /// An interactive pop back to the pager that the user cancels: the page hears `willAppear`,
    /// `willDisappear`, `didDisappear`, as UIKit tells a child, and never `didAppear`.
    @Test func aCancelledInteractivePopGivesNoSpuriousAppearance() {
        let harness = Harness(pageCount: 5)
        harness.container.isVisible = false  // covered by a pushed screen
        harness.delegate.clearEvents()
        harness.container.beginAppearanceTransition(true, animated: true)  // the pop begins
        harness.container.beginAppearanceTransition(false, animated: true)  // the user lets go early
        harness.container.endAppearanceTransition()
        #expect(
            appearances(harness) == [
                .appearance(0, .willAppear, animated: true), .appearance(0, .willDisappear, animated: true),
                .appearance(0, .didDisappear, animated: true),
            ])
        #expect(harness.delegate.appearanceCheck().failures.isEmpty)
        #expect(!harness.container.isVisible)
    }

    /// A swipe during the transition still rests on a page; the new settled page appears with the
    /// transition's end, not before.
    @Test func aSwipeDuringAnAppearanceHoldsTheNewPageUntilTheEnd() {
        let harness = Harness(pageCount: 5)
        harness.container.isVisible = false
        harness.container.beginAppearanceTransition(true, animated: true)
        harness.delegate.clearEvents()
        harness.flingForward()
        #expect(harness.container.settledPage == 1)
        #expect(!appearances(harness).contains { if case .appearance(_, .didAppear, _) = $0 { true } else { false } })
        harness.container.endAppearanceTransition()
        #expect(appearances(harness).last == .appearance(1, .didAppear, animated: true))
        harness.expectInvariants()
    }

    /// Auto-scroll starts with the appearance's beginning and stops with the disappearance's; an end
    /// without a transition does nothing.
    @Test func autoScrollFollowsTheTransitionsAndAStrayEndDoesNothing() {
        let harness = Harness(configuration: PagingConfiguration(autoScroll: AutoScroll()), pageCount: 5)
        harness.container.beginAppearanceTransition(false, animated: true)
        #expect(harness.scheduler.pendingCount == 0)
        harness.container.endAppearanceTransition()
        harness.container.beginAppearanceTransition(true, animated: true)
        #expect(harness.scheduler.pendingCount == 1)
        harness.container.endAppearanceTransition()
        harness.delegate.clearEvents()
        harness.container.endAppearanceTransition()
        #expect(harness.delegate.events == [])
        harness.expectInvariants()
    }
}
