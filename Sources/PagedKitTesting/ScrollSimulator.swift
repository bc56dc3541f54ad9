import PagedKit

/// A ``PageHost`` that behaves like a `UIScrollView`, driven step by step by a test.
///
/// The simulator keeps what a scroll view keeps — content length, content offset, the placed pages —
/// and reports to its ``container`` the scroll events a `UIScrollView` reports to its delegate, in
/// UIKit's order, as the contract's host section describes:
///
/// - ``setContentOffset(_:animated:)`` with `animated: false` moves at once and reports
///   `didScroll(toOffset:)` inside the call; it silently ends a running animation, and a gesture under
///   way (a drag or a deceleration) continues from the new offset.
/// - With `animated: true` it only records an animation; the test drives it with
///   ``runAnimation(ticks:)``, ``advanceAnimation(fraction:)``, ``abandonAnimation()``,
///   ``finishAnimationWithoutReport()`` or ``reportAnimationEnd()``.
/// - Gestures — ``beginDrag()``, ``drag(by:ticks:)``, ``release(velocity:)``,
///   ``decelerate(ticks:)`` and ``swipe(by:velocity:dragTicks:decelerationTicks:)`` — report
///   `willBeginDragging`, `didScroll` ticks, `willEndDragging`, `didEndDragging` and
///   `didEndDecelerating`.
///
/// By default a motion moves in equal steps and takes no time. Set ``physics`` to move decelerations
/// and animations along `UIScrollView`'s closed form instead, one `didScroll` per display frame, and
/// ``clock`` to a ``ManualScheduler`` to move that scheduler's time one frame per step, so timers
/// fall due between the frames they would fall between on a device.
///
/// Offsets and deltas are along the paging axis: a positive delta moves the content offset toward
/// larger offsets (the finger moves the other way), and a positive velocity does the same, as with
/// `UIScrollView`'s `velocity` in `scrollViewWillEndDragging`.
///
/// Pages may be shorter than the viewport (rule 12's cards, with spacing and an alignment): the
/// simulator frames each placed page at ``pageLength`` and checks coverage against the slot grid of
/// ``expectedPageGrid``, read from the attached container (or told with ``pageGrid``). The spacing
/// between cards and the stretches beyond the ends of a content that does not loop are expected to
/// be empty; only a slot whose card should show and is not covered counts as blank
/// (``blankRangesInViewport``). ``visiblePlacements`` lists every placed instance that shows, with
/// its frame and its distance from the alignment point, two instances of one index apart.
///
/// Every container call the simulator makes re-reads the simulator's state when it returns, so the
/// container may call back into the simulator from inside any event (moving the offset by whole
/// pages while the user drags, for example). What the container asked is logged in ``calls``; what
/// the simulator reported is logged in ``sentEvents``; misuse of the host (removing a page that is
/// not placed, non-finite offsets or lengths) is logged in ``violations``.
///
/// The simulator holds its container weakly, as the container holds its host weakly: a test keeps
/// both alive.
///
/// ```swift
/// import PagedKit
/// import PagedKitTesting
/// import Testing
///
/// final class Card {
///     let index: Int
///     init(index: Int) { self.index = index }
/// }
///
/// @MainActor final class Cards: PageDataSource {
///     func numberOfPages(in container: PagedContainer<Card>) -> Int { 5 }
///     func container(_ container: PagedContainer<Card>, pageAt index: Int) -> Card { Card(index: index) }
/// }
///
/// @Test @MainActor func aFlingMovesOnePage() {
///     let cards = Cards()
///     let container = PagedContainer<Card>(scheduler: ManualScheduler())
///     let simulator = ScrollSimulator<Card>(viewportLength: 320)
///     container.dataSource = cards
///     simulator.attach(to: container)
///     container.reloadData()
///
///     simulator.swipe(by: 100, velocity: 800)  // a short, fast fling toward page 1
///
///     #expect(container.currentPage == 1)
///     #expect(simulator.contentOffset == 320)
///     #expect(!simulator.hasBlankSlotInViewport)
///     #expect(simulator.violations.isEmpty)
/// }
/// ```
@MainActor public final class ScrollSimulator<Page: AnyObject>: PageHost {
    /// A page placed in the simulator and the offset of its leading edge.
    public struct Placement {
        /// The placed page.
        public let page: Page
        /// The offset of the page's lower edge along the paging axis (its frame origin, in either
        /// reading direction); the page is ``ScrollSimulator/pageLength`` long.
        public let offset: Double
    }

