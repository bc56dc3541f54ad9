import Testing
@_spi(UIKitModel) import UIKit

/// The model itself, against what it cites: if these fail, the scenario tests mean nothing.
extension AdapterScenarios {
    @MainActor @Suite("UIKit model") struct ModelTests {
        /// A scroll view with a large content, shown in a window.
        private func scrollView(in world: World, rate: UIScrollView.DecelerationRate = .normal) -> UIScrollView {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            scrollView.contentSize = CGSize(width: 100_000, height: 200)
            scrollView.decelerationRate = rate
            world.show(scrollView, frame: scrollView.frame)
            scrollView.contentOffset = CGPoint(x: 1000, y: 0)
            scrollView.modelClearEvents()
            return scrollView
        }

        @Test("a free deceleration rests at x0 + v0·d/(1−d)/1000, stopping at 10 pt/s")
        func freeDecelerationFollowsTheClosedForm() {
            let world = World()
            for (rate, d) in [(UIScrollView.DecelerationRate.normal, 0.998), (.fast, 0.99)] {
                let scrollView = scrollView(in: world, rate: rate)
                scrollView.modelDrag(by: CGPoint(x: 10, y: 0), frames: 2)
                let start = scrollView.contentOffset.x
                scrollView.modelLift(velocity: CGPoint(x: 1000, y: 0))
                let released = world.display.time
                world.settle()
                let projection = 1000 * d / (1 - d) / 1000
                let shortfall = 10 * d / (1 - d) / 1000
                #expect(abs(scrollView.contentOffset.x - start - (projection - shortfall)) < 0.01)
                // v(t) = v0 · d^(1000 t) reaches 10 pt/s at t = ln(v0 / 10) / (−1000 ln d).
                let duration = log(1000.0 / 10) / (-1000 * log(d))
                #expect(abs(world.display.time - released - duration) <= 1.0 / 60 + 1e-9)
                #expect(scrollView.modelDelegateCalls.last == .didEndDecelerating)
            }
        }

        @Test("a written target is where the deceleration rests, and the delegate hears UIKit's order")
        func writtenTargetAndDelegateOrder() {
            let world = World()
            let scrollView = scrollView(in: world, rate: .fast)
            let delegate = TargetWriter(target: CGPoint(x: 1320, y: 0))
            scrollView.delegate = delegate
            scrollView.modelDrag(by: CGPoint(x: 60, y: 0), frames: 4)
            scrollView.modelLift(velocity: CGPoint(x: 900, y: 0))
            world.settle()
            #expect(scrollView.contentOffset == CGPoint(x: 1320, y: 0))
            #expect(delegate.velocities == [CGPoint(x: 0.9, y: 0)])  // points per millisecond
            #expect(
                scrollView.modelDelegateCalls.shape == [
                    "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                    "willBeginDecelerating", "didScroll", "didEndDecelerating",
                ])
        }

        @Test("setContentOffset(animated: false) stops a deceleration; assigning contentOffset carries it along")
        func stoppingAndCarryingADeceleration() {
            let world = World()
            let stopped = scrollView(in: world)
            stopped.modelDrag(by: CGPoint(x: 10, y: 0), frames: 2)
            stopped.modelLift(velocity: CGPoint(x: 2000, y: 0))
            world.frames(3)
            stopped.setContentOffset(CGPoint(x: 5000, y: 0), animated: false)
            #expect(!stopped.isDecelerating)
            world.settle()
            #expect(stopped.contentOffset == CGPoint(x: 5000, y: 0))
            #expect(!stopped.modelDelegateCalls.contains(.didEndDecelerating))

            let carried = scrollView(in: world)
            carried.modelDrag(by: CGPoint(x: 10, y: 0), frames: 2)
            carried.modelLift(velocity: CGPoint(x: 2000, y: 0))
            world.frames(3)
            let target = carried.modelDecelerationTarget
            carried.contentOffset.x -= 640
            #expect(carried.isDecelerating)
            #expect(carried.modelDecelerationTarget.map { $0.x + 640 } == target?.x)
            world.settle()
            #expect(carried.modelDelegateCalls.last == .didEndDecelerating)
        }

        @Test("an animated move runs at constant velocity on the test clock and reports its end")
        func animatedMove() {
            let world = World()
            let scrollView = scrollView(in: world)
            scrollView.setContentOffset(CGPoint(x: 1300, y: 0), animated: true)
            #expect(scrollView.contentOffset.x == 1000)
            world.frames(9)  // 0.15 s of 0.3 s
            #expect(abs(scrollView.contentOffset.x - 1150) < 1e-6)
            world.settle()
            #expect(scrollView.contentOffset.x == 1300)
            #expect(scrollView.modelDelegateCalls.last == .didEndScrollingAnimation)
            scrollView.setContentOffset(CGPoint(x: 1300, y: 0), animated: true)
            #expect(!scrollView.isScrollAnimating, "not animating to where it is")
        }

