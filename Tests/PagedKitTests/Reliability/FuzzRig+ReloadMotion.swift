import PagedKit
import PagedKitTesting

/// Issue 24's checks of an animated reload's motion, on every one the fuzzer makes: each moving page
/// is loaded and placed where it ends (`to`), each leaving page is no longer loaded but still shown;
/// and, played frame by frame on the simulator, no stretch of the viewport that showed a page before
/// the reload and shows one after it is ever left blank for more than the spacing between cards
/// (rule 12: no visible slot blank at any tick) — so a page in view never vanishes at once.
extension FuzzRig {
    /// The stretches of the viewport the simulator's pages cover now (``ScrollSimulator/shownSpans``),
    /// in viewport coordinates, merged.
    func shownCoverage() -> [Range<Double>] {
        let offset = simulator.contentOffset
        let viewport = simulator.viewportLength
        var spans = simulator.shownSpans.compactMap { shown -> Range<Double>? in
            let lower = max(shown.span.lowerBound - offset, 0), upper = min(shown.span.upperBound - offset, viewport)
            return lower < upper ? lower..<upper : nil
        }
        spans.sort { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Double>] = []
        for span in spans {
            if let last = merged.last, span.lowerBound <= last.upperBound + 1e-9 {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, span.upperBound)
            } else {
                merged.append(span)
            }
        }
        return merged
    }

    /// The parts of `0..<viewport` that `covered` leaves out.
    private static func gaps(in covered: [Range<Double>], viewport: Double) -> [Range<Double>] {
        var gaps: [Range<Double>] = []
        var from = 0.0
        for span in covered {
            if span.lowerBound > from { gaps.append(from..<span.lowerBound) }
            from = max(from, span.upperBound)
        }
        if from < viewport { gaps.append(from..<viewport) }
        return gaps
    }

    /// The length of the part of `range` inside both `a` and `b`.
    private static func overlap(of range: Range<Double>, with a: [Range<Double>], and b: [Range<Double>]) -> Double {
        var total = 0.0
        for x in a {
            for y in b {
                let lower = max(range.lowerBound, x.lowerBound, y.lowerBound)
                let upper = min(range.upperBound, x.upperBound, y.upperBound)
                if upper > lower { total += upper - lower }
            }
        }
        return total
    }

    /// Judges one animated reload's motion, then ends it on the simulator.
    func checkReloadMotion(_ moves: [PageMove<FuzzPage>]) {
        reloadMotionsInReload += 1
        // A call from a callback of this reload (a resize, a jump) may already have changed the
        // simulator's viewport, which the container learns of only after: where pages end and what
        // the viewport shows are then not the motion's to judge.
        let judgesGeometry = nestedCallCount == nestedCallsAtReload
        let loaded = Set(
            container.loadedPageIndices.compactMap { container.page(at: $0).map(ObjectIdentifier.init) })
        for move in moves {
            guard move.from.isFinite, move.to.isFinite else {
                fail("reload motion: \(move.page) moves from \(move.from) to \(move.to)")
                continue
            }
            let placed = simulator.placedPages.first { $0.page === move.page }
            guard let placed else {
                fail("reload motion: \(move.page) moves but is not placed")
                continue
            }
            if move.isLeaving {
                if loaded.contains(ObjectIdentifier(move.page)) {
                    fail("reload motion: \(move.page) leaves but is still loaded")
                }
            } else if judgesGeometry, abs(placed.offset - move.to) > 1e-6 * max(1, abs(move.to)) {
                // Only a page leaving the view may end elsewhere than it is placed (out of view).
                let offset = simulator.contentOffset, viewport = simulator.viewportLength
                let length = simulator.pageLength
                // Within half a point: the container's own tolerance for a host's pixel grid.
                func inView(_ origin: Double) -> Bool {
                    origin < offset + viewport - 0.5 && origin + length > offset + 0.5
                }
                if inView(placed.offset) {
                    fail("reload motion: \(move.page) ends at \(move.to) but is placed at \(placed.offset)")
                }
            }
        }
        simulator.animateReload(moves)
        guard let before = coverageBeforeReload, judgesGeometry else {
            simulator.finishReloadMotion()
            return
        }
        // The end picture: every page where it is placed, the leaving ones gone.
        var frames: [[Range<Double>]] = []
        for _ in 0..<4 {
            frames.append(shownCoverage())
            simulator.advanceReloadMotion(fraction: 0.25)
        }
        simulator.finishReloadMotion()
        let after = shownCoverage()
        let viewport = simulator.viewportLength
        let spacing = max(container.configuration.pageSpacing, 0)
        for (step, frame) in frames.enumerated() {
            for gap in Self.gaps(in: frame, viewport: viewport) {
                let blank = Self.overlap(of: gap, with: before, and: after)
                // Half a point: the container's tolerance for a host's pixel grid.
                if blank > spacing + 0.5 {
                    fail(
                        "reload motion: at \(step * 25) % a stretch of \(blank) pt of the viewport (\(gap)) that "
                            + "showed a page before the reload and after it is blank")
                    return
                }
            }
        }
    }

    /// Issue 24, "the tab indicator on the current item": a `TabStripBinding` (its layout rebuilt
    /// when the page count changes, as a host rebuilds it after a reload) shows the current page's
    /// tab selected after every input, and at rest its indicator lies exactly under that tab.
    func checkTabStrip() {
        let count = container.pageCount
        guard count > 0, count <= 64 else {
            tabBinding = nil
            return
        }
        let layout = TabStripLayout(
            tabLengths: (0..<count).map { 40 + Double($0 % 5) * 7 }, spacing: 4, inset: 8, viewportLength: 320)
        if let binding = tabBinding, binding.layout.tabCount == count {
            binding.update()
        } else {
            tabBinding = TabStripBinding(container: container, layout: layout)
        }
        guard let binding = tabBinding else { return }
        if binding.selectedTab != container.currentPage {
            fail("tab strip: tab \(binding.selectedTab) selected, current page \(container.currentPage)")
        }
        guard container.scrollState == .idle, !hostIsMoving, let tab = binding.layout.tab(at: container.currentPage)
        else { return }
        if abs(binding.indicator.origin - tab.origin) > 1e-6 || abs(binding.indicator.length - tab.length) > 1e-6 {
            fail(
                "tab strip: at rest on \(container.currentPage) the indicator is at \(binding.indicator), "
                    + "its tab at \(tab)")
        }
    }
}
