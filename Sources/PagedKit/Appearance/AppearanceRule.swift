/// Where a page stands in UIKit's appearance cycle.
enum AppearancePhase: Equatable {
    case disappeared
    case appearing
    case appeared
    case disappearing
}

/// The appearance events one page needs next, and the phase it ends in (at most two events).
struct AppearanceTransition: Equatable {
    var first: PageAppearance?
    var second: PageAppearance?
    var phase: AppearancePhase
}

/// UIKit's containment rules as values (rule 7): per page `willAppear → didAppear → willDisappear →
/// didDisappear`, with cancelled transitions `willAppear → willDisappear` and
/// `willDisappear → willAppear`.
enum AppearanceRule {
    /// A page that must end fully disappeared: off-screen, hidden, or about to unload.
    static func gone(_ phase: AppearancePhase) -> AppearanceTransition {
        switch phase {
        case .disappeared: AppearanceTransition(first: nil, second: nil, phase: .disappeared)
        case .appearing, .appeared:
            AppearanceTransition(first: .willDisappear, second: .didDisappear, phase: .disappeared)
        case .disappearing: AppearanceTransition(first: .didDisappear, second: nil, phase: .disappeared)
        }
    }

    /// The settled page when the content is at rest and shown.
    static func resting(_ phase: AppearancePhase) -> AppearanceTransition {
        switch phase {
        case .appeared: AppearanceTransition(first: nil, second: nil, phase: .appeared)
        case .appearing: AppearanceTransition(first: .didAppear, second: nil, phase: .appeared)
        case .disappeared, .disappearing: AppearanceTransition(first: .willAppear, second: .didAppear, phase: .appeared)
        }
    }

    /// The settled page while the container is appearing (a two-phase transition under way):
    /// `willAppear` now, `didAppear` when the transition ends.
    static func entering(_ phase: AppearancePhase) -> AppearanceTransition {
        switch phase {
        case .appearing, .appeared: AppearanceTransition(first: nil, second: nil, phase: phase)
        case .disappeared, .disappearing: AppearanceTransition(first: .willAppear, second: nil, phase: .appearing)
        }
    }

    /// A page while the container is disappearing (a two-phase transition under way):
    /// `willDisappear` now, `didDisappear` when the transition ends.
    static func leaving(_ phase: AppearancePhase) -> AppearanceTransition {
        switch phase {
        case .disappearing, .disappeared: AppearanceTransition(first: nil, second: nil, phase: phase)
        case .appearing, .appeared: AppearanceTransition(first: .willDisappear, second: nil, phase: .disappearing)
        }
    }

    /// A page during motion.
    /// - Parameters:
    ///   - isVisible: Whether the page overlaps the viewport.
    ///   - isShared: Whether another page overlaps the viewport too (a transition is under way).
    static func moving(_ phase: AppearancePhase, isVisible: Bool, isShared: Bool) -> AppearanceTransition {
        guard isVisible else { return gone(phase) }
        switch phase {
        case .disappeared: return AppearanceTransition(first: .willAppear, second: nil, phase: .appearing)
        case .appeared where isShared:
            return AppearanceTransition(first: .willDisappear, second: nil, phase: .disappearing)
        default: return AppearanceTransition(first: nil, second: nil, phase: phase)
        }
    }
}
