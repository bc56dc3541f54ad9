// UIViewController: lazy view loading, containment, appearance forwarding, size transitions,
// memory warnings, and the content scroll view the bars track.

/// A view controller's place in its appearance cycle.
@_spi(UIKitModel) public enum ModelAppearance: Sendable {
    case disappeared, appearing, appeared, disappearing
}

/// UIKit: `@MainActor class UIViewController : UIResponder` (UIViewController.h).
@MainActor open class UIViewController: UIResponder {
    /// Every view controller alive, oldest first, for memory warnings.
    static var modelLiveControllers: [WeakController] = []

    private var storedView: UIView?
    private var isLoadingView = false
    private weak var storedParent: UIViewController?
    private var storedChildren: [UIViewController] = []
    private var contentScrollViews: [(edge: NSDirectionalRectEdge, scrollView: WeakScrollView)] = []
    var appearanceAnimated = false
    var modelMovingToParent = false
    var modelMovingFromParent = false
    /// The coordinator of a transition this controller takes part in.
    var modelTransitionCoordinator: ModelTransitionCoordinator?

    /// Where the controller is in its appearance cycle.
    @_spi(UIKitModel) public internal(set) var modelAppearanceState = ModelAppearance.disappeared

    /// UIKit: `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`, designated
    /// (UIViewController.h: `- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil
    /// bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;`). The model loads no nib.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
        Self.modelLiveControllers.removeAll { $0.controller == nil }
        Self.modelLiveControllers.append(WeakController(controller: self))
    }

    /// UIKit: `init?(coder: NSCoder)`, required by NSCoding.
    public required init?(coder: NSCoder) {
        super.init()
        Self.modelLiveControllers.removeAll { $0.controller == nil }
        Self.modelLiveControllers.append(WeakController(controller: self))
    }

    /// UIKit inherits `init()` from NSObject as a convenience initializer (UIViewController.h: "the
    /// default init method will do this for you, and specify nil for both of this methods arguments").
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// A name for messages: the class, and the title when there is one.
    var modelName: String {
        let type = String(describing: Swift.type(of: self))
        return title.map { "\(type) “\($0)”" } ?? type
    }

    // MARK: View

    /// UIKit: `var view: UIView! { get set }` (UIViewController.h: "The getter first invokes [self
    /// loadView] if the view hasn't been set yet").
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            storedView?.modelOwningViewController = nil
            storedView = newValue
            newValue?.modelOwningViewController = self
        }
    }

    /// UIKit: `func loadView()` ("This is where subclasses should create their custom view hierarchy
    /// if they aren't using a nib"). The default makes a plain view the size of the screen
    /// (Apple documentation, `loadView()`: "If the view controller does not have an associated nib
    /// file, this method creates a plain UIView object instead"; its size is undocumented).
    open func loadView() {
        view = UIView(frame: ModelScreen.bounds)
    }

    /// UIKit (iOS 9): `func loadViewIfNeeded()`.
    open func loadViewIfNeeded() {
        guard storedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if storedView == nil { view = UIView(frame: ModelScreen.bounds) }
        viewDidLoad()
    }

    /// UIKit: `var isViewLoaded: Bool { get }`.
    open var isViewLoaded: Bool { storedView != nil }
    /// UIKit (iOS 9): `var viewIfLoaded: UIView? { get }`.
    open var viewIfLoaded: UIView? { storedView }
    /// UIKit: `var title: String? { get set }`.
    open var title: String?
    /// UIKit: a controller's traits are its view's (UITraitEnvironment).
    open var traitCollection: UITraitCollection { viewIfLoaded?.traitCollection ?? UITraitCollection() }
    /// UIKit: the next responder of a controller (Apple's documentation, "Using responders and the
    /// responder chain to handle events": "If the view controller's view is the root view of a
    /// window, the next responder is the window object. If the view controller was presented by
    /// another view controller, the next responder is the presenting view controller."). For a
    /// child controller's view the documentation says nothing: undocumented; the model takes its
    /// view's superview (and the window for a root view, as documented), else the parent.
    open override var next: UIResponder? { storedView?.superview ?? storedParent }

    /// UIKit: `func viewDidLoad()` ("Called after the view has been loaded").
    open func viewDidLoad() {}
    /// UIKit: `func viewWillAppear(_ animated: Bool)` ("Called when the view is about to made
    /// visible, before it is added to the hierarchy").
    open func viewWillAppear(_ animated: Bool) {}
    /// UIKit (iOS 13): `func viewIsAppearing(_ animated: Bool)` ("Called when the view is becoming
    /// visible at the beginning of the appearance transition, after it has been added to the
    /// hierarchy and been laid out by its superview").
    open func viewIsAppearing(_ animated: Bool) {}
    /// UIKit: `func viewDidAppear(_ animated: Bool)` ("Called after the view has fully transitioned to
    /// visible, when any transition animations have completed").
    open func viewDidAppear(_ animated: Bool) {}
    /// UIKit: `func viewWillDisappear(_ animated: Bool)` ("Called when the view is about to be
    /// dismissed, covered, or otherwise hidden").
    open func viewWillDisappear(_ animated: Bool) {}
    /// UIKit: `func viewDidDisappear(_ animated: Bool)` ("Called after the view has fully been
    /// dismissed, covered, or otherwise hidden, when any transition animations have completed").
    open func viewDidDisappear(_ animated: Bool) {}
    /// UIKit (iOS 5): `func viewWillLayoutSubviews()` ("Called just before the view controller's
    /// view's layoutSubviews method is invoked").
    open func viewWillLayoutSubviews() {}
    /// UIKit (iOS 5): `func viewDidLayoutSubviews()` ("Called just after the view controller's view's
    /// layoutSubviews method is invoked").
    open func viewDidLayoutSubviews() {}
    /// UIKit: `func didReceiveMemoryWarning()` ("Called when the parent application receives a
    /// memory warning"). See `UIApplication.modelReceiveMemoryWarning()`.
    open func didReceiveMemoryWarning() {}

    // MARK: UIStateRestoration (UIViewController.h, iPhoneOS18.0.sdk)

    /// UIKit: `@property (nullable, nonatomic, copy) NSString *restorationIdentifier API_AVAILABLE(ios(6.0));`.
    /// The model stores it; ``modelPreserveRestorableState()`` does not require it.
    open var restorationIdentifier: String?

    /// UIKit: `- (void) encodeRestorableStateWithCoder:(NSCoder *)coder API_AVAILABLE(ios(6.0));`.
    /// Does nothing in the model (UIKit's own keys are not modelled).
    open func encodeRestorableState(with coder: NSCoder) {}

    /// UIKit: `- (void) decodeRestorableStateWithCoder:(NSCoder *)coder API_AVAILABLE(ios(6.0));`.
    /// Does nothing in the model.
    open func decodeRestorableState(with coder: NSCoder) {}

    /// UIKit: `- (void) applicationFinishedRestoringState API_AVAILABLE(ios(7.0));`. Does nothing.
    open func applicationFinishedRestoringState() {}

    // MARK: Containment

    /// UIKit: `weak var parent: UIViewController? { get }`.
    open var parent: UIViewController? { storedParent }
    /// UIKit (iOS 5): `var children: [UIViewController] { get }` ("An array of children view
    /// controllers. This array does not include any presented view controllers").
    open var children: [UIViewController] { storedChildren }
    /// UIKit: `var navigationController: UINavigationController? { get }`, the nearest one above.
    open var navigationController: UINavigationController? {
        var ancestor = storedParent
        while let current = ancestor {
            if let navigation = current as? UINavigationController { return navigation }
            ancestor = current.storedParent
        }
        return nil
    }

    /// UIKit (iOS 5): `func addChild(_ childController: UIViewController)` (UIViewController.h: "If the
    /// child controller has a different parent controller, it will first be removed from its current
    /// parent by calling removeFromParentViewController"; "addChildViewController: will call [child
    /// willMoveToParentViewController:self] before adding the child. However, it will not call
    /// didMoveToParentViewController:").
    open func addChild(_ childController: UIViewController) {
        guard childController.storedParent !== self else { return }
        if childController.storedParent != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        storedChildren.append(childController)
        childController.storedParent = self
    }

    /// UIKit (iOS 5): `func removeFromParent()` (UIViewController.h: "removeFromParentViewController
    /// does not call [self willMoveToParentViewController:nil] before removing the child"; Apple
    /// documentation, `didMove(toParent:)`: "The removeFromParent() method automatically calls the
    /// didMove(toParent:) method of the child view controller after it removes the child").
    open func removeFromParent() {
        guard let parent = storedParent else { return }
        parent.storedChildren.removeAll { $0 === self }
        storedParent = nil
        didMove(toParent: nil)
    }

    /// UIKit (iOS 5): `func willMove(toParent parent: UIViewController?)`.
    open func willMove(toParent parent: UIViewController?) {}
    /// UIKit (iOS 5): `func didMove(toParent parent: UIViewController?)`.
    open func didMove(toParent parent: UIViewController?) {}

    /// UIKit (iOS 5): `var isMovingToParent: Bool { get }`.
    open var isMovingToParent: Bool { modelMovingToParent }
    /// UIKit (iOS 5): `var isMovingFromParent: Bool { get }`.
    open var isMovingFromParent: Bool { modelMovingFromParent }

    // MARK: Appearance

    /// UIKit (iOS 6): `var shouldAutomaticallyForwardAppearanceMethods: Bool { get }`
    /// (UIViewController.h: "The default implementation returns YES. If it is overridden and returns
    /// NO, then the subclass is responsible for forwarding the following methods as appropriate -
    /// viewWillAppear: viewDidAppear: viewWillDisappear: viewDidDisappear:").
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// UIKit (iOS 5): `func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool)`
    /// (UIViewController.h: "If a custom container controller manually forwards its appearance
    /// callbacks, then rather than calling viewWillAppear:, viewDidAppear: viewWillDisappear:, or
    /// viewDidDisappear: on the children these methods should be used instead. This will ensure that
    /// descendent child controllers appearance methods will be invoked. It also enables more complex
    /// custom transitions to be implemented since the appearance callbacks are now tied to the final
    /// matching invocation of endAppearanceTransition").
    ///
    /// A begin that reverses one under way (appearing, then disappearing) is a cancelled
    /// transition, which UIKit supports; a begin in the direction already taken, or an end with no
    /// begin, is what UIKit logs as "Unbalanced calls to begin/end appearance transitions", recorded
    /// in `UIKitModel.violations`.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        modelBeginAppearance(isAppearing, animated: animated)
    }

    /// UIKit (iOS 5): `func endAppearanceTransition()`.
    open func endAppearanceTransition() {
        modelEndAppearance()
    }

    func modelBeginAppearance(_ isAppearing: Bool, animated: Bool) {
        switch (modelAppearanceState, isAppearing) {
        case (.disappeared, true), (.disappearing, true):
            modelAppearanceState = .appearing
            appearanceAnimated = animated
            loadViewIfNeeded()
            viewWillAppear(animated)
        case (.appeared, false), (.appearing, false):
            modelAppearanceState = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
        default:
            UIKitModel.record("Unbalanced calls to begin/end appearance transitions for \(modelName).")
            return
        }
        for child in modelAppearanceChildren where child.modelAppearanceState.isSettled(appeared: !isAppearing) {
            child.modelBeginAppearance(isAppearing, animated: animated)
        }
    }

    func modelEndAppearance() {
        switch modelAppearanceState {
        case .appearing:
            modelAppearanceState = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            modelAppearanceState = .disappeared
            viewDidDisappear(appearanceAnimated)
        case .appeared, .disappeared:
            UIKitModel.record("Unbalanced calls to begin/end appearance transitions for \(modelName).")
            return
        }
        for child in modelAppearanceChildren where child.modelAppearanceState.isInTransition {
            child.modelEndAppearance()
        }
    }

    /// `viewIsAppearing` for the controller and the children it forwards to.
    func modelViewIsAppearing(animated: Bool) {
        guard modelAppearanceState == .appearing else { return }
        viewIsAppearing(animated)
        for child in modelAppearanceChildren { child.modelViewIsAppearing(animated: animated) }
    }

    /// The children that hear this controller's appearance: with automatic forwarding, those whose
    /// views are inside its view (undocumented which; a child whose view is elsewhere is not
    /// appearing with it).
    var modelAppearanceChildren: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let view = storedView else { return [] }
        return storedChildren.filter { $0.storedView?.isDescendant(of: view) == true }
    }

    /// Whether this container drives its children's appearance itself (a navigation controller),
    /// so a child's view entering a window tells the child nothing.
    var modelManagesChildAppearance: Bool { false }

    /// A child whose view enters or leaves a window while its parent is on screen and forwards
    /// appearance automatically appears or disappears with it (not animated): the View Controller
    /// Programming Guide's rule that a container "adds the child's view to its view hierarchy" and
    /// UIKit forwards the appearance callbacks; the details are undocumented.
    func modelViewDidMoveToWindow(from oldWindow: UIWindow?) {
        guard let parent = storedParent, parent.shouldAutomaticallyForwardAppearanceMethods,
            !parent.modelManagesChildAppearance
        else { return }
        let isInWindow = storedView?.window != nil
        switch (isInWindow, parent.modelAppearanceState, modelAppearanceState) {
        case (true, .appeared, .disappeared):
            modelBeginAppearance(true, animated: false)
            modelViewIsAppearing(animated: false)
            modelEndAppearance()
        case (true, .appearing, .disappeared):
            modelBeginAppearance(true, animated: parent.appearanceAnimated)
        case (false, _, .appeared), (false, _, .appearing):
            modelBeginAppearance(false, animated: false)
            modelEndAppearance()
        default:
            break
        }
    }

    // MARK: Size transitions

    /// UIKit (iOS 8): `func viewWillTransition(to size: CGSize, with coordinator: any
    /// UIViewControllerTransitionCoordinator)` (UIViewController.h, UIContentContainer: "If you
    /// override this method, you should either call super to propagate the change to children or
    /// manually forward the change to children"; `sizeForChildContentContainer`: "If the returned size
    /// is the same as the child container's current size, viewWillTransitionToSize:… will not be
    /// called"). The default forwards to every child the size
    /// `size(forChildContentContainer:withParentContainerSize:)` gives it, unless its view has that
    /// size already.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in storedChildren {
            let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
            guard child.storedView?.bounds.size != childSize else { continue }
            child.viewWillTransition(to: childSize, with: coordinator)
        }
    }

    /// UIKit (iOS 8): `func size(forChildContentContainer container: any UIContentContainer,
    /// withParentContainerSize parentSize: CGSize) -> CGSize` (UIViewController.h, UIContentContainer:
    /// `- (CGSize)sizeForChildContentContainer:(id <UIContentContainer>)container
    /// withParentContainerSize:(CGSize)parentSize;` "Intended as a bridge for a view controller that
    /// does not use auto layout presenting a child that does."). The default is the parent's size.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    )
        -> CGSize
    {
        parentSize
    }

    /// UIKit: `var preferredContentSize: CGSize { get set }` (Apple documentation, UIContentContainer
    /// `preferredContentSize`: "The preferred size for the container's content"; "The UIViewController
    /// class implements a writable version of this property"). A change tells the parent,
    /// `preferredContentSizeDidChange(forChildContentContainer:)`; that it does so at once, inside the
    /// setter, is undocumented.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            storedParent?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    /// UIKit: `func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)`
    /// (Apple documentation, UIContentContainer: "Notifies an interested controller that the
    /// preferred content size of one of its children changed"). Does nothing by default.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// UIKit (iOS 7): `var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { get }`:
    /// the coordinator of a transition under way that involves the controller or its parent.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        modelTransitionCoordinator ?? storedParent?.transitionCoordinator
    }

    // MARK: Content scroll views

    /// UIKit (iOS 15): `func setContentScrollView(_ scrollView: UIScrollView?, for edge:
    /// NSDirectionalRectEdge)` (UIViewController.h: "a containing UINavigationController,
    /// UITabBarController, or both will observe the UIScrollView instance in the `contentScrollView`
    /// parameter … Aggregate values (e.g., NSDirectionalRectEdgeAll) are accepted in the `edge`
    /// parameter").
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        for single in [NSDirectionalRectEdge.top, .leading, .bottom, .trailing] where edge.contains(single) {
            contentScrollViews.removeAll { $0.edge == single }
            if let scrollView { contentScrollViews.append((single, WeakScrollView(scrollView: scrollView))) }
        }
    }

    /// UIKit (iOS 15): `func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView?`
    /// (UIViewController.h: "Pass only a single edge … Raises an exception when passed an aggregate
    /// edge"; "Subclass overrides will be called when available"). The model records the exception.
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        guard [NSDirectionalRectEdge.top, .leading, .bottom, .trailing].contains(edge) else {
            UIKitModel.record("contentScrollView(for:) raised: \(edge.rawValue) is an aggregate edge")
            return nil
        }
        return contentScrollViews.first { $0.edge == edge }?.scrollView.scrollView
    }
}

