import PagedKit
import PagedKitUIKit
import Testing
@_spi(UIKitModel) import UIKit

/// Issue 24, "The tab strip in step": one tab refreshed moves no other tab; a channel-list edit
/// slides the tabs to their new places in one animation, the indicator with them.
extension AdapterScenarios {
    @MainActor @Suite("tab bar: one-tab refresh and animated reload") struct TabReloadTests {
        /// The channels after an edit: "Tech" (the current channel) removed, "Local" inserted first,
        /// "Sport" moved to the end.
        static let edited: [String] = {
            var channels = TabbedPager.channels
            channels.removeAll { $0 == "Tech" || $0 == "Sport" }
            channels.insert("Local", at: 0)
            channels.append("Sport")
            return channels
        }()

        @Test("a badge lengthens tab 3 of 12: tabs 0–2 keep their frames, 4–11 shift by the difference")
        func badgeOnOneTab() {
            let world = World()
            let tabbed = TabbedPager(world: world)
            let bar = tabbed.bar
            let before = bar.tabs.map(\.frame)
            let objects = bar.tabs.map(ObjectIdentifier.init)
            let offset = bar.scrollView.contentOffset
            bar.titles[3] = "Tech (12)"
            let delta = CGFloat(TabbedPager.tabWidth("Tech (12)") - TabbedPager.tabWidth("Tech"))
            #expect(delta > 0)
            #expect(bar.tabs.map(ObjectIdentifier.init) == objects, "the same tabs")
            for index in 0..<3 { #expect(bar.tabs[index].frame == before[index], "tab \(index)") }
            #expect(bar.tabs[3].frame.minX == before[3].minX)
            #expect(bar.tabs[3].frame.width == before[3].width + delta)
            #expect(bar.tabs[3].titleLabel.text == "Tech (12)")
            for index in 4..<12 {
                #expect(bar.tabs[index].frame == before[index].offsetBy(dx: delta, dy: 0), "tab \(index)")
            }
            var lengths = TabbedPager.channels
            lengths[3] = "Tech (12)"
            #expect(bar.layout == TabbedPager.expectedLayout(lengths))
            #expect(Double(bar.scrollView.contentSize.width) == bar.layout.contentLength)
            // The indicator stays under tab 0, the strip where it was.
            #expect(bar.indicatorView.frame.span == bar.layout.tab(at: 0)!)
            #expect(bar.scrollView.contentOffset == offset)
            #expect(UIView.modelAnimations.isEmpty, "nothing animates")
        }

        @Test("a refresh before the current tab keeps the current tab where it is on screen")
        func refreshBeforeTheCurrentTab() {
            let world = World()
            let tabbed = TabbedPager(world: world)
            try? tabbed.container.scrollToPage(7, animated: false)
            world.frames()
            let bar = tabbed.bar
            let onScreen = bar.tabs[7].frame.minX - bar.scrollView.contentOffset.x
            let before = bar.tabs.map(\.frame)
            bar.titles[2] = "Business 3"
            for index in 0..<2 { #expect(bar.tabs[index].frame == before[index]) }
            #expect(bar.indicatorView.frame.span == bar.layout.tab(at: 7)!)
            #expect(bar.tabs[7].frame.minX - bar.scrollView.contentOffset.x == onScreen)
            #expect(bar.tabs[7].isSelected && bar.selectedTab == 7)
        }

        @Test("right-to-left: the tabs after the refreshed one keep their frames, the ones before shift")
        func rightToLeftRefresh() {
            let world = World(layoutDirection: .rightToLeft)
            let tabbed = TabbedPager(world: world)
            let bar = tabbed.bar
            let before = bar.tabs.map(\.frame)
            bar.titles[3] = "Tech (12)"
            let delta = CGFloat(TabbedPager.tabWidth("Tech (12)") - TabbedPager.tabWidth("Tech"))
            for index in 0..<3 { #expect(bar.tabs[index].frame == before[index].offsetBy(dx: delta, dy: 0)) }
            #expect(bar.tabs[3].frame.minX == before[3].minX)
            for index in 4..<12 { #expect(bar.tabs[index].frame == before[index], "tab \(index)") }
            var channels = TabbedPager.channels
            channels[3] = "Tech (12)"
            #expect(bar.layout == TabbedPager.expectedLayout(channels, direction: .rightToLeft))
            #expect(bar.indicatorView.frame.span == bar.layout.tab(at: 0)!)
        }

        @Test("reloadTab(at:) re-reads the title provider; an index outside the tabs is ignored")
        func reloadTabReadsTheProvider() {
            let world = World()
            let tabbed = TabbedPager(world: world)
            let bar = tabbed.bar
            var badges: [Int: Int] = [:]
            bar.titleProvider = { index in
                let title = TabbedPager.channels[index]
                return badges[index].map { "\(title) \($0)" } ?? title
            }
            let before = bar.tabs.map(\.frame)
            let layout = bar.layout
            bar.reloadTab(at: -1)
            bar.reloadTab(at: 12)
            bar.reloadTab(at: .max)
            #expect(bar.tabs.map(\.frame) == before)
            #expect(bar.layout == layout)
            badges[5] = 99
            bar.reloadTab(at: 5)
            #expect(bar.tabs[5].titleLabel.text == "Science 99")
            #expect(bar.tabs[5].accessibilityLabel == "Science 99")
            let delta = CGFloat(TabbedPager.tabWidth("Science 99") - TabbedPager.tabWidth("Science"))
            for index in 0..<5 { #expect(bar.tabs[index].frame == before[index]) }
            for index in 6..<12 { #expect(bar.tabs[index].frame == before[index].offsetBy(dx: delta, dy: 0)) }
            #expect(bar.layout == layout.replacingTabLength(at: 5, with: TabbedPager.tabWidth("Science 99")))
        }

        @Test("equal tabs: a refresh moves no tab until the widest title changes, then all take the new width")
        func equalDistribution() {
            let world = World()
            let tabbed = TabbedPager(world: world)
            let bar = tabbed.bar
            bar.distribution = .equal
            let before = bar.tabs.map(\.frame)
            bar.titles[0] = "Top 1"  // still narrower than "Business"
            #expect(bar.tabs.map(\.frame) == before)
            #expect(bar.tabs[0].titleLabel.text == "Top 1")
            bar.titles[0] = "Top stories of the day"
            let widest = CGFloat(TabbedPager.tabWidth("Top stories of the day"))
            #expect(bar.tabs.allSatisfy { $0.frame.width == widest })
            #expect(bar.tabs[1].frame.minX == 8 + widest)
        }

        /// A tabbed pager whose bar reads its titles from the data source and animates reloads.
        private func animatedPager(_ world: World) -> TabbedPager {
            let tabbed = TabbedPager(world: world)
            let source = tabbed.source
            tabbed.bar.titleProvider = { [unowned source] in source.channels[$0] }
            tabbed.bar.animatesReloads = true
            try? tabbed.container.scrollToPage(3, animated: false)  // Tech
            world.frames()
            return tabbed
        }

        @Test("a channel-list edit: tabs slide to their new frames in one animation, the indicator with them")
        func animatedReload() {
            let world = World()
            let tabbed = animatedPager(world)
            let bar = tabbed.bar
            let old = Dictionary(uniqueKeysWithValues: bar.tabs.map { ($0.titleLabel.text!, $0) })
            let oldFrames = old.mapValues(\.frame)
            let oldIndicator = bar.indicatorView.frame
            let removed = old["Tech"]!
            #expect(removed.isSelected)
            let animationsBefore = UIView.modelAnimations.count
            tabbed.source.channels = Self.edited
            tabbed.pager.reloadData()
            #expect(UIView.modelAnimations.count == animationsBefore + 1, "one animation block")
            let animation = UIView.modelAnimations.last!
            #expect(animation.duration > 0)
            let expected = TabbedPager.expectedLayout(Self.edited)
            #expect(bar.layout == expected)
            #expect(bar.tabs.map { $0.titleLabel.text! } == Self.edited)
            #expect(bar.tabs.enumerated().allSatisfy { $0.offset == $0.element.index })
            var moved = 0
            for (index, tab) in bar.tabs.enumerated() {
                let span = expected.tab(at: index)!
                #expect(tab.frame.span == span, "tab \(index) at its new place")
                let title = tab.titleLabel.text!
                if let previous = old[title] {
                    #expect(previous === tab, "\(title) is the same tab")
                    if oldFrames[title] != tab.frame {
                        moved += 1
                        let change = animation.frameChange(of: tab)
                        #expect(change?.from == oldFrames[title], "\(title) slides from its old frame")
                        #expect(change?.to == tab.frame)
                    }
                } else {
                    #expect(title == "Local")
                    #expect(animation.frameChange(of: tab) == nil, "a new tab appears at its place")
                    #expect(animation.alphaChange(of: tab).map { [$0.from, $0.to] } == [0, 1])
                }
            }
            #expect(moved >= 10, "the surviving tabs slide")
            // The indicator moves in the same block to the current page's tab.
            let current = tabbed.container.currentPage
            #expect(current >= 0 && current < Self.edited.count)
            let indicator = animation.frameChange(of: bar.indicatorView)
            #expect(indicator?.from == oldIndicator)
            #expect(indicator?.to.span == expected.tab(at: current)!)
            #expect(bar.indicatorView.frame.span == expected.tab(at: current)!)
            #expect(bar.selectedTab == current && bar.tabs[current].isSelected)
            #expect(bar.tabs.filter(\.isSelected).count == 1)
            // The removed tab fades out and leaves when the animation completes.
            #expect(animation.alphaChange(of: removed).map { [$0.from, $0.to] } == [1, 0])
            #expect(removed.superview === bar.scrollView)
            #expect(!bar.tabs.contains { $0 === removed })
            world.settle()
            #expect(animation.isComplete)
            #expect(removed.superview == nil)
            #expect(!bar.scrollView.subviews.contains { ($0 as? PagedTabBar.Tab)?.titleLabel.text == "Tech" })
            #expect(bar.scrollView.subviews.compactMap { $0 as? PagedTabBar.Tab }.count == Self.edited.count)
            #expect(bar.indicatorView.frame.span == expected.tab(at: tabbed.container.currentPage)!)
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("duplicate titles are matched in order; a tap on a moved tab selects its new page")
        func duplicatesInOrder() {
            let world = World()
            let channels = ["Local", "World", "Local", "Sport"]
            let tabbed = TabbedPager(world: world, channels: channels)
            let bar = tabbed.bar
            bar.animatesReloads = true
            let first = bar.tabs[0], second = bar.tabs[2]
            let edited = ["World", "Local", "Sport", "Local", "Tech"]
            tabbed.source.channels = edited
            tabbed.pager.reloadData()
            bar.titles = edited
            #expect(bar.tabs[1] === first && bar.tabs[3] === second)
            world.settle()
            bar.tabs[3].sendActions(for: .touchUpInside)
            world.settle()
            #expect(tabbed.container.settledPage == 3)
        }

        @Test("Reduce Motion: nothing slides; the tabs and the indicator take their places at once")
        func reduceMotion() async {
            let world = World()
            let tabbed = animatedPager(world)
            await ModelAccessibility.shared.setReduceMotionEnabled(true)
            let bar = tabbed.bar
            let removed = bar.tabs[3]
            let animationsBefore = UIView.modelAnimations.count
            tabbed.source.channels = Self.edited
            tabbed.pager.reloadData()
            let expected = TabbedPager.expectedLayout(Self.edited)
            for (index, tab) in bar.tabs.enumerated() { #expect(tab.frame.span == expected.tab(at: index)!) }
            #expect(removed.superview == nil, "the removed tab left at once")
            let current = tabbed.container.currentPage
            #expect(bar.indicatorView.frame.span == expected.tab(at: current)!)
            let animations = UIView.modelAnimations.dropFirst(animationsBefore)
            #expect(animations.allSatisfy { $0.viewsWithFrameChanges.isEmpty }, "no frame animates")
            let local = bar.tabs[0]
            #expect(animations.contains { $0.alphaChange(of: local).map { [$0.from, $0.to] } == [0, 1] })
            world.settle()
            #expect(local.alpha == 1)
        }

        @Test("not animated, a reload is the instant one")
        func instantReload() {
            let world = World()
            let tabbed = TabbedPager(world: world)
            let bar = tabbed.bar
            bar.titleProvider = { [unowned source = tabbed.source] in source.channels[$0] }
            tabbed.source.channels = Self.edited
            tabbed.pager.reloadData()
            bar.reloadTabs(animated: false)
            #expect(UIView.modelAnimations.isEmpty)
            #expect(bar.layout == TabbedPager.expectedLayout(Self.edited))
            #expect(bar.tabs.map { $0.titleLabel.text! } == Self.edited)
        }
    }
}
