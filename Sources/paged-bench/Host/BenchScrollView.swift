/// A model of a paging `UIScrollView`: content length and offset, and the delegate events it sends.
///
/// - `setContentOffset(_:animated: false)` moves at once and reports `didScroll` inside the call. It
///   ends a running animation (without `didEndScrollingAnimation`); a drag or a deceleration under
///   way moves with the content and continues from the new offset.
/// - `setContentOffset(_:animated: true)` starts an animation that ``runAnimation()`` plays in
///   ``animationTicks`` equal ticks, whatever the distance (an animation has a fixed duration, so a
///   fixed number of frames), then reports `didEndScrollingAnimation`. An animated move to the offset
///   the content is at ends a deceleration.
/// - ``swipe(pages:velocity:)`` is one gesture: `willBeginDragging`, ``dragTicks`` drag ticks,
///   `willEndDragging` (the delegate picks the target; `isPagingEnabled`'s rule is offered), then
///   ``decelerationTicks`` ticks to the target and `didEndDecelerating`. A drag catches a running
///   animation or deceleration, as a finger does.
///
/// Offsets are computed from the start and end of each motion, never accumulated, so the model adds
/// no drift of its own. It allocates nothing after it is made.
@MainActor final class BenchScrollView {
    /// Drag ticks per swipe (about 130 ms of a finger at 60 Hz).
    nonisolated static let dragTicks = 8
    /// Deceleration ticks per swipe.
    nonisolated static let decelerationTicks = 12
    /// Ticks per animated move, whatever its length (UIScrollView animates in about 0.3 s).
    nonisolated static let animationTicks = 16

    /// A motion between two offsets, played in equal steps.
    private struct Motion {
        var from: Double
        var to: Double
        var id: Int
        /// Ticks of an animation played so far.
        var step = 0
    }

    /// The viewport's length along the paging axis, in points.
    let viewportLength: Double
    /// How far apart pages rest, in points: the viewport's length for full pages, the card length
    /// plus spacing for a peeking carousel. A swipe's `pages` are pitches.
    var pitch: Double
    private(set) var contentLength = 0.0
    private(set) var contentOffset = 0.0
    /// `didScroll` reports sent, all motions counted.
    private(set) var ticks = 0
    /// The delegate. Unowned: the bench's rig keeps the strategy alive, and a weak reference would add
    /// an atomic load to every tick of every strategy.
    unowned(unsafe) var delegate: (any PagerStrategy)?

    private var animation: Motion?
    private var deceleration: Motion?
    private var isDragging = false
    /// Where the drag started, moved along when the delegate moves the content.
    private var dragBase = 0.0
    private var nextMotionID = 0

    init(viewportLength: Double) {
        self.viewportLength = viewportLength
        pitch = viewportLength
    }

    // MARK: What the delegate calls

    func setContentLength(_ length: Double) {
        contentLength = length
    }

    func setContentOffset(_ offset: Double, animated: Bool) {
        if animated {
            if offset == contentOffset {
                deceleration = nil
                animation = nil
                return
            }
            deceleration = nil
            nextMotionID += 1
            animation = Motion(from: contentOffset, to: offset, id: nextMotionID)
            return
        }
        let delta = offset - contentOffset
        animation = nil
        if var moving = deceleration {
            moving.from += delta
            moving.to += delta
            deceleration = moving
        }
        if isDragging { dragBase += delta }
        report(offset)
    }

    // MARK: What the bench drives

    /// Plays the running animation to its end, if there is one.
    func runAnimation() {
        advanceAnimation(ticks: Self.animationTicks)
    }

    /// Whether an animated move is under way.
    var isAnimating: Bool { animation != nil }

    /// Plays up to `limit` ticks of the running animation from where it is, and reports its end if
    /// it reaches it. Stops when the delegate ends it or starts another. Returns the ticks played.
    @discardableResult func advanceAnimation(ticks limit: Int) -> Int {
        guard let start = animation else { return 0 }
        var played = 0
        while played < limit {
            guard var running = animation, running.id == start.id else { return played }
            running.step += 1
            animation = running
            let step = running.step
            let offset =
                step == Self.animationTicks
                ? running.to : running.from + (running.to - running.from) * Double(step) / Double(Self.animationTicks)
            report(offset)
            played += 1
            if step == Self.animationTicks {
                guard let after = animation, after.id == start.id else { return played }
                animation = nil
                delegate?.didEndScrollingAnimation()
                return played
            }
        }
        return played
    }

    /// One gesture: drag the content by `pages` pitches, release at `velocity` points per second
    /// (positive toward larger offsets), and decelerate to the target the delegate picks.
    func swipe(pages: Double, velocity: Double) {
        beginDrag()
        dragBase = contentOffset
        let delta = pages * pitch
        for step in 1...Self.dragTicks {
            report(dragBase + delta * Double(step) / Double(Self.dragTicks))
        }
        release(velocity: velocity)
        decelerate()
    }

    /// Moves the content to `offset` and reports one `didScroll` tick.
    func report(_ offset: Double) {
        contentOffset = offset
        ticks += 1
        delegate?.didScroll(toOffset: offset)
    }

    func beginDrag() {
        animation = nil
        deceleration = nil
        isDragging = true
        delegate?.willBeginDragging()
    }

    /// Lifts the finger: the delegate picks the target; the content decelerates there if it must.
    func release(velocity: Double) {
        let proposed = pagingTarget(velocity: velocity)
        let target = delegate?.willEndDragging(velocity: velocity, pagingTarget: proposed) ?? proposed
        isDragging = false
        let willDecelerate = target != contentOffset
        if willDecelerate {
            nextMotionID += 1
            deceleration = Motion(from: contentOffset, to: target, id: nextMotionID)
        } else {
            deceleration = nil
        }
        delegate?.didEndDragging(willDecelerate: willDecelerate)
    }

    /// Plays the deceleration to its target, then reports its end.
    func decelerate() {
        guard let start = deceleration else { return }
        for step in 1...Self.decelerationTicks {
            guard let moving = deceleration, moving.id == start.id else { return }
            let offset =
                step == Self.decelerationTicks
                ? moving.to : moving.from + (moving.to - moving.from) * Double(step) / Double(Self.decelerationTicks)
            report(offset)
        }
        guard let moving = deceleration, moving.id == start.id else { return }
        deceleration = nil
        delegate?.didEndDecelerating()
    }

    /// Where `isPagingEnabled` brings a release to rest: the next page boundary in the velocity's
    /// direction at 300 points per second or more, else the nearest page; within the content.
    func pagingTarget(velocity: Double) -> Double {
        let x = contentOffset / viewportLength
        let page: Double
        if velocity >= 300 {
            page = x.rounded(.down) + 1
        } else if velocity <= -300 {
            page = x.rounded(.up) - 1
        } else {
            page = x.rounded()
        }
        let last = max(0, (contentLength / viewportLength).rounded() - 1)
        return min(max(page, 0), last) * viewportLength
    }
}
