#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
    import PagedKit
    import SwiftUI
    import UIKit

    /// A page's vertical list in a ``PagedView``: the list whose offset the pager observes, keeps
    /// across unloading and reloads, and moves to show the same header as the other pages
    /// (``PagedView/pagedHeader(expandedHeight:pinnedHeight:header:pinned:)``).
    ///
    /// Make it the page's root, or the part of the page that scrolls, and put the rows in it
    /// instead of a `ScrollView` or `List`:
    ///
    /// ```swift
    /// PagedView(channels, currentPage: $page) { channel in
    ///     PagedList {
    ///         VStack(spacing: 0) {
    ///             ForEach(channel.posts) { PostRow(post: $0) }
    ///         }
    ///     }
    /// }
    /// .pagedHeader(expandedHeight: 280, pinnedHeight: 44) {
    ///     ProfileHeader()
    /// } pinned: {
    ///     ChannelTabs(selection: $page)
    /// }
    /// ```
    ///
    /// iOS 16 gives SwiftUI no way to read or set a `ScrollView`'s offset exactly (a `GeometryReader`
    /// reports the content's frame only after layout, and `ScrollViewReader` scrolls to views, not to
    /// offsets), so a `PagedList` is a `UIScrollView` hosting `content` in a `UIHostingController`:
    /// its `contentOffset` is reported on every tick (`scrollViewDidScroll(_:)`) and set exactly.
    /// The pager gives the list a top inset of the header's expanded height, and the bottom inset a
    /// short list needs to collapse the header fully (`PagedHeaderLayout.bottomInset`); only the
    /// settled page's list scrolls to the top at a status-bar tap (`scrollsToTop`).
    ///
    /// - Important: The content is measured at the list's width (`sizeThatFits(in:)`) when the list
    ///   is laid out, when SwiftUI updates the page, and when the content's own state changes its
    ///   size (the hosting controller tracks it: `sizingOptions = .preferredContentSize`, iOS 16). It
    ///   is laid out in full: a `LazyVStack` in it makes every row. A `PagedList` outside a
    ///   `PagedView` is a plain scroll view.
    @MainActor public struct PagedList<Content: View>: UIViewControllerRepresentable {
        let content: Content

        /// A list of `content`.
        /// - Parameter content: The rows.
        public init(@ViewBuilder content: () -> Content) {
            self.content = content()
        }

        /// Creates the list's controller.
        /// - Parameter context: SwiftUI's context.
        /// - Returns: The controller.
        public func makeUIViewController(context: Context) -> PagedListController<Content> {
            PagedListController(content: content)
        }

        /// Gives the list new content, and connects it to the page it is on.
        /// - Parameters:
        ///   - controller: The list's controller.
        ///   - context: SwiftUI's context; its environment names the page.
        public func updateUIViewController(_ controller: PagedListController<Content>, context: Context) {
            controller.update(content: content, slot: context.environment.pagedListSlot)
        }
    }

    /// The controller of a ``PagedList``: a `UIScrollView` with the content in a hosting controller.
    /// Created by SwiftUI.
    @MainActor public final class PagedListController<Content: View>: UIViewController, UIScrollViewDelegate {
        private let scrollView = UIScrollView()
        private let host: UIHostingController<Content>
        /// The page this list is on, or `nil` outside a `PagedView`.
        private var slot: PagedListSlot?
        /// The header's expanded height: the top inset.
        private var topInset = 0.0
        private var header: PagedHeaderLayout?

        init(content: Content) {
            host = UIHostingController(rootView: content)
            super.init(nibName: nil, bundle: nil)
            // Rows that change their height from their own state (loaded later, expanded) tell the
            // list through `preferredContentSizeDidChange(forChildContentContainer:)`.
            host.sizingOptions = .preferredContentSize
        }

        /// Not supported: a `PagedList` makes its controller.
        public required init?(coder: NSCoder) {
            nil
        }

        /// The list's scroll view is the controller's view.
        public override func loadView() {
            // The pager's insets are the whole inset: no safe area on top of them.
            scrollView.contentInsetAdjustmentBehavior = .never
            scrollView.alwaysBounceVertical = true
            scrollView.delegate = self
            view = scrollView
        }

        /// Adds the content.
        public override func viewDidLoad() {
            super.viewDidLoad()
            addChild(host)
            scrollView.addSubview(host.view)
            host.didMove(toParent: self)
        }

        /// Measures the content at the list's width and sets the insets.
        public override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            layoutContent()
        }

        /// The content's size changed: measures it again at the list's width.
        /// - Parameter container: The child whose preferred size changed.
        public override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
            super.preferredContentSizeDidChange(forChildContentContainer: container)
            if (container as AnyObject) === host, isViewLoaded { layoutContent() }
        }

        /// The list offset rule 16 reads: `contentOffset.y` plus the top inset.
        var listOffset: Double { Double(scrollView.contentOffset.y) + topInset }

        func update(content: Content, slot: PagedListSlot?) {
            if !PageRootComparison.isSame(host.rootView, content) {
                host.rootView = content
                if isViewLoaded { layoutContent() }
            }
            guard slot !== self.slot else { return }
            self.slot = slot
            slot?.list = self
            slot?.owner?.listDidAttach(slot)
        }

        private func layoutContent() {
            loadViewIfNeeded()
            let width = scrollView.bounds.width
            let height = max(0, Double(host.sizeThatFits(in: CGSize(width: width, height: .infinity)).height))
            host.view.frame = CGRect(x: 0, y: 0, width: width, height: CGFloat(height))
            scrollView.contentSize = CGSize(width: width, height: CGFloat(height))
            let bottom =
                header?.bottomInset(contentHeight: height, viewportHeight: Double(scrollView.bounds.height)) ?? 0
            let insets = UIEdgeInsets(top: CGFloat(topInset), left: 0, bottom: CGFloat(bottom), right: 0)
            if scrollView.contentInset != insets { scrollView.contentInset = insets }
        }

        /// Moves the list where the pager holds it, with the header's insets.
        /// - Parameters:
        ///   - offset: The list offset the container holds for the page, or `nil` for none yet.
        ///   - header: The pager's header, or `nil`.
        ///   - drives: Whether this is the settled page's list, the one that drives the header and
        ///     scrolls to the top at a status-bar tap.
        func apply(offset: Double?, header: PagedHeaderLayout?, drives: Bool) {
            loadViewIfNeeded()
            self.header = header
            let expanded = header?.expandedHeight ?? 0
            topInset = expanded.isFinite && expanded > 0 ? expanded : 0
            scrollView.scrollsToTop = drives
            layoutContent()
            guard let offset, abs(offset - listOffset) > 0.01 else { return }
            let target = CGPoint(x: scrollView.contentOffset.x, y: CGFloat(offset - topInset))
            if drives {
                // The settled list moves only for a header height change: its own deceleration goes on.
                scrollView.contentOffset = target
            } else {
                // Another list's deceleration, left running after a swipe, stops where the pager says.
                scrollView.setContentOffset(target, animated: false)
            }
        }

        // MARK: UIScrollViewDelegate

        /// Reports the list's offset to the pager.
        public func scrollViewDidScroll(_ scrollView: UIScrollView) {
            guard let slot else { return }
            slot.owner?.list(of: slot, didScrollTo: listOffset)
        }

        /// Nothing: the pager reads only offsets.
        public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
        /// Nothing: the pager reads only offsets.
        public func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {}
        /// Nothing: the pager reads only offsets.
        public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
        /// Nothing: the pager reads only offsets.
        public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
        /// Nothing: the pager reads only offsets.
        public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    }

    /// A page of a ``PagedView``, as its ``PagedList`` sees it (through the environment): the pager
    /// to report to and the list to move.
    @MainActor final class PagedListSlot {
        weak var page: UIViewController?
        weak var owner: (any PagedListOwner)?
        weak var list: (any PagedListSurface)?

        init(owner: any PagedListOwner) {
            self.owner = owner
        }
    }

    /// The pager a ``PagedList`` reports to.
    @MainActor protocol PagedListOwner: AnyObject {
        /// A list was made, or moved to another page: it takes the page's offset and the header.
        func listDidAttach(_ slot: PagedListSlot?)
        /// The list of `slot`'s page scrolled to list offset `offset`.
        func list(of slot: PagedListSlot, didScrollTo offset: Double)
    }

    /// A list the pager moves.
    @MainActor protocol PagedListSurface: AnyObject {
        var listOffset: Double { get }
        func apply(offset: Double?, header: PagedHeaderLayout?, drives: Bool)
    }

    extension PagedListController: PagedListSurface {}

    extension EnvironmentValues {
        /// The ``PagedView`` page a ``PagedList`` is on, or `nil`.
        var pagedListSlot: PagedListSlot? {
            get { self[PagedListSlotKey.self] }
            set { self[PagedListSlotKey.self] = newValue }
        }
    }

    private enum PagedListSlotKey: EnvironmentKey {
        static var defaultValue: PagedListSlot? { nil }
    }
#endif
