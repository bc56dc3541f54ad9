import PagedKit
import PagedKitTesting

/// Counts the fuzzer's pages alive. (Weak references would be the obvious tool, but an object that
/// is weakly referenced takes Swift's slow reference-counting path on every retain and release,
/// inside the container too, which would make the fuzzer markedly slower; `LeakTests` use them.)
final class LiveCounter: @unchecked Sendable {
    /// Only touched on the main actor and from the pages' `deinit`, which runs where the last
    /// reference goes: on the main actor.
    var value = 0
}

/// The fuzzer's page: remembers the identifier it was made for and keeps a restorable line.
@MainActor final class FuzzPage: RestorablePage, CustomStringConvertible {
    nonisolated let identifier: Int
    nonisolated let serial: Int
    private nonisolated let counter: LiveCounter?
    /// The restorable state.
    var line: Int
    private(set) var restored: [Int] = []
    private(set) var saveCount = 0
    private(set) var lastSaved: Int?

    init(identifier: Int, serial: Int, counter: LiveCounter? = nil) {
        self.identifier = identifier
        self.serial = serial
        self.counter = counter
        line = -1
        counter?.value += 1
    }

    deinit {
        counter?.value -= 1
    }

    nonisolated var description: String { "page(id: \(identifier), serial: \(serial))" }

    func saveState() -> Int {
        saveCount += 1
        lastSaved = line
        return line
    }

    func restoreState(_ state: Int) {
        restored.append(state)
        line = state
    }
}

/// Serves the rig's ``ItemList``; every page made is remembered weakly.
@MainActor final class FuzzDataSource: PageDataSource {
    typealias Page = FuzzPage

    var items: ItemList
    /// A count to report instead of the items' (a negative one).
    var countOverride: Int?
    /// How many pages made are still alive.
    let live = LiveCounter()
    private(set) var madeCount = 0
    /// The rig owns this double; `unowned(unsafe)` keeps the rig free of the weak-reference side table.
    unowned(unsafe) var rig: FuzzRig?

    init(items: ItemList) {
        self.items = items
    }

    func numberOfPages(in container: PagedContainer<FuzzPage>) -> Int {
        // Every reload begins here: the rig notes what the container follows across it.
        rig?.reloadBegan()
        rig?.fire(.numberOfPages)
        return countOverride ?? items.count
    }

    func container(_ container: PagedContainer<FuzzPage>, pageAt index: Int) -> FuzzPage {
        guard index >= 0, index < items.count else {
            rig?.fail("data source: asked for page \(index), outside 0..<\(items.count)")
            return FuzzPage(identifier: -1, serial: -1)
        }
        let page = FuzzPage(identifier: items.identifier(at: index), serial: madeCount, counter: live)
        madeCount += 1
        rig?.fire(.pageAt)
        return page
    }

    func container(_ container: PagedContainer<FuzzPage>, identifierForPageAt index: Int) -> AnyHashable {
        guard index >= 0, index < items.count else {
            rig?.fail("data source: asked for the identifier of \(index), outside 0..<\(items.count)")
            return AnyHashable(-1 - index)
        }
        rig?.fire(.identifier)
        return AnyHashable(items.identifier(at: index))
    }

}

/// Where a page is in UIKit's appearance cycle.
enum FuzzPhase: Equatable {
    case appearing, appeared, disappearing
}

/// Checks every callback as it comes (rules 3, 4, 7) and passes it to the rig's nested-call hook.
@MainActor final class FuzzDelegate: PagedContainerDelegate {
    typealias Page = FuzzPage

    /// The rig owns this double; `unowned(unsafe)` keeps the rig free of the weak-reference side table.
    unowned(unsafe) var rig: FuzzRig?
    /// The phase of every page that is not disappeared.
    private(set) var phases: [ObjectIdentifier: FuzzPhase] = [:]
    /// `didScrollToPage` reports since the rig last cleared them.
    var didScrollTo: [Int] = []
    /// The identifier of the page the last `didScrollToPage` reported, as loaded then.
    private(set) var lastReachedIdentifier: Int?
    /// The last `willScrollToPage` since the last `didScrollToPage`.
    private var announced: Int?
    /// Every `willScrollToPage` so far: how many, and the last one's index.
    private(set) var announcementCount = 0
    private(set) var lastAnnounced: Int?
    private(set) var callbackCount = 0

    func container(_ container: PagedContainer<FuzzPage>, didLoad page: FuzzPage, at index: Int) {
        callbackCount += 1
        rig?.pageDidLoad(page, at: index)
        rig?.fire(.didLoad)
    }

    func container(_ container: PagedContainer<FuzzPage>, willUnload page: FuzzPage, at index: Int) {
        callbackCount += 1
        if let phase = phases[ObjectIdentifier(page)] {
            rig?.fail("appearance: \(page) at \(index) is unloaded while \(phase) (it must disappear first)")
        }
        phases[ObjectIdentifier(page)] = nil
        rig?.pageWillUnload(page, at: index)
        rig?.fire(.willUnload)
    }

