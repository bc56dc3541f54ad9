import PagedKit
import PagedKitSwiftUI
import PagedKitUIKit
@_spi(UIKitModel) import SwiftUI
import Testing
@_spi(UIKitModel) import UIKit

/// Issue 22, M2 and A5: touches reach the view they are hit-tested to, after the gesture recognizers
/// above it; content touches are delayed until the finger lifts; a control keeps its touches. The
/// pager hears every finger through a recognizer of its own, so a finger on a page's control pauses
/// auto-scroll and catches a settle as a finger anywhere else does.
extension AdapterScenarios {
    @MainActor @Suite("issue 22 M2/A5: touch delivery") struct TouchDeliveryTests {
        @Test("model: recognizers first, the hit view's touches delayed until the lift, cancelled by a drag")
        func modelDelivery() {
            let world = World()
            let root = UIViewController()
            root.loadViewIfNeeded()
            world.show(root)
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            scrollView.contentSize = CGSize(width: 960, height: 200)
            let content = LoggingView(frame: CGRect(x: 0, y: 0, width: 960, height: 200))
            let control = UIControl(frame: CGRect(x: 100, y: 50, width: 50, height: 50))
            var log: [String] = []
            content.log = { log.append("view \($0)") }
            control.addAction(UIAction { _ in log.append("control tapped") }, for: .touchUpInside)
            let preventable = LoggingRecognizer(name: "preventable") { log.append($0) }
            let observer = LoggingRecognizer(name: "observer", preventable: false) { log.append($0) }
            scrollView.addGestureRecognizer(preventable)
            scrollView.addGestureRecognizer(observer)
            content.addSubview(control)
            scrollView.addSubview(content)
            root.view.addSubview(scrollView)

            // A tap on the content: recognizers at once, the view's began only at the lift.
            scrollView.modelTouchDown(at: CGPoint(x: 20, y: 20))
            #expect(log == ["preventable began", "observer began"])
            scrollView.modelLift()
            #expect(
                log == [
                    "preventable began", "observer began", "preventable ended", "observer ended", "view began",
                    "view ended",
                ])

            // A drag on the content: the view never hears it; the pan fails the preventable recognizer.
            log = []
            scrollView.modelTouchDown(at: CGPoint(x: 20, y: 20))
            scrollView.modelDrag(by: CGPoint(x: 50, y: 0), frames: 2)
            scrollView.modelLift(velocity: .zero)
            #expect(
                log == [
                    "preventable began", "observer began", "preventable moved", "observer moved", "observer moved",
                    "observer ended",
                ])
            #expect(preventable.state == .possible, "reset after the touch")
            #expect(preventable.resets == 2)

            // Without the delay the view hears the touch at once, and the drag cancels it.
            log = []
            world.settle()
            scrollView.delaysContentTouches = false
            scrollView.modelTouchDown(at: CGPoint(x: 20, y: 20))
            #expect(log.last == "view began")
            scrollView.modelDrag(by: CGPoint(x: -50, y: 0), frames: 1)
            #expect(log.last == "view cancelled")
            scrollView.modelLift(velocity: .zero)
            world.settle()