    /// A placed page that overlaps the viewport, with its frame and its distance from the alignment
    /// point: what ``ScrollSimulator/visiblePlacements`` lists, one entry per placed instance.
    public struct VisiblePlacement {
        /// The placed page.
        public let page: Page
        /// The page's frame along the paging axis, `[offset, offset + pageLength)`, in the host's
        /// coordinates.
        public let span: Range<Double>
        /// How much of the page the viewport shows, in points: more than
        /// ``ScrollSimulator/overlapTolerance``, at most the page length.
        public let visibleLength: Double
        /// The page's signed distance from the alignment point in pitches, in reading order, from
        /// where it is placed: `(offset − restingOrigin) / pitch` left-to-right, negated
        /// right-to-left, where `restingOrigin` is where a page resting in the viewport would start.
        /// It matches the container's `forEachVisiblePage` up to rounding.
        public let offsetInPages: Double
    }

    /// The animated reload's motion under way (``reloadMotion``).
    var runningReloadMotion: ReloadMotionState?
    /// Every animated reload's moves, in order (``reloadMotions``).
    var reloadMotionLog: [[ReloadMove]] = []
    var reloadMotionsEndAtOnce = false

    /// The container the simulator reports scroll events to. Weak, because the container holds its
    /// host weakly too.
    public weak var container: PagedContainer<Page>?

    /// The viewport's length along the paging axis, in points.
    ///
    /// Changing it does not tell the container; ``attach(to:)`` and ``resizeViewport(to:)`` do.
    public var viewportLength: Double
    /// The page grid the simulator was told to expect, or `nil` (the default) to read it from the
    /// ``container``.
    ///
    /// Set it for a simulator with no container (testing the simulator itself, or a host double
    /// placing cards by hand). See ``expectedPageGrid``.
    public var pageGrid: PageGrid?

    /// The page grid the simulator checks for blank slots against: ``pageGrid`` when set; else that
    /// of the attached ``container``'s configuration (``PageGrid/init(of:viewportLength:)``: the page
    /// length its `pageSize` gives for ``viewportLength`` by rule 12 — not the container's own
    /// `pageLength` —, its spacing, alignment, direction and looping), read afresh on every query so
    /// it follows configuration changes; else full pages of ``viewportLength``.
    public var expectedPageGrid: PageGrid {
        if let pageGrid { return pageGrid }
        if let container { return PageGrid(of: container, viewportLength: viewportLength) }
        return .fullPages(viewportLength: viewportLength)
    }

    /// The length of every placed page's frame along the axis, in points: as a host frames its
    /// pages, the attached ``container``'s `pageLength` once it knows its viewport (unless a
    /// ``pageGrid`` is set); else the ``expectedPageGrid``'s. A container that resolves a wrong
    /// length then leaves blank stretches against the expected grid.
    public var pageLength: Double {
        if pageGrid == nil, let container, container.pageLength > 0 { return container.pageLength }
        return expectedPageGrid.resolvedPageLength(viewportLength: viewportLength)
    }

    /// The content length the container last set; `0` until then.
    public private(set) var contentLength: Double = 0
    /// The content offset along the paging axis: where the viewport's leading edge is.
    public private(set) var contentOffset: Double = 0
    /// The placed pages, in the order they were first placed.
    public internal(set) var placedPages: [Placement] = []

