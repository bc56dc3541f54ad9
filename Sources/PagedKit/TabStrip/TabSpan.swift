/// A stretch of a tab strip along its axis: a tab, or the indicator under the tabs.
public struct TabSpan: Sendable, Equatable {
    /// Where the span starts (its lower coordinate, in either reading direction), in points.
    public var origin: Double
    /// How long it is, in points.
    public var length: Double

    /// Creates a span.
    /// - Parameters:
    ///   - origin: The lower coordinate, in points.
    ///   - length: The length, in points.
    public init(origin: Double, length: Double) {
        self.origin = origin
        self.length = length
    }

    /// The upper coordinate: `origin + length`.
    public var end: Double { origin + length }
    /// The middle: `origin + length / 2`.
    public var center: Double { origin + length / 2 }

    /// The span `fraction` of the way from `self` to `other`, origin and length linearly; exactly
    /// `self` at 0.
    func interpolated(to other: TabSpan, _ fraction: Double) -> TabSpan {
        TabSpan(
            origin: origin + (other.origin - origin) * fraction, length: length + (other.length - length) * fraction)
    }

    /// The smallest span covering both.
    func union(_ other: TabSpan) -> TabSpan {
        let lower = min(origin, other.origin)
        return TabSpan(origin: lower, length: max(end, other.end) - lower)
    }
}
