import PagedKit

/// PagedKit itself, with the default window (`preloadRadius` 1, no cache), looping or not, on a
/// minimal host that forwards to the ``BenchScrollView``, with a plain data source (a reload reads
/// every identifier) or an ``IndexedPageDataSource`` (a reload looks up the items it follows).
///
/// On every tick the container reports the position to its weak delegate, a page indicator that keeps
/// it (`container(_:didScrollTo:)`); it also reports current-page changes, which a tick inside one
/// page has none of.
///
/// As a peeking carousel (``BenchCarousel``) with `transformsPages`, the delegate also does what a
/// carousel's host does on every tick: it walks `forEachVisiblePage` and gives each visible card the
/// scale and alpha of ``BenchCarousel/transformer`` for its `offsetInPages`.
@MainActor final class PagedKitStrategy: PagerStrategy {
    let container: PagedContainer<BenchPage>
    private let source: Source
    private let host: Host
    private let sink: PositionSink
    let scrollView: BenchScrollView

    init(
        pageCount: Int, isLooping: Bool, isIndexed: Bool = false, cardFraction: Double? = nil,
        transformsPages: Bool = false, scrollView: BenchScrollView
    ) {
        self.scrollView = scrollView
        source = isIndexed ? IndexedSource(count: pageCount) : Source(count: pageCount)
        host = Host(scrollView: scrollView)
        sink = transformsPages ? TransformingSink() : PositionSink()
        let configuration =
            cardFraction.map { BenchCarousel.configuration(isLooping: isLooping, fraction: $0) }
            ?? PagingConfiguration(isLooping: isLooping)
        container = PagedContainer<BenchPage>(configuration: configuration)
        scrollView.delegate = self
        container.dataSource = source
        container.host = host
        container.delegate = sink
        container.setViewportLength(scrollView.viewportLength)
        container.reloadData()
    }

    func willBeginDragging() {
        container.willBeginDragging()
    }

    func didScroll(toOffset offset: Double) {
        container.didScroll(toOffset: offset)
    }

    func willEndDragging(velocity: Double, pagingTarget: Double) -> Double {
        container.willEndDragging(velocity: velocity)
    }

    func didEndDragging(willDecelerate: Bool) {
        container.didEndDragging(willDecelerate: willDecelerate)
    }

    func didEndDecelerating() {
        container.didEndDecelerating()
    }

    func didEndScrollingAnimation() {
        container.didEndScrollingAnimation()
    }

    func jump(to index: Int, animated: Bool) {
        try? container.scrollToPage(index, animated: animated)
    }

    func memoryWarning() {
        container.handleMemoryPressure(.warning)
    }

    func reload(count: Int) {
        source.count = count
        container.reloadData()
    }

    var position: Double { container.position }

    /// Makes pages on request; identifiers are the default (the index).
    private class Source: PageDataSource {
        var count: Int

        init(count: Int) {
            self.count = count
        }

        func numberOfPages(in container: PagedContainer<BenchPage>) -> Int { count }

        func container(_ container: PagedContainer<BenchPage>, pageAt index: Int) -> BenchPage {
            BenchPage(index: index)
        }
    }

    /// The same pages and identifiers, and the lookup of rule 14: an identifier is its index, so the
    /// lookup is a range check, as a calendar's day number or a database's row number is.
    private final class IndexedSource: Source, IndexedPageDataSource {
        func container(_ container: PagedContainer<BenchPage>, indexOfPageWithIdentifier identifier: AnyHashable)
            -> Int?
        {
            guard let index = identifier.base as? Int, index >= 0, index < count else { return nil }
            return index
        }
    }

    /// The host: offsets and lengths go to the scroll view; placing or removing a page is counted,
    /// standing in for setting a frame or adding a subview.
    private final class Host: PageHost {
        unowned(unsafe) let scrollView: BenchScrollView
        private(set) var pageCalls = 0

        init(scrollView: BenchScrollView) {
            self.scrollView = scrollView
        }

        func setContentLength(_ length: Double) {
            scrollView.setContentLength(length)
        }

        func setContentOffset(_ offset: Double, animated: Bool) {
            scrollView.setContentOffset(offset, animated: animated)
        }

        func place(_ page: BenchPage, at offset: Double) {
            pageCalls &+= 1
        }

        func remove(_ page: BenchPage) {
            pageCalls &+= 1
        }
    }

    /// The app's delegate: keeps the position for a page indicator, as the floor keeps its page.
    private class PositionSink: PagedContainerDelegate {
        private(set) var position = 0.0

        func container(_ container: PagedContainer<BenchPage>, didScrollTo position: Double) {
            self.position = position
        }
    }

    /// A carousel's delegate: keeps the position, then gives every visible card its transform.
    private final class TransformingSink: PositionSink {
        override func container(_ container: PagedContainer<BenchPage>, didScrollTo position: Double) {
            super.container(container, didScrollTo: position)
            let pageLength = container.pageLength
            container.forEachVisiblePage { page, _, offsetInPages in
                let transform = BenchCarousel.transformer.transform(
                    offsetInPages: offsetInPages, pageLength: pageLength)
                page.apply(scale: transform.scale, alpha: transform.alpha)
            }
        }
    }
}
