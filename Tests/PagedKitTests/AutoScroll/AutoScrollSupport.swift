import PagedKit
import PagedKitTesting
import Testing

/// Shared set-up and checks of the auto-scroll suites (CONTRACT rule 8).
@MainActor enum AutoScrollSupport {
    /// The interval of the default harness.
    static let interval: Duration = .seconds(2)
    /// The resume delay of the default harness: different from the interval, so a test can tell them apart.
    static let resumeDelay: Duration = .seconds(5)
    static let oneMillisecond: Duration = .milliseconds(1)

    /// A ready harness (viewport and data) at scheduler time 0, auto-scrolling with ``interval`` and
    /// ``resumeDelay`` unless told otherwise, with its logs cleared.
    static func harness(
        pageCount: Int = 5, isLooping: Bool = false, direction: PagingDirection = .leftToRight,
        autoScroll: AutoScroll? = AutoScroll(interval: interval, resumeDelay: resumeDelay)
    ) -> Harness {
        let h = Harness(
            configuration: PagingConfiguration(isLooping: isLooping, direction: direction, autoScroll: autoScroll),
            pageCount: pageCount)
        h.delegate.clearEvents()
        h.simulator.clearLogs()
        return h
    }

    static func isPageChange(_ event: RecordingDelegate.Event) -> Bool {
        switch event {
        case .willScrollTo, .didScrollTo: true
        default: false
        }
    }

    /// The page changes and scroll states of the log: what an auto-scroll move is seen as.
    static func moves(_ h: Harness) -> [RecordingDelegate.Event] {
        h.delegate.filtered.filter {
            switch $0 {
            case .willScrollTo, .didScrollTo, .state: true
            default: false
            }
        }
    }

    /// The targets of the animated `setContentOffset` calls the host received since its log was cleared.
    static func animatedOffsets(_ h: Harness) -> [Double] {
        h.simulator.calls.compactMap {
            if case .setContentOffset(let offset, animated: true) = $0 { return offset }
            return nil
        }
    }

    /// The index of the page placed where the running animation ends, if any.
    static func animationTargetPage(_ h: Harness) -> Int? {
        h.simulator.animationTarget.flatMap { h.simulator.page(at: $0)?.index }
    }

    /// Checks that nothing moved and no move was asked for since the logs were cleared: no animation,
    /// no page change, no scroll state change, still resting on `page`.
    static func expectNoMove(
        _ h: Harness, restingOn page: Int, _ context: String = "", sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(animatedOffsets(h) == [], "no animation asked for \(context)", sourceLocation: sourceLocation)
        #expect(!h.simulator.isAnimating, "\(context)", sourceLocation: sourceLocation)
        #expect(moves(h) == [], "no page or state change \(context)", sourceLocation: sourceLocation)
        #expect(h.container.settledPage == page, "\(context)", sourceLocation: sourceLocation)
        #expect(h.container.scrollState == .idle, "\(context)", sourceLocation: sourceLocation)
    }

    /// Checks that an auto-scroll move toward `page` has just started: exactly
    /// `[willScrollTo(page), .settling]` since the logs were cleared, one animated `setContentOffset`
    /// of one page length in the reading direction, with `page` placed at its end.
    static func expectMoveStarted(
        _ h: Harness, from start: Int, to page: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(moves(h) == [.willScrollTo(page), .state(.settling)], sourceLocation: sourceLocation)
        #expect(animatedOffsets(h).count == 1, "one animation: \(h.simulator.calls)", sourceLocation: sourceLocation)
        let step = h.container.configuration.direction == .rightToLeft ? -h.viewportLength : h.viewportLength
        #expect(
            h.simulator.animationTarget == h.simulator.contentOffset + step,
            "one page of animation from \(h.simulator.contentOffset)", sourceLocation: sourceLocation)
        #expect(animationTargetPage(h) == page, "page \(page) waits at the end", sourceLocation: sourceLocation)
        #expect(h.container.settledPage == start, sourceLocation: sourceLocation)
        #expect(h.container.scrollState == .settling, sourceLocation: sourceLocation)
    }

    /// Runs the scheduler to the next due move, runs the animation and checks it rested on `page`.
    static func autoScroll(
        _ h: Harness, to page: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let due = h.scheduler.nextDueTime
        #expect(due != nil, "a move is due", sourceLocation: sourceLocation)
        h.scheduler.advance(to: due ?? h.scheduler.now)
        #expect(animationTargetPage(h) == page, sourceLocation: sourceLocation)
        h.simulator.runAnimation()
        #expect(h.container.settledPage == page, sourceLocation: sourceLocation)
        #expect(h.container.scrollState == .idle, sourceLocation: sourceLocation)
    }

    /// Empties the delegate's events and the simulator's logs.
    static func clearLogs(_ h: Harness) {
        h.delegate.clearEvents()
        h.simulator.clearLogs()
    }
}
