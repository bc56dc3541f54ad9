import PagedKit
import Testing

/// The fuzzer's own tools, checked without a container: the reference model restates the
/// contract's rules correctly (so that a disagreement points at the container), and the shrinker
/// finds the events that matter.
@Suite @MainActor struct ReferenceModelTests {
    /// A model fed by hand: `length`-point viewport, `pageCount` items, at rest on `page`.
    @MainActor final class Fixture {
        var now: Duration = .zero
        var offset = 0.0
        let length = 320.0
        let model: ReferenceModel

        init(_ configuration: PagingConfiguration = PagingConfiguration(), pageCount: Int = 5, page: Int = 0) {
            var clock: () -> Duration = { .zero }
            model = ReferenceModel(
                configuration: configuration, items: ItemList(count: pageCount),
                now: { clock() }, containerCurrent: { -1 }, containerSettled: { -1 })
            clock = { [unowned self] in self.now }
            model.reloaded(
                to: ItemList(count: pageCount), start: ReferenceModel.ReloadStart(currentPage: 0, loaded: [:]))
            model.viewportChanged(to: length)
            model.jumped(to: page, animated: false)
            model.expectedDidScrollTo = []
            offset = model.restingOffset
        }

        /// A drag by `pages` (along the offset), released at `velocity`, decelerated to its end.
        func swipe(pages: Double, velocity: Double) {
            model.beganDragging()
            offset += pages * length
            model.scrolled(toOffset: offset)
            model.released(velocity: velocity)
            let target = model.expectedReleaseOffset(from: offset, length: length)
            model.endedDragging(willDecelerate: target != offset, decelerationTarget: target)
            if target != offset {
                offset = target
                model.scrolled(toOffset: offset)
                model.endedDecelerating()
            }
            offset = model.restingOffset  // the container's re-layout at rest, not animated
        }
    }

    // MARK: Rule 3: the release

    /// Rule 3 as the model has it: `|v| ≥ 300` goes to the next boundary in the velocity's
    /// direction, slower to the nearest page; clamped at the ends, wrapped when looping, mirrored
    /// right-to-left.
    @Test(arguments: [
        // (start page, pages dragged along the offset, velocity, direction, looping, expected page)
        (2, 0.3, 0.0, PagingDirection.leftToRight, false, 2),
        (2, 0.6, 0.0, .leftToRight, false, 3),
        (2, 0.2, 400.0, .leftToRight, false, 3),
        (2, 0.2, -400.0, .leftToRight, false, 2),
        (2, -0.2, -400.0, .leftToRight, false, 1),
        (2, 0.0, 1000.0, .leftToRight, false, 3),
        (2, 1.4, 400.0, .leftToRight, false, 4),
        (2, 0.2, 299.99, .leftToRight, false, 2),
        (4, 0.3, 1000.0, .leftToRight, false, 4),
        (0, -0.3, -1000.0, .leftToRight, false, 0),
        (2, 0.2, 400.0, .rightToLeft, false, 1),
        (2, -0.6, 0.0, .rightToLeft, false, 3),
        (0, -0.2, -400.0, .leftToRight, true, 4),
        (4, 0.2, 400.0, .leftToRight, true, 0),
    ])
    func theReleaseRule(
        start: Int, pages: Double, velocity: Double, direction: PagingDirection, looping: Bool, expected: Int
    ) {
        let fixture = Fixture(PagingConfiguration(isLooping: looping, direction: direction), page: start)
        fixture.swipe(pages: pages, velocity: velocity)
        #expect(fixture.model.motion == .rest)
        #expect(fixture.model.settled == expected)
        #expect(fixture.model.expectedDidScrollTo == (expected == start ? [] : [expected]))
    }

    // MARK: Rules 4 and 5: window, cache, animated jumps

    /// Rule 4 as the model judges a loaded set: the window `current ± radius` and the `cacheLimit`
    /// most recently left pages; when more pages left at once than fit, any that many of them.
    @Test func theWindowAndTheCache() {
        let fixture = Fixture(PagingConfiguration(preloadRadius: 1, cacheLimit: 2), pageCount: 10, page: 5)
        let model = fixture.model
        #expect(check(model, loaded: [4, 5, 6, 0, 1]).isEmpty, "0 and 1 left when the fixture jumped to 5")
        model.jumped(to: 8, animated: false)  // 4, 5 and 6 leave together; two of them stay, 0 and 1 go
        #expect(check(model, loaded: [7, 8, 9, 4, 6]).isEmpty)
        model.jumped(to: 1, animated: false)  // 7, 8, 9 leave, most recently: two of them
        #expect(check(model, loaded: [0, 1, 2, 8, 9]).isEmpty)
        #expect(!check(model, loaded: [0, 1, 2, 8, 9, 4]).isEmpty, "a page beyond the cache limit")
        #expect(!check(model, loaded: [0, 1, 2, 8]).isEmpty, "a cached page missing")
        #expect(!check(model, loaded: [0, 1, 8, 9]).isEmpty, "a window page missing")
        model.memoryPressure(.warning)
        #expect(check(model, loaded: [0, 1, 2]).isEmpty, "a warning drops the cache")
    }

