/// An event for the ``PagingMachine``: a public call or a host report, applied now or, when it comes
/// from inside a callback, after the current one.
enum ContainerCommand {
    case viewport(Double)
    /// `reloadData(animated:insertion:)`: the driver reads the data source's answers when it applies it
    /// (``PagingMachine/applyReload(count:reported:diff:)``).
    case reload(animated: Bool = false, insertion: ReloadInsertionPolicy = .keepsCurrentItem)
    /// A jump to a page; with `delta`, to the card that many slots from the current one
    /// (`scrollBy(pages:animated:)`), which an animated jump moves toward; `restoring`, from
    /// `restore(_:)` (the page change's cause).
    case jump(Int, animated: Bool, delta: Int? = nil, restoring: Bool = false)
    case memoryPressure(MemoryPressure)
    case beginDrag
    case scroll(Double)
    case endDrag(velocity: Double)
    case endDragging(willDecelerate: Bool)
    case endDecelerating
    case endAnimation
    /// A finger lifted without a drag (`fingerLifted()`).
    case fingerLifted
    /// `isVisible` changed (`isAppearing` nil), or a two-phase transition began.
    case visibility(animated: Bool, isAppearing: Bool?)
    case endAppearance
    case configure(old: PagingConfiguration)
    /// The scheduler's timer: the auto-scroll interval at rest, the abandonment watchdog during an
    /// animated move.
    case timerTick
    /// `pauseAutoScroll(for:)`.
    case pause(AutoScrollPauseReason)
    /// `resumeAutoScroll(for:)`.
    case resume(AutoScrollPauseReason)
    /// Rule 16: the list of the page of `instance` (`page(at:)`'s when reported) reported `offset`;
    /// `insideSetting` when reported while the driver performed a
    /// ``PagingEffect/setListOffset(instance:offset:)``.
    case listScroll(offset: Double, instance: Int, insideSetting: Bool)
    /// Rule 16: `header` was set.
    case header(PagedHeaderLayout?)
}
