import PagedKit
import PagedKitTesting
import Testing

/// A thousand auto-scroll intervals with drags, jumps and abandoned animations between them, checked
/// step by step against a small model of rule 8: the page it should rest on and when the next move
/// is due. Seeds are fixed and printed in every failure.
@Suite @MainActor struct AutoScrollRandomizedTests {
    nonisolated static let pageCount = 7
    nonisolated static let interval: Duration = .milliseconds(2000)
    nonisolated static let resumeDelay: Duration = .milliseconds(3500)

    /// The model: where the content rests and when the next move is due.
    struct Model {
        let pageCount: Int
        let isLooping: Bool
        var page = 0
        var due: Duration

        /// The page an auto-scroll move goes to.
        var next: Int { page + 1 < pageCount ? page + 1 : 0 }

        /// Where a fling or drag from `page` by `pages` (−1, 0, 1) rests.
        func dragged(by pages: Int) -> Int {
            isLooping ? (page + pages + pageCount) % pageCount : min(max(page + pages, 0), pageCount - 1)
        }
    }

    @Test(arguments: [(UInt64(0xA070_5C01), false), (0xA070_5C02, true)])
    func aThousandIntervalsWithRandomDragsAndJumpsEndOnTheModelsPage(seed: UInt64, isLooping: Bool) throws {
        var random = SeededGenerator(seed: seed)
        let h = Harness(
            configuration: PagingConfiguration(
                isLooping: isLooping, autoScroll: AutoScroll(interval: Self.interval, resumeDelay: Self.resumeDelay)),
            pageCount: Self.pageCount)
        var model = Model(pageCount: Self.pageCount, isLooping: isLooping, due: Self.interval)
        var failures: [String] = []
        var step = 0
        var action = "start"

        /// Records a failure, with the seed, the step and the action, unless `condition` holds.
        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition {
                failures.append("seed \(seed) (looping: \(isLooping)), step \(step) (\(action)): \(message())")
            }
        }
        /// A time from now to 1 ms before the model's due move.
        func someTimeBeforeTheMove() -> Duration {
            let room = Int((model.due - h.scheduler.now) / .milliseconds(1))
            guard room > 0 else { return .zero }
            return .milliseconds(Int.random(in: 0..<room, using: &random))
        }
        /// A time the host reports nothing for, shorter than the one second after which a move may be
        /// treated as abandoned (the contract's "Abandoned motions"), so the watchdog does not rest it.
        func someAnimationTime() -> Duration {
            .milliseconds(Int.random(in: 0..<999, using: &random))
        }

        while step < 1000, failures.isEmpty {
            step += 1
            let roll = Int.random(in: 0..<20, using: &random)
            switch roll {
            case 0..<10:
                action = "auto-scroll to \(model.next)"
                h.scheduler.advance(to: model.due - .milliseconds(1))
                check(!h.simulator.isAnimating, "moved before it was due at \(model.due)")
                h.scheduler.advance(to: model.due)
                check(
                    AutoScrollSupport.animationTargetPage(h) == model.next,
                    "animating to \(String(describing: AutoScrollSupport.animationTargetPage(h))) at \(model.due)")
                h.scheduler.advance(by: someAnimationTime())
                h.simulator.runAnimation(ticks: Int.random(in: 1...4, using: &random))
                model.page = model.next
                model.due = h.scheduler.now + Self.interval
            case 10..<12:
                let fraction = [0.0, 0.3, 0.7].randomElement(using: &random)!
                action = "auto-scroll abandoned at \(fraction)"
                let start = model.due
                h.scheduler.advance(to: start)
                if fraction > 0 { h.simulator.advanceAnimation(fraction: fraction) }
                h.simulator.abandonAnimation()
                if fraction > 0.5 { model.page = model.next }
                // The move rests where the host left it once a whole second passed without a report:
                // at the watchdog's first look without a tick, at its second with one. The next move
                // is timed from that rest.
                let looks = fraction > 0 ? 2 : 1
                let rest = start + .seconds(1) * looks
                h.scheduler.advance(to: rest - .milliseconds(1))
                check(h.container.scrollState == .settling, "rested \(rest) before a second without a report")
                h.scheduler.advance(to: rest)
                check(!h.simulator.isAnimating, "a move started at the abandoned move's rest")
                model.due = rest + Self.interval
            case 12..<16:
                let pages = Int.random(in: -1...1, using: &random)
                action = "drag by \(pages) page"
                h.scheduler.advance(by: someTimeBeforeTheMove())
                h.simulator.beginDrag()
                h.simulator.drag(by: pages == 0 ? 60 : Double(pages) * 80, ticks: 2)
                h.scheduler.advance(by: .milliseconds(Int.random(in: 0..<5000, using: &random)))
                check(h.scheduler.pendingCount == 0, "\(h.scheduler.pendingCount) pending during a drag")
                h.simulator.release(velocity: Double(pages) * 1000)
                h.scheduler.advance(by: .milliseconds(Int.random(in: 0..<1000, using: &random)))
                h.simulator.decelerate()
                model.page = model.dragged(by: pages)
                model.due = h.scheduler.now + Self.resumeDelay
            default:
                let target = Int.random(in: 0..<Self.pageCount, using: &random)
                let animated = Bool.random(using: &random)
                action = "\(animated ? "animated" : "instant") jump to \(target)"
                h.scheduler.advance(by: someTimeBeforeTheMove())
                try h.container.scrollToPage(target, animated: animated)
                if h.simulator.isAnimating {
                    h.scheduler.advance(by: someAnimationTime())
                    h.simulator.runAnimation()
                }
                if target != model.page {
                    model.page = target
                    model.due = h.scheduler.now + Self.interval
                }
            }
            check(h.container.settledPage == model.page, "rests on \(h.container.settledPage), expected \(model.page)")
            check(h.container.scrollState == .idle, "state \(h.container.scrollState)")
            check(
                h.scheduler.pendingDueTimes == [model.due],
                "due \(h.scheduler.pendingDueTimes), expected [\(model.due)] (now \(h.scheduler.now))")
            // The cheap rest checks every step; the harness's whole set, which replays the whole
            // appearance history, every 50 steps and at the first failure.
            check(h.container.position == Double(model.page), "position \(h.container.position)")
            check(
                h.simulator.visiblePages.map(\.index) == [model.page],
                "visible \(h.simulator.visiblePages.map(\.index))")
            check(h.simulator.violations.isEmpty, "host: \(h.simulator.violations)")
            if !isLooping {
                check(h.misplacedPages().isEmpty, "misplaced: \(h.misplacedPages())")
            }
            if step % 50 == 0 || !failures.isEmpty {
                for failure in h.checkInvariants() { check(false, failure) }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(step == 1000, "seed \(seed): stopped at step \(step)")
        #expect(h.container.settledPage == model.page, "seed \(seed): ends on the model's page")
        h.expectInvariants("seed \(seed)")
    }
}
