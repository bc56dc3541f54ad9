#if canImport(UIKit) && !os(watchOS)
    import PagedKit
    import UIKit

    /// Keeps a `UIPageControl` in step with the container, and turns a tap on it into a jump.
    ///
    /// The control shows `pageCount` dots and `currentPage` (which changes at each half-way crossing,
    /// so the dot moves while the user drags), laid out in the pager's direction. The control is held
    /// weakly: the host app owns and lays it out.
    @MainActor final class PageControlBinding {
        weak var input: (any PagingInput)?

        /// The bound control; setting it moves the value-changed action from the old control to the new one.
        weak var control: UIPageControl? {
            didSet {
                guard control !== oldValue else { return }
                if let oldValue, let action { oldValue.removeAction(action, for: .valueChanged) }
                action = nil
                guard let control else { return }
                let action = UIAction { [weak self] _ in self?.controlDidChange() }
                control.addAction(action, for: .valueChanged)
                self.action = action
                sync()
            }
        }

        private var action: UIAction?
        /// Whether the control's value-changed action is running (the jump it asked for is being
        /// made).
        private var isHandlingAction = false

        /// Shows the container's page count (or `pageCount`, while a reload is reading it), current page
        /// and direction.
        ///
        /// The current page is not written while a finger is on the control (UIControl.h:
        /// `@property(nonatomic,readonly,getter=isTracking) BOOL tracking;`) nor from inside its
        /// action: the control shows where the finger is, and the jumps it asked for follow. The next
        /// sync after that catches up. Not `interactionState`: UIPageControl.h says only that it is
        /// "Default is UIPageControlInteractionStateNone", not that it returns there after a tap or
        /// a scrub; if it stays `.discrete`, a gate on it would stop the dots for good.
        func sync(pageCount: Int? = nil) {
            guard let control, let input else { return }
            let count = max(0, pageCount ?? input.pageCount)
            if control.numberOfPages != count { control.numberOfPages = count }
            syncDirection(of: control, with: input.configuration)
            guard !control.isTracking, !isHandlingAction else { return }
            if control.currentPage != input.currentPage { control.currentPage = input.currentPage }
        }

        /// The dots run the way the pages do (UIPageControl.h 17.5: "The layout direction of the page
        /// indicators. The default value is \c UIPageControlDirectionNatural." `@property (nonatomic,
        /// assign) UIPageControlDirection direction API_AVAILABLE(ios(16.0)) API_UNAVAILABLE(watchos);`;
        /// natural follows the system locale, which is neither a vertical pager's direction nor that
        /// of one that does not follow the layout direction).
        private func syncDirection(of control: UIPageControl, with configuration: PagingConfiguration) {
            let direction: UIPageControl.Direction
            switch (configuration.axis, configuration.direction) {
            case (.vertical, _): direction = .topToBottom
            case (.horizontal, .leftToRight): direction = .leftToRight
            case (.horizontal, .rightToLeft): direction = .rightToLeft
            }
            if control.direction != direction { control.direction = direction }
        }

        private func controlDidChange() {
            guard let control, let input else { return }
            let index = control.currentPage
            guard index >= 0, index < input.pageCount else { return }
            isHandlingAction = true
            defer { isHandlingAction = false }
            do {
                // Reduce Motion: the page changes without the slide.
                try input.scrollToPage(index, animated: !UIAccessibility.isReduceMotionEnabled)
            } catch {
                // The control showed a stale page count; show the container's again.
                sync()
            }
        }
    }
#endif
