/// A function from where a page is to how it looks: the page transformers of carousels (scale,
/// fade, parallax, cover flow), as a value with no UI framework.
///
/// A host calls it for every visible page on every scroll tick, with the `offsetInPages` that
/// ``PagedContainer/forEachVisiblePage(_:)`` reports and the container's
/// ``PagedContainer/pageLength``, and applies the ``PageTransform`` it returns:
///
/// ```swift
/// let transformer = PageTransformer.scale(minimumScale: 0.8).combined(with: .fade(minimumAlpha: 0.6))
///
/// func container(_ container: PagedContainer<CardView>, didScrollTo position: Double) {
///     container.forEachVisiblePage { card, _, offsetInPages in
///         card.apply(transformer.transform(offsetInPages: offsetInPages, pageLength: container.pageLength))
///     }
/// }
/// ```
///
/// The built-in transformers (``scale(minimumScale:)``, ``fade(minimumAlpha:)``,
/// ``parallax(factor:)``, ``coverFlow(maximumAngle:minimumScale:perspective:)``, ``combined(_:)``)
/// clamp their parameters once, when they are made, and allocate nothing when called: a transformer
/// is safe on the per-tick path. A custom one is as cheap as its closure.
public struct PageTransformer: Sendable {
    /// The function itself: `offsetInPages` and `pageLength` to a transform.
    private let body: @Sendable (_ offsetInPages: Double, _ pageLength: Double) -> PageTransform

    /// Creates a transformer from a function.
    ///
    /// The function is called only with a finite `offsetInPages` and a finite, non-negative
    /// `pageLength` (see ``transform(offsetInPages:pageLength:)``).
    /// - Parameter body: The page's signed distance from the alignment point in pitches (in
    ///   reading order) and the page length in points, to the page's transform.
    public init(_ body: @escaping @Sendable (_ offsetInPages: Double, _ pageLength: Double) -> PageTransform) {
        self.body = body
    }

    /// The transform of a page `offsetInPages` pitches from the alignment point.
    ///
    /// A non-finite `offsetInPages` or `pageLength` gives ``PageTransform/identity`` without
    /// calling the function; a negative `pageLength` acts as 0.
    /// - Parameters:
    ///   - offsetInPages: The page's signed distance from the alignment point in pitches, in reading
    ///     order: `0` resting there, `−1` the page before, `+0.75` the next page a quarter of a pitch
    ///     into a drag toward it.
    ///   - pageLength: The page length along the paging axis, in points.
    /// - Returns: The page's transform.
    /// - Complexity: That of the function; O(1) and allocation-free for the built-in transformers
    ///   (O(*k*) for ``combined(_:)`` of *k* transformers).
    public func transform(offsetInPages: Double, pageLength: Double) -> PageTransform {
        guard offsetInPages.isFinite, pageLength.isFinite else { return .identity }
        return body(offsetInPages, max(pageLength, 0))
    }

    /// The transformer that leaves every page as placed.
    public static let identity = PageTransformer { _, _ in .identity }
}
