import PagedKit
import PagedKitTesting
import Testing

/// Defects an outside review found in the window, mid-gesture configuration changes and host input
/// far outside the content (issue 13, items 9–13), named after what they broke.
@Suite @MainActor struct ReviewWindowRegressionTests {
    // MARK: Item 9: the cache across far jumps

    /// Rule 4: the cache keeps the most recently left pages also across a far jump, where they have no
    /// slot near the target: looping over 1000 pages, the pages left by a jump to 500 stay cached
    /// (off-screen), and jumping back makes none of them again.
    @Test(arguments: [false, true])
    func theCacheKeepsPagesLeftByAFarJumpInALoop(animated: Bool) throws {
        let harness = Harness(
            configuration: PagingConfiguration(preloadRadius: 1, cacheLimit: 4, isLooping: true), pageCount: 1000)
        for _ in 0..<3 { harness.flingForward() }
        #expect(harness.container.settledPage == 3)
        try harness.container.scrollToPage(500, animated: animated)
        harness.simulator.runAnimation()
        #expect(harness.container.settledPage == 500)
        #expect(harness.container.loadedPageIndices == [499, 500, 501, 2, 3, 4, 1])
        harness.expectInvariants("at 500")
        let made = harness.dataSource.madeCount
        try harness.container.scrollToPage(3, animated: animated)
        harness.simulator.runAnimation()
        #expect(harness.dataSource.madeCount == made, "jumping back made \(harness.dataSource.madeIndices.suffix(4))")
        harness.expectInvariants()
    }

    /// Rule 4: least recently used goes first, also when the pages left last have no slot in an
    /// animated jump's spliced layout: page 6, left by the jump, stays; page 2, left four swipes
    /// earlier, goes.
    @Test func theCacheDropsTheLeastRecentlyUsedAcrossAnAnimatedJump() throws {
        let harness = Harness(configuration: PagingConfiguration(preloadRadius: 1, cacheLimit: 4), pageCount: 100)
        for _ in 0..<5 { harness.flingForward() }
        try harness.container.scrollToPage(50, animated: true)
        harness.expectInvariants("during the jump")
        harness.simulator.runAnimation()
        let loaded = harness.container.loadedPageIndices
        #expect(loaded.contains(6), "page 6, just left, was dropped: \(loaded.sorted())")
        #expect(!loaded.contains(2), "page 2, left long ago, was kept: \(loaded.sorted())")
        #expect(loaded == [49, 50, 51, 3, 4, 5, 6])
        harness.expectInvariants()
    }

    // MARK: Item 10: configuration changes mid-drag

    enum Setting: String, CaseIterable { case looping, direction, radius }

    /// Rules 3 and 9: a configuration change with a finger down (a banner that turns looping on when
    /// its data arrives) keeps the gesture: the settled page, the position under the finger, and a
    /// drag back to the start that reports nothing.
    @Test(arguments: Setting.allCases)
    func aConfigurationChangeMidDragKeepsTheGesture(setting: Setting) throws {
        let harness = Harness(pageCount: 5)
        let simulator = harness.simulator
        let length = harness.viewportLength
        try harness.container.scrollToPage(1, animated: false)
        var changed = false
        harness.delegate.onCurrentPage = { container, index in
            guard index == 2, !changed else { return }
            changed = true
            switch setting {
            case .looping: container.configuration.isLooping = true
            case .direction: container.configuration.direction = .rightToLeft
            case .radius: container.configuration.preloadRadius = 2
            }
        }
        simulator.beginDrag()
        simulator.drag(by: 0.6 * length)
        #expect(changed)
        #expect(harness.container.settledPage == 1)
        #expect(harness.container.scrollState == .dragging)
        #expect(abs(harness.container.position - 1.6) < 1e-9, "position \(harness.container.position)")
        harness.expectInvariants("after the change")
        harness.delegate.clearEvents()
        // Back to page 1 in reading order: right-to-left, reading forward is toward smaller offsets.
        simulator.drag(by: (setting == .direction ? 0.6 : -0.6) * length)
        #expect(abs(harness.container.position - 1) < 1e-9)
        simulator.release(velocity: 0)
        simulator.decelerate()
        #expect(harness.container.settledPage == 1)
        #expect(!harness.delegate.filtered.contains { if case .didScrollTo = $0 { true } else { false } })
        #expect(!harness.delegate.filtered.contains { if case .willScrollTo = $0 { true } else { false } })
        harness.expectInvariants()
    }

