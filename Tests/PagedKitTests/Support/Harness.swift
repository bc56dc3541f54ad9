import PagedKit
import PagedKitTesting
import Testing

/// A container wired to a ``TestDataSource``, a ``RecordingDelegate``, a `ScrollSimulator` and a
/// `ManualScheduler`, with ``checkInvariants()`` for the rules that hold after every step.
///
/// The harness keeps every part alive (the container holds its data source, delegate and host weakly).
/// The checks measure with the simulator's viewport length: resize with
/// `simulator.resizeViewport(to:)`, not by calling the container directly.
@MainActor final class Harness {
    let container: PagedContainer<TestPage>
    let dataSource: TestDataSource
    let delegate: RecordingDelegate
    let simulator: ScrollSimulator<TestPage>
    let scheduler: ManualScheduler

    /// Builds the parts, attaches the simulator (which tells the container the viewport length) and
    /// calls `reloadData()`.
    /// - Parameters:
    ///   - configuration: The container's configuration.
    ///   - pageCount: The number of items, identified `"item0"`, `"item1"`, …; ignored when
    ///     `identifiers` is given.
    ///   - identifiers: The items' identifiers.
    ///   - viewportLength: The viewport length in points. Default 320.
    ///   - attach: Whether to attach the simulator (and so tell the container the viewport length).
    ///   - reload: Whether to call `reloadData()`.
    init(
        configuration: PagingConfiguration = PagingConfiguration(), pageCount: Int = 5,
        identifiers: [AnyHashable]? = nil, viewportLength: Double = 320, attach: Bool = true,
        reload: Bool = true
    ) {
        scheduler = ManualScheduler()
        container = PagedContainer<TestPage>(configuration: configuration, scheduler: scheduler)
        dataSource = identifiers.map(TestDataSource.init(identifiers:)) ?? TestDataSource(count: pageCount)
        delegate = RecordingDelegate()
        simulator = ScrollSimulator<TestPage>(viewportLength: viewportLength)
        container.dataSource = dataSource
        container.delegate = delegate
        if attach { simulator.attach(to: container) }
        if reload { container.reloadData() }
    }

    /// The simulator's viewport length.
    var viewportLength: Double { simulator.viewportLength }

    /// A fast, short swipe toward larger offsets (the next page, left to right).
    @discardableResult
    func flingForward(ticks: Int = 4) -> Double {
        simulator.swipe(by: viewportLength / 4, velocity: 1000, dragTicks: ticks, decelerationTicks: ticks)
    }

    /// A fast, short swipe toward smaller offsets (the previous page, left to right).
    @discardableResult
    func flingBackward(ticks: Int = 4) -> Double {
        simulator.swipe(by: -viewportLength / 4, velocity: -1000, dragTicks: ticks, decelerationTicks: ticks)
    }

