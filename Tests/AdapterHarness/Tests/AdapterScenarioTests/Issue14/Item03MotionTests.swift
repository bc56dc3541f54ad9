import PagedKit
import PagedKitUIKit
import Testing
@_spi(UIKitModel) import UIKit

/// Issue 14 item 3: the adapter rewrites content size and offset with `setContentOffset(_:animated:
/// false)` from inside `scrollViewDidScroll`, during UIKit's own animation or deceleration. That call
/// stops a deceleration; and how UIKit finishes an animation whose last frame was moved that way is
/// undocumented (`UIScrollView.modelAnimationEnd`).
///
/// Neither defect reproduces against the current core, so these are plain regression tests that
/// assert the fixed behaviour: the core undoes offset changes it did not ask for at rest (issue 13), which repairs
/// an animation end that re-applies the spliced target; and a release targets the next page
/// (`SettleRule`), so a looping re-centre always happens while the finger is down, never inside a
/// deceleration.
extension AdapterScenarios {
    @MainActor @Suite("issue 14 item 3: geometry rewritten inside UIKit's motion") struct Item03MotionTests {
        @Test(
            "an animated jump 0 → 9 lands on 9, however UIKit finishes its animation",
            arguments: [ModelAnimationEnd.endsWhereCallbacksLeaveIt, .reappliesTargetAfterCallbacks])
        func animatedJumpLandsOnItsTarget(animationEnd: ModelAnimationEnd) {
            let world = World()
            UIScrollView.modelAnimationEnd = animationEnd
            let log = EventLog()
            let source = ChannelSource(count: 12, log: log)
            let pager = PagedViewController<LoggingPage>(scheduler: world.scheduler)
            pager.dataSource = source
            pager.reloadData()
            world.show(pager)
            let width = pager.scrollView.bounds.width
            try? pager.scrollToPage(9, animated: true)
            #expect(pager.scrollView.isScrollAnimating)
            world.settle()
            #expect(pager.container.settledPage == 9)
            #expect(pager.scrollView.contentOffset == CGPoint(x: 9 * width, y: 0))
            #expect(pager.container.page(at: 9)?.view.frame.minX == 9 * width)
            #expect(log.appearance(of: 9).last == .didAppear(9, animated: true))
        }

        @Test(
            "a looping banner's auto-scroll re-centres on arrival and shows its page, however UIKit finishes",
            arguments: [ModelAnimationEnd.endsWhereCallbacksLeaveIt, .reappliesTargetAfterCallbacks])
        func loopingArrival(animationEnd: ModelAnimationEnd) {
            let world = World()
            UIScrollView.modelAnimationEnd = animationEnd
            let cards = CardPager(
                world: world, count: 3, configuration: PagingConfiguration(isLooping: true, autoScroll: AutoScroll()))
            let middle = cards.scrollView.contentOffset
            world.advance(seconds: 2)
            world.settle()
            #expect(cards.container.settledPage == 1)
            #expect(cards.scrollView.contentOffset == middle, "re-centred by whole pages at rest")
            let card = cards.card(1)
            #expect(card.map { cards.scrollView.bounds.contains($0.frame) } == true, "page 1 is what shows")
        }

        @Test("a long chain of flings on a looping banner keeps its momentum")
        func loopingFlingKeepsItsMomentum() {
            let world = World()
            let cards = CardPager(world: world, count: 5, configuration: PagingConfiguration(isLooping: true))
            let scrollView = cards.scrollView
            // Flings that catch the previous deceleration near its end, so the content never rests
            // (and never re-centres at rest) and walks toward the end of the 64-page loop.
            for _ in 0..<30 {
                scrollView.modelDrag(by: CGPoint(x: 12, y: 0), frames: 2)
                scrollView.modelLift(velocity: CGPoint(x: 1500, y: 0))
                let end = scrollView.modelDecelerationEndTime ?? world.display.time
                while scrollView.isDecelerating, world.display.time < end - 3 * ModelDisplay.frameDuration {
                    world.frames()
                }
                if scrollView.modelEvents.contains(.stopped(.decelerationByNonAnimatedMove)) { break }
                scrollView.modelTouchDown()
            }
            if scrollView.isTracking {
                scrollView.modelDrag(by: CGPoint(x: 4, y: 0), frames: 2)
                scrollView.modelLift(velocity: .zero)
            }
            world.settle()

            // The walk did reach the edge and re-centre (the offset fell back by whole pages).
            let offsets = scrollView.modelEvents.compactMap { event -> CGFloat? in
                if case .didScroll(let offset) = event { return offset.x }
                return nil
            }
            #expect(zip(offsets, offsets.dropFirst()).contains { $0 - $1 > 10 * 320 })
            #expect(!scrollView.modelEvents.contains(.stopped(.decelerationByNonAnimatedMove)))
            #expect(cards.container.scrollState == .idle)
            #expect(scrollView.contentOffset.x.truncatingRemainder(dividingBy: 320) == 0)
        }
    }
}
