/// Why the settled page changed, or why an announced change was cancelled: what moved the content
/// last before it came to rest.
public enum PageChangeCause: Sendable, Hashable {
    /// The user's finger: a drag and its settle, or a touch that stopped a motion.
    case drag
    /// ``PagedContainer/scrollToPage(_:animated:)`` (a tab tapped, a deep link).
    case jump
    /// ``PagedContainer/scrollBy(pages:animated:)`` (next and previous buttons, the keyboard,
    /// VoiceOver's three-finger swipe and adjustable action).
    case step
    /// An auto-scroll move (rule 8).
    case autoScroll
    /// ``PagedContainer/reloadData()``: the settled item was removed, or another item took its index.
    case reload
    /// ``PagedContainer/restore(_:)`` after the first load.
    case restore
}

/// A page change, as ``PagedContainerDelegate/container(_:didChangePage:)`` reports it right after
/// `didScrollToPage`: the page reached, why, and the items before and after (by identifier, so a
/// reload that puts another item at the same index is told apart).
public struct PageChange: Equatable {
    /// The page reached (the index `didScrollToPage` reported).
    public let page: Int
    /// What moved the content last before it came to rest on ``page``.
    public let cause: PageChangeCause
    /// The identifier of the item settled before, if known (`nil` before the first page settled).
    public let previousIdentifier: AnyHashable?
    /// The identifier of the item reached, if known.
    public let identifier: AnyHashable?

    /// Creates a page change.
    /// - Parameters:
    ///   - page: The page reached.
    ///   - cause: Why.
    ///   - previousIdentifier: The item settled before.
    ///   - identifier: The item reached.
    public init(page: Int, cause: PageChangeCause, previousIdentifier: AnyHashable?, identifier: AnyHashable?) {
        self.page = page
        self.cause = cause
        self.previousIdentifier = previousIdentifier
        self.identifier = identifier
    }
}
