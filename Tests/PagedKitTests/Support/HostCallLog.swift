import PagedKit
import PagedKitTesting

/// A host call with pages named by the index they were made for, so the logs of two containers (or of
/// one container before and after a change) compare with `==`.
enum IndexedHostCall: Equatable, CustomStringConvertible {
    case contentLength(Double)
    case contentOffset(Double, animated: Bool)
    /// `place(_:at:)` of the page made for this index (`-1` for a page the data source did not make).
    case place(Int, Double)
    case remove(Int)

    var description: String {
        switch self {
        case .contentLength(let length): "contentLength(\(length))"
        case .contentOffset(let offset, let animated): "contentOffset(\(offset)\(animated ? ", animated" : ""))"
        case .place(let index, let offset): "place(\(index), \(offset))"
        case .remove(let index): "remove(\(index))"
        }
    }
}

/// What a test can see of a harness at one moment, to check that a call changed nothing.
struct HarnessSnapshot: Equatable {
    var pageCount: Int
    var currentPage: Int
    var settledPage: Int
    var scrollState: ScrollState
    /// The bit pattern, so that two NaNs compare equal and a NaN never hides.
    var positionBits: UInt64
    var loaded: Set<Int>
    var contentLength: Double
    var contentOffset: Double
    /// The placed pages as `(index, offset)`, in offset order.
    var placed: [IndexedPlacement]
    var isAnimating: Bool
    var isDecelerating: Bool

    struct IndexedPlacement: Equatable {
        var index: Int
        var offset: Double
    }
}

extension Harness {
    /// ``ScrollSimulator/calls`` with each page named by the index the data source made it for.
    var indexedCalls: [IndexedHostCall] {
        let indexByPage = Dictionary(
            dataSource.madePages.map { (ObjectIdentifier($0), $0.index) }, uniquingKeysWith: { first, _ in first })
        return simulator.calls.map { call in
            switch call {
            case .setContentLength(let length): .contentLength(length)
            case .setContentOffset(let offset, let animated): .contentOffset(offset, animated: animated)
            case .place(let page, let offset): .place(indexByPage[page] ?? -1, offset)
            case .remove(let page): .remove(indexByPage[page] ?? -1)
            }
        }
    }

    /// The container's and the simulator's observable state now.
    var snapshot: HarnessSnapshot {
        HarnessSnapshot(
            pageCount: container.pageCount, currentPage: container.currentPage, settledPage: container.settledPage,
            scrollState: container.scrollState, positionBits: container.position.bitPattern,
            loaded: container.loadedPageIndices, contentLength: simulator.contentLength,
            contentOffset: simulator.contentOffset,
            placed: simulator.placedPagesByOffset.map { .init(index: $0.page.index, offset: $0.offset) },
            isAnimating: simulator.isAnimating, isDecelerating: simulator.isDecelerating)
    }

    /// The offset of page `index` at rest as rule 2 places it, with the container's direction and
    /// the simulator's viewport length (not looping).
    func restingOffset(ofPage index: Int) -> Double {
        let slot = container.configuration.direction == .rightToLeft ? container.pageCount - 1 - index : index
        return Double(slot) * viewportLength
    }

    /// The loaded pages whose placed offset is not exactly where rule 2 puts them at rest, as
    /// `"page i at x, expected y"`; empty when every loaded page is placed exactly (not looping).
    func misplacedPages() -> [String] {
        container.loadedPageIndices.sorted().compactMap { index in
            guard let page = container.page(at: index) else { return "page \(index) is loaded but has no page" }
            let expected = restingOffset(ofPage: index)
            guard let actual = simulator.offset(of: page) else { return "page \(index) is not placed" }
            return actual == expected ? nil : "page \(index) at \(actual), expected \(expected)"
        }
    }
}
