import Dispatch

/// The built-in scheduler: runs actions on the main queue after a delay.
///
/// Works in an app and in a command-line program that runs the main run loop or `dispatchMain()`.
@MainActor public final class MainQueueScheduler: PagingScheduler {
    /// Creates a scheduler on the main queue.
    public init() {}

    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> any Cancellable {
        let item = DispatchWorkItem { MainActor.assumeIsolated { action() } }
        let components = max(delay, .zero).components
        let nanoseconds = Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(Int(min(nanoseconds, 1e15))), execute: item)
        return WorkItemToken(item: item)
    }
}

private struct WorkItemToken: Cancellable {
    let item: DispatchWorkItem
    func cancel() { item.cancel() }
}
