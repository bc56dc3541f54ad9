import PagedKit

/// One step of a fuzz run, fully concrete so that a recorded sequence replays exactly.
///
/// `description` is the Swift literal of the case, so a shrunk sequence prints as lines that paste
/// into `Fuzzer.replay(…, events: [ … ])`.
enum FuzzEvent: Equatable, Sendable, CustomStringConvertible {
    /// `simulator.resizeViewport(to:)`: a valid viewport length (fractional ones included).
    case setViewport(Double)
    /// `container.setViewportLength(_:)` with 0, a negative, NaN or an infinite length: ignored.
    case badViewport(Double)
    /// Applies the edits to the items, then `reloadData()`. `negativeCount` makes the data source
    /// report a negative count (the items are emptied first). `animated`: `reloadData(animated: true)`
    /// (issue 24), with `.showsInsertedItem` when `showsInserted`.
    case reload([ItemEdit], negativeCount: Bool = false, animated: Bool = false, showsInserted: Bool = false)
    /// A finger touches down (catching a settle or an animation under way).
    case grab
    /// A drag by `pages` viewport lengths along the offset, in `ticks` reports.
    case drag(pages: Double, ticks: Int)
    /// The finger lifts with `velocity` points per second along the offset.
    case release(velocity: Double)
    case decelerate(ticks: Int)
    case advanceDeceleration(Double)
    /// `scrollToPage(_:animated:)`, in range or not.
    case jump(Int, animated: Bool)
    case runAnimation(ticks: Int)
    case advanceAnimation(Double)
    /// The host stops its animation without reporting anything.
    case abandonAnimation
    /// The host moves to the animation's target and never reports the end.
    case finishAnimationWithoutReport
    /// A `didEndScrollingAnimation()` that comes late (or for nothing).
    case lateAnimationReport
    /// `didScroll(toOffset:)` with a non-finite offset: ignored.
    case badOffset(Double)
    case pressure(MemoryPressure)
    case visibility(Bool)
    /// `ManualScheduler.advance(by:)`.
    case advanceTime(milliseconds: Int)
    /// `ManualScheduler.advance(to:)` its next due time, if any.
    case advanceToNextDue
    case pauseAutoScroll
    case resumeAutoScroll
    /// Makes `call` from inside the `skip + 1`-th next callback of kind `trigger` (one shot; a new
    /// `arm` replaces an unfired one).
    case arm(FuzzTrigger, skip: Int, FuzzNestedCall)
    /// `container.configuration` with one setting changed (rule 7).
    case configure(FuzzSetting)
    /// A drag by `points` along the offset in `ticks` reports, however far outside the content
    /// (±10⁶, 10¹⁹ points): the container reads such offsets as 4 slots beyond the edge.
    case dragBy(points: Double, ticks: Int)
    /// The host moves its own offset by `points` (`setContentOffset(_:animated: false)` that the
    /// container did not ask for, as a programmatic `contentOffset` or keyboard scrolling would): at
    /// rest the container undoes it (rule 8).
    case hostMove(points: Double)
    /// Animated jumps to each index in turn, the animation advanced by `advance` after each: a
    /// chain of retargets that never comes to rest until the last.
    case jumpChain([Int], advance: Double)
    /// Issue 21's late end reports: first, if given, a new move replaces the one under way (an
    /// animated jump, or a finger that catches the content, drags and flings); then the move
    /// running now ticks `afterTicks` times, a sixteenth of its way each (16 or more reach its
    /// target); then the end report of `report` arrives — the end of the move before, or of none.
    case lateEnd(FuzzEndReport, replacedBy: FuzzReplacement?, afterTicks: Int)
    /// Issue 21's retarget chains: up to 100 animated steps and jumps (`scrollToNextPage`,
    /// `scrollToPreviousPage`, `scrollBy(pages:)`, `scrollToPage`), the animation advanced by
    /// `advance` after each (0.9: "next" tapped just before each animation ends).
    case stepChain([FuzzStep], advance: Double)
    /// Issue 21's long moves: the host runs its animation (or deceleration) to the end with
    /// `ScrollPhysics` whose animations take `milliseconds`, one `didScroll` per 60 Hz frame, the
    /// scheduler's clock moving one frame per tick (so an auto-scroll interval shorter than the
    /// animation falls due while it ticks). Nothing when no motion runs.
    case clockedMotion(milliseconds: Int)
    /// A finger touches the content, which stops the host's animation or deceleration without a
    /// report (as `UIScrollView` does on touch-down), and lifts without dragging: `fingerLifted()`.
    case touchAndLift
    /// Rule 16: the user scrolls the vertical list of a loaded page (`choice` modulo the loaded
    /// indices, in index order) to `offset` (negative: pulled down, as for a refresh).
    case listScroll(choice: Int, offset: Double)
    /// Rule 16: `container.header` set to a header `expanded` tall with `pinned` pinned (bad heights
    /// included), or removed (`expanded` nil).
    case header(expanded: Double?, pinned: Double)

