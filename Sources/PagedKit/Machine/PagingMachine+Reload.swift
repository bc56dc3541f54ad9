extension PagingMachine {
    /// A reload (rule 9), with the data source's answers: the page count it reported and the count
    /// used (clamped to ``maximumPageCount``); after the first load, the ``IdentityDiff`` of the
    /// items followed; on the first load, the page a snapshot restored before it opens on.
    /// - Parameters:
    ///   - animated: `reloadData(animated: true)`: what the reload changes on screen becomes one
    ///     motion (``ReloadPicture``), and a jump or settle under way keeps its target item.
    ///   - insertion: What items inserted right before the current one do (``ReloadInsertionPolicy``).
    mutating func applyReload(
        count newCount: Int, reported reportedCount: Int, diff: IdentityDiff?, opening: Int?, animated: Bool = false,
        insertion: ReloadInsertionPolicy = .keepsCurrentItem
    ) {
        reloadIsPending = false
        if reportedCount > newCount {
            emit(.diagnostic(.pageCountClamped(reported: reportedCount, usable: newCount)))
        }
        liftMemoryPressure()
        guard hasData else {
            // The first load reads only the count.
            hasData = true
            pageCount = newCount
            if let opening {
                settledPage = opening
                setCurrentPage(settledPage, reporting: false)
                setPosition(Double(settledPage), reporting: false)
            }
            settledPage = min(settledPage, max(newCount - 1, 0))
            if isReady {
                start()
            } else {
                rememberSettledIdentifier()
                checkEndApproach()
            }
            return
        }
        guard let diff else {
            preconditionFailure(
                "PagedKit: a reload after the first needs the identity diff (motion \(motion), pageCount \(pageCount))")
        }
        // Indices change meaning now: an identifier kept for an unloaded current page is stale after.
        // At rest, the settled page's list drives the header again (rule 16).
        defer {
            unloadedCurrent = nil
            driveHeaderFromSettledPage()
        }
        if let duplicates = diff.duplicates {
            emit(.diagnostic(duplicates))
        }
        // Rule 16: remembered offsets follow their items; the vanished ones' are dropped.
        if !rememberedListOffsets.isEmpty {
            for key in diff.vanishedSavedStates { rememberedListOffsets[key] = nil }
        }

        // An animated reload: where each page is on screen now, before anything moves; and the target
        // item of a jump or settle under way, which the reload keeps.
        reloadPicture =
            animated && isReady && motion != .dragging && pageCount > 0 && newCount > 0 ? ReloadPicture(self) : nil
        defer { reloadPicture = nil }
        var keptTarget = animated ? movingTarget().flatMap { diff.newIndexOfLoaded[$0] } : nil
        let targetSlot = movingTargetSlot()
        let showsInserted =
            insertion == .showsInsertedItem && motion != .dragging && keptTarget == nil
            && showsInsertion(before: currentPage, diff: diff, newCount: newCount)

        // Removed items go, without keeping a state (their events carry their old index); then
        // survivors take their new index. A page in view that goes keeps its view for the motion
        // (``unload(entryAt:)``).
        var position = entries.count - 1
        while position >= 0 {
            if diff.newIndexOfLoaded[entries[position].index] == nil {
                entries[position].rememberedListOffset = nil  // rule 16: the offset goes with its item
                unload(entryAt: position)
            }
            position -= 1
        }
        for position in entries.indices {
            if let newIndex = diff.newIndexOfLoaded[entries[position].index] { entries[position].index = newIndex }
        }
        recentlyLeft = recentlyLeft.compactMap { diff.newIndexOfLoaded[$0] }

        let oldCurrent = currentPage
        let oldCount = pageCount
        let previous = motion
        let wasDragging = motion == .dragging
        pageCount = newCount
        guard newCount > 0 else {
            motion = .none
            cause = .reload
            cancelAnnouncement()
            change = .none
            endApproach = nil
            unloadAll()
            settledPage = 0
            settledIdentifier = nil
            adopt(PageLayout(pageCount: 0, isLooping: false, restingOn: 0), at: 0)
            stopHost(after: previous)
            cancelAutoScroll()
            setScrollState(.idle)
            return
        }
        guard oldCount > 0 else {
            // Growing from nothing is a first load: no page change to report.
            settledPage = 0
            change = .none
            if isReady {
                start()
            } else {
                rememberSettledIdentifier()
                checkEndApproach()
            }
            return
        }
        var currentSurvived = diff.newCurrent != nil
        var newCurrent = diff.newCurrent ?? min(max(oldCurrent, 0), newCount - 1)
        // Which way the current slot turns when its item changes: forward (the next item comes in
        // from the trailing side), or backward when the removed item was the last (the item before
        // it comes) or an inserted item is shown.
        var turn = oldCurrent >= newCount ? -1 : 1
        if showsInserted {
            newCurrent = oldCurrent
            currentSurvived = false
            turn = -1
        }
        reloadPicture?.turn = turn
        reloadPicture?.currentChanged = !currentSurvived
        let settledItemIsCurrent = currentSurvived && diff.newSettled == newCurrent
        // A finger on the content keeps it: the neighbours under it (a caught jump's splice) by
        // identity, and the part of a page it has moved. So does an animated reload's jump or settle
        // that keeps its target.
        var gesture = wasDragging || keptTarget != nil ? heldGesture { diff.newIndexOfLoaded[$0] } : nil
        if let target = keptTarget, let targetSlot, var held = gesture {
            // The target keeps its slot beside the current one, so its page stays in the window.
            if !pinTarget(target, from: targetSlot, current: newCurrent, count: newCount, into: &held) {
                // Not expressible without looping (the target now lies behind its old side): rule 9.
                keptTarget = nil
                held = HeldGesture(fraction: 0)
            }
            gesture = keptTarget == nil ? nil : held
        }
        motion = wasDragging ? .dragging : .none
        if !currentSurvived {
            // Another item now stands at the current index: a change even if the index is not.
            currentPage = -1
        }
        if isReady {
            // Indices changed meaning: place every survivor again.
            invalidatePlacements()
            if let keptTarget {
                // The window is built once, for the motion that goes on: a page the layout under
                // the viewport leaves out but the motion needs is never unloaded and made again.
                let (held, x) = restingLayout(on: newCurrent, keeping: gesture)
                adoptWithoutWindow(held, at: x)
                continueMotion(
                    to: keptTarget, settledItem: diff.newSettled ?? newCurrent,
                    settledItemSurvived: diff.newSettled != nil,
                    previous: previous)
                return
            }
            adoptResting(on: newCurrent, keeping: gesture)
            stopHost(after: previous)
        } else {
            layout = PageLayout(pageCount: newCount, isLooping: configuration.isLooping, restingOn: newCurrent)
            readingPosition = Double(layout.anchorSlot)
            updatePosition()
        }

        if wasDragging {
            // The gesture goes on over the new data. If the settled item is gone, whatever the drag
            // rests on is a page reached, even at the same index.
            settledPage = diff.newSettled ?? newCurrent
            // The announcement named an index of the old data: closed here, the drag announces again.
            cancelAnnouncement(because: .reload)
            if diff.newSettled == nil { change = .settledItemRemoved(announced: nil) }
            checkEndApproach(reporting: false)
            updateAppearance(animated: true)
        } else {
            // At rest, or a settle or an animated jump ending at once, on the current item. The page
            // change is reported here, also one pending since an earlier reload removed the settled
            // item during this motion.
            let changePending = change.takeSettledItemRemoved()
            cause = .reload
            settledPage = newCurrent
            updateAppearance(animated: false)
            reportSettled(on: newCurrent, changed: !settledItemIsCurrent || changePending, atRest: true)
        }
        runReloadMotion()
        change = change.withoutAnnouncement
        rememberSettledIdentifier()  // from the new data: the old one may be another item's
        if pageCount < 2 {
            cancelAutoScroll()
        } else if (previous != .none && !wasDragging) || !timerIsArmed {
            // A settle ended at once is a drag come to rest: `resumeDelay` (rule 8).
            scheduleAutoScroll(after: previous.isDeceleration ? .drag : .move)
        }
    }

    /// Keeps the settled page's identifier for the next reload: from its loaded instance, or read
    /// from the data source (O(1)) while it is not loaded, for example before the viewport is known.
    mutating func rememberSettledIdentifier() {
        // The data source is ahead of the container until the queued reload: keep what is known.
        guard !reloadIsPending else { return }
        if let position = entries.position(of: settledPage) {
            settledIdentifier = entries[position].identifier
        } else if settledPage < pageCount {
            settledIdentifier = identifierAt(settledPage)
        } else {
            settledIdentifier = nil
        }
    }

    /// The identifier of a page as last known: from its loaded instance, or the one kept for the
    /// settled page, or for the current page that memory pressure unloaded.
    func identifier(ofPage page: Int) -> AnyHashable? {
        if let position = entries.position(of: page) { return entries[position].identifier }
        if page == settledPage { return settledIdentifier }
        if let unloaded = unloadedCurrent, unloaded.page == page { return unloaded.identifier }
        return nil
    }
}
