/// Where a released drag comes to rest (rule 3), as a rule on values.
enum SettleRule {
    /// Releases at or above this speed, in points per second, fling to the next page.
    static let flingVelocity = 300.0

    /// The reading slot a release at reading position `x` goes to.
    /// - Parameters:
    ///   - x: The reading position at release.
    ///   - velocity: The release velocity along the reading order, in points per second.
    ///   - layout: The content's layout; the target is clamped to slots that hold a page.
    static func targetSlot(x: Double, velocity: Double, layout: PageLayout) -> Int? {
        let raw: Int
        if velocity.isFinite, abs(velocity) >= flingVelocity {
            raw = velocity > 0 ? PageLayout.floorSlot(x) + 1 : PageLayout.floorSlot(x.rounded(.up)) - 1
        } else {
            raw = PageLayout.nearestSlot(x)
        }
        return layout.clampedSlot(raw)
    }
}
