import PagedKit
import PagedKitUIKit
import Testing
@_spi(UIKitModel) import UIKit

/// One reading of what UIKit leaves undocumented about a refresh control (the model's switches).
struct RefreshReading: Sendable, CustomTestStringConvertible {
    let placement: ModelRefreshControlPlacement
    let triggerDistance: CGFloat
    let refreshingInset: CGFloat
    let insetChangeMovesOffset: Bool
    let inContentInset: Bool

    /// Every combination of the plausible values.
    static let all: [RefreshReading] = [ModelRefreshControlPlacement.aboveContentInset, .aboveContent].flatMap {
        placement in
        [CGFloat(60), 120].flatMap { trigger in
            [CGFloat(0), 60].flatMap { inset in
                [false, true].flatMap { moves in
                    [false, true].map { inContentInset in
                        RefreshReading(
                            placement: placement, triggerDistance: trigger, refreshingInset: inset,
                            insetChangeMovesOffset: moves, inContentInset: inContentInset)
                    }
                }
            }
        }
    }

    var testDescription: String {
        "\(placement), trigger \(Int(triggerDistance)), inset \(Int(refreshingInset)), moves \(insetChangeMovesOffset), \(inContentInset ? "in contentInset" : "adjusted only")"
    }

    /// Sets the model's switches (after `World()`, which resets them).
    @MainActor func apply() {
        UIRefreshControl.modelPlacement = placement
        UIRefreshControl.modelTriggerDistance = triggerDistance
        UIRefreshControl.modelRefreshingInset = refreshingInset
        UIRefreshControl.modelInsetChangeMovesOffset = insetChangeMovesOffset
        UIRefreshControl.modelRefreshingInsetInContentInset = inContentInset
    }
}

extension Profile {
    /// Puts a refresh control on page `index`'s list; returns it and a counter of its `.valueChanged`.
    func addRefreshControl(to index: Int) -> (UIRefreshControl, () -> Int) {
        let control = UIRefreshControl()
        var count = 0
        control.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
        list(index)?.refreshControl = control
        return (control, { count })
    }

    /// Where the settled list's first row starts, in the pager's view.
    var rowsTop: CGFloat {
        guard let list = list(container.settledPage) else { return .nan }
        return list.convert(CGPoint.zero, to: pager.view).y
    }

    /// No flash: with the header expanded, the tab bar's bottom is the rows' top, whatever UIKit did
    /// to the list's inset.
    func expectHeaderOnRows(_ note: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(container.headerCollapse == 0, "\(note)", sourceLocation: sourceLocation)
        #expect(tabBarFrame.maxY == rowsTop, "\(note)", sourceLocation: sourceLocation)
    }
}

extension AdapterScenarios {
    /// Issue 23: a `UIRefreshControl` on a page's list under the collapsing header, under every
    /// reading of what UIKit leaves undocumented (`RefreshReading`).
    @MainActor @Suite("issue 23: refresh control under the header") struct RefreshControlTests {
        static let channels: [(name: String, height: CGFloat)] = [("Posts", 5000), ("Likes", 300), ("Media", 5000)]

