/// What a finger holds while the content is laid out again under it (a reload, a looping or
/// direction change mid-drag): how far the drag has moved from the current page's slot and, over
/// a caught jump's splice, the pages beside that slot.
struct HeldGesture {
    /// The reading position relative to the current page's slot.
    var fraction: Double
    /// The nearest seam of a splice behind the current slot: the distance (≤ −1) of the first slot
    /// past it and that slot's page, in the new indices; `nil` where the run is natural.
    var backward: (distance: Int, page: Int)?
    /// The nearest seam ahead of the current slot: the distance (≥ 1) of the first slot past it and
    /// that slot's page, in the new indices.
    var forward: (distance: Int, page: Int)?
}

extension PagingMachine {
    /// The slot a gesture held over a re-layout is measured from: the current page's slot (the
    /// nearest slot, clamped to the pages without looping: past an end, the drag goes on from where
    /// the content is).
    var heldSlot: Int {
        let nearest = PageLayout.nearestSlot(readingPosition)
        return layout.isLooping ? nearest : layout.clampedSlot(nearest) ?? 0
    }

    /// The gesture under the finger now, with the pages mapped to new indices by `newIndex`.
    ///
    /// The fraction is measured from the current page's slot, not the nearest slot: past an end (the
    /// bounce zone) those differ, and the drag must go on from where the content is. Looping content
    /// has no end to be past.
    func heldGesture(newIndex: (Int) -> Int?) -> HeldGesture {
        let currentSlot = heldSlot
        var held = HeldGesture(fraction: readingPosition - Double(currentSlot))
        if layout.isSpliced, let geometry {
            // A caught jump: a drag over the same visible slots (rules 5 and 12), whatever the re-layout.
            let visible = geometry.visibleSlots(at: readingPosition)
            let scan = min(visible.lowerBound, currentSlot - 1)...max(visible.upperBound - 1, currentSlot + 1)
            // The neighbours beside the current slot by identity (a reorder may have parted them from
            // it); a seam farther on inside the viewport (peeking cards) instead, where there is one.
            let forwardSlot =
                layout.seam(from: currentSlot, forward: true, within: scan).map { $0 + 1 } ?? currentSlot + 1
            if let page = layout.page(atSlot: forwardSlot).flatMap(newIndex) {
                held.forward = (forwardSlot - currentSlot, page)
            }
            let backwardSlot = layout.seam(from: currentSlot, forward: false, within: scan) ?? currentSlot - 1
            if let page = layout.page(atSlot: backwardSlot).flatMap(newIndex) {
                held.backward = (backwardSlot - currentSlot, page)
            }
        }
        return held
    }

    /// Adopts the rule-2 layout resting on `page`, or, under a finger, the layout that keeps what it
    /// holds: the same neighbours and the same part of a page moved.
    mutating func adoptResting(on page: Int, keeping held: HeldGesture?) {
        let (resting, x) = restingLayout(on: page, keeping: held)
        adopt(resting, at: x)
    }

    /// The rule-2 layout resting on `page`, or the one that keeps what `held` holds, and the reading
    /// position in it.
    func restingLayout(on page: Int, keeping held: HeldGesture?) -> (PageLayout, Double) {
        var resting = PageLayout(pageCount: pageCount, isLooping: configuration.isLooping, restingOn: page)
        if let held { _ = resting.keepNeighbours(backward: held.backward, forward: held.forward) }
        return (resting, Double(resting.anchorSlot) + (held?.fraction ?? 0))
    }
}
