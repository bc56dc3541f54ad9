// UIFont, UILabel, UIContentSizeCategory and UIAccessibilityTraits: Dynamic Type and VoiceOver traits
// for a tab bar.
//
// Text measurement is a model, deterministic by design: a label's width is its character count ×
// half its font's point size, its height 1.2 × the point size (no glyph metrics, no kerning, no
// line breaking), and a text style's point size comes from Apple's Dynamic Type table for the
// content size category. Tests can compute every tab's width by hand; real widths differ.

/// UIKit (iOS 7): `struct UIContentSizeCategory : Hashable, Equatable, RawRepresentable`
/// (UIApplication.h 17.5: `typedef NSString * UIContentSizeCategory NS_TYPED_ENUM;`, then
/// `UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryLarge API_AVAILABLE(ios(7.0));` and
/// the other categories). The raw values are Apple's (`UICTContentSizeCategoryL`, …).
public struct UIContentSizeCategory: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// UIKit (iOS 10): `static let unspecified: UIContentSizeCategory`.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// UIKit: `static let extraSmall: UIContentSizeCategory`.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// UIKit: `static let small: UIContentSizeCategory`.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// UIKit: `static let medium: UIContentSizeCategory`.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// UIKit: `static let large: UIContentSizeCategory` (the default).
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// UIKit: `static let extraLarge: UIContentSizeCategory`.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// UIKit: `static let extraExtraLarge: UIContentSizeCategory`.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// UIKit: `static let extraExtraExtraLarge: UIContentSizeCategory`.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// UIKit: `static let accessibilityMedium: UIContentSizeCategory`.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// UIKit: `static let accessibilityLarge: UIContentSizeCategory`.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// UIKit: `static let accessibilityExtraLarge: UIContentSizeCategory`.
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// UIKit: `static let accessibilityExtraExtraLarge: UIContentSizeCategory`.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// UIKit: `static let accessibilityExtraExtraExtraLarge: UIContentSizeCategory`.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories from smallest to largest (the index into the point-size tables).
    static let modelOrder: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]
}

/// UIKit: `class UIFont : NSObject, NSCopying, NSSecureCoding, @unchecked Sendable` (UIFont.h:
/// `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_SENDABLE @interface UIFont : NSObject <NSCopying,
/// NSSecureCoding>`). The model's font is a text style and a point size.
open class UIFont: NSObject, @unchecked Sendable {
    /// UIKit (iOS 11): `struct UIFont.TextStyle : Hashable, Equatable, RawRepresentable`
    /// (UIFontDescriptor.h: `typedef NSString * UIFontTextStyle NS_TYPED_ENUM;`).
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// UIKit: `static let headline: UIFont.TextStyle`.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// UIKit: `static let subheadline: UIFont.TextStyle`.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// UIKit: `static let body: UIFont.TextStyle`.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// UIKit: `static let footnote: UIFont.TextStyle`.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    }

    /// UIKit: `var pointSize: CGFloat { get }` (UIFont.h: `@property(nonatomic,readonly) CGFloat pointSize;`).
    public let pointSize: CGFloat
    /// The text style the font was made for (`preferredFont`), or `nil` for a system font.
    let modelTextStyle: TextStyle?

    init(modelPointSize: CGFloat, textStyle: TextStyle?) {
        pointSize = modelPointSize
        modelTextStyle = textStyle
        super.init()
    }

    /// UIKit: `class func systemFont(ofSize fontSize: CGFloat) -> UIFont` (UIFont.h:
    /// `+ (UIFont *)systemFontOfSize:(CGFloat)fontSize;`).
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(modelPointSize: fontSize, textStyle: nil)
    }

    /// UIKit (iOS 10): `class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith
    /// traitCollection: UITraitCollection?) -> UIFont` (UIFont.h: `+ (UIFont
    /// *)preferredFontForTextStyle:(UIFontTextStyle)style compatibleWithTraitCollection:(nullable
    /// UITraitCollection *)traitCollection API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(watchos);` —
    /// "scaled appropriately for the content size category defined in the trait collection"). The
    /// point sizes are Apple's Dynamic Type table (Human Interface Guidelines, Typography,
    /// "Dynamic Type sizes"); an unspecified category reads as `.large`. The model is `@MainActor`
    /// because its `UITraitCollection` is.
    @MainActor open class func preferredFont(
        forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        // No traits, or an unspecified category: the app's category, which the model takes as
        // `.large`, the system default (undocumented which category an unspecified trait reads as).
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        let index = UIContentSizeCategory.modelOrder.firstIndex(of: category) ?? 3
        let sizes: [CGFloat]
        switch style {
        case .subheadline: sizes = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: sizes = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        default: sizes = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        }
        return UIFont(modelPointSize: sizes[index], textStyle: style)
    }
}

