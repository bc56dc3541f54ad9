import Testing

@testable import PagedKit

/// Rule 15 as far as the machine is involved: a tab strip follows the `position` and `currentPage`
/// effects, and a tap on a tab is the machine's animated jump (rule 5). Twenty 40-point tabs, 10
/// apart, inset 5, in a 200-point strip: tab `k` spans `[5 + 50k, 45 + 50k]`.
@MainActor @Suite struct Rule15TabStripMachineTests {
    private static let tabs = TabStripLayout(
        tabLengths: Array(repeating: 40, count: 20), spacing: 10, inset: 5, viewportLength: 200)

    /// The positions a log reports, in order.
    private func positions(_ log: [PagingEffect]) -> [Double] {
        log.compactMap {
            if case .position(let position) = $0 { return position }
            return nil
        }
    }

    /// The current pages a log reports, in order.
    private func currentPages(_ log: [PagingEffect]) -> [Int] {
        log.compactMap {
            if case .currentPage(let page) = $0 { return page }
            return nil
        }
    }

    @Test func theIndicatorFollowsADrag() {
        let f = MachineFixture(pages: 20)
        var log = f.drag(through: 25)
        #expect(
            log == [
                .scrollState(.dragging),
                .appearance(instance: 1, index: 0, .willDisappear, animated: true),
                .appearance(instance: 2, index: 1, .willAppear, animated: true),
                .position(0.25),
            ])
        #expect(Self.tabs.indicator(at: 0.25) == TabSpan(origin: 17.5, length: 40))

        log = f.send(.scroll(75))
        #expect(log == [.load(instance: 3, index: 2, origin: 200), .currentPage(1), .position(0.75)])
        #expect(Self.tabs.indicator(at: 0.75) == TabSpan(origin: 42.5, length: 40))
    }

    /// A tap on tab 9 jumps there: the indicator sweeps from tab 0 to tab 9 with the position, the
    /// selected tab changes once, at half-way, and at rest the strip centres tab 9.
    @Test func aTapOnAFarTabIsTheMachinesAnimatedJump() {
        let f = MachineFixture(pages: 20)
        #expect(Self.tabs.tabIndex(atContentOffset: 47) == nil)  // between tabs 0 and 1
        let tapped = Self.tabs.tabIndex(atContentOffset: 5 + 9 * 50 + 20)
        #expect(tapped == 9)
        var log = f.send(.jump(tapped ?? 0, animated: true))
        #expect(
            log == [
                .willScrollToPage(9),
                .unload(instance: 2, index: 1),
                .place(instance: 1, origin: 0),
                .load(instance: 3, index: 9, origin: 100),
                .setContentLength(1200),
                .scrollState(.settling),
                .scheduleTimer(after: AutoScrollTiming.abandonmentTimeout),
                .setContentOffset(100, animated: true),
            ])

        log = f.play(.scroll(25), .scroll(50), .scroll(100))
        #expect(positions(log) == [2.25, 4.5, 9])
        #expect(currentPages(log) == [9])
        #expect(positions(log).map { Self.tabs.indicator(at: $0).origin } == [117.5, 230, 455])
        #expect(log.suffix(3) == [.didScrollToPage(9), .scrollState(.idle), .cancelTimer])
        #expect(Self.tabs.contentOffset(centering: 9) == 375)
    }
}
