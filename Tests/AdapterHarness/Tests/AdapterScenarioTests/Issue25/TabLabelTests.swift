import PagedKit
import PagedKitSwiftUI
import PagedKitUIKit
@_spi(UIKitModel) import SwiftUI
import Testing
@_spi(UIKitModel) import UIKit

/// A tab label the model can measure: 8 points a character of `text` (times `scale` and, as a
/// `Text` follows Dynamic Type by itself, `live.textScale` when it is measured), 20 high.
struct TabLabelProbe: ModelMeasurableView {
    let text: String
    let state: PagedTabState
    var scale: Double = 1
    var live: LabelInputs?
    var body: Never { fatalError("a probe is never rendered") }
    func modelSize(fitting size: CGSize) -> CGSize {
        let textScale = MainActor.assumeIsolated { live?.textScale ?? 1 }
        return CGSize(width: CGFloat(Double(text.count * 8) * scale * textScale), height: 20)
    }
}

/// What the labels of a strip read from outside: a badge per channel (read with the strip's parent)
/// and a Dynamic Type scale (read when a label is measured).
@MainActor final class LabelInputs {
    var badges: [String: Int] = [:]
    /// What the content size category makes of the labels' text, read when they are measured.
    var textScale = 1.0
}

@MainActor extension ModelRepresentableHost where Representable == PagedTabStrip {
    var bar: PagedTabBar { controller!.tabBar }

    /// The hosting controller of tab `index`'s label.
    func labelController(_ index: Int) -> UIViewController? {
        let tab = bar.tabs[index]
        return controller!.children.first { $0.view.isDescendant(of: tab) }
    }

    /// The label tab `index` shows, as its hosting controller's content evaluates now.
    func label(_ index: Int) -> TabLabelProbe? {
        labelController(index).flatMap { modelInspectHostingController($0)?.content as? TabLabelProbe }
    }

    /// Each tab's label evaluations so far.
    var labelEvaluations: [Int] {
        bar.tabs.indices.map {
            labelController($0).flatMap { modelInspectHostingController($0)?.bodyEvaluations } ?? -1
        }
    }

    func layOut(width: CGFloat = 390) {
        bar.frame = CGRect(x: 0, y: 0, width: width, height: 44)
        bar.layoutIfNeeded()
    }
}

extension AdapterScenarios {
    @MainActor @Suite("issue 25: SwiftUI tab labels") struct TabLabelTests {
        static let names = ["Top", "World", "Business", "Tech", "Sport"]

        /// A strip of `names` by identity, whose labels show the name and its badge.
        static func identityStrip(
            world: World, window: UIWindow? = nil, channels: @escaping () -> [FeedChannel],
            selection: State<String?>, inputs: LabelInputs = LabelInputs()
        ) -> ModelRepresentableHost<PagedTabStrip> {
            ModelRepresentableHost(in: window ?? world.window) {
                // Read when the strip's parent is evaluated: a label shows them once it is given its new view.
                let badges = inputs.badges
                return PagedTabStrip(channels(), selection: selection.projectedValue, accessibilityTitle: { $0.id }) {
                    channel, state in
                    let badge = badges[channel.id].map { " \($0)" } ?? ""
                    TabLabelProbe(text: channel.id + badge, state: state, live: inputs)
                }
            }
        }

        @Test("tabs are measured from their labels; the selected tab's state has progress 1 at rest")
        func measuredFromLabels() async {
            let world = World()
            let channels = Self.names.map(FeedChannel.init(id:))
            let selection = State<String?>(wrappedValue: "Tech")
            let strip = Self.identityStrip(world: world, channels: { channels }, selection: selection)
            strip.render()
            await strip.settle()
            strip.layOut()
            let bar = strip.bar
            #expect(bar.tabs.count == 5)
            for (index, name) in Self.names.enumerated() {
                // The label's width plus the bar's padding (12) on each side.
                #expect(bar.layout.tab(at: index)?.length == Double(name.count * 8 + 24), "tab \(index)")
                let tab = bar.tabs[index]
                #expect(tab.contentView != nil && tab.titleLabel.isHidden)
                #expect(tab.contentView?.frame.size == CGSize(width: name.count * 8, height: 20))
                #expect(tab.contentView?.frame.midX == tab.bounds.midX)
                #expect(tab.accessibilityLabel == name, "the accessibility title")
                #expect(strip.label(index)?.text == name)
            }
            #expect(bar.layout.tab(at: 2)!.length > bar.layout.tab(at: 0)!.length, "a wider label, a wider tab")
            #expect(bar.selectedTab == 3)
            #expect(strip.label(3)?.state == PagedTabState(index: 3, progress: 1, isSelected: true))
            for index in [0, 1, 2, 4] {
                #expect(strip.label(index)?.state == PagedTabState(index: index, progress: 0, isSelected: false))
            }
            #expect(strip.controller!.children.count == 5, "one hosting controller a tab, a child of the strip's")
            #expect(ModelViewGraph.shared.violations.isEmpty, "\(ModelViewGraph.shared.violations)")
            #expect(UIKitModel.violations.isEmpty, "\(UIKitModel.violations)")
        }

