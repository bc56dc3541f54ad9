#if canImport(UIKit) && !os(watchOS)
    import PagedKit

    /// The container as the adapter's non-generic parts see it: scroll input, viewport, visibility,
    /// memory and the few reads they need. `PagedContainer` already has every member.
    ///
    /// The scroll view, its delegate, the system-event observer and the page-control binding do not
    /// depend on the page type, so they talk to the container through this protocol and stay
    /// non-generic (UIKit's Objective-C delegate protocols and overrides are simplest on non-generic
    /// classes).
    @MainActor protocol PagingInput: AnyObject {
        var configuration: PagingConfiguration { get set }
        var isVisible: Bool { get set }
        var pageCount: Int { get }
        var currentPage: Int { get }
        var settledPage: Int { get }
        var scrollState: ScrollState { get }
        /// The page length along the axis in points (rule 12); 0 before the viewport.
        var pageLength: Double { get }

        func setViewportLength(_ length: Double)
        func scrollToPage(_ index: Int, animated: Bool) throws(PagingError)
        @discardableResult func scrollBy(pages delta: Int, animated: Bool) -> Bool
        func handleMemoryPressure(_ level: MemoryPressure)
        func pauseAutoScroll(for reason: AutoScrollPauseReason)
        func resumeAutoScroll(for reason: AutoScrollPauseReason)

        func willBeginDragging()
        func didScroll(toOffset offset: Double)
        func willEndDragging(velocity: Double) -> Double
        func didEndDragging(willDecelerate: Bool)
        func didEndDecelerating()
        func didEndScrollingAnimation()
        func fingerLifted()
    }

    extension PagedContainer: PagingInput {}
#endif
