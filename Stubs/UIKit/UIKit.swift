// A behavioural model of the UIKit subset PagedKitUIKit and PagedKitSwiftUI use, for Linux.
//
// Two jobs, one module:
//
// 1. Scripts/typecheck-adapters.sh compiles the adapters against it as `UIKit`. For that, every
//    public declaration has the name, labels, types, optionality and actor isolation of Apple's
//    iOS 18 SDK, and nothing public exists that UIKit lacks.
// 2. Tests/AdapterHarness (`bash Scripts/test-adapters.sh`) runs the real adapter sources against it.
//    For that, the bodies behave as UIKit does: layout passes, containment and appearance, scroll
//    physics, delegate order, scenes, accessibility. Tests drive the model (touches, time, scenes,
//    VoiceOver) through declarations marked `@_spi(UIKitModel)`: code that writes plain
//    `import UIKit` — the adapters — cannot see them, so they cannot leak into the shipped API.
//
// Time moves only through `ModelDisplay` (a 60 Hz display the test steps); nothing reads a clock.
//
// Availability. A declaration newer than iOS 16 (the adapters' deployment target) names its version
// first in its doc comment, `/// UIKit (iOS 17): \`var allowsKeyboardScrolling …\`` (or `SwiftUI
// (iOS 16.4)`): Scripts/typecheck-adapters.sh reads it and fails on an adapter use outside a matching
// `#available` / `@available` scope, since the compiler checks no Apple availability on Linux.
//
// Citations. Every modelled behaviour names what it reproduces: a header of the iOS SDK
// (xybp888/iOS-SDKs, `iPhoneOS18.1.sdk` or the newest older folder holding the header: 18.0, 17.5,
// 17.0), quoting the header line so `grep -n` finds it in any SDK copy, or an Apple documentation
// page (developer.apple.com/documentation/…). Where UIKit's behaviour is not documented, the comment
// says "Undocumented" and what the model does instead — the most plausible behaviour, or a switch
// (`UIScrollView.modelAnimationEnd`, `UIScrollView.modelCatchReportsEnd`) when more than one is
// plausible.
//
// Where Swift on Linux cannot express the real declaration, the model comes as close as it can:
//
// - Objective-C optional protocol requirements do not exist here. UIScrollViewDelegate's six
//   methods the adapters implement stay plain requirements (stricter than UIKit: a misspelt method
//   fails to compile instead of silently never being called); the others get empty default
//   implementations, which is what `@optional` amounts to for a caller.
// - Members UIKit declares in categories of NSObject (`accessibilityScroll(_:)`,
//   `accessibilityElementsHidden`, `accessibilityElements`) are declared in UIResponder's body:
//   only members of a class body can be overridden without the Objective-C runtime.
// - Selectors do not exist, so target–action initialisers (`UIGestureRecognizer(target:action:)`)
//   are left out; closure-based API (`UIAction`) is modelled.
// - UIGestureRecognizerSubclass.h is a Clang submodule (`import UIKit.UIGestureRecognizerSubclass`),
//   which a Swift module cannot have: its members (`touchesBegan(_:with:)`, `reset()`, a settable
//   `state`, `canBePrevented(by:)`) are declared on `UIGestureRecognizer` itself, and the adapters
//   import the submodule under `#if canImport(UIKit.UIGestureRecognizerSubclass)`.
// - Types come from Foundation on Linux (CGFloat, CGPoint, CGSize, CGRect, NSObject, NSCoder,
//   Bundle, Notification.Name), which UIKit re-exports on Apple platforms.
// - Imported `NS_ENUM`s are Swift enums here; the adapters never switch over them exhaustively
//   (see the audit, ../shared/audits/adapters-ios18.md, A.2.3).

@_exported import Foundation

// MARK: - Responders

/// UIKit: `@MainActor class UIResponder : NSObject` (UIResponder.h).
@MainActor open class UIResponder: NSObject {
    public override init() { super.init() }

