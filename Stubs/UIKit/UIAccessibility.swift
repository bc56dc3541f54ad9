// UIAccessibility: VoiceOver, Reduce Motion and Switch Control state, posted notifications, and a
// VoiceOver user: three-finger scrolls and focus moves.

/// UIKit: `enum UIAccessibilityScrollDirection : Int` (UIAccessibility.h:
/// `UIAccessibilityScrollDirectionRight = 1, … Next API_AVAILABLE(ios(5.0)), Previous`).
public enum UIAccessibilityScrollDirection: Int, Sendable {
    case right = 1
    case left = 2
    case up = 3
    case down = 4
    case next = 5
    case previous = 6
}

/// UIKit: the `UIAccessibility` namespace (UIAccessibilityConstants.h: `typedef struct UIAccessibility
/// { void *_reserved; } UIAccessibility;` under `__swift__`).
public struct UIAccessibility {
    private init() {}

    /// UIKit: `struct UIAccessibility.Notification` (`typedef uint32_t UIAccessibilityNotifications`).
    public struct Notification: Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// UIKit: `nonisolated static let screenChanged: UIAccessibility.Notification`.
        public static let screenChanged = Notification(rawValue: 1000)
        /// UIKit: `nonisolated static let layoutChanged: UIAccessibility.Notification`.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// UIKit: `nonisolated static let announcement: UIAccessibility.Notification`.
        public static let announcement = Notification(rawValue: 1008)
        /// UIKit: `nonisolated static let pageScrolled: UIAccessibility.Notification`
        /// (UIAccessibilityConstants.h 18.0: `UIKIT_EXTERN const UIAccessibilityNotifications
        /// UIAccessibilityPageScrolledNotification API_AVAILABLE(ios(4.2), watchos(2.0))
        /// NS_SWIFT_NONISOLATED;` — "Should be posted after accessibilityScroll: is called and the
        /// scrolling action has completed. A string representing the status of the new scroll position
        /// should be used as the argument (e.g. "Page 2 of 5")").
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// UIKit: `@MainActor static var isReduceMotionEnabled: Bool { get }`.
    @MainActor public static var isReduceMotionEnabled: Bool { ModelAccessibility.shared.isReduceMotionEnabled }
    /// UIKit: `nonisolated static let reduceMotionStatusDidChangeNotification: NSNotification.Name`.
    nonisolated public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// UIKit: `@MainActor static var isVoiceOverRunning: Bool { get }`.
    @MainActor public static var isVoiceOverRunning: Bool { ModelAccessibility.shared.isVoiceOverRunning }
    /// UIKit: `nonisolated static let voiceOverStatusDidChangeNotification: NSNotification.Name`.
    nonisolated public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// UIKit: `@MainActor static var isSwitchControlRunning: Bool { get }`.
    @MainActor public static var isSwitchControlRunning: Bool { ModelAccessibility.shared.isSwitchControlRunning }
    /// UIKit: `nonisolated static let switchControlStatusDidChangeNotification: NSNotification.Name`.
    nonisolated public static let switchControlStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilitySwitchControlStatusDidChangeNotification")

    /// UIKit: `@MainActor static func post(notification: UIAccessibility.Notification, argument: Any?)`.
    /// The model records every post (``ModelAccessibility/posts``) with the moment it was made.
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        ModelAccessibility.shared.record(notification, argument: argument)
    }
}

/// A notification posted to assistive technologies.
@_spi(UIKitModel) public struct ModelAccessibilityPost: Sendable {
    public let notification: UIAccessibility.Notification
    /// The argument when it is a string (the announcement or the scroll status), else `nil`.
    public let argument: String?
    /// Whether an argument was given at all.
    public let hasArgument: Bool
    /// When it was posted, on the model's clock.
    public let time: Double
    /// Whether any scroll view of the model was animating or decelerating at that moment.
    public let whileScrolling: Bool
}

/// How VoiceOver brings the element it moves its cursor to into view, when it lies outside the
/// visible part of a scroll view above it. Undocumented: UIKit publishes no call VoiceOver makes.
@_spi(UIKitModel) public enum ModelFocusScroll: Sendable {
    /// VoiceOver moves the content itself, as assigning `contentOffset` does (no
    /// `scrollRectToVisible`, no delegate call but `scrollViewDidScroll`). The default.
    case setsContentOffset
    /// VoiceOver asks the scroll view: `scrollRectToVisible(_:animated: false)`, which a subclass
    /// may override.
    case scrollRectToVisible
}

