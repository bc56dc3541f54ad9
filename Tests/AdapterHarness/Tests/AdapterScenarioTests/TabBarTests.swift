import PagedKit
import PagedKitSwiftUI
import PagedKitUIKit
@_spi(UIKitModel) import SwiftUI
import Testing
@_spi(UIKitModel) import UIKit

/// Twelve news channels, identified by name, as cards.
@MainActor final class NewsSource: PageDataSource {
    var channels: [String]

    init(channels: [String]) { self.channels = channels }

    func numberOfPages(in container: PagedContainer<CardView>) -> Int { channels.count }

    func container(_ container: PagedContainer<CardView>, pageAt index: Int) -> CardView {
        CardView(index: index)
    }

    func container(_ container: PagedContainer<CardView>, identifierForPageAt index: Int) -> AnyHashable {
        channels[index]
    }
}

/// What the bar showed at each `didScrollTo` (the relay updates the bar before the host's delegate).
@MainActor final class TickRecorder: PagedContainerDelegate {
    struct Tick {
        var position: Double
        var indicator: CGRect
        var stripOffset: CGFloat
    }

    weak var bar: PagedTabBar?
    /// Called on each tick before recording, for a host that drives the bar itself.
    var beforeRecording: (() -> Void)?
    private(set) var ticks: [Tick] = []

    func container(_ container: PagedContainer<CardView>, didScrollTo position: Double) {
        beforeRecording?()
        guard let bar else { return }
        ticks.append(
            Tick(position: position, indicator: bar.indicatorView.frame, stripOffset: bar.scrollView.contentOffset.x))
    }

    func clear() { ticks.removeAll() }
}

/// A channel pager with a tab bar above it, 320 points wide.
@MainActor final class TabbedPager {
    static let channels = [
        "Top", "World", "Business", "Tech", "Sport", "Science", "Culture", "Travel", "Food", "Health", "Style",
        "Opinion",
    ]

    let source: NewsSource
    let pager: PagedScrollView<CardView>
    let bar = PagedTabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let recorder = TickRecorder()

    init(world: World, channels: [String] = TabbedPager.channels, ownedByPager: Bool = true) {
        source = NewsSource(channels: channels)
        pager = PagedScrollView<CardView>(scheduler: world.scheduler)
        pager.dataSource = source
        pager.delegate = recorder
        recorder.bar = bar
        bar.titles = channels
        if ownedByPager {
            bar.connect(to: pager)
        } else {
            bar.connect(to: pager.container)
            recorder.beforeRecording = { [bar] in bar.update() }
        }
        pager.reloadData()
        let root = UIViewController()
        root.loadViewIfNeeded()
        pager.frame = CGRect(x: 0, y: 44, width: 320, height: 200)
        root.view.addSubview(bar)
        root.view.addSubview(pager)
        world.show(root)
    }

    var container: PagedContainer<CardView> { pager.container }

    /// The model's text measurement: characters × point size / 2, plus 12 points of padding a side.
    static func tabWidth(_ title: String, pointSize: Double = 15) -> Double {
        (Double(title.count) * pointSize / 2 + 24).rounded(.up)
    }

    /// The geometry the bar must draw: the core's, from widths measured by hand.
    static func expectedLayout(
        _ channels: [String] = channels, pointSize: Double = 15, direction: PagingDirection = .leftToRight
    ) -> TabStripLayout {
        TabStripLayout(
            tabLengths: channels.map { tabWidth($0, pointSize: pointSize) }, spacing: 0, inset: 8,
            viewportLength: 320, direction: direction)
    }
}

extension CGRect {
    /// The indicator's span along the strip.
    var span: TabSpan { TabSpan(origin: Double(minX), length: Double(width)) }
}

private func close(_ a: TabSpan, _ b: TabSpan) -> Bool {
    abs(a.origin - b.origin) < 1e-9 && abs(a.length - b.length) < 1e-9
}

