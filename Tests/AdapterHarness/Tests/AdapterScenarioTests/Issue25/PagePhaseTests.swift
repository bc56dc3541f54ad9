import PagedKit
import PagedKitSwiftUI
import PagedKitUIKit
@_spi(UIKitModel) import SwiftUI
import Testing
@_spi(UIKitModel) import UIKit

/// What a page's phase reader shows: the phase it was last evaluated with.
struct PhaseProbe: View {
    let index: Int
    let phase: PagePhase
    var body: Never { fatalError("a probe is never rendered") }
}

/// A page whose content reads its phase one level down. Counts its body's runs, which include the
/// model's own resolutions (an inspection, a mount): what SwiftUI counts is the per-controller
/// `bodyEvaluations`.
struct PhaseCard: View {
    let index: Int
    let evaluations: ReadCounter
    var body: some View {
        evaluations.count += 1
        return PagePhaseReader { phase in PhaseProbe(index: index, phase: phase) }
    }
}

/// A page that keeps a draft in its `PageStorage`: the test reads and writes it through the
/// environment the page's content sees.
struct DraftPage: View {
    let id: String
    var body: Never { fatalError("a draft page is never rendered") }
}

/// A `PagedView` of phase cards, bound by identity.
@MainActor final class PhaseScreen {
    var ids: [String]
    let selection: State<String?>
    let cardEvaluations = ReadCounter()
    /// The identifiers whose page content the pager asked for (a page made, or a loaded page's root).
    private(set) var contentRequests: Set<String> = []
    private(set) var host: ModelRepresentableHost<PagedView<PhaseCard>>!

    init(
        world: World, ids: [String] = ["a", "b", "c", "d", "e"], selection: String? = nil,
        configuration: PagingConfiguration = PagingConfiguration()
    ) {
        self.ids = ids
        self.selection = State(wrappedValue: selection)
        host = ModelRepresentableHost(in: world.window) { [unowned self] in
            let ids = self.ids
            let evaluations = self.cardEvaluations
            return PagedView(ids, id: \.self, selection: self.selection.projectedValue, configuration: configuration) {
                id in
                self.contentRequests.insert(id)
                return PhaseCard(index: ids.firstIndex(of: id) ?? -1, evaluations: evaluations)
            }
        }
    }

    var controller: PagedViewController<PagedViewPageController<PhaseCard>> { host.controller! }
    var container: PagedContainer<PagedViewPageController<PhaseCard>> { controller.container }
    var scrollView: UIScrollView { controller.scrollView }

    /// Renders and lets the first frame's work finish: the phases learn the first appearance on the
    /// main actor's next turn.
    func show() async {
        host.render()
        await host.settle()
        await host.settle()
    }

    /// The phase page `index`'s reader shows (inspection evaluates the content: not for counting).
    func phase(_ index: Int) -> PagePhase? {
        (container.page(at: index).flatMap(modelInspectHostingController)?.content as? PhaseProbe)?.phase
    }

    /// Each loaded page's own body evaluations, by index.
    func evaluations() -> [Int: Int] {
        var counts: [Int: Int] = [:]
        for index in container.loadedPageIndices {
            counts[index] = container.page(at: index).flatMap(modelInspectHostingController)?.bodyEvaluations
        }
        return counts
    }
}

extension AdapterScenarios {
    @MainActor @Suite("issue 25: page phase") struct PagePhaseTests {
        @Test("at rest the settled page is appeared at offset 0; a preloaded neighbour is disappeared, out of view")
        func atRest() async {
            let world = World()
            let screen = PhaseScreen(world: world, selection: "c")
            await screen.show()
            #expect(
                screen.phase(2)
                    == PagePhase(index: 2, offsetInPages: 0, appearance: .appeared, isSettled: true, isVisible: true))
            for neighbour in [1, 3] {
                let phase = screen.phase(neighbour)
                #expect(phase?.appearance == .disappeared, "rule 7: a preloaded neighbour does not appear")
                #expect(phase?.isSettled == false)
                #expect(phase?.isVisible == false)
                #expect(phase?.offsetInPages == Double(neighbour - 2))
            }
            #expect(ModelViewGraph.shared.violations.isEmpty)
        }

