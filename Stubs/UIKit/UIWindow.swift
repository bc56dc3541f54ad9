// UIWindow: the root of a view hierarchy, its root view controller, traits, rotation.

/// UIKit: `@MainActor class UIWindow : UIView` (UIWindow.h).
@MainActor open class UIWindow: UIView {
    /// The window's traits; set them with ``modelSetLayoutDirection(_:)``.
    @_spi(UIKitModel) public private(set) var modelTraits = UITraitCollection(
        modelLayoutDirection: .leftToRight, contentSizeCategory: .large)

    /// The safe-area insets of the screen around the window (a notch, the home indicator). A change
    /// tells every view in the window (`safeAreaInsetsDidChange()`) and lays them out again.
    @_spi(UIKitModel) public var modelSafeAreaInsets = UIEdgeInsets.zero {
        didSet {
            guard modelSafeAreaInsets != oldValue else { return }
            for view in modelSubtree {
                view.safeAreaInsetsDidChange()
                view.setNeedsLayout()
            }
        }
    }

    /// The height of a software keyboard shown over the window's bottom edge; 0 when none shows.
    /// (The keyboard notifications are not modelled: only what SwiftUI's `.keyboard` safe-area
    /// region reads.)
    @_spi(UIKitModel) public var modelKeyboardHeight: CGFloat = 0

    private var storedRootViewController: UIViewController?
    private var storedIsHidden = true

    /// UIKit (iOS 13): `init(windowScene: UIWindowScene)`. The window fills the screen.
    public init(windowScene: UIWindowScene) {
        super.init(frame: ModelScreen.bounds)
        self.windowScene = windowScene
        windowScene.modelAdd(self)  // (observers do not run inside the class's own initializer)
    }

    /// UIKit: `override init(frame: CGRect)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// UIKit: `required init?(coder: NSCoder)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A window is its own window.
    open override var window: UIWindow? { self }

    /// UIKit: `weak var windowScene: UIWindowScene? { get set }`.
    open weak var windowScene: UIWindowScene? {
        didSet {
            oldValue?.modelRemove(self)
            windowScene?.modelAdd(self)
        }
    }

    /// UIKit: `var isHidden: Bool { get set }`. Windows are hidden until shown (UIWindow.h,
    /// `makeKeyAndVisible`: "convenience. most apps call this to show the main window and also make
    /// it key. otherwise use view hidden property").
    open override var isHidden: Bool {
        get { storedIsHidden }
        set {
            guard newValue != storedIsHidden else { return }
            storedIsHidden = newValue
            if newValue {
                modelRootDisappears()
            } else {
                ModelDisplay.shared.register(self)
                modelRootAppears()
            }
        }
    }

    /// UIKit: `var isKeyWindow: Bool { get }`.
    open private(set) var isKeyWindow = false

    /// UIKit: `func makeKeyAndVisible()`.
    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
    }

    /// UIKit: `var rootViewController: UIViewController? { get set }`. A visible window swaps the
    /// root views at once, with appearance callbacks (not animated).
    open var rootViewController: UIViewController? {
        get { storedRootViewController }
        set {
            guard newValue !== storedRootViewController else { return }
            if !isHidden { modelRootDisappears() }
            storedRootViewController = newValue
            if !isHidden { modelRootAppears() }
        }
    }

    /// Shows the root view controller's view: `viewWillAppear(false)` before its view is in the
    /// window, then the view added, sized to the window and laid out, `viewIsAppearing(false)`, and
    /// `viewDidAppear(false)` at the next frame, after the first commit (UIViewController.h:
    /// `viewWillAppear:` is "Called when the view is about to made visible, before it is added to the
    /// hierarchy"; `viewIsAppearing:` "after it has been added to the hierarchy and been laid out by
    /// its superview"; `viewDidAppear:` "when any transition animations have completed").
    private func modelRootAppears() {
        guard let root = storedRootViewController else { return }
        root.modelBeginAppearance(true, animated: false)
        let view: UIView = root.view
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
        layoutIfNeeded()
        root.modelViewIsAppearing(animated: false)
        ModelDisplay.shared.schedule(after: 0) { [weak root] in
            guard let root, root.modelAppearanceState == .appearing else { return }
            root.endAppearanceTransition()
        }
    }

    private func modelRootDisappears() {
        guard let root = storedRootViewController, root.isViewLoaded, root.view.superview === self else { return }
        root.modelBeginAppearance(false, animated: false)
        root.view.removeFromSuperview()
        root.endAppearanceTransition()
    }

    /// Changes the window's layout direction trait; every view in it is laid out again (UIKit in
    /// iOS 18 tracks the traits a view reads in `layoutSubviews` and lays it out again when they
    /// change: WWDC24 "What’s new in UIKit", automatic trait tracking).
    @_spi(UIKitModel) public func modelSetLayoutDirection(_ direction: UITraitEnvironmentLayoutDirection) {
        guard direction != modelTraits.layoutDirection else { return }
        let previous = modelTraits
        modelTraits = UITraitCollection(
            modelLayoutDirection: direction, contentSizeCategory: previous.preferredContentSizeCategory)
        for view in modelSubtree {
            view.setNeedsLayout()
            view.modelTraitsDidChange(from: previous, changed: UITraitLayoutDirection.self)
        }
    }

    /// Changes the window's content size category, as Settings › Display & Text Size › Larger Text
    /// does: every view in the window hears `traitCollectionDidChange(_:)` with the old traits and is
    /// laid out again (UITraitCollection.h, UITraitEnvironment: "To be overridden as needed to provide
    /// custom behavior when the environment's traits change"). Undocumented in which order views hear
    /// it; the model goes from the window down, front to back within a superview.
    @_spi(UIKitModel) public func modelSetPreferredContentSizeCategory(_ category: UIContentSizeCategory) {
        guard category != modelTraits.preferredContentSizeCategory else { return }
        let previous = modelTraits
        modelTraits = UITraitCollection(modelLayoutDirection: previous.layoutDirection, contentSizeCategory: category)
        for view in modelSubtree {
            view.setNeedsLayout()
            view.modelTraitsDidChange(from: previous, changed: UITraitPreferredContentSizeCategory.self)
        }
    }

    /// Resizes the window, as a rotation or an iPad window resize does: the root view controller
    /// hears `viewWillTransition(to:with:)` first (UIViewController.h, UIContentContainer: "This
    /// method is called when the view controller's view's size is changed by its parent (i.e. for the
    /// root view controller when its window rotates or is resized)"), then the window and its root
    /// view take the new size at once (autoresizing below them happens inside that change), the
    /// coordinator's alongside animations run, and its completions run `duration` later. Layout
    /// happens at the next commit.
    /// - Parameters:
    ///   - size: The new size.
    ///   - duration: The rotation's length; undocumented, 0.3 s by default.
    @_spi(UIKitModel) public func modelResize(to size: CGSize, duration: Double = 0.3) {
        let coordinator = ModelTransitionCoordinator(duration: duration, isAnimated: duration > 0)
        storedRootViewController?.viewWillTransition(to: size, with: coordinator)
        frame = CGRect(origin: frame.origin, size: size)
        if let root = storedRootViewController, root.isViewLoaded, root.view.superview === self {
            root.view.frame = bounds
        }
        coordinator.modelRunAlongside()
        ModelDisplay.shared.schedule(after: duration) { coordinator.modelComplete() }
    }
}
