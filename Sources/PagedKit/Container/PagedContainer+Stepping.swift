extension PagedContainer {
    /// Moves to the page after the current one (the target of a jump under way counts as current):
    /// wrapping to page 0 after the last when looping, doing nothing on the last page otherwise.
    /// For VoiceOver's three-finger scroll, keyboard arrows and "next" buttons.
    /// - Parameter animated: Whether the host animates the move. Default `true`.
    /// - Returns: Whether there was a page to move to.
    @discardableResult
    public func scrollToNextPage(animated: Bool = true) -> Bool {
        step(by: 1, animated: animated)
    }

    /// Moves to the page before the current one: wrapping to the last page from page 0 when looping,
    /// doing nothing on page 0 otherwise.
    /// - Parameter animated: Whether the host animates the move. Default `true`.
    /// - Returns: Whether there was a page to move to.
    @discardableResult
    public func scrollToPreviousPage(animated: Bool = true) -> Bool {
        step(by: -1, animated: animated)
    }

    /// Moves to the card `delta` slots away in reading order from the current one (the target of a
    /// jump under way counts as current): the card a tap on a peeking neighbour at `offsetInPages`
    /// `delta` means. Unlike ``scrollToPage(_:animated:)``, it moves toward that slot also when a
    /// few-page loop shows the same index on both sides (rule 12's second instances); the
    /// index wraps when looping, and the call does nothing beyond the ends otherwise.
    /// - Parameters:
    ///   - delta: Slots to move, negative toward the start of the reading order.
    ///   - animated: Whether the host animates the move. Default `true`.
    /// - Returns: Whether there was a card to move to.
    /// - Complexity: O(w) for `w` loaded pages.
    @discardableResult
    public func scrollBy(pages delta: Int, animated: Bool = true) -> Bool {
        step(by: delta, animated: animated)
    }

    private func step(by delta: Int, animated: Bool) -> Bool {
        guard let target = machine.stepTarget(by: delta) else { return false }
        perform(.jump(target, animated: animated, delta: delta))
        return true
    }
}
