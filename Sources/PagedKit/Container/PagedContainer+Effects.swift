extension PagedContainer {
    /// Performs `effect`: the one place where the container calls its host, its delegate, its data
    /// source's `pageAt`, its scheduler and its diagnostics handler.
    ///
    /// The effects of a tick and of a list's report (rule 16) are performed here; the rest — pages
    /// made, unloaded or moved by a reload, and the reports of a motion's start and end — in
    /// ``performLifecycle(_:)`` and ``performOutward(_:)``, which are never inlined. This function is
    /// generic over `Page` and runs unspecialized from an app's module: it stays free of code whose
    /// generic metadata the runtime would look up on every call (`PageMove<Page>`, tuples and
    /// optionals of `Page`), so a tick pays no metadata lookup (issue 35).
    /// - Complexity: O(1), or O(w) for `w` loaded pages to find an instance's page.
    func perform(_ effect: PagingEffect) {
        if renumbering != nil { renumberSurvivors(before: effect) }
        switch effect {
        case .position(let position):
            effectObserver?(effect)
            reportPosition(position)
        case .currentPage(let page):
            effectObserver?(effect)
            reportCurrentPage(page)
        case .scrollState(let state):
            effectObserver?(effect)
            told.scrollState = state
            delegate?.container(self, didChangeScrollState: state)
        case .headerCollapse(let collapse):
            effectObserver?(effect)
            delegate?.container(self, didChangeHeaderCollapse: collapse)
        case .place(let instance, let origin):
            guard let position = position(ofInstance: instance, for: effect) else { return }
            effectObserver?(effect)
            host?.place(pages[position], at: origin)
        case .appearance(let instance, let index, let appearance, let animated):
            guard let position = position(ofInstance: instance, for: effect) else { return }
            effectObserver?(effect)
            indices[position] = index
            delegate?.container(self, page: pages[position], at: index, appearance: appearance, animated: animated)
        case .setListOffset(let instance, let offset):
            guard let position = position(ofInstance: instance, for: effect) else { return }
            effectObserver?(effect)
            // A report the host makes inside is its answer to this setting (see `listDidScroll`).
            isSettingListOffset = true
            host?.setListOffset(offset, of: pages[position])
            isSettingListOffset = false
        case .load, .unload, .depart, .slide, .animateReload:
            performLifecycle(effect)
        default:
            effectObserver?(effect)
            performOutward(effect)
        }
    }

    /// `didScrollTo`, on every tick that moves the position (``didScroll(toOffset:)`` reports a
    /// steady tick's position here without a ``PagingEffect``).
    func reportPosition(_ position: Double) {
        told.position = position
        delegate?.container(self, didScrollTo: position)
    }

    /// `didChangeCurrentPage`.
    func reportCurrentPage(_ page: Int) {
        told.currentPage = page
        delegate?.container(self, didChangeCurrentPage: page)
    }

    /// Before the first effect of a reload that is not one of its removals: the survivors take their
    /// new indices. A reload's removed items leave first, with their old indices.
    @inline(never)
    private func renumberSurvivors(before effect: PagingEffect) {
        guard let renumbering else { return }
        switch effect {
        case .appearance(let instance, _, _, _) where discarding.contains(instance): break
        case .unload(let instance, _) where discarding.contains(instance): break
        case .depart(let instance) where discarding.contains(instance): break
        case .diagnostic: break
        default:
            self.renumbering = nil
            for position in pages.indices where !discarding.contains(instances[position]) {
                if let newIndex = renumbering[indices[position]] { indices[position] = newIndex }
            }
        }
    }

    /// Performs an effect that makes, unloads or moves a page for a reload. Kept out of
    /// ``perform(_:)``: its code needs the metadata of `PageMove<Page>` and of tuples of `Page`,
    /// which unspecialized code looks up in the runtime's cache on entry.
    @inline(never)
    private func performLifecycle(_ effect: PagingEffect) {
        switch effect {
        case .load(let instance, let index, let origin):
            let identifier = machine.madeIdentifiers[madeCursor]
            madeCursor += 1
            // A callback of this event queued a reload: `index` may mean another item now; the reload
            // rebuilds the window.
            guard !dataChanged, let dataSource else {
                unmade.append(instance)
                return
            }
            let page = dataSource.container(self, pageAt: index)
            if let state = savedStates.removeValue(forKey: identifier) {
                _restoreState(state, into: page)
            }
            effectObserver?(effect)
            pages.append(page)
            instances.append(instance)
            identifiers.append(identifier)
            indices.append(index)
            pagesGeneration &+= 1
            host?.place(page, at: origin)
            delegate?.container(self, didLoad: page, at: index)
        case .unload(let instance, let index):
            guard let position = position(ofInstance: instance, for: effect) else { return }
            effectObserver?(effect)
            indices[position] = index
            let page = pages[position]
            // A reload that removed the item keeps no state for it.
            if !discarding.contains(instance), let state = _saveState(of: page) {
                savedStates[identifiers[position]] = state
            }
            delegate?.container(self, willUnload: page, at: index)
            if let departing = departingInstances.firstIndex(of: instance) {
                // An animated reload's leaving page: its view stays for the motion.
                departingInstances.remove(at: departing)
                lingeringPages.append((instance, page))
            } else {
                host?.remove(page)
            }
            pages.remove(at: position)
            instances.remove(at: position)
            identifiers.remove(at: position)
            indices.remove(at: position)
            pagesGeneration &+= 1
        case .depart(let instance):
            effectObserver?(effect)
            departingInstances.append(instance)
        case .slide(let instance, let from, let to):
            effectObserver?(effect)
            if let position = position(ofInstance: instance) {
                reloadMoves.append(PageMove(page: pages[position], from: from, to: to, isLeaving: false))
            } else if let lingering = lingeringPages.first(where: { $0.instance == instance }) {
                reloadMoves.append(PageMove(page: lingering.page, from: from, to: to, isLeaving: true))
            } else {
                _ = position(ofInstance: instance, for: effect)  // an unmade page is skipped; else traps
            }
        case .animateReload:
            effectObserver?(effect)
            let moves = reloadMoves
            reloadMoves.removeAll()
            lingeringPages.removeAll()
            host?.animateReload(moves)
        default:
            preconditionFailure("PagedKit: effect \(effect) names no page (motion \(machine.motion))")
        }
    }

    /// Performs an effect that names no page and is not a tick's report.
    @inline(never)
    private func performOutward(_ effect: PagingEffect) {
        switch effect {
        case .setContentLength(let length):
            host?.setContentLength(length)
        case .setContentOffset(let offset, let animated):
            if animated {
                host?.setContentOffset(offset, animated: true)
            } else {
                // The host reports the move back synchronously: that report is the echo.
                isMovingHost = true
                host?.setContentOffset(offset, animated: false)
                isMovingHost = false
            }
        case .willScrollToPage(let page):
            delegate?.container(self, willScrollToPage: page)
        case .didScrollToPage(let page):
            told.settledPage = page
            delegate?.container(self, didScrollToPage: page)
        case .approachedEnd(let page):
            // The report names the settled page (a reload may have moved its index untold).
            told.settledPage = page
            delegate?.container(self, didApproachEndAt: page)
        case .pageChanged(let change):
            delegate?.container(self, didChangePage: change)
        case .didCancelScrollToPage(let page, let cause):
            delegate?.container(self, didCancelScrollToPage: page, cause: cause)
        case .diagnostic(let diagnostic):
            diagnosticsHandler?(diagnostic)
        case .scheduleTimer(let delay):
            autoScrollToken?.cancel()
            autoScrollToken = scheduler.schedule(after: delay) { [weak self] in
                guard let self else { return }
                self.autoScrollToken = nil
                self.perform(.timerTick)
            }
        case .cancelTimer:
            autoScrollToken?.cancel()
            autoScrollToken = nil
        case .position, .currentPage, .scrollState, .headerCollapse, .load, .place, .unload, .appearance,
            .setListOffset, .depart, .slide, .animateReload:
            preconditionFailure("PagedKit: effect \(effect) is performed by perform(_:) (motion \(machine.motion))")
        }
    }

    /// The position in `pages` of instance `instance`, if it was made.
    func position(ofInstance instance: Int) -> Int? {
        var position = instances.count - 1
        while position >= 0 {
            if instances[position] == instance { return position }
            position -= 1
        }
        return nil
    }

    /// The position of instance `instance` for `effect`; `nil` for a page the driver could not make
    /// (the effect is skipped). Any other instance that is not loaded is an internal inconsistency:
    /// it traps, naming the effect and the state.
    private func position(ofInstance instance: Int, for effect: PagingEffect) -> Int? {
        if let position = position(ofInstance: instance) { return position }
        if unmade.contains(instance) { return nil }
        preconditionFailure(
            "PagedKit: effect \(effect) names instance \(instance), which is not loaded "
                + "(motion \(machine.motion), loaded \(instances))")
    }

    // MARK: Reload

    /// Applies a reload: reads the data source's answers (the count; then every followed
    /// identifier, or for an ``IndexedPageDataSource`` only the followed items' indices) and hands
    /// them to the machine. Removed items' saved states are dropped here.
    func applyReload(animated: Bool = false, insertion: ReloadInsertionPolicy = .keepsCurrentItem) {
        dataChanged = false
        let reported = dataSource?.numberOfPages(in: self) ?? 0
        let count = min(max(0, reported), Self.maximumPageCount)
        guard machine.hasData else {
            let opening = pendingSnapshot.map { restoredPage(for: $0, pageCount: count) }
            pendingSnapshot = nil
            machine.applyReload(count: count, reported: reported, diff: nil, opening: opening)
            return
        }
        let entries = machine.entries
        let loaded = entries.map { ($0.index, $0.identifier) }
        let current = (machine.currentPage, machine.identifier(ofPage: machine.currentPage))
        let settled = (machine.settledPage, machine.identifier(ofPage: machine.settledPage))
        // Saved states and remembered list offsets (rule 16) follow their items: the vanished are dropped.
        let followedKeys = Array(savedStates.keys) + Array(machine.rememberedListOffsets.keys)
        let diff: IdentityDiff
        if let indexed = dataSource as? any IndexedPageDataSource<Page> {
            // Rule 14: look the followed items up; never read every identifier.
            diff = IdentityDiff(
                lookingUp: count, loaded: loaded, current: current, settled: settled, saved: followedKeys,
                indexOf: { identifier in indexed.container(self, indexOfPageWithIdentifier: identifier) })
        } else {
            diff = IdentityDiff(
                reading: count, loaded: loaded, current: current, settled: settled, saved: followedKeys,
                identifierAt: { index in
                    self.dataSource?.container(self, identifierForPageAt: index) ?? AnyHashable(index)
                })
        }
        for key in diff.vanishedSavedStates { savedStates[key] = nil }
        for entry in entries where count == 0 || diff.newIndexOfLoaded[entry.index] == nil {
            discarding.append(entry.instance)
        }
        machine.applyReload(
            count: count, reported: reported, diff: diff, opening: nil, animated: animated, insertion: insertion)
        renumbering = diff.newIndexOfLoaded
    }
}
