/// The lengths of rule 12 for one viewport and one configuration, as a value: page length, spacing,
/// pitch and inset, and how far the viewport reaches in slots.
///
/// Reading positions count *pitches* (page length plus spacing): slot `s` rests at `s × pitch`,
/// and its page spans `[s × pitch + inset, s × pitch + inset + pageLength]` in reading coordinates
/// (right-to-left mirrors the whole content, so in reading coordinates both directions are the same).
/// With ``PageSize/fill`` and no spacing, pitch and page length are the viewport's length, the
/// inset is 0, and this is rules 1–11's geometry.
///
/// All members are O(1).
struct PageGeometry: Equatable {
    /// The viewport's length `V` along the axis, in points.
    let viewportLength: Double
    /// The page length `P`, in points.
    let pageLength: Double
    /// The spacing `S` between neighbouring pages, in points.
    let spacing: Double
    /// Where a resting page starts inside the viewport, in reading order: `(V − P) / 2` centred, 0
    /// leading.
    let inset: Double
    /// `P + S`: how far apart neighbouring pages rest.
    let pitch: Double
    /// Slot `s` overlaps the viewport at reading position `x` when `x − reachBefore < s < x + reachAfter`:
    /// `(inset + P) / pitch` and `(V − inset) / pitch`.
    let reachBefore: Double
    let reachAfter: Double

    /// The shortest page, as a fraction of the viewport: a shorter one acts as this, so the viewport
    /// never needs more than about 65 cards at once.
    static let minimumPageFraction = 1.0 / 64

    /// The geometry of viewport length `viewport` (positive, finite) under `configuration`.
    init(viewport: Double, configuration: PagingConfiguration) {
        let v = viewport
        var p: Double
        switch configuration.pageSize {
        case .fill: p = v
        case .fraction(let f): p = f.isFinite && f > 0 ? min(f, 1) * v : v
        case .fixed(let points): p = points.isFinite && points > 0 ? min(points, v) : v
        }
        p = max(p, v * Self.minimumPageFraction)
        let s = configuration.pageSpacing.isFinite ? max(0, configuration.pageSpacing) : 0
        // A spacing so large that the pitch is no longer finite acts as none.
        let spacing = (p + s).isFinite ? s : 0
        viewportLength = v
        pageLength = p
        self.spacing = spacing
        inset = configuration.pageAlignment == .center ? (v - p) / 2 : 0
        pitch = p + spacing
        reachBefore = (inset + p) / pitch
        reachAfter = (v - inset) / pitch
    }

    /// Whether pages fill the viewport edge to edge: one page per viewport, rules 1–11.
    var isFullPage: Bool { pageLength == viewportLength && spacing == 0 }

    /// The content length for `slotCount` slots: `(slotCount − 1) × pitch + V`, 0 with none (for
    /// full pages computed as `slotCount × V`, which is the same number without a rounding step).
    func contentLength(slots slotCount: Int) -> Double {
        guard slotCount > 0 else { return 0 }
        return isFullPage ? Double(slotCount) * viewportLength : Double(slotCount - 1) * pitch + viewportLength
    }

    /// The slots whose page span overlaps content of `slotCount` slots: with peeking, a looping
    /// viewport near an end of its content shows slots just past the resting ones.
    func contentSlots(slots slotCount: Int) -> Range<Int> {
        guard slotCount > 0 else { return 0..<0 }
        let length = contentLength(slots: slotCount)
        let lower = PageLayout.floorSlot(-(inset + pageLength) / pitch + Self.visibilityEpsilon) + 1
        let upper = PageLayout.floorSlot((length - inset) / pitch - Self.visibilityEpsilon) + 1
        return min(lower, 0)..<max(upper, slotCount)
    }

    /// ``visibleSlots(at:)`` limited to the slots of content of `slotCount` slots.
    func visibleSlots(at x: Double, slots slotCount: Int) -> Range<Int> {
        let visible = visibleSlots(at: x), content = contentSlots(slots: slotCount)
        let lower = max(visible.lowerBound, content.lowerBound)
        return lower..<max(lower, min(visible.upperBound, content.upperBound))
    }

    /// Overlaps thinner than this fraction of a pitch do not count as visible.
    static let visibilityEpsilon = 1e-6

    /// The slots whose page overlaps the viewport at reading position `x`; empty when the viewport
    /// shows only spacing.
    func visibleSlots(at x: Double) -> Range<Int> {
        // Relative to the whole slot: far out in long content, an epsilon added to `x` itself is lost.
        let base = PageLayout.floorSlot(x)
        let fraction = x - Double(base)
        let lower = base &+ PageLayout.floorSlot(fraction - reachBefore + Self.visibilityEpsilon) &+ 1
        let upper = base &+ PageLayout.floorSlot(fraction + reachAfter - Self.visibilityEpsilon)
        return lower..<max(lower, upper &+ 1)
    }

    /// How many points of the card in slot `slot` the viewport shows at reading position `x`: the
    /// same in either reading direction (a mirrored layout mirrors the viewport too).
    func visibleLength(ofSlot slot: Int, at x: Double) -> Double {
        let start = (Double(slot) - x) * pitch + inset
        return max(0, min(start + pageLength, viewportLength) - max(start, 0))
    }

    /// How many neighbours of a resting page are visible behind it and ahead of it (rule 12's `k`).
    var restingNeighbours: (before: Int, after: Int) {
        let slots = visibleSlots(at: 0)
        return (max(0, -slots.lowerBound), max(0, slots.upperBound - 1))
    }

    /// The positions in `[0, 1)` of a slot where ``visibleSlots(at:)`` changes, as fractions of a slot.
    var visibilityBreaks: (lower: Double, upper: Double) {
        func fraction(_ v: Double) -> Double { v - Double(PageLayout.floorSlot(v)) }
        return (fraction(reachBefore - Self.visibilityEpsilon), fraction(-reachAfter + Self.visibilityEpsilon))
    }
}
