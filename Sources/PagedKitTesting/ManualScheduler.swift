import PagedKit

/// A ``PagingScheduler`` whose time moves only when a test says so.
///
/// `ManualScheduler` never reads a clock and never sleeps: scheduled actions wait until
/// ``advance(by:)``, ``advance(to:)``, ``runNext()`` or ``runAll()`` moves ``now`` past their due
/// time, and then run synchronously, inside that call, in due order (ties in scheduling order).
/// While an action runs, ``now`` is its due time, so an action that schedules another one times it
/// from the moment it ran, as a real scheduler would.
///
/// ```swift
/// @Test @MainActor func autoScrollMovesAfterTheInterval() {
///     let cards = Cards()  // a PageDataSource of 5 cards
///     let scheduler = ManualScheduler()
///     let container = PagedContainer<Card>(
///         configuration: PagingConfiguration(autoScroll: AutoScroll(interval: .seconds(2))),
///         scheduler: scheduler)
///     let simulator = ScrollSimulator<Card>(viewportLength: 320)
///     container.dataSource = cards
///     simulator.attach(to: container)
///     container.reloadData()
///
///     scheduler.advance(by: .seconds(2))  // the first move starts; nothing waited
///     #expect(simulator.isAnimating)
///     simulator.runAnimation()
///     #expect(container.settledPage == 1)
/// }
/// ```
@MainActor public final class ManualScheduler: PagingScheduler {
    /// The scheduler's clock: the time elapsed since it was created, moved only by this type's
    /// `advance`/`run` methods. Starts at `.zero`.
    public private(set) var now: Duration = .zero

    /// The most actions one call may run before the scheduler stops with a failure.
    ///
    /// An action that reschedules itself with a zero delay would otherwise make ``advance(by:)`` or
    /// ``runAll()`` run forever; a crash that names the cause is easier to diagnose than a hung test.
    /// Default `100_000`.
    public var actionLimit = 100_000

    /// Scheduled entries, sorted by due time and then scheduling order. Cancelled entries are
    /// dropped lazily, when they reach the front.
    private var queue: [Token] = []

    /// Creates a scheduler whose ``now`` is `.zero` and which holds no actions.
    public init() {}

    /// Schedules `action` to run when the scheduler's time reaches `now + delay`.
    ///
    /// A negative delay is treated as zero: the action runs on the next ``advance(by:)``, even
    /// `advance(by: .zero)`. Nothing runs inside this call.
    /// - Parameters:
    ///   - delay: How long after ``now`` the action is due.
    ///   - action: The work to run.
    /// - Returns: A ``Token`` that cancels the action.
    /// - Complexity: O(*n*), where *n* is the number of scheduled entries.
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> any Cancellable {
        let token = Token(dueTime: now + max(delay, .zero), action: action)
        // Insert after every entry due at or before the new one, keeping ties in scheduling order.
        var low = 0
        var high = queue.count
        while low < high {
            let middle = (low + high) / 2
            if queue[middle].dueTime <= token.dueTime { low = middle + 1 } else { high = middle }
        }
        queue.insert(token, at: low)
        return token
    }

    /// The number of actions that are scheduled and neither cancelled nor run.
    /// - Complexity: O(*n*), where *n* is the number of scheduled entries.
    public var pendingCount: Int {
        queue.count { $0.isPending }
    }

    /// The due time of the earliest pending action, or `nil` when none is pending.
    /// - Complexity: O(*n*) in the worst case, where *n* is the number of scheduled entries.
    public var nextDueTime: Duration? {
        queue.first { $0.isPending }?.dueTime
    }

    /// The due times of every pending action, earliest first.
    /// - Complexity: O(*n*), where *n* is the number of scheduled entries.
    public var pendingDueTimes: [Duration] {
        queue.filter(\.isPending).map(\.dueTime)
    }

