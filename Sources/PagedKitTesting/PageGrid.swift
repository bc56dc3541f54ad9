import PagedKit

/// Where a ``ScrollSimulator`` expects the container to put its pages (rule 12): the page length,
/// the spacing, the alignment, the reading direction and whether the content loops.
///
/// The simulator frames every placed page at ``pageLength`` (as a host frames each page at
/// `container.pageLength`) and uses the slot grid to tell *spacing* from a *missing card*: the
/// content is a grid of slots one ``pitch`` apart; a slot's card should cover its span, and the
/// stretches between the spans (the spacing, the insets beside the first and last card of a
/// content that does not loop) are expected to be empty.
///
/// In the host's coordinates, slot `k` spans `[k × pitch + origin, k × pitch + origin + pageLength)`,
/// where `origin` is the inset (`(V − P) / 2` centred, 0 leading) left-to-right, and `V − P − inset`
/// right-to-left (the mirrored content): ``span(ofSlot:viewportLength:)``. A content that does not
/// loop has the slots `0..<m`, with `m` from its length `(m − 1) × pitch + V`
/// (``slotCount(contentLength:viewportLength:)``); a looping content has every slot whose span
/// reaches into it.
///
/// All members are O(1).
public struct PageGrid: Sendable, Equatable {
    /// The page length along the paging axis, in points; a non-finite or non-positive length reads
    /// as the viewport's length.
    public var pageLength: Double
    /// The points between neighbouring pages; a negative or non-finite spacing reads as 0.
    public var spacing: Double
    /// Where a resting page sits in the viewport. Default ``PageAlignment/center``.
    public var alignment: PageAlignment
    /// The reading direction; right-to-left mirrors the content. Default left-to-right.
    public var direction: PagingDirection
    /// Whether the content loops, so slots continue past both of its ends. Default `false`.
    public var isLooping: Bool

    /// Creates a grid.
    /// - Parameters:
    ///   - pageLength: The page length in points.
    ///   - spacing: The points between neighbouring pages. Default 0.
    ///   - alignment: Where a resting page sits. Default ``PageAlignment/center``.
    ///   - direction: The reading direction. Default ``PagingDirection/leftToRight``.
    ///   - isLooping: Whether the content loops. Default `false`.
    public init(
        pageLength: Double, spacing: Double = 0, alignment: PageAlignment = .center,
        direction: PagingDirection = .leftToRight, isLooping: Bool = false
    ) {
        self.pageLength = pageLength
        self.spacing = spacing
        self.alignment = alignment
        self.direction = direction
        self.isLooping = isLooping
    }

    /// Full pages (rules 1–11): pages as long as the viewport, no spacing, not looping.
    /// - Parameter viewportLength: The viewport's length, in points.
    /// - Returns: The grid.
    public static func fullPages(viewportLength: Double) -> PageGrid {
        PageGrid(pageLength: viewportLength)
    }

    /// The grid of `container`'s configuration for a viewport of `viewportLength`: the page length
    /// its `pageSize` gives by the contract's rule 12 (``pageLength(of:viewportLength:)``, never the
    /// container's own `pageLength`, so a container that resolves a wrong length leaves blank
    /// stretches between its cards), its spacing, alignment and direction, looping when it loops
    /// over at least two pages (with fewer there is nothing to loop).
    /// - Parameters:
    ///   - container: The container whose grid to read.
    ///   - viewportLength: The viewport's length.
    /// - Returns: The grid.
    @MainActor public init<Page>(of container: PagedContainer<Page>, viewportLength: Double) {
        let configuration = container.configuration
        self.init(
            pageLength: Self.pageLength(of: configuration.pageSize, viewportLength: viewportLength),
            spacing: configuration.pageSpacing,
            alignment: configuration.pageAlignment, direction: configuration.direction,
            isLooping: configuration.isLooping && container.pageCount >= 2)
    }

