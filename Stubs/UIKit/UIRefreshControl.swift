// UIRefreshControl and `UIScrollView.refreshControl`: a pull far enough past the top begins
// refreshing and sends `.valueChanged`; what UIKit does to the scroll view while refreshing is
// undocumented and behind the switches below.
//
// UIRefreshControl.h is not in the iPhoneOS18.1, 18.0, 17.5 or 17.0 folders of xybp888/iOS-SDKs;
// the lines quoted are from the next newer one there, iPhoneOS18.2.1.sdk (unchanged since iOS 11's).

/// Where a refresh control sits in its scroll view. Undocumented: UIRefreshControl.h says only
/// "Once assigned to a UITableViewController, the frame of the control is managed automatically".
@_spi(UIKitModel) public enum ModelRefreshControlPlacement: Sendable {
    /// Just above the top content inset (`maxY == -contentInset.top`, less nothing UIKit adds):
    /// shown as the scroll view is pulled past its top, above whatever fills the inset.
    case aboveContentInset
    /// Just above the content (`maxY == 0`), inside the top content inset.
    case aboveContent
}

/// UIKit (iOS 6): `@MainActor class UIRefreshControl : UIControl` (UIRefreshControl.h 18.2.1:
/// `UIKIT_EXTERN API_AVAILABLE(ios(6.0)) API_UNAVAILABLE(tvos, watchos) NS_SWIFT_UI_ACTOR @interface
/// UIRefreshControl : UIControl`).
@available(tvOS, unavailable)
@MainActor open class UIRefreshControl: UIControl {
    /// Where the control sits (see ``ModelRefreshControlPlacement``). Undocumented; reset to
    /// `.aboveContentInset` by `UIKitModel.reset()`.
    @_spi(UIKitModel) public static var modelPlacement = ModelRefreshControlPlacement.aboveContentInset

    /// How far past its top (beyond `-adjustedContentInset.top`) a drag must pull the scroll view
    /// for the control to begin refreshing. Undocumented (the header says only "When a user has
    /// pulled-to-refresh"); 60 points by default, reset by `UIKitModel.reset()`. The model begins
    /// during the drag, as soon as the pull reaches it.
    @_spi(UIKitModel) public static var modelTriggerDistance: CGFloat = 60

    /// How much UIKit adds to the scroll view's `adjustedContentInset.top` while the control
    /// refreshes (its `contentInset` is the app's and does not change), so the scroll view rests
    /// with the control shown. Undocumented; the control's height (60) by default, 0 for none.
    /// Reset by `UIKitModel.reset()`.
    @_spi(UIKitModel) public static var modelRefreshingInset: CGFloat = 60

    /// Whether UIKit puts that inset in the scroll view's `contentInset.top` (adding it when
    /// refreshing begins and taking it away when it ends, as older iOS versions are reported to
    /// have done) rather than only in `adjustedContentInset.top`. Undocumented; `false` by default,
    /// reset by `UIKitModel.reset()`.
    @_spi(UIKitModel) public static var modelRefreshingInsetInContentInset = false

    /// Whether that inset change moves a scroll view resting at its top to the new top at once
    /// (`beginRefreshing()` then shows the control, `endRefreshing()` hides it in one step). Undocumented.
    /// `false` (the default): `contentOffset` does not change with the inset; after
    /// `endRefreshing()` a scroll view at rest above its new top animates there, as
    /// `setContentOffset(_:animated: true)` moves. Reset by `UIKitModel.reset()`.
    @_spi(UIKitModel) public static var modelInsetChangeMovesOffset = false

    /// The control's height. Undocumented ("a default height and width").
    @_spi(UIKitModel) public static let modelHeight: CGFloat = 60

    /// UIKit: `init()` (UIRefreshControl.h 18.2.1: "The designated initializer / This initializes a
    /// UIRefreshControl with a default height and width.").
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// UIKit: `required init?(coder: NSCoder)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// UIKit: `var isRefreshing: Bool { get }` (UIRefreshControl.h 18.2.1: `@property (nonatomic,
    /// readonly, getter=isRefreshing) BOOL refreshing;`).
    open private(set) var isRefreshing = false

    /// The scroll view the control is the `refreshControl` of.
    weak var modelScrollView: UIScrollView?

