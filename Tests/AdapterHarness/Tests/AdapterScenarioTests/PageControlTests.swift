import PagedKit
import PagedKitUIKit
import Testing
@_spi(UIKitModel) import UIKit

extension AdapterScenarios {
    @MainActor @Suite("page control") struct PageControlTests {
        @Test("a bound page control shows the pages and the current page, and a tap jumps")
        func pageControl() {
            let world = World()
            let cards = CardPager(world: world)
            let control = UIPageControl()
            cards.pager.pageControl = control
            #expect(control.numberOfPages == 5)
            #expect(control.currentPage == 0)
            #expect(control.modelActionCount(for: .valueChanged) == 1)

            cards.swipe(by: 100, velocity: 800, world: world)
            #expect(control.currentPage == 1)

            control.modelTap(.right)
            #expect(cards.scrollView.isScrollAnimating)
            world.settle()
            #expect(cards.container.settledPage == 2)
            #expect(control.currentPage == 2)

            // Unbinding removes the action.
            cards.pager.pageControl = nil
            #expect(control.modelActionCount(for: .valueChanged) == 0)
        }

        @Test("a reload that shrinks the pages shows the new count")
        func reloadUpdatesTheCount() {
            let world = World()
            let cards = CardPager(world: world)
            let control = UIPageControl()
            cards.pager.pageControl = control
            cards.source.count = 3
            cards.pager.reloadData()
            #expect(control.numberOfPages == 3)
        }
    }
}
