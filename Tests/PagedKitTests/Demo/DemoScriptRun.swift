import PagedDemoKit
import PagedKit
import PagedKitTesting

/// One run of the scripted scenario, synchronous: a `ManualScheduler` times everything (frames,
/// pauses, auto-scroll), and the run steps through it until the script is over.
@MainActor final class DemoScriptRun {
    let scheduler = ManualScheduler()
    let timing: DemoTiming
    let player: ScriptedPlayer
    private(set) var lines: [String] = []

    init(speed: Double = 1, steps: [ScriptStep] = DemoScript.steps) {
        timing = DemoTiming(speed: speed)
        let box = LineBox()
        player = ScriptedPlayer(timing: timing, scheduler: scheduler, steps: steps) { box.lines.append($0) }
        player.start()
        // Every step ends within its timeout, so a few thousand actions always suffice.
        var actions = 0
        while !player.isFinished, actions < 20_000, scheduler.runNext() {
            actions += 1
        }
        lines = box.lines
    }

    var demo: PagedDemo { player.demo }
    var events: [LoggedEvent] { demo.log.entries }

    /// The transcript lines from the step whose caption starts with `prefix` up to the next caption.
    func lines(ofStep prefix: String) -> [String] {
        guard let start = lines.firstIndex(where: { $0.hasPrefix(prefix) }) else { return [] }
        let rest = lines[(start + 1)...]
        let end = rest.firstIndex { $0.hasPrefix("▶") } ?? lines.endIndex
        return Array(lines[(start + 1)..<end])
    }

    /// The events of the step whose caption starts with `prefix`.
    func eventRange(ofStep prefix: String) -> Range<Int> {
        let starts = player.runner.eventCountsAtStepStart
        guard let step = DemoScript.steps.firstIndex(where: { $0.caption.hasPrefix(prefix) }), step < starts.count
        else { return 0..<0 }
        return starts[step]..<(step + 1 < starts.count ? starts[step + 1] : events.count)
    }

    /// The labels of the pages `pager` came to rest on (`didScrollToPage`), in order.
    func restingPages(_ pager: Pager) -> [String] {
        events.compactMap { entry in
            guard entry.pager == pager, case .now(let label) = entry.event else { return nil }
            return label
        }
    }

    /// The labels of the pages `pager` loaded, in order.
    func loads(_ pager: Pager, in range: Range<Int>? = nil) -> [String] {
        let slice = range.map { events[$0] } ?? events[...]
        return slice.compactMap { entry in
            guard entry.pager == pager, case .load(let label, _) = entry.event else { return nil }
            return label
        }
    }
}

/// Collects transcript lines from an escaping closure.
@MainActor private final class LineBox {
    var lines: [String] = []
}
