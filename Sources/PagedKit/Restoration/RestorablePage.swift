/// A page that keeps its state (a feed's scroll offset, a draft) across being unloaded and made again.
///
/// When the container unloads a restorable page — it left the window, was evicted from the cache, or
/// was shed under memory pressure — it saves the page's state under the page's identifier. A page
/// made again for that identifier gets ``restoreState(_:)`` before it is placed. States of
/// identifiers that disappear on reload are dropped.
@MainActor public protocol RestorablePage: AnyObject {
    /// The state the page keeps.
    associatedtype State
    /// Returns the state to keep while the page is unloaded.
    func saveState() -> State
    /// Restores a state saved by a page for the same identifier.
    func restoreState(_ state: State)
}

/// Saves a restorable page's state, opening its associated type.
@MainActor func _saveState(of page: Any) -> Any? {
    guard let restorable = page as? any RestorablePage else { return nil }
    return _save(restorable)
}

@MainActor private func _save<R: RestorablePage>(_ page: R) -> Any { page.saveState() }

/// Restores a saved state into a restorable page; ignores states of another type.
@MainActor func _restoreState(_ state: Any, into page: Any) {
    guard let restorable = page as? any RestorablePage else { return }
    _restore(state, into: restorable)
}

@MainActor private func _restore<R: RestorablePage>(_ state: Any, into page: R) {
    if let typed = state as? R.State { page.restoreState(typed) }
}