extension AdapterScenarios {
    @MainActor @Suite("tab bar") struct TabBarTests {
        @Test("tabs are measured and laid out by TabStripLayout, tab 0 selected under the indicator")
        func layoutAtRest() {
            let world = World()
            let tabbed = TabbedPager(world: world)
            let bar = tabbed.bar
            let expected = TabbedPager.expectedLayout()
            #expect(bar.layout == expected)
            #expect(bar.tabs.count == 12)
            // "Top": 3 × 7.5 + 24 = 46.5 → 47 points, after the 8-point inset.
            #expect(bar.tabs[0].frame == CGRect(x: 8, y: 0, width: 47, height: 42))
            #expect(bar.tabs[1].frame.minX == 55)
            #expect(Double(bar.scrollView.contentSize.width) == expected.contentLength)
            #expect(bar.indicatorView.frame == CGRect(x: 8, y: 42, width: 47, height: 2))
            #expect(bar.selectedTab == 0)
            #expect(bar.tabs[0].isSelected)
            #expect(bar.scrollView.contentOffset.x == 0, "clamped at the start")
        }

        @Test("the indicator follows every tick of a drag, and the strip keeps it centred")
        func indicatorFollowsADrag() {
            let world = World()
            let tabbed = TabbedPager(world: world)
            try? tabbed.container.scrollToPage(5, animated: false)
            world.frames()
            tabbed.recorder.clear()
            let expected = TabbedPager.expectedLayout()
            tabbed.pager.scrollView.modelDrag(by: CGPoint(x: 200, y: 0), frames: 8)
            let dragTicks = tabbed.recorder.ticks
            #expect(dragTicks.count >= 8)
            #expect(dragTicks.contains { $0.position > 5.3 && $0.position < 5.7 }, "the drag went past half-way")
            tabbed.pager.scrollView.modelLift(velocity: CGPoint(x: 600, y: 0))
            world.settle()
            let ticks = tabbed.recorder.ticks
            for tick in ticks {
                #expect(close(tick.indicator.span, expected.indicator(at: tick.position)), "at \(tick.position)")
                #expect(abs(Double(tick.stripOffset) - expected.contentOffset(centering: tick.position)) < 1e-9)
            }
            // Between two tabs the indicator is strictly between them.
            let middle = ticks.first { $0.position > 5.4 && $0.position < 5.6 }
            if let middle {
                #expect(middle.indicator.minX > CGFloat(expected.tab(at: 5)!.origin))
                #expect(middle.indicator.minX < CGFloat(expected.tab(at: 6)!.origin))
            }
            #expect(tabbed.container.settledPage == 6)
            #expect(tabbed.bar.selectedTab == 6)
            #expect(tabbed.bar.tabs[6].isSelected && !tabbed.bar.tabs[5].isSelected)
            // At rest the selected tab is centred in the 320-point strip.
            let tab6 = expected.tab(at: 6)!
            #expect(abs(Double(tabbed.bar.scrollView.contentOffset.x) - (tab6.center - 160)) < 1e-9)
            #expect(tabbed.bar.indicatorView.frame.span == tab6)
        }

        @Test("an animated far jump: the indicator glides straight from tab 0 to tab 9")
        func farJumpGlides() {
            let world = World()
            let tabbed = TabbedPager(world: world)
            tabbed.recorder.clear()
            let expected = TabbedPager.expectedLayout()
            try? tabbed.container.scrollToPage(9, animated: true)
            world.settle()
            let ticks = tabbed.recorder.ticks
            #expect(ticks.count >= 5, "several frames of motion")
            var previous = -Double.infinity
            for tick in ticks {
                #expect(close(tick.indicator.span, expected.indicator(at: tick.position)), "at \(tick.position)")
                #expect(abs(Double(tick.stripOffset) - expected.contentOffset(centering: tick.position)) < 1e-9)
                #expect(Double(tick.indicator.minX) >= previous, "never backwards")
                #expect(tick.position >= 0 && tick.position <= 9)
                previous = Double(tick.indicator.minX)
            }
            // Straight: it passes through the tabs in between (not a cut from 0 to 9).
            #expect(ticks.contains { $0.position > 3 && $0.position < 6 })
            #expect(tabbed.bar.indicatorView.frame.span == expected.tab(at: 9)!)
            let centred = min(max(expected.tab(at: 9)!.center - 160, 0), expected.contentLength - 320)
            #expect(Double(tabbed.bar.scrollView.contentOffset.x) == centred)
            #expect(tabbed.bar.selectedTab == 9)
        }

