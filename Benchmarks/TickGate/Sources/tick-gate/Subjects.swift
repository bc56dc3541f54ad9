import PagedKit

// PagedKit driven through its public API only, as an app drives it: a data source, a host and a
// delegate of this module's own, over its own page type.

@MainActor final class GatePage {
    let index: Int
    var scale = 1.0
    var alpha = 1.0

    init(index: Int) { self.index = index }
}

@MainActor final class GateSource: PageDataSource {
    let count: Int

    init(count: Int) { self.count = count }

    func numberOfPages(in container: PagedContainer<GatePage>) -> Int { count }

    func container(_ container: PagedContainer<GatePage>, pageAt index: Int) -> GatePage {
        GatePage(index: index)
    }
}

/// A scroll view that reports non-animated moves back at once, as `UIScrollView` does.
@MainActor final class GateHost: PageHost {
    weak var container: PagedContainer<GatePage>?
    var offset = 0.0
    var placed = 0

    func setContentLength(_ length: Double) {}

    func setContentOffset(_ offset: Double, animated: Bool) {
        self.offset = offset
        if !animated { container?.didScroll(toOffset: offset) }
    }

    func place(_ page: GatePage, at offset: Double) { placed += 1 }

    func remove(_ page: GatePage) { placed -= 1 }
}

/// A page indicator: what every real host does per tick.
@MainActor final class Indicator: PagedContainerDelegate {
    var position = 0.0

    func container(_ container: PagedContainer<GatePage>, didScrollTo position: Double) {
        self.position = position
    }
}

/// A carousel's scale+fade transformer over the visible cards, on every position report.
@MainActor final class CarouselTransformer: PagedContainerDelegate {
    var position = 0.0

    func container(_ container: PagedContainer<GatePage>, didScrollTo position: Double) {
        self.position = position
        container.forEachVisiblePage { page, _, offsetInPages in
            let distance = min(abs(offsetInPages), 1)
            page.scale = 1 - 0.15 * distance
            page.alpha = 1 - 0.5 * distance
        }
    }
}

/// A profile screen's header view, following the collapse.
@MainActor final class HeaderView: PagedContainerDelegate {
    var collapse = 0.0
    var reports = 0

    func container(_ container: PagedContainer<GatePage>, didChangeHeaderCollapse collapse: Double) {
        self.collapse = collapse
        reports += 1
    }
}

/// A container with its data source and host, kept alive together (the container holds both weakly).
@MainActor struct Rig {
    let container: PagedContainer<GatePage>
    let source: GateSource
    let host: GateHost

    /// `count` pages in a 320-point viewport, resting on page 2; `peeking`: 80 % cards, 8 points
    /// apart, centred.
    init(count: Int, peeking: Bool = false) {
        var configuration = PagingConfiguration()
        if peeking {
            configuration.pageSize = .fraction(0.8)
            configuration.pageSpacing = 8
            configuration.pageAlignment = .center
        }
        container = PagedContainer<GatePage>(configuration: configuration)
        source = GateSource(count: count)
        host = GateHost()
        host.container = container
        container.dataSource = source
        container.host = host
        container.setViewportLength(viewportLength)
        container.reloadData()
        try? container.scrollToPage(min(count - 1, 2), animated: false)
    }
}

let viewportLength = 320.0
