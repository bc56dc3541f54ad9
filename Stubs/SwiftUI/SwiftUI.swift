// A behavioural model of the SwiftUI subset PagedKitSwiftUI uses, for Linux: views, state and
// bindings that notice when they are written, transactions, the environment, and a representable
// host (`ModelRepresentableHost`) that makes and updates a `UIViewControllerRepresentable` the way
// SwiftUI does. See Stubs/UIKit/UIKit.swift for the conventions: Apple's signatures for everything
// public (developer.apple.com/documentation/swiftui), test-only API behind `@_spi(UIKitModel)`,
// citations of what each behaviour reproduces, "Undocumented" where SwiftUI says nothing.
//
// Requirements SwiftUI satisfies with default implementations (`body` of a representable,
// `makeCoordinator()` when there is no coordinator, `dismantleUIViewController(_:coordinator:)`)
// get defaults here too. The real SDK declares `View`, `Binding`, `Text`… in SwiftUICore, which
// SwiftUI re-exports; unqualified uses resolve the same (audit A.2.4).

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
    /// What the text shows.
    @_spi(UIKitModel) public let modelString: String

    /// SwiftUI: `init<S>(_ content: S) where S : StringProtocol`.
    public init<S: StringProtocol>(_ content: S) { modelString = String(content) }
    public var body: Never { fatalError("Text is primitive") }
}

/// SwiftUI: `@frozen struct AnyView`, a type-erased view.
public struct AnyView: View {
    let modelWrapped: any View

    /// SwiftUI: `init<V>(_ view: V) where V : View`.
    public init<V: View>(_ view: V) { modelWrapped = view }
    public var body: Never { fatalError("AnyView is primitive") }
}

// MARK: - State

/// Whether SwiftUI is updating views, and whether state changed since the last update: the part
/// of SwiftUI's attribute graph the model needs.
@_spi(UIKitModel) @MainActor public final class ModelViewGraph {
    public static let shared = ModelViewGraph()

    /// Whether a view update (a representable's make or update) is under way.
    public internal(set) var isUpdating = false
    /// Whether state changed since the last update.
    public internal(set) var isDirty = false
    /// The transaction of the last state change (`withAnimation`).
    public internal(set) var pendingTransaction = Transaction()
    /// What SwiftUI would have reported at run time.
    public private(set) var violations: [String] = []
    /// How many `body` evaluations the model counted: one per render of a representable's parent
    /// (`ModelRepresentableHost.render`), one when a hosting controller is made and one each time its
    /// `rootView` is assigned, and one per view of a hosting controller's content that observes an
    /// object at each `send()` of its publisher (``ModelHostingInspection/bodyEvaluations``).
    /// Undocumented whether SwiftUI skips the evaluation of a root view equal to the previous one: the
    /// model never skips, so an assignment costs an evaluation.
    public internal(set) var bodyEvaluations = 0
    /// When a representable inside a hosting controller's content is made (undocumented: see
    /// ``ModelHostedRepresentableTiming``); reset to `.firstLayout`.
    public var hostedRepresentableTiming = ModelHostedRepresentableTiming.firstLayout
    var currentTransaction: Transaction?
    /// How many hosting controllers have views in their content that observe objects
    /// (`@ObservedObject`); a deallocated controller counts until the next `send()` or evaluation.
    public var observingHostingControllers: Int { ModelObservation.shared.hostCount }

    private init() {}

    /// Starts `withAnimation`'s transaction; returns the one it replaces, to restore.
    func beginTransaction(_ animation: Animation?) -> OuterTransaction {
        let previous = OuterTransaction(exists: currentTransaction != nil, animation: currentTransaction?.animation)
        currentTransaction = Transaction(animation: animation)
        return previous
    }

    func endTransaction(restoring previous: OuterTransaction) {
        currentTransaction = previous.exists ? Transaction(animation: previous.animation) : nil
    }

    /// Forgets every change and report, and every subscription of a view to an observable object.
    public func reset() {
        ModelObservation.shared.reset()
        bodyEvaluations = 0
        hostedRepresentableTiming = .firstLayout
        isUpdating = false
        isDirty = false
        pendingTransaction = Transaction()
        violations = []
        currentTransaction = nil
    }

