/// The floor: what any pager must do on a tick, and nothing else. It stores the offset and computes
/// `floor(offset / length)`; it makes no page and reports nothing. Its tick cost is the baseline the
/// others are held to; ``ContractFloorStrategy`` adds the report every other strategy makes.
@MainActor final class FloorStrategy: PagerStrategy {
    let scrollView: BenchScrollView
    private let length: Double
    private var count: Int
    private(set) var offset = 0.0
    private(set) var page = 0

    init(pageCount: Int, scrollView: BenchScrollView) {
        self.scrollView = scrollView
        count = pageCount
        length = scrollView.viewportLength
        scrollView.delegate = self
        scrollView.setContentLength(Double(pageCount) * length)
        scrollView.setContentOffset(0, animated: false)
    }

    func didScroll(toOffset offset: Double) {
        self.offset = offset
        page = Int((offset / length).rounded(.down))
    }

    func jump(to index: Int, animated: Bool) {
        scrollView.setContentOffset(Double(index) * length, animated: animated)
    }

    func memoryWarning() {}

    func reload(count: Int) {
        self.count = count
        scrollView.setContentLength(Double(count) * length)
    }

    var position: Double { offset / length }
}
