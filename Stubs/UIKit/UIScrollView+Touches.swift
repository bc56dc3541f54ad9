// A finger on a scroll view: touch down, drag frame by frame, lift with a velocity. Each drag step
// shows a display frame, so layout passes, animations and the harness's scheduler run in between,
// as on a device.
//
// Delegate order (UIScrollView.h, UIScrollViewDelegate, in the header's order and by its comments):
// `scrollViewWillBeginDragging` ("called on start of dragging"), `scrollViewDidScroll` per frame,
// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` ("called on finger up if the user
// dragged. velocity is in points/millisecond"), `scrollViewDidEndDragging(_:willDecelerate:)`,
// `scrollViewWillBeginDecelerating` ("called on finger up as we are moving"), `scrollViewDidScroll`
// per frame, `scrollViewDidEndDecelerating` ("called when scroll view grinds to a halt").

// Touch delivery (issue 22, M2). The finger is hit-tested from the window to the deepest view
// under it (`UIView.hitTest`), the touch's `view`. Then, in UIKit's documented order:
//
// - The gesture recognizers attached to that view and its ancestors hear the touch first
//   (UIGestureRecognizerSubclass.h: "UIGestureRecognizers receive touches before the view to which
//   the touch was hit-tested"). Pans (this scroll view's, a navigation controller's pop) are
//   modelled by their owners; the others get `touchesBegan/Moved/Ended/Cancelled`. When the scroll
//   view's pan begins, each of them that it can prevent and that can be prevented fails and hears
//   no more (UIGestureRecognizer.h: "by default no two gestures can be recognized simultaneously").
// - The hit view hears `touchesBegan` and passes it up the responder chain unless it keeps the
//   touch (a `UIControl` does, `UIControl.swift`); so the scroll view's own `touchesBegan` runs only
//   for touches on itself or on content that passes them up. Content touches are delayed
//   (UIScrollView.h: `delaysContentTouches` "default is YES. if NO, we immediately call
//   -touchesShouldBegin:withEvent:inContentView:"; the header's comment: "on touch down, we start a
//   timer and also look at any movement. if the time elapses without sufficient change in position,
//   we start sending events to the hit view in the content subview. if the user then drags far
//   enough, we switch back to dragging and cancel any tracking in the subview"): the model delivers
//   them after `modelContentTouchDelay` of rest (its length undocumented), or when the finger lifts
//   without a drag, and not at all when the pan begins first. With `delaysContentTouches` off they
//   are delivered at touch down. Content that already has the touch keeps it from a drag when
//   `touchesShouldCancel(in:)` says so (by default, a control).
// - When the pan begins, the hit view hears `touchesCancelled` if it heard `touchesBegan`
//   (UIGestureRecognizer.h, `cancelsTouchesInView`).
// - At the lift, whether the other recognizers hear `touchesEnded` before or after the pan's
//   release (`scrollViewWillEndDragging` …) is undocumented: `UIScrollView.modelRecognizersHearLiftFirst`.

/// A finger on a scroll view.
struct ModelTouchState {
    var fromLeadingEdge: Bool
    var samples: [(time: Double, offset: CGPoint)] = []
    var panFailed = false
    var touch: UITouch
    weak var popping: UINavigationController?
    var popProgress: CGFloat = 0
    /// The recognizers other than pans that receive this touch.
    var recognizers: [UIGestureRecognizer] = []
    /// Whether the hit view heard `touchesBegan` (and has not had the touch cancelled).
    var isDeliveredToView = false
}

