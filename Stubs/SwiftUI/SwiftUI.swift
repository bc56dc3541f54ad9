// A stand-in for SwiftUI, used only by Scripts/typecheck-adapters.sh to type-check PagedKitSwiftUI
// on Linux. It is not an implementation: nothing here ever runs.
//
// It declares exactly the SwiftUI API that PagedKitSwiftUI (and the host-app checks in
// Stubs/HostApp) use, with the names, labels, types and actor isolation of Apple's documentation
// (developer.apple.com/documentation/swiftui). Requirements SwiftUI satisfies with default
// implementations (`body` of a representable, `makeCoordinator()` when there is no coordinator,
// `dismantleUIViewController(_:coordinator:)`) get defaults here too.

import UIKit

// MARK: - Views

/// SwiftUI: `@MainActor @preconcurrency protocol View`.
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// SwiftUI: `@resultBuilder struct ViewBuilder`.
@resultBuilder public struct ViewBuilder {
    /// SwiftUI: `static func buildBlock<Content>(_ content: Content) -> Content where Content : View`.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

/// SwiftUI: `@frozen struct Text`.
public struct Text: View {
    /// SwiftUI: `init<S>(_ content: S) where S : StringProtocol`.
    public init<S: StringProtocol>(_ content: S) {}
    public var body: Never { fatalError("Text is primitive") }
}

// MARK: - State

/// SwiftUI: `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`.
@propertyWrapper public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    /// SwiftUI: `init(get: @escaping () -> Value, set: @escaping (Value) -> Void)`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
    }

    /// SwiftUI: `var wrappedValue: Value { get nonmutating set }`.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// SwiftUI: `var projectedValue: Binding<Value> { get }`.
    public var projectedValue: Binding<Value> { self }
}

/// SwiftUI: `@frozen @propertyWrapper struct State<Value>`.
@propertyWrapper public struct State<Value> {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    private let box: Box

    /// SwiftUI: `init(wrappedValue value: Value)`.
    public init(wrappedValue value: Value) { box = Box(value) }

    /// SwiftUI: `var wrappedValue: Value { get nonmutating set }`.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// SwiftUI: `var projectedValue: Binding<Value> { get }`.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

/// SwiftUI: `@frozen struct Animation`.
public struct Animation: Equatable, Sendable {}

/// SwiftUI: `@frozen struct Transaction`.
public struct Transaction {
    /// SwiftUI: `var animation: Animation? { get set }`.
    public var animation: Animation?
}

// MARK: - UIKit integration

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
}

extension UIViewControllerRepresentable {
    public var body: Never { fatalError("a representable has no body") }
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
    /// SwiftUI: `var transaction: Transaction { get }`.
    public var transaction: Transaction { Transaction() }
}

/// SwiftUI: `@MainActor @preconcurrency class UIHostingController<Content> : UIViewController where Content : View`.
@MainActor @preconcurrency open class UIHostingController<Content: View>: UIViewController {
    private var storedRootView: Content?

    /// SwiftUI: `init(rootView: Content)`.
    public init(rootView: Content) {
        storedRootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// SwiftUI: `required init?(coder aDecoder: NSCoder)`.
    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

    /// SwiftUI: `var rootView: Content { get set }`.
    public var rootView: Content {
        get { storedRootView! }
        set { storedRootView = newValue }
    }
}
