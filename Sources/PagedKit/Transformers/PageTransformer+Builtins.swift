extension PageTransformer {
    /// Shrinks the pages beside the alignment point: scale 1 at offset 0, falling linearly to
    /// `minimumScale` at one page away and staying there beyond.
    ///
    /// With `t = min(|offsetInPages|, 1)`: `scale = 1 − (1 − minimumScale) × t` (exactly
    /// `minimumScale` when `t` is 1). Every other property is the identity's.
    /// - Parameter minimumScale: The scale of a page one page or more away, clamped into `[0, 1]`;
    ///   NaN means the default. Default 0.8.
    /// - Returns: The transformer.
    public static func scale(minimumScale: Double = 0.8) -> PageTransformer {
        let minimum = clamped(minimumScale, 0...1, orIfNaN: 0.8)
        return PageTransformer { offset, _ in PageTransform(scale: falloff(offset, to: minimum)) }
    }

    /// Fades the pages beside the alignment point: alpha 1 at offset 0, falling linearly to
    /// `minimumAlpha` at one page away and staying there beyond.
    ///
    /// With `t = min(|offsetInPages|, 1)`: `alpha = 1 − (1 − minimumAlpha) × t` (exactly
    /// `minimumAlpha` when `t` is 1). Every other property is the identity's.
    /// - Parameter minimumAlpha: The alpha of a page one page or more away, clamped into `[0, 1]`;
    ///   NaN means the default. Default 0.5.
    /// - Returns: The transformer.
    public static func fade(minimumAlpha: Double = 0.5) -> PageTransformer {
        let minimum = clamped(minimumAlpha, 0...1, orIfNaN: 0.5)
        return PageTransformer { offset, _ in PageTransform(alpha: falloff(offset, to: minimum)) }
    }

    /// Makes each page's content lag behind its frame, the parallax of a photo pager: the content
    /// moves back by `factor` of the distance the page has moved from the alignment point.
    ///
    /// `translation = −offsetInPages × pageLength × factor`, in reading order, for every offset (no
    /// clamping: a page two away lags twice as far). The host translates the page's content, not
    /// its frame. Every other property is the identity's.
    /// - Parameter factor: How much the content lags, clamped into `[0, 1]`: 0 moves it with the
    ///   page, 1 holds it still on the screen; NaN means the default. Default 0.5.
    /// - Returns: The transformer.
    public static func parallax(factor: Double = 0.5) -> PageTransformer {
        let factor = clamped(factor, 0...1, orIfNaN: 0.5)
        return PageTransformer { offset, pageLength in PageTransform(translation: -offset * pageLength * factor) }
    }

    /// Turns the pages beside the alignment point away from the viewer, as a cover flow: the side
    /// pages rotate, shrink and sink behind the middle one.
    ///
    /// With `c = min(max(offsetInPages, −1), 1)` and `t = |c|`:
    /// - `rotation = −c × maximumAngle` (so a following page turns by `−maximumAngle`),
    /// - `scale = 1 − (1 − minimumScale) × t`, as ``scale(minimumScale:)``,
    /// - `zPosition = −|offsetInPages|` (unclamped: nearer pages are drawn above farther ones),
    /// - `perspective` as given, alpha 1 and translation 0.
    /// - Parameters:
    ///   - maximumAngle: The rotation of a page one page or more away, in radians, clamped into
    ///     `[0, π/2]`; NaN means the default. Default `π/4`.
    ///   - minimumScale: The scale of a page one page or more away, clamped into `[0, 1]`; NaN means
    ///     the default. Default 0.9.
    ///   - perspective: The eye distance in points; a negative or infinite one means none (0), NaN
    ///     the default. Default 500.
    /// - Returns: The transformer.
    public static func coverFlow(
        maximumAngle: Double = .pi / 4, minimumScale: Double = 0.9, perspective: Double = 500
    ) -> PageTransformer {
        let angle = clamped(maximumAngle, 0...(.pi / 2), orIfNaN: .pi / 4)
        let minimum = clamped(minimumScale, 0...1, orIfNaN: 0.9)
        let eye = perspective.isNaN ? 500 : (perspective.isFinite ? max(perspective, 0) : 0)
        return PageTransformer { offset, _ in
            let clampedOffset = min(max(offset, -1), 1)
            return PageTransform(
                scale: falloff(offset, to: minimum), rotation: -clampedOffset * angle, perspective: eye,
                zPosition: -abs(offset))
        }
    }

    /// `value` clamped into `range`, or `fallback` when it is NaN.
    private static func clamped(_ value: Double, _ range: ClosedRange<Double>, orIfNaN fallback: Double) -> Double {
        value.isNaN ? fallback : min(max(value, range.lowerBound), range.upperBound)
    }

    /// `1 − (1 − minimum) × min(|offset|, 1)`, exactly `minimum` from one page away.
    private static func falloff(_ offset: Double, to minimum: Double) -> Double {
        let t = min(abs(offset), 1)
        return t >= 1 ? minimum : 1 - (1 - minimum) * t
    }
}
