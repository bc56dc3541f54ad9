#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
    import PagedKit
    import PagedKitUIKit
    import SwiftUI
    import UIKit

    /// A ``PagedView``'s header: its heights and views.
    struct PagedViewHeader {
        var layout: PagedHeaderLayout
        var header: AnyView
        var pinned: AnyView?
        /// The views as written, before type erasure.
        let views: Any
        /// Whether another header's `views` are these, bit for bit (``PageRootComparison``): an
        /// update that changed neither the views nor the environment gives the header's hosting
        /// controllers nothing new, so SwiftUI evaluates no header body (as it would skip a view
        /// whose inputs did not change).
        let hasSameViews: (Any) -> Bool
    }

    extension PagedView {
        /// This pager with a collapsing header above its pages, and `pinned` content (a tab strip)
        /// at the header's bottom that stays when the header has collapsed (contract rule 16).
        ///
        /// The header is `expandedHeight` tall over the top of the pages, its bottom
        /// `pinnedHeight` points being `pinned`. As the settled page's ``PagedList`` scrolls up, the
        /// header moves up with it until only `pinned` remains; pulled down, it stays fully
        /// expanded. Every loaded page's list shows the same header, and each list keeps its own
        /// place once the header is pinned: swipe to another page and back, and the first is where
        /// it was. The header holds still while the pager moves sideways.
        ///
        /// The pages' lists must be ``PagedList``s: a `ScrollView` or `List` on a page is not
        /// observed, and scrolls under the header without moving it.
        ///
        /// The header and `pinned` are each hosted in a `UIHostingController` above the pages, in
        /// the `PagedView`'s environment. Collapsing moves their frames and evaluates no body; an
        /// update of the `PagedView` gives them new views only when `header` or `pinned` (compared
        /// as a page's content is) or the environment changed. They keep the touches that start on
        /// them: a drag on the header does not scroll the list.
        ///
        /// A change of `expandedHeight` (a bio that expands) keeps every list's rows where they are,
        /// except while the header is fully expanded, when the rows move with its bottom edge.
        /// Negative or non-finite heights read as 0; `pinnedHeight` is at most `expandedHeight`.
        /// - Parameters:
        ///   - expandedHeight: The header's height when the lists are at their top, in points,
        ///     `pinned` included.
        ///   - pinnedHeight: The height of `pinned`, which stays when the header is collapsed.
        ///   - header: The header's collapsing part, `expandedHeight - pinnedHeight` tall.
        ///   - pinned: The part that stays, `pinnedHeight` tall.
        /// - Returns: The pager with the header.
        public func pagedHeader<Header: View, Pinned: View>(
            expandedHeight: CGFloat, pinnedHeight: CGFloat, @ViewBuilder header: () -> Header,
            @ViewBuilder pinned: () -> Pinned
        ) -> PagedView {
            var pager = self
            let views = (header(), pinned())
            pager.header = PagedViewHeader(
                layout: PagedHeaderLayout(expandedHeight: Double(expandedHeight), pinnedHeight: Double(pinnedHeight)),
                header: AnyView(views.0), pinned: AnyView(views.1), views: views,
                hasSameViews: { other in
                    guard let other = other as? (Header, Pinned) else { return false }
                    return PageRootComparison.isSame(other.0, views.0) && PageRootComparison.isSame(other.1, views.1)
                })
            return pager
        }

        /// This pager with a header above its pages that collapses fully as the settled page's
        /// ``PagedList`` scrolls up (``pagedHeader(expandedHeight:pinnedHeight:header:pinned:)``
        /// with nothing pinned).
        /// - Parameters:
        ///   - expandedHeight: The header's height when the lists are at their top, in points.
        ///   - header: The header.
        /// - Returns: The pager with the header.
        public func pagedHeader<Header: View>(expandedHeight: CGFloat, @ViewBuilder header: () -> Header)
            -> PagedView
        {
            var pager = self
            let view = header()
            pager.header = PagedViewHeader(
                layout: PagedHeaderLayout(expandedHeight: Double(expandedHeight)), header: AnyView(view), pinned: nil,
                views: view,
                hasSameViews: { other in (other as? Header).map { PageRootComparison.isSame($0, view) } ?? false })
            return pager
        }
    }

    /// The header's views over the pages: two hosting controllers, children of the pager controller,
    /// moved up by the header's collapse (a frame change, no SwiftUI update).
    @MainActor final class PagedHeaderOverlay {
        let header: UIHostingController<AnyView>
        private(set) var pinned: UIHostingController<AnyView>?
        private weak var parent: UIViewController?

        init(header: AnyView, in parent: UIViewController) {
            self.header = UIHostingController(rootView: header)
            self.parent = parent
            install(self.header)
        }

        private func install(_ child: UIHostingController<AnyView>) {
            guard let parent else { return }
            // As the pages: the pager sits in its parent's safe area already.
            if #available(iOS 16.4, tvOS 16.4, *) { child.safeAreaRegions = .keyboard }
            parent.addChild(child)
            child.view.autoresizingMask = [.flexibleWidth]
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        }

        private func uninstall(_ child: UIHostingController<AnyView>) {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }

        /// New views for the header (`nil`: unchanged) and the pinned part.
        func update(header: AnyView?, pinned: AnyView?) {
            if let header { self.header.rootView = header }
            switch (self.pinned, pinned) {
            case (let host?, let view?):
                host.rootView = view
            case (nil, let view?):
                let host = UIHostingController(rootView: view)
                self.pinned = host
                install(host)
            case (let host?, nil):
                uninstall(host)
                self.pinned = nil
            case (nil, nil):
                break
            }
        }

        /// Places the header `collapse` points up from its expanded place.
        func layout(_ layout: PagedHeaderLayout, collapse: Double) {
            guard let parent else { return }
            let width = parent.view.bounds.width
            let range = layout.collapseRange
            // The cleaned pinned height: what the cleaned expanded height leaves past the range.
            let pinnedHeight = max(0, cleanedExpanded(layout) - range)
            header.view.frame = CGRect(x: 0, y: CGFloat(-collapse), width: width, height: CGFloat(range))
            pinned?.view.frame = CGRect(
                x: 0, y: CGFloat(range - collapse), width: width, height: CGFloat(pinnedHeight))
        }

        private func cleanedExpanded(_ layout: PagedHeaderLayout) -> Double {
            let value = layout.expandedHeight
            return value.isFinite && value > 0 ? value : 0
        }

        /// Removes the header's views.
        func remove() {
            uninstall(header)
            if let pinned { uninstall(pinned) }
            pinned = nil
        }
    }
#endif
