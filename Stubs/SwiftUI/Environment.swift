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
/// needs to update the view"); a view whose `Body` is `Never` is primitive, or an app's leaf.
@MainActor func modelResolve(_ view: any View, in environment: EnvironmentValues) -> (
    content: any View, environment: EnvironmentValues
) {
    var environment = environment
    var current = view
    while true {
        if let transparent = current as? any ModelTransparentView {
            current = transparent.modelUnwrap(&environment)
        } else if let body = modelBody(of: current) {
            current = body
        } else {
            return (current, environment)
        }
    }
}

/// The body of a composite view, or `nil` for a view whose `Body` is `Never`.
@MainActor private func modelBody<V: View>(of view: V) -> (any View)? {
    V.Body.self == Never.self ? nil : view.body
}
