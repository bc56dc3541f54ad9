#if canImport(UIKit) && !os(watchOS)
    import PagedKit
    import UIKit

    /// The paging scroll view's `UIScrollViewDelegate`: forwards each event one-to-one to the container,
    /// converting points to offsets along the paging axis.
    ///
    /// It makes no decision: where a release comes to rest is the container's answer to
    /// `willEndDragging(velocity:)`, written back into `targetContentOffset`.
    @MainActor final class ScrollEventForwarder: NSObject, UIScrollViewDelegate {
        weak var input: (any PagingInput)?

        private var geometry: AxisGeometry {
            AxisGeometry(axis: input?.configuration.axis ?? .horizontal)
        }

        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            (scrollView as? PagingScrollView)?.willBeginDragging()
            input?.willBeginDragging()
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            input?.didScroll(toOffset: geometry.offset(of: scrollView.contentOffset))
        }

        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            guard let input else { return }
            let geometry = self.geometry
            let target = input.willEndDragging(velocity: geometry.velocity(of: velocity))
            guard target.isFinite else { return }
            targetContentOffset.pointee = geometry.point(atOffset: target)
        }

        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            input?.didEndDragging(willDecelerate: decelerate)
        }

        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            input?.didEndDecelerating()
            (scrollView as? PagingScrollView)?.motionDidEnd()
        }

        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            (scrollView as? PagingScrollView)?.didEndScrollingAnimation()
            input?.didEndScrollingAnimation()
            (scrollView as? PagingScrollView)?.motionDidEnd()
        }
    }
#endif
