/// An independent model of CONTRACT rule 4's window: `current ± radius`, the pages overlapping the
/// viewport, and the `cacheLimit` most recently left pages, least recently used going first.
///
/// The oracle knows nothing about the container: the test tells it the window it expects at each
/// step (``window(currentSlot:visibleSlots:radius:pageAtSlot:)`` builds one from a slot → page
/// mapping, so looping and spliced layouts work too) and the loaded set it sees, and the oracle
/// derives the expected cache from the sequence of pages that left the window.
///
/// Pages that leave in the same step are one group: when only some of them fit in the cache, the
/// contract does not say which, so any that many of them are accepted, and the ones actually kept
/// carry on in the model.
struct WindowOracle {
    let cacheLimit: Int
    /// The window at the last step.
    private(set) var window: Set<Int>
    /// Cached pages, grouped by the step they left the window in, most recent group first.
    private(set) var cacheGroups: [Set<Int>] = []

    /// Starts from the first window, with an empty cache.
    init(cacheLimit: Int, window: Set<Int>) {
        self.cacheLimit = max(0, cacheLimit)
        self.window = window
    }

    /// The pages the model holds in the cache now.
    var cache: Set<Int> { cacheGroups.reduce(into: []) { $0.formUnion($1) } }

    /// The window at one moment: the pages of the slots within `radius` of `currentSlot`, plus the
    /// pages of `visibleSlots`, skipping slots that hold no page.
    static func window(
        currentSlot: Int, visibleSlots: ClosedRange<Int>, radius: Int, pageAtSlot: (Int) -> Int?
    ) -> Set<Int> {
        var pages: Set<Int> = []
        let radius = max(0, radius)
        for slot in (currentSlot - radius)...(currentSlot + radius) {
            if let page = pageAtSlot(slot) { pages.insert(page) }
        }
        for slot in visibleSlots {
            if let page = pageAtSlot(slot) { pages.insert(page) }
        }
        return pages
    }

    /// Drops the cache, as memory pressure does (CONTRACT rule 6); the window is what the test says.
    mutating func dropCache(window newWindow: Set<Int>) {
        cacheGroups.removeAll()
        window = newWindow
    }

    /// Moves the model to `newWindow` and compares `loaded` with it and the expected cache.
    /// - Parameters:
    ///   - newWindow: The window now.
    ///   - loaded: The loaded page indices now.
    /// - Returns: What differs; empty when `loaded` is exactly the window plus an acceptable cache.
    ///
    /// A page that left the window stays cached even where the layout has no slot for it (a jump's
    /// splice skips it): the container parks it off-screen.
    mutating func step(window newWindow: Set<Int>, loaded: Set<Int>) -> [String] {
        var groups = cacheGroups.map { $0.subtracting(newWindow) }
        let left = window.subtracting(newWindow)
        if !left.isEmpty { groups.insert(left, at: 0) }
        groups.removeAll { $0.isEmpty }

        let expectation = CacheExpectation(groups: groups, room: cacheLimit)
        let cached = loaded.subtracting(newWindow)
        var failures: [String] = []
        let missing = newWindow.subtracting(loaded)
        if !missing.isEmpty {
            failures.append("window: pages \(missing.sorted()) of the window \(newWindow.sorted()) are not loaded")
        }
        failures += expectation.failures(cached: cached, window: newWindow)
        cacheGroups = expectation.groupsKept(cached: cached)
        window = newWindow
        return failures
    }
}
