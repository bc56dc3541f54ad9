import PagedKit
import PagedKitSwiftUI
import PagedKitUIKit
@_spi(UIKitModel) import SwiftUI
import Testing
@_spi(UIKitModel) import UIKit

/// A page of a day that reads its phase (a card that scales as it moves).
struct DayCard: View {
    let day: Int
    var body: some View {
        PagePhaseReader { phase in PhaseProbe(index: day, phase: phase) }
    }
}

/// What one swipe, one update and one edit cost a `PagedView` of `count` days, on the model: body
/// evaluations (`ModelViewGraph.bodyEvaluations`: a parent's render, a page made, a root view
/// assigned, an observing view evaluated again), element reads, and live pages.
struct SwiftUICost: CustomStringConvertible {
    var count = 0
    var ticks = 0
    var tickBodies: [Int] = []
    var visibleOnTick: [Int] = []
    /// Pages made on each tick (the window moving on as the drag crosses half-way).
    var madeOnTick: [Int] = []
    /// Whether the pager came to rest on the tick.
    var restedOnTick: [Bool] = []
    var updateBodies = 0
    var updateReads = 0
    var editBodies = 0
    var editReads = 0
    var loadedPages = 0
    var liveHostingControllers = 0

    /// Bodies on the ticks that made pages, and pages made, as "bodies/made".
    var madeTicks: [String] {
        tickBodies.indices.filter { madeOnTick[$0] > 0 }.map { "\(tickBodies[$0])/\(madeOnTick[$0]) made" }
    }

    /// Bodies on the tick the pager came to rest.
    var restBodies: Int {
        tickBodies.indices.last.map { restedOnTick[$0] ? tickBodies[$0] : -1 } ?? -1
    }

    /// The bodies of the ticks that moved without making a page.
    var movingTickBodies: [Int] {
        tickBodies.indices.filter { madeOnTick[$0] == 0 && !restedOnTick[$0] }.map { tickBodies[$0] }
    }

    var description: String {
        "n=\(count) ticks=\(ticks) bodies per moving tick: max \(movingTickBodies.max() ?? 0) with"
            + " \(visibleOnTick.max() ?? 0) pages in view; ticks that made a page: \(madeTicks); the rest:"
            + " \(restBodies); update: \(updateBodies) bodies, \(updateReads) reads; edit: \(editBodies) bodies,"
            + " \(editReads) reads; loaded \(loadedPages), live hosting controllers \(liveHostingControllers)"
    }

    /// Measures a pager of `count` days whose pages read their phase (`readsPhase`) or not.
    @MainActor static func measure(count: Int, readsPhase: Bool) async -> SwiftUICost {
        readsPhase
            ? await measure(count: count) { DayCard(day: $0) } : await measure(count: count) { Probe(index: $0) }
    }

