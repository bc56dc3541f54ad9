import PagedKit
import PagedKitSwiftUI
import PagedKitUIKit
@_spi(UIKitModel) import SwiftUI
import Testing
@_spi(UIKitModel) import UIKit

/// Issue 15 on the adapters: peeking carousels (page size, spacing, alignment) and page
/// transformers, on `PagedScrollView`, `PagedViewController` and `PagedView`.
///
/// The default carousel: a 320 × 200 pager, pages 3/4 of the viewport (240 pt), 10 pt apart, so
/// the pitch is 250 pt; centred, each resting page has a 40 pt strip of each neighbour beside it.
extension AdapterScenarios {
    @MainActor @Suite("peeking carousels") struct PeekingCarouselTests {
        static let carousel = PagingConfiguration(pageSize: .fraction(0.75), pageSpacing: 10)

        /// Rule 12's span of page `index` along the axis, from the viewport `V`, the page length `P`,
        /// the spacing, the alignment and the page count: `[i × pitch + inset, … + P]`, mirrored
        /// in `L = (n − 1) × pitch + V` right-to-left.
        static func span(
            of index: Int, count: Int, viewport: Double, pageLength: Double, spacing: Double, alignment: PageAlignment,
            rightToLeft: Bool
        ) -> (origin: Double, length: Double) {
            let pitch = pageLength + spacing
            let inset = alignment == .center ? (viewport - pageLength) / 2 : 0
            let lower = Double(index) * pitch + inset
            guard rightToLeft else { return (lower, pageLength) }
            let content = Double(count - 1) * pitch + viewport
            return (content - (lower + pageLength), pageLength)
        }

        @Test(
            "pages are framed at the page length along the axis, full across it, where rule 12 puts them",
            arguments: CarouselLayout.all)
        func framing(layout: CarouselLayout) {
            // Horizontal right-to-left comes from the layout direction; vertical from the
            // configuration (the layout direction does not turn a vertical pager).
            let world = World(layoutDirection: layout.rightToLeft && !layout.vertical ? .rightToLeft : .leftToRight)
            var configuration = Self.carousel
            configuration.pageAlignment = layout.alignment
            configuration.axis = layout.vertical ? .vertical : .horizontal
            configuration.direction = layout.rightToLeft ? .rightToLeft : .leftToRight
            let cards = CardPager(world: world, configuration: configuration)
            let viewport = layout.vertical ? 200.0 : 320.0
            let pageLength = viewport * 0.75
            #expect(cards.container.pageLength == pageLength)
            let content = 4 * (pageLength + 10) + viewport
            let restingOffset = layout.rightToLeft ? 4 * (pageLength + 10) : 0
            #expect(
                cards.scrollView.contentSize
                    == (layout.vertical ? CGSize(width: 320, height: content) : CGSize(width: content, height: 200)))
            #expect(
                cards.scrollView.contentOffset
                    == (layout.vertical ? CGPoint(x: 0, y: restingOffset) : CGPoint(x: restingOffset, y: 0)))
            #expect(cards.scrollView.isPagingEnabled == false)
            #expect(cards.container.loadedPageIndices == [0, 1])
            for index in cards.container.loadedPageIndices.sorted() {
                let span = Self.span(
                    of: index, count: 5, viewport: viewport, pageLength: pageLength, spacing: 10,
                    alignment: layout.alignment, rightToLeft: layout.rightToLeft)
                let expected =
                    layout.vertical
                    ? CGRect(x: 0, y: span.origin, width: 320, height: span.length)
                    : CGRect(x: span.origin, y: 0, width: span.length, height: 200)
                #expect(cards.card(index)?.frame == expected, "page \(index)")
            }
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("a fling rests on the next whole pitch, not on a multiple of the bounds")
        func flingRestsOnPitch() {
            let world = World()
            let cards = CardPager(world: world, configuration: Self.carousel)
            cards.swipe(by: 60, velocity: 800, world: world)
            #expect(cards.container.settledPage == 1)
            #expect(cards.scrollView.contentOffset == CGPoint(x: 250, y: 0))
            let targets = cards.scrollView.modelDelegateCalls.compactMap { event -> CGPoint? in
                if case .willEndDragging(_, _, let target) = event { return target }
                return nil
            }
            #expect(targets == [CGPoint(x: 250, y: 0)])
            #expect(cards.card(1)?.frame == CGRect(x: 290, y: 0, width: 240, height: 200))
            #expect(cards.card(2)?.frame == CGRect(x: 540, y: 0, width: 240, height: 200))
        }

