/// Maps reading slots to logical pages and back: the geometry of the content, as a value.
///
/// A *reading slot* is a page-sized slot of the content counted in reading order (slot 0 holds the
/// first page at rest, left-to-right and not looping). The layout is an *anchor* — one slot and the
/// page in it — and an affine run of pages on each side of it. At rest both runs continue the anchor
/// (`page = anchorPage + (slot − anchorSlot)`), which is rule 2's placement. An animated jump
/// *splices* the target into the slot next to the anchor by giving one side a shift, so no page
/// between the start and the target ever has a slot (rule 5). When looping, pages repeat modulo
/// `pageCount` and the content is a constant ``loopingSlotCount`` slots.
///
/// All members are O(1).
struct PageLayout: Equatable {
    /// The content length, in pages, when looping with two or more pages.
    static let loopingSlotCount = 64
    /// The slot a looping layout puts the resting page in after re-centring.
    static let loopingMiddleSlot = 32
    /// Looping content is re-centred during a drag when the viewport comes this close to an end:
    /// farther than the largest window reaches, so every window slot lies inside the content.
    static let loopingEdgeMargin = PagingConfiguration.maximumLoopingRadius + 2
    /// How far outside the content, in slots, a reading position may lie: more than a bounce can
    /// reveal. A host offset beyond reads as this far.
    static let readingMargin = 4
    /// Where cached pages that have no slot inside the content are placed: this many slots before
    /// the content's first slot, one slot apart, where no viewport can reach.
    static let parkingSlot = -1_000_000

    private(set) var pageCount: Int
    /// Whether pages repeat; never true with fewer than two pages.
    private(set) var isLooping: Bool
    private(set) var anchorSlot: Int
    private(set) var anchorPage: Int
    /// Added to the page index of every slot after the anchor.
    private(set) var forwardShift: Int = 0
    /// Added to the page index of every slot before the anchor.
    private(set) var backwardShift: Int = 0

    /// The resting layout with `page` in its slot: slot `page` without looping, the middle slot
    /// with looping.
    init(pageCount: Int, isLooping: Bool, restingOn page: Int) {
        self.pageCount = max(0, pageCount)
        self.isLooping = isLooping && pageCount >= 2
        self.anchorPage = self.pageCount == 0 ? 0 : min(max(page, 0), self.pageCount - 1)
        self.anchorSlot = self.isLooping ? Self.loopingMiddleSlot : anchorPage
        self.slotCount = self.isLooping ? Self.loopingSlotCount : self.pageCount
    }

    /// The number of slots in the content: `pageCount` at rest without looping, fewer while a splice
    /// is compacted, ``loopingSlotCount`` when looping.
    private(set) var slotCount: Int

    /// Whether an animated jump's splice is in place.
    var isSpliced: Bool { forwardShift != 0 || backwardShift != 0 }

    /// The page in reading slot `slot`, or `nil` where there is none (beyond the ends, not looping).
    func page(atSlot slot: Int) -> Int? {
        guard pageCount > 0 else { return nil }
        let distance = slot &- anchorSlot
        let shift = distance > 0 ? forwardShift : (distance < 0 ? backwardShift : 0)
        let raw = anchorPage &+ distance &+ shift
        if isLooping { return Self.wrap(raw, pageCount) }
        return raw >= 0 && raw < pageCount ? raw : nil
    }

    /// The slot holding `page` nearest to reading position `x`, or `nil` if no slot holds it.
    /// Ties go to `preferred` when it is one of them, else to the forward slot.
    func slot(of page: Int, near x: Double, preferring preferred: Int? = nil) -> Int? {
        guard page >= 0, page < pageCount else { return nil }
        if page == anchorPage && !isLooping { return anchorSlot }
        let relative = x - Double(anchorSlot)
        var best: Int? = isLooping && page == anchorPage ? 0 : nil
        // The forward side holds distance d > 0 with page = anchorPage + d + forwardShift (mod n).
        if let d = nearestDistance(base: page - anchorPage - forwardShift, near: relative, lower: 1, upper: nil) {
            best = Self.closer(best, d, to: relative, preferring: preferred.map { $0 &- anchorSlot })
        }
        if let d = nearestDistance(base: page - anchorPage - backwardShift, near: relative, lower: nil, upper: -1) {
            best = Self.closer(best, d, to: relative, preferring: preferred.map { $0 &- anchorSlot })
        }
        return best.map { anchorSlot + $0 }
    }

