// Observable objects and the views that observe them: `ObservableObject` and its publisher (Combine,
// which SwiftUI re-exports on iOS), `ObservedObject`, and what the model does when an observed
// object announces a change: the views inside hosting controllers that observe it are evaluated
// again, and only they (with what is below them).
//
// Apple documentation, `ObservedObject`: "A property wrapper type that subscribes to an observable
// object and invalidates a view whenever the observable object changes"; "When any published
// property of the observable object changes, SwiftUI updates any view that depends on the object."
// `ObservableObject` (Combine): "A type of object with a publisher that emits before the object has
// changed."

@_spi(UIKitModel) import UIKit

// MARK: - Combine

/// Combine: `final class ObservableObjectPublisher` ("A publisher that publishes changes from
/// observable objects"). The model declares no `Publisher` conformance (there is no Combine on
/// Linux): a publisher's only subscribers are the views that observe its object.
public final class ObservableObjectPublisher {
    /// Combine: `init()` ("Creates an observable object publisher instance").
    public init() {}

    /// Combine: `final func send()` ("Sends the changed value to the downstream subscriber"). Every
    /// view inside a live hosting controller that observes an object with this publisher is
    /// evaluated again at once (``ModelObservation``). Call it on the main actor: the model's views
    /// are main-actor state (SwiftUI reports publishing from a background thread as a run-time issue).
    public func send() {
        let id = ObjectIdentifier(self)
        MainActor.assumeIsolated { ModelObservation.shared.publisherDidSend(id) }
    }
}

/// Combine: `protocol ObservableObject : AnyObject` ("A type of object with a publisher that emits
/// before the object has changed"). Combine's requirement is `var objectWillChange:
/// Self.ObjectWillChangePublisher { get }` with `associatedtype ObjectWillChangePublisher : Publisher
/// = ObservableObjectPublisher`; the model has no `Publisher` and fixes the type to its default, so a
/// class that declares nothing, or declares its own `ObservableObjectPublisher`, compiles the same
/// against both. `@Published` is not modelled: a class announces a change with
/// `objectWillChange.send()`.
public protocol ObservableObject: AnyObject {
    /// Combine: `var objectWillChange: Self.ObjectWillChangePublisher { get }` ("A publisher that emits
    /// before the object has changed").
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// Combine: `var objectWillChange: ObservableObjectPublisher { get }` (the default, in `extension
    /// ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher`; "By
    /// default an `ObservableObject` synthesizes an `objectWillChange` publisher"). One publisher per
    /// object, the same each time it is asked (undocumented: Combine stores it with the object; the
    /// model keeps it in a table that holds the object weakly and never hands an object a publisher of
    /// one that was deallocated).
    public var objectWillChange: ObservableObjectPublisher {
        ModelPublisherTable.shared.publisher(for: self)
    }
}

/// The default publishers of observable objects, by object, held weakly.
final class ModelPublisherTable: @unchecked Sendable {
    static let shared = ModelPublisherTable()

    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The size at which the next insertion first drops the entries of deallocated objects.
    private var sweepAt = 64

    /// The publisher of `object`, made the first time it is asked.
    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.withLock {
            let id = ObjectIdentifier(object)
            // An entry whose object is gone belongs to a deallocated object at the same address.
            if let entry = entries[id], entry.object === object { return entry.publisher }
            if entries.count >= sweepAt {
                entries = entries.filter { $0.value.object != nil }
                sweepAt = max(64, entries.count * 2)
            }
            let publisher = ObservableObjectPublisher()
            entries[id] = Entry(object: object, publisher: publisher)
            return publisher
        }
    }

    /// How many objects the table holds a publisher for (deallocated ones until the next sweep).
    var count: Int { lock.withLock { entries.count } }
}

// MARK: - ObservedObject

/// SwiftUI: `@MainActor @propertyWrapper @preconcurrency @frozen struct ObservedObject<ObjectType>
/// where ObjectType : ObservableObject` ("A property wrapper type that subscribes to an observable
/// object and invalidates a view whenever the observable object changes"). The model finds it in a
/// view with `Mirror` when it evaluates the content of a hosting controller (``ModelObservation``).
/// `projectedValue` (`ObservedObject.Wrapper`, bindings to the object's properties) is not declared.
@MainActor @propertyWrapper @preconcurrency public struct ObservedObject<ObjectType: ObservableObject> {
    /// SwiftUI: `@MainActor @preconcurrency var wrappedValue: ObjectType` ("The underlying value that
    /// the observed object references").
    public var wrappedValue: ObjectType

