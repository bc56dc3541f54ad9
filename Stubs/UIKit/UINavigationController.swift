// UINavigationController: a stack of children, push and pop with appearance callbacks, an
// interactive pop that can be cancelled, and the scroll view its bar tracks.
//
// The order of the callbacks of a push or pop is not documented beyond each method's own page; the
// model follows what apps log on devices: the controller going away hears `viewWillDisappear`
// before the one coming in hears `viewWillAppear`, both with the transition's `animated`, the
// incoming view is in the hierarchy and laid out before the animation (`viewIsAppearing`), and
// `viewDidDisappear` / `viewDidAppear` come when the animation ends, followed by
// `didMove(toParent:)` of a pushed controller.

/// UIKit: `@MainActor class UINavigationController : UIViewController` (UINavigationController.h).
@MainActor open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []
    private var transition: NavigationTransition?
    private let popGestureRecognizer = UIPanGestureRecognizer()

    /// How long an animated push or pop takes. Undocumented; 0.35 s, as measured on devices.
    @_spi(UIKitModel) public static let modelTransitionDuration = 0.35

    /// UIKit: `init(rootViewController: UIViewController)`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        addChild(rootViewController)
        stack = [rootViewController]
        rootViewController.didMove(toParent: self)
    }

    /// UIKit: `override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// UIKit: `required init?(coder aDecoder: NSCoder)`.
    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    /// UIKit: `var viewControllers: [UIViewController] { get set }` ("The current view controller
    /// stack").
    open var viewControllers: [UIViewController] { stack }

    /// UIKit: `var topViewController: UIViewController? { get }`.
    open var topViewController: UIViewController? { stack.last }

    /// UIKit (iOS 7): `var interactivePopGestureRecognizer: UIGestureRecognizer? { get }`
    /// (UINavigationController.h: `@property(nullable, nonatomic, readonly) UIGestureRecognizer
    /// *interactivePopGestureRecognizer API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(tvos);`).
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGestureRecognizer }

    open override func loadView() {
        super.loadView()
        view.addGestureRecognizer(popGestureRecognizer)
        if let top = stack.last { install(top) }
    }

    override var modelManagesChildAppearance: Bool { true }

    /// The navigation controller forwards its own appearance to the top controller only.
    override var modelAppearanceChildren: [UIViewController] {
        guard transition == nil, let top = stack.last, top.isViewLoaded, top.view.superview === viewIfLoaded else {
            return []
        }
        return [top]
    }

    private func install(_ controller: UIViewController) {
        let child: UIView = controller.view
        child.frame = view.bounds
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child)
    }

    private var isOnScreen: Bool { modelAppearanceState == .appeared && viewIfLoaded?.window != nil }

    /// UIKit: `func pushViewController(_ viewController: UIViewController, animated: Bool)`.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        modelFinishTransitionNow()
        guard let from = stack.last else {
            addChild(viewController)
            stack = [viewController]
            if isViewLoaded { install(viewController) }
            viewController.didMove(toParent: self)
            return
        }
        addChild(viewController)
        stack.append(viewController)
        guard isOnScreen else {
            if isViewLoaded {
                from.view.removeFromSuperview()
                install(viewController)
            }
            viewController.didMove(toParent: self)
            return
        }
        let coordinator = ModelTransitionCoordinator(
            duration: animated ? Self.modelTransitionDuration : 0, isAnimated: animated)
        viewController.modelMovingToParent = true
        start(NavigationTransition(from: from, to: viewController, isPop: false, coordinator: coordinator))
        from.beginAppearanceTransition(false, animated: animated)
        viewController.beginAppearanceTransition(true, animated: animated)
        install(viewController)
        viewController.view.layoutIfNeeded()
        viewController.modelViewIsAppearing(animated: animated)
        coordinator.modelRunAlongside()
        if animated {
            ModelDisplay.shared.schedule(after: Self.modelTransitionDuration) { [weak self] in
                self?.finishTransition()
            }
        } else {
            finishTransition()
        }
    }

    /// UIKit: `func popViewController(animated: Bool) -> UIViewController?`.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        modelFinishTransitionNow()
        guard stack.count > 1, let from = stack.last else { return nil }
        let to = stack[stack.count - 2]
        beginPop(from: from, to: to, animated: animated, interactive: false)
        if animated {
            ModelDisplay.shared.schedule(after: Self.modelTransitionDuration) { [weak self] in
                self?.finishTransition()
            }
        } else {
            finishTransition()
        }
        return from
    }

    private func beginPop(from: UIViewController, to: UIViewController, animated: Bool, interactive: Bool) {
        let coordinator = ModelTransitionCoordinator(
            duration: animated ? Self.modelTransitionDuration : 0, isAnimated: animated)
        coordinator.isInteractive = interactive
        from.willMove(toParent: nil)
        from.modelMovingFromParent = true
        guard isOnScreen else {
            stack.removeLast()
            if isViewLoaded {
                from.view.removeFromSuperview()
                install(to)
            }
            from.removeFromParent()
            from.modelMovingFromParent = false
            return
        }
        start(NavigationTransition(from: from, to: to, isPop: true, coordinator: coordinator))
        from.beginAppearanceTransition(false, animated: animated)
        to.beginAppearanceTransition(true, animated: animated)
        let child: UIView = to.view
        child.frame = view.bounds
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(child, at: 0)
        child.layoutIfNeeded()
        to.modelViewIsAppearing(animated: animated)
        coordinator.modelRunAlongside()
    }

    private func start(_ transition: NavigationTransition) {
        self.transition = transition
        transition.from.modelTransitionCoordinator = transition.coordinator
        transition.to.modelTransitionCoordinator = transition.coordinator
        modelTransitionCoordinator = transition.coordinator
    }

    /// Ends the transition under way: the outgoing view leaves, both controllers hear the end of
    /// their appearance, a pushed controller hears `didMove(toParent:)`, a popped one leaves the
    /// children (`removeFromParent()`, which calls `didMove(toParent: nil)`).
    private func finishTransition() {
        guard let transition else { return }
        self.transition = nil
        transition.from.view.removeFromSuperview()
        if transition.isPop { stack.removeAll { $0 === transition.from } }
        transition.from.endAppearanceTransition()
        transition.to.endAppearanceTransition()
        clear(transition)
        if transition.isPop {
            transition.from.removeFromParent()
            transition.from.modelMovingFromParent = false
        } else {
            transition.to.didMove(toParent: self)
            transition.to.modelMovingToParent = false
        }
        transition.coordinator.modelComplete()
    }

    private func clear(_ transition: NavigationTransition) {
        transition.from.modelTransitionCoordinator = nil
        transition.to.modelTransitionCoordinator = nil
        modelTransitionCoordinator = nil
    }

    /// Ends an animated transition under way at once (a second push or pop during the animation).
    private func modelFinishTransitionNow() {
        guard let transition, !transition.coordinator.isInteractive else { return }
        finishTransition()
    }

    // MARK: Interactive pop

    /// Whether an interactive pop is under way.
    @_spi(UIKitModel) public var modelIsPoppingInteractively: Bool { transition?.coordinator.isInteractive == true }

    /// The pop gesture begins: the pop starts as an animated, interactive transition (the top
    /// controller hears `willMove(toParent: nil)` and `viewWillDisappear(true)`, the one below
    /// `viewWillAppear(true)`), and follows the finger until ``modelEndInteractivePop(finishing:)``.
    @_spi(UIKitModel) public func modelBeginInteractivePop() {
        guard transition == nil, stack.count > 1, let from = stack.last else { return }
        popGestureRecognizer.state = .began
        beginPop(from: from, to: stack[stack.count - 2], animated: true, interactive: true)
    }

    /// The finger moved the pop to `progress` (0 to 1 of the width).
    @_spi(UIKitModel) public func modelUpdateInteractivePop(progress: CGFloat) {
        guard modelIsPoppingInteractively else { return }
        popGestureRecognizer.state = .changed
    }

    /// The finger lifted: the pop finishes, or is cancelled. A cancelled pop reverses both
    /// transitions — the controller below hears `viewWillDisappear(true)` and `viewDidDisappear(true)`,
    /// the top one `viewWillAppear(true)`, `viewDidAppear(true)` and `didMove(toParent:)` with the
    /// navigation controller — as apps log on devices (undocumented; the transition coordinator's
    /// `isCancelled` is documented). Either way the rest of the animation runs first (a third of the
    /// transition's length; undocumented).
    @_spi(UIKitModel) public func modelEndInteractivePop(finishing: Bool) {
        guard let transition, transition.coordinator.isInteractive else { return }
        popGestureRecognizer.state = .ended
        transition.coordinator.isInteractive = false
        let remaining = Self.modelTransitionDuration / 3
        if finishing {
            ModelDisplay.shared.schedule(after: remaining) { [weak self] in self?.finishTransition() }
            return
        }
        transition.coordinator.isCancelled = true
        ModelDisplay.shared.schedule(after: remaining) { [weak self] in self?.cancelTransition() }
    }

    private func cancelTransition() {
        guard let transition else { return }
        self.transition = nil
        transition.to.beginAppearanceTransition(false, animated: true)
        transition.to.endAppearanceTransition()
        transition.from.beginAppearanceTransition(true, animated: true)
        transition.from.endAppearanceTransition()
        transition.to.view.removeFromSuperview()
        clear(transition)
        transition.from.modelMovingFromParent = false
        transition.from.didMove(toParent: self)
        transition.coordinator.modelComplete()
    }

    // MARK: Bars

    /// The scroll view the navigation bar tracks for `edge` (large titles collapsing, scroll-edge
    /// appearance): the top controller's `contentScrollView(for:)`, else a search of its view
    /// (UIViewController.h: "When contentScrollView is nil for an edge, UIKit uses a heuristic to
    /// search for a UIScrollView to track"; the heuristic is undocumented: the model takes the view
    /// itself or the first scroll view depth first, front to back in subview order as stored).
    @_spi(UIKitModel) public func modelTrackedScrollView(for edge: NSDirectionalRectEdge = .top) -> UIScrollView? {
        guard let top = stack.last else { return nil }
        if let declared = top.contentScrollView(for: edge) { return declared }
        guard let view = top.viewIfLoaded else { return nil }
        return view.modelSubtree.lazy.compactMap { $0 as? UIScrollView }.first
    }
}

/// A push or pop under way.
private struct NavigationTransition {
    let from: UIViewController
    let to: UIViewController
    let isPop: Bool
    let coordinator: ModelTransitionCoordinator
}