        @Test("mid-drag of a linked pager, the two tabs' progress adds up to 1 and only their labels are evaluated")
        func linkedDragEvaluatesTwoLabels() async {
            let world = World()
            let page = State(wrappedValue: 0)
            let link = PagedTabStripLink()
            let strip = ModelRepresentableHost(in: UIWindow(windowScene: world.scene)) {
                PagedTabStrip(Self.names, currentPage: page.projectedValue) { name, state in
                    TabLabelProbe(text: name, state: state)
                }
                .linked(to: link)
            }
            strip.render()
            let stories = ModelRepresentableHost(in: world.window) {
                PagedView(pageCount: Self.names.count, currentPage: page.projectedValue) { Probe(index: $0) }
                    .tabStrip(link)
            }
            stories.render()
            await stories.settle()
            await strip.settle()
            strip.layOut()
            let pager = stories.controller!
            #expect(strip.label(0)?.state.progress == 1)

            pager.scrollView.modelDrag(by: CGPoint(x: 60, y: 0), frames: 3)
            let before = strip.labelEvaluations
            let graphBefore = ModelViewGraph.shared.bodyEvaluations
            // One tick.
            pager.scrollView.modelDrag(by: CGPoint(x: 20, y: 0), frames: 1)
            let position = pager.container.position
            #expect(position > 0 && position < 0.5, "position \(position)")
            let first = strip.label(0)!.state
            let second = strip.label(1)!.state
            #expect(abs(first.progress + second.progress - 1) < 1e-9)
            #expect(abs(second.progress - position) < 1e-9, "\(second.progress) at \(position)")
            #expect(first.isSelected && !second.isSelected)
            let after = strip.labelEvaluations
            #expect(zip(after, before).map { $0 - $1 } == [1, 1, 0, 0, 0], "only the two tabs' labels")
            #expect(ModelViewGraph.shared.bodyEvaluations - graphBefore == 2, "nothing else: not the strip's parent")
            for index in 2..<5 { #expect(strip.label(index)?.state.progress == 0) }

            pager.scrollView.modelLift(velocity: CGPoint(x: 900, y: 0))
            world.settle()
            await stories.settle()
            strip.render()
            await strip.settle()
            #expect(page.wrappedValue == 1)
            #expect(strip.label(1)?.state == PagedTabState(index: 1, progress: 1, isSelected: true))
            #expect(strip.label(0)?.state == PagedTabState(index: 0, progress: 0, isSelected: false))
            #expect(ModelViewGraph.shared.violations.isEmpty, "\(ModelViewGraph.shared.violations)")
        }

        @Test("a tap on a label selects its tab: the index binding and the identity binding are written")
        func tapWritesTheBinding() async {
            let world = World()
            // By index, over elements that are not Identifiable.
            let page = State(wrappedValue: 0)
            let byIndex = ModelRepresentableHost(in: world.window) {
                PagedTabStrip(Self.names, currentPage: page.projectedValue) { name, state in
                    TabLabelProbe(text: name, state: state)
                }
            }
            byIndex.render()
            await byIndex.settle()
            byIndex.layOut()
            let tab = byIndex.bar.tabs[2]
            let point = tab.convert(CGPoint(x: tab.bounds.midX, y: tab.bounds.midY), to: world.window)
            let hit = world.window.modelTap(at: point)
            #expect(hit === tab, "the label does not take the touch: the tab does")
            #expect(page.wrappedValue == 2)
            byIndex.render()
            await byIndex.settle()
            #expect(byIndex.bar.selectedTab == 2)
            #expect(byIndex.label(2)?.state == PagedTabState(index: 2, progress: 1, isSelected: true))
            #expect(byIndex.label(0)?.state.isSelected == false)

            // By index, over Identifiable elements.
            let other = State(wrappedValue: 0)
            let identifiable = ModelRepresentableHost(in: UIWindow(windowScene: world.scene)) {
                PagedTabStrip(Self.names.map(FeedChannel.init(id:)), currentPage: other.projectedValue) {
                    channel, state in
                    TabLabelProbe(text: channel.id, state: state)
                }
            }
            identifiable.render()
            await identifiable.settle()
            identifiable.bar.tabs[4].sendActions(for: .touchUpInside)
            #expect(other.wrappedValue == 4)

            // By identity.
            let selection = State<String?>(wrappedValue: "Top")
            let channels = Self.names.map(FeedChannel.init(id:))
            let byIdentity = Self.identityStrip(
                world: world, window: UIWindow(windowScene: world.scene), channels: { channels },
                selection: selection)
            byIdentity.render()
            await byIdentity.settle()
            byIdentity.bar.tabs[3].sendActions(for: .touchUpInside)
            #expect(selection.wrappedValue == "Tech")
            byIdentity.render()
            await byIdentity.settle()
            #expect(byIdentity.label(3)?.state == PagedTabState(index: 3, progress: 1, isSelected: true))
            #expect(ModelViewGraph.shared.violations.isEmpty, "\(ModelViewGraph.shared.violations)")
        }

        @Test("an edit keeps each element's label and the selection; a removed element's label leaves")
        func editKeepsLabels() async {
            let world = World()
            var channels = ["a", "b", "c", "d"].map(FeedChannel.init(id:))
            let selection = State<String?>(wrappedValue: "c")
            let strip = Self.identityStrip(world: world, channels: { channels }, selection: selection)
            strip.render()
            await strip.settle()
            strip.layOut()
            let controllers = (0..<4).map { strip.labelController($0)! }

            channels.insert(contentsOf: ["x", "y"].map(FeedChannel.init(id:)), at: 0)
            withAnimation { ModelViewGraph.shared.invalidate() }
            await strip.settle()
            world.settle()
            let bar = strip.bar
            #expect(bar.tabs.count == 6)
            #expect((0..<6).map { strip.label($0)?.text } == ["x", "y", "a", "b", "c", "d"])
            #expect((2..<6).map { strip.labelController($0)! } == controllers, "the labels are kept")
            #expect(bar.selectedTab == 4)
            #expect(selection.wrappedValue == "c")
            #expect(strip.label(4)?.state == PagedTabState(index: 4, progress: 1, isSelected: true))
            #expect(strip.label(2)?.state == PagedTabState(index: 2, progress: 0, isSelected: false))
            #expect(
                bar.layout.tab(at: 0)?.length == Double(8 + 24),
                "\(String(describing: bar.layout.tab(at: 0)?.length.bitPattern))")

            channels.removeAll { $0.id == "a" }
            ModelViewGraph.shared.invalidate()
            await strip.settle()
            #expect((0..<5).map { strip.label($0)?.text } == ["x", "y", "b", "c", "d"])
            #expect(!strip.controller!.children.contains(controllers[0]), "a's label left the strip")
            #expect(strip.controller!.children.count == 5)
            #expect(strip.label(3)?.state == PagedTabState(index: 3, progress: 1, isSelected: true))
            #expect(ModelViewGraph.shared.violations.isEmpty, "\(ModelViewGraph.shared.violations)")
        }

