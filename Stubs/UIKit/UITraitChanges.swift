// Trait change registration (iOS 17), the replacement of the deprecated `traitCollectionDidChange(_:)`.
// Declarations as the iOS 18.1 SDK's UIKit.swiftinterface has them (xybp888/iOS-SDKs,
// `iPhoneOS18.1.sdk/…/UIKit.swiftmodule/arm64-apple-ios.swiftinterface`), reduced to what the
// adapters use.

/// UIKit: `@MainActor protocol UITraitEnvironment : NSObjectProtocol` (UITraitCollection.h:
/// `@property (nonatomic, readonly) UITraitCollection *traitCollection`). Every view is one.
@MainActor public protocol UITraitEnvironment: NSObjectProtocol {
    /// UIKit: `var traitCollection: UITraitCollection { get }`.
    var traitCollection: UITraitCollection { get }
}

extension UIView: UITraitEnvironment {}

/// UIKit (iOS 17): `protocol UITraitDefinition` (`associatedtype Value`, `static var defaultValue:
/// Self.Value { get }`; the identifier, name and colour-appearance requirements have defaults and
/// are left out).
public protocol UITraitDefinition {
    associatedtype Value
    /// UIKit: `static var defaultValue: Self.Value { get }`.
    static var defaultValue: Value { get }
}

/// UIKit (iOS 17): `typealias UITrait = any UITraitDefinition.Type`.
public typealias UITrait = any UITraitDefinition.Type

/// UIKit (iOS 17): `class UITraitPreferredContentSizeCategory` (UITraitCollection.h: `@interface
/// UITraitPreferredContentSizeCategory : NSObject <UIObjectTraitDefinition>`), the Dynamic Type trait.
public final class UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static var defaultValue: UIContentSizeCategory { .unspecified }
}

/// UIKit (iOS 17): `class UITraitLayoutDirection` (UITraitCollection.h: `@interface
/// UITraitLayoutDirection : NSObject <UINSIntegerTraitDefinition>`).
public final class UITraitLayoutDirection: UITraitDefinition {
    public static var defaultValue: UITraitEnvironmentLayoutDirection { .unspecified }
}

/// UIKit (iOS 17): `@MainActor protocol UITraitChangeRegistration : NSCopying, NSObjectProtocol`
/// (what `registerForTraitChanges` returns, to unregister); the model's is an opaque token.
@MainActor public protocol UITraitChangeRegistration: NSObjectProtocol {}

/// One registration of the model.
final class ModelTraitRegistration: NSObject, UITraitChangeRegistration {
    let traits: [ObjectIdentifier]
    let handler: (UIView, UITraitCollection) -> Void

    init(traits: [ObjectIdentifier], handler: @escaping (UIView, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }
}

extension UIView {
    /// UIKit (iOS 17): `@discardableResult func registerForTraitChanges<Self>(_ traits: [UITrait],
    /// handler: @escaping UIView.TraitChangeHandler<Self>) -> any UITraitChangeRegistration where Self :
    /// UITraitEnvironment` (UITraitChangeObservable; `TraitChangeHandler<TraitEnvironment> =
    /// (_ traitEnvironment: TraitEnvironment, _ previousTraitCollection: UITraitCollection) -> Void`).
    /// The model calls `handler` with the previous traits when one of `traits` changes
    /// (`UIWindow.modelSetLayoutDirection(_:)`, `modelSetPreferredContentSizeCategory(_:)`), after
    /// `traitCollectionDidChange(_:)`.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = ModelTraitRegistration(traits: traits.map { ObjectIdentifier($0) }) { view, previous in
            if let environment = view as? TraitEnvironment { handler(environment, previous) }
        }
        modelTraitRegistrations.append(registration)
        return registration
    }

    /// The view's traits changed from `previous`: `traitCollectionDidChange(_:)` (unless the model
    /// plays an OS that no longer calls it), then the handlers registered for a changed trait.
    func modelTraitsDidChange(from previous: UITraitCollection, changed: UITrait) {
        modelUIKitTraitsDidChange()
        if UIView.modelCallsTraitCollectionDidChange { traitCollectionDidChange(previous) }
        let changedTrait = ObjectIdentifier(changed)
        for registration in modelTraitRegistrations where registration.traits.contains(changedTrait) {
            registration.handler(self, previous)
        }
    }
}