    /// Records a test issue listing every invariant failure, if any.
    func expectInvariants(_ context: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
        let failures = checkInvariants()
        #expect(
            failures.isEmpty, "\(context)\n\(failures.joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    /// The rules that hold after every public call returns; empty when all hold.
    ///
    /// Always: no host misuse; finite position and offset; the loaded set is the placed set; no item
    /// loaded twice; no two pages at one offset; no blank slot in the viewport (inside the content);
    /// content length `n × length` (not looping) or at most 64 pages (looping); legal appearance
    /// sequences; the data source never asked for an index outside its items.
    ///
    /// At rest (container `.idle`, simulator neither dragging, decelerating nor animating), also: the
    /// current page is the settled page, the position is exactly the settled page, the offset is an
    /// exact whole page and shows the settled page alone, pages sit where rule 2 says, and exactly
    /// the settled page is appeared (none when hidden or empty).
    func checkInvariants() -> [String] {
        var failures = simulator.violations.map { "host: \($0)" }
        failures += dataSource.outOfRangeRequests.map { "data source: asked for index \($0), outside its items" }
        if !container.position.isFinite { failures.append("position is \(container.position)") }
        if !simulator.contentOffset.isFinite { failures.append("content offset is \(simulator.contentOffset)") }
        failures += delegate.appearanceCheck().failures
        guard container.host === simulator else { return failures }

        let loaded = loadedPages(failures: &failures)
        failures += placementFailures(loaded: loaded)
        failures += contentFailures()
        if container.scrollState == .idle, !simulator.isDragging, !simulator.isDecelerating, !simulator.isAnimating {
            failures += restFailures(loaded: loaded)
        }
        return failures
    }

    /// The loaded pages by identity, with their index; notes inconsistencies of the container's own view.
    private func loadedPages(failures: inout [String]) -> [ObjectIdentifier: (index: Int, page: TestPage)] {
        var loaded: [ObjectIdentifier: (index: Int, page: TestPage)] = [:]
        for index in container.loadedPageIndices.sorted() {
            guard (0..<container.pageCount).contains(index) else {
                failures.append("window: index \(index) is loaded, outside 0..<\(container.pageCount)")
                continue
            }
            guard let page = container.page(at: index) else {
                failures.append("window: index \(index) is loaded but page(at: \(index)) is nil")
                continue
            }
            if let other = loaded[ObjectIdentifier(page)] {
                failures.append("window: \(page) is the page at both \(other.index) and \(index)")
            }
            loaded[ObjectIdentifier(page)] = (index, page)
        }
        return loaded
    }

    private func placementFailures(loaded: [ObjectIdentifier: (index: Int, page: TestPage)]) -> [String] {
        var failures: [String] = []
        let placed = Set(simulator.placedPages.map { ObjectIdentifier($0.page) })
        for (id, entry) in loaded.sorted(by: { $0.value.index < $1.value.index }) where !placed.contains(id) {
            failures.append("placement: page \(entry.index) (\(entry.page)) is loaded but not placed")
        }
        // Rule 12: a few-page loop may show one index in several visible slots, each its own instance.
        let visible = Set(simulator.visiblePlacements.map { ObjectIdentifier($0.page) })
        let loadedIndices = Set(loaded.values.map(\.index))
        // An animated reload's leaving pages stay placed until its motion ends (`PageHost.animateReload`).
        let leaving = simulator.leavingPages
        for placement in simulator.placedPages
        where loaded[ObjectIdentifier(placement.page)] == nil && !leaving.contains(ObjectIdentifier(placement.page)) {
            let isSecondInstance =
                visible.contains(ObjectIdentifier(placement.page)) && loadedIndices.contains(placement.page.index)
            if !isSecondInstance {
                failures.append("placement: \(placement.page) is placed at \(placement.offset) but not loaded")
            }
        }
        let byItem = Dictionary(
            grouping: simulator.placedPages.map(\.page).filter { !leaving.contains(ObjectIdentifier($0)) },
            by: \.identifier)
        for (identifier, pages) in byItem where pages.count > 1 {
            let hidden = pages.filter { !visible.contains(ObjectIdentifier($0)) }
            // Second instances (rule 12; for any retarget, the contract's clarification): every instance
            // of the item but one is visible.
            if hidden.count > 1 || pages.count - hidden.count < 1 {
                failures.append("window: item \(identifier) is loaded \(pages.count) times: \(pages)")
            }
        }
        for duplicate in simulator.duplicatePlacements
        where duplicate.pages.filter({ !leaving.contains(ObjectIdentifier($0)) }).count > 1 {
            failures.append("placement: \(duplicate.pages) are placed at the same offset \(duplicate.offset)")
        }
        if container.pageCount > 0, simulator.hasBlankSlotInViewport {
            failures.append(
                "placement: blank slot \(simulator.blankRangesInViewport) in the viewport at offset "
                    + "\(simulator.contentOffset) (content length \(simulator.contentLength))")
        }
        return failures
    }

    private func contentFailures() -> [String] {
        let length = viewportLength
        let count = container.pageCount
        guard length > 0 else { return [] }
        let pitch = simulator.expectedPageGrid.pitch(viewportLength: length)
        if container.configuration.isLooping, count >= 2 {
            if simulator.contentLength > (64 * pitch + length) * (1 + 1e-12) {
                return ["content: looping content is \(simulator.contentLength / pitch) pitches long, more than 64 + V"]
            }
            return []
        }
        // Rule 12: (n − 1) × pitch + V; with full pages n × V.
        let expected = count == 0 ? 0 : pitch == length ? Double(count) * length : Double(count - 1) * pitch + length
        let atRest = container.scrollState == .idle && !simulator.isAnimating && !simulator.isDecelerating
        // During an animated jump the content holds only the pages of the temporary layout (rule 2
        // fixes the length outside jumps only), plus, for a retarget that keeps every card in view,
        // second instances of the cards in view (rule 12, the contract's clarification).
        let secondInstances = atRest ? 0 : (length / pitch).rounded(.up) + 2
        let allowed = expected + secondInstances * pitch
        let tooLong = simulator.contentLength > allowed + 1e-9 * max(1, allowed)
        if tooLong || (atRest && abs(simulator.contentLength - expected) > 1e-9 * max(1, expected)) {
            return ["content: length \(simulator.contentLength), expected \(count) × \(length) = \(expected)"]
        }
        return []
    }

    private func restFailures(loaded: [ObjectIdentifier: (index: Int, page: TestPage)]) -> [String] {
        var failures: [String] = []
        let count = container.pageCount
        let length = viewportLength
        let settled = container.settledPage
        let appearance = delegate.appearanceCheck()
        let shouldAppear = container.isVisible && count > 0
        let settledPage = count > 0 ? container.page(at: settled) : nil
        let expectedAppeared = shouldAppear ? Set(settledPage.map { [ObjectIdentifier($0)] } ?? []) : []
        if appearance.appearedKeys != expectedAppeared || !appearance.transitioningKeys.isEmpty {
            let describe: (Set<ObjectIdentifier>) -> String = { ids in
                "\(self.simulator.placedPages.filter { ids.contains(ObjectIdentifier($0.page)) }.map(\.page))"
            }
            failures.append(
                "appearance at rest: appeared \(describe(appearance.appearedKeys)), in transition "
                    + "\(describe(appearance.transitioningKeys)); expected only page \(settled) appeared"
                    + (shouldAppear ? "" : " (none: hidden or empty)"))
        }
        guard count > 0, length > 0 else { return failures }

        if container.currentPage != settled {
            failures.append("rest: current page \(container.currentPage) is not the settled page \(settled)")
        }
        if container.position != Double(settled) {
            failures.append("rest: position \(container.position), expected exactly \(settled).0")
        }
        let offset = simulator.contentOffset
        let grid = simulator.expectedPageGrid
        let pitch = grid.pitch(viewportLength: length)
        if (offset / pitch).rounded() * pitch != offset {
            failures.append("rest: offset \(offset) is not an exact whole pitch of \(pitch)")
        }
        if offset < 0 || offset > simulator.maximumContentOffset + 1e-9 * max(1, simulator.maximumContentOffset) {
            failures.append("rest: offset \(offset) outside 0...\(simulator.maximumContentOffset)")
        }
        // At rest the settled instance is at the alignment point; peeking neighbours may show beside it.
        let aligned = simulator.visiblePlacements.filter { abs($0.offsetInPages) < 1e-9 }.map {
            ObjectIdentifier($0.page)
        }
        let fullPage = grid.isFullPage(viewportLength: length)
        if let settledPage,
            fullPage
                ? simulator.visiblePages.map(ObjectIdentifier.init) != [ObjectIdentifier(settledPage)]
                : aligned != [ObjectIdentifier(settledPage)]
        {
            failures.append(
                "rest: visible pages \(simulator.visiblePages), expected page \(settled) (\(settledPage)) "
                    + (fullPage ? "alone" : "at the alignment point"))
        }
        if settledPage == nil {
            failures.append("rest: the settled page \(settled) is not loaded")
        }
        if container.configuration.isLooping, count >= 2 {
            for placement in simulator.placedPages
            where ((placement.offset - grid.restingPageOrigin(viewportLength: length)) / pitch).rounded() * pitch
                != placement.offset - grid.restingPageOrigin(viewportLength: length)
            {
                failures.append("rest: \(placement.page) sits at \(placement.offset), not on the slot grid")
            }
        } else {
            let rightToLeft = container.configuration.direction == .rightToLeft
            for entry in loaded.values.sorted(by: { $0.index < $1.index }) {
                let slot = rightToLeft ? count - 1 - entry.index : entry.index
                let expected = Double(slot) * pitch + grid.restingPageOrigin(viewportLength: length)
                if let actual = simulator.offset(of: entry.page), actual != expected {
                    failures.append("rest: page \(entry.index) sits at \(actual), expected \(expected)")
                }
            }
            let expectedOffset = Double(rightToLeft ? count - 1 - settled : settled) * pitch
            if offset != expectedOffset {
                failures.append("rest: offset \(offset), expected \(expectedOffset) for page \(settled)")
            }
        }
        return failures
    }
}