        @Test("a tap on a tab jumps there, animated")
        func tapJumps() {
            let world = World()
            let tabbed = TabbedPager(world: world)
            var tapped: [Int] = []
            tabbed.bar.selectionHandler = { tapped.append($0) }
            // A finger's tap on a plain UIControl ends in touch-up-inside.
            tabbed.bar.tabs[4].sendActions(for: .touchUpInside)
            #expect(tabbed.pager.scrollView.isScrollAnimating)
            world.settle()
            #expect(tabbed.container.settledPage == 4)
            #expect(tabbed.bar.selectedTab == 4)
            #expect(tapped == [4], "once")
            #expect(tabbed.bar.indicatorView.frame.span == TabbedPager.expectedLayout().tab(at: 4)!)
        }

        @Test("with Reduce Motion a tap changes the page without the slide")
        func tapWithReduceMotion() async {
            let world = World()
            let tabbed = TabbedPager(world: world)
            await ModelAccessibility.shared.setReduceMotionEnabled(true)
            tabbed.bar.tabs[2].sendActions(for: .primaryActionTriggered)
            #expect(!tabbed.pager.scrollView.isScrollAnimating)
            #expect(tabbed.container.settledPage == 2)
        }

        @Test("a reload that reorders the channels keeps the selected tab on the same channel")
        func reloadReorders() {
            let world = World()
            let tabbed = TabbedPager(world: world)
            try? tabbed.container.scrollToPage(3, animated: false)  // Tech
            world.frames()
            #expect(tabbed.bar.tabs[3].titleLabel.text == "Tech")
            var reordered = TabbedPager.channels
            reordered.remove(at: 3)
            reordered.insert("Tech", at: 7)
            reordered.insert("Local", at: 0)
            tabbed.source.channels = reordered
            tabbed.bar.titles = reordered
            tabbed.pager.reloadData()
            world.frames()
            #expect(tabbed.container.currentPage == 8)
            #expect(tabbed.bar.tabs.count == 13)
            #expect(tabbed.bar.selectedTab == 8)
            #expect(tabbed.bar.tabs[8].titleLabel.text == "Tech")
            #expect(tabbed.bar.tabs[8].isSelected)
            #expect(tabbed.bar.tabs.filter(\.isSelected).count == 1)
            let expected = TabbedPager.expectedLayout(reordered)
            #expect(tabbed.bar.indicatorView.frame.span == expected.tab(at: 8)!)
            #expect(Double(tabbed.bar.scrollView.contentOffset.x) == expected.contentOffset(centering: 8))
            #expect(tabbed.bar.tabs[8].accessibilityValue == "tab 9 of 13")
        }

        @Test("a title count that disagrees with the page count is reported once, not trapped on")
        func countMismatch() {
            let world = World()
            let tabbed = TabbedPager(world: world)
            var diagnostics: [PagingDiagnostic] = []
            tabbed.bar.diagnosticsHandler = { diagnostics.append($0) }
            tabbed.source.channels.append("Extra")
            tabbed.pager.reloadData()
            try? tabbed.container.scrollToPage(12, animated: false)
            world.frames()
            #expect(diagnostics == [.tabCountMismatch(tabs: 12, pages: 13)])
            #expect(tabbed.bar.selectedTab == 11, "clamped to the last tab")
        }

        @Test("right-to-left: tab 0 on the right, the strip starts at its right end")
        func rightToLeft() {
            let world = World(layoutDirection: .rightToLeft)
            let tabbed = TabbedPager(world: world)
            let expected = TabbedPager.expectedLayout(direction: .rightToLeft)
            #expect(tabbed.bar.layout == expected)
            #expect(Double(tabbed.bar.tabs[0].frame.maxX) == expected.contentLength - 8)
            #expect(tabbed.bar.indicatorView.frame.span == expected.tab(at: 0)!)
            #expect(Double(tabbed.bar.scrollView.contentOffset.x) == expected.contentLength - 320)
            tabbed.recorder.clear()
            try? tabbed.container.scrollToPage(6, animated: true)
            world.settle()
            for tick in tabbed.recorder.ticks {
                #expect(close(tick.indicator.span, expected.indicator(at: tick.position)))
            }
            #expect(tabbed.bar.indicatorView.frame.span == expected.tab(at: 6)!)
            #expect(tabbed.bar.indicatorView.frame.minX < tabbed.bar.tabs[0].frame.minX, "tab 6 is left of tab 0")
        }

