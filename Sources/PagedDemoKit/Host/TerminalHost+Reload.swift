import PagedKit

/// An animated reload's motion the terminal host plays frame by frame (`animateReload(_:)`).
struct HostReloadMotion<Page: AnyObject> {
    /// Each moving page's view: where it starts and ends, and whether it goes at the end.
    let moves: [PageMove<Page>]
    /// The frames played so far.
    var frame = 0
    /// The frames the motion lasts.
    let frames: Int

    /// Whether the last frame has been played.
    var isFinished: Bool { frame >= frames }

    /// How far the views have moved, from 0 to 1, on `setContentOffset(_:animated: true)`'s curve.
    var progress: Double {
        guard frame < frames else { return 1 }
        let linear = Double(frame) / Double(max(frames, 1))
        return linear * linear * (3 - 2 * linear)
    }
}

extension TerminalHost {
    /// Plays an animated reload's motion over ``DemoTiming/animationFrames`` frames: every moving
    /// page is drawn between its `from` and its `to` (``shownPlacements``), and the leaving pages'
    /// views are removed when the motion ends. A motion under way is finished first.
    public func animateReload(_ moves: [PageMove<Page>]) {
        finishReloadMotion()
        for move in moves where !move.from.isFinite || !move.to.isFinite {
            violations.append("animateReload: a move from \(move.from) to \(move.to)")
        }
        let valid = moves.filter { $0.from.isFinite && $0.to.isFinite }
        lastReloadMoves = valid
        reloadMotionCount += 1
        guard !valid.isEmpty else { return }
        // A leaving page's view stays until the motion ends; the container has forgotten it.
        for move in valid where move.isLeaving && !placements.contains(where: { $0.page === move.page }) {
            place(move.page, at: move.to)
        }
        reloadMotion = HostReloadMotion(moves: valid, frames: DemoTiming.animationFrames)
        scheduleFrame()
    }

    /// Whether an animated reload's motion is under way.
    public var isAnimatingReload: Bool { reloadMotion != nil }

    /// The pages leaving in the motion under way: still drawn though their container unloaded them.
    public var leavingPages: [Page] {
        reloadMotion?.moves.filter(\.isLeaving).map(\.page) ?? []
    }

    /// Ends the reload's motion under way at its end state: every page where it is placed, the
    /// leaving pages' views gone. Does nothing with none.
    public func finishReloadMotion() {
        guard let motion = reloadMotion else { return }
        reloadMotion = nil
        for move in motion.moves where move.isLeaving {
            placements.removeAll { $0.page === move.page }
        }
    }

    /// The placed pages where they are drawn now: during a reload's motion, each moving page between
    /// its `from` and its `to`, the leaving ones first (under the others); otherwise ``placements``.
    public var shownPlacements: [Placement] {
        guard let motion = reloadMotion else { return placements }
        let progress = motion.progress
        var leaving: [Placement] = []
        var staying: [Placement] = []
        for placement in placements {
            guard let move = motion.moves.first(where: { $0.page === placement.page }) else {
                staying.append(placement)
                continue
            }
            let shown = Placement(page: placement.page, offset: move.from + (move.to - move.from) * progress)
            if move.isLeaving { leaving.append(shown) } else { staying.append(shown) }
        }
        return leaving + staying
    }

    /// One frame of the reload's motion; the last one removes the leaving pages.
    func playReloadFrame() {
        guard var motion = reloadMotion else { return }
        motion.frame += 1
        reloadMotion = motion
        if motion.isFinished { finishReloadMotion() }
    }
}
