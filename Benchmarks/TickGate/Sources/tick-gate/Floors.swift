// The floors: the least any conforming pager does for the same input, written here with no
// container, so that a ratio to them measures what PagedKit adds. The same floors as
// `../shared/tools/perfprobe` (issue 35).

/// A weak delegate's position report, as a protocol existential (what the container's delegate is).
@MainActor protocol PositionSink: AnyObject {
    func didScroll(to position: Double)
}

@MainActor final class FloorSink: PositionSink {
    var position = 0.0
    func didScroll(to position: Double) { self.position = position }
}

/// The contract floor: store the offset, compute the position, report it through a weak delegate.
@MainActor final class ContractFloor {
    weak var sink: (any PositionSink)?
    var offset = 0.0
    var position = 0.0
    let length: Double

    init(length: Double) { self.length = length }

    @inline(never) func didScroll(toOffset offset: Double) {
        guard offset.isFinite else { return }
        self.offset = offset
        position = offset / length
        sink?.didScroll(to: position)
    }
}

/// A card a transformer scales and fades.
@MainActor final class Card {
    let index: Int
    var scale = 1.0
    var alpha = 1.0

    init(index: Int) { self.index = index }
}

/// The carousel floor: the contract floor plus a scale+fade transform of the three cards in view
/// (80 % cards, 8 points apart, centred).
@MainActor final class CarouselFloor {
    weak var sink: (any PositionSink)?
    var offset = 0.0
    var position = 0.0
    let pitch: Double
    let cards: [Card]

    init(pitch: Double, cards: [Card]) {
        self.pitch = pitch
        self.cards = cards
    }

    @inline(never) func didScroll(toOffset offset: Double) {
        guard offset.isFinite else { return }
        self.offset = offset
        position = offset / pitch
        sink?.didScroll(to: position)
        let first = Int(position.rounded(.down)) - 1
        for k in 0..<3 {
            let distance = min(abs(Double(first + k) - position), 1)
            let card = cards[k]
            card.scale = 1 - 0.15 * distance
            card.alpha = 1 - 0.5 * distance
        }
    }
}

/// Two other pages' lists, told their offset through a weak host existential.
@MainActor protocol ListSink: AnyObject {
    func setListOffset(_ offset: Double, ofPage page: Int)
}

@MainActor final class FloorLists: ListSink {
    var offsets = [0.0, 0.0, 0.0]
    func setListOffset(_ offset: Double, ofPage page: Int) { offsets[page] = offset }
}

/// The floor of a list report that moves a collapsing header (rule 16): store the offset, compute the
/// collapse, tell the two other loaded pages their offset through a weak host and report the collapse
/// through a weak delegate.
@MainActor final class HeaderFloor {
    weak var sink: (any PositionSink)?
    weak var lists: (any ListSink)?
    var offset = 0.0
    var collapse = 0.0
    let range: Double

    init(range: Double) { self.range = range }

    @inline(never) func listDidScroll(toOffset offset: Double) {
        guard offset.isFinite else { return }
        self.offset = offset
        let collapse = min(max(offset, 0), range)
        guard collapse != self.collapse else { return }
        self.collapse = collapse
        lists?.setListOffset(collapse, ofPage: 0)
        lists?.setListOffset(collapse, ofPage: 2)
        sink?.didScroll(to: collapse)
    }
}
