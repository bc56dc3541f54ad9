extension PagedContainer {
    func applyViewport(_ length: Double) {
        guard length != viewportLength else { return }
        let wasReady = isReady
        viewportLength = length
        guard hasData else { return }
        guard wasReady else {
            start()
            return
        }
        // A resize (rotation) keeps the page: reading positions do not depend on the length.
        var target: Int?
        switch motion {
        case .animating(let slot), .decelerating(let slot): target = slot
        case .none, .dragging: target = nil
        }
        if let target { readingPosition = Double(target) }
        host?.setContentLength(Double(layout.slotCount) * length)
        for entry in entries {
            host?.place(entry.page, at: offset(forReading: Double(entry.slot)))
        }
        host?.setContentOffset(offset(forReading: readingPosition), animated: false)
        if target != nil {
            comeToRest(animated: false)
        } else {
            updateWindow(force: true)
            updatePosition()
        }
    }

    /// Lays out the first window once both the data and the viewport are known (rule 1).
    func start() {
        layout = PageLayout(pageCount: pageCount, isLooping: configuration.isLooping, restingOn: settledPage)
        readingPosition = Double(layout.anchorSlot)
        motion = .none
        setCurrentPage(pageCount == 0 ? 0 : settledPage, reporting: false)
        setPosition(pageCount == 0 ? 0 : Double(settledPage), reporting: false)
        host?.setContentLength(Double(layout.slotCount) * (viewportLength ?? 0))
        windowKey = nil
        updateWindow(force: true)
        host?.setContentOffset(offset(forReading: readingPosition), animated: false)
        updateAppearance(animated: false)
        scheduleAutoScroll(after: .ready)
    }

    func applyVisibility() {
        updateAppearance(animated: false)
        if isVisible {
            scheduleAutoScroll(after: .ready)
        } else {
            cancelAutoScroll()
        }
    }

    func applyConfiguration(old: PagingConfiguration) {
        let relayout = old.isLooping != configuration.isLooping || old.direction != configuration.direction
        if old.autoScroll != configuration.autoScroll {
            cancelAutoScroll()
        }
        guard isReady else {
            scheduleAutoScroll(after: .ready)
            return
        }
        if relayout {
            // Keep the current page; end any motion at once.
            let page = currentPage
            let wasDragging = motion == .dragging
            motion = .none
            layout = PageLayout(pageCount: pageCount, isLooping: configuration.isLooping, restingOn: page)
            readingPosition = Double(layout.anchorSlot)
            host?.setContentLength(Double(layout.slotCount) * (viewportLength ?? 0))
            for position in entries.indices {
                // Every offset changed meaning: place every page again.
                entries[position].slot = Int.min
            }
            relayoutLoadedPages()
            updatePosition()
            host?.setContentOffset(offset(forReading: readingPosition), animated: false)
            let previous = settledPage
            settledPage = page
            if wasDragging {
                motion = .dragging
            } else {
                updateAppearance(animated: false)
                finishRest(on: page, from: previous)
            }
        } else {
            updateWindow(force: true)
        }
        scheduleAutoScroll(after: .ready)
    }
}
