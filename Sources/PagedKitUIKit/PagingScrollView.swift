#if canImport(UIKit) && !os(watchOS)
    import PagedKit
    import UIKit

    /// The paging `UIScrollView` both adapters own: it draws what the container decides.
    ///
    /// It places page views at the offsets the container gives, reports its own size, axis and layout
    /// direction to the container, and turns VoiceOver's three-finger scroll into a page jump. It does
    /// not use `isPagingEnabled`, which snaps to multiples of the bounds on its own: the container
    /// picks every resting offset, through `targetContentOffset`.
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

        private let forwarder = ScrollEventForwarder()
        /// Placed page views by identity, with the offset of their leading edge, so a size or axis
        /// change can re-frame them without asking the container.
        private var placements: [ObjectIdentifier: (view: UIView, offset: Double)] = [:]
        private var contentLength = 0.0
        private var laidOutSize: CGSize?
        private var laidOutAxis: PagingAxis?

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
            #endif
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
            setContentOffset(geometry.point(atOffset: offset), animated: animated)
        }

        func place(_ view: UIView, atOffset offset: Double) {
            if view.superview !== self { addSubview(view) }
            placements[ObjectIdentifier(view)] = (view, offset)
            view.frame = geometry.frame(atOffset: offset, viewport: bounds.size)
        }

        func remove(_ view: UIView) {
            placements[ObjectIdentifier(view)] = nil
            view.removeFromSuperview()
        }

        // MARK: Size, axis, direction

        override func layoutSubviews() {
            super.layoutSubviews()
            // Layout follows every change that can affect the reading order (a new window, new
            // traits, a new semantic content attribute), and costs a comparison when nothing did.
            syncLayoutDirection()
            // UIScrollView lays out on every scroll tick; only a new size or axis is news.
            let size = bounds.size
            let geometry = self.geometry
            guard size != laidOutSize || geometry.axis != laidOutAxis else { return }
            let previousAxis = laidOutAxis
            laidOutSize = size
            laidOutAxis = geometry.axis

            for (view, offset) in placements.values {
                view.frame = geometry.frame(atOffset: offset, viewport: size)
            }
            contentSize = geometry.contentSize(length: contentLength, viewport: size)
            if let previousAxis, previousAxis != geometry.axis {
                // The same offset, now along the other axis.
                let offset = AxisGeometry(axis: previousAxis).offset(of: contentOffset)
                setContentOffset(geometry.point(atOffset: offset), animated: false)
            }
            input?.setViewportLength(geometry.length(of: size))
        }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            syncLayoutDirection()
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
            if configuration != input.configuration { input.configuration = configuration }
        }

        // MARK: VoiceOver

        override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
            guard let input, input.pageCount > 0,
                let step = geometry.pageStep(for: direction, readingOrder: input.configuration.direction)
            else { return false }
            let count = input.pageCount
            var target = input.currentPage + step
            if input.configuration.isLooping, count >= 2 {
                target = (target % count + count) % count
            }
            guard target >= 0, target < count, target != input.currentPage else { return false }
            do {
                try input.scrollToPage(target, animated: !UIAccessibility.isReduceMotionEnabled)
            } catch {
                return false
            }
            UIAccessibility.post(notification: .pageScrolled, argument: announcement?(target))
            return true
        }
    }
#endif
