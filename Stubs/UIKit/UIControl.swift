// UIAction, UIControl and UIPageControl: actions per event, taps and scrubs on the page control.

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

    func modelPerform() { handler(self) }
}

/// UIKit: `@MainActor class UIControl : UIView` (UIControl.h).
@MainActor open class UIControl: UIView {
    /// UIKit: `struct UIControl.Event : OptionSet`.
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    private var actions: [(action: UIAction, events: Event)] = []

    /// UIKit: `var isEnabled: Bool { get set }`.
    open var isEnabled = true

    /// UIKit: `var isTracking: Bool { get }` (UIControl.h: `@property(nonatomic,readonly,getter=isTracking)
    /// BOOL tracking;`): true from `beginTrackingWithTouch:withEvent:` ("Called when a touch event
    /// enters the control's bounds") to `endTrackingWithTouch:withEvent:`, while a finger is on the
    /// control.
    open internal(set) var isTracking = false

    /// UIKit: `var isSelected: Bool { get set }` (UIControl.h: `@property(nonatomic,getter=isSelected)
    /// BOOL selected; // default is NO may be used by some subclasses or by application`).
    open var isSelected = false

    // Touches. UIControl.h: `- (BOOL)beginTrackingWithTouch:(UITouch *)touch withEvent:(nullable
    // UIEvent *)event;`, `- (void)endTrackingWithTouch:(nullable UITouch *)touch withEvent:(nullable
    // UIEvent *)event; // touch is sometimes nil if cancelTracking calls through to this.`, `-
    // (void)cancelTrackingWithEvent:(nullable UIEvent *)event; // event may be nil if cancelled for
    // non-event reasons, e.g. removed from window`. A control tracks the touches it is given and does
    // not pass them up the responder chain (undocumented; what devices do: a button's superview does
    // not hear its taps), and sends `.touchUpInside` when a tracked touch ends inside its bounds.

    /// UIKit: `func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool`. Default `true`.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// UIKit: `func endTracking(_ touch: UITouch?, with event: UIEvent?)`.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// UIKit: `func cancelTracking(with event: UIEvent?)`.
    open func cancelTracking(with event: UIEvent?) {}

    /// UIKit: `override func touchesBegan(_:with:)`: begins tracking; keeps the touch.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTracking = beginTracking(touch, with: event)
    }

    /// UIKit: `override func touchesEnded(_:with:)`: ends tracking, and a touch that ends inside
    /// sends `.touchUpInside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        isTracking = false
        endTracking(touch, with: event)
        if bounds.contains(touch.location(in: self)) { sendActions(for: .touchUpInside) }
    }

    /// UIKit: `override func touchesCancelled(_:with:)`: cancels tracking.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return }
        isTracking = false
        cancelTracking(with: event)
    }

    /// UIKit (iOS 14, tvOS 14): `func addAction(_ action: UIAction, for controlEvents: UIControl.Event)`.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.append((action, controlEvents))
    }

    /// UIKit (iOS 14, tvOS 14): `func removeAction(_ action: UIAction, for controlEvents: UIControl.Event)`.
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions = actions.compactMap { entry in
            guard entry.action === action else { return entry }
            let remaining = entry.events.subtracting(controlEvents)
            return remaining.isEmpty ? nil : (entry.action, remaining)
        }
    }

    /// UIKit: `func sendActions(for controlEvents: UIControl.Event)`: performs the actions registered
    /// for the events, in the order they were added (the order is undocumented).
    open func sendActions(for controlEvents: UIControl.Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.modelPerform()
        }
    }

    /// How many actions are registered for `events`.
    @_spi(UIKitModel) public func modelActionCount(for events: Event) -> Int {
        actions.filter { !$0.events.isDisjoint(with: events) }.count
    }
}

/// Where a tap lands on a page control.
@_spi(UIKitModel) public enum ModelPageControlSide: Sendable {
    case left, right, top, bottom
}

/// UIKit: `@MainActor class UIPageControl : UIControl` (UIPageControl.h).
@MainActor open class UIPageControl: UIControl {
    /// UIKit (iOS 14): `enum UIPageControl.InteractionState : Int` (UIPageControl.h:
    /// `UIPageControlInteractionStateNone = 0` "no interaction has occurred", `Discrete = 1` "the page
    /// was changed via a single, discrete interaction", `Continuous = 2` "via a continuous interaction").
    public enum InteractionState: Int, Sendable {
        case none = 0
        case discrete = 1
        case continuous = 2
    }

    /// UIKit (iOS 16): `enum UIPageControl.Direction : Int` (UIPageControl.h: `Natural = 0` "laid out
    /// in the natural direction of the system locale", `LeftToRight = 1`, `RightToLeft = 2`,
    /// `TopToBottom = 3`, `BottomToTop = 4`).
    public enum Direction: Int, Sendable {
        case natural = 0
        case leftToRight = 1
        case rightToLeft = 2
        case topToBottom = 3
        case bottomToTop = 4
    }

    private var storedNumberOfPages = 0
    private var storedCurrentPage = 0

