import PagedKit

/// The banner as a peeking carousel: cards 70 % of the viewport wide, 8 points apart, centred, so
/// that a strip of each neighbour shows beside the card at rest; PagedKit's page transformers draw
/// the neighbours narrower and dimmer the further they are from the middle.
public enum BannerCarousel {
    /// The cards' length: 70 % of the viewport's.
    public static let pageSize = PageSize.fraction(0.7)
    /// Points between neighbouring cards.
    public static let spacing = 8.0
    /// Where a resting card sits: in the middle.
    public static let alignment = PageAlignment.center
    /// The width of a card one pitch or more from the middle, as a share of a whole card.
    public static let minimumScale = 0.85
    /// The opacity of a card one pitch or more from the middle.
    public static let minimumAlpha = 0.5

    /// Scale and fade: width and opacity fall linearly from 1 at the middle to ``minimumScale`` and
    /// ``minimumAlpha`` one pitch away, and stay there beyond.
    public static let transformer = PageTransformer.scale(minimumScale: minimumScale)
        .combined(with: .fade(minimumAlpha: minimumAlpha))

    /// The look of a card `offsetInPages` pitches from the middle (what `forEachVisiblePage` reports).
    /// - Parameters:
    ///   - offsetInPages: The card's signed distance from the middle, in pitches.
    ///   - pageLength: The card's length, in points.
    /// - Returns: The card's transform: its ``PageTransform/scale`` and ``PageTransform/alpha``.
    public static func look(offsetInPages: Double, pageLength: Double) -> PageTransform {
        transformer.transform(offsetInPages: offsetInPages, pageLength: pageLength)
    }

    /// Whether a terminal draws a card dimmed: below the opacity half-way between the least and
    /// full, so that only the card nearest the middle is drawn bright (both of them at half-way).
    /// - Parameter look: The card's transform.
    public static func isDimmed(_ look: PageTransform) -> Bool {
        look.alpha < (1 + minimumAlpha) / 2 - 1e-9
    }
}
