import PagedKit
import PagedKitTesting
import Testing

/// Issue 24, "Animated data changes": `reloadData(animated: true)` leaves the container in rule 9's
/// state at once and shows what changed on screen as one motion, played here by the simulator
/// (`ScrollSimulator.animateReload`), frame by frame: no part of the viewport that shows a page
/// before and after is ever blank, surviving items keep their instances, leaving pages go when
/// the motion ends.
@MainActor @Suite struct AnimatedReloadTests {
    static let length = 320.0

    static func harness(
        _ count: Int = 10, start: Int, configuration: PagingConfiguration = PagingConfiguration()
    ) -> Harness {
        let h = Harness(configuration: configuration, identifiers: ReloadSupport.items(count).map(AnyHashable.init))
        if start != 0 { ReloadSupport.jump(h, to: start) }
        h.delegate.clearEvents()
        h.simulator.clearLogs()
        return h
    }

    /// The viewport points that showed a page before the motion and show one at its end, checked
    /// uncovered at every step of the motion (`steps` equal steps), and the invariants after it.
    static func expectCoveredThroughout(
        _ h: Harness, covered before: [Double], steps: Int = 12, _ context: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard h.simulator.isRunningReloadMotion else { return }
        var gaps: [String] = []
        for step in 0...steps {
            let uncovered = Set(h.simulator.uncoveredViewportPoints(step: 2))
            let lost = before.filter { uncovered.contains($0) }
            if !lost.isEmpty { gaps.append("step \(step): \(lost.count) points blank, first \(lost[0])") }
            if step < steps { h.simulator.advanceReloadMotion(fraction: 1 / Double(steps)) }
        }
        #expect(gaps.isEmpty, "\(context): \(gaps)", sourceLocation: sourceLocation)
        #expect(!h.simulator.isRunningReloadMotion, sourceLocation: sourceLocation)
        h.expectInvariants(context, sourceLocation: sourceLocation)
    }

    /// The viewport points (sampled as `uncoveredViewportPoints(step: 2)` samples them) a page covers now.
    static func coveredPoints(_ h: Harness) -> [Double] {
        let uncovered = Set(h.simulator.uncoveredViewportPoints(step: 2))
        var points: [Double] = []
        var point = h.simulator.contentOffset + 1
        while point < h.simulator.contentOffset + h.simulator.viewportLength {
            if !uncovered.contains(point) { points.append(point) }
            point += 2
        }
        return points
    }

    // MARK: The current item removed

