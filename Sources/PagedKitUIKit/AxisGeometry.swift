#if canImport(UIKit) && !os(watchOS)
    import PagedKit
    import UIKit

    /// Maps the container's one-dimensional offsets onto a scroll view's two-dimensional geometry.
    ///
    /// The container never sees the axis; this is the one place that does.
    struct AxisGeometry: Equatable {
        /// UIKit reports release velocities in points per millisecond; the container takes points per second.
        static let millisecondsPerSecond = 1000.0

        var axis: PagingAxis

        /// The component of `point` along the paging axis.
        func offset(of point: CGPoint) -> Double {
            switch axis {
            case .horizontal: Double(point.x)
            case .vertical: Double(point.y)
            }
        }

        /// The content offset for `offset` along the paging axis; the other coordinate is 0.
        func point(atOffset offset: Double) -> CGPoint {
            switch axis {
            case .horizontal: CGPoint(x: CGFloat(offset), y: 0)
            case .vertical: CGPoint(x: 0, y: CGFloat(offset))
            }
        }

        /// The size of a page in a viewport of `size` under `configuration`: rule 12's page length
        /// along the axis (the core's `pageLength` for that viewport), the viewport's length across it.
        func pageSize(in size: CGSize, configuration: PagingConfiguration) -> CGSize {
            let viewport = length(of: size)
            var page: Double
            switch configuration.pageSize {
            case .fill: page = viewport
            case .fraction(let fraction):
                page = fraction.isFinite && fraction > 0 ? min(fraction, 1) * viewport : viewport
            case .fixed(let points): page = points.isFinite && points > 0 ? min(points, viewport) : viewport
            }
            // The core's shortest page: 1/64 of the viewport.
            page = max(page, viewport / 64)
            switch axis {
            case .horizontal: return CGSize(width: CGFloat(page), height: size.height)
            case .vertical: return CGSize(width: size.width, height: CGFloat(page))
            }
        }

        /// The viewport's length along the paging axis: the page length.
        func length(of size: CGSize) -> Double {
            switch axis {
            case .horizontal: Double(size.width)
            case .vertical: Double(size.height)
            }
        }

        /// The frame of a page whose lower edge along the axis is at `offset`: `pageLength` along the
        /// axis, the viewport's length across it.
        func frame(atOffset offset: Double, pageLength: Double, viewport size: CGSize) -> CGRect {
            let length = CGFloat(max(pageLength, 0))
            switch axis {
            case .horizontal: return CGRect(x: CGFloat(offset), y: 0, width: length, height: size.height)
            case .vertical: return CGRect(x: 0, y: CGFloat(offset), width: size.width, height: length)
            }
        }

        /// The content size for a content `length` along the paging axis: one viewport across.
        func contentSize(length: Double, viewport size: CGSize) -> CGSize {
            switch axis {
            case .horizontal: CGSize(width: CGFloat(length), height: size.height)
            case .vertical: CGSize(width: size.width, height: CGFloat(length))
            }
        }

        /// A release velocity along the paging axis, in points per second, from UIKit's points per millisecond.
        func velocity(of velocity: CGPoint) -> Double {
            offset(of: velocity) * Self.millisecondsPerSecond
        }

        /// How many pages a VoiceOver three-finger scroll in `direction` moves: `+1` toward the next
        /// page, `-1` toward the previous one, `nil` for a direction across the axis (which an
        /// enclosing scroll view may handle).
        ///
        /// A three-finger swipe left (`.left`) brings in the content on the right, which is the next
        /// page left-to-right and the previous one right-to-left. Vertically the direction names the
        /// way the scroll bar moves, not the finger: a three-finger swipe up arrives as `.down` and
        /// brings in the content below, the next page (UIAccessibility.h 18.0 documents only the
        /// enum; Flutter's engine, `SemanticsObject.mm`, `GetSemanticsActionForScrollDirection`:
        /// "UIAccessibilityScrollDirection uses the direction the scroll bar moves in"). `.next` and
        /// `.previous` are in reading order whatever the layout.
        func pageStep(for direction: UIAccessibilityScrollDirection, readingOrder: PagingDirection) -> Int? {
            // Comparisons rather than a switch: UIKit's enum is open to new cases.
            if direction == .next { return 1 }
            if direction == .previous { return -1 }
            let towardLargerOffsets: Bool
            switch axis {
            case .horizontal:
                guard direction == .left || direction == .right else { return nil }
                towardLargerOffsets = direction == .left
            case .vertical:
                guard direction == .up || direction == .down else { return nil }
                towardLargerOffsets = direction == .down
            }
            // Right-to-left content has page 0 at the largest offset.
            return towardLargerOffsets == (readingOrder == .leftToRight) ? 1 : -1
        }
    }
#endif
