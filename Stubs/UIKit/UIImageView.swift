// UIImage and UIImageView: enough for an image banner, a `PagedScrollView<UIImageView>`.

/// UIKit: `class UIImage : NSObject, @unchecked Sendable` (UIImage.h). The model draws nothing: an
/// image is only its size.
open class UIImage: NSObject, @unchecked Sendable {
    /// UIKit: `var size: CGSize { get }` ("reflects orientation setting. In iOS 4.0 and later, this
    /// is measured in points").
    open private(set) var size: CGSize

    /// UIKit: `init()`, an empty image.
    public override init() {
        size = .zero
        super.init()
    }

    /// An image of `size` points.
    @_spi(UIKitModel) public init(modelSize size: CGSize) {
        self.size = size
        super.init()
    }
}

/// UIKit: `@MainActor class UIImageView : UIView` (UIImageView.h 17.5:
/// `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIImageView : UIView`).
///
/// It ignores touches until told otherwise (UIImageView.h 17.5: `@property (nonatomic,
/// getter=isUserInteractionEnabled) BOOL userInteractionEnabled; // default is NO`), so a tap on an
/// image goes to the view under it.
@MainActor open class UIImageView: UIView {
    /// UIKit: `var image: UIImage? { get set }` (UIImageView.h 17.5: `@property (nullable, nonatomic,
    /// strong) UIImage *image; // default is nil`).
    open var image: UIImage?

    /// UIKit: `init(image: UIImage?)` (UIImageView.h 17.5: `- (instancetype)initWithImage:(nullable
    /// UIImage *)image;`), framed at the image's size.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// UIKit: `override init(frame: CGRect)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// UIKit: `required init?(coder: NSCoder)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }
}