extension UIScrollView {
    /// Touches a finger down on the scroll view: `isTracking` becomes true and the scroll view hears
    /// `touchesBegan`. A running animation or deceleration stops where it is, reporting nothing
    /// (undocumented; the finger catches the content, as PagedKit's contract and ScrollSimulator
    /// assume) — or its end, with `UIScrollView.modelCatchReportsEnd`.
    /// - Parameters:
    ///   - fromLeadingScreenEdge: Whether the touch starts at the screen's leading edge, where a
    ///     navigation controller's pop gesture may claim it.
    ///   - point: Where, in the window's coordinates; `nil` (the default) touches the middle of
    ///     the visible content.
    @_spi(UIKitModel) public func modelTouchDown(fromLeadingScreenEdge: Bool = false, at point: CGPoint? = nil) {
        modelTouchDown(fromLeadingScreenEdge: fromLeadingScreenEdge, atWindowPoint: point)
    }

    /// `modelTouchDown(fromLeadingScreenEdge:at:)`.
    func modelTouchDown(fromLeadingScreenEdge: Bool, atWindowPoint point: CGPoint?) {
        guard !isTracking else { return }
        isTracking = true
        let finger = UITouch()
        let location = point ?? convert(CGPoint(x: bounds.midX, y: bounds.midY), to: nil)
        finger.modelLocationInWindow = location
        // The deepest view under the finger; the scroll view itself when the point is outside it
        // (a test touching a scroll view that is covered or not in a window).
        let hit = window?.hitTest(location, with: UIEvent()).flatMap { $0.isDescendant(of: self) ? $0 : nil } ?? self
        finger.view = hit
        touch = ModelTouchState(
            fromLeadingEdge: fromLeadingScreenEdge, touch: finger, recognizers: Self.modelRecognizers(above: hit))
        let caught = motion
        modelStopMotion(animation: .animationByTouch, deceleration: .decelerationByTouch)
        if Self.modelCatchReportsEnd {
            switch caught {
            case .none:
                break
            case .animation:
                modelEvents.append(.didEndScrollingAnimation)
                delegate?.scrollViewDidEndScrollingAnimation(self)
            case .deceleration:
                modelEvents.append(.didEndDecelerating)
                delegate?.scrollViewDidEndDecelerating(self)
            }
        }
        for recognizer in touch?.recognizers ?? [] { recognizer.modelDeliver(.began, finger) }
        if hit === self || !delaysContentTouches {
            modelDeliverBeganToView()
        } else {
            // The header's timer: a finger that rests without dragging reaches the content.
            ModelDisplay.shared.schedule(after: Self.modelContentTouchDelay) { [weak self, weak finger] in
                guard let self, let finger, let state = self.touch, state.touch === finger, !self.isDragging,
                    !state.panFailed
                else { return }
                self.modelDeliverBeganToView()
            }
        }
    }

    /// How long a finger rests before a scroll view with `delaysContentTouches` delivers its touch
    /// to the content (UIScrollView.h: "on touch down, we start a timer … if the time elapses without
    /// sufficient change in position, we start sending events to the hit view"). Its length is
    /// undocumented: 0.15 s, as commonly measured.
    @_spi(UIKitModel) public static let modelContentTouchDelay = 0.15

    /// The system cancels a finger that rests without dragging (an alert, an incoming call; Apple's
    /// documentation, `touchesCancelled(_:with:)`: "Tells the responder when a system event (such
    /// as a system alert) cancels a touch sequence"): the recognizers and, if it heard the touch
    /// begin, the hit view hear `touchesCancelled`. During a drag it does nothing (what the pan
    /// does then is not modelled).
    @_spi(UIKitModel) public func modelCancelTouch() {
        guard isTracking, !isDragging, let state = touch else { return }
        isTracking = false
        touch = nil
        state.touch.phase = .cancelled
        for recognizer in state.recognizers { recognizer.modelDeliver(.cancelled, state.touch) }
        for recognizer in state.recognizers { recognizer.modelTouchesDidFinish() }
        if state.isDeliveredToView { state.touch.view?.touchesCancelled([state.touch], with: UIEvent()) }
    }

