extension PagedContainer {
    func applyJump(to index: Int, animated: Bool) {
        guard hasData, index >= 0, index < pageCount else { return }
        guard isReady else {
            // Before the viewport is known: the page becomes current; placement follows the length.
            guard index != settledPage else { return }
            announce(index)
            settledPage = index
            settledIdentifier = nil
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
        if animated {
            animateJump(to: index)
        } else {
            jumpAtOnce(to: index)
        }
    }

    /// A non-animated jump: the target's window at once, `didScrollToPage` before returning. Ends
    /// any animated jump or settle under way; a drag under way goes on from the new offset.
    func jumpAtOnce(to index: Int) {
        let wasDragging = motion == .dragging
        motion = .none
        let oldOffset = offset(forReading: readingPosition)
        layout = PageLayout(pageCount: pageCount, isLooping: configuration.isLooping, restingOn: index)
        readingPosition = Double(layout.anchorSlot)
        relayoutLoadedPages()
        updatePosition()
        let newOffset = offset(forReading: readingPosition)
        if newOffset != oldOffset { host?.setContentOffset(newOffset, animated: false) }
        let previous = settledPage
        settledPage = index
        updateAppearance(animated: false)
        if wasDragging {
            motion = .dragging
            if index != previous {
                settledIdentifier = entries.first { $0.index == index }?.identifier
                delegate?.container(self, didScrollToPage: index)
            }
            announcedTarget = nil
        } else {
            finishRest(on: index, from: previous)
            scheduleAutoScroll(after: .move)
        }
    }

    /// An animated jump (rule 5): the target is spliced into the slot next to the page the viewport
    /// reaches first in the target's direction, and the host animates to that slot, so no page
    /// between the two is ever made. A target already within a page of the viewport is animated to
    /// where it is.
    func animateJump(to index: Int) {
        let x = readingPosition
        if let slot = layout.slot(of: index, near: x), abs(Double(slot) - x) <= 1 + 1e-6 {
            startAnimation(toSlot: slot)
            return
        }
        let forwardFirst = prefersForward(to: index)
        for forward in [forwardFirst, !forwardFirst] {
            let anchor = forward ? PageLayout.floorSlot((x - 1e-6).rounded(.up)) : PageLayout.floorSlot(x + 1e-6)
            let targetSlot = anchor + (forward ? 1 : -1)
            guard targetSlot >= 0, targetSlot < layout.slotCount else { continue }
            let kept = anchor - (forward ? 1 : -1)
            let keptIsVisible = PageWindow.visibleSlots(at: x).contains(kept)
            guard let spliced = layout.splicing(anchor: anchor, target: index, forward: forward, keeping: keptIsVisible ? kept : nil)
            else { continue }
            if keptIsVisible, spliced.page(atSlot: kept) == index { continue }
            layout = spliced
            relayoutLoadedPages()
            startAnimation(toSlot: targetSlot)
            return
        }
        jumpAtOnce(to: index)
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
        if abs(readingPosition - Double(slot)) < 1e-6 {
            comeToRest(animated: false)
            return
        }
        motion = .animating(targetSlot: slot)
        setScrollState(.settling)
        scheduleAutoScrollWatchdog()
        host?.setContentOffset(offset(forReading: Double(slot)), animated: true)
    }
}