    /// SwiftUI: `@MainActor @preconcurrency init(wrappedValue: ObjectType)` ("Creates an observed
    /// object with an initial wrapped value").
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
}

/// A view's `ObservedObject` storage, whatever its object type.
@MainActor protocol ModelObservedObjectStorage {
    var modelPublisher: ObservableObjectPublisher { get }
}

extension ObservedObject: ModelObservedObjectStorage {
    var modelPublisher: ObservableObjectPublisher { wrappedValue.objectWillChange }
}

/// The publishers of the objects `view` observes (its `ObservedObject` properties, stored as `_name`),
/// each once.
@MainActor func modelObservedPublishers(of view: any View) -> [ObservableObjectPublisher] {
    var publishers: [ObservableObjectPublisher] = []
    var mirror: Mirror? = Mirror(reflecting: view)
    while let current = mirror {
        for child in current.children {
            guard let storage = child.value as? any ModelObservedObjectStorage else { continue }
            let publisher = storage.modelPublisher
            if !publishers.contains(where: { $0 === publisher }) { publishers.append(publisher) }
        }
        mirror = current.superclassMirror
    }
    return publishers
}

// MARK: - Subscriptions

/// One view in a hosting controller's content that observes objects: the view as last evaluated,
/// the environment it sees, and where it is (how many views are above it in the content).
struct ModelSubscription {
    let view: any View
    let environment: EnvironmentValues
    let depth: Int
    let publishers: [ObjectIdentifier]
}

/// A hosting controller whose content the model evaluates.
@MainActor protocol ModelObservingHost: AnyObject {
    /// `count` views of the content observe an object that announced a change; `topmost` is the one
    /// nearest the root, whose subtree holds the others.
    func modelObservedViewsChanged(count: Int, topmost: ModelSubscription)
}

/// The subscriptions of every hosting controller's content to the objects its views observe, and
/// what happens at a `send()`.
///
/// - When a hosting controller is made and each time its `rootView` is assigned, the model evaluates
///   its content down to the innermost view (as `modelInspectHostingController(_:)` resolves it) and
///   records a subscription for each composite view on the way that holds an `ObservedObject`,
///   replacing the controller's previous ones.
/// - A `send()` evaluates every subscribed view of the object, in every live hosting controller, at
///   once: `ModelViewGraph.bodyEvaluations` and the controller's count grow by one per view; then the
///   model evaluates again what is below the topmost such view (not counted, as the views below a
///   root are not counted at an assignment) and replaces the subscriptions below it. Views above it
///   are not evaluated. Undocumented when SwiftUI evaluates (`ObservedObject.wrappedValue`: "SwiftUI
///   updates views that display the value asynchronously"): it coalesces the changes before its next
///   update, so the model, evaluating at each send, counts at least as many evaluations as SwiftUI.
/// - The evaluation at a send sees the objects as they are then. `objectWillChange` fires before the
///   change (Combine: "A publisher that emits before the object has changed"), so a class that sends
///   in `willSet` is evaluated with the old value, which SwiftUI, updating later, does not see; an
///   inspection (`modelInspectHostingController(_:)`) evaluates anew and shows the new value. A class
///   that sends after the change (`didSet`, legal on iOS too) is evaluated with the new one.
/// - Each subscription keeps the environment its view saw at the evaluation that found it (the
///   controller's, with what UIKit traits carry, as loaded then) until the next evaluation above it.
/// - A representable at the bottom of the content is then updated with what the evaluation produced
///   (undocumented whether SwiftUI skips the update of a representable whose inputs did not change;
///   the model never skips).
/// - The subscriptions of a deallocated controller are dropped at the next send or evaluation.
/// - A `send()` during a view update or an evaluation (a body that changes an object it observes) is
///   what SwiftUI reports at run time as "Publishing changes from within view updates is not allowed,
///   this will cause undefined behavior." (undocumented; recorded in `ModelViewGraph.violations`); the
///   model evaluates its subscribers once the evaluation under way ends.
@MainActor final class ModelObservation {
    static let shared = ModelObservation()

    private struct Host {
        weak var host: (any ModelObservingHost)?
        var subscriptions: [ModelSubscription]
    }
    private var hosts: [ObjectIdentifier: Host] = [:]
    private var evaluating = 0
    private var pending: [ObjectIdentifier] = []

    private init() {}

