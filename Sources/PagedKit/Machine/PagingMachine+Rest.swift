extension PagingMachine {
    /// Reports `page` as the coming target once, unless it is the settled page. A page announced
    /// before and not reached is cancelled first: every `willScrollToPage(i)` is closed by exactly
    /// one `didScrollToPage(i)` or `didCancelScrollToPage(i)`.
    mutating func announce(_ page: Int) {
        guard page != settledPage, page != change.announced else { return }
        cancelAnnouncement()
        if case .settledItemRemoved = change {
            change = .settledItemRemoved(announced: page)
        } else {
            change = .announced(page)
        }
        emit(.willScrollToPage(page))
    }

    /// Ends the motion at the nearest page: snaps a fractional rest, re-lays the content as rule 2
    /// says (undoing a splice, re-centring a loop), rebuilds the window, settles appearance, then
    /// reports `didScrollToPage` and `.idle` in that order.
    /// - Parameters:
    ///   - animated: The `animated` flag of the appearance events.
    ///   - previous: A host motion the container ends early; the host is told to stop.
    ///   - target: The slot to rest on instead of the one nearest the viewport (a motion ended early
    ///     on its target).
    mutating func comeToRest(animated: Bool = true, stoppingHost previous: Motion = .none, onSlot target: Int? = nil) {
        let wasDrag = motion == .dragging || isDecelerating
        motion = .none
        guard isReady, pageCount > 0 else {
            setScrollState(.idle)
            return
        }
        let slot = target.flatMap(layout.clampedSlot) ?? currentSlot(at: readingPosition, in: "a rest")
        guard let page = layout.page(atSlot: slot) else {
            preconditionFailure(
                "PagedKit: a rest on slot \(slot) finds no page (motion \(previous), pageCount \(pageCount))")
        }
        settle(on: page, fromSlot: slot)
        finishRest(on: page, stoppingHost: previous, animated: animated)
        scheduleAutoScroll(after: wasDrag ? .drag : .move)
    }

    /// Puts `page` at rest in its rule-2 slot: state first, then the host (whose synchronous
    /// didScroll then finds nothing to do).
    mutating func settle(on page: Int, fromSlot slot: Int) {
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

    /// The end of every rest, once the content is laid out resting on `page`: the host stopped
    /// where the machine ended a motion it runs on its own, `page` settled, appearance settled, then
    /// `didScrollToPage` if the page changed (or a reload during the motion removed the settled
    /// item) and `.idle`. A motion's rest, a non-animated jump and a looping or direction change at
    /// rest all end here.
    mutating func finishRest(on page: Int, stoppingHost previous: Motion, animated: Bool) {
        stopHost(after: previous)
        let previousSettled = settledPage
        settledPage = page
        updateAppearance(animated: animated)
        // The rest of a motion a reload removed the settled item in: a page reached.
        let changed = change.takeSettledItemRemoved() || page != previousSettled
        reportSettled(on: page, changed: changed, atRest: true)
    }

    /// The one place where a page is reported as reached: `willScrollToPage` unless it was
    /// announced, `didScrollToPage` when `changed`; then, `atRest`, `.idle`. Every path that settles
    /// a page comes here: a motion's rest, a non-animated jump (also one under a finger, which goes
    /// on dragging), a jump before the viewport is known and a reload.
    mutating func reportSettled(on page: Int, changed: Bool, atRest: Bool) {
        // An announcement this rest does not reach is closed first.
        if change.announced != page || !changed { cancelAnnouncement() }
        if changed {
            if change.announced != page { emit(.willScrollToPage(page)) }
            let previous = settledIdentifier
            rememberSettledIdentifier()
            emit(.didScrollToPage(page))
            emit(
                .pageChanged(
                    PageChange(
                        page: page, cause: cause, previousIdentifier: previous,
                        identifier: reloadIsPending ? nil : identifier(ofPage: page))))
        }
        change = change.withoutAnnouncement
        if changed || atRest { checkEndApproach() }
        if atRest {
            setScrollState(.idle)
            driveHeaderFromSettledPage()
        }
    }

    /// Reports the open announcement, if any, as cancelled and forgets it.
    /// - Parameter reason: What moved the content instead; default ``cause``.
    mutating func cancelAnnouncement(because reason: PageChangeCause? = nil) {
        guard let open = change.announced else { return }
        emit(.didCancelScrollToPage(open, cause: reason ?? cause))
        change = change.withoutAnnouncement
    }

    /// Reports the settled page's approach to the end once per approach: when it is within
    /// `endApproachDistance` of the last page and was not reported at this page count; forgets the
    /// report when it leaves the range. Never while looping.
    /// - Parameter reporting: `false` during a motion (a reload under a finger): only forgets a
    ///   report that no longer holds (out of range, or another page count), for the rest to report.
    mutating func checkEndApproach(reporting: Bool = true) {
        guard let distance = configuration.endApproachDistance, pageCount > 0,
            !(configuration.isLooping && pageCount >= 2), pageCount - 1 - settledPage <= max(distance, 0)
        else {
            endApproach = nil
            return
        }
        guard endApproach != pageCount else { return }
        guard reporting else {
            endApproach = nil
            return
        }
        endApproach = pageCount
        emit(.approachedEnd(settledPage))
    }
}
