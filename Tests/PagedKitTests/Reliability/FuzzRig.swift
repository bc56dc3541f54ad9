import PagedKit
import PagedKitTesting

/// A real `PagedContainer` and a ``ReferenceModel`` driven by the same ``FuzzEvent``s, with the
/// contract's invariants checked after every host report, every public call and every event.
///
/// The container talks to a `ScrollSimulator` through ``FuzzHost`` (which marks the container's own
/// non-animated moves), to a ``FuzzDataSource`` over an ``ItemList``, to a ``FuzzDelegate`` that
/// checks each callback, and to a `ManualScheduler` through ``FuzzScheduler``. Calls made from
/// inside callbacks (``FuzzEvent/arm(_:skip:_:)``) reach the container at once; the model applies
/// them after the input that triggered them, as rule 5 and the container's queue say.
///
/// Failures collect in ``failures``; the rig keeps going, so the runner decides when to stop.
@MainActor final class FuzzRig {
    let configuration: PagingConfiguration
    let manual = ManualScheduler()
    let scheduler: FuzzScheduler
    let container: PagedContainer<FuzzPage>
    let simulator: ScrollSimulator<FuzzPage>
    let host: FuzzHost
    let dataSource: FuzzDataSource
    let delegate: FuzzDelegate
    let model: ReferenceModel

    private(set) var failures: [String] = []
    /// The nested call waiting for its callback.
    private(set) var armed: (trigger: FuzzTrigger, remaining: Int, call: FuzzNestedCall)?
    /// Nested calls the container accepted, for the model to apply after the current input.
    private var pendingForModel: [ModelAction] = []
    /// Page states the container saved, by identifier (rule 10), as the pages reported them.
    private var savedStates: [Int: Int] = [:]
    /// During a reload: the identifiers that had a page loaded when it began, and the items before it.
    private var identifiersLiveAtReload: Set<Int>?
    private var itemsBeforeReload: ItemList?
    /// The items before a data source changed them from inside a callback, until the container's
    /// reload of the change begins: pages made in between show an item of either list.
    private var itemsBeforeMutation: ItemList?
    /// Identifiers two loaded pages showed when the last reload began (a data source that changed
    /// its items from inside a callback showed a moved item at its old and its new index): which of
    /// them survives is the container's reading.
    private var shownTwiceAtReload: Set<Int> = []
    /// A reload was made from inside a callback: the container may have stopped making pages for it.
    private var reloadIsNested = false
    /// What the container had when each reload not yet applied to the model began, in order.
    private var reloadStarts: [ReferenceModel.ReloadStart] = []
    /// Reloads that read a page count above `PagedContainer.maximumPageCount`, and the diagnostics
    /// the container reported for them (rule 10).
    private var oversizedReloads = 0
    private var clampDiagnostics = 0
    /// How many animated moves the container asked the host for.
    private(set) var animatedMoves = 0
    /// The host's pixel grid, if any.
    let pixelScale: Double?
    /// Half a step of the host's pixel grid (0 without one): how far the host's offset may be from
    /// one the container asked for.
    private let gridTolerance: Double
    /// The host's offset after its own move (``FuzzEvent/hostMove(points:)``), while it stays there:
    /// a move within the container's tolerance is ignored at rest (rule 8).
    private var offsetAfterHostMove: Double?
    /// How many events were applied.
    private(set) var eventCount = 0
    /// How many host reports and public calls were checked.
    private(set) var inputCount = 0

    /// A nested call, as the model applies it.
    private enum ModelAction {
        case jump(Int, animated: Bool)
        /// A reload to these items.
        case reload(ItemList)
        case pressure(MemoryPressure)
        case visibility(Bool)
        case viewport(Double)
        /// A configuration change; `duringReload`: made from a callback of a reload.
        case configure(PagingConfiguration, duringReload: Bool)
    }

