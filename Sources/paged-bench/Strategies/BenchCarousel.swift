import PagedKit

/// The peeking carousels the bench measures beside the full pages: cards 80 % of the viewport, 8
/// points apart, centred (390-point viewport: 312-point cards, a 320-point pitch, a 39-point inset,
/// so 31 points of each neighbour show at rest), with a scale and fade transformer applied to every
/// visible card on every tick, as a carousel's host does; and narrow cards, 45 % of the viewport,
/// whose window reaches beyond the current page's neighbours (cards under half the viewport show
/// two on a side mid-drag).
///
/// The geometry is re-stated here from rule 12 for the window oracle, without PagedKit's code.
enum BenchCarousel {
    /// The wide cards' share of the viewport.
    static let pageFraction = 0.8
    /// The narrow cards' share of the viewport.
    static let narrowPageFraction = 0.45
    static let spacing = 8.0

    /// The scale-and-fade transformer of an App Store-like carousel.
    static let transformer = PageTransformer.scale(minimumScale: 0.85).combined(with: .fade(minimumAlpha: 0.6))

    /// The configuration of a peeking container of cards `fraction` of the viewport.
    static func configuration(isLooping: Bool, fraction: Double) -> PagingConfiguration {
        PagingConfiguration(
            isLooping: isLooping, pageSize: .fraction(fraction), pageSpacing: spacing, pageAlignment: .center)
    }

    /// Rule 12's lengths for a viewport of `viewport` points.
    struct Lengths {
        let page: Double
        let pitch: Double
        let inset: Double
        /// Slot `s` overlaps the viewport at reading position `x` (in pitches) exactly when
        /// `x − reachBefore < s < x + reachAfter`: its span `[s × pitch + inset, … + page]` shares
        /// more than zero length with `[x × pitch, x × pitch + viewport]`.
        let reachBefore: Double
        let reachAfter: Double

        init(viewport: Double, fraction: Double) {
            page = fraction * viewport
            pitch = page + spacing
            inset = (viewport - page) / 2
            reachBefore = (inset + page) / pitch
            reachAfter = (viewport - inset) / pitch
        }
    }
}
