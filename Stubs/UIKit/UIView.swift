// UIView: geometry, hierarchy, window membership, layout passes, traits and layout direction.

/// UIKit: `@MainActor class UIView : UIResponder` (UIView.h).
@MainActor open class UIView: UIResponder {
    private var origin: CGPoint
    private var storedBounds: CGRect
    private var storedSubviews: [UIView] = []
    private weak var storedSuperview: UIView?
    /// Whether `layoutSubviews()` is due at the next layout pass.
    var needsLayout = true
    /// The view controller whose root view this is, if any (UIKit: the view's next responder).
    weak var modelOwningViewController: UIViewController?
    private var storedGestureRecognizers: [UIGestureRecognizer] = []
    private let storedLayer = CALayer()

    /// UIKit: `init(frame: CGRect)`, a designated initializer (UIView.h:
    /// `- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;`).
    public init(frame: CGRect) {
        origin = frame.origin
        storedBounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// UIKit: `init?(coder: NSCoder)`, required by NSCoding. The model decodes nothing.
    public required init?(coder: NSCoder) {
        origin = .zero
        storedBounds = .zero
        super.init()
    }

    /// UIKit inherits `init()` from NSObject as a convenience initializer calling `init(frame: .zero)`.
    public convenience override init() { self.init(frame: .zero) }

    // MARK: Geometry

    /// UIKit: `var frame: CGRect { get set }`. Without transforms the frame is the bounds' size at
    /// the view's position in its superview. A size change resizes the subviews by their
    /// autoresizing masks at once and marks the view for layout.
    ///
    /// With a transform the frame is undefined (UIView.h 17.0: "do not use frame if view is
    /// transformed since it will not correctly reflect the actual location of the view. use bounds
    /// + center instead."): setting it on a view whose `transform3D` is not the identity is recorded
    /// in `UIKitModel.violations`; reading it gives the untransformed frame.
    open var frame: CGRect {
        get { CGRect(origin: origin, size: storedBounds.size) }
        set {
            if !CATransform3DIsIdentity(storedLayer.transform) {
                UIKitModel.record(
                    "the frame of a transformed \(type(of: self)) was set (UIView.h: use bounds + center)")
            }
            UIView.modelCurrentAnimation?.recordFrame(self, from: frame, to: newValue)
            modelSetFrame(newValue)
        }
    }

    /// Sets the frame as an untransformed view's (autoresizing goes through it).
    func modelSetFrame(_ newValue: CGRect) {
        let oldSize = storedBounds.size
        origin = newValue.origin
        storedBounds.size = newValue.size
        if oldSize != newValue.size { modelBoundsSizeDidChange(from: oldSize) }
    }

    /// UIKit: `var bounds: CGRect { get set }` (UIView.h: "default bounds is zero origin, frame size";
    /// `center` "is center of frame"). Changing the size keeps the center, so the frame grows
    /// around it. For a scroll view the origin is the content offset.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            let old = storedBounds
            origin.x -= (newValue.width - old.width) / 2
            origin.y -= (newValue.height - old.height) / 2
            storedBounds = newValue
            if old.size != newValue.size { modelBoundsSizeDidChange(from: old.size) }
            if old.origin != newValue.origin { modelBoundsOriginDidChange(from: old.origin) }
        }
    }

    /// UIKit: `var center: CGPoint { get set }` (UIView.h 17.0, UIViewGeometry:
    /// `@property(nonatomic) CGPoint           center;      // center is center of frame, relative
    /// to anchorPoint. animatable`). Set inside `UIView.animate(withDuration:animations:completion:)`,
    /// the move is recorded in the block's `ModelViewAnimation` as a change of the (untransformed)
    /// frame.
    open var center: CGPoint {
        get { CGPoint(x: origin.x + storedBounds.width / 2, y: origin.y + storedBounds.height / 2) }
        set {
            let old = frame
            origin = CGPoint(x: newValue.x - storedBounds.width / 2, y: newValue.y - storedBounds.height / 2)
            UIView.modelCurrentAnimation?.recordFrame(self, from: old, to: frame)
        }
    }

    /// UIKit: `var autoresizingMask: UIView.AutoresizingMask { get set }` (UIView.h: "simple resize.
    /// default is UIViewAutoresizingNone").
    open var autoresizingMask: UIView.AutoresizingMask = []

    /// UIKit: `var autoresizesSubviews: Bool { get set }` (UIView.h: "default is YES. if set,
    /// subviews are adjusted according to their autoresizingMask if self.bounds changes").
    open var autoresizesSubviews = true

    /// UIKit: `var isHidden: Bool { get set }`.
    open var isHidden = false

    /// UIKit: `var isUserInteractionEnabled: Bool { get set }` (UIView.h:
    /// `@property(nonatomic,getter=isUserInteractionEnabled) BOOL userInteractionEnabled;  // default
    /// is YES. if set to NO, user events (touch, keys) are ignored and removed from the event
    /// queue.`). `UIImageView` and `UILabel` start with NO (their headers redeclare it: "default is
    /// NO"). Hit-testing skips a view with NO and everything inside it.
    open var isUserInteractionEnabled = true

    // MARK: Rendering

    /// UIKit: `var layer: CALayer { get }` (UIView.h 17.0: "returns view's layer. Will always return
    /// a non-nil value. view is layer's delegate").
    open var layer: CALayer { storedLayer }

    /// UIKit (iOS 13): `var transform3D: CATransform3D { get set }` (UIView.h 17.0: "default is
    /// CATransform3DIdentity. animatable. Please use this property instead of the transform property
    /// on the layer"): the layer's `transform`.
    open var transform3D: CATransform3D {
        get { storedLayer.transform }
        set { storedLayer.transform = newValue }
    }

    /// UIKit: `var alpha: CGFloat { get set }` (UIView.h 17.0: "animatable. default is 1.0").
    /// Set inside `UIView.animate(withDuration:animations:completion:)`, the change is recorded in
    /// the block's `ModelViewAnimation`.
    open var alpha: CGFloat = 1 {
        didSet { UIView.modelCurrentAnimation?.recordAlpha(self, from: oldValue, to: alpha) }
    }

    // MARK: Hit-testing

    /// UIKit: `func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?` (UIView.h 17.0:
    /// "recursively calls -pointInside:withEvent:. point is in the receiver's coordinate system").
    /// Apple's documentation (`hitTest(_:with:)`): "This method ignores view objects that are
    /// hidden, that have disabled user interactions, or have an alpha level less than 0.01", and
    /// searches the subviews front to back: in `subviews` order, last first, whatever their
    /// layers' `zPosition` (CALayer.h 18.0 says only that `zPosition` is "The Z component of the
    /// layer's position in its superlayer"; that it changes drawing and not the hit-test order is
    /// undocumented, and what devices do) — or, with `UIView.modelHitTestFollowsZPosition`, the
    /// larger `zPosition` first (the other plausible reading). Each subview is asked with the point in its own
    /// coordinate system ("point is in the receiver's coordinate system"), so through its
    /// transform: the model inverts the projection of the subview's plane (`modelPoint(fromSuperview:)`).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        var order = Array(storedSubviews.reversed())
        if Self.modelHitTestFollowsZPosition {
            // Stable: equal z positions keep the subviews order.
            order = order.enumerated().sorted {
                ($0.element.layer.zPosition, -$0.offset) > ($1.element.layer.zPosition, -$1.offset)
            }.map(\.element)
        }
        for subview in order {
            guard let local = subview.modelPoint(fromSuperview: point) else { continue }
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Whether hit-testing visits subviews with a larger layer `zPosition` first. Undocumented (see
    /// `hitTest(_:with:)`); `false`, subviews order only, is the default and what devices do. Reset
    /// by `UIKitModel.reset()`.
    @_spi(UIKitModel) public static var modelHitTestFollowsZPosition = false

    /// A point of the superview's coordinate system in this view's own, through the layer's
    /// transform, which applies "relative to the anchor point of its bounds rect" (CALayer.h 18.0,
    /// `transform`), the bounds' centre by default; `nil` when the point is not on the view's plane
    /// (a plane turned edge-on or away from the viewer).
    func modelPoint(fromSuperview point: CGPoint) -> CGPoint? {
        let centre = center
        guard let offset = storedLayer.transform.modelUnproject(CGPoint(x: point.x - centre.x, y: point.y - centre.y))
        else { return nil }
        return CGPoint(x: storedBounds.midX + offset.x, y: storedBounds.midY + offset.y)
    }

    /// UIKit: `func point(inside point: CGPoint, with event: UIEvent?) -> Bool` (UIView.h 17.0:
    /// "default returns YES if point is in bounds").
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        storedBounds.contains(point)
    }

    /// Called when the bounds' size changed. Autoresizing happens inside the size change, before
    /// any layout pass: undocumented timing, but UIView.h ties it to the bounds change itself.
    /// A size change lays the view out again ("View Programming Guide for iOS", "The Runtime
    /// Interaction Model for Views": "The size of a view’s bounds rectangle changes" is the first of
    /// the changes that trigger layout).
    func modelBoundsSizeDidChange(from oldSize: CGSize) {
        setNeedsLayout()
        guard autoresizesSubviews else { return }
        let newSize = storedBounds.size
        for subview in storedSubviews {
            let resized = Self.autoresized(subview.frame, mask: subview.autoresizingMask, from: oldSize, to: newSize)
            if resized != subview.frame { subview.modelSetFrame(resized) }
        }
    }

    /// Called when the bounds' origin changed (a scroll view overrides it to report the scroll).
    func modelBoundsOriginDidChange(from oldOrigin: CGPoint) {}

    /// The frame of a subview after its superview went from `oldSize` to `newSize`: the flexible
    /// parts along each axis (margins, size) share the change in proportion to their lengths.
    /// Undocumented in detail; UIView.h names the parts (`UIViewAutoresizingFlexibleLeftMargin` …
    /// `UIViewAutoresizingFlexibleBottomMargin`).
    static func autoresized(_ frame: CGRect, mask: AutoresizingMask, from oldSize: CGSize, to newSize: CGSize)
        -> CGRect
    {
        func resize(start: CGFloat, length: CGFloat, old: CGFloat, new: CGFloat, flexible: (Bool, Bool, Bool))
            -> (CGFloat, CGFloat)
        {
            let parts = [start, length, old - start - length]
            let flags = [flexible.0, flexible.1, flexible.2]
            let flexibleTotal = zip(parts, flags).reduce(0) { $0 + ($1.1 ? max($1.0, 0) : 0) }
            let count = CGFloat(flags.filter { $0 }.count)
            guard count > 0 else { return (start, length) }
            let delta = new - old
            func share(_ index: Int) -> CGFloat {
                guard flags[index] else { return 0 }
                return flexibleTotal > 0 ? delta * max(parts[index], 0) / flexibleTotal : delta / count
            }
            return (start + share(0), length + share(1))
        }
        let (x, width) = resize(
            start: frame.minX, length: frame.width, old: oldSize.width, new: newSize.width,
            flexible: (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
            ))
        let (y, height) = resize(
            start: frame.minY, length: frame.height, old: oldSize.height, new: newSize.height,
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                mask.contains(.flexibleBottomMargin)
            ))
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// UIKit: `func convert(_ rect: CGRect, to view: UIView?) -> CGRect` (UIView.h, UIViewGeometry:
    /// `- (CGRect)convertRect:(CGRect)rect toView:(nullable UIView *)view;`). The model has no
    /// transforms, so it is a translation through every bounds origin and frame origin on the way.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let rootPoint = modelPointInRoot(rect.origin)
        let target = view.map { rootPoint - $0.modelPointInRoot(.zero) } ?? rootPoint
        return CGRect(origin: target, size: rect.size)
    }

    /// UIKit: `func convert(_ point: CGPoint, to view: UIView?) -> CGPoint`.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), to: view).origin
    }

    private func modelPointInRoot(_ point: CGPoint) -> CGPoint {
        var point = point
        var view: UIView? = self
        while let current = view {
            point = point - current.storedBounds.origin + current.origin
            view = current.storedSuperview
        }
        return point
    }

    /// UIKit: `var safeAreaInsets: UIEdgeInsets { get }` (UIView.h, iOS 11). Modelled as the part
    /// of the window's insets (`UIWindow.modelSafeAreaInsets`) the view overlaps, so a page's insets
    /// change as it scrolls past a landscape notch (audit B12).
    open var safeAreaInsets: UIEdgeInsets {
        guard let window, window !== self else { return (self as? UIWindow)?.modelSafeAreaInsets ?? .zero }
        let insets = window.modelSafeAreaInsets
        let rect = convert(bounds, to: window)
        let windowBounds = window.bounds
        return UIEdgeInsets(
            top: max(0, insets.top - (rect.minY - windowBounds.minY)),
            left: max(0, insets.left - (rect.minX - windowBounds.minX)),
            bottom: max(0, insets.bottom - (windowBounds.maxY - rect.maxY)),
            right: max(0, insets.right - (windowBounds.maxX - rect.maxX)))
    }

    /// UIKit (iOS 11): `func safeAreaInsetsDidChange()` (UIView.h: `- (void)safeAreaInsetsDidChange
    /// API_AVAILABLE(ios(11.0),tvos(11.0));`). The model calls it on every view of a window whose
    /// `modelSafeAreaInsets` change (not when a view moves within the safe area).
    open func safeAreaInsetsDidChange() {}

    // MARK: Hierarchy

    /// UIKit: `var superview: UIView? { get }`.
    open var superview: UIView? { storedSuperview }
    /// UIKit: `var subviews: [UIView] { get }`, back to front.
    open var subviews: [UIView] { storedSubviews }
    /// UIKit: `var window: UIWindow? { get }`.
    open var window: UIWindow? { storedSuperview?.window }

    /// UIKit: the next responder is the view controller of a root view, else the superview.
    open override var next: UIResponder? { modelOwningViewController ?? storedSuperview }

    /// UIKit: `func addSubview(_ view: UIView)` (UIView.h; Apple documentation: "If view already has a
    /// superview and that view is not the receiver, this method removes the previous superview before
    /// making the receiver its new superview"). A view that is already a subview moves to the front
    /// (undocumented; what devices do).
    open func addSubview(_ view: UIView) {
        insert(view, at: storedSubviews.count + (view.storedSuperview === self ? -1 : 0))
    }

    /// UIKit: `func insertSubview(_ view: UIView, at index: Int)`.
    open func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index)
    }

    /// UIKit: `func removeFromSuperview()`.
    open func removeFromSuperview() {
        guard let superview = storedSuperview else { return }
        let oldWindow = window
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { modelNotifyWillMove(toWindow: nil) }
        superview.storedSubviews.removeAll { $0 === self }
        storedSuperview = nil
        if oldWindow != nil { modelNotifyDidMoveToWindow(from: oldWindow) }
        didMoveToSuperview()
        superview.setNeedsLayout()
    }

    /// Adds or moves `view` to `index`, with the callbacks UIView.h lists (`willMoveToSuperview:`,
    /// `willMoveToWindow:`, `didMoveToWindow`, `didMoveToSuperview`, `didAddSubview:`; their exact
    /// interleaving is undocumented). Adding a subview lays the superview out again ("View
    /// Programming Guide for iOS": "The set of Core Animation sublayers associated with the view’s
    /// layer changes").
    private func insert(_ view: UIView, at index: Int) {
        if view.storedSuperview === self {
            storedSubviews.removeAll { $0 === view }
            storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
            setNeedsLayout()
            return
        }
        view.removeFromSuperview()
        checkContainment(adding: view)
        let newWindow = window
        view.willMove(toSuperview: self)
        if newWindow != nil { view.modelNotifyWillMove(toWindow: newWindow) }
        storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
        view.storedSuperview = self
        if newWindow != nil { view.modelNotifyDidMoveToWindow(from: nil) }
        view.didMoveToSuperview()
        didAddSubview(view)
        setNeedsLayout()
    }

    /// UIViewController.h: "UIViewControllerHierarchyInconsistencyException … is raised when a child
    /// view controller's view is added into the view hierarchy and the first superview of the child
    /// view controller's view that has a view controller is NOT the child view controller's parent."
    /// The model records it instead of raising.
    private func checkContainment(adding view: UIView) {
        guard let child = view.modelOwningViewController, let parent = child.parent else { return }
        var ancestor: UIView? = self
        while let current = ancestor, current.modelOwningViewController == nil { ancestor = current.storedSuperview }
        let found = ancestor?.modelOwningViewController
        if found !== parent {
            UIKitModel.record(
                "UIViewControllerHierarchyInconsistencyException: the view of \(child.modelName) was added under "
                    + "\(found?.modelName ?? "no view controller"), not under its parent \(parent.modelName)")
        }
    }

    /// UIKit: `func isDescendant(of view: UIView) -> Bool` (UIView.h: "returns YES for self.").
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.storedSuperview
        }
        return false
    }

    /// UIKit: `func willMove(toSuperview newSuperview: UIView?)`.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// UIKit: `func didMoveToSuperview()`.
    open func didMoveToSuperview() {}
    /// UIKit: `func willMove(toWindow newWindow: UIWindow?)`.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// UIKit: `func didMoveToWindow()`.
    open func didMoveToWindow() {}
    /// UIKit: `func didAddSubview(_ subview: UIView)`.
    open func didAddSubview(_ subview: UIView) {}
    /// UIKit: `func willRemoveSubview(_ subview: UIView)`.
    open func willRemoveSubview(_ subview: UIView) {}

    private func modelNotifyWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in storedSubviews { subview.modelNotifyWillMove(toWindow: newWindow) }
    }

    private func modelNotifyDidMoveToWindow(from oldWindow: UIWindow?) {
        // Layout and traits follow the new window (UIView.h: a view's traits come from its window).
        needsLayout = true
        didMoveToWindow()
        modelOwningViewController?.modelViewDidMoveToWindow(from: oldWindow)
        for subview in storedSubviews { subview.modelNotifyDidMoveToWindow(from: oldWindow) }
    }

    /// Every view in the subtree, depth first, the receiver first.
    var modelSubtree: [UIView] {
        [self] + storedSubviews.flatMap(\.modelSubtree)
    }

    // MARK: Layout

    /// UIKit: `func setNeedsLayout()` (UIView.h: "Allows you to perform layout before the drawing
    /// cycle happens. -layoutIfNeeded forces layout early").
    open func setNeedsLayout() { needsLayout = true }

    /// UIKit: `func layoutIfNeeded()`. Lays out from the topmost ancestor that needs layout down
    /// (CALayer documentation, `layoutIfNeeded()`: "the layer’s super layers are traversed until a
    /// ancestor layer is found that does not require layout. Then layout is performed on the entire
    /// layer-tree beneath that ancestor").
    open func layoutIfNeeded() {
        var root: UIView = self
        while let superview = root.storedSuperview, superview.needsLayout { root = superview }
        root.modelLayoutSubtree()
    }

    /// UIKit: `func layoutSubviews()` (UIView.h: "override point. called by layoutIfNeeded
    /// automatically … otherwise it does nothing").
    open func layoutSubviews() {}

    // MARK: UIStateRestoration (UIView.h: `@interface UIView (UIStateRestoration)`; Apple
    // documentation, `UIView.encodeRestorableState(with:)`)

    /// UIKit: `@property (nullable, nonatomic, copy) NSString *restorationIdentifier API_AVAILABLE(ios(6.0));`.
    open var restorationIdentifier: String?

    /// UIKit: `- (void)encodeRestorableStateWithCoder:(NSCoder *)coder API_AVAILABLE(ios(6.0));`.
    /// Does nothing in the model.
    open func encodeRestorableState(with coder: NSCoder) {}

    /// UIKit: `- (void)decodeRestorableStateWithCoder:(NSCoder *)coder API_AVAILABLE(ios(6.0));`.
    /// Does nothing in the model.
    open func decodeRestorableState(with coder: NSCoder) {}

    /// Writes this view's state as the system does when it preserves a view with a
    /// `restorationIdentifier` whose view controller is preserved: `encodeRestorableState(with:)`
    /// with a keyed archiver.
    @_spi(UIKitModel) public func modelPreserveRestorableState() -> Data {
        ModelRestorationArchive.preserve(encodeRestorableState(with:))
    }

    /// Reads `archive` back as the system does on relaunch: `decodeRestorableState(with:)`.
    @_spi(UIKitModel) public func modelRestoreRestorableState(from archive: Data) throws {
        try ModelRestorationArchive.restore(archive, decodeRestorableState(with:))
    }

    /// Whether this view or a descendant waits for layout.
    var modelSubtreeNeedsLayout: Bool {
        needsLayout || storedSubviews.contains { $0.modelSubtreeNeedsLayout }
    }

    /// Lays the subtree out, the receiver first. A view controller hears about its root view's
    /// layout (UIViewController.h: `viewWillLayoutSubviews` is "Called just before the view
    /// controller's view's layoutSubviews method is invoked", `viewDidLayoutSubviews` "just after").
    func modelLayoutSubtree() {
        if needsLayout {
            needsLayout = false
            modelOwningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            modelOwningViewController?.viewDidLayoutSubviews()
        }
        for subview in storedSubviews { subview.modelLayoutSubtree() }
    }

    // MARK: Traits and layout direction

    /// UIKit: `var traitCollection: UITraitCollection { get }` (UITraitEnvironment). The window's
    /// traits, with the layout direction forced by the nearest `semanticContentAttribute` that
    /// forces one (undocumented how far it reaches; the subtree of the forcing view, as on a device).
    open var traitCollection: UITraitCollection {
        var view: UIView? = self
        while let current = view {
            if current.semanticContentAttribute == .forceRightToLeft {
                return UITraitCollection(
                    modelLayoutDirection: .rightToLeft, contentSizeCategory: modelWindowContentSizeCategory)
            }
            if current.semanticContentAttribute == .forceLeftToRight {
                return UITraitCollection(
                    modelLayoutDirection: .leftToRight, contentSizeCategory: modelWindowContentSizeCategory)
            }
            if let window = current as? UIWindow { return window.modelTraits }
            view = current.storedSuperview
        }
        return UITraitCollection()
    }

    private var modelWindowContentSizeCategory: UIContentSizeCategory {
        window?.modelTraits.preferredContentSizeCategory ?? .unspecified
    }

    /// UIKit: `func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)`
    /// (UITraitCollection.h, UITraitEnvironment: `- (void)traitCollectionDidChange:(nullable
    /// UITraitCollection *)previousTraitCollection API_DEPRECATED("Use the trait change registration
    /// APIs declared in the UITraitChangeObservable protocol", ios(8.0, 17.0), …);` — deprecated, and
    /// still called on iOS 17 and 18). The model calls it from `UIWindow.modelSetLayoutDirection(_:)`
    /// and `modelSetPreferredContentSizeCategory(_:)`.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Whether the model calls the deprecated `traitCollectionDidChange(_:)` on a trait change (iOS
    /// 17 and 18 do; a later OS, or visionOS, where it is deprecated from 1.0, need not: undocumented
    /// how long it stays). Reset to `true` by `UIKitModel.reset()`; the adapters must be right
    /// either way.
    @_spi(UIKitModel) public static var modelCallsTraitCollectionDidChange = true

    /// UIKit's own classes' response to a trait change, before the app hears of it (a label's
    /// Dynamic Type font).
    func modelUIKitTraitsDidChange() {}

    /// The `registerForTraitChanges` registrations of this view.
    var modelTraitRegistrations: [ModelTraitRegistration] = []

    /// UIKit: `class var noIntrinsicMetric: CGFloat { get }` (UIView.h: `UIKIT_EXTERN const CGFloat
    /// UIViewNoIntrinsicMetric API_AVAILABLE(ios(6.0)); // -1`).
    public static let noIntrinsicMetric: CGFloat = -1

    /// UIKit (iOS 6): `var intrinsicContentSize: CGSize { get }` (UIView.h: "Override this method
    /// if a custom view has a natural size to contribute"; the default is no size either way).
    open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }

    /// UIKit (iOS 6): `func invalidateIntrinsicContentSize()` (UIView.h: "call this when something
    /// changes that affects the intrinsicContentSize"). Counted in `modelIntrinsicSizeInvalidations`.
    open func invalidateIntrinsicContentSize() { modelIntrinsicSizeInvalidations += 1 }

    /// How often `invalidateIntrinsicContentSize()` was called.
    @_spi(UIKitModel) public internal(set) var modelIntrinsicSizeInvalidations = 0

    // Large content viewer (UILargeContentViewer.h, `@interface UIView (UILargeContentViewer)
    // <UILargeContentViewerItem>`, iOS 13).

    /// UIKit: `var showsLargeContentViewer: Bool { get set }`. Default `false`.
    open var showsLargeContentViewer = false
    /// UIKit: `var largeContentTitle: String? { get set }`.
    open var largeContentTitle: String?
    /// UIKit: `var largeContentImage: UIImage? { get set }`.
    open var largeContentImage: UIImage?

    /// UIKit (iOS 11): `var interactions: [any UIInteraction] { get set }`.
    open var interactions: [any UIInteraction] = []

    /// UIKit (iOS 11): `func addInteraction(_ interaction: any UIInteraction)`.
    open func addInteraction(_ interaction: any UIInteraction) {
        interaction.willMove(to: self)
        interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// UIKit: `func sizeThatFits(_ size: CGSize) -> CGSize` (UIView.h: `- (CGSize)sizeThatFits:(CGSize)size;
    /// // return 'best' size to fit given size. does not actually resize view. Default is return
    /// existing view size`).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// UIKit: `var semanticContentAttribute: UISemanticContentAttribute { get set }`. Changing it
    /// changes the layout direction of the subtree, which lays it out again.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet {
            guard semanticContentAttribute != oldValue else { return }
            for view in modelSubtree { view.setNeedsLayout() }
        }
    }

    /// UIKit: `var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { get }`
    /// (UIView.h: "Returns the user interface layout direction appropriate for arranging the
    /// immediate content of this view"). Playback and spatial content is left-to-right
    /// (`userInterfaceLayoutDirection(for:)`: "when provided a layout direction of RightToLeft and
    /// a semantic content attribute of Playback, this method returns LeftToRight"); otherwise the
    /// trait's direction, or the application's when the trait is unspecified.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified: break
        }
        switch traitCollection.layoutDirection {
        case .leftToRight: return .leftToRight
        case .rightToLeft: return .rightToLeft
        case .unspecified: return UIApplication.shared.userInterfaceLayoutDirection
        }
    }

    // MARK: Gestures

    /// UIKit: `var gestureRecognizers: [UIGestureRecognizer]? { get set }`.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers }
        set {
            storedGestureRecognizers = newValue ?? []
            for recognizer in storedGestureRecognizers { recognizer.modelView = self }
        }
    }

    /// UIKit: `func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer)`.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.modelView?.storedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        storedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.modelView = self
    }

    /// UIKit: `func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool`
    /// (UIView.h, UIViewGestureRecognizers, iOS 6): asked before a recognizer attached to the view
    /// leaves the possible state. Default `true`.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

extension UIView {
    /// UIKit: `struct UIView.AutoresizingMask : OptionSet` (UIView.h, `UIViewAutoresizing`).
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

extension CGPoint {
    static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
}

/// The system's state-restoration round trip, for views and view controllers alike: the state is
/// written to and read from a secure keyed archive.
enum ModelRestorationArchive {
    /// Runs `encode` with a keyed archiver and returns the archive.
    @MainActor static func preserve(_ encode: (NSCoder) -> Void) -> Data {
        let archiver = NSKeyedArchiver(requiringSecureCoding: true)
        encode(archiver)
        archiver.finishEncoding()
        return archiver.encodedData
    }

    /// Runs `decode` with a keyed unarchiver reading `archive`.
    @MainActor static func restore(_ archive: Data, _ decode: (NSCoder) -> Void) throws {
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archive)
        unarchiver.requiresSecureCoding = true
        decode(unarchiver)
        unarchiver.finishDecoding()
    }
}
