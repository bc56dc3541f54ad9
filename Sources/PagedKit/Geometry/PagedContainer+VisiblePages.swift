extension PagedContainer {
    /// The last valid ``setViewportLength(_:)`` value, in points; 0 before the first.
    public var viewportLength: Double { machine.geometry?.viewportLength ?? 0 }

    /// The page length in points, resolved from ``PagingConfiguration/pageSize`` and the viewport
    /// (rule 12); 0 before the viewport is known. The host frames each page at this length.
    public var pageLength: Double { machine.geometry?.pageLength ?? 0 }

    /// Calls `body` once for every placed page instance that overlaps the viewport, in reading
    /// order (rule 13): what page transformers read in `didScrollTo`.
    ///
    /// `offsetInPages` is the page's signed distance from the alignment point in pitches, measured
    /// along the content slot by slot: `0` for the page resting there, `−1` for the one before,
    /// `+0.75` for the next page a quarter of a pitch into a drag toward it. During a spliced jump
    /// the target reads as a near neighbour. Before the viewport, or with no pages, nothing is called.
    /// A few-page loop that shows one index twice calls `body` for each instance.
    /// - Complexity: O(v) for `v` visible pages while the visible set stays the same (every tick
    ///   between two cards entering or leaving); O(v × w) for `w` loaded pages on the first call
    ///   after it changed. Allocates nothing.
    @inlinable
    public func forEachVisiblePage(_ body: (_ page: Page, _ index: Int, _ offsetInPages: Double) -> Void) {
        // Inlined into the caller, where `Page` is a concrete type: handing each page to `body` then
        // copies no value through its generic witnesses (issue 35: a carousel calls this on every
        // tick). The lookup is the module's (`visibleRun()`); locals, because `body` may change the
        // pages (a call made outside a callback applies at once).
        let run = visibleRun()
        guard run.count > 0 else { return }
        let found = visibleInstances
        let pages = self.pages
        var k = 0
        while k < run.count {
            let position = found[2 * k]
            if position >= 0 { body(pages[position], found[2 * k + 1], Double(run.lowerSlot + k) - run.x) }
            k += 1
        }
    }

    /// The visible slots at the reading position — the first, how many and the reading position —
    /// with ``visibleInstances`` holding the position in ``pages`` and the index of each (−1, −1
    /// where none is placed or made); no slots before the viewport or with no pages.
    /// - Complexity: O(v) for `v` visible slots while the visible set stays the same, O(v × w) for `w`
    ///   loaded pages on the first call after it changed.
    @usableFromInline
    func visibleRun() -> (lowerSlot: Int, count: Int, x: Double) {
        guard let geometry = machine.geometry, machine.pageCount > 0 else { return (0, 0, 0) }
        let x = machine.readingPosition
        // Slots with no page (past a non-looping end) are skipped: no clipping needed.
        let visible = geometry.visibleSlots(at: x)
        guard !visible.isEmpty else { return (0, 0, x) }
        if visibleInstancesGeneration != machine.instanceGeneration || visiblePagesGeneration != pagesGeneration
            || visibleInstancesLower != visible.lowerBound || visibleInstances.count != 2 * visible.count
        {
            findVisibleInstances(for: visible)
        }
        return (visible.lowerBound, visible.count, x)
    }

    /// Looks up the page and index of every slot of `visible` (−1 where none is placed or made).
    /// - Complexity: O(v × w) for `v` visible slots and `w` loaded pages.
    private func findVisibleInstances(for visible: Range<Int>) {
        visibleInstances.removeAll(keepingCapacity: true)
        let entries = machine.entries
        for slot in visible {
            if let entry = entries.position(ofSlot: slot), let position = position(ofInstance: entries[entry].instance)
            {
                visibleInstances.append(position)
                visibleInstances.append(entries[entry].index)
            } else {
                visibleInstances.append(-1)
                visibleInstances.append(-1)
            }
        }
        visibleInstancesLower = visible.lowerBound
        visibleInstancesGeneration = machine.instanceGeneration
        visiblePagesGeneration = pagesGeneration
    }
}
