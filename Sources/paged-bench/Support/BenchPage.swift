/// A page as every strategy makes it: a small object with a payload, standing in for a view
/// controller and its content. Creations, bindings and live instances are counted in ``PageCensus``.
///
/// The payload is 128 bytes held inline, so a page is one heap block of a fixed size; the bench
/// subtracts `live pages × that size` from the heap a strategy holds, leaving the container's own
/// memory.
final class BenchPage {
    /// Sixteen words of content, rewritten by every ``bind(to:)``.
    typealias Payload = (
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64
    )

    /// The logical page index the content shows.
    private(set) var index: Int
    private(set) var payload: Payload = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    /// What a carousel's transformer last gave the page, standing in for its view's transform and alpha.
    private(set) var scale = 1.0
    private(set) var alpha = 1.0

    /// Makes a page showing `index`: one creation and one binding.
    init(index: Int) {
        self.index = index
        PageCensus.noteCreation()
        bind(to: index)
    }

    /// Takes a transformer's scale and alpha, as a view takes a transform and an alpha.
    func apply(scale: Double, alpha: Double) {
        self.scale = scale
        self.alpha = alpha
    }

    deinit {
        PageCensus.live -= 1
    }

    /// Gives the page the content of `index`, as a reused cell's `cellForItemAt` does.
    func bind(to index: Int) {
        self.index = index
        let seed = UInt64(truncatingIfNeeded: index)
        payload = (
            seed, seed &+ 1, seed &+ 2, seed &+ 3, seed &+ 4, seed &+ 5, seed &+ 6, seed &+ 7,
            seed &+ 8, seed &+ 9, seed &+ 10, seed &+ 11, seed &+ 12, seed &+ 13, seed &+ 14, seed &+ 15
        )
        PageCensus.binds += 1
    }
}

/// Counts of pages, over all strategies. The bench runs on one thread, one strategy at a time.
enum PageCensus {
    /// Pages made since the last ``startCounting()``.
    nonisolated(unsafe) static var created = 0
    /// Contents given to pages (creations included) since the last ``startCounting()``.
    nonisolated(unsafe) static var binds = 0
    /// Pages alive now.
    nonisolated(unsafe) static var live = 0
    /// The most pages alive at once since the last ``startCounting()``.
    nonisolated(unsafe) static var peakLive = 0

    static func noteCreation() {
        created += 1
        live += 1
        if live > peakLive { peakLive = live }
    }

    /// Starts counting creations, bindings and the peak afresh; live pages stay as they are.
    static func startCounting() {
        created = 0
        binds = 0
        peakLive = live
    }
}
