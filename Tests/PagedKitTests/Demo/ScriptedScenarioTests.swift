import Foundation
import PagedDemoKit
import PagedKit
import PagedKitTesting
import Testing

/// The scripted mode's scenario, run in-process on a `ManualScheduler`: the transcript shows what
/// the demo promises a newcomer.
@Suite @MainActor struct ScriptedScenarioTests {
    let run = DemoScriptRun()

    @Test func theScriptEndsWithEveryPagerAtRestAndNothingLeftScheduled() {
        #expect(run.player.isFinished)
        #expect(run.demo.isIdle)
        #expect(run.scheduler.pendingCount == 0)
        #expect(run.lines.first?.hasPrefix("paged-demo · the scripted scenario") == true)
        #expect(run.lines.last?.hasPrefix("▶ done") == true)
        #expect(!run.lines.contains { $0.contains("timed out") })
    }

    @Test func theHostsSawNoMisuseAndNoBlankSlot() {
        #expect(run.demo.bannerHost.violations.isEmpty)
        #expect(run.demo.channelHost.violations.isEmpty)
        #expect(!run.lines.contains { $0.contains(StripRenderer.blank) })
    }

    @Test func everyStepIsCaptionedInOrder() {
        let captions = run.lines.filter { $0.hasPrefix("▶") && !$0.hasPrefix("▶ done") }
        #expect(captions == DemoScript.steps.map(\.caption))
    }

    @Test func theBannerAutoScrollsAcrossTheSeamThenIsSwipedBothWaysOverIt() {
        // Opened on 2 (a jump before the viewport length); three auto-scrolls 2 → 3 → 4 → 0; a swipe
        // back 0 → 4 and forward 4 → 0; the cancelled swipe rests on 0 again without a page change;
        // in the two-card loop one auto-scroll 0 → 1; back to five cards on 1 without a page change.
        #expect(run.restingPages(.banner) == ["2", "3", "4", "0", "4", "0", "1"])
    }

    @Test func theAutoScrollsComeEveryIntervalFromTheScheduler() {
        let steps = [DemoScript.steps[0]]
        let run = DemoScriptRun(steps: steps)
        #expect(run.restingPages(.banner) == ["2", "3", "4", "0"])
        // Each move starts 2 s after the last one came to rest (the first, 2 s after the start) and
        // lasts 250 ms; then the script pauses 300 ms before it ends.
        let expected = 3 * (2.0 + DemoTiming.animationSeconds) + DemoTiming.stepPauseSeconds
        let elapsed =
            Double(run.scheduler.now.components.seconds)
            + Double(run.scheduler.now.components.attoseconds) / 1e18
        #expect(abs(elapsed - expected) < 0.01, "took \(elapsed) s of scheduler time")
    }

    @Test func theIndicatorFillsTheDotOfTheCurrentPage() {
        let restingFrames = run.lines.filter { $0.hasPrefix("banner") && $0.contains(" idle ") }
        #expect(restingFrames.count >= 8)
        for frame in restingFrames {
            // The card drawn bright (solid edges) is the one in the middle; five dots, or two in the
            // two-card loop.
            let card = frame.firstMatch(of: /│ (\d) ★/).map { Int($0.1)! }
            let dots = frame.firstMatch(of: /┃ ([●○](?: [●○])*)  pos/).map { String($0.1) }
            let count = dots.map { $0.count { $0 != " " } } ?? 0
            #expect(count == 5 || count == 2, "\(frame)")
            #expect(card != nil && dots == PageIndicator.render(count: count, current: card!), "\(frame)")
        }
        // The seam crossing as drawn: the last frame of 4 before the first frame of 0.
        let seam = run.lines(ofStep: "▶ banner:").filter { $0.hasPrefix("banner") }
        let lastOfFour = seam.lastIndex { $0.contains("○ ○ ○ ○ ●  pos 4.00 idle") }
        let firstOfZero = seam.firstIndex { $0.contains("● ○ ○ ○ ○  pos 0.00 idle") }
        #expect(lastOfFour != nil && firstOfZero != nil && lastOfFour! < firstOfZero!)
    }

    @Test func theStripSlidesBetweenTwoCardsDuringAnAutoScroll() {
        let moving = run.lines(ofStep: "▶ banner:").filter { $0.hasPrefix("banner") && $0.contains("settling") }
        // Mid-animation, the strip shows the end of one card and the start of the next, still dimmed
        // (┊) before half-way and bright (│) from it.
        #expect(moving.contains { $0.contains("Free delivery") && $0.contains("┊ 3 ★") })
        #expect(moving.contains { $0.contains("delivery") && $0.contains("│ 3 ★") })
        #expect(moving.contains { $0.contains("Members' week") && $0.contains("┊ 0 ★") })
    }

    @Test func theCancelledSwipeReturnsWithoutAPageChange() {
        let step = run.lines(ofStep: "▶ cancelled swipe")
        #expect(step.contains { $0.contains("pos 0.25 settling") })
        #expect(step.last { $0.hasPrefix("banner") }?.contains("● ○ ○ ○ ○  pos 0.00 idle") == true)
        #expect(!step.contains { $0.contains("now ") })
    }

