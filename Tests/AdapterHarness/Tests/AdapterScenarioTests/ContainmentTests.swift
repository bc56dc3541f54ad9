import PagedKit
import PagedKitUIKit
import Testing
@_spi(UIKitModel) import UIKit

@testable import HostApp

extension AdapterScenarios {
    @MainActor @Suite("containment") struct ContainmentTests {
        @Test("pages become children before their views are placed and leave after their views go")
        func containmentOrder() {
            let world = World()
            let log = EventLog()
            let source = ChannelSource(count: 5, log: log)
            let pager = PagedViewController<LoggingPage>(
                configuration: PagingConfiguration(preloadRadius: 1), scheduler: world.scheduler)
            pager.dataSource = source
            pager.reloadData()
            world.show(pager)

            #expect(pager.container.loadedPageIndices == [0, 1])
            #expect(pager.children.compactMap { ($0 as? LoggingPage)?.index }.sorted() == [0, 1])
            for page in [0, 1] {
                #expect(
                    log.of(page).filter { !$0.isAppearance } == [
                        .willMove(page, toParent: true), .viewAdded(page), .didMove(page, toParent: true),
                    ])
            }

            // Two swipes forward: page 0 leaves the window (radius 1, no cache).
            for _ in 0..<2 {
                pager.scrollView.modelDrag(by: CGPoint(x: 120, y: 0), frames: 6)
                pager.scrollView.modelLift(velocity: CGPoint(x: 900, y: 0))
                world.settle()
            }
            #expect(pager.container.settledPage == 2)
            #expect(pager.container.loadedPageIndices == [1, 2, 3])
            #expect(
                log.of(0).filter { !$0.isAppearance }.suffix(3) == [
                    .willMove(0, toParent: false), .viewRemoved(0), .didMove(0, toParent: false),
                ])
            // Page 0 disappeared before it left.
            let events = log.of(0)
            let disappeared = events.lastIndex { if case .didDisappear = $0 { true } else { false } }
            let left = events.firstIndex(of: .willMove(0, toParent: false))
            #expect(disappeared != nil && left != nil && disappeared! < left!)
            #expect(pager.children.compactMap { ($0 as? LoggingPage)?.index }.sorted() == [1, 2, 3])
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("at rest exactly the settled page is appeared, and the pages follow a swipe")
        func appearanceFollowsTheSettledPage() {
            let world = World()
            let log = EventLog()
            let source = ChannelSource(count: 4, log: log)
            let pager = PagedViewController<LoggingPage>(scheduler: world.scheduler)
            pager.dataSource = source
            pager.reloadData()
            world.show(pager)
            let pages = { (pager.children.compactMap { $0 as? LoggingPage }) }
            #expect(pages().filter { $0.modelAppearanceState == .appeared }.map(\.index) == [0])

            pager.scrollView.modelDrag(by: CGPoint(x: 150, y: 0), frames: 6)
            // While dragging, the incoming page is appearing and the outgoing one disappearing.
            #expect(pages().first { $0.index == 1 }?.modelAppearanceState == .appearing)
            #expect(pages().first { $0.index == 0 }?.modelAppearanceState == .disappearing)
            pager.scrollView.modelLift(velocity: CGPoint(x: 800, y: 0))
            world.settle()
            #expect(pages().filter { $0.modelAppearanceState == .appeared }.map(\.index) == [1])
            #expect(UIKitModel.violations.isEmpty)
        }

        @Test("the host app's channel pager from the documentation runs")
        func documentedChannelPager() {
            let world = World()
            let (pager, analytics) = makeChannels()
            world.show(pager)
            #expect(pager.pageControl?.numberOfPages == 3)
            pager.scrollView.modelDrag(by: CGPoint(x: 120, y: 0), frames: 6)
            pager.scrollView.modelLift(velocity: CGPoint(x: 900, y: 0))
            world.settle()
            #expect(pager.container.settledPage == 1)
            #expect(analytics.views == [1])
            #expect(pager.pageControl?.currentPage == 1)
            #expect(UIKitModel.violations.isEmpty)
        }
    }
}
