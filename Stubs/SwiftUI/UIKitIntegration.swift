// UIViewControllerRepresentable and UIHostingController, and the model's representable host.

@_spi(UIKitModel) import UIKit

/// SwiftUI: `@MainActor @preconcurrency protocol UIViewControllerRepresentable : View where Self.Body == Never`.
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// SwiftUI: `func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType`.
    func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    /// SwiftUI: `func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)`.
    func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
    /// SwiftUI: `static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType,
    /// coordinator: Self.Coordinator)`.
    static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
    /// SwiftUI: `func makeCoordinator() -> Self.Coordinator`.
    func makeCoordinator() -> Self.Coordinator
    /// SwiftUI (iOS 16): `func sizeThatFits(_ proposal: ProposedViewSize, uiViewController:
    /// Self.UIViewControllerType, context: Self.Context) -> CGSize?` ("Given a proposed size, returns
    /// the preferred size of the composite view"; `nil`, the default, uses the controller's view's
    /// own sizing).
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType, context: Self.Context)
        -> CGSize?
}

extension UIViewControllerRepresentable {
    public var body: Never { fatalError("a representable has no body") }
    public func sizeThatFits(
        _ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType, context: Self.Context
    ) -> CGSize? {
        nil
    }
    public static func dismantleUIViewController(
        _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
    ) {}
}

extension UIViewControllerRepresentable where Self.Coordinator == Void {
    public func makeCoordinator() -> Self.Coordinator { () }
}

/// SwiftUI: `@MainActor @preconcurrency struct UIViewControllerRepresentableContext<Representable>
/// where Representable : UIViewControllerRepresentable`.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<
    Representable: UIViewControllerRepresentable
> {
    /// SwiftUI: `let coordinator: Representable.Coordinator`.
    public let coordinator: Representable.Coordinator
    /// SwiftUI: `var transaction: Transaction { get }` ("The current transaction").
    public let transaction: Transaction
    /// SwiftUI: `var environment: EnvironmentValues { get }` ("Environment values that describe the
    /// current state of the system").
    public let environment: EnvironmentValues
}

/// SwiftUI (iOS 16): `@frozen struct ProposedViewSize : Equatable` ("A proposal for the size of a
/// view"; a `nil` dimension asks for the view's ideal size along it).
public struct ProposedViewSize: Equatable, Sendable {
    /// SwiftUI: `var width: CGFloat?`.
    public var width: CGFloat?
    /// SwiftUI: `var height: CGFloat?`.
    public var height: CGFloat?

    /// SwiftUI: `init(width: CGFloat?, height: CGFloat?)`.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// SwiftUI: `static let unspecified: ProposedViewSize`.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
}

/// SwiftUI (iOS 16): `struct UIHostingControllerSizingOptions : OptionSet, Sendable` ("Options for
/// how a hosting controller tracks its content's size").
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// SwiftUI: `static let preferredContentSize: UIHostingControllerSizingOptions` ("The hosting
    /// controller tracks its content's ideal size in its preferred content size").
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    /// SwiftUI: `static let intrinsicContentSize: UIHostingControllerSizingOptions` ("The hosting
    /// controller's view automatically invalidate its intrinsic content size when its ideal size
    /// changes"). Not modelled: the model has no Auto Layout.
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}

/// SwiftUI (iOS 16.4): `struct SafeAreaRegions : OptionSet`.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// SwiftUI: `static let container: SafeAreaRegions`.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// SwiftUI: `static let keyboard: SafeAreaRegions`.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// SwiftUI: `static let all: SafeAreaRegions`.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// What a test can ask any hosting controller, whatever its content type.
@_spi(UIKitModel) public struct ModelHostingInspection {
    /// The innermost view of the root view, under environment writers and `AnyView`s.
    public let content: any View
    /// The environment `content` sees.
    public let environment: EnvironmentValues
    /// How many times `rootView` was assigned after the controller was made.
    public let rootViewAssignments: Int
    /// How many `body` evaluations of this controller's content the model counted: one when it was
    /// made, one per `rootView` assignment, and one per view of the content that observes an object
    /// (`@ObservedObject`) at each `send()` of the object's publisher.
    public let bodyEvaluations: Int
    /// How many views of the content observe objects (one subscription per view, whatever the number
    /// of objects it observes), as the last evaluation found them.
    public let observingViews: Int
    /// The controller's `safeAreaRegions`.
    public let safeAreaRegions: SafeAreaRegions
    /// The safe-area insets the content is laid out in: the view's own (`.container`) plus the
    /// part of the window a software keyboard covers (`.keyboard`), as the regions allow.
    public let contentSafeAreaInsets: UIEdgeInsets
}