    /// Whether a finger is down: from ``beginDrag()`` to ``release(velocity:)``.
    public internal(set) var isDragging = false
    /// Whether an animation started by `setContentOffset(_:animated: true)` is under way.
    public var isAnimating: Bool { animation != nil }
    /// Whether a released drag is decelerating toward its target.
    public var isDecelerating: Bool { deceleration != nil }
    /// The offset the running animation heads for, or `nil` when none runs.
    public var animationTarget: Double? { animation?.to }
    /// The offset the running deceleration heads for, or `nil` when none runs.
    public var decelerationTarget: Double? { deceleration?.to }

    /// Whether a drag may pull the content past its ends, as `UIScrollView.bounces`. Default `true`.
    ///
    /// When `false`, drag ticks clamp the offset between 0 and ``maximumContentOffset``.
    public var bounces = true
    /// Whether `setContentOffset(_:animated: false)` to the offset the content is already at still
    /// reports `didScroll(toOffset:)`. Default `true`; set `false` to check that a container does not
    /// depend on the report.
    public var reportsUnchangedOffsets = true

    /// The screen scale whose pixel grid offsets are kept on, as `UIScrollView` keeps `contentOffset`
    /// on whole pixels (1/scale points); `nil` (the default) keeps offsets exactly as given.
    ///
    /// With a scale of 3 and a fractional page length, no resting offset the container asks for lies
    /// on the grid: the simulator stores and reports the nearest grid offset instead, a fraction of a
    /// point off, as a device does.
    public var pixelScale: Double? {
        didSet { if let scale = pixelScale, !(scale.isFinite && scale > 0) { pixelScale = nil } }
    }

    /// Whether `setContentOffset(_:animated: false)` during a deceleration stops it (without
    /// `didEndDecelerating`) instead of carrying it along. Default `false`: the contract's model, in
    /// which the rest of the gesture moves with the content. Set `true` to check that a container
    /// also copes with a host that stops.
    public var nonAnimatedMoveStopsDeceleration = false

    /// The physics decelerations and animations follow, or `nil` (the default) for equal steps.
    ///
    /// With physics, ``decelerate(ticks:)`` and ``runAnimation(ticks:)`` without a tick count show
    /// one frame per step, for as many frames as the closed form's duration needs (see
    /// ``ScrollPhysics``): a 220-point deceleration at ``ScrollPhysics/fast`` takes 0.538 seconds,
    /// 33 frames at 60 Hz, and the last frame lands exactly on the target. With a tick count they take
    /// that many steps, at equal times along the same curve. Drags and ``release(velocity:)`` report
    /// the same events either way (with a ``clock``, each drag step is a frame too): the container
    /// sees the same kinds of events in the same order, only their offsets and number differ.
    public var physics: ScrollPhysics?

    /// The scheduler whose time the simulator moves while it shows frames with ``physics``, or `nil`
    /// (the default) to leave time alone. Weak: the test keeps the scheduler alive, usually as the
    /// container's scheduler.
    ///
    /// Each step of ``drag(by:ticks:)`` moves it one frame, each step of ``decelerate(ticks:)`` and
    /// ``runAnimation(ticks:)`` one frame (or one equal share of the motion's duration, with a tick
    /// count), before the content moves, as a display's frame runs the timers due and then the
    /// scroll view. An action that falls due runs inside that step, sees the content where the
    /// previous frame left it, and may move, replace or stop the motion. Without ``physics`` the
    /// clock is not moved.
    public weak var clock: ManualScheduler?

    /// How long the last deceleration or animation takes in the closed form of ``physics``, set when
    /// it starts (in ``release(velocity:)`` or an animated ``setContentOffset(_:animated:)``): not
    /// rounded to frames. `nil` until a motion starts with physics, and after one starts without.
    public internal(set) var lastMotionDuration: Duration?

