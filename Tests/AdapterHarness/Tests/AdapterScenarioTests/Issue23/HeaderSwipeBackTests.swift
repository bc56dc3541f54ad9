import PagedKit
import PagedKitUIKit
import Testing
@_spi(UIKitModel) import UIKit

extension AdapterScenarios {
    /// Issue 23: swipe-back from a header screen pushed on a navigation controller needs no code from
    /// the app.
    @MainActor @Suite("issue 23: swipe-back from the header screen") struct HeaderSwipeBackTests {
        static let channels: [(name: String, height: CGFloat)] = [("Posts", 5000), ("Likes", 300), ("Media", 5000)]

        /// What the header screen shows: the collapse, the header's and tab bar's frames, the lists'
        /// offsets, the view holding the header.
        private func snapshot(_ profile: Profile) -> [String] {
            [
                "\(profile.container.headerCollapse)", "\(profile.headerFrame)", "\(profile.tabBarFrame)",
                "\(profile.container.loadedPageIndices.sorted().map { profile.offset($0) ?? .nan })",
                "\(profile.header.superview?.superview === profile.list(profile.container.settledPage))",
            ]
        }

        @Test(
            "an interactive pop on the first page with the header partly collapsed: cancelled, nothing changed; finished, popped"
        )
        func interactivePop() {
            let world = World()
            let navigation = UINavigationController(rootViewController: UIViewController())
            let profile = Profile(world: world, channels: Self.channels, pushedOn: navigation)
            #expect(navigation.topViewController === profile.pager)
            profile.scrollList(0, by: 120)
            #expect(profile.container.headerCollapse == 120)
            let before = snapshot(profile)

            navigation.modelBeginInteractivePop()
            #expect(navigation.modelIsPoppingInteractively)
            world.frames(5)
            #expect(snapshot(profile) == before)
            navigation.modelEndInteractivePop(finishing: false)
            world.advance(seconds: 1)
            world.settle()
            #expect(navigation.topViewController === profile.pager)
            #expect(snapshot(profile) == before)
            profile.expectOneHeader()
            // The screen still works: the list scrolls and the header follows.
            profile.scrollList(0, by: -60)
            #expect(profile.container.headerCollapse == 60)
            profile.expectOneHeader()

            navigation.modelBeginInteractivePop()
            world.frames(5)
            navigation.modelEndInteractivePop(finishing: true)
            world.advance(seconds: 1)
            world.settle()
            #expect(navigation.viewControllers.count == 1)
            #expect(navigation.topViewController !== profile.pager)
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("an edge swipe on the first page begins the pop, not a page turn; let go early, it is cancelled")
        func edgeSwipe() {
            let world = World()
            let navigation = UINavigationController(rootViewController: UIViewController())
            let profile = Profile(world: world, channels: Self.channels, pushedOn: navigation)
            profile.scrollList(0, by: 120)
            let before = snapshot(profile)
            let scrollView = profile.pager.scrollView
            scrollView.modelTouchDown(fromLeadingScreenEdge: true)
            scrollView.modelDrag(by: CGPoint(x: -120, y: 0), frames: 6)
            #expect(navigation.modelIsPoppingInteractively)
            #expect(profile.container.settledPage == 0)
            scrollView.modelLift(velocity: .zero)
            world.advance(seconds: 1)
            world.settle()
            #expect(navigation.topViewController === profile.pager)
            #expect(snapshot(profile) == before)
            profile.expectOneHeader()
            #expect(UIKitModel.violations.isEmpty)
        }
    }
}
