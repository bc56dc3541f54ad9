extension PagingMachine {
    mutating func applyBeginDrag() {
        // Kept also when there is nothing to drag yet: if the data or the viewport arrives before
        // the finger lifts, `start()` takes the drag up.
        finger = .down
        cause = .drag
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

    mutating func applyScroll(_ offset: Double) {
        if applySteadyScroll(offset) { return }
        applyMovedScroll(offset)
    }

    /// A tick that is not a steady one (``steadyTick(_:)`` answered `nil`): the full path.
    mutating func applyMovedScroll(_ offset: Double) {
        guard isReady, pageCount > 0 else { return }
        hostOffset = offset
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

    /// What a steady tick reports: the current page when it changed, the position when it moved.
    struct SteadyTick {
        var currentPage: Int?
        var position: Double?
    }

    /// The common tick of a drag or a deceleration: one inside the steady stretch of the position
    /// cache, with the window made for it. There `applyScroll(_:)` would snap, clamp and re-centre
    /// nothing, keep the window and the current page, and interpolate the cached segment; this does
    /// only the last, with the same arithmetic, and returns what to report instead of appending
    /// effects, so that the driver's tick touches no buffer (issue 21: "a steady tick allocates
    /// nothing… or give the steady tick its own effect-free path").
    /// - Returns: `nil` when the tick is not such a tick (then `applyScroll(_:)` takes it).
    mutating func steadyTick(_ offset: Double) -> SteadyTick? {
        switch motion {
        case .dragging, .decelerating: break
        case .none, .animating: return nil
        }
        guard let cache = positionCache, windowKey == cache.steadyWindowKey, let length = geometry?.pitch else {
            return nil
        }
        let x = unclampedReading(forOffset: offset, length: length)
        guard x > cache.steadyLower, x < cache.steadyUpper else { return nil }
        hostOffset = offset
        var tick = SteadyTick()
        guard x != readingPosition else { return tick }
        readingPosition = x
        if cache.currentPage != currentPage {
            currentPage = cache.currentPage
            tick.currentPage = currentPage
        }
        let value = cache.segment.position(at: x)
        if value != position, value.isFinite {
            position = value
            tick.position = value
        }
        return tick
    }

    /// ``steadyTick(_:)`` as effects.
    /// - Returns: Whether the tick was a steady tick, and is done.
    mutating func applySteadyScroll(_ offset: Double) -> Bool {
        guard let tick = steadyTick(offset) else { return false }
        if let page = tick.currentPage { emit(.currentPage(page)) }
        if let value = tick.position { emit(.position(value)) }
        return true
    }

    var isDecelerating: Bool {
        if case .decelerating = motion { return true }
        return false
    }

    /// Keeps a long drag or deceleration away from the ends of the looping content by moving the
    /// offset and every placed page by whole pages in one step; the gesture continues from there.
    mutating func recentreIfNearEdge() {
        let margin = Double(PageLayout.loopingEdgeMargin)
        let last = Double(layout.slotCount - 1)
        guard readingPosition < margin || readingPosition > last - margin else { return }
        recentre(bySlots: PageLayout.nearestSlot(readingPosition) - PageLayout.loopingMiddleSlot)
    }

    /// Moves the content back by `slots` whole pages: layout, placed pages, targets and offset.
    mutating func recentre(bySlots slots: Int) {
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

    mutating func applyRelease(velocity: Double) {
        finger = .up
        guard let slot = projectedRelease(velocity: velocity).slot, pageCount > 0 else { return }
        if let page = layout.page(atSlot: slot) { announce(page) }
        if isAt(slot, readingPosition) {
            // Nothing to move: the host reports didEndDragging(willDecelerate: false) next.
            return
        }
        motion = .decelerating(targetSlot: slot)
        setScrollState(.settling)
    }

    mutating func applyEndDragging(willDecelerate: Bool) {
        let liftedAtRest = finger == .liftedAtRest
        finger = .up
        if willDecelerate, liftedAtRest, motion == .none, isReady, pageCount > 0 {
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

    mutating func applyEndDecelerating() {
        guard isReady, pageCount > 0, case .decelerating(let target) = motion else { return }
        // Only the running settle's own end, at its target: a late end of an earlier deceleration
        // (caught, ended by a reload or a jump) changes nothing.
        guard hostIsAt(target, readingPosition) else { return }
        comeToRest()
    }

    mutating func applyEndAnimation() {
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

    mutating func applyFingerLifted() {
        guard isReady, pageCount > 0 else { return }
        switch motion {
        case .decelerating(let target), .animating(let target, _):
            let previous = motion
            cause = .drag
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
}

extension PagingMachine {
    /// The offset `willEndDragging` returns, once the release and the calls made from inside its
    /// callbacks were applied: where the host comes to rest.
    mutating func offsetAfterRelease() -> Double {
        if motion == .none, hostOffset.isFinite {
            // Already at rest (a non-animated jump from inside the release's callbacks): the host
            // stays where the machine put it — inside its content (a pixel grid may have rounded
            // the last page's offset past the end; the machine then stops the step back).
            finger = .liftedAtRest
            return insideContent(hostOffset)
        }
        switch motion {
        case .decelerating(let slot), .animating(let slot, _):
            // An animated jump from those callbacks: its target, so that the host decelerates to where
            // the animation goes, never to the stretch past an end where the finger let go.
            return insideContent(offset(forReading: Double(slot)))
        case .dragging:
            // A release that needs no movement (within the offset tolerance of a page): the page's
            // own offset, never the host's, which may lie a fraction of a point past an end.
            return insideContent(offset(forReading: Double(currentSlot(at: readingPosition, in: "willEndDragging"))))
        case .none:
            return insideContent(offset(forReading: readingPosition))
        }
    }

    /// `offset` kept within `0...contentLength − viewportLength` as the host computes them from the
    /// content length it was given: far out in long content, `(n − 1) × length` and
    /// `n × length − length` can differ in their last bit.
    func insideContent(_ offset: Double) -> Double {
        guard let geometry, hostContentLength.isFinite else { return offset }
        return min(max(offset, 0), max(0, hostContentLength - geometry.viewportLength))
    }
}