    /// Measures a pager of `count` days whose pages are `page`.
    @MainActor static func measure<Page: View>(count: Int, page: @escaping (Int) -> Page) async -> SwiftUICost {
        let world = World()
        let reads = ReadCounter()
        var days = CountingDays(count: count, reads: reads)
        let selection = State<Int?>(wrappedValue: count / 2)
        let graph = ModelViewGraph.shared
        let host = ModelRepresentableHost(in: world.window) {
            PagedView(days, id: \.self, selection: selection.projectedValue, indexOf: { $0 }) { page($0) }
        }
        host.render()
        await host.settle()
        await host.settle()
        let controller = host.controller!
        var cost = SwiftUICost(count: count)

        // A swipe: a drag of 20 frames past half-way, one frame a tick.
        var loaded = controller.container.loadedPageIndices
        func record(_ before: Int) {
            cost.tickBodies.append(graph.bodyEvaluations - before)
            var visible = 0
            controller.container.forEachVisiblePage { _, _, _ in visible += 1 }
            cost.visibleOnTick.append(visible)
            let now = controller.container.loadedPageIndices
            cost.madeOnTick.append(now.subtracting(loaded).count)
            loaded = now
            cost.restedOnTick.append(controller.container.scrollState == .idle)
        }
        for _ in 0..<20 {
            let before = graph.bodyEvaluations
            controller.scrollView.modelDrag(by: CGPoint(x: 12, y: 0), frames: 1)
            await host.settle()
            record(before)
        }
        controller.scrollView.modelLift(velocity: CGPoint(x: 900, y: 0))
        // (`settle()` lets the adapter's tasks run and shows one frame: one tick.)
        for _ in 0..<120 where controller.container.scrollState != .idle {
            let before = graph.bodyEvaluations
            await host.settle()
            record(before)
        }
        await host.settle()
        cost.ticks = cost.tickBodies.count

        // An update of the parent that changes nothing.
        var before = graph.bodyEvaluations
        var readsBefore = reads.count
        graph.invalidate()
        await host.settle()
        cost.updateBodies = graph.bodyEvaluations - before
        cost.updateReads = reads.count - readsBefore

        // An edit: one more day at the end (the count changes: a reload that keeps every page).
        before = graph.bodyEvaluations
        readsBefore = reads.count
        days = CountingDays(count: count + 1, reads: reads)
        graph.invalidate()
        await host.settle()
        cost.editBodies = graph.bodyEvaluations - before
        cost.editReads = reads.count - readsBefore

        cost.loadedPages = controller.container.loadedPageIndices.count
        cost.liveHostingControllers = controller.children.count
        #expect(graph.violations.isEmpty)
        return cost
    }
}

extension AdapterScenarios {
    @MainActor @Suite("issue 25: SwiftUI cost") struct SwiftUICostTests {
        @Test("a swipe tick evaluates one body per page in view that reads its phase, and none for pages that do not")
        func tickCost() async {
            for count in [10_000, 1_000_000_000] {
                let reading = await SwiftUICost.measure(count: count, readsPhase: true)
                let plain = await SwiftUICost.measure(count: count, readsPhase: false)
                print("SWIFTUI-COST readers: \(reading)")
                print("SWIFTUI-COST plain:   \(plain)")
                for index in reading.tickBodies.indices {
                    let bodies = reading.tickBodies[index]
                    let visible = reading.visibleOnTick[index]
                    let made = reading.madeOnTick[index]
                    // At rest: each loaded page's phase (twice at most: the last tick's offsets, then
                    // the rest's appearance and settled flag, published after the container's
                    // callbacks; the model counts each send, SwiftUI coalesces them in a frame) and
                    // the two settled flags; the pages made (a hosting controller each) on top.
                    if reading.restedOnTick[index] {
                        #expect(bodies <= 2 * reading.loadedPages + 2 + made, "the rest: \(bodies) bodies")
                    } else {
                        #expect(bodies <= visible + made, "a tick: \(bodies) bodies, \(visible) in view, \(made) made")
                    }
                }
                #expect(reading.movingTickBodies.allSatisfy { $0 == 2 }, "both pages in view, every tick")
                #expect(plain.movingTickBodies.allSatisfy { $0 == 0 }, "\(plain.tickBodies)")
                #expect(plain.restBodies == 2, "the two pages whose settled flag changed")
                #expect(reading.madeOnTick.reduce(0, +) == 1, "one page made on the way")
            }
        }

        @Test("an update costs the parent's body and reads only the loaded pages, at 10⁴ and 10⁹ items alike")
        func updateCost() async {
            let small = await SwiftUICost.measure(count: 10_000, readsPhase: true)
            let huge = await SwiftUICost.measure(count: 1_000_000_000, readsPhase: true)
            for cost in [small, huge] {
                #expect(cost.updateBodies == 1, "the parent's body only")
                #expect(cost.updateReads <= 2 * cost.loadedPages)
                #expect(cost.editReads <= 4 * cost.loadedPages)
                #expect(cost.loadedPages == 3)
                #expect(cost.liveHostingControllers == cost.loadedPages, "memory: the loaded pages only")
            }
            #expect(small.updateReads == huge.updateReads)
            #expect(small.editReads == huge.editReads)
            #expect(small.editBodies == huge.editBodies)
        }
    }
}
