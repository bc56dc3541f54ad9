/// The current page and the position segment for one stretch of the reading position: between the
/// same two slots, nearest the same slot. It belongs to the layout it was made in: changing
/// `PagedContainer.layout` drops it.
struct PositionCache {
    var lowerSlot: Int
    var nearestSlot: Int
    var currentPage: Int
    var segment: PageLayout.Segment
    /// Reading positions strictly between these two are *steady*: a tick there, with the window made
    /// for ``steadyWindowKey``, changes only the reading position and the position
    /// (`PagedContainer.applySteadyScroll(_:)`).
    var steadyLower: Double
    var steadyUpper: Double
    /// `PageWindow.key(at:geometry:)` everywhere between the steady bounds.
    var steadyWindowKey: PageWindow.Key
}

extension PositionCache {
    /// How close to a whole slot a steady reading position may come, in slots: far more than
    /// `reading(forOffset:)` snaps (1e-6 of a slot, or 4 ulps of an offset, under 1/1000 of a slot
    /// for any content of at most `maximumPageCount` slots).
    static let steadyMargin = 1.0 / 64
    /// How far from a visibility change a steady reading position stays, in slots.
    static let breakMargin = 1e-4

    /// The cache for the half slot `lowerSlot`…`nearestSlot` of `layout`, made at reading position
    /// `x`. Its steady stretch is the part of that half slot around `x` where the visible slots do
    /// not change, without its ends, at least ``steadyMargin`` from a whole slot, inside the reading
    /// margin (where `reading(forOffset:)` clamps nothing) and, looping, away from the edges where a
    /// drag re-centres (`recentreIfNearEdge()`).
    init(
        layout: PageLayout, geometry: PageGeometry, x: Double, lowerSlot: Int, nearestSlot: Int, currentPage: Int,
        segment: PageLayout.Segment
    ) {
        self.lowerSlot = lowerSlot
        self.nearestSlot = nearestSlot
        self.currentPage = currentPage
        self.segment = segment
        let slot = Double(lowerSlot)
        let isLowerHalf = nearestSlot == lowerSlot
        var lower = isLowerHalf ? slot + Self.steadyMargin : slot + 0.5
        var upper = isLowerHalf ? slot + 0.5 : slot + 1 - Self.steadyMargin
        // Where a card enters or leaves the viewport inside the half slot (rule 12's peeking): the
        // stretch ends there too, a hair before, so the key is the same all along it.
        let breaks = geometry.visibilityBreaks
        func cut(at fraction: Double) {
            let point = slot + fraction
            guard point > lower, point < upper else { return }
            if x < point {
                upper = min(upper, point - Self.breakMargin)
            } else {
                lower = max(lower, point + Self.breakMargin)
            }
        }
        if !geometry.isFullPage {
            cut(at: breaks.lower)
            cut(at: breaks.upper)
        }
        let readingMargin = Double(PageLayout.readingMargin)
        lower = max(lower, -readingMargin)
        upper = min(upper, Double(layout.slotCount) + readingMargin)
        if layout.isLooping {
            let edge = Double(PageLayout.loopingEdgeMargin)
            lower = max(lower, edge)
            upper = min(upper, Double(layout.slotCount - 1) - edge)
        }
        steadyLower = lower
        steadyUpper = upper
        steadyWindowKey = PageWindow.key(at: (lower + upper) / 2, geometry: geometry)
    }
}