    /// UIKit: `var numberOfPages: Int { get set }` ("default is 0"). The current page is pinned
    /// again to the new count.
    open var numberOfPages: Int {
        get { storedNumberOfPages }
        set {
            storedNumberOfPages = max(0, newValue)
            storedCurrentPage = pinned(storedCurrentPage)
        }
    }

    /// UIKit: `var currentPage: Int { get set }` ("default is 0. Value is pinned to
    /// 0..numberOfPages-1"). Writes while a finger is on the control (`isTracking`) are counted in
    /// ``modelWritesDuringInteraction``.
    open var currentPage: Int {
        get { storedCurrentPage }
        set {
            if isTracking { modelWritesDuringInteraction += 1 }
            storedCurrentPage = pinned(newValue)
        }
    }

    /// UIKit: `var hidesForSinglePage: Bool { get set }` ("default is NO").
    open var hidesForSinglePage = false
    /// UIKit (iOS 16): `var direction: UIPageControl.Direction { get set }` ("The default value is
    /// UIPageControlDirectionNatural").
    open var direction = Direction.natural
    /// UIKit (iOS 14): `var interactionState: UIPageControl.InteractionState { get }` ("Default is
    /// UIPageControlInteractionStateNone").
    open private(set) var interactionState = InteractionState.none
    /// UIKit (iOS 14): `var allowsContinuousInteraction: Bool { get set }` ("Default is YES for
    /// platforms that support it").
    open var allowsContinuousInteraction = true

    /// Writes to `currentPage` from outside while the user tapped or scrubbed.
    @_spi(UIKitModel) public private(set) var modelWritesDuringInteraction = 0

    /// Whether `interactionState` goes back to `.none` when the finger lifts. Undocumented: the
    /// header says only "Default is UIPageControlInteractionStateNone", not when an interaction's
    /// state ends. `false` (the default) keeps the last interaction's state until the next one;
    /// `true` returns to `.none` after a tap's actions and at the end of a scrub. Reset by
    /// `UIKitModel.reset()`; the adapters must be right under both.
    @_spi(UIKitModel) public static var modelInteractionStateReturnsToNone = false

    private func pinned(_ page: Int) -> Int {
        min(max(page, 0), max(storedNumberOfPages - 1, 0))
    }

    /// The direction indicators are laid out in, `.natural` resolved with the system locale's
    /// direction (UIPageControl.h: natural is "laid out in the natural direction of the system
    /// locale", "equivalent to UIPageControlDirectionLeftToRight on LTR locales, and
    /// UIPageControlDirectionRightToLeft on RTL locales"), which the model takes from
    /// `UIApplication.shared.userInterfaceLayoutDirection`, not from the view's own direction.
    @_spi(UIKitModel) public var modelResolvedDirection: Direction {
        guard direction == .natural else { return direction }
        return UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// A tap on one side of the indicators: one page toward that side in the control's direction,
    /// `.valueChanged` sent with `interactionState` `.discrete` while the finger is still tracking
    /// (that the actions run before tracking ends is undocumented). The state stays `.discrete`
    /// afterwards, or returns to `.none` with ``modelInteractionStateReturnsToNone``. A tap toward a
    /// side with no page does nothing.
    @_spi(UIKitModel) public func modelTap(_ side: ModelPageControlSide) {
        let step: Int
        switch (modelResolvedDirection, side) {
        case (.leftToRight, .right), (.rightToLeft, .left), (.topToBottom, .bottom), (.bottomToTop, .top): step = 1
        case (.leftToRight, .left), (.rightToLeft, .right), (.topToBottom, .top), (.bottomToTop, .bottom): step = -1
        default: return
        }
        let page = pinned(storedCurrentPage + step)
        guard page != storedCurrentPage, isEnabled else { return }
        isTracking = true
        interactionState = .discrete
        storedCurrentPage = page
        sendActions(for: .valueChanged)
        isTracking = false
        if Self.modelInteractionStateReturnsToNone { interactionState = .none }
    }

    /// A scrub along the indicators to `page`: `interactionState` is `.continuous`, and every page on
    /// the way becomes current with a `.valueChanged`, `framesPerPage` display frames apart. The
    /// finger tracks until ``modelEndScrub()``.
    @_spi(UIKitModel) public func modelScrub(to page: Int, framesPerPage: Int = 4) {
        guard allowsContinuousInteraction, isEnabled else { return }
        isTracking = true
        interactionState = .continuous
        let target = pinned(page)
        while storedCurrentPage != target {
            storedCurrentPage += target > storedCurrentPage ? 1 : -1
            sendActions(for: .valueChanged)
            for _ in 0..<max(framesPerPage, 1) { ModelDisplay.shared.runFrame() }
        }
    }

    /// The finger leaves the control after a scrub: tracking ends, and the state stays
    /// `.continuous` or returns to `.none` (``modelInteractionStateReturnsToNone``).
    @_spi(UIKitModel) public func modelEndScrub() {
        isTracking = false
        if Self.modelInteractionStateReturnsToNone { interactionState = .none }
    }
}
