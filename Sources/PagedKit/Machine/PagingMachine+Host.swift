extension PagingMachine {
    /// Moves the host without animation. The host reports the move back synchronously; the driver
    /// hands that echo to ``hostEchoed(_:)`` rather than replaying it after later changes.
    mutating func setHostOffset(_ offset: Double) {
        guard offset != hostOffset else { return }
        hostOffset = offset
        emit(.setContentOffset(offset, animated: false))
    }

    /// Sets the host's content length for the current layout, if it changed.
    mutating func setHostContentLength() {
        let length = geometry?.contentLength(slots: layout.slotCount) ?? 0
        guard length != hostContentLength else { return }
        hostContentLength = length
        emit(.setContentLength(length))
    }

    /// Switches to `newLayout` with the viewport at reading position `x`, keeping the host in step:
    /// content length, every page's placement and window, then the offset — growing content before
    /// the offset moves and shrinking it after, so the offset never lies outside the content.
    /// - Complexity: O(w²) in the window size.
    mutating func adopt(_ newLayout: PageLayout, at x: Double) {
        let offsetsChanged = newLayout.slotCount != layout.slotCount
        let grows = newLayout.slotCount >= layout.slotCount
        layout = newLayout
        readingPosition = x
        if offsetsChanged { invalidatePlacements() }
        if grows { setHostContentLength() }
        // Pages the new layout has no slot for leave the window: to the cache (parked) or away.
        updateWindow(force: true)
        updatePosition()
        setHostOffset(offset(forReading: x))
        if !grows { setHostContentLength() }
    }

    /// Switches to `newLayout` with the viewport at reading position `x` as ``adopt(_:at:)`` does,
    /// but leaves the window to the motion that follows at once (an animated reload's kept jump,
    /// which adopts its own layout or rebuilds the window when it starts): nothing is loaded or
    /// unloaded here.
    mutating func adoptWithoutWindow(_ newLayout: PageLayout, at x: Double) {
        let grows = newLayout.slotCount >= layout.slotCount
        layout = newLayout
        readingPosition = x
        windowKey = nil
        if grows { setHostContentLength() }
        updatePosition()
        setHostOffset(offset(forReading: x))
        if !grows { setHostContentLength() }
    }

    /// Forgets where every loaded page was placed, so the next relayout places each one again (the
    /// meaning of offsets changed: new length, direction or content size).
    mutating func invalidatePlacements() {
        for position in entries.indices { entries[position].slot = Int.min }
        instanceGeneration &+= 1
    }

    /// After the container ended a motion the host runs on its own (an animation, a deceleration),
    /// tells the host to stop there: a non-animated move ends an animation; an animated move to the
    /// same offset ends a deceleration, as UIScrollView's does.
    mutating func stopHost(after previous: Motion) {
        switch previous {
        case .animating, .decelerating:
            let offset = offset(forReading: readingPosition)
            // Both calls are needed: the first ends an animation (and, on UIKit, a deceleration); the
            // second ends a deceleration on hosts whose non-animated moves carry the gesture along.
            hostOffset = .nan
            setHostOffset(offset)
            if case .decelerating = previous { emit(.setContentOffset(offset, animated: true)) }
        case .none, .dragging:
            break
        }
    }
}
