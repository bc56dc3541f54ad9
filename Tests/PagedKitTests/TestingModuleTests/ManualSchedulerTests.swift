import PagedKit
import PagedKitTesting
import Testing

@MainActor @Suite struct ManualSchedulerTests {
    let scheduler = ManualScheduler()
    /// What ran, with the scheduler's time when it ran.
    final class Log {
        var entries: [(String, Duration)] = []
        var names: [String] { entries.map(\.0) }
    }

    let log = Log()

    private func schedule(_ name: String, after delay: Duration) -> any Cancellable {
        scheduler.schedule(after: delay) { [unowned scheduler, log] in log.entries.append((name, scheduler.now)) }
    }

    @Test func startsAtZeroWithNothingPending() {
        #expect(scheduler.now == .zero)
        #expect(scheduler.pendingCount == 0)
        #expect(scheduler.nextDueTime == nil)
        #expect(scheduler.advance(by: .seconds(10)) == 0)
        #expect(scheduler.now == .seconds(10))
    }

    @Test func schedulingRunsNothingUntilTimeMoves() {
        _ = schedule("a", after: .zero)
        #expect(log.names.isEmpty)
        #expect(scheduler.pendingCount == 1)
        #expect(scheduler.nextDueTime == .zero)
        scheduler.advance(by: .zero)
        #expect(log.names == ["a"])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func advanceRunsDueActionsInDueOrderAtTheirDueTimes() {
        _ = schedule("late", after: .seconds(3))
        _ = schedule("early", after: .seconds(1))
        _ = schedule("beyond", after: .seconds(5))
        let ran = scheduler.advance(by: .seconds(3))
        #expect(ran == 2)
        #expect(log.names == ["early", "late"])
        #expect(log.entries.map(\.1) == [.seconds(1), .seconds(3)])
        #expect(scheduler.now == .seconds(3))
        #expect(scheduler.pendingCount == 1)
        #expect(scheduler.nextDueTime == .seconds(5))
    }

    @Test func tiesRunInSchedulingOrder() {
        for name in ["a", "b", "c"] { _ = schedule(name, after: .seconds(1)) }
        _ = schedule("first", after: .milliseconds(500))
        scheduler.advance(by: .seconds(1))
        #expect(log.names == ["first", "a", "b", "c"])
    }

    @Test func actionsScheduledByActionsRunWhenTheyFallInTheWindow() {
        _ = scheduler.schedule(after: .seconds(1)) { [unowned scheduler, log] in
            log.entries.append(("outer", scheduler.now))
            _ = scheduler.schedule(after: .seconds(1)) { log.entries.append(("inner", scheduler.now)) }
            _ = scheduler.schedule(after: .seconds(5)) { log.entries.append(("too late", scheduler.now)) }
        }
        scheduler.advance(by: .seconds(2))
        #expect(log.names == ["outer", "inner"])
        #expect(log.entries.map(\.1) == [.seconds(1), .seconds(2)])
        #expect(scheduler.nextDueTime == .seconds(6))
    }

    @Test func aNegativeDelayCountsAsZero() {
        scheduler.advance(by: .seconds(4))
        _ = schedule("now", after: .seconds(-3))
        #expect(scheduler.nextDueTime == .seconds(4))
        scheduler.advance(by: .zero)
        #expect(log.entries.map(\.1) == [.seconds(4)])
    }

    @Test func timeNeverMovesBack() {
        scheduler.advance(by: .seconds(2))
        scheduler.advance(by: .seconds(-1))
        scheduler.advance(to: .seconds(1))
        #expect(scheduler.now == .seconds(2))
    }

    @Test func cancellingReleasesTheActionAndIsIdempotent() {
        weak var captured: Log?
        let token: any Cancellable
        do {
            let object = Log()
            captured = object
            token = scheduler.schedule(after: .seconds(1)) { object.entries.append(("ran", .zero)) }
        }
        #expect(captured != nil)
        #expect(scheduler.pendingCount == 1)
        token.cancel()
        #expect(captured == nil)
        #expect(scheduler.pendingCount == 0)
        #expect(scheduler.nextDueTime == nil)
        token.cancel()
        #expect(scheduler.advance(by: .seconds(2)) == 0)
    }

    @Test func cancellingAfterRunningDoesNothing() throws {
        let token = try #require(schedule("a", after: .seconds(1)) as? ManualScheduler.Token)
        scheduler.advance(by: .seconds(1))
        token.cancel()
        #expect(token.hasRun)
        #expect(!token.isCancelled)
        #expect(log.names == ["a"])
    }

    @Test func anActionCanCancelALaterOneInTheSameWindow() {
        var later: (any Cancellable)?
        _ = scheduler.schedule(after: .seconds(1)) { later?.cancel() }
        later = schedule("later", after: .seconds(2))
        scheduler.advance(by: .seconds(3))
        #expect(log.names.isEmpty)
    }

    @Test func runNextRunsOneActionAndMovesTimeToIt() {
        _ = schedule("a", after: .seconds(2))
        _ = schedule("b", after: .seconds(2))
        #expect(scheduler.runNext())
        #expect(log.names == ["a"])
        #expect(scheduler.now == .seconds(2))
        #expect(scheduler.runNext())
        #expect(!scheduler.runNext())
        #expect(log.names == ["a", "b"])
    }

    @Test func runAllRunsEverythingIncludingChains() {
        _ = scheduler.schedule(after: .seconds(1)) { [unowned scheduler, log] in
            _ = scheduler.schedule(after: .seconds(10)) { log.entries.append(("chained", scheduler.now)) }
        }
        _ = schedule("a", after: .seconds(3))
        #expect(scheduler.runAll() == 3)
        #expect(log.names == ["a", "chained"])
        #expect(scheduler.now == .seconds(11))
        #expect(scheduler.pendingDueTimes.isEmpty)
    }

    @Test func pendingDueTimesAreSortedAndSkipCancelled() {
        _ = schedule("c", after: .seconds(3))
        let cancelled = schedule("a", after: .seconds(1))
        _ = schedule("b", after: .seconds(2))
        cancelled.cancel()
        #expect(scheduler.pendingDueTimes == [.seconds(2), .seconds(3)])
    }
}