    /// Every host call the container made, in order.
    public private(set) var calls: [HostCall] = []
    /// Every scroll event the simulator reported, in order (recorded even without a container).
    public internal(set) var sentEvents: [ScrollEvent] = []
    /// Called after each scroll event has been reported to the container (also without a container),
    /// from inside the step that sent it.
    ///
    /// Lets a test act at an exact moment of a gesture: move the offset as a re-centring container
    /// would, reload in the middle of a drag, or catch an animation at its second tick. The
    /// simulator re-reads its state after the hook returns, as after any container call.
    public var onReport: ((ScrollEvent) -> Void)?
    /// Descriptions of the container's misuses of the host, in order: removing a page that is not
    /// placed, non-finite or negative lengths, non-finite offsets, a release target outside the content.
    public internal(set) var violations: [String] = []
    /// Whether the simulator is reporting from inside a host call the container made: the
    /// `didScroll(toOffset:)` that `setContentOffset(_:animated: false)` reports synchronously.
    ///
    /// The container is then in the middle of one of its own calls, so the host's state may be half
    /// updated: an animated jump that splices a temporary layout moves the offset before it sets the
    /// new, shorter content length, and a report in between sees the old length and the end of a
    /// non-looping content where it was. UIKit draws neither moment; a check of what the user sees
    /// (``hasBlankSlotInViewport``) made from ``onReport`` belongs at the reports where this is
    /// `false`, and after each container call returns.
    public private(set) var isInsideHostCall = false

    /// Rule 16: each placed page's vertical list offset, by page (see `ScrollSimulator+Lists.swift`).
    var listOffsets: [ObjectIdentifier: Double] = [:]
    /// Every ``setListOffset(_:of:)`` the container made, in order: the page and the offset.
    public internal(set) var listCalls: [(page: ObjectIdentifier, offset: Double)] = []
    /// Called with the index and the offset just before the simulator reports a list move the user
    /// made (``scrollList(ofPageAt:to:)`` and each frame of a list's deceleration), not the echo of
    /// a ``setListOffset(_:of:)``: what a test's own record of remembered offsets follows.
    public var onListReport: ((_ index: Int, _ offset: Double) -> Void)?
    /// Rule 16: each list's running deceleration, by page (see `ScrollSimulator+Lists.swift`).
    var listMotions: [ObjectIdentifier: ListMotion] = [:]
    /// The height of a page's list content, in points, or `nil` for a list with no end (the default:
    /// no closure). With ``listViewportHeight`` it bounds the list's decelerations and gives the
    /// list the bottom inset a host would give it.
    public var listContentHeight: ((Page) -> Double)?
    /// The height of the lists' viewport (the pager's, under the header's top inset), in points;
    /// `nil` (the default) for lists with no end.
    public var listViewportHeight: Double?
    /// Whether the simulated host gives each list `PagedHeaderLayout.bottomInset(…)` of bottom space,
    /// as rule 16 asks of a host. Default `true`; `false` plays a host that forgets it, whose short
    /// lists cannot collapse the header fully.
    public var appliesListBottomInset = true
    /// Whether the container's ``setListOffset(_:of:)`` stops that list's deceleration. UIKit does
    /// not document what `setContentOffset(_:animated: false)` does to a running deceleration; the
    /// default `false` lets it run on from the new offset, the harder case for the container (every
    /// frame breaks the header's consistency again until the list stops). Test both.
    public var listMoveStopsDeceleration = false

    /// The running animation, if any.
    var animation: Motion?
    /// The running deceleration, if any.
    var deceleration: Motion?
    /// While ``drag(by:ticks:)`` runs: the offset its steps are measured from, moved along with the
    /// content when the container moves the offset.
    var dragBase: Double?
    /// The identity of the next motion, so a loop notices when the one it drives was replaced.
    var nextMotionID = 0

    /// Creates a simulator with no container, no content and offset 0.
    /// - Parameter viewportLength: The viewport's length along the paging axis, in points. Default 320.
    public init(viewportLength: Double = 320) {
        self.viewportLength = viewportLength
    }