    /// The contiguous range of slots that hold a page; unbounded (nil) when looping.
    var validSlots: ClosedRange<Int>? {
        guard !isLooping else { return nil }
        guard pageCount > 0 else { return nil }
        let before = anchorPage + backwardShift  // pages available before the anchor
        let after = pageCount - 1 - anchorPage - forwardShift
        return (anchorSlot - max(0, before))...(anchorSlot + max(0, after))
    }

    /// The slot nearest `slot` that holds a page, or `nil` when there are no pages.
    func clampedSlot(_ slot: Int) -> Int? {
        guard pageCount > 0 else { return nil }
        guard let range = validSlots else { return slot }
        return min(max(slot, range.lowerBound), range.upperBound)
    }

    /// The logical position at reading position `x`: pages interpolated between neighbouring slots,
    /// wrapped into `0..<pageCount` when looping, clamped to the pages otherwise.
    func position(at x: Double) -> Double {
        guard pageCount > 0, x.isFinite else { return 0 }
        return segment(at: x).position(at: x)
    }

    /// The logical position between slot `floor(x)` and the next, as a line: `start + step × fraction`.
    struct Segment: Equatable {
        var lowerSlot: Int
        var start: Double
        var step: Double
        /// The page count when looping: positions wrap below it.
        var modulus: Double?

        func position(at x: Double) -> Double {
            let fraction = x - Double(lowerSlot)
            let value = start + step * fraction
            if let modulus, value >= modulus { return value - modulus }
            return value
        }
    }

    /// The segment of ``position(at:)`` that holds `x`: constant where a slot has no page.
    func segment(at x: Double) -> Segment {
        let lowerSlot = Self.floorSlot(x)
        guard pageCount > 0, let p0 = page(atSlot: lowerSlot) else {
            let clamped = pageCount > 0 ? Double(page(atSlot: clampedSlot(lowerSlot) ?? 0) ?? 0) : 0
            return Segment(lowerSlot: lowerSlot, start: clamped, step: 0, modulus: nil)
        }
        guard let p1 = page(atSlot: lowerSlot + 1) else {
            return Segment(lowerSlot: lowerSlot, start: Double(p0), step: 0, modulus: nil)
        }
        if isLooping {
            let step = Double(Self.wrap(p1 - p0, pageCount))
            return Segment(lowerSlot: lowerSlot, start: Double(p0), step: step, modulus: Double(pageCount))
        }
        return Segment(lowerSlot: lowerSlot, start: Double(p0), step: Double(p1 - p0), modulus: nil)
    }

    // MARK: Changing the layout

    /// Moves every slot by `-slots` (the content shifts back by that many pages); pages keep their
    /// neighbours. Used to re-centre looping content.
    mutating func shift(bySlots slots: Int) {
        anchorSlot -= slots
    }

    /// A layout that keeps slot `anchor` holding `anchorPage`, puts `target` in the slot next to it
    /// on the `forward` side, and keeps `keptSlot` (the visible slot on the other side) holding the
    /// page it holds now.
    func splicing(anchor: Int, target: Int, forward: Bool, keeping keptSlot: Int?) -> PageLayout? {
        guard let anchorPageNow = page(atSlot: anchor), target != anchorPageNow else { return nil }
        var result = self
        result.anchorSlot = anchor
        result.anchorPage = anchorPageNow
        let targetShift = target - (anchorPageNow + (forward ? 1 : -1))
        let kept = keptSlot.flatMap { slot in page(atSlot: slot).map { (slot, $0) } }
        let otherShift = kept.map { $0.1 - (anchorPageNow + ($0.0 - anchor)) } ?? 0
        if forward {
            result.forwardShift = targetShift
            result.backwardShift = otherShift
        } else {
            result.backwardShift = targetShift
            result.forwardShift = otherShift
        }
        // Without looping, pages must rise strictly from slot to slot, so no page has two slots.
        if !isLooping, result.forwardShift < 0 || result.backwardShift > 0 { return nil }
        return result
    }