/// `controller` seen as a hosting controller, or `nil` if it is not one.
@_spi(UIKitModel) @MainActor public func modelInspectHostingController(_ controller: UIViewController)
    -> ModelHostingInspection?
{
    (controller as? any ModelHostingController)?.modelInspection
}

/// Any `UIHostingController`, whatever its content type.
@MainActor protocol ModelHostingController: UIViewController {
    var modelInspection: ModelHostingInspection { get }
    /// Makes the representable in the content, if there is one and it was not made yet.
    func modelMountContent()
}

/// SwiftUI: `@MainActor @preconcurrency class UIHostingController<Content> : UIViewController where Content : View`.
///
/// A hosting controller made outside a SwiftUI view tree (as PagedKitSwiftUI makes its pages) starts
/// from an environment of defaults: SwiftUI documents no inheritance for it, and apps observe that
/// `@EnvironmentObject` values, custom keys, tint and font do not reach such content (audit B4).
/// Only what UIKit traits carry flows in (here, the layout direction of the controller's view).
@MainActor @preconcurrency open class UIHostingController<Content: View>: UIViewController {
    private var storedRootView: Content?
    private var assignments = 0

    /// SwiftUI: `init(rootView: Content)`.
    public init(rootView: Content) {
        storedRootView = rootView
        super.init(nibName: nil, bundle: nil)
        ModelViewGraph.shared.bodyEvaluations += 1
        modelBodyEvaluations += 1
        _ = modelEvaluateContent()
    }

    /// SwiftUI: `required init?(coder aDecoder: NSCoder)`.
    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

    /// The hosting view: SwiftUI's gestures handle the touches it is given, and it does not pass
    /// them up the responder chain (undocumented; what apps observe: a view above a hosting view does
    /// not hear touches on SwiftUI content).
    open override func loadView() {
        let hostingView = ModelHostingView(frame: ModelScreen.bounds)
        hostingView.modelController = self
        view = hostingView
    }

    /// The representable in the content, once SwiftUI made it (see `ModelHostedRepresentable`).
    var modelHostedRepresentable: (any ModelHostedRepresentable)?
    /// Whether the content was shown in a window (and its representable, if any, made).
    var modelContentMounted = false
    /// Evaluations of the content: one at the make, one per `rootView` assignment, one per observing
    /// view at each `send()` of an object it observes (``ModelObservation``).
    var modelBodyEvaluations = 0

    /// SwiftUI: `var rootView: Content { get set }`.
    public var rootView: Content {
        get { storedRootView! }
        set {
            storedRootView = newValue
            assignments += 1
            ModelViewGraph.shared.bodyEvaluations += 1
            modelBodyEvaluations += 1
            modelUpdateHostedRepresentable(with: modelEvaluateContent())
            modelTrackIdealSize()
        }
    }

    /// SwiftUI (iOS 16.4): `var safeAreaRegions: SafeAreaRegions { get set }` (default `.all`; Apple
    /// documentation: ignoring the safe area is "appropriate … when hosting content that you know
    /// should never be affected by the safe area, such as a custom scrollable container"; "Disabling
    /// a safe area region omits it from the safe area"). `SafeAreaRegions.keyboard`: "The safe area
    /// matching the current extent of any software keyboard displayed over the view content."
    public var safeAreaRegions: SafeAreaRegions = .all

    /// SwiftUI (iOS 16): `var sizingOptions: UIHostingControllerSizingOptions { get set }` ("The
    /// options for how the hosting controller tracks changes to the size of its SwiftUI content";
    /// "The default value is the empty set"). With `.preferredContentSize` the controller keeps its
    /// content's ideal size (`sizeThatFits(in:)` of an infinite size, SwiftUI's `.unspecified`
    /// proposal) in `preferredContentSize`: when the option is set, when `rootView` is assigned and
    /// when the content's own state changes its size (``modelContentSizeDidChange()``). When SwiftUI
    /// updates it after such a change is undocumented; the model does at once.
    public var sizingOptions: UIHostingControllerSizingOptions = [] {
        didSet { modelTrackIdealSize() }
    }

