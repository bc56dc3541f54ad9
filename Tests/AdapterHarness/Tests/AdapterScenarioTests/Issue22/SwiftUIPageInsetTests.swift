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
