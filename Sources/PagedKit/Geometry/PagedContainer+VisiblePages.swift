extension PagedContainer {
    /// The last valid ``setViewportLength(_:)`` value, in points; 0 before the first.
    public var viewportLength: Double { geometry?.viewportLength ?? 0 }

    /// The page length in points, resolved from ``PagingConfiguration/pageSize`` and the viewport
    /// (rule 12); 0 before the viewport is known. The host frames each page at this length.
    public var pageLength: Double { geometry?.pageLength ?? 0 }

    /// Calls `body` once for every placed page instance that overlaps the viewport, in reading
    /// order (rule 13): what page transformers read in `didScrollTo`.
    ///
    /// `offsetInPages` is the page's signed distance from the alignment point in pitches, measured
    /// along the content slot by slot: `0` for the page resting there, `−1` for the one before,
    /// `+0.75` for the next page a quarter of a pitch into a drag toward it. During a spliced jump
    /// the target reads as a near neighbour. Before the viewport, or with no pages, nothing is called.
    /// A few-page loop that shows one index twice calls `body` for each instance.
    /// - Complexity: O(v × w) for `v` visible and `w` loaded pages; allocates nothing.
    public func forEachVisiblePage(_ body: (_ page: Page, _ index: Int, _ offsetInPages: Double) -> Void) {
        guard let geometry, pageCount > 0, !entries.isEmpty else { return }
        let x = readingPosition
        let visible = geometry.visibleSlots(at: x)
        var slot = visible.lowerBound
        while slot < visible.upperBound {
            if let position = entries.position(ofSlot: slot) {
                body(pages[position], entries[position].index, Double(slot) - x)
            }
            slot += 1
        }
    }
}
