extension PagedContainer {
    func applyJump(to index: Int, animated: Bool) {
        guard hasData, index >= 0, index < pageCount else { return }
        guard isReady else {
            // Before the viewport is known: the page becomes current; placement follows the length.
            guard index != settledPage else { return }
            announce(index)
            settledPage = index
            // Read now (O(1)): a reload before the viewport arrives follows this item.
            rememberSettledIdentifier()
            setCurrentPage(index)
            setPosition(Double(index))
            announcedTarget = nil
            delegate?.container(self, didScrollToPage: index)
            return
        }
        if index == settledPage, motion == .none { return }
        liftMemoryPressure()
        cancelAutoScroll()
        announce(index)
        // A finger holds the content: an animated jump under it moves at once and the drag goes on.
        if animated, motion != .dragging {
            animateJump(to: index)
        } else {
            jumpAtOnce(to: index)
        }
    }

    /// A non-animated jump: the target's window at once, `didScrollToPage` before returning. Ends
    /// any animated jump or settle under way; a drag under way goes on from the new offset.
    func jumpAtOnce(to index: Int) {
        let previous = motion
        motion = .none
        let resting = PageLayout(pageCount: pageCount, isLooping: configuration.isLooping, restingOn: index)
        adopt(resting, at: Double(resting.anchorSlot))
        stopHost(after: previous)
        let previousSettled = settledPage
        settledPage = index
        updateAppearance(animated: false)
        if previous == .dragging {
            motion = .dragging
            if index != previousSettled {
                rememberSettledIdentifier()
                delegate?.container(self, didScrollToPage: index)
            }
            announcedTarget = nil
        } else {
            finishRest(on: index, from: previousSettled)
            scheduleAutoScroll(after: .move)
        }
    }

    /// An animated jump (rule 5): the target is spliced into the slot next to the page the viewport
    /// reaches first in the target's direction, and the host animates to that slot, so no page
    /// between the two is ever made. A target already within a page of the viewport is animated to
    /// where it is.
    func animateJump(to index: Int) {
        if layout.isLooping, motion != .none {
            // A retarget: nothing came to rest since the last re-centring, so a chain of retargets
            // would walk out of the looping content. Re-centre first; the new animation replaces the
            // host's, which the non-animated move ends.
            recentreIfNearEdge()
        }
        let x = readingPosition
        if let slot = layout.slot(of: index, near: x), abs(Double(slot) - x) <= 1 + 1e-6 {
            startAnimation(toSlot: slot)
            return
        }
        let forwardFirst = prefersForward(to: index)
        // First: the target one slot beyond the viewport, keeping the partly visible neighbour.
        for forward in [forwardFirst, !forwardFirst] {
            let anchor = forward ? PageLayout.floorSlot((x - 1e-6).rounded(.up)) : PageLayout.floorSlot(x + 1e-6)
            let kept = anchor - (forward ? 1 : -1)
            let keptIsVisible = PageWindow.visibleSlots(at: x).contains(kept)
            if startSplicedAnimation(to: index, anchor: anchor, forward: forward, keeping: keptIsVisible ? kept : nil) {
                return
            }
        }
        // A retarget to a page between the two visible pages: no order of pages keeps both, so the
        // target takes the place of the less visible one.
        let lower = PageLayout.floorSlot(x), fraction = x - Double(lower)
        let replacements = [(anchor: lower + 1, forward: false), (anchor: lower, forward: true)]
        for replacement in fraction < 0.5 ? replacements.reversed() : replacements
        where startSplicedAnimation(to: index, anchor: replacement.anchor, forward: replacement.forward, keeping: nil) {
            return
        }
        jumpAtOnce(to: index)
    }

    /// Splices `index` next to slot `anchor` and animates to it, if such a layout exists.
    private func startSplicedAnimation(to index: Int, anchor: Int, forward: Bool, keeping kept: Int?) -> Bool {
        guard var spliced = layout.splicing(anchor: anchor, target: index, forward: forward, keeping: kept),
            !(kept.map { spliced.page(atSlot: $0) == index } ?? false)
        else { return false }
        // Without looping, the content shrinks to the spliced pages: no empty stretch to drag into.
        let shift = spliced.compact()
        let targetSlot = anchor + (forward ? 1 : -1) - shift
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

    func startAnimation(toSlot slot: Int) {
        if isAt(slot, readingPosition) {
            let previous = motion
            comeToRest(animated: false, stoppingHost: previous)
            return
        }
        // Without a splice nothing re-laid the window: rebuild it now if a lifted memory-pressure
        // reduction left it narrow (rule 4 holds after every call, not from the first tick). The
        // pages it adds lie outside the viewport, so appearance is unchanged.
        updateWindow()
        motion = .animating(targetSlot: slot)
        animationTicks = 0
        setScrollState(.settling)
        scheduleAutoScrollWatchdog()
        hostOffset = .nan  // The host moves on its own until it reports.
        host?.setContentOffset(offset(forReading: Double(slot)), animated: true)
    }
}
