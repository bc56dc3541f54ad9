import PagedKit

/// A page double: remembers the index and identifier it was made for, and keeps a restorable
/// `scrollLine`, like a feed page keeps its scroll position. Equal means identical (`===`).
@MainActor final class TestPage: RestorablePage, Equatable, CustomStringConvertible {
    /// The index the data source made the page for (it may differ from the page's index after a reload).
    nonisolated let index: Int
    /// The identifier of the item the page shows.
    let identifier: AnyHashable
    /// The page's place in the order the data source made pages, from 0: tells instances apart.
    nonisolated let serial: Int
    /// The restorable state: the line the user scrolled the page to.
    var scrollLine = 0
    /// How many times the container saved the page's state.
    private(set) var saveCount = 0
    /// Every state the container restored into the page, in order.
    private(set) var restoredStates: [Int] = []
    /// `description` must be readable off the main actor, and `AnyHashable` is not `Sendable`.
    private nonisolated let identifierDescription: String

    init(index: Int, identifier: AnyHashable, serial: Int) {
        self.index = index
        self.identifier = identifier
        self.serial = serial
        identifierDescription = "\(identifier)"
    }

    nonisolated static func == (lhs: TestPage, rhs: TestPage) -> Bool {
        lhs === rhs
    }

    nonisolated var description: String {
        "TestPage(index: \(index), id: \(identifierDescription), serial: \(serial))"
    }

    func saveState() -> Int {
        saveCount += 1
        return scrollLine
    }

    func restoreState(_ state: Int) {
        restoredStates.append(state)
        scrollLine = state
    }
}