    /// A rig with `pageCount` items, no viewport and no data loaded: events start it. `pixelScale`:
    /// the host keeps offsets on a 1/scale-point grid, as `UIScrollView` does.
    init(configuration: PagingConfiguration, pageCount: Int, pixelScale: Double? = nil) {
        self.configuration = configuration
        self.pixelScale = pixelScale
        gridTolerance = pixelScale.map { 0.5 / $0 } ?? 0
        scheduler = FuzzScheduler(manual: manual)
        container = PagedContainer<FuzzPage>(configuration: configuration, scheduler: scheduler)
        simulator = ScrollSimulator<FuzzPage>(viewportLength: 320)
        simulator.pixelScale = pixelScale
        host = FuzzHost(simulator: simulator)
        let items = ItemList(count: pageCount)
        dataSource = FuzzDataSource(items: items)
        delegate = FuzzDelegate()
        let container = container
        let manual = manual
        model = ReferenceModel(
            configuration: configuration, items: items, pixelScale: pixelScale, now: { manual.now },
            containerCurrent: { container.currentPage }, containerSettled: { container.settledPage })
        dataSource.rig = self
        delegate.rig = self
        host.rig = self
        simulator.container = container
        container.host = host
        container.dataSource = dataSource
        container.delegate = delegate
        simulator.onReport = { [unowned self] event in self.hostReported(event) }
        container.diagnosticsHandler = { [unowned self] diagnostic in
            guard case .pageCountClamped(let reported, let usable) = diagnostic else { return }
            self.clampDiagnostics += 1
            if reported != self.dataSource.items.count || usable != PagedContainer<FuzzPage>.maximumPageCount {
                self.fail("diagnostic: \(diagnostic) for \(self.dataSource.items.count) items")
            }
        }
        scheduler.beforeFire = { [unowned self] in self.animatedMoves }
        scheduler.onFire = { [unowned self] before in self.autoScrollActionRan(animatedMovesBefore: before) }
    }

    func fail(_ message: String) {
        failures.append(message)
    }

    // MARK: Events

    /// Whether `event` may be played now. Gestures need pages and a viewport (a finger that touched
    /// down before the container could see it is a different story:
    /// `ReliabilityRegressionTests.aDragThatBeganBeforeTheDataStillComesToRestOnAPage`),
    /// and a reload may not empty or refill the data under a finger. The generator only draws
    /// applicable events; replays skip the others, so a shrunk sequence stays one the generator
    /// could have drawn.
    func isApplicable(_ event: FuzzEvent) -> Bool {
        switch event {
        case .grab, .drag, .release, .decelerate, .advanceDeceleration, .dragBy:
            return model.isReady && model.n > 0
        case .hostMove:
            // Not while decelerating: the simulator carries a deceleration along the host's own
            // move, and it would end off its target (the generator draws it at rest, while dragging
            // and while animating).
            return model.isReady && model.n > 0 && !simulator.isDecelerating
        case .reload(let edits, let negativeCount):
            guard simulator.isDragging else { return true }
            var items = dataSource.items
            for edit in edits { items.apply(edit) }
            return !negativeCount && items.count > 0 && dataSource.items.count > 0
        default:
            return true
        }
    }

