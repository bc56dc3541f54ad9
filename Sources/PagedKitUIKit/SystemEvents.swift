#if canImport(UIKit) && !os(watchOS)
    import PagedKit
    import UIKit

    /// Turns system events into container calls: the app going to the background and coming back
    /// (`isVisible`), Reduce Motion and VoiceOver (auto-scroll pauses) and, for views, memory warnings.
    ///
    /// Visibility is on screen and in the foreground; the owning adapter says when it is on screen.
    @MainActor final class SystemEvents {
        private enum Event: Sendable {
            case didEnterBackground
            case willEnterForeground
            case accessibilityChanged
            case memoryWarning
        }

        /// The container to drive. Setting it applies the current state.
        weak var input: (any PagingInput)? {
            didSet {
                updateVisibility()
                updateAccessibilityPauses()
            }
        }

        /// Whether the owner is in a window (a view) or between its appearance and disappearance (a view
        /// controller).
        var isOnScreen = false {
            didSet { updateVisibility() }
        }

        private var isInForeground = true
        private let observations = NotificationObservations()

        /// - Parameter observesMemoryWarnings: Whether to forward `didReceiveMemoryWarningNotification`
        ///   as `.warning`; a view controller gets `didReceiveMemoryWarning()` instead.
        init(observesMemoryWarnings: Bool) {
            observe(UIApplication.didEnterBackgroundNotification, as: .didEnterBackground)
            observe(UIApplication.willEnterForegroundNotification, as: .willEnterForeground)
            observe(UIAccessibility.reduceMotionStatusDidChangeNotification, as: .accessibilityChanged)
            observe(UIAccessibility.voiceOverStatusDidChangeNotification, as: .accessibilityChanged)
            if observesMemoryWarnings {
                observe(UIApplication.didReceiveMemoryWarningNotification, as: .memoryWarning)
            }
        }

        private func observe(_ name: Notification.Name, as event: Event) {
            let token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) {
                [weak self] _ in
                // Delivered on the main queue, as asked.
                MainActor.assumeIsolated { self?.handle(event) }
            }
            observations.tokens.append(token)
        }

        private func handle(_ event: Event) {
            switch event {
            case .didEnterBackground:
                isInForeground = false
                updateVisibility()
            case .willEnterForeground:
                isInForeground = true
                updateVisibility()
            case .accessibilityChanged:
                updateAccessibilityPauses()
            case .memoryWarning:
                input?.handleMemoryPressure(.warning)
            }
        }

        private func updateVisibility() {
            let isVisible = isOnScreen && isInForeground
            if let input, input.isVisible != isVisible { input.isVisible = isVisible }
        }

        /// Reduce Motion and VoiceOver each hold auto-scroll back while they are on: content that moves
        /// on its own is hard to follow for those users.
        private func updateAccessibilityPauses() {
            guard let input else { return }
            set(paused: UIAccessibility.isReduceMotionEnabled, for: .reduceMotion, on: input)
            set(paused: UIAccessibility.isVoiceOverRunning, for: .accessibility, on: input)
        }

        private func set(paused: Bool, for reason: AutoScrollPauseReason, on input: any PagingInput) {
            if paused {
                input.pauseAutoScroll(for: reason)
            } else {
                input.resumeAutoScroll(for: reason)
            }
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
