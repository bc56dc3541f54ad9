// Interactions and the large content viewer: what a long press shows at the accessibility text sizes.

/// UIKit (iOS 11): `@MainActor protocol UIInteraction : NSObjectProtocol` (UIInteraction.h:
/// `@property (nonatomic, nullable, weak, readonly) __kindof UIView *view;`, `- (void)willMoveToView:`,
/// `- (void)didMoveToView:`).
@MainActor public protocol UIInteraction: NSObjectProtocol {
    /// UIKit: `var view: UIView? { get }`.
    var view: UIView? { get }
    /// UIKit: `func willMove(to view: UIView?)`.
    func willMove(to view: UIView?)
    /// UIKit: `func didMove(to view: UIView?)`.
    func didMove(to view: UIView?)
}

/// UIKit (iOS 13): `@MainActor protocol UILargeContentViewerInteractionDelegate : NSObjectProtocol`,
/// whose methods are all optional; none is modelled.
@MainActor public protocol UILargeContentViewerInteractionDelegate: NSObjectProtocol {}

/// UIKit (iOS 13): `@MainActor class UILargeContentViewerInteraction : NSObject, UIInteraction`
/// (UILargeContentViewer.h: `- (instancetype)initWithDelegate:(nullable
/// id<UILargeContentViewerInteractionDelegate>)delegate;`). Added to a view, a long press on one of
/// its subviews with `showsLargeContentViewer` shows that item's `largeContentTitle` large
/// (`UIWindow.modelLongPressLargeContent(at:)`).
@MainActor open class UILargeContentViewerInteraction: NSObject, UIInteraction {
    /// UIKit: `weak var delegate: (any UILargeContentViewerInteractionDelegate)? { get }`.
    open private(set) weak var delegate: (any UILargeContentViewerInteractionDelegate)?
    /// UIKit: `weak var view: UIView? { get }`.
    open private(set) weak var view: UIView?

    /// UIKit: `init(delegate: (any UILargeContentViewerInteractionDelegate)? = nil)`.
    public init(delegate: (any UILargeContentViewerInteractionDelegate)? = nil) {
        self.delegate = delegate
        super.init()
    }

    /// UIKit: `func willMove(to view: UIView?)`.
    open func willMove(to view: UIView?) {}

    /// UIKit: `func didMove(to view: UIView?)`.
    open func didMove(to view: UIView?) { self.view = view }
}

extension UIWindow {
    /// A long press at `point` (window coordinates): the `largeContentTitle` the large content viewer
    /// shows, or `nil` when it shows nothing. It shows the nearest view at or above the hit view that
    /// has `showsLargeContentViewer`, when a view at or above that one has a
    /// `UILargeContentViewerInteraction`, and only at the accessibility text sizes
    /// (`UILargeContentViewerInteraction.isEnabled`, "whether the large content viewer is enabled on
    /// the device"; that it is on exactly at the accessibility sizes is undocumented, and what
    /// devices do).
    @_spi(UIKitModel) public func modelLongPressLargeContent(at point: CGPoint) -> String? {
        guard modelTraits.preferredContentSizeCategory.modelIsAccessibilityCategory else { return nil }
        var view = hitTest(point, with: UIEvent())
        while let current = view, !current.showsLargeContentViewer { view = current.superview }
        guard let item = view else { return nil }
        var owner: UIView? = item
        while let current = owner {
            if current.interactions.contains(where: { $0 is UILargeContentViewerInteraction }) {
                return item.largeContentTitle
            }
            owner = current.superview
        }
        return nil
    }
}

extension UIContentSizeCategory {
    /// UIKit: `isAccessibilityCategory` (UIContentSizeCategory.h: `UIContentSizeCategoryIsAccessibilityCategory`).
    var modelIsAccessibilityCategory: Bool {
        [
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ].contains(self)
    }
}
