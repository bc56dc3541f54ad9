#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
    import PagedKit
    import PagedKitUIKit
    import SwiftUI
    import UIKit

    /// The pages of a ``PagedView``: how many, their identity and their content.
    struct PagedViewPages<Content: View> {
        var count: Int
        var identifier: (Int) -> AnyHashable
        var content: (Int) -> Content

        /// Every page's identifier, in order.
        /// - Complexity: O(n) for `n` pages.
        var identifiers: [AnyHashable] { (0..<count).map(identifier) }
    }

    /// A ``PagedView``'s data source and delegate: makes hosting controllers and keeps the binding and
    /// the container's current page in step.
    @MainActor final class PagedViewModel<Content: View>: PageDataSource, PagedContainerDelegate {
        typealias Page = UIHostingController<Content>

        private var pages: PagedViewPages<Content>
        private var currentPage: Binding<Int>
        private var identifiers: [AnyHashable] = []
        /// The page the binding and the container last agreed on.
        private var lastPage = 0
        /// Whether SwiftUI is updating the view: the binding must not be written until it is done.
        private var isUpdating = false

        init(pages: PagedViewPages<Content>, currentPage: Binding<Int>) {
            self.pages = pages
            self.currentPage = currentPage
        }

        /// Connects a new controller, loads the pages and moves to the bound page without animation.
        func start(_ controller: PagedViewController<Page>, pages: PagedViewPages<Content>, currentPage: Binding<Int>) {
            isUpdating = true
            defer { isUpdating = false }
            self.pages = pages
            self.currentPage = currentPage
            identifiers = pages.identifiers
            controller.dataSource = self
            controller.delegate = self
            controller.reloadData()
            let requested = currentPage.wrappedValue
            lastPage = requested
            if requested != 0 { try? controller.scrollToPage(requested, animated: false) }
            reconcile(with: controller.container)
        }

        /// Applies what SwiftUI changed: the configuration, the pages (reloading when their identity
        /// changed, refreshing the loaded ones' content), then the bound page.
        func update(
            _ controller: PagedViewController<Page>, pages: PagedViewPages<Content>, currentPage: Binding<Int>,
            configuration: PagingConfiguration, animated: Bool
        ) {
            isUpdating = true
            defer { isUpdating = false }
            self.pages = pages
            self.currentPage = currentPage
            // Read before the reload: a reload that follows the current item to a new index moves
            // `lastPage`, which is not a request to go back.
            let requested = currentPage.wrappedValue
            let isRequest = requested != lastPage

            controller.configuration = configuration
            let newIdentifiers = pages.identifiers
            if newIdentifiers != identifiers {
                identifiers = newIdentifiers
                controller.reloadData()
            }
            let container = controller.container
            for index in container.loadedPageIndices {
                container.page(at: index)?.rootView = pages.content(index)
            }
            if isRequest, requested >= 0, requested < container.pageCount {
                lastPage = requested
                try? controller.scrollToPage(requested, animated: animated)
            }
        }

        // MARK: PageDataSource

        func numberOfPages(in container: PagedContainer<Page>) -> Int {
            pages.count
        }

        func container(_ container: PagedContainer<Page>, pageAt index: Int) -> Page {
            UIHostingController(rootView: pages.content(index))
        }

        func container(_ container: PagedContainer<Page>, identifierForPageAt index: Int) -> AnyHashable {
            pages.identifier(index)
        }

        // MARK: PagedContainerDelegate

        func container(_ container: PagedContainer<Page>, didChangeCurrentPage index: Int) {
            report(index)
        }

        func container(_ container: PagedContainer<Page>, didChangeScrollState state: ScrollState) {
            // A jump the user caught and dragged back never changed the current page: say where it rests.
            if state == .idle { reconcile(with: container) }
        }

        // MARK: Binding

        private func reconcile(with container: PagedContainer<Page>) {
            if container.currentPage != lastPage { report(container.currentPage) }
        }

        private func report(_ index: Int) {
            lastPage = index
            if isUpdating {
                // SwiftUI forbids writing state while it updates a view; write once it is done.
                Task { @MainActor [weak self] in self?.writeBinding() }
            } else {
                writeBinding()
            }
        }

        private func writeBinding() {
            if currentPage.wrappedValue != lastPage { currentPage.wrappedValue = lastPage }
        }
    }
#endif
