import PagedKit
import PagedKitTesting
import Testing

/// The tab strip follows the pager on every tick — drags, flings, animated jumps, auto-scroll and
/// reloads — and taps jump. The expected indicator is computed from the simulator's offset, not
/// from the container's position.
@Suite @MainActor struct TabStripBindingTests {
    static let titles = ["Top", "World", "Business", "Tech", "Sport", "Arts", "Science", "Travel", "Food", "Health"]
    /// A title's width plus padding, as a tab bar would measure it.
    static func tabLength(_ title: String) -> Double { Double(title.count) * 9 + 24 }

    let harness: Harness
    let binding: TabStripBinding<TestPage>
    var diagnostics: [PagingDiagnostic] = []

    init() {
        harness = Harness(identifiers: Self.titles.map(AnyHashable.init), viewportLength: 390)
        let layout = TabStripLayout(
            tabLengths: Self.titles.map(Self.tabLength), spacing: 12, inset: 16, viewportLength: 390)
        binding = TabStripBinding(container: harness.container, layout: layout)
        let binding = self.binding
        harness.delegate.onPosition = { _, _ in binding.update() }
        harness.delegate.onCurrentPage = { _, _ in binding.update() }
    }

    /// The indicator the strip should show when the content is at `offset`, from the geometry alone:
    /// `offset / length` pages, between the tabs of the two pages it straddles.
    private func expectedIndicator(atOffset offset: Double, from start: Int = 0, to target: Int? = nil) -> TabSpan {
        let layout = binding.layout
        var x = offset / harness.viewportLength
        if let target {  // a spliced jump: slot `start`'s neighbour holds `target`
            x = Double(start) + (x - Double(start)) * Double(target - start)
        }
        let lower = Int(x.rounded(.down)), fraction = x - Double(lower)
        let a = layout.tab(at: lower)!
        guard fraction > 0, let b = layout.tab(at: lower + 1) else { return a }
        return TabSpan(
            origin: a.origin + (b.origin - a.origin) * fraction, length: a.length + (b.length - a.length) * fraction)
    }

    private func expectClose(
        _ a: TabSpan, _ b: TabSpan, _ context: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            abs(a.origin - b.origin) < 1e-6 && abs(a.length - b.length) < 1e-6, "\(context): \(a) vs \(b)",
            sourceLocation: sourceLocation)
    }

    @Test func theIndicatorFollowsEveryDragTickAndTheSettle() {
        let simulator = harness.simulator
        simulator.beginDrag()
        for step in 1...8 {
            simulator.drag(by: 30)
            expectClose(binding.indicator, expectedIndicator(atOffset: simulator.contentOffset), "drag tick \(step)")
        }
        simulator.release(velocity: 900)
        for _ in 0..<3 {
            simulator.advanceDeceleration(fraction: 0.25)
            expectClose(binding.indicator, expectedIndicator(atOffset: simulator.contentOffset), "settle tick")
        }
        simulator.decelerate()
        #expect(binding.indicator == binding.layout.tab(at: 1))
        #expect(binding.selectedTab == 1)
    }

    /// A tap on Health jumps there; during the spliced animation the indicator glides straight from
    /// Top to Health, never backward, and the strip keeps it centred.
    @Test func aTapJumpsAndTheIndicatorGlidesStraightToTheTarget() throws {
        let simulator = harness.simulator
        let health = try #require(binding.layout.tab(at: 9))
        #expect(binding.tap(atContentOffset: health.origin + 1) == 9)
        var lastOrigin = binding.indicator.origin
        for tick in 1...10 {
            simulator.advanceAnimation(fraction: 0.1)
            if harness.container.scrollState == .idle { break }
            let expected = expectedIndicator(atOffset: simulator.contentOffset, from: 0, to: 9)
            expectClose(binding.indicator, expected, "animation tick \(tick)")
            #expect(binding.indicator.origin >= lastOrigin, "tick \(tick) went backward")
            lastOrigin = binding.indicator.origin
            #expect(binding.stripOffset == binding.layout.contentOffset(centering: harness.container.position))
        }
        #expect(binding.indicator == health)
        #expect(binding.stripOffset == binding.layout.contentLength - 390, "Health is near the end: clamped")
        #expect(binding.tap(atContentOffset: health.end + 6) == nil, "a gap")
    }

    /// A reload that reorders the channels keeps the selection on the same channel.
    @Test func aReloadKeepsTheSelectedChannel() throws {
        try harness.container.scrollToPage(3, animated: false)  // Tech
        var titles = Self.titles
        titles.insert("Live", at: 0)
        titles.swapAt(5, 6)
        harness.dataSource.identifiers = titles.map(AnyHashable.init)
        harness.container.reloadData()
        binding.layout = TabStripLayout(
            tabLengths: titles.map(Self.tabLength), spacing: 12, inset: 16, viewportLength: 390)
        #expect(binding.selectedTab == 4)
        #expect(binding.indicator == binding.layout.tab(at: 4))
        #expect(titles[binding.selectedTab] == "Tech")
    }

    /// A layout whose tab count disagrees with the pages is reported once and still drawn.
    @Test func aTabCountMismatchIsReportedOnce() {
        var reports: [PagingDiagnostic] = []
        binding.diagnosticsHandler = { reports.append($0) }
        binding.layout = TabStripLayout(tabLengths: [50, 50, 50], viewportLength: 390)
        harness.flingForward()
        harness.flingForward()
        harness.flingForward()
        #expect(reports == [.tabCountMismatch(tabs: 3, pages: 10)])
        #expect(binding.indicator == binding.layout.tab(at: 2), "position 3 clamps to the last tab")
        #expect(binding.tap(atContentOffset: 10) == 0)
    }

    /// Looping: between the last tab and the first the indicator switches at half-way, never sweeping
    /// across the strip.
    @Test func aLoopingPagerWrapsTheIndicatorAtTheSeam() {
        harness.container.configuration.isLooping = true
        binding.update()
        let simulator = harness.simulator
        simulator.beginDrag()
        simulator.drag(by: -100)  // from Top toward Health, backward
        #expect(binding.indicator == binding.layout.tab(at: 0), "under half-way: still Top")
        simulator.drag(by: -120)
        #expect(binding.indicator == binding.layout.tab(at: 9), "past half-way: Health")
    }
}
