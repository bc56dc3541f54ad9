#if canImport(UIKit) && !os(watchOS)
    import PagedKit
    import UIKit

    /// The relay as an `IndexedPageDataSource`, for an app data source that is one: the container
    /// then follows items by looking their identifiers up (rule 14) instead of reading every
    /// identifier, through the relay as through the app's own source.
    @MainActor final class IndexedContainerRelay<Page>: IndexedPageDataSource {
        unowned let relay: ContainerRelay<Page>

        init(relay: ContainerRelay<Page>) {
            self.relay = relay
        }

        func numberOfPages(in container: PagedContainer<Page>) -> Int {
            relay.numberOfPages(in: container)
        }

        func container(_ container: PagedContainer<Page>, pageAt index: Int) -> Page {
            relay.container(container, pageAt: index)
        }

        func container(_ container: PagedContainer<Page>, identifierForPageAt index: Int) -> AnyHashable {
            relay.container(container, identifierForPageAt: index)
        }

        func container(_ container: PagedContainer<Page>, indexOfPageWithIdentifier identifier: AnyHashable) -> Int? {
            (relay.dataSource as? any IndexedPageDataSource<Page>)?.container(
                container, indexOfPageWithIdentifier: identifier)
        }
    }

    /// One event the container reported to its delegate.
    enum ContainerEvent<Page> {
        case didLoad(Page, at: Int)
        case willUnload(Page, at: Int)
        case appearance(Page, at: Int, PageAppearance, animated: Bool)
        case willScrollToPage(Int)
        case didScrollToPage(Int)
        case didCancelScrollToPage(Int)
        case didChangeCurrentPage(Int)
        case didScroll(to: Double)
        case didChangeScrollState(ScrollState)
        case didChangeHeaderCollapse(Double)
    }

    /// An adapter hearing its container's events before the app's delegate does.
    @MainActor protocol ContainerEventReceiver<Page>: AnyObject {
        associatedtype Page
        func receive(_ event: ContainerEvent<Page>)
    }

    /// The container's data source and delegate on the adapter's behalf.
    ///
    /// The container holds its data source and delegate weakly and has room for one of each; the adapter
    /// needs to hear the page count (for the page control) and every event (for containment,
    /// appearance, the page control and its overridable hooks) and still let the app have both.
    /// The relay passes data-source calls through to the app's data source, and hands each event
    /// first to the adapter, then to the app's delegate, with the same arguments.
    @MainActor final class ContainerRelay<Page>: PageDataSource, PagedContainerDelegate {
        weak var dataSource: (any PageDataSource<Page>)?
        weak var delegate: (any PagedContainerDelegate<Page>)?
        weak var receiver: (any ContainerEventReceiver<Page>)?
        let pageControl = PageControlBinding()
        /// The pager's tab bar (`pagedTabBar`), updated on every tick.
        weak var tabBar: PagedTabBar?

        // MARK: PageDataSource

        func numberOfPages(in container: PagedContainer<Page>) -> Int {
            let count = dataSource?.numberOfPages(in: container) ?? 0
            pageControl.sync(pageCount: count)
            return count
        }

        func container(_ container: PagedContainer<Page>, pageAt index: Int) -> Page {
            guard let dataSource else {
                // Unreachable through the pager's own paths: before any event that may load a page,
                // `GuardedInput` empties a pager whose data source went away. Only a direct call on
                // `container` (a jump, a reload's window) after the release gets here.
                preconditionFailure(
                    "PagedKitUIKit: the data source was released while the pager still shows \(container.pageCount) "
                        + "pages, and the container was asked for a page directly. The pager holds it weakly: keep "
                        + "it alive, or set it to nil and call reloadData().")
            }
            return dataSource.container(container, pageAt: index)
        }

        func container(_ container: PagedContainer<Page>, identifierForPageAt index: Int) -> AnyHashable {
            dataSource?.container(container, identifierForPageAt: index) ?? AnyHashable(index)
        }

        // MARK: PagedContainerDelegate

        func container(_ container: PagedContainer<Page>, didLoad page: Page, at index: Int) {
            receiver?.receive(.didLoad(page, at: index))
            delegate?.container(container, didLoad: page, at: index)
        }

        func container(_ container: PagedContainer<Page>, willUnload page: Page, at index: Int) {
            receiver?.receive(.willUnload(page, at: index))
            delegate?.container(container, willUnload: page, at: index)
        }

        func container(
            _ container: PagedContainer<Page>, page: Page, at index: Int, appearance: PageAppearance, animated: Bool
        ) {
            receiver?.receive(.appearance(page, at: index, appearance, animated: animated))
            delegate?.container(container, page: page, at: index, appearance: appearance, animated: animated)
        }

        func container(_ container: PagedContainer<Page>, willScrollToPage index: Int) {
            receiver?.receive(.willScrollToPage(index))
            delegate?.container(container, willScrollToPage: index)
        }

        func container(_ container: PagedContainer<Page>, didScrollToPage index: Int) {
            receiver?.receive(.didScrollToPage(index))
            delegate?.container(container, didScrollToPage: index)
        }

        func container(_ container: PagedContainer<Page>, didApproachEndAt index: Int) {
            delegate?.container(container, didApproachEndAt: index)
        }

        func container(_ container: PagedContainer<Page>, didChangePage change: PageChange) {
            delegate?.container(container, didChangePage: change)
        }

        func container(
            _ container: PagedContainer<Page>, didCancelScrollToPage index: Int, cause: PageChangeCause
        ) {
            receiver?.receive(.didCancelScrollToPage(index))
            delegate?.container(container, didCancelScrollToPage: index, cause: cause)
        }

        func container(_ container: PagedContainer<Page>, didChangeCurrentPage index: Int) {
            pageControl.sync()
            receiver?.receive(.didChangeCurrentPage(index))
            tabBar?.update()
            delegate?.container(container, didChangeCurrentPage: index)
        }

        func container(_ container: PagedContainer<Page>, didScrollTo position: Double) {
            receiver?.receive(.didScroll(to: position))
            tabBar?.update()
            delegate?.container(container, didScrollTo: position)
        }

        func container(_ container: PagedContainer<Page>, didChangeScrollState state: ScrollState) {
            receiver?.receive(.didChangeScrollState(state))
            delegate?.container(container, didChangeScrollState: state)
        }

        func container(_ container: PagedContainer<Page>, didChangeHeaderCollapse collapse: Double) {
            receiver?.receive(.didChangeHeaderCollapse(collapse))
            delegate?.container(container, didChangeHeaderCollapse: collapse)
        }
    }
#endif