    /// Applies one event (skipped when not applicable), then checks everything.
    func apply(_ event: FuzzEvent) {
        guard isApplicable(event) else { return }
        eventCount += 1
        host.resetMoveCount()
        switch event {
        case .setViewport(let length):
            input({ simulator.resizeViewport(to: length) }, model: { model.viewportChanged(to: length) })
        case .badViewport(let length):
            expectNoChange("setViewportLength(\(literal(length)))") { container.setViewportLength(length) }
        case .reload(let edits, let negativeCount):
            reload(edits: edits, negativeCount: negativeCount)
        case .grab: simulator.beginDrag()
        case .drag(let pages, let ticks): simulator.drag(by: pages * simulator.viewportLength, ticks: ticks)
        case .release(let velocity):
            simulator.release(velocity: velocity)
        case .decelerate(let ticks): simulator.decelerate(ticks: ticks)
        case .advanceDeceleration(let fraction): simulator.advanceDeceleration(fraction: fraction)
        case .jump(let index, let animated): jump(to: index, animated: animated)
        case .runAnimation(let ticks): simulator.runAnimation(ticks: ticks)
        case .advanceAnimation(let fraction): simulator.advanceAnimation(fraction: fraction)
        case .abandonAnimation: simulator.abandonAnimation()
        case .finishAnimationWithoutReport: simulator.finishAnimationWithoutReport()
        case .lateAnimationReport: simulator.reportAnimationEnd()
        case .badOffset(let offset):
            expectNoChange("didScroll(toOffset: \(literal(offset)))") { container.didScroll(toOffset: offset) }
        case .pressure(let level):
            input({ container.handleMemoryPressure(level) }, model: { model.memoryPressure(level) })
        case .visibility(let visible):
            input({ container.isVisible = visible }, model: { model.visibilityChanged(to: visible) })
        case .advanceTime(let milliseconds):
            input({ manual.advance(by: .milliseconds(milliseconds)) }, model: {})
        case .advanceToNextDue:
            if let due = manual.nextDueTime { input({ manual.advance(to: due) }, model: {}) }
        case .pauseAutoScroll:
            input({ container.pauseAutoScroll() }, model: { model.autoScrollPaused() })
        case .resumeAutoScroll:
            input({ container.resumeAutoScroll() }, model: { model.autoScrollResumed() })
        case .arm(let trigger, let skip, let call):
            armed = (trigger, max(0, skip), call)
        case .configure(let setting):
            let configuration = setting.applied(to: container.configuration)
            // Setting the configuration it has changes nothing.
            guard configuration != container.configuration else { break }
            input(
                { container.configuration = configuration },
                model: { model.configured(to: configuration, nested: false) })
        case .dragBy(let points, let ticks): simulator.drag(by: points, ticks: ticks)
        case .hostMove(let points):
            // Not through `FuzzHost`: the host's own move, which the container did not ask for.
            let target = simulator.contentOffset + points
            offsetAfterHostMove = pixelScale.map { (target * $0).rounded() / $0 } ?? target
            simulator.setContentOffset(target, animated: false)
        case .jumpChain(let indices, let advance):
            for index in indices {
                jump(to: index, animated: true)
                simulator.advanceAnimation(fraction: advance)
            }
        }
        endOfEvent()
    }

    /// Whether the input under way is a reload (its callbacks come before, during and after its
    /// re-layout).
    private var isReloading = false

    private func reload(edits: [ItemEdit], negativeCount: Bool) {
        var items = dataSource.items
        for edit in edits { items.apply(edit) }
        if negativeCount { items.apply(.removeAll) }
        dataSource.items = items
        dataSource.countOverride = negativeCount ? -3 : nil
        savedStates = savedStates.filter { !items.indices(of: $0.key).isEmpty }
        identifiersLiveAtReload = Set(container.loadedPageIndices.compactMap { container.page(at: $0)?.identifier })
        itemsBeforeReload = model.items
        isReloading = true
        input({ container.reloadData() }, model: { model.reloaded(to: items, start: nextReloadStart()) })
        isReloading = false
        identifiersLiveAtReload = nil
        itemsBeforeReload = nil
        dataSource.countOverride = nil
    }

    private func jump(to index: Int, animated: Bool) {
        let count = container.pageCount
        guard index >= 0, index < count else {
            expectNoChange("scrollToPage(\(index), animated: \(animated)) with \(count) pages") {
                do throws(PagingError) {
                    try container.scrollToPage(index, animated: animated)
                    fail("jump: scrollToPage(\(index)) with \(count) pages did not throw")
                } catch {
                    if error != .pageOutOfRange(index: index, pageCount: count) {
                        fail("jump: scrollToPage(\(index)) threw \(error)")
                    }
                }
            }
            return
        }
        input(
            {
                do throws(PagingError) {
                    try container.scrollToPage(index, animated: animated)
                } catch {
                    fail("jump: scrollToPage(\(index)) threw \(error) with \(count) pages")
                }
            }, model: { model.jumped(to: index, animated: animated) })
    }

    // MARK: Inputs

    /// A public call: the container first, then the model, then the calls made from its callbacks.
    private func input(_ call: () -> Void, model update: () -> Void) {
        call()
        model.containerIsAhead = !pendingForModel.isEmpty
        update()
        afterInput()
    }

