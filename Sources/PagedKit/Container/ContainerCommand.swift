/// A public call, applied now or, when it comes from inside a callback, after the current one.
enum ContainerCommand {
    case viewport(Double)
    case reload
    case jump(Int, animated: Bool)
    /// A jump to the card `delta` slots from the current one (`scrollBy(pages:animated:)`).
    case step(Int, delta: Int, animated: Bool)
    case memoryPressure(MemoryPressure)
    case beginDrag
    case scroll(Double)
    case endDrag(velocity: Double)
    case endDragging(willDecelerate: Bool)
    case endDecelerating
    case endAnimation
    /// `isVisible` changed (`isAppearing` nil), or a two-phase transition began.
    case visibility(animated: Bool, isAppearing: Bool?)
    case endAppearance
    case configure(old: PagingConfiguration)
    case autoScrollTick
}
