// UIGestureRecognizer and UIPanGestureRecognizer: just enough for a scroll view's pan and a
// navigation controller's pop gesture to compete for a touch.

/// UIKit: `@MainActor class UIGestureRecognizer : NSObject` (UIGestureRecognizer.h). The
/// target–action initialiser needs selectors, which Linux lacks; UIKit's `init()` is modelled.
@MainActor open class UIGestureRecognizer: NSObject {
    /// UIKit: `enum UIGestureRecognizer.State : Int`.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// UIKit: `static var recognized: UIGestureRecognizer.State` (the same as `.ended`).
        public static var recognized: State { .ended }
    }

    /// UIKit: `var state: UIGestureRecognizer.State { get }`, settable by subclasses
    /// (UIGestureRecognizerSubclass.h: `@property(nonatomic,readwrite) UIGestureRecognizerState state;`
    /// "readonly for users of a gesture recognizer. may only be changed by direct subclasses of
    /// UIGestureRecognizer"). Swift sees the setter after `import UIKit.UIGestureRecognizerSubclass`,
    /// a Clang submodule a Swift module cannot have: the model declares it settable for everyone.
    open var state: State = .possible
    /// UIKit: `var isEnabled: Bool { get set }`.
    open var isEnabled = true
    /// UIKit: `var cancelsTouchesInView: Bool { get set }` (UIGestureRecognizer.h: "default is YES.
    /// causes touchesCancelled:withEvent: … to be sent to the view for all touches … recognized as
    /// part of this gesture immediately before the action method is called").
    open var cancelsTouchesInView = true
    /// UIKit: `var delaysTouchesBegan: Bool { get set }` (UIGestureRecognizer.h: "default is NO.
    /// causes all touch events to be delivered to the target view only after this gesture has failed
    /// recognition"). Stored only: no recognizer of the model sets it.
    open var delaysTouchesBegan = false
    /// UIKit: `var delaysTouchesEnded: Bool { get set }` (UIGestureRecognizer.h: "default is YES.
    /// causes touchesEnded events to be delivered to the target view only after this gesture has
    /// failed recognition"). Stored only.
    open var delaysTouchesEnded = true
    /// UIKit: `var view: UIView? { get }`.
    open var view: UIView? { modelView }

    weak var modelView: UIView?
    private var failureRequirements: [WeakRecognizer] = []

    /// UIKit: `init()`.
    public override init() { super.init() }

    /// UIKit: `func require(toFail otherGestureRecognizer: UIGestureRecognizer)`
    /// (UIGestureRecognizer.h: `- (void)requireGestureRecognizerToFail:(UIGestureRecognizer
    /// *)otherGestureRecognizer;`). The receiver may begin only once the other one failed.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    // UIGestureRecognizerSubclass.h: "mirror of the touch-delivery methods on UIResponder //
    // UIGestureRecognizers aren't in the responder chain, but observe touches hit-tested to their
    // view and their view's subviews // UIGestureRecognizers receive touches before the view to which
    // the touch was hit-tested". The model's scroll views deliver them (`modelTouchDown`); a
    // pan recognizer (a scroll view's, a navigation controller's) is modelled by its owner instead.

    /// UIKit: `func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent)`
    /// (UIGestureRecognizerSubclass.h: `- (void)touchesBegan:(NSSet<UITouch *> *)touches
    /// withEvent:(UIEvent *)event;`).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// UIKit: `func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent)`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// UIKit: `func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent)`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// UIKit: `func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent)`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// UIKit: `func reset()` (UIGestureRecognizerSubclass.h: "called automatically by the runtime after
    /// the gesture state has been set to UIGestureRecognizerStateEnded // any internal state should
    /// be reset to prepare for a new attempt to recognize the gesture"). The model calls it, and
    /// puts the state back to `.possible`, once the touches ended and the state is ended, cancelled
    /// or failed (UIGestureRecognizer.h: "the recognizer will be reset to UIGestureRecognizerStatePossible").
    open func reset() {}

    /// UIKit: `func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool`
    /// (UIGestureRecognizerSubclass.h: "same behavior as the equivalent delegate methods, but can be
    /// used by subclasses to define class-wide prevention rules"). Default `true`.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// UIKit: `func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool`.
    /// Default `true`: when another recognizer recognizes, this one fails (UIGestureRecognizer.h,
    /// `gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:`: "by default no two
    /// gestures can be recognized simultaneously").
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Delivers one phase of a touch, and resets the recognizer once the touch is over.
    func modelDeliver(_ phase: UITouch.Phase, _ touch: UITouch) {
        guard isEnabled, state != .failed, state != .cancelled else { return }
        switch phase {
        case .began: touchesBegan([touch], with: UIEvent())
        case .moved, .stationary: touchesMoved([touch], with: UIEvent())
        case .ended: touchesEnded([touch], with: UIEvent())
        case .cancelled: touchesCancelled([touch], with: UIEvent())
        }
    }

    /// After the last touch: `reset()` and back to `.possible` if the recognizer ended, was
    /// cancelled or failed.
    func modelTouchesDidFinish() {
        guard state == .ended || state == .cancelled || state == .failed else { return }
        reset()
        state = .possible
    }

    /// The recognizers this one waits for (`require(toFail:)`).
    @_spi(UIKitModel) public var modelFailureRequirements: [UIGestureRecognizer] {
        failureRequirements.compactMap(\.recognizer)
    }
}

private struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}

/// UIKit: `@MainActor class UIPanGestureRecognizer : UIGestureRecognizer` (UIPanGestureRecognizer.h).
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    var modelTranslation = CGPoint.zero
    var modelVelocity = CGPoint.zero

    /// UIKit: `func translation(in view: UIView?) -> CGPoint`: the finger's movement since the
    /// pan began (the opposite of the content offset's movement for a scroll view's pan).
    open func translation(in view: UIView?) -> CGPoint { modelTranslation }

    /// UIKit: `func setTranslation(_ translation: CGPoint, in view: UIView?)`.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { modelTranslation = translation }

    /// UIKit: `func velocity(in view: UIView?) -> CGPoint`, in points per second.
    open func velocity(in view: UIView?) -> CGPoint { modelVelocity }
}