extension ModelAppearance {
    /// Whether the controller rests appeared (`appeared: true`) or disappeared, or is heading there.
    func isSettled(appeared: Bool) -> Bool {
        appeared ? (self == .appeared || self == .appearing) : (self == .disappeared || self == .disappearing)
    }

    var isInTransition: Bool { self == .appearing || self == .disappearing }
}

struct WeakController {
    weak var controller: UIViewController?
}

struct WeakScrollView {
    weak var scrollView: UIScrollView?
}

// MARK: - Transition coordinators

/// UIKit (iOS 8): `@MainActor protocol UIContentContainer : NSObjectProtocol` (UIViewController.h);
/// the members the model uses. Every view controller is one.
@MainActor public protocol UIContentContainer: NSObjectProtocol {
    /// UIKit: `func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)`.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// UIKit: `func size(forChildContentContainer:withParentContainerSize:) -> CGSize`.
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
}

extension UIViewController: UIContentContainer {}

/// UIKit (iOS 7): `@MainActor protocol UIViewControllerTransitionCoordinatorContext : NSObjectProtocol`
/// (UIViewControllerTransitionCoordinator.h); the members the model supports.
@MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// UIKit: `var isAnimated: Bool { get }`.
    var isAnimated: Bool { get }
    /// UIKit: `var isInteractive: Bool { get }`.
    var isInteractive: Bool { get }
    /// UIKit: `var isCancelled: Bool { get }`.
    var isCancelled: Bool { get }
    /// UIKit: `var transitionDuration: TimeInterval { get }`.
    var transitionDuration: TimeInterval { get }
}

