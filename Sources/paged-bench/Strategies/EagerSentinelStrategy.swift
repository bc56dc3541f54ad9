/// Model of the classic looping pager from blog posts: all `n` pages plus two sentinels (a copy of
/// the last page before the first, a copy of the first after the last) are made up front and laid
/// out in `n + 2` slots; when the offset reaches a sentinel, `didScroll` jumps it by `n` pages to the
/// real page, without animation, and the gesture goes on from there.
///
/// What it keeps is the technique's own cost: `n + 2` pages and an array of them. A memory warning
/// can free nothing (every page is part of the content); a reload makes every page again.
///
/// On every tick it reports the position (wrapped into `0..<n`) to a weak ``PositionReceiver``, as
/// such a pager tells its page indicator.
@MainActor final class EagerSentinelStrategy: PagerStrategy {
    let scrollView: BenchScrollView
    private var pages: [BenchPage] = []
    private var count: Int
    private var length: Double
    /// The page indicator's page, updated on every tick.
    private(set) var currentPage = 0
    private let indicator = PageIndicator()
    private weak var positionDelegate: (any PositionReceiver)?

    init(pageCount: Int, scrollView: BenchScrollView) {
        self.scrollView = scrollView
        count = pageCount
        length = scrollView.viewportLength
        positionDelegate = indicator
        scrollView.delegate = self
        build()
        scrollView.setContentOffset(length, animated: false)
    }

    /// Lays out `n + 2` slots: slot 0 shows page `n − 1`, slots 1…n pages 0…n−1, slot n+1 page 0.
    private func build() {
        pages.removeAll()
        pages.reserveCapacity(count + 2)
        pages.append(BenchPage(index: count - 1))
        for index in 0..<count { pages.append(BenchPage(index: index)) }
        pages.append(BenchPage(index: 0))
        scrollView.setContentLength(Double(count + 2) * length)
    }

    func didScroll(toOffset offset: Double) {
        if offset <= 0 {
            scrollView.setContentOffset(offset + Double(count) * length, animated: false)
            return
        }
        if offset >= Double(count + 1) * length {
            scrollView.setContentOffset(offset - Double(count) * length, animated: false)
            return
        }
        let slot = Int((offset / length).rounded())
        currentPage = slot == 0 ? count - 1 : (slot == count + 1 ? 0 : slot - 1)
        positionDelegate?.pager(self, didScrollTo: position(atOffset: offset))
    }

    func jump(to index: Int, animated: Bool) {
        scrollView.setContentOffset(Double(index + 1) * length, animated: animated)
    }

    func memoryWarning() {}

    func reload(count: Int) {
        self.count = count
        build()
        scrollView.setContentOffset(Double(min(currentPage, count - 1) + 1) * length, animated: false)
    }

    var position: Double { position(atOffset: scrollView.contentOffset) }

    private func position(atOffset offset: Double) -> Double {
        let x = offset / length - 1
        return x < 0 ? x + Double(count) : (x >= Double(count) ? x - Double(count) : x)
    }
}
