@testable import PagedKit

/// A ``PagingMachine`` driven alone, with no container, host, data source or scheduler: the test
/// plays all of them. Each step returns the effects of that one event, in order, and then forgets
/// them (keeping capacity), as ``PagedContainer`` does after performing them.
///
/// Items are named "item0", "item1", … unless the test supplies ``identifiers``; a reload after the
/// first diffs the machine's followed items against them, as `PagedContainer.applyReload()` does.
@MainActor final class MachineFixture {
    var machine: PagingMachine
    /// The data source's identifiers, by index; `nil` names item `i` "item\(i)" (any count).
    var identifiers: [AnyHashable]?
    /// How many identifiers the machine (or a reload's diff) read since ``resetReads()``.
    private(set) var identifierReads = 0
    /// How many lookups an indexed reload made since ``resetReads()``.
    private(set) var lookups = 0
    /// Whether the logs show rule 16's ``PagingEffect/setListOffset(instance:offset:)`` effects. Off
    /// for the rules before 16: every page made is told its list offset (0 with no header and
    /// nothing remembered), asserted by the rule-16 suites (`Rule16HeaderMachineTests`).
    var logsListOffsets = false
    /// Whether the logs show issue 24's ``PagingEffect/pageChanged(_:)`` and
    /// ``PagingEffect/didCancelScrollToPage(_:cause:)`` effects. Off for the suites written before
    /// them; asserted by `PageChangeCauseMachineTests`.
    var logsPageChanges = false
    /// The identifiers of the pages the last step made, in the order of its `load` effects.
    private(set) var made: [AnyHashable] = []

    /// - Parameters:
    ///   - pages: The number of items of the first load.
    ///   - configuration: The machine's configuration.
    ///   - viewport: The viewport length to send, or nil to send none.
    ///   - load: Whether to make the first load (after the viewport).
    init(
        pages: Int = 10, configuration: PagingConfiguration = PagingConfiguration(), viewport: Double? = 100,
        load: Bool = true
    ) {
        machine = PagingMachine(configuration: configuration, identifierAt: { AnyHashable("item\($0)") })
        machine.identifierAt = { [unowned self] index in
            self.identifierReads += 1
            return self.identifier(at: index)
        }
        if let viewport { _ = send(.viewport(viewport)) }
        if load { _ = reload(count: pages) }
        resetReads()
    }

    /// Items named as the fixture names them by default: "item0" … "item\(count − 1)".
    static func items(_ count: Int) -> [AnyHashable] {
        (0..<count).map { AnyHashable("item\($0)") }
    }

    func identifier(at index: Int) -> AnyHashable {
        if let identifiers, identifiers.indices.contains(index) { return identifiers[index] }
        return AnyHashable("item\(index)")
    }

    func resetReads() {
        identifierReads = 0
        lookups = 0
    }

    /// Applies `command` and returns its effects.
    func send(_ command: ContainerCommand) -> [PagingEffect] {
        machine.handle(command)
        return takeEffects()
    }

    /// Applies `commands` in order and returns their effects, one after another.
    func play(_ commands: ContainerCommand...) -> [PagingEffect] {
        var log: [PagingEffect] = []
        for command in commands { log += send(command) }
        return log
    }

    /// `isVisible = visible`, as the driver sets it: the machine's flag, then the event if it changed.
    func setVisible(_ visible: Bool) -> [PagingEffect] {
        let changed = visible != machine.isVisible
        machine.isVisible = visible
        guard changed || machine.visibilityTransition != nil else { return [] }
        return send(.visibility(animated: false, isAppearing: nil))
    }

    /// `configuration` changed by `change`, as the driver sets it: the machine's configuration, then
    /// the event if it changed.
    func configure(_ change: (inout PagingConfiguration) -> Void) -> [PagingEffect] {
        let old = machine.configuration
        change(&machine.configuration)
        guard machine.configuration != old else { return [] }
        return send(.configure(old: old))
    }

    /// `beginAppearanceTransition(_:animated:)`, as the driver forwards it.
    func beginAppearance(_ isAppearing: Bool, animated: Bool) -> [PagingEffect] {
        machine.isVisible = isAppearing
        return send(.visibility(animated: animated, isAppearing: isAppearing))
    }

    /// A drag as a host reports it: `.beginDrag`, then a `.scroll` per offset.
    func drag(through offsets: Double...) -> [PagingEffect] {
        var log = send(.beginDrag)
        for offset in offsets { log += send(.scroll(offset)) }
        return log
    }