    /// Rule 12's page length for `size` in a viewport of `viewportLength` points: the viewport's
    /// for `.fill`, `f × V` for `.fraction(f)` (`f` clamped into (0, 1]), `min(points, V)` for
    /// `.fixed(points)`; a non-finite or non-positive fraction or point count means `.fill`; never
    /// shorter than `V / 64` (`PagingConfiguration.pageSize`'s documented bound).
    /// - Parameters:
    ///   - size: The configured page size.
    ///   - viewportLength: The viewport's length, in points.
    /// - Returns: The page length, in points.
    public static func pageLength(of size: PageSize, viewportLength: Double) -> Double {
        var length = viewportLength
        switch size {
        case .fill:
            break
        case .fraction(let fraction) where fraction.isFinite && fraction > 0:
            length = min(fraction, 1) * viewportLength
        case .fixed(let points) where points.isFinite && points > 0:
            length = min(points, viewportLength)
        default:
            break
        }
        return max(length, viewportLength / 64)
    }

    /// The page length in effect for a viewport of `viewportLength`: ``pageLength`` when it is
    /// finite and positive, else the viewport's length.
    /// - Parameter viewportLength: The viewport's length, in points.
    /// - Returns: The page length, in points.
    public func resolvedPageLength(viewportLength: Double) -> Double {
        pageLength.isFinite && pageLength > 0 ? pageLength : viewportLength
    }

    /// The spacing in effect: ``spacing`` when finite and positive, else 0.
    public var resolvedSpacing: Double {
        spacing.isFinite && spacing > 0 ? spacing : 0
    }

    /// How far apart neighbouring slots are: page length plus spacing.
    /// - Parameter viewportLength: The viewport's length, in points.
    /// - Returns: The pitch, in points.
    public func pitch(viewportLength: Double) -> Double {
        let pitch = resolvedPageLength(viewportLength: viewportLength) + resolvedSpacing
        return pitch.isFinite ? pitch : resolvedPageLength(viewportLength: viewportLength)
    }

    /// Where a resting page starts inside the viewport, in reading order: `(V − P) / 2` centred,
    /// 0 leading.
    /// - Parameter viewportLength: The viewport's length `V`, in points.
    /// - Returns: The inset, in points.
    public func inset(viewportLength: Double) -> Double {
        alignment == .center ? (viewportLength - resolvedPageLength(viewportLength: viewportLength)) / 2 : 0
    }

    /// Where a resting page's frame starts, measured from the content offset, in the host's
    /// coordinates: the inset left-to-right, `V − P − inset` right-to-left.
    /// - Parameter viewportLength: The viewport's length, in points.
    /// - Returns: The distance from the viewport's lower edge to the resting page's lower edge.
    public func restingPageOrigin(viewportLength: Double) -> Double {
        let inset = inset(viewportLength: viewportLength)
        guard direction == .rightToLeft else { return inset }
        return viewportLength - resolvedPageLength(viewportLength: viewportLength) - inset
    }

    /// Whether pages fill the viewport edge to edge: the whole content is one card after another.
    /// - Parameter viewportLength: The viewport's length, in points.
    /// - Returns: `true` for full pages with no spacing.
    public func isFullPage(viewportLength: Double) -> Bool {
        resolvedPageLength(viewportLength: viewportLength) == viewportLength && resolvedSpacing == 0
    }

    /// The span of slot `slot` in the host's coordinates: `[slot × pitch + origin, … + pageLength)`.
    /// - Parameters:
    ///   - slot: The slot, counted in the host's coordinates from the content's lower end.
    ///   - viewportLength: The viewport's length, in points.
    /// - Returns: The span.
    public func span(ofSlot slot: Int, viewportLength: Double) -> Range<Double> {
        let lower =
            Double(slot) * pitch(viewportLength: viewportLength) + restingPageOrigin(viewportLength: viewportLength)
        return lower..<(lower + resolvedPageLength(viewportLength: viewportLength))
    }

    /// The number of slots of a content that does not loop: `m` with `(m − 1) × pitch + V` nearest
    /// `contentLength` (at least 1 for a content longer than zero, 0 for none).
    /// - Parameters:
    ///   - contentLength: The content length, in points.
    ///   - viewportLength: The viewport's length, in points.
    /// - Returns: The slot count.
    public func slotCount(contentLength: Double, viewportLength: Double) -> Int {
        guard contentLength.isFinite, contentLength > 0 else { return 0 }
        let pitches = ((contentLength - viewportLength) / pitch(viewportLength: viewportLength)).rounded()
        guard pitches.isFinite else { return 1 }
        return Int(min(max(pitches, 0), Double(Int32.max))) + 1
    }
}
