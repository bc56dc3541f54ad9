import Testing

@testable import PagedKit

/// Rule 15: a tab strip's geometry and its binding, as far as the container's effects go: a tap on
/// a tab is the container's jump (rule 5), a tap in a gap or outside is nothing, and following the
/// position makes no effect.
@MainActor @Suite struct Rule15TabStripEffectLogTests {
    /// Twenty 40-point tabs, 10 apart, inset 5, in a 200-point strip: tab `k` spans
    /// `[5 + 50k, 45 + 50k]`.
    private static let tabs = TabStripLayout(
        tabLengths: Array(repeating: 40, count: 20), spacing: 10, inset: 5, viewportLength: 200)

    @Test func aTapOnAFarTabIsTheContainersAnimatedJump() {
        let f = EffectLogFixture(pages: 20)
        let binding = TabStripBinding(container: f.container, layout: Self.tabs)
        var tapped: Int?
        let log = f.record { tapped = binding.tap(atContentOffset: 5 + 9 * 50 + 20) }
        #expect(tapped == 9)
        #expect(
            log == [
                .willScrollToPage(9),
                .unload(instance: 2, index: 1),
                .place(instance: 1, origin: 0),
                .load(instance: 3, index: 9, origin: 100),
                .setContentLength(1200),
                .scrollState(.settling),
                .setContentOffset(100, animated: true),
            ])
    }

    @Test func aTapInAGapOrOutsideDoesNothing() {
        let f = EffectLogFixture(pages: 20)
        let binding = TabStripBinding(container: f.container, layout: Self.tabs)
        let log = f.record {
            #expect(binding.tap(atContentOffset: 47) == nil)  // between tabs 0 and 1
            #expect(binding.tap(atContentOffset: 2) == nil)  // the inset
            #expect(binding.tap(atContentOffset: 2000) == nil)
            #expect(binding.tap(atContentOffset: .nan) == nil)
        }
        #expect(log == [])
    }

    @Test func theIndicatorFollowsATickWithoutEffectsOfItsOwn() {
        let f = EffectLogFixture(pages: 20)
        let binding = TabStripBinding(container: f.container, layout: Self.tabs)
        f.container.willBeginDragging()
        var log = f.record { f.container.didScroll(toOffset: 25) }
        #expect(
            log == [
                .appearance(instance: 1, index: 0, .willDisappear, animated: true),
                .appearance(instance: 2, index: 1, .willAppear, animated: true),
                .position(0.25),
            ])
        log = f.record { binding.update() }
        #expect(log == [])
        #expect(binding.indicator == TabSpan(origin: 5 + 0.25 * 50, length: 40))
        #expect(binding.selectedTab == 0)
    }
}
