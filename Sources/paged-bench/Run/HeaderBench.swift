import PagedKit

/// Rule 16's `listDidScroll(toOffset:onPage:)`: the settled page's list scrolled through the
/// header's range and back, each report changing the collapse (so every other loaded page is told an
/// offset), over 5 and over a million pages, radius 1 and radius 3. Nanoseconds and heap
/// allocations per report, measured in one run.
@MainActor enum HeaderBench {
    struct Result {
        let pageCount: Int
        let radius: Int
        let loadedPages: Int
        let nsPerReport: Double
        let allocationsPerReport: Double?
    }

    static func run(reports: Int) -> [Result] {
        var results: [Result] = []
        _ = measure(pageCount: 5, radius: 1, reports: 1_000)  // warm-up
        for radius in [1, 3] {
            for n in [5, 1_000_000] {
                results.append(measure(pageCount: n, radius: radius, reports: reports))
            }
        }
        return results
    }

    private static func measure(pageCount: Int, radius: Int, reports: Int) -> Result {
        let source = Source(count: pageCount)
        let host = Host()
        let container = PagedContainer<BenchPage>(
            configuration: PagingConfiguration(preloadRadius: radius, cacheLimit: 0))
        container.dataSource = source
        container.host = host
        container.setViewportLength(Runner.viewportLength)
        container.reloadData()
        try? container.scrollToPage(pageCount / 2, animated: false)
        container.header = PagedHeaderLayout(expandedHeight: 300, pinnedHeight: 44)
        let page = container.currentPage
        // Offsets through the 256-pt range and back: every report moves the header.
        var offsets: [Double] = []
        for step in 0..<64 { offsets.append(Double(step * 4)) }
        for step in 0..<64 { offsets.append(Double(252 - step * 4)) }
        let before = HeapCounter.snapshot().allocations
        let start = ContinuousClock.now
        var k = 0
        while k < reports {
            container.listDidScroll(toOffset: offsets[k & 127] + 0.5, onPage: page)
            k += 1
        }
        let elapsed = Clock.nanoseconds(since: start)
        let allocations = HeapCounter.snapshot().allocations - before
        return Result(
            pageCount: pageCount, radius: radius, loadedPages: container.loadedPageIndices.count,
            nsPerReport: elapsed / Double(reports),
            allocationsPerReport: HeapCounter.isCounting ? Double(allocations) / Double(reports) : nil)
    }

    /// The Markdown section.
    static func markdown(_ results: [Result]) -> [String] {
        var out = ["## Rule 16: a list's report (`listDidScroll`)", ""]
        out.append("Each report moves the header, so every other loaded page's list is told an offset.")
        out.append("")
        out.append("| pages | radius | loaded | ns per report | ratio to 5 pages | allocations per report |")
        out.append("| ---: | ---: | ---: | ---: | ---: | ---: |")
        for result in results {
            let small = results.first { $0.radius == result.radius && $0.pageCount == 5 }
            let ratio = small.map { result.nsPerReport / $0.nsPerReport }
            out.append(
                "| \(Format.count(result.pageCount)) | \(result.radius) | \(result.loadedPages) | \(Format.ns(result.nsPerReport)) | \(Format.ratio(ratio, digits: 2)) | \(Format.decimal(result.allocationsPerReport, digits: 3)) |"
            )
        }
        out.append("")
        return out
    }

    private final class Source: PageDataSource {
        let count: Int
        init(count: Int) { self.count = count }
        func numberOfPages(in container: PagedContainer<BenchPage>) -> Int { count }
        func container(_ container: PagedContainer<BenchPage>, pageAt index: Int) -> BenchPage {
            BenchPage(index: index)
        }
    }

    private final class Host: PageHost {
        var lists = 0.0
        func setContentLength(_ length: Double) {}
        func setContentOffset(_ offset: Double, animated: Bool) {}
        func place(_ page: BenchPage, at offset: Double) {}
        func remove(_ page: BenchPage) {}
        func setListOffset(_ offset: Double, of page: BenchPage) { lists += offset }
    }
}
