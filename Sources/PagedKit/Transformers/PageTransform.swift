/// How one page looks at one moment of a scroll: the description a ``PageTransformer`` computes
/// from the page's ``PagedContainer/forEachVisiblePage(_:)`` offset, for a host to apply to the
/// page's view (a `CATransform3D`, an `alpha`, a `zPosition`).
///
/// It is a plain value with no UI framework: the host decides how to draw it. Lengths are in points
/// and along the paging axis, angles in radians. ``translation`` and ``rotation`` are in *reading
/// order*, as `offsetInPages` is: a host paging right-to-left mirrors them (negates the horizontal
/// translation and the rotation) when it builds its view transform.
///
/// The identity (``identity``, the default of every property) leaves the page as placed.
public struct PageTransform: Sendable, Equatable {
    /// The page's scale about its centre, in both directions of the screen plane; `1` is its
    /// natural size. Default 1.
    public var scale: Double
    /// The page's opacity, from 0 (invisible) to 1 (opaque). Default 1.
    public var alpha: Double
    /// How far the page's content moves along the paging axis, in points, in reading order (a
    /// positive translation moves it toward the pages that follow). Default 0.
    public var translation: Double
    /// The page's rotation in radians about the screen-plane axis perpendicular to the paging axis
    /// (the y-axis when paging horizontally, the x-axis when paging vertically), in reading order:
    /// what a cover flow turns. Default 0.
    public var rotation: Double
    /// The eye's distance from the screen in points for the rotation's perspective (the host sets
    /// its transform's `m34` to `−1 / perspective`); 0 means no perspective. Default 0.
    public var perspective: Double
    /// Where the page sits in depth among its neighbours: larger is nearer the viewer. Default 0.
    public var zPosition: Double

    /// The transform that leaves a page as placed: scale 1, alpha 1, and every other property 0.
    public static let identity = PageTransform()

    /// Creates a transform; every property defaults to the identity's.
    /// - Parameters:
    ///   - scale: The scale about the page's centre. Default 1.
    ///   - alpha: The opacity. Default 1.
    ///   - translation: The move along the paging axis in points, in reading order. Default 0.
    ///   - rotation: The rotation in radians about the axis perpendicular to the paging axis, in
    ///     reading order. Default 0.
    ///   - perspective: The eye distance in points; 0 for none. Default 0.
    ///   - zPosition: The depth among neighbours. Default 0.
    public init(
        scale: Double = 1, alpha: Double = 1, translation: Double = 0, rotation: Double = 0,
        perspective: Double = 0, zPosition: Double = 0
    ) {
        self.scale = scale
        self.alpha = alpha
        self.translation = translation
        self.rotation = rotation
        self.perspective = perspective
        self.zPosition = zPosition
    }

    /// This transform followed by `other`: scales and alphas multiply, translations, rotations and
    /// z-positions add, and the stronger perspective's eye distance (the larger) is kept.
    ///
    /// ``identity`` is neutral on either side for transforms whose perspective is not negative.
    /// - Parameter other: The transform to apply after this one.
    /// - Returns: The composed transform.
    public func combined(with other: PageTransform) -> PageTransform {
        PageTransform(
            scale: scale * other.scale, alpha: alpha * other.alpha, translation: translation + other.translation,
            rotation: rotation + other.rotation, perspective: max(perspective, other.perspective),
            zPosition: zPosition + other.zPosition)
    }
}
