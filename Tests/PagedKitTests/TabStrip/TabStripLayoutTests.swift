import PagedKit
import Testing

/// Rule 15's arithmetic, exactly: placement, interpolation, clamping, the looping seam, mirroring,
/// centring and hit-testing.
@Suite struct TabStripLayoutTests {
    /// Tabs 40, 60, 100 with spacing 10 and inset 5 in a 120-point viewport.
    let strip = TabStripLayout(tabLengths: [40, 60, 100], spacing: 10, inset: 5, viewportLength: 120)

    @Test func tabsStartAtTheInsetAndFollowOneAnotherAfterTheSpacing() {
        #expect(strip.tabCount == 3)
        #expect(strip.tab(at: 0) == TabSpan(origin: 5, length: 40))
        #expect(strip.tab(at: 1) == TabSpan(origin: 55, length: 60))
        #expect(strip.tab(at: 2) == TabSpan(origin: 125, length: 100))
        #expect(strip.contentLength == 2 * 5 + 200 + 2 * 10)
        #expect(strip.tab(at: -1) == nil)
        #expect(strip.tab(at: 3) == nil)
    }

    @Test func noTabsIsTwoInsetsLongWithAnEmptyIndicatorAtTheInset() {
        let empty = TabStripLayout(tabLengths: [], spacing: 10, inset: 7, viewportLength: 100)
        #expect(empty.contentLength == 14)
        #expect(empty.indicator(at: 3) == TabSpan(origin: 7, length: 0))
        #expect(empty.indicator(at: 3, isLooping: true) == TabSpan(origin: 7, length: 0))
        #expect(empty.tabIndex(atContentOffset: 7) == nil)
        #expect(empty.contentOffset(centering: 0) == 0)
    }

    @Test func badLengthsSpacingInsetAndViewportCountAsZero() {
        let bad = TabStripLayout(
            tabLengths: [-3, .nan, 20, .infinity], spacing: -4, inset: .nan, viewportLength: -.infinity)
        #expect(bad.tab(at: 0) == TabSpan(origin: 0, length: 0))
        #expect(bad.tab(at: 1) == TabSpan(origin: 0, length: 0))
        #expect(bad.tab(at: 2) == TabSpan(origin: 0, length: 20))
        #expect(bad.tab(at: 3) == TabSpan(origin: 20, length: 0))
        #expect(bad.contentLength == 20)
        #expect(bad.viewportLength == 0)
    }

    @Test func theIndicatorInterpolatesLinearlyAndIsExactAtWholePositions() {
        #expect(strip.indicator(at: 0) == TabSpan(origin: 5, length: 40))
        #expect(strip.indicator(at: 1) == TabSpan(origin: 55, length: 60))
        #expect(strip.indicator(at: 0.25) == TabSpan(origin: 5 + 50 * 0.25, length: 40 + 20 * 0.25))
        #expect(strip.indicator(at: 1.5) == TabSpan(origin: 55 + 70 * 0.5, length: 60 + 40 * 0.5))
    }

