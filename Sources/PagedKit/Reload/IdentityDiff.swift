/// Matches the loaded pages, the current and the settled item to their indices in new data, by
/// identifier (rule 9), as a value.
///
/// Reads every identifier once. Memory beyond the loaded pages is temporary: a set of identifiers
/// used to find duplicates and vanished saved states. Duplicates count as distinct items by
/// position: each loaded page takes the unused occurrence nearest its old index.
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
        var wanted: [AnyHashable: [Int]] = [:]
        for item in loaded { wanted[item.identifier] = [] }
        if let identifier = current.identifier { wanted[identifier] = [] }
        if let identifier = settled.identifier { wanted[identifier] = [] }

        var seen = Set<AnyHashable>(minimumCapacity: min(count, 1 << 20))
        var duplicateCount = 0, firstDuplicate = -1
        for index in 0..<count {
            let identifier = identifierAt(index)
            if !seen.insert(identifier).inserted {
                duplicateCount += 1
                if firstDuplicate < 0 { firstDuplicate = index }
            }
            if wanted[identifier] != nil { wanted[identifier]!.append(index) }
        }
        if duplicateCount > 0 {
            duplicates = .duplicateIdentifiers(count: duplicateCount, firstIndex: firstDuplicate)
        }
        vanishedSavedStates = saved.filter { !seen.contains($0) }

        // Each loaded page takes the unused occurrence of its identifier nearest its old index: with
        // unique identifiers the only one; with duplicates, the same item when the data is unchanged.
        var used: [AnyHashable: Set<Int>] = [:]
        var currentIsLoaded = false, settledIsLoaded = false
        for item in loaded.sorted(by: { $0.index < $1.index }) {
            if let occurrences = wanted[item.identifier],
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
            : current.identifier.flatMap { wanted[$0] }.flatMap {
                Self.nearest(to: current.index, in: $0, excluding: [])
            }
        newSettled =
            settledIsLoaded
            ? newIndexOfLoaded[settled.index]
            : settled.identifier.flatMap { wanted[$0] }.flatMap {
                Self.nearest(to: settled.index, in: $0, excluding: [])
            }
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