    /// The content's own state changed its size (a `@State` inside it, say): SwiftUI lays it out
    /// again, and a controller tracking its size updates `preferredContentSize`.
    @_spi(UIKitModel) public func modelContentSizeDidChange() {
        modelTrackIdealSize()
    }

    func modelTrackIdealSize() {
        guard sizingOptions.contains(.preferredContentSize), storedRootView != nil else { return }
        preferredContentSize = sizeThatFits(in: CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
    }

    /// The insets the content is laid out in, from the regions the controller keeps: the view's
    /// safe-area insets for `.container`, the keyboard's overlap (`UIWindow.modelKeyboardHeight`,
    /// from the window's bottom) for `.keyboard`; the larger of the two at the bottom.
    var modelContentSafeAreaInsets: UIEdgeInsets {
        guard let view = viewIfLoaded else { return .zero }
        var insets = safeAreaRegions.contains(.container) ? view.safeAreaInsets : .zero
        if safeAreaRegions.contains(.keyboard), let window = view.window, window.modelKeyboardHeight > 0 {
            let frame = view.convert(view.bounds, to: window)
            let overlap = max(0, frame.maxY - (window.bounds.maxY - window.modelKeyboardHeight))
            insets.bottom = max(insets.bottom, overlap)
        }
        return insets
    }
}

/// The model's `_UIHostingView`: it keeps the touches it is given, and makes the representable in
/// its content when it is first laid out in a window (or enters one; see
/// ``ModelHostedRepresentableTiming``).
final class ModelHostingView: UIView {
    weak var modelController: (any ModelHostingController)?

    override func didMoveToWindow() {
        guard window != nil else { return }
        setNeedsLayout()
        if ModelViewGraph.shared.hostedRepresentableTiming == .windowEntry { modelController?.modelMountContent() }
    }

