import GateMallocCounter

/// One measured quantity: `run(count)` makes `count` calls (the call number is the argument's
/// index), as a loop an app's scroll view would drive.
@MainActor struct Probe {
    let name: String
    let run: (_ count: Int) -> Void

    /// Nanoseconds per call of one loop of `count` calls.
    func time(_ count: Int) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        run(count)
        let elapsed = clock.now - start
        let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        return nanoseconds / Double(count)
    }

    /// Heap allocations per call over `count` calls, after as many calls to warm up.
    func allocationsPerCall(_ count: Int) -> Double {
        run(count)
        let before = malloc_counter_snapshot().allocations
        run(count)
        let after = malloc_counter_snapshot().allocations
        return Double(after - before) / Double(count)
    }
}

/// A subject and what it is compared with, timed in turns: `loops` loops of `count` calls each,
/// alternating, and the best loop of each side (the one the machine's other work disturbed least;
/// a loop of a few milliseconds fits in one time slice of a busy machine). Alternating short loops
/// puts both sides of the ratio under the same load.
/// - Returns: The best nanoseconds per call of the subject and of the floor.
@MainActor func bestInTurns(_ subject: Probe, _ floor: Probe, loops: Int, count: Int) -> (Double, Double) {
    var best = (Double.infinity, Double.infinity)
    for _ in 0..<loops {
        best.0 = min(best.0, subject.time(count))
        best.1 = min(best.1, floor.time(count))
    }
    return best
}

/// Whether this build counts heap allocations (glibc): checked by making an object and seeing the
/// count move, so a link that failed to replace `malloc` is caught too.
@MainActor func heapCounterWorks() -> Bool {
    guard malloc_counter_is_active() != 0 else { return false }
    let before = malloc_counter_snapshot().allocations
    keptCard = Card(index: 0)  // stored, so the optimizer cannot put it on the stack
    let after = malloc_counter_snapshot().allocations
    keptCard = nil
    return after > before
}

@MainActor private var keptCard: Card?

/// The median of `values` (the middle one; the lower middle of an even count).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[(sorted.count - 1) / 2]
}

func formatted(_ value: Double, digits: Int = 2) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return "\(rounded)"
}
