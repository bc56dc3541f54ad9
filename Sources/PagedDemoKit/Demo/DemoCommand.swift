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
    /// Edit the channel lineup on the channel screen, then reload the channel pager animated.
    case edit(ChannelEdit)
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

/// An edit of the channel lineup (the channel screen's edit keys): each changes the data and calls
/// `reloadData(animated: true)`, so the pages slide to their new places and the tab row follows.
public enum ChannelEdit: Sendable, Equatable {
    /// Insert the next extra channel ("Local", "Weather", …) right after the open one, and open it.
    case insertAfterCurrent
    /// Remove the open channel (never the last one): the next one slides in.
    case removeCurrent
    /// Move the open channel one place on (`forward`) or back: it stays open.
    case moveCurrent(forward: Bool)
}
