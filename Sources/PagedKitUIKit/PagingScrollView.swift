#if canImport(UIKit) && !os(watchOS)
    import PagedKit
    import UIKit

    /// The paging `UIScrollView` both adapters own: it draws what the container decides.
    ///
    /// It places page views at the offsets the container gives, reports its own size, axis, layout
    /// direction and window to its owner and the container, turns VoiceOver's three-finger scroll
    /// into a page jump, and shows VoiceOver only the settled page. It does not use
    /// `isPagingEnabled`, which snaps to multiples of the bounds on its own (UIScrollView.h 18.1:
    /// "default NO. if YES, stop on multiples of view bounds"), wrong as soon as the pitch (page
    /// length plus spacing) is not the viewport: the container picks every resting offset, whole
    /// pitches, through `targetContentOffset`.
    ///
    /// Pages are `container.pageLength` long along the axis and as long as the viewport across it.
    /// A page transformer (``PageTransformRenderer``) runs over the visible pages on every tick, and
    /// a tap on a peeking neighbour moves to it.
    @MainActor final class PagingScrollView: UIScrollView {
        /// The container this scroll view reports to.
        weak var input: (any PagingInput)? {
            didSet {
                forwarder.input = input
                laidOutSize = nil
                setNeedsLayout()
            }
        }

        /// Whether horizontal reading order follows `effectiveUserInterfaceLayoutDirection`.
        var followsLayoutDirection = true {
            didSet { syncLayoutDirection() }
        }

        /// What VoiceOver announces after a three-finger scroll brought page `index` in.
        var announcement: ((Int) -> String?)?

        /// Called when the scroll view enters or leaves a window (the owner follows its scene).
        var windowDidChange: (() -> Void)?
        /// Called after a new size or axis re-framed the pages.
        var didLayoutPages: (() -> Void)?

        /// The settled page's view: the only page VoiceOver can reach (a page off screen would
        /// otherwise be scrolled in by VoiceOver, which the container then undoes).
        weak var accessiblePage: UIView?

        /// The visible page views, for the transformer and for taps.
        weak var pages: (any VisiblePageViews)?

        /// Applies the page transformer.
        let renderer = PageTransformRenderer()

        /// How many slots from the resting card the peeking neighbour a tap began on lies (its
        /// `offsetInPages`): where the tap moves when it ends.
        private var tapTarget: Int?

        private let forwarder = ScrollEventForwarder()
        /// Placed page views by identity, with the offset of their leading edge, so a size or axis
        /// change can re-frame them without asking the container.
        var placements: [ObjectIdentifier: (view: UIView, offset: Double)] = [:]
        private var contentLength = 0.0
        private var laidOutSize: CGSize?
        private var laidOutAxis: PagingAxis?
        /// Whether an animated move the container asked for is running (not yet reported ended).
        private var isMoveAnimating = false
        /// Hears every finger on the pager, also those its pages' controls keep.
        private let touchObserver = TouchObserver()
        /// Whether a three-finger scroll's jump is under way, to announce once it rests.
        private var announcesAtRest = false
        /// An animated reload's motion under way (`PagingScrollView+ReloadMotion.swift`).
        var runningReloadMotion: RunningReloadMotion?
        /// How many reload motions were played: each one's token.
        var reloadMotionCount = 0

        var geometry: AxisGeometry {
            AxisGeometry(axis: input?.configuration.axis ?? .horizontal)
        }

        override init(frame: CGRect) {
            super.init(frame: frame)
            delegate = forwarder
            decelerationRate = .fast
            showsHorizontalScrollIndicator = false
            showsVerticalScrollIndicator = false
            // Offsets are the container's coordinates: no safe-area insets added to them.
            contentInsetAdjustmentBehavior = .never
            #if !os(tvOS)
                // A status-bar tap would scroll a vertical pager to offset 0, which no page rule expects.
                scrollsToTop = false
                // Arrow keys and Page Up/Down would scroll by lines, between pages (UIScrollView.h 18.1:
                // `@property (nonatomic, assign) BOOL allowsKeyboardScrolling API_AVAILABLE(ios(17.0))
                // API_UNAVAILABLE(tvos, watchos); … Default is YES for apps linked after iOS 17.0.`).
                // Before iOS 17, and for trackpad steps, the container undoes such moves at rest.
                if #available(iOS 17.0, *) { allowsKeyboardScrolling = false }
            #endif
            touchObserver.observeOnly()
            touchObserver.fingerDown = { [weak self] in self?.fingerDidTouchDown() }
            touchObserver.fingersLifted = { [weak self] in self?.fingerDidLift() }
            addGestureRecognizer(touchObserver)
        }

        required init?(coder: NSCoder) {
            fatalError("PagingScrollView is created in code by PagedScrollView and PagedViewController")
        }

        // MARK: Host calls

        func setContentLength(_ length: Double) {
            contentLength = length
            contentSize = geometry.contentSize(length: length, viewport: bounds.size)
        }

        func moveContent(toOffset offset: Double, animated: Bool) {
            // A jump, a step or auto-scroll while a reload's motion runs: the motion ends first.
            // (A reload's own move comes before its motion.)
            finishReloadMotion()
            isMoveAnimating = animated
            setContentOffset(geometry.point(atOffset: offset), animated: animated)
        }

        func place(_ view: UIView, atOffset offset: Double) {
            reloadMotionWillPlace(view)
            if view.superview !== self { addSubview(view) }
            placements[ObjectIdentifier(view)] = (view, offset)
            frame(view, atOffset: offset, viewport: bounds.size)
        }

        func remove(_ view: UIView) {
            placements[ObjectIdentifier(view)] = nil
            renderer.pageWillBeRemoved(view)
            view.removeFromSuperview()
        }

        /// Frames a page view through `bounds` and `center`, which stay right under a transform
        /// (UIView.h 17.0, `frame`: "do not use frame if view is transformed since it will not
        /// correctly reflect the actual location of the view. use bounds + center instead.").
        /// Shows a placed page view at `offset` without moving its placement: an animated reload's
        /// motion shows pages between where they were and where they are placed.
        func showPageView(_ view: UIView, atOffset offset: Double, viewport size: CGSize) {
            frame(view, atOffset: offset, viewport: size)
        }

        private func frame(_ view: UIView, atOffset offset: Double, viewport size: CGSize) {
            let frame = geometry.frame(atOffset: offset, pageLength: input?.pageLength ?? 0, viewport: size)
            let bounds = view.bounds
            if bounds.size != frame.size { view.bounds = CGRect(origin: bounds.origin, size: frame.size) }
            view.center = CGPoint(x: frame.midX, y: frame.midY)
        }

        /// Runs the page transformer over the visible pages (every tick, and after anything that
        /// moves, adds or re-sizes pages).
        func updatePageTransforms() {
            guard let pages, let input else { return }
            let configuration = input.configuration
            renderer.update(
                pages: pages, pageLength: input.pageLength, axis: configuration.axis,
                direction: configuration.direction)
        }

        // MARK: Size, axis, direction, window

        override func layoutSubviews() {
            super.layoutSubviews()
            // Layout follows every change that can affect the reading order (a new window, new
            // traits, a new semantic content attribute), and costs a comparison when nothing did.
            syncLayoutDirection()
            // UIScrollView lays out on every scroll tick; only a new size or axis is news.
            let size = bounds.size
            let geometry = self.geometry
            guard size != laidOutSize || geometry.axis != laidOutAxis else { return }
            // The pages are framed anew: a reload's motion under way ends first.
            finishReloadMotion()
            let previousAxis = laidOutAxis
            laidOutSize = size
            laidOutAxis = geometry.axis

            contentSize = geometry.contentSize(length: contentLength, viewport: size)
            if let previousAxis, previousAxis != geometry.axis {
                // The same offset, now along the other axis.
                let offset = AxisGeometry(axis: previousAxis).offset(of: contentOffset)
                setContentOffset(geometry.point(atOffset: offset), animated: false)
            }
            input?.setViewportLength(geometry.length(of: size))
            // After the viewport: the page length may follow it (`.fraction`), and the container
            // re-places only what it re-places; every page gets the new cross-axis length.
            for (view, offset) in placements.values {
                frame(view, atOffset: offset, viewport: size)
            }
            updatePageTransforms()
            didLayoutPages?()
        }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            syncLayoutDirection()
            windowDidChange?()
        }

        /// `configuration` with its reading order taken from the layout direction, when it follows it
        /// (horizontal paging only: right-to-left does not turn a vertical pager upside down).
        func resolved(_ configuration: PagingConfiguration) -> PagingConfiguration {
            guard followsLayoutDirection, configuration.axis == .horizontal else { return configuration }
            var resolved = configuration
            resolved.direction = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
            return resolved
        }

        private func syncLayoutDirection() {
            guard let input else { return }
            let configuration = resolved(input.configuration)
            // The container ends any motion when the direction changes: assign only a real change.
            if configuration != input.configuration {
                input.configuration = configuration
                updatePageTransforms()
            }
        }

        // MARK: Motions UIKit starts on its own

        /// The page views sit at offsets the container picks: a request to reveal a part of one (a text field
        /// becoming first responder, an app's call) would leave the content between pages, which the
        /// container then undoes. Ignored (UIScrollView.h: "scroll so rect is just visible (nearest
        /// edges). nothing if rect completely visible").
        override func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}

        /// A drag began: an animated move is now the user's.
        func willBeginDragging() {
            // The user takes the pages: a reload's motion under way ends first.
            finishReloadMotion()
            isMoveAnimating = false
        }

        /// The end of an animated move was reported.
        func didEndScrollingAnimation() {
            isMoveAnimating = false
        }

        /// A finger touched down anywhere on the pager (``TouchObserver``), also on a page's control.
        private func fingerDidTouchDown() {
            // A finger resting on a banner (about to tap a promotion) holds auto-scroll back.
            input?.pauseAutoScroll(for: .touch)
            // A touch stops an animated move where it is; UIKit reports that end or not
            // (undocumented). Where it exists, `isScrollAnimating` says for sure (UIScrollView.h 18.1:
            // `@property (nonatomic, readonly, getter=isScrollAnimating) BOOL scrollAnimating
            // API_AVAILABLE(ios(17.4)) API_UNAVAILABLE(watchos);` "Note that deceleration will *not*
            // cause this property to be YES").
            isMoveAnimating = false
        }

        /// The last finger lifted. A finger that caught a settle or an animated jump and lifted
        /// without dragging leaves the container waiting for an end UIKit may never report (whether
        /// it reports the caught motion's end is undocumented): once the scroll view is not moving,
        /// the container hears `fingerLifted()` and settles from where the content is. After a drag,
        /// or while the release's deceleration or settle runs, there is nothing to tell it.
        private func fingerDidLift() {
            input?.resumeAutoScroll(for: .touch)
            // Not `isTracking`: whether the scroll view has reset it when this recognizer hears the
            // lift is undocumented, and the finger is up either way.
            guard let input, !isDragging, !isDecelerating, !isMoveAnimating else { return }
            if #available(iOS 17.4, tvOS 17.4, visionOS 1.1, *), isScrollAnimating { return }
            input.fingerLifted()
        }

        // Taps on a peeking neighbour reach this view itself (``hitTest(_:with:)``), at once (not
        // delayed: this view is the hit view) and without a drag.

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesBegan(touches, with: event)
            // The touch was hit-tested to this view (UITouch.h 17.5: `view`), where a neighbour's
            // touches go.
            tapTarget = touches.first.flatMap { touch in
                touch.view === self ? frontCard(at: touch.location(in: self))?.neighbour : nil
            }
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesEnded(touches, with: event)
            let target = tapTarget
            tapTarget = nil
            if let target, let input, input.scrollState == .idle, !isDragging {
                // By slots, not by index: in a two-card loop the other card peeks in on both sides,
                // and a tap on its left copy moves left.
                input.scrollBy(pages: target, animated: !UIAccessibility.isReduceMotionEnabled)
            }
        }

        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesCancelled(touches, with: event)
            // The pan took the touch (UIGestureRecognizer.h, `cancelsTouchesInView`): a drag, no tap.
            tapTarget = nil
        }

        // MARK: Taps on peeking neighbours

        /// A touch on a peeking neighbour goes to the scroll view itself rather than into the
        /// neighbour's views: the tap moves there, and a button on a half-hidden card does not fire.
        /// On the resting card the hit-test is UIKit's, so the hosts' controls and gesture
        /// recognizers there work as before.
        ///
        /// The card under the finger is found by where the cards are drawn (``frontCard(at:)``),
        /// not by the view UIKit's hit-test found: a page whose root ignores touches (`UIImageView`,
        /// UIImageView.h 17.5: `userInteractionEnabled; // default is NO`; `UILabel` likewise) is
        /// skipped by the hit-test, which then returns this scroll view; and UIKit walks the subviews
        /// in order, while a transformer's `zPosition` only changes which card is drawn in front.
        ///
        /// Hit-testing rather than a tap recognizer: a recognizer's action needs a selector
        /// (Objective-C), and a recognizer competes with the hosts' own; returning the scroll view
        /// from the hit-test changes only who hears the touch (UIView.h 17.0: `hitTest:withEvent:`
        /// "recursively calls -pointInside:withEvent:"), and the pan still sees it ("A gesture
        /// recognizer operates on touches hit-tested to a specific view and all of that view's
        /// subviews", Apple's documentation, `UIGestureRecognizer`). At rest only: a touch on moving
        /// content catches it.
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            guard let hit, let card = frontCard(at: point) else { return hit }
            if card.neighbour != nil { return self }
            // The resting card is drawn in front here: the touch goes into it, not into a card
            // drawn behind it that comes later in `subviews`.
            if hit === self || hit.isDescendant(of: card.view) { return hit }
            return card.view.hitTest(card.localPoint, with: event) ?? self
        }

        /// The card drawn in front at `point` (in this view's coordinates), when the pager is at
        /// rest: its view, the point in the view's coordinates, and, when it is a peeking neighbour
        /// (half a pitch or more from the alignment point, and not an instance of the settled page),
        /// its slot distance (`offsetInPages`, whole at rest).
        ///
        /// In front: the largest layer `zPosition` (CALayer.h 18.0: "The Z component of the layer's
        /// position in its superlayer"), and among equal ones the later subview, which UIKit draws
        /// over the earlier ones. Cards hidden or nearly transparent are skipped, as UIKit's
        /// hit-test skips them ("ignores view objects that are hidden, … or have an alpha level less
        /// than 0.01", Apple's documentation, `hitTest(_:with:)`).
        func frontCard(at point: CGPoint) -> (view: UIView, localPoint: CGPoint, neighbour: Int?)? {
            guard let pages, let input, input.scrollState == .idle else { return nil }
            let settled = input.settledPage
            var front: (view: UIView, localPoint: CGPoint, neighbour: Int?, z: CGFloat, order: Int)?
            let subviews = self.subviews
            pages.forEachVisiblePageView { view, index, offsetInPages in
                guard !view.isHidden, view.alpha >= 0.01, let local = DrawnPageGeometry.localPoint(point, in: view),
                    view.bounds.contains(local)
                else { return }
                let z = view.layer.zPosition
                let order = subviews.lastIndex { $0 === view } ?? -1
                if let current = front, current.z > z || (current.z == z && current.order > order) { return }
                let isNeighbour = abs(offsetInPages) >= 0.5 && index != settled
                front = (view, local, isNeighbour ? Int(offsetInPages.rounded()) : nil, z, order)
            }
            return front.map { ($0.view, $0.localPoint, $0.neighbour) }
        }

        // MARK: Gestures

        /// On the first page, a drag toward "before page 0" in a navigation controller that can pop
        /// goes to its swipe-back instead of rubber-banding the pager. UIView.h (UIViewGestureRecognizers):
        /// "called when the recognizer attempts to transition out of UIGestureRecognizerStatePossible if
        /// a touch hit-tested to this view will be cancelled as a result of gesture recognition //
        /// returns YES by default. return NO to cause the gesture recognizer to transition to
        /// UIGestureRecognizerStateFailed". (`require(toFail:)` cannot be undone when the pager leaves
        /// page 0, so it is not used.)
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard super.gestureRecognizerShouldBegin(gestureRecognizer) else { return false }
            guard gestureRecognizer === panGestureRecognizer, let input, canPopNavigation else { return true }
            let translation = panGestureRecognizer.translation(in: self)
            return !SwipeBackRule.yields(
                configuration: input.configuration, settledPage: input.settledPage, scrollState: input.scrollState,
                fingerAlong: Double(translation.x), fingerAcross: Double(translation.y))
        }

        private var canPopNavigation: Bool {
            #if os(tvOS)
                // UINavigationController.h: `interactivePopGestureRecognizer` is `API_UNAVAILABLE(tvos)`.
                return false
            #else
                return canPopNavigationBySwipe
            #endif
        }

        @available(tvOS, unavailable)
        private var canPopNavigationBySwipe: Bool {
            var responder: UIResponder? = next
            while let current = responder {
                if let controller = current as? UIViewController {
                    guard let navigation = controller.navigationController,
                        navigation.viewControllers.count > 1,
                        navigation.interactivePopGestureRecognizer?.isEnabled == true
                    else { return false }
                    return true
                }
                responder = current.next
            }
            return false
        }

        // MARK: VoiceOver

        /// Only the settled page (UIAccessibility.h, UIAccessibilityContainer: `@property (nullable,
        /// nonatomic, strong) NSArray *accessibilityElements API_AVAILABLE(ios(8.0))`).
        override var accessibilityElements: [Any]? {
            get { accessiblePage.map { [$0] } ?? super.accessibilityElements }
            set { super.accessibilityElements = newValue }
        }

        /// A three-finger scroll is one of the container's steps (`scrollBy(pages:animated:)`): by
        /// slots, so "previous" in a two-page loop goes backward, and from the target of a step under
        /// way, so quick repeats add up. Not handled past the ends of a pager that does not loop,
        /// so VoiceOver plays its border sound.
        override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
            guard let input,
                let step = geometry.pageStep(for: direction, readingOrder: input.configuration.direction),
                input.scrollBy(pages: step, animated: !UIAccessibility.isReduceMotionEnabled)
            else { return false }
            // UIAccessibility.h (UIAccessibilityAction): "If the action succeeds,
            // UIAccessibilityPageScrolledNotification must be posted after the scrolling completes."
            announcesAtRest = true
            if input.scrollState == .idle { containerDidRest() }
            return true
        }

        /// The container came to rest: announce a three-finger scroll's arrival, once the scroll
        /// view has stopped too (the container rests on the arrival tick, inside UIKit's last frame).
        func containerDidRest() {
            guard announcesAtRest else { return }
            var isMoving = isMoveAnimating || isDecelerating
            if #available(iOS 17.4, tvOS 17.4, visionOS 1.1, *), isScrollAnimating { isMoving = true }
            if !isMoving { announce() }
        }

        /// The scroll view reported the end of its motion (after the container heard it).
        func motionDidEnd() {
            guard announcesAtRest, let input, input.scrollState == .idle else { return }
            announce()
        }

        private func announce() {
            guard let input else { return }
            announcesAtRest = false
            UIAccessibility.post(notification: .pageScrolled, argument: announcement?(input.settledPage))
        }

        /// VoiceOver's default status after a page scroll: "Page 3 of 12", localized (UIAccessibilityConstants.h
        /// 18.0, `UIAccessibilityPageScrolledNotification`: "A string representing the status of the new
        /// scroll position should be used as the argument (e.g. "Page 2 of 5")").
        static func pageStatus(ofPage index: Int, count: Int) -> String {
            let format = NSLocalizedString(
                "Page %1$ld of %2$ld", tableName: "PagedKit", bundle: .main, value: "Page %1$ld of %2$ld",
                comment: "VoiceOver's status after a page scroll: the page number (from 1) and the page count.")
            return String.localizedStringWithFormat(format, index + 1, count)
        }
    }

    /// When the pager's pan yields to a navigation controller's swipe-back.
    enum SwipeBackRule {
        /// Whether a pan whose finger moved by `fingerAlong` (points, along x) and `fingerAcross`
        /// yields: a horizontal, non-looping pager at rest on page 0, with the finger moving toward
        /// "before page 0" (right in left-to-right reading order, left in right-to-left).
        static func yields(
            configuration: PagingConfiguration, settledPage: Int, scrollState: ScrollState, fingerAlong: Double,
            fingerAcross: Double
        ) -> Bool {
            guard configuration.axis == .horizontal, !configuration.isLooping, settledPage == 0,
                scrollState == .idle, abs(fingerAlong) > abs(fingerAcross)
            else { return false }
            return configuration.direction == .leftToRight ? fingerAlong > 0 : fingerAlong < 0
        }
    }
#endif
