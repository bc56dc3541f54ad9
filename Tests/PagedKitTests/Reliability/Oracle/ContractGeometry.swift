import PagedKit

/// Rule 12's numbers for one configuration and viewport, restated from the contract's sentences for
/// ``ContractOracle`` (it shares nothing with the engine's geometry nor with ``ModelGeometry``):
///
/// - "The page length `P` is `V` for `.fill`, `f × V` for `.fraction(f)` (f clamped into (0, 1]),
///   `min(points, V)` for `.fixed(points)`; a non-finite or non-positive fraction or point count
///   means `.fill`." `PagingConfiguration`'s public documentation adds one bound: a page shorter
///   than `V / 64` acts as `V / 64`.
/// - "Spacing `S` (negative or non-finite: 0). The pitch is `P + S`; the inset is `(V − P) / 2` for
///   `.center` and `0` for `.leading`."
///
/// Everything else the oracle derives works in *reading coordinates*: distances along the content
/// in reading order, so that right-to-left is the same picture mirrored ("what would span `[a, b]`
/// spans `[L − b, L − a]`"). A page whose reading start is `s` sits in slot `(s − inset) / pitch`;
/// the viewport whose reading start is `v` has its alignment point at slot `v / pitch`.
struct ContractGeometry: Equatable {
    let viewport: Double
    let pageLength: Double
    let pitch: Double
    let inset: Double
    let isReversed: Bool

    init(configuration: PagingConfiguration, viewport: Double) {
        self.viewport = viewport
        var length = viewport
        switch configuration.pageSize {
        case .fill:
            break
        case .fraction(let f) where f.isFinite && f > 0:
            length = Swift.min(f, 1) * viewport
        case .fixed(let points) where points.isFinite && points > 0:
            length = Swift.min(points, viewport)
        default:
            break
        }
        pageLength = Swift.max(length, viewport / 64)
        let spacing = configuration.pageSpacing
        pitch = pageLength + (spacing.isFinite && spacing > 0 ? spacing : 0)
        inset = configuration.pageAlignment == .center ? (viewport - pageLength) / 2 : 0
        isReversed = configuration.direction == .rightToLeft
    }

    /// The reading start of a page placed with its lower edge at `x` in content `contentLength` long.
    func readingStart(ofPlacementAt x: Double, contentLength: Double) -> Double {
        isReversed ? contentLength - x - pageLength : x
    }

    /// The reading start of the viewport at host offset `offset`.
    func viewportStart(atOffset offset: Double, contentLength: Double) -> Double {
        isReversed ? contentLength - offset - viewport : offset
    }

    /// The host offset that puts the viewport's reading start at `start`.
    func offset(forViewportStart start: Double, contentLength: Double) -> Double {
        isReversed ? contentLength - start - viewport : start
    }

    /// How many slots content `contentLength` long holds: `L = (slots − 1) × pitch + V`.
    func slotCount(contentLength: Double) -> Double {
        contentLength <= 0 ? 0 : (contentLength - viewport) / pitch + 1
    }

    /// How much of a page whose reading start is `start` the viewport starting at `viewportStart`
    /// shows, in points (negative: the gap between them).
    func overlap(pageStart start: Double, viewportStart: Double) -> Double {
        Swift.min(start + pageLength, viewportStart + viewport) - Swift.max(start, viewportStart)
    }
}