    /// Gives the anchor `forward` as the page after it and `backward` as the page before it, each run
    /// continuing from there: a caught jump's two visible slots, kept across a reload or a
    /// configuration change. A neighbour that would give a page two slots without looping stays
    /// natural. Without looping a spliced result is compacted.
    /// - Returns: How many slots every slot moved back (see ``compact()``).
    mutating func keepNeighbours(backward: Int?, forward: Int?) -> Int {
        if let forward, forward != anchorPage { forwardShift = forward - (anchorPage + 1) }
        if let backward, backward != anchorPage { backwardShift = backward - (anchorPage - 1) }
        if !isLooping {
            forwardShift = max(forwardShift, 0)
            backwardShift = min(backwardShift, 0)
        }
        return isSpliced ? compact() : 0
    }

    /// Without looping, shrinks the content to the slots that hold a page, moving them to start at
    /// slot 0, so a spliced layout leaves no empty stretch of content a drag could reveal.
    /// - Returns: How many slots every slot moved back (the caller moves offsets by as many pages).
    mutating func compact() -> Int {
        guard !isLooping, let valid = validSlots else { return 0 }
        let shift = valid.lowerBound
        anchorSlot -= shift
        slotCount = valid.count
        return shift
    }

    // MARK: Arithmetic

    /// `value` modulo `modulus`, in `0..<modulus` also for negative values.
    static func wrap(_ value: Int, _ modulus: Int) -> Int {
        let r = value % modulus
        return r < 0 ? r + modulus : r
    }

    /// `floor(x)` as an `Int`, clamped so that huge values cannot trap; 0 for NaN.
    ///
    /// Truncation and a correction rather than `rounded(.down)`, which is a library call on baseline
    /// x86-64: this runs several times per `didScroll` tick.
    static func floorSlot(_ x: Double) -> Int {
        let limit = Double(1 << 52)
        guard x > -limit else { return x.isNaN ? 0 : -(1 << 52) }
        guard x < limit else { return 1 << 52 }
        let truncated = Int(x)
        return Double(truncated) > x ? truncated - 1 : truncated
    }

    /// `x` rounded to the nearest whole slot, a tie going forward (up, also below zero), clamped;
    /// 0 for NaN.
    static func nearestSlot(_ x: Double) -> Int {
        let lower = floorSlot(x)
        // `x - lower` is exact below 2^52: the comparison rounds ties up without a rounding error.
        return x - Double(lower) >= 0.5 && lower < (1 << 52) ? lower + 1 : lower
    }

    /// The distance `d` nearest `relative` with `d ≡ base (mod n)` when looping (`d == base`
    /// otherwise), within `lower...upper`. Ties between two candidates go to the larger one.
    private func nearestDistance(base: Int, near relative: Double, lower: Int?, upper: Int?) -> Int? {
        var d = base
        if isLooping {
            let n = pageCount
            let residue = Self.wrap(base, n)
            d = residue + Self.nearestSlot((relative - Double(residue)) / Double(n)) * n
            if let lower, d < lower { d = residue + Self.ceilDiv(lower - residue, n) * n }
            if let upper, d > upper { d = residue + Self.floorDiv(upper - residue, n) * n }
        }
        if let lower, d < lower { return nil }
        if let upper, d > upper { return nil }
        return d
    }

    private static func closer(_ current: Int?, _ candidate: Int, to relative: Double, preferring preferred: Int?)
        -> Int
    {
        guard let current else { return candidate }
        let a = abs(Double(current) - relative), b = abs(Double(candidate) - relative)
        if abs(a - b) < 1e-9 {
            if candidate == preferred { return candidate }
            if current == preferred { return current }
            return max(current, candidate)
        }
        return b < a ? candidate : current
    }

    private static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
    private static func ceilDiv(_ a: Int, _ b: Int) -> Int { -floorDiv(-a, b) }
}
