/// The geometry of a channel tab bar (rule 15), with no UI framework: where each tab sits, where the
/// indicator is at any pager position, how far to scroll the strip to keep the selection centred,
/// and which tab a point hits.
///
/// A value, usable from any actor. Building it is O(count); ``tab(at:)``, ``indicator(at:isLooping:)``,
/// ``indicator(at:isLooping:style:)``, ``selection(at:isLooping:)`` and
/// ``contentOffset(centering:isLooping:)`` are O(1) and allocate nothing, so an indicator can follow
/// `PagedContainerDelegate.container(_:didScrollTo:)` on every tick; ``tabIndex(atContentOffset:)`` is
/// O(log count). One tab's length can change without laying the others out again
/// (``setTabLength(_:at:)``, ``replacingTabLength(at:with:)``): a badge or a new title on one tab.
///
/// Tab 0 starts at `inset`, each next tab `spacing` after the previous one ends, and the content is
/// `2 × inset + Σ lengths + (count − 1) × spacing` long. Right-to-left mirrors the whole content:
/// what would span `[a, b]` spans `[L − b, L − a]`; every span's `origin` is its lower coordinate.
/// Negative or non-finite lengths, spacing, inset and viewport length count as 0.
public struct TabStripLayout: Sendable, Equatable {
    /// How the indicator moves between two tabs.
    public enum IndicatorStyle: Sendable, Equatable {
        /// Origin and length interpolate linearly from one tab to the next (rule 15).
        case linear
        /// The indicator first stretches to cover both tabs (at half-way), then shrinks onto the
        /// new one, as JXSegmentedView's "lengthen" style.
        case stretching
    }

    /// Where the selection is between two tabs, for interpolating colours or font weights.
    public struct Selection: Sendable, Equatable {
        /// The tab the position is leaving.
        public var from: Int
        /// The tab it is moving toward (`from` at a whole position).
        public var to: Int
        /// How far, from 0 (at `from`) toward 1 (at `to`).
        public var progress: Double

        /// Creates a selection.
        /// - Parameters:
        ///   - from: The tab the position is leaving.
        ///   - to: The tab it moves toward.
        ///   - progress: How far, from 0 to 1.
        public init(from: Int, to: Int, progress: Double) {
            self.from = from
            self.to = to
            self.progress = progress
        }
    }

    /// The number of tabs.
    public var tabCount: Int { lengths.count }
    /// The strip's content length, in points.
    public private(set) var contentLength: Double
    /// The viewport's length along the strip, in points.
    public let viewportLength: Double
    /// The inset before the first tab and after the last, in points.
    public let inset: Double
    /// The reading direction; right-to-left mirrors the content.
    public let direction: PagingDirection

    /// Each tab's origin in left-to-right coordinates.
    private var origins: [Double]
    private var lengths: [Double]

