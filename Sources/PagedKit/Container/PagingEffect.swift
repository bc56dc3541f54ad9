/// One thing the container does to the world outside it: a call to the host, to the delegate, to
/// the scheduler or to the diagnostics handler, in the order the paging rules make it.
///
/// ``PagingMachine``'s events return these (in ``PagingMachine/effects``), and the driver,
/// ``PagedContainer``, performs each in ``PagedContainer/perform(_:)``, so an effect log is the
/// container's whole outward behaviour: tests record it and compare it whole (rule by rule, as
/// Parchment's `PageViewManagerTests` do). Loaded pages are named by their *instance*:
/// a number given when the page is made and never reused, so two instances of one index (rule 12's
/// second instances) stay apart.
enum PagingEffect: Equatable {
    /// `host.setContentLength(_:)`.
    case setContentLength(Double)
    /// `host.setContentOffset(_:animated:)`.
    case setContentOffset(Double, animated: Bool)
    /// The data source made instance `instance` of page `index` (`pageAt`); it was placed at
    /// `origin`, then `didLoad` was reported.
    case load(instance: Int, index: Int, origin: Double)
    /// `host.place(_:at:)` for a loaded instance that moved.
    case place(instance: Int, origin: Double)
    /// An animated reload keeps the view of instance `instance`, whose item it removed, for its
    /// motion: the ``unload(instance:index:)`` that follows reports `willUnload` but leaves the view
    /// to ``animateReload``.
    case depart(instance: Int)
    /// An animated reload shows instance `instance` (loaded, or departing) from `from` and moves it
    /// to `to` (``PageMove``).
    case slide(instance: Int, from: Double, to: Double)
    /// `host.animateReload(_:)` with the slides since the last one (the host removes the departing
    /// views when it ends).
    case animateReload
    /// `willUnload` was reported for instance `instance` of page `index`, then `host.remove(_:)`.
    case unload(instance: Int, index: Int)
    /// An appearance event of instance `instance` of page `index`.
    case appearance(instance: Int, index: Int, PageAppearance, animated: Bool)
    /// `willScrollToPage`.
    case willScrollToPage(Int)
    /// `didScrollToPage`.
    case didScrollToPage(Int)
    /// `didChangePage`: right after `didScrollToPage`, why and between which items.
    ///
    /// Indirect: inline, its two identifiers would size every effect for them, and every copy of an
    /// effect (the driver takes each from the buffer) would be one of a large value (issue 35).
    indirect case pageChanged(PageChange)
    /// `didApproachEndAt`: the settled page came within `endApproachDistance` of the last page.
    case approachedEnd(Int)
    /// `didCancelScrollToPage`: the page last announced with `willScrollToPage` will not be reached
    /// (the motion rests elsewhere, or another page is announced instead).
    case didCancelScrollToPage(Int, cause: PageChangeCause)
    /// `didChangeCurrentPage`.
    case currentPage(Int)
    /// `didScrollTo` (the position).
    case position(Double)
    /// `didChangeScrollState`.
    case scrollState(ScrollState)
    /// `diagnosticsHandler`.
    case diagnostic(PagingDiagnostic)
    /// Replace any timer with one that fires after `delay` (the machine's `timerTick` event): the
    /// auto-scroll interval at rest, the abandonment watchdog during an animated move.
    case scheduleTimer(after: Duration)
    /// Cancel the timer.
    case cancelTimer
    /// Rule 16: tell the page of `instance` that its list is to be at `offset`
    /// (`PageHost.setListOffset(_:of:)`).
    case setListOffset(instance: Int, offset: Double)
    /// Rule 16: the header's collapse changed (`container(_:didChangeHeaderCollapse:)`).
    case headerCollapse(Double)
}
