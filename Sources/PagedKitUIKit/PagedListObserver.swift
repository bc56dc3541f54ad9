#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// A page that names its vertical list, the scroll view a ``PagedViewController`` header follows.
    ///
    /// Without it the controller takes the page's `contentScrollView(for: .top)`, else the first
    /// vertically scrolling scroll view in the page's view (breadth first).
    @MainActor public protocol PagedListProviding: AnyObject {
        /// The page's vertical list; `nil` for a page without one.
        var pagedListScrollView: UIScrollView? { get }
    }

    /// Observes one page's list for a ``PagedViewController`` header: it becomes the list's
    /// `delegate` and passes every call on to the delegate the list had (the app's), after reporting
    /// the offset.
    ///
    /// Why a delegate in front of the app's: `scrollViewDidScroll` is the one report UIKit makes of
    /// every offset change, in the same run-loop turn as the change (a drag, a deceleration, an
    /// animation, a status-bar tap, an assignment), so the header moves in the same frame as the
    /// list. Key-value observation of `contentOffset` is not documented for UIKit properties (UIKit
    /// classes are not KVO-compliant unless documented), and a per-frame poll would lag a frame.
    /// The app keeps its delegate: set it before the page is shown (in `viewDidLoad`); one set
    /// later replaces this observer, which the controller notices and wraps again the next time it
    /// lays out or moves the list.
    @MainActor final class PagedListObserver: NSObject, UIScrollViewDelegate {
        /// The observed list.
        private(set) weak var list: UIScrollView?
        /// The page showing the list.
        private(set) weak var page: UIViewController?
        /// Above 0 while the controller moves the list itself (a new inset): not a scroll to report.
        var quiet = 0
        /// The top inset the controller set; `nil` before it set one.
        var headerTop: CGFloat?

        /// The list offset (contract rule 16): `contentOffset.y` plus the top inset the controller
        /// set. That is `adjustedContentInset.top` (the adjustment is off), except while a
        /// `UIRefreshControl` refreshes, when UIKit may add to the adjusted inset (how much is
        /// undocumented): that addition is not the header's, and leaving it out keeps the offset, the
        /// header and the other lists still when the control begins or ends refreshing; a list
        /// resting with the control shown has a negative offset, as while pulled. Before the
        /// controller sets an inset: `contentOffset.y + adjustedContentInset.top`.
        var offset: CGFloat? {
            guard let list else { return nil }
            return list.contentOffset.y + (headerTop ?? list.adjustedContentInset.top)
        }
        /// Hears each reported offset change.
        private let didScroll: (PagedListObserver) -> Void
        /// What the list had before the controller took it, given back by ``detach()``.
        private let originalInset: UIEdgeInsets
        private let originalAlwaysBounceVertical: Bool
        private let originalAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior
        #if !os(tvOS)
            private let originalScrollsToTop: Bool
        #endif

        /// The delegate the list had (the app's), which hears every call after the report.
        weak var appDelegate: (any UIScrollViewDelegate)? {
            didSet { forwardee = appDelegate }
        }
        #if canImport(ObjectiveC)
            /// The same delegate, for the Objective-C runtime's forwarding of the methods this class
            /// does not implement (zooming, `UITableViewDelegate`, `UICollectionViewDelegate`).
            nonisolated(unsafe) private weak var forwardee: NSObjectProtocol?
        #else
            private weak var forwardee: NSObjectProtocol?
        #endif

        /// Takes `list` over: becomes its delegate (keeping the one it had), and lets it bounce
        /// vertically so a short list can still be dragged to collapse the header.
        init(list: UIScrollView, page: UIViewController, didScroll: @escaping (PagedListObserver) -> Void) {
            self.list = list
            self.page = page
            self.didScroll = didScroll
            originalInset = list.contentInset
            originalAlwaysBounceVertical = list.alwaysBounceVertical
            originalAdjustmentBehavior = list.contentInsetAdjustmentBehavior
            #if !os(tvOS)
                originalScrollsToTop = list.scrollsToTop
            #endif
            super.init()
            appDelegate = list.delegate
            forwardee = appDelegate
            list.delegate = self
            // UIScrollView.h: "if YES and bounces is YES, even if content is smaller than bounds,
            // allow drag vertically".
            list.alwaysBounceVertical = true
            // The controller sets the whole inset, the safe area included (UIScrollView.h:
            // `UIScrollViewContentInsetAdjustmentNever, // contentInset is not adjusted`), so the
            // list offset does not change as a page moves into the window or across a notch.
            list.contentInsetAdjustmentBehavior = .never
        }

        /// Wraps the list's delegate again if the app replaced this observer.
        func rewrapIfNeeded() {
            guard let list, list.delegate !== self else { return }
            appDelegate = list.delegate
            list.delegate = self
        }

        /// Gives the list back as it was: its delegate, insets and their adjustment, bouncing and
        /// `scrollsToTop`.
        func detach() {
            guard let list else { return }
            quiet += 1
            defer { quiet -= 1 }
            if list.delegate === self { list.delegate = appDelegate }
            list.contentInsetAdjustmentBehavior = originalAdjustmentBehavior
            list.contentInset = originalInset
            list.alwaysBounceVertical = originalAlwaysBounceVertical
            #if !os(tvOS)
                list.scrollsToTop = originalScrollsToTop
            #endif
        }

        // MARK: Forwarding (Objective-C runtime)

        #if canImport(ObjectiveC)
            nonisolated override func responds(to aSelector: Selector!) -> Bool {
                super.responds(to: aSelector) || (forwardee?.responds(to: aSelector) ?? false)
            }

            nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
                if let forwardee, forwardee.responds(to: aSelector) { return forwardee }
                return super.forwardingTarget(for: aSelector)
            }
        #endif

        // MARK: UIScrollViewDelegate

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            if quiet == 0 { didScroll(self) }
            #if canImport(ObjectiveC)
                appDelegate?.scrollViewDidScroll?(scrollView)
            #else
                appDelegate?.scrollViewDidScroll(scrollView)
            #endif
        }

        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            #if canImport(ObjectiveC)
                appDelegate?.scrollViewWillBeginDragging?(scrollView)
            #else
                appDelegate?.scrollViewWillBeginDragging(scrollView)
            #endif
        }

        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            #if canImport(ObjectiveC)
                appDelegate?.scrollViewWillEndDragging?(
                    scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
            #else
                appDelegate?.scrollViewWillEndDragging(
                    scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
            #endif
        }

        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            #if canImport(ObjectiveC)
                appDelegate?.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate)
            #else
                appDelegate?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
            #endif
        }

        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            #if canImport(ObjectiveC)
                appDelegate?.scrollViewDidEndDecelerating?(scrollView)
            #else
                appDelegate?.scrollViewDidEndDecelerating(scrollView)
            #endif
        }

        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            #if canImport(ObjectiveC)
                appDelegate?.scrollViewDidEndScrollingAnimation?(scrollView)
            #else
                appDelegate?.scrollViewDidEndScrollingAnimation(scrollView)
            #endif
        }

        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
            #if canImport(ObjectiveC)
                appDelegate?.scrollViewWillBeginDecelerating?(scrollView)
            #else
                appDelegate?.scrollViewWillBeginDecelerating(scrollView)
            #endif
        }

        /// UIScrollView.h: "return a yes if you want to scroll to the top. if not defined, assumes YES".
        func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
            #if canImport(ObjectiveC)
                appDelegate?.scrollViewShouldScrollToTop?(scrollView) ?? true
            #else
                appDelegate?.scrollViewShouldScrollToTop(scrollView) ?? true
            #endif
        }

        func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
            #if canImport(ObjectiveC)
                appDelegate?.scrollViewDidScrollToTop?(scrollView)
            #else
                appDelegate?.scrollViewDidScrollToTop(scrollView)
            #endif
        }

        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
            #if canImport(ObjectiveC)
                appDelegate?.scrollViewDidChangeAdjustedContentInset?(scrollView)
            #else
                appDelegate?.scrollViewDidChangeAdjustedContentInset(scrollView)
            #endif
        }
    }
#endif
