#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
    import PagedKit
    import SwiftUI

    /// Where a ``PagedView`` page is and how it is showing: what a page reads with ``PagePhaseReader``
    /// (or ``SwiftUI/View/pagePhaseEffect(_:)``) to scale, fade or parallax its content as it moves,
    /// and to start and stop work as it appears and disappears.
    ///
    /// Updated on every scroll tick for the pages in view, without evaluating any other page's body
    /// or the page's own content: only the views that read the phase are evaluated again.
    public struct PagePhase: Equatable, Sendable {
        /// How a page is showing, following UIKit's appearance rules for the pager's pages (rule 7):
        /// at rest only the settled page is `.appeared`; a neighbour that is loaded beside it is
        /// `.disappeared` until a drag or a move brings it in.
        public enum Appearance: Equatable, Sendable {
            /// Not showing (loaded beside the current page, or kept in the cache).
            case disappeared
            /// Coming in: a drag or a move started to show it.
            case appearing
            /// Showing: the page the pager rests on, or came to rest on.
            case appeared
            /// Going out: a drag or a move started to take it away.
            case disappearing
        }

        /// The page's index in the data.
        public var index: Int
        /// The page's signed distance from where a resting page sits, in pages: `0` at rest, `−1` one
        /// page toward the leading side, `+0.5` for the next page halfway in. Updated on every tick
        /// while the page is in view; a page out of view keeps the distance it was last shown at
        /// (one made out of view: its distance from the current page).
        public var offsetInPages: Double
        /// How the page is showing (rule 7).
        public var appearance: Appearance
        /// Whether the pager rests on this page (its container's `settledPage`).
        public var isSettled: Bool
        /// Whether any part of the page is in the viewport now.
        public var isVisible: Bool

        /// Creates a phase.
        /// - Parameters:
        ///   - index: The page's index.
        ///   - offsetInPages: Its distance from the resting place, in pages.
        ///   - appearance: How it is showing.
        ///   - isSettled: Whether the pager rests on it.
        ///   - isVisible: Whether it is in the viewport.
        public init(index: Int, offsetInPages: Double, appearance: Appearance, isSettled: Bool, isVisible: Bool) {
            self.index = index
            self.offsetInPages = offsetInPages
            self.appearance = appearance
            self.isSettled = isSettled
            self.isVisible = isVisible
        }

        /// The phase outside a ``PagedView`` (a preview, a page shown on its own): at rest, showing.
        public static let identity = PagePhase(
            index: 0, offsetInPages: 0, appearance: .appeared, isSettled: true, isVisible: true)
    }

    /// One page's phase, observed by the views that read it: a stable object per page, so a change
    /// evaluates those views and nothing else (the page's root view, which holds it, stays the same).
    @MainActor final class PagePhaseState: ObservableObject {
        /// The phase the page's readers see; setting an equal one tells nobody. Readers are told
        /// after the change (SwiftUI updates them later either way).
        var phase: PagePhase {
            didSet { if phase != oldValue { objectWillChange.send() } }
        }
        /// What the pager last reported, published to ``phase`` (and ``settled``) in one assignment by
        /// ``publish(isVisible:)``, never while SwiftUI updates a view: the appearance step, the
        /// index, whether the pager rests on the page, and the offset it was last shown at.
        var appearance = PagePhase.Appearance.disappeared
        var index: Int
        var isSettled: Bool
        var shownOffset: Double
        /// The last scroll tick that found the page in view.
        var visibleTick = 0
        /// Whether the pager rests on the page, for `isPagedViewPageSettled`: an object of its own,
        /// so a tick (which moves the phase) does not evaluate the page's content view.
        let settled: PageSettledState

        init(phase: PagePhase) {
            self.phase = phase
            index = phase.index
            isSettled = phase.isSettled
            shownOffset = phase.offsetInPages
            appearance = phase.appearance
            settled = PageSettledState(isSettled: phase.isSettled)
        }

        /// Publishes what was reported: one assignment, which tells the readers only on a change.
        /// Allocation-free (every scroll tick).
        func publish(isVisible: Bool) {
            let next = PagePhase(
                index: index, offsetInPages: shownOffset, appearance: appearance, isSettled: isSettled,
                isVisible: isVisible)
            if next != phase { phase = next }
            settled.isSettled = isSettled
        }
    }

    /// Whether the pager rests on a page, observed by the page's content view.
    @MainActor final class PageSettledState: ObservableObject {
        var isSettled: Bool {
            didSet { if isSettled != oldValue { objectWillChange.send() } }
        }

        init(isSettled: Bool) {
            self.isSettled = isSettled
        }
    }

    extension EnvironmentValues {
        /// The phase of the page that reads it, `nil` outside a ``PagedView`` page.
        var pagePhaseState: PagePhaseState? {
            get { self[PagePhaseStateKey.self] }
            set { self[PagePhaseStateKey.self] = newValue }
        }
    }

    private enum PagePhaseStateKey: EnvironmentKey {
        static let defaultValue: PagePhaseState? = nil
    }

    /// A view that reads its ``PagedView`` page's ``PagePhase``: `content` is evaluated again each time
    /// the phase changes (every scroll tick while the page is in view), and nothing else is — neither
    /// the rest of the page nor any other page.
    ///
    /// ```swift
    /// PagedView(cards, selection: $selection) { card in
    ///     PagePhaseReader { phase in
    ///         CardView(card: card)
    ///             .scaleEffect(1 - 0.1 * min(abs(phase.offsetInPages), 1))
    ///             .onChange(of: phase.appearance == .appeared) { shown in
    ///                 shown ? player.play() : player.pause()
    ///             }
    ///     }
    /// }
    /// ```
    ///
    /// Outside a `PagedView` the phase is ``PagePhase/identity``.
    @MainActor public struct PagePhaseReader<Content: View>: View {
        @Environment(\.pagePhaseState) private var state
        private let content: (PagePhase) -> Content

        /// A view whose content reads the page's phase.
        /// - Parameter content: The content for a phase.
        public init(@ViewBuilder content: @escaping (PagePhase) -> Content) {
            self.content = content
        }

        public var body: some View {
            PagePhaseObserver(state: state ?? PagePhaseState(phase: .identity), content: content)
        }
    }

    /// The part of a ``PagePhaseReader`` that observes the phase, so only it is evaluated again.
    @MainActor struct PagePhaseObserver<Content: View>: View {
        @ObservedObject var state: PagePhaseState
        let content: (PagePhase) -> Content

        var body: some View {
            content(state.phase)
        }
    }

    extension View {
        /// This view, changed by `effect` for its ``PagedView`` page's phase on every scroll tick, in
        /// the spirit of SwiftUI's `scrollTransition` (iOS 17) and available on iOS 16: the view
        /// itself is not evaluated again, only `effect`.
        ///
        /// ```swift
        /// CardView(card: card).pagePhaseEffect { card, phase in
        ///     card.opacity(1 - 0.5 * min(abs(phase.offsetInPages), 1))
        /// }
        /// ```
        /// - Parameter effect: The view for this view and a phase.
        /// - Returns: The view, following its page's phase.
        public func pagePhaseEffect<Effect: View>(
            @ViewBuilder _ effect: @escaping (Self, PagePhase) -> Effect
        ) -> some View {
            PagePhaseReader { phase in effect(self, phase) }
        }
    }
#endif
