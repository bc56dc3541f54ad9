import PagedKit
import Testing

/// The built-in scheduler, without sleeping or reading a clock: a zero delay goes to the main queue
/// as a plain asynchronous block (libdispatch's `dispatch_after` with a deadline already passed is
/// `dispatch_async`), so actions scheduled one after another run in FIFO order, and the test's
/// main-actor task resumes after them.
@Suite @MainActor struct MainQueueSchedulerTests {
    final class Log {
        var names: [String] = []
    }

    // The main queue is shared with every other main-actor test of a parallel run, so the last
    // action may wait behind all of them (a whole sanitizer run on a loaded 2-core machine took
    // 9 minutes): the limit only guards against a hang.
    @Test(.timeLimit(.minutes(30)))
    func aZeroDelayActionRunsLaterOnTheMainQueueAndCancelBeforeThenStopsIt() async {
        let scheduler = MainQueueScheduler()
        let log = Log()
        _ = scheduler.schedule(after: .zero) { log.names.append("kept") }
        let cancelled = scheduler.schedule(after: .zero) { log.names.append("cancelled") }
        #expect(log.names == [], "nothing runs inside schedule(after:)")
        cancelled.cancel()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            _ = scheduler.schedule(after: .zero) {
                log.names.append("last")
                continuation.resume()
            }
            #expect(log.names == [], "still nothing: the main queue has not run yet")
        }
        #expect(log.names == ["kept", "last"])
        cancelled.cancel()  // cancelling again, after the queue passed it, does nothing
        #expect(log.names == ["kept", "last"])
    }
}
