/// The fewest pages a pager must make on a walk if it holds exactly the contract's window with
/// `preloadRadius` 1 and no cache: the current page (nearest the position) and its neighbours, plus
/// every page overlapping the viewport. Fed the logical position after every tick, it counts the
/// pages that enter that window. It knows nothing of PagedKit's code: it is the contract's rule 4,
/// written again on logical positions (in pitches), with rule 12's "overlaps the viewport" for a
/// peeking carousel: slot `s` at position `x` when `x − reachBefore < s < x + reachAfter`.
///
/// Valid for walks made of drags and decelerations; an animated jump that splices pages (rule 5)
/// takes a path the logical position does not describe.
struct WindowOracle {
    /// The page count and the reach: what the window at a position depends on. A value of its own, so
    /// that filling `next` reads it without borrowing the whole oracle, which would copy the arrays
    /// and make the next append allocate.
    fileprivate struct Shape {
        let count: Int
        let isLooping: Bool
        let reachBefore: Double
        let reachAfter: Double
    }

    private let shape: Shape
    private var window: [Int] = []
    private var next: [Int] = []
    /// Pages that entered the window since the oracle was made.
    private(set) var entered = 0

    /// Makes an oracle with room for any window, so that using it allocates nothing.
    /// - Parameters:
    ///   - reachBefore: How far before the position, in pitches, a slot still overlaps the viewport:
    ///     1 for full pages, `(inset + page) / pitch` for cards.
    ///   - reachAfter: How far after it: 1 for full pages, `(viewport − inset) / pitch` for cards.
    init(pageCount: Int, isLooping: Bool, reachBefore: Double = 1, reachAfter: Double = 1) {
        shape = Shape(
            count: pageCount, isLooping: isLooping && pageCount >= 2, reachBefore: reachBefore, reachAfter: reachAfter)
        window.reserveCapacity(8)
        next.reserveCapacity(8)
    }

    /// Starts over with the window at `position`; those pages are not counted.
    mutating func start(at position: Double) {
        entered = 0
        shape.fill(&window, at: position)
    }

    /// Moves the window to `position`, counting the pages that enter it.
    mutating func observe(_ position: Double) {
        shape.fill(&next, at: position)
        for page in next where !window.contains(page) { entered += 1 }
        swap(&window, &next)
    }
}

extension WindowOracle.Shape {
    fileprivate func fill(_ pages: inout [Int], at position: Double) {
        pages.removeAll(keepingCapacity: true)
        guard count > 0 else { return }
        let current = Int(position.rounded())
        // The slots strictly inside (x − reachBefore, x + reachAfter), overlaps thinner than 10⁻⁶ of
        // a pitch left out; for full pages, floor(x) and the one after unless x is whole.
        let lower = Int((position - reachBefore + 1e-6).rounded(.down)) + 1
        let upper = Int((position + reachAfter - 1e-6).rounded(.up)) - 1
        add(current - 1, to: &pages)
        add(current, to: &pages)
        add(current + 1, to: &pages)
        var slot = lower
        while slot <= upper {
            add(slot, to: &pages)
            slot += 1
        }
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
