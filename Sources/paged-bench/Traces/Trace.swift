/// One thing that happens to a pager, as a host and an app produce it.
enum Gesture {
    /// A finger drags the content by `pages` page lengths (positive toward later pages) and lets go
    /// at `velocity` points per second.
    case swipe(pages: Double, velocity: Double)
    /// The app asks for a page; an animated jump is played to its end.
    case jump(to: Int, animated: Bool)
    /// The system sends a memory warning.
    case memoryWarning
    /// The app reloads the same data.
    case reload
}

/// The workloads, each made from a fixed seed.
enum TraceKind: String, CaseIterable {
    /// Steady `didScroll` ticks inside one page during a drag: no page boundary, no half-way mark.
    case ticks
    /// Random swipes.
    case swipes
    /// Random jumps to uniformly random pages, half of them animated.
    case jumps
    /// Jumps back and forth between pages 2 apart (just outside a radius-1 window), half animated.
    case jumpNear = "jump-near"
    /// Jumps back and forth between pages `n/2` apart, half of them animated.
    case jumpFar = "jump-far"
    /// Memory warnings, each after ten random swipes.
    case memory
    /// `reloadData` with unchanged data.
    case reload
    /// `reloadData` with unchanged data over ``TraceSizes/sweepPageCounts`` (10³ to 10⁹), PagedKit
    /// over a plain and an indexed data source only; the plain one up to ``TraceSizes/plainSweepLimit``.
    case reloadSweep = "reload-sweep"
    /// Issue 24: an edit next to the current item (the current item removed, an item inserted after
    /// it, an item moved from far away to after it) and `reloadData(animated: true)` beside
    /// `reloadData()`, over ``TraceSizes/sweepPageCounts``, PagedKit over an indexed data source whose
    /// mapping is arithmetic (the plain one at 10³ only); then the ticks after it and a jump it keeps
    /// going (``EditBench``).
    case editSweep = "edit-sweep"
}

/// How large the workloads are.
struct TraceSizes {
    var swipes: Int
    var jumps: Int
    var memoryWarnings: Int
    var swipesPerWarning: Int
    /// Ticks per timed repeat of the steady-tick measurement, and the least ticks per timed repeat of
    /// the swipe trace (which is replayed until it has that many).
    var ticksPerRepeat: Int
    /// Timed repeats; the median is reported.
    var repeats: Int
    /// The most reloads timed per row.
    var reloads: Int
    /// The fewest reloads timed per row: large `n` get fewer, down to this.
    var minimumReloads: Int
    /// Reloads × n per row at most, so that one row of a large n stays within seconds.
    var reloadBudget: Int
    /// The page counts of the reload sweep.
    var sweepPageCounts: [Int] = [
        1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
    ]
    /// The largest n at which the sweep runs a source whose reload reads every identifier (a few
    /// tenths of a µs each, and about 100 bytes each in a transient table): beyond it a row would
    /// take minutes and gigabytes.
    var plainSweepLimit = 1_000_000

    /// The workloads of the issue: 10,000 swipes, 1,000 jumps, 100 memory warnings, 5 × 10⁶ ticks.
    static let full = TraceSizes(
        swipes: 10_000, jumps: 1_000, memoryWarnings: 100, swipesPerWarning: 10,
        ticksPerRepeat: 1_000_000, repeats: 5, reloads: 201, minimumReloads: 5, reloadBudget: 2_000_000)
    /// A run under 30 seconds, for development.
    static let quick = TraceSizes(
        swipes: 500, jumps: 200, memoryWarnings: 20, swipesPerWarning: 10,
        ticksPerRepeat: 100_000, repeats: 5, reloads: 21, minimumReloads: 1, reloadBudget: 200_000,
        plainSweepLimit: 100_000)
}

/// Makes the traces. Each trace depends only on the seed, its kind and `n`.
struct TraceMaker {
    static let seed: UInt64 = 0x5041_4745_444B_4954  // "PAGEDKIT"

    let sizes: TraceSizes

    func gestures(_ kind: TraceKind, pageCount n: Int) -> [Gesture] {
        var random = SeededGenerator(seed: Self.seed ^ UInt64(truncatingIfNeeded: kind.rawValue.hashValueStable))
        switch kind {
        case .ticks, .reloadSweep, .editSweep:
            return []
        case .swipes:
            return (0..<sizes.swipes).map { _ in Self.randomSwipe(&random) }
        case .jumps:
            return (0..<sizes.jumps).map { _ in
                .jump(to: Int.random(in: 0..<n, using: &random), animated: Bool.random(using: &random))
            }
        case .jumpNear, .jumpFar:
            let a = n / 4
            let b = kind == .jumpNear ? a + 2 : a + n / 2
            // Two animated, two not, in turn; the first jump leaves `a` for `b`.
            return (0..<sizes.jumps).map { k in .jump(to: k % 2 == 0 ? b : a, animated: k % 4 < 2) }
        case .memory:
            var trace: [Gesture] = []
            for _ in 0..<sizes.memoryWarnings {
                for _ in 0..<sizes.swipesPerWarning { trace.append(Self.randomSwipe(&random)) }
                trace.append(.memoryWarning)
            }
            return trace
        case .reload:
            return Array(repeating: .reload, count: sizes.reloads)
        }
    }

    /// A swipe in a random direction: seven in ten are flings (400 to 2,500 points per second) over
    /// 5 to 60 % of a page; the rest are slow drags over 5 to 95 %, which come back unless they pass
    /// half-way.
    static func randomSwipe(_ random: inout SeededGenerator) -> Gesture {
        let sign: Double = Bool.random(using: &random) ? 1 : -1
        if Double.random(in: 0..<1, using: &random) < 0.7 {
            let pages = Double.random(in: 0.05...0.6, using: &random)
            let velocity = Double.random(in: 400...2_500, using: &random)
            return .swipe(pages: sign * pages, velocity: sign * velocity)
        }
        let pages = Double.random(in: 0.05...0.95, using: &random)
        let velocity = Double.random(in: 0...250, using: &random)
        return .swipe(pages: sign * pages, velocity: sign * velocity)
    }
}

extension String {
    /// A hash of the string that is the same in every process (Swift's `hashValue` is seeded per
    /// process): FNV-1a over the UTF-8 bytes.
    fileprivate var hashValueStable: UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