    func container(
        _ container: PagedContainer<FuzzPage>, page: FuzzPage, at index: Int, appearance: PageAppearance,
        animated: Bool
    ) {
        callbackCount += 1
        let key = ObjectIdentifier(page)
        let from = phases[key]
        let legal: Bool
        switch appearance {
        case .willAppear:
            legal = from == nil || from == .disappearing
            phases[key] = .appearing
        case .didAppear:
            legal = from == .appearing
            phases[key] = .appeared
        case .willDisappear:
            legal = from == .appeared || from == .appearing
            phases[key] = .disappearing
        case .didDisappear:
            legal = from == .disappearing
            phases[key] = nil
        }
        if !legal {
            rig?.fail(
                "appearance: \(page) at \(index) got \(appearance) while \(from.map { "\($0)" } ?? "disappeared")")
        }
        if container.page(at: index) !== page, rig?.isSecondInstance(page, at: index) != true {
            rig?.fail("appearance: \(appearance) for \(page) at \(index), which is not the loaded page at \(index)")
        }
        rig?.fire(.appearance)
    }

    func container(_ container: PagedContainer<FuzzPage>, willScrollToPage index: Int) {
        callbackCount += 1
        expectNoChangePending("willScrollToPage(\(index))")
        if let open = announced {
            rig?.fail(
                "page change: willScrollToPage(\(index)) while willScrollToPage(\(open)) was neither reached nor cancelled"
            )
        }
        announced = index
        announcementCount += 1
        lastAnnounced = index
        rig?.fire(.willScrollTo)
    }

    func container(_ container: PagedContainer<FuzzPage>, didScrollToPage index: Int) {
        callbackCount += 1
        expectNoChangePending("didScrollToPage(\(index))")
        changePending = index
        didScrollTo.append(index)
        rig?.oracle.reachedPage(index)
        lastReachedIdentifier = container.page(at: index)?.identifier
        if announced != index {
            rig?.fail(
                "page change: didScrollToPage(\(index)) without willScrollToPage(\(index)) first (last announced: \(announced.map { "\($0)" } ?? "none"))"
            )
        }
        announced = nil
        if container.settledPage != index {
            rig?.fail("page change: didScrollToPage(\(index)) while settledPage is \(container.settledPage)")
        }
        rig?.fire(.didScrollTo)
    }

    /// Issue 24: `didChangePage` right after each `didScrollToPage`, for the same page and the item
    /// loaded there.
    func container(_ container: PagedContainer<FuzzPage>, didChangePage change: PageChange) {
        callbackCount += 1
        if changePending != change.page {
            rig?.fail(
                "page change: didChangePage(\(change.page)) not right after didScrollToPage(\(change.page)) (pending: \(changePending.map { "\($0)" } ?? "none"))"
            )
        }
        changePending = nil
        if let allowed = rig?.allowedCauses, !allowed.contains(change.cause) {
            rig?.fail(
                "page change: didChangePage(\(change.page)) with cause \(change.cause), expected one of \(allowed)")
        }
        let loaded = container.page(at: change.page)?.identifier
        if let loaded, change.identifier != AnyHashable(loaded) {
            rig?.fail(
                "page change: didChangePage(\(change.page)) names item \(String(describing: change.identifier)), page \(change.page) shows \(loaded)"
            )
        }
    }

    /// Issue 24: the page count at which the end's approach was last reported (the rig clears it
    /// when it sees the settled page out of range).
    var approachCount: Int?
    /// The configurations a nested call replaced since the last check: a report decided under one of
    /// them may come after the change (the configuration is set at once, its event queued).
    var earlierConfigurations: [PagingConfiguration] = []

    /// Issue 24: the end's approach is the settled page's, in range, never while looping.
    func container(_ container: PagedContainer<FuzzPage>, didApproachEndAt index: Int) {
        callbackCount += 1
        let count = container.pageCount
        // The configuration in force now, or one a nested call replaced during this input.
        let permitting = ([container.configuration] + earlierConfigurations).filter {
            $0.endApproachDistance != nil && !($0.isLooping && count >= 2)
        }
        guard let distance = permitting.compactMap(\.endApproachDistance).max() else {
            rig?.fail("end approach: didApproachEndAt(\(index)) with no endApproachDistance, or while looping")
            return
        }
        if index != container.settledPage {
            rig?.fail("end approach: didApproachEndAt(\(index)) while settledPage is \(container.settledPage)")
        }
        if count - 1 - index > max(distance, 0) {
            rig?.fail("end approach: didApproachEndAt(\(index)) is \(count - 1 - index) pages from the end of \(count)")
        }
        approachCount = count
    }

    /// Issue 24: a cancelled announcement closes the open `willScrollToPage` of the same page.
    func container(_ container: PagedContainer<FuzzPage>, didCancelScrollToPage index: Int, cause: PageChangeCause) {
        callbackCount += 1
        expectNoChangePending("didCancelScrollToPage(\(index))")
        if let allowed = rig?.allowedCauses, !allowed.union([.reload]).contains(cause) {
            rig?.fail("page change: didCancelScrollToPage(\(index)) with cause \(cause), expected one of \(allowed)")
        }
        if announced != index {
            rig?.fail(
                "page change: didCancelScrollToPage(\(index)) while the open announcement is \(announced.map { "\($0)" } ?? "none")"
            )
        }
        announced = nil
    }

