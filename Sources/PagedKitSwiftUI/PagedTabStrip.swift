#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
    import PagedKit
    import PagedKitUIKit
    import SwiftUI
    import UIKit

    /// A SwiftUI channel tab strip: PagedKitUIKit's `PagedTabBar`, bound to the same current page as a
    /// ``PagedView``.
    ///
    /// ```swift
    /// struct ChannelsView: View {
    ///     let channels: [Channel]
    ///     @State private var page = 0
    ///
    ///     var body: some View {
    ///         VStack(spacing: 0) {
    ///             PagedTabStrip(channels, currentPage: $page) { $0.title }
    ///                 .frame(height: 44)
    ///             PagedView(channels, currentPage: $page) { channel in
    ///                 ChannelFeed(channel: channel)
    ///             }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// Tapping a tab sets the binding (and so moves the `PagedView`); a change of the binding — a
    /// swipe in the `PagedView` crossing half-way, or your own write — selects the tab, moves the
    /// indicator under it and scrolls the strip to keep it centred. Tabs, indicator and offsets are
    /// `TabStripLayout`'s. The strip follows the binding, so its indicator moves when the current page
    /// changes rather than on every scroll tick; for an indicator that follows the finger, use a
    /// `PagedViewController` and its `pagedTabBar`.
    @MainActor public struct PagedTabStrip: UIViewControllerRepresentable {
        /// The controller whose view is the tab bar.
        public typealias UIViewControllerType = PagedTabStripController

        let titles: [String]
        let currentPage: Binding<Int>

        /// Creates a strip of `titles`, one tab a page.
        /// - Parameters:
        ///   - titles: The tab titles.
        ///   - currentPage: The selected tab: the same binding as the `PagedView`'s.
        public init(titles: [String], currentPage: Binding<Int>) {
            self.titles = titles
            self.currentPage = currentPage
        }

        /// Creates a strip of the elements of `data`, one tab each.
        /// - Parameters:
        ///   - data: The elements, in page order.
        ///   - currentPage: The selected tab: the same binding as the `PagedView`'s.
        ///   - title: The title of an element's tab.
        public init<Data: RandomAccessCollection>(
            _ data: Data, currentPage: Binding<Int>, title: (Data.Element) -> String
        ) {
            self.titles = data.map(title)
            self.currentPage = currentPage
        }

        /// Creates the coordinator that writes taps to the binding.
        /// - Returns: A new coordinator.
        public func makeCoordinator() -> Coordinator {
            Coordinator(currentPage: currentPage)
        }

        /// Creates the controller and its tab bar.
        /// - Parameter context: SwiftUI's context.
        /// - Returns: The controller.
        public func makeUIViewController(context: Context) -> PagedTabStripController {
            let controller = PagedTabStripController()
            let coordinator = context.coordinator
            controller.tabBar.selectionHandler = { [weak coordinator] index in coordinator?.select(index) }
            return controller
        }

        /// Shows the titles and the bound tab.
        /// - Parameters:
        ///   - controller: The controller.
        ///   - context: SwiftUI's context.
        public func updateUIViewController(_ controller: PagedTabStripController, context: Context) {
            context.coordinator.currentPage = currentPage
            let tabBar = controller.tabBar
            if tabBar.titles != titles { tabBar.titles = titles }
            tabBar.selectTab(currentPage.wrappedValue)
        }

        /// Connects a ``PagedTabStrip`` to its binding. Created by SwiftUI.
        @MainActor public final class Coordinator {
            var currentPage: Binding<Int>

            init(currentPage: Binding<Int>) {
                self.currentPage = currentPage
            }

            func select(_ index: Int) {
                if currentPage.wrappedValue != index { currentPage.wrappedValue = index }
            }
        }
    }

    /// The view controller of a ``PagedTabStrip``: its view is the tab bar.
    @MainActor public final class PagedTabStripController: UIViewController {
        /// The tab bar. Style it (fonts, indicator colour, padding).
        public let tabBar = PagedTabBar(frame: .zero)

        /// Makes the tab bar the controller's view.
        public override func loadView() {
            view = tabBar
        }
    }
#endif