    /// UIKit: `var next: UIResponder? { get }`. A view's next responder is its view controller when
    /// it is one's root view, else its superview; a view controller's is its view's superview (UIResponder
    /// documentation, "Using responders and the responder chain to handle events").
    open var next: UIResponder? { nil }

    /// UIKit: `@MainActor func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool`,
    /// declared on NSObject (UIAccessibility.h, UIAccessibilityAction: "The return result indicates
    /// whether the action succeeded for that direction. If the action failed, the method will be
    /// called on a view higher in the hierarchy. If the action succeeds,
    /// UIAccessibilityPageScrolledNotification must be posted after the scrolling completes.
    /// default == NO"). `ModelAccessibility.performScroll(_:startingAt:)` walks up the hierarchy.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }

    /// UIKit: `var accessibilityElementsHidden: Bool { get set }` (UIAccessibility.h, on NSObject:
    /// `@property(nonatomic) BOOL accessibilityElementsHidden`). VoiceOver ignores the element and
    /// everything inside it; `ModelAccessibility.canFocus(_:)` honours it.
    open var accessibilityElementsHidden = false

    /// UIKit: `var accessibilityElements: [Any]? { get set }` (UIAccessibility.h,
    /// UIAccessibilityContainer, on NSObject). When set, VoiceOver reaches only these children of the
    /// container; `ModelAccessibility.canFocus(_:)` honours it.
    open var accessibilityElements: [Any]?

    /// UIKit: `var accessibilityLabel: String? { get set }` (UIAccessibility.h, on NSObject).
    open var accessibilityLabel: String?

    /// UIKit: `var isAccessibilityElement: Bool { get set }` (UIAccessibility.h, on NSObject:
    /// `@property (nonatomic) BOOL isAccessibilityElement;`, "Default is NO, unless the receiver is a
    /// standard UIKit control"). The model keeps NO for every class; `ModelAccessibility` does not read it.
    open var isAccessibilityElement = false

    /// UIKit: `var accessibilityValue: String? { get set }` (UIAccessibility.h, on NSObject:
    /// `@property (nullable, nonatomic, copy) NSString *accessibilityValue;`).
    open var accessibilityValue: String?

    /// UIKit: `var accessibilityTraits: UIAccessibilityTraits { get set }` (UIAccessibility.h, on
    /// NSObject: `@property (nonatomic) UIAccessibilityTraits accessibilityTraits;`, "Default is
    /// UIAccessibilityTraitNone, unless the receiver is a standard UIKit control").
    open var accessibilityTraits: UIAccessibilityTraits = .none

    /// UIKit: `func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?)` (UIResponder.h).
    /// The model sends it to a scroll view when a finger touches it down, and to the hit-tested
    /// view of a tap (`UIWindow.modelTap(at:)`). Like the other three, the default forwards the
    /// touches to the next responder (Apple's documentation, `touchesBegan(_:with:)`: "The default
    /// implementation of this method forwards the message up the responder chain"); the model's
    /// `UIScrollView` keeps the touches it is given.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// UIKit: `func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?)` (UIResponder.h).
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// UIKit: `func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?)` (UIResponder.h).
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// UIKit: `func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?)` (UIResponder.h).
    /// A scroll view's pan recognizer cancels the touches it recognizes (UIGestureRecognizer.h,
    /// `cancelsTouchesInView`: "default is YES. causes touchesCancelled:withEvent: or
    /// pressesCancelled:withEvent: to be sent to the view for all touches or presses recognized as
    /// part of this gesture immediately before the action method is called").
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}

