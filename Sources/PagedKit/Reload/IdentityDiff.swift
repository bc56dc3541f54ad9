/// Matches the loaded pages, the current and the settled item to their indices in new data, by
/// identifier (rule 9), as a value.
///
/// Reads and hashes every identifier once. Memory beyond the loaded pages is temporary: a table of
/// the identifiers read, used to find duplicates and vanished saved states. Duplicates count as
/// distinct items by position: each loaded page takes the unused occurrence nearest its old index.
struct IdentityDiff {
    /// New index of each loaded page, by old index; absent when its item was removed.
    var newIndexOfLoaded: [Int: Int] = [:]
    /// New index of the current item, if it survived.
    var newCurrent: Int?
    /// New index of the settled item, if it survived.
    var newSettled: Int?
    /// Saved-state keys whose identifiers are gone.
    var vanishedSavedStates: [AnyHashable] = []
    /// Set when identifiers repeat.
    var duplicates: PagingDiagnostic?

    /// - Complexity: O(n + w) for `n` new pages and `w` loaded ones.
    init<Keys: Collection<AnyHashable>>(
        reading count: Int,
        loaded: [(index: Int, identifier: AnyHashable)],
        current: (index: Int, identifier: AnyHashable?),
        settled: (index: Int, identifier: AnyHashable?),
        saved: Keys,
        identifierAt: (Int) -> AnyHashable
    ) {
        // One table for every identifier read, seeded with the wanted ones (loaded, current,
        // settled) under negative values: each identifier is hashed once, by `updateValue`, whose
        // old value says whether it was wanted, new, or a repeat. Only repeats look again.
        var occurrencesOfWanted: [[Int]] = []
        var wantedPosition: [AnyHashable: Int] = [:]
        func want(_ identifier: AnyHashable) {
            guard wantedPosition[identifier] == nil else { return }
            wantedPosition[identifier] = occurrencesOfWanted.count
            occurrencesOfWanted.append([])
        }
        for item in loaded { want(item.identifier) }
        if let identifier = current.identifier { want(identifier) }
        if let identifier = settled.identifier { want(identifier) }

        var table = [AnyHashable: Int](minimumCapacity: min(count, 1 << 20) + wantedPosition.count)
        for (identifier, position) in wantedPosition { table[identifier] = -1 - position }
        var duplicateCount = 0, firstDuplicate = -1
        for index in 0..<count {
            let identifier = identifierAt(index)
            guard let previous = table.updateValue(index, forKey: identifier) else { continue }
            if previous < 0 {
                occurrencesOfWanted[-1 - previous].append(index)  // a wanted identifier, first seen
            } else {
                duplicateCount += 1
                if firstDuplicate < 0 { firstDuplicate = index }
                if let position = wantedPosition[identifier] { occurrencesOfWanted[position].append(index) }
            }
        }
        if duplicateCount > 0 {
            duplicates = .duplicateIdentifiers(count: duplicateCount, firstIndex: firstDuplicate)
        }
        vanishedSavedStates = saved.filter { (table[$0] ?? -1) < 0 }
        let wanted = { (identifier: AnyHashable) -> [Int]? in
            wantedPosition[identifier].map { occurrencesOfWanted[$0] }
        }

        // Each loaded page takes the unused occurrence of its identifier nearest its old index: with
        // unique identifiers the only one; with duplicates, the same item when the data is unchanged.
        var used: [AnyHashable: Set<Int>] = [:]
        var currentIsLoaded = false, settledIsLoaded = false
        for item in loaded.sorted(by: { $0.index < $1.index }) {
            if let occurrences = wanted(item.identifier),
                let nearest = Self.nearest(to: item.index, in: occurrences, excluding: used[item.identifier] ?? [])
            {
                newIndexOfLoaded[item.index] = nearest
                used[item.identifier, default: []].insert(nearest)
            }
            if item.index == current.index { currentIsLoaded = true }
            if item.index == settled.index { settledIsLoaded = true }
        }
        newCurrent =
            currentIsLoaded
            ? newIndexOfLoaded[current.index]
            : current.identifier.flatMap(wanted).flatMap {
                Self.nearest(to: current.index, in: $0, excluding: [])
            }
        newSettled =
            settledIsLoaded
            ? newIndexOfLoaded[settled.index]
            : settled.identifier.flatMap(wanted).flatMap {
                Self.nearest(to: settled.index, in: $0, excluding: [])
            }
    }

    /// The diff of an ``IndexedPageDataSource`` (rule 14): every followed identifier looked up once,
    /// none read. A lookup outside `0..<count` counts as removed; a second loaded page whose
    /// identifier leads to an index already taken counts as removed too (duplicates are the
    /// source's responsibility, and an index is never loaded twice).
    /// - Complexity: O(w + s) lookups for `w` loaded pages and `s` saved states; independent of the
    ///   page count.
    init<Keys: Collection<AnyHashable>>(
        lookingUp count: Int,
        loaded: [(index: Int, identifier: AnyHashable)],
        current: (index: Int, identifier: AnyHashable?),
        settled: (index: Int, identifier: AnyHashable?),
        saved: Keys,
        indexOf: (AnyHashable) -> Int?
    ) {
        func find(_ identifier: AnyHashable) -> Int? {
            guard let index = indexOf(identifier), index >= 0, index < count else { return nil }
            return index
        }
        var taken = Set<Int>()
        var currentIsLoaded = false, settledIsLoaded = false
        for item in loaded.sorted(by: { $0.index < $1.index }) {
            if let index = find(item.identifier), taken.insert(index).inserted {
                newIndexOfLoaded[item.index] = index
            }
            if item.index == current.index { currentIsLoaded = true }
            if item.index == settled.index { settledIsLoaded = true }
        }
        newCurrent = currentIsLoaded ? newIndexOfLoaded[current.index] : current.identifier.flatMap(find)
        newSettled = settledIsLoaded ? newIndexOfLoaded[settled.index] : settled.identifier.flatMap(find)
        vanishedSavedStates = saved.filter { find($0) == nil }
    }

    /// The element of `occurrences` nearest `index` that is not in `excluded` (the lower on a tie).
    private static func nearest(to index: Int, in occurrences: [Int], excluding excluded: Set<Int>) -> Int? {
        var best: Int?
        for occurrence in occurrences where !excluded.contains(occurrence) {
            if let current = best, abs(occurrence - index) >= abs(current - index) { continue }
            best = occurrence
        }
        return best
    }
}