    @Test(arguments: [-5.0, -0.1, 2.0, 2.7, 99])
    func withoutLoopingThePositionIsClamped(position: Double) {
        let clamped = min(max(position, 0), 2)
        #expect(strip.indicator(at: position) == strip.indicator(at: clamped))
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aNonFinitePositionReadsAsZero(position: Double) {
        #expect(strip.indicator(at: position) == strip.tab(at: 0))
        #expect(strip.indicator(at: position, isLooping: true) == strip.tab(at: 0))
    }

    /// Looping: between the last tab and tab 0 the indicator never sweeps across the strip.
    @Test func loopingWrapsAndNeverSweepsAcrossTheStrip() {
        #expect(strip.indicator(at: 2.49, isLooping: true) == strip.tab(at: 2))
        #expect(strip.indicator(at: 2.5, isLooping: true) == strip.tab(at: 0))
        #expect(strip.indicator(at: 2.9, isLooping: true) == strip.tab(at: 0))
        #expect(strip.indicator(at: 3, isLooping: true) == strip.tab(at: 0))
        #expect(strip.indicator(at: -0.25, isLooping: true) == strip.tab(at: 0), "wraps to 2.75")
        #expect(strip.indicator(at: 4.5, isLooping: true) == strip.indicator(at: 1.5))
        #expect(strip.indicator(at: 0.5, isLooping: true) == strip.indicator(at: 0.5))
    }

    /// Right-to-left mirrors the content: `[a, b]` becomes `[L − b, L − a]`.
    @Test func rightToLeftMirrorsEverySpan() {
        let mirrored = TabStripLayout(
            tabLengths: [40, 60, 100], spacing: 10, inset: 5, viewportLength: 120, direction: .rightToLeft)
        let length = strip.contentLength
        for index in 0..<3 {
            let span = strip.tab(at: index)!
            #expect(mirrored.tab(at: index) == TabSpan(origin: length - span.end, length: span.length))
        }
        let forward = strip.indicator(at: 0.4)
        #expect(mirrored.indicator(at: 0.4) == TabSpan(origin: length - forward.end, length: forward.length))
        #expect(mirrored.tabIndex(atContentOffset: length - 6) == 0)
        #expect(mirrored.tabIndex(atContentOffset: length - 50) == nil, "in the gap")
        #expect(mirrored.tabIndex(atContentOffset: 10) == 2)
    }

    @Test func centringClampsToTheContent() {
        #expect(strip.contentOffset(centering: 0) == 0, "tab 0's centre 25 is left of the viewport's centre")
        #expect(strip.contentOffset(centering: 1) == 85 - 60)
        #expect(strip.contentOffset(centering: 2) == strip.contentLength - 120, "clamped at the end")
        let short = TabStripLayout(tabLengths: [10, 10], viewportLength: 300)
        #expect(short.contentOffset(centering: 1) == 0, "a strip shorter than the viewport never scrolls")
    }

    @Test func hitTestingFindsTheTabAndNothingInGaps() {
        #expect(strip.tabIndex(atContentOffset: 5) == 0)
        #expect(strip.tabIndex(atContentOffset: 44.999) == 0)
        #expect(strip.tabIndex(atContentOffset: 45) == nil, "the end is outside (origin ≤ x < end)")
        #expect(strip.tabIndex(atContentOffset: 50) == nil)
        #expect(strip.tabIndex(atContentOffset: 55) == 1)
        #expect(strip.tabIndex(atContentOffset: 224.9) == 2)
        #expect(strip.tabIndex(atContentOffset: 225) == nil)
        #expect(strip.tabIndex(atContentOffset: 0) == nil, "in the inset")
        #expect(strip.tabIndex(atContentOffset: .nan) == nil)
    }

    /// The stretching style covers both tabs at half-way and is exact at whole positions.
    @Test func theStretchingIndicatorCoversBothTabsAtHalfWay() {
        #expect(strip.indicator(at: 0, isLooping: false, style: .stretching) == strip.tab(at: 0))
        #expect(strip.indicator(at: 0.5, isLooping: false, style: .stretching) == TabSpan(origin: 5, length: 110))
        #expect(strip.indicator(at: 0.25, isLooping: false, style: .stretching) == TabSpan(origin: 5, length: 75))
        #expect(strip.indicator(at: 0.75, isLooping: false, style: .stretching) == TabSpan(origin: 30, length: 85))
        #expect(strip.indicator(at: 1, isLooping: false, style: .stretching) == strip.tab(at: 1))
    }

    @Test func theSelectionSaysWhichTabsAndHowFar() {
        #expect(strip.selection(at: 1.25) == .init(from: 1, to: 2, progress: 0.25))
        #expect(strip.selection(at: 2) == .init(from: 2, to: 2, progress: 0))
        #expect(strip.selection(at: 2.5, isLooping: true) == .init(from: 2, to: 0, progress: 0.5))
    }

    @Test func equalTabsFillANarrowStripAndKeepAMinimum() {
        let filled = TabStripLayout.equalTabs(count: 4, spacing: 10, inset: 20, viewportLength: 390)
        #expect(filled.tab(at: 0) == TabSpan(origin: 20, length: 80))
        #expect(filled.contentLength == 390)
        let wide = TabStripLayout.equalTabs(count: 10, minimumTabLength: 60, viewportLength: 390)
        #expect(wide.tab(at: 9) == TabSpan(origin: 540, length: 60))
        #expect(wide.contentLength == 600)
    }
}
