import PagedKit
import PagedKitSwiftUI
import PagedKitUIKit
@_spi(UIKitModel) import SwiftUI
import Testing
@_spi(UIKitModel) import UIKit

/// Issue 22, A7: the tab bar asks for the height its titles need (44 pt at least), so the largest
/// accessibility text sizes are not clipped, in UIKit (`intrinsicContentSize`, `sizeThatFits`) and
/// SwiftUI (`PagedTabStrip`'s `sizeThatFits`); and a long press shows a tab's title in the large
/// content viewer.
extension AdapterScenarios {
    @MainActor @Suite("issue 22 A7: tab bar size") struct TabBarSizeTests {
        static let channels = ["Top", "World", "Business", "Tech", "Sport"]

        @Test("the bar's height follows Dynamic Type, and at AX5 no title is clipped")
        func heightFollowsDynamicType() {
            let world = World()
            // Before any layout, measured from the text style.
            #expect(PagedTabBar(frame: .zero).intrinsicContentSize.height == 44)
            let bar = PagedTabBar(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
            bar.titles = Self.channels
            world.show(bar, frame: bar.frame)
            #expect(bar.intrinsicContentSize.height == 44)
            #expect(bar.intrinsicContentSize.width == UIView.noIntrinsicMetric)
            #expect(bar.sizeThatFits(CGSize(width: 200, height: 10)) == CGSize(width: 200, height: 44))
            let invalidations = bar.modelIntrinsicSizeInvalidations
            world.window.modelSetPreferredContentSizeCategory(.accessibilityExtraExtraExtraLarge)
            world.frames()
            #expect(bar.modelIntrinsicSizeInvalidations > invalidations)
            let height = bar.intrinsicContentSize.height
            #expect(height > 44)
            bar.frame.size.height = height
            world.frames()
            for tab in bar.tabs {
                let label = tab.titleLabel.frame
                #expect(label.minY >= 0 && label.maxY <= tab.bounds.height, "\(tab.titleLabel.text ?? "") clipped")
            }
            #expect(bar.indicatorView.frame.maxY == height)
        }

        @Test("at the accessibility sizes a long press on a tab shows its title large")
        func largeContentViewer() {
            let world = World()
            let bar = PagedTabBar(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
            bar.titles = Self.channels
            world.show(bar, frame: bar.frame)
            let world1 = bar.tabs[1].convert(CGPoint(x: bar.tabs[1].bounds.midX, y: 10), to: nil)
            #expect(world.window.modelLongPressLargeContent(at: world1) == nil, "off below the accessibility sizes")
            world.window.modelSetPreferredContentSizeCategory(.accessibilityLarge)
            world.frames()
            let point = bar.tabs[1].convert(CGPoint(x: bar.tabs[1].bounds.midX, y: 10), to: nil)
            #expect(world.window.modelLongPressLargeContent(at: point) == "World")
        }

        @Test("PagedTabStrip asks SwiftUI for the bar's height, and the proposed width")
        func stripSizeThatFits() async {
            let world = World()
            let page = State(wrappedValue: 0)
            let strip = ModelRepresentableHost(in: world.window) {
                PagedTabStrip(Self.channels, currentPage: page.projectedValue) { $0 }
            }
            strip.render()
            let bar = strip.controller!.tabBar
            #expect(
                strip.modelSizeThatFits(ProposedViewSize(width: 320, height: nil)) == CGSize(width: 320, height: 44))
            world.window.modelSetPreferredContentSizeCategory(.accessibilityExtraExtraExtraLarge)
            let fitted = strip.modelSizeThatFits(ProposedViewSize(width: 320, height: 30))
            #expect(fitted == CGSize(width: 320, height: bar.intrinsicContentSize.height))
            #expect((fitted?.height ?? 0) > 44)
            // With no width proposed, the strip's natural width: all its tabs.
            let ideal = strip.modelSizeThatFits(.unspecified)
            #expect(ideal.map { Double($0.width) } == bar.layout.contentLength)
        }
    }
}

/// Issue 22, A10: the tab bar hears trait changes through `registerForTraitChanges` (iOS 17), not only
/// through the deprecated `traitCollectionDidChange(_:)`, which a later OS (or visionOS) need not call.
extension AdapterScenarios {
    @MainActor @Suite("issue 22 A10: trait change registration") struct TraitRegistrationTests {
        @Test(
            "Dynamic Type re-measures the tabs whether or not the deprecated callback comes",
            arguments: [true, false])
        func dynamicTypeWithoutTheDeprecatedCallback(callsDeprecated: Bool) {
            let world = World()
            UIView.modelCallsTraitCollectionDidChange = callsDeprecated
            let bar = PagedTabBar(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
            bar.titles = TabBarSizeTests.channels
            world.show(bar, frame: bar.frame)
            let before = bar.tabs[0].frame.width
            world.window.modelSetPreferredContentSizeCategory(.accessibilityExtraExtraExtraLarge)
            world.frames()
            #expect(bar.tabs[0].titleLabel.font.pointSize == 49)
            #expect(bar.tabs[0].frame.width > before)
            #expect(bar.intrinsicContentSize.height > 44)
        }
    }
}
