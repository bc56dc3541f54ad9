import PagedKit
import PagedKitUIKit
import Testing
@_spi(UIKitModel) import UIKit

extension AdapterScenarios {
    @MainActor @Suite("scrolling") struct ScrollingTests {
        @Test("a swipe decelerates with UIKit's closed form onto the page the container picked")
        func swipeWithARealDeceleration() {
            let world = World()
            let cards = CardPager(world: world)
            cards.scrollView.modelDrag(by: CGPoint(x: 100, y: 0), frames: 6)
            cards.scrollView.modelLift(velocity: CGPoint(x: 800, y: 0))
            let released = world.display.time
            // The container asked for page 1's offset; the adapter set `.fast` (0.99).
            #expect(cards.scrollView.modelDecelerationTarget == CGPoint(x: 320, y: 0))
            #expect(cards.scrollView.decelerationRate == .fast)
            let duration = (cards.scrollView.modelDecelerationEndTime ?? .nan) - released
            world.settle()
            // 220 pt to go at d = 0.99: T = ln(1 + 220 · 10.05 / 10) / 10.05 ≈ 0.538 s.
            let k = -1000 * log(0.99)
            #expect(abs(duration - log(1 + 220 * k / 10) / k) < 1e-9)
            #expect(cards.scrollView.contentOffset == CGPoint(x: 320, y: 0))
            #expect(cards.container.settledPage == 1)
            #expect(cards.container.scrollState == .idle)
            #expect(
                cards.scrollView.modelDelegateCalls.shape == [
                    "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                    "willBeginDecelerating", "didScroll", "didEndDecelerating",
                ])
            let release = cards.scrollView.modelDelegateCalls.compactMap { event -> (CGPoint, CGPoint, CGPoint)? in
                if case .willEndDragging(let velocity, let proposed, let target) = event {
                    return (velocity, proposed, target)
                }
                return nil
            }
            #expect(release.count == 1)
            #expect(release.first?.0 == CGPoint(x: 0.8, y: 0))
            #expect(abs((release.first?.1.x ?? 0) - releaseProposal().x) < 1e-9)
            #expect(release.first?.2 == CGPoint(x: 320, y: 0))
            #expect(cards.card(1)?.frame == CGRect(x: 320, y: 0, width: 320, height: 200))
        }

        /// Where UIKit's free deceleration from 100 pt at 800 pt/s and d = 0.99 would rest.
        private func releaseProposal() -> CGPoint {
            let travel = 0.8 * 0.99 * (1 - 10.0 / 800) / 0.01
            return CGPoint(x: 100 + travel, y: 0)
        }

        @Test("right to left: page 0 at the far end, a swipe toward smaller offsets goes forward")
        func rightToLeft() {
            let world = World(layoutDirection: .rightToLeft)
            let cards = CardPager(world: world)
            #expect(cards.container.configuration.direction == .rightToLeft)
            #expect(cards.scrollView.contentOffset == CGPoint(x: 1280, y: 0))
            #expect(cards.card(0)?.frame.minX == 1280)
            #expect(cards.card(1)?.frame.minX == 960)
            cards.swipe(by: -100, velocity: -800, world: world)
            #expect(cards.container.settledPage == 1)
            #expect(cards.scrollView.contentOffset == CGPoint(x: 960, y: 0))
        }

        @Test("a layout-direction change at run time flips the pages")
        func layoutDirectionChange() {
            let world = World()
            let cards = CardPager(world: world)
            cards.swipe(by: 100, velocity: 800, world: world)
            world.window.modelSetLayoutDirection(.rightToLeft)
            world.frames()
            #expect(cards.container.configuration.direction == .rightToLeft)
            #expect(cards.container.settledPage == 1)
            #expect(cards.scrollView.contentOffset == CGPoint(x: 960, y: 0))
        }

