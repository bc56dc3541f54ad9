import PagedKit
import PagedKitUIKit
@_spi(UIKitModel) import SwiftUI
@_spi(UIKitModel) import UIKit

/// What UIKit told a page, or its pager, in order.
enum PageEvent: Equatable, CustomStringConvertible {
    case willAppear(Int, animated: Bool)
    case didAppear(Int, animated: Bool)
    case willDisappear(Int, animated: Bool)
    case didDisappear(Int, animated: Bool)
    case willMove(Int, toParent: Bool)
    case didMove(Int, toParent: Bool)
    case viewAdded(Int)
    case viewRemoved(Int)
    /// The pager's own appearance (its index is irrelevant).
    case pager(PageEvent.Phase, animated: Bool)

    enum Phase: String {
        case willAppear, didAppear, willDisappear, didDisappear
    }

    var description: String {
        switch self {
        case .willAppear(let page, let animated): "page \(page) viewWillAppear(\(animated))"
        case .didAppear(let page, let animated): "page \(page) viewDidAppear(\(animated))"
        case .willDisappear(let page, let animated): "page \(page) viewWillDisappear(\(animated))"
        case .didDisappear(let page, let animated): "page \(page) viewDidDisappear(\(animated))"
        case .willMove(let page, let toParent): "page \(page) willMove(toParent: \(toParent ? "pager" : "nil"))"
        case .didMove(let page, let toParent): "page \(page) didMove(toParent: \(toParent ? "pager" : "nil"))"
        case .viewAdded(let page): "page \(page) view added"
        case .viewRemoved(let page): "page \(page) view removed"
        case .pager(let phase, let animated): "pager \(phase.rawValue)(\(animated))"
        }
    }

    var page: Int? {
        switch self {
        case .willAppear(let page, _), .didAppear(let page, _), .willDisappear(let page, _),
            .didDisappear(let page, _), .willMove(let page, _), .didMove(let page, _), .viewAdded(let page),
            .viewRemoved(let page):
            page
        case .pager: nil
        }
    }

    var isAppearance: Bool {
        switch self {
        case .willAppear, .didAppear, .willDisappear, .didDisappear: true
        default: false
        }
    }
}

/// A shared, ordered log of page events.
@MainActor final class EventLog {
    private(set) var events: [PageEvent] = []

    func append(_ event: PageEvent) { events.append(event) }
    func clear() { events.removeAll() }

    /// The events of page `index`.
    func of(_ index: Int) -> [PageEvent] { events.filter { $0.page == index } }

    /// The appearance events of page `index`.
    func appearance(of index: Int) -> [PageEvent] { of(index).filter(\.isAppearance) }
}

/// A page's root view: tells the log when it enters or leaves a superview.
final class PageView: UIView {
    var onMove: ((Bool) -> Void)?

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        onMove?(superview != nil)
    }
}

/// A channel page: a view controller with a vertical feed, logging what UIKit tells it.
final class LoggingPage: UIViewController {
    let index: Int
    let log: EventLog
    let feed = UIScrollView()

    init(index: Int, log: EventLog) {
        self.index = index
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = "page \(index)"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func loadView() {
        let view = PageView(frame: ModelScreen.bounds)
        let index = self.index
        view.onMove = { [weak log] added in log?.append(added ? .viewAdded(index) : .viewRemoved(index)) }
        self.view = view
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        feed.frame = view.bounds
        feed.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        feed.contentSize = CGSize(width: view.bounds.width, height: 5000)
        view.addSubview(feed)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append(.willAppear(index, animated: animated))
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append(.didAppear(index, animated: animated))
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append(.willDisappear(index, animated: animated))
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append(.didDisappear(index, animated: animated))
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.append(.willMove(index, toParent: parent != nil))
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.append(.didMove(index, toParent: parent != nil))
    }
}

/// A pager of channel pages that logs its own appearance too, as UIKit calls each method (on entry,
/// before the override's super call forwards anything to the pages).
final class LoggingPager: PagedViewController<LoggingPage> {
    var log: EventLog?

    override func viewWillAppear(_ animated: Bool) {
        log?.append(.pager(.willAppear, animated: animated))
        super.viewWillAppear(animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        log?.append(.pager(.didAppear, animated: animated))
        super.viewDidAppear(animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        log?.append(.pager(.willDisappear, animated: animated))
        super.viewWillDisappear(animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        log?.append(.pager(.didDisappear, animated: animated))
        super.viewDidDisappear(animated)
    }
}

/// Channel pages for a `PagedViewController`.
@MainActor final class ChannelSource: PageDataSource {
    var count: Int
    let log: EventLog

    init(count: Int, log: EventLog) {
        self.count = count
        self.log = log
    }

    func numberOfPages(in container: PagedContainer<LoggingPage>) -> Int { count }

    func container(_ container: PagedContainer<LoggingPage>, pageAt index: Int) -> LoggingPage {
        LoggingPage(index: index, log: log)
    }
}

/// A card view for a `PagedScrollView`.
final class CardView: UIView {
    let index: Int

    init(index: Int) {
        self.index = index
        super.init(frame: .zero)
        accessibilityLabel = "card \(index)"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// Cards for a `PagedScrollView`.
@MainActor final class CardSource: PageDataSource {
    var count: Int

    init(count: Int) { self.count = count }

    func numberOfPages(in container: PagedContainer<CardView>) -> Int { count }

    func container(_ container: PagedContainer<CardView>, pageAt index: Int) -> CardView {
        CardView(index: index)
    }
}

/// A SwiftUI page that says which page it is.
struct Probe: View {
    let index: Int
    var body: Never { fatalError("a probe is never rendered") }
}

/// A story for `PagedView(_:currentPage:configuration:content:)`; counts reads of its identifier.
struct Story: Identifiable {
    let key: String
    let reads: ReadCounter

    var id: String {
        reads.count += 1
        return key
    }
}

/// How often identifiers were read.
final class ReadCounter: @unchecked Sendable {
    var count = 0
}

/// A custom environment key, as an app defines one.
enum AccentKey: EnvironmentKey {
    static var defaultValue: String { "none" }
}

extension EnvironmentValues {
    var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}
