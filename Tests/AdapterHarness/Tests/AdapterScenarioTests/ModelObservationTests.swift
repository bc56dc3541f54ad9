@_spi(UIKitModel) import SwiftUI
import Testing
@_spi(UIKitModel) import UIKit

/// An object that announces each change of its value, as an app's model would on iOS.
final class ObservedCounter: ObservableObject {
    var value = 0 { willSet { objectWillChange.send() } }
}

/// An object with a publisher of its own (Combine allows either).
final class OwnPublisherCounter: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    var value = 0 { willSet { objectWillChange.send() } }
}

/// An object that announces a change after it (iOS allows either; SwiftUI's update comes later in
/// both cases, the model's at the send).
final class AfterChangeCounter: ObservableObject {
    var value = 0 { didSet { objectWillChange.send() } }
}

/// Body evaluations by view name.
@MainActor final class BodyLog {
    var counts: [String: Int] = [:]
    func count(_ name: String) { counts[name, default: 0] += 1 }
}

private enum ObservationLabelKey: EnvironmentKey {
    static var defaultValue: String { "default" }
}

extension EnvironmentValues {
    fileprivate var observationLabel: String {
        get { self[ObservationLabelKey.self] }
        set { self[ObservationLabelKey.self] = newValue }
    }
}

/// A view that observes a counter and shows its value with the label its environment carries.
private struct CounterReadout: View {
    @ObservedObject var counter: ObservedCounter
    @Environment(\.observationLabel) var label
    let log: BodyLog

    var body: some View {
        log.count("readout")
        return Text("\(label) \(counter.value)")
    }
}

/// A parent that does not observe the counter, with the readout inside it.
private struct CounterFrame: View {
    let counter: ObservedCounter
    let log: BodyLog

    var body: some View {
        log.count("frame")
        return CounterReadout(counter: counter, log: log)
    }
}

/// A view observing an object with a publisher of its own.
private struct OwnPublisherReadout: View {
    @ObservedObject var counter: OwnPublisherCounter

    var body: some View { Text("\(counter.value)") }
}

/// A view that observes a counter and shows it in a representable.
private struct RepresentedCounter: View {
    @ObservedObject var counter: AfterChangeCounter
    let log: CallLog

    var body: some View { RecordingRepresentable(label: "\(counter.value)", log: log) }
}

/// A view whose body changes the object it observes: what SwiftUI reports at run time.
private struct SelfChangingReadout: View {
    @ObservedObject var counter: AfterChangeCounter

    var body: some View {
        if counter.value == 1 { counter.value = 2 }
        return Text("\(counter.value)")
    }
}

/// A view that reads the label and observes nothing.
private struct LabelReadout: View {
    @Environment(\.observationLabel) var label

    var body: some View { Text(label) }
}

@MainActor private func shownText(_ hosting: UIViewController) -> String? {
    (modelInspectHostingController(hosting)?.content as? Text)?.modelString
}

@MainActor private func evaluations(_ hosting: UIViewController) -> Int? {
    modelInspectHostingController(hosting)?.bodyEvaluations
}

/// The SwiftUI model's observation: `ObservableObject`, `@ObservedObject` and `@Environment` inside a
/// hosting controller's content (Stubs/SwiftUI/Observation.swift).
extension AdapterScenarios {
    @MainActor @Suite("SwiftUI model: observed objects and the environment") struct ModelObservationTests {
        @Test("a send evaluates the observing view once: not its parent, not another controller's content")
        func sendEvaluatesTheObserver() {
            _ = World()
            let counter = ObservedCounter()
            let other = ObservedCounter()
            let log = BodyLog()
            let otherLog = BodyLog()
            let page = UIHostingController(
                rootView: CounterFrame(counter: counter, log: log).environment(\.observationLabel, "page"))
            let sibling = UIHostingController(rootView: CounterFrame(counter: other, log: otherLog))
            // (An inspection evaluates the content too, uncounted: read the log first.)
            #expect(log.counts == ["frame": 1, "readout": 1], "the make evaluates the content down to its leaf")
            #expect(evaluations(page) == 1, "the make")
            #expect(modelInspectHostingController(page)?.observingViews == 1)
            let before = ModelViewGraph.shared.bodyEvaluations
            log.counts = [:]
            otherLog.counts = [:]

            counter.value = 1
            #expect(ModelViewGraph.shared.bodyEvaluations == before + 1)
            #expect(log.counts == ["readout": 1], "the observer only, not its parent")
            #expect(otherLog.counts.isEmpty, "the sibling's content observes another object")
            #expect(evaluations(page) == 2)
            #expect(evaluations(sibling) == 1)
            #expect(shownText(page) == "page 1")

            counter.value = 2
            counter.value = 3
            #expect(ModelViewGraph.shared.bodyEvaluations == before + 3, "one per send")
            #expect(evaluations(page) == 4)
            #expect(evaluations(sibling) == 1)
            #expect(shownText(page) == "page 3")
            #expect(ModelViewGraph.shared.violations.isEmpty)
        }

        @Test("a view observed through a publisher the class declares itself")
        func ownPublisher() {
            _ = World()
            let counter = OwnPublisherCounter()
            let hosting = UIHostingController(rootView: OwnPublisherReadout(counter: counter))
            counter.value = 7
            #expect(evaluations(hosting) == 2)
            #expect(shownText(hosting) == "7")
        }

