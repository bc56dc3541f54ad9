import PagedKit
import PagedKitTesting

/// What the host shows, read as the contract words it: the placed page instances as *items along
/// the content* (each with its slot and the indices whose item it shows) and the viewport's
/// alignment point as a fractional slot. ``ContractOracle`` derives `position`, the current page,
/// the visible slots and the window from this picture instead of following the engine's slots and
/// seams: it never asks the container where a page is, only the host.
struct ContractView {
    /// One placed instance.
    struct Shown {
        let page: FuzzPage
        /// Its slot: `(readingStart − inset) / pitch`, as measured (not rounded).
        let slot: Double
        /// The indices whose item it shows (one, unless the data holds the identifier twice).
        let indices: [Int]
        /// How much of it the viewport shows, in points.
        let overlap: Double
    }

    let geometry: ContractGeometry
    let contentLength: Double
    let offset: Double
    /// The viewport's alignment point, in slots.
    let reading: Double
    let shown: [Shown]
    /// How far a measured slot may be from a whole one, in slots: the host's pixel grid and the
    /// precision of offsets as large as these.
    let slotTolerance: Double
    /// How much a page must show to count as visible (rule 12: "more than zero length"), in points.
    let visibleTolerance: Double

    @MainActor init(
        simulator: ScrollSimulator<FuzzPage>, geometry: ContractGeometry, items: ItemList, gridTolerance: Double,
        leaving: Set<ObjectIdentifier>, hostMoveSlack: Double = 0, loadedPage: (Int) -> FuzzPage?
    ) {
        self.geometry = geometry
        contentLength = simulator.contentLength
        offset = simulator.contentOffset
        let start = geometry.viewportStart(atOffset: offset, contentLength: contentLength)
        reading = start / geometry.pitch
        let precision = 16 * (abs(offset).ulp + contentLength.ulp)
        slotTolerance = (2 * gridTolerance + precision) / geometry.pitch + 1e-9
        visibleTolerance = 1e-6 * geometry.pitch + precision + gridTolerance + hostMoveSlack
        var shown: [Shown] = []
        for placement in simulator.placedPages where !leaving.contains(ObjectIdentifier(placement.page)) {
            let pageStart = geometry.readingStart(ofPlacementAt: placement.offset, contentLength: contentLength)
            // An identifier the data holds twice: which copy the container shows there is its
            // choice (the contract leaves it open); the copy it loaded this instance for, if any.
            var indices = items.indices(of: placement.page.identifier)
            if indices.count > 1 {
                let owned = indices.filter { loadedPage($0) === placement.page }
                // Not one a loaded index owns: a second instance (rule 12) of a loaded copy.
                let copies = indices.filter { loadedPage($0)?.identifier == placement.page.identifier }
                if !owned.isEmpty {
                    indices = owned
                } else if !copies.isEmpty {
                    indices = copies
                }
            }
            shown.append(
                Shown(
                    page: placement.page, slot: (pageStart - geometry.inset) / geometry.pitch,
                    indices: indices,
                    overlap: geometry.overlap(pageStart: pageStart, viewportStart: start)))
        }
        self.shown = shown
    }

    /// The instances whose slot is `slot`.
    func instances(atSlot slot: Int) -> [Shown] {
        shown.filter { abs($0.slot - Double(slot)) <= slotTolerance }
    }

    /// The indices shown in slot `slot` (empty when nothing is placed there).
    func indices(atSlot slot: Int) -> Set<Int> {
        Set(instances(atSlot: slot).flatMap(\.indices))
    }

    /// The slots the viewport shows more than zero length of, within `slots` slots of content
    /// (`nil`: no bound, as a loop's content is not read as ending).
    func visibleSlots(within count: Int?) -> ClosedRange<Int>? { slotRange(within: count, showing: visibleTolerance) }

    /// The slots the viewport may show: those within ``visibleTolerance`` of it, which a host
    /// rounding its offsets may show a sliver of (rule 4 allows them loaded, and requires nothing).
    func possiblyVisibleSlots(within count: Int?) -> ClosedRange<Int>? {
        slotRange(within: count, showing: -visibleTolerance)
    }

    private func slotRange(within slots: Int?, showing tolerance: Double) -> ClosedRange<Int>? {
        let pitch = geometry.pitch
        // A slot `k` spans `[k × pitch + inset, … + P]` against the viewport `[reading × pitch, … + V]`.
        let lowest = Int(clamping: ((reading * pitch - geometry.inset - geometry.pageLength) / pitch).rounded(.down))
        let highest = Int(clamping: ((reading * pitch + geometry.viewport - geometry.inset) / pitch).rounded(.up))
        var first: Int?
        var last: Int?
        var slot = lowest
        while slot <= highest {
            let start = Double(slot) * pitch + geometry.inset
            let shows = geometry.overlap(pageStart: start, viewportStart: reading * pitch) > tolerance
            if shows, slot >= 0, slots.map({ slot < $0 }) ?? true {
                if first == nil { first = slot }
                last = slot
            }
            slot += 1
        }
        guard let first, let last else { return nil }
        return first...last
    }
}

extension Int {
    /// `value` converted with its magnitude clamped to what every index here fits in.
    init(clamping value: Double) {
        self = value.isFinite ? Int(Swift.min(Swift.max(value, -4e18), 4e18)) : 0
    }
}