        @Test("a frame change at rest clamps the offset to the old content size before layout")
        func resizeClampsBeforeLayout() {
            let world = World()
            let scrollView = LayoutRecordingScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
            scrollView.contentInsetAdjustmentBehavior = .never
            scrollView.contentSize = CGSize(width: 3900, height: 200)
            world.show(scrollView, frame: scrollView.frame)
            scrollView.contentOffset = CGPoint(x: 3510, y: 0)
            scrollView.record = []
            scrollView.frame = CGRect(x: 0, y: 0, width: 844, height: 200)
            #expect(scrollView.contentOffset.x == CGFloat(3900 - 844))
            world.frames()
            #expect(scrollView.record == ["didScroll 3056", "layoutSubviews"])
        }

        @Test("containment calls willMove and didMove as UIViewController.h says; views go in the right parent")
        func containment() {
            let world = World()
            let log = EventLog()
            let parent = UIViewController()
            let child = LoggingPage(index: 0, log: log)
            world.show(parent)
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            #expect(
                log.of(0).filter { !$0.isAppearance } == [
                    .willMove(0, toParent: true), .viewAdded(0), .didMove(0, toParent: true),
                    .willMove(0, toParent: false), .viewRemoved(0), .didMove(0, toParent: false),
                ])
            // An automatically forwarding parent on screen makes its child appear with its view.
            #expect(
                log.appearance(of: 0).map(\.description) == [
                    "page 0 viewWillAppear(false)", "page 0 viewDidAppear(false)", "page 0 viewWillDisappear(false)",
                    "page 0 viewDidDisappear(false)",
                ])
            #expect(UIKitModel.violations.isEmpty)

            let stray = LoggingPage(index: 1, log: log)
            parent.addChild(stray)
            world.window.addSubview(stray.view)
            #expect(UIKitModel.violations.count == 1, "UIViewControllerHierarchyInconsistencyException")
        }

        @Test("unbalanced appearance calls are what UIKit logs; a reversed transition is not")
        func appearanceBalance() {
            _ = World()
            let log = EventLog()
            let page = LoggingPage(index: 0, log: log)
            page.beginAppearanceTransition(true, animated: true)
            page.beginAppearanceTransition(false, animated: true)
            page.endAppearanceTransition()
            #expect(UIKitModel.violations.isEmpty)
            page.endAppearanceTransition()
            #expect(UIKitModel.violations.count == 1)
        }

        @Test("a push forwards appearance with the transition's animated flag, ending after the animation")
        func navigationPush() {
            let world = World()
            let log = EventLog()
            let first = LoggingPage(index: 0, log: log)
            let second = LoggingPage(index: 1, log: log)
            let navigation = UINavigationController(rootViewController: first)
            world.show(navigation)
            log.clear()
            navigation.pushViewController(second, animated: true)
            #expect(
                log.events.map(\.description) == [
                    "page 1 willMove(toParent: pager)", "page 0 viewWillDisappear(true)",
                    "page 1 viewWillAppear(true)", "page 1 view added",
                ])
            world.advance(seconds: UINavigationController.modelTransitionDuration)
            #expect(
                log.events.suffix(4).map(\.description) == [
                    "page 0 view removed", "page 0 viewDidDisappear(true)", "page 1 viewDidAppear(true)",
                    "page 1 didMove(toParent: pager)",
                ])
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("scene and application notifications arrive on the main queue, with the states documented")
        func sceneNotifications() async {
            let world = World()
            let observer = SceneObserver()
            await world.scene.modelEnterBackground()
            await world.scene.modelEnterForeground()
            #expect(
                observer.names == [
                    "UISceneWillDeactivateNotification", "UIApplicationWillResignActiveNotification",
                    "UISceneDidEnterBackgroundNotification", "UIApplicationDidEnterBackgroundNotification",
                    "UIApplicationWillEnterForegroundNotification", "UISceneWillEnterForegroundNotification",
                    "UISceneDidActivateNotification", "UIApplicationDidBecomeActiveNotification",
                ])
            #expect(world.scene.activationState == .foregroundActive)
            #expect(world.scene.windows == [world.window])
            #expect(world.window.windowScene === world.scene)
        }
    }
}

/// Writes a fixed target in `scrollViewWillEndDragging` and records the velocities it is given.
private final class TargetWriter: NSObject, UIScrollViewDelegate {
    let target: CGPoint
    private(set) var velocities: [CGPoint] = []

    init(target: CGPoint) { self.target = target }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        velocities.append(velocity)
        targetContentOffset.pointee = target
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

/// Records its scrolls and layout passes.
private final class LayoutRecordingScrollView: UIScrollView, UIScrollViewDelegate {
    var record: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        delegate = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        record.append("layoutSubviews")
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { record.append("didScroll \(Int(contentOffset.x))") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

/// Records the scene and application notifications it hears, on the main queue as the adapters do.
@MainActor private final class SceneObserver {
    private(set) var names: [String] = []
    private var tokens: [any NSObjectProtocol] = []

    init() {
        let names: [Notification.Name] = [
            UIScene.willDeactivateNotification, UIScene.didEnterBackgroundNotification,
            UIScene.willEnterForegroundNotification, UIScene.didActivateNotification,
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
        ]
        for name in names {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                    let name = note.name.rawValue
                    MainActor.assumeIsolated { self?.names.append(name) }
                })
        }
    }

    isolated deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}