/// The accessibility side of the model: settings, posts, and what a VoiceOver user does.
@_spi(UIKitModel) @MainActor public final class ModelAccessibility {
    public static let shared = ModelAccessibility()

    public private(set) var isVoiceOverRunning = false
    public private(set) var isReduceMotionEnabled = false
    public private(set) var isSwitchControlRunning = false
    /// Every `UIAccessibility.post(notification:argument:)`, in order.
    public private(set) var posts: [ModelAccessibilityPost] = []
    /// The element VoiceOver's cursor is on.
    public private(set) weak var focusedElement: UIView?
    /// How a cursor move scrolls the element into view; reset to `.setsContentOffset`.
    public var focusScroll = ModelFocusScroll.setsContentOffset

    private init() {}

    func reset() {
        isVoiceOverRunning = false
        isReduceMotionEnabled = false
        isSwitchControlRunning = false
        posts = []
        focusedElement = nil
        focusScroll = .setsContentOffset
    }

    /// Turns VoiceOver on or off, posting `voiceOverStatusDidChangeNotification` when it changes.
    public func setVoiceOverRunning(_ running: Bool) async {
        guard running != isVoiceOverRunning else { return }
        isVoiceOverRunning = running
        await ModelNotifications.post(UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
    }

    /// Turns Reduce Motion on or off, posting `reduceMotionStatusDidChangeNotification` when it changes.
    public func setReduceMotionEnabled(_ enabled: Bool) async {
        guard enabled != isReduceMotionEnabled else { return }
        isReduceMotionEnabled = enabled
        await ModelNotifications.post(UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }

    /// Turns Switch Control on or off, posting `switchControlStatusDidChangeNotification` when it changes.
    public func setSwitchControlRunning(_ running: Bool) async {
        guard running != isSwitchControlRunning else { return }
        isSwitchControlRunning = running
        await ModelNotifications.post(UIAccessibility.switchControlStatusDidChangeNotification, object: nil)
    }

    func record(_ notification: UIAccessibility.Notification, argument: Any?) {
        let scrolling = ModelDisplay.shared.isAnythingMoving
        posts.append(
            ModelAccessibilityPost(
                notification: notification, argument: argument as? String, hasArgument: argument != nil,
                time: ModelDisplay.shared.time, whileScrolling: scrolling))
    }

    /// A three-finger scroll in `direction` while VoiceOver's cursor is on `element`: the element,
    /// then each view above it, is asked `accessibilityScroll(_:)` until one handles it (UIAccessibility.h:
    /// "If the action failed, the method will be called on a view higher in the hierarchy").
    /// - Returns: Whether a view handled it.
    @discardableResult
    public func performScroll(_ direction: UIAccessibilityScrollDirection, startingAt element: UIView) -> Bool {
        var view: UIView? = element
        while let current = view {
            if current.accessibilityScroll(direction) { return true }
            view = current.superview
        }
        return false
    }

    /// Whether VoiceOver can reach `element`: it is in a window, neither it nor a view above it is
    /// hidden or has `accessibilityElementsHidden` (UIAccessibility.h: `accessibilityElementsHidden`,
    /// the element "and its children" are ignored), and every container above it that lists its
    /// `accessibilityElements` lists the child on the way down.
    public func canFocus(_ element: UIView) -> Bool {
        guard element.window != nil else { return false }
        var child: UIView?
        var view: UIView? = element
        while let current = view {
            if current.isHidden || current.accessibilityElementsHidden { return false }
            if let child, let listed = current.accessibilityElements,
                !listed.contains(where: { ($0 as AnyObject) === child })
            {
                return false
            }
            child = current
            view = current.superview
        }
        return true
    }

    /// VoiceOver moves its cursor to `element` (a swipe to the next element). If the element lies
    /// outside the visible part of the nearest scroll view above it, that scroll view's content
    /// moves so the element is just visible (nearest edges), as `focusScroll` says. Undocumented how
    /// VoiceOver scrolls; apps observe the offset changing without any drag callback, as modelled.
    /// - Returns: Whether the cursor moved there.
    @discardableResult
    public func moveFocus(to element: UIView) -> Bool {
        guard canFocus(element) else { return false }
        var view = element.superview
        while let current = view {
            if let scrollView = current as? UIScrollView {
                let rect = element.convert(element.bounds, to: scrollView)
                switch focusScroll {
                case .scrollRectToVisible:
                    scrollView.scrollRectToVisible(rect, animated: false)
                case .setsContentOffset:
                    if let target = scrollView.modelOffsetRevealing(rect) { scrollView.contentOffset = target }
                }
                break
            }
            view = current.superview
        }
        focusedElement = element
        return true
    }
}
