/// Model of the collection-view banner (SDCycleScrollView's technique; FSPagerView is alike): a
/// collection of `n × 100` items, starting in the middle, item `i` showing page `i mod n`. Cells are
/// reused: a cell that leaves the viewport goes to a reuse pool, and every item that comes into view
/// dequeues a cell and binds it again (`cellForItemAt`), even if it showed that page a moment ago.
/// At either end of the items the content jumps back to the middle; a jump to page `i` scrolls to
/// item `n × 50 + i`, as `makeScrollViewScrollToIndex` does; a reload rebinds the visible cells and
/// returns to the middle.
///
/// The model is generous to the technique: it leaves out the collection view's own per-item layout
/// work (which in UIKit grows with `n × 100`), and its binding is sixteen stores, where an app decodes
/// an image or lays out text. A memory warning frees nothing: a collection view keeps its reuse pool.
///
/// On every tick it reports the position (the item offset wrapped into `0..<n`) to a weak
/// ``PositionReceiver``, as FSPagerView calls `pagerViewDidScroll(_:)` and SDCycleScrollView moves
/// its page control.
@MainActor final class VirtualCollectionStrategy: PagerStrategy {
    /// How many times the items repeat.
    static let repeats = 100

    let scrollView: BenchScrollView
    private var count: Int
    private var itemCount: Int
    private let length: Double
    /// The visible items, `firstVisible...lastVisible`, and their cells in that order.
    private var firstVisible = 0
    private var lastVisible = -1
    private var visibleCells: [BenchPage] = []
    private var reusePool: [BenchPage] = []
    private var scratch: [BenchPage] = []
    /// The page control's page, updated on every tick.
    private(set) var currentPage = 0
    private let indicator = PageIndicator()
    private weak var positionDelegate: (any PositionReceiver)?

    init(pageCount: Int, scrollView: BenchScrollView) {
        self.scrollView = scrollView
        count = pageCount
        itemCount = pageCount * Self.repeats
        length = scrollView.viewportLength
        visibleCells.reserveCapacity(4)
        reusePool.reserveCapacity(4)
        scratch.reserveCapacity(4)
        positionDelegate = indicator
        scrollView.delegate = self
        scrollView.setContentLength(Double(itemCount) * length)
        scrollView.setContentOffset(Double(middleItem(showing: 0)) * length, animated: false)
    }

    /// The item in the middle block that shows page `index`.
    private func middleItem(showing index: Int) -> Int {
        count * (Self.repeats / 2) + index
    }

    func didScroll(toOffset offset: Double) {
        let x = offset / length
        let first = max(0, Int((x + 1e-6).rounded(.down)))
        let last = min(itemCount - 1, max(first, Int((x + 1 - 1e-6).rounded(.down))))
        if first != firstVisible || last != lastVisible {
            layoutVisibleItems(first: first, last: last)
        }
        let item = min(max(Int(x.rounded()), 0), itemCount - 1)
        currentPage = item % count
        positionDelegate?.pager(self, didScrollTo: position(atOffset: offset))
    }

    /// Recycles the cells of items that left the viewport, then dequeues and binds a cell for each
    /// item that came in.
    private func layoutVisibleItems(first: Int, last: Int) {
        for (offset, cell) in visibleCells.enumerated() {
            let item = firstVisible + offset
            if item < first || item > last { reusePool.append(cell) }
        }
        scratch.removeAll(keepingCapacity: true)
        for item in first...last {
            if item >= firstVisible, item <= lastVisible {
                scratch.append(visibleCells[item - firstVisible])
            } else {
                scratch.append(dequeueCell(forItem: item))
            }
        }
        swap(&visibleCells, &scratch)
        scratch.removeAll(keepingCapacity: true)
        firstVisible = first
        lastVisible = last
    }

    private func dequeueCell(forItem item: Int) -> BenchPage {
        if let cell = reusePool.popLast() {
            cell.bind(to: item % count)
            return cell
        }
        return BenchPage(index: item % count)
    }

    func didEndDecelerating() {
        // At either end of the items, back to the middle block, on the same page.
        let item = Int((scrollView.contentOffset / length).rounded())
        if item <= 0 || item >= itemCount - 1 {
            scrollView.setContentOffset(Double(middleItem(showing: item % count)) * length, animated: false)
        }
    }

    func jump(to index: Int, animated: Bool) {
        scrollView.setContentOffset(Double(middleItem(showing: index)) * length, animated: animated)
    }

    func memoryWarning() {}

    func reload(count: Int) {
        let page = min(currentPage, count - 1)
        self.count = count
        itemCount = count * Self.repeats
        scrollView.setContentLength(Double(itemCount) * length)
        // reloadData: every visible cell is dequeued and bound again.
        reusePool.append(contentsOf: visibleCells)
        visibleCells.removeAll(keepingCapacity: true)
        firstVisible = 0
        lastVisible = -1
        scrollView.setContentOffset(Double(middleItem(showing: page)) * length, animated: false)
    }

    var position: Double { position(atOffset: scrollView.contentOffset) }

    private func position(atOffset offset: Double) -> Double {
        let x = offset / length
        let wrapped = x - (x / Double(count)).rounded(.down) * Double(count)
        return wrapped >= Double(count) ? wrapped - Double(count) : wrapped
    }
}
