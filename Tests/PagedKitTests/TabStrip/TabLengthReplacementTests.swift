import PagedKit
import Testing

/// One tab re-measured (a badge, a new title): `setTabLength(_:at:)` and
/// `replacingTabLength(at:with:)` move no tab before it and shift the ones after it by the difference.
@Suite struct TabLengthReplacementTests {
    /// Twelve tabs of uneven whole-point widths, spacing 6, inset 8, in a 320-point strip.
    static let lengths: [Double] = [47, 62, 84, 55, 69, 77, 69, 62, 55, 62, 62, 77]
    let strip = TabStripLayout(tabLengths: lengths, spacing: 6, inset: 8, viewportLength: 320)

    @Test(arguments: [0, 3, 11])
    func aLongerTabMovesNoEarlierTabAndShiftsTheLaterOnesByTheDifference(index: Int) {
        let old = strip.tab(at: index)!
        let longer = strip.replacingTabLength(at: index, with: old.length + 23)
        let delta = 23.0
        for earlier in 0..<index {
            #expect(longer.tab(at: earlier) == strip.tab(at: earlier), "tab \(earlier) keeps its span exactly")
        }
        #expect(longer.tab(at: index) == TabSpan(origin: old.origin, length: old.length + delta))
        for later in (index + 1)..<strip.tabCount {
            let before = strip.tab(at: later)!
            #expect(longer.tab(at: later) == TabSpan(origin: before.origin + delta, length: before.length))
        }
        #expect(longer.contentLength == strip.contentLength + delta)
        #expect(longer.tabCount == strip.tabCount)
        #expect(longer.viewportLength == strip.viewportLength && longer.inset == strip.inset)
    }

    @Test func aShorterTabPullsTheLaterOnesBack() {
        var layout = strip
        layout.setTabLength(40, at: 5)
        let delta = 40.0 - 77
        for earlier in 0..<5 { #expect(layout.tab(at: earlier) == strip.tab(at: earlier)) }
        #expect(layout.tab(at: 5) == TabSpan(origin: strip.tab(at: 5)!.origin, length: 40))
        for later in 6..<12 {
            #expect(layout.tab(at: later)!.origin == strip.tab(at: later)!.origin + delta)
        }
        #expect(layout.contentLength == strip.contentLength + delta)
    }

    @Test func theResultIsTheLayoutBuiltFromScratchWithWholePointLengths() {
        var lengths = Self.lengths
        lengths[3] = 91
        let fresh = TabStripLayout(tabLengths: lengths, spacing: 6, inset: 8, viewportLength: 320)
        #expect(strip.replacingTabLength(at: 3, with: 91) == fresh)
        // Hit-testing and centring follow the new spans.
        let moved = strip.replacingTabLength(at: 3, with: 91)
        #expect(moved.tabIndex(atContentOffset: fresh.tab(at: 4)!.origin) == 4)
        #expect(moved.contentOffset(centering: 7) == fresh.contentOffset(centering: 7))
        #expect(moved.indicator(at: 3.5) == fresh.indicator(at: 3.5))
    }

    @Test(arguments: [-1, 12, Int.min, Int.max])
    func anIndexOutsideTheTabsChangesNothing(index: Int) {
        #expect(strip.replacingTabLength(at: index, with: 500) == strip)
        var layout = strip
        layout.setTabLength(500, at: index)
        #expect(layout == strip)
        var empty = TabStripLayout(tabLengths: [], inset: 4, viewportLength: 100)
        empty.setTabLength(10, at: 0)
        #expect(empty.contentLength == 8 && empty.tabCount == 0)
    }

    @Test(arguments: [-5.0, .nan, .infinity, -.infinity])
    func aBadLengthCountsAsZero(length: Double) {
        let zero = strip.replacingTabLength(at: 2, with: length)
        #expect(zero.tab(at: 2) == TabSpan(origin: strip.tab(at: 2)!.origin, length: 0))
        #expect(zero.tab(at: 3)!.origin == strip.tab(at: 3)!.origin - 84)
        #expect(zero.contentLength == strip.contentLength - 84)
    }

    @Test func theSameLengthChangesNothing() {
        #expect(strip.replacingTabLength(at: 4, with: 69) == strip)
    }

    @Test func rightToLeftTheLaterTabsKeepTheirSpansAndTheEarlierOnesShift() {
        let mirrored = TabStripLayout(
            tabLengths: Self.lengths, spacing: 6, inset: 8, viewportLength: 320, direction: .rightToLeft)
        let longer = mirrored.replacingTabLength(at: 3, with: 55 + 20)
        for earlier in 0..<3 {
            #expect(longer.tab(at: earlier)!.origin == mirrored.tab(at: earlier)!.origin + 20)
        }
        #expect(longer.tab(at: 3) == TabSpan(origin: mirrored.tab(at: 3)!.origin, length: 75))
        for later in 4..<12 { #expect(longer.tab(at: later) == mirrored.tab(at: later)) }
        var lengths = Self.lengths
        lengths[3] = 75
        #expect(
            longer
                == TabStripLayout(
                    tabLengths: lengths, spacing: 6, inset: 8, viewportLength: 320, direction: .rightToLeft))
    }
}