    /// Rule 5 as the model has it: the target goes in the slot next to the start page; the window
    /// follows those slots (no page in between); the position moves in proportion to the animation.
    @Test func anAnimatedJumpAcrossTheContent() {
        let fixture = Fixture(PagingConfiguration(preloadRadius: 1), pageCount: 20, page: 0)
        let model = fixture.model
        model.jumped(to: 9, animated: true)
        #expect(model.windowPages() == [0, 9], "the start page and the target in the slot next to it")
        fixture.offset = 0.25 * fixture.length
        model.scrolled(toOffset: fixture.offset)
        #expect(model.expectedPositions().values == [2.25])
        fixture.offset = 0.625 * fixture.length
        model.scrolled(toOffset: fixture.offset)
        #expect(model.windowPages() == [0, 9, 10], "past half-way: the target's neighbour, never page 1…8")
        fixture.offset = fixture.length
        model.scrolled(toOffset: fixture.offset)
        #expect(model.motion == .rest)
        #expect(model.settled == 9)
        #expect(model.windowPages() == [8, 9, 10])
    }

    // MARK: Rule 8: auto-scroll

    @Test func theAutoScrollSchedule() {
        let autoScroll = AutoScroll(interval: .seconds(2), resumeDelay: .seconds(5))
        let fixture = Fixture(PagingConfiguration(autoScroll: autoScroll), pageCount: 3)
        let model = fixture.model
        #expect(model.due == .seconds(2), "interval after the container became ready")
        fixture.now = .seconds(1)
        fixture.swipe(pages: 0.3, velocity: 500)
        #expect(model.due == .seconds(6), "resumeDelay after a drag rests")
        model.visibilityChanged(to: false)
        #expect(model.due == nil, "hidden")
        model.visibilityChanged(to: true)
        #expect(model.due == .seconds(3), "showing restarts the interval")
        model.autoScrollPaused()
        #expect(model.due == nil, "paused")
    }

    // MARK: Rule 5: late end reports; rule 8: the watchdog

    /// A `didEndScrollingAnimation` before the running animation moved belongs to an earlier one (the
    /// one that just arrived, or one a retarget replaced) and changes nothing; after it moved, it
    /// ends the animation short of its target, on the nearest page.
    @Test func anEndReportCountsOnlyAtTheRunningMovesTarget() {
        let fixture = Fixture(pageCount: 10, page: 0)
        let model = fixture.model
        model.jumped(to: 1, animated: true)
        fixture.offset += fixture.length
        model.scrolled(toOffset: fixture.offset)  // the arrival tick rests on page 1
        #expect(model.motion == .rest)
        #expect(model.settled == 1)
        model.jumped(to: 2, animated: true)  // from didScrollToPage(1): a chained jump
        model.endedAnimation()  // the host's report of the animation that arrived
        #expect(model.motion == .animating(target: model.currentSlot() + 1), "the stale report ended the new jump")
        fixture.offset += 0.4 * fixture.length
        model.scrolled(toOffset: fixture.offset)
        model.endedAnimation()
        #expect(model.motion == .animating(target: 2), "an end report short of the target changes nothing")
        fixture.offset += 0.6 * fixture.length
        model.scrolled(toOffset: fixture.offset)  // the arrival tick rests on page 2
        #expect(model.motion == .rest)
        #expect(model.settled == 2)
    }

    /// The watchdog ("Abandoned motions"): while ticks arrive it looks again a second on; a move
    /// without a report for a whole second is rested where it is, and the next move is timed from
    /// that rest.
    @Test func theWatchdogLooksAgainWhileTheAnimationTicks() {
        let fixture = Fixture(PagingConfiguration(autoScroll: AutoScroll(interval: .seconds(2))), pageCount: 5)
        let model = fixture.model
        fixture.now = .seconds(2)
        model.autoScrollFired(startedMove: true)
        guard case .animating = model.motion else {
            Issue.record("no auto-scroll move: \(model.motion)")
            return
        }
        #expect(model.due == .seconds(3), "the watchdog is due a second after the move started")
        fixture.offset += 0.25 * fixture.length
        model.scrolled(toOffset: fixture.offset)
        fixture.now = .seconds(3)
        model.autoScrollFired(startedMove: false)
        #expect(model.due == .seconds(4), "a tick came: it looks again")
        #expect(model.settled == 0)
        fixture.now = .seconds(4)
        model.autoScrollFired(startedMove: false)
        #expect(model.settled == 0, "no tick since: rested on the nearest page")
        #expect(model.motion == .rest)
        #expect(model.due == .seconds(6), "the next move one interval after that rest")
        #expect(check(model, loaded: model.windowPages(), scrollState: .idle).isEmpty)
    }

    // MARK: Rule 7: configuration changes

