import PagedDemoKit
import PagedKit
import PagedKitTesting
import Testing

/// The channel screen's edit keys (issue 24): each edit changes the lineup and reloads the channel
/// pager animated; the terminal host plays the reload's motion frame by frame, the tab row follows,
/// and the surviving channels keep their pages. Timed by a `ManualScheduler`.
@Suite @MainActor struct DemoEditTests {
    let scheduler = ManualScheduler()
    let demo: PagedDemo

    init() {
        demo = PagedDemo(timing: DemoTiming(), scheduler: scheduler)
        demo.start()
        demo.perform(.switchPager)
        demo.banner.pauseAutoScroll(for: .modal)
    }

    var names: [String] { demo.channelSource.lineup.channels.map(\.name) }
    var openName: String? { demo.openChannel?.channel.name }

    /// The channel frame as the transcript draws it: the tab row, the indicator, the strip (without
    /// the transcript's labels).
    var frame: [String] { FrameRenderer.transcriptFrame(demo).map { String($0.dropFirst(8)) } }

    /// Plays everything scheduled until every pager is at rest; returns the frames drawn on the way.
    @discardableResult
    func settle() -> [[String]] {
        var frames: [[String]] = []
        var actions = 0
        while scheduler.runNext(), actions < 10_000 {
            actions += 1
            frames.append(frame)
        }
        #expect(demo.isIdle)
        #expect(demo.channelHost.violations.isEmpty)
        return frames
    }

    func jump(to index: Int) {
        demo.perform(.jump(index))
        settle()
        #expect(demo.channels.currentPage == index)
    }