    /// Lays tabs out along a strip.
    /// - Parameters:
    ///   - tabLengths: Each tab's length along the strip, in points (a title's width plus padding).
    ///   - spacing: Points between neighbouring tabs. Default 0.
    ///   - inset: Points before the first tab and after the last. Default 0.
    ///   - viewportLength: The strip's visible length, in points.
    ///   - direction: The reading direction. Default `.leftToRight`.
    /// - Complexity: O(count).
    public init(
        tabLengths: [Double], spacing: Double = 0, inset: Double = 0, viewportLength: Double,
        direction: PagingDirection = .leftToRight
    ) {
        func clean(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
        let spacing = clean(spacing)
        self.inset = clean(inset)
        self.viewportLength = clean(viewportLength)
        self.direction = direction
        lengths = tabLengths.map(clean)
        var origins: [Double] = []
        origins.reserveCapacity(lengths.count)
        var next = self.inset
        for length in lengths {
            origins.append(next)
            next += length + spacing
        }
        self.origins = origins
        let tabs = lengths.isEmpty ? 0 : next - spacing - self.inset
        contentLength = 2 * self.inset + tabs
    }

    /// Equal tabs that fill the viewport when they fit, as a segmented control's: each is
    /// `(viewportLength − 2 × inset − (count − 1) × spacing) / count` long, but at least
    /// `minimumTabLength` (then the strip is wider than the viewport and scrolls).
    /// - Parameters:
    ///   - count: The number of tabs; negative counts as 0.
    ///   - minimumTabLength: The shortest a tab may be, in points (the widest title, say).
    ///   - spacing: Points between neighbouring tabs. Default 0.
    ///   - inset: Points before the first tab and after the last. Default 0.
    ///   - viewportLength: The strip's visible length, in points.
    ///   - direction: The reading direction. Default `.leftToRight`.
    /// - Returns: The layout.
    /// - Complexity: O(count).
    public static func equalTabs(
        count: Int, minimumTabLength: Double = 0, spacing: Double = 0, inset: Double = 0, viewportLength: Double,
        direction: PagingDirection = .leftToRight
    ) -> TabStripLayout {
        let count = max(0, count)
        func clean(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
        let free = clean(viewportLength) - 2 * clean(inset) - Double(max(0, count - 1)) * clean(spacing)
        let length = count == 0 ? 0 : max(clean(minimumTabLength), free / Double(count))
        return TabStripLayout(
            tabLengths: Array(repeating: length, count: count), spacing: spacing, inset: inset,
            viewportLength: viewportLength, direction: direction)
    }

    /// Gives tab `index` a new length — a badge or a new title re-measured — and moves no other tab
    /// more than it must: the tabs before it keep their spans exactly, the tabs after it shift by the
    /// difference (`newLength − oldLength`, added to each origin, so they move by exactly that), and
    /// ``contentLength`` grows or shrinks by it. Right-to-left, where the content mirrors, the same
    /// holds from the other end: the tabs after `index` (further left) keep their spans exactly and
    /// the tabs before it shift by the difference, since the content grows at its leading edge.
    ///
    /// An `index` outside `0..<tabCount` changes nothing (it never traps). A negative or non-finite
    /// `length` counts as 0, as in ``init(tabLengths:spacing:inset:viewportLength:direction:)``.
    ///
    /// The result equals the layout built from scratch with the new lengths up to the rounding of
    /// the additions: with whole-point lengths (measured widths rounded up, as `PagedTabBar`'s) it is
    /// equal exactly.
    /// - Parameters:
    ///   - length: The tab's new length, in points.
    ///   - index: The tab.
    /// - Complexity: O(1) for the tab itself and its content length, plus one addition for each tab
    ///   after it (O(tabCount − index)); copying the layout first if its storage is shared, as any
    ///   array's.
    public mutating func setTabLength(_ length: Double, at index: Int) {
        guard index >= 0, index < lengths.count else { return }
        let length = length.isFinite && length > 0 ? length : 0
        let delta = length - lengths[index]
        guard delta != 0 else { return }
        lengths[index] = length
        for later in (index + 1)..<origins.count { origins[later] += delta }
        contentLength += delta
    }

    /// This layout with tab `index` `length` long; see ``setTabLength(_:at:)``.
    /// - Parameters:
    ///   - index: The tab; outside `0..<tabCount` the layout is returned unchanged.
    ///   - length: The tab's new length, in points.
    /// - Returns: The new layout.
    /// - Complexity: O(tabCount) (a copy), as ``setTabLength(_:at:)`` on a shared layout.
    public func replacingTabLength(at index: Int, with length: Double) -> TabStripLayout {
        var layout = self
        layout.setTabLength(length, at: index)
        return layout
    }

    /// Tab `index`'s span, or `nil` outside `0..<tabCount`.
    /// - Parameter index: A tab index.
    /// - Returns: The span, mirrored right-to-left.
    public func tab(at index: Int) -> TabSpan? {
        guard index >= 0, index < lengths.count else { return nil }
        return span(index)
    }

    /// The indicator at pager position `position`: between tab `⌊p⌋` and the next, origin and length
    /// interpolated linearly; exact at whole positions.
    ///
    /// Without looping `position` is clamped to `[0, tabCount − 1]`. Looping, it wraps into
    /// `[0, tabCount)`, and between the last tab and tab 0 the indicator never sweeps across the
    /// strip: it is the last tab's span while the fraction is under ½, then tab 0's. With no tabs:
    /// origin `inset`, length 0. A non-finite position reads as 0.
    /// - Parameters:
    ///   - position: The pager's `position`.
    ///   - isLooping: Whether the pager loops.
    /// - Returns: The indicator's span.
    public func indicator(at position: Double, isLooping: Bool = false) -> TabSpan {
        indicator(at: position, isLooping: isLooping, style: .linear)
    }

    /// The indicator at `position`, moving between tabs in `style`; see
    /// ``indicator(at:isLooping:)``.
    /// - Parameters:
    ///   - position: The pager's `position`.
    ///   - isLooping: Whether the pager loops.
    ///   - style: How the indicator moves between two tabs.
    /// - Returns: The indicator's span.
    public func indicator(at position: Double, isLooping: Bool, style: IndicatorStyle) -> TabSpan {
        guard !lengths.isEmpty else { return TabSpan(origin: inset, length: 0) }
        let selection = selection(at: position, isLooping: isLooping)
        let from = span(selection.from)
        guard selection.to != selection.from, selection.progress > 0 else { return from }
        let to = span(selection.to)
        if isLooping, selection.to == 0, selection.from == lengths.count - 1 {
            // Across the seam: never sweep over the whole strip.
            return selection.progress < 0.5 ? from : to
        }
        switch style {
        case .linear:
            return from.interpolated(to: to, selection.progress)
        case .stretching:
            let both = from.union(to)
            return selection.progress <= 0.5
                ? from.interpolated(to: both, selection.progress * 2)
                : both.interpolated(to: to, selection.progress * 2 - 1)
        }
    }

    /// Which two tabs the selection is between at `position`, and how far along.
    ///
    /// Without looping `position` is clamped to `[0, tabCount − 1]`; looping, it wraps, and from the
    /// last tab the selection moves toward tab 0. A non-finite position reads as 0.
    /// - Parameters:
    ///   - position: The pager's `position`.
    ///   - isLooping: Whether the pager loops.
    /// - Returns: The selection; `from == to == 0` with no tabs.
    public func selection(at position: Double, isLooping: Bool = false) -> Selection {
        let count = lengths.count
        guard count > 0 else { return Selection(from: 0, to: 0, progress: 0) }
        var p = position.isFinite ? position : 0
        let last = Double(count - 1)
        if isLooping {
            p = p.truncatingRemainder(dividingBy: Double(count))
            if p < 0 { p += Double(count) }
            if p >= Double(count) { p = 0 }
        } else {
            p = min(max(p, 0), last)
        }
        // `p` lies in [0, count): its floor is a valid tab.
        let lower = min(Int(p), count - 1)
        let fraction = p - Double(lower)
        guard fraction > 0 else { return Selection(from: lower, to: lower, progress: 0) }
        let upper = lower + 1 < count ? lower + 1 : 0
        return Selection(from: lower, to: upper, progress: fraction)
    }

    /// The strip's scroll offset that puts the indicator's centre at the viewport's centre, clamped to
    /// `[0, max(0, contentLength − viewportLength)]`.
    /// - Parameters:
    ///   - position: The pager's `position`.
    ///   - isLooping: Whether the pager loops.
    /// - Returns: The content offset, in points.
    public func contentOffset(centering position: Double, isLooping: Bool = false) -> Double {
        let centre = indicator(at: position, isLooping: isLooping).center
        return min(max(centre - viewportLength / 2, 0), max(0, contentLength - viewportLength))
    }

    /// The tab whose span contains content offset `offset` (`origin ≤ offset < origin + length`), or
    /// `nil` in a gap, outside the tabs, or for a non-finite offset.
    /// - Parameter offset: A point along the strip's content, in points.
    /// - Returns: The tab index, or `nil`.
    /// - Complexity: O(log count).
    public func tabIndex(atContentOffset offset: Double) -> Int? {
        guard offset.isFinite, !lengths.isEmpty else { return nil }
        var low = 0, high = lengths.count - 1
        // The last tab whose span starts at or before `offset`, in the content's own order.
        let reversed = direction == .rightToLeft
        var found: Int?
        while low <= high {
            let mid = (low + high) / 2
            if span(mid).origin <= offset {
                found = mid
                if reversed { high = mid - 1 } else { low = mid + 1 }
            } else {
                if reversed { low = mid + 1 } else { high = mid - 1 }
            }
        }
        guard let index = found else { return nil }
        let hit = span(index)
        return offset < hit.origin + hit.length ? index : nil
    }

    /// Tab `index`'s span, mirrored right-to-left; `index` is in range.
    private func span(_ index: Int) -> TabSpan {
        let origin = origins[index], length = lengths[index]
        guard direction == .rightToLeft else { return TabSpan(origin: origin, length: length) }
        return TabSpan(origin: contentLength - origin - length, length: length)
    }
}
