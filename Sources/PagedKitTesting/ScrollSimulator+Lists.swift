import PagedKit

/// Rule 16: each page's vertical list, as a `UIScrollView` host would keep it: an offset per placed
/// page (0 is the list's top with the header fully expanded above it), set by the container and
/// moved by the user; optionally a content height (``listContentHeight``) and a viewport height
/// (``listViewportHeight``), which give the list its range and the bottom inset
/// `PagedHeaderLayout.bottomInset(…)`; and a deceleration of its own (``flingList(ofPageAt:velocity:)``)
/// that keeps running while the user drags the pager sideways, as a list's does in UIKit.
///
/// A list's **range** of offsets is `0…max(0, h + b + E − v)` for content height `h`, bottom inset
/// `b`, the header's expanded height `E` (its top inset) and viewport height `v` (the list spans
/// the viewport under the header): with the bottom inset, `max(h + E − v, collapseRange)`, so a
/// short list can still collapse the header fully. Decelerations end inside the range; the user's
/// ``scrollList(ofPageAt:to:)`` may go anywhere (a pull-down is negative), and so may the
/// container's ``setListOffset(_:of:)`` (`setContentOffset` does not clamp).
extension ScrollSimulator {
    /// The list offset of `page`, if it is placed and was given or scrolled to one.
    public func listOffset(of page: Page) -> Double? {
        listOffsets[ObjectIdentifier(page)]
    }

    /// The user scrolls the list of the page the container shows for `index` (`page(at:)`) to
    /// `offset`, which is reported with `listDidScroll(toOffset:onPage:)`. The finger stops that
    /// list's deceleration, if one runs. Does nothing for an index with no loaded page.
    public func scrollList(ofPageAt index: Int, to offset: Double) {
        guard let container, let page = container.page(at: index) else { return }
        listMotions[ObjectIdentifier(page)] = nil
        listOffsets[ObjectIdentifier(page)] = offset
        onListReport?(index, offset)
        container.listDidScroll(toOffset: offset, onPage: index)
    }

    /// Records the call and moves `page`'s list, reporting the move back synchronously (as a
    /// `UIScrollView` reports `scrollViewDidScroll(_:)` inside `setContentOffset(_:animated: false)`)
    /// when the page is the one the container shows for its index. A running deceleration of that
    /// list stops, or runs on from the new offset, as ``listMoveStopsDeceleration`` says.
    public func setListOffset(_ offset: Double, of page: Page) {
        let key = ObjectIdentifier(page)
        listCalls.append((key, offset))
        if let motion = listMotions[key] {
            listMotions[key] = listMoveStopsDeceleration ? nil : motion.moved(by: offset - motion.offset)
        }
        listOffsets[key] = offset
        guard let index = container?.index(of: page) else { return }
        container?.listDidScroll(toOffset: offset, onPage: index)
    }

    // MARK: Range and insets

    /// The bottom inset the simulated host gives `page`'s list: `header.bottomInset(contentHeight:
    /// viewportHeight:)` with ``listContentHeight`` and ``listViewportHeight``, when both are set,
    /// the container has a header and ``appliesListBottomInset`` is on; else 0.
    public func listBottomInset(of page: Page) -> Double {
        guard appliesListBottomInset, let header = container?.header, let height = listContentHeight?(page),
            let viewport = listViewportHeight
        else { return 0 }
        return header.bottomInset(contentHeight: height, viewportHeight: viewport)
    }

    /// The offsets `page`'s list can rest at (see the extension's overview), or `nil` for a list with
    /// no end (``listContentHeight`` or ``listViewportHeight`` not set).
    public func listRange(of page: Page) -> ClosedRange<Double>? {
        guard let height = listContentHeight?(page), let viewport = listViewportHeight else { return nil }
        let content = Self.cleaned(height) + listBottomInset(of: page) + topInset - Self.cleaned(viewport)
        return 0...max(content, 0)
    }

    /// The list's top inset: the header's expanded height, cleaned as rule 16 cleans it (a negative
    /// or non-finite height is 0); 0 without a header.
    private var topInset: Double {
        container?.header.map { Self.cleaned($0.expandedHeight) } ?? 0
    }

    private static func cleaned(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }

    // MARK: Decelerations

    /// The user flings the list of the page the container shows for `index` at `velocity` points
    /// per second (positive scrolls toward larger offsets): the list decelerates freely, under
    /// ``physics`` (`.normal` without), and stops at the end of its ``listRange(of:)`` if it would
    /// pass it. Nothing moves until ``advanceListDecelerations(frames:)``. Does nothing for an index
    /// with no loaded page or a non-finite velocity.
    public func flingList(ofPageAt index: Int, velocity: Double) {
        guard velocity.isFinite, let page = container?.page(at: index) else { return }
        let physics = physics ?? .normal
        let key = ObjectIdentifier(page)
        let start = listOffsets[key] ?? 0
        var target = physics.freeRestingOffset(from: start, velocity: velocity)
        if let range = listRange(of: page) { target = min(max(target, range.lowerBound), range.upperBound) }
        guard target != start else { return }
        let seconds = ScrollPhysics.seconds(physics.decelerationDuration(distance: target - start))
        listMotions[key] = ListMotion(
            from: start, to: target, curve: physics.decayCurve(seconds: seconds), frame: 0,
            frames: ScrollPhysics.frames(seconds: seconds, framesPerSecond: physics.fps), fps: physics.fps)
    }

    /// Whether `page`'s list is decelerating.
    public func isListDecelerating(_ page: Page) -> Bool {
        listMotions[ObjectIdentifier(page)] != nil
    }

    /// Moves every running list deceleration `frames` display frames (one `listDidScroll` per list
    /// and frame), whatever the pager is doing: a drag, a settle or an animation of the pager does
    /// not stop them. The ``clock`` does not move; a test interleaves these frames with the pager's.
    /// - Parameter frames: The number of frames; values below 1 count as 1.
    /// - Complexity: O(`frames` × running decelerations × placed pages).
    public func advanceListDecelerations(frames: Int = 1) {
        for _ in 0..<max(frames, 1) {
            guard !listMotions.isEmpty else { return }
            // One frame of each, in placement order (deterministic, unlike a dictionary's order).
            for placement in placedPages {
                let key = ObjectIdentifier(placement.page)
                guard var motion = listMotions[key] else { continue }
                motion.frame += 1
                listMotions[key] = motion.frame >= motion.frames ? nil : motion
                listOffsets[key] = motion.offset
                if let index = container?.index(of: placement.page) {
                    onListReport?(index, motion.offset)
                    container?.listDidScroll(toOffset: motion.offset, onPage: index)
                }
            }
        }
    }

    /// Runs every list deceleration to its end.
    public func runListDecelerations() {
        var guardFrames = 0
        while !listMotions.isEmpty, guardFrames < 100_000 {
            advanceListDecelerations()
            guardFrames += 1
        }
    }
}

/// One list's deceleration in a ``ScrollSimulator``: from an offset to a target along a decay curve,
/// one display frame at a time.
struct ListMotion {
    var from: Double
    var to: Double
    let curve: MotionCurve
    var frame: Int
    let frames: Int
    let fps: Double

    /// Where the list is after ``frame`` frames; exactly the target on the last.
    var offset: Double {
        frame >= frames ? to : from + (to - from) * curve.progress(at: Double(frame) / fps)
    }

    /// The same motion run on from `delta` points further (the container moved the list).
    func moved(by delta: Double) -> ListMotion {
        var moved = self
        moved.from += delta
        moved.to += delta
        return moved
    }
}
