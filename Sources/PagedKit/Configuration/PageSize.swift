/// How long each page is along the paging axis (rule 12).
///
/// With anything but ``fill`` the pages are *cards*: shorter than the viewport, so the neighbours
/// of the resting card peek in beside it, as in FSPagerView's `itemSize` or Compose's `pageSize`.
public enum PageSize: Sendable, Equatable {
    /// The viewport's length: one page fills the viewport (the default, rules 1–11).
    case fill
    /// A fraction of the viewport's length, clamped into (0, 1]. A non-finite or non-positive
    /// fraction means ``fill``.
    case fraction(Double)
    /// A length in points, at most the viewport's. A non-finite or non-positive length means ``fill``.
    case fixed(Double)
}

/// Where a resting page sits in the viewport (rule 12).
public enum PageAlignment: Sendable, Equatable {
    /// At the viewport's leading edge (its left edge left-to-right, its right edge right-to-left);
    /// only the following neighbour peeks in.
    case leading
    /// Centred, with the same strip of each neighbour showing on both sides (the default).
    case center
}
