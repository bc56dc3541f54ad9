import PagedKit
import PagedKitUIKit
import Testing
@_spi(UIKitModel) import UIKit

/// Days as pages, identified by a day number that is not the index (an offset), with a lookup:
/// counts identifier reads and lookups.
@MainActor final class IndexedDaySource: IndexedPageDataSource {
    var count: Int
    var firstDay: Int
    var identifierReads = 0
    var lookups = 0

    init(count: Int, firstDay: Int = 0) {
        self.count = count
        self.firstDay = firstDay
    }

    func numberOfPages(in container: PagedContainer<CardView>) -> Int { count }

    func container(_ container: PagedContainer<CardView>, pageAt index: Int) -> CardView {
        CardView(index: index)
    }

    func container(_ container: PagedContainer<CardView>, identifierForPageAt index: Int) -> AnyHashable {
        identifierReads += 1
        return AnyHashable(firstDay + index)
    }

    func container(_ container: PagedContainer<CardView>, indexOfPageWithIdentifier identifier: AnyHashable) -> Int? {
        lookups += 1
        guard let day = identifier.base as? Int else { return nil }
        return day - firstDay
    }
}

/// Rule 14 through the UIKit pagers: an app's `IndexedPageDataSource` is looked up, never read in
/// full. (The pagers hand the container a relay; the relay was a plain data source, so the container
/// read every identifier of a source that could have been looked up: 10⁹ reads for a calendar.)
extension AdapterScenarios {
    @MainActor @Suite("issue 25: indexed sources through the UIKit pagers") struct IndexedSourceAdapterTests {
        @Test(
            "PagedScrollView: a reload of 10⁹ days that prepends a day looks items up and reads only the pages it loads"
        )
        func scrollViewReload() throws {
            let world = World()
            let source = IndexedDaySource(count: 1_000_000_000, firstDay: 100)
            let pager = PagedScrollView<CardView>(configuration: PagingConfiguration(), scheduler: world.scheduler)
            pager.dataSource = source
            pager.reloadData()
            world.show(pager, frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            try pager.scrollToPage(500_000_000, animated: false)
            #expect(source.identifierReads < 20)

            let reads = source.identifierReads
            source.count += 1
            source.firstDay -= 1
            pager.reloadData()
            #expect(pager.container.currentPage == 500_000_001, "the same day, one index later")
            #expect(source.identifierReads - reads < 20, "\(source.identifierReads - reads) identifier reads")
            #expect(source.lookups > 0, "items followed by lookup")
        }

        @Test("PagedScrollView: a snapshot restored over 10⁹ days finds its day by lookup (the other dynamic check)")
        func scrollViewRestore() throws {
            let world = World()
            let source = IndexedDaySource(count: 1_000_000_000, firstDay: 0)
            let pager = PagedScrollView<CardView>(configuration: PagingConfiguration(), scheduler: world.scheduler)
            pager.dataSource = source
            pager.reloadData()
            world.show(pager, frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            try pager.scrollToPage(600_000_000, animated: false)
            let snapshot = pager.container.snapshot

            // A relaunch: the calendar now starts 10 days earlier.
            let later = IndexedDaySource(count: 1_000_000_010, firstDay: -10)
            let restored = PagedScrollView<CardView>(configuration: PagingConfiguration(), scheduler: world.scheduler)
            restored.dataSource = later
            restored.container.restore(snapshot)
            restored.reloadData()
            world.show(restored, frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            #expect(restored.container.currentPage == 600_000_010, "the same day")
            #expect(later.identifierReads < 20, "\(later.identifierReads) identifier reads")
            #expect(later.lookups > 0)
        }

        @Test("PagedViewController: the same, and a plain data source set afterwards is read, not looked up")
        func controllerReloadAndSwitch() throws {
            let world = World()
            let source = IndexedDaySource(count: 1_000_000_000)
            let pager = PagedViewController<CardViewController>(configuration: PagingConfiguration())
            let relay = DayControllerSource(days: source)
            pager.dataSource = relay
            world.show(pager)
            pager.reloadData()
            try pager.scrollToPage(700_000_000, animated: false)
            let reads = source.identifierReads
            source.count -= 1
            pager.reloadData()
            #expect(pager.container.currentPage == 700_000_000)
            #expect(source.identifierReads - reads < 20)

            let plain = PlainControllerSource(count: 8)
            pager.dataSource = plain
            pager.reloadData()
            #expect(pager.container.pageCount == 8)
            #expect(plain.identifierReads >= 8, "a plain source is read in full (rule 9)")
        }
    }
}

/// A view controller page.
final class CardViewController: UIViewController {
    let index: Int
    init(index: Int) {
        self.index = index
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
}

/// `IndexedDaySource` for view controller pages.
@MainActor final class DayControllerSource: IndexedPageDataSource {
    let days: IndexedDaySource
    init(days: IndexedDaySource) { self.days = days }
    func numberOfPages(in container: PagedContainer<CardViewController>) -> Int { days.count }
    func container(_ container: PagedContainer<CardViewController>, pageAt index: Int) -> CardViewController {
        CardViewController(index: index)
    }
    func container(_ container: PagedContainer<CardViewController>, identifierForPageAt index: Int) -> AnyHashable {
        days.identifierReads += 1
        return AnyHashable(days.firstDay + index)
    }
    func container(
        _ container: PagedContainer<CardViewController>, indexOfPageWithIdentifier identifier: AnyHashable
    ) -> Int? {
        days.lookups += 1
        return (identifier.base as? Int).map { $0 - days.firstDay }
    }
}

/// A plain (not indexed) source of view controller pages that counts identifier reads.
@MainActor final class PlainControllerSource: PageDataSource {
    let count: Int
    var identifierReads = 0
    init(count: Int) { self.count = count }
    func numberOfPages(in container: PagedContainer<CardViewController>) -> Int { count }
    func container(_ container: PagedContainer<CardViewController>, pageAt index: Int) -> CardViewController {
        CardViewController(index: index)
    }
    func container(_ container: PagedContainer<CardViewController>, identifierForPageAt index: Int) -> AnyHashable {
        identifierReads += 1
        return AnyHashable("p\(index)")
    }
}
