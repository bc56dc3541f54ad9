/// Maps reading slots to logical pages and back: the geometry of the content, as a value.
///
/// A *reading slot* is a page-sized slot of the content counted in reading order (slot 0 holds the
/// first page at rest, left-to-right and not looping). The layout is an *anchor* — one slot and the
/// page in it — and an affine run of pages on each side of it. At rest both runs continue the anchor
/// (`page = anchorPage + (slot − anchorSlot)`), which is rule 2's placement. An animated jump
/// *splices* the target in beyond the slots the viewport shows by giving one side a shift after a
/// few natural slots (its *keep*), so no page between the start and the target ever has a slot
/// (rules 5 and 12). When looping, pages repeat modulo `pageCount` and the content is a constant
/// ``loopingSlotCount`` slots.
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
    /// How many slots after the anchor continue it before ``forwardShift`` applies.
    private(set) var forwardKeep: Int = 0
    /// How many slots before the anchor continue it before ``backwardShift`` applies.
    private(set) var backwardKeep: Int = 0
    /// Without looping, the first and last slots that may hold a page, when a splice bounds the
    /// content: a retarget whose target must come in on a side where indices do not rise (a card
    /// between two visible cards, rule 12) keeps only the target's run and the kept cards, and the
    /// content ends at both. `nil`: bounded by the pages alone.
    private(set) var lowerLimit: Int?
    private(set) var upperLimit: Int?

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
        if let lowerLimit, slot < lowerLimit { return nil }
        if let upperLimit, slot > upperLimit { return nil }
        let distance = slot &- anchorSlot
        let shift = distance > forwardKeep ? forwardShift : (distance < -backwardKeep ? backwardShift : 0)
        let raw = anchorPage &+ distance &+ shift
        if isLooping { return Self.wrap(raw, pageCount) }
        return raw >= 0 && raw < pageCount ? raw : nil
    }

    /// The slot holding `page` nearest to reading position `x`, or `nil` if no slot holds it.
    /// Ties go to `preferred` when it is one of them, else to the forward slot.
    func slot(of page: Int, near x: Double, preferring preferred: Int? = nil) -> Int? {
        guard page >= 0, page < pageCount else { return nil }
        let relative = x - Double(anchorSlot)
        let preferredDistance = preferred.map { $0 &- anchorSlot }
        var best: Int?
        // The natural stretch around the anchor holds page = anchorPage + d (mod n).
        if let d = nearestDistance(base: page - anchorPage, near: relative, lower: -backwardKeep, upper: forwardKeep) {
            best = d
        }
        // The forward side holds distance d > keep with page = anchorPage + d + forwardShift (mod n).
        if let d = nearestDistance(
            base: page - anchorPage - forwardShift, near: relative, lower: forwardKeep + 1, upper: nil)
        {
            best = Self.closer(best, d, to: relative, preferring: preferredDistance)
        }
        if let d = nearestDistance(
            base: page - anchorPage - backwardShift, near: relative, lower: nil, upper: -backwardKeep - 1)
        {
            best = Self.closer(best, d, to: relative, preferring: preferredDistance)
        }
        guard let best else { return nil }
        // A bounded run (a non-rising splice) has no slot beyond its limit.
        let slot = anchorSlot + best
        if let lowerLimit, slot < lowerLimit { return nil }
        if let upperLimit, slot > upperLimit { return nil }
        return slot
    }

    /// The contiguous range of slots that hold a page; unbounded (nil) when looping.
    var validSlots: ClosedRange<Int>? {
        guard !isLooping else { return nil }
        guard pageCount > 0 else { return nil }
        // Pages rise strictly from slot to slot, or a side whose pages do not rise is bounded by
        // its limit: the first and last slots holding a page.
        let before = max(anchorPage + backwardShift, backwardKeep)
        let after = max(pageCount - 1 - anchorPage - forwardShift, forwardKeep)
        let lower = max(anchorSlot - max(0, before), lowerLimit ?? Int.min)
        let upper = min(anchorSlot + max(0, after), upperLimit ?? Int.max)
        return lower...max(lower, upper)
    }

    /// The slots of `slots` that hold a page: all of them when looping.
    func slotsHoldingPages(_ slots: Range<Int>) -> Range<Int> {
        guard let valid = validSlots else { return slots }
        let lower = max(slots.lowerBound, valid.lowerBound)
        return lower..<max(lower, min(slots.upperBound, valid.upperBound + 1))
    }

    /// The slot of the page nearest reading position `x`: the current page's slot (rule 5's
    /// `currentPage` follows it), clamped to the slots holding a page; `nil` when there are none.
    func currentSlot(at x: Double) -> Int? {
        clampedSlot(Self.nearestSlot(x))
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
        lowerLimit = lowerLimit.map { $0 - slots }
        upperLimit = upperLimit.map { $0 - slots }
    }

    /// A layout that keeps every slot of `kept` holding the page it holds now and puts `target`
    /// `neighbours + 1` slots beyond it on the `forward` side, with the `neighbours` pages before it
    /// (in the direction of travel) in the slots between (rule 12's splice: the start's visible
    /// pages stay, the target arrives with the neighbours it will show).
    ///
    /// The kept slots may hold one seam of an earlier splice (a retarget); with two there is no such
    /// layout. Without looping, pages rise strictly from slot to slot, except where a retarget must
    /// bring the target in on a side where they cannot (a target between two visible cards): that
    /// side then ends `farNeighbours` slots beyond the target (the neighbours it shows at rest), the
    /// other at the kept slots, and no page may show twice in the content unless
    /// `allowingSecondInstances`.
    /// - Returns: The layout and the target's slot, or `nil`.
    ///
    /// With `allowingSecondInstances`, a page may show twice (the target's neighbour is a card in
    /// view, say): the window then gives each visible slot its own instance (rule 12's second
    /// instances, which the contract's clarification applies to every retarget).
    func splicing(
        keeping kept: ClosedRange<Int>, target: Int, forward: Bool, neighbours: Int, farNeighbours: Int = 0,
        allowingSecondInstances: Bool = false
    ) -> (layout: PageLayout, targetSlot: Int)? {
        guard pageCount > 0, target >= 0, target < pageCount else { return nil }
        // The one seam the kept slots may hold: after slot `seam`, the next page is not the next index.
        var seam: Int?
        var slot = kept.lowerBound
        while slot < kept.upperBound {
            guard let here = page(atSlot: slot), let next = page(atSlot: slot + 1) else { return nil }
            if next != successor(of: here) {
                if seam != nil { return nil }
                seam = slot
            }
            slot += 1
        }
        var result = self
        result.forwardKeep = 0
        result.backwardKeep = 0
        result.forwardShift = 0
        result.backwardShift = 0
        result.lowerLimit = nil
        result.upperLimit = nil
        let targetSlot: Int
        if forward {
            // The anchor starts the last natural run of the kept slots; the run before a seam keeps
            // its pages through the backward shift.
            let anchor = seam.map { $0 + 1 } ?? kept.lowerBound
            guard let anchorPageNow = page(atSlot: anchor) else { return nil }
            result.anchorSlot = anchor
            result.anchorPage = anchorPageNow
            if let seam, let before = page(atSlot: seam) { result.backwardShift = before - (anchorPageNow - 1) }
            result.forwardKeep = kept.upperBound - anchor
            result.forwardShift = target - neighbours - (anchorPageNow + result.forwardKeep + 1)
            targetSlot = kept.upperBound + neighbours + 1
        } else {
            let anchor = seam ?? kept.upperBound
            guard let anchorPageNow = page(atSlot: anchor) else { return nil }
            result.anchorSlot = anchor
            result.anchorPage = anchorPageNow
            if let seam, let after = page(atSlot: seam + 1) { result.forwardShift = after - (anchorPageNow + 1) }
            result.backwardKeep = anchor - kept.lowerBound
            result.backwardShift = target + neighbours - (anchorPageNow - result.backwardKeep - 1)
            targetSlot = kept.lowerBound - neighbours - 1
        }
        if !isLooping,
            !result.boundNonRisingSides(
                spliced: forward, targetSlot: targetSlot, farNeighbours: farNeighbours, kept: kept, old: self,
                allowingSecondInstances: allowingSecondInstances)
        {
            return nil
        }
        guard result.page(atSlot: targetSlot) == target else { return nil }
        if allowingSecondInstances { return (result, targetSlot) }
        // A page the kept slots show already must not come in again with the target (a retarget
        // whose target or its neighbours are on screen): it would show twice.
        var spliced = forward ? kept.upperBound + 1 : targetSlot
        let lastSpliced = forward ? targetSlot : kept.lowerBound - 1
        while spliced <= lastSpliced {
            let incoming = result.page(atSlot: spliced)
            var keptSlot = kept.lowerBound
            while keptSlot <= kept.upperBound {
                if page(atSlot: keptSlot) == incoming { return nil }
                keptSlot += 1
            }
            spliced += 1
        }
        return (result, targetSlot)
    }

    /// Without looping: bounds each side of the anchor whose pages do not rise (a splice's run, or
    /// the kept side of an earlier one), and checks that no page then shows twice in the content.
    /// - Returns: Whether the layout is valid.
    private mutating func boundNonRisingSides(
        spliced forward: Bool, targetSlot: Int, farNeighbours: Int, kept: ClosedRange<Int>, old: PageLayout,
        allowingSecondInstances: Bool
    ) -> Bool {
        let forwardRises = forwardShift >= 0, backwardRises = backwardShift <= 0
        if forwardRises, backwardRises { return true }
        let far = max(0, farNeighbours)
        // The content is then only what the motion needs: the spliced side ends past the target's
        // far neighbours, the kept side where an earlier splice ended it or at the kept slots. (A
        // side left unbounded would run on through every index and meet the other side's pages.)
        if forward {
            upperLimit = targetSlot + far
            lowerLimit = old.lowerLimit ?? kept.lowerBound
        } else {
            lowerLimit = targetSlot - far
            upperLimit = old.upperLimit ?? kept.upperBound
        }
        // The bounded runs are short (the target's run, the kept slots): each of their pages must
        // not show anywhere else in the content.
        let bounded =
            min(lowerLimit ?? kept.lowerBound, kept.lowerBound)...max(upperLimit ?? kept.upperBound, kept.upperBound)
        for slot in bounded {
            guard let page = page(atSlot: slot) else { return false }
            if !allowingSecondInstances, otherSlot(holding: page, besides: slot) != nil { return false }
        }
        return true
    }

    /// A slot other than `excluded` that holds `page`, or `nil`: without looping each of the three
    /// runs (the natural stretch and the shifted run on each side) holds a page at most once.
    private func otherSlot(holding page: Int, besides excluded: Int) -> Int? {
        // Each run of a non-looping layout holds a page at most once: the natural stretch and the
        // shifted run on each side.
        let candidates = [
            page - anchorPage, page - anchorPage - forwardShift, page - anchorPage - backwardShift,
        ]
        for (run, d) in candidates.enumerated() {
            let inRun: Bool
            switch run {
            case 0: inRun = d >= -backwardKeep && d <= forwardKeep
            case 1: inRun = d > forwardKeep
            default: inRun = d < -backwardKeep
            }
            let slot = anchorSlot + d
            guard inRun, slot != excluded, self.page(atSlot: slot) == page else { continue }
            return slot
        }
        return nil
    }

    /// The page after `page` in reading order: the next index, wrapping when looping.
    private func successor(of page: Int) -> Int {
        isLooping ? Self.wrap(page + 1, pageCount) : page + 1
    }

    /// The slot of the first seam in `slots` searching from `slot` toward `forward`: the last slot
    /// before the page that does not follow on. `nil` when the run is natural there.
    func seam(from slot: Int, forward: Bool, within slots: ClosedRange<Int>) -> Int? {
        var s = slot
        while forward ? s < slots.upperBound : s > slots.lowerBound {
            let a = forward ? s : s - 1
            guard let here = page(atSlot: a), let next = page(atSlot: a + 1) else { return nil }
            if next != successor(of: here) { return a }
            s += forward ? 1 : -1
        }
        return nil
    }

    /// Gives the run after the anchor a seam `forward.distance` slots on (from there on the pages
    /// continue from `forward.page`), and likewise backward: a caught jump's visible slots, kept
    /// across a reload or a configuration change. A seam that would give a page two slots without
    /// looping is dropped. Without looping a spliced result is compacted.
    /// - Returns: How many slots every slot moved back (see ``compact()``).
    mutating func keepNeighbours(backward: (distance: Int, page: Int)?, forward: (distance: Int, page: Int)?) -> Int {
        // A seam whose page the natural run before it already shows (a removed current item whose
        // neighbour became current) would show one page in two neighbouring slots: dropped.
        if let forward, forward.distance >= 1, !showsNaturally(forward.page, within: forward.distance) {
            forwardKeep = forward.distance - 1
            forwardShift = forward.page - (anchorPage + forward.distance)
        }
        if let backward, backward.distance <= -1, !showsNaturally(backward.page, within: backward.distance) {
            backwardKeep = -backward.distance - 1
            backwardShift = backward.page - (anchorPage + backward.distance)
        }
        if !isLooping {
            forwardShift = max(forwardShift, 0)
            backwardShift = min(backwardShift, 0)
        }
        return isSpliced ? compact() : 0
    }

    /// Whether `page` lies in the natural run from the anchor up to (not including) `distance`
    /// slots away, in either direction.
    private func showsNaturally(_ page: Int, within distance: Int) -> Bool {
        let ahead = distance > 0 ? page - anchorPage : anchorPage - page
        let steps = isLooping ? Self.wrap(ahead, pageCount) : ahead
        return steps >= 0 && steps < abs(distance)
    }

    /// Without looping, shrinks the content to the slots that hold a page, moving them to start at
    /// slot 0, so a spliced layout leaves no empty stretch of content a drag could reveal.
    /// - Returns: How many slots every slot moved back (the caller moves offsets by as many pages).
    mutating func compact() -> Int {
        guard !isLooping, let valid = validSlots else { return 0 }
        let shift = valid.lowerBound
        anchorSlot -= shift
        lowerLimit = lowerLimit.map { $0 - shift }
        upperLimit = upperLimit.map { $0 - shift }
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