    /// Forgets every subscription.
    func reset() {
        hosts = [:]
        evaluating = 0
        pending = []
    }

    /// How many subscriptions `host`'s content holds.
    func subscriptionCount(of host: any ModelObservingHost) -> Int {
        hosts[ObjectIdentifier(host)]?.subscriptions.count ?? 0
    }

    /// How many hosting controllers hold subscriptions (deallocated ones until the next send).
    var hostCount: Int { hosts.count }

    /// Evaluates `view` (the content of `host`, or the body of its view at `depth - 1`) in
    /// `environment`, and replaces `host`'s subscriptions at `depth` and below with the ones found.
    /// Returns the innermost view and its environment.
    func evaluate(
        _ view: any View, in environment: EnvironmentValues, depth: Int = 0, for host: any ModelObservingHost
    ) -> (content: any View, environment: EnvironmentValues) {
        var found: [ModelSubscription] = []
        let resolved = whileEvaluating {
            modelResolve(view, in: environment, depth: depth) { view, environment, depth in
                guard modelIsComposite(view) else { return }
                let publishers = modelObservedPublishers(of: view)
                guard !publishers.isEmpty else { return }
                found.append(
                    ModelSubscription(
                        view: view, environment: environment, depth: depth,
                        publishers: publishers.map(ObjectIdentifier.init)))
            }
        }
        sweep()
        let key = ObjectIdentifier(host)
        let kept = hosts[key].map { $0.host === host ? $0.subscriptions.filter { $0.depth < depth } : [] } ?? []
        let subscriptions = kept + found
        hosts[key] = subscriptions.isEmpty ? nil : Host(host: host, subscriptions: subscriptions)
        drainPending()
        return resolved
    }

    /// Evaluates the body of `subscription`'s view again, and what is below it (``evaluate(_:in:depth:for:)``).
    func reevaluate(
        _ subscription: ModelSubscription, for host: any ModelObservingHost
    ) -> (content: any View, environment: EnvironmentValues) {
        let body = whileEvaluating { modelEvaluateBody(of: subscription.view, in: subscription.environment) }
        return evaluate(
            body ?? subscription.view, in: subscription.environment, depth: subscription.depth + 1, for: host)
    }

    /// The object with the publisher `id` announced a change.
    func publisherDidSend(_ id: ObjectIdentifier) {
        if evaluating > 0 || ModelViewGraph.shared.isUpdating {
            ModelViewGraph.shared.record(
                "Publishing changes from within view updates is not allowed, this will cause undefined behavior.")
        }
        if evaluating > 0 {
            pending.append(id)
            return
        }
        sweep()
        for key in Array(hosts.keys) {
            guard let entry = hosts[key], let host = entry.host else { continue }
            let subscribed = entry.subscriptions.filter { $0.publishers.contains(id) }
            guard let topmost = subscribed.min(by: { $0.depth < $1.depth }) else { continue }
            ModelViewGraph.shared.bodyEvaluations += subscribed.count
            host.modelObservedViewsChanged(count: subscribed.count, topmost: topmost)
        }
        drainPending()
    }

    private func whileEvaluating<T>(_ body: () -> T) -> T {
        evaluating += 1
        defer { evaluating -= 1 }
        return body()
    }

    private func drainPending() {
        guard evaluating == 0, !pending.isEmpty else { return }
        let sends = pending
        pending = []
        for id in sends { publisherDidSend(id) }
    }

    /// Drops the subscriptions of deallocated controllers.
    private func sweep() {
        hosts = hosts.filter { $0.value.host != nil }
    }
}

/// The environment of the view whose `body` the model is evaluating, which `Environment` reads.
/// Views are evaluated on the main actor; the lock only lets `Environment.wrappedValue` stay
/// nonisolated, as SwiftUI declares it.
final class ModelEvaluationContext: @unchecked Sendable {
    static let shared = ModelEvaluationContext()

    private let lock = NSLock()
    private var stored: EnvironmentValues?

    /// The environment in effect, or `nil` outside an evaluation.
    var environment: EnvironmentValues? { lock.withLock { stored } }

    /// Runs `body` with `environment` in effect, then restores the one it replaced (evaluations nest
    /// when a body makes a hosting controller).
    func evaluating<T>(in environment: EnvironmentValues, _ body: () -> T) -> T {
        let previous = lock.withLock {
            let previous = stored
            stored = environment
            return previous
        }
        defer { lock.withLock { stored = previous } }
        return body()
    }
}