    /// Connects the simulator and `container` both ways and tells the container the viewport length.
    ///
    /// Sets `container.host` to the simulator and ``container`` to `container`, then calls
    /// `container.setViewportLength(viewportLength)`. Calling `reloadData()` is left to the test.
    /// - Parameter container: The container to drive.
    public func attach(to container: PagedContainer<Page>) {
        container.host = self
        self.container = container
        container.setViewportLength(viewportLength)
    }

    /// Changes ``viewportLength`` and tells the container, as a rotation or a resize would.
    /// - Parameter length: The new viewport length, in points.
    public func resizeViewport(to length: Double) {
        viewportLength = length
        container?.setViewportLength(length)
    }

    /// Empties ``calls``.
    public func clearCalls() {
        calls.removeAll()
    }

    /// Empties ``sentEvents``.
    public func clearSentEvents() {
        sentEvents.removeAll()
    }

    /// Empties ``calls``, ``sentEvents`` and ``violations``.
    public func clearLogs() {
        calls.removeAll()
        sentEvents.removeAll()
        violations.removeAll()
    }

    // MARK: PageHost

    /// Records the call and sets ``contentLength``; a non-finite or negative length is a violation
    /// and is ignored.
    /// - Parameter length: The content length along the paging axis, in points.
    public func setContentLength(_ length: Double) {
        calls.append(.setContentLength(length))
        guard length.isFinite, length >= 0 else {
            violations.append("setContentLength(\(length)): the length must be finite and not negative")
            return
        }
        contentLength = length
    }

    /// Records the call, then moves the content at once or records an animation, as `UIScrollView`.
    ///
    /// With `animated: false` the offset changes and `didScroll(toOffset:)` is reported inside this
    /// call. A running animation stops silently (no `didEndScrollingAnimation`, as in UIKit); a
    /// running deceleration, and a ``drag(by:ticks:)`` under way, move by the same delta and go on
    /// from the new offset (see ``nonAnimatedMoveStopsDeceleration``).
    ///
    /// With `animated: true` nothing moves yet: an animation from the current offset to `offset` is
    /// recorded (replacing a running one, which is not reported) and a deceleration stops silently.
    /// As in UIKit, an animated move to the offset the content is already at does not animate and
    /// never reports `didEndScrollingAnimation`.
    ///
    /// A non-finite offset is a violation and is ignored.
    /// - Parameters:
    ///   - offset: The new content offset.
    ///   - animated: Whether to animate.
    public func setContentOffset(_ offset: Double, animated: Bool) {
        calls.append(.setContentOffset(offset, animated: animated))
        guard offset.isFinite else {
            violations.append("setContentOffset(\(offset), animated: \(animated)): the offset must be finite")
            return
        }
        let offset = onPixelGrid(offset)
        if animated {
            deceleration = nil
            animation = offset == contentOffset ? nil : makeMotion(from: contentOffset, to: offset)
            if let animation { lastMotionDuration = physics.map { plannedDuration(of: animation, .animation, $0) } }
            return
        }
        let delta = offset - contentOffset
        animation = nil
        if nonAnimatedMoveStopsDeceleration {
            deceleration = nil
        } else if var moving = deceleration {
            moving.from += delta
            moving.to += delta
            deceleration = moving
        }
        if let base = dragBase {
            dragBase = base + delta
        }
        guard offset != contentOffset || reportsUnchangedOffsets else { return }
        contentOffset = offset
        let enclosing = isInsideHostCall
        isInsideHostCall = true
        defer { isInsideHostCall = enclosing }
        report(.didScroll(toOffset: offset))
    }

    /// Records the call and places `page` with its lower edge at `offset`, or moves it there if it
    /// is already placed (identity by `===`). A non-finite offset is a violation and is ignored.
    ///
    /// Each instance is placed on its own: two instances of one index (a few-page loop showing an
    /// index in two slots) are two placements.
    /// - Parameters:
    ///   - page: The page to place.
    ///   - offset: The offset of the page's lower edge (its frame origin along the axis).
    /// - Complexity: O(*p*), where *p* is the number of placed pages.
    public func place(_ page: Page, at offset: Double) {
        calls.append(.place(ObjectIdentifier(page), offset))
        guard offset.isFinite else {
            violations.append("place(\(describe(page)), at: \(offset)): the offset must be finite")
            return
        }
        let placement = Placement(page: page, offset: offset)
        if let index = placedPages.firstIndex(where: { $0.page === page }) {
            placedPages[index] = placement
        } else {
            placedPages.append(placement)
        }
    }