    /// The tab row shows the open channel's tab, bracketed, and the placed pages are loaded ones.
    func expectTabRowAndPlacementsInStep(sourceLocation: SourceLocation = #_sourceLocation) {
        let name = names[demo.channels.currentPage]
        #expect(frame[0].contains("[\(name)]"), "\(frame[0])", sourceLocation: sourceLocation)
        #expect(FrameRenderer.tabRow(demo).titles == names, sourceLocation: sourceLocation)
        let loaded = demo.channels.loadedPageIndices.compactMap { demo.channels.page(at: $0) }
        for placement in demo.channelHost.placements {
            #expect(
                loaded.contains { $0 === placement.page }, "\(placement.page.channel.name) placed, not loaded",
                sourceLocation: sourceLocation)
        }
        #expect(!demo.channelHost.isAnimatingReload, sourceLocation: sourceLocation)
    }

    // MARK: Keys

    @Test func theEditKeysMapToTheEdits() {
        #expect(KeyMap.command(for: .character("+")) == .edit(.insertAfterCurrent))
        #expect(KeyMap.command(for: .character("-")) == .edit(.removeCurrent))
        #expect(KeyMap.command(for: .character("<")) == .edit(.moveCurrent(forward: false)))
        #expect(KeyMap.command(for: .character(">")) == .edit(.moveCurrent(forward: true)))
        #expect(FrameRenderer.screen(demo).last?.contains("+/- add/remove channel · </> move it") == true)
        demo.perform(.switchPager)
        #expect(FrameRenderer.screen(demo).last?.contains("add/remove") == false, "only on the channel screen")
    }

    @Test func editsOnAnotherScreenChangeNothing() {
        demo.perform(.switchPager)
        #expect(demo.visiblePager == .profile)
        demo.perform(.edit(.removeCurrent))
        demo.perform(.edit(.insertAfterCurrent))
        #expect(names == ChannelLineup.standard.map(\.name))
        #expect(!demo.log.entries.contains { if case .edit = $0.event { true } else { false } })
    }

    // MARK: Each edit

    @Test func insertingAddsTheNextExtraAfterTheOpenChannelAndOpensIt() {
        jump(to: 3)
        demo.perform(.edit(.insertAfterCurrent))
        #expect(names[2...5] == ["Biz", "Tech", "Local", "Sport"])
        #expect(names.count == 13)
        #expect(demo.log.entries.contains(LoggedEvent(.channels, .edit("+Local after Tech", open: "Local"))))
        let frames = settle()
        // The pages slide from Tech to Local, the indicator following.
        #expect(frames.contains { $0[2].contains("│ Local") && !$0[2].hasPrefix("┃│ Local") })
        #expect(demo.channels.currentPage == 4 && openName == "Local")
        expectTabRowAndPlacementsInStep()
        demo.perform(.edit(.insertAfterCurrent))
        settle()
        #expect(names[3...6] == ["Tech", "Local", "Weather", "Sport"] && openName == "Weather")
    }

    @Test func removingTheOpenChannelSlidesItOutAndTheNextOneIn() throws {
        jump(to: 3)
        let removed = try #require(demo.openChannel)
        let next = try #require(demo.channels.page(at: 4))
        #expect(next.channel.name == "Sport")
        let offset = demo.channelHost.contentOffset

        demo.perform(.edit(.removeCurrent))

        // The state is the reload's at once; only the views move.
        #expect(!names.contains("Tech") && names.count == 11)
        #expect(demo.channels.currentPage == 3 && demo.openChannel === next)
        #expect(demo.log.entries.contains(LoggedEvent(.channels, .edit("−Tech", open: "Sport"))))
        #expect(demo.channelHost.isAnimatingReload && demo.channelHost.isMoving && !demo.isIdle)
        #expect(demo.channelHost.leavingPages.map(ObjectIdentifier.init) == [ObjectIdentifier(removed)])
        let moves = demo.channelHost.lastReloadMoves.map {
            "\($0.page.channel.name) \($0.from) \($0.to) \($0.isLeaving)"
        }
        #expect(Set(moves) == ["Tech \(offset) \(offset - 320) true", "Sport \(offset + 320) \(offset) false"])
        #expect(frame[0].contains("[Sport]"), "the tab row follows at once")
        #expect(frame[2].contains("│ Tech") && !frame[2].contains("Sport"), "the motion starts where it was")

        let frames = settle()
        #expect(frames.count == DemoTiming.animationFrames)
        let strips = frames.map { $0[2] }
        // Mid-motion both pages show, Tech going left and Sport coming in; never a blank column.
        #expect(strips.contains { $0.contains("Tech") == false && $0.contains("Sport") && !$0.hasPrefix("┃│ Sport") })
        #expect(strips.dropLast().allSatisfy { !$0.hasPrefix("┃│ Tech") })
        #expect(strips.allSatisfy { !$0.contains(StripRenderer.blank) })
        #expect(strips.last?.hasPrefix("┃│ Sport · loaded 1×") == true)
        #expect(!demo.channelHost.placements.contains { $0.page === removed }, "the leaving page's view is gone")
        #expect(demo.channelHost.leavingPages.isEmpty)
        expectTabRowAndPlacementsInStep()
    }

    @Test func removingTheLastChannelBringsThePreviousOneFromTheLeft() throws {
        jump(to: 11)
        let previous = try #require(demo.channels.page(at: 10))
        demo.perform(.edit(.removeCurrent))
        #expect(demo.channels.currentPage == 10 && demo.openChannel === previous && names.last == "Auto")
        let frames = settle().map { $0[2] }
        #expect(frames.allSatisfy { !$0.contains(StripRenderer.blank) })
        #expect(frames.contains { $0.contains("│ Games") && !$0.hasPrefix("┃│ Games") })
        expectTabRowAndPlacementsInStep()
    }

    @Test func movingTheOpenChannelKeepsItOpenAndTheTabRowFollows() throws {
        let top = try #require(demo.openChannel)
        demo.perform(.edit(.moveCurrent(forward: false)))
        #expect(names == ChannelLineup.standard.map(\.name), "nothing before the first channel")
        demo.perform(.edit(.moveCurrent(forward: true)))
        #expect(names.prefix(3) == ["World", "Top", "Biz"])
        #expect(demo.channels.currentPage == 1 && demo.openChannel === top)
        #expect(demo.log.entries.contains(LoggedEvent(.channels, .edit("Top → 1", open: "Top"))))
        settle()
        #expect(frame[0].hasPrefix(" World [Top] Biz "))
        #expect(frame[2].hasPrefix("┃│ Top · loaded 1×"))
        expectTabRowAndPlacementsInStep()
        jump(to: 11)
        demo.perform(.edit(.moveCurrent(forward: true)))
        #expect(names.last == "Games", "nothing after the last channel")
    }

    // MARK: Across edits

    @Test func survivingChannelsKeepTheirPagesAndFeedLines() throws {
        demo.perform(.scrollFeed(7))
        let top = try #require(demo.openChannel)
        let world = try #require(demo.channels.page(at: 1))
        demo.perform(.edit(.insertAfterCurrent))
        settle()
        #expect(openName == "Local")
        demo.perform(.edit(.removeCurrent))
        settle()
        #expect(demo.openChannel === world, "World, next after Local, opens: the same page")
        #expect(demo.channels.page(at: 0) === top && top.scrollLine == 7)
        demo.perform(.edit(.moveCurrent(forward: false)))
        settle()
        #expect(names.prefix(2) == ["World", "Top"] && demo.openChannel === world)
        demo.perform(.swipe(forward: true))
        settle()
        #expect(demo.openChannel === top && top.scrollLine == 7 && top.loadNumber == 1)
        expectTabRowAndPlacementsInStep()
    }

    @Test func removingDownToOneChannelStopsThere() {
        for _ in 0..<11 {
            demo.perform(.edit(.removeCurrent))
            settle()
            expectTabRowAndPlacementsInStep()
        }
        #expect(names == ["Games"] && openName == "Games")
        let events = demo.log.entries.count
        demo.perform(.edit(.removeCurrent))
        demo.perform(.edit(.moveCurrent(forward: true)))
        #expect(names == ["Games"] && demo.log.entries.count == events, "the last channel stays")
        #expect(!demo.channelHost.isMoving)
        #expect(frame[0].contains("[Games]"))
        #expect(demo.channelHost.placements.count == 1)
    }

    @Test func aKeyFinishesTheMotionUnderWayFirst() throws {
        jump(to: 3)
        let tech = try #require(demo.openChannel)
        demo.perform(.edit(.removeCurrent))
        #expect(scheduler.runNext())
        #expect(demo.channelHost.isAnimatingReload)
        let sport = try #require(demo.openChannel)
        demo.perform(.edit(.removeCurrent))
        #expect(!demo.channelHost.placements.contains { $0.page === tech }, "the first motion ended first")
        #expect(demo.channelHost.leavingPages.map(ObjectIdentifier.init) == [ObjectIdentifier(sport)])
        let frames = settle().map { $0[2] }
        #expect(frames.allSatisfy { !$0.contains(StripRenderer.blank) })
        #expect(openName == "Arts")
        expectTabRowAndPlacementsInStep()
    }

    @Test(arguments: [ChannelEdit.insertAfterCurrent, .removeCurrent, .moveCurrent(forward: true)])
    func anEditDuringASwipeLetsTheSwipeGoOn(edit: ChannelEdit) {
        jump(to: 3)
        demo.perform(.swipe(forward: true))
        #expect(scheduler.runNext())
        #expect(demo.channelHost.isDragging)
        demo.perform(.edit(edit))
        let frames = settle().map { $0[2] }
        #expect(frames.allSatisfy { !$0.contains(StripRenderer.blank) })
        #expect(demo.channels.position == Double(demo.channels.currentPage))
        expectTabRowAndPlacementsInStep()
        #expect(names.count == (edit == .removeCurrent ? 11 : edit == .insertAfterCurrent ? 13 : 12))
    }
}