    override func layoutSubviews() {
        if window != nil { modelController?.modelMountContent() }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// A view the model can measure (SwiftUI measures any view; the model only those that say how).
@_spi(UIKitModel) public protocol ModelMeasurableView: View {
    /// The view's size within `size` (an infinite dimension asks for the ideal one).
    func modelSize(fitting size: CGSize) -> CGSize
}

extension UIHostingController {
    /// SwiftUI: `func sizeThatFits(in size: CGSize) -> CGSize` ("Calculates and returns the most
    /// appropriate size for the current view"). The model measures content that is a
    /// `ModelMeasurableView` (under environment writers); anything else takes the finite part of
    /// `size` (0 along an infinite dimension).
    public func sizeThatFits(in size: CGSize) -> CGSize {
        let content = modelResolve(rootView, in: EnvironmentValues()).content
        if let measurable = content as? any ModelMeasurableView { return measurable.modelSize(fitting: size) }
        return CGSize(width: size.width.isFinite ? size.width : 0, height: size.height.isFinite ? size.height : 0)
    }
}

extension UIHostingController: ModelObservingHost {
    /// Evaluates the content down to its innermost view, in the controller's environment, and records
    /// the views that observe objects (``ModelObservation``).
    func modelEvaluateContent() -> (content: any View, environment: EnvironmentValues) {
        ModelObservation.shared.evaluate(rootView, in: modelContentEnvironment, for: self)
    }

    func modelObservedViewsChanged(count: Int, topmost: ModelSubscription) {
        modelBodyEvaluations += count
        let resolved = ModelObservation.shared.reevaluate(topmost, for: self)
        modelUpdateHostedRepresentable(with: resolved)
    }
}

extension UIHostingController: ModelHostingController {
    var modelInspection: ModelHostingInspection {
        let resolved = modelResolve(rootView, in: modelContentEnvironment)
        return ModelHostingInspection(
            content: resolved.content, environment: resolved.environment, rootViewAssignments: assignments,
            bodyEvaluations: modelBodyEvaluations,
            observingViews: ModelObservation.shared.subscriptionCount(of: self), safeAreaRegions: safeAreaRegions,
            contentSafeAreaInsets: modelContentSafeAreaInsets)
    }
}

/// A SwiftUI view tree holding one representable, in a window: what SwiftUI does around a
/// `UIViewControllerRepresentable`, stepped by a test.
///
/// - The first ``render(transaction:)`` calls `makeCoordinator()`, `makeUIViewController(context:)`
///   and then `updateUIViewController(_:context:)` once (undocumented that SwiftUI updates right after
///   making; apps observe it). Later renders call `updateUIViewController` ``updatesPerRender`` times:
///   SwiftUI may update a representable several times in one transaction (undocumented; audit B5).
/// - The controller is a child of a container view controller that forwards appearance
///   automatically and fills the window, as a hosting controller does.
/// - Make and update run with ``ModelViewGraph/isUpdating`` set, so state written from inside them is
///   reported as SwiftUI reports it.
/// - ``settle()`` lets deferred work (tasks the adapter started) run, then renders again while
///   state changed, as SwiftUI's next transaction would.
@_spi(UIKitModel) @MainActor public final class ModelRepresentableHost<Representable: UIViewControllerRepresentable> {
    /// The window the tree is in.
    public let window: UIWindow
    /// The container the representable's controller is a child of.
    public let container = UIViewController()
    /// The environment the representable's context carries.
    public var environment: EnvironmentValues
    /// How many `updateUIViewController` calls a render makes after the first.
    public var updatesPerRender = 1
    /// The representable's controller, once made.
    public private(set) var controller: Representable.UIViewControllerType?
    /// The number of `updateUIViewController` calls so far.
    public private(set) var updateCount = 0

    private let body: () -> Representable
    private var coordinator: Representable.Coordinator?

    /// A tree in `window` whose body is `body`, shown at once (not rendered yet).
    public init(
        in window: UIWindow, environment: EnvironmentValues = EnvironmentValues(), body: @escaping () -> Representable
    ) {
        self.window = window
        self.environment = environment
        self.body = body
        window.rootViewController = container
        window.makeKeyAndVisible()
    }

    /// Evaluates the body and makes or updates the representable's controller.
    /// - Parameter transaction: The transaction of the update; by default the one of the last state
    ///   change (`withAnimation`).
    public func render(transaction: Transaction? = nil) {
        let graph = ModelViewGraph.shared
        let transaction = transaction ?? graph.pendingTransaction
        graph.isDirty = false
        graph.pendingTransaction = Transaction()
        graph.isUpdating = true
        defer { graph.isUpdating = false }
        ModelSceneStorage.shared.render(in: window.windowScene)
        let representable = body()
        graph.bodyEvaluations += 1
        if let controller, let coordinator {
            let context = Representable.Context(
                coordinator: coordinator, transaction: transaction, environment: environment)
            for _ in 0..<max(updatesPerRender, 1) {
                representable.updateUIViewController(controller, context: context)
                updateCount += 1
            }
            return
        }
        let coordinator = representable.makeCoordinator()
        self.coordinator = coordinator
        let context = Representable.Context(
            coordinator: coordinator, transaction: transaction, environment: environment)
        let made = representable.makeUIViewController(context: context)
        controller = made
        container.addChild(made)
        let view: UIView = made.view
        view.frame = container.view.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.view.addSubview(view)
        made.didMove(toParent: container)
        representable.updateUIViewController(made, context: context)
        updateCount += 1
    }

    /// Lets deferred work run and renders again while state changed (at most ten rounds), then
    /// shows a frame.
    public func settle() async {
        for _ in 0..<10 {
            for _ in 0..<5 { await Task.yield() }
            guard ModelViewGraph.shared.isDirty else { break }
            render()
        }
        ModelDisplay.shared.runFrame()
    }

    /// The size the representable asks for under `proposal` (`sizeThatFits(_:uiViewController:context:)`),
    /// as SwiftUI's layout asks it; `nil` before the first render or when it leaves the size to the view.
    public func modelSizeThatFits(_ proposal: ProposedViewSize) -> CGSize? {
        guard let controller, let coordinator else { return nil }
        let context = Representable.Context(
            coordinator: coordinator, transaction: Transaction(), environment: environment)
        return body().sizeThatFits(proposal, uiViewController: controller, context: context)
    }

    /// Removes the representable, as SwiftUI does when the view leaves the tree.
    public func dismantle() {
        guard let controller, let coordinator else { return }
        controller.willMove(toParent: nil)
        controller.view.removeFromSuperview()
        controller.removeFromParent()
        Representable.dismantleUIViewController(controller, coordinator: coordinator)
        self.controller = nil
        self.coordinator = nil
    }
}
