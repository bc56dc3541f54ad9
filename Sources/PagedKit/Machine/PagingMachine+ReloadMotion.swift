/// Where each loaded page was on screen when an animated reload began (`reloadData(animated: true)`),
/// so that what the reload changes on screen becomes one motion (``PagingMachine/runReloadMotion(_:)``).
struct ReloadPicture {
    struct Shown {
        var instance: Int
        /// The page's leading edge relative to the viewport's, along the axis, in points.
        var screen: Double
        /// Whether any of it was in view.
        var isVisible: Bool
        /// Its item was removed: its view stays for the motion and leaves.
        var departs = false
    }

    var shown: [Shown] = []
    /// Which way the current slot turns when the reload puts another item in it: `1`, the new item
    /// comes in from the trailing side and the old one leaves toward the leading side; `-1`, the
    /// other way.
    var turn = 1

    @MainActor init(_ machine: PagingMachine) {
        let viewport = machine.offset(forReading: machine.readingPosition)
        for entry in machine.entries where PagingMachine.isPlacedInContent(entry.slot) {
            let screen = machine.origin(forSlot: entry.slot) - viewport
            shown.append(
                Shown(instance: entry.instance, screen: screen, isVisible: machine.showsSpan(atScreen: screen)))
        }
    }

    /// Marks the page of `instance`, whose item the reload removed, as leaving in the motion if it
    /// was in view; `false` when it was not (it goes at once).
    mutating func depart(instance: Int) -> Bool {
        for k in shown.indices where shown[k].instance == instance {
            guard shown[k].isVisible else { return false }
            shown[k].departs = true
            return true
        }
        return false
    }

    func shown(instance: Int) -> Shown? {
        for item in shown where item.instance == instance { return item }
        return nil
    }
}

extension PagingMachine {
    /// Whether a loaded page's slot lies in the content (not parked, not waiting to be placed).
    static func isPlacedInContent(_ slot: Int) -> Bool {
        slot > PageLayout.parkingSlot / 2
    }

    /// Whether a page whose leading edge is `screen` points from the viewport's shows in it.
    func showsSpan(atScreen screen: Double) -> Bool {
        guard let geometry else { return false }
        let tolerance = offsetTolerance
        return screen < geometry.viewportLength - tolerance && screen + geometry.pageLength > tolerance
    }

    /// The page an animated move or a settle under way is going to, in the current indices.
    func movingTarget() -> Int? {
        switch motion {
        case .animating(let slot, _), .decelerating(let slot): layout.page(atSlot: slot)
        case .none, .dragging: nil
        }
    }

    /// Whether items were inserted immediately before the current page (``ReloadInsertionPolicy/showsInsertedItem``):
    /// the current item moved to a higher index while its previous neighbour, when loaded, kept its
    /// index (or it was the first item); the first inserted item now stands at its old index.
    func showsInsertion(before current: Int, diff: IdentityDiff, newCount: Int) -> Bool {
        guard let moved = diff.newCurrent, moved > current, current < newCount else { return false }
        guard current > 0 else { return true }
        guard entries.position(of: current - 1) != nil else { return true }
        return diff.newIndexOfLoaded[current - 1] == current - 1
    }

    /// An animated reload during an animated move or a settle whose target item survived: the
    /// content was laid out again under the viewport as under a finger (the visible pages kept by
    /// identity); the move goes on to the target item at its new index. The announcement stays when
    /// the index did not change; otherwise it is cancelled (it named another item now) and the new
    /// index announced. A settled item the reload removed makes the rest a page reached.
    mutating func continueMotion(
        to target: Int, settledItem: Int, settledItemSurvived: Bool, previous: Motion, picture: ReloadPicture?
    ) {
        let motionCause = cause
        settledPage = settledItem
        if change.announced != target { cancelAnnouncement(because: .reload) }
        if !settledItemSurvived { change = .settledItemRemoved(announced: change.announced) }
        rememberSettledIdentifier()
        checkEndApproach(reporting: false)
        cause = motionCause
        announce(target)
        // As the motion under way: a move that is already there rests at once and stops the host.
        motion = previous
        animateJump(to: target)
        if motion != .none { updateAppearance(animated: true) }
        if let picture { runReloadMotion(picture) }
    }

    /// Turns what an animated reload changed on screen into one motion, from `picture` (where each
    /// page was) to the layout now in place: a departing page slides one pitch away, on the side
    /// opposite its replacement (or fades where it is when that side is in view); a surviving page
    /// whose place on screen changed slides from where it was; a page made in view comes in from one
    /// pitch beyond its slot, on its side of the current slot (for the current slot, the side
    /// ``ReloadPicture/turn`` says). Pages placed where they were shown have no move. Then
    /// ``PagingEffect/animateReload``, if anything moves.
    /// - Complexity: O(w²) in the window size; allocates nothing beyond the effects.
    mutating func runReloadMotion(_ picture: ReloadPicture) {
        guard let geometry else { return }
        let viewport = offset(forReading: readingPosition)
        let forward = isReversed ? -geometry.pitch : geometry.pitch
        var moves = false
        for shown in picture.shown where shown.departs {
            let from = shown.screen + viewport
            var to = from - Double(picture.turn) * forward
            if showsSpan(atScreen: to - viewport) { to = from }
            emit(.slide(instance: shown.instance, from: from, to: to))
            moves = true
        }
        let currentSlot = PageLayout.nearestSlot(readingPosition)
        for entry in entries where Self.isPlacedInContent(entry.slot) {
            let to = origin(forSlot: entry.slot)
            let showsAfter = showsSpan(atScreen: to - viewport)
            if let before = picture.shown(instance: entry.instance) {
                let from = before.screen + viewport
                guard abs(from - to) > offsetTolerance, before.isVisible || showsAfter else { continue }
                emit(.slide(instance: entry.instance, from: from, to: to))
                moves = true
            } else if showsAfter {
                let side = entry.slot > currentSlot ? 1 : entry.slot < currentSlot ? -1 : picture.turn
                emit(.slide(instance: entry.instance, from: to + Double(side) * forward, to: to))
                moves = true
            }
        }
        if moves { emit(.animateReload) }
    }
}
