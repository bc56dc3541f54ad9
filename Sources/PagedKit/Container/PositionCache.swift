/// The current page and the position segment for one stretch of the reading position: between the
/// same two slots, nearest the same slot, in the same layout.
struct PositionCache {
    var layout: PageLayout
    var lowerSlot: Int
    var nearestSlot: Int
    var currentPage: Int
    var segment: PageLayout.Segment
}