        @Test("a rotation in the middle of a settle ends it on its target, at the new size")
        func rotationMidSettle() {
            let world = World()
            let log = EventLog()
            let source = ChannelSource(count: 5, log: log)
            let pager = PagedViewController<LoggingPage>(scheduler: world.scheduler)
            pager.dataSource = source
            pager.reloadData()
            world.show(pager)
            let width = world.window.bounds.width
            pager.scrollView.modelDrag(by: CGPoint(x: 100, y: 0), frames: 6)
            pager.scrollView.modelLift(velocity: CGPoint(x: 900, y: 0))
            world.frames(6)
            #expect(pager.scrollView.isDecelerating)
            world.window.modelResize(to: CGSize(width: 852, height: width))
            world.settle()
            #expect(pager.container.settledPage == 1)
            #expect(pager.scrollView.contentOffset == CGPoint(x: 852, y: 0))
            #expect(pager.scrollView.contentSize.width == 5 * 852.0)
            #expect(pager.container.page(at: 1)?.view.frame == CGRect(x: 852, y: 0, width: 852, height: width))
            #expect(pager.container.scrollState == .idle)
        }

        @Test("a looping banner advances on its own, across the seam")
        func loopingBannerAutoScroll() {
            let world = World()
            let cards = CardPager(
                world: world, count: 3, configuration: PagingConfiguration(isLooping: true, autoScroll: AutoScroll()))
            for expected in [1, 2, 0, 1] {
                world.advance(seconds: 2)
                world.settle()
                #expect(cards.container.settledPage == expected)
            }
            #expect(cards.scrollView.contentOffset.x.truncatingRemainder(dividingBy: 320) == 0)
        }

        @Test("a hardware arrow key that scrolls the pager anyway is undone: it stays on its page")
        func keyboardScrollingIsUndone() {
            let world = World()
            let cards = CardPager(world: world)
            // The pager turns keyboard scrolling off; an app may turn it back on (and before iOS 17 a
            // trackpad or a key command can move the content the same way).
            cards.scrollView.allowsKeyboardScrolling = true
            cards.scrollView.modelClearEvents()
            #expect(cards.scrollView.modelPressKey(.rightArrow))
            #expect(cards.scrollView.modelEvents.contains(.animationStarted(to: CGPoint(x: 50, y: 0))))
            world.settle()
            #expect(cards.container.settledPage == 0)
            #expect(cards.container.scrollState == .idle)
            #expect(cards.scrollView.contentOffset == .zero)
        }

        @Test("scrollRectToVisible does not move the pager; an offset an app sets at rest is undone")
        func scrollRectToVisibleAndOffsetWrites() {
            let world = World()
            let cards = CardPager(world: world)
            cards.scrollView.modelClearEvents()
            cards.scrollView.scrollRectToVisible(CGRect(x: 400, y: 0, width: 100, height: 100), animated: true)
            #expect(cards.scrollView.modelEvents.isEmpty)
            cards.scrollView.contentOffset = CGPoint(x: 400, y: 0)
            world.settle()
            #expect(cards.container.settledPage == 0)
            #expect(cards.container.scrollState == .idle)
            #expect(cards.scrollView.contentOffset == .zero)
        }

        @Test(
            "VoiceOver bringing a part of the settled page into view leaves the pager on its page",
            arguments: [ModelFocusScroll.setsContentOffset, .scrollRectToVisible])
        func voiceOverFocusOutsideTheViewport(focusScroll: ModelFocusScroll) async throws {
            let world = World()
            let cards = CardPager(world: world)
            // A badge that sticks out of card 0 past the viewport's trailing edge (x 300…400).
            let badge = UIView(frame: CGRect(x: 300, y: 0, width: 100, height: 40))
            try #require(cards.card(0)).addSubview(badge)
            await ModelAccessibility.shared.setVoiceOverRunning(true)
            ModelAccessibility.shared.focusScroll = focusScroll
            cards.scrollView.modelClearEvents()
            #expect(ModelAccessibility.shared.moveFocus(to: badge))
            let moved = cards.scrollView.modelEvents.contains(.didScroll(CGPoint(x: 80, y: 0)))
            #expect(moved == (focusScroll == .setsContentOffset))
            world.settle()
            #expect(cards.container.settledPage == 0)
            #expect(cards.container.scrollState == .idle)
            #expect(cards.scrollView.contentOffset == .zero)
        }
    }
}
