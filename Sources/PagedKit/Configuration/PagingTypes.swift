/// What the content is doing: resting, following a finger, or moving on its own.
///
/// The container moves `.dragging` → `.settling` → `.idle` for a released drag, and `.settling` →
/// `.idle` for an animated jump. A release that needs no movement goes straight to `.idle`.
public enum ScrollState: Sendable, Equatable {
    /// At rest on ``PagedContainer/settledPage``.
    case idle
    /// A finger is moving the content.
    case dragging
    /// The content decelerates toward a page after a release, or runs an animated jump.
    case settling
}

/// How urgently the host asks the container to free memory.
public enum MemoryPressure: Sendable, Equatable {
    /// Drop the cache and every page outside `currentPage ± min(preloadRadius, 1)`.
    case warning
    /// Keep only the pages that overlap the viewport.
    case critical
}

/// One step of a page's appearance, following UIKit's view-controller containment rules.
///
/// Per page the events go `willAppear → didAppear → willDisappear → didDisappear`; a cancelled
/// transition may go `willAppear → willDisappear` or `willDisappear → willAppear`.
public enum PageAppearance: Sendable, Equatable {
    case willAppear
    case didAppear
    case willDisappear
    case didDisappear
}

/// The axis the pages are laid out along. The container's arithmetic is the same for both; the
/// host maps offsets onto its own axis.
public enum PagingAxis: Sendable, Equatable {
    case horizontal
    case vertical
}

/// The reading order of the pages along the axis.
public enum PagingDirection: Sendable, Equatable {
    /// Page 0 sits at offset 0.
    case leftToRight
    /// Page 0 sits at the far end of the content (offset `(n − 1) × length` without looping), as in
    /// Arabic and Hebrew interfaces.
    case rightToLeft
}

/// An error thrown for a request the container cannot honour.
public enum PagingError: Error, Sendable, Equatable {
    /// A page index outside `0..<pageCount` was asked for.
    case pageOutOfRange(index: Int, pageCount: Int)
}
