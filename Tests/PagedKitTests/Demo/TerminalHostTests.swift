import PagedDemoKit
import PagedKit
import PagedKitTesting
import Testing

/// The demo's terminal host reports what a `UIScrollView` reports, in UIKit's order, frame by frame
/// on its scheduler.
@Suite @MainActor final class TerminalHostTests {
    /// What the container told its delegate.
    enum Call: Equatable {
        case state(ScrollState)
        case willScrollTo(Int)
        case didScrollTo(Int)
    }

    @MainActor final class Slides: PageDataSource {
        func numberOfPages(in container: PagedContainer<BannerSlide>) -> Int { 5 }
        func container(_ container: PagedContainer<BannerSlide>, pageAt index: Int) -> BannerSlide {
            BannerSlide(index: index, title: "Slide \(index)")
        }
    }

    @MainActor final class Recorder: PagedContainerDelegate {
        var calls: [Call] = []
        var positions: [Double] = []
        func container(_ container: PagedContainer<BannerSlide>, didChangeScrollState state: ScrollState) {
            calls.append(.state(state))
        }
        func container(_ container: PagedContainer<BannerSlide>, willScrollToPage index: Int) {
            calls.append(.willScrollTo(index))
        }
        func container(_ container: PagedContainer<BannerSlide>, didScrollToPage index: Int) {
            calls.append(.didScrollTo(index))
        }
        func container(_ container: PagedContainer<BannerSlide>, didScrollTo position: Double) {
            positions.append(position)
        }
    }

    let scheduler = ManualScheduler()
    let slides = Slides()
    let recorder = Recorder()
    let container: PagedContainer<BannerSlide>
    let host: TerminalHost<BannerSlide>
    var frames = 0

    init() {
        container = PagedContainer(scheduler: scheduler)
        host = TerminalHost(viewportLength: 320, scheduler: scheduler, timing: DemoTiming())
        container.dataSource = slides
        container.delegate = recorder
        host.attach(to: container)
        container.reloadData()
        host.onFrame = { [unowned self] in self.frames += 1 }
    }

    @Test func aSwipeFlingsToTheNextPageThroughDragAndDeceleration() {
        #expect(host.swipe(by: 128, velocity: 1_000))
        #expect(container.scrollState == .dragging, "willBeginDragging is reported at once")
        scheduler.runAll()
        #expect(
            recorder.calls == [.state(.dragging), .willScrollTo(1), .state(.settling), .didScrollTo(1), .state(.idle)])
        #expect(frames == DemoTiming.dragFrames + DemoTiming.decelerationFrames)
        #expect(host.contentOffset == 320)
        #expect(container.settledPage == 1)
        #expect(!host.isMoving)
        #expect(host.violations.isEmpty)
    }

    @Test func aSlowReleaseReturnsToItsPageWithoutAPageChange() {
        host.swipe(by: 80, velocity: 0)
        scheduler.runAll()
        #expect(recorder.calls == [.state(.dragging), .state(.settling), .state(.idle)])
        #expect(host.contentOffset == 0)
        #expect(container.settledPage == 0)
    }

    @Test func anAnimatedJumpPlaysItsFramesThenReportsTheEnd() throws {
        try container.scrollToPage(3, animated: true)
        #expect(host.isAnimating)
        scheduler.runAll()
        #expect(frames == DemoTiming.animationFrames)
        #expect(recorder.calls == [.willScrollTo(3), .state(.settling), .didScrollTo(3), .state(.idle)])
        #expect(recorder.positions == recorder.positions.sorted(), "the position only grows: \(recorder.positions)")
        #expect(recorder.positions.last == 3)
        #expect(container.settledPage == 3 && host.contentOffset == 960)
        // Every frame is timed by the scheduler: 8 frames over 250 ms.
        #expect(scheduler.now == DemoTiming().scaled(DemoTiming.frameSeconds) * DemoTiming.animationFrames)
    }

    @Test func aFingerCatchesAnAnimationUnderWay() throws {
        try container.scrollToPage(1, animated: true)
        scheduler.runNext()
        scheduler.runNext()
        #expect(host.swipe(by: -128, velocity: -1_000))
        #expect(!host.isAnimating)
        scheduler.runAll()
        #expect(container.scrollState == .idle)
        #expect(container.settledPage == 0)
        #expect(!recorder.calls.contains(.didScrollTo(1)), "the abandoned target is never reached")
    }

    @Test func aSecondSwipeWhileTheFingerIsDownIsIgnored() {
        #expect(host.swipe(by: 128, velocity: 1_000))
        #expect(!host.swipe(by: 128, velocity: 1_000))
        scheduler.runAll()
        #expect(container.settledPage == 1)
    }

    @Test func aNonAnimatedMoveReportsInsideTheCall() throws {
        try container.scrollToPage(4, animated: false)
        #expect(host.contentOffset == 1_280)
        #expect(container.position == 4)
        #expect(scheduler.pendingCount == 0, "nothing to play")
        #expect(frames == 0)
    }

    @Test func placedPagesAreTheLoadedOnes() {
        let placed = Set(host.placements.map { ObjectIdentifier($0.page) })
        let loaded = Set(container.loadedPageIndices.compactMap { container.page(at: $0) }.map(ObjectIdentifier.init))
        #expect(placed == loaded)
        #expect(host.contentLength == 1_600)
    }
}
