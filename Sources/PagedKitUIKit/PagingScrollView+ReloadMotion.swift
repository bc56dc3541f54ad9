#if canImport(UIKit) && !os(watchOS)
    import PagedKit
    import UIKit

    /// One page view's part in an animated reload's motion, as the hosts hand it to the scroll view
    /// (`PageHost.animateReload(_:)`).
    struct ReloadMotionMove {
        /// The page's view.
        let view: UIView
        /// Where its leading edge starts and ends along the paging axis, in content coordinates.
        let from: Double
        let to: Double
        /// The host's removal of a leaving page (its `remove(_:)`), run when the motion ends; `nil`
        /// for a page that stays.
        let removeLeaving: (() -> Void)?
    }

    /// An animated reload's motion under way on a ``PagingScrollView``.
    struct RunningReloadMotion {
        /// Which motion this is: a completion of an earlier one does nothing.
        let token: Int
        /// The leaving pages' views, still shown, and how to remove each.
        var leaving: [LeavingPageView]
        /// Page views that stay loaded but end the motion elsewhere than they are placed (a page
        /// leaving the view goes with the content, or stays where it was): framed at their
        /// placements when the motion ends.
        var replaced: [UIView] = []
    }

    /// A leaving page's view during the motion: how to remove it, and what the motion changed on it.
    struct LeavingPageView {
        let view: UIView
        let remove: () -> Void
        let alpha: CGFloat
        let isUserInteractionEnabled: Bool
    }

    extension PagingScrollView {
        /// How long an animated reload's motion lasts: the tab bar's reload animation's duration, so
        /// the tabs move in the same motion.
        static let reloadMotionDuration: TimeInterval = PagedTabBar.reloadAnimationDuration

        /// Plays an animated reload's motion: each page view is shown at its `from` and, in one
        /// `UIView.animate(withDuration:animations:completion:)` block, moved to its `to` (framed
        /// through `center`, animatable: UIView.h 17.0, UIViewGeometry, `@property(nonatomic) CGPoint
        /// center; // center is center of frame, relative to anchorPoint. animatable`), leaving views
        /// fading to alpha 0 (`alpha`, "animatable. default is 1.0"); the leaving pages are removed
        /// by their host's removal when the block's completion runs.
        ///
        /// Under Reduce Motion (`UIAccessibility.isReduceMotionEnabled`) nothing slides — a
        /// cross-fade: every page that stays is at its `to` at once, and the leaving views fade out
        /// where they were shown (at their `from`) in the same duration, then go. With no leaving
        /// page that is an instant change, with no animation block.
        ///
        /// A motion still running is finished first (``finishReloadMotion()``). The completion's
        /// `finished` flag is not read: whether UIKit reports `false` when a later animation takes
        /// a property over is undocumented, and a completion of a motion already finished does
        /// nothing either way.
        func playReloadMotion(_ moves: [ReloadMotionMove]) {
            finishReloadMotion()
            guard !moves.isEmpty else { return }
            reloadMotionCount &+= 1
            let token = reloadMotionCount
            let leaving = moves.compactMap { move in
                move.removeLeaving.map {
                    LeavingPageView(
                        view: move.view, remove: $0, alpha: move.view.alpha,
                        isUserInteractionEnabled: move.view.isUserInteractionEnabled)
                }
            }
            // On its way out: no taps (given back when it goes, or if it is placed again).
            for page in leaving { page.view.isUserInteractionEnabled = false }
            let size = bounds.size
            let animations: () -> Void
            // A page that stays ends where it is placed: `to`, unless it leaves the view.
            let replaced = moves.compactMap { move -> UIView? in
                guard move.removeLeaving == nil, let placed = placements[ObjectIdentifier(move.view)]?.offset,
                    abs(placed - move.to) > 1e-9
                else { return nil }
                return move.view
            }
            if UIAccessibility.isReduceMotionEnabled {
                for move in moves {
                    let offset =
                        move.removeLeaving == nil
                        ? placements[ObjectIdentifier(move.view)]?.offset ?? move.to : move.from
                    showPageView(move.view, atOffset: offset, viewport: size)
                }
                guard !leaving.isEmpty else { return }
                animations = {
                    for page in leaving { page.view.alpha = 0 }
                }
            } else {
                for move in moves { showPageView(move.view, atOffset: move.from, viewport: size) }
                animations = { [weak self] in
                    guard let self else { return }
                    for move in moves {
                        showPageView(move.view, atOffset: move.to, viewport: size)
                        if move.removeLeaving != nil { move.view.alpha = 0 }
                    }
                }
            }
            runningReloadMotion = RunningReloadMotion(token: token, leaving: leaving, replaced: replaced)
            UIView.animate(
                withDuration: Self.reloadMotionDuration, animations: animations,
                completion: { [weak self] _ in
                    guard let self, runningReloadMotion?.token == token else { return }
                    finishReloadMotion()
                })
        }

        /// Ends the reload's motion under way at its end state: the leaving pages are removed now
        /// (the moving ones already have their final frames, which the animation only shows). Called
        /// when the motion's animation completes, and before anything else moves the pages: a new
        /// motion, a drag, a move of the content (a jump, a step, auto-scroll), a new size or axis.
        func finishReloadMotion() {
            guard let motion = runningReloadMotion else { return }
            runningReloadMotion = nil
            for page in motion.leaving {
                restore(page)
                page.remove()
            }
            for view in motion.replaced {
                if let placed = placements[ObjectIdentifier(view)]?.offset {
                    showPageView(view, atOffset: placed, viewport: bounds.size)
                }
            }
        }

        /// A page view is placed: if it was leaving (a view the app hands out again), it stays.
        func reloadMotionWillPlace(_ view: UIView) {
            guard var motion = runningReloadMotion,
                let index = motion.leaving.firstIndex(where: { $0.view === view })
            else { return }
            let page = motion.leaving.remove(at: index)
            runningReloadMotion = motion
            restore(page)
        }

        /// Gives a leaving view back what the motion changed (for an app that shows it again).
        private func restore(_ page: LeavingPageView) {
            page.view.alpha = page.alpha
            page.view.isUserInteractionEnabled = page.isUserInteractionEnabled
        }
    }
#endif