            // A control keeps its touches: the view above it hears nothing, the control's action runs.
            log = []
            #expect(world.window.modelTap(at: CGPoint(x: 120, y: 70)) === control)
            #expect(
                log == ["preventable began", "observer began", "preventable ended", "observer ended", "control tapped"])
            #expect(!control.isTracking)
        }

        /// With `delaysContentTouches` off the content hears the touch at once, as it does on a
        /// device once a resting finger outlasts the scroll view's delay (its length undocumented).
        @Test("model: a resting finger reaches the content after the delay; a control it reached keeps it from a drag")
        func modelRestingFinger() {
            let world = World()
            let root = UIViewController()
            root.loadViewIfNeeded()
            world.show(root)
            let scrollView = CancellingScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            scrollView.contentSize = CGSize(width: 960, height: 200)
            let content = LoggingView(frame: CGRect(x: 0, y: 0, width: 960, height: 200))
            let control = UIControl(frame: CGRect(x: 100, y: 50, width: 50, height: 50))
            var log: [String] = []
            content.log = { log.append("view \($0)") }
            content.addSubview(control)
            scrollView.addSubview(content)
            root.view.addSubview(scrollView)

            // On the content: nothing at once, the touch after the delay, cancelled by the drag.
            scrollView.modelTouchDown(at: CGPoint(x: 20, y: 20))
            #expect(log.isEmpty)
            world.advance(seconds: UIScrollView.modelContentTouchDelay + 0.05)
            #expect(log == ["view began"])
            scrollView.modelDrag(by: CGPoint(x: 40, y: 0), frames: 2)
            #expect(log == ["view began", "view cancelled"])
            #expect(scrollView.isDragging)
            scrollView.modelLift(velocity: .zero)
            world.settle()

            // On a control it reached: no drag (touchesShouldCancel(in:) is false for a control).
            let start = scrollView.contentOffset
            scrollView.modelTouchDown(at: control.convert(CGPoint(x: 25, y: 25), to: nil))
            world.advance(seconds: 0.2)
            #expect(control.isTracking)
            scrollView.modelDrag(by: CGPoint(x: 40, y: 0), frames: 2)
            #expect(!scrollView.isDragging)
            #expect(scrollView.contentOffset == start)
            scrollView.modelLift()
            #expect(!control.isTracking)

            // A scroll view that cancels content touches for controls too drags, and the control hears
            // the touch cancelled.
            scrollView.cancelsControls = true
            scrollView.modelTouchDown(at: control.convert(CGPoint(x: 25, y: 25), to: nil))
            world.advance(seconds: 0.2)
            scrollView.modelDrag(by: CGPoint(x: 40, y: 0), frames: 2)
            #expect(scrollView.isDragging)
            #expect(!control.isTracking)
            scrollView.modelLift(velocity: .zero)
            world.settle()
        }

        @Test(
            "a finger resting on a page's control holds auto-scroll back, and lifting releases it",
            arguments: [TouchTarget.control, .plainView], [true, false])
        func restingFingerOnAControl(target: TouchTarget, delaysContentTouches: Bool) {
            let world = World()
            let source = ControlCardSource(count: 5)
            let pager = PagedScrollView<CardView>(
                configuration: PagingConfiguration(isLooping: true, autoScroll: AutoScroll()),
                scheduler: world.scheduler)
            pager.dataSource = source
            pager.reloadData()
            world.show(pager, frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            let scrollView = pager.scrollView
            scrollView.delaysContentTouches = delaysContentTouches
            // The control fills the card's middle (x 100…220, y 50…150); the plain card around it.
            let point = target == .control ? CGPoint(x: 160, y: 100) : CGPoint(x: 20, y: 20)
            scrollView.modelTouchDown(at: point)
            world.advance(seconds: 3)
            #expect(pager.container.isAutoScrollPaused)
            #expect(pager.container.settledPage == 0)
            scrollView.modelLift()
            #expect(!pager.container.isAutoScrollPaused)
            #expect(source.taps == (target == .control ? [0] : []))
            world.advance(seconds: 2)
            world.settle()
            #expect(pager.container.settledPage == 1)
        }

        @Test("a resting finger the system cancels (an alert) releases auto-scroll")
        func cancelledFinger() {
            let world = World()
            let source = ControlCardSource(count: 5)
            let pager = PagedScrollView<CardView>(
                configuration: PagingConfiguration(isLooping: true, autoScroll: AutoScroll()),
                scheduler: world.scheduler)
            pager.dataSource = source
            pager.reloadData()
            world.show(pager, frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            pager.scrollView.modelTouchDown(at: CGPoint(x: 160, y: 100))
            #expect(pager.container.isAutoScrollPaused)
            pager.scrollView.modelCancelTouch()
            #expect(!pager.container.isAutoScrollPaused)
            #expect(source.taps.isEmpty)
            world.advance(seconds: 2)
            world.settle()
            #expect(pager.container.settledPage == 1)
        }

        @Test(
            "a finger on a page's control that catches a settle and lifts leaves the pager on a page",
            arguments: [false, true], [false, true])
        func caughtSettleOnAControl(catchReportsEnd: Bool, trackingEndsFirst: Bool) {
            let world = World()
            UIScrollView.modelCatchReportsEnd = catchReportsEnd
            UIScrollView.modelTrackingEndsBeforeRecognizers = trackingEndsFirst
            let source = ControlCardSource(count: 5)
            let pager = PagedScrollView<CardView>(scheduler: world.scheduler)
            pager.dataSource = source
            pager.reloadData()
            world.show(pager, frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            let scrollView = pager.scrollView
            scrollView.modelDrag(by: CGPoint(x: 100, y: 0), frames: 6)
            scrollView.modelLift(velocity: CGPoint(x: 600, y: 0))
            world.frames(4)
            #expect(scrollView.isDecelerating)
            // The finger lands on the part of page 1's control that has come into view.
            let control = pager.container.page(at: 1)?.subviews.first
            let rect = control.map { $0.convert($0.bounds, to: nil) } ?? .zero
            let controlPoint = CGPoint(x: (max(rect.minX, 0) + min(rect.maxX, 320)) / 2, y: rect.midY)
            #expect(world.window.hitTest(controlPoint, with: nil) is UIControl)
            scrollView.modelTouchDown(at: controlPoint)
            scrollView.modelLift()
            world.settle()
            #expect(pager.container.scrollState == .idle)
            #expect(scrollView.contentOffset.x.truncatingRemainder(dividingBy: 320) == 0)
            #expect(scrollView.contentOffset.x == CGFloat(pager.container.settledPage) * 320)
        }

        @Test(
            "after a drag, auto-scroll comes back whether the recognizers hear the lift before or after the pan",
            arguments: [true, false])
        func liftOrder(recognizersFirst: Bool) {
            let world = World()
            UIScrollView.modelRecognizersHearLiftFirst = recognizersFirst
            let source = ControlCardSource(count: 5)
            let pager = PagedScrollView<CardView>(
                configuration: PagingConfiguration(isLooping: true, autoScroll: AutoScroll()),
                scheduler: world.scheduler)
            pager.dataSource = source
            pager.reloadData()
            world.show(pager, frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            pager.scrollView.modelTouchDown(at: CGPoint(x: 160, y: 100))
            pager.scrollView.modelDrag(by: CGPoint(x: 100, y: 0), frames: 6)
            pager.scrollView.modelLift(velocity: CGPoint(x: 800, y: 0))
            world.settle()
            #expect(pager.container.settledPage == 1)
            #expect(!pager.container.isAutoScrollPaused)
            #expect(source.taps.isEmpty, "a drag is not a tap on the control")
            world.advance(seconds: 3)
            world.settle()
            #expect(pager.container.settledPage == 2)
        }
    }
}

/// Where a finger lands on a card.
enum TouchTarget: String, Sendable, CustomTestStringConvertible {
    case control, plainView
    var testDescription: String { rawValue == "control" ? "on a control" : "on the plain card" }
}

/// A scroll view that may cancel a control's touches to drag.
final class CancellingScrollView: UIScrollView {
    var cancelsControls = false
    override func touchesShouldCancel(in view: UIView) -> Bool {
        cancelsControls || super.touchesShouldCancel(in: view)
    }
}

/// A view that logs the touches it hears and keeps them.
final class LoggingView: UIView {
    var log: ((String) -> Void)?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log?("began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log?("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log?("cancelled") }
}

/// A recognizer that logs the touches it hears; `preventable: false` keeps it from failing when
/// another recognizer recognizes.
final class LoggingRecognizer: UIGestureRecognizer {
    var name = ""
    var preventable = true
    var log: ((String) -> Void)?
    var resets = 0

    convenience init(name: String, preventable: Bool = true, log: @escaping (String) -> Void) {
        self.init()
        self.name = name
        self.preventable = preventable
        self.log = log
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { log?("\(name) began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { log?("\(name) moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        log?("\(name) ended")
        state = .failed
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { log?("\(name) cancelled") }
    override func reset() { resets += 1 }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { preventable }
}

/// Cards with a control in the middle, 120 × 100 at (100, 50) of a 320 × 200 card, that logs the
/// card's index when tapped.
@MainActor final class ControlCardSource: PageDataSource {
    let count: Int
    private(set) var taps: [Int] = []

    init(count: Int) { self.count = count }

    func numberOfPages(in container: PagedContainer<CardView>) -> Int { count }

    func container(_ container: PagedContainer<CardView>, pageAt index: Int) -> CardView {
        let card = CardView(index: index)
        let control = UIControl(frame: CGRect(x: 100, y: 50, width: 120, height: 100))
        control.addAction(UIAction { [weak self] _ in self?.taps.append(index) }, for: .touchUpInside)
        card.addSubview(control)
        return card
    }
}

/// Issue 22, M2/A5 with SwiftUI pages: a hosting view keeps the touches on SwiftUI content.
extension AdapterScenarios {
    @MainActor @Suite("issue 22 M2/A5: SwiftUI pages keep their touches") struct SwiftUITouchTests {
        @Test("a finger resting on a SwiftUI page of an auto-scrolling PagedView holds it back")
        func restingFingerOnASwiftUIPage() async {
            let world = World()
            let page = State(wrappedValue: 0)
            let host = ModelRepresentableHost(in: world.window) {
                PagedView(
                    pageCount: 3, currentPage: page.projectedValue,
                    configuration: PagingConfiguration(isLooping: true, autoScroll: AutoScroll())
                ) { Probe(index: $0) }
            }
            host.render()
            await host.settle()
            let pager = host.controller!
            pager.scrollView.delaysContentTouches = false
            pager.scrollView.modelTouchDown(at: CGPoint(x: 100, y: 300))
            world.advance(seconds: 3)
            #expect(pager.container.isAutoScrollPaused)
            #expect(pager.container.settledPage == 0)
            pager.scrollView.modelLift()
            #expect(!pager.container.isAutoScrollPaused)
        }
    }
}