    /// The enabled recognizers other than pans attached to `view` and its ancestors, nearest first.
    static func modelRecognizers(above view: UIView) -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        var current: UIView? = view
        while let candidate = current {
            for recognizer in candidate.gestureRecognizers ?? []
            where recognizer.isEnabled && !(recognizer is UIPanGestureRecognizer) {
                found.append(recognizer)
            }
            current = candidate.superview
        }
        return found
    }

    /// The hit view hears `touchesBegan` at touch down.
    private func modelDeliverBeganToView() {
        guard let state = touch else { return }
        touch?.isDeliveredToView = true
        state.touch.view?.touchesBegan([state.touch], with: UIEvent())
    }

    /// The hit view hears the touch cancelled, if it heard it begin.
    func modelCancelTouchInView() {
        guard let state = touch, state.isDeliveredToView else { return }
        touch?.isDeliveredToView = false
        state.touch.phase = .cancelled
        state.touch.view?.touchesCancelled([state.touch], with: UIEvent())
        state.touch.phase = .moved
    }

    /// The touch ends for the recognizers still hearing it, which are then reset.
    private func modelEndTouchForRecognizers(_ state: ModelTouchState) {
        state.touch.phase = .ended
        for recognizer in state.recognizers { recognizer.modelDeliver(.ended, state.touch) }
        for recognizer in state.recognizers { recognizer.modelTouchesDidFinish() }
    }

    /// Whether, at the lift after a drag, the recognizers other than the pan hear `touchesEnded`
    /// before the pan's release is reported (`scrollViewWillEndDragging` …) or after it.
    /// Undocumented; both are plausible. Default `true`; reset by `UIKitModel.reset()`.
    @_spi(UIKitModel) public static var modelRecognizersHearLiftFirst = true

    /// Whether, at the lift of a finger that did not drag, `isTracking` is already false when the
    /// other recognizers hear `touchesEnded`. Undocumented (UIScrollView.h: `tracking` "returns YES if
    /// user has touched"; recognizers hear touches "before the view to which the touch was
    /// hit-tested"); `false` (still tracking, the default) and `true` are both plausible. Reset by
    /// `UIKitModel.reset()`.
    @_spi(UIKitModel) public static var modelTrackingEndsBeforeRecognizers = false

    /// Drags the content by `delta` (in content-offset terms: positive x moves the offset toward
    /// larger x, the finger the other way) in `frames` equal steps, one display frame each. Touches
    /// down first if needed. The first step decides whether the pan begins (see
    /// `modelPanBegins(step:)`); if it does not, the content does not move.
    @_spi(UIKitModel) public func modelDrag(by delta: CGPoint, frames: Int = 1) {
        if !isTracking { modelTouchDown() }
        let steps = max(frames, 1)
        let step = CGPoint(x: delta.x / CGFloat(steps), y: delta.y / CGFloat(steps))
        for _ in 0..<steps {
            guard isTracking, touch != nil else { return }
            if let state = touch {
                state.touch.phase = .moved
                for recognizer in state.recognizers { recognizer.modelDeliver(.moved, state.touch) }
            }
            if !isDragging, touch?.panFailed == false { _ = modelPanBegins(step: step) }
            if isDragging {
                modelStopMotion(animation: .animationByTouch, deceleration: .decelerationByTouch)
                var target = contentOffset + step
                if !bounces { target = modelClamped(target) }
                panGestureRecognizer.modelTranslation = panGestureRecognizer.modelTranslation - step
                panGestureRecognizer.state = .changed
                contentOffset = target
                touch?.samples.append((ModelDisplay.shared.time, contentOffset))
                modelRefreshControlDidDrag()
            } else if let navigation = touch?.popping {
                let width = max(navigation.view.bounds.width, 1)
                touch?.popProgress += abs(step.x) / width
                navigation.modelUpdateInteractivePop(progress: touch?.popProgress ?? 0)
            }
            ModelDisplay.shared.runFrame()
        }
    }

    /// Lifts the finger. After a drag: `scrollViewWillEndDragging` with the velocity in points per
    /// millisecond and a writable target (UIKit proposes where a free deceleration would rest,
    /// clamped to the content), then `scrollViewDidEndDragging(willDecelerate:)` — true when the
    /// target differs from the offset — then, when decelerating, `scrollViewWillBeginDecelerating`.
    /// A deceleration replaces an animation the delegate started from inside those calls. Without a
    /// drag the scroll view hears `touchesEnded` and reports nothing.
    /// - Parameter velocity: The release velocity in points per second, along the content offset;
    ///   `nil` measures it over the last three frames of the drag.
    @_spi(UIKitModel) public func modelLift(velocity: CGPoint? = nil) {
        guard isTracking, let state = touch else { return }
        let measured = velocity ?? modelMeasuredVelocity(state)
        guard isDragging else {
            touch = nil
            // Whether `isTracking` is already false when the recognizers hear the lift is
            // undocumented (`modelTrackingEndsBeforeRecognizers`).
            if Self.modelTrackingEndsBeforeRecognizers { isTracking = false }
            modelEndTouchForRecognizers(state)
            isTracking = false
            if let navigation = state.popping {
                // The pop gesture took the touch when it began (the hit view heard it cancelled).
                let finishes = state.popProgress > 0.5 || abs(measured.x) > 500
                navigation.modelEndInteractivePop(finishing: finishes)
                return
            }
            // A tap or a held touch: the hit view hears the delayed `touchesBegan` now if it did not yet.
            let finger = state.touch
            if !state.isDeliveredToView {
                finger.phase = .began
                finger.view?.touchesBegan([finger], with: UIEvent())
            }
            finger.phase = .ended
            finger.view?.touchesEnded([finger], with: UIEvent())
            return
        }
        isTracking = false
        touch = nil
        if Self.modelRecognizersHearLiftFirst { modelEndTouchForRecognizers(state) }
        defer { if !Self.modelRecognizersHearLiftFirst { modelEndTouchForRecognizers(state) } }
        if isPagingEnabled { UIKitModel.record("isPagingEnabled is not modelled; the release ignores it") }
        panGestureRecognizer.modelVelocity = measured
        isTracking = true  // Still true while the delegate hears the release.
        let proposed = modelClamped(modelFreeRest(velocity: measured))
        var target = proposed
        let perMillisecond = CGPoint(x: measured.x / 1000, y: measured.y / 1000)
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: perMillisecond, targetContentOffset: pointer)
        }
        modelEvents.append(.willEndDragging(velocity: perMillisecond, proposed: proposed, target: target))
        isTracking = false
        isDragging = false
        panGestureRecognizer.state = .ended
        let rest = modelClamped(target)
        let willDecelerate = rest != contentOffset
        if willDecelerate {
            modelStopMotion(animation: .animationReplacedByDeceleration, deceleration: .decelerationByTouch)
            let free = rest == modelFreeRest(velocity: measured)
            modelStartDeceleration(velocity: measured, toward: rest, free: free)
        }
        let decelerationID = motion.id
        modelEvents.append(.didEndDragging(willDecelerate: willDecelerate))
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        if willDecelerate, case .deceleration = motion, motion.id == decelerationID {
            modelEvents.append(.willBeginDecelerating)
            delegate?.scrollViewWillBeginDecelerating(self)
        }
    }

    /// Whether the pan begins with a first movement of `step`, and the bookkeeping of its answer.
    ///
    /// An edge swipe toward the trailing side, in a navigation controller that can pop, also
    /// reaches its `interactivePopGestureRecognizer`. Which recognizer wins is undocumented; the
    /// model does what apps observe: the scroll view's pan wins, unless it waits for the pop gesture
    /// (`require(toFail:)`, UIGestureRecognizer.h) or the scroll view refuses it in
    /// `gestureRecognizerShouldBegin(_:)` (UIView.h); then the pop begins.
    func modelPanBegins(step: CGPoint) -> Bool {
        guard var state = touch else { return false }
        defer { touch = state }
        guard isScrollEnabled, panGestureRecognizer.isEnabled else {
            state.panFailed = true
            return false
        }
        // Asked once the finger has moved (UIView.h: `gestureRecognizerShouldBegin:` is "called when
        // the recognizer attempts to transition out of UIGestureRecognizerStatePossible"): the pan's
        // translation is that first movement (the finger's, opposite to the content offset); that
        // it is already set then is undocumented, and what apps that refuse a direction rely on.
        panGestureRecognizer.modelTranslation = CGPoint(x: -step.x, y: -step.y)
        let trailingward = effectiveUserInterfaceLayoutDirection == .leftToRight ? step.x < 0 : step.x > 0
        if state.fromLeadingEdge, trailingward, let navigation = modelEnclosingNavigationController,
            let pop = navigation.interactivePopGestureRecognizer, pop.isEnabled, navigation.viewControllers.count > 1
        {
            let waits = panGestureRecognizer.modelFailureRequirements.contains { $0 === pop }
            if waits || !gestureRecognizerShouldBegin(panGestureRecognizer) {
                state.panFailed = true
                panGestureRecognizer.state = .failed
                state.popping = navigation
                touch = state
                modelCancelTouchInView()
                if let current = touch { state = current }
                navigation.modelBeginInteractivePop()
                return false
            }
            pop.state = .failed
        }
        guard gestureRecognizerShouldBegin(panGestureRecognizer) else {
            state.panFailed = true
            panGestureRecognizer.state = .failed
            return false
        }
        // Content already tracking the touch keeps it unless the scroll view may take it back
        // (UIScrollView.h: `canCancelContentTouches` "if NO, then once we start tracking, we don't try
        // to drag if the touch moves"; `touchesShouldCancelInContentView:` "called before scrolling
        // begins if touches have already been delivered to a subview of the scroll view. if it
        // returns NO the touches will continue to be delivered to the subview and scrolling will not
        // occur … default returns YES if view isn't a UIControl").
        if state.isDeliveredToView, let view = state.touch.view, view !== self,
            !canCancelContentTouches || !touchesShouldCancel(in: view)
        {
            state.panFailed = true
            panGestureRecognizer.state = .failed
            return false
        }
        isDragging = true
        panGestureRecognizer.state = .began
        panGestureRecognizer.modelTranslation = .zero
        // The pan prevents the recognizers that do not recognize with it.
        for recognizer in state.recognizers
        where recognizer.state == .possible && panGestureRecognizer.canPrevent(recognizer)
            && recognizer.canBePrevented(by: panGestureRecognizer)
        {
            recognizer.state = .failed
        }
        if panGestureRecognizer.cancelsTouchesInView {
            touch = state
            modelCancelTouchInView()
            if let current = touch { state = current }
        }
        state.samples = [(ModelDisplay.shared.time, contentOffset)]
        touch = state
        modelEvents.append(.willBeginDragging)
        delegate?.scrollViewWillBeginDragging(self)
        if let current = touch { state = current }
        return true
    }

    /// The offset's velocity over the last three frames of the drag, in points per second.
    func modelMeasuredVelocity(_ state: ModelTouchState) -> CGPoint {
        guard let last = state.samples.last else { return .zero }
        let window = 3 * ModelDisplay.frameDuration
        let first = state.samples.last { last.time - $0.time >= window - 1e-9 } ?? state.samples[0]
        let elapsed = last.time - first.time
        guard elapsed > 0 else { return .zero }
        return CGPoint(x: (last.offset.x - first.offset.x) / elapsed, y: (last.offset.y - first.offset.y) / elapsed)
    }

    /// The nearest navigation controller above the view's view controller.
    var modelEnclosingNavigationController: UINavigationController? {
        var responder: UIResponder? = self
        while let current = responder {
            if let navigation = current as? UINavigationController { return navigation }
            if let controller = current as? UIViewController, let navigation = controller.navigationController {
                return navigation
            }
            responder = current.next
        }
        return nil
    }
}
