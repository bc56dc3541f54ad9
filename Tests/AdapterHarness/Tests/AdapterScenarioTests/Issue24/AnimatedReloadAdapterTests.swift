import PagedKit
import PagedKitSwiftUI
import PagedKitUIKit
@_spi(UIKitModel) import SwiftUI
import Testing
@_spi(UIKitModel) import UIKit

/// Issue 24, "Animated data changes", the adapters: `reloadData(animated: true)` shows what changed
/// as one `UIView.animate` block — the removed page slides out and goes when it completes, the next
/// one slides in — with the tab bar in the same motion; Reduce Motion cross-fades; a drag, a jump or
/// a second reload ends a motion under way; SwiftUI animates a change inside `withAnimation` only.
extension AdapterScenarios {
    @MainActor @Suite("animated reload: UIKit and SwiftUI adapters") struct AnimatedReloadAdapterTests {
        /// The channels without "Tech" (index 3), the current channel of `onTech(_:)`.
        static let withoutTech = TabbedPager.channels.filter { $0 != "Tech" }

        /// A tabbed pager whose bar reads the titles from the data source, on "Tech" (index 3).
        private func onTech(_ world: World) -> TabbedPager {
            let tabbed = TabbedPager(world: world)
            let source = tabbed.source
            tabbed.bar.titleProvider = { [unowned source] in source.channels[$0] }
            try? tabbed.container.scrollToPage(3, animated: false)
            world.frames()
            return tabbed
        }

        /// The animation blocks run since `count` that moved one of `views`.
        private func blocks(since count: Int, moving views: [UIView]) -> [ModelViewAnimation] {
            UIView.modelAnimations.dropFirst(count).filter { animation in
                views.contains { animation.frameChange(of: $0) != nil || animation.alphaChange(of: $0) != nil }
            }
        }

        /// Every loaded page's view is in the scroll view at the frame its slot gives.
        private func pagesAreInPlace(_ pager: PagedScrollView<CardView>) -> Bool {
            let container = pager.container
            return container.loadedPageIndices.allSatisfy { index in
                guard let view = container.page(at: index) else { return false }
                return view.superview === pager.scrollView && view.alpha == 1
            }
        }

        @Test("removing the current channel: it slides out and goes on completion, the next slides in, tabs in step")
        func removingTheCurrentChannel() {
            let world = World()
            let tabbed = onTech(world)
            let pager = tabbed.pager
            let removed = try! #require(tabbed.container.page(at: 3))
            let sport = try! #require(tabbed.container.page(at: 4))
            let removedFrame = removed.frame
            let sportFrame = sport.frame
            let oldIndicator = tabbed.bar.indicatorView.frame
            let before = UIView.modelAnimations.count

            tabbed.source.channels = Self.withoutTech
            pager.reloadData(animated: true)

            // The state is the reload's at once: Sport is current, at index 3.
            #expect(tabbed.container.currentPage == 3)
            #expect(tabbed.container.page(at: 3) === sport)
            #expect(!tabbed.container.loadedPageIndices.contains { tabbed.container.page(at: $0) === removed })
            // One block moves the pages.
            let pageBlocks = blocks(since: before, moving: [removed, sport])
            #expect(pageBlocks.count == 1, "one animation block for the pages")
            let motion = try! #require(pageBlocks.first)
            #expect(motion.duration == 0.3)
            let width = CGFloat(320)
            // Sport comes in from the trailing side to the slot Tech had.
            let arriving = motion.frameChange(of: sport)
            #expect(arriving?.from == sportFrame, "Sport starts where it was shown")
            #expect(arriving?.to == removedFrame, "Sport ends in the current slot")
            #expect(sport.frame == removedFrame)
            #expect(sport.frame.minX == pager.scrollView.contentOffset.x)
            // Tech slides out toward the leading side, fading, and stays until the motion ends.
            let leaving = motion.frameChange(of: removed)
            #expect(leaving?.from == removedFrame)
            #expect(leaving?.to == removedFrame.offsetBy(dx: -width, dy: 0))
            #expect(motion.alphaChange(of: removed).map { [$0.from, $0.to] } == [1, 0])
            #expect(removed.superview === pager.scrollView)
            // The tabs move in a block of the same duration; the indicator ends under Sport's tab.
            let tabBlocks = blocks(since: before, moving: [tabbed.bar.indicatorView])
            #expect(tabBlocks.count == 1)
            #expect(tabBlocks.first?.duration == motion.duration)
            #expect(tabBlocks.first?.start == motion.start)
            let expected = TabbedPager.expectedLayout(Self.withoutTech)
            #expect(tabBlocks.first?.frameChange(of: tabbed.bar.indicatorView)?.from == oldIndicator)
            #expect(tabbed.bar.indicatorView.frame.span == expected.tab(at: 3)!)
            #expect(tabbed.bar.selectedTab == 3 && tabbed.bar.tabs[3].titleLabel.text == "Sport")

            world.frames(5)
            #expect(!motion.isComplete)
            #expect(removed.superview === pager.scrollView, "still shown mid-motion")
            world.settle()
            #expect(motion.isComplete)
            #expect(removed.superview == nil, "removed when the motion completes")
            #expect(removed.alpha == 1, "given back its alpha once out")
            #expect(removed.isUserInteractionEnabled)
            #expect(pagesAreInPlace(pager))
            #expect(tabbed.bar.indicatorView.frame.span == expected.tab(at: tabbed.container.currentPage)!)
            #expect(UIKitModel.violations.isEmpty)
        }