        @Test("a layout direction change mirrors the strip")
        func directionChange() {
            let world = World()
            let tabbed = TabbedPager(world: world)
            world.window.modelSetLayoutDirection(.rightToLeft)
            world.frames()
            #expect(tabbed.bar.layout.direction == .rightToLeft)
            #expect(Double(tabbed.bar.tabs[0].frame.maxX) == tabbed.bar.layout.contentLength - 8)
        }

        @Test("Dynamic Type re-measures the tabs and keeps the selection centred")
        func dynamicType() {
            let world = World()
            let tabbed = TabbedPager(world: world)
            try? tabbed.container.scrollToPage(4, animated: false)
            world.frames()
            #expect(tabbed.bar.tabs[0].titleLabel.font.pointSize == 15)
            world.window.modelSetPreferredContentSizeCategory(.accessibilityExtraLarge)
            world.frames()
            // Subheadline at AX3 is 36 points: "Top" is 3 × 18 + 24 = 78 points.
            #expect(tabbed.bar.tabs[0].titleLabel.font.pointSize == 36)
            #expect(tabbed.bar.tabs[0].frame.width == 78)
            let expected = TabbedPager.expectedLayout(pointSize: 36)
            #expect(tabbed.bar.layout == expected)
            #expect(Double(tabbed.bar.scrollView.contentSize.width) == expected.contentLength)
            #expect(tabbed.bar.indicatorView.frame.span == expected.tab(at: 4)!)
            #expect(Double(tabbed.bar.scrollView.contentOffset.x) == expected.contentOffset(centering: 4))
        }

        @Test("VoiceOver: each tab is a button, the selected one selected, \"Business, tab 3 of 12\"")
        func voiceOver() {
            let world = World()
            let tabbed = TabbedPager(world: world)
            let tabs = tabbed.bar.tabs
            #expect(tabs.allSatisfy { $0.isAccessibilityElement })
            #expect(tabs[2].accessibilityLabel == "Business")
            #expect(tabs[2].accessibilityValue == "tab 3 of 12")
            #expect(tabs[2].accessibilityTraits == .button)
            #expect(tabs[0].accessibilityTraits == [.button, .selected])
            tabbed.bar.tabs[2].sendActions(for: .primaryActionTriggered)
            world.settle()
            #expect(tabs[2].accessibilityTraits == [.button, .selected])
            #expect(tabs[0].accessibilityTraits == .button)
        }

        @Test("a host places the bar itself and drives it from its own delegate")
        func hostPlaced() {
            let world = World()
            let tabbed = TabbedPager(world: world, ownedByPager: false)
            #expect(tabbed.pager.pagedTabBar == nil)
            let expected = TabbedPager.expectedLayout()
            try? tabbed.container.scrollToPage(7, animated: true)
            world.settle()
            for tick in tabbed.recorder.ticks {
                #expect(close(tick.indicator.span, expected.indicator(at: tick.position)))
            }
            #expect(tabbed.bar.selectedTab == 7)
            tabbed.bar.tabs[1].sendActions(for: .primaryActionTriggered)
            world.settle()
            #expect(tabbed.container.settledPage == 1)
        }

        @Test("a PagedViewController owns a bar; moving it to another pager disconnects the first")
        func viewControllerOwnsTheBar() {
            let world = World()
            let log = EventLog()
            let source = ChannelSource(count: 5, log: log)
            let pager = PagedViewController<LoggingPage>(scheduler: world.scheduler)
            pager.dataSource = source
            let bar = PagedTabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            bar.titleProvider = { "Channel \($0)" }
            bar.connect(to: pager)
            #expect(pager.pagedTabBar === bar)
            pager.reloadData()
            world.show(pager)
            pager.view.addSubview(bar)
            world.frames()
            #expect(bar.tabs.count == 5)
            #expect(bar.tabs[3].titleLabel.text == "Channel 3")
            bar.tabs[3].sendActions(for: .primaryActionTriggered)
            world.settle()
            #expect(pager.container.settledPage == 3)
            #expect(bar.selectedTab == 3)
            pager.pagedTabBar = nil
            #expect(pager.pagedTabBar == nil)
            bar.selectTab(1)
            #expect(bar.selectedTab == 1, "disconnected, the bar selects on its own")
        }

