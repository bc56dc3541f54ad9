extension PagingMachine {
    mutating func applyViewport(_ length: Double) {
        guard length != geometry?.viewportLength else { return }
        applyGeometry(PageGeometry(viewport: length, configuration: configuration))
    }

    /// Adopts new lengths (a viewport change, or a change of page size, spacing or alignment).
    mutating func applyGeometry(_ newGeometry: PageGeometry) {
        guard newGeometry != geometry else { return }
        let wasReady = isReady
        geometry = newGeometry
        guard hasData else { return }
        guard wasReady else {
            start()
            return
        }
        // A resize (rotation) keeps the page: reading positions do not depend on the length. A
        // settle or an animated jump under way ends at once on its target, straight from where the
        // viewport is (the window never passes through the target's spliced neighbours).
        let previous = motion
        invalidatePlacements()
        hostOffset = .nan
        adopt(layout, at: readingPosition)
        switch previous {
        case .animating(let slot, _), .decelerating(let slot):
            comeToRest(animated: false, stoppingHost: previous, onSlot: slot)
        case .none, .dragging:
            // New lengths may leave one instance of a page where two were (rule 12): the one kept
            // must be the appeared one, or appear now.
            updateAppearance(animated: false)
        }
    }

    /// Lays out the first window once both the data and the viewport are known (rule 1).
    mutating func start() {
        motion = .none
        setCurrentPage(pageCount == 0 ? 0 : settledPage, reporting: false)
        setPosition(pageCount == 0 ? 0 : Double(settledPage), reporting: false)
        hostContentLength = .nan
        hostOffset = .nan
        let resting = PageLayout(pageCount: pageCount, isLooping: configuration.isLooping, restingOn: settledPage)
        layout = resting
        readingPosition = Double(resting.anchorSlot)
        setHostContentLength()
        windowKey = nil
        updateWindow(force: true)
        rememberSettledIdentifier()
        setHostOffset(offset(forReading: readingPosition))
        // Inside a two-phase visibility change, the first window appears with the parent's `animated`.
        updateAppearance(animated: visibilityTransition?.animated ?? false)
        if finger == .down, pageCount > 0 {
            // A drag that began before there was anything to drag (rule 1): it goes on from here
            // and is settled when the finger lifts, as any drag.
            applyBeginDrag()
        } else {
            scheduleAutoScroll(after: .ready)
            checkEndApproach()
        }
    }

    mutating func applyVisibility(animated: Bool, isAppearing: Bool?) {
        visibilityTransition = isAppearing.map { ($0, animated) }
        if !isVisible, case .animating(let target, _) = motion {
            // Hidden mid-animation: end it on its target, as a host that drops it would leave it.
            let previous = motion
            comeToRest(animated: false, stoppingHost: previous, onSlot: target)
        }
        updateAppearance(animated: animated)
        if isVisible {
            scheduleAutoScroll(after: .ready)
        } else {
            cancelAutoScroll()
        }
    }

    mutating func applyEndAppearance() {
        guard let transition = visibilityTransition else { return }
        visibilityTransition = nil
        updateAppearance(animated: transition.animated)
    }

    mutating func applyConfiguration(old: PagingConfiguration) {
        // A distance set (or looping turned off) at rest may find the user near the end already;
        // during a motion the next rest reports, but an end that looping or a nil distance took away
        // is forgotten now, so coming back to it is a new approach.
        defer { checkEndApproach(reporting: motion == .none) }
        if old.autoScroll != configuration.autoScroll {
            cancelAutoScroll()
        }
        let newGeometry = geometry.map { PageGeometry(viewport: $0.viewportLength, configuration: configuration) }
        guard isReady, let newGeometry else {
            geometry = newGeometry
            scheduleAutoScroll(after: .ready)
            return
        }
        if old.isLooping != configuration.isLooping || old.direction != configuration.direction {
            // Keep the current page. A finger keeps the gesture, as over a reload (rule 9); any
            // other motion ends at once.
            let page = currentPage
            let previous = motion
            let held = previous == .dragging ? heldGesture { $0 } : nil
            geometry = newGeometry
            motion = .none
            invalidatePlacements()
            hostOffset = .nan
            if let held {
                motion = .dragging
                adoptResting(on: page, keeping: held)
                updateAppearance(animated: true)
            } else {
                adoptResting(on: page, keeping: nil)
                finishRest(on: page, stoppingHost: previous, animated: false)
                if previous != .none {
                    // The motion ended here: the next move is timed from this rest, not from the
                    // ended move's watchdog (rule 8).
                    scheduleAutoScroll(after: previous.isDeceleration ? .drag : .move)
                }
            }
        } else if newGeometry != geometry {
            // New lengths keep the current page and re-place everything, as a viewport change does.
            applyGeometry(newGeometry)
        } else {
            updateWindow(force: true)
        }
        // Other settings keep the pending move and its due time.
        if old.autoScroll != configuration.autoScroll || !timerIsArmed {
            scheduleAutoScroll(after: .ready)
        }
    }
}
