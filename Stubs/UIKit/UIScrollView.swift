// UIScrollView: content offset and size, clamping on resize, programmatic and animated moves,
// `scrollRectToVisible`, keyboard scrolling, and the delegate protocol. Touches and deceleration
// are in UIScrollView+Touches.swift and UIScrollView+Deceleration.swift.

/// UIKit: `@MainActor protocol UIScrollViewDelegate : NSObjectProtocol` (UIScrollView.h:
/// `API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @protocol UIScrollViewDelegate<NSObject> @optional`).
/// The six methods the adapters implement are requirements (see UIKit.swift); the rest have empty
/// defaults, as optional methods a delegate does not implement.
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// UIKit: `optional func scrollViewDidScroll(_ scrollView: UIScrollView)` ("any offset changes").
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// UIKit: `optional func scrollViewWillBeginDragging(_ scrollView: UIScrollView)` ("called on
    /// start of dragging (may require some time and or distance to move)").
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// UIKit: `optional func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity:
    /// CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)` ("called on finger up if the
    /// user dragged. velocity is in points/millisecond. targetContentOffset may be changed to adjust
    /// where the scroll view comes to rest").
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// UIKit: `optional func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)`
    /// ("decelerate is true if it will continue moving afterwards").
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// UIKit: `optional func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)` ("called when
    /// scroll view grinds to a halt").
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// UIKit: `optional func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)` ("called
    /// when setContentOffset/scrollRectVisible:animated: finishes. not called if not animating").
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// UIKit: `optional func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)` ("called on
    /// finger up as we are moving").
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// UIKit: `optional func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool`.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// UIKit: `optional func scrollViewDidScrollToTop(_ scrollView: UIScrollView)`.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// UIKit (iOS 11): `optional func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)`.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// What a model scroll view did, in order: its delegate calls, and the motions it started or
/// stopped without a delegate call (for a test to check what UIKit would not report).
@_spi(UIKitModel) public enum ModelScrollEvent: Equatable, Sendable {
    case willBeginDragging
    case didScroll(CGPoint)
    /// The velocity in points per millisecond, the target UIKit proposed and the one the delegate left.
    case willEndDragging(velocity: CGPoint, proposed: CGPoint, target: CGPoint)
    case didEndDragging(willDecelerate: Bool)
    case willBeginDecelerating
    case didEndDecelerating
    case didEndScrollingAnimation
    /// `scrollViewDidScrollToTop` (a status-bar tap's scroll ended, or found the view at the top).
    case didScrollToTop
    /// Not a delegate call: an animated move toward the offset started.
    case animationStarted(to: CGPoint)
    /// Not a delegate call: a motion stopped without its end being reported.
    case stopped(ModelScrollStop)

    /// Whether this is a delegate call (not a model note).
    public var isDelegateCall: Bool {
        switch self {
        case .animationStarted, .stopped: false
        default: true
        }
    }
}

/// Why a model scroll view's motion stopped early.
@_spi(UIKitModel) public enum ModelScrollStop: Equatable, Sendable {
    /// `setContentOffset(_:animated: false)` ended an animation.
    case animationByNonAnimatedMove
    /// A new animated move replaced the animation.
    case animationReplaced
    /// A deceleration (a release) replaced the animation.
    case animationReplacedByDeceleration
    /// A finger touched down, or a drag moved, during the animation.
    case animationByTouch
    /// `setContentOffset(_:animated: false)` ended a deceleration.
    case decelerationByNonAnimatedMove
    /// `setContentOffset(_:animated: true)` ended a deceleration.
    case decelerationByAnimatedMove
    /// A finger touched down during the deceleration.
    case decelerationByTouch
    /// `stopScrollingAndZooming()`.
    case stopScrolling
}

/// How the last frame of an animated `setContentOffset` ends when the delegate moves the content
/// with `setContentOffset(_:animated: false)` from inside that frame's `scrollViewDidScroll`.
/// Undocumented (audit B3, "verify"); both are plausible, and the adapters must be right under both.
@_spi(UIKitModel) public enum ModelAnimationEnd: Sendable {
    /// The non-animated move stops the animation: the content stays where the delegate put it and
    /// `scrollViewDidEndScrollingAnimation` is not reported.
    case endsWhereCallbacksLeaveIt
    /// UIKit finishes its animation after the delegate returns: it applies the animation's final
    /// offset again and reports `scrollViewDidEndScrollingAnimation`.
    case reappliesTargetAfterCallbacks
}