    private func hostReported(_ event: ScrollEvent) {
        // The echo of the container's own non-animated move carries no motion of the user's.
        guard host.echoDepth == 0 else { return }
        model.containerIsAhead = !pendingForModel.isEmpty
        switch event {
        case .willBeginDragging: model.beganDragging()
        case .didScroll(let offset): model.scrolled(toOffset: offset)
        case .willEndDragging(let velocity): model.released(velocity: velocity)
        case .didEndDragging(let willDecelerate):
            model.endedDragging(willDecelerate: willDecelerate, decelerationTarget: simulator.decelerationTarget)
        case .didEndDecelerating: model.endedDecelerating()
        case .didEndScrollingAnimation: model.endedAnimation()
        }
        afterInput()
    }

    private func autoScrollActionRan(animatedMovesBefore: Int) {
        model.containerIsAhead = !pendingForModel.isEmpty
        model.autoScrollFired(startedMove: animatedMoves != animatedMovesBefore)
        afterInput()
    }

    /// Called by the data source's `numberOfPages`, where every reload begins: what the container
    /// follows across it.
    func reloadBegan() {
        itemsBeforeMutation = nil
        let items = dataSource.items
        if dataSource.countOverride == nil, items.count > PagedContainer<FuzzPage>.maximumPageCount {
            oversizedReloads += 1
        }
        savedStates = savedStates.filter { !items.indices(of: $0.key).isEmpty }
        var loaded: [Int: Int] = [:]
        var seen: Set<Int> = []
        shownTwiceAtReload = []
        for index in container.loadedPageIndices {
            guard let page = container.page(at: index) else { continue }
            loaded[index] = page.identifier
            if !seen.insert(page.identifier).inserted { shownTwiceAtReload.insert(page.identifier) }
        }
        reloadStarts.append(
            ReferenceModel.ReloadStart(
                currentPage: container.currentPage, loaded: loaded, windowMayBeIncomplete: reloadIsNested))
        reloadIsNested = false
    }

    private func nextReloadStart() -> ReferenceModel.ReloadStart {
        guard !reloadStarts.isEmpty else {
            fail("reload: the container reloaded without asking for the page count")
            return ReferenceModel.ReloadStart(currentPage: container.currentPage, loaded: [:])
        }
        return reloadStarts.removeFirst()
    }

    /// Called by the host double for each animated move the container asks for.
    func hostWillAnimate() {
        animatedMoves += 1
    }

    private func afterInput() {
        // A guess the model made cannot be checked before calls from callbacks build on it.
        if model.hasPendingGuess, !pendingForModel.isEmpty { model.loseTrack() }
        model.isNestedCall = true
        defer { model.isNestedCall = false }
        while !pendingForModel.isEmpty {
            let action = pendingForModel.removeFirst()
            model.containerIsAhead = !pendingForModel.isEmpty
            switch action {
            case .jump(let index, let animated): model.jumped(to: index, animated: animated)
            case .reload(let items): model.reloaded(to: items, start: nextReloadStart())
            case .pressure(let level): model.memoryPressure(level)
            case .visibility(let visible): model.visibilityChanged(to: visible)
            case .viewport(let length): model.viewportChanged(to: length)
            case .configure(let configuration, let duringReload):
                model.configured(to: configuration, nested: true, duringReload: duringReload)
            }
        }
        model.containerIsAhead = false
        model.syncOffset(simulator.contentOffset)
        host.resetMoveCount()
        inputCount += 1
        let container = container
        failures += model.check(observation, loaded: { container.loadedPageIndices }, full: false)
        if let blank = blankSlot() { fail(blank) }
        if !container.position.isFinite { fail("position is \(container.position)") }
    }

    /// Whether the host still drags, decelerates or animates toward another offset.
    var hostIsMoving: Bool {
        simulator.isDragging || simulator.isDecelerating
            || (simulator.isAnimating && simulator.animationTarget != simulator.contentOffset)
    }

    private var observation: ReferenceModel.Observation {
        ReferenceModel.Observation(
            pageCount: container.pageCount, currentPage: container.currentPage, settledPage: container.settledPage,
            scrollState: container.scrollState, position: container.position, nextDue: manual.nextDueTime,
            hostIsMoving: hostIsMoving, hostOffset: simulator.contentOffset)
    }

    // MARK: Nested calls

