#if canImport(UIKit) && !os(watchOS)
    import PagedKit
    import UIKit

    /// The visible page views of a pager, as its non-generic parts see them.
    @MainActor protocol VisiblePageViews: AnyObject {
        /// Calls `body` for every placed page instance that overlaps the viewport, in reading order,
        /// with its view, its page index and its `offsetInPages` (`PagedContainer.forEachVisiblePage`).
        func forEachVisiblePageView(_ body: (_ view: UIView, _ index: Int, _ offsetInPages: Double) -> Void)
    }

    /// Applies a ``PageTransformer`` to the visible page views, and takes it off again.
    ///
    /// While a transformer is set, the pager owns each visible page view's `transform3D`, `alpha`
    /// and `layer.zPosition`; a page that leaves the viewport, is removed, or outlives the
    /// transformer gets the identity, alpha 1 and z position 0 back.
    @MainActor final class PageTransformRenderer {
        /// The transformer; `nil` leaves the pages as placed.
        var transformer: PageTransformer?

        /// The views the last update transformed, and the ones the update under way transforms
        /// (swapped after each update; both keep their capacity, so a tick allocates nothing once
        /// they have grown to the number of visible pages).
        private var transformed: [UIView] = []
        private var transforming: [UIView] = []

        /// Transforms every visible page for where it is now, and resets the pages transformed
        /// before that are no longer visible.
        /// - Parameters:
        ///   - pages: The visible page views.
        ///   - pageLength: The page length along the axis, in points.
        ///   - axis: The paging axis.
        ///   - direction: The reading order (right-to-left mirrors translation and rotation).
        /// - Complexity: O(v²) for `v` visible pages (v is a handful), plus the visible-page walk.
        func update(
            pages: any VisiblePageViews, pageLength: Double, axis: PagingAxis, direction: PagingDirection
        ) {
            guard let transformer else {
                resetAll()
                return
            }
            transforming.removeAll(keepingCapacity: true)
            pages.forEachVisiblePageView { view, _, offsetInPages in
                let transform = transformer.transform(offsetInPages: offsetInPages, pageLength: pageLength)
                Self.apply(transform, to: view, axis: axis, direction: direction)
                transforming.append(view)
            }
            for view in transformed where !transforming.contains(where: { $0 === view }) {
                Self.reset(view)
            }
            swap(&transformed, &transforming)
            transforming.removeAll(keepingCapacity: true)
        }

        /// Resets `view` if this renderer transformed it (the pager is removing it).
        func pageWillBeRemoved(_ view: UIView) {
            guard let index = transformed.firstIndex(where: { $0 === view }) else { return }
            transformed.remove(at: index)
            Self.reset(view)
        }

        /// Resets every view this renderer transformed.
        private func resetAll() {
            for view in transformed { Self.reset(view) }
            transformed.removeAll(keepingCapacity: true)
        }

        /// Gives `view` the transform: `transform3D` (UIView.h 17.0: `@property(nonatomic)
        /// CATransform3D transform3D API_AVAILABLE(ios(13.0),tvos(13.0)); // default is
        /// CATransform3DIdentity. animatable. Please use this property instead of the transform
        /// property on the layer`), `alpha` (UIView.h: "animatable. default is 1.0") and the layer's
        /// `zPosition` (CALayer.h 18.0: "The Z component of the layer's position in its superlayer.
        /// Defaults to zero. Animatable.").
        static func apply(_ transform: PageTransform, to view: UIView, axis: PagingAxis, direction: PagingDirection) {
            view.transform3D = matrix(for: transform, axis: axis, direction: direction)
            view.alpha = CGFloat(transform.alpha)
            view.layer.zPosition = CGFloat(transform.zPosition)
        }

        /// Gives `view` back the identity transform, alpha 1 and z position 0.
        static func reset(_ view: UIView) {
            view.transform3D = CATransform3DIdentity
            view.alpha = 1
            view.layer.zPosition = 0
        }

        /// The view transform of `transform`: scale, then rotation, then perspective, then the
        /// translation, as `S × R × P × T` in Core Animation's row-vector convention (CATransform3D.h
        /// 17.0: `CATransform3DConcat` "t' = a * b"; a translation is "[1 0 0 0; 0 1 0 0; 0 0 1 0;
        /// tx ty tz 1]"). The layer's transform applies "relative to the anchor point of its bounds
        /// rect" (CALayer.h 18.0), the page's centre.
        ///
        /// - `S` scales the screen plane by `scale`.
        /// - `R` rotates by the reading-order `rotation` about the axis perpendicular to the paging
        ///   axis. Horizontally, left-to-right, it is `CATransform3DMakeRotation(rotation, 0, 1, 0)`;
        ///   right-to-left and vertical paging are reflections of that layout (x ↦ −x, and x ↔ y),
        ///   which turn the rotation the other way: `−rotation` about y, and `−rotation` about x. So
        ///   a negative rotation (a cover flow's following page) takes the edge facing the previous
        ///   page away from the viewer in every layout.
        /// - `P` sets `m34 = −1 / perspective` when `perspective > 0` (Core Animation Programming
        ///   Guide, listing "Adding a perspective transform to a parent layer":
        ///   `perspective.m34 = -1.0/eyePosition;`); the vanishing point is the page's centre.
        /// - `T` moves by `translation` along the paging axis, mirrored right-to-left. Applied after
        ///   the projection, it moves the drawn page by exactly that many points.
        static func matrix(for transform: PageTransform, axis: PagingAxis, direction: PagingDirection)
            -> CATransform3D
        {
            let scale = CGFloat(transform.scale)
            let perspective = transform.perspective > 0 ? -1 / CGFloat(transform.perspective) : 0
            let mirrored = axis == .vertical || direction == .rightToLeft
            let angle = CGFloat(mirrored ? -transform.rotation : transform.rotation)
            let translation = CGFloat(
                axis == .horizontal && direction == .rightToLeft ? -transform.translation : transform.translation)
            let cosine = cos(angle)
            let sine = sin(angle)
            var m = CATransform3DIdentity
            switch axis {
            case .horizontal:
                // S × R_y: rows (s·cos, 0, −s·sin, 0), (0, s, 0, 0), (sin, 0, cos, 0), (0, 0, 0, 1).
                m.m11 = scale * cosine
                m.m13 = -(scale * sine)
                m.m22 = scale
                m.m31 = sine
                m.m33 = cosine
                // × P: the fourth column gains the third times m34.
                m.m14 = m.m13 * perspective
                m.m34 = m.m33 * perspective
                // × T: the first column gains the fourth times the translation.
                m.m11 += m.m14 * translation
                m.m31 += m.m34 * translation
                m.m41 = translation
            case .vertical:
                // S × R_x: rows (s, 0, 0, 0), (0, s·cos, s·sin, 0), (0, −sin, cos, 0), (0, 0, 0, 1).
                m.m11 = scale
                m.m22 = scale * cosine
                m.m23 = scale * sine
                m.m32 = -sine
                m.m33 = cosine
                m.m24 = m.m23 * perspective
                m.m34 = m.m33 * perspective
                // × T: the second column gains the fourth times the translation.
                m.m22 += m.m24 * translation
                m.m32 += m.m34 * translation
                m.m42 = translation
            }
            return m
        }
    }
#endif