/// UIKit: `@MainActor class UITouch : NSObject` (UITouch.h).
@MainActor open class UITouch: NSObject {
    /// UIKit: `enum UITouch.Phase : Int`.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// UIKit: `var phase: UITouch.Phase { get }`.
    open internal(set) var phase: Phase = .began
    /// UIKit: `var view: UIView? { get }` (UITouch.h 17.5: `@property(nullable,nonatomic,readonly,strong)
    /// UIView *view;`): the view the touch was hit-tested to.
    open internal(set) weak var view: UIView?
    /// Where the touch is, in its window's coordinates.
    var modelLocationInWindow = CGPoint.zero

    override init() { super.init() }

    /// UIKit: `func location(in view: UIView?) -> CGPoint` (UITouch.h 17.5: `- (CGPoint)locationInView:(nullable
    /// UIView *)view;`); `nil` means the window's coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return modelLocationInWindow }
        return modelLocationInWindow - view.convert(CGPoint.zero, to: nil)
    }
}

/// UIKit: `@MainActor class UIEvent : NSObject` (UIEvent.h).
@MainActor open class UIEvent: NSObject {
    override init() { super.init() }
}

// MARK: - Geometry

/// UIKit: `struct UIEdgeInsets` (UIGeometry.h).
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// UIKit: `init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)`.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// UIKit: `static let zero: UIEdgeInsets`.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// UIKit (iOS 13): `struct NSDirectionalRectEdge : OptionSet` (UIGeometry.h; Foundation declares it
/// only on macOS, and not on Linux).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

// MARK: - Layout direction and traits

/// UIKit: `enum UIUserInterfaceLayoutDirection : Int` (UIApplication.h).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// UIKit: `enum UITraitEnvironmentLayoutDirection : Int` (UIInterface.h).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// UIKit: `enum UISemanticContentAttribute : Int` (UIView.h: `UISemanticContentAttributeUnspecified
/// = 0, UISemanticContentAttributePlayback, UISemanticContentAttributeSpatial,
/// UISemanticContentAttributeForceLeftToRight, UISemanticContentAttributeForceRightToLeft`).
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}

/// UIKit: `@MainActor class UITraitCollection : NSObject` (UITraitCollection.h). The model carries
/// the two traits the adapters read: the layout direction (through
/// `effectiveUserInterfaceLayoutDirection`) and the content size category (Dynamic Type).
@MainActor open class UITraitCollection: NSObject {
    /// UIKit: `var layoutDirection: UITraitEnvironmentLayoutDirection { get }`.
    open private(set) var layoutDirection: UITraitEnvironmentLayoutDirection

    /// UIKit (iOS 10): `var preferredContentSizeCategory: UIContentSizeCategory { get }`
    /// (UITraitCollection.h: `@property (nonatomic, copy, readonly) UIContentSizeCategory
    /// preferredContentSizeCategory API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(watchos); // unspecified:
    /// UIContentSizeCategoryUnspecified`).
    open private(set) var preferredContentSizeCategory: UIContentSizeCategory

    /// UIKit: `convenience init(layoutDirection: UITraitEnvironmentLayoutDirection)`.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(modelLayoutDirection: layoutDirection, contentSizeCategory: .unspecified)
    }

    /// UIKit (iOS 10): `convenience init(preferredContentSizeCategory: UIContentSizeCategory)`
    /// (UITraitCollection.h: `+ (UITraitCollection *)traitCollectionWithPreferredContentSizeCategory:
    /// (UIContentSizeCategory)preferredContentSizeCategory API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(watchos);`).
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(modelLayoutDirection: .unspecified, contentSizeCategory: preferredContentSizeCategory)
    }

    /// Both traits at once (UIKit merges collections with `init(traitsFrom:)`; the model needs no more).
    init(modelLayoutDirection: UITraitEnvironmentLayoutDirection, contentSizeCategory: UIContentSizeCategory) {
        self.layoutDirection = modelLayoutDirection
        self.preferredContentSizeCategory = contentSizeCategory
        super.init()
    }

    /// UIKit: `init()`, every trait unspecified.
    public override convenience init() { self.init(layoutDirection: .unspecified) }
}