    var description: String {
        switch self {
        case .setViewport(let length): ".setViewport(\(literal(length)))"
        case .badViewport(let length): ".badViewport(\(literal(length)))"
        case .reload(let edits, let negative, let animated, let showsInserted):
            ".reload([\(edits.map(\.description).joined(separator: ", "))]\(negative ? ", negativeCount: true" : "")"
                + "\(animated ? ", animated: true" : "")\(showsInserted ? ", showsInserted: true" : ""))"
        case .grab: ".grab"
        case .drag(let pages, let ticks): ".drag(pages: \(literal(pages)), ticks: \(ticks))"
        case .release(let velocity): ".release(velocity: \(literal(velocity)))"
        case .decelerate(let ticks): ".decelerate(ticks: \(ticks))"
        case .advanceDeceleration(let fraction): ".advanceDeceleration(\(literal(fraction)))"
        case .jump(let index, let animated): ".jump(\(index), animated: \(animated))"
        case .runAnimation(let ticks): ".runAnimation(ticks: \(ticks))"
        case .advanceAnimation(let fraction): ".advanceAnimation(\(literal(fraction)))"
        case .abandonAnimation: ".abandonAnimation"
        case .finishAnimationWithoutReport: ".finishAnimationWithoutReport"
        case .lateAnimationReport: ".lateAnimationReport"
        case .badOffset(let offset): ".badOffset(\(literal(offset)))"
        case .pressure(let level): ".pressure(.\(level))"
        case .visibility(let visible): ".visibility(\(visible))"
        case .advanceTime(let milliseconds): ".advanceTime(milliseconds: \(milliseconds))"
        case .advanceToNextDue: ".advanceToNextDue"
        case .pauseAutoScroll: ".pauseAutoScroll"
        case .resumeAutoScroll: ".resumeAutoScroll"
        case .arm(let trigger, let skip, let call): ".arm(.\(trigger), skip: \(skip), \(call))"
        case .configure(let setting): ".configure(\(setting))"
        case .dragBy(let points, let ticks): ".dragBy(points: \(literal(points)), ticks: \(ticks))"
        case .hostMove(let points): ".hostMove(points: \(literal(points)))"
        case .jumpChain(let indices, let advance):
            ".jumpChain([\(indices.map(String.init).joined(separator: ", "))], advance: \(literal(advance)))"
        case .lateEnd(let report, let replacement, let ticks):
            ".lateEnd(.\(report), replacedBy: \(replacement.map { "\($0)" } ?? "nil"), afterTicks: \(ticks))"
        case .stepChain(let steps, let advance):
            ".stepChain([\(steps.map(\.description).joined(separator: ", "))], advance: \(literal(advance)))"
        case .clockedMotion(let milliseconds): ".clockedMotion(milliseconds: \(milliseconds))"
        case .touchAndLift: ".touchAndLift"
        case .listScroll(let choice, let offset): ".listScroll(choice: \(choice), offset: \(literal(offset)))"
        case .header(let expanded, let pinned):
            ".header(expanded: \(expanded.map(literal) ?? "nil"), pinned: \(literal(pinned)))"
        }
    }
}

/// Which end report a ``FuzzEvent/lateEnd(_:replacedBy:afterTicks:)`` sends.
enum FuzzEndReport: String, Equatable, Sendable {
    /// `didEndScrollingAnimation()`.
    case animation
    /// `didEndDecelerating()`.
    case deceleration
}

/// The move that replaces the one under way before a late end report.
enum FuzzReplacement: Equatable, Sendable, CustomStringConvertible {
    /// `scrollToPage(_:animated: true)`.
    case jump(Int)
    /// A finger catches the content, drags it by `pages` viewport lengths and flings it.
    case fling(pages: Double, velocity: Double)

    var description: String {
        switch self {
        case .jump(let index): ".jump(\(index))"
        case .fling(let pages, let velocity): ".fling(pages: \(literal(pages)), velocity: \(literal(velocity)))"
        }
    }
}

/// One animated move of a ``FuzzEvent/stepChain(_:advance:)``.
enum FuzzStep: Equatable, Sendable, CustomStringConvertible {
    /// `scrollToPage(_:animated: true)`.
    case page(Int)
    /// `scrollToNextPage()`.
    case next
    /// `scrollToPreviousPage()`.
    case previous
    /// `scrollBy(pages:)`.
    case by(Int)

    /// The step's direction and size in pages; `nil` for a jump.
    var delta: Int? {
        switch self {
        case .page: nil
        case .next: 1
        case .previous: -1
        case .by(let delta): delta
        }
    }

    var description: String {
        switch self {
        case .page(let index): ".page(\(index))"
        case .next: ".next"
        case .previous: ".previous"
        case .by(let delta): ".by(\(delta))"
        }
    }
}

/// The delegate or data-source callback a nested call is made from.
enum FuzzTrigger: String, CaseIterable, Sendable {
    case numberOfPages, pageAt, identifier
    case didLoad, willUnload, appearance, willScrollTo, didScrollTo, currentPage, position, scrollState
}