    /// The page `didScrollToPage` reported whose `didChangePage` has not come yet.
    private var changePending: Int?

    private func expectNoChangePending(_ callback: String) {
        guard let page = changePending else { return }
        rig?.fail("page change: \(callback) between didScrollToPage(\(page)) and its didChangePage")
        changePending = nil
    }

    func container(_ container: PagedContainer<FuzzPage>, didChangeCurrentPage index: Int) {
        callbackCount += 1
        if container.currentPage != index {
            rig?.fail("page change: didChangeCurrentPage(\(index)) while currentPage is \(container.currentPage)")
        }
        rig?.fire(.currentPage)
    }

    func container(_ container: PagedContainer<FuzzPage>, didScrollTo position: Double) {
        callbackCount += 1
        if !position.isFinite || position != container.position {
            rig?.fail("position: didScrollTo(\(position)) while position is \(container.position)")
        }
        rig?.fire(.position)
    }

    func container(_ container: PagedContainer<FuzzPage>, didChangeScrollState state: ScrollState) {
        callbackCount += 1
        if container.scrollState != state {
            rig?.fail("state: didChangeScrollState(\(state)) while scrollState is \(container.scrollState)")
        }
        rig?.fire(.scrollState)
    }

    /// The pages appeared and the pages in a transition.
    func appearance(of page: FuzzPage) -> FuzzPhase? { phases[ObjectIdentifier(page)] }
    var appearedCount: Int { phases.values.count { $0 == .appeared } }
    var transitioningCount: Int { phases.values.count { $0 != .appeared } }
}

/// Forwards to the simulator, marking the container's own non-animated moves so that their
/// synchronous `didScroll` echo is not taken for the user's motion.
@MainActor final class FuzzHost: PageHost {
    typealias Page = FuzzPage

    let simulator: ScrollSimulator<FuzzPage>
    /// The rig owns this double; `unowned(unsafe)` keeps the rig free of the weak-reference side table.
    unowned(unsafe) var rig: FuzzRig?
    private(set) var echoDepth = 0
    /// Non-animated moves since the rig last reset the count: a container that answers its own
    /// move's report with another move never returns, so after `moveLimit` the host stops moving.
    private var moves = 0
    static let moveLimit = 1000

    init(simulator: ScrollSimulator<FuzzPage>) {
        self.simulator = simulator
    }

    func resetMoveCount() {
        moves = 0
    }

    func setContentLength(_ length: Double) {
        simulator.setContentLength(length)
    }

    func setContentOffset(_ offset: Double, animated: Bool) {
        if animated {
            rig?.hostWillAnimate()
            simulator.setContentOffset(offset, animated: true)
            return
        }
        guard
            mayMove(
                "moved the content more than \(Self.moveLimit) times in one input, the last to \(offset) from \(simulator.contentOffset) (an endless loop of moves and their reports)"
            )
        else { return }
        echoDepth += 1
        defer { echoDepth -= 1 }
        simulator.setContentOffset(offset, animated: false)
    }

    func place(_ page: FuzzPage, at offset: Double) {
        if !simulator.isPlaced(page) { rig?.pageWillBePlaced(page) }
        simulator.place(page, at: offset)
    }

    func remove(_ page: FuzzPage) {
        simulator.remove(page)
    }

    /// Issue 24: the rig judges the motion (``FuzzRig/checkReloadMotion(_:)``), frame by frame on the
    /// simulator, which ends it.
    func animateReload(_ moves: [PageMove<FuzzPage>]) {
        rig?.checkReloadMotion(moves)
    }

    /// Rule 16: the simulator's list moves and reports back synchronously. A container that answers
    /// its own settings' reports with more settings never returns: after `moveLimit` in one input
    /// the lists stop moving.
    func setListOffset(_ offset: Double, of page: FuzzPage) {
        guard
            mayMove(
                "set list offsets or moved the content more than \(Self.moveLimit) times in one input (an endless loop of settings and their reports, rule 16)"
            )
        else { return }
        simulator.setListOffset(offset, of: page)
    }

    /// Counts one non-animated move of the content or of a list; past `moveLimit` in one input the
    /// host stops moving and the rig fails once with `what` the container did.
    private func mayMove(_ what: @autoclosure () -> String) -> Bool {
        moves += 1
        guard moves <= Self.moveLimit else {
            if moves == Self.moveLimit + 1 { rig?.fail("host: the container \(what())") }
            return false
        }
        return true
    }
}

/// A `ManualScheduler` that tells the rig after each action the container scheduled has run, with
/// what `beforeFire` returned just before it ran.
@MainActor final class FuzzScheduler: PagingScheduler {
    let manual: ManualScheduler
    var beforeFire: (() -> Int)?
    var onFire: ((Int) -> Void)?

    init(manual: ManualScheduler) {
        self.manual = manual
    }

    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> any Cancellable {
        manual.schedule(after: delay) { [weak self] in
            let before = self?.beforeFire?() ?? 0
            action()
            self?.onFire?(before)
        }
    }
}