    /// Starts an animated reload's motion (`PagedContainer.reloadData(animated:insertion:)`): each
    /// page is shown from its move's `from` and reaches its `to` when the motion ends; leaving pages
    /// stay shown until then and are removed at the end. A motion still running ends first. With
    /// ``animatesReloads`` off, the motion ends at once (a host that does not animate reloads, or
    /// Reduce Motion).
    public func animateReload(_ moves: [PageMove<Page>]) {
        startReloadMotion(moves)
    }

    /// Records the call and removes `page`; removing a page that is not placed is a violation.
    /// - Parameter page: The page to remove.
    /// - Complexity: O(*p*), where *p* is the number of placed pages.
    public func remove(_ page: Page) {
        calls.append(.remove(ObjectIdentifier(page)))
        guard let index = placedPages.firstIndex(where: { $0.page === page }) else {
            violations.append("remove(\(describe(page))): the page is not placed")
            return
        }
        placedPages.remove(at: index)
        listOffsets[ObjectIdentifier(page)] = nil
        listMotions[ObjectIdentifier(page)] = nil
    }

    // MARK: Internals shared by the gesture and animation extensions

    /// Logs `event` and reports it to the container, if there is one.
    func report(_ event: ScrollEvent) {
        sentEvents.append(event)
        defer { onReport?(event) }
        guard let container else { return }
        switch event {
        case .willBeginDragging: container.willBeginDragging()
        case .didScroll(let offset): container.didScroll(toOffset: offset)
        case .willEndDragging(let velocity): _ = container.willEndDragging(velocity: velocity)
        case .didEndDragging(let willDecelerate): container.didEndDragging(willDecelerate: willDecelerate)
        case .didEndDecelerating: container.didEndDecelerating()
        case .didEndScrollingAnimation: container.didEndScrollingAnimation()
        }
    }

    /// Moves the content as one tick of a gesture or an animation and reports `didScroll`.
    func tick(to offset: Double) {
        let offset = onPixelGrid(offset)
        contentOffset = offset
        report(.didScroll(toOffset: offset))
    }

    /// `offset` rounded to the nearest pixel when ``pixelScale`` is set.
    func onPixelGrid(_ offset: Double) -> Double {
        guard let scale = pixelScale else { return offset }
        return (offset * scale).rounded() / scale
    }

    func makeMotion(from start: Double, to end: Double) -> Motion {
        defer { nextMotionID += 1 }
        return Motion(from: start, to: end, progress: 0, id: nextMotionID)
    }

    func recordViolation(_ message: String) {
        violations.append(message)
    }

    func describe(_ page: Page) -> String {
        if let described = page as? any CustomStringConvertible { return described.description }
        return "\(type(of: page)) \(ObjectIdentifier(page))"
    }
}

/// A motion the simulator drives tick by tick: an animation or a deceleration.
struct Motion {
    /// Where the motion started; moves with the content when the container moves the offset.
    var from: Double
    /// Where the motion ends; moves with the content like `from`.
    var to: Double
    /// How far along the motion is, from 0 to 1.
    var progress: Double
    /// Distinguishes a motion from the one that replaced it.
    let id: Int
    /// For a free deceleration (its target is where ``ScrollPhysics`` says UIKit would rest by
    /// itself), the release velocity, which sets its duration; `nil` otherwise.
    var freeVelocity: Double?

    /// The offset at the current progress; exactly `to` at the end.
    var offset: Double {
        progress >= 1 ? to : from + (to - from) * progress
    }
}
