import PagedKit

/// Rule 12's geometry, restated from the contract's text for the reference model (never from the
/// container's `PageGeometry`): the page length `P`, the spacing `S`, the pitch `P + S` and the
/// inset of a resting page, for one viewport length `V`.
///
/// - `.fill`: `P = V`; `.fraction(f)`: `f × V`, `f` clamped into (0, 1]; `.fixed(p)`: `min(p, V)`;
///   a non-finite or non-positive fraction or point count means `.fill`. `PagingConfiguration`
///   documents one more bound: a page shorter than `V / 64` acts as `V / 64`.
/// - Spacing: negative or non-finite is 0.
/// - Inset: `(V − P) / 2` for `.center`, 0 for `.leading`.
struct ModelGeometry: Equatable {
    let viewport: Double
    let page: Double
    let spacing: Double
    let pitch: Double
    let inset: Double

    init(configuration: PagingConfiguration, viewport: Double) {
        self.init(
            size: configuration.pageSize, spacing: configuration.pageSpacing,
            alignment: configuration.pageAlignment, viewport: viewport)
    }

    init(size: PageSize, spacing rawSpacing: Double, alignment: PageAlignment, viewport: Double) {
        self.viewport = viewport
        var length = viewport
        switch size {
        case .fill: break
        case .fraction(let fraction):
            if fraction.isFinite, fraction > 0 { length = min(fraction, 1) * viewport }
        case .fixed(let points):
            if points.isFinite, points > 0 { length = min(points, viewport) }
        }
        page = max(length, viewport / 64)
        spacing = rawSpacing.isFinite && rawSpacing > 0 ? rawSpacing : 0
        pitch = page + spacing
        inset = alignment == .center ? (viewport - page) / 2 : 0
    }

    /// How far, in pitches, a slot may be behind the viewport's reading position and still share
    /// more than zero length with it: slot `s` overlaps when `s > x − behind` and `s < x + ahead`.
    var behind: Double { (inset + page) / pitch }
    var ahead: Double { (viewport - inset) / pitch }

    /// The overlap tolerance, in pitches (1e-6 of a pitch).
    static let overlapTolerance = 1e-6

    /// The neighbours visible beside a resting page: after it, and before it.
    var forwardPeeks: Int { max(0, Self.largestBelow(ahead - Self.overlapTolerance)) }
    var backwardPeeks: Int { max(0, Self.largestBelow(behind - Self.overlapTolerance)) }
    /// Whether a resting page shows any neighbour.
    var peeks: Bool { forwardPeeks > 0 || backwardPeeks > 0 }

    /// The largest integer strictly below `x`.
    static func largestBelow(_ x: Double) -> Int {
        Int((x.rounded(.up) - 1).clamped(to: -1e15...1e15))
    }

    /// Rule 12's placement: the lower coordinate (frame origin) of slot `slot` in content of
    /// `contentLength` points, mirrored right-to-left.
    func lowerCoordinate(ofSlot slot: Double, contentLength: Double, reversed: Bool) -> Double {
        let start = slot * pitch + inset
        return reversed ? contentLength - (start + page) : start
    }

    /// The content length of `slots` slots: `(slots − 1) × pitch + V` (0 when empty).
    func contentLength(slots: Int) -> Double {
        slots <= 0 ? 0 : Double(slots - 1) * pitch + viewport
    }
}

extension Double {
    fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
