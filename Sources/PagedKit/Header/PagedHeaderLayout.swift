/// A header shared by every page, above the pages' vertical lists (a profile, a channel's hero):
/// `expandedHeight` tall when the lists are at their top, collapsing as the list scrolls until
/// `pinnedHeight` remains (a tab strip, say). A nonisolated value, usable from any actor.
///
/// This is contract rule 16's arithmetic: how far the header is collapsed for a list offset, the
/// offset every other list must take to show the same header, and the bottom space a short list
/// needs to collapse it fully. A **list offset** is 0 at the list's top with the header fully
/// expanded above it, grows as the list scrolls up and is negative while pulled down.
///
/// The stored heights keep what was set (`==` compares them); every result uses cleaned heights: a
/// negative or non-finite height reads as 0, then `pinnedHeight` is clamped to `expandedHeight`.
///
/// ```swift
/// let header = PagedHeaderLayout(expandedHeight: 240, pinnedHeight: 44)
/// header.collapseRange                              // 196
/// header.collapse(forListOffset: 120)               // 120: the header shows 120 pt
/// header.collapse(forListOffset: 900)               // 196: pinned, the list scrolls on below it
/// header.listOffset(remembered: 900, collapse: 120) // 120: same header as the current page
/// header.listOffset(remembered: 900, collapse: 196) // 900: pinned, each list keeps its place
/// header.bottomInset(contentHeight: 300, viewportHeight: 800) // 456
/// ```
public struct PagedHeaderLayout: Sendable, Equatable {
    /// The header's height when the lists are at their top, in points.
    public var expandedHeight: Double
    /// The part of the header that stays when it is fully collapsed (a tab strip), in points.
    public var pinnedHeight: Double

    /// Creates a header layout.
    /// - Parameters:
    ///   - expandedHeight: The height when the lists are at their top.
    ///   - pinnedHeight: The height that stays when fully collapsed. Default 0.
    public init(expandedHeight: Double, pinnedHeight: Double = 0) {
        self.expandedHeight = expandedHeight
        self.pinnedHeight = pinnedHeight
    }

    /// `expandedHeight` cleaned: negative or non-finite reads as 0.
    private var expanded: Double { Self.cleaned(expandedHeight) }

    /// The expanded height as every result uses it (0 for a negative or non-finite one).
    var cleanedExpandedHeight: Double { expanded }

    /// `pinnedHeight` cleaned, then clamped to the cleaned expanded height.
    private var pinned: Double { min(Self.cleaned(pinnedHeight), expanded) }

    /// How far the header collapses, from fully expanded to pinned: `expandedHeight − pinnedHeight`
    /// of the cleaned heights; never negative.
    public var collapseRange: Double { expanded - pinned }

    /// How far the header is collapsed when the driving list is at `offset`: the offset clamped into
    /// `0...collapseRange` (a pulled-down list leaves it expanded, a list scrolled past the range
    /// leaves it pinned). A non-finite offset reads as 0.
    /// - Parameter offset: The driving list's offset.
    /// - Returns: The collapse, in `0...collapseRange`.
    public func collapse(forListOffset offset: Double) -> Double {
        let y = offset.isFinite ? offset : 0
        return min(max(y, 0), collapseRange)
    }

    /// The offset a list must take so that it shows the header collapsed by `collapse`: `collapse`
    /// itself while the header is not fully collapsed (every page shows the same header), and the
    /// list's own remembered place once it is (never above the header's pinned edge).
    /// - Parameters:
    ///   - remembered: The offset the user last scrolled this list to, or `nil`; a non-finite value
    ///     reads as `nil`.
    ///   - collapse: The header's collapse; a non-finite value reads as 0, and it is clamped into
    ///     `0...collapseRange`.
    /// - Returns: `collapse` when it is below `collapseRange`, else `max(remembered ?? R, R)` with
    ///   `R = collapseRange`.
    public func listOffset(remembered: Double?, collapse: Double) -> Double {
        let range = collapseRange
        let c = min(max(collapse.isFinite ? collapse : 0, 0), range)
        guard c >= range else { return c }
        let m = remembered.flatMap { $0.isFinite ? $0 : nil }
        return max(m ?? range, range)
    }

    /// The least extra space below a list of `contentHeight` in a viewport of `viewportHeight` that
    /// lets it collapse the header fully: `max(0, viewportHeight − pinnedHeight − contentHeight)`.
    /// Negative or non-finite heights read as 0.
    /// - Parameters:
    ///   - contentHeight: The list's content height.
    ///   - viewportHeight: The list's visible height.
    /// - Returns: The bottom inset the list needs, at least 0.
    public func bottomInset(contentHeight: Double, viewportHeight: Double) -> Double {
        max(0, Self.cleaned(viewportHeight) - pinned - Self.cleaned(contentHeight))
    }

    /// A height or length as rule 16 reads it: negative or non-finite is 0.
    private static func cleaned(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }
}