        @Test("equal tabs fill a bar wider than their titles; the stretching indicator covers both tabs")
        func equalTabsAndStretching() {
            let world = World()
            let tabbed = TabbedPager(world: world, channels: ["Top", "World", "Tech"])
            tabbed.bar.distribution = .equal
            tabbed.bar.indicatorStyle = .stretching
            #expect(tabbed.bar.tabs.map { $0.frame.width } == [101, 101, 101].map { CGFloat($0) + 1.0 / 3 })
            tabbed.recorder.clear()
            tabbed.pager.scrollView.modelDrag(by: CGPoint(x: 160, y: 0), frames: 4)
            let halfway = tabbed.recorder.ticks.last
            #expect(halfway.map { abs($0.position - 0.5) < 1e-9 } == true)
            #expect(halfway.map { abs($0.indicator.width - 2 * (304.0 / 3)) < 1e-9 } == true, "covers both tabs")
            tabbed.pager.scrollView.modelLift(velocity: .zero)
            world.settle()
        }

        @Test("styling re-lays the tabs out: text style, padding, spacing, inset, indicator height")
        func styling() {
            let world = World()
            let tabbed = TabbedPager(world: world)
            let bar = tabbed.bar
            bar.textStyle = .body  // 17 points at .large: "Top" is 3 × 8.5 + 2 × 12 = 49.5 → 50
            #expect(bar.tabs[0].frame.width == 50)
            bar.tabPadding = 4  // 25.5 + 8 → 34
            #expect(bar.tabs[0].frame.width == 34)
            bar.stripInset = 0
            bar.tabSpacing = 10
            #expect(bar.tabs[0].frame.minX == 0)
            #expect(bar.tabs[1].frame.minX == 44)
            bar.indicatorHeight = 4
            #expect(bar.indicatorView.frame == CGRect(x: 0, y: 40, width: 34, height: 4))
        }

        @Test("a finger on the strip scrolls it; the pager does not fight it")
        func fingerOnTheStrip() {
            let world = World()
            let tabbed = TabbedPager(world: world)
            tabbed.bar.scrollView.modelTouchDown()
            try? tabbed.container.scrollToPage(8, animated: false)
            world.frames()
            #expect(tabbed.bar.scrollView.contentOffset.x == 0, "left where the finger holds it")
            #expect(tabbed.bar.selectedTab == 8)
        }

        @Test("a bar and a tab made from a coder (a storyboard) work")
        func fromACoder() throws {
            let world = World()
            let data = try NSKeyedArchiver.archivedData(withRootObject: NSNull(), requiringSecureCoding: false)
            let coder = try NSKeyedUnarchiver(forReadingFrom: data)
            let bar = try #require(PagedTabBar(coder: coder))
            let tab = try #require(PagedTabBar.Tab(coder: coder))
            #expect(tab.isAccessibilityElement && tab.subviews.first === tab.titleLabel)
            bar.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            bar.titles = ["Top", "World"]
            world.show(bar, frame: bar.frame)
            #expect(bar.tabs.count == 2)
            #expect(bar.indicatorView.frame.width == 47)
        }

        @Test("a bar whose pager went away has no pages to follow")
        func pagerReleased() {
            let world = World()
            let bar = PagedTabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            do {
                let source = NewsSource(channels: ["Top", "World"])
                let pager = PagedScrollView<CardView>(scheduler: world.scheduler)
                pager.dataSource = source
                bar.titleProvider = { "Channel \($0)" }
                pager.pagedTabBar = bar
                pager.reloadData()
                #expect(bar.tabs.count == 2)
                withExtendedLifetime(source) {}
            }
            bar.reloadTabs()
            #expect(bar.tabs.isEmpty)
        }
    }

