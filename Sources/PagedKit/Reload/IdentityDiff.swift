/// Matches the loaded pages, the current and the settled item to their indices in new data, by
/// identifier (rule 9), as a value.
///
/// Reads every identifier once. Memory beyond the loaded pages is temporary: a set of identifiers
/// used to find duplicates and vanished saved states. Duplicates count as distinct items by
/// position: the k-th loaded page with an identifier (in old index order) takes its k-th occurrence.
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

        // The k-th loaded page with an identifier takes its k-th occurrence.
        var taken: [AnyHashable: Int] = [:]
        var currentIsLoaded = false, settledIsLoaded = false
        for item in loaded.sorted(by: { $0.index < $1.index }) {
            let k = taken[item.identifier, default: 0]
            taken[item.identifier] = k + 1
            if let occurrences = wanted[item.identifier], k < occurrences.count {
                newIndexOfLoaded[item.index] = occurrences[k]
            }
            if item.index == current.index { currentIsLoaded = true }
            if item.index == settled.index { settledIsLoaded = true }
        }
        newCurrent = currentIsLoaded
            ? newIndexOfLoaded[current.index] : current.identifier.flatMap { wanted[$0]?.first }
        newSettled = settledIsLoaded
            ? newIndexOfLoaded[settled.index] : settled.identifier.flatMap { wanted[$0]?.first }
    }
}
