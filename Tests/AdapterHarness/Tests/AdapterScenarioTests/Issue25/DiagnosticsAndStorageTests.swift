import PagedKit
import PagedKitSwiftUI
import PagedKitUIKit
@_spi(UIKitModel) import SwiftUI
import Testing
@_spi(UIKitModel) import UIKit

extension AdapterScenarios {
    @MainActor @Suite("issue 25: diagnostics and page storage") struct DiagnosticsAndStorageTests {
        @Test("each diagnostic says what was wrong and what the pager did")
        func descriptions() {
            let missing = PagedViewDiagnostic.selectionNotFound("zz").description
            #expect(missing.contains("zz") && missing.contains("10000") && missing.contains("writes it back"))
            let duplicate = PagedViewDiagnostic.duplicateIdentifier("a", pages: [0, 2]).description
            #expect(duplicate.contains("[0, 2]") && duplicate.contains("unique"))
            let paging = PagedViewDiagnostic.paging(.pageCountClamped(reported: -3, usable: 0)).description
            #expect(paging.hasPrefix("PagedView: ") && paging.count > "PagedView: ".count)
        }

        @Test(
            "without a diagnostics handler, a selection missing from 300 items (searched everywhere) twice leaves the pager where it was"
        )
        func printedOnceWithoutHandler() async {
            let world = World()
            let selection = State<String?>(wrappedValue: "c5")
            let ids = (0..<300).map { "c\($0)" }
            let host = ModelRepresentableHost(in: world.window) {
                PagedView(ids, id: \.self, selection: selection.projectedValue) { _ in Probe(index: 0) }
            }
            host.render()
            await host.settle()
            for _ in 0..<2 {
                selection.wrappedValue = "missing"
                await host.settle()
                #expect(selection.wrappedValue == "c5")
                #expect(host.controller!.container.settledPage == 5)
            }
            #expect(ModelViewGraph.shared.violations.isEmpty)
        }

        @Test("PageStorage: a binding reads and writes the value; the optional subscript; a write tells observers")
        func storageAPI() {
            _ = World()
            let storage = PageStorage()
            let observer = UIHostingController(rootView: StorageReader(storage: storage))
            let made = modelInspectHostingController(observer)?.bodyEvaluations ?? 0
            let text = storage.binding("draft", default: "")
            #expect(text.wrappedValue == "")
            text.wrappedValue = "Hello"
            #expect(storage["draft", default: ""] == "Hello")
            let stored: String? = storage["draft"]
            #expect(stored == "Hello")
            let other: Int? = storage["draft"]
            #expect(other == nil, "another type reads as nothing")
            storage["count"] = 3 as Int?
            #expect(storage["count", default: 0] == 3)
            storage["count"] = nil as Int?
            #expect(storage["count", default: 0] == 0)
            let evaluated = (modelInspectHostingController(observer)?.bodyEvaluations ?? 0) - made
            #expect(evaluated == 3, "a view observing the storage was evaluated once per write")
        }
    }
}

/// A view that observes a page's storage.
struct StorageReader: View {
    @ObservedObject var storage: PageStorage
    var body: some View { Text(storage["draft", default: ""]) }
}