        @Test("a drag tick moves the offsets in view and evaluates only the readers of the pages in view")
        func dragTicks() async {
            let world = World()
            let screen = PhaseScreen(world: world, selection: "c")
            await screen.show()
            let width = Double(screen.scrollView.bounds.width)
            var dragged = 0.0
            for tick in 0..<8 {
                // (Inspecting a page evaluates its content: counted outside the tick.)
                let perPage = screen.evaluations()
                let before = ModelViewGraph.shared.bodyEvaluations
                screen.scrollView.modelDrag(by: CGPoint(x: 20, y: 0), frames: 1)
                await screen.host.settle()
                dragged += 20
                let cost = ModelViewGraph.shared.bodyEvaluations - before
                let after = screen.evaluations()
                #expect(cost == 2, "tick \(tick): the readers of pages 2 and 3, nothing else (\(cost))")
                #expect(after[1] == perPage[1], "page 1 is out of view: not evaluated")
                #expect(after[2] == perPage[2].map { $0 + 1 })
                #expect(after[3] == perPage[3].map { $0 + 1 })
                #expect(
                    screen.container.loadedPageIndices.allSatisfy {
                        screen.container.page(at: $0).flatMap(modelInspectHostingController)?.rootViewAssignments == 0
                    }, "no page's root view (its content's inputs) was given again")
            }
            let outgoing = screen.phase(2)
            let incoming = screen.phase(3)
            #expect(abs((outgoing?.offsetInPages ?? 9) + dragged / width) < 1e-9)
            #expect(abs((incoming?.offsetInPages ?? 9) - (1 - dragged / width)) < 1e-9)
            #expect(incoming?.isVisible == true)
            #expect(incoming?.appearance == .appearing)
            #expect(outgoing?.appearance == .disappearing)
            #expect(outgoing?.isSettled == true, "the pager has not come to rest elsewhere yet")

            screen.scrollView.modelLift(velocity: CGPoint(x: 900, y: 0))
            world.settle()
            await screen.host.settle()
            #expect(
                screen.phase(3)
                    == PagePhase(index: 3, offsetInPages: 0, appearance: .appeared, isSettled: true, isVisible: true))
            #expect(screen.phase(2)?.appearance == .disappeared)
            #expect(screen.phase(2)?.isSettled == false)
            #expect(screen.phase(2)?.isVisible == false)
            #expect(screen.phase(2)?.offsetInPages == -1)
            #expect(ModelViewGraph.shared.violations.isEmpty)
        }

        @Test("a settle changes isPagedViewPageSettled without giving any page a new root view")
        func settleAssignsNoRoot() async {
            let world = World()
            let screen = PhaseScreen(world: world)
            await screen.show()
            func assignments() -> [Int: Int] {
                var counts: [Int: Int] = [:]
                for index in [0, 1] {
                    counts[index] =
                        screen.container.page(at: index).flatMap(modelInspectHostingController)?
                        .rootViewAssignments
                }
                return counts
            }
            let before = assignments()
            screen.scrollView.modelDrag(by: CGPoint(x: 120, y: 0), frames: 6)
            screen.scrollView.modelLift(velocity: CGPoint(x: 900, y: 0))
            world.settle()
            await screen.host.settle()
            #expect(screen.container.settledPage == 1)
            #expect(assignments() == before)
            let settled = screen.container.page(at: 1).flatMap(modelInspectHostingController)?.environment
            let left = screen.container.page(at: 0).flatMap(modelInspectHostingController)?.environment
            #expect(settled?.isPagedViewPageSettled == true)
            #expect(left?.isPagedViewPageSettled == false)
        }

        @Test("a data edit re-indexes the phases after SwiftUI's update, never during it")
        func editReindexes() async {
            let world = World()
            let screen = PhaseScreen(world: world, selection: "c")
            await screen.show()
            screen.ids.insert(contentsOf: ["x", "y"], at: 0)
            ModelViewGraph.shared.invalidate()
            await screen.host.settle()
            #expect(screen.container.settledPage == 4)
            #expect(screen.phase(4)?.index == 4)
            #expect(screen.phase(4)?.isSettled == true)
            #expect(screen.phase(4)?.appearance == .appeared)
            #expect(screen.phase(3)?.index == 3)
            #expect(screen.phase(3)?.isSettled == false)
            #expect(ModelViewGraph.shared.violations.isEmpty, "\(ModelViewGraph.shared.violations)")
        }

        @Test("a jump: the target appears and settles at the end; pages passed over are never made")
        func jump() async {
            let world = World()
            let screen = PhaseScreen(world: world, ids: (0..<40).map { "p\($0)" })
            await screen.show()
            let opened = screen.contentRequests
            withAnimation { screen.selection.wrappedValue = "p30" }
            await screen.host.settle()
            world.settle()
            await screen.host.settle()
            #expect(screen.container.settledPage == 30)
            #expect(
                screen.contentRequests.subtracting(opened) == ["p29", "p30", "p31"],
                "only the target's window was made: \(screen.contentRequests.subtracting(opened).sorted())")
            #expect(
                screen.phase(30)
                    == PagePhase(index: 30, offsetInPages: 0, appearance: .appeared, isSettled: true, isVisible: true))
            #expect(screen.container.loadedPageIndices == [29, 30, 31])
            #expect(ModelViewGraph.shared.violations.isEmpty)
        }

        @Test("outside a PagedView the reader sees the identity phase; pagePhaseEffect hands over the view and phase")
        func outsideAPager() async {
            _ = World()
            let evaluations = ReadCounter()
            let hosting = UIHostingController(rootView: PhaseCard(index: 7, evaluations: evaluations))
            let shown = modelInspectHostingController(hosting)?.content as? PhaseProbe
            #expect(shown?.phase == .identity)

            let effect = UIHostingController(
                rootView: Probe(index: 3).pagePhaseEffect { probe, phase in
                    PhaseProbe(index: probe.index, phase: phase)
                })
            let applied = modelInspectHostingController(effect)?.content as? PhaseProbe
            #expect(applied?.index == 3)
            #expect(applied?.phase == .identity)
        }
    }
}