    /// Called from every delegate and data-source callback: makes the armed call when its turn comes.
    func fire(_ trigger: FuzzTrigger) {
        guard let current = armed, current.trigger == trigger else { return }
        if current.remaining > 0 {
            armed = (current.trigger, current.remaining - 1, current.call)
            return
        }
        armed = nil
        // The nested call may move the window within this reload: pages may then be made again.
        identifiersLiveAtReload = nil
        switch current.call {
        case .jump(let index, let animated):
            let count = container.pageCount
            do throws(PagingError) {
                try container.scrollToPage(index, animated: animated)
                if index < 0 || index >= count {
                    fail("jump: nested scrollToPage(\(index)) with \(count) pages did not throw")
                }
                pendingForModel.append(.jump(index, animated: animated))
            } catch {
                if error != .pageOutOfRange(index: index, pageCount: count) || (index >= 0 && index < count) {
                    fail("jump: nested scrollToPage(\(index)) threw \(error) with \(count) pages")
                }
            }
        case .reload:
            reloadIsNested = true
            container.reloadData()
            pendingForModel.append(.reload(dataSource.items))
        case .mutateAndReload(let edits):
            var items = dataSource.items
            for edit in edits { items.apply(edit) }
            // Emptying or refilling the data under a finger would leave a gesture the container
            // never saw (as for top-level reloads).
            if simulator.isDragging, items.count == 0 || dataSource.items.count == 0 { items = dataSource.items }
            if itemsBeforeMutation == nil { itemsBeforeMutation = dataSource.items }
            // The container drops the saved states of vanished items only when its reload runs.
            dataSource.items = items
            reloadIsNested = true
            container.reloadData()
            pendingForModel.append(.reload(items))
        case .configure(let setting):
            let configuration = setting.applied(to: container.configuration)
            guard configuration != container.configuration else { return }
            container.configuration = configuration
            pendingForModel.append(.configure(configuration, duringReload: isReloading))
        case .pressure(let level):
            container.handleMemoryPressure(level)
            pendingForModel.append(.pressure(level))
        case .toggleVisibility:
            let visible = !container.isVisible
            container.isVisible = visible
            pendingForModel.append(.visibility(visible))
        case .resize(let length):
            simulator.resizeViewport(to: length)
            pendingForModel.append(.viewport(length))
        case .badViewport(let length):
            container.setViewportLength(length)
        case .badOffset:
            container.didScroll(toOffset: .nan)
        case .readEverything:
            let loaded = container.loadedPageIndices
            _ = (container.pageCount, container.settledPage, container.scrollState, container.position)
            _ = (container.isVisible, container.configuration, container.page(at: container.currentPage))
            if loaded.count > 2 * 64 + 1 + 64 { fail("window: \(loaded.count) pages loaded") }
        }
    }

    // MARK: Page lifecycle (rules 4, 9, 10)

    func pageWillBePlaced(_ page: FuzzPage) {
        let expected = savedStates[page.identifier].map { [$0] } ?? []
        if page.restored != expected {
            fail(
                "restoration: \(page) is placed with restored states \(page.restored), expected \(expected) (its identifier's saved state)"
            )
        }
    }

    func pageDidLoad(_ page: FuzzPage, at index: Int) {
        if !simulator.isPlaced(page) { fail("window: didLoad(\(index)) before \(page) was placed") }
        if container.page(at: index) !== page {
            fail("window: didLoad(\(index)) but page(at: \(index)) is another page")
        }
        func holds(_ items: ItemList) -> Bool {
            index >= 0 && index < items.count && items.identifier(at: index) == page.identifier
        }
        // Made after the data source changed its items but before the container's reload: the item
        // the container asked for (the identifier is read before the page), or the new one there.
        if !holds(dataSource.items), itemsBeforeMutation.map(holds) != true {
            fail("identity: \(page) loaded at \(index), which holds another item")
        }
        if let live = identifiersLiveAtReload, live.contains(page.identifier),
            !dataSource.items.isDuplicated(page.identifier)
        {
            fail("reload: \(page) was made again although its item survived the reload (rule 9 keeps instances)")
        }
        savedStates[page.identifier] = nil
        // A fresh state, so that the next save tells this page from the last one.
        page.line = 1_000_000 + page.serial
    }

