// A tap: a finger down and up at one point of a window, without moving, delivered where UIKit
// delivers it — to the view the window's hit-test finds.

extension UIWindow {
    /// Taps at `point`, in the window's coordinates, and returns the view the touch was delivered
    /// to (`nil` when the hit-test found none).
    ///
    /// The window hit-tests the point (`hitTest(_:with:)`, UIView.h 17.0: "recursively calls
    /// -pointInside:withEvent:"); the hit view hears `touchesBegan` then `touchesEnded` (UIResponder.h
    /// 18.1: "Your responder will receive either touchesEnded:withEvent: or
    /// touchesCancelled:withEvent: for each touch it is handling"), and views that do not handle them
    /// pass them up the responder chain. When the hit view is a scroll view, the touch goes through
    /// its touch down and lift (`modelTouchDown`, `modelLift`): it catches a running motion, and,
    /// without a drag, the scroll view hears `touchesEnded`.
    @_spi(UIKitModel) @discardableResult public func modelTap(at point: CGPoint) -> UIView? {
        guard let hit = hitTest(point, with: UIEvent()) else { return nil }
        if let scrollView = hit as? UIScrollView {
            scrollView.modelTouchDown(fromLeadingScreenEdge: false, atWindowPoint: point)
            scrollView.modelLift()
            return hit
        }
        let finger = UITouch()
        finger.view = hit
        finger.modelLocationInWindow = point
        hit.touchesBegan([finger], with: UIEvent())
        finger.phase = .ended
        hit.touchesEnded([finger], with: UIEvent())
        return hit
    }
}
