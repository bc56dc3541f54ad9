/// What the container knows of a loaded page, apart from the page itself (`PagedContainer.pages`).
struct LoadedPage {
    var index: Int
    var slot: Int
    var identifier: AnyHashable
    var phase: AppearancePhase = .disappeared
}

extension Array where Element == LoadedPage {
    /// The position of the entry for page `index`. A loop rather than `firstIndex(where:)`: a closure
    /// made in main-actor code carries a dynamic isolation check into every call.
    func position(of index: Int) -> Int? {
        var position = 0
        while position < count {
            if self[position].index == index { return position }
            position += 1
        }
        return nil
    }
}

extension Array where Element == PageWindow.Placement {
    /// Whether page `index` is among the placements.
    func contains(page index: Int) -> Bool {
        for placement in self where placement.page == index { return true }
        return false
    }
}
