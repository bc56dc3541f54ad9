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

    /// Where the current slot's page was on screen (its leading edge relative to the viewport's): off
    /// its resting place when the reload ends a motion at once.
    var currentScreen = 0.0

    @MainActor init(_ machine: PagingMachine) {
        let viewport = machine.offset(forReading: machine.readingPosition)
        currentScreen = machine.origin(forSlot: PageLayout.nearestSlot(machine.readingPosition)) - viewport
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
        movingTargetSlot().flatMap(layout.page(atSlot:))
    }

    /// The slot an animated move or a settle under way is going to.
    func movingTargetSlot() -> Int? {
        switch motion {
        case .animating(let slot, _), .decelerating(let slot): slot
        case .none, .dragging: nil
        }
    }

    /// Pins an animated reload's kept `target` (new index) at the distance from the current slot its
    /// old slot `targetSlot` had, as a seam of `held`, unless a seam on that side is held already.
    /// `false` when the layout cannot express it: without looping a seam only skips forward.
    func pinTarget(_ target: Int, from targetSlot: Int, current: Int, count: Int, into held: inout HeldGesture)
        -> Bool
    {
        let distance = targetSlot - heldSlot
        let looping = configuration.isLooping && count >= 2
        if distance > 0, held.forward == nil {
            guard looping || target >= current + distance else { return false }
            held.forward = (distance, target)
        } else if distance < 0, held.backward == nil {
            guard looping || target <= current + distance else { return false }
            held.backward = (distance, target)
        }
        return true
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

    /// How an animated reload's motion moves the pages (``runReloadMotion()``), most motion first.
    enum ReloadMotionStyle: CaseIterable {
        /// Every page in view before and after slides from where it was; pages newly in view come
        /// in with the content's shift, pages leaving go with it.
        case slides
        /// Everything in view moves with the content's shift: a page that moved otherwise (a
        /// reorder) comes in with the content instead of crossing others.
        case shift
        /// Nothing slides: pages newly in view appear in their slots (the host fades them in),
        /// pages leaving stay where they were until the end (departing ones fade).
        case crossFade
    }

    /// One page's move in a planned motion, in content coordinates.
    struct PlannedMove {
        var instance: Int
        var from: Double
        var to: Double
    }

    /// Turns what an animated reload changed on screen into one motion, from ``reloadPicture`` (where
    /// each page was) to the layout now in place. The content's *shift* is the move of the page
    /// that ends in the current slot, if it was in view (0 when it stays where it was); else, when
    /// the current slot shows another item (the current item removed, or an inserted item shown),
    /// a page turn: the item replaced goes one pitch toward the side opposite its replacement
    /// (``ReloadPicture/turn``), from where it was shown (off its resting place when the reload ended
    /// a motion), and the replacement follows it in.
    ///
    /// The motion is the first style (``ReloadMotionStyle``) under which no stretch of the viewport
    /// that shows a page before and after the reload is blank at any moment (rule 12: no visible
    /// slot blank at any tick), beyond the spacing between cards, checked at 32 moments of the
    /// linear motion; the cross-fade always is. In every style a page newly in view comes from one
    /// shift before its slot; a page leaving the view goes one shift on, or stays where it was when
    /// that way is in view (a departing page, ``PagingEffect/depart(instance:)``, then fades; a
    /// surviving one is at its slot, out of view, after the motion). Then
    /// ``PagingEffect/animateReload``, if anything moves.
    /// - Complexity: O(w²) in the window size per moment checked; only on an animated reload.
    mutating func runReloadMotion() {
        guard let picture = reloadPicture, let geometry else { return }
        reloadPicture = nil
        let viewport = offset(forReading: readingPosition)
        let forward = isReversed ? -geometry.pitch : geometry.pitch
        let currentSlot = PageLayout.nearestSlot(readingPosition)
        let currentScreen = origin(forSlot: currentSlot) - viewport
        var shift = picture.currentChanged ? currentScreen - picture.currentScreen - Double(picture.turn) * forward : 0
        if let position = entries.position(ofSlot: currentSlot),
            let before = picture.shown(instance: entries[position].instance), before.isVisible
        {
            shift = currentScreen - before.screen
        }
        var chosen: [PlannedMove] = []
        for style in ReloadMotionStyle.allCases {
            chosen = plannedMoves(style, picture: picture, shift: shift, viewport: viewport)
            // Nothing moves: nothing on screen changes during the motion, so nothing to check.
            if chosen.isEmpty || style == .crossFade || keepsViewCovered(chosen, picture: picture, viewport: viewport) {
                break
            }
        }
        for move in chosen { emit(.slide(instance: move.instance, from: move.from, to: move.to)) }
        if !chosen.isEmpty { emit(.animateReload) }
    }

    /// The moves of `style`.
    private func plannedMoves(_ style: ReloadMotionStyle, picture: ReloadPicture, shift: Double, viewport: Double)
        -> [PlannedMove]
    {
        let shift = style == .crossFade ? 0 : shift
        var moves: [PlannedMove] = []
        for shown in picture.shown where shown.departs {
            let from = shown.screen + viewport
            var to = from + shift
            if showsSpan(atScreen: to - viewport) { to = from }
            moves.append(PlannedMove(instance: shown.instance, from: from, to: to))
        }
        for entry in entries where Self.isPlacedInContent(entry.slot) {
            let to = origin(forSlot: entry.slot)
            let before = picture.shown(instance: entry.instance)
            let wasShown = before?.isVisible == true
            let from = (before?.screen ?? 0) + viewport
            if showsSpan(atScreen: to - viewport) {
                if wasShown, style == .slides || abs(to - from - shift) <= offsetTolerance {
                    // From where it was; nothing to move if it stays there.
                    if abs(to - from) > offsetTolerance {
                        moves.append(PlannedMove(instance: entry.instance, from: from, to: to))
                    }
                } else {
                    moves.append(PlannedMove(instance: entry.instance, from: to - shift, to: to))
                }
            } else if wasShown {
                // Leaving the view: with the content when that takes it out of view, else where it
                // was (it is placed at its slot already, and is there after the motion).
                let end = showsSpan(atScreen: from + shift - viewport) ? from : from + shift
                moves.append(PlannedMove(instance: entry.instance, from: from, to: end))
            }
        }
        return moves
    }

    /// Whether `moves`, played linearly, keep every stretch of the viewport that shows a page before
    /// and after the reload covered at 32 moments (beyond the spacing between cards and half a point).
    /// - Complexity: O(w log w) per moment for `w` pages in view; one buffer for all moments.
    private func keepsViewCovered(_ moves: [PlannedMove], picture: ReloadPicture, viewport: Double) -> Bool {
        guard let geometry else { return true }
        let length = geometry.pageLength, extent = geometry.viewportLength
        let allowance = max(geometry.pitch - length, 0) + 0.5
        var before: [Range<Double>] = []
        for shown in picture.shown where shown.isVisible { before.append(shown.screen..<(shown.screen + length)) }
        var after: [Range<Double>] = []
        var still: [Range<Double>] = []
        for entry in entries where Self.isPlacedInContent(entry.slot) {
            let screen = origin(forSlot: entry.slot) - viewport
            guard showsSpan(atScreen: screen) else { continue }
            after.append(screen..<(screen + length))
            if !moves.contains(where: { $0.instance == entry.instance }) { still.append(screen..<(screen + length)) }
        }
        Self.merge(&before, within: extent)
        Self.merge(&after, within: extent)
        let wanted = Self.intersection(before, after)
        guard !wanted.isEmpty else { return true }
        var spans: [Range<Double>] = []
        spans.reserveCapacity(still.count + moves.count)
        for step in 0..<32 {
            let t = Double(step) / 32
            spans.removeAll(keepingCapacity: true)
            spans.append(contentsOf: still)
            for move in moves {
                let screen = move.from + (move.to - move.from) * t - viewport
                spans.append(screen..<(screen + length))
            }
            Self.merge(&spans, within: extent)
            // Each gap of what is shown, against each stretch that must be covered.
            var from = 0.0
            var index = 0
            while index <= spans.count {
                let lower = index < spans.count ? spans[index].lowerBound : extent
                if lower > from {
                    for piece in wanted {
                        let blank = min(lower, piece.upperBound) - max(from, piece.lowerBound)
                        if blank > allowance { return false }
                    }
                }
                if index < spans.count { from = max(from, spans[index].upperBound) }
                index += 1
            }
        }
        return true
    }

    /// Clips `spans` to `0..<extent`, sorts and merges them, in place.
    private static func merge(_ spans: inout [Range<Double>], within extent: Double) {
        var kept = 0
        for span in spans {
            let lower = max(span.lowerBound, 0), upper = min(span.upperBound, extent)
            if lower < upper {
                spans[kept] = lower..<upper
                kept += 1
            }
        }
        spans.removeLast(spans.count - kept)
        spans.sort { $0.lowerBound < $1.lowerBound }
        var merged = 0
        for index in spans.indices {
            if merged > 0, spans[index].lowerBound <= spans[merged - 1].upperBound {
                spans[merged - 1] =
                    spans[merged - 1].lowerBound..<max(spans[merged - 1].upperBound, spans[index].upperBound)
            } else {
                spans[merged] = spans[index]
                merged += 1
            }
        }
        spans.removeLast(spans.count - merged)
    }

    /// The stretches in both `a` and `b` (each sorted and merged).
    private static func intersection(_ a: [Range<Double>], _ b: [Range<Double>]) -> [Range<Double>] {
        var result: [Range<Double>] = []
        for x in a {
            for y in b {
                let lower = max(x.lowerBound, y.lowerBound), upper = min(x.upperBound, y.upperBound)
                if lower < upper { result.append(lower..<upper) }
            }
        }
        return result
    }
}
