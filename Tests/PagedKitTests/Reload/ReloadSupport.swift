import PagedKit
import PagedKitTesting
import Testing

/// Shared pieces of the reload suites (CONTRACT rules 9 and 10).
@MainActor enum ReloadSupport {
    static let length = 320.0

    /// Identifiers `"item0"`, `"item1"`, … as the harness makes them.
    nonisolated static func items(_ count: Int) -> [String] {
        (0..<count).map { "item\($0)" }
    }

    /// A harness over `identifiers`, resting on `start` (reached with a non-animated jump), with the
    /// delegate's log and the simulator's logs cleared.
    static func harness(
        _ identifiers: [String], start: Int = 0, configuration: PagingConfiguration = PagingConfiguration()
    ) -> Harness {
        let h = Harness(configuration: configuration, identifiers: identifiers.map(AnyHashable.init))
        if start != 0 { jump(h, to: start) }
        h.delegate.clearEvents()
        h.simulator.clearLogs()
        return h
    }

    static func jump(
        _ h: Harness, to index: Int, animated: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            try h.container.scrollToPage(index, animated: animated)
        } catch {
            Issue.record("scrollToPage(\(index), animated: \(animated)) threw \(error)", sourceLocation: sourceLocation)
        }
    }

    /// Replaces the data source's identifiers and calls `reloadData()`.
    static func reload(_ h: Harness, to identifiers: [String]) {
        h.dataSource.identifiers = identifiers.map(AnyHashable.init)
        h.container.reloadData()
    }

    /// The loaded pages by identifier (the identifier the page was made for).
    static func loadedByIdentifier(_ h: Harness) -> [AnyHashable: TestPage] {
        var pages: [AnyHashable: TestPage] = [:]
        for index in h.container.loadedPageIndices {
            if let page = h.container.page(at: index) { pages[page.identifier] = page }
        }
        return pages
    }

    /// The identifiers shown by the loaded pages, by index.
    static func loadedIdentifiers(_ h: Harness) -> [Int: String] {
        var shown: [Int: String] = [:]
        for index in h.container.loadedPageIndices {
            shown[index] = h.container.page(at: index).map { "\($0.identifier)" } ?? "nil"
        }
        return shown
    }

    /// The window `current ± radius`, clamped to `0..<count` (not looping, at rest).
    static func window(of current: Int, radius: Int = 1, count: Int) -> Set<Int> {
        guard count > 0 else { return [] }
        return Set(max(0, current - radius)...min(count - 1, current + radius))
    }

    /// What is wrong with the container's view of the data: every loaded page must show the item its
    /// index holds in the data source now, and the page count must be the data source's.
    static func dataMismatches(_ h: Harness) -> [String] {
        var failures: [String] = []
        let identifiers = h.dataSource.identifiers
        if h.container.pageCount != identifiers.count {
            failures.append("pageCount \(h.container.pageCount), data source has \(identifiers.count)")
        }
        for index in h.container.loadedPageIndices.sorted() {
            guard let page = h.container.page(at: index) else { continue }
            guard identifiers.indices.contains(index) else {
                failures.append("page \(page) is loaded at \(index), outside the data")
                continue
            }
            if page.identifier != identifiers[index] {
                failures.append("page \(page) is loaded at \(index), where the data has \(identifiers[index])")
            }
        }
        return failures
    }

    /// Checks the harness invariants and that the loaded pages match the data source.
    static func expectConsistent(
        _ h: Harness, _ context: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let failures = h.checkInvariants() + dataMismatches(h)
        #expect(failures.isEmpty, "\(context())\n\(failures.joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    /// Checks that the container is at rest on `page`, exactly, with the window around it loaded.
    static func expectAtRest(
        _ h: Harness, on page: Int, radius: Int = 1, _ context: @autoclosure () -> String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let c = h.container
        #expect(c.scrollState == .idle, "\(context())", sourceLocation: sourceLocation)
        #expect(c.currentPage == page, "\(context())", sourceLocation: sourceLocation)
        #expect(c.settledPage == page, "\(context())", sourceLocation: sourceLocation)
        #expect(c.position == Double(page), "\(context())", sourceLocation: sourceLocation)
        #expect(
            h.simulator.contentOffset == h.restingOffset(ofPage: page), "\(context())", sourceLocation: sourceLocation)
        #expect(
            h.simulator.contentLength == Double(c.pageCount) * h.viewportLength, "\(context())",
            sourceLocation: sourceLocation)
        #expect(
            c.loadedPageIndices == window(of: page, radius: radius, count: c.pageCount), "\(context())",
            sourceLocation: sourceLocation)
        #expect(!h.simulator.isAnimating && !h.simulator.isDecelerating, "\(context())", sourceLocation: sourceLocation)
        #expect(h.misplacedPages() == [], "\(context())", sourceLocation: sourceLocation)
        expectConsistent(h, context(), sourceLocation: sourceLocation)
    }

    /// The page events (load, unload, appearance) of one page instance since the delegate was made.
    static func history(of page: TestPage, in h: Harness) -> [RecordingDelegate.PageEvent.Kind] {
        h.delegate.pageEvents.filter { $0.page == ObjectIdentifier(page) }.map(\.kind)
    }

    static func isUnload(_ event: RecordingDelegate.Event) -> Bool {
        if case .willUnload = event { return true }
        return false
    }

    static func isPageChange(_ event: RecordingDelegate.Event) -> Bool {
        switch event {
        case .willScrollTo, .didScrollTo, .currentPage: true
        default: false
        }
    }
}
