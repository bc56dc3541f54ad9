/// What rule 4's cache may hold, given the pages that left the window grouped by the step they left
/// in (most recent first) and the room it has: every page of the groups that fit whole is
/// required; of the first group that does not fit, any `optionalRoom` of its pages may stay (the
/// contract does not say which of the pages that left together are kept).
///
/// Shared by ``WindowOracle`` and the reliability suite's reference model.
struct CacheExpectation {
    /// The groups that fit whole, most recent first.
    private(set) var required: [Set<Int>] = []
    /// The pages of those groups.
    private(set) var requiredPages: Set<Int> = []
    /// The first group that does not fit whole.
    private(set) var optional: Set<Int> = []
    /// How many of `optional` the cache still has room for.
    private(set) var optionalRoom = 0
    private let room: Int
    private let groups: [Set<Int>]

    init(groups: [Set<Int>], room: Int) {
        self.room = room
        self.groups = groups
        var requiredCount = 0
        for group in groups {
            if requiredCount + group.count <= room {
                required.append(group)
                requiredPages.formUnion(group)
                requiredCount += group.count
            } else {
                optional = group
                optionalRoom = room - requiredCount
                break
            }
        }
    }

    /// Whether the cache must keep some but not all of a group: then which ones is the container's
    /// choice.
    var leavesAChoice: Bool { !optional.isEmpty && optionalRoom > 0 }

    /// Compares `cached`, the loaded pages outside `window`, with what the cache may hold.
    func failures(cached: Set<Int>, window: Set<Int>) -> [String] {
        var failures: [String] = []
        let described = groups.map { $0.sorted() }
        let lost = requiredPages.subtracting(cached)
        if !lost.isEmpty {
            failures.append(
                "cache: pages \(lost.sorted()) should still be cached (room \(room), most recently left first: \(described))"
            )
        }
        let extra = cached.subtracting(requiredPages).subtracting(optional)
        if !extra.isEmpty {
            failures.append(
                "cache: pages \(extra.sorted()) are loaded outside the window \(window.sorted()) and are not among "
                    + "the \(room) most recently left (\(described))")
        }
        let kept = cached.intersection(optional)
        if extra.isEmpty, lost.isEmpty, kept.count != min(optionalRoom, optional.count) {
            failures.append(
                "cache: \(kept.count) of the pages \(optional.sorted()) that left together are cached, expected "
                    + "\(min(optionalRoom, optional.count)) (room \(room))")
        }
        return failures
    }

    /// The groups the cache holds after a step on which `cached` was observed.
    func groupsKept(cached: Set<Int>) -> [Set<Int>] {
        let kept = cached.intersection(optional)
        return required + (kept.isEmpty ? [] : [kept])
    }
}
