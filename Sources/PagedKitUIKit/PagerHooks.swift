#if canImport(UIKit) && !os(watchOS)
    import PagedKit
    import UIKit

    /// The overridable hooks of ``PagedScrollView`` and ``PagedViewController``, documented once.
    ///
    /// Both pagers are their container's delegate; they call these hooks first, then pass the same
    /// event on to their `delegate`, with the same arguments. Every hook does nothing by default
    /// except ``accessibilityAnnouncement(forPageAt:)``. Override them in a subclass
    /// (`override func didScrollToPage(_ index: Int)`).
    @MainActor public protocol PagerHooks<Page>: AnyObject {
        /// The page type: a view for ``PagedScrollView``, a view controller for ``PagedViewController``.
        associatedtype Page

        /// The content is about to move to page `index` (a release or a jump).
        /// - Parameter index: The target page.
        func willScrollToPage(_ index: Int)

        /// The content came to rest on page `index`, showing another item than the one it last rested
        /// on (another index, or another item at the same index after a reload removed the settled one).
        /// - Parameter index: The page now showing.
        func didScrollToPage(_ index: Int)

        /// Page `index`, announced with ``willScrollToPage(_:)``, will not be reached: a finger caught
        /// the move and settled elsewhere, another page was announced instead, or a reload ended the
        /// move. Every `willScrollToPage(i)` is followed by exactly one `didScrollToPage(i)` or
        /// `didCancelScrollToPage(i)`. Move a tab selection made in `willScrollToPage(_:)` back here.
        /// - Parameter index: The page announced and not reached.
        func didCancelScrollToPage(_ index: Int)

        /// The page nearest the viewport changed (at each half-way crossing).
        /// - Parameter index: The new current page.
        func didChangeCurrentPage(_ index: Int)

        /// A page was made and placed in the scroll view (for a view controller pager, also added
        /// as a child).
        /// - Parameters:
        ///   - page: The page.
        ///   - index: Its page index.
        func didLoadPage(_ page: Page, at index: Int)

        /// A page is about to be removed from the scroll view (and from the children) and released.
        /// - Parameters:
        ///   - page: The page.
        ///   - index: Its page index.
        func willUnloadPage(_ page: Page, at index: Int)

        /// A page's appearance changed, following UIKit's containment rules. A view controller page has
        /// already been told through its own appearance methods.
        /// - Parameters:
        ///   - page: The page.
        ///   - index: Its page index.
        ///   - appearance: The step: `willAppear`, `didAppear`, `willDisappear` or `didDisappear`.
        ///   - animated: Whether the change is part of a visible motion.
        func didChangeAppearance(of page: Page, at index: Int, to appearance: PageAppearance, animated: Bool)

        /// The position changed, in page units (every scroll tick).
        /// - Parameter position: The logical position, wrapped into `0..<pageCount` when looping.
        func didScroll(to position: Double)

        /// The scroll state changed.
        /// - Parameter state: `.idle`, `.dragging` or `.settling`.
        func didChangeScrollState(_ state: ScrollState)

        /// What VoiceOver says once a three-finger scroll brought page `index` in. Default: "Page 3
        /// of 12", localized through the app's `PagedKit` strings table (key `"Page %1$ld of %2$ld"`);
        /// return `nil` for VoiceOver's page sound only.
        /// - Parameter index: The page the scroll moved to.
        /// - Returns: The announcement, or `nil`.
        func accessibilityAnnouncement(forPageAt index: Int) -> String?
    }

    extension PagerHooks {
        /// Calls the hook that matches `event`.
        func callHook(for event: ContainerEvent<Page>) {
            switch event {
            case .didLoad(let page, let index): didLoadPage(page, at: index)
            case .willUnload(let page, let index): willUnloadPage(page, at: index)
            case .appearance(let page, let index, let appearance, let animated):
                didChangeAppearance(of: page, at: index, to: appearance, animated: animated)
            case .willScrollToPage(let index): willScrollToPage(index)
            case .didScrollToPage(let index): didScrollToPage(index)
            case .didCancelScrollToPage(let index): didCancelScrollToPage(index)
            case .didChangeCurrentPage(let index): didChangeCurrentPage(index)
            case .didScroll(let position): didScroll(to: position)
            case .didChangeScrollState(let state): didChangeScrollState(state)
            case .didChangeHeaderCollapse: break
            }
        }
    }
#endif
