/// What a pager owes its app on every tick: the position, reported to a delegate the pager holds
/// weakly, as an existential. UIKit calls `scrollViewDidScroll(_:)` so, FSPagerView its
/// `pagerViewDidScroll(_:)`, SDCycleScrollView moves its page control from there, and PagedKit calls
/// `container(_:didScrollTo:)`. Every strategy but the bare floor pays it, so tick ratios compare
/// like with like.
///
/// Public so that the optimizer cannot take ``PageIndicator`` for its only conformance and turn the
/// report into a direct store: the call goes through the existential's witness table, as a call to an
/// app's delegate from a pager in another module does.
@MainActor public protocol PositionReceiver: AnyObject {
    /// The pager's logical position in pages (wrapped into `0..<count` when looping).
    func pager(_ pager: AnyObject, didScrollTo position: Double)
}

/// The app's page indicator: keeps the last position it was told. The strategy that reports to it
/// owns it strongly and reports to it through a weak reference.
@MainActor final class PageIndicator: PositionReceiver {
    private(set) var position = 0.0

    func pager(_ pager: AnyObject, didScrollTo position: Double) {
        self.position = position
    }
}