        @Test(
            "a pull begins refreshing with the header on the rows; it rests with the control shown; the end returns to 0",
            arguments: RefreshReading.all)
        func pullToRefresh(reading: RefreshReading) {
            let world = World()
            reading.apply()
            let profile = Profile(world: world, channels: Self.channels)
            let (control, valueChanged) = profile.addRefreshControl(to: 0)
            let list = try! #require(profile.list(0))
            let pull = reading.triggerDistance + 30
            var began: CGFloat?
            for step in 1...Int(pull / 10) {
                list.modelDrag(by: CGPoint(x: 0, y: -10), frames: 1)
                if control.isRefreshing, began == nil { began = CGFloat(step) * 10 }
                // The header stays on the rows, in the frame refreshing begins too (no flash).
                profile.expectHeaderOnRows("step \(step)")
                #expect(profile.headerFrame.minY == CGFloat(step) * 10)
            }
            #expect(began == reading.triggerDistance)
            #expect(valueChanged() == 1)
            #expect(profile.offset(0) == -pull)
            #expect(profile.offset(1) == 0)

            list.modelLift(velocity: .zero)
            for _ in 0..<600 where !world.display.isIdle {
                world.display.runFrame()
                profile.expectHeaderOnRows("bouncing back")
            }
            world.settle()
            // It rests where UIKit's refreshing inset puts it: the control shown above the header.
            #expect(control.isRefreshing)
            #expect(profile.offset(0) == -reading.refreshingInset)
            #expect(profile.headerFrame.minY == reading.refreshingInset)
            profile.expectHeaderOnRows()
            profile.expectOneHeader()
            #expect(profile.offset(1) == 0)
            if reading.placement == .aboveContentInset, reading.refreshingInset > 0 {
                let controlFrame = control.convert(control.bounds, to: profile.pager.view)
                #expect(controlFrame.maxY <= profile.headerFrame.minY)
                #expect(controlFrame.maxY > 0)
            }

            // The controller re-insets its lists (a rotation, a reload) while the control refreshes.
            profile.pager.updateListInsets()
            #expect(profile.offset(0) == -reading.refreshingInset)
            profile.expectHeaderOnRows()

            control.endRefreshing()
            for _ in 0..<600 where !world.display.isIdle {
                world.display.runFrame()
                profile.expectHeaderOnRows("returning")
            }
            world.settle()
            #expect(profile.offset(0) == 0)
            #expect(list.contentInset.top == 244)
            #expect(profile.headerFrame.minY == 0)
            profile.expectHeaderOnRows()
            profile.expectOneHeader()
            #expect(valueChanged() == 1)
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test(
            "the app begins and ends refreshing at the top: no value change, the header on the rows",
            arguments: RefreshReading.all)
        func programmaticRefresh(reading: RefreshReading) {
            let world = World()
            reading.apply()
            let profile = Profile(world: world, channels: Self.channels)
            let (control, valueChanged) = profile.addRefreshControl(to: 0)
            control.beginRefreshing()
            world.settle()
            #expect(control.isRefreshing)
            // UIKit shows the control (moves the rows down by its inset) or leaves the rows be.
            let shown = reading.insetChangeMovesOffset ? reading.refreshingInset : 0
            #expect(profile.offset(0) == -shown)
            #expect(profile.headerFrame.minY == shown)
            profile.expectHeaderOnRows()
            profile.expectOneHeader()

            control.endRefreshing()
            for _ in 0..<600 where !world.display.isIdle {
                world.display.runFrame()
                profile.expectHeaderOnRows("ending")
            }
            world.settle()
            #expect(profile.offset(0) == 0)
            #expect(profile.headerFrame.minY == 0)
            profile.expectOneHeader()
            #expect(valueChanged() == 0)
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test(
            "refreshing begins and ends with the header partly collapsed: nothing moves", arguments: RefreshReading.all)
        func refreshWhileCollapsed(reading: RefreshReading) {
            let world = World()
            reading.apply()
            let profile = Profile(world: world, channels: Self.channels)
            let (control, _) = profile.addRefreshControl(to: 0)
            profile.scrollList(0, by: 120)
            #expect(profile.container.headerCollapse == 120)
            let header = profile.headerFrame
            let rows = profile.rowsTop
            control.beginRefreshing()
            world.settle()
            #expect(profile.container.headerCollapse == 120)
            #expect(profile.headerFrame == header)
            #expect(profile.rowsTop == rows)
            #expect(profile.offset(0) == 120)
            #expect(profile.offset(1) == 120)
            profile.expectOneHeader()

            control.endRefreshing()
            world.settle()
            #expect(profile.container.headerCollapse == 120)
            #expect(profile.headerFrame == header)
            #expect(profile.rowsTop == rows)
            #expect(profile.offset(1) == 120)
            profile.expectOneHeader()

            // Scrolled back to the top while refreshing, it comes to rest with the header expanded.
            control.beginRefreshing()
            profile.scrollList(0, by: -400)
            #expect(profile.container.headerCollapse == 0)
            #expect(profile.offset(0) == -reading.refreshingInset)
            profile.expectHeaderOnRows()
            profile.expectOneHeader()
            control.endRefreshing()
            world.settle()
            #expect(profile.offset(0) == 0)
            profile.expectOneHeader()
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test(
            "a swipe away from a refreshing list and back: one header, the list still refreshing",
            arguments: RefreshReading.all)
        func swipeWhileRefreshing(reading: RefreshReading) {
            let world = World()
            reading.apply()
            let profile = Profile(world: world, channels: Self.channels)
            let (control, _) = profile.addRefreshControl(to: 0)
            let list = try! #require(profile.list(0))
            list.modelDrag(by: CGPoint(x: 0, y: -(reading.triggerDistance + 30)), frames: 10)
            list.modelLift(velocity: .zero)
            world.settle()
            #expect(control.isRefreshing)

            profile.swipe(forward: true)
            #expect(profile.container.settledPage == 1)
            #expect(profile.container.headerCollapse == 0)
            #expect(profile.offset(1) == 0)
            #expect(profile.headerFrame.minY == 0)
            profile.expectOneHeader()

            profile.swipe(forward: false)
            #expect(profile.container.settledPage == 0)
            #expect(control.isRefreshing)
            profile.expectHeaderOnRows()
            profile.expectOneHeader()
            control.endRefreshing()
            world.settle()
            #expect(profile.offset(0) == 0)
            profile.expectHeaderOnRows()
            profile.expectOneHeader()
            #expect(UIKitModel.violations.isEmpty)
        }
    }

    /// The model's `UIRefreshControl` against UIRefreshControl.h and UIScrollView.h, and its
    /// undocumented switches.
    @MainActor @Suite("issue 23: the model's refresh control") struct RefreshControlModelTests {
        private func scrollView(in world: World) -> UIScrollView {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
            scrollView.contentSize = CGSize(width: 320, height: 2000)
            scrollView.contentInsetAdjustmentBehavior = .never
            scrollView.contentInset.top = 100
            scrollView.contentOffset.y = -100
            world.show(scrollView, frame: scrollView.frame)
            return scrollView
        }

        @Test(
            "refreshControl is a subview; a pull past the trigger begins refreshing and sends .valueChanged once",
            arguments: [CGFloat(60), 120])
        func pullSendsValueChanged(trigger: CGFloat) {
            let world = World()
            UIRefreshControl.modelTriggerDistance = trigger
            let scrollView = scrollView(in: world)
            let control = UIRefreshControl()
            var sent = 0
            control.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
            scrollView.refreshControl = control
            #expect(control.superview === scrollView)
            #expect(control.frame == CGRect(x: 0, y: -160, width: 320, height: 60))
            scrollView.modelDrag(by: CGPoint(x: 0, y: -(trigger - 10)), frames: 5)
            #expect(!control.isRefreshing)
            scrollView.modelDrag(by: CGPoint(x: 0, y: -40), frames: 4)
            #expect(control.isRefreshing)
            #expect(sent == 1)
            #expect(scrollView.contentInset.top == 100)
            #expect(scrollView.adjustedContentInset.top == 160)
            scrollView.modelLift(velocity: .zero)
            world.settle()
            #expect(scrollView.contentOffset.y == -160)
            #expect(sent == 1)
            scrollView.refreshControl = nil
            #expect(control.superview == nil)
            #expect(!control.isRefreshing)
            #expect(scrollView.adjustedContentInset.top == 100)
        }

        @Test(
            "beginRefreshing sends nothing; the inset and the offset follow the switches", arguments: [false, true],
            [CGFloat(0), 60])
        func programmatic(moves: Bool, inset: CGFloat) {
            let world = World()
            UIRefreshControl.modelInsetChangeMovesOffset = moves
            UIRefreshControl.modelRefreshingInset = inset
            UIRefreshControl.modelPlacement = .aboveContent
            let scrollView = scrollView(in: world)
            let control = UIRefreshControl()
            var sent = 0
            control.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
            scrollView.refreshControl = control
            #expect(control.frame.maxY == 0)
            control.beginRefreshing()
            #expect(control.isRefreshing)
            #expect(sent == 0)
            #expect(scrollView.adjustedContentInset.top == 100 + inset)
            #expect(scrollView.contentOffset.y == (moves ? -100 - inset : -100))
            control.endRefreshing()
            #expect(!control.isRefreshing)
            #expect(scrollView.adjustedContentInset.top == 100)
            world.settle()
            #expect(scrollView.contentOffset.y == -100)
            #expect(sent == 0)
        }

        @Test("with the inset in contentInset: added at the beginning, taken away at the end")
        func contentInsetReading() {
            let world = World()
            UIRefreshControl.modelRefreshingInsetInContentInset = true
            let scrollView = scrollView(in: world)
            let control = UIRefreshControl()
            scrollView.refreshControl = control
            control.beginRefreshing()
            #expect(scrollView.contentInset.top == 160)
            #expect(scrollView.adjustedContentInset.top == 160)
            #expect(control.frame.maxY == -100)
            control.endRefreshing()
            #expect(scrollView.contentInset.top == 100)
            world.settle()
            #expect(scrollView.contentOffset.y == -100)
        }

        @Test("endRefreshing at rest above the new top: animated back, or moved at once")
        func endReturnsToTop() {
            for moves in [false, true] {
                let world = World()
                UIRefreshControl.modelInsetChangeMovesOffset = moves
                let scrollView = scrollView(in: world)
                let control = UIRefreshControl()
                scrollView.refreshControl = control
                scrollView.modelDrag(by: CGPoint(x: 0, y: -90), frames: 6)
                scrollView.modelLift(velocity: .zero)
                world.settle()
                #expect(scrollView.contentOffset.y == -160)
                scrollView.modelClearEvents()
                control.endRefreshing()
                #expect(scrollView.contentOffset.y == (moves ? -100 : -160))
                #expect(scrollView.isScrollAnimating == !moves)
                world.settle()
                #expect(scrollView.contentOffset.y == -100)
            }
        }
    }
}
