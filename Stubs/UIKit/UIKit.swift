// A stand-in for UIKit, used only by Scripts/typecheck-adapters.sh to type-check PagedKitUIKit and
// PagedKitSwiftUI on Linux. It is not an implementation: bodies do nothing useful and nothing here
// ever runs.
//
// It declares exactly the UIKit API the adapters (and the host-app checks in Stubs/HostApp) use,
// with the names, labels, types, optionality and actor isolation of Apple's documentation
// (developer.apple.com/documentation/uikit). Where Swift on Linux cannot express the real
// declaration, the stub comes as close as it can and says why:
//
// - Objective-C optional protocol requirements do not exist here, so UIScrollViewDelegate's methods
//   are plain requirements. That is stricter than UIKit: a misspelt delegate method fails to compile
//   instead of silently never being called.
// - accessibilityScroll(_:), which UIKit declares in an extension of NSObject, is declared in
//   UIResponder's body, because only members of a class body can be overridden without the
//   Objective-C runtime.
// - Types come from Foundation on Linux (CGFloat, CGPoint, CGSize, CGRect, NSObject, NSCoder,
//   Bundle, Notification.Name), which UIKit re-exports on Apple platforms.

@_exported import Foundation

// MARK: - Responders and views

/// UIKit: `@MainActor class UIResponder : NSObject`.
@MainActor open class UIResponder: NSObject {
    public override init() { super.init() }

    /// UIKit: `@MainActor func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool`,
    /// declared on NSObject (UIAccessibilityAction). Returns `false` by default.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
}

/// UIKit: `enum UIUserInterfaceLayoutDirection : Int`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// UIKit: `@MainActor class UIView : UIResponder`.
@MainActor open class UIView: UIResponder {
    /// UIKit: `init(frame: CGRect)`, a designated initializer.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// UIKit: `init?(coder: NSCoder)`, required by NSCoding.
    public required init?(coder: NSCoder) {
        self.frame = .zero
        super.init()
    }

    /// UIKit inherits `init()` from NSObject as a convenience initializer calling `init(frame: .zero)`.
    public convenience override init() { self.init(frame: .zero) }

    /// UIKit: `var frame: CGRect { get set }`.
    open var frame: CGRect
    /// UIKit: `var bounds: CGRect { get set }`.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// UIKit: `var superview: UIView? { get }`.
    open private(set) var superview: UIView?
    /// UIKit: `var window: UIWindow? { get }`.
    open var window: UIWindow? { superview?.window }
    /// UIKit: `var autoresizingMask: UIView.AutoresizingMask { get set }`.
    open var autoresizingMask: UIView.AutoresizingMask = []
    /// UIKit: `var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { get }`.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// UIKit: `func addSubview(_ view: UIView)`.
    open func addSubview(_ view: UIView) { view.superview = self }
    /// UIKit: `func insertSubview(_ view: UIView, at index: Int)`.
    open func insertSubview(_ view: UIView, at index: Int) { view.superview = self }
    /// UIKit: `func removeFromSuperview()`.
    open func removeFromSuperview() { superview = nil }
    /// UIKit: `func layoutSubviews()`.
    open func layoutSubviews() {}
    /// UIKit: `func setNeedsLayout()`.
    open func setNeedsLayout() {}
    /// UIKit: `func didMoveToWindow()`.
    open func didMoveToWindow() {}
}

extension UIView {
    /// UIKit: `struct UIView.AutoresizingMask : OptionSet`.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }
}

/// UIKit: `@MainActor class UIWindow : UIView`.
@MainActor open class UIWindow: UIView {}

// MARK: - Scroll views

/// UIKit: `@MainActor protocol UIScrollViewDelegate : NSObjectProtocol`. Every method is `optional`
/// in UIKit; see the note at the top of the file.
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// UIKit: `optional func scrollViewDidScroll(_ scrollView: UIScrollView)`.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// UIKit: `optional func scrollViewWillBeginDragging(_ scrollView: UIScrollView)`.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// UIKit: `optional func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity:
    /// CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)`; the velocity is in points per
    /// millisecond.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// UIKit: `optional func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)`.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// UIKit: `optional func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)`.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// UIKit: `optional func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)`.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

/// UIKit: `@MainActor class UIScrollView : UIView`.
@MainActor open class UIScrollView: UIView {
    /// UIKit: `weak var delegate: (any UIScrollViewDelegate)? { get set }`.
    open weak var delegate: (any UIScrollViewDelegate)?
    /// UIKit: `var contentSize: CGSize { get set }`.
    open var contentSize: CGSize = .zero
    /// UIKit: `var contentOffset: CGPoint { get set }`.
    open var contentOffset: CGPoint = .zero
    /// UIKit: `var decelerationRate: UIScrollView.DecelerationRate { get set }`.
    open var decelerationRate: UIScrollView.DecelerationRate = .normal
    /// UIKit: `var showsHorizontalScrollIndicator: Bool { get set }`.
    open var showsHorizontalScrollIndicator = true
    /// UIKit: `var showsVerticalScrollIndicator: Bool { get set }`.
    open var showsVerticalScrollIndicator = true
    /// UIKit: `var scrollsToTop: Bool { get set }`; not available on tvOS.
    @available(tvOS, unavailable)
    open var scrollsToTop = true
    /// UIKit: `var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior { get set }`.
    open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic

    /// UIKit: `func setContentOffset(_ contentOffset: CGPoint, animated: Bool)`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
}

extension UIScrollView {
    /// UIKit: `struct UIScrollView.DecelerationRate`, with `static let normal` and `static let fast`.
    public struct DecelerationRate: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// UIKit: `enum UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }
}

// MARK: - Controls

