/// Something scheduled that can be called off.
public protocol Cancellable {
    /// Calls off the scheduled action. Calling it again, or after the action ran, does nothing.
    func cancel()
}

/// Where the container asks for time: auto-scroll and the one-second abandonment watchdog of every
/// animated move (with or without auto-scroll) go through it.
///
/// The container never reads a clock or sleeps. Pass `nil` to ``PagedContainer/init(configuration:scheduler:)``
/// for the built-in scheduler on the main queue, or `ManualScheduler` from PagedKitTesting in tests.
@MainActor public protocol PagingScheduler: AnyObject {
    /// Runs `action` on the main actor after `delay`, unless the returned token is cancelled first.
    /// - Parameters:
    ///   - delay: How long to wait. Zero or negative runs at the next opportunity.
    ///   - action: The work to run.
    /// - Returns: A token that cancels the action.
    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> any Cancellable
}
