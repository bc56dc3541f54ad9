#if canImport(UIKit) && !os(watchOS)
    import PagedKit
    import UIKit

    /// What `PagedScrollView` and `PagedViewController` share: the container, the paging scroll view,
    /// the relay, the system events and their wiring.
    @MainActor final class AdapterCore<Page> {
        let container: PagedContainer<Page>
        let scrollView = PagingScrollView()
        let relay = ContainerRelay<Page>()
        let systemEvents: SystemEvents

        /// - Parameters:
        ///   - configuration: The container's configuration.
        ///   - scheduler: The container's scheduler; `nil` for the main queue.
        ///   - observesMemoryWarnings: Whether to forward the app's memory-warning notification.
        init(configuration: PagingConfiguration, scheduler: (any PagingScheduler)?, observesMemoryWarnings: Bool) {
            container = PagedContainer(configuration: configuration, scheduler: scheduler)
            systemEvents = SystemEvents(observesMemoryWarnings: observesMemoryWarnings)
            // Not on screen until the owner says so: no page appears before its parent does.
            container.isVisible = false
            container.dataSource = relay
            container.delegate = relay
            scrollView.input = container
            systemEvents.input = container
            relay.pageControl.input = container
        }

        /// Makes `adapter` the container's host and the first to hear its events.
        func attach<Adapter: PageHost<Page> & ContainerEventReceiver<Page>>(_ adapter: Adapter) {
            container.host = adapter
            relay.receiver = adapter
        }

        /// The configuration, with the reading order from the layout direction when it follows it.
        var configuration: PagingConfiguration {
            get { container.configuration }
            set { container.configuration = scrollView.resolved(newValue) }
        }
    }
#endif
