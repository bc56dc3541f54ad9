import MallocCounter

/// The process's heap, as the MallocCounter target counts it.
enum HeapCounter {
    /// Whether allocations are counted in this build and on this platform (glibc only). Checked by
    /// making an object and seeing the count move, so a link that failed to replace `malloc` is
    /// caught too.
    static let isCounting: Bool = {
        guard malloc_counter_is_active() != 0 else { return false }
        let before = malloc_counter_snapshot().allocations
        keep(BenchPage(index: 0))
        let after = malloc_counter_snapshot().allocations
        keep(nil)
        return after > before
    }()

    /// The counters now.
    static func snapshot() -> MallocCounterSnapshot {
        malloc_counter_snapshot()
    }

    /// Starts a new peak at the bytes held now.
    static func resetPeak() {
        malloc_counter_reset_peak()
    }

    /// The heap bytes one page holds (its object, payload included), measured by making one.
    static let bytesPerPage: Int = {
        let before = snapshot()
        keep(BenchPage(index: 0))
        let after = snapshot()
        keep(nil)
        return Int(after.liveBytes - before.liveBytes)
    }()

    /// The heap allocations one page takes.
    static let allocationsPerPage: Int = {
        let before = snapshot()
        keep(BenchPage(index: 0))
        let after = snapshot()
        keep(nil)
        return Int(after.allocations - before.allocations)
    }()

    /// Somewhere a probe page escapes to, so the optimizer cannot put it on the stack.
    nonisolated(unsafe) private static var kept: AnyObject?

    @inline(never)
    private static func keep(_ object: AnyObject?) {
        kept = object
    }
}
