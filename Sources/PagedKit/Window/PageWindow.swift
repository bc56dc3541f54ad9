/// Which pages the window holds right now, as a rule on values: the pages within `radius` slots of
/// the current slot plus every slot overlapping the viewport, each page once, in the slot nearest
/// the viewport (rule 4) — except that every visible slot gets a page, so a few-page loop that
/// shows one index in two slots gets two instances of it (rule 12). Memory pressure narrows it
/// (rule 6).
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

    /// What the window depends on at a reading position: the current (nearest) slot and the
    /// visible slots. The window is rebuilt when it changes.
    struct Key: Equatable {
        var nearest: Int
        var visibleLower: Int
        var visibleUpper: Int
    }

    /// The window's key at reading position `x`.
    static func key(at x: Double, geometry: PageGeometry) -> Key {
        let visible = geometry.visibleSlots(at: x)
        return Key(
            nearest: PageLayout.nearestSlot(x), visibleLower: visible.lowerBound, visibleUpper: visible.upperBound)
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
        layout: PageLayout, geometry: PageGeometry, x: Double, policy: Policy,
        placedSlot: (Int) -> Int?, into result: inout [Placement]
    ) {
        result.removeAll(keepingCapacity: true)
        guard layout.pageCount > 0, x.isFinite else { return }
        let visible = layout.slotsHoldingPages(geometry.visibleSlots(at: x, slots: layout.slotCount))
        guard let current = layout.currentSlot(at: x) else { return }
        // Radius slots only inside the content, where a page could be seen; visible slots always
        // (a looping viewport near an end of its content may show slots past it).
        var lower = current, upper = current
        if case .radius(let radius) = policy {
            lower = current - radius
            upper = current + radius
        }
        if let valid = layout.validSlots {
            lower = max(lower, valid.lowerBound)
            upper = min(upper, valid.upperBound)
        }
        lower = max(lower, 0)
        upper = min(upper, layout.slotCount - 1)
        if case .visibleOnly = policy { upper = lower - 1 }
        let sweep = Sweep(radius: lower...max(lower, upper), hasRadius: lower <= upper, visible: visible)
        guard sweep.hasRadius || !visible.isEmpty else { return }
        let reach = max(current - sweep.lowest, sweep.highest - current, 0)
        var distance = 0
        while distance <= reach {
            consider(current + distance, sweep, layout: layout, x: x, placedSlot: placedSlot, into: &result)
            if distance > 0 {
                consider(current - distance, sweep, layout: layout, x: x, placedSlot: placedSlot, into: &result)
            }
            distance += 1
        }
    }

    /// The slots a window considers: the radius slots (deduplicated by page) and the visible ones.
    private struct Sweep {
        var radius: ClosedRange<Int>
        var hasRadius: Bool
        var visible: Range<Int>
        var lowest: Int { hasRadius ? min(radius.lowerBound, visible.lowerBound) : visible.lowerBound }
        var highest: Int { hasRadius ? max(radius.upperBound, visible.upperBound - 1) : visible.upperBound - 1 }
    }

    /// ``placements(layout:x:policy:placedSlot:into:)`` with the loaded pages' slots as the ties' preference.
    ///
    /// The closure is made here, outside the main actor: one made in the container's main-actor code
    /// would carry a dynamic isolation check into every call.
    static func placements(
        layout: PageLayout, geometry: PageGeometry, x: Double, policy: Policy, placed: [LoadedPage],
        into result: inout [Placement]
    ) {
        placements(
            layout: layout, geometry: geometry, x: x, policy: policy,
            placedSlot: { page in placed.position(of: page).map { placed[$0].slot } }, into: &result)
    }

    private static func consider(
        _ slot: Int, _ sweep: Sweep, layout: PageLayout, x: Double,
        placedSlot: (Int) -> Int?, into result: inout [Placement]
    ) {
        if sweep.visible.contains(slot) {
            // Every visible slot gets its page, also a second instance of one already placed.
            if let page = layout.page(atSlot: slot) { result.append(Placement(page: page, slot: slot)) }
            return
        }
        guard sweep.hasRadius, sweep.radius.contains(slot), let page = layout.page(atSlot: slot) else { return }
        for placement in result where placement.page == page { return }
        // A page some visible slot shows is there already, or will be when the sweep reaches it.
        var visibleSlot = sweep.visible.lowerBound
        while visibleSlot < sweep.visible.upperBound {
            if layout.page(atSlot: visibleSlot) == page { return }
            visibleSlot += 1
        }
        let nearest = layout.slot(of: page, near: x, preferring: placedSlot(page)) ?? slot
        // The nearest slot of a page no visible slot shows is not visible either; one outside the
        // content cannot be seen: the candidate slot then.
        let chosen = sweep.visible.contains(nearest) || nearest < 0 || nearest >= layout.slotCount ? slot : nearest
        for placement in result where placement.slot == chosen { return }
        result.append(Placement(page: page, slot: chosen))
    }
}