    /// `willEndDragging(velocity:)`: the release, then the offset the host is to come to rest at.
    func release(velocity: Double) -> (target: Double, effects: [PagingEffect]) {
        machine.handle(.endDrag(velocity: velocity))
        let target = machine.offsetAfterRelease()
        return (target, takeEffects())
    }

    /// `reloadData()`: the first load hands the machine the count alone (and the page a snapshot
    /// opens on); later ones the ``IdentityDiff`` of the followed items against ``identifiers``
    /// (every identifier read).
    /// - Parameters:
    ///   - count: The count the data source reports; default, the number of ``identifiers``.
    ///   - opening: The page a restored snapshot opens on (first load only).
    ///   - animated: `reloadData(animated: true)`.
    ///   - insertion: Its ``ReloadInsertionPolicy``.
    func reload(
        count: Int? = nil, opening: Int? = nil, animated: Bool = false,
        insertion: ReloadInsertionPolicy = .keepsCurrentItem
    ) -> [PagingEffect] {
        let reported = count ?? identifiers?.count ?? machine.pageCount
        let usable = min(max(0, reported), PagingMachine.maximumPageCount)
        guard machine.hasData else {
            machine.applyReload(count: usable, reported: reported, diff: nil, opening: opening)
            return takeEffects()
        }
        let diff = IdentityDiff(
            reading: usable, loaded: loaded, current: followed(machine.currentPage),
            settled: followed(machine.settledPage), saved: Array(machine.rememberedListOffsets.keys),
            identifierAt: { index in
                identifierReads += 1
                return identifier(at: index)
            })
        machine.applyReload(
            count: usable, reported: reported, diff: diff, opening: nil, animated: animated, insertion: insertion)
        return takeEffects()
    }

    /// `reloadData()` with an `IndexedPageDataSource` (rule 14): the followed items are looked up by
    /// identifier (in ``identifiers`` unless `indexOf` answers); no identifier is read by index.
    /// - Parameters:
    ///   - count: The count the data source reports; default, the number of ``identifiers``.
    ///   - indexOf: The data source's lookup; default, the identifier's index in ``identifiers``.
    func reloadByLookup(count: Int? = nil, indexOf: ((AnyHashable) -> Int?)? = nil) -> [PagingEffect] {
        let items = identifiers ?? []
        let usable = count ?? items.count
        let diff = IdentityDiff(
            lookingUp: usable, loaded: loaded, current: followed(machine.currentPage),
            settled: followed(machine.settledPage), saved: Array(machine.rememberedListOffsets.keys),
            indexOf: { identifier in
                lookups += 1
                if let indexOf { return indexOf(identifier) }
                return items.firstIndex(of: identifier)
            })
        machine.applyReload(count: usable, reported: usable, diff: diff, opening: nil)
        return takeEffects()
    }

    /// The pages loaded now, by index, each with its reading slot, in instance order.
    var loadedSlots: [(index: Int, slot: Int)] { machine.entries.map { ($0.index, $0.slot) } }

    /// The loaded instances overlapping the viewport, in reading order, each with its index and its
    /// signed distance in pitches from the alignment point (what `forEachVisiblePage` reports).
    var visiblePages: [VisibleSlot] {
        guard let geometry = machine.geometry, machine.pageCount > 0 else { return [] }
        let x = machine.readingPosition
        return geometry.visibleSlots(at: x).compactMap { slot in
            machine.entries.first { $0.slot == slot }.map {
                VisibleSlot(instance: $0.instance, index: $0.index, offset: Double(slot) - x)
            }
        }
    }

    private var loaded: [(index: Int, identifier: AnyHashable)] {
        machine.entries.map { ($0.index, $0.identifier) }
    }

    private func followed(_ page: Int) -> (index: Int, identifier: AnyHashable?) {
        (page, machine.identifier(ofPage: page))
    }

    private func takeEffects() -> [PagingEffect] {
        var log = machine.effects
        log.removeAll {
            switch $0 {
            case .setListOffset: !logsListOffsets
            case .pageChanged, .didCancelScrollToPage: !logsPageChanges
            default: false
            }
        }
        made = machine.madeIdentifiers
        machine.effects.removeAll(keepingCapacity: true)
        machine.madeIdentifiers.removeAll(keepingCapacity: true)
        return log
    }
}

/// A loaded instance in view: its index and its distance from the alignment point, in pitches.
struct VisibleSlot: Equatable {
    var instance: Int
    var index: Int
    var offset: Double
}
