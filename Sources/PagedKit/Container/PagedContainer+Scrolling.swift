extension PagedContainer {
    func applyBeginDrag() {
        // Kept also when there is nothing to drag yet: if the data or the viewport arrives before
        // the finger lifts, `start()` takes the drag up.
        fingerIsDown = true
        guard isReady, pageCount > 0 else { return }
        // A finger that catches a settle or an animated jump turns it into a drag over the same
        // slots; the abandoned target is never reported as reached. Its announcement stands: a
        // release toward the same page announces nothing again.
        motion = .dragging
        // A drag may catch the content anywhere (a host that moved it far during an animation):
        // re-centre looping content first, so the release's target lies inside it.
        if layout.isLooping { recentreIfNearEdge() }
        cancelAutoScroll()
        liftMemoryPressure()
        updateWindow(force: true)
        updateAppearance(animated: true)
        setScrollState(.dragging)
    }

    func applyScroll(_ offset: Double) {
        guard isReady, pageCount > 0 else { return }
        hostOffset = offset
        if applySteadyScroll(offset) { return }
        let x = reading(forOffset: offset)
        guard x.isFinite, x != readingPosition else { return }
        guard motion != .none else {
            // At rest the container owns the offset: a move the host made on its own (a programmatic
            // `contentOffset`, keyboard scrolling, a clamp on resize, a deceleration the container
            // already ended) is undone, and the settled page stays current, loaded and appeared. A
            // pixel grid's rounding of the resting offset is no move.
            let resting = self.offset(forReading: readingPosition)
            if abs(offset - resting) > offsetTolerance { setHostOffset(resting) }
            return
        }
        if case .animating(let target, false) = motion { motion = .animating(targetSlot: target, sawReport: true) }
        readingPosition = x
        if layout.isLooping, motion == .dragging || isDecelerating {
            recentreIfNearEdge()
        }
        if let geometry, PageWindow.key(at: readingPosition, geometry: geometry) != windowKey {
            updateWindow()
            updateAppearance(animated: true)
        }
        updatePosition()
        if case .animating(let target, _) = motion, isAt(target, readingPosition) {
            // Arrived: rest now, so a host that never reports the end (or reports it late) is fine.
            comeToRest()
        }
    }

    /// The common tick of a drag or a deceleration: one inside the steady stretch of the position
    /// cache, with the window made for it. There `applyScroll(_:)` would snap, clamp and re-centre
    /// nothing, keep the window and the current page, and interpolate the cached segment; this does
    /// only the last, with the same arithmetic.
    /// - Returns: Whether the tick was such a tick, and is done.
    func applySteadyScroll(_ offset: Double) -> Bool {
        switch motion {
        case .dragging, .decelerating: break
        case .none, .animating: return false
        }
        guard let cache = positionCache, windowKey == cache.steadyWindowKey, let length = geometry?.pitch else {
            return false
        }
        let x = unclampedReading(forOffset: offset, length: length)
        guard x > cache.steadyLower, x < cache.steadyUpper else { return false }
        guard x != readingPosition else { return true }
        readingPosition = x
        setCurrentPage(cache.currentPage)
        setPosition(cache.segment.position(at: x))
        return true
    }

    var isDecelerating: Bool {
        if case .decelerating = motion { return true }
        return false
    }

    /// Keeps a long drag or deceleration away from the ends of the looping content by moving the
    /// offset and every placed page by whole pages in one step; the gesture continues from there.
    func recentreIfNearEdge() {
        let margin = Double(PageLayout.loopingEdgeMargin)
        let last = Double(layout.slotCount - 1)
        guard readingPosition < margin || readingPosition > last - margin else { return }
        recentre(bySlots: PageLayout.nearestSlot(readingPosition) - PageLayout.loopingMiddleSlot)
    }

    /// Moves the content back by `slots` whole pages: layout, placed pages, targets and offset.
    func recentre(bySlots slots: Int) {
        guard slots != 0 else { return }
        layout.shift(bySlots: slots)
        readingPosition -= Double(slots)
        if case .decelerating(let target) = motion { motion = .decelerating(targetSlot: target - slots) }
        if case .animating(let target, let sawReport) = motion {
            motion = .animating(targetSlot: target - slots, sawReport: sawReport)
        }
        windowKey = nil
        shiftLoadedPages(bySlots: slots)
        setHostOffset(offset(forReading: readingPosition))
    }

    /// The target of a release now, without changing anything.
    func projectedRelease(velocity: Double) -> (slot: Int?, offset: Double) {
        let readingVelocity = isReversed ? -velocity : velocity
        guard isReady, motion == .dragging,
            let slot = SettleRule.targetSlot(x: readingPosition, velocity: readingVelocity, layout: layout)
        else {
            return (nil, offset(forReading: readingPosition))
        }
        return (slot, offset(forReading: Double(slot)))
    }

    func applyRelease(velocity: Double) {
        fingerIsDown = false
        guard let slot = projectedRelease(velocity: velocity).slot, pageCount > 0 else { return }
        if let page = layout.page(atSlot: slot) { announce(page) }
        if isAt(slot, readingPosition) {
            // Nothing to move: the host reports didEndDragging(willDecelerate: false) next.
            return
        }
        motion = .decelerating(targetSlot: slot)
        setScrollState(.settling)
    }

    func applyEndDragging(willDecelerate: Bool) {
        fingerIsDown = false
        let restedDuringRelease = self.restedDuringRelease
        self.restedDuringRelease = false
        if willDecelerate, restedDuringRelease, motion == .none, isReady, pageCount > 0 {
            // Already at rest (a jump from inside the release): the host's deceleration is only a
            // rounding step toward the returned target; stop it where the container put the content.
            stopHost(after: .decelerating(targetSlot: 0))
            return
        }
        if willDecelerate, case .animating(let target, _) = motion {
            // An animated jump made from inside the release: the host's deceleration replaces the
            // animation (as UIKit's does) and goes to its target, which willEndDragging returned.
            motion = .decelerating(targetSlot: target)
            cancelAutoScroll()  // no watchdog for a deceleration: its end is always reported
            return
        }
        guard isReady, pageCount > 0, motion == .dragging || isDecelerating else { return }
        let nearest = currentSlot(at: readingPosition, in: "didEndDragging")
        if !willDecelerate {
            comeToRest()
        } else if motion == .dragging, isAt(nearest, readingPosition) {
            // Only the host's rounding to the page's offset to move: rest now, and stop the host.
            comeToRest(stoppingHost: .decelerating(targetSlot: nearest))
        } else if motion == .dragging {
            // A host that skipped willEndDragging: settle on the nearest page.
            motion = .decelerating(targetSlot: nearest)
            setScrollState(.settling)
        }
    }

    func applyEndDecelerating() {
        guard isReady, pageCount > 0, case .decelerating(let target) = motion else { return }
        // Only the running settle's own end, at its target: a late end of an earlier deceleration
        // (caught, ended by a reload or a jump) changes nothing.
        guard hostIsAt(target, readingPosition) else { return }
        comeToRest()
    }

    func applyEndAnimation() {
        guard isReady, pageCount > 0 else { return }
        switch motion {
        case .decelerating(let target), .animating(let target, _):
            if case .animating = motion { motion = .animating(targetSlot: target, sawReport: true) }
            // The end belongs to the running move only when the host is at its target; any other —
            // the late end of a move that was retargeted, caught, ended by a reload or replaced by a
            // jump, whenever it arrives — changes nothing. (A host that let the animation from inside
            // a release run instead of decelerating arrives at the deceleration's target.)
            guard hostIsAt(target, readingPosition) else { return }
            let previous = motion
            comeToRest(stoppingHost: previous)
        case .none, .dragging:
            return
        }
    }

    func applyFingerLifted() {
        guard isReady, pageCount > 0 else { return }
        switch motion {
        case .decelerating(let target), .animating(let target, _):
            let previous = motion
            if isAt(target, readingPosition) {
                comeToRest(stoppingHost: previous)
                return
            }
            // The touch stopped the host short of the target: settle on the nearest page from here,
            // as a release without velocity would.
            let slot = currentSlot(at: readingPosition, in: "fingerLifted")
            if let page = layout.page(atSlot: slot) { announce(page) }
            if isAt(slot, readingPosition) {
                comeToRest(stoppingHost: previous)
            } else {
                startAnimation(toSlot: slot)
            }
        case .none, .dragging:
            return
        }
    }

    /// Reports `page` as the coming target once, unless it is the settled page.
    func announce(_ page: Int) {
        guard page != settledPage, page != announcedTarget else { return }
        announcedTarget = page
        perform(.willScrollToPage(page))
    }

    /// Ends the motion at the nearest page: snaps a fractional rest, re-lays the content as rule 2
    /// says (undoing a splice, re-centring a loop), rebuilds the window, settles appearance, then
    /// reports `didScrollToPage` and `.idle` in that order.
    /// - Parameters:
    ///   - animated: The `animated` flag of the appearance events.
    ///   - previous: A host motion the container ends early; the host is told to stop.
    ///   - target: The slot to rest on instead of the one nearest the viewport (a motion ended early
    ///     on its target).
    func comeToRest(animated: Bool = true, stoppingHost previous: Motion = .none, onSlot target: Int? = nil) {
        let wasDrag = motion == .dragging || isDecelerating
        motion = .none
        guard isReady, pageCount > 0 else {
            setScrollState(.idle)
            return
        }
        let slot = layout.clampedSlot(target ?? PageLayout.nearestSlot(readingPosition)) ?? 0
        let page = layout.page(atSlot: slot) ?? 0
        settle(on: page, fromSlot: slot)
        stopHost(after: previous)
        let previousSettled = settledPage
        settledPage = page
        updateAppearance(animated: animated)
        finishRest(on: page, from: previousSettled)
        scheduleAutoScroll(after: wasDrag ? .drag : .move)
    }

    /// Puts `page` at rest in its rule-2 slot: state first, then the host (whose synchronous
    /// didScroll then finds nothing to do).
    func settle(on page: Int, fromSlot slot: Int) {
        let shouldLoop = configuration.isLooping && pageCount >= 2
        if layout.isLooping, shouldLoop, !layout.isSpliced, layout.pageCount == pageCount {
            // Re-centre by whole pages: every page keeps its neighbours, nothing visibly moves.
            let shift = slot - PageLayout.loopingMiddleSlot
            if shift != 0 {
                layout.shift(bySlots: shift)
                shiftLoadedPages(bySlots: shift)
            }
            readingPosition = Double(slot - shift)
            windowKey = nil
            updateWindow(force: true)
            updatePosition()
            setHostOffset(offset(forReading: readingPosition))
        } else {
            let resting = PageLayout(pageCount: pageCount, isLooping: configuration.isLooping, restingOn: page)
            adopt(resting, at: Double(resting.anchorSlot))
        }
    }

    /// The end of every rest, once `settledPage` is `page` and appearance is settled:
    /// `didScrollToPage` if the page changed from `previous` (or a reload during the motion removed
    /// the settled item), then `.idle`.
    func finishRest(on page: Int, from previous: Int) {
        let changed = page != previous || settledItemRemoved
        settledItemRemoved = false
        reportSettled(on: page, changed: changed, atRest: true)
    }

    /// The one place where a page is reported as reached: `willScrollToPage` unless it was
    /// announced, `didScrollToPage` when `changed`; then, `atRest`, `.idle`. Every path that settles
    /// a page comes here: a motion's rest, a non-animated jump (also one under a finger, which goes
    /// on dragging), a jump before the viewport is known and a reload.
    func reportSettled(on page: Int, changed: Bool, atRest: Bool) {
        if changed {
            if announcedTarget != page { perform(.willScrollToPage(page)) }
            rememberSettledIdentifier()
            announcedTarget = nil
            perform(.didScrollToPage(page))
        }
        announcedTarget = nil
        if atRest { setScrollState(.idle) }
    }
}
