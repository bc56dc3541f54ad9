/// Where each loaded page was on screen when an animated reload began (`reloadData(animated: true)`),
/// so that what the reload changes on screen becomes one motion (``PagingMachine/runReloadMotion()``).
/// The machine keeps it (``PagingMachine/reloadPicture``) only while it applies that reload.
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
    /// Whether the current slot shows another item after the reload (the current item removed, or
    /// an inserted item shown): the content in view turns a page (``turn``).
    var currentChanged = false

    @MainActor init(_ machine: PagingMachine) {
        let viewport = machine.offset(forReading: machine.readingPosition)
        for entry in machine.entries where PagingMachine.isPlacedInContent(entry.slot) {
            let screen = machine.origin(forSlot: entry.slot) - viewport
            shown.append(
                Shown(instance: entry.instance, screen: screen, isVisible: machine.showsSpan(atScreen: screen)))
        }
    }

    /// Marks the page of `instance`, which the reload unloads (its item removed, or out of the new
    /// window), as leaving in the motion if it was in view; `false` when it was not (it goes at once).
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
    mutating func continueMotion(to target: Int, settledItem: Int, settledItemSurvived: Bool, previous: Motion) {
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
        runReloadMotion()
    }

    /// Turns what an animated reload changed on screen into one motion, from ``reloadPicture`` (where
    /// each page was) to the layout now in place, as one shift of the content where it moves:
    /// - the shift is a page turn when the current slot shows another item (the item replaced goes
    ///   one pitch toward the side opposite its replacement, ``ReloadPicture/turn``), else the
    ///   displacement of the first page in view before and after that moved (a neighbour closing a
    ///   gap), else none;
    /// - a page in view before and after slides from where it was to its slot;
    /// - a page newly in view (made, or coming from out of view) comes in from one shift before its
    ///   slot (without a shift, from one pitch beyond its slot on its side of the current slot);
    /// - a page leaving the view goes one shift on: a departing page (``PagingEffect/depart(instance:)``)
    ///   is then removed, a surviving one is at its slot (out of view) after the motion; a departing
    ///   page whose way on is in view fades where it is instead.
    ///
    /// So no stretch of the viewport that shows a page before and after is blank at any moment of
    /// the motion (rule 12), beyond the spacing between cards. Then ``PagingEffect/animateReload``,
    /// if anything moves.
    /// - Complexity: O(w²) in the window size; allocates nothing beyond the effects.
    mutating func runReloadMotion() {
        guard let picture = reloadPicture, let geometry else { return }
        reloadPicture = nil
        let viewport = offset(forReading: readingPosition)
        let forward = isReversed ? -geometry.pitch : geometry.pitch
        var shift: Double? = picture.currentChanged ? -Double(picture.turn) * forward : nil
        if shift == nil {
            for entry in entries where Self.isPlacedInContent(entry.slot) {
                guard let before = picture.shown(instance: entry.instance), before.isVisible else { continue }
                let to = origin(forSlot: entry.slot)
                let moved = to - (before.screen + viewport)
                if abs(moved) > offsetTolerance, showsSpan(atScreen: to - viewport) {
                    shift = moved
                    break
                }
            }
        }
        var moves = false
        for shown in picture.shown where shown.departs {
            let from = shown.screen + viewport
            var to = from + (shift ?? -Double(picture.turn) * forward)
            if showsSpan(atScreen: to - viewport) { to = from }
            emit(.slide(instance: shown.instance, from: from, to: to))
            moves = true
        }
        let currentSlot = PageLayout.nearestSlot(readingPosition)
        for entry in entries where Self.isPlacedInContent(entry.slot) {
            let to = origin(forSlot: entry.slot)
            let showsAfter = showsSpan(atScreen: to - viewport)
            if let before = picture.shown(instance: entry.instance), before.isVisible {
                let from = before.screen + viewport
                var end = to
                // Leaving the view: with the content, when that takes it out of view too.
                if !showsAfter, let shift, !showsSpan(atScreen: from + shift - viewport) { end = from + shift }
                guard abs(from - end) > offsetTolerance else { continue }
                emit(.slide(instance: entry.instance, from: from, to: end))
                moves = true
            } else if showsAfter {
                let side = entry.slot > currentSlot ? 1 : entry.slot < currentSlot ? -1 : picture.turn
                let from = shift.map { to - $0 } ?? to + Double(side) * forward
                emit(.slide(instance: entry.instance, from: from, to: to))
                moves = true
            }
        }
        if moves { emit(.animateReload) }
    }
}