/// Keys a hardware keyboard scrolls with (UIScrollView.h, `allowsKeyboardScrolling`: "keys like
/// Page Up/Down, Home/End, and the arrow keys").
@_spi(UIKitModel) public enum ModelScrollKey: Sendable {
    case upArrow, downArrow, leftArrow, rightArrow, pageUp, pageDown, home, end
}

/// UIKit: `@MainActor class UIScrollView : UIView` (UIScrollView.h).
@MainActor open class UIScrollView: UIView {
    /// How an animation's last frame ends when the delegate moves the content inside it; reset to
    /// `.endsWhereCallbacksLeaveIt` by `UIKitModel.reset()`.
    @_spi(UIKitModel) public static var modelAnimationEnd = ModelAnimationEnd.endsWhereCallbacksLeaveIt

    /// Whether a finger that catches a running animation or deceleration reports its end
    /// (`scrollViewDidEndScrollingAnimation`, `scrollViewDidEndDecelerating`). Undocumented; `false`
    /// (nothing reported, the default, as PagedKit's contract assumes) and `true` are both plausible.
    /// Reset by `UIKitModel.reset()`.
    @_spi(UIKitModel) public static var modelCatchReportsEnd = false

    /// How long an animated `setContentOffset` takes. Undocumented; 0.3 s, as measured on devices.
    @_spi(UIKitModel) public static let modelAnimationDuration = 0.3

    /// Everything the scroll view reported or did, in order.
    @_spi(UIKitModel) public internal(set) var modelEvents: [ModelScrollEvent] = []

    /// Empties `modelEvents`.
    @_spi(UIKitModel) public func modelClearEvents() { modelEvents.removeAll() }

    /// The delegate calls in `modelEvents`.
    @_spi(UIKitModel) public var modelDelegateCalls: [ModelScrollEvent] { modelEvents.filter(\.isDelegateCall) }

    var motion = ScrollMotion.none
    var nextMotionID = 0
    var touch: ModelTouchState?
    /// The last motion stopped by a non-animated move, for `.reappliesTargetAfterCallbacks`.
    var lastStoppedByNonAnimatedMove: Int?
    /// The animation a status-bar tap started (UIScrollView+ScrollsToTop.swift).
    var modelScrollToTopAnimation: Int?

