/// Rule 16: a collapsing header over the pages' vertical lists. Which list drives the header, the
/// offsets held for loaded pages and remembered for items, and the one invariant every call keeps:
/// every loaded page shows the same header (`collapse(forListOffset:)` of its held offset is
/// ``headerCollapse``).
///
/// Held offsets live in the loaded pages' entries (``LoadedPage/listOffset``), so a list's report
/// touches only the entries of its index: no allocation, O(w) for `w` loaded pages. A remembered
/// offset moves into ``rememberedListOffsets`` (by identifier) only when its item's last page is
/// unloaded, and back when a page of it is made.
extension PagingMachine {
    /// The header's arithmetic; without a header, a collapse range of 0.
    var headerLayout: PagedHeaderLayout { header ?? PagedHeaderLayout(expandedHeight: 0) }

    /// The index whose list drives the header: the settled page's at rest; none while the pager
    /// is dragged, settles or animates.
    var drivingIndex: Int? { motion == .none ? settledPage : nil }

    // MARK: Events

    /// `listDidScroll(toOffset:onPage:)`: the list of the page of `instance` (the one `page(at:)`
    /// answered) reported `offset`. Ignored when that page is gone (a reload queued before the
    /// report removed it).
    /// - Parameter insideSetting: The report was made while the driver performed a
    ///   ``PagingEffect/setListOffset(instance:offset:)``: the host's answer to the setting (a list
    ///   that could not go there), held but not answered again.
    mutating func applyListScroll(to offset: Double, ofInstance instance: Int, insideSetting: Bool) {
        guard offset.isFinite, let first = entries.position(ofInstance: instance) else { return }
        let index = entries[first].index
        let setting = entries[first].listOffsetSet
        forEachInstance(of: index) { entry in entry.listOffsetSet = nil }
        // The first report after a setting, within half a point of it, is that setting.
        if let setting, abs(offset - setting) <= 0.5 { return }
        guard !insideSetting else {
            forEachInstance(of: index) { entry in entry.listOffset = offset }
            return
        }
        // The user scrolled it: held and remembered, whether or not it drives the header.
        forEachInstance(of: index) { entry in
            entry.listOffset = offset
            entry.rememberedListOffset = offset
        }
        let layout = headerLayout
        let collapse = layout.collapse(forListOffset: offset)
        if index == drivingIndex {
            tellSecondInstances(of: index, offset)
            changeHeaderCollapse(to: collapse)
        } else if collapse != headerCollapse {
            // A list that does not drive the header left it (a deceleration left running): it is
            // answered with the offset that shows the same header.
            let answer = layout.listOffset(remembered: offset, collapse: headerCollapse)
            var position = 0
            while position < entries.count {
                if entries[position].index == index { setListOffset(answer, ofEntryAt: position) }
                position += 1
            }
        } else {
            tellSecondInstances(of: index, offset)
        }
    }

    /// `header` was set. Held and remembered offsets are kept, except that a change of the
    /// expanded height by `Δ` adds `Δ` to each (held ones only while the header is not fully
    /// expanded), so the lists' rows stay where they are. ``headerCollapse`` is then recomputed
    /// (at rest from the settled page's list, during motion only clamped) and the other pages made
    /// consistent.
    mutating func applyHeader(_ new: PagedHeaderLayout?) {
        let old = header
        header = new
        if let old, let new, new.cleanedExpandedHeight != old.cleanedExpandedHeight {
            let delta = new.cleanedExpandedHeight - old.cleanedExpandedHeight
            for key in rememberedListOffsets.keys { rememberedListOffsets[key]? += delta }
            let shiftsHeld = headerCollapse != 0
            for position in entries.indices {
                entries[position].rememberedListOffset? += delta
                if shiftsHeld { setListOffset(entries[position].listOffset + delta, ofEntryAt: position) }
            }
        }
        if drivingIndex != nil {
            driveHeaderFromSettledPage(aligning: true)
        } else {
            changeHeaderCollapse(to: headerCollapse, aligning: true)
        }
    }

    // MARK: Hooks of the other events