/// The scripted run's edit section: insert, remove and move a channel, each an animated reload the
/// transcript shows frame by frame, with the tab row following and the open channel in the events.
@Suite @MainActor struct DemoScriptedEditTests {
    let run = DemoScriptRun()

    /// The channel strips of a step, without their labels and status.
    func strips(_ prefix: String) -> [String] {
        run.lines(ofStep: prefix).filter { $0.hasPrefix("channel ") }.map { String($0.dropFirst(8).prefix(44)) }
    }

    func tabs(_ prefix: String) -> [String] {
        run.lines(ofStep: prefix).filter { $0.hasPrefix("tabs ") }
    }

    @Test func insertingShowsLocalInTheTabRowThenSlidesToIt() {
        let step = run.lines(ofStep: "▶ edit (+)")
        #expect(step.contains("events  channels: edit +Local after World, open Local, load Local"))
        #expect(tabs("▶ edit (+)").allSatisfy { $0.contains("World") && $0.contains("Local") })
        #expect(tabs("▶ edit (+)").last?.contains("[Local]") == true)
        let strips = strips("▶ edit (+)")
        #expect(strips.count >= 8)
        #expect(strips.contains { $0.hasPrefix("┃World") && $0.contains("│") })
        #expect(strips.contains { !$0.hasPrefix("┃│") && $0.contains("│ Local") })
        #expect(strips.last?.hasPrefix("┃│ Local · loaded 1×") == true)
        #expect(strips.allSatisfy { !$0.contains(StripRenderer.blank) })
    }

