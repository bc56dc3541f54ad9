import PagedKit
import PagedKitTesting
import Testing

/// Defects an outside review found in reloads, data-source re-entrancy and auto-scroll timing
/// (issue 13, items 4–8), one test or more each, named after what they broke.
@Suite @MainActor struct ReviewDataRegressionTests {
    private func pageEvents(_ harness: Harness) -> [RecordingDelegate.Event] {
        harness.delegate.filtered.filter {
            switch $0 {
            case .willScrollTo, .didScrollTo, .currentPage: true
            default: false
            }
        }
    }

    // MARK: Item 4: page counts beyond what a Double holds exactly

    /// Rules 2 and 11: a count too large for exact positions is clamped to
    /// ``PagedContainer/maximumPageCount``, with a diagnostic; a jump to the last usable page then
    /// agrees everywhere: current, settled, position, the window and the appeared page.
    @Test func aPageCountBeyondTheUsableMaximumIsClamped() throws {
        let harness = Harness(pageCount: 3, reload: false)
        var reports: [PagingDiagnostic] = []
        harness.container.diagnosticsHandler = { reports.append($0) }
        harness.dataSource.countOverride = Int.max
        harness.container.reloadData()
        let maximum = PagedContainer<TestPage>.maximumPageCount
        #expect(harness.container.pageCount == maximum)
        #expect(reports == [.pageCountClamped(reported: Int.max, usable: maximum)])
        #expect(throws: PagingError.pageOutOfRange(index: Int.max / 2, pageCount: maximum)) {
            try harness.container.scrollToPage(Int.max / 2, animated: false)
        }
        for target in [maximum - 1, maximum / 2, maximum / 2 + 7] {
            try harness.container.scrollToPage(target, animated: false)
            #expect(harness.container.currentPage == target)
            #expect(harness.container.settledPage == target)
            #expect(harness.container.position == Double(target))
            #expect(harness.container.loadedPageIndices.contains(target))
            #expect(harness.container.page(at: target)?.index == target)
            #expect(harness.simulator.visiblePages.map(\.index) == [target])
            #expect(harness.delegate.appearanceCheck().appearedKeys.count == 1)
        }
        try harness.container.scrollToPage(maximum - 3, animated: true)
        harness.simulator.runAnimation()
        #expect(harness.container.settledPage == maximum - 3)
        harness.flingForward()
        #expect(harness.container.settledPage == maximum - 2)
        #expect(harness.container.position == Double(maximum - 2))
        #expect(harness.simulator.visiblePages.map(\.index) == [maximum - 2])
    }

    // MARK: Item 5: the current item removed mid-drag

    /// Rules 3 and 9: removing the current item while a finger holds the content leaves the gesture
    /// going over the new data: the new item at the current index is reported as current, and no
    /// page is reported as reached until the content rests, after the release.
    @Test func removingTheCurrentItemMidDragKeepsTheGesture() throws {
        let harness = Harness(identifiers: (0..<10).map { AnyHashable("\($0)") })
        let simulator = harness.simulator
        let length = harness.viewportLength
        try harness.container.scrollToPage(2, animated: false)
        simulator.beginDrag()
        simulator.drag(by: 0.3 * length)
        harness.delegate.clearEvents()
        harness.dataSource.identifiers.remove(at: 2)
        harness.container.reloadData()
        #expect(harness.container.scrollState == .dragging)
        #expect(pageEvents(harness) == [.currentPage(2)])
        #expect(harness.container.page(at: 2)?.identifier == AnyHashable("3"))
        harness.expectInvariants("after the reload")
        simulator.drag(by: 0.3 * length)
        #expect(pageEvents(harness) == [.currentPage(2), .currentPage(3)])
        simulator.release(velocity: 0)
        simulator.decelerate()
        #expect(pageEvents(harness) == [.currentPage(2), .currentPage(3), .willScrollTo(3), .didScrollTo(3)])
        #expect(harness.container.page(at: 3)?.identifier == AnyHashable("4"))
        harness.expectInvariants()
    }

    /// The same drag released back on the index whose item was removed: a different item, so it is a
    /// page reached, after the release.
    @Test func removingTheCurrentItemMidDragThenReturningReportsTheNewItem() throws {
        let harness = Harness(identifiers: (0..<10).map { AnyHashable("\($0)") })
        let simulator = harness.simulator
        try harness.container.scrollToPage(2, animated: false)
        simulator.beginDrag()
        simulator.drag(by: 0.3 * harness.viewportLength)
        harness.delegate.clearEvents()
        harness.dataSource.identifiers.remove(at: 2)
        harness.container.reloadData()
        simulator.drag(by: -0.3 * harness.viewportLength)
        #expect(pageEvents(harness) == [.currentPage(2)])
        simulator.release(velocity: 0)
        simulator.decelerate()
        #expect(pageEvents(harness) == [.currentPage(2), .willScrollTo(2), .didScrollTo(2)])
        harness.expectInvariants()
    }

    // MARK: Item 6: a reload while a finger holds a caught far jump

    enum Change: String, CaseIterable { case none, unrelatedRemoval, frontInsertion }

    /// Rules 5 and 9: a finger that catches a far animated jump drags over the same two slots; a
    /// reload then (same data, a removal elsewhere, an insertion in front) keeps both items under
    /// the finger and the position, and a release past half-way rests on the jump's target item.
    @Test(arguments: Change.allCases)
    func aReloadKeepsACaughtFarJumpsSlots(change: Change) throws {
        let harness = Harness(pageCount: 10)
        let simulator = harness.simulator
        try harness.container.scrollToPage(5, animated: true)
        simulator.advanceAnimation(fraction: 0.4)
        simulator.beginDrag()
        let visibleBefore = simulator.visiblePages.map(\.identifier)
        #expect(visibleBefore == ["item0", "item5"])
        let offsetBefore = simulator.contentOffset
        switch change {
        case .none: break
        case .unrelatedRemoval: harness.dataSource.identifiers.remove(at: 8)
        case .frontInsertion: harness.dataSource.identifiers.insert("new", at: 0)
        }
        let shift = change == .frontInsertion ? 1.0 : 0.0
        harness.container.reloadData()
        #expect(simulator.visiblePages.map(\.identifier) == visibleBefore, "the items under the finger changed")
        #expect(abs(harness.container.position - (shift + 0.4 * 5)) < 1e-9, "position \(harness.container.position)")
        // The offset may move by whole pages (an item inserted in front), never by a part of one.
        let moved = (simulator.contentOffset - offsetBefore) / harness.viewportLength
        #expect(moved == moved.rounded(), "the content moved \(moved) pages under the finger")
        harness.expectInvariants("after the reload")
        simulator.drag(by: 0.3 * harness.viewportLength)
        simulator.release(velocity: 0)
        simulator.decelerate()
        #expect(harness.container.page(at: harness.container.settledPage)?.identifier == AnyHashable("item5"))
        harness.expectInvariants()
    }

    /// The same, released before half-way: it rests back on the start item.
    @Test func aReloadDuringACaughtFarJumpReleasedEarlyRestsOnTheStart() throws {
        let harness = Harness(pageCount: 10)
        try harness.container.scrollToPage(5, animated: true)
        harness.simulator.advanceAnimation(fraction: 0.4)
        harness.simulator.beginDrag()
        harness.container.reloadData()
        harness.simulator.release(velocity: 0)
        harness.simulator.decelerate()
        #expect(harness.container.settledPage == 0)
        harness.expectInvariants()
    }

    // MARK: Item 7: the identifier of a page is read before the page is made

    /// Rules 9 and 10: a data source that changes its items from inside `pageAt` (and reloads) must
    /// not leave a removed item on screen under another item's identifier.
    @Test func aDataSourceThatReloadsFromInsidePageAtKeepsIdentitiesRight() {
        let harness = Harness(pageCount: 8)
        var mutated = false
        // Weakly: the data source holds the hook (LeakSanitizer runs these suites).
        harness.dataSource.onPageAt = { [weak dataSource = harness.dataSource] container, index in
            guard index == 2, !mutated, let dataSource else { return }
            mutated = true
            dataSource.identifiers.removeAll { $0 == AnyHashable("item2") || $0 == AnyHashable("item5") }
            container.reloadData()
        }
        harness.flingForward()  // loads page 2 (radius 1 around page 1)
        #expect(mutated)
        for index in harness.container.loadedPageIndices.sorted() {
            let page = harness.container.page(at: index)
            #expect(
                page?.identifier == harness.dataSource.identifiers[index],
                "page \(index) is \(String(describing: page))")
        }
        #expect(!harness.simulator.placedPages.contains { $0.page.identifier == AnyHashable("item2") })
        harness.expectInvariants()
    }

    // MARK: Item 8: auto-scroll timing after a motion ended at once

    /// Rule 8: a drag that comes to rest waits `resumeDelay`, also when its settle is ended at once by
    /// a reload.
    @Test func aReloadEndingADragsSettleWaitsTheResumeDelay() {
        let harness = Harness(
            configuration: PagingConfiguration(autoScroll: AutoScroll(interval: .seconds(1), resumeDelay: .seconds(4))),
            pageCount: 5)
        let simulator = harness.simulator
        harness.scheduler.advance(by: .milliseconds(500))
        simulator.beginDrag()
        simulator.drag(by: 100)
        simulator.release(velocity: 1000)
        simulator.advanceDeceleration(fraction: 0.5)
        harness.container.reloadData()  // ends the settle at once
        #expect(harness.container.scrollState == .idle)
        harness.delegate.clearEvents()
        harness.scheduler.advance(to: .milliseconds(4499))
        #expect(!simulator.isAnimating, "moved before resumeDelay: \(harness.delegate.filtered)")
        harness.scheduler.advance(to: .milliseconds(4500))
        #expect(simulator.isAnimating)
    }

    /// Rule 8: a configuration change that ends an auto-scroll move times the next one from that rest,
    /// not from the ended move's watchdog.
    @Test(arguments: [true, false])
    func aConfigurationChangeEndingAMoveRestartsTheInterval(changesLooping: Bool) {
        let harness = Harness(configuration: PagingConfiguration(autoScroll: AutoScroll()), pageCount: 5)
        harness.scheduler.advance(to: .seconds(2))
        #expect(harness.simulator.isAnimating)
        harness.scheduler.advance(to: .milliseconds(2500))
        if changesLooping {
            harness.container.configuration.isLooping = true
        } else {
            harness.container.configuration.direction = .rightToLeft
        }
        #expect(harness.container.scrollState == .idle)
        harness.scheduler.advance(to: .milliseconds(4499))
        #expect(!harness.simulator.isAnimating, "the ended move's watchdog moved at 4 s")
        harness.scheduler.advance(to: .milliseconds(4500))
        #expect(harness.simulator.isAnimating)
        harness.simulator.runAnimation()
        harness.expectInvariants()
    }
}