    /// Removing the open channel: the state is rule 9's at once (the next item current at the same
    /// index, one `didScrollToPage` with cause `.reload`), and on screen the removed page slides out
    /// toward the leading side while the next one comes in from the trailing side, in one motion.
    @Test(arguments: [PagingDirection.leftToRight, .rightToLeft], [false, true])
    func removingTheCurrentChannelSlidesTheNextOneIn(direction: PagingDirection, looping: Bool) throws {
        let h = Self.harness(start: 3, configuration: PagingConfiguration(isLooping: looping, direction: direction))
        let log = h.delegate
        let removed = try #require(h.container.page(at: 3))
        let next = try #require(h.container.page(at: 4))
        let before = Self.coveredPoints(h)
        let offset = h.simulator.contentOffset

        h.dataSource.identifiers.remove(at: 3)
        h.container.reloadData(animated: true)

        #expect(h.container.currentPage == 3 && h.container.settledPage == 3 && h.container.scrollState == .idle)
        #expect(h.container.page(at: 3) === next, "the survivor keeps its instance")
        #expect(log.pageChanges.map(\.cause) == [.reload])
        #expect(log.pageChanges.first?.previousIdentifier == AnyHashable("item3"))
        #expect(log.pageChanges.first?.identifier == AnyHashable("item4"))
        let moves = try #require(h.simulator.reloadMotions.last)
        let forward = direction == .leftToRight ? Self.length : -Self.length
        let newOffset = h.simulator.contentOffset
        #expect(
            moves.contains(
                ReloadMove(page: ObjectIdentifier(removed), from: newOffset, to: newOffset - forward, isLeaving: true)),
            "the removed page leaves toward the leading side: \(moves)")
        #expect(
            moves.contains(
                ReloadMove(page: ObjectIdentifier(next), from: newOffset + forward, to: newOffset, isLeaving: false)),
            "the next page comes in from the trailing side: \(moves)")
        #expect(moves.count == 2, "nothing else moves: \(moves)")
        if !looping, direction == .leftToRight { #expect(newOffset == offset, "the current index is unchanged") }
        Self.expectCoveredThroughout(h, covered: before, "removing the current channel")
        #expect(!h.simulator.placedPages.contains { $0.page === removed }, "the removed page's view is gone")
    }

    /// Removing the last channel while on it: the item before it becomes current (rule 9's clamp),
    /// so it comes in from the leading side while the removed one leaves toward the trailing side.
    @Test func removingTheLastChannelBringsThePreviousOneFromTheLeadingSide() throws {
        let h = Self.harness(start: 9)
        let removed = try #require(h.container.page(at: 9))
        let previous = try #require(h.container.page(at: 8))
        let before = Self.coveredPoints(h)
        h.dataSource.identifiers.removeLast()
        h.container.reloadData(animated: true)

        #expect(h.container.currentPage == 8 && h.container.page(at: 8) === previous)
        let at = h.simulator.contentOffset
        #expect(at == 8 * Self.length)
        let moves = try #require(h.simulator.reloadMotions.last)
        #expect(
            Set(moves.map { "\($0.page == ObjectIdentifier(removed)) \($0.from) \($0.to) \($0.isLeaving)" })
                == ["true \(at) \(at + Self.length) true", "false \(at - Self.length) \(at) false"])
        Self.expectCoveredThroughout(h, covered: before, "removing the last channel")
    }

    // MARK: Insertion

    /// Inserting a channel at the current position (Pageboy #211 cross-dissolved it in): with the
    /// default policy the current channel stays on screen, unmoved, and nothing moves at all.
    @Test func insertingAtTheCurrentChannelKeepsItOnScreenWithoutACrossDissolve() throws {
        let h = Self.harness(start: 3)
        let current = try #require(h.container.page(at: 3))
        h.dataSource.identifiers.insert("new", at: 3)
        h.container.reloadData(animated: true)

        #expect(h.container.currentPage == 4 && h.container.page(at: 4) === current)
        #expect(h.simulator.contentOffset == 4 * Self.length)
        #expect(h.simulator.reloadMotions.isEmpty, "nothing on screen changes: no motion")
        #expect(h.simulator.visiblePlacements.map { ObjectIdentifier($0.page) } == [ObjectIdentifier(current)])
        #expect(h.delegate.filtered.filter { if case .didScrollTo = $0 { true } else { false } }.isEmpty)
        h.expectInvariants()
    }

    /// With `.showsInsertedItem` the inserted channel is shown: it comes in from the leading side and
    /// pushes the channel that was current one page on, which keeps its instance.
    @Test(arguments: [PagingDirection.leftToRight, .rightToLeft])
    func showingAnInsertedChannelPushesTheCurrentOneOn(direction: PagingDirection) throws {
        let h = Self.harness(start: 3, configuration: PagingConfiguration(direction: direction))
        let log = h.delegate
        let current = try #require(h.container.page(at: 3))
        let before = Self.coveredPoints(h)
        h.dataSource.identifiers.insert("new", at: 3)
        h.container.reloadData(animated: true, insertion: .showsInsertedItem)

        #expect(h.container.currentPage == 3 && h.container.settledPage == 3)
        let inserted = try #require(h.container.page(at: 3))
        #expect(inserted.identifier == AnyHashable("new"))
        #expect(h.container.page(at: 4) === current)
        #expect(log.pageChanges.map(\.identifier) == [AnyHashable("new")] && log.pageChanges.map(\.cause) == [.reload])
        let at = h.simulator.contentOffset
        let forward = direction == .leftToRight ? Self.length : -Self.length
        let moves = try #require(h.simulator.reloadMotions.last)
        #expect(
            moves.contains(
                ReloadMove(page: ObjectIdentifier(inserted), from: at - forward, to: at, isLeaving: false)))
        #expect(
            moves.contains(ReloadMove(page: ObjectIdentifier(current), from: at, to: at + forward, isLeaving: false)))
        Self.expectCoveredThroughout(h, covered: before, "showing the inserted channel")
    }

    /// Items inserted farther back (not right before the current one) do not count as inserted "here":
    /// `.showsInsertedItem` keeps the current item then.
    @Test func anInsertionFartherBackKeepsTheCurrentItemUnderEitherPolicy() throws {
        let h = Self.harness(start: 3)
        let current = try #require(h.container.page(at: 3))
        h.dataSource.identifiers.insert("new", at: 1)
        h.container.reloadData(animated: true, insertion: .showsInsertedItem)
        #expect(h.container.currentPage == 4 && h.container.page(at: 4) === current)
        #expect(h.simulator.reloadMotions.isEmpty)
        h.expectInvariants()
    }

    // MARK: Motion under way

    /// An animated jump 0 → 6 caught mid-way by an animated reload that inserts two items before the
    /// target: the jump keeps its target item, now at 8, announced anew (6 now names another item),
    /// and rests there; the only page change is the jump's.
    @Test func aJumpKeepsItsTargetItemThroughAnAnimatedReload() throws {
        let h = Self.harness(start: 0)
        let log = h.delegate
        ReloadSupport.jump(h, to: 6, animated: true)
        h.simulator.advanceAnimation(fraction: 0.5)
        let target = try #require(h.container.page(at: 6))
        h.dataSource.identifiers.insert(contentsOf: ["a", "b"], at: 0)
        h.container.reloadData(animated: true)

        #expect(h.container.scrollState == .settling, "the jump goes on")
        #expect(log.cancelledAnnouncements == [6])
        #expect(log.events.compactMap { if case .willScrollTo(let page) = $0 { page } else { nil } } == [6, 8])
        h.simulator.runAnimation()
        #expect(h.container.settledPage == 8 && h.container.page(at: 8) === target)
        #expect(log.pageChanges.map(\.cause) == [.jump] && log.pageChanges.map(\.identifier) == [AnyHashable("item6")])
        h.expectInvariants()
    }

    /// The same without animation: rule 9 ends the jump at once on the current item.
    @Test func withoutAnimationAReloadEndsTheJumpAsRule9Says() throws {
        let h = Self.harness(start: 0)
        ReloadSupport.jump(h, to: 6, animated: true)
        h.simulator.advanceAnimation(fraction: 0.25)
        h.dataSource.identifiers.insert(contentsOf: ["a", "b"], at: 0)
        h.container.reloadData()
        #expect(h.container.scrollState == .idle && h.container.settledPage == 2)
        h.expectInvariants()
    }

    /// An auto-scroll move caught by an animated reload that removes an item before it keeps its
    /// target item, and its page change is the auto-scroll's.
    @Test func anAutoScrollMoveKeepsItsTargetItem() throws {
        let h = Self.harness(
            start: 3, configuration: PagingConfiguration(autoScroll: AutoScroll(interval: .seconds(3))))
        let log = h.delegate
        h.scheduler.advance(by: .seconds(3))
        #expect(h.simulator.isAnimating)
        h.simulator.advanceAnimation(fraction: 0.3)
        let target = try #require(h.container.page(at: 4))
        h.dataSource.identifiers.remove(at: 0)
        h.container.reloadData(animated: true)
        h.simulator.runAnimation()
        #expect(h.container.settledPage == 3 && h.container.page(at: 3) === target)
        #expect(log.pageChanges.map(\.cause) == [.autoScroll])
        h.expectInvariants()
    }

    /// A drag keeps its gesture (rule 9): the animated reload shows no motion of its own.
    @Test func aDragKeepsItsGestureAndGetsNoMotion() throws {
        let h = Self.harness(start: 5)
        let item5 = try #require(h.container.page(at: 5))
        h.simulator.beginDrag()
        h.simulator.drag(by: 96)
        h.dataSource.identifiers.insert("new", at: 0)
        h.container.reloadData(animated: true)
        #expect(h.container.scrollState == .dragging && h.container.currentPage == 6)
        #expect(h.container.page(at: 6) === item5)
        #expect(h.simulator.reloadMotions.isEmpty)
        h.simulator.release(velocity: 0)
        h.simulator.decelerate()
        h.expectInvariants()
    }

    // MARK: Peeking cards

    /// A carousel of 80 % cards, centred: removing the card after the current one fades it where it
    /// is while the card after it appears in its place (the current card stays, so the content does
    /// not shift); the viewport's points that showed a card show one at every step.
    @Test(arguments: [PagingDirection.leftToRight, .rightToLeft])
    func aCarouselClosesTheGapOfARemovedNeighbour(direction: PagingDirection) throws {
        var configuration = PagingConfiguration(direction: direction)
        configuration.pageSize = .fraction(0.8)
        configuration.pageAlignment = .center
        configuration.pageSpacing = 8
        let h = Self.harness(start: 3, configuration: configuration)
        let current = try #require(h.container.page(at: 3))
        let removed = try #require(h.container.page(at: 4))
        let before = Self.coveredPoints(h)
        h.dataSource.identifiers.remove(at: 4)
        h.container.reloadData(animated: true)

        #expect(h.container.currentPage == 3 && h.container.page(at: 3) === current)
        let moves = try #require(h.simulator.reloadMotions.last)
        let leaving = try #require(moves.first { $0.page == ObjectIdentifier(removed) })
        #expect(leaving.isLeaving && leaving.from == leaving.to, "fades where it is: \(leaving)")
        #expect(!moves.contains { $0.page == ObjectIdentifier(current) }, "the current card does not move")
        let arriving = moves.filter { !$0.isLeaving }
        #expect(
            arriving.count == 1 && arriving.allSatisfy { $0.from == $0.to }, "the next card appears in place: \(moves)")
        Self.expectCoveredThroughout(h, covered: before, "carousel")
    }

    // MARK: Hosts and bad input

    /// A host written before animated reloads: it forwards every call it implements to the
    /// simulator and has no `animateReload`, so the protocol's default runs.
    @MainActor final class HostWithoutMotion: PageHost {
        let simulator: ScrollSimulator<TestPage>
        init(_ simulator: ScrollSimulator<TestPage>) { self.simulator = simulator }
        func setContentLength(_ length: Double) { simulator.setContentLength(length) }
        func setContentOffset(_ offset: Double, animated: Bool) {
            simulator.setContentOffset(offset, animated: animated)
        }
        func place(_ page: TestPage, at offset: Double) { simulator.place(page, at: offset) }
        func remove(_ page: TestPage) { simulator.remove(page) }
    }

    /// A host without `animateReload` gets the protocol's default: the removed page's view is removed
    /// at once (through the host's `remove`), no motion runs, the state is the reload's.
    @Test func aHostThatDoesNotAnimateGetsTheChangeAtOnce() throws {
        let h = Self.harness(start: 3)
        let host = HostWithoutMotion(h.simulator)
        h.container.host = host
        let removed = try #require(h.container.page(at: 3))
        let next = try #require(h.container.page(at: 4))
        h.dataSource.identifiers.remove(at: 3)
        h.container.reloadData(animated: true)
        #expect(h.simulator.reloadMotions.isEmpty, "the simulator's own animateReload is not called")
        #expect(h.simulator.calls.contains(.remove(ObjectIdentifier(removed))), "removed through the host's remove")
        #expect(!h.simulator.placedPages.contains { $0.page === removed })
        #expect(h.container.currentPage == 3 && h.container.page(at: 3) === next)
        h.container.host = h.simulator
    }

    /// The simulator playing a host that does not animate (`animatesReloads = false`): the motion
    /// ends as soon as it is handed over, leaving pages gone.
    @Test func theSimulatorCanPlayAHostThatDoesNotAnimate() throws {
        let h = Self.harness(start: 3)
        h.simulator.animatesReloads = false
        let removed = try #require(h.container.page(at: 3))
        h.dataSource.identifiers.remove(at: 3)
        h.container.reloadData(animated: true)
        #expect(h.simulator.reloadMotions.count == 1 && !h.simulator.isRunningReloadMotion)
        #expect(!h.simulator.placedPages.contains { $0.page === removed })
        h.expectInvariants()
    }

    /// The count shrinking to 0, duplicate identifiers, and a second animated reload before the first
    /// motion ends: rule 9's answers, a diagnostic for the duplicates, nothing left placed that is
    /// not loaded once the motions end.
    @Test func badInputGetsRule9sAnswer() throws {
        let h = Self.harness(start: 3)
        var diagnostics: [PagingDiagnostic] = []
        h.container.diagnosticsHandler = { diagnostics.append($0) }
        h.dataSource.identifiers.remove(at: 3)
        h.container.reloadData(animated: true)
        h.dataSource.identifiers = ["item0", "item1", "item1", "item2"].map(AnyHashable.init)
        h.container.reloadData(animated: true)
        #expect(diagnostics.contains { if case .duplicateIdentifiers = $0 { true } else { false } })
        h.simulator.finishReloadMotion()
        h.expectInvariants("duplicates")
        h.dataSource.identifiers = []
        h.container.reloadData(animated: true)
        #expect(h.container.pageCount == 0 && h.container.loadedPageIndices.isEmpty)
        h.simulator.finishReloadMotion()
        #expect(h.simulator.placedPages.isEmpty)
    }
}
