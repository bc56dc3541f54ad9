/// Model of the channel pager that never unloads: a dictionary of pages by index with no limit. On
/// every change of the current page it makes the current page and its two neighbours if they are
/// missing, and it keeps every page it ever made.
///
/// A jump scrolls the content to the page, animated or not, so an animated jump loads the pages
/// under the frames it passes. A memory warning frees nothing; a reload drops every page and makes
/// the current one and its neighbours again (the usual `removeAll` and rebuild).
///
/// On every tick it reports the position (clamped to the pages) to a weak ``PositionReceiver``, as a
/// channel pager moves its tab indicator.
@MainActor final class KeepVisitedStrategy: PagerStrategy {
    let scrollView: BenchScrollView
    private var pages: [Int: BenchPage] = [:]
    private var count: Int
    private let length: Double
    private(set) var currentPage = -1
    private let indicator = PageIndicator()
    private weak var positionDelegate: (any PositionReceiver)?

    init(pageCount: Int, scrollView: BenchScrollView) {
        self.scrollView = scrollView
        count = pageCount
        length = scrollView.viewportLength
        positionDelegate = indicator
        scrollView.delegate = self
        scrollView.setContentLength(Double(pageCount) * length)
        scrollView.setContentOffset(0, animated: false)
    }

    func didScroll(toOffset offset: Double) {
        let page = min(max(Int((offset / length).rounded()), 0), count - 1)
        if page != currentPage {
            currentPage = page
            for index in max(page - 1, 0)...min(page + 1, count - 1) where pages[index] == nil {
                pages[index] = BenchPage(index: index)
            }
        }
        positionDelegate?.pager(self, didScrollTo: position(atOffset: offset))
    }

    func jump(to index: Int, animated: Bool) {
        scrollView.setContentOffset(Double(index) * length, animated: animated)
    }

    func memoryWarning() {}

    func reload(count: Int) {
        self.count = count
        pages.removeAll()
        currentPage = -1
        scrollView.setContentLength(Double(count) * length)
        scrollView.setContentOffset(scrollView.contentOffset, animated: false)
    }

    var position: Double { position(atOffset: scrollView.contentOffset) }

    private func position(atOffset offset: Double) -> Double {
        min(max(offset / length, 0), Double(count - 1))
    }
}