/// UIKit (iOS 7): `@MainActor protocol UIViewControllerTransitionCoordinator :
/// UIViewControllerTransitionCoordinatorContext`; the members the model supports.
@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// UIKit: `func animate(alongsideTransition animation: ((any
    /// UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((any
    /// UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool`.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// The model's coordinator: alongside animations run when the transition starts animating,
/// completions when it ends (UIViewControllerTransitionCoordinator.h: "the completion block is
/// called after the transition completes").
final class ModelTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let transitionDuration: TimeInterval
    let isAnimated: Bool
    var isInteractive = false
    var isCancelled = false
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var hasStarted = false
    private var hasCompleted = false

    init(duration: TimeInterval, isAnimated: Bool) {
        transitionDuration = duration
        self.isAnimated = isAnimated
        super.init()
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !hasCompleted else { return false }
        if let animation {
            if hasStarted { animation(self) } else { alongside.append(animation) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    func modelRunAlongside() {
        hasStarted = true
        let blocks = alongside
        alongside = []
        for block in blocks { block(self) }
    }

    func modelComplete() {
        guard !hasCompleted else { return }
        hasCompleted = true
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }
}

// MARK: State restoration

/// UIKit: the `UIStateRestoration` category of UIViewController (UIViewController.h, iPhoneOS18.0.sdk:
/// `@interface UIViewController (UIStateRestoration) <UIStateRestoring>`). The model keeps no
/// restoration tree: ``modelPreserveRestorableState()`` and ``modelRestoreRestorableState(from:)``
/// drive one controller's encode and decode through a keyed archive, as the system does for a
/// controller with a `restorationIdentifier` when the app is preserved and relaunched.
extension UIViewController {
    /// Writes this controller's state as the system does when it preserves the app: calls
    /// `encodeRestorableState(with:)` with a keyed archiver and returns the archive.
    @_spi(UIKitModel) public func modelPreserveRestorableState() -> Data {
        ModelRestorationArchive.preserve(encodeRestorableState(with:))
    }

    /// Reads `archive` back as the system does on relaunch: `decodeRestorableState(with:)`, then
    /// `applicationFinishedRestoringState()` (UIViewController.h: `applicationFinishedRestoringState`
    /// `API_AVAILABLE(ios(7.0))`; that it follows the decode of every restored object is from Apple's
    /// "Preserving Your App's UI Across Launches"). Undocumented here: whether the view is loaded
    /// first; the model decodes whatever state the controller is in.
    @_spi(UIKitModel) public func modelRestoreRestorableState(from archive: Data) throws {
        try ModelRestorationArchive.restore(archive, decodeRestorableState(with:))
        applicationFinishedRestoringState()
    }
}
