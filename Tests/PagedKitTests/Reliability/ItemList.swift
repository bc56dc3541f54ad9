/// The fuzzer's data: a list of integer identifiers, stored as runs of consecutive identifiers so
/// that a million items are one run and every edit adds at most two runs.
///
/// Identifiers are `Int`s; a fresh identifier is never reused, so an identifier that vanished on a
/// reload never comes back (except through ``ItemEdit/duplicate(from:to:)``, which copies one that
/// is still there).
struct ItemList: Equatable, Sendable {
    /// `count` consecutive identifiers starting at `first`.
    struct Run: Equatable, Sendable {
        var first: Int
        var count: Int
    }

    private(set) var runs: [Run] = []
    /// The index of each run's first item.
    private var starts: [Int] = []
    private(set) var count = 0
    /// The next identifier never used.
    private(set) var nextFreshIdentifier: Int

    /// Items `0..<count`.
    init(count: Int) {
        if count > 0 { runs = [Run(first: 0, count: count)] }
        nextFreshIdentifier = max(count, 0)
        reindex()
    }

    /// The identifier at `index`.
    /// - Complexity: O(log r) for r runs.
    func identifier(at index: Int) -> Int {
        precondition(index >= 0 && index < count, "ItemList: index \(index) outside 0..<\(count)")
        var low = 0
        var high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return runs[low].first + (index - starts[low])
    }

    /// Every index holding `identifier`, ascending.
    /// - Complexity: O(r) for r runs.
    func indices(of identifier: Int) -> [Int] {
        var result: [Int] = []
        for (position, run) in runs.enumerated() where identifier >= run.first && identifier < run.first + run.count {
            result.append(starts[position] + identifier - run.first)
        }
        return result.sorted()
    }

    /// Whether `identifier` is used by more than one item.
    func isDuplicated(_ identifier: Int) -> Bool { indices(of: identifier).count > 1 }

    /// Whether some identifier is used by more than one item.
    /// - Complexity: O(r log r).
    var hasDuplicates: Bool {
        let sorted = runs.sorted { $0.first < $1.first }
        for (a, b) in zip(sorted, sorted.dropFirst()) where a.first + a.count > b.first { return true }
        return false
    }

    // MARK: Edits

    /// Applies `edit`; indices are taken modulo the valid range, so any edit applies to any list.
    mutating func apply(_ edit: ItemEdit) {
        switch edit {
        case .insert(let at):
            insert(nextFreshIdentifier, at: Self.reduce(at, count + 1))
            nextFreshIdentifier += 1
        case .remove(let at):
            guard count > 0 else { return }
            remove(at: Self.reduce(at, count))
        case .move(let from, let to):
            guard count > 0 else { return }
            let identifier = identifier(at: Self.reduce(from, count))
            remove(at: Self.reduce(from, count))
            insert(identifier, at: Self.reduce(to, count + 1))
        case .duplicate(let from, let to):
            guard count > 0 else { return }
            insert(identifier(at: Self.reduce(from, count)), at: Self.reduce(to, count + 1))
        case .append(let extra):
            guard extra > 0 else { return }
            runs.append(Run(first: nextFreshIdentifier, count: extra))
            nextFreshIdentifier += extra
            reindex()
        case .removeAll:
            runs = []
            reindex()
        }
    }

    static func reduce(_ index: Int, _ modulus: Int) -> Int {
        guard modulus > 0 else { return 0 }
        let r = index % modulus
        return r < 0 ? r + modulus : r
    }

    private mutating func insert(_ identifier: Int, at index: Int) {
        let position = splitRun(at: index)
        runs.insert(Run(first: identifier, count: 1), at: position)
        reindex()
    }

    private mutating func remove(at index: Int) {
        let position = splitRun(at: index)
        runs[position].first += 1
        runs[position].count -= 1
        if runs[position].count == 0 { runs.remove(at: position) }
        reindex()
    }

    /// Makes a run start at `index` (or `index == count`) and returns its position in `runs`.
    private mutating func splitRun(at index: Int) -> Int {
        if index >= count { return runs.count }
        var position = 0
        while position + 1 < runs.count, starts[position + 1] <= index { position += 1 }
        let offset = index - starts[position]
        guard offset > 0 else { return position }
        let run = runs[position]
        runs[position].count = offset
        runs.insert(Run(first: run.first + offset, count: run.count - offset), at: position + 1)
        starts.insert(index, at: position + 1)
        return position + 1
    }

    /// Recomputes `starts` and `count`, merging runs that continue one another.
    private mutating func reindex() {
        var merged: [Run] = []
        merged.reserveCapacity(runs.count)
        for run in runs where run.count > 0 {
            if let last = merged.last, last.first + last.count == run.first {
                merged[merged.count - 1].count += run.count
            } else {
                merged.append(run)
            }
        }
        runs = merged
        starts = []
        starts.reserveCapacity(runs.count)
        var total = 0
        for run in runs {
            starts.append(total)
            total += run.count
        }
        count = total
    }
}

/// One change a reload makes to the items. Indices are reduced modulo the list's range when applied,
/// so a shrunk event sequence still applies.
enum ItemEdit: Equatable, Sendable, CustomStringConvertible {
    /// A fresh item at `at`.
    case insert(at: Int)
    case remove(at: Int)
    case move(from: Int, to: Int)
    /// A second item with the identifier of the item at `from`, inserted at `to`.
    case duplicate(from: Int, to: Int)
    /// `count` fresh items at the end.
    case append(Int)
    case removeAll

    var description: String {
        switch self {
        case .insert(let at): ".insert(at: \(at))"
        case .remove(let at): ".remove(at: \(at))"
        case .move(let from, let to): ".move(from: \(from), to: \(to))"
        case .duplicate(let from, let to): ".duplicate(from: \(from), to: \(to))"
        case .append(let count): ".append(\(count))"
        case .removeAll: ".removeAll"
        }
    }
}
