import PagedKit
import PagedKitSwiftUI
import PagedKitUIKit
@_spi(UIKitModel) import SwiftUI
import Testing
@_spi(UIKitModel) import UIKit

extension AdapterScenarios {
    @MainActor @Suite("public API") struct PublicAPITests {
        @Test("a view pager's properties read back what was set; followsLayoutDirection off keeps the direction")
        func viewPagerProperties() throws {
            let world = World(layoutDirection: .rightToLeft)
            let source = CardSource(count: 4)
            let delegate = CurrentPageRecorder<CardView>()
            let control = UIPageControl()
            let pager = PagedScrollView<CardView>(scheduler: world.scheduler)
            pager.followsLayoutDirection = false
            #expect(!pager.followsLayoutDirection)
            pager.dataSource = source
            pager.delegate = delegate
            pager.pageControl = control
            #expect(pager.dataSource === source)
            #expect(pager.delegate === delegate)
            #expect(pager.pageControl === control)
            pager.configuration = PagingConfiguration(preloadRadius: 2)
            #expect(pager.configuration.preloadRadius == 2)
            pager.reloadData()
            world.show(pager)
            #expect(pager.configuration.direction == .leftToRight, "not following the right-to-left layout")
            try pager.scrollToPage(3, animated: true)
            world.settle()
            #expect(pager.container.settledPage == 3)
            #expect(delegate.pages.last == 3)
            #expect(throws: PagingError.pageOutOfRange(index: 9, pageCount: 4)) {
                try pager.scrollToPage(9, animated: false)
            }
        }

        @Test("a controller pager's properties read back what was set")
        func controllerPagerProperties() {
            let world = World()
            let log = EventLog()
            let source = ChannelSource(count: 3, log: log)
            let delegate = CurrentPageRecorder<LoggingPage>()
            let pager = PagedViewController<LoggingPage>(scheduler: world.scheduler)
            pager.dataSource = source
            pager.delegate = delegate
            pager.configuration = PagingConfiguration(cacheLimit: 1)
            pager.followsLayoutDirection = false
            #expect(pager.dataSource === source)
            #expect(pager.delegate === delegate)
            #expect(pager.configuration.cacheLimit == 1)
            #expect(!pager.followsLayoutDirection)
            #expect(pager.pageControl == nil)
            #expect(!pager.shouldAutomaticallyForwardAppearanceMethods)
        }

        @Test("pagers made from a coder (a storyboard) work with the default configuration")
        func fromACoder() throws {
            let world = World()
            let data = try NSKeyedArchiver.archivedData(withRootObject: NSNull(), requiringSecureCoding: false)
            let coder = try NSKeyedUnarchiver(forReadingFrom: data)
            let view = try #require(PagedScrollView<CardView>(coder: coder))
            let controller = try #require(PagedViewController<LoggingPage>(coder: coder))
            #expect(view.configuration == PagingConfiguration())
            #expect(controller.configuration == PagingConfiguration())
            let source = CardSource(count: 2)
            view.dataSource = source
            view.reloadData()
            world.show(view)
            #expect(view.container.loadedPageIndices == [0, 1])
        }

        @Test("VoiceOver on a looping controller pager wraps from the first page to the last")
        func voiceOverWrapsWhenLooping() async throws {
            let world = World()
            let log = EventLog()
            let source = ChannelSource(count: 4, log: log)
            let pager = PagedViewController<LoggingPage>(
                configuration: PagingConfiguration(isLooping: true), scheduler: world.scheduler)
            pager.dataSource = source
            pager.reloadData()
            world.show(pager)
            await ModelAccessibility.shared.setVoiceOverRunning(true)
            let page = try #require(pager.container.page(at: 0))
            #expect(ModelAccessibility.shared.performScroll(.previous, startingAt: page.view))
            world.settle()
            #expect(pager.container.settledPage == 3)
            #expect(ModelAccessibility.shared.posts.first?.argument == "Page 4 of 4", "the page status by default")
            // A direction across the axis is left to an enclosing scroll view.
            #expect(!pager.scrollView.accessibilityScroll(.up))
        }

        @Test("a PagedView of numbered pages loops and follows its binding")
        func numberedPagedView() async {
            let world = World()
            let page = State(wrappedValue: 2)
            let host = ModelRepresentableHost(in: world.window) {
                PagedView(
                    pageCount: 10, currentPage: page.projectedValue, configuration: PagingConfiguration(isLooping: true)
                ) {
                    Probe(index: $0)
                }
            }
            host.render()
            await host.settle()
            let container = host.controller?.container
            #expect(container?.settledPage == 2)
            #expect(container?.configuration.isLooping == true)
            page.wrappedValue = 9
            await host.settle()
            #expect(container?.settledPage == 9)
            host.dismantle()
            #expect(host.controller == nil)
        }
    }
}