    /// A page was made: its list is told where to be (0 included: it may be a reused view). A
    /// second instance gets its index's offset; any other, its remembered offset under the header.
    mutating func giveListOffset(toEntryAt position: Int) {
        if let sibling = siblingPosition(ofEntryAt: position) {
            // A second instance's reports are ignored: it expects no echo of its own, and shares
            // its index's pending setting, if any.
            entries[position].rememberedListOffset = entries[sibling].rememberedListOffset
            setListOffset(entries[sibling].listOffset, ofEntryAt: position, marking: false)
            entries[position].listOffsetSet = entries[sibling].listOffsetSet
            return
        }
        let remembered =
            rememberedListOffsets.isEmpty
            ? nil : rememberedListOffsets.removeValue(forKey: entries[position].identifier)
        entries[position].rememberedListOffset = remembered
        setListOffset(headerLayout.listOffset(remembered: remembered, collapse: headerCollapse), ofEntryAt: position)
    }

    /// A page is leaving (unloaded, or never made): its item's remembered offset is kept by
    /// identifier when no other instance of the index stays. (A reload that removes the item clears
    /// the entry's remembered offset first: it goes with its item.)
    mutating func keepListOffset(ofEntryAt position: Int) {
        guard let remembered = entries[position].rememberedListOffset, siblingPosition(ofEntryAt: position) == nil
        else { return }
        rememberedListOffsets[entries[position].identifier] = remembered
    }

    /// At rest the settled page's list drives the header (0 when that page is not loaded).
    /// - Parameter aligning: Make the other pages consistent even when the collapse is unchanged
    ///   (after a header change).
    mutating func driveHeaderFromSettledPage(aligning: Bool = false) {
        guard motion == .none else { return }
        let collapse =
            entries.position(of: settledPage, nearest: readingPosition).map {
                headerLayout.collapse(forListOffset: entries[$0].listOffset)
            } ?? 0
        changeHeaderCollapse(to: collapse, aligning: aligning)
    }

    /// Sets ``headerCollapse`` (clamped into the header's range), makes every other loaded page
    /// show the same header, then reports the change.
    mutating func changeHeaderCollapse(to collapse: Double, aligning: Bool = false) {
        let clamped = min(max(collapse, 0), headerLayout.collapseRange)
        let changed = clamped != headerCollapse
        guard changed || aligning else { return }
        headerCollapse = clamped
        alignLists()
        if changed { emit(.headerCollapse(clamped)) }
    }

    // MARK: Helpers

    /// Every loaded page other than the driving one whose held offset shows another header is
    /// moved to the offset that shows this one (its remembered place once fully collapsed).
    private mutating func alignLists() {
        let layout = headerLayout
        let driving = drivingIndex
        var position = 0
        // Fields read in place: a copy of the entry would retain and release its identifier.
        while position < entries.count {
            if entries[position].index != driving,
                layout.collapse(forListOffset: entries[position].listOffset) != headerCollapse
            {
                setListOffset(
                    layout.listOffset(remembered: entries[position].rememberedListOffset, collapse: headerCollapse),
                    ofEntryAt: position)
            }
            position += 1
        }
    }

    /// Holds `offset` for the entry and tells its page's list. `marking`: the host's next report
    /// for the index may be this setting's echo (every instance of an index is set together, and
    /// the report of whichever is `page(at:)`'s clears them all).
    private mutating func setListOffset(_ offset: Double, ofEntryAt position: Int, marking: Bool = true) {
        entries[position].listOffset = offset
        entries[position].listOffsetSet = marking ? offset : nil
        emit(.setListOffset(instance: entries[position].instance, offset: offset))
    }

    /// Rule 12's second instances of `index` are told the offset its `page(at:)` instance reported.
    private mutating func tellSecondInstances(of index: Int, _ offset: Double) {
        guard let shown = entries.position(of: index, nearest: readingPosition) else { return }
        var position = 0
        while position < entries.count {
            if position != shown, entries[position].index == index {
                setListOffset(offset, ofEntryAt: position, marking: false)
            }
            position += 1
        }
    }

    /// Another loaded instance of the index of the entry at `position` (rule 12's second instances).
    private func siblingPosition(ofEntryAt position: Int) -> Int? {
        let index = entries[position].index
        var other = 0
        while other < entries.count {
            if other != position, entries[other].index == index { return other }
            other += 1
        }
        return nil
    }

    private mutating func forEachInstance(of index: Int, _ body: (inout LoadedPage) -> Void) {
        var position = 0
        while position < entries.count {
            if entries[position].index == index { body(&entries[position]) }
            position += 1
        }
    }
}
