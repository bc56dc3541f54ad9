import PagedKit
import PagedKitUIKit
import Testing
@_spi(UIKitModel) import UIKit

/// Issue 22, M1 and A1: hit-testing skips views that ignore touches (UIImageView and UILabel do by
/// default), so a tap on a peeking neighbour is resolved by where the cards are drawn, front-most
/// (largest `zPosition`) first, not by which view UIKit's hit-test found.
///
/// The carousel: a 320 × 200 pager, pages 240 pt wide, 10 pt apart (pitch 250), centred: at rest
/// on page 0 the card spans x 40…280 and page 1 peeks in at 290…320.
extension AdapterScenarios {
    @MainActor @Suite("issue 22 M1/A1: taps on neighbours") struct NeighbourTapTests {
        static let carousel = PagingConfiguration(pageSize: .fraction(0.75), pageSpacing: 10)

        @Test("model: a view with user interaction off, and everything in it, is skipped by hit-testing")
        func modelUserInteraction() {
            let world = World()
            let root = UIViewController()
            root.loadViewIfNeeded()
            world.show(root)
            let image = UIImageView(image: UIImage(modelSize: CGSize(width: 100, height: 100)))
            let label = UILabel(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
            let button = TapButton(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            image.addSubview(button)
            root.view.addSubview(image)
            root.view.addSubview(label)
            #expect(image.frame.size == CGSize(width: 100, height: 100))
            #expect(!image.isUserInteractionEnabled)
            #expect(!label.isUserInteractionEnabled)
            #expect(UIView().isUserInteractionEnabled)
            #expect(world.window.modelTap(at: CGPoint(x: 50, y: 50)) === root.view)
            #expect(
                world.window.modelTap(at: CGPoint(x: 20, y: 20)) === root.view, "inside a view that ignores touches")
            #expect(world.window.modelTap(at: CGPoint(x: 200, y: 50)) === root.view)
            image.isUserInteractionEnabled = true
            label.isUserInteractionEnabled = true
            #expect(world.window.modelTap(at: CGPoint(x: 20, y: 20)) === button)
            #expect(world.window.modelTap(at: CGPoint(x: 200, y: 50)) === label)
        }

        @Test("model: hit-testing goes through a subview's transform, and ignores zPosition")
        func modelTransformedHitTesting() {
            let world = World()
            let root = UIViewController()
            root.loadViewIfNeeded()
            world.show(root)
            let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let front = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
            root.view.addSubview(back)
            root.view.addSubview(front)
            // Halved about its centre and moved 150 pt left:
            var transform = CATransform3DIdentity
            transform.m11 = 0.5
            transform.m22 = 0.5
            transform.m41 = -150
            front.transform3D = transform
            // The centre (250, 50) is drawn at (100, 50); the card covers x 75…125, y 25…75.
            #expect(world.window.modelTap(at: CGPoint(x: 80, y: 50)) === front)
            #expect(world.window.modelTap(at: CGPoint(x: 250, y: 50)) === root.view, "its untransformed frame")
            #expect(world.window.modelTap(at: CGPoint(x: 60, y: 50)) === back)
            // zPosition changes drawing only: the later subview is still found first (or, under the
            // other reading, the nearer one).
            back.layer.zPosition = 10
            #expect(world.window.modelTap(at: CGPoint(x: 80, y: 50)) === front)
            UIView.modelHitTestFollowsZPosition = true
            #expect(world.window.modelTap(at: CGPoint(x: 80, y: 50)) === back)
            UIView.modelHitTestFollowsZPosition = false
            // A perspective turn: the plane seen edge-on is not hit anywhere off its centre line.
            var edgeOn = CATransform3DIdentity
            edgeOn.m11 = 0
            edgeOn.m13 = -1
            edgeOn.m31 = 1
            edgeOn.m33 = 0
            front.transform3D = edgeOn
            #expect(world.window.modelTap(at: CGPoint(x: 260, y: 50)) === root.view)
        }

        @Test(
            "a tap on a peeking neighbour moves to it when the pages ignore touches (UIImageView, UILabel)",
            arguments: [InertPage.image, .label])
        func neighbourTapOnInertPages(kind: InertPage) {
            let world = World()
            let source = InertPageSource(kind: kind, count: 5)
            let pager = PagedScrollView<UIView>(configuration: Self.carousel, scheduler: world.scheduler)
            pager.dataSource = source
            pager.reloadData()
            world.show(pager, frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            #expect(world.window.modelTap(at: CGPoint(x: 300, y: 100)) === pager.scrollView)
            world.settle()
            #expect(pager.container.settledPage == 1)
            world.window.modelTap(at: CGPoint(x: 20, y: 100))
            world.settle()
            #expect(pager.container.settledPage == 0)
            // The resting card itself: nothing moves.
            world.window.modelTap(at: CGPoint(x: 160, y: 100))
            world.settle()
            #expect(pager.container.settledPage == 0)
        }

        @Test(
            "overlapping cards: the one drawn in front takes the tap, whatever the subview order",
            arguments: [false, true])
        func frontMostCardTakesTheTap(hitTestFollowsZPosition: Bool) {
            let world = World()
            UIView.modelHitTestFollowsZPosition = hitTestFollowsZPosition
            let source = ButtonCardSource(count: 5)
            let pager = PagedScrollView<CardView>(configuration: Self.carousel, scheduler: world.scheduler)
            pager.dataSource = source
            pager.reloadData()
            world.show(pager, frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            try? pager.scrollToPage(1, animated: false)
            // A deck: each neighbour slides 60 pt toward the resting card and is drawn in front of it.
            pager.pageTransformer = PageTransformer { offset, _ in
                PageTransform(translation: -offset * 60, zPosition: abs(offset))
            }
            // Resting on page 1 (x 40…280); page 0's slot is x −210…30, drawn 60 pt right at −150…90
            // and in front: a tap at x 70 (inside page 1's span too) is a tap on page 0.
            #expect(world.window.modelTap(at: CGPoint(x: 70, y: 100)) === pager.scrollView)
            world.settle()
            #expect(pager.container.settledPage == 0)
            #expect(source.taps.isEmpty)
        }

        @Test("overlapping cards: the resting card drawn in front keeps its own controls", arguments: [false, true])
        func restingCardInFrontKeepsItsControls(hitTestFollowsZPosition: Bool) {
            let world = World()
            UIView.modelHitTestFollowsZPosition = hitTestFollowsZPosition
            let source = ButtonCardSource(count: 5)
            let pager = PagedScrollView<CardView>(configuration: Self.carousel, scheduler: world.scheduler)
            pager.dataSource = source
            pager.reloadData()
            world.show(pager, frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            // Neighbours slide 130 pt toward the resting card, behind it: page 1 is drawn at x 160…400
            // and, added after page 0, is found first by UIKit's hit-test, though drawn behind.
            pager.pageTransformer = PageTransformer { offset, _ in
                PageTransform(translation: -offset * 130, zPosition: -abs(offset))
            }
            // Page 0's button is at x 140…180, y 80…120; page 1's drawn button at x 260…300.
            #expect(world.window.modelTap(at: CGPoint(x: 170, y: 100)) is TapButton)
            #expect(source.taps == [0])
            world.settle()
            #expect(pager.container.settledPage == 0)
            // Where only page 1 is drawn, the tap moves there.
            world.window.modelTap(at: CGPoint(x: 300, y: 100))
            world.settle()
            #expect(pager.container.settledPage == 1)
            #expect(source.taps == [0])
        }
    }
}

/// A page root that ignores touches by default.
enum InertPage: String, Sendable, CustomTestStringConvertible {
    case image, label
    var testDescription: String { rawValue == "image" ? "UIImageView" : "UILabel" }
}

/// Pages of image views or labels, as a banner of pictures or of captions has.
@MainActor final class InertPageSource: PageDataSource {
    let kind: InertPage
    let count: Int

    init(kind: InertPage, count: Int) {
        self.kind = kind
        self.count = count
    }

    func numberOfPages(in container: PagedContainer<UIView>) -> Int { count }

    func container(_ container: PagedContainer<UIView>, pageAt index: Int) -> UIView {
        switch kind {
        case .image: UIImageView(image: UIImage(modelSize: CGSize(width: 240, height: 200)))
        case .label: UILabel()
        }
    }
}
