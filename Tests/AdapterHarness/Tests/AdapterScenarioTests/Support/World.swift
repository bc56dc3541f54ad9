import PagedKit
import PagedKitTesting
import PagedKitUIKit
@_spi(UIKitModel) import SwiftUI
import Testing
@_spi(UIKitModel) import UIKit

/// Every scenario suite lives in this one, so they all run one at a time: the model, like UIKit,
/// has process-wide state (the application, accessibility settings, the notification center).
@Suite(.serialized) struct AdapterScenarios {}

/// A fresh device for one test: the model reset, one active scene with a window, and a
/// `ManualScheduler` for the containers' auto-scroll that moves with the model's display.
///
/// Create it first thing in a test: the model's globals are reset here.
@MainActor final class World {
    let scheduler = ManualScheduler()
    let scene: UIWindowScene
    let window: UIWindow

    init(
        layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
        sceneState: UIScene.ActivationState = .foregroundActive
    ) {
        UIKitModel.reset()
        ModelViewGraph.shared.reset()
        ModelSceneStorage.shared.reset()
        scene = UIWindowScene.modelConnect(state: sceneState)
        window = UIWindow(windowScene: scene)
        window.modelSetLayoutDirection(layoutDirection)
        let scheduler = self.scheduler
        ModelDisplay.shared.onFrame = { [weak scheduler] now in scheduler?.advance(to: now) }
    }

    var display: ModelDisplay { .shared }

    /// Makes `controller` the window's root, shows the window, and shows one frame (the root
    /// hears `viewDidAppear` then).
    func show(_ controller: UIViewController) {
        window.rootViewController = controller
        window.makeKeyAndVisible()
        display.runFrame()
    }

    /// Shows `view` in a plain root view controller, with `frame`.
    @discardableResult
    func show(_ view: UIView, frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 200)) -> UIViewController {
        let root = UIViewController()
        root.loadViewIfNeeded()
        view.frame = frame
        root.view.addSubview(view)
        show(root)
        return root
    }

    func frames(_ count: Int = 1) {
        for _ in 0..<count { display.runFrame() }
    }

    func advance(seconds: Double) {
        display.advance(seconds: seconds)
    }

    /// Runs frames until nothing moves.
    func settle() {
        let rested = display.runUntilIdle()
        #expect(rested, "the model did not come to rest within 10 s")
    }
}

/// A pager of card views and what it shows.
@MainActor final class CardPager {
    let source: CardSource
    let pager: PagedScrollView<CardView>
    let scrollView: UIScrollView

    init(
        world: World, count: Int = 5, configuration: PagingConfiguration = PagingConfiguration(),
        frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 200)
    ) {
        source = CardSource(count: count)
        pager = PagedScrollView<CardView>(configuration: configuration, scheduler: world.scheduler)
        pager.dataSource = source
        pager.reloadData()
        scrollView = pager.scrollView
        world.show(pager, frame: frame)
    }

    var container: PagedContainer<CardView> { pager.container }

    /// The loaded card for page `index`.
    func card(_ index: Int) -> CardView? { container.page(at: index) }

    /// A swipe: a drag of `distance` over six frames, a release at `velocity` (points per second,
    /// along the content offset), then frames until it rests.
    func swipe(by distance: CGFloat, velocity: CGFloat, world: World, vertical: Bool = false) {
        let delta = vertical ? CGPoint(x: 0, y: distance) : CGPoint(x: distance, y: 0)
        let speed = vertical ? CGPoint(x: 0, y: velocity) : CGPoint(x: velocity, y: 0)
        scrollView.modelDrag(by: delta, frames: 6)
        scrollView.modelLift(velocity: speed)
        world.settle()
    }
}

extension Array where Element == ModelScrollEvent {
    /// The events with consecutive `didScroll`s folded into one, offsets dropped: the order of a
    /// gesture's delegate calls.
    var shape: [String] {
        var result: [String] = []
        for event in self {
            let name: String
            switch event {
            case .willBeginDragging: name = "willBeginDragging"
            case .didScroll: name = "didScroll"
            case .willEndDragging: name = "willEndDragging"
            case .didEndDragging(let decelerate): name = "didEndDragging(\(decelerate))"
            case .willBeginDecelerating: name = "willBeginDecelerating"
            case .didEndDecelerating: name = "didEndDecelerating"
            case .didEndScrollingAnimation: name = "didEndScrollingAnimation"
            case .didScrollToTop: name = "didScrollToTop"
            case .animationStarted: name = "animationStarted"
            case .stopped(let reason): name = "stopped(\(reason))"
            }
            if name == "didScroll", result.last == name { continue }
            result.append(name)
        }
        return result
    }
}