    /// Moves time forward by `delta`, running every action that falls due on the way.
    ///
    /// Actions run in due order, ties in scheduling order; while each runs, ``now`` is its due time.
    /// Actions scheduled by running actions also run if they fall due within the window. Afterwards
    /// ``now`` is the old `now + delta`. A negative `delta` is treated as zero, so
    /// `advance(by: .zero)` runs exactly the actions already due.
    /// - Parameter delta: How far to move time.
    /// - Returns: The number of actions that ran.
    /// - Complexity: O(*k* × *n*), where *k* is the number of actions run and *n* the number of
    ///   scheduled entries.
    @discardableResult
    public func advance(by delta: Duration) -> Int {
        advance(to: now + max(delta, .zero))
    }

    /// Moves time forward to `instant`, running every action due at or before it.
    ///
    /// An `instant` earlier than ``now`` does not move time back; it only runs the actions already due.
    /// - Parameter instant: The time to move to, on the scheduler's clock (time since its creation).
    /// - Returns: The number of actions that ran.
    /// - Complexity: O(*k* × *n*), where *k* is the number of actions run and *n* the number of
    ///   scheduled entries.
    @discardableResult
    public func advance(to instant: Duration) -> Int {
        let end = max(instant, now)
        var ran = 0
        while let token = popPending(dueAtOrBefore: end) {
            run(token, count: &ran)
        }
        now = end
        return ran
    }

    /// Runs the earliest pending action (ties: the first scheduled), moving ``now`` to its due time
    /// if that is later.
    /// - Returns: Whether an action ran.
    /// - Complexity: O(*n*), where *n* is the number of scheduled entries.
    @discardableResult
    public func runNext() -> Bool {
        guard let token = popPending(dueAtOrBefore: nil) else { return false }
        var ran = 0
        run(token, count: &ran)
        return true
    }

    /// Runs pending actions, moving time to each one's due time, until none is left.
    ///
    /// Actions scheduled by running actions run too. Stops with a failure after ``actionLimit``
    /// actions, which catches actions that keep rescheduling themselves (an auto-scroll timer, for
    /// instance, never runs out: prefer ``advance(by:)`` for those).
    /// - Returns: The number of actions that ran.
    /// - Complexity: O(*k* × *n*), where *k* is the number of actions run and *n* the number of
    ///   scheduled entries.
    @discardableResult
    public func runAll() -> Int {
        var ran = 0
        while let token = popPending(dueAtOrBefore: nil) {
            run(token, count: &ran)
        }
        return ran
    }

    /// Removes and returns the earliest pending entry, if it is due at or before `limit`
    /// (any time when `limit` is `nil`); drops cancelled entries it passes.
    private func popPending(dueAtOrBefore limit: Duration?) -> Token? {
        while let first = queue.first {
            guard first.isPending else {
                queue.removeFirst()
                continue
            }
            if let limit, first.dueTime > limit { return nil }
            queue.removeFirst()
            return first
        }
        return nil
    }

    private func run(_ token: Token, count: inout Int) {
        count += 1
        precondition(
            count <= actionLimit,
            "ManualScheduler ran more than \(actionLimit) actions in one call at \(now): an action probably reschedules itself without delay"
        )
        guard let action = token.take() else { return }
        now = max(now, token.dueTime)
        action()
    }
}

extension ManualScheduler {
    /// The handle of one action scheduled on a ``ManualScheduler``.
    ///
    /// Cancelling releases the action (and whatever it captured) at once; cancelling twice, or after
    /// the action ran, does nothing.
    public final class Token: Cancellable {
        /// When the action is due, on the scheduler's clock.
        public let dueTime: Duration
        /// The action, until it runs or is cancelled.
        private var action: (@MainActor () -> Void)?
        /// Whether ``cancel()`` called the action off before it ran.
        public private(set) var isCancelled = false
        /// Whether the action has run.
        public private(set) var hasRun = false

        init(dueTime: Duration, action: @escaping @MainActor () -> Void) {
            self.dueTime = dueTime
            self.action = action
        }

        /// Whether the action still waits to run.
        public var isPending: Bool { !isCancelled && !hasRun }

        /// Calls the action off if it has not run yet; otherwise does nothing.
        public func cancel() {
            guard isPending else { return }
            isCancelled = true
            action = nil
        }

        /// Marks the action as run and hands it over, once.
        func take() -> (@MainActor () -> Void)? {
            guard isPending else { return nil }
            hasRun = true
            defer { action = nil }
            return action
        }
    }
}
