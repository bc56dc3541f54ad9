import PagedKit

/// The demo's ``PageHost``: keeps what a `UIScrollView` keeps (content length, offset, placed pages)
/// and moves in frames timed by a scheduler, reporting to its container what a `UIScrollView`
/// reports to its delegate.
///
/// - `setContentOffset(_:animated: false)` moves at once and reports `didScroll(toOffset:)` inside
///   the call; it silently ends a running animation, and a drag or deceleration under way continues
///   from the new offset.
/// - `setContentOffset(_:animated: true)` plays ``DemoTiming/animationFrames`` frames, reporting
///   `didScroll(toOffset:)` on each, then `didEndScrollingAnimation()`.
/// - ``swipe(by:velocity:)`` plays a drag as `UIScrollView` reports one (see `TerminalHost+Gestures.swift`).
/// - `animateReload(_:)` plays an animated reload's motion over ``DemoTiming/animationFrames``
///   frames, drawn by ``shownPlacements`` (see `TerminalHost+Reload.swift`); a new motion, a swipe
///   or ``stop()`` finishes it first.
/// - Pages with a vertical list (``ScrollableListPage``) have it moved by `setListOffset(_:of:)` and
///   scrolled by ``scrollList(by:)`` (see `TerminalHost+Lists.swift`).
///
/// The frame timer runs only while something moves. The host holds its container weakly.
@MainActor public final class TerminalHost<Page: AnyObject>: PageHost {
    /// A placed page and the offset of its leading edge.
    public struct Placement {
        /// The page.
        public let page: Page
        /// The offset of its leading edge; it is ``TerminalHost/viewportLength`` long.
        public let offset: Double
    }

    /// The container the host reports to.
    public weak var container: PagedContainer<Page>?
    /// The viewport's length along the paging axis, in points.
    public let viewportLength: Double
    /// The content length the container last set.
    public private(set) var contentLength = 0.0
    /// The content offset: where the viewport's leading edge is.
    public internal(set) var contentOffset = 0.0
    /// The placed pages, in the order they were first placed.
    public internal(set) var placements: [Placement] = []
    /// The container's misuses of the host (removing a page that is not placed, non-finite values).
    public internal(set) var violations: [String] = []
    /// Called after every frame, once the container has handled it: the demo redraws.
    public var onFrame: (() -> Void)?

    let scheduler: any PagingScheduler
    let timing: DemoTiming
    var animation: HostMotion?
    var deceleration: HostMotion?
    var drag: HostDrag?
    var frameToken: (any Cancellable)?
    var nextMotionID = 0
    var reloadMotion: HostReloadMotion<Page>?
    /// The moves of the latest animated reload (`animateReload(_:)`), empty before any.
    public internal(set) var lastReloadMoves: [PageMove<Page>] = []
    /// How many animated reloads the container asked to show.
    public internal(set) var reloadMotionCount = 0

    /// Creates a host.
    /// - Parameters:
    ///   - viewportLength: The viewport's length along the paging axis, in points. Default 320.
    ///   - scheduler: Times the frames.
    ///   - timing: The pacing of frames.
    public init(viewportLength: Double = 320, scheduler: any PagingScheduler, timing: DemoTiming) {
        self.viewportLength = viewportLength
        self.scheduler = scheduler
        self.timing = timing
    }

    /// Connects the host and `container` both ways and tells the container the viewport length.
    public func attach(to container: PagedContainer<Page>) {
        container.host = self
        self.container = container
        container.setViewportLength(viewportLength)
    }

    /// Whether a finger is down.
    public var isDragging: Bool { drag != nil }
    /// Whether an animation started by `setContentOffset(_:animated: true)` runs.
    public var isAnimating: Bool { animation != nil }
    /// Whether the content decelerates after a drag.
    public var isDecelerating: Bool { deceleration != nil }
    /// Whether anything moves: a drag, a deceleration, an animation or a reload's motion.
    public var isMoving: Bool { isDragging || isAnimating || isDecelerating || isAnimatingReload }

    /// Stops every motion and the frame timer without reporting anything; a reload's motion ends at
    /// its end state.
    public func stop() {
        finishReloadMotion()
        drag = nil
        animation = nil
        deceleration = nil
        frameToken?.cancel()
        frameToken = nil
    }

    // MARK: PageHost

    public func setContentLength(_ length: Double) {
        guard length.isFinite, length >= 0 else {
            violations.append("setContentLength(\(length))")
            return
        }
        contentLength = length
    }

    public func setContentOffset(_ offset: Double, animated: Bool) {
        guard offset.isFinite else {
            violations.append("setContentOffset(\(offset), animated: \(animated))")
            return
        }
        if animated {
            // As UIScrollView: an animated move stops a deceleration, and one to where the content
            // already is neither animates nor reports its end.
            deceleration = nil
            animation =
                offset == contentOffset
                ? nil
                : makeMotion(from: contentOffset, to: offset, frames: DemoTiming.animationFrames, curve: .easeInOut)
            scheduleFrame()
            return
        }
        let delta = offset - contentOffset
        animation = nil
        deceleration?.from += delta
        deceleration?.to += delta
        drag?.base += delta
        contentOffset = offset
        container?.didScroll(toOffset: offset)
    }

    public func place(_ page: Page, at offset: Double) {
        guard offset.isFinite else {
            violations.append("place(_:at: \(offset))")
            return
        }
        let placement = Placement(page: page, offset: offset)
        if let index = placements.firstIndex(where: { $0.page === page }) {
            placements[index] = placement
        } else {
            placements.append(placement)
        }
    }

    public func remove(_ page: Page) {
        guard let index = placements.firstIndex(where: { $0.page === page }) else {
            violations.append("remove(_:) of a page that is not placed")
            return
        }
        placements.remove(at: index)
    }

    // MARK: Frames

    func makeMotion(from start: Double, to end: Double, frames: Int, curve: HostMotion.Curve) -> HostMotion {
        defer { nextMotionID += 1 }
        return HostMotion(from: start, to: end, frames: frames, curve: curve, id: nextMotionID)
    }

    /// Moves the content as one frame of a motion and reports `didScroll(toOffset:)`.
    func tick(to offset: Double) {
        contentOffset = offset
        container?.didScroll(toOffset: offset)
    }

    func scheduleFrame() {
        guard frameToken == nil, isMoving else { return }
        frameToken = scheduler.schedule(after: timing.scaled(DemoTiming.frameSeconds)) { [weak self] in
            self?.playFrame()
        }
    }

    /// Plays one frame of whatever moves: the finger first, then a deceleration, then an animation;
    /// and a reload's motion alongside.
    func playFrame() {
        frameToken = nil
        let reloading = reloadMotion != nil
        if drag != nil {
            playDragFrame()
        } else if deceleration != nil {
            playDecelerationFrame()
        } else if animation != nil {
            playAnimationFrame()
        }
        // A motion the container started while handling this frame's report starts next frame.
        if reloading { playReloadFrame() }
        scheduleFrame()
        onFrame?()
    }

    private func playAnimationFrame() {
        guard var moving = animation else { return }
        moving.frame += 1
        animation = moving
        tick(to: moving.offset)
        // The container may have replaced or ended the animation while handling the report.
        guard let current = animation, current.id == moving.id, current.isFinished else { return }
        animation = nil
        container?.didEndScrollingAnimation()
    }
}