    func pageWillUnload(_ page: FuzzPage, at index: Int) {
        if !simulator.isPlaced(page) { fail("window: willUnload(\(index)) after \(page) was removed") }
        // With duplicate identifiers, which of the items went is the container's reading; so it is
        // when two loaded pages showed one item.
        let wasDuplicated =
            itemsBeforeReload?.isDuplicated(page.identifier) ?? false || shownTwiceAtReload.contains(page.identifier)
        let survives = !dataSource.items.indices(of: page.identifier).isEmpty
        if let saved = page.lastSaved, page.saveCount > 0, page.lastSaved == page.line {
            savedStates[page.identifier] = saved
        } else if survives, !wasDuplicated {
            fail("restoration: \(page) is unloaded without its state saved")
        }
    }

    // MARK: Checks

    /// Runs `call`, which the contract says changes nothing, and checks that nothing changed.
    private func expectNoChange(_ description: String, _ call: () -> Void) {
        let before = snapshot
        call()
        let after = snapshot
        if after != before { fail("ignored input: \(description) changed \(before) to \(after)") }
    }

    private struct Snapshot: Equatable {
        var pageCount: Int
        var currentPage: Int
        var settledPage: Int
        var scrollState: ScrollState
        var positionBits: UInt64
        var loaded: Set<Int>
        var offset: Double
        var contentLength: Double
        var callbacks: Int
        var due: Duration?
    }

    private var snapshot: Snapshot {
        Snapshot(
            pageCount: container.pageCount, currentPage: container.currentPage, settledPage: container.settledPage,
            scrollState: container.scrollState, positionBits: container.position.bitPattern,
            loaded: container.loadedPageIndices, offset: simulator.contentOffset,
            contentLength: simulator.contentLength,
            callbacks: delegate.callbackCount, due: manual.nextDueTime)
    }

    /// Rule 4: the parts of the viewport inside the content that no placed page covers.
    private func blankSlot() -> String? {
        guard container.pageCount > 0, model.isReady else { return nil }
        let length = simulator.viewportLength
        let start = max(simulator.contentOffset, 0)
        let end = min(simulator.contentOffset + length, simulator.contentLength)
        // A host on a pixel grid cannot put the viewport exactly where a page is; a move of the
        // host's own within the container's tolerance is ignored at rest (rule 8).
        var tolerance = 1e-6 + 16 * abs(simulator.contentOffset).ulp + gridTolerance
        if offsetAfterHostMove == simulator.contentOffset { tolerance += min(0.5, length / 1024) }
        guard end - start > tolerance else { return nil }
        // Walk from the viewport's start, each time to the end of a placed page that covers the point.
        let placed = simulator.placedPages
        var covered = start
        while covered < end - tolerance {
            var next = covered
            for placement in placed where placement.offset <= covered + tolerance && placement.offset + length > next {
                next = placement.offset + length
            }
            if next <= covered + tolerance {
                var description = ""
                for placement in placed { description += "\(placement.page)@\(placement.offset) " }
                return
                    "placement: blank slot from \(covered) to \(end) in the viewport at offset \(simulator.contentOffset) (content \(simulator.contentLength), placed \(description))"
            }
            covered = next
        }
        return nil
    }

    private func endOfEvent() {
        if clampDiagnostics != oversizedReloads {
            fail("diagnostic: \(clampDiagnostics) page-count diagnostics for \(oversizedReloads) oversized reloads")
            clampDiagnostics = oversizedReloads
        }
        let violations = simulator.violations
        failures += violations.map { "host: \($0)" }
        simulator.clearLogs()
        checkPageChanges()
        let loaded = container.loadedPageIndices
        failures += model.check(observation, loaded: { loaded }, full: true)
        failures += invariantFailures(loadedIndices: loaded)
    }

