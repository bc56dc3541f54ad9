import PagedKit

/// Validates appearance sequences per page against CONTRACT rule 7 (UIKit's containment rules):
/// `willAppear → didAppear → willDisappear → didDisappear`, where a cancelled transition may go
/// `willAppear → willDisappear` or `willDisappear → willAppear`; nothing else.
///
/// Feed it events in order; it keeps each page's phase and a list of failures. After an illegal
/// event the page takes the phase the event leads to, so one mistake is reported once.
struct AppearanceChecker<Key: Hashable> {
    /// Where a page is in its appearance cycle.
    enum Phase: Equatable {
        /// Never appeared, or fully disappeared.
        case disappeared
        /// After `willAppear`.
        case appearing
        /// After `didAppear`.
        case appeared
        /// After `willDisappear`.
        case disappearing
    }

    /// Whether unloading a page that is not `.disappeared` counts as a failure (UIKit sends
    /// `viewWillDisappear`/`viewDidDisappear` before a visible child is removed).
    var requiresDisappearanceBeforeUnload = true
    /// The phase of each page that is not `.disappeared`.
    private(set) var phases: [Key: Phase] = [:]
    /// What went wrong, in order.
    private(set) var failures: [String] = []

    init(requiresDisappearanceBeforeUnload: Bool = true) {
        self.requiresDisappearanceBeforeUnload = requiresDisappearanceBeforeUnload
    }

    /// The phase of the page with `key`.
    func phase(of key: Key) -> Phase {
        phases[key] ?? .disappeared
    }

    /// The pages that are `.appeared`.
    var appearedKeys: Set<Key> {
        Set(phases.compactMap { $0.value == .appeared ? $0.key : nil })
    }

    /// The pages in the middle of a transition (`.appearing` or `.disappearing`).
    var transitioningKeys: Set<Key> {
        Set(phases.compactMap { $0.value == .appearing || $0.value == .disappearing ? $0.key : nil })
    }

    /// Applies one appearance event to a page.
    /// - Parameter label: How failures name the page.
    mutating func apply(_ appearance: PageAppearance, to key: Key, label: String) {
        let from = phase(of: key)
        let to: Phase
        let legal: Bool
        switch appearance {
        case .willAppear:
            to = .appearing
            legal = from == .disappeared || from == .disappearing
        case .didAppear:
            to = .appeared
            legal = from == .appearing
        case .willDisappear:
            to = .disappearing
            legal = from == .appeared || from == .appearing
        case .didDisappear:
            to = .disappeared
            legal = from == .disappearing
        }
        if !legal {
            failures.append("appearance: \(label) got \(appearance) while \(from)")
        }
        phases[key] = to == .disappeared ? nil : to
    }

    /// Notes that a page is unloaded; it must be disappeared when ``requiresDisappearanceBeforeUnload``.
    mutating func unload(_ key: Key, label: String) {
        if requiresDisappearanceBeforeUnload, phase(of: key) != .disappeared {
            failures.append("appearance: \(label) unloaded while \(phase(of: key))")
        }
        phases[key] = nil
    }
}

extension AppearanceChecker where Key == Int {
    /// Checks a delegate log by page index (unloads included).
    ///
    /// Prefer ``RecordingDelegate/appearanceCheck()``, keyed by page identity, when a reload may move
    /// a page to another index.
    /// - Returns: The failures; empty when every sequence is legal.
    static func failures(
        in events: [RecordingDelegate.Event], requiresDisappearanceBeforeUnload: Bool = true
    ) -> [String] {
        var checker = AppearanceChecker(requiresDisappearanceBeforeUnload: requiresDisappearanceBeforeUnload)
        for event in events {
            switch event {
            case .willUnload(let index): checker.unload(index, label: "page \(index)")
            case .appearance(let index, let appearance, _): checker.apply(appearance, to: index, label: "page \(index)")
            default: break
            }
        }
        return checker.failures
    }
}