    /// UIKit: `func beginRefreshing()` (UIRefreshControl.h 18.2.1: "May be used to indicate to the
    /// refreshControl that an external event has initiated the refresh action"). It does not send
    /// `.valueChanged` (the header ties that to the user's pull). The scroll view's top inset grows
    /// by ``modelRefreshingInset`` (undocumented).
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        modelScrollView?.modelSetRefreshInset(Self.modelRefreshingInset)
    }

    /// UIKit: `func endRefreshing()` (UIRefreshControl.h 18.2.1: "Must be explicitly called when the
    /// refreshing has completed"). The inset UIKit added goes (undocumented).
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        modelScrollView?.modelSetRefreshInset(0)
    }

    /// A drag moved the scroll view: pulled ``modelTriggerDistance`` past its top, the control
    /// begins refreshing and sends `.valueChanged` (UIRefreshControl.h 18.2.1: "When a user has
    /// pulled-to-refresh, the UIRefreshControl fires its UIControlEventValueChanged event.").
    func modelScrollViewWasDragged(_ scrollView: UIScrollView) {
        guard !isRefreshing, isEnabled else { return }
        let pull = -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
        guard pull >= Self.modelTriggerDistance else { return }
        beginRefreshing()
        sendActions(for: .valueChanged)
    }

    /// Frames the control across the scroll view's width where ``modelPlacement`` says.
    func modelLayout(in scrollView: UIScrollView) {
        let bottom: CGFloat =
            switch Self.modelPlacement {
            case .aboveContentInset:
                -(scrollView.adjustedContentInset.top - scrollView.modelRefreshInset
                    - scrollView.modelRefreshContentInset)
            case .aboveContent: 0
            }
        frame = CGRect(
            x: 0, y: bottom - Self.modelHeight, width: scrollView.bounds.width, height: Self.modelHeight)
    }
}

@available(tvOS, unavailable)
extension UIScrollView {
    /// UIKit (iOS 10): `var refreshControl: UIRefreshControl? { get set }` (UIScrollView.h 18.1:
    /// `@property (nonatomic, strong, nullable) UIRefreshControl *refreshControl
    /// API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(tvos, watchos);`). The control becomes a subview,
    /// framed as ``UIRefreshControl/modelPlacement`` says (undocumented).
    public var refreshControl: UIRefreshControl? {
        get { modelRefreshControl as? UIRefreshControl }
        set {
            guard newValue !== refreshControl else { return }
            if let old = refreshControl {
                old.endRefreshing()
                old.modelScrollView = nil
                if old.superview === self { old.removeFromSuperview() }
            }
            modelRefreshControl = newValue
            guard let newValue else { return }
            newValue.modelScrollView = self
            insertSubview(newValue, at: 0)
            newValue.modelLayout(in: self)
        }
    }

    /// The inset a refreshing control adds: reported as an adjusted-inset change, and moving the
    /// offset as ``UIRefreshControl/modelInsetChangeMovesOffset`` says.
    func modelSetRefreshInset(_ inset: CGFloat) {
        let added = modelRefreshInset + modelRefreshContentInset
        guard inset != added else { return }
        let oldTop = adjustedContentInset.top
        let atRest = !isTracking && !isDragging && motion.id == nil
        if modelRefreshContentInset != 0 || (inset != 0 && UIRefreshControl.modelRefreshingInsetInContentInset) {
            // In `contentInset`: its observer reports the adjusted-inset change.
            let delta = inset - modelRefreshContentInset
            modelRefreshContentInset = inset
            contentInset.top += delta
        } else {
            modelRefreshInset = inset
            delegate?.scrollViewDidChangeAdjustedContentInset(self)
        }
        let newTop = adjustedContentInset.top
        if UIRefreshControl.modelInsetChangeMovesOffset, atRest, contentOffset.y == -oldTop {
            contentOffset = CGPoint(x: contentOffset.x, y: -newTop)
        } else if atRest, contentOffset.y < -newTop {
            setContentOffset(CGPoint(x: contentOffset.x, y: -newTop), animated: true)
        }
    }

    /// After each drag step: the refresh control hears it.
    func modelRefreshControlDidDrag() {
        (modelRefreshControl as? UIRefreshControl)?.modelScrollViewWasDragged(self)
    }
}
