import PagedKit
import PagedKitTesting
import Testing

/// Issue 24: regression tests named after the bugs users of other paging libraries saw, each as
/// the behaviour those users asked for. Pageboy #211 (inserting at the current index
/// cross-dissolved the page in) is
/// `AnimatedReloadTests.insertingAtTheCurrentChannelKeepsItOnScreenWithoutACrossDissolve()`.
@MainActor @Suite struct PeerRegressionTests {
    static let length = 320.0

    /// A harness over `count` items `"item0"`, … resting on `start`, with its logs cleared.
    static func harness(
        _ count: Int = 10, start: Int, configuration: PagingConfiguration = PagingConfiguration()
    ) -> Harness {
        ReloadSupport.harness(ReloadSupport.items(count), start: start, configuration: configuration)
    }

    /// The pages the data source made for `identifier` since the harness was built.
    static func made(_ identifier: String, in h: Harness) -> [TestPage] {
        h.dataSource.madePages.filter { $0.identifier == AnyHashable(identifier) }
    }

    /// Whether `page` was ever unloaded.
    static func wasUnloaded(_ page: TestPage, in h: Harness) -> Bool {
        ReloadSupport.history(of: page, in: h).contains(.unload)
    }

    /// Runs the reload motion under way, if any, to its end in `steps` equal steps, calling
    /// `check` before each step and at the end.
    static func runReloadMotion(_ h: Harness, steps: Int = 12, check: () -> Void) {
        check()
        guard h.simulator.isRunningReloadMotion else { return }
        for _ in 0..<steps {
            h.simulator.advanceReloadMotion(fraction: 1 / Double(steps))
            check()
        }
        #expect(!h.simulator.isRunningReloadMotion)
    }

    // MARK: Pageboy #152

