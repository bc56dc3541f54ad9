import PagedKit
import PagedKitSwiftUI
import PagedKitUIKit
@_spi(UIKitModel) import SwiftUI
import Testing
@_spi(UIKitModel) import UIKit

/// Issue 22, A6: SwiftUI pages drop the container safe area (which changes as they cross a notch)
/// but keep the keyboard's, so a text field on a page stays clear of the keyboard.
extension AdapterScenarios {
    @MainActor @Suite("issue 22 A6: SwiftUI page safe area") struct SwiftUIPageInsetTests {
        @Test("a page is laid out clear of the keyboard, and of no notch")
        func pagesKeepTheKeyboardRegion() async {
            let world = World()
            world.window.modelSafeAreaInsets = UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
            let stories = StoryPager(world: world)
            stories.host.render()
            await stories.host.settle()
            let settled = stories.container.page(at: 0).flatMap(modelInspectHostingController)
            #expect(settled?.contentSafeAreaInsets == .zero)
            world.window.modelKeyboardHeight = 300
            let withKeyboard = stories.container.page(at: 0).flatMap(modelInspectHostingController)
            #expect(withKeyboard?.contentSafeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 300, right: 0))
        }
    }
}

/// Issue 22, A12: a `PagedView` with no proposed height (in a vertical `ScrollView`) is as tall as
/// its settled page.
extension AdapterScenarios {
    @MainActor @Suite("issue 22 A12: PagedView size") struct PagedViewSizeTests {
        @Test("an open dimension takes the settled page's size; a full proposal is taken as is")
        func sizeThatFits() async {
            let world = World()
            let page = State(wrappedValue: 0)
            let host = ModelRepresentableHost(in: world.window) {
                PagedView(pageCount: 3, currentPage: page.projectedValue) { SizedProbe(height: 200 + 100 * Double($0)) }
            }
            host.render()
            await host.settle()
            #expect(
                host.modelSizeThatFits(ProposedViewSize(width: 393, height: nil)) == CGSize(width: 393, height: 200))
            #expect(
                host.modelSizeThatFits(ProposedViewSize(width: 393, height: 500)) == CGSize(width: 393, height: 500))
            page.wrappedValue = 2
            await host.settle()
            world.settle()
            #expect(
                host.modelSizeThatFits(ProposedViewSize(width: 393, height: nil)) == CGSize(width: 393, height: 400))
            #expect(host.modelSizeThatFits(.unspecified) == CGSize(width: 320, height: 400))
        }
    }
}

/// A page of a fixed height that is as wide as offered (320 pt ideally).
struct SizedProbe: ModelMeasurableView {
    let height: Double
    var body: Never { fatalError("a probe is never rendered") }
    func modelSize(fitting size: CGSize) -> CGSize {
        CGSize(width: size.width.isFinite ? size.width : 320, height: CGFloat(height))
    }
}
