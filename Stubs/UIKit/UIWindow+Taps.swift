// A tap: a finger down and up at one point of a window, without moving, delivered where UIKit
// delivers it — to the view the window's hit-test finds, after the gesture recognizers above it.

extension UIWindow {
    /// Taps at `point`, in the window's coordinates, and returns the view the touch was hit-tested
    /// to (`nil` when the hit-test found none).
    ///
    /// The window hit-tests the point (`hitTest(_:with:)`, UIView.h 17.0: "recursively calls
    /// -pointInside:withEvent:"). Inside a scroll view the touch goes through that scroll view's
    /// touch down and lift (`modelTouchDown`, `modelLift`: it catches a running motion, and the
    /// recognizers and the hit view hear the touch as UIScrollView+Touches.swift describes).
    /// Elsewhere the recognizers attached to the hit view and its ancestors hear it first
    /// (UIGestureRecognizerSubclass.h: "UIGestureRecognizers receive touches before the view to which
    /// the touch was hit-tested"), then the hit view hears `touchesBegan` then `touchesEnded`
    /// (UIResponder.h 18.1: "Your responder will receive either touchesEnded:withEvent: or
    /// touchesCancelled:withEvent: for each touch it is handling"), and views that do not handle them
    /// pass them up the responder chain.
    @_spi(UIKitModel) @discardableResult public func modelTap(at point: CGPoint) -> UIView? {
        guard let hit = hitTest(point, with: UIEvent()) else { return nil }
        var ancestor: UIView? = hit
        while let current = ancestor {
            if let scrollView = current as? UIScrollView {
                scrollView.modelTouchDown(fromLeadingScreenEdge: false, atWindowPoint: point)
                scrollView.modelLift()
                return hit
            }
            ancestor = current.superview
        }
        let finger = UITouch()
        finger.view = hit
        finger.modelLocationInWindow = point
        let recognizers = UIScrollView.modelRecognizers(above: hit)
        for recognizer in recognizers { recognizer.modelDeliver(.began, finger) }
        hit.touchesBegan([finger], with: UIEvent())
        finger.phase = .ended
        for recognizer in recognizers { recognizer.modelDeliver(.ended, finger) }
        for recognizer in recognizers { recognizer.modelTouchesDidFinish() }
        hit.touchesEnded([finger], with: UIEvent())
        return hit
    }
}
