/// What a finger holds while the content is laid out again under it (a reload, a looping or
/// direction change mid-drag): how far the drag has moved from the current page's slot and, over
/// a caught jump's splice, the pages beside that slot.
struct HeldGesture {
    /// The reading position relative to the current page's slot.
    var fraction: Double
    /// The page before the current slot, in the new indices; `nil` for the natural neighbour.
    var backward: Int?
    /// The page after the current slot, in the new indices; `nil` for the natural neighbour.
    var forward: Int?
}

extension PagedContainer {
    /// The gesture under the finger now, with the pages mapped to new indices by `newIndex`.
    ///
    /// The fraction is measured from the current page's slot, not the nearest slot: past an end (the
    /// bounce zone) those differ, and the drag must go on from where the content is. Looping content
    /// has no end to be past.
    func heldGesture(newIndex: (Int) -> Int?) -> HeldGesture {
        let nearest = PageLayout.nearestSlot(readingPosition)
        let currentSlot = layout.isLooping ? nearest : layout.clampedSlot(nearest) ?? 0
        var held = HeldGesture(fraction: readingPosition - Double(currentSlot))
        if layout.isSpliced {
            // A caught jump: a drag over the same two slots (rule 5), whatever the re-layout.
            held.backward = layout.page(atSlot: currentSlot - 1).flatMap(newIndex)
            held.forward = layout.page(atSlot: currentSlot + 1).flatMap(newIndex)
        }
        return held
    }

    /// Adopts the rule-2 layout resting on `page`, or, under a finger, the layout that keeps what it
    /// holds: the same neighbours and the same part of a page moved.
    func adoptResting(on page: Int, keeping held: HeldGesture?) {
        var resting = PageLayout(pageCount: pageCount, isLooping: configuration.isLooping, restingOn: page)
        if let held { _ = resting.keepNeighbours(backward: held.backward, forward: held.forward) }
        adopt(resting, at: Double(resting.anchorSlot) + (held?.fraction ?? 0))
    }
}