/// UIKit: `@MainActor class UIMenuElement : NSObject`.
@MainActor open class UIMenuElement: NSObject {}

/// UIKit: `typealias UIActionHandler = (UIAction) -> Void`.
public typealias UIActionHandler = (UIAction) -> Void

/// UIKit: `@MainActor class UIAction : UIMenuElement`.
@MainActor open class UIAction: UIMenuElement {
    private let handler: UIActionHandler

    /// UIKit: `convenience init(title: String = "", image: UIImage? = nil, identifier:
    /// UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes:
    /// UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping
    /// UIActionHandler)`. The defaulted parameters are left out: the adapters pass none of them.
    public init(handler: @escaping UIActionHandler) {
        self.handler = handler
        super.init()
    }
}

/// UIKit: `@MainActor class UIControl : UIView`.
@MainActor open class UIControl: UIView {
    /// UIKit: `struct UIControl.Event : OptionSet`.
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let valueChanged = Event(rawValue: 1 << 12)
    }

    /// UIKit (iOS 14, tvOS 14): `func addAction(_ action: UIAction, for controlEvents: UIControl.Event)`.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
    /// UIKit (iOS 14, tvOS 14): `func removeAction(_ action: UIAction, for controlEvents: UIControl.Event)`.
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
}

/// UIKit: `@MainActor class UIPageControl : UIControl`.
@MainActor open class UIPageControl: UIControl {
    /// UIKit: `var numberOfPages: Int { get set }`.
    open var numberOfPages = 0
    /// UIKit: `var currentPage: Int { get set }`; pinned to `0...numberOfPages - 1`.
    open var currentPage = 0
}

// MARK: - View controllers

/// UIKit: `@MainActor class UIViewController : UIResponder`.
@MainActor open class UIViewController: UIResponder {
    /// UIKit: `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`, designated.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    /// UIKit: `init?(coder: NSCoder)`, required by NSCoding.
    public required init?(coder: NSCoder) { super.init() }
    /// UIKit inherits `init()` from NSObject as a convenience initializer.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// UIKit: `var view: UIView! { get set }`; loads the view on first access.
    open var view: UIView! = UIView()
    /// UIKit: `weak var parent: UIViewController? { get }`.
    open private(set) weak var parent: UIViewController?
    /// UIKit: `var shouldAutomaticallyForwardAppearanceMethods: Bool { get }`.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// UIKit: `func viewDidLoad()`.
    open func viewDidLoad() {}
    /// UIKit: `func viewWillAppear(_ animated: Bool)`.
    open func viewWillAppear(_ animated: Bool) {}
    /// UIKit: `func viewDidAppear(_ animated: Bool)`.
    open func viewDidAppear(_ animated: Bool) {}
    /// UIKit: `func viewWillDisappear(_ animated: Bool)`.
    open func viewWillDisappear(_ animated: Bool) {}
    /// UIKit: `func viewDidDisappear(_ animated: Bool)`.
    open func viewDidDisappear(_ animated: Bool) {}
    /// UIKit: `func didReceiveMemoryWarning()`.
    open func didReceiveMemoryWarning() {}

    /// UIKit: `func addChild(_ childController: UIViewController)`.
    open func addChild(_ childController: UIViewController) { childController.parent = self }
    /// UIKit: `func removeFromParent()`.
    open func removeFromParent() { parent = nil }
    /// UIKit: `func willMove(toParent parent: UIViewController?)`.
    open func willMove(toParent parent: UIViewController?) {}
    /// UIKit: `func didMove(toParent parent: UIViewController?)`.
    open func didMove(toParent parent: UIViewController?) {}
    /// UIKit: `func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool)`.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {}
    /// UIKit: `func endAppearanceTransition()`.
    open func endAppearanceTransition() {}
}

// MARK: - Application and accessibility

/// UIKit: `@MainActor class UIApplication : UIResponder`. Only its notification names are used (not
/// `UIApplication.shared`, which app extensions cannot use).
@MainActor open class UIApplication: UIResponder {
    /// UIKit: `nonisolated class let didEnterBackgroundNotification: NSNotification.Name`.
    nonisolated public static let didEnterBackgroundNotification = NSNotification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// UIKit: `nonisolated class let willEnterForegroundNotification: NSNotification.Name`.
    nonisolated public static let willEnterForegroundNotification = NSNotification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// UIKit: `nonisolated class let didReceiveMemoryWarningNotification: NSNotification.Name`.
    nonisolated public static let didReceiveMemoryWarningNotification = NSNotification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
}

/// UIKit: `enum UIAccessibilityScrollDirection : Int`.
public enum UIAccessibilityScrollDirection: Int, Sendable {
    case right = 1
    case left = 2
    case up = 3
    case down = 4
    case next = 5
    case previous = 6
}

/// UIKit: the `UIAccessibility` namespace.
public enum UIAccessibility {
    /// UIKit: `struct UIAccessibility.Notification`.
    public struct Notification: Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// UIKit: `nonisolated static let pageScrolled: UIAccessibility.Notification`.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// UIKit: `@MainActor static var isReduceMotionEnabled: Bool { get }`.
    @MainActor public static var isReduceMotionEnabled: Bool { false }
    /// UIKit: `nonisolated static let reduceMotionStatusDidChangeNotification: NSNotification.Name`.
    nonisolated public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// UIKit: `@MainActor static var isVoiceOverRunning: Bool { get }`.
    @MainActor public static var isVoiceOverRunning: Bool { false }
    /// UIKit: `nonisolated static let voiceOverStatusDidChangeNotification: NSNotification.Name`.
    nonisolated public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")

    /// UIKit: `@MainActor static func post(notification: UIAccessibility.Notification, argument: Any?)`.
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {}
}