        @Test("an element replaced in place gets a label of its own, though no accessibility title changed")
        func replacedInPlace() async {
            let world = World()
            var channels = ["a", "b", "c"].map(FeedChannel.init(id:))
            let page = State(wrappedValue: 0)
            let strip = ModelRepresentableHost(in: world.window) {
                PagedTabStrip(channels, currentPage: page.projectedValue) { channel, state in
                    TabLabelProbe(text: channel.id, state: state)
                }
            }
            strip.render()
            await strip.settle()
            strip.layOut()
            let b = strip.labelController(1)!
            let c = strip.labelController(2)!
            channels[1] = FeedChannel(id: "zz")
            ModelViewGraph.shared.invalidate()
            await strip.settle()
            #expect((0..<3).map { strip.label($0)?.text } == ["a", "zz", "c"])
            #expect(strip.labelController(1) !== b && strip.labelController(2) === c)
            #expect(!strip.controller!.children.contains(b))
            #expect(strip.bar.layout.tab(at: 1)?.length == Double(16 + 24))
            #expect(
                strip.bar.tabs.allSatisfy { $0.accessibilityLabel?.isEmpty ?? true }, "no accessibility title given")
        }

        @Test("one accessibility title and another tab's label change in one update: both tabs are refreshed")
        func titleAndLabelChange() async {
            let world = World()
            let page = State(wrappedValue: 0)
            var titles = ["Top", "World", "Business"]
            var badge = ""
            let strip = ModelRepresentableHost(in: world.window) {
                let (current, suffix) = (titles, badge)
                return PagedTabStrip(
                    Self.names.prefix(3), currentPage: page.projectedValue,
                    accessibilityTitle: { current[Self.names.firstIndex(of: $0)!] }
                ) { name, state in
                    TabLabelProbe(text: name == "Business" ? name + suffix : name, state: state)
                }
            }
            strip.render()
            await strip.settle()
            strip.layOut()
            titles[0] = "Top, 3 new"
            badge = " 9"
            ModelViewGraph.shared.invalidate()
            await strip.settle()
            #expect(strip.bar.tabs[0].accessibilityLabel == "Top, 3 new")
            #expect(strip.bar.layout.tab(at: 2)?.length == Double("Business 9".count * 8 + 24))
            #expect(strip.bar.tabs[2].contentView?.frame.width == CGFloat("Business 9".count * 8))
        }