    /// `didScrollToPage` exactly when the model rested on a new page (rule 3, 5, 9).
    private func checkPageChanges() {
        let actual = delegate.didScrollTo
        let expected = model.expectedDidScrollTo
        if model.pageChangesAreLenient {
            // The last page reported reached is the item the content rests on (a later reload may
            // have moved it to another index without a report: it is the same item).
            let settled = container.settledPage
            let reachedItemIsSettled =
                delegate.lastReachedIdentifier.map { $0 == container.page(at: settled)?.identifier } ?? false
            if let last = actual.last, last != settled, !reachedItemIsSettled, container.scrollState == .idle {
                fail("page change: the last didScrollToPage was \(last), settledPage is \(settled)")
            }
        } else if actual != expected {
            fail("page change: didScrollToPage \(actual), the model expected \(expected)")
        }
        delegate.didScrollTo = []
        model.expectedDidScrollTo = []
        model.pageChangesAreLenient = false
    }

    /// The rules that hold after every event (the harness's invariants, with the fuzzer's doubles).
    /// - Parameter indices: The container's loaded indices, read once per event.
    func invariantFailures(loadedIndices indices: Set<Int>) -> [String] {
        var failures: [String] = []
        let count = container.pageCount
        let length = simulator.viewportLength
        let offset = simulator.contentOffset
        if !container.position.isFinite { failures.append("position is \(container.position)") }
        if !offset.isFinite { failures.append("content offset is \(offset)") }

        // The loaded set is the placed set, no index twice, every page showing its item. Identities
        // are compared as ObjectIdentifiers: the checks run after every event and must stay cheap.
        var loadedIDs: [ObjectIdentifier] = []
        var loadedIndices: [Int] = []
        loadedIDs.reserveCapacity(indices.count)
        loadedIndices.reserveCapacity(indices.count)
        let items = dataSource.items
        for index in indices {
            guard index >= 0, index < count, let page = container.page(at: index) else {
                failures.append("window: index \(index) is loaded, outside 0..<\(count) or without a page")
                continue
            }
            loadedIDs.append(ObjectIdentifier(page))
            loadedIndices.append(index)
            if index >= items.count || items.identifier(at: index) != page.identifier {
                failures.append("identity: \(page) is the page at \(index), which holds another item")
            }
        }
        func loadedIndex(of page: FuzzPage) -> Int? {
            let id = ObjectIdentifier(page)
            var position = 0
            while position < loadedIDs.count {
                if loadedIDs[position] == id { return loadedIndices[position] }
                position += 1
            }
            return nil
        }
        let placed = simulator.placedPages
        if placed.count != indices.count {
            failures.append(
                "window: \(placed.count) pages placed for \(indices.count) loaded indices \(indices.sorted()) (an index loaded twice, or a page placed but not loaded)"
            )
        }
        for placement in placed where loadedIndex(of: placement.page) == nil {
            failures.append("placement: \(placement.page) is placed at \(placement.offset) but not loaded")
        }
        let tolerance = 1e-6 * max(1, length)
        for i in placed.indices {
            for j in placed.indices where j > i && abs(placed[i].offset - placed[j].offset) <= tolerance {
                failures.append(
                    "placement: \(placed[i].page) and \(placed[j].page) are placed at offset \(placed[i].offset)")
            }
        }
        // Every page made and not loaded any more is released (only the loaded ones are alive).
        if dataSource.live.value != loadedIDs.count {
            failures.append("leak: \(dataSource.live.value) pages are alive, \(loadedIDs.count) are loaded")
        }
        // An animation that reached its target may still wait for its end report.
        let hostAnimatesElsewhere = simulator.isAnimating && simulator.animationTarget != offset
        if container.scrollState == .idle, hostAnimatesElsewhere || simulator.isDecelerating {
            failures.append(
                "host: the container is idle but the host still \(simulator.isDecelerating ? "decelerates" : "animates")"
            )
        }
        if simulator.isDragging, simulator.isAnimating {
            failures.append("host: the container started an animation while a finger holds the content")
        }
        if let blank = blankSlot() { failures.append(blank) }

        // Content length (rule 2): bounded when looping, `n × length` at rest otherwise.
        let atRest = container.scrollState == .idle && !hostIsMoving
        if model.isReady, length > 0 {
            if container.configuration.isLooping, count >= 2 {
                if simulator.contentLength > 64 * length * (1 + 1e-12) {
                    failures.append("content: looping content is \(simulator.contentLength / length) pages long")
                }
            } else {
                let expected = Double(count) * length
                let lengthTolerance = 1e-9 * max(1, expected)
                if simulator.contentLength > expected + lengthTolerance
                    || (atRest && abs(simulator.contentLength - expected) > lengthTolerance)
                {
                    failures.append("content: length \(simulator.contentLength), expected \(count) × \(length)")
                }
            }
        } else if !indices.isEmpty || !placed.isEmpty {
            failures.append("window: pages loaded before the container has data and a viewport")
        }

        guard atRest, model.isReady else { return failures }
        // At rest (rules 2, 3, 7): exactly the settled page is appeared, on a whole page.
        let settled = container.settledPage
        let settledPage = loadedIndices.contains(settled) ? container.page(at: settled) : nil
        let shouldAppear = container.isVisible && count > 0
        let appearedRight =
            delegate.transitioningCount == 0
            && (shouldAppear
                ? delegate.appearedCount == 1 && settledPage.map { delegate.appearance(of: $0) == .appeared } == true
                : delegate.appearedCount == 0)
        if !appearedRight {
            failures.append(
                "appearance at rest: \(delegate.appearedCount) appeared, \(delegate.transitioningCount) in transition; expected only page \(settled) appeared\(shouldAppear ? "" : " (none: hidden or empty)")"
            )
        }
        guard count > 0 else { return failures }
        if container.currentPage != settled {
            failures.append("rest: current page \(container.currentPage) is not the settled page \(settled)")
        }
        if container.position != Double(settled) {
            failures.append("rest: position \(container.position), expected exactly \(settled).0")
        }
        guard let settledPage else {
            failures.append("rest: the settled page \(settled) is not loaded")
            return failures
        }
        // A host on a pixel grid rests on the grid offset nearest the page's; a move of the host's
        // own within the container's tolerance stays (rule 8).
        var restTolerance = gridTolerance > 0 ? gridTolerance + 16 * abs(offset).ulp : 0
        if offsetAfterHostMove == offset { restTolerance += min(0.5, length / 1024) }
        if abs((offset / length).rounded() * length - offset) > restTolerance {
            failures.append("rest: offset \(offset) is not a whole page of \(length)")
        }
        var visibleCount = 0
        var settledIsVisible = false
        // Far out (2^40 pages) offsets are exact only to a few ulps.
        let overlap = 1e-6 + 16 * abs(offset).ulp + min(restTolerance, 0.5)
        for placement in placed
        where placement.offset < offset + length - overlap && placement.offset + length > offset + overlap {
            visibleCount += 1
            if placement.page === settledPage { settledIsVisible = true }
        }
        if visibleCount != 1 || !settledIsVisible {
            failures.append(
                "rest: \(visibleCount) pages visible at offset \(offset), expected only \(settledPage) (page \(settled))"
            )
        }
        if container.configuration.isLooping, count >= 2 {
            for placement in placed where (placement.offset / length).rounded() * length != placement.offset {
                failures.append("rest: \(placement.page) sits at \(placement.offset), not a whole page")
            }
        } else {
            let reversed = container.configuration.direction == .rightToLeft
            for placement in placed {
                guard let index = loadedIndex(of: placement.page) else { continue }
                let expected = Double(reversed ? count - 1 - index : index) * length
                if placement.offset != expected {
                    failures.append("rest: page \(index) sits at \(placement.offset), expected \(expected)")
                }
            }
            let expected = Double(reversed ? count - 1 - settled : settled) * length
            if abs(offset - expected) > restTolerance {
                failures.append("rest: offset \(offset), expected \(expected) for page \(settled)")
            }
        }
        return failures
    }

    /// The state, for failure messages.
    var stateDescription: String {
        "current \(container.currentPage), settled \(container.settledPage), \(container.scrollState), position \(container.position), "
            + "offset \(simulator.contentOffset) of \(simulator.contentLength), viewport \(simulator.viewportLength), "
            + "visible \(container.isVisible), loaded \(container.loadedPageIndices.sorted()), pages \(container.pageCount), "
            + "due \(manual.nextDueTime.map { "\($0)" } ?? "none") at \(manual.now); model: \(model.motion), settled \(model.settled), "
            + "reading \(model.x) of \(model.layout)"
    }
}