    @MainActor @Suite("SwiftUI tab strip") struct TabStripTests {
        @Test("PagedTabStrip and PagedView share the selection, both ways")
        func selectionBothWays() async {
            let world = World()
            let page = State(wrappedValue: 0)
            let channels = ["Top", "World", "Business", "Tech", "Sport"]
            let stories = ModelRepresentableHost(in: world.window) {
                PagedView(pageCount: channels.count, currentPage: page.projectedValue) { Probe(index: $0) }
            }
            let stripWindow = UIWindow(windowScene: world.scene)
            let strip = ModelRepresentableHost(in: stripWindow) {
                PagedTabStrip(channels, currentPage: page.projectedValue) { $0 }
            }
            stories.render()
            strip.render()
            await stories.settle()
            let bar = strip.controller!.tabBar
            let byTitles = ModelRepresentableHost(in: UIWindow(windowScene: world.scene)) {
                PagedTabStrip(titles: channels, currentPage: page.projectedValue)
            }
            byTitles.render()
            #expect(byTitles.controller?.tabBar.titles == channels)
            #expect(bar.titles == channels)
            #expect(bar.selectedTab == 0)

            // A tap selects: the binding, then the pager.
            bar.tabs[3].sendActions(for: .primaryActionTriggered)
            #expect(page.wrappedValue == 3)
            #expect(bar.selectedTab == 3)
            stories.render()
            world.settle()
            await stories.settle()
            #expect(stories.controller!.container.settledPage == 3)

            // A swipe in the pager moves the binding, and the strip follows.
            stories.controller!.scrollView.modelDrag(by: CGPoint(x: 200, y: 0), frames: 6)
            stories.controller!.scrollView.modelLift(velocity: CGPoint(x: 900, y: 0))
            world.settle()
            await stories.settle()
            #expect(page.wrappedValue == 4)
            strip.render()
            #expect(bar.selectedTab == 4)
            #expect(bar.indicatorView.frame.span == bar.layout.tab(at: 4)!)
            #expect(bar.tabs[4].accessibilityTraits == [.button, .selected])
        }

        @Test("a linked PagedTabStrip follows the PagedView on every scroll tick, not only page changes")
        func linkedStripFollowsEveryTick() async {
            let world = World()
            let page = State(wrappedValue: 0)
            let link = PagedTabStripLink()
            let channels = ["Top", "World", "Business", "Tech", "Sport"]
            // The strip first, then the pager: whichever is made second connects them.
            let strip = ModelRepresentableHost(in: UIWindow(windowScene: world.scene)) {
                PagedTabStrip(channels, currentPage: page.projectedValue) { $0 }.linked(to: link)
            }
            strip.render()
            let stories = ModelRepresentableHost(in: world.window) {
                PagedView(pageCount: channels.count, currentPage: page.projectedValue) { Probe(index: $0) }
                    .tabStrip(link)
            }
            stories.render()
            await stories.settle()
            let bar = strip.controller!.tabBar
            let pager = stories.controller!
            #expect(bar.indicatorView.frame.span == bar.layout.tab(at: 0)!)

            // Mid-drag, with no page change yet, the indicator is already on its way to World.
            pager.scrollView.modelDrag(by: CGPoint(x: 100, y: 0), frames: 4)
            let position = pager.container.position
            #expect(position > 0 && position < 0.5, "position \(position)")
            #expect(page.wrappedValue == 0, "no page change yet")
            let expected = bar.layout.indicator(at: position)
            #expect(abs(bar.indicatorView.frame.span.origin - expected.origin) < 1e-6)
            #expect(bar.indicatorView.frame.span != bar.layout.tab(at: 0)!)
            pager.scrollView.modelLift(velocity: CGPoint(x: 900, y: 0))
            world.settle()
            await stories.settle()
            #expect(pager.container.settledPage == 1)
            #expect(bar.indicatorView.frame.span == bar.layout.tab(at: 1)!)
            #expect(bar.selectedTab == 1)
        }
    }
}

extension AdapterScenarios {
    @MainActor @Suite("model: text and traits") struct TextModelTests {
        @Test("preferredFont follows the content size category; a label measures characters × size / 2")
        func dynamicTypeTable() {
            let world = World()
            let label = UILabel(frame: .zero)
            label.font = UIFont.preferredFont(forTextStyle: .subheadline, compatibleWith: world.window.traitCollection)
            label.adjustsFontForContentSizeCategory = true
            label.text = "Health"
            world.show(label, frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            #expect(world.window.traitCollection.preferredContentSizeCategory == .large)
            #expect(label.font.pointSize == 15)
            #expect(label.sizeThatFits(.zero) == CGSize(width: 45, height: 18))
            world.window.modelSetPreferredContentSizeCategory(.extraSmall)
            #expect(label.font.pointSize == 12, "adjustsFontForContentSizeCategory")
            let body = UIFont.preferredFont(
                forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraLarge))
            #expect(body.pointSize == 19)
            #expect(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: nil).pointSize == 13)
            // A forced direction keeps the window's category.
            label.semanticContentAttribute = .forceRightToLeft
            #expect(label.traitCollection.preferredContentSizeCategory == .extraSmall)
            #expect(label.traitCollection.layoutDirection == .rightToLeft)
        }
    }
}
