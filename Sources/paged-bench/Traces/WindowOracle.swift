/// The fewest pages a pager must make on a walk if it holds exactly the contract's window with
/// `preloadRadius` 1 and no cache: the current page (nearest the position) and its neighbours, plus
/// every page overlapping the viewport. Fed the logical position after every tick, it counts the
/// pages that enter that window. It knows nothing of PagedKit's code: it is the contract's rule 4,
/// written again on logical positions.
///
/// Valid for walks made of drags and decelerations; an animated jump that splices pages (rule 5)
/// takes a path the logical position does not describe.
struct WindowOracle {
    private let count: Int
    private let isLooping: Bool
    private var window: [Int] = []
    private var next: [Int] = []
    /// Pages that entered the window since the oracle was made.
    private(set) var entered = 0

    /// Makes an oracle with room for any window, so that using it allocates nothing.
    init(pageCount: Int, isLooping: Bool) {
        count = pageCount
        self.isLooping = isLooping && pageCount >= 2
        window.reserveCapacity(8)
        next.reserveCapacity(8)
    }

    /// Starts over with the window at `position`; those pages are not counted.
    mutating func start(at position: Double) {
        entered = 0
        fill(&window, at: position)
    }

    /// Moves the window to `position`, counting the pages that enter it.
    mutating func observe(_ position: Double) {
        fill(&next, at: position)
        for page in next where !window.contains(page) { entered += 1 }
        swap(&window, &next)
    }

    private func fill(_ pages: inout [Int], at position: Double) {
        pages.removeAll(keepingCapacity: true)
        guard count > 0 else { return }
        let current = Int(position.rounded())
        let lower = Int((position + 1e-6).rounded(.down))
        let upper = Int((position + 1 - 1e-6).rounded(.down))
        add(current - 1, to: &pages)
        add(current, to: &pages)
        add(current + 1, to: &pages)
        add(lower, to: &pages)
        add(upper, to: &pages)
    }

    private func add(_ raw: Int, to pages: inout [Int]) {
        let page: Int
        if isLooping {
            page = ((raw % count) + count) % count
        } else {
            guard raw >= 0, raw < count else { return }
            page = raw
        }
        if !pages.contains(page) { pages.append(page) }
    }
}