    /// A looping change with a finger down keeps the gesture: the settled page, and the part of a
    /// page the finger moved, now in looping content.
    @Test func aLoopingChangeMidDragKeepsTheGesture() {
        let fixture = Fixture(pageCount: 5, page: 1)
        let model = fixture.model
        model.beganDragging()
        fixture.offset += 0.6 * fixture.length
        model.scrolled(toOffset: fixture.offset)
        model.configured(to: PagingConfiguration(isLooping: true), nested: false)
        #expect(model.motion == .dragging)
        #expect(model.settled == 1)
        // Relative to the current page, 2: its looping slot, 32, less the 0.4 of a page short of it.
        #expect(abs(model.x - 31.6) < 1e-12)
        #expect(model.layout.page(atSlot: model.currentSlot()) == 2)
        #expect(abs(model.expectedPositions().values[0] - 1.6) < 1e-12)
        #expect(model.expectedDidScrollTo.isEmpty)
    }

    /// Rule 8: at rest a move of the host's own is no motion; the host must be back on (or within
    /// the tolerance of) the resting offset afterwards.
    @Test func anUnrequestedMoveAtRestChangesNothing() {
        let fixture = Fixture(pageCount: 10, page: 3)
        let model = fixture.model
        let resting = model.restingOffset
        model.scrolled(toOffset: resting + 1e6)
        #expect(model.motion == .rest)
        #expect(model.settled == 3)
        #expect(model.expectedDidScrollTo.isEmpty)
        #expect(check(model, loaded: model.windowPages()).isEmpty)
        #expect(!check(model, loaded: model.windowPages(), hostOffset: resting + 1e6).isEmpty, "not undone")
        #expect(check(model, loaded: model.windowPages(), hostOffset: resting + 0.2).isEmpty, "within the tolerance")
    }

    // MARK: Rule 9: reloads under a finger; rule 4: the cache without slots

    /// Removing the current item mid-drag keeps the gesture; the rest reports the page reached even
    /// at the same index, because another item stands there.
    @Test func removingTheCurrentItemMidDragKeepsTheGesture() {
        let fixture = Fixture(pageCount: 10, page: 2)
        let model = fixture.model
        model.beganDragging()
        fixture.offset += 0.3 * fixture.length
        model.scrolled(toOffset: fixture.offset)
        var items = ItemList(count: 10)
        items.apply(.remove(at: 2))
        model.reloaded(to: items, start: ReferenceModel.ReloadStart(currentPage: 2, loaded: [1: 1, 2: 2, 3: 3]))
        #expect(model.motion == .dragging)
        #expect(model.expectedDidScrollTo.isEmpty, "no page change at the reload")
        #expect(model.settled == 2)
        fixture.offset -= 0.3 * fixture.length
        model.scrolled(toOffset: fixture.offset)
        model.released(velocity: 0)
        model.endedDragging(willDecelerate: false, decelerationTarget: nil)
        #expect(model.settled == 2)
        #expect(model.expectedDidScrollTo == [2], "the item now at 2 was reached")
    }

    /// Rule 4: a page leaving the window always enters the cache, also one an animated jump's
    /// splice leaves without a slot (the container parks it off-screen).
    @Test func aPageAJumpSplicesOutStaysCached() {
        let fixture = Fixture(PagingConfiguration(preloadRadius: 1, cacheLimit: 2), pageCount: 20, page: 5)
        let model = fixture.model
        model.jumped(to: 15, animated: true)
        #expect(model.windowPages() == [4, 5, 15])
        // Page 6 left last: it stays; of 0 and 1 (left together before) one fits.
        #expect(check(model, loaded: [4, 5, 15, 6, 0], scrollState: .settling).isEmpty)
        #expect(!check(model, loaded: [4, 5, 15, 0, 1], scrollState: .settling).isEmpty, "page 6 was dropped")
    }

    // MARK: The shrinker

    @Test func theShrinkerKeepsOnlyTheEventsThatMatter() {
        let noise: [FuzzEvent] = [
            .setViewport(320), .reload([]), .drag(pages: 0.5, ticks: 3), .release(velocity: 900), .decelerate(ticks: 2),
            .visibility(false), .advanceTime(milliseconds: 2000), .jump(2, animated: false),
        ]
        let events = noise + [.pressure(.critical)] + noise + [.jump(3, animated: true)] + noise
        // A stand-in failure: critical pressure followed, at any distance, by an animated jump.
        let shrunk = Fuzzer.shrink(events, budget: 1000) { candidate in
            guard let pressure = candidate.firstIndex(of: .pressure(.critical)) else { return false }
            return candidate[pressure...].contains { if case .jump(_, true) = $0 { true } else { false } }
        }
        #expect(shrunk == [.pressure(.critical), .jump(3, animated: true)])
    }

    /// The model's check of a container that agrees with it, except for the loaded pages (and the
    /// host's offset, when given).
    private func check(
        _ model: ReferenceModel, loaded: Set<Int>, scrollState: ScrollState = .idle, hostOffset: Double? = nil
    ) -> [String] {
        model.check(
            ReferenceModel.Observation(
                pageCount: model.n, currentPage: model.layout.page(atSlot: model.currentSlot()) ?? model.settled,
                settledPage: model.settled, scrollState: scrollState, position: model.expectedPositions().values[0],
                nextDue: model.due, hostIsMoving: scrollState != .idle, hostOffset: hostOffset ?? model.restingOffset),
            loaded: { loaded }, full: true)
    }
}
