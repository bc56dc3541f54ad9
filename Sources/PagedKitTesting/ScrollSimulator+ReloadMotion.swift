import PagedKit

/// One page's move in an animated reload, as the simulator received it (``ScrollSimulator/reloadMotions``).
public struct ReloadMove: Equatable, Sendable {
    /// The page's identity.
    public let page: ObjectIdentifier
    /// Where the page's view starts and ends, along the paging axis (its lower edge).
    public let from: Double
    public let to: Double
    /// The page's item was removed: its view goes when the motion ends.
    public let isLeaving: Bool

    public init(page: ObjectIdentifier, from: Double, to: Double, isLeaving: Bool) {
        self.page = page
        self.from = from
        self.to = to
        self.isLeaving = isLeaving
    }
}

/// An animated reload's motion under way in a ``ScrollSimulator``.
struct ReloadMotionState {
    var moves: [ReloadMove]
    /// How far the motion has run, from 0 to 1.
    var progress = 0.0
}

extension ScrollSimulator {
    /// Whether the simulator animates reloads (default `true`): with `false` a reload's motion ends
    /// as soon as it is handed over, as the default `PageHost.animateReload(_:)` does.
    public var animatesReloads: Bool {
        get { !reloadMotionsEndAtOnce }
        set { reloadMotionsEndAtOnce = !newValue }
    }

    /// Every animated reload's moves the simulator received, oldest first.
    public var reloadMotions: [[ReloadMove]] { reloadMotionLog }

    /// Whether an animated reload's motion is under way.
    public var isRunningReloadMotion: Bool { runningReloadMotion != nil }

    /// The pages leaving in the motion under way: still placed (shown) though the container has
    /// unloaded them; empty with none.
    public var leavingPages: Set<ObjectIdentifier> {
        guard let motion = runningReloadMotion else { return [] }
        return Set(motion.moves.filter(\.isLeaving).map(\.page))
    }

    /// How far the motion under way has run, from 0 to 1; `nil` with none.
    public var reloadMotionProgress: Double? { runningReloadMotion?.progress }

    func startReloadMotion(_ moves: [PageMove<Page>]) {
        finishReloadMotion()
        let recorded = moves.map {
            ReloadMove(page: ObjectIdentifier($0.page), from: $0.from, to: $0.to, isLeaving: $0.isLeaving)
        }
        reloadMotionLog.append(recorded)
        for move in moves where !move.from.isFinite || !move.to.isFinite {
            violations.append(
                "animateReload: a move of \(describe(move.page)) is not finite (\(move.from) → \(move.to))")
        }
        runningReloadMotion = ReloadMotionState(moves: recorded)
        if reloadMotionsEndAtOnce { finishReloadMotion() }
    }

    /// Moves the reload's motion on by `fraction` of its length (0 to 1); it ends on reaching 1.
    public func advanceReloadMotion(fraction: Double) {
        guard var motion = runningReloadMotion, fraction.isFinite, fraction > 0 else { return }
        motion.progress = min(1, motion.progress + fraction)
        runningReloadMotion = motion
        if motion.progress >= 1 { finishReloadMotion() }
    }

    /// Ends the reload's motion under way: every page is shown where it is placed, and leaving pages
    /// are gone.
    public func finishReloadMotion() {
        guard let motion = runningReloadMotion else { return }
        runningReloadMotion = nil
        // The container does not remove a leaving page: the host does, when the motion ends.
        for move in motion.moves where move.isLeaving {
            placedPages.removeAll { ObjectIdentifier($0.page) == move.page }
        }
    }

    /// The span each page's view shows now, along the paging axis, in content coordinates: during an
    /// animated reload's motion the moving pages between their `from` and `to` (linearly) and the
    /// leaving ones too; otherwise every placed page where it is placed. What a user sees, as
    /// opposed to ``placedPages`` (the final frames, as UIKit's model layer reports them mid-animation).
    public var shownSpans: [(page: ObjectIdentifier, span: Range<Double>)] {
        let length = pageLength
        var spans: [(page: ObjectIdentifier, span: Range<Double>)] = []
        let motion = runningReloadMotion
        for placement in placedPages {
            let id = ObjectIdentifier(placement.page)
            var origin = placement.offset
            if let motion, let move = motion.moves.first(where: { $0.page == id }) {
                origin = move.from + (move.to - move.from) * motion.progress
            }
            spans.append((id, origin..<(origin + length)))
        }
        return spans
    }

    /// The points of the viewport (sampled every `step` points, at each sample's centre) that no
    /// shown page covers now (``shownSpans``).
    public func uncoveredViewportPoints(step: Double = 1) -> [Double] {
        guard step > 0, viewportLength > 0 else { return [] }
        let spans = shownSpans
        var uncovered: [Double] = []
        var point = contentOffset + step / 2
        while point < contentOffset + viewportLength {
            if !spans.contains(where: { $0.span.contains(point) }) { uncovered.append(point) }
            point += step
        }
        return uncovered
    }
}