/// A call made from inside a callback.
enum FuzzNestedCall: Equatable, Sendable, CustomStringConvertible {
    case jump(Int, animated: Bool)
    /// `reloadData()` with unchanged data.
    case reload
    case pressure(MemoryPressure)
    case toggleVisibility
    /// `simulator.resizeViewport(to:)`.
    case resize(Double)
    /// `setViewportLength(_:)` with an invalid length.
    case badViewport(Double)
    /// `didScroll(toOffset: .nan)`.
    case badOffset
    /// Reads every public property, `loadedPageIndices` and `page(at:)`.
    case readEverything
    /// Applies the edits to the data source's items at once, then calls `reloadData()` (queued): a
    /// data source that changes its data from inside `pageAt` (rule 9; the container read the
    /// identifier before the page). Emptying or refilling the data under a finger is skipped.
    case mutateAndReload([ItemEdit])
    /// `container.configuration` with one setting changed, from inside a callback.
    case configure(FuzzSetting)

    var description: String {
        switch self {
        case .jump(let index, let animated): ".jump(\(index), animated: \(animated))"
        case .reload: ".reload"
        case .pressure(let level): ".pressure(.\(level))"
        case .toggleVisibility: ".toggleVisibility"
        case .resize(let length): ".resize(\(literal(length)))"
        case .badViewport(let length): ".badViewport(\(literal(length)))"
        case .badOffset: ".badOffset"
        case .readEverything: ".readEverything"
        case .mutateAndReload(let edits): ".mutateAndReload([\(edits.map(\.description).joined(separator: ", "))])"
        case .configure(let setting): ".configure(\(setting))"
        }
    }
}

/// One setting of `PagingConfiguration` set to a value (rule 7).
enum FuzzSetting: Equatable, Sendable, CustomStringConvertible {
    case looping(Bool)
    case direction(PagingDirection)
    case preloadRadius(Int)
    case cacheLimit(Int)
    /// Rule 12's settings: peeking carousels.
    case pageSize(PageSize)
    case pageSpacing(Double)
    case pageAlignment(PageAlignment)

    func applied(to configuration: PagingConfiguration) -> PagingConfiguration {
        var result = configuration
        switch self {
        case .looping(let value): result.isLooping = value
        case .direction(let value): result.direction = value
        case .preloadRadius(let value): result.preloadRadius = value
        case .cacheLimit(let value): result.cacheLimit = value
        case .pageSize(let value): result.pageSize = value
        case .pageSpacing(let value): result.pageSpacing = value
        case .pageAlignment(let value): result.pageAlignment = value
        }
        return result
    }

    var description: String {
        switch self {
        case .looping(let value): ".looping(\(value))"
        case .direction(let value): ".direction(.\(value))"
        case .preloadRadius(let value): ".preloadRadius(\(value))"
        case .cacheLimit(let value): ".cacheLimit(\(value))"
        case .pageSize(let value): ".pageSize(\(value.literalDescription))"
        case .pageSpacing(let value): ".pageSpacing(\(literal(value)))"
        case .pageAlignment(let value): ".pageAlignment(.\(value))"
        }
    }
}

/// `value` as a Swift literal (`.nan`, `.infinity`, `-.infinity` for the non-finite ones).
func literal(_ value: Double) -> String {
    if value.isNaN { return ".nan" }
    if value == .infinity { return ".infinity" }
    if value == -.infinity { return "-.infinity" }
    return "\(value)"
}

extension PagingConfiguration {
    /// The configuration as a Swift expression, for failure messages.
    var literalDescription: String {
        var parts = [
            "preloadRadius: \(preloadRadius)", "cacheLimit: \(cacheLimit)", "isLooping: \(isLooping)",
            "axis: .\(axis)", "direction: .\(direction)",
        ]
        if pageSize != .fill { parts.append("pageSize: \(pageSize.literalDescription)") }
        if !(pageSpacing == 0) { parts.append("pageSpacing: \(literal(pageSpacing))") }
        if pageAlignment != .center { parts.append("pageAlignment: .\(pageAlignment)") }
        if let autoScroll {
            parts.append(
                "autoScroll: AutoScroll(interval: .milliseconds(\(autoScroll.interval.fuzzMilliseconds)), "
                    + "resumeDelay: .milliseconds(\(autoScroll.resumeDelay.fuzzMilliseconds)))")
        }
        // The initializer takes autoScroll before the geometry.
        if autoScroll != nil, parts.count > 5, let last = parts.last, last.hasPrefix("autoScroll") {
            parts.removeLast()
            parts.insert(last, at: 5)
        }
        return "PagingConfiguration(\(parts.joined(separator: ", ")))"
    }
}

extension PageSize {
    /// The case as a Swift expression.
    var literalDescription: String {
        switch self {
        case .fill: ".fill"
        case .fraction(let value): ".fraction(\(literal(value)))"
        case .fixed(let value): ".fixed(\(literal(value)))"
        }
    }
}

extension Duration {
    /// Whole milliseconds (the fuzzer only uses whole milliseconds).
    var fuzzMilliseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}
