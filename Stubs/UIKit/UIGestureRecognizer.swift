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

    /// UIKit: `var state: UIGestureRecognizer.State { get }`.
    open internal(set) var state: State = .possible
    /// UIKit: `var isEnabled: Bool { get set }`.
    open var isEnabled = true
    /// UIKit: `var cancelsTouchesInView: Bool { get set }` (UIGestureRecognizer.h: "default is YES").
    open var cancelsTouchesInView = true
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