        @Test("a label that changes size re-measures its tab; Dynamic Type and right-to-left re-measure all")
        func remeasures() async {
            let world = World()
            let channels = Self.names.map(FeedChannel.init(id:))
            let selection = State<String?>(wrappedValue: "Top")
            let inputs = LabelInputs()
            let strip = Self.identityStrip(
                world: world, channels: { channels }, selection: selection, inputs: inputs)
            strip.render()
            await strip.settle()
            strip.layOut()
            let bar = strip.bar
            let world0 = bar.layout.tab(at: 1)!
            let top = bar.layout.tab(at: 0)!

            // A badge on one label: that tab grows, the tabs before it stay, the ones after shift.
            inputs.badges["World"] = 7
            ModelViewGraph.shared.invalidate()
            await strip.settle()
            #expect(bar.layout.tab(at: 1)?.length == world0.length + 16)
            #expect(bar.layout.tab(at: 0) == top)
            #expect(bar.layout.tab(at: 2)?.origin == world0.origin + world0.length + 16)
            #expect(bar.tabs[1].contentView?.frame.width == CGFloat("World 7".count * 8))

            // Two badges: both tabs are measured again.
            inputs.badges = ["Top": 1, "Sport": 2]
            ModelViewGraph.shared.invalidate()
            await strip.settle()
            #expect(bar.layout.tab(at: 0)?.length == Double("Top 1".count * 8 + 24))
            #expect(bar.layout.tab(at: 1)?.length == world0.length)
            #expect(bar.layout.tab(at: 4)?.length == Double("Sport 2".count * 8 + 24))

            // Larger text: the labels' text grows by itself (no new view), and the bar measures them again.
            inputs.textScale = 2
            #expect(bar.layout.tab(at: 1)?.length == world0.length)
            world.window.modelSetPreferredContentSizeCategory(.accessibilityLarge)
            bar.layoutIfNeeded()
            #expect(bar.layout.tab(at: 1)?.length == Double("World".count * 16 + 24))
            #expect(bar.tabs[1].contentView?.frame.width == CGFloat("World".count * 16))

            // Right-to-left: tab 0 on the right.
            world.window.modelSetLayoutDirection(.rightToLeft)
            bar.layoutIfNeeded()
            #expect(bar.tabs[0].frame.minX > bar.tabs[1].frame.minX)
            #expect(bar.tabs[0].contentView?.frame.midX == bar.tabs[0].bounds.midX)
            #expect(ModelViewGraph.shared.violations.isEmpty, "\(ModelViewGraph.shared.violations)")
        }

