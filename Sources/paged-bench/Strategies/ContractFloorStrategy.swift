/// The contract floor: the least a conforming container does on a tick. It stores the offset,
/// computes the position (`offset / length`) and reports it to a ``PageIndicator`` through a weak
/// delegate existential, as the contract's delegate is held. It makes no page and keeps no window.
@MainActor final class ContractFloorStrategy: PagerStrategy {
    let scrollView: BenchScrollView
    private let length: Double
    private var count: Int
    private(set) var offset = 0.0
    private let indicator = PageIndicator()
    /// Held weakly, as a container holds its delegate.
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
        self.offset = offset
        positionDelegate?.pager(self, didScrollTo: offset / length)
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
