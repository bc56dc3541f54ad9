extension ScrollSimulator {
    /// How much two spans must overlap, in points, to count as overlapping; smaller gaps are
    /// rounding, not blank space.
    public static var overlapTolerance: Double { 1e-6 }

    /// The placed pages whose frame `[offset, offset + pageLength)` overlaps the viewport
    /// `[contentOffset, contentOffset + viewportLength)` by more than ``overlapTolerance``, in
    /// offset order. Two instances of one index are two entries.
    /// - Complexity: O(*p* log *p*), where *p* is the number of placed pages.
    public var visiblePages: [Page] {
        let length = pageLength
        return
            placedPagesByOffset
            .filter { overlap(from: $0.offset, to: $0.offset + length) > Self.overlapTolerance }
            .map(\.page)
    }

    /// Every placed page instance that overlaps the viewport by more than ``overlapTolerance``, with
    /// its frame, how much of it shows and its distance from the alignment point, in reading order
    /// (offset order left-to-right, the reverse right-to-left; ties in placement order): what the
    /// container's `forEachVisiblePage` should visit.
    ///
    /// Two instances of one index are two entries, so a test counts them apart.
    /// - Complexity: O(*p* log *p*), where *p* is the number of placed pages.
    public var visiblePlacements: [VisiblePlacement] {
        let layout = expectedPageGrid
        let length = layout.resolvedPageLength(viewportLength: viewportLength)
        let pitch = layout.pitch(viewportLength: viewportLength)
        let restingOrigin = contentOffset + layout.restingPageOrigin(viewportLength: viewportLength)
        let reversed = layout.direction == .rightToLeft
        var visible: [VisiblePlacement] = []
        for placement in placedPagesByOffset {
            let shown = overlap(from: placement.offset, to: placement.offset + length)
            guard shown > Self.overlapTolerance else { continue }
            let distance = (placement.offset - restingOrigin) / pitch
            visible.append(
                VisiblePlacement(
                    page: placement.page, span: placement.offset..<(placement.offset + length),
                    visibleLength: min(shown, length), offsetInPages: reversed ? -distance : distance))
        }
        guard reversed else { return visible }
        // Reading order runs toward smaller offsets; equal offsets keep placement order.
        var reordered: [VisiblePlacement] = []
        var end = visible.count
        while end > 0 {
            var start = end - 1
            while start > 0, visible[start - 1].span.lowerBound == visible[end - 1].span.lowerBound { start -= 1 }
            reordered.append(contentsOf: visible[start..<end])
            end = start
        }
        return reordered
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
    /// - Returns: The offset of the page's lower edge, or `nil`.
    /// - Complexity: O(*p*), where *p* is the number of placed pages.
    public func offset(of page: Page) -> Double? {
        placedPages.first { $0.page === page }?.offset
    }

    /// The frame `page` is placed in, `[offset, offset + pageLength)`, or `nil` when it is not
    /// placed (identity by `===`).
    /// - Parameter page: The page to look for.
    /// - Returns: The page's span along the axis, or `nil`.
    /// - Complexity: O(*p*), where *p* is the number of placed pages.
    public func span(of page: Page) -> Range<Double>? {
        offset(of: page).map { $0..<($0 + pageLength) }
    }

    /// Whether `page` is placed (identity by `===`).
    /// - Parameter page: The page to look for.
    /// - Returns: `true` when the page is placed.
    /// - Complexity: O(*p*), where *p* is the number of placed pages.
    public func isPlaced(_ page: Page) -> Bool {
        placedPages.contains { $0.page === page }
    }

    /// The placed page whose frame `[offset, offset + pageLength)` contains `offset`; the first
    /// placed when several do.
    /// - Parameter offset: An offset along the paging axis.
    /// - Returns: The page covering that point, or `nil` for an uncovered point (a blank slot, or
    ///   spacing between cards).
    /// - Complexity: O(*p*), where *p* is the number of placed pages.
    public func page(at offset: Double) -> Page? {
        let length = pageLength
        return placedPages.first { $0.offset <= offset && offset < $0.offset + length }?.page
    }

    /// The parts of the viewport, clipped to the content `[0, contentLength)`, where the
    /// ``expectedPageGrid`` puts a card: with full pages the whole clipped viewport; with cards the
    /// spans of the slots that reach into it, without the spacing between them and, for a content
    /// that does not loop, without the stretches beyond its first and last slot. Sorted and merged.
    /// - Complexity: O(*v*), where *v* is the number of slots overlapping the viewport.
    public var expectedCardRangesInViewport: [Range<Double>] {
        let start = max(contentOffset, 0)
        let end = min(contentOffset + viewportLength, contentLength)
        guard end - start > Self.overlapTolerance else { return [] }
        let layout = expectedPageGrid
        guard !layout.isFullPage(viewportLength: viewportLength) else { return [start..<end] }
        let pitch = layout.pitch(viewportLength: viewportLength)
        let origin = layout.restingPageOrigin(viewportLength: viewportLength)
        let length = layout.resolvedPageLength(viewportLength: viewportLength)
        var lowest = Self.slot(atOrBelow: (start - origin - length) / pitch)
        var highest = Self.slot(atOrBelow: (end - origin) / pitch)
        if !layout.isLooping {
            lowest = max(lowest, 0)
            highest = min(highest, layout.slotCount(contentLength: contentLength, viewportLength: viewportLength) - 1)
        }
        var ranges: [Range<Double>] = []
        var slot = lowest
        while slot <= highest {
            let span = layout.span(ofSlot: slot, viewportLength: viewportLength)
            let lower = max(span.lowerBound, start)
            let upper = min(span.upperBound, end)
            slot += 1
            guard upper - lower > Self.overlapTolerance else { continue }
            if let last = ranges.last, lower - last.upperBound <= Self.overlapTolerance {
                ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, upper)
            } else {
                ranges.append(lower..<upper)
            }
        }
        return ranges
    }

    /// The parts of ``expectedCardRangesInViewport`` that no placed page covers: a card that should
    /// show and is missing, what the user would see as a blank slot. Gaps up to
    /// ``overlapTolerance`` are ignored.
    ///
    /// The spacing between cards, the insets beside the first and last card of a content that does
    /// not loop, and the viewport's parts outside the content (a drag pulled past an end) are
    /// expected to be empty and never count as blank. With full pages and no ``pageGrid`` this is
    /// every uncovered part of the viewport inside the content, as before cards existed.
    /// - Complexity: O(*p* log *p* + *v*), where *p* is the number of placed pages and *v* the number
    ///   of slots overlapping the viewport.
    public var blankRangesInViewport: [Range<Double>] {
        let expected = expectedCardRangesInViewport
        guard !expected.isEmpty else { return [] }
        let length = pageLength
        let placed = placedPagesByOffset
        var blanks: [Range<Double>] = []
        for range in expected {
            var covered = range.lowerBound
            for placement in placed where placement.offset + length > covered {
                if placement.offset >= range.upperBound { break }
                if placement.offset - covered > Self.overlapTolerance {
                    blanks.append(covered..<placement.offset)
                }
                covered = max(covered, placement.offset + length)
                if covered >= range.upperBound { break }
            }
            if range.upperBound - covered > Self.overlapTolerance {
                blanks.append(covered..<range.upperBound)
            }
        }
        return blanks
    }

    /// Whether any part of the viewport where a card should show is not covered by a placed page
    /// (see ``blankRangesInViewport``).
    /// - Complexity: O(*p* log *p* + *v*), as ``blankRangesInViewport``.
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

    /// `⌊value⌋` as a slot, clamped so that a huge or non-finite value cannot trap.
    private static func slot(atOrBelow value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        let limit = Double(Int32.max)
        return Int(min(max(value.rounded(.down), -limit), limit))
    }
}