    /// UIKit: `override init(frame: CGRect)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(panGestureRecognizer)
    }

    /// UIKit: `required init?(coder: NSCoder)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addGestureRecognizer(panGestureRecognizer)
    }

    // The scroll view keeps the touches it is given (those hit-tested to it, and those its content
    // passes up the responder chain) instead of passing them on (undocumented; apps' views above a
    // scroll view do not hear a drag's touches).

    /// UIKit: `override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?)`.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// UIKit: `override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?)`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// UIKit: `override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?)`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// UIKit: `override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?)`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    // MARK: Properties

    /// UIKit: `weak var delegate: (any UIScrollViewDelegate)? { get set }` ("default nil. weak reference").
    open weak var delegate: (any UIScrollViewDelegate)?

    /// UIKit: `var contentSize: CGSize { get set }` ("default CGSizeZero"). Setting it moves nothing.
    open var contentSize: CGSize = .zero

    /// UIKit: `var contentOffset: CGPoint { get set }` ("default CGPointZero"): the bounds' origin.
    /// Assigning it moves the content at once and reports `scrollViewDidScroll`; unlike
    /// `setContentOffset(_:animated: false)` it does not stop a deceleration, which goes on from the
    /// new offset (Apple's WWDC 2011 session 104, "Advanced ScrollView Techniques", sample
    /// StreetScroller, re-centres an infinite scroll view by assigning `contentOffset` in
    /// `layoutSubviews` while it decelerates). It does not end an animated move either, whose next
    /// frame sets the offset again (undocumented).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds = CGRect(origin: newValue, size: bounds.size) }
    }

    /// UIKit: `var contentInset: UIEdgeInsets { get set }` ("default UIEdgeInsetsZero. add additional
    /// scroll area around content"). What a change does to the offset is undocumented: see
    /// `modelInsetChangeKeepsTop` (UIScrollView+ScrollsToTop.swift).
    open var contentInset = UIEdgeInsets.zero {
        didSet { modelContentInsetDidChange(from: oldValue) }
    }

    /// UIKit: `var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior { get set }`
    /// ("Default is UIScrollViewContentInsetAdjustmentAutomatic").
    open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic

    /// UIKit (iOS 11): `var adjustedContentInset: UIEdgeInsets { get }`: the content inset plus, as
    /// `contentInsetAdjustmentBehavior` allows, the safe-area insets. UIScrollView.h:
    /// `UIScrollViewContentInsetAdjustmentScrollableAxes, // Edges for scrollable axes are adjusted
    /// (i.e., contentSize.width/height > frame.size.width/height or alwaysBounceHorizontal/Vertical =
    /// YES)`; `UIScrollViewContentInsetAdjustmentAutomatic, // Similar to .scrollableAxes, but for
    /// backward compatibility will also adjust the top & bottom contentInset when the scroll view is
    /// owned by a view controller with automaticallyAdjustsScrollViewInsets = YES inside a navigation
    /// controller, regardless of whether the scroll view is scrollable`; `.never` "contentInset is
    /// not adjusted"; `.always` "contentInset is always adjusted by the scroll view's safeAreaInsets".
    /// What "owned by a view controller" means is undocumented: the model takes a scroll view that is
    /// a view controller's root view, in a navigation controller (`automaticallyAdjustsScrollViewInsets`,
    /// deprecated, defaults to YES and is not modelled).
    ///
    /// While a refresh control refreshes, UIKit's addition to the top (`modelRefreshInset`, see
    /// ``UIRefreshControl/modelRefreshingInset``; undocumented) is in it too.
    open var adjustedContentInset: UIEdgeInsets {
        var inset = modelSafeAreaAdjustedInset
        inset.top += modelRefreshInset
        return inset
    }

    /// What a refreshing control adds to the adjusted top inset (UIRefreshControl.swift).
    var modelRefreshInset: CGFloat = 0
    /// What a refreshing control added to `contentInset.top`
    /// (``UIRefreshControl/modelRefreshingInsetInContentInset``).
    var modelRefreshContentInset: CGFloat = 0

    /// What a refreshing control added to `contentInset.top` (0 unless
    /// ``UIRefreshControl/modelRefreshingInsetInContentInset``), for a test to tell the app's inset.
    @_spi(UIKitModel) public var modelRefreshAddedContentInset: CGFloat { modelRefreshContentInset }
    /// The scroll view's `refreshControl` (a `UIRefreshControl`, unavailable on tvOS).
    var modelRefreshControl: UIView?

    /// The content inset adjusted for the safe area, as `contentInsetAdjustmentBehavior` says.
    private var modelSafeAreaAdjustedInset: UIEdgeInsets {
        let safe = safeAreaInsets
        var horizontal: Bool
        var vertical: Bool
        switch contentInsetAdjustmentBehavior {
        case .never:
            return contentInset
        case .always:
            horizontal = true
            vertical = true
        case .automatic, .scrollableAxes:
            horizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
            vertical = contentSize.height > bounds.height || alwaysBounceVertical
            if contentInsetAdjustmentBehavior == .automatic, modelOwningViewController?.navigationController != nil {
                vertical = true
            }
        }
        return UIEdgeInsets(
            top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
            bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
            right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// UIKit: `var decelerationRate: UIScrollView.DecelerationRate { get set }`.
    open var decelerationRate: UIScrollView.DecelerationRate = .normal
    /// UIKit: `var bounces: Bool { get set }` ("If YES, bounces past the edge of the content and back
    /// again … Default: YES"). Without bouncing a drag stops at the edges.
    open var bounces = true
    /// UIKit: `var alwaysBounceVertical: Bool { get set }` (UIScrollView.h: "default NO. if YES and
    /// bounces is YES, even if content is smaller than bounds, allow drag vertically"). It also makes
    /// the vertical edges adjusted (`adjustedContentInset`); the drag it allows is not modelled.
    open var alwaysBounceVertical = false
    /// UIKit: `var alwaysBounceHorizontal: Bool { get set }` (UIScrollView.h: "default NO. if YES and
    /// bounces is YES, even if content is smaller than bounds, allow drag horizontally").
    open var alwaysBounceHorizontal = false
    /// UIKit: `var isScrollEnabled: Bool { get set }` ("default YES. turn off any dragging temporarily").
    open var isScrollEnabled = true
    /// UIKit: `var isPagingEnabled: Bool { get set }` ("default NO. if YES, stop on multiples of view
    /// bounds"). Not modelled: a release with paging on is recorded as a violation.
    @available(tvOS, unavailable)
    open var isPagingEnabled = false
    /// UIKit: `var showsHorizontalScrollIndicator: Bool { get set }`.
    open var showsHorizontalScrollIndicator = true
    /// UIKit: `var showsVerticalScrollIndicator: Bool { get set }`.
    open var showsVerticalScrollIndicator = true
    /// UIKit: `var scrollsToTop: Bool { get set }`; not available on tvOS.
    @available(tvOS, unavailable)
    open var scrollsToTop = true
    /// UIKit (iOS 17): `var allowsKeyboardScrolling: Bool { get set }` ("Set this to YES to make the
    /// scroll view animate its content offset in response to keys like Page Up/Down, Home/End, and
    /// the arrow keys … Default is YES for apps linked after iOS 17.0").
    @available(tvOS, unavailable)
    open var allowsKeyboardScrolling = true

    /// UIKit: `var delaysContentTouches: Bool { get set }` (UIScrollView.h: "default is YES. if NO,
    /// we immediately call -touchesShouldBegin:withEvent:inContentView:. this has no effect on
    /// presses"). See UIScrollView+Touches.swift for how the model delivers content touches.
    open var delaysContentTouches = true

    /// UIKit: `var canCancelContentTouches: Bool { get set }` (UIScrollView.h: "default is YES. if
    /// NO, then once we start tracking, we don't try to drag if the touch moves. this has no effect on
    /// presses").
    open var canCancelContentTouches = true

    /// UIKit: `func touchesShouldCancel(in view: UIView) -> Bool` (UIScrollView.h:
    /// `- (BOOL)touchesShouldCancelInContentView:(UIView *)view;` "default returns YES if view isn't a
    /// UIControl").
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// UIKit (iOS 5): `var panGestureRecognizer: UIPanGestureRecognizer { get }`.
    public let panGestureRecognizer = UIPanGestureRecognizer()

    /// UIKit: `var isTracking: Bool { get }` ("Returns YES if user has touched. May not yet have
    /// started dragging").
    open internal(set) var isTracking = false
    /// UIKit: `var isDragging: Bool { get }` ("Returns YES if user has started scrolling").
    open internal(set) var isDragging = false
    /// UIKit: `var isDecelerating: Bool { get }` ("Returns YES if user isn't dragging (touch up) but
    /// scroll view is still moving").
    open internal(set) var isDecelerating = false
    /// UIKit (iOS 17.4): `var isScrollAnimating: Bool { get }` ("Returns YES if the scroll view is
    /// currently animating a `contentOffset` change … Note that deceleration will *not* cause this
    /// property to be YES").
    open var isScrollAnimating: Bool {
        if case .animation = motion { return true }
        return false
    }

    // MARK: Offsets and size

    /// Reports the scroll: `scrollViewDidScroll` for any offset change, and a layout pass (UIKit
    /// lays a scroll view out as it scrolls; StreetScroller, above, relies on it).
    override func modelBoundsOriginDidChange(from oldOrigin: CGPoint) {
        setNeedsLayout()
        modelEvents.append(.didScroll(contentOffset))
        delegate?.scrollViewDidScroll(self)
    }

    /// When its size changes at rest, the scroll view brings its offset back inside the content,
    /// measured with the content size it has then (the old one: nothing has laid it out yet), and
    /// reports `scrollViewDidScroll`, all before `layoutSubviews`. Undocumented; the and the
    /// audit's (B2) description of a device rotating at the end of the content.
    override func modelBoundsSizeDidChange(from oldSize: CGSize) {
        super.modelBoundsSizeDidChange(from: oldSize)
        guard !isTracking, !isDragging, case .none = motion else { return }
        let clamped = modelClamped(contentOffset)
        if clamped != contentOffset { contentOffset = clamped }
    }

    /// The offsets the content may rest at: from minus the leading insets to the content size
    /// minus the bounds plus the trailing insets.
    var modelOffsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let minimum = CGPoint(x: 0 - inset.left, y: 0 - inset.top)
        let maximum = CGPoint(
            x: max(minimum.x, contentSize.width - bounds.width + inset.right),
            y: max(minimum.y, contentSize.height - bounds.height + inset.bottom))
        return (minimum, maximum)
    }

    func modelClamped(_ point: CGPoint) -> CGPoint {
        let range = modelOffsetRange
        return CGPoint(x: min(max(point.x, range.min.x), range.max.x), y: min(max(point.y, range.min.y), range.max.y))
    }

    /// UIKit: `func setContentOffset(_ contentOffset: CGPoint, animated: Bool)` (UIScrollView.h:
    /// "animate at constant velocity to new offset").
    ///
    /// Not animated: stops an animation and a deceleration (neither reports its end; undocumented,
    /// but the well-known way to stop a scroll view), then moves as assigning `contentOffset` does.
    /// Animated: stops a deceleration and replaces an animation (without end reports), then moves at
    /// constant velocity over `modelAnimationDuration`, reporting `scrollViewDidScroll` every frame
    /// and `scrollViewDidEndScrollingAnimation` at the end; to the offset it is already at it does
    /// nothing ("not called if not animating").
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        if animated {
            modelStopMotion(animation: .animationReplaced, deceleration: .decelerationByAnimatedMove)
            guard contentOffset != self.contentOffset else { return }
            modelStartAnimation(to: contentOffset)
        } else {
            if let id = motion.id, case .animation = motion { lastStoppedByNonAnimatedMove = id }
            modelStopMotion(animation: .animationByNonAnimatedMove, deceleration: .decelerationByNonAnimatedMove)
            self.contentOffset = contentOffset
        }
    }

    /// UIKit: `func scrollRectToVisible(_ rect: CGRect, animated: Bool)` ("scroll so rect is just
    /// visible (nearest edges). nothing if rect completely visible").
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard let target = modelOffsetRevealing(rect) else { return }
        setContentOffset(target, animated: animated)
    }

    /// The offset that makes `rect` (in content coordinates) "just visible (nearest edges)", or
    /// `nil` when it is completely visible or no move would show more of it.
    func modelOffsetRevealing(_ rect: CGRect) -> CGPoint? {
        let visible = bounds
        guard !visible.contains(rect) else { return nil }
        func axis(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleLength: CGFloat) -> CGFloat {
            if high - low >= visibleLength || low < visibleLow { return low }
            if high > visibleLow + visibleLength { return high - visibleLength }
            return visibleLow
        }
        let target = modelClamped(
            CGPoint(
                x: axis(rect.minX, rect.maxX, visible.minX, visible.width),
                y: axis(rect.minY, rect.maxY, visible.minY, visible.height)))
        return target == contentOffset ? nil : target
    }

    /// UIKit (iOS 17.4): `func stopScrollingAndZooming()` ("Stops any scrolling or zooming, whether
    /// initiated programmatically or by the user"). Whether it reports the end is undocumented: the
    /// model reports nothing.
    open func stopScrollingAndZooming() {
        modelStopMotion(animation: .stopScrolling, deceleration: .stopScrolling)
    }

    /// A hardware key press while the scroll view is focused: with `allowsKeyboardScrolling` the
    /// offset animates by a line (50 pt; undocumented) for an arrow, a viewport for Page Up/Down, or
    /// to an end for Home/End, as `setContentOffset(_:animated: true)`.
    /// - Returns: Whether the key scrolled.
    @_spi(UIKitModel) @discardableResult public func modelPressKey(_ key: ModelScrollKey) -> Bool {
        guard allowsKeyboardScrolling, isScrollEnabled else { return false }
        let line: CGFloat = 50
        let range = modelOffsetRange
        var target = contentOffset
        switch key {
        case .upArrow: target.y -= line
        case .downArrow: target.y += line
        case .leftArrow: target.x -= line
        case .rightArrow: target.x += line
        case .pageUp: target.y -= bounds.height
        case .pageDown: target.y += bounds.height
        case .home: target = range.min
        case .end: target = range.max
        }
        target = modelClamped(target)
        guard target != contentOffset else { return false }
        setContentOffset(target, animated: true)
        return true
    }

    // MARK: Motions

    func modelStartAnimation(to target: CGPoint) {
        nextMotionID += 1
        motion = .animation(
            ScrollAnimation(
                id: nextMotionID, from: contentOffset, to: target, start: ModelDisplay.shared.time,
                duration: Self.modelAnimationDuration))
        modelEvents.append(.animationStarted(to: target))
        ModelDisplay.shared.drive(self)
    }

    /// Stops the running motion without reporting its end, noting why.
    func modelStopMotion(animation animationReason: ModelScrollStop, deceleration decelerationReason: ModelScrollStop) {
        switch motion {
        case .none:
            return
        case .animation:
            modelEvents.append(.stopped(animationReason))
        case .deceleration:
            modelEvents.append(.stopped(decelerationReason))
            isDecelerating = false
        }
        motion = .none
    }

    func modelStepAnimation(_ animation: ScrollAnimation, to time: Double) {
        let progress = min(1, max(0, (time - animation.start) / animation.duration))
        let point = CGPoint(
            x: animation.from.x + (animation.to.x - animation.from.x) * progress,
            y: animation.from.y + (animation.to.y - animation.from.y) * progress)
        if point != contentOffset { contentOffset = point }
        guard progress >= 1 else { return }
        if motion.id == animation.id {
            motion = .none
            if modelScrollToTopAnimation == animation.id {
                modelScrollToTopAnimationDidEnd()
                return
            }
            modelEvents.append(.didEndScrollingAnimation)
            delegate?.scrollViewDidEndScrollingAnimation(self)
        } else if Self.modelAnimationEnd == .reappliesTargetAfterCallbacks,
            lastStoppedByNonAnimatedMove == animation.id, case .none = motion
        {
            if contentOffset != animation.to { contentOffset = animation.to }
            modelEvents.append(.didEndScrollingAnimation)
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }
}