        /// Scale by distance, alpha, a translation of a tenth of the page length per pitch, and the
        /// z position: every part of the transform, all exact in binary.
        static let measuring = PageTransformer { offset, pageLength in
            PageTransform(
                scale: 1 - 0.5 * min(abs(offset), 1), alpha: 1 - 0.25 * abs(offset),
                translation: offset * pageLength / 10,
                zPosition: -abs(offset))
        }

        @Test("the transformer is applied at rest and on every tick of a drag, with exact values")
        func transformerAtRestAndMidDrag() {
            let world = World()
            let cards = CardPager(world: world, configuration: Self.carousel)
            cards.pager.pageTransformer = Self.measuring
            // At rest: page 0 at the alignment point, page 1 one pitch after it.
            expectTransform(of: cards.card(0), scale: 1, translationX: 0, alpha: 1, z: 0)
            expectTransform(of: cards.card(1), scale: 0.5, translationX: 24, alpha: 0.75, z: -1)

            // A quarter of a pitch toward page 1 (62.5 of 250 pt), in five frames.
            cards.scrollView.modelDrag(by: CGPoint(x: 62.5, y: 0), frames: 5)
            #expect(cards.scrollView.contentOffset == CGPoint(x: 62.5, y: 0))
            expectTransform(of: cards.card(0), scale: 0.875, translationX: -6, alpha: 0.9375, z: -0.25)
            expectTransform(of: cards.card(1), scale: 0.625, translationX: 18, alpha: 0.8125, z: -0.75)
            cards.scrollView.modelLift(velocity: CGPoint(x: 800, y: 0))
            world.settle()
            #expect(cards.container.settledPage == 1)
            expectTransform(of: cards.card(0), scale: 0.5, translationX: -24, alpha: 0.75, z: -1)
            expectTransform(of: cards.card(1), scale: 1, translationX: 0, alpha: 1, z: 0)
            expectTransform(of: cards.card(2), scale: 0.5, translationX: 24, alpha: 0.75, z: -1)
            // Framed through bounds and center: a transformed view's frame is never set.
            #expect(cards.card(2)?.bounds.size == CGSize(width: 240, height: 200))
            #expect(cards.card(2)?.center == CGPoint(x: 660, y: 100))
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("a cover flow's rotation and perspective, mirrored right to left and turned for vertical paging")
        func rotationAndPerspective() {
            let transform = PageTransform(scale: 0.9, translation: 12, rotation: -0.5, perspective: 500)
            let transformer = PageTransformer { offset, _ in offset == 0 ? .identity : transform }
            for (axis, direction) in [
                (PagingAxis.horizontal, PagingDirection.leftToRight), (.horizontal, .rightToLeft),
                (.vertical, .leftToRight),
            ] {
                let world = World(layoutDirection: direction == .rightToLeft ? .rightToLeft : .leftToRight)
                let cards = CardPager(
                    world: world,
                    configuration: PagingConfiguration(axis: axis, pageSize: .fraction(0.75), pageSpacing: 10))
                cards.pager.pageTransformer = transformer
                let actual = cards.card(1)?.transform3D.modelEntries ?? []
                let expected = Self.composedMatrix(transform, axis: axis, direction: direction)
                #expect(actual.count == 16)
                #expect(zip(actual, expected).allSatisfy { abs($0 - $1) <= 1e-12 }, "\(axis) \(direction): \(actual)")
                #expect(cards.card(0).map { CATransform3DIsIdentity($0.transform3D) } == true)
            }
        }

        /// `S × R × P × T` by a general 4 × 4 product (row vectors, as Core Animation): scale, the
        /// rotation about y (horizontal; negated right to left) or about x (vertical, negated), the
        /// perspective's m34, then the translation along the axis (negated right to left).
        static func composedMatrix(_ t: PageTransform, axis: PagingAxis, direction: PagingDirection) -> [CGFloat] {
            func product(_ a: [CGFloat], _ b: [CGFloat]) -> [CGFloat] {
                (0..<16).map { entry in
                    let row = entry / 4
                    let column = entry % 4
                    return (0..<4).reduce(0) { $0 + a[row * 4 + $1] * b[$1 * 4 + column] }
                }
            }
            let identity: [CGFloat] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
            var scale = identity
            scale[0] = t.scale
            scale[5] = t.scale
            let angle = axis == .vertical || direction == .rightToLeft ? -t.rotation : t.rotation
            var rotation = identity
            if axis == .horizontal {
                rotation[0] = cos(angle)
                rotation[2] = -sin(angle)
                rotation[8] = sin(angle)
                rotation[10] = cos(angle)
            } else {
                rotation[5] = cos(angle)
                rotation[6] = sin(angle)
                rotation[9] = -sin(angle)
                rotation[10] = cos(angle)
            }
            var perspective = identity
            perspective[11] = -1 / t.perspective
            var translation = identity
            if axis == .horizontal {
                translation[12] = direction == .rightToLeft ? -t.translation : t.translation
            } else {
                translation[13] = t.translation
            }
            return product(product(product(scale, rotation), perspective), translation)
        }

        @Test("the identity comes back when the transformer is removed, and when a page leaves the viewport")
        func identityAfterRemoval() {
            let world = World()
            let cards = CardPager(
                world: world,
                configuration: PagingConfiguration(preloadRadius: 2, pageSize: .fraction(0.75), pageSpacing: 10))
            cards.pager.pageTransformer = Self.measuring
            let first = cards.card(0)
            #expect(first.map { CATransform3DIsIdentity($0.transform3D) } == true)
            expectTransform(of: cards.card(1), scale: 0.5, translationX: 24, alpha: 0.75, z: -1)
            // Page 2 is loaded (radius 2) but not visible: untouched.
            #expect(cards.card(2).map { CATransform3DIsIdentity($0.transform3D) && $0.alpha == 1 } == true)

            // Two pages on: page 0 is loaded still (radius 2) but out of the viewport.
            cards.swipe(by: 60, velocity: 800, world: world)
            cards.swipe(by: 60, velocity: 800, world: world)
            #expect(cards.container.settledPage == 2)
            #expect(cards.card(0) === first)
            expectTransform(of: first, scale: 1, translationX: 0, alpha: 1, z: 0)
            expectTransform(of: cards.card(1), scale: 0.5, translationX: -24, alpha: 0.75, z: -1)

            cards.pager.pageTransformer = nil
            for index in cards.container.loadedPageIndices {
                expectTransform(of: cards.card(index), scale: 1, translationX: 0, alpha: 1, z: 0)
            }
            #expect(cards.pager.pageTransformer == nil)
        }

        @Test("an unloaded page is handed back untransformed")
        func unloadResets() {
            let world = World()
            let source = KeptCardSource(count: 5)
            let pager = PagedScrollView<CardView>(configuration: Self.carousel, scheduler: world.scheduler)
            pager.dataSource = source
            pager.pageTransformer = Self.measuring
            pager.reloadData()
            world.show(pager, frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            let second = source.made.first { $0.index == 1 }
            expectTransform(of: second, scale: 0.5, translationX: 24, alpha: 0.75, z: -1)
            try? pager.scrollToPage(4, animated: false)
            #expect(!pager.container.loadedPageIndices.contains(1))
            #expect(second?.superview == nil)
            expectTransform(of: second, scale: 1, translationX: 0, alpha: 1, z: 0)
        }

        @Test("a tap on a peeking neighbour moves to it; a tap on the current card reaches the card's own controls")
        func tapOnNeighbour() {
            let world = World()
            let source = ButtonCardSource(count: 5)
            let pager = PagedScrollView<CardView>(configuration: Self.carousel, scheduler: world.scheduler)
            pager.dataSource = source
            pager.reloadData()
            world.show(pager, frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            let scrollView = pager.scrollView

            // The current card, on its button (card x 100…140, y 80…120): the button hears the tap.
            #expect(world.window.modelTap(at: CGPoint(x: 160, y: 100)) is TapButton)
            #expect(source.taps == [0])
            world.settle()
            #expect(pager.container.settledPage == 0)
            #expect(scrollView.contentOffset == .zero)

            // Page 1 peeks in at x 290…320; on its button's row: the pager takes the tap, not the button.
            scrollView.modelClearEvents()
            #expect(world.window.modelTap(at: CGPoint(x: 300, y: 100)) === scrollView)
            #expect(source.taps == [0])
            #expect(pager.container.scrollState == .settling)
            world.settle()
            #expect(pager.container.settledPage == 1)
            #expect(scrollView.contentOffset == CGPoint(x: 250, y: 0))
            #expect(scrollView.modelDelegateCalls.shape == ["didScroll", "didEndScrollingAnimation"])

            // Now page 0 peeks in on the left (x 40…70 of the viewport): back to it.
            world.window.modelTap(at: CGPoint(x: 20, y: 100))
            world.settle()
            #expect(pager.container.settledPage == 0)
            #expect(source.taps == [0])
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("a drag that starts on a neighbour is a drag, not a tap")
        func dragFromNeighbour() {
            let world = World()
            let cards = CardPager(world: world, configuration: Self.carousel)
            #expect(cards.scrollView.hitTest(CGPoint(x: 300, y: 100), with: nil) === cards.scrollView)
            // Down on page 1's strip, a short drag toward it, a release without speed: back to page 0.
            cards.scrollView.modelTouchDown(at: CGPoint(x: 300, y: 100))
            cards.scrollView.modelDrag(by: CGPoint(x: 30, y: 0), frames: 3)
            cards.scrollView.modelLift(velocity: .zero)
            world.settle()
            #expect(cards.container.settledPage == 0)
            #expect(cards.scrollView.contentOffset == .zero)
        }

        @Test("a live change of page size, spacing or alignment keeps the page and re-lays it out")
        func liveSizeChange() {
            let world = World()
            let cards = CardPager(world: world, configuration: Self.carousel)
            cards.pager.pageTransformer = Self.measuring
            try? cards.pager.scrollToPage(2, animated: false)
            #expect(cards.scrollView.contentOffset == CGPoint(x: 500, y: 0))

            cards.pager.configuration.pageSize = .fraction(0.5)
            #expect(cards.container.settledPage == 2)
            #expect(cards.container.pageLength == 160)
            #expect(cards.scrollView.contentOffset == CGPoint(x: 340, y: 0))
            #expect(cards.card(2)?.bounds.size == CGSize(width: 160, height: 200))
            #expect(cards.card(2)?.center == CGPoint(x: 340 + 160, y: 100))
            // The transforms follow the new page length (a tenth of it per pitch).
            expectTransform(of: cards.card(3), scale: 0.5, translationX: 16, alpha: 0.75, z: -1)

            cards.pager.configuration.pageAlignment = .leading
            #expect(cards.container.settledPage == 2)
            #expect(cards.card(2)?.center == CGPoint(x: 340 + 80, y: 100))

            // The viewport grows: a fraction follows it.
            cards.pager.frame = CGRect(x: 0, y: 0, width: 400, height: 240)
            world.frames()
            #expect(cards.container.settledPage == 2)
            #expect(cards.container.pageLength == 200)
            #expect(cards.scrollView.contentOffset == CGPoint(x: 420, y: 0))
            #expect(cards.card(2)?.bounds.size == CGSize(width: 200, height: 240))
            #expect(cards.card(2)?.center == CGPoint(x: 420 + 100, y: 120))
            expectTransform(of: cards.card(3), scale: 0.5, translationX: 20, alpha: 0.75, z: -1)
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("a two-card loop with both neighbours showing frames and transforms two instances of one card")
        func twoCardLoop() {
            let world = World()
            let cards = CardPager(
                world: world, count: 2,
                configuration: PagingConfiguration(isLooping: true, pageSize: .fraction(0.5)))
            cards.pager.pageTransformer = Self.measuring
            let shown = cards.scrollView.subviews.compactMap { $0 as? CardView }.sorted { $0.center.x < $1.center.x }
            let offset = cards.scrollView.contentOffset.x
            #expect(shown.map(\.index) == [1, 0, 1])
            #expect(shown.map(\.center.x) == [offset, offset + 160, offset + 320])
            #expect(shown.allSatisfy { $0.bounds.size == CGSize(width: 160, height: 200) })
            #expect(shown[0] !== shown[2])
            expectTransform(of: shown[0], scale: 0.5, translationX: -16, alpha: 0.75, z: -1)
            expectTransform(of: shown[1], scale: 1, translationX: 0, alpha: 1, z: 0)
            expectTransform(of: shown[2], scale: 0.5, translationX: 16, alpha: 0.75, z: -1)
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("in a two-card loop, a tap on the left copy of the other card moves left, on the right copy right")
        func twoCardLoopTaps() {
            let world = World()
            let source = ButtonCardSource(count: 2)
            let pager = PagedScrollView<CardView>(
                configuration: PagingConfiguration(isLooping: true, pageSize: .fraction(0.5)),
                scheduler: world.scheduler)
            pager.dataSource = source
            pager.reloadData()
            world.show(pager, frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            let scrollView = pager.scrollView
            let start = scrollView.contentOffset.x
            // Card 1 peeks in at x 0…80 (its left copy) and 240…320 (its right copy). The animation goes
            // one pitch toward the copy tapped (the loop re-centres on arrival, so the rest is `start`).
            func animationTargets() -> [CGFloat] {
                scrollView.modelEvents.compactMap { if case .animationStarted(let to) = $0 { to.x } else { nil } }
            }
            scrollView.modelClearEvents()
            #expect(world.window.modelTap(at: CGPoint(x: 20, y: 100)) === scrollView)
            #expect(animationTargets() == [start - 160])
            world.settle()
            #expect(pager.container.settledPage == 1)
            #expect(scrollView.contentOffset.x == start)
            scrollView.modelClearEvents()
            world.window.modelTap(at: CGPoint(x: 300, y: 100))
            #expect(animationTargets() == [start + 160])
            world.settle()
            #expect(pager.container.settledPage == 0)
            #expect(source.taps.isEmpty)
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("PagedView: pageSize, pageSpacing, pageAlignment and pageTransformer reach the pager")
        func swiftUIModifiers() async {
            let world = World()
            let page = State(wrappedValue: 0)
            let host = ModelRepresentableHost(in: world.window) {
                PagedView(pageCount: 4, currentPage: page.projectedValue) { Probe(index: $0) }
                    .pageSize(.fixed(300))
                    .pageSpacing(12)
                    .pageAlignment(.leading)
                    .pageTransformer(.scale(minimumScale: 0.5))
            }
            host.render()
            await host.settle()
            let controller = host.controller
            #expect(controller?.configuration.pageSize == .fixed(300))
            #expect(controller?.configuration.pageSpacing == 12)
            #expect(controller?.configuration.pageAlignment == .leading)
            #expect(controller?.container.pageLength == 300)
            #expect(controller?.pageTransformer != nil)
            let first = controller?.container.page(at: 0)?.view
            let second = controller?.container.page(at: 1)?.view
            #expect(first?.bounds.width == 300)
            // Page 1 starts one pitch (300 + 12) in.
            #expect(second.map { Double($0.center.x) } == 312.0 + 150.0)
            #expect(first.map { CATransform3DIsIdentity($0.transform3D) } == true)
            #expect(second?.transform3D.m11 == 0.5)
            #expect(second?.transform3D.m22 == 0.5)
        }

        @Test("model: hit-testing skips hidden and transparent views, front to back; touches go up the responder chain")
        func modelHitTestingAndTaps() {
            let world = World()
            let root = UIViewController()
            root.loadViewIfNeeded()
            world.show(root)
            let back = TapButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let front = TapButton(frame: CGRect(x: 50, y: 0, width: 100, height: 100))
            let plain = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
            var taps: [String] = []
            back.onTap = { taps.append("back") }
            front.onTap = { taps.append("front") }
            for view in [back, front, plain] { root.view.addSubview(view) }
            #expect(world.window.modelTap(at: CGPoint(x: 75, y: 50)) === front)
            front.alpha = 0.005
            #expect(world.window.modelTap(at: CGPoint(x: 75, y: 50)) === back)
            front.alpha = 1
            front.isHidden = true
            #expect(world.window.modelTap(at: CGPoint(x: 75, y: 50)) === back)
            #expect(taps == ["front", "back", "back"])
            // A plain view passes the touches on: up to the root view, then its controller (no one).
            #expect(world.window.modelTap(at: CGPoint(x: 250, y: 50)) === plain)
            #expect(front.hitTest(CGPoint(x: 10, y: 10), with: nil) == nil)
            // Framing a transformed view is what UIView.h warns against.
            plain.transform3D.m11 = 2
            plain.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            #expect(
                UIKitModel.violations == ["the frame of a transformed UIView was set (UIView.h: use bounds + center)"])
        }

        /// Checks a view's transform for the measuring transformer: a pure scale and translation
        /// along x (no rotation, no perspective), its alpha and its layer's z position, exactly.
        private func expectTransform(
            of view: UIView?, scale: CGFloat, translationX: CGFloat, alpha: CGFloat, z: CGFloat,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            guard let view else {
                Issue.record("no view", sourceLocation: sourceLocation)
                return
            }
            let expected: [CGFloat] = [scale, 0, 0, 0, 0, scale, 0, 0, 0, 0, 1, 0, translationX, 0, 0, 1]
            #expect(view.transform3D.modelEntries == expected, sourceLocation: sourceLocation)
            #expect(view.alpha == alpha, sourceLocation: sourceLocation)
            #expect(view.layer.zPosition == z, sourceLocation: sourceLocation)
        }
    }
}

/// One axis, reading order and alignment of the framing test.
struct CarouselLayout: CustomTestStringConvertible, Sendable {
    var vertical: Bool
    var rightToLeft: Bool
    var alignment: PageAlignment

    var testDescription: String {
        "\(vertical ? "vertical" : "horizontal"), \(rightToLeft ? "right to left" : "left to right"), "
            + "\(alignment == .center ? "centred" : "leading")"
    }

    static let all: [CarouselLayout] = [false, true].flatMap { vertical in
        [false, true].flatMap { rightToLeft in
            [PageAlignment.center, .leading].map {
                CarouselLayout(vertical: vertical, rightToLeft: rightToLeft, alignment: $0)
            }
        }
    }
}

/// Cards that are kept after the pager lets them go.
@MainActor final class KeptCardSource: PageDataSource {
    let count: Int
    private(set) var made: [CardView] = []

    init(count: Int) { self.count = count }

    func numberOfPages(in container: PagedContainer<CardView>) -> Int { count }

    func container(_ container: PagedContainer<CardView>, pageAt index: Int) -> CardView {
        let card = CardView(index: index)
        made.append(card)
        return card
    }
}

/// A host's control on a card: it handles the touches it gets (and so passes none up).
final class TapButton: UIView {
    var onTap: (() -> Void)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onTap?() }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// Cards with a button in the middle, 40 × 40 at (100, 80), that logs the card's index when tapped.
@MainActor final class ButtonCardSource: PageDataSource {
    let count: Int
    private(set) var taps: [Int] = []

    init(count: Int) { self.count = count }

    func numberOfPages(in container: PagedContainer<CardView>) -> Int { count }

    func container(_ container: PagedContainer<CardView>, pageAt index: Int) -> CardView {
        let card = CardView(index: index)
        let button = TapButton(frame: CGRect(x: 100, y: 80, width: 40, height: 40))
        button.onTap = { [weak self] in self?.taps.append(index) }
        card.addSubview(button)
        return card
    }
}
