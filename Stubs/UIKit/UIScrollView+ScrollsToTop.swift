// The status-bar tap (`scrollsToTop`) and what a content-inset change does to the offset.

extension UIScrollView {
    /// Whether a scroll view outside the window's bounds (a page the pager keeps loaded beside the
    /// viewport) counts among the "on-screen" scroll views of a status-bar tap. Undocumented: the
    /// header says "one on-screen scroll view" without saying what on-screen means. `false` (the
    /// default): only a scroll view whose frame meets the window's bounds counts; `true`: every
    /// scroll view in the window that is not hidden. Reset by `UIKitModel.reset()`.
    @_spi(UIKitModel) public static var modelStatusBarTapCountsOffscreen = false

    /// Whether the scroll a status-bar tap starts also reports `scrollViewDidEndScrollingAnimation`
    /// when it ends. Undocumented: the header ties that call to "setContentOffset/scrollRectVisible:animated:"
    /// and the tap's scroll is neither. `false` (the default): only `scrollViewDidScrollToTop`;
    /// `true`: `scrollViewDidEndScrollingAnimation` then `scrollViewDidScrollToTop`. Reset by
    /// `UIKitModel.reset()`.
    @_spi(UIKitModel) public static var modelScrollToTopReportsAnimationEnd = false

    /// Whether setting `contentInset` moves a scroll view resting at its top to the new top.
    /// Undocumented: UIScrollView.h says only "add additional scroll area around content". `false`
    /// (the default): the offset stays where it is (the content appears to move by the change);
    /// `true`: a scroll view at rest whose `contentOffset.y` was `-adjustedContentInset.top` is
    /// moved to the new `-adjustedContentInset.top`, reporting `scrollViewDidScroll`. Reset by
    /// `UIKitModel.reset()`.
    @_spi(UIKitModel) public static var modelInsetChangeKeepsTop = false

    /// Called by `contentInset`'s observer. A change of the adjusted inset is reported to the
    /// delegate (UIScrollView.h 18.1: `- (void)adjustedContentInsetDidChange` "Also see
    /// -scrollViewDidChangeAdjustedContentInset: in the UIScrollViewDelegate protocol"; the model
    /// reports it for `contentInset` changes only, not for safe-area changes), then
    /// ``modelInsetChangeKeepsTop`` applies.
    func modelContentInsetDidChange(from oldValue: UIEdgeInsets) {
        let newTop = adjustedContentInset.top
        let oldTop = newTop - contentInset.top + oldValue.top
        if contentInset != oldValue { delegate?.scrollViewDidChangeAdjustedContentInset(self) }
        #if !os(tvOS)
            refreshControl?.modelLayout(in: self)
        #endif
        guard Self.modelInsetChangeKeepsTop, !isTracking, !isDragging, case .none = motion else { return }
        guard contentOffset.y == -oldTop, newTop != oldTop else { return }
        contentOffset = CGPoint(x: contentOffset.x, y: -newTop)
    }

    /// Ends the scroll a status-bar tap started: `scrollViewDidScrollToTop` (UIScrollView.h 18.1:
    /// "called when scrolling animation finished"), after `scrollViewDidEndScrollingAnimation` when
    /// ``modelScrollToTopReportsAnimationEnd`` says so.
    func modelScrollToTopAnimationDidEnd() {
        modelScrollToTopAnimation = nil
        if Self.modelScrollToTopReportsAnimationEnd {
            modelEvents.append(.didEndScrollingAnimation)
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
        modelEvents.append(.didScrollToTop)
        delegate?.scrollViewDidScrollToTop(self)
    }

    /// Whether the scroll view and every ancestor up to the window are shown, and (unless
    /// ``modelStatusBarTapCountsOffscreen``) its frame meets the window's bounds.
    func modelIsOnScreen(in window: UIWindow) -> Bool {
        var view: UIView? = self
        while let current = view, current !== window {
            if current.isHidden || current.alpha <= 0 { return false }
            view = current.superview
        }
        if Self.modelStatusBarTapCountsOffscreen { return true }
        return convert(bounds, to: window).intersects(window.bounds)
    }
}

extension UIWindow {
    /// The user taps the status bar, as an iPhone handles it (UIScrollView.h 18.1, `scrollsToTop`:
    /// "When the user taps the status bar, the scroll view beneath the touch which is closest to the
    /// status bar will be scrolled to top, but only if its `scrollsToTop` property is YES, its
    /// delegate does not return NO from `-scrollViewShouldScrollToTop:`, and it is not already at
    /// the top. On iPhone, we execute this gesture only if there's one on-screen scroll view with
    /// `scrollsToTop` == YES. If more than one is found, none will be scrolled."; "Default: YES").
    ///
    /// The model collects the on-screen scroll views of the window with `scrollsToTop` (see
    /// ``UIScrollView/modelStatusBarTapCountsOffscreen``); unless there is exactly one, nothing
    /// happens. It asks the delegate (`scrollViewShouldScrollToTop`: "if not defined, assumes YES").
    /// At the top (`contentOffset.y == -adjustedContentInset.top`) it reports
    /// `scrollViewDidScrollToTop` at once ("may be called immediately if already at top"). Else it
    /// animates the offset to `-adjustedContentInset.top` as `setContentOffset(_:animated: true)`
    /// moves (its duration is undocumented: the model's 0.3 s), reporting `scrollViewDidScroll`
    /// every frame and `scrollViewDidScrollToTop` at the end ("called when scrolling animation
    /// finished").
    /// - Returns: The scroll view the tap scrolled (or found at the top), or `nil`.
    @_spi(UIKitModel) @discardableResult public func modelTapStatusBar() -> UIScrollView? {
        let candidates = modelSubtree.compactMap { $0 as? UIScrollView }.filter {
            $0.scrollsToTop && $0.modelIsOnScreen(in: self)
        }
        guard candidates.count == 1, let scrollView = candidates.first else { return nil }
        guard scrollView.delegate?.scrollViewShouldScrollToTop(scrollView) ?? true else { return nil }
        let top = CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top)
        guard scrollView.contentOffset != top else {
            scrollView.modelEvents.append(.didScrollToTop)
            scrollView.delegate?.scrollViewDidScrollToTop(scrollView)
            return scrollView
        }
        scrollView.modelStopMotion(animation: .animationReplaced, deceleration: .decelerationByAnimatedMove)
        scrollView.modelStartAnimation(to: top)
        scrollView.modelScrollToTopAnimation = scrollView.nextMotionID
        return scrollView
    }
}
