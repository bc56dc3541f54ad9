import PagedKit

/// Something the user (a key) or the script asks the demo to do.
public enum DemoCommand: Sendable, Equatable {
    /// Drag the visible pager a good way and fling it to the next (`forward`) or previous page; while
    /// it moves (a held key's repeats), one more page on from where the move goes.
    case swipe(forward: Bool)
    /// Drag the visible pager a quarter page and release it slowly: it returns to its page.
    case cancelledSwipe(forward: Bool)
    /// Show the other pager (the hidden one gets `isVisible = false`).
    case switchPager
    /// An animated jump of the visible pager to a page.
    case jump(Int)
    /// Pass a memory warning to both pagers.
    case memoryPressure(MemoryPressure)
    /// Insert or remove the "Live" channel, then reload the channel pager.
    case reload
    /// Switch the banner between five cards and a two-card loop, then reload it.
    case toggleBannerCards
    /// Pause or resume the banner's auto-scroll.
    case toggleAutoScroll
    /// Scroll the open channel's feed by some lines (its restorable state), or the open profile
    /// list by some rows.
    case scrollFeed(Int)
    /// Leave the demo.
    case quit
}
