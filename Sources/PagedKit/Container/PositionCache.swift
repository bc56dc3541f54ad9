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
    /// How close to a whole slot a steady reading position may come, in slots, in content of
    /// `slotCount` slots of `pitch` points: 16 times what `reading(forOffset:)` snaps there (1e-6 of
    /// a slot, or 4 ulps of the offset), and at least 1/4096 of a slot (0.08 points of a 320-point
    /// page). That is 1/4096 of a slot in content of up to about 2^34 slots, and about
    /// 1/64 at most: at `maximumPageCount` slots, 4 ulps of an offset are about 2^-10 of a pitch.
    ///
    /// Issue 35: a constant 1/64 sent every tick within 5 points of a resting offset (the start
    /// of each drag, the end of each deceleration) down the full path.
    static func steadyMargin(slotCount: Int, pitch: Double) -> Double {
        let farthest = Double(slotCount + PageLayout.readingMargin + 1) * pitch
        let snap = max(1e-6, 4 * farthest.ulp / pitch)
        return max(1.0 / 4096, 16 * snap)
    }
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
        let margin = Self.steadyMargin(slotCount: layout.slotCount, pitch: geometry.pitch)
        var lower = isLowerHalf ? slot + margin : slot + 0.5
        var upper = isLowerHalf ? slot + 0.5 : slot + 1 - margin
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
