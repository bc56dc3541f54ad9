// UITextView: a scroll view of text, for the adapters' search for a page's feed.

/// UIKit: `class NSTextContainer : NSObject` (NSTextContainer.h). Nothing of it is modelled.
open class NSTextContainer: NSObject {
    /// UIKit: `override init()`.
    public override init() { super.init() }
}

/// UIKit: `@MainActor class UITextView : UIScrollView` (UITextView.h: `UIKIT_EXTERN
/// API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UITextView : UIScrollView <UITextInput,
/// UIContentSizeCategoryAdjusting, …>`). The model keeps its text and draws nothing.
@MainActor open class UITextView: UIScrollView {
    /// UIKit: `var text: String! { get set }`.
    open var text: String! = ""

    /// UIKit (iOS 7): `init(frame: CGRect, textContainer: NSTextContainer?)` (UITextView.h: `-
    /// (instancetype)initWithFrame:(CGRect)frame textContainer:(nullable NSTextContainer
    /// *)textContainer API_AVAILABLE(ios(7.0)) NS_DESIGNATED_INITIALIZER;`).
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame)
    }

    /// UIKit: `convenience init(frame: CGRect)` (UIView's `initWithFrame:`, which UITextView does not
    /// redeclare designated).
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// UIKit: `required init?(coder: NSCoder)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