        /// Peeking cards (60 % centred, pitch 192, inset 64), on index 3, radius 6: the card to the
        /// right (index 4) moved to index 9 leaves the view but stays loaded. The motion keeps it where
        /// it was (the current card does not move, so the content does not shift) and it ends at its
        /// placement, out of view, not where the motion left it.
        @Test("a card that leaves the view ends the motion at its placement")
        func aCardLeavingTheViewEndsAtItsPlacement() throws {
            let world = World()
            let tabbed = TabbedPager(world: world)
            var configuration = tabbed.pager.configuration
            configuration.pageSize = .fraction(0.6)
            configuration.pageAlignment = .center
            configuration.preloadRadius = 6
            tabbed.pager.configuration = configuration
            world.frames()
            try tabbed.container.scrollToPage(3, animated: false)
            world.frames()
            let moved = try #require(tabbed.container.page(at: 4))
            let shownAt = moved.frame.minX
            var channels = TabbedPager.channels
            channels.insert(channels.remove(at: 4), at: 9)
            tabbed.source.channels = channels
            tabbed.pager.reloadData(animated: true)

            #expect(tabbed.container.page(at: 9) === moved, "the same card, at 9")
            world.frames(5)
            #expect(moved.frame.minX == shownAt, "shown where it was during the motion")
            world.settle()
            #expect(
                abs(moved.frame.minX - (9 * 192 + 64)) < 0.001,
                "at its placement once the motion ends, not at \(shownAt)")
            #expect(pagesAreInPlace(tabbed.pager))
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("not animated: no page moves in a block and the removed page goes at once")
        func notAnimated() {
            let world = World()
            let tabbed = onTech(world)
            let removed = try! #require(tabbed.container.page(at: 3))
            let sport = try! #require(tabbed.container.page(at: 4))
            let before = UIView.modelAnimations.count
            tabbed.source.channels = Self.withoutTech
            tabbed.pager.reloadData(animated: false)
            #expect(blocks(since: before, moving: [removed, sport]).isEmpty)
            #expect(removed.superview == nil)
            #expect(tabbed.container.page(at: 3) === sport)
            #expect(UIView.modelAnimations.count == before, "the bar does not animate either")
        }