        @Test("a strip that goes from labels to titles shows titles and lets its labels go")
        func labelsToTitles() async {
            let world = World()
            let page = State(wrappedValue: 1)
            var titles = false
            let strip = ModelRepresentableHost(in: world.window) {
                titles
                    ? PagedTabStrip(titles: Self.names, currentPage: page.projectedValue)
                    : PagedTabStrip(Self.names, currentPage: page.projectedValue) { name, state in
                        TabLabelProbe(text: name, state: state)
                    }
            }
            strip.render()
            await strip.settle()
            strip.layOut()
            #expect(strip.bar.tabs[1].contentView != nil)
            titles = true
            strip.render()
            strip.bar.layoutIfNeeded()
            #expect(strip.bar.tabs.allSatisfy { $0.contentView == nil && !$0.titleLabel.isHidden })
            #expect(strip.bar.tabs[1].titleLabel.text == "World")
            #expect(strip.controller!.children.isEmpty)
            #expect(strip.bar.selectedTab == 1)
        }

        @Test("UIKit: content tabs keep their views through a one-tab refresh and an animated reload")
        func uikitContentTabs() {
            let world = World()
            let bar = PagedTabBar(frame: .zero)
            var views: [String: UILabel] = [:]
            bar.titles = ["One", "Two", "Three"]
            var heard: [Int] = []
            bar.tabStateHandler = { heard.append($0.index) }
            bar.tabContentProvider = { index in
                let title = bar.titles[index]
                if let view = views[title] { return view }
                let view = UILabel(frame: .zero)
                view.text = title + "!"
                views[title] = view
                return view
            }
            _ = world.show(bar, frame: CGRect(x: 0, y: 0, width: 390, height: 44))
            bar.layoutIfNeeded()
            let two = bar.tabs[1]
            #expect(two.contentView === views["Two"])
            #expect(views["Two"]?.isUserInteractionEnabled == false)
            #expect(bar.tabs[0].selectionProgress == 1)
            #expect(bar.layout.tab(at: 1)?.length == Double(views["Two"]!.sizeThatFits(.zero).width + 24))

            heard = []
            bar.selectTab(1)
            #expect(heard.sorted() == [0, 1], "the two tabs whose state changed")
            #expect(bar.tabs[1].selectionProgress == 1 && bar.tabs[0].selectionProgress == 0)

            views["Two"]?.text = "Two, longer!"
            bar.reloadTab(at: 1)
            #expect(bar.layout.tab(at: 1)?.length == Double(views["Two"]!.sizeThatFits(.zero).width + 24))
            #expect(bar.tabs[1] === two && two.contentView === views["Two"])

            bar.setTitles(["Zero", "One", "Two", "Three"], animated: true)
            world.settle()
            #expect(bar.tabs.map { ($0.contentView as? UILabel)?.text } == ["Zero!", "One!", "Two, longer!", "Three!"])
            #expect(bar.tabs[2] === two, "the tab slid to its new place with its view")
            #expect(bar.selectedTab == 1 && bar.tabs[1].selectionProgress == 1)
            #expect(bar.tabs[2].selectionProgress == 0)

            // By identifier: one title changes while another tab becomes another item under the same
            // title — every tab is built again, not only the retitled one.
            var ids = ["z", "o", "t", "h"]
            bar.tabIdentifierProvider = { AnyHashable(ids[$0]) }
            bar.reloadTabs()
            ids = ["z", "n", "t", "h"]
            views["One"] = nil
            bar.setTitles(["Zero", "One", "Two", "Four"], animated: false)
            #expect(bar.tabs[1].contentView === views["One"], "tab 1 is another item: it has a new view")
            #expect((bar.tabs[3].contentView as? UILabel)?.text == "Four!")

            bar.tabContentProvider = nil
            #expect(bar.tabs.allSatisfy { $0.contentView == nil && !$0.titleLabel.isHidden })
            #expect(views["Two"]?.superview == nil)
        }
    }
}
