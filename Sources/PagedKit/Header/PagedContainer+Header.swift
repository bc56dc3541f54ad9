extension PagedContainer {
    /// A header shared by every page, above the pages' vertical lists (rule 16); `nil` (the
    /// default) for none. Setting it keeps every list's held and remembered offset; a change of
    /// `expandedHeight` by `Δ` adds `Δ` to them (held ones only while the header is not fully
    /// expanded), so the lists' rows stay where they are. ``headerCollapse`` is recomputed and the
    /// other pages are told the offsets that show the same header.
    public var header: PagedHeaderLayout? {
        get { machine.header }
        set { perform(.header(newValue)) }
    }

    /// How far the header is collapsed, in points, within `[0, header.collapseRange]`; 0 without a
    /// header. At rest the settled page's list drives it; during horizontal motion it holds still.
    public var headerCollapse: Double { machine.headerCollapse }

    /// The host reports that page `index`'s vertical list scrolled to `offset` (0 is the list's top
    /// with the header fully expanded above it; negative while pulled down). Ignored for an index out
    /// of range or not loaded, or a non-finite offset. A report within half a point of the offset
    /// the container last set for that page, with no report in between, is that setting; a report
    /// made inside ``PageHost/setListOffset(_:of:)`` is held and not answered again.
    /// - Complexity: O(w) for `w` loaded pages; allocates nothing.
    public func listDidScroll(toOffset offset: Double, onPage index: Int) {
        // The page is named by instance: a report queued behind a reload still reaches its page,
        // whatever index the reload gives it (or none, if it removes it).
        guard index >= 0, let position = pagePosition(at: index) else { return }
        perform(.listScroll(offset: offset, instance: instances[position], insideSetting: isSettingListOffset))
    }

    /// The list offset the container holds for page `index` (loaded), or remembers for its item (the
    /// last place the user scrolled it to, kept by identifier while unloaded and across reloads);
    /// `nil` if none.
    /// - Complexity: O(w) for `w` loaded pages, plus one identifier read for an unloaded page.
    public func listOffset(ofPage index: Int) -> Double? {
        guard index >= 0, index < machine.pageCount else { return nil }
        let entries = machine.entries
        if let position = entries.position(of: index, nearest: machine.readingPosition) {
            return entries[position].listOffset
        }
        guard !machine.rememberedListOffsets.isEmpty, let dataSource else { return nil }
        return machine.rememberedListOffsets[dataSource.container(self, identifierForPageAt: index)]
    }
}
