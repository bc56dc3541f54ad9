/// Which pages the window holds right now, as a rule on values: the pages within `radius` slots of
/// the current slot plus every slot overlapping the viewport, each page once, in the slot nearest
/// the viewport (rule 4). Memory pressure narrows it (rule 6).
struct PageWindow {
    /// How wide the window is.
    enum Policy: Equatable {
        /// `current ± radius` plus the visible slots.
        case radius(Int)
        /// Only the slots overlapping the viewport (critical memory pressure).
        case visibleOnly
    }

    /// A page and the reading slot it goes in.
    struct Placement: Equatable {
        var page: Int
        var slot: Int
    }

    /// Overlaps thinner than this fraction of a page do not count as visible.
    static let visibilityEpsilon = 1e-6

    /// A number that changes whenever the current slot or the visible slots may change: at every
    /// whole and half slot, and when the viewport leaves a whole slot.
    static func key(at x: Double) -> Int {
        let half = PageLayout.floorSlot(x * 2)
        return half &* 2 &+ (x == Double(PageLayout.floorSlot(x)) ? 0 : 1)
    }

    /// The reading slots overlapping the viewport at reading position `x`.
    static func visibleSlots(at x: Double) -> ClosedRange<Int> {
        let lower = PageLayout.floorSlot(x + visibilityEpsilon)
        let upper = PageLayout.floorSlot(x + 1 - visibilityEpsilon)
        return lower...max(lower, upper)
    }

    /// Fills `result` with the window's placements, nearest the current slot first (forward before
    /// backward at equal distance).
    ///
    /// - Parameters:
    ///   - layout: The content's layout.
    ///   - x: The reading position of the viewport.
    ///   - policy: How wide the window is.
    ///   - placedSlot: Where a page is placed now, if it is; used to break ties without moving pages.
    ///   - result: Cleared and filled; its capacity is reused, so steady use does not allocate.
    /// - Complexity: O(w²) for a window of `w` slots (w ≤ 2 × radius + 3); independent of the page count.
    static func placements(
        layout: PageLayout, x: Double, policy: Policy,
        placedSlot: (Int) -> Int?, into result: inout [Placement]
    ) {
        result.removeAll(keepingCapacity: true)
        guard layout.pageCount > 0, x.isFinite else { return }
        let visible = visibleSlots(at: x)
        guard let current = layout.clampedSlot(PageLayout.nearestSlot(x)) else { return }
        var lower = visible.lowerBound, upper = visible.upperBound
        if case .radius(let radius) = policy {
            lower = min(lower, current - radius)
            upper = max(upper, current + radius)
        }
        if let valid = layout.validSlots {
            lower = max(lower, valid.lowerBound)
            upper = min(upper, valid.upperBound)
        }
        // Only slots inside the content: a page outside it could never be seen.
        lower = max(lower, 0)
        upper = min(upper, layout.slotCount - 1)
        guard lower <= upper else { return }
        let reach = max(current - lower, upper - current)
        var distance = 0
        while distance <= reach {
            consider(
                current + distance, lower: lower, upper: upper, layout: layout, x: x, placedSlot: placedSlot,
                into: &result)
            if distance > 0 {
                consider(
                    current - distance, lower: lower, upper: upper, layout: layout, x: x, placedSlot: placedSlot,
                    into: &result)
            }
            distance += 1
        }
    }

    /// ``placements(layout:x:policy:placedSlot:into:)`` with the loaded pages' slots as the ties' preference.
    ///
    /// The closure is made here, outside the main actor: one made in the container's main-actor code
    /// would carry a dynamic isolation check into every call.
    static func placements(
        layout: PageLayout, x: Double, policy: Policy, placed: [LoadedPage], into result: inout [Placement]
    ) {
        placements(
            layout: layout, x: x, policy: policy,
            placedSlot: { page in placed.position(of: page).map { placed[$0].slot } }, into: &result)
    }

    private static func consider(
        _ slot: Int, lower: Int, upper: Int, layout: PageLayout, x: Double,
        placedSlot: (Int) -> Int?, into result: inout [Placement]
    ) {
        guard slot >= lower, slot <= upper, let page = layout.page(atSlot: slot) else { return }
        for placement in result where placement.page == page { return }
        let nearest = layout.slot(of: page, near: x, preferring: placedSlot(page)) ?? slot
        result.append(Placement(page: page, slot: nearest))
    }
}
