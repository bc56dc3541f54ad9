#if canImport(UIKit) && !os(watchOS)
    import UIKit
    #if canImport(UIKit.UIGestureRecognizerSubclass)
        import UIKit.UIGestureRecognizerSubclass
    #endif

    /// Hears every finger that touches the pager, wherever it lands, and never recognizes anything.
    ///
    /// A scroll view's own `touchesBegan` hears only touches hit-tested to it or passed up the
    /// responder chain by its content: a control on a page (UIControl.h: `beginTrackingWithTouch:`)
    /// or a SwiftUI page keeps its touches, and content touches are delayed (UIScrollView.h:
    /// `delaysContentTouches` "default is YES"). A gesture recognizer on the scroll view sees them all,
    /// before the view they were hit-tested to (UIGestureRecognizerSubclass.h: "UIGestureRecognizers
    /// aren't in the responder chain, but observe touches hit-tested to their view and their view's
    /// subviews // UIGestureRecognizers receive touches before the view to which the touch was
    /// hit-tested").
    ///
    /// It stays out of the way: it cancels and delays nothing (`cancelsTouchesInView`,
    /// `delaysTouchesEnded` off), never recognizes (so it prevents nothing), cannot be prevented (so
    /// the scroll view's pan recognizing does not fail it, UIGestureRecognizerSubclass.h:
    /// `canBePreventedByGestureRecognizer:`, "same behavior as the equivalent delegate methods"), and
    /// fails when the last finger lifts.
    @MainActor final class TouchObserver: UIGestureRecognizer {
        /// The first finger touched down.
        var fingerDown: (() -> Void)?
        /// The last finger lifted or was cancelled.
        var fingersLifted: (() -> Void)?

        private var fingers = 0

        /// Sets the recognizer up to observe only; call once after creating it.
        func observeOnly() {
            cancelsTouchesInView = false
            delaysTouchesBegan = false
            delaysTouchesEnded = false
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            let wasUp = fingers == 0
            fingers += touches.count
            if wasUp { fingerDown?() }
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
            lift(touches.count)
        }

        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesCancelled(touches, with: event)
            lift(touches.count)
        }

        private func lift(_ count: Int) {
            guard fingers > 0 else { return }
            fingers = max(0, fingers - count)
            guard fingers == 0 else { return }
            state = .failed
            fingersLifted?()
        }

        override func reset() {
            super.reset()
            fingers = 0
        }

        override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }
#endif
