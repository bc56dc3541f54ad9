extension PagingMachine {
    /// The window rule in force: narrowed by memory pressure until the next drag, jump or reload.
    var windowPolicy: PageWindow.Policy {
        switch pressure {
        case .none: .radius(radius)
        case .warning: .radius(min(radius, 1))
        case .critical: .visibleOnly
        }
    }

    /// Whether pages leaving the window stay loaded in the cache.
    var isCaching: Bool { pressure == nil && cacheLimit > 0 }

    /// Makes the loaded set the window (rule 4): unloads what left it (into the cache when there is
    /// one), loads what entered it, and moves pages whose slot changed.
    ///
    /// - Parameter force: Recompute even if the viewport has not crossed a half-page mark since the
    ///   last time (after a layout, policy or data change).
    /// - Complexity: O(1) when nothing crossed; otherwise O(w²) in the window size.
    mutating func updateWindow(force: Bool = false) {
        guard isReady, let geometry, pageCount > 0 else {
            unloadAll()
            windowKey = nil
            return
        }
        let key = PageWindow.key(at: readingPosition, geometry: geometry)
        if !force, key == windowKey { return }
        windowKey = key

        var desired = scratch
        scratch = []
        defer { scratch = desired }
        PageWindow.placements(
            layout: layout, geometry: geometry, x: readingPosition, policy: windowPolicy, placed: entries,
            into: &desired)
        claimInstances(for: desired)

        // Pages that left the window go to the cache, or away; so does a second instance no visible
        // slot needs any more.
        var position = entries.count - 1
        while position >= 0 {
            let index = entries[position].index
            if entries[position].claimedSlot == nil {
                if desired.contains(page: index) || entries.hasOtherUnclaimedInstance(before: position) {
                    unload(entryAt: position)
                } else if isCaching {
                    if !recentlyLeft.contains(index) { recentlyLeft.insert(index, at: 0) }
                } else {
                    unload(entryAt: position)
                }
            }
            position -= 1
        }
        if !recentlyLeft.isEmpty { recentlyLeft.removeAll { index in desired.contains(page: index) } }
        while recentlyLeft.count > (isCaching ? cacheLimit : 0) {
            let evicted = recentlyLeft.removeLast()
            if let position = entries.position(of: evicted) { unload(entryAt: position) }
        }
        placeCachedPages()

        defer { rememberUnloadedCurrent() }
        // Pages in the window: moved where needed, made where missing, nearest first.
        for placement in desired {
            // A data source that changed its items inside `pageAt` queued a reload: indices mean
            // other items now, so stop here; the reload rebuilds the window before the call returns.
            if reloadIsPending { break }
            if let position = entries.position(claimedFor: placement) {
                move(entryAt: position, toSlot: placement.slot)
            } else {
                load(placement.page, slot: placement.slot)
            }
        }
    }

    /// Matches the loaded instances to the window's placements: first each instance already in its
    /// placement's slot, then any other instance of the page (it will move). Unmatched instances
    /// leave; unmatched placements are loaded.
    /// - Complexity: O(w²) in the window size.
    private mutating func claimInstances(for desired: [PageWindow.Placement]) {
        for position in entries.indices { entries[position].claimedSlot = nil }
        for placement in desired {
            if let position = entries.position(ofSlot: placement.slot), entries[position].index == placement.page {
                entries[position].claimedSlot = placement.slot
            }
        }
        for placement in desired where entries.position(claimedFor: placement) == nil {
            // Of two instances, the one that has appeared keeps its events going.
            if let position = entries.unclaimedPosition(of: placement.page, preferringAppeared: true) {
                entries[position].claimedSlot = placement.slot
            }
        }
    }

    /// The current page is always in the window, but it is not loaded when the viewport is far past
    /// an end (under critical pressure, or a host offset far outside the content): its identifier is
    /// read then (O(1)), so that a reload still follows the current item.
    private mutating func rememberUnloadedCurrent() {
        guard !reloadIsPending, let slot = layout.currentSlot(at: readingPosition),
            let page = layout.page(atSlot: slot), entries.position(of: page) == nil, unloadedCurrent?.page != page
        else { return }
        unloadedCurrent = (page, identifierAt(page))
    }

    /// Puts every cached page in its slot nearest the viewport, or, when the content has no slot
    /// for it (a far page of a long loop, a page a jump's splice skips), parked off-screen beyond
    /// the content's start, where no viewport reaches (``PageLayout/parkingSlot``). Cached pages
    /// are never in the window, so their slots are never visible.
    private mutating func placeCachedPages() {
        for (rank, index) in recentlyLeft.enumerated() {
            guard let position = entries.position(of: index) else { continue }
            var slot = layout.slot(of: index, near: readingPosition, preferring: entries[position].slot)
            if let found = slot, found < 0 || found >= layout.slotCount { slot = nil }
            move(entryAt: position, toSlot: slot ?? PageLayout.parkingSlot - rank)
        }
    }

    /// Moves every page placed in the content by whole slots, keeping its page: re-centring looping
    /// content. Parked pages stay where they are.
    mutating func shiftLoadedPages(bySlots slots: Int) {
        for position in entries.indices where entries[position].slot > PageLayout.parkingSlot / 2 {
            move(entryAt: position, toSlot: entries[position].slot - slots)
        }
    }

    mutating func move(entryAt position: Int, toSlot slot: Int) {
        guard entries[position].slot != slot else { return }
        entries[position].slot = slot
        instanceGeneration &+= 1
        emit(.place(instance: entries[position].instance, origin: origin(forSlot: slot)))
    }

    /// Makes the page at `index` in `slot`: its identifier is read now, the page itself is made
    /// (and its saved state restored) by the driver performing the ``PagingEffect/load(instance:index:origin:)``.
    mutating func load(_ index: Int, slot: Int) {
        let identifier = identifierAt(index)
        nextInstance &+= 1
        entries.append(
            LoadedPage(instance: nextInstance, index: index, slot: slot, identifier: identifier, claimedSlot: slot))
        instanceGeneration &+= 1
        madeIdentifiers.append(identifier)
        emit(.load(instance: nextInstance, index: index, origin: origin(forSlot: slot)))
        giveListOffset(toEntryAt: entries.count - 1)
    }

    /// Disappears (if needed) and unloads the page at `position`. The driver saves its state
    /// (unless a reload removed its item) as it performs the ``PagingEffect/unload(instance:index:)``.
    mutating func unload(entryAt position: Int) {
        if entries[position].phase != .disappeared {
            emit(AppearanceRule.gone(entries[position].phase), entryAt: position, animated: motion != .none)
        }
        let entry = entries[position]
        keepListOffset(ofEntryAt: position)
        // An animated reload: a page in view keeps its view for the motion.
        if reloadPicture?.depart(instance: entry.instance) == true { emit(.depart(instance: entry.instance)) }
        emit(.unload(instance: entry.instance, index: entry.index))
        if entry.index == currentPage { unloadedCurrent = (entry.index, entry.identifier) }
        entries.remove(at: position)
        instanceGeneration &+= 1
        // A second instance leaving does not take its index out of the cache.
        if !recentlyLeft.isEmpty, entries.position(of: entry.index) == nil {
            recentlyLeft.removeAll { $0 == entry.index }
        }
    }

    mutating func unloadAll() {
        while let last = entries.indices.last {
            unload(entryAt: last)
        }
        recentlyLeft.removeAll()
    }

    // MARK: Memory pressure

    mutating func applyMemoryPressure(_ level: MemoryPressure) {
        guard isReady else { return }
        if level == .critical || pressure != .critical { pressure = level }
        recentlyLeft.removeAll()
        updateWindow(force: true)
    }

    /// Ends a memory-pressure reduction: the next drag, jump or reload rebuilds the full window.
    mutating func liftMemoryPressure() {
        guard pressure != nil else { return }
        pressure = nil
        windowKey = nil
    }

    // MARK: Appearance

    /// Brings every loaded page's appearance in line with rule 7: at rest exactly the settled page is
    /// appeared; during motion, pages entering the viewport begin appearing and the appeared page
    /// begins disappearing once another page shares the viewport.
    mutating func updateAppearance(animated: Bool) {
        // A two-phase visibility change under way holds pages at its `will…` step until it ends.
        let isInTransition = visibilityTransition != nil
        guard isReady, isVisible else {
            for position in entries.indices where entries[position].phase != .disappeared {
                let phase = entries[position].phase
                let transition = isInTransition ? AppearanceRule.leaving(phase) : AppearanceRule.gone(phase)
                emit(transition, entryAt: position, animated: animated)
            }
            return
        }
        if motion == .none {
            // The settled instance: a few-page loop may show the settled index in two slots too.
            let settled = entries.position(of: settledPage, nearest: readingPosition)
            for position in entries.indices where position != settled {
                emit(AppearanceRule.gone(entries[position].phase), entryAt: position, animated: animated)
            }
            if let position = settled {
                let phase = entries[position].phase
                let transition = isInTransition ? AppearanceRule.entering(phase) : AppearanceRule.resting(phase)
                emit(transition, entryAt: position, animated: animated)
            }
            return
        }
        let visible = geometry?.visibleSlots(at: readingPosition, slots: layout.slotCount) ?? 0..<0
        var visibleCount = 0
        for entry in entries where visible.contains(entry.slot) { visibleCount += 1 }
        // Leaving pages first, so a log reads "old willDisappear, new willAppear".
        for pass in 0..<2 {
            for position in entries.indices {
                let isVisible = visible.contains(entries[position].slot)
                let transition = AppearanceRule.moving(
                    entries[position].phase, isVisible: isVisible, isShared: visibleCount > 1)
                let isLeaving = transition.first == .willDisappear || transition.first == .didDisappear
                if (pass == 0) == isLeaving {
                    emit(transition, entryAt: position, animated: animated)
                }
            }
        }
    }

    mutating func emit(_ transition: AppearanceTransition, entryAt position: Int, animated: Bool) {
        entries[position].phase = transition.phase
        let instance = entries[position].instance, index = entries[position].index
        if let first = transition.first {
            emit(.appearance(instance: instance, index: index, first, animated: animated))
        }
        if let second = transition.second {
            emit(.appearance(instance: instance, index: index, second, animated: animated))
        }
    }
}