        @Test("a child view controller leaves only when the motion completes")
        func childViewControllerLeavesOnCompletion() throws {
            let world = World()
            let source = NamedChannels(["Top", "World", "Business", "Tech", "Sport"])
            let pager = PagedViewController<LoggingPage>(scheduler: world.scheduler)
            pager.dataSource = source
            pager.reloadData()
            world.show(pager)
            try pager.scrollToPage(3, animated: false)
            world.settle()
            let removed = try #require(pager.container.page(at: 3))
            let next = try #require(pager.container.page(at: 4))
            let nextFrame = next.view.frame
            let before = UIView.modelAnimations.count
            source.log.clear()

            source.names.remove(at: 3)
            pager.reloadData(animated: true)

            #expect(pager.container.page(at: 3) === next)
            let motion = try #require(blocks(since: before, moving: [removed.view, next.view]).first)
            #expect(motion.frameChange(of: next.view)?.from == nextFrame)
            #expect(motion.frameChange(of: next.view)?.to == next.view.frame)
            #expect(motion.alphaChange(of: removed.view)?.to == 0)
            #expect(removed.parent === pager, "still a child during the motion")
            #expect(removed.view.superview === pager.scrollView)
            #expect(!source.log.events.contains(.willMove(3, toParent: false)))
            world.settle()
            #expect(removed.parent == nil)
            #expect(removed.view.superview == nil)
            let leaving = source.log.of(3).filter {
                $0 == .willMove(3, toParent: false) || $0 == .viewRemoved(3) || $0 == .didMove(3, toParent: false)
            }
            #expect(leaving == [.willMove(3, toParent: false), .viewRemoved(3), .didMove(3, toParent: false)])
            #expect(next.parent === pager)
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("Reduce Motion: nothing slides; the removed page fades out where it was, then goes")
        func reduceMotion() async throws {
            let world = World()
            let tabbed = onTech(world)
            await ModelAccessibility.shared.setReduceMotionEnabled(true)
            let pager = tabbed.pager
            let removed = try #require(tabbed.container.page(at: 3))
            let sport = try #require(tabbed.container.page(at: 4))
            let removedFrame = removed.frame
            let before = UIView.modelAnimations.count
            tabbed.source.channels = Self.withoutTech
            pager.reloadData(animated: true)

            let pageBlocks = blocks(since: before, moving: [removed, sport])
            #expect(pageBlocks.count == 1)
            let fade = try #require(pageBlocks.first)
            #expect(fade.viewsWithFrameChanges.isEmpty, "no page slides")
            #expect(sport.frame == removedFrame, "Sport is in the current slot at once")
            #expect(removed.frame == removedFrame, "the removed page stays where it was")
            #expect(fade.alphaChange(of: removed).map { [$0.from, $0.to] } == [1, 0])
            #expect(removed.superview === pager.scrollView)
            let expected = TabbedPager.expectedLayout(Self.withoutTech)
            #expect(tabbed.bar.indicatorView.frame.span == expected.tab(at: 3)!)
            world.settle()
            #expect(removed.superview == nil)
            #expect(pagesAreInPlace(pager))
        }

        @Test("a drag that begins mid-motion ends it first: the removed page goes at once")
        func dragMidMotion() {
            let world = World()
            let tabbed = onTech(world)
            let pager = tabbed.pager
            let removed = tabbed.container.page(at: 3)!
            tabbed.source.channels = Self.withoutTech
            pager.reloadData(animated: true)
            world.frames(3)
            #expect(removed.superview === pager.scrollView)
            pager.scrollView.modelDrag(by: CGPoint(x: 40, y: 0), frames: 1)
            #expect(removed.superview == nil, "the motion ended when the drag began")
            pager.scrollView.modelDrag(by: CGPoint(x: 80, y: 0), frames: 4)
            pager.scrollView.modelLift(velocity: CGPoint(x: 900, y: 0))
            world.settle()
            #expect(tabbed.container.settledPage == 4)
            #expect(removed.superview == nil, "the motion's completion removes nothing more")
            #expect(pagesAreInPlace(pager))
            #expect(UIKitModel.violations.isEmpty)
        }

        /// Whether an earlier block's completion runs at once, unfinished, when a later block takes
        /// over one of its views is undocumented (`UIView.modelTakeover`): both ways.
        @Test(
            "a jump or a second animated reload mid-motion ends the motion under way first",
            arguments: [UIView.ModelAnimationTakeover.earlierCompletesAtItsEnd, .earlierCompletesAtOnceUnfinished])
        func jumpAndSecondReloadMidMotion(takeover: UIView.ModelAnimationTakeover) throws {
            let world = World()
            UIView.modelTakeover = takeover
            let tabbed = onTech(world)
            let pager = tabbed.pager
            let tech = try #require(tabbed.container.page(at: 3))
            let start = UIView.modelAnimations.count
            tabbed.source.channels = Self.withoutTech
            pager.reloadData(animated: true)
            let first = try #require(blocks(since: start, moving: [tech]).first)
            world.frames(2)
            // A second reload removes Sport, now current: Tech goes at once, Sport slides out.
            let sport = try #require(tabbed.container.page(at: 3))
            let before = UIView.modelAnimations.count
            tabbed.source.channels = Self.withoutTech.filter { $0 != "Sport" }
            pager.reloadData(animated: true)
            #expect(tech.superview == nil, "the first motion's leaving page went when the second began")
            #expect(sport.superview === pager.scrollView, "the first motion's completion leaves the second's page")
            #expect(first.isComplete == (takeover == .earlierCompletesAtOnceUnfinished))
            let second = try #require(blocks(since: before, moving: [sport]).first)
            #expect(!second.isComplete)
            #expect(blocks(since: before, moving: [sport]).count == 1)
            world.frames(2)
            try pager.scrollToPage(0, animated: true)
            #expect(sport.superview == nil, "a jump ends the motion under way")
            world.settle()
            #expect(tabbed.container.settledPage == 0)
            #expect(pagesAreInPlace(pager))
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("a page view handed out again while leaving stays, with its alpha back")
        func reusedLeavingView() throws {
            let world = World()
            let source = ReusingCards(["a", "b", "c", "d", "e"])
            let pager = PagedScrollView<CardView>(scheduler: world.scheduler)
            pager.dataSource = source
            pager.reloadData()
            world.show(pager)
            try pager.scrollToPage(2, animated: false)
            world.settle()
            let removed = try #require(pager.container.page(at: 2))
            source.names.remove(at: 2)
            pager.reloadData(animated: true)
            #expect(removed.superview === pager.scrollView)
            // The app hands the leaving view out again for a new item while the motion runs.
            source.reused = removed
            source.names.insert("z", at: 2)
            pager.reloadData()
            #expect(pager.container.page(at: 2) === removed)
            #expect(removed.alpha == 1 && removed.isUserInteractionEnabled)
            world.settle()
            #expect(removed.superview === pager.scrollView, "the old motion's completion leaves it")
            #expect(pagesAreInPlace(pager))
        }

        @Test("vertical pages move along y", arguments: [false, true])
        func vertical(removesLast: Bool) throws {
            let world = World()
            let names = ["a", "b", "c", "d", "e"]
            let source = NamedCards(names)
            let pager = PagedScrollView<CardView>(
                configuration: PagingConfiguration(axis: .vertical), scheduler: world.scheduler)
            pager.dataSource = source
            pager.reloadData()
            world.show(pager, frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            let current = removesLast ? 4 : 2
            try pager.scrollToPage(current, animated: false)
            world.settle()
            let removed = try #require(pager.container.page(at: current))
            let incoming = try #require(pager.container.page(at: 3))
            let removedFrame = removed.frame
            let before = UIView.modelAnimations.count
            source.names.remove(at: current)
            pager.reloadData(animated: true)
            let motion = try #require(blocks(since: before, moving: [removed, incoming]).first)
            let height = CGFloat(200)
            // The page now current ends in the slot shown, and comes from the side its item was on.
            #expect(incoming.frame.minY == pager.scrollView.contentOffset.y)
            #expect(incoming.frame.minX == 0 && incoming.frame.width == 320 && incoming.frame.height == height)
            let arriving = try #require(motion.frameChange(of: incoming))
            let leaving = try #require(motion.frameChange(of: removed))
            #expect(arriving.from.minX == 0 && leaving.to.minX == 0, "nothing moves across the axis")
            // The removed page starts where it was on screen (content coordinates after the reload:
            // with the last item removed the content is shorter and the viewport moved up).
            #expect(leaving.from.minY == pager.scrollView.contentOffset.y)
            #expect(leaving.from.size == removedFrame.size)
            #expect(removesLast || leaving.from == removedFrame)
            if removesLast {
                // The last item removed: the one before it comes from above, the removed one goes down.
                #expect(arriving.from.minY == arriving.to.minY - height)
                #expect(leaving.to.minY == leaving.from.minY + height)
            } else {
                #expect(arriving.from.minY == arriving.to.minY + height)
                #expect(leaving.to.minY == leaving.from.minY - height)
            }
            world.settle()
            #expect(removed.superview == nil)
            #expect(pagesAreInPlace(pager))
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("right-to-left: the next page comes in from the left, the removed one leaves to the right")
        func rightToLeft() throws {
            let world = World(layoutDirection: .rightToLeft)
            let tabbed = onTech(world)
            let pager = tabbed.pager
            #expect(tabbed.container.configuration.direction == .rightToLeft)
            let removed = try #require(tabbed.container.page(at: 3))
            let sport = try #require(tabbed.container.page(at: 4))
            let removedFrame = removed.frame
            let sportFrame = sport.frame
            #expect(sportFrame.minX == removedFrame.minX - 320, "page 4 is left of page 3")
            let before = UIView.modelAnimations.count
            tabbed.source.channels = Self.withoutTech
            pager.reloadData(animated: true)
            let motion = try #require(blocks(since: before, moving: [removed, sport]).first)
            #expect(sport.frame.minX == pager.scrollView.contentOffset.x)
            #expect(motion.frameChange(of: sport)?.to == sport.frame)
            #expect(motion.frameChange(of: sport)?.from.minX == sport.frame.minX - 320, "from the left")
            #expect(motion.frameChange(of: removed)?.from.minX == pager.scrollView.contentOffset.x)
            #expect(
                motion.frameChange(of: removed)?.to.minX == pager.scrollView.contentOffset.x + 320, "out to the right")
            let expected = TabbedPager.expectedLayout(Self.withoutTech, direction: .rightToLeft)
            #expect(tabbed.bar.indicatorView.frame.span == expected.tab(at: 3)!)
            world.settle()
            #expect(removed.superview == nil)
            #expect(pagesAreInPlace(pager))
        }

        @Test("SwiftUI: a change inside withAnimation animates the pages, outside it does not")
        func swiftUIWithAnimation() async throws {
            let world = World()
            let stories = StoryPager(world: world, page: 2)
            stories.host.render()
            await stories.host.settle()
            world.settle()
            let bump = State(wrappedValue: 0)
            let removed = try #require(stories.container.page(at: 2))
            let next = try #require(stories.container.page(at: 3))
            var before = UIView.modelAnimations.count
            withAnimation {
                stories.keys.remove(at: 2)
                bump.wrappedValue += 1
            }
            await stories.host.settle()
            #expect(stories.container.pageCount == 4)
            #expect(stories.container.page(at: 2) === next)
            let motion = try #require(blocks(since: before, moving: [removed.view, next.view]).first)
            #expect(motion.frameChange(of: next.view)?.to == next.view.frame)
            #expect(motion.alphaChange(of: removed.view)?.to == 0)
            #expect(removed.view.superview === stories.controller.scrollView, "shown until the motion ends")
            world.settle()
            await stories.host.settle()
            #expect(removed.view.superview == nil)

            let gone = try #require(stories.container.page(at: 2))
            let following = try #require(stories.container.page(at: 3))
            before = UIView.modelAnimations.count
            stories.keys.remove(at: 2)
            bump.wrappedValue += 1
            await stories.host.settle()
            #expect(stories.container.pageCount == 3)
            #expect(stories.container.page(at: 2) === following)
            #expect(blocks(since: before, moving: [gone.view, following.view]).isEmpty, "no motion")
            #expect(gone.view.superview == nil, "gone at once")
            #expect(ModelViewGraph.shared.violations.isEmpty)
        }
    }
}

/// Cards identified by name that hand out a given view again for a new item (a reuse pool).
@MainActor final class ReusingCards: PageDataSource {
    var names: [String]
    var reused: CardView?

    init(_ names: [String]) { self.names = names }

    func numberOfPages(in container: PagedContainer<CardView>) -> Int { names.count }

    func container(_ container: PagedContainer<CardView>, pageAt index: Int) -> CardView {
        if let reused {
            self.reused = nil
            return reused
        }
        return CardView(index: index)
    }

    func container(_ container: PagedContainer<CardView>, identifierForPageAt index: Int) -> AnyHashable {
        names[index]
    }
}
