// The SwiftUI environment: values keyed by `EnvironmentKey`, written down the view tree with
// `environment(_:_:)`.

/// SwiftUI: `protocol EnvironmentKey` ("A key for accessing values in the environment").
public protocol EnvironmentKey {
    associatedtype Value
    /// SwiftUI: `static var defaultValue: Self.Value { get }`.
    static var defaultValue: Self.Value { get }
}

/// SwiftUI: `struct EnvironmentValues` ("A collection of environment values propagated through a
/// view hierarchy").
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]

    /// SwiftUI: `init()`, every value at its key's default.
    public init() {}

    /// SwiftUI: `subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey { get set }`.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// SwiftUI: `var layoutDirection: LayoutDirection { get set }`.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// Whether a value was written for `key` (not only its default).
    @_spi(UIKitModel) public func modelHasValue<K: EnvironmentKey>(for key: K.Type) -> Bool {
        values[ObjectIdentifier(key)] != nil
    }
}

/// SwiftUI: `enum LayoutDirection : Hashable, CaseIterable, Sendable`.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

private enum LayoutDirectionKey: EnvironmentKey {
    static var defaultValue: LayoutDirection { .leftToRight }
}

extension View {
    /// SwiftUI: `nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _
    /// value: V) -> some View` ("Sets the environment value of the specified key path to the given
    /// value"). Writing `\.self` replaces the whole environment.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
        -> some View
    {
        EnvironmentWritingView(content: self, apply: { $0[keyPath: keyPath] = value })
    }
}

/// A view and an environment write for it and everything inside it.
/// (The conformance is in an extension so the type itself is not main-actor isolated:
/// `environment(_:_:)` is nonisolated, as SwiftUI's is.)
struct EnvironmentWritingView<Content: View> {
    let content: Content
    let apply: (inout EnvironmentValues) -> Void
}

extension EnvironmentWritingView: View {
    var body: Never { fatalError("environment(_:_:) is primitive") }
}

/// Views the model looks through to find what a hosting controller's content sees.
@MainActor protocol ModelTransparentView {
    /// Applies what the view writes to `environment` and returns the view inside.
    func modelUnwrap(_ environment: inout EnvironmentValues) -> any View
}

extension EnvironmentWritingView: ModelTransparentView {
    func modelUnwrap(_ environment: inout EnvironmentValues) -> any View {
        apply(&environment)
        return content
    }
}

extension AnyView: ModelTransparentView {
    func modelUnwrap(_ environment: inout EnvironmentValues) -> any View { modelWrapped }
}

/// The innermost view under `view`'s environment writers, type erasers and composite views, and the
/// environment it sees when the writers start from `environment`.
///
/// A composite view (one whose `Body` is not `Never`) is looked through by evaluating its `body`
/// (SwiftUI documentation, `View.body`: "SwiftUI calls the implementation of this property when it
/// needs to update the view"), with `environment` in effect so its `@Environment` properties read
/// what is written above it; a view whose `Body` is `Never` is primitive, or an app's leaf.
/// `visit`, if given, hears every view on the path with the environment it sees and its depth (the
/// number of views above it, counting from `depth`).
@MainActor func modelResolve(
    _ view: any View, in environment: EnvironmentValues, depth: Int = 0,
    visit: ((any View, EnvironmentValues, Int) -> Void)? = nil
) -> (content: any View, environment: EnvironmentValues) {
    var environment = environment
    var current = view
    var depth = depth
    while true {
        visit?(current, environment, depth)
        if let transparent = current as? any ModelTransparentView {
            current = transparent.modelUnwrap(&environment)
        } else if let body = modelEvaluateBody(of: current, in: environment) {
            current = body
        } else {
            return (current, environment)
        }
        depth += 1
    }
}

/// The body of a composite view, evaluated with `environment` in effect (what its `@Environment`
/// properties read), or `nil` for a view whose `Body` is `Never`.
@MainActor func modelEvaluateBody(of view: any View, in environment: EnvironmentValues) -> (any View)? {
    guard modelIsComposite(view) else { return nil }
    return ModelEvaluationContext.shared.evaluating(in: environment) { modelBody(of: view) }
}

/// Whether `view` has a body to evaluate (its `Body` is not `Never`).
@MainActor func modelIsComposite<V: View>(_ view: V) -> Bool {
    V.Body.self != Never.self
}

/// The body of a composite view, or `nil` for a view whose `Body` is `Never`.
@MainActor private func modelBody<V: View>(of view: V) -> (any View)? {
    V.Body.self == Never.self ? nil : view.body
}

/// SwiftUI: `@frozen @propertyWrapper struct Environment<Value>` ("A property wrapper that reads a
/// value from a view's environment"; "A view inherits its environment from its container view,
/// subject to explicit changes from an `environment(_:_:)` view modifier"). In the model the
/// property reads the environment of the view whose `body` is being evaluated (the writers above
/// it in a hosting controller's content, from that controller's environment); outside an
/// evaluation it reads a default `EnvironmentValues()` (undocumented; what apps observe: SwiftUI
/// logs that such a read "will always read the default value and will not update"). Leaves out
/// `DynamicProperty`, which no adapter relies on.
@propertyWrapper public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    /// SwiftUI: `init(_ keyPath: KeyPath<EnvironmentValues, Value>)` ("Creates an environment property
    /// to read the specified key path").
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// SwiftUI: `var wrappedValue: Value { get }` ("The current value of the environment property").
    public var wrappedValue: Value {
        (ModelEvaluationContext.shared.environment ?? EnvironmentValues())[keyPath: keyPath]
    }
}