    // MARK: Item 11: huge offsets in a looping drag

    /// Rule 11: whatever finite offset the host reports, `position` stays inside `0..<pageCount`.
    @Test(arguments: [1e19, -1e300, 1e6, -1e6, Double.greatestFiniteMagnitude])
    func aHugeOffsetInALoopingDragKeepsThePositionInRange(offset: Double) {
        let harness = Harness(configuration: PagingConfiguration(isLooping: true), pageCount: 7)
        harness.container.willBeginDragging()
        harness.container.didScroll(toOffset: offset)
        let position = harness.container.position
        #expect(position >= 0 && position < 7, "position \(position)")
        #expect(harness.container.currentPage >= 0 && harness.container.currentPage < 7)
        _ = harness.container.willEndDragging(velocity: 0)
        harness.container.didEndDragging(willDecelerate: false)
        #expect(harness.container.scrollState == .idle)
        #expect(harness.container.currentPage == harness.container.settledPage)
        #expect(harness.container.loadedPageIndices.contains(harness.container.settledPage))
    }

    // MARK: Item 12: an unrequested move at rest

    /// Rules 4 and 7: at rest the container owns the offset. A move the host makes on its own, not a
    /// drag (a programmatic `contentOffset`, keyboard scrolling, a clamp), is undone: the content goes
    /// back to the settled page, which stays loaded, current and appeared, with no page change.
    @Test(arguments: [false, true], [1e6, -1e6, 0.4, 37.5])
    func anUnrequestedMoveAtRestGoesBackToTheSettledPage(looping: Bool, pages: Double) throws {
        let harness = Harness(configuration: PagingConfiguration(isLooping: looping), pageCount: 10)
        try harness.container.scrollToPage(3, animated: false)
        let home = harness.simulator.contentOffset
        harness.delegate.clearEvents()
        harness.simulator.setContentOffset(home + pages * harness.viewportLength, animated: false)
        #expect(harness.simulator.contentOffset == home)
        #expect(harness.container.settledPage == 3)
        #expect(harness.container.currentPage == 3)
        #expect(harness.container.loadedPageIndices.contains(3))
        #expect(!harness.delegate.filtered.contains { if case .didScrollTo = $0 { true } else { false } })
        harness.expectInvariants()
    }

    // MARK: Item 13: pixel-rounded hosts

    /// Rule 2: a host that keeps offsets on a 1/3-point pixel grid reports resting offsets a fraction
    /// of a point off when the page length is fractional; the container still rests exactly on the
    /// page, with an exact position, and never takes the rounding for motion.
    @Test(arguments: [324.4, 393.0 * 0.8 + 10, 100.0 / 3])
    func aPixelRoundedHostRestsExactlyOnPages(length: Double) throws {
        let harness = Harness(pageCount: 12, viewportLength: length)
        let simulator = harness.simulator
        simulator.pixelScale = 3
        try harness.container.scrollToPage(7, animated: false)
        #expect(harness.container.position == 7)
        #expect(harness.container.scrollState == .idle)
        harness.flingForward()
        #expect(harness.container.settledPage == 8)
        #expect(harness.container.position == 8)
        try harness.container.scrollToPage(2, animated: true)
        simulator.runAnimation()
        #expect(harness.container.settledPage == 2)
        #expect(harness.container.position == 2)
        #expect(harness.container.currentPage == 2)
        #expect(abs(simulator.contentOffset - 2 * length) <= 0.5)
        #expect(harness.delegate.appearanceCheck().failures.isEmpty)
        #expect(simulator.violations.isEmpty)
    }
}
