import PagedKit
import PagedKitTesting
import Testing

/// Rule 5's last sentence: calling any method from inside any delegate or data-source callback is
/// safe. Every callback × nested call pair runs once during a swipe, a plain jump and an animated
/// jump; afterwards nothing has trapped, the harness invariants hold at every step and at rest, the
/// nested call took effect, and no page change was reported for a state that was then overwritten.
@Suite @MainActor struct ReentrancyTests {
    /// A delegate or data-source callback the nested call is made from.
    enum Callback: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case didLoad, willUnload, appearance, willScrollToPage, didScrollToPage, didChangeCurrentPage
        case didScrollToPosition, didChangeScrollState, numberOfPages, pageAt

        var testDescription: String { rawValue }

        func matches(_ event: RecordingDelegate.Event) -> Bool {
            switch (self, event) {
            case (.didLoad, .didLoad), (.willUnload, .willUnload), (.appearance, .appearance),
                (.willScrollToPage, .willScrollTo), (.didScrollToPage, .didScrollTo),
                (.didChangeCurrentPage, .currentPage), (.didScrollToPosition, .position),
                (.didChangeScrollState, .state):
                true
            default: false
            }
        }
    }

    /// The call made from inside the callback.
    enum NestedCall: String, CaseIterable, Sendable, CustomTestStringConvertible {
        /// `scrollToPage(7, animated: true)`.
        case jumpAnimated
        /// `scrollToPage(7, animated: false)`.
        case jumpAtOnce
        /// Appends an item, then `reloadData()`.
        case reload
        case memoryWarning, memoryCritical
        /// The viewport becomes 400 points long.
        case resize
        /// `isVisible = false`.
        case hide
        /// `isVisible = false`, then `true`.
        case hideAndShow
        /// `preloadRadius` from 2 to 3.
        case radius

        var testDescription: String { rawValue }
    }

    /// A plain jump changes no state and reads no count.
    nonisolated static let callbacksOfAPlainJump = Callback.allCases.filter {
        $0 != .didChangeScrollState && $0 != .numberOfPages
    }

    static let radius = 2
    static let start = 5
    static let nestedTarget = 7

    // MARK: The matrix

    /// A fling from 5 to 6 (radius 2: loads 8, unloads 3). For `numberOfPages`, the test reloads the
    /// (unchanged) data in the middle of the drag.
    @Test(arguments: Callback.allCases, NestedCall.allCases)
    func aNestedCallDuringASwipe(callback: Callback, nested: NestedCall) throws {
        let h = Self.harness()
        var steps: [(String, () -> Void)] = [
            ("beginDrag", { h.simulator.beginDrag() }),
            ("drag", { h.simulator.drag(by: 80, ticks: 4) }),
        ]
        if callback == .numberOfPages { steps.append(("reload mid-drag", { h.container.reloadData() })) }
        steps += [
            ("release", { h.simulator.release(velocity: 1000) }),
            ("decelerate", { h.simulator.decelerate() }),
        ]
        try Self.run(h, callback: callback, nested: nested, steps: steps)
    }

    /// A plain jump from 5 to 12.
    @Test(arguments: callbacksOfAPlainJump, NestedCall.allCases)
    func aNestedCallDuringAPlainJump(callback: Callback, nested: NestedCall) throws {
        let h = Self.harness()
        try Self.run(
            h, callback: callback, nested: nested,
            steps: [("scrollToPage(12, animated: false)", { Self.jump(h, to: 12, animated: false) })])
    }

    /// An animated jump from 5 to 12, run in 8 ticks. For `numberOfPages`, the test reloads the
    /// (unchanged) data a quarter of the way, which ends the jump on the current item.
    @Test(arguments: Callback.allCases, NestedCall.allCases)
    func aNestedCallDuringAnAnimatedJump(callback: Callback, nested: NestedCall) throws {
        let h = Self.harness()
        var steps: [(String, () -> Void)] = [
            ("scrollToPage(12, animated: true)", { Self.jump(h, to: 12, animated: true) })
        ]
        if callback == .numberOfPages {
            steps += [
                ("a quarter of the animation", { h.simulator.advanceAnimation(fraction: 0.25) }),
                ("reload mid-animation", { h.container.reloadData() }),
            ]
        }
        steps.append(("runAnimation", { h.simulator.runAnimation(ticks: 8) }))
        try Self.run(h, callback: callback, nested: nested, steps: steps)
    }

    // MARK: Worked examples

    /// The contract's own example: a jump made from `didScrollToPage` happens after the swipe has
    /// come to rest, and ends settled on its target.
    @Test(arguments: [false, true])
    func aJumpFromDidScrollToPageEndsSettledOnItsTarget(animated: Bool) throws {
        let h = Harness(pageCount: 30)
        h.delegate.clearEvents()
        var fired = false
        h.delegate.onDidScrollTo = { [weak h] container, index in
            guard let h, !fired, index == 1 else { return }
            fired = true
            // Rule 3: didScrollToPage comes before `.idle`.
            #expect(container.settledPage == 1 && container.scrollState == .settling)
            Self.jump(h, to: 7, animated: animated)
        }
        h.flingForward()
        JumpSupport.finishMotion(h)
        #expect(fired)
        #expect(
            h.delegate.filtered.filter(JumpSupport.isPageChange) == [
                .willScrollTo(1), .didScrollTo(1), .willScrollTo(7), .didScrollTo(7),
            ])
        let states: [RecordingDelegate.Event] =
            animated
            ? [.state(.dragging), .state(.settling), .state(.idle), .state(.settling), .state(.idle)]
            : [.state(.dragging), .state(.settling), .state(.idle)]
        #expect(h.delegate.filtered.filter(JumpSupport.isState) == states)
        #expect(h.container.settledPage == 7 && h.simulator.contentOffset == 7 * 320)
        h.expectInvariants()
    }

    /// `willScrollToPage` of a fling comes from inside `willEndDragging`: a jump made there is
    /// applied before the host hears where to decelerate to, so the host must not be sent on to the
    /// fling's old target.
    @Test(arguments: [false, true])
    func aJumpFromWillScrollToPageAtReleaseEndsSettledOnItsTarget(animated: Bool) throws {
        let h = Harness(pageCount: 30)
        h.delegate.clearEvents()
        var fired = false
        h.delegate.onWillScrollTo = { [weak h] _, index in
            guard let h, !fired, index == 1 else { return }
            fired = true
            Self.jump(h, to: 7, animated: animated)
        }
        h.flingForward()
        JumpSupport.finishMotion(h)
        #expect(fired)
        #expect(
            h.delegate.filtered.filter(JumpSupport.isPageChange) == [
                .willScrollTo(1), .willScrollTo(7), .didScrollTo(7),
            ])
        #expect(h.container.settledPage == 7 && h.container.scrollState == .idle)
        #expect(h.simulator.contentOffset == 7 * 320)
        Self.expectConsistentLog(h, start: 0)
        h.expectInvariants()
    }

    /// A reload from `didLoad` during an animated jump ends the jump on the current item once the
    /// jump's own call has finished; no target is reported reached twice or for an overwritten state.
    @Test func aReloadFromDidLoadDuringAnAnimatedJump() throws {
        let h = Harness(pageCount: 30)
        h.delegate.clearEvents()
        var fired = false
        h.delegate.onDidLoad = { container, _, index in
            guard !fired, index == 9 else { return }
            fired = true
            container.reloadData()
        }
        Self.jump(h, to: 9, animated: true)
        JumpSupport.finishMotion(h)
        #expect(fired)
        #expect(h.container.scrollState == .idle)
        Self.expectConsistentLog(h, start: 0)
        h.expectInvariants()
    }

    // MARK: Running one case

    static func harness() -> Harness {
        let h = Harness(configuration: PagingConfiguration(preloadRadius: radius), pageCount: 30)
        jump(h, to: start, animated: false)
        h.delegate.clearEvents()
        h.simulator.clearLogs()
        return h
    }

    static func jump(_ h: Harness, to index: Int, animated: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            try h.container.scrollToPage(index, animated: animated)
        } catch {
            Issue.record("scrollToPage(\(index), animated: \(animated)) threw \(error)", sourceLocation: sourceLocation)
        }
    }

    /// What the hook saw when it made the nested call.
    struct Firing {
        var event = ""
        var fingerDown = false
    }

    /// Arms a one-shot hook on `callback` that makes `nested`, runs `steps` (checking the harness
    /// invariants after each), lets the host finish, then checks the outcome.
    static func run(
        _ h: Harness, callback: Callback, nested: NestedCall, steps: [(String, () -> Void)],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        var firing: Firing?
        let fire: (String) -> Void = { event in
            guard firing == nil else { return }
            firing = Firing(event: event, fingerDown: h.simulator.isDragging)
            perform(nested, on: h)
        }
        switch callback {
        case .numberOfPages:
            h.dataSource.onNumberOfPages = { _ in fire("numberOfPages") }
        case .pageAt:
            h.dataSource.onPageAt = { _, index in fire("pageAt(\(index))") }
        default:
            h.delegate.onEvent = { _, event in
                if callback.matches(event) { fire("\(event)") }
            }
        }

        var failures: [String] = []
        for (label, step) in steps {
            step()
            failures += h.checkInvariants().map { "after \(label): \($0)" }
        }
        JumpSupport.finishMotion(h)
        h.delegate.onEvent = nil
        h.dataSource.onNumberOfPages = nil
        h.dataSource.onPageAt = nil

        let fired = try #require(firing, "\(callback) never fired", sourceLocation: sourceLocation)
        let context = "nested \(nested) from \(fired.event)\(fired.fingerDown ? " (finger down)" : "")"
        #expect(
            failures.isEmpty, "\(context)\n\(failures.prefix(8).joined(separator: "\n"))",
            sourceLocation: sourceLocation)
        h.expectInvariants("\(context), at rest", sourceLocation: sourceLocation)
        #expect(h.container.scrollState == .idle, "\(context)", sourceLocation: sourceLocation)
        expectConsistentLog(h, start: start, context: context, sourceLocation: sourceLocation)
        expectEffect(of: nested, in: h, firing: fired, context: context, sourceLocation: sourceLocation)
    }

    static func perform(_ nested: NestedCall, on h: Harness) {
        switch nested {
        case .jumpAnimated: jump(h, to: nestedTarget, animated: true)
        case .jumpAtOnce: jump(h, to: nestedTarget, animated: false)
        case .reload:
            h.dataSource.identifiers.append("extra")
            h.container.reloadData()
        case .memoryWarning: h.container.handleMemoryPressure(.warning)
        case .memoryCritical: h.container.handleMemoryPressure(.critical)
        case .resize: h.simulator.resizeViewport(to: 400)
        case .hide: h.container.isVisible = false
        case .hideAndShow:
            h.container.isVisible = false
            h.container.isVisible = true
        case .radius: h.container.configuration.preloadRadius = radius + 1
        }
    }

    /// The log never shows a page change for a state that was then overwritten: the last reported
    /// settled page, current page and state are the container's.
    static func expectConsistentLog(
        _ h: Harness, start: Int, context: String = "", sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let log = h.delegate.filtered
        let lastReached = log.last { if case .didScrollTo = $0 { true } else { false } }
        let lastCurrent = log.last { if case .currentPage = $0 { true } else { false } }
        let lastState = log.last(where: JumpSupport.isState)
        #expect(
            (lastReached ?? .didScrollTo(start)) == .didScrollTo(h.container.settledPage),
            "last didScrollToPage vs settledPage \(h.container.settledPage); \(context)", sourceLocation: sourceLocation
        )
        #expect(
            (lastCurrent ?? .currentPage(start)) == .currentPage(h.container.currentPage),
            "last didChangeCurrentPage vs currentPage \(h.container.currentPage); \(context)",
            sourceLocation: sourceLocation)
        #expect(
            (lastState ?? .state(.idle)) == .state(h.container.scrollState),
            "last state vs scrollState \(h.container.scrollState); \(context)", sourceLocation: sourceLocation)
    }

    static func expectEffect(
        of nested: NestedCall, in h: Harness, firing: Firing, context: String, sourceLocation: SourceLocation
    ) {
        let c = h.container
        let count = c.pageCount
        switch nested {
        case .jumpAnimated, .jumpAtOnce:
            let log = h.delegate.filtered
            #expect(log.contains(.willScrollTo(nestedTarget)), "\(context)", sourceLocation: sourceLocation)
            if firing.fingerDown {
                // The finger still moves the content: the jump happens, then the drag goes on.
                if nested == .jumpAtOnce {
                    #expect(log.contains(.didScrollTo(nestedTarget)), "\(context)", sourceLocation: sourceLocation)
                }
            } else {
                #expect(c.settledPage == nestedTarget, "\(context)", sourceLocation: sourceLocation)
            }
        case .reload:
            #expect(count == 31, "\(context)", sourceLocation: sourceLocation)
            #expect(h.simulator.contentLength == 31 * 320, "\(context)", sourceLocation: sourceLocation)
        case .memoryWarning:
            #expect(
                c.loadedPageIndices == JumpSupport.window(of: c.settledPage, radius: 1, count: count),
                "\(context)", sourceLocation: sourceLocation)
        case .memoryCritical:
            #expect(c.loadedPageIndices == [c.settledPage], "\(context)", sourceLocation: sourceLocation)
        case .resize:
            #expect(h.simulator.contentLength == Double(count) * 400, "\(context)", sourceLocation: sourceLocation)
            #expect(
                h.simulator.contentOffset == Double(c.settledPage) * 400, "\(context)", sourceLocation: sourceLocation)
        case .hide:
            #expect(!c.isVisible, "\(context)", sourceLocation: sourceLocation)
            #expect(h.delegate.appearanceCheck().appearedKeys.isEmpty, "\(context)", sourceLocation: sourceLocation)
        case .hideAndShow:
            #expect(c.isVisible, "\(context)", sourceLocation: sourceLocation)
            let settled = c.page(at: c.settledPage).map { ObjectIdentifier($0) }
            #expect(
                h.delegate.appearanceCheck().appearedKeys == Set([settled].compactMap { $0 }), "\(context)",
                sourceLocation: sourceLocation)
        case .radius:
            #expect(
                c.loadedPageIndices == JumpSupport.window(of: c.settledPage, radius: radius + 1, count: count),
                "\(context)", sourceLocation: sourceLocation)
        }
    }
}
