import PagedDemoKit
import PagedKit
import PagedKitTesting
import Testing

/// Keys and the command line of the demo.
@Suite struct DemoInputTests {
    @Test func arrowsTabAndCharactersAreDecoded() {
        var decoder = KeyDecoder()
        let bytes: [UInt8] = [0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x44, 0x09, 0x20, 0x39, 0x03, 0x1B, 0x4F, 0x41]
        #expect(decoder.decode(bytes) == [.right, .left, .tab, .space, .character("9"), .interrupt, .up])
    }

    @Test func anEscapeSequenceSplitAcrossReadsIsKeptForTheNext() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.decode([0x5B]).isEmpty)
        #expect(decoder.decode([0x42, 0x71]) == [.down, .character("q")])
    }

    @Test func pageUpAndPageDownAreDecodedAndOtherTildeSequencesDropped() {
        var decoder = KeyDecoder()
        // ESC [ 5 ~, ESC [ 6 ~, then Delete (ESC [ 3 ~), dropped, and a `q`.
        let bytes: [UInt8] = [0x1B, 0x5B, 0x35, 0x7E, 0x1B, 0x5B, 0x36, 0x7E, 0x1B, 0x5B, 0x33, 0x7E, 0x71]
        #expect(decoder.decode(bytes) == [.pageUp, .pageDown, .character("q")])
    }

    @Test func aLoneEscapeIsDroppedAndTheNextByteKept() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B, 0x6D]) == [.character("m")])
    }

    @Test(arguments: [
        (Key.left, DemoCommand.swipe(forward: false)),
        (.right, .swipe(forward: true)),
        (.tab, .switchPager),
        (.space, .toggleAutoScroll),
        (.up, .scrollFeed(-1)),
        (.down, .scrollFeed(1)),
        (.pageUp, .scrollFeed(-8)),
        (.pageDown, .scrollFeed(8)),
        (.interrupt, .quit),
        (.character("q"), .quit),
        (.character("m"), .memoryPressure(.warning)),
        (.character("M"), .memoryPressure(.critical)),
        (.character("r"), .reload),
        (.character("t"), .toggleBannerCards),
        (.character("0"), .jump(0)),
        (.character("9"), .jump(9)),
        (.character("a"), .jump(10)),
        (.character("l"), .jump(21)),
    ])
    func keysMapToCommands(key: Key, command: DemoCommand) {
        #expect(KeyMap.command(for: key) == command)
    }

    /// Issue 24's trial: the help line named `a`–`l` with twelve channels, though only `a` and `b`
    /// reach a page. It names the keys that reach a page of the open pager, and each of them does.
    @Test(arguments: [
        (1, "0"), (5, "0-4"), (10, "0-9"), (11, "0-9 a"), (12, "0-9 a-b"), (13, "0-9 a-c"), (40, "0-9 a-l"),
    ])
    func theHelpLineNamesTheJumpKeysThatReachAPage(pageCount: Int, keys: String) {
        #expect(KeyMap.jumpKeys(pageCount: pageCount) == keys)
        let reachable = (Array("0123456789") + Array("abcdefghijkl")).filter {
            if case .jump(let index) = KeyMap.command(for: .character($0)) { return index < pageCount }
            return false
        }
        #expect(reachable.count == min(pageCount, 22))
    }

    @MainActor @Test func theScreenShowsTheOpenPagersJumpKeys() {
        let demo = PagedDemo(timing: DemoTiming(), scheduler: ManualScheduler())
        demo.perform(.switchPager)
        #expect(demo.visiblePager == .channels)
        let help = FrameRenderer.screen(demo).last ?? ""
        #expect(help.contains("\(KeyMap.jumpKeys(pageCount: demo.channels.pageCount)) jump"), "\(help)")
        #expect(!help.contains("a-l"))
    }

    @Test func unknownKeysDoNothing() {
        #expect(KeyMap.command(for: .character("z")) == nil)
        #expect(KeyMap.command(for: .character("é")) == nil)
    }

    @Test func theSpeedAndScriptFlagsAreParsed() throws {
        #expect(try DemoOptions(arguments: []) == DemoOptions())
        let options = try DemoOptions(arguments: ["--script", "--speed", "1000"])
        #expect(options.forcesScript && options.speed == 1000)
        #expect(try DemoOptions(arguments: ["--speed=2.5"]).speed == 2.5)
        #expect(DemoOptions().timing(scripted: true).speed == DemoTiming.scriptedDefaultSpeed)
        #expect(DemoOptions().timing(scripted: false).speed == 1)
    }

    @Test func badArgumentsAreReported() {
        #expect(throws: DemoOptionsError.unknownArgument("--fast")) { try DemoOptions(arguments: ["--fast"]) }
        #expect(throws: DemoOptionsError.missingSpeed) { try DemoOptions(arguments: ["--speed"]) }
        #expect(throws: DemoOptionsError.badSpeed("0")) { try DemoOptions(arguments: ["--speed", "0"]) }
        #expect(throws: DemoOptionsError.badSpeed("x")) { try DemoOptions(arguments: ["--speed=x"]) }
    }

    @Test func timingScalesDemoTimeBySpeed() {
        #expect(DemoTiming(speed: 4).scaled(2) == .milliseconds(500))
        #expect(DemoTiming(speed: 4).autoScroll.interval == .milliseconds(500))
        #expect(DemoTiming(speed: -1).speed == 1)
        #expect(DemoTiming(speed: 1000).stepTimeout == .seconds(3))
    }
}