extension UIScrollView: ModelFrameDriven {
    var isModelMoving: Bool {
        if case .none = motion { return false }
        return true
    }

    func modelStep(to time: Double) {
        switch motion {
        case .none: return
        case .animation(let animation): modelStepAnimation(animation, to: time)
        case .deceleration(let deceleration): modelStepDeceleration(deceleration, to: time)
        }
    }
}

extension UIScrollView {
    /// UIKit: `struct UIScrollView.DecelerationRate`, with `static let normal` and `static let fast`
    /// (UIScrollView.h: `UIScrollViewDecelerationRateNormal`, `UIScrollViewDecelerationRateFast`;
    /// their values, 0.998 and 0.99, are the velocity kept per millisecond: WWDC 2018 session 803,
    /// "Designing Fluid Interfaces").
    public struct DecelerationRate: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// UIKit: `enum UIScrollView.ContentInsetAdjustmentBehavior` (UIScrollView.h).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }
}

/// What a scroll view is doing on its own.
enum ScrollMotion {
    case none
    case animation(ScrollAnimation)
    case deceleration(Deceleration)

    var id: Int? {
        switch self {
        case .none: nil
        case .animation(let animation): animation.id
        case .deceleration(let deceleration): deceleration.id
        }
    }
}

/// An animated `setContentOffset`: constant velocity from `from` to `to`.
struct ScrollAnimation {
    let id: Int
    let from: CGPoint
    let to: CGPoint
    let start: Double
    let duration: Double
}
