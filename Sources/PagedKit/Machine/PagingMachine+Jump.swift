extension PagingMachine {
    /// - Parameter delta: For a step (`scrollBy(pages:animated:)`), how many slots from the current
    ///   card the target is: an animated step moves toward that slot.
    mutating func applyJump(to index: Int, animated: Bool, delta: Int? = nil, cause: PageChangeCause = .jump) {
        guard hasData, index >= 0, index < pageCount else { return }
        guard isReady else {
            // Before the viewport is known: the page becomes current; placement follows the length.
            guard index != settledPage else { return }
            self.cause = cause
            announce(index)
            settledPage = index
            setCurrentPage(index)
            setPosition(Double(index))
            // Its identifier is read there (O(1)): a reload before the viewport arrives follows it.
            reportSettled(on: index, changed: true, atRest: false)
            return
        }
        if index == settledPage, motion == .none { return }
        self.cause = cause
        liftMemoryPressure()
        cancelAutoScroll()
        announce(index)
        // A finger holds the content: an animated jump under it moves at once and the drag goes on.
        if animated, motion != .dragging {
            animateJump(to: index, delta: delta)
        } else {
            jumpAtOnce(to: index)
        }
    }

    /// A non-animated jump: the target's window at once, `didScrollToPage` before returning. Ends
    /// any animated jump or settle under way; a drag under way goes on from the new offset (also
    /// after a release that needs no movement: it stays `.dragging` until `didEndDragging`).
    mutating func jumpAtOnce(to index: Int) {
        let previous = motion
        motion = .none
        let resting = PageLayout(pageCount: pageCount, isLooping: configuration.isLooping, restingOn: index)
        adopt(resting, at: Double(resting.anchorSlot))
        guard previous == .dragging else {
            finishRest(on: index, stoppingHost: previous, animated: false)
            scheduleAutoScroll(after: .move)
            return
        }
        // Under a finger the page is reached at once and the drag goes on from there.
        let previousSettled = settledPage
        settledPage = index
        updateAppearance(animated: false)
        motion = .dragging
        reportSettled(on: index, changed: index != previousSettled, atRest: false)
        // From here the finger moves the content: the next change is the drag's.
        cause = .drag
    }

    /// An animated jump (rules 5 and 12): the slots the viewport shows keep their pages, the target
    /// is spliced in beyond them with the neighbours it will show at rest, and the host animates
    /// to it — `k_a + k_t + 1` pitches from rest — so no page between the two is ever made. A target
    /// near enough that its resting neighbours meet the visible slots is animated to where it is:
    /// the slot `delta` from the current card's for a step, else the slot nearest the viewport (in a
    /// few-card loop the target may show on both sides).
    mutating func animateJump(to index: Int, delta: Int? = nil) {
        if layout.isLooping, motion != .none {
            // A retarget: nothing came to rest since the last re-centring, so a chain of retargets
            // would walk out of the looping content. Re-centre first; the new animation replaces the
            // host's, which the non-animated move ends.
            recentreIfNearEdge()
        }
        guard let geometry else { return }
        let x = readingPosition
        let neighbours = geometry.restingNeighbours
        // Near enough: the target's resting neighbours would meet the start's (`k_a + k_t + 1`
        // pitches or less from the viewport), or it is already visible. Also from a viewport in the
        // bounce zone past an end, over no page: the host animates back to the target.
        let reach = Double(neighbours.before + neighbours.after + 1) + 1e-6
        if let slot = nearSlot(of: index, delta: delta, within: reach) {
            startAnimation(toSlot: slot)
            return
        }
        guard let shown = shownSlots(at: x, geometry: geometry) else {
            // The viewport is far past an end, over no page, and the target is not near: nothing
            // visible to keep, nothing to animate along.
            jumpAtOnce(to: index)
            return
        }
        // A step goes the way of its delta, however far ahead a chain of steps has taken the target
        // (a loop's short way from the page in view would turn back after half the loop); a jump to an
        // index, the short way round from the page in view.
        let forwardFirst = delta.map { $0 > 0 } ?? prefersForward(to: index)
        // Every visible card kept: with each page once if some order allows it, else with a second
        // instance of a card in view (the target's neighbour is one of them, or the target is
        // between two of them).
        // A step never turns back; a jump to an index may go the long way round if only that keeps them.
        let directions = delta == nil ? [forwardFirst, !forwardFirst] : [forwardFirst]
        // A jump to an index also keeps the stretch past an end blank where the viewport shows it (the
        // target comes from outside the viewport, the other way if need be), when some layout does.
        for keepsBlankSlots in delta == nil ? [true, false] : [false] {
            for secondInstances in [false, true] {
                for forward in directions
                where startSplicedAnimation(
                    to: index, keeping: shown, forward: forward,
                    neighbours: forward ? neighbours.before : neighbours.after,
                    farNeighbours: forward ? neighbours.after : neighbours.before,
                    allowingSecondInstances: secondInstances, keepsBlankSlots: keepsBlankSlots)
                {
                    return
                }
            }
        }
        // The visible slots hold two seams of earlier splices: keeping them all and the target would
        // need a third, which the layout cannot express. Keep the run of visible cards that shows the
        // most, and let the target take the place of the less visible rest (documented in
        // Carousels.md).
        for kept in runsByVisibleLength(within: shown, at: x, geometry: geometry) {
            // The target comes in on the side of the cards given up, in their place (both sides
            // when the kept run is in the middle).
            let dropsBefore = kept.lowerBound > shown.lowerBound, dropsAfter = kept.upperBound < shown.upperBound
            var directions = dropsBefore && dropsAfter ? [forwardFirst, !forwardFirst] : [dropsAfter]
            // A step never turns back: only runs it can leave the way it goes.
            if delta != nil { directions.removeAll { $0 != forwardFirst } }
            for forward in directions
            where startSplicedAnimation(
                to: index, keeping: kept, forward: forward, neighbours: forward ? neighbours.before : neighbours.after,
                farNeighbours: forward ? neighbours.after : neighbours.before, keepsBlankSlots: false)
            {
                return
            }
        }
        jumpAtOnce(to: index)
    }

    /// The contiguous runs of `shown` other than the whole, most visible first (by the points of
    /// their cards the viewport shows; on a tie, the forward one, as the nearest slot is).
    /// - Complexity: O(v²) for `v` visible slots; only on a retarget that cannot keep them all.
    private func runsByVisibleLength(within shown: ClosedRange<Int>, at x: Double, geometry: PageGeometry)
        -> [ClosedRange<Int>]
    {
        var runs: [(run: ClosedRange<Int>, shows: Double)] = []
        for lower in shown {
            var shows = 0.0
            for upper in lower...shown.upperBound {
                shows += geometry.visibleLength(ofSlot: upper, at: x)
                guard lower...upper != shown else { continue }
                runs.append((lower...upper, shows))
            }
        }
        runs.sort { a, b in
            if abs(a.shows - b.shows) > 1e-9 * geometry.pitch { return a.shows > b.shows }
            return a.run.upperBound != b.run.upperBound
                ? a.run.upperBound > b.run.upperBound : a.run.count > b.run.count
        }
        return runs.map(\.run)
    }

    /// Where an animated jump to `index` goes along the content, if it is within `reach` slots of
    /// the viewport: for a step, the slot `delta` from the current card's (the running animation's
    /// target counts as current) when it holds `index`, else the slot of `index` nearest the viewport
    /// on the step's side (a step never turns back, however far ahead a chain of steps has taken its
    /// target); for a jump to an index, the slot of `index` nearest the viewport.
    private func nearSlot(of index: Int, delta: Int?, within reach: Double) -> Int? {
        let x = readingPosition
        if let delta {
            var base = PageLayout.nearestSlot(x)
            if case .animating(let slot, _) = motion { base = slot }
            let slot = base &+ delta
            if layout.page(atSlot: slot) == index, abs(Double(slot) - x) <= reach { return slot }
            guard let found = layout.slot(of: index, near: x), (delta > 0) == (Double(found) > x),
                abs(Double(found) - x) <= reach
            else { return nil }
            return found
        }
        guard let found = layout.slot(of: index, near: x), abs(Double(found) - x) <= reach else { return nil }
        return found
    }

    /// The slots the viewport shows at reading position `x` that hold a page; the nearest slot when
    /// it shows only spacing; `nil` when it shows only the stretch past an end.
    private func shownSlots(at x: Double, geometry: PageGeometry) -> ClosedRange<Int>? {
        let visible = layout.slotsHoldingPages(geometry.visibleSlots(at: x, slots: layout.slotCount))
        if visible.isEmpty, !geometry.visibleSlots(at: x).isEmpty { return nil }
        guard !visible.isEmpty else {
            let nearest = currentSlot(at: x, in: "an animated jump")
            return nearest...nearest
        }
        return visible.lowerBound...(visible.upperBound - 1)
    }

    /// Splices `index` beyond the `kept` slots and animates to it, if such a layout exists.
    private mutating func startSplicedAnimation(
        to index: Int, keeping kept: ClosedRange<Int>, forward: Bool, neighbours: Int, farNeighbours: Int,
        allowingSecondInstances: Bool = false, keepsBlankSlots: Bool
    ) -> Bool {
        guard
            let splice = layout.splicing(
                keeping: kept, target: index, forward: forward, neighbours: neighbours, farNeighbours: farNeighbours,
                allowingSecondInstances: allowingSecondInstances)
        else { return false }
        if keepsBlankSlots, let geometry {
            // Nothing may appear where the viewport shows no page (the stretch past an end): the
            // target comes in from outside the viewport, or on the other side.
            for slot in geometry.visibleSlots(at: readingPosition)
            where (slot < 0 || slot >= layout.slotCount) && splice.layout.page(atSlot: slot) != nil {
                return false
            }
        }
        var spliced = splice.layout
        // Without looping, the content shrinks to the spliced pages: no empty stretch to drag into.
        let shift = spliced.compact()
        let targetSlot = splice.targetSlot - shift
        guard targetSlot >= 0, targetSlot < spliced.slotCount else { return false }
        adopt(spliced, at: readingPosition - Double(shift))
        startAnimation(toSlot: targetSlot)
        return true
    }

    /// Whether an animated jump to `index` goes forward: the short way round when looping (forward
    /// on a tie), toward higher indices otherwise.
    func prefersForward(to index: Int) -> Bool {
        if layout.isLooping {
            let ahead = PageLayout.wrap(index - currentPage, pageCount)
            return ahead <= pageCount - ahead
        }
        return index > currentPage
    }

    mutating func startAnimation(toSlot slot: Int) {
        if isAt(slot, readingPosition) {
            // Already there: the move rests at once, and that rest is the move's, also when it
            // stopped a drag's settle (Clarifications, When a move rests: "`resumeDelay` applies
            // only after a drag"), as a jump at once's is.
            let previous = motion
            motion = .none
            comeToRest(animated: false, stoppingHost: previous)
            return
        }
        // Without a splice nothing re-laid the window: rebuild it now if a lifted memory-pressure
        // reduction left it narrow (rule 4 holds after every call, not from the first tick). The
        // pages it adds lie outside the viewport, so appearance is unchanged.
        updateWindow()
        motion = .animating(targetSlot: slot, sawReport: false)
        setScrollState(.settling)
        scheduleWatchdog()
        hostOffset = .nan  // The host moves on its own until it reports.
        emit(.setContentOffset(offset(forReading: Double(slot)), animated: true))
    }
}

extension PagingMachine {
    /// The page a step of `delta` slots goes to (`scrollBy(pages:animated:)`, next and previous):
    /// from the current page, or from the target of an animated move under way; wrapped when
    /// looping; `nil` past the ends otherwise, or when it is where the step starts.
    func stepTarget(by delta: Int) -> Int? {
        guard pageCount > 0, delta != 0 else { return nil }
        var from = currentPage
        if case .animating(let slot, _) = motion, let target = layout.page(atSlot: slot) { from = target }
        var target = from &+ delta
        if layout.isLooping {
            target = PageLayout.wrap(target, pageCount)
        } else if target < 0 || target >= pageCount {
            return nil
        }
        return target == from ? nil : target
    }
}
