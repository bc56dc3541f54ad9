import PagedDemoKit
import PagedKit
import PagedKitTesting
import Testing

/// A user mashing keys at any moment — mid-drag, mid-jump, mid-auto-scroll — never makes the
/// terminal host show a blank slot or see a misuse, and everything comes to rest on a whole page.
@Suite @MainActor struct DemoKeyMashingTests {
    static let commands: [DemoCommand] = [
        .swipe(forward: true), .swipe(forward: false), .cancelledSwipe(forward: true),
        .cancelledSwipe(forward: false), .switchPager, .jump(0), .jump(3), .jump(9), .jump(12), .jump(4),
        .memoryPressure(.warning), .memoryPressure(.critical), .reload, .toggleAutoScroll, .scrollFeed(5),
        .toggleBannerCards, .switchPager, .scrollFeed(-3), .scrollFeed(30),
    ]

    @Test(arguments: Array(1...8) + [51, 99] + Array(100...119) as [UInt64])
    func mashingKeysKeepsThePagersWhole(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let scheduler = ManualScheduler()
        let demo = PagedDemo(timing: DemoTiming(), scheduler: scheduler)
        demo.start()
        for step in 0..<400 {
            if Int.random(in: 0..<4, using: &random) == 0 {
                let command = Self.commands.randomElement(using: &random)!
                demo.perform(command)
            } else {
                scheduler.runNext()
            }
            check(demo, "seed \(seed), step \(step)")
        }
        // Let everything come to rest: stop auto-scroll, then play what is left.
        demo.banner.pauseAutoScroll(for: .modal)
        var actions = 0
        while scheduler.runNext(), actions < 10_000 { actions += 1 }
        check(demo, "seed \(seed), at rest")
        #expect(demo.isIdle, "seed \(seed)")
        checkAtRest(demo.banner, demo.bannerHost, "seed \(seed), banner")
        checkAtRest(demo.channels, demo.channelHost, "seed \(seed), channels")
        checkAtRest(demo.profile, demo.profileHost, "seed \(seed), profile")
        // At rest every loaded list shows the header the open one drives (rule 16).
        let header = ProfileLayout.header
        for index in demo.profile.loadedPageIndices {
            let offset = demo.profile.page(at: index)?.listOffset ?? .nan
            #expect(
                header.collapse(forListOffset: offset) == demo.profile.headerCollapse,
                "seed \(seed): list \(index) at \(offset), header \(demo.profile.headerCollapse)")
        }
    }

    private func check(_ demo: PagedDemo, _ context: String) {
        #expect(demo.bannerHost.violations.isEmpty, "\(context): \(demo.bannerHost.violations)")
        #expect(demo.channelHost.violations.isEmpty, "\(context): \(demo.channelHost.violations)")
        #expect(demo.profileHost.violations.isEmpty, "\(context): \(demo.profileHost.violations)")
        let rows = ProfileRenderer.listRows(demo).joined()
        #expect(!rows.contains(StripRenderer.blank), "\(context): profile \(rows)")
        let banner = FrameRenderer.bannerStrip(demo)
        let channel = FrameRenderer.channelStrip(demo)
        #expect(!banner.contains(StripRenderer.blank), "\(context): banner \(banner)")
        #expect(!channel.contains(StripRenderer.blank), "\(context): channels \(channel)")
        #expect(
            demo.banner.position.isFinite && demo.channels.position.isFinite && demo.profile.position.isFinite,
            "\(context)")
    }

    private func checkAtRest<Page: DemoPage>(
        _ container: PagedContainer<Page>, _ host: TerminalHost<Page>, _ context: String
    ) {
        #expect(container.scrollState == .idle, "\(context)")
        #expect(container.position == Double(container.currentPage), "\(context): position \(container.position)")
        #expect(container.settledPage == container.currentPage, "\(context)")
        // At rest on a whole pitch (the banner's cards and spacing; a channel page is the viewport).
        let slots = host.contentOffset / (container.pageLength + max(0, container.configuration.pageSpacing))
        #expect(slots == slots.rounded(), "\(context): offset \(host.contentOffset)")
        // Every loaded page is placed; a placed page that `page(at:)` does not return is the second
        // instance of a few-page loop, and it is on screen.
        let placed = Set(host.placements.map { ObjectIdentifier($0.page) })
        let loaded = Set(container.loadedPageIndices.compactMap { container.page(at: $0) }.map(ObjectIdentifier.init))
        var visible: Set<ObjectIdentifier> = []
        container.forEachVisiblePage { page, _, _ in visible.insert(ObjectIdentifier(page)) }
        #expect(placed.isSuperset(of: loaded), "\(context)")
        #expect(placed.subtracting(loaded).isSubset(of: visible), "\(context)")
        #expect(host.placements.count == placed.count, "\(context): a page placed twice")
    }
}
