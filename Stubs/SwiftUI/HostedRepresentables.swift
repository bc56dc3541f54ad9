// A representable inside a hosting controller's content (a `PagedList` on a `PagedView` page):
// SwiftUI makes, updates and keeps its controller as it does a representable anywhere in a view
// tree. Apple documentation, `UIViewControllerRepresentable.makeUIViewController(context:)`: "The
// system calls this method only once, when it creates your view controller for the first time. For
// all subsequent updates, the system calls the `updateUIViewController(_:context:)` method."

import UIKit

/// When SwiftUI makes a representable that is inside a hosting controller's content. Undocumented:
/// SwiftUI renders a hosting view's content when it needs to show it. The model offers two readings,
/// reset to `.firstLayout`; run a scenario under both.
@_spi(UIKitModel) public enum ModelHostedRepresentableTiming: Sendable {
    /// At the hosting view's first layout in a window (the commit at the end of a frame, or a
    /// `layoutIfNeeded()`).
    case firstLayout
    /// As soon as the hosting view enters a window.
    case windowEntry
}

/// A representable SwiftUI made inside a hosting controller's content.
@MainActor protocol ModelHostedRepresentable: AnyObject {
    /// Updates the controller with `view` in `environment`; `false` when `view` is another
    /// representable type (SwiftUI then replaces it).
    func update(with view: any View, environment: EnvironmentValues) -> Bool
    /// Removes the controller (`dismantleUIViewController(_:coordinator:)`).
    func dismantle()
}

/// One made representable: its coordinator and controller, a child of the hosting controller whose
/// view fills the hosting view (the representable is the whole content in the model).
@MainActor
final class ModelHostedRepresentableBox<Representable: UIViewControllerRepresentable>:
    ModelHostedRepresentable
{
    let coordinator: Representable.Coordinator
    let controller: Representable.UIViewControllerType

    init(_ representable: Representable, environment: EnvironmentValues, in host: UIViewController) {
        let graph = ModelViewGraph.shared
        let wasUpdating = graph.isUpdating
        graph.isUpdating = true
        defer { graph.isUpdating = wasUpdating }
        // Apple documentation, `makeCoordinator()`: "SwiftUI calls this method before calling the
        // makeUIViewController(context:) method."
        coordinator = representable.makeCoordinator()
        let context = Representable.Context(
            coordinator: coordinator, transaction: Transaction(), environment: environment)
        controller = representable.makeUIViewController(context: context)
        host.addChild(controller)
        let view: UIView = controller.view
        view.frame = host.view.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        host.view.addSubview(view)
        controller.didMove(toParent: host)
        // As at the top level (`ModelRepresentableHost`): an update right after the make
        // (undocumented; apps observe it).
        representable.updateUIViewController(controller, context: context)
    }

    func update(with view: any View, environment: EnvironmentValues) -> Bool {
        guard let representable = view as? Representable else { return false }
        let graph = ModelViewGraph.shared
        let wasUpdating = graph.isUpdating
        graph.isUpdating = true
        defer { graph.isUpdating = wasUpdating }
        let context = Representable.Context(
            coordinator: coordinator, transaction: graph.currentTransaction ?? Transaction(), environment: environment)
        representable.updateUIViewController(controller, context: context)
        return true
    }

    func dismantle() {
        controller.willMove(toParent: nil)
        controller.view.removeFromSuperview()
        controller.removeFromParent()
        Representable.dismantleUIViewController(controller, coordinator: coordinator)
    }
}

/// Makes the box for a representable of any type.
@MainActor func modelMakeHostedRepresentable(
    _ view: any View, environment: EnvironmentValues, in host: UIViewController
) -> (any ModelHostedRepresentable)? {
    guard let representable = view as? any UIViewControllerRepresentable else { return nil }
    return modelMakeBox(representable, environment: environment, in: host)
}

@MainActor private func modelMakeBox<Representable: UIViewControllerRepresentable>(
    _ representable: Representable, environment: EnvironmentValues, in host: UIViewController
) -> any ModelHostedRepresentable {
    ModelHostedRepresentableBox(representable, environment: environment, in: host)
}

extension UIHostingController {
    /// The environment the content sees: a default one, with what UIKit traits carry (the layout
    /// direction of the view), as `modelInspection` reads it.
    var modelContentEnvironment: EnvironmentValues {
        var base = EnvironmentValues()
        if let view = viewIfLoaded {
            base.layoutDirection =
                view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
        return base
    }

    /// Makes the representable in the content the first time the content is shown in a window.
    func modelMountContent() {
        guard !modelContentMounted, let view = viewIfLoaded, view.window != nil else { return }
        modelContentMounted = true
        let resolved = modelResolve(rootView, in: modelContentEnvironment)
        modelHostedRepresentable = modelMakeHostedRepresentable(
            resolved.content, environment: resolved.environment, in: self)
    }

    /// A new root view, or a view in it evaluated again, reaches the representable in it: updated, or
    /// replaced when its type changed. `resolved` is the innermost view the evaluation produced.
    func modelUpdateHostedRepresentable(with resolved: (content: any View, environment: EnvironmentValues)) {
        guard modelContentMounted else { return }
        guard let hosted = modelHostedRepresentable else {
            // Content without a representable that now has one.
            modelContentMounted = false
            modelMountContent()
            return
        }
        if hosted.update(with: resolved.content, environment: resolved.environment) { return }
        hosted.dismantle()
        modelHostedRepresentable = nil
        modelContentMounted = false
        modelMountContent()
    }
}