    /// Marks the views out of date, as a change of state SwiftUI observes outside `State` would
    /// (an observable model's property): the next `ModelRepresentableHost.settle()` renders.
    public func invalidate() {
        isDirty = true
    }

    /// Records what SwiftUI would report at run time.
    func record(_ violation: String) {
        violations.append(violation)
    }

    /// A state write: it schedules an update with the current transaction. Writing while SwiftUI
    /// updates a view is SwiftUI's run-time warning "Modifying state during view update, this will
    /// cause undefined behavior." (a purple warning in Xcode), recorded here.
    func stateDidChange() {
        if isUpdating { violations.append("Modifying state during view update, this will cause undefined behavior.") }
        isDirty = true
        pendingTransaction = currentTransaction ?? Transaction()
    }
}

/// The transaction an inner `withAnimation` replaced.
struct OuterTransaction: Sendable {
    let exists: Bool
    let animation: Animation?
}

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

/// SwiftUI: `@frozen @propertyWrapper struct State<Value>`. A write through the state or its
/// binding schedules an update (``ModelViewGraph``).
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
        nonmutating set {
            box.value = newValue
            MainActor.assumeIsolated { ModelViewGraph.shared.stateDidChange() }
        }
    }

    /// SwiftUI: `var projectedValue: Binding<Value> { get }`.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(
            get: { box.value },
            set: {
                box.value = $0
                MainActor.assumeIsolated { ModelViewGraph.shared.stateDidChange() }
            })
    }
}

/// SwiftUI: `@frozen struct Animation`.
public struct Animation: Equatable, Sendable {
    let modelName: String

    /// SwiftUI: `static let default: Animation`.
    public static let `default` = Animation(modelName: "default")
    /// SwiftUI: `static var linear: Animation { get }`.
    public static var linear: Animation { Animation(modelName: "linear") }
    /// SwiftUI: `static func easeInOut(duration: TimeInterval) -> Animation`.
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation(modelName: "easeInOut(\(duration))") }
}

/// SwiftUI: `@frozen struct Transaction`.
public struct Transaction {
    /// SwiftUI: `var animation: Animation? { get set }`.
    public var animation: Animation?

    /// SwiftUI: `init()`.
    public init() {}

    /// SwiftUI: `init(animation: Animation?)`.
    public init(animation: Animation?) { self.animation = animation }
}

/// SwiftUI: `func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result)
/// rethrows -> Result`: state changes made in `body` update views with a transaction carrying
/// `animation`. Call it on the main actor, as SwiftUI state is.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    let previous = MainActor.assumeIsolated { ModelViewGraph.shared.beginTransaction(animation) }
    defer { MainActor.assumeIsolated { ModelViewGraph.shared.endTransaction(restoring: previous) } }
    return try body()
}

/// SwiftUI: `@frozen @propertyWrapper struct SceneStorage<Value>`, conforming to `DynamicProperty`
/// and `Sendable` (developer.apple.com/documentation/swiftui/scenestorage: "A property wrapper type
/// that reads and writes to persisted, per-scene storage"; "Each Scene has its own notion of
/// SceneStorage, so data is not shared between scenes"; the model declares no `DynamicProperty` and
/// leaves out the conformances, which no adapter relies on). In the model each scene's storage is
/// in ``ModelSceneStorage/shared``: a property reads the storage of the scene whose view tree is
/// being rendered (`ModelRepresentableHost.render`), and its binding keeps the scene it was made
/// in. A write schedules an update, as a `State` write does. Only the `Data` forms the adapters use
/// are declared.
@propertyWrapper public struct SceneStorage<Value> {
    private let key: String
    private let defaultValue: Value

