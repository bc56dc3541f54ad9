extension ScrollSimulator {
    /// How much two spans must overlap, in points, to count as overlapping; smaller gaps are
    /// rounding, not blank space.
    public static var overlapTolerance: Double { 1e-6 }

    /// The placed pages whose frame `[offset, offset + viewportLength)` overlaps the viewport
    /// `[contentOffset, contentOffset + viewportLength)` by more than ``overlapTolerance``, in
    /// offset order.
    /// - Complexity: O(*p* log *p*), where *p* is the number of placed pages.
    public var visiblePages: [Page] {
        placedPagesByOffset
            .filter { overlap(from: $0.offset, to: $0.offset + viewportLength) > Self.overlapTolerance }
            .map(\.page)
    }

    /// The placed pages in offset order (ties in placement order).
    /// - Complexity: O(*p* log *p*), where *p* is the number of placed pages.
    public var placedPagesByOffset: [Placement] {
        placedPages.enumerated()
            .sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
            .map(\.element)
    }

    /// The offset `page` is placed at, or `nil` when it is not placed (identity by `===`).
    /// - Parameter page: The page to look for.
    /// - Returns: The offset of the page's leading edge, or `nil`.
    /// - Complexity: O(*p*), where *p* is the number of placed pages.
    public func offset(of page: Page) -> Double? {
        placedPages.first { $0.page === page }?.offset
    }

    /// Whether `page` is placed (identity by `===`).
    /// - Parameter page: The page to look for.
    /// - Returns: `true` when the page is placed.
    /// - Complexity: O(*p*), where *p* is the number of placed pages.
    public func isPlaced(_ page: Page) -> Bool {
        placedPages.contains { $0.page === page }
    }

    /// The placed page whose frame `[offset, offset + viewportLength)` contains `offset`; the first
    /// placed when several do.
    /// - Parameter offset: An offset along the paging axis.
    /// - Returns: The page covering that point, or `nil` for a blank point.
    /// - Complexity: O(*p*), where *p* is the number of placed pages.
    public func page(at offset: Double) -> Page? {
        placedPages.first { $0.offset <= offset && offset < $0.offset + viewportLength }?.page
    }

    /// The parts of the viewport, clipped to the content `[0, contentLength)`, that no placed page
    /// covers — what the user would see as a blank slot. Gaps up to ``overlapTolerance`` are ignored.
    ///
    /// The viewport's parts outside the content (a drag pulled past an end) never count as blank.
    /// - Complexity: O(*p* log *p*), where *p* is the number of placed pages.
    public var blankRangesInViewport: [Range<Double>] {
        let start = max(contentOffset, 0)
        let end = min(contentOffset + viewportLength, contentLength)
        guard end - start > Self.overlapTolerance else { return [] }
        var blanks: [Range<Double>] = []
        var covered = start
        for placement in placedPagesByOffset where placement.offset + viewportLength > covered {
            if placement.offset >= end { break }
            if placement.offset - covered > Self.overlapTolerance {
                blanks.append(covered..<placement.offset)
            }
            covered = max(covered, placement.offset + viewportLength)
            if covered >= end { break }
        }
        if end - covered > Self.overlapTolerance {
            blanks.append(covered..<end)
        }
        return blanks
    }

    /// Whether any part of the viewport inside the content is not covered by a placed page.
    /// - Complexity: O(*p* log *p*), where *p* is the number of placed pages.
    public var hasBlankSlotInViewport: Bool {
        !blankRangesInViewport.isEmpty
    }

    /// Offsets at which more than one page is placed (within ``overlapTolerance``), with those pages
    /// in offset order.
    /// - Complexity: O(*p* log *p*), where *p* is the number of placed pages.
    public var duplicatePlacements: [(offset: Double, pages: [Page])] {
        var groups: [(offset: Double, pages: [Page])] = []
        for placement in placedPagesByOffset {
            if let last = groups.last, placement.offset - last.offset <= Self.overlapTolerance {
                groups[groups.count - 1].pages.append(placement.page)
            } else {
                groups.append((placement.offset, [placement.page]))
            }
        }
        return groups.filter { $0.pages.count > 1 }
    }

    /// The length of the overlap between `[from, to)` and the viewport.
    private func overlap(from start: Double, to end: Double) -> Double {
        min(end, contentOffset + viewportLength) - max(start, contentOffset)
    }
}
