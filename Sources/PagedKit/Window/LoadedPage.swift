/// What the container knows of a loaded page, apart from the page itself (`PagedContainer.pages`).
struct LoadedPage {
    /// The instance's number, never reused (``PagingEffect``).
    var instance: Int
    var index: Int
    var slot: Int
    var identifier: AnyHashable
    var phase: AppearancePhase = .disappeared
    /// The slot of the window placement this instance was matched to; meaningful only while
    /// `updateWindow` rebuilds the window (it clears every claim first).
    var claimedSlot: Int?
    /// Rule 16: the list offset held for the page (the one the machine last set or the host last
    /// reported).
    var listOffset = 0.0
    /// The offset the machine last set, until the host's next report for the page (which, within
    /// half a point of it, is that setting).
    var listOffsetSet: Double?
    /// The last offset the user scrolled the page's list to (reported, not set), if any.
    var rememberedListOffset: Double?
}

extension LoadedPage {
    /// Whether slot `slot` is nearer reading position `x` than slot `other`: of two equally near
    /// within rounding (a reading a hair off a half slot), the forward one (rule 12's `page(at:)`).
    static func isSlot(_ slot: Int, nearerThan other: Int, to x: Double) -> Bool {
        let a = abs(Double(other) - x), b = abs(Double(slot) - x)
        return abs(b - a) <= 1e-9 ? slot > other : b < a
    }
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

    /// The position of the instance of page `index` nearest reading position `x` (the forward one
    /// of two equally near, within 1e-9 of a slot): a few-page loop may show one index in two
    /// slots (rule 12).
    func position(of index: Int, nearest x: Double) -> Int? {
        var best: Int?
        var position = 0
        while position < count {
            if self[position].index == index {
                if let current = best {
                    if LoadedPage.isSlot(self[position].slot, nearerThan: self[current].slot, to: x) { best = position }
                } else {
                    best = position
                }
            }
            position += 1
        }
        return best
    }

    /// The position of instance `instance`.
    func position(ofInstance instance: Int) -> Int? {
        var position = 0
        while position < count {
            if self[position].instance == instance { return position }
            position += 1
        }
        return nil
    }

    /// The slot of instance `instance`, if it is loaded.
    func slot(ofInstance instance: Int) -> Int? {
        position(ofInstance: instance).map { self[$0].slot }
    }

    /// The position of the instance placed in reading slot `slot`.
    func position(ofSlot slot: Int) -> Int? {
        var position = 0
        while position < count {
            if self[position].slot == slot { return position }
            position += 1
        }
        return nil
    }
}

extension Array where Element == LoadedPage {
    /// The instance matched to `placement` while the window is rebuilt.
    func position(claimedFor placement: PageWindow.Placement) -> Int? {
        var position = 0
        while position < count {
            if self[position].claimedSlot == placement.slot, self[position].index == placement.page { return position }
            position += 1
        }
        return nil
    }

    /// An instance of page `index` not yet matched to a placement; with `preferringAppeared`, one
    /// that is not disappeared when there is one.
    func unclaimedPosition(of index: Int, preferringAppeared: Bool = false) -> Int? {
        var found: Int?
        var position = 0
        while position < count {
            if self[position].index == index, self[position].claimedSlot == nil {
                if !preferringAppeared || self[position].phase != .disappeared { return position }
                if found == nil { found = position }
            }
            position += 1
        }
        return found
    }

    /// Whether an unmatched instance of the same page as the one at `position` lies before it: of
    /// two instances leaving the window together only one may stay in the cache.
    func hasOtherUnclaimedInstance(before position: Int) -> Bool {
        var other = 0
        while other < position {
            if self[other].index == self[position].index, self[other].claimedSlot == nil { return true }
            other += 1
        }
        return false
    }
}

extension Array where Element == PageWindow.Placement {
    /// Whether page `index` is among the placements.
    func contains(page index: Int) -> Bool {
        for placement in self where placement.page == index { return true }
        return false
    }
}