    @Test func theJumpFromTopToHealthMakesNoChannelInBetween() throws {
        let jump = run.eventRange(ofStep: "▶ tap Health")
        let arrival = try #require(run.events[jump].firstIndex { $0.event == .now("Health") })
        // Health is spliced next to Top; Auto, beyond it, loads at half-way; Food only at rest, as
        // Health's neighbour. Channels 1–7 never load, and nothing in 1–8 loads while moving.
        #expect(run.loads(.channels, in: jump) == ["Health", "Auto", "Food"])
        #expect(run.loads(.channels, in: jump.lowerBound..<arrival).last == "Food")
        let step = run.lines(ofStep: "▶ tap Health")
        let arrivedFrame = try #require(step.firstIndex { $0.contains("pos 9.00 idle") })
        let foodLoad = try #require(step.firstIndex { $0.contains("load Food") })
        #expect(foodLoad > arrivedFrame)
        // As printed: no "load" line for channels 1–8 until the content rests on Health.
        let between = ChannelLineup.standard[1...8].map(\.name)
        for line in step[..<arrivedFrame] where line.hasPrefix("events") {
            let loaded = line.matches(of: /(?:: |, )load (\w+)/).map { String($0.1) }
            #expect(loaded.allSatisfy { !between.contains($0) }, "\(line)")
        }
        // Mid-jump the strip shows Top and Health side by side, and the position runs 0 → 9.
        #expect(step.contains { $0.contains("line 12") && $0.contains("│ Health") })
        #expect(step.contains { $0.contains("pos 4.50 settling") })
    }

    @Test func theTabIndicatorFollowsThePositionAcrossTheTabs() throws {
        let step = run.lines(ofStep: "▶ tap Health")
        // The whole row without brackets; each printed row is a slice of it (the row scrolls).
        let fullRow = ChannelLineup.standard.map { " \($0.name) " }.joined()
        var bars: [Int] = []
        var scrolls: [Int] = []
        for (index, line) in step.enumerated() where line.contains("━") && index > 0 {
            let tabs = step[index - 1]
            guard tabs.hasPrefix("tabs") else { continue }
            let visible = String(tabs.dropFirst(8)).replacingOccurrences(of: "[", with: " ")
                .replacingOccurrences(of: "]", with: " ")
            let scroll = try #require(Self.scrollOffset(of: visible, in: fullRow), "\(tabs)")
            scrolls.append(scroll)
            bars.append(scroll + line.dropFirst(8).prefix { $0 != "━" }.count)
        }
        #expect(bars.count >= 8)
        #expect(bars == bars.sorted(), "the bar only moves right along the row during the jump: \(bars)")
        #expect(Set(bars).count >= 6, "the bar slides through the tabs between: \(bars)")
        #expect(scrolls.first == 0 && scrolls.last ?? 0 > 0, "the row scrolled to keep Health in view: \(scrolls)")
    }

    /// Where `visible` starts in `fullRow`: a tab the row's edge cuts is drawn as spaces with a `…`
    /// at the edge, so those columns match anything; every other column must match.
    static func scrollOffset(of visible: String, in fullRow: String) -> Int? {
        let shown = Array(visible), row = Array(fullRow)
        guard shown.count <= row.count else { return nil }
        var isWild = Array(repeating: false, count: shown.count)
        if shown.first == "…" {
            for index in shown.indices {
                guard index == 0 || shown[index] == " " else { break }
                isWild[index] = true
            }
        }
        if shown.last == "…" {
            for index in shown.indices.reversed() {
                guard index == shown.count - 1 || shown[index] == " " else { break }
                isWild[index] = true
            }
        }
        return (0...(row.count - shown.count)).first { start in
            shown.indices.allSatisfy { isWild[$0] || shown[$0] == row[start + $0] }
        }
    }

    @Test func memoryPressureShedsPagesAndTheRestoredLineComesBack() {
        let warning = run.lines(ofStep: "▶ memory warning")
        // The cache held World (left when the jump spliced Health in) and Top: the warning drops both.
        #expect(warning.contains { $0.contains("memory warning, unload World, unload Top") })
        let critical = run.lines(ofStep: "▶ memory critical")
        #expect(critical.contains { $0.contains("unload Food, unload Auto") })
        #expect(critical.contains { $0.contains("Health") && $0.hasSuffix("loaded 1") })
        let back = run.lines(ofStep: "▶ tap Top")
        #expect(back.contains { $0.contains("load Top (line 12 restored)") })
        #expect(back.last { $0.hasPrefix("channel") }?.contains("│ Top · loaded 2× · line 12 (restored)") == true)
    }

    @Test func aReloadKeepsTheOpenChannelAndOneRemovingItOpensTheNext() throws {
        let insert = run.lines(ofStep: "▶ reload with Live inserted")
        #expect(insert.contains { $0.contains("[Top] Live  World") })
        #expect(insert.contains { $0.contains("reload +Live") })
        let remove = run.lines(ofStep: "▶ reload with Live removed")
        #expect(remove.contains { $0.contains("reload −Live") && $0.contains("unload Live") })
        let tabs = try #require(remove.first { $0.hasPrefix("tabs") })
        #expect(tabs.contains("[World]") && !tabs.contains("Live"))
        // World, at index 1 again, is open; the lineup is the standard one until the edits that follow.
        #expect(tabs.contains(" Top [World] Biz "))
        #expect(remove.last { $0.hasPrefix("channel") }?.contains("│ World") == true)
        #expect(remove.last { $0.hasPrefix("channel") }?.contains("pos 1.00 idle") == true)
    }

    @Test func theDefaultScriptedSpeedPlaysInUnderSixSeconds() {
        let run = DemoScriptRun(speed: DemoTiming.scriptedDefaultSpeed)
        #expect(run.player.isFinished)
        #expect(run.scheduler.now < .seconds(6), "took \(run.scheduler.now)")
        // The pacing changes the timing only, never the story.
        #expect(run.lines.dropFirst() == self.run.lines.dropFirst())
    }

    @Test func aVeryHighSpeedPlaysTheSameScenarioNearlyAtOnce() {
        let run = DemoScriptRun(speed: 1000)
        #expect(run.scheduler.now < .milliseconds(25), "took \(run.scheduler.now)")
        #expect(run.lines.dropFirst() == self.run.lines.dropFirst())
    }
}