/// A `PagedView` of draft pages (each keeps a draft and a scroll position in its `PageStorage`).
@MainActor final class DraftScreen {
    var ids: [String]
    let selection: State<String?>
    private(set) var host: ModelRepresentableHost<PagedView<DraftPage>>!

    init(world: World, count: Int = 12, configuration: PagingConfiguration) {
        ids = (0..<count).map { "d\($0)" }
        selection = State(wrappedValue: "d0")
        host = ModelRepresentableHost(in: world.window) { [unowned self] in
            PagedView(self.ids, id: \.self, selection: self.selection.projectedValue, configuration: configuration) {
                DraftPage(id: $0)
            }
        }
    }

    var container: PagedContainer<PagedViewPageController<DraftPage>> { host.controller!.container }

    /// The storage the content of the page showing `id` sees, if it is loaded.
    func storage(of id: String) -> PageStorage? {
        guard let index = ids.firstIndex(of: id), let page = container.page(at: index) else { return nil }
        return modelInspectHostingController(page)?.environment.pageStorage
    }

    func select(_ id: String) async {
        selection.wrappedValue = id
        await host.settle()
    }
}

extension AdapterScenarios {
    @MainActor @Suite("issue 25: state beyond the window") struct PageStateTests {
        @Test("a draft and a scroll position in PageStorage come back after the page was released beyond the cache")
        func storageBeyondTheCache() async {
            let world = World()
            let screen = DraftScreen(world: world, configuration: PagingConfiguration(preloadRadius: 1, cacheLimit: 0))
            screen.host.render()
            await screen.host.settle()
            let first = screen.container.page(at: 0)
            let storage = screen.storage(of: "d0")
            storage?["draft"] = "Half a comment"
            storage?["scrollY"] = 420.0
            #expect(storage?["draft", default: ""] == "Half a comment")

            await screen.select("d9")
            #expect(screen.container.page(at: 0) == nil, "d0 was released")
            await screen.select("d0")
            let made = screen.container.page(at: 0)
            #expect(made != nil && made !== first, "a new page for d0")
            #expect(screen.storage(of: "d0")?["draft", default: ""] == "Half a comment")
            #expect(screen.storage(of: "d0")?["scrollY", default: 0.0] == 420.0)
            #expect(screen.storage(of: "d1")?["draft", default: "none"] == "none", "another item has its own")
        }

        @Test(
            "within the cache the page itself comes back (its SwiftUI state with it); after memory pressure, its storage"
        )
        func withinTheCache() async {
            let world = World()
            let screen = DraftScreen(world: world, configuration: PagingConfiguration(preloadRadius: 1, cacheLimit: 4))
            screen.host.render()
            await screen.host.settle()
            let first = screen.container.page(at: 0)
            screen.storage(of: "d0")?["draft"] = "kept"
            await screen.select("d3")
            await screen.select("d0")
            #expect(screen.container.page(at: 0) === first, "the same hosting controller: its @State lives on")

            await screen.select("d4")
            await UIApplication.shared.modelReceiveMemoryWarning()
            await screen.host.settle()
            await screen.select("d0")
            #expect(screen.container.page(at: 0) !== first)
            #expect(screen.storage(of: "d0")?["draft", default: ""] == "kept")
        }

        @Test("an edit keeps a surviving item's storage and drops a removed item's (rule 10)")
        func editsKeepAndDrop() async {
            let world = World()
            let screen = DraftScreen(world: world, configuration: PagingConfiguration(preloadRadius: 1))
            screen.host.render()
            await screen.host.settle()
            screen.storage(of: "d0")?["draft"] = "zero"
            screen.storage(of: "d1")?["draft"] = "one"
            await screen.select("d8")
            // d1 is removed and put back: a new item with an old name starts empty.
            screen.ids.remove(at: 1)
            ModelViewGraph.shared.invalidate()
            await screen.host.settle()
            screen.ids.insert("d1", at: 1)
            ModelViewGraph.shared.invalidate()
            await screen.host.settle()
            await screen.select("d0")
            #expect(screen.storage(of: "d0")?["draft", default: ""] == "zero")
            #expect(screen.storage(of: "d1")?["draft", default: "empty"] == "empty")
            #expect(ModelViewGraph.shared.violations.isEmpty)
        }
    }
}