    @Test func removingSlidesLocalOutAndBizInWithTheTabRowOnBizThroughout() {
        let step = run.lines(ofStep: "▶ edit (−)")
        #expect(
            step.contains { $0.hasPrefix("events  channels: edit −Local, open Biz, disappear Local, unload Local") })
        let tabs = tabs("▶ edit (−)")
        #expect(!tabs.isEmpty && tabs.allSatisfy { $0.contains("World [Biz] Tech") })
        let strips = strips("▶ edit (−)")
        // The first frame is Local where it was; then Local leaves to the left as Biz comes in,
        // every frame a page edge to edge; the last frame is Biz.
        #expect(strips.count == DemoTiming.animationFrames + 1)
        #expect(strips.first?.hasPrefix("┃│ Local") == true)
        #expect(strips.dropFirst().dropLast().allSatisfy { !$0.hasPrefix("┃│") && $0.contains("│") })
        #expect(strips.contains { $0.hasPrefix("┃Local") })
        #expect(strips.contains { !$0.hasPrefix("┃│") && $0.contains("│ Biz") })
        #expect(strips.last?.hasPrefix("┃│ Biz · loaded 1×") == true)
        #expect(strips.allSatisfy { !$0.contains(StripRenderer.blank) })
        #expect(!run.demo.channelHost.placements.contains { $0.page.channel.name == "Local" })
    }

    @Test func movingBizKeepsItOpenAndTheTabRowFollows() {
        let step = run.lines(ofStep: "▶ edit (<)")
        #expect(step.contains("events  channels: edit Biz → 1, open Biz"))
        #expect(tabs("▶ edit (<)") == ["tabs     Top [Biz] World  Tech  Sport  Arts  Sci     …"])
        #expect(strips("▶ edit (<)").allSatisfy { $0.hasPrefix("┃│ Biz · loaded 1×") })
    }

    @Test func worldIsTheSamePageAfterTheEditsOnItsLine7() {
        #expect(strips("▶ swipe to World").last?.hasPrefix("┃│ World · loaded 2× · line 7") == true)
        let final = Array(run.demo.channelSource.lineup.channels.prefix(4).map(\.name))
        #expect(final == ["Top", "Biz", "World", "Tech"])
        #expect(run.demo.channelHost.reloadMotionCount == 1, "only the removal moves pages in view")
    }
}