        @Test("@Environment reads what is written above the view, and the default outside an evaluation")
        func environmentReads() {
            _ = World()
            let written = UIHostingController(rootView: LabelReadout().environment(\.observationLabel, "written"))
            let plain = UIHostingController(rootView: LabelReadout())
            #expect(shownText(written) == "written")
            #expect(shownText(plain) == "default")
            #expect(LabelReadout().label == "default", "outside an evaluation")
            let counter = ObservedCounter()
            let log = BodyLog()
            let nested = UIHostingController(
                rootView: AnyView(CounterFrame(counter: counter, log: log)).environment(\.observationLabel, "outer")
                    .environment(\.observationLabel, "ignored"))
            counter.value = 5
            #expect(shownText(nested) == "outer 5", "the innermost write wins, and a re-evaluation keeps it")
        }

        @Test("a deallocated hosting controller stops counting, and lets its objects go")
        func deallocatedController() {
            _ = World()
            let counter = ObservedCounter()
            let log = BodyLog()
            var hosting: UIHostingController<CounterFrame>? = UIHostingController(
                rootView: CounterFrame(counter: counter, log: log))
            weak let weakHosting = hosting
            counter.value = 1
            #expect(log.counts["readout"] == 2)
            let before = ModelViewGraph.shared.bodyEvaluations
            hosting = nil
            #expect(weakHosting == nil)
            counter.value = 2
            #expect(ModelViewGraph.shared.bodyEvaluations == before)
            #expect(log.counts["readout"] == 2)
            #expect(ModelViewGraph.shared.observingHostingControllers == 0)

            var dropped: ObservedCounter? = ObservedCounter()
            weak let weakDropped = dropped
            var page: UIHostingController<CounterFrame>? = UIHostingController(
                rootView: CounterFrame(counter: dropped!, log: log))
            #expect(page != nil)
            dropped = nil
            #expect(weakDropped != nil, "the content holds its object")
            page = nil
            counter.value = 3  // any send drops the subscriptions of deallocated controllers
            #expect(weakDropped == nil, "and lets it go with the controller")
        }

        @Test("an assignment evaluates the content anew: subscriptions are replaced, not added")
        func reassignmentDoesNotDoubleSubscriptions() {
            _ = World()
            let counter = ObservedCounter()
            let log = BodyLog()
            let hosting = UIHostingController(rootView: CounterFrame(counter: counter, log: log))
            for _ in 0..<1000 { hosting.rootView = CounterFrame(counter: counter, log: log) }
            #expect(evaluations(hosting) == 1001, "one at the make, one per assignment")
            #expect(hosting.modelInspectionObservingViews == 1)
            let before = ModelViewGraph.shared.bodyEvaluations
            for value in 1...1000 { counter.value = value }
            #expect(ModelViewGraph.shared.bodyEvaluations == before + 1000, "one per send, not two")
            #expect(evaluations(hosting) == 2001)
            #expect(hosting.modelInspectionObservingViews == 1)

            // Another object in a new root view: the old one no longer evaluates anything.
            let replacement = ObservedCounter()
            hosting.rootView = CounterFrame(counter: replacement, log: log)
            let afterAssignment = ModelViewGraph.shared.bodyEvaluations
            counter.value = 0
            #expect(ModelViewGraph.shared.bodyEvaluations == afterAssignment)
            replacement.value = 1
            #expect(ModelViewGraph.shared.bodyEvaluations == afterAssignment + 1)
        }

        @Test("a representable below an observing view is updated with what its evaluation produced")
        func representableUpdatedBySend() {
            let world = World()
            let counter = AfterChangeCounter()
            let log = CallLog()
            let hosting = UIHostingController(rootView: RepresentedCounter(counter: counter, log: log))
            world.show(hosting)
            #expect(log.calls == ["make 0", "update 0"])
            counter.value = 1
            #expect(log.calls == ["make 0", "update 0", "update 1"])
            #expect(evaluations(hosting) == 2)
        }

        @Test("a body that changes the object it observes is reported, and its send still evaluates the view")
        func sendDuringEvaluation() {
            _ = World()
            let counter = AfterChangeCounter()
            let hosting = UIHostingController(rootView: SelfChangingReadout(counter: counter))
            #expect(ModelViewGraph.shared.violations.isEmpty)
            counter.value = 1
            #expect(
                ModelViewGraph.shared.violations == [
                    "Publishing changes from within view updates is not allowed, this will cause undefined behavior."
                ])
            #expect(evaluations(hosting) == 3, "the make, the send, and the send from inside the evaluation")
            #expect(shownText(hosting) == "2")
        }

        @Test("an object keeps one publisher; another object gets its own")
        func publisherPerObject() {
            let first = ObservedCounter()
            let second = ObservedCounter()
            #expect(first.objectWillChange === first.objectWillChange)
            #expect(first.objectWillChange !== second.objectWillChange)
        }
    }
}

extension UIHostingController {
    /// How many views of the content observe objects.
    fileprivate var modelInspectionObservingViews: Int? {
        modelInspectHostingController(self)?.observingViews
    }
}
