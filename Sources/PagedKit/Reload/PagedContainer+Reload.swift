extension PagedContainer {
    func applyReload() {
        let newCount = max(0, dataSource?.numberOfPages(in: self) ?? 0)
        liftMemoryPressure()
        guard hasData else {
            // The first load reads only the count.
            hasData = true
            pageCount = newCount
            settledPage = min(settledPage, max(newCount - 1, 0))
            if isReady { start() }
            return
        }
        let diff = IdentityDiff(
            reading: newCount,
            loaded: entries.map { ($0.index, $0.identifier) },
            current: (currentPage, identifier(ofPage: currentPage)),
            settled: (settledPage, identifier(ofPage: settledPage)),
            saved: savedStates.keys,
            identifierAt: { index in self.dataSource?.container(self, identifierForPageAt: index) ?? AnyHashable(index)
            })
        if let duplicates = diff.duplicates {
            diagnosticsHandler?(duplicates)
        }
        for key in diff.vanishedSavedStates { savedStates[key] = nil }

        // Removed items go, without keeping a state; survivors take their new index.
        var position = entries.count - 1
        while position >= 0 {
            if let newIndex = diff.newIndexOfLoaded[entries[position].index] {
                entries[position].index = newIndex
            } else {
                unload(entryAt: position, keepingState: false)
            }
            position -= 1
        }
        recentlyLeft = recentlyLeft.compactMap { diff.newIndexOfLoaded[$0] }

        let oldCurrent = currentPage
        let oldCount = pageCount
        let previous = motion
        let wasDragging = motion == .dragging
        pageCount = newCount
        guard newCount > 0 else {
            motion = .none
            unloadAll(keepingState: false)
            settledPage = 0
            settledIdentifier = nil
            announcedTarget = nil
            adopt(PageLayout(pageCount: 0, isLooping: false, restingOn: 0), at: 0)
            stopHost(after: previous)
            cancelAutoScroll()
            setScrollState(.idle)
            return
        }
        guard oldCount > 0 else {
            // Growing from nothing is a first load: no page change to report.
            settledPage = 0
            announcedTarget = nil
            if isReady { start() }
            return
        }
        let currentSurvived = diff.newCurrent != nil
        let newCurrent = diff.newCurrent ?? min(max(oldCurrent, 0), newCount - 1)
        let settledItemIsCurrent = currentSurvived && diff.newSettled == newCurrent
        let fraction = wasDragging ? readingPosition - Double(PageLayout.nearestSlot(readingPosition)) : 0
        motion = wasDragging ? .dragging : .none
        if !currentSurvived {
            // Another item now stands at the current index: a change even if the index is not.
            currentPage = -1
        }
        let resting = PageLayout(pageCount: newCount, isLooping: configuration.isLooping, restingOn: newCurrent)
        if isReady {
            // Indices changed meaning: place every survivor again.
            invalidatePlacements()
            adopt(resting, at: Double(resting.anchorSlot) + fraction)
            stopHost(after: previous)
        } else {
            layout = resting
            readingPosition = Double(resting.anchorSlot)
            updatePosition()
        }

        if wasDragging, currentSurvived {
            // The gesture goes on over the new data. If the settled item is gone, whatever the drag
            // rests on is a page reached, even at the same index.
            settledPage = diff.newSettled ?? newCurrent
            if diff.newSettled == nil { settledItemRemoved = true }
            updateAppearance(animated: true)
        } else {
            // At rest, or a settle or an animated jump ending at once, on the current item.
            settledPage = newCurrent
            updateAppearance(animated: false)
            if !settledItemIsCurrent {
                if announcedTarget != newCurrent { delegate?.container(self, willScrollToPage: newCurrent) }
                delegate?.container(self, didScrollToPage: newCurrent)
            }
            if !wasDragging { setScrollState(.idle) }
        }
        announcedTarget = nil
        settledIdentifier = identifier(ofPage: settledPage)
        if pageCount < 2 {
            cancelAutoScroll()
        } else if (previous != .none && !wasDragging) || autoScrollToken == nil {
            scheduleAutoScroll(after: .move)
        }
    }

    /// The identifier of a page as last known: from its loaded instance, or the one kept for the
    /// settled page while nothing is loaded.
    func identifier(ofPage page: Int) -> AnyHashable? {
        if let position = entries.position(of: page) { return entries[position].identifier }
        return page == settledPage ? settledIdentifier : nil
    }
}
