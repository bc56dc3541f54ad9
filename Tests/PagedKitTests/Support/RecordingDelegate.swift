import PagedKit

/// A delegate double: records every callback as an ``Event`` and, by page identity, the load,
/// unload and appearance history that ``AppearanceChecker`` validates.
@MainActor final class RecordingDelegate: PagedContainerDelegate {
    typealias Page = TestPage

    /// One delegate callback, by page index.
    enum Event: Equatable {
        case didLoad(Int)
        case willUnload(Int)
        case appearance(Int, PageAppearance, animated: Bool)
        case willScrollTo(Int)
        case didScrollTo(Int)
        case currentPage(Int)
        case position(Double)
        case state(ScrollState)
    }

    /// One load, unload or appearance callback, by page identity, for appearance checks that survive
    /// reloads moving a page to another index.
    struct PageEvent {
        enum Kind: Equatable {
            case load
            case unload
            case appearance(PageAppearance)
        }

        let page: ObjectIdentifier
        let index: Int
        let description: String
        let kind: Kind
    }

    /// Every callback since the last ``clearEvents()``, in order.
    private(set) var events: [Event] = []
    /// Every load, unload and appearance callback since the delegate was made; never cleared, so the
    /// appearance state of every page stays known.
    private(set) var pageEvents: [PageEvent] = []

    /// Called after each callback is recorded, for re-entrancy tests; per-event hooks run first.
    var onEvent: ((PagedContainer<TestPage>, Event) -> Void)?
    var onDidLoad: ((PagedContainer<TestPage>, TestPage, Int) -> Void)?
    var onWillUnload: ((PagedContainer<TestPage>, TestPage, Int) -> Void)?
    var onAppearance: ((PagedContainer<TestPage>, TestPage, Int, PageAppearance, Bool) -> Void)?
    var onWillScrollTo: ((PagedContainer<TestPage>, Int) -> Void)?
    var onDidScrollTo: ((PagedContainer<TestPage>, Int) -> Void)?
    var onCurrentPage: ((PagedContainer<TestPage>, Int) -> Void)?
    var onPosition: ((PagedContainer<TestPage>, Double) -> Void)?
    var onState: ((PagedContainer<TestPage>, ScrollState) -> Void)?

    /// The events without `.position`, which come on every tick.
    var filtered: [Event] {
        events.filter {
            if case .position = $0 { return false }
            return true
        }
    }

    /// The reported positions, in order.
    var positions: [Double] {
        events.compactMap {
            if case .position(let position) = $0 { return position }
            return nil
        }
    }

    /// The appearance events only, in order.
    var appearances: [Event] {
        events.filter {
            if case .appearance = $0 { return true }
            return false
        }
    }

    /// Empties ``events``; ``pageEvents`` is kept.
    func clearEvents() {
        events.removeAll()
        pageChanges.removeAll()
        cancelledAnnouncements.removeAll()
    }

    /// Checks the whole appearance history by page identity (CONTRACT rule 7).
    func appearanceCheck() -> AppearanceChecker<ObjectIdentifier> {
        var checker = AppearanceChecker<ObjectIdentifier>()
        for event in pageEvents {
            let label = "\(event.description) at \(event.index)"
            switch event.kind {
            case .load: break
            case .unload: checker.unload(event.page, label: label)
            case .appearance(let appearance): checker.apply(appearance, to: event.page, label: label)
            }
        }
        return checker
    }

    /// Issue 24: the page changes with their causes, and the cancelled announcements, kept apart from
    /// ``events`` (whose logs the suites before issue 24 compare whole).
    var pageChanges: [PageChange] = []
    var cancelledAnnouncements: [Int] = []

    func container(_ container: PagedContainer<TestPage>, didChangePage change: PageChange) {
        pageChanges.append(change)
    }
    func container(_ container: PagedContainer<TestPage>, didCancelScrollToPage index: Int, cause: PageChangeCause) {
        cancelledAnnouncements.append(index)
    }

    func container(_ container: PagedContainer<TestPage>, didLoad page: TestPage, at index: Int) {
        pageEvents.append(
            PageEvent(page: ObjectIdentifier(page), index: index, description: page.description, kind: .load))
        record(.didLoad(index), in: container) { $0.onDidLoad?(container, page, index) }
    }

    func container(_ container: PagedContainer<TestPage>, willUnload page: TestPage, at index: Int) {
        pageEvents.append(
            PageEvent(page: ObjectIdentifier(page), index: index, description: page.description, kind: .unload))
        record(.willUnload(index), in: container) { $0.onWillUnload?(container, page, index) }
    }

    func container(
        _ container: PagedContainer<TestPage>, page: TestPage, at index: Int, appearance: PageAppearance,
        animated: Bool
    ) {
        pageEvents.append(
            PageEvent(
                page: ObjectIdentifier(page), index: index, description: page.description,
                kind: .appearance(appearance)))
        record(.appearance(index, appearance, animated: animated), in: container) {
            $0.onAppearance?(container, page, index, appearance, animated)
        }
    }

    func container(_ container: PagedContainer<TestPage>, willScrollToPage index: Int) {
        record(.willScrollTo(index), in: container) { $0.onWillScrollTo?(container, index) }
    }

    func container(_ container: PagedContainer<TestPage>, didScrollToPage index: Int) {
        record(.didScrollTo(index), in: container) { $0.onDidScrollTo?(container, index) }
    }

    func container(_ container: PagedContainer<TestPage>, didChangeCurrentPage index: Int) {
        record(.currentPage(index), in: container) { $0.onCurrentPage?(container, index) }
    }

    func container(_ container: PagedContainer<TestPage>, didScrollTo position: Double) {
        record(.position(position), in: container) { $0.onPosition?(container, position) }
    }

    func container(_ container: PagedContainer<TestPage>, didChangeScrollState state: ScrollState) {
        record(.state(state), in: container) { $0.onState?(container, state) }
    }

    private func record(
        _ event: Event, in container: PagedContainer<TestPage>, hook: (RecordingDelegate) -> Void
    ) {
        events.append(event)
        hook(self)
        onEvent?(container, event)
    }
}