    /// Pageboy #152: deleting the page on screen scrolled the user to the first page and then the
    /// last. Here the item after it takes its place (rule 9): the delegate never hears the first
    /// or the last index as current or reached, the content never moves over them during the
    /// animated reload's motion, and no page is made for them.
    @Test(arguments: [false, true])
    func deletingTheCurrentChannelNeverPassesThroughTheFirstOrLastPage(animated: Bool) throws {
        let h = Self.harness(start: 5)
        let previous = try #require(h.container.page(at: 4))
        let madeBefore = h.dataSource.madeIndices.count
        h.dataSource.identifiers.remove(at: 5)
        h.container.reloadData(animated: animated)
        let last = h.container.pageCount - 1
        let ends: Set<Int> = [0, last, last + 1]
        let madeInReload = h.dataSource.madeIndices.count

        var offsets: [Double] = []
        var shownEnds: [String] = []
        Self.runReloadMotion(h) {
            offsets.append(h.simulator.contentOffset)
            for (id, span) in h.simulator.shownSpans {
                let page = h.simulator.placedPages.first { ObjectIdentifier($0.page) == id }?.page
                if let page, ["item0", "item9"].map(AnyHashable.init).contains(page.identifier) {
                    shownEnds.append("\(page) over \(span)")
                }
            }
        }

        #expect(h.container.settledPage == 5 && h.container.page(at: 5)?.identifier == AnyHashable("item6"))
        #expect(h.container.page(at: 4) === previous)
        let heard = h.delegate.filtered.compactMap { event -> Int? in
            switch event {
            case .currentPage(let page), .willScrollTo(let page), .didScrollTo(let page): page
            default: nil
            }
        }
        #expect(heard.allSatisfy { !ends.contains($0) }, "heard \(heard)")
        #expect(h.delegate.pageChanges.map(\.page) == [5])
        #expect(h.delegate.positions.allSatisfy { $0 > 0 && $0 < Double(last) }, "\(h.delegate.positions)")
        #expect(
            offsets.allSatisfy { $0 >= Self.length && $0 <= Double(last - 1) * Self.length },
            "the content passed over an end: \(offsets)")
        #expect(shownEnds.isEmpty, "an end page was shown: \(shownEnds)")
        #expect(h.dataSource.madeIndices.count == madeInReload, "no page made during the motion")
        let made = h.dataSource.madeIndices.dropFirst(madeBefore)
        #expect(made.allSatisfy { !ends.contains($0) }, "made \(made)")
        ReloadSupport.expectAtRest(h, on: 5)
    }

    // MARK: Parchment #275

    /// Parchment #275 (PR #434): a reload recreated the selected page and its neighbours, losing
    /// their state. An unrelated insertion and removal keep the current page and both neighbours
    /// the same instances, never unloaded, with nothing made for their items.
    @Test(arguments: [false, true])
    func aReloadKeepsTheSelectedPageAndItsNeighboursInstances(animated: Bool) throws {
        let h = Self.harness(start: 5)
        let pages = try [4, 5, 6].map { try #require(h.container.page(at: $0)) }
        pages[1].scrollLine = 17
        h.dataSource.identifiers.insert("new", at: 1)
        h.dataSource.identifiers.remove(at: 9)  // "item8"
        h.container.reloadData(animated: animated)
        h.simulator.finishReloadMotion()

        #expect(h.container.settledPage == 6)
        #expect([5, 6, 7].map { h.container.page(at: $0) } == pages.map { Optional($0) })
        for page in pages {
            #expect(!Self.wasUnloaded(page, in: h), "\(page) was unloaded")
            #expect(Self.made("\(page.identifier)", in: h).count == 1, "\(page) was made again")
        }
        #expect(pages[1].scrollLine == 17 && pages[1].restoredStates.isEmpty)
        #expect(h.delegate.pageChanges.isEmpty, "the user stays on the same item")
        ReloadSupport.expectAtRest(h, on: 6)
    }

    // MARK: WMPageController #496

    /// WMPageController #496: a reload cleared the page cache, so every cached page loaded again.
    /// With a cache, the cached pages whose items survive a reload keep their instances and are
    /// neither unloaded nor made again.
    @Test(arguments: [false, true])
    func aReloadKeepsCachedPagesThatSurvive(animated: Bool) throws {
        let h = Self.harness(start: 0, configuration: PagingConfiguration(preloadRadius: 1, cacheLimit: 3))
        for _ in 0..<4 { h.flingForward() }
        #expect(h.container.settledPage == 4)
        let loaded = ReloadSupport.loadedByIdentifier(h)
        let cached = loaded.filter {
            !ReloadSupport.window(of: 4, count: 10).contains(h.container.index(of: $0.value) ?? -1)
        }
        try #require(!cached.isEmpty, "pages 0...2 are cached: \(ReloadSupport.loadedIdentifiers(h))")
        let madeCount = h.dataSource.madeCount

        h.dataSource.identifiers.remove(at: 8)
        h.dataSource.identifiers.insert("new", at: 9)
        h.container.reloadData(animated: animated)
        h.simulator.finishReloadMotion()

        let after = ReloadSupport.loadedByIdentifier(h)
        for (identifier, page) in loaded {
            #expect(after[identifier] === page, "\(page) lost its instance")
            #expect(!Self.wasUnloaded(page, in: h), "\(page) was unloaded")
        }
        #expect(
            h.dataSource.madeCount == madeCount,
            "made \(h.dataSource.madePages.suffix(h.dataSource.madeCount - madeCount))")
        ReloadSupport.expectConsistent(h)
        h.expectInvariants()
    }

    // MARK: JXPagingView #340

    /// JXPagingView #340: editing the channels lost each list's scroll position unless the app
    /// cached the lists itself. With a pinned header (rule 16), an animated reorder with a removal
    /// keeps every surviving list's offset — loaded ones on their instances, unloaded ones by
    /// identifier, found again when the page is made.
    @Test func editingChannelsKeepsEachListsOffsetWithoutAppCaching() throws {
        let h = Self.harness(6, start: 0, configuration: PagingConfiguration(preloadRadius: 1))
        h.simulator.listViewportHeight = 600
        h.simulator.listContentHeight = { _ in 5000 }
        h.container.header = PagedHeaderLayout(expandedHeight: 240, pinnedHeight: 44)
        let offsets: [String: Double] = ["item0": 1200, "item1": 800, "item2": 1500]
        for index in 0..<3 {
            if index > 0 { h.flingForward() }
            #expect(h.container.settledPage == index)
            h.simulator.scrollList(ofPageAt: index, to: offsets["item\(index)"] ?? 0)
        }
        h.flingForward()
        #expect(h.container.settledPage == 3 && !h.container.loadedPageIndices.contains(0))
        let item2 = try #require(h.container.page(at: 2))

        h.dataSource.identifiers = ["item2", "item3", "item4", "item5", "item0"].map(AnyHashable.init)
        h.container.reloadData(animated: true)
        h.simulator.finishReloadMotion()

        #expect(h.container.settledPage == 1 && h.container.page(at: 0) === item2)
        #expect(h.container.listOffset(ofPage: 0) == 1500)
        #expect(h.simulator.listOffset(of: item2) == 1500)
        #expect(h.container.listOffset(ofPage: 4) == 1200, "the unloaded list is remembered by its item")
        ReloadSupport.jump(h, to: 4)
        let item0 = try #require(h.container.page(at: 4))
        #expect(item0.identifier == AnyHashable("item0"))
        #expect(h.simulator.listOffset(of: item0) == 1200, "made again where the user left it")
        ReloadSupport.jump(h, to: 0)
        let item2Again = try #require(h.container.page(at: 0))
        #expect(item2Again.identifier == AnyHashable("item2"))
        #expect(h.simulator.listOffset(of: item2Again) == 1500)
        h.expectInvariants()
    }

    // MARK: JXCategoryView #382

    /// JXCategoryView #382: a reload flashed the pages on screen. An animated reload that changes
    /// nothing on screen hands the host no motion, moves no page's view and no content, makes,
    /// removes and tells no page anything, and the survivors keep their instances.
    @Test(arguments: ["unchanged", "removedFarAway", "insertedFarAway"])
    func aReloadThatChangesNothingOnScreenDoesNotFlash(edit: String) throws {
        let h = Self.harness(start: 3)
        let loaded = ReloadSupport.loadedByIdentifier(h)
        let slots = Dictionary(uniqueKeysWithValues: loaded.values.map { ($0.identifier, h.simulator.offset(of: $0)) })
        let offset = h.simulator.contentOffset
        switch edit {
        case "removedFarAway": h.dataSource.identifiers.remove(at: 8)
        case "insertedFarAway": h.dataSource.identifiers.insert("new", at: 8)
        default: break
        }
        h.delegate.clearEvents()
        h.simulator.clearLogs()
        h.container.reloadData(animated: true)

        #expect(h.simulator.reloadMotions.isEmpty, "\(h.simulator.reloadMotions)")
        #expect(!h.simulator.isRunningReloadMotion)
        #expect(h.simulator.contentOffset == offset)
        // Rule 9 re-places the survivors (`place` moves a placed page, a no-op at its own slot):
        // every `place` is the page's own slot, so no view moves, and no page is placed anew.
        let survivors = Set(loaded.values.map(ObjectIdentifier.init))
        let slotOf = Dictionary(
            uniqueKeysWithValues: loaded.values.map { (ObjectIdentifier($0), slots[$0.identifier] ?? nil) })
        let moved = h.simulator.calls.filter { call in
            guard case .place(let page, let at) = call else { return false }
            return !survivors.contains(page) || slotOf[page] != at
        }
        #expect(moved.isEmpty, "placed elsewhere or anew: \(moved)")
        #expect(!h.simulator.calls.contains { if case .remove = $0 { true } else { false } })
        #expect(!h.simulator.calls.contains { if case .setContentOffset = $0 { true } else { false } })
        #expect(h.delegate.filtered.isEmpty, "\(h.delegate.filtered)")
        #expect(h.delegate.pageChanges.isEmpty)
        let after = ReloadSupport.loadedByIdentifier(h)
        for (identifier, page) in loaded { #expect(after[identifier] === page) }
        ReloadSupport.expectAtRest(h, on: 3)
    }

    // MARK: ICViewPager #106, XLPagerTabStrip #762, SwiftUIPager #182

    /// What moved the user to another page.
    enum Move: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case drag, jump, animatedJump, step, nextPage, previousPage, autoScroll, reload, restore
        var testDescription: String { rawValue }
    }

    /// ICViewPager #106, XLPagerTabStrip #762, SwiftUIPager #182: apps asked why the user landed on
    /// a page (a swipe, a tab tap, auto-scroll…). Every page change is reported once in
    /// `didChangePage`, right after `didScrollToPage`, with its cause and the items before and after.
    @Test(arguments: Move.allCases)
    func everyPageChangeIsReportedOnceWithWhyTheUserLandedThere(move: Move) throws {
        var configuration = PagingConfiguration()
        if move == .autoScroll { configuration.autoScroll = AutoScroll(interval: .seconds(3)) }
        let h = Self.harness(start: 2, configuration: configuration)
        let expected: (page: Int, cause: PageChangeCause, identifier: String)
        switch move {
        case .drag:
            h.flingForward()
            expected = (3, .drag, "item3")
        case .jump:
            ReloadSupport.jump(h, to: 7)
            expected = (7, .jump, "item7")
        case .animatedJump:
            ReloadSupport.jump(h, to: 7, animated: true)
            h.simulator.runAnimation()
            expected = (7, .jump, "item7")
        case .step:
            #expect(h.container.scrollBy(pages: 2, animated: true))
            h.simulator.runAnimation()
            expected = (4, .step, "item4")
        case .nextPage:
            #expect(h.container.scrollToNextPage())
            h.simulator.runAnimation()
            expected = (3, .step, "item3")
        case .previousPage:
            #expect(h.container.scrollToPreviousPage(animated: false))
            expected = (1, .step, "item1")
        case .autoScroll:
            h.scheduler.advance(by: .seconds(3))
            h.simulator.runAnimation()
            expected = (3, .autoScroll, "item3")
        case .reload:
            h.dataSource.identifiers.remove(at: 2)
            h.container.reloadData()
            expected = (2, .reload, "item3")
        case .restore:
            h.container.restore(
                PagingSnapshot(item: .string("item6"), pageIndex: 6, pageCount: 10, isLooping: false, isVertical: false)
            )
            expected = (6, .restore, "item6")
        }

        #expect(
            h.delegate.pageChanges
                == [
                    PageChange(
                        page: expected.page, cause: expected.cause, previousIdentifier: AnyHashable("item2"),
                        identifier: AnyHashable(expected.identifier))
                ])
        let reached = h.delegate.filtered.filter { if case .didScrollTo = $0 { true } else { false } }
        #expect(reached == [.didScrollTo(expected.page)])
        #expect(h.delegate.cancelledAnnouncements.isEmpty)
        #expect(h.container.settledPage == expected.page && h.container.scrollState == .idle)
        h.expectInvariants()
    }

    // MARK: Pageboy PR #230

    /// Pageboy PR #230: a transition that was announced and then not completed (a finger caught it
    /// and settled back) must be reported. The announced page is cancelled, never reached, and
    /// the user's page does not change.
    @Test func aJumpCaughtByTheFingerIsReportedAsCancelled() throws {
        let h = Self.harness(start: 0)
        ReloadSupport.jump(h, to: 9, animated: true)
        h.simulator.advanceAnimation(fraction: 0.2)
        #expect(h.delegate.filtered.contains(.willScrollTo(9)))
        #expect(h.delegate.cancelledAnnouncements.isEmpty)

        h.simulator.beginDrag()
        h.simulator.drag(by: -40, ticks: 2)
        h.simulator.release(velocity: 0)
        h.simulator.decelerate()

        #expect(h.container.settledPage == 0 && h.container.scrollState == .idle)
        #expect(h.delegate.cancelledAnnouncements == [9])
        #expect(!h.delegate.filtered.contains(.didScrollTo(9)))
        #expect(h.delegate.pageChanges.isEmpty)
        h.expectInvariants()
    }

    // MARK: RevenueCat purchases-ios PR #7704

    /// RevenueCat purchases-ios PR #7704: a VoiceOver page change reported nothing to the app.
    /// VoiceOver's scroll reaches the container as a step (the adapters call `scrollBy` and
    /// next/previous), and each step is reported as a page change with cause `.step`.
    @Test(arguments: [false, true])
    func aVoiceOverPageTurnIsReportedAsAStep(animated: Bool) throws {
        let h = Self.harness(start: 4)
        #expect(h.container.scrollToNextPage(animated: animated))
        if animated { h.simulator.runAnimation() }
        #expect(h.container.scrollToPreviousPage(animated: animated))
        if animated { h.simulator.runAnimation() }
        #expect(h.container.scrollBy(pages: -1, animated: animated))
        if animated { h.simulator.runAnimation() }

        #expect(
            h.delegate.pageChanges == [
                PageChange(
                    page: 5, cause: .step, previousIdentifier: AnyHashable("item4"), identifier: AnyHashable("item5")),
                PageChange(
                    page: 4, cause: .step, previousIdentifier: AnyHashable("item5"), identifier: AnyHashable("item4")),
                PageChange(
                    page: 3, cause: .step, previousIdentifier: AnyHashable("item4"), identifier: AnyHashable("item3")),
            ])
        let reached = h.delegate.filtered.compactMap { if case .didScrollTo(let page) = $0 { page } else { nil } }
        #expect(reached == [5, 4, 3])
        #expect(h.container.settledPage == 3)
        h.expectInvariants()
    }
}