    /// SwiftUI: `init(wrappedValue: Value, _ key: String) where Value == Data`.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.key = key
        self.defaultValue = wrappedValue
    }

    /// SwiftUI: `init(_ key: String) where Value == Data?` (in `extension SceneStorage where Value:
    /// ExpressibleByNilLiteral`).
    public init(_ key: String) where Value == Data? {
        self.key = key
        self.defaultValue = nil
    }

    /// SwiftUI: `var wrappedValue: Value { get nonmutating set }`.
    public var wrappedValue: Value {
        get { read(in: MainActor.assumeIsolated { ModelSceneStorage.shared.currentScene }) }
        nonmutating set { write(newValue, in: MainActor.assumeIsolated { ModelSceneStorage.shared.currentScene }) }
    }

    /// SwiftUI: `var projectedValue: Binding<Value> { get }`: bound to the storage of the scene it
    /// was made in.
    public var projectedValue: Binding<Value> {
        let scene = MainActor.assumeIsolated { ModelSceneStorage.shared.currentScene }
        return Binding(get: { read(in: scene) }, set: { write($0, in: scene) })
    }

    private func read(in scene: ModelSceneKey?) -> Value {
        let key = self.key
        let stored = MainActor.assumeIsolated { ModelSceneStorage.shared.value(key, in: scene) }
        return (stored.flatMap { $0 as? Value }) ?? defaultValue
    }

    private func write(_ newValue: Value, in scene: ModelSceneKey?) {
        let key = self.key
        let data = newValue as? Data
        MainActor.assumeIsolated {
            ModelSceneStorage.shared.write(key, data, in: scene)
            ModelViewGraph.shared.stateDidChange()
        }
    }
}

/// Which scene a `SceneStorage` belongs to.
struct ModelSceneKey: Hashable, Sendable {
    let id: ObjectIdentifier
}

/// The model's per-scene storage behind `SceneStorage`: what the system saves with each scene's
/// session and hands back when that scene is restored. A test keeps it to "relaunch" and calls
/// ``reset()`` for a fresh install.
@_spi(UIKitModel) @MainActor public final class ModelSceneStorage {
    /// The storage of every scene.
    public static let shared = ModelSceneStorage()

    /// The scene whose view tree is being rendered (set by `ModelRepresentableHost.render`).
    var currentScene: ModelSceneKey?
    /// The first scene that used its storage: the one ``values`` shows.
    private var mainScene: ModelSceneKey?
    private var storages: [ModelSceneKey: [String: Data]] = [:]
    /// ``values`` set before any scene used its storage: the main scene starts with them.
    private var seed: [String: Data] = [:]

    /// The stored values of the main scene (the first that used its storage) by key; a test copies
    /// them across a relaunch (a new `World`), and may set them before the scene first reads.
    public var values: [String: Data] {
        get { mainScene.flatMap { storages[$0] } ?? seed }
        set {
            if let mainScene { storages[mainScene] = newValue } else { seed = newValue }
        }
    }

    /// The stored values of the scene `scene`, by key.
    public func values(of scene: UIScene) -> [String: Data] {
        storages[ModelSceneKey(id: ObjectIdentifier(scene))] ?? [:]
    }

    /// The number of writes since the last reset.
    public private(set) var writeCount = 0

    /// Forgets every value (a new install, or scenes the system discarded).
    public func reset() {
        storages = [:]
        seed = [:]
        mainScene = nil
        currentScene = nil
        writeCount = 0
    }

    /// The renders that follow are of a view tree in `scene`.
    func render(in scene: UIScene?) {
        currentScene = scene.map { ModelSceneKey(id: ObjectIdentifier($0)) }
    }

    func value(_ key: String, in scene: ModelSceneKey?) -> Data? {
        storage(of: scene)[key]
    }

    /// Stores `data` under `key` in `scene`'s storage (`nil` removes it).
    func write(_ key: String, _ data: Data?, in scene: ModelSceneKey?) {
        writeCount += 1
        var storage = storage(of: scene)
        storage[key] = data
        if let scene = scene ?? mainScene { storages[scene] = storage } else { seed = storage }
    }

    /// A scene's storage; the first scene to ask becomes the main one and starts with the seed.
    private func storage(of scene: ModelSceneKey?) -> [String: Data] {
        guard let scene else { return values }
        if let storage = storages[scene] { return storage }
        guard mainScene == nil else { return [:] }
        mainScene = scene
        storages[scene] = seed
        return seed
    }
}
