#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// Where a page view is drawn, through its transform: which card a touch lands on when a page
    /// transformer scales, moves or turns the cards and they overlap.
    @MainActor enum DrawnPageGeometry {
        /// The point of `view`'s own coordinate system drawn at `point` of its superview's, or `nil`
        /// when no point of the view's plane is drawn there in front of the viewer.
        ///
        /// The layer's transform applies "relative to the anchor point of its bounds rect" (CALayer.h
        /// 18.0, `transform`), the centre (a page's anchor point is not changed), to row vectors
        /// (CATransform3D.h 17.0: a translation is "[1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1]"): a point
        /// `(x, y, 0, 1)` of the view's plane is drawn at `(X / W, Y / W)` of `(x, y, 0, 1) × t`. So
        /// the plane reaches the screen through the 3 × 3 matrix of rows and columns 1, 2 and 4,
        /// which this inverts.
        static func localPoint(_ point: CGPoint, in view: UIView) -> CGPoint? {
            let t = view.transform3D
            let (a, b, c) = (t.m11, t.m12, t.m14)
            let (d, e, f) = (t.m21, t.m22, t.m24)
            let (g, h, i) = (t.m41, t.m42, t.m44)
            let determinant = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
            guard determinant != 0 else { return nil }
            let centre = view.center
            let (px, py) = (point.x - centre.x, point.y - centre.y)
            // (x, y, 1) ∝ (px, py, 1) × adjugate; the factor (W) must be positive: in front.
            let x = px * (e * i - f * h) + py * (f * g - d * i) + (d * h - e * g)
            let y = px * (c * h - b * i) + py * (a * i - c * g) + (b * g - a * h)
            let w = px * (b * f - c * e) + py * (c * d - a * f) + (a * e - b * d)
            guard w != 0, (w > 0) == (determinant > 0) else { return nil }
            let bounds = view.bounds
            return CGPoint(x: bounds.midX + x / w, y: bounds.midY + y / w)
        }
    }
#endif