/// UIKit: `@MainActor class UILabel : UIView` (UILabel.h). Measures text by the model's rule:
/// width = characters × point size / 2, height = 1.2 × point size.
@MainActor open class UILabel: UIView {
    /// UIKit: `init(frame: CGRect)`. A label ignores touches until told otherwise (UILabel.h:
    /// `@property(nonatomic,getter=isUserInteractionEnabled) BOOL userInteractionEnabled;  // default
    /// is NO`; itsnebulalol/sdks `iPhoneOS17.0.sdk`, the `xybp888/iOS-SDKs` folders do not hold UILabel.h).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// UIKit: `required init?(coder: NSCoder)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// UIKit: `var text: String? { get set }` (UILabel.h: `@property(nullable, nonatomic,copy) NSString *text;`).
    open var text: String?

    /// UIKit: `var font: UIFont! { get set }` (UILabel.h: `@property(null_resettable, nonatomic,strong)
    /// UIFont *font; // default is nil (system font 17 plain)`).
    open var font: UIFont! {
        get { storedFont ?? UIFont.systemFont(ofSize: 17) }
        set { storedFont = newValue }
    }
    private var storedFont: UIFont?

    /// UIKit (iOS 10): `var adjustsFontForContentSizeCategory: Bool { get set }`
    /// (UIContentSizeCategoryAdjusting.h: `@property (nonatomic) BOOL adjustsFontForContentSizeCategory;`
    /// — "the object will update its font when the device's content size category changes", for a
    /// font from `preferredFont(forTextStyle:)`). The model re-derives such a font when the traits
    /// change.
    open var adjustsFontForContentSizeCategory = false

    /// UIKit: `override func sizeThatFits(_ size: CGSize) -> CGSize`: the text's size, by the model's rule.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let pointSize = font.pointSize
        return CGSize(width: CGFloat((text ?? "").count) * pointSize / 2, height: pointSize * 1.2)
    }

    /// UIKit's own response to a trait change (it does not go through the deprecated
    /// `traitCollectionDidChange(_:)`): with `adjustsFontForContentSizeCategory`, a text-style font
    /// follows the new category.
    override func modelUIKitTraitsDidChange() {
        super.modelUIKitTraitsDidChange()
        guard adjustsFontForContentSizeCategory, let style = storedFont?.modelTextStyle else { return }
        storedFont = UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
    }
}

/// UIKit: `struct UIAccessibilityTraits : OptionSet` (UIAccessibilityConstants.h: `typedef uint64_t
/// UIAccessibilityTraits NS_TYPED_EXTENSIBLE_ENUM;`). The raw values are UIKit's private constants
/// as observed (button 1, selected 8, static text 64); code must not rely on them.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// UIKit: `static let none: UIAccessibilityTraits` (UIAccessibilityConstants.h: "Used when the
    /// element has no traits." `UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitNone
    /// API_AVAILABLE(watchos(2.0)) NS_SWIFT_NONISOLATED;`).
    public static let none = UIAccessibilityTraits([])
    /// UIKit: `static let button: UIAccessibilityTraits` (UIAccessibilityConstants.h: "Used when the
    /// element should be treated as a button." `UIKIT_EXTERN const UIAccessibilityTraits
    /// UIAccessibilityTraitButton API_AVAILABLE(watchos(2.0)) NS_SWIFT_NONISOLATED;`).
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// UIKit: `static let selected: UIAccessibilityTraits` (UIAccessibilityConstants.h: "Used when the
    /// element is selected. For example, a selected row in a table or a selected button within a
    /// segmented control." `UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitSelected
    /// API_AVAILABLE(watchos(2.0)) NS_SWIFT_NONISOLATED;`).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// UIKit: `static let staticText: UIAccessibilityTraits` (UIAccessibilityConstants.h: "Used when
    /// the element should be treated as static text that cannot change.").
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
}
