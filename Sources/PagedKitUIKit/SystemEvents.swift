#if canImport(UIKit) && !os(watchOS)
    import PagedKit
    import UIKit

    /// Turns system events into container calls: the window's scene going to the background and
    /// coming back (an auto-scroll pause), Reduce Motion and VoiceOver (auto-scroll pauses) and, for
    /// views, memory warnings.
    ///
    /// Backgrounding never changes `isVisible`: UIKit sends no appearance callbacks when a scene or
    /// the app goes to the background, so pages keep their appearance and only auto-scroll stops,
    /// with `AutoScrollPauseReason.background`.
    @MainActor final class SystemEvents {
        private enum Event: Sendable {
            case sceneDidEnterBackground
            case sceneWillEnterForeground
            case appDidEnterBackground
            case appWillEnterForeground
            case accessibilityChanged
            case memoryWarning
        }

        /// The container to drive. Setting it applies the current state.
        weak var input: (any PagingInput)? {
            didSet {
                updateVisibility()
                updateBackgroundPause()
                updateAccessibilityPauses()
            }
        }

        /// Whether the owner drives `isVisible` from its window (a view). A view controller drives it
        /// with two-phase appearance transitions instead, and leaves this `false`.
        var drivesVisibility = false

        /// Whether the owner is in a window (a view). Only used with ``drivesVisibility``.
        var isOnScreen = false {
            didSet { updateVisibility() }
        }

        /// The window scene the owner is shown in, or `nil` outside a window (or on an app without
        /// scenes). Setting it takes the scene's real activation state: a pager shown in a scene
        /// launched in the background does not start auto-scrolling.
        weak var scene: UIScene? {
            didSet {
                guard scene !== oldValue else { return }
                if let scene { isSceneInBackground = BackgroundState.isBackground(scene.activationState) }
                updateBackgroundPause()
            }
        }

        private var isSceneInBackground = false
        private var isAppInBackground = false
        private let observations = NotificationObservations()

        /// - Parameter observesMemoryWarnings: Whether to forward `didReceiveMemoryWarningNotification`
        ///   as `.warning`; a view controller gets `didReceiveMemoryWarning()` instead.
        init(observesMemoryWarnings: Bool) {
            // Per scene (UIScene.h, iOS 13): an iPad window in the background must stop, while
            // another scene keeps the app active.
            observe(UIScene.didEnterBackgroundNotification, as: .sceneDidEnterBackground)
            observe(UIScene.willEnterForegroundNotification, as: .sceneWillEnterForeground)
            // App-level, for apps without scenes (and as a floor for those with them).
            observe(UIApplication.didEnterBackgroundNotification, as: .appDidEnterBackground)
            observe(UIApplication.willEnterForegroundNotification, as: .appWillEnterForeground)
            observe(UIAccessibility.reduceMotionStatusDidChangeNotification, as: .accessibilityChanged)
            observe(UIAccessibility.voiceOverStatusDidChangeNotification, as: .accessibilityChanged)
            observe(UIAccessibility.switchControlStatusDidChangeNotification, as: .accessibilityChanged)
            if observesMemoryWarnings {
                observe(UIApplication.didReceiveMemoryWarningNotification, as: .memoryWarning)
            }
        }

        private func observe(_ name: Notification.Name, as event: Event) {
            let token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) {
                [weak self] notification in
                // The scene notifications carry the scene as their object (Apple documentation,
                // `UIScene.didEnterBackgroundNotification`: "UIKit places the scene object in the
                // object property"); compared by identity, so nothing non-Sendable crosses over.
                let sender = notification.object.map { ObjectIdentifier($0 as AnyObject) }
                // Delivered on the main queue, as asked.
                MainActor.assumeIsolated { self?.handle(event, from: sender) }
            }
            observations.tokens.append(token)
        }

        private func handle(_ event: Event, from sender: ObjectIdentifier?) {
            switch event {
            case .sceneDidEnterBackground, .sceneWillEnterForeground:
                guard let scene, sender == ObjectIdentifier(scene) else { return }
                isSceneInBackground = event == .sceneDidEnterBackground
                updateBackgroundPause()
            case .appDidEnterBackground, .appWillEnterForeground:
                isAppInBackground = event == .appDidEnterBackground
                updateBackgroundPause()
            case .accessibilityChanged:
                updateAccessibilityPauses()
            case .memoryWarning:
                input?.handleMemoryPressure(.warning)
            }
        }

        private func updateVisibility() {
            guard drivesVisibility, let input, input.isVisible != isOnScreen else { return }
            input.isVisible = isOnScreen
        }

        private func updateBackgroundPause() {
            guard let input else { return }
            let isBackground = BackgroundState.isPaused(
                sceneIsInBackground: scene == nil ? nil : isSceneInBackground, appIsInBackground: isAppInBackground)
            set(paused: isBackground, for: .background, on: input)
        }

        /// Reduce Motion, VoiceOver and Switch Control each hold auto-scroll back while they are on:
        /// content that moves on its own is hard to follow for those users, and a scanning cursor
        /// would land on a card that slides away under it.
        private func updateAccessibilityPauses() {
            guard let input else { return }
            set(paused: UIAccessibility.isReduceMotionEnabled, for: .reduceMotion, on: input)
            set(
                paused: UIAccessibility.isVoiceOverRunning || UIAccessibility.isSwitchControlRunning,
                for: .accessibility, on: input)
        }

        private func set(paused: Bool, for reason: AutoScrollPauseReason, on input: any PagingInput) {
            if paused {
                input.pauseAutoScroll(for: reason)
            } else {
                input.resumeAutoScroll(for: reason)
            }
        }
    }

    /// The background rule, apart from the notifications.
    enum BackgroundState {
        /// Whether a scene in `state` counts as in the background: not on screen (`.background`) or
        /// not connected (`.unattached`).
        static func isBackground(_ state: UIScene.ActivationState) -> Bool {
            state == .background || state == .unattached
        }

        /// Whether auto-scroll pauses: the pager's own scene decides when it has one; without one
        /// (no window yet, or an app without scenes) the app's state does. The app in the
        /// background always pauses.
        static func isPaused(sceneIsInBackground: Bool?, appIsInBackground: Bool) -> Bool {
            appIsInBackground || sceneIsInBackground == true
        }
    }

    /// Notification-center tokens, removed when the owner goes away. A separate non-isolated object,
    /// because a main-actor class's `deinit` cannot touch its non-Sendable state in Swift 6.
    private final class NotificationObservations {
        var tokens: [any NSObjectProtocol] = []

        deinit {
            for token in tokens {
                NotificationCenter.default.removeObserver(token)
            }
        }
    }
#endif
