import PagedKit
@_spi(UIKitModel) import SwiftUI
import Testing
@_spi(UIKitModel) import UIKit

/// A representable that records what SwiftUI called.
struct RecordingRepresentable: UIViewControllerRepresentable {
    let label: String
    let log: CallLog

    func makeUIViewController(context: Context) -> UIViewController {
        log.calls.append("make \(label)")
        return UIViewController()
    }

    func updateUIViewController(_ controller: UIViewController, context: Context) {
        log.calls.append("update \(label)")
    }
}

/// Calls in order.
final class CallLog: @unchecked Sendable {
    var calls: [String] = []
}

/// Issue 23: the SwiftUI model's additions, against what they cite.
extension AdapterScenarios {
    @MainActor @Suite("issue 23: SwiftUI model") struct Issue23ModelTests {
        @Test(
            "a representable in a hosting controller's content is made once, in a window, and updated by new root views",
            arguments: [ModelHostedRepresentableTiming.firstLayout, .windowEntry])
        func hostedRepresentable(timing: ModelHostedRepresentableTiming) {
            let world = World()
            ModelViewGraph.shared.hostedRepresentableTiming = timing
            let log = CallLog()
            let hosting = UIHostingController(rootView: RecordingRepresentable(label: "a", log: log))
            hosting.loadViewIfNeeded()
            #expect(log.calls.isEmpty, "not made outside a window")
            let root = UIViewController()
            root.addChild(hosting)
            root.view.addSubview(hosting.view)
            hosting.didMove(toParent: root)
            world.show(root)
            #expect(log.calls == ["make a", "update a"])
            #expect(hosting.children.count == 1, "the representable's controller is a child of the hosting controller")
            hosting.rootView = RecordingRepresentable(label: "b", log: log)
            world.frames()
            #expect(log.calls == ["make a", "update a", "update b"], "made once, then updated")
        }

        @Test("with .preferredContentSize, the hosting controller keeps its content's ideal size and tells its parent")
        func sizingOptions() {
            let world = World()
            let parent = SizeListeningController()
            let box = RowCountBox()
            let hosting = UIHostingController(rootView: Rows(count: 2, loaded: box))
            parent.addChild(hosting)
            hosting.didMove(toParent: parent)
            world.show(parent)
            #expect(hosting.preferredContentSize == .zero, "the default options track nothing")
            hosting.sizingOptions = .preferredContentSize
            #expect(hosting.preferredContentSize == CGSize(width: 320, height: 88))
            #expect(parent.changes == 1)
            box.value = 3
            hosting.modelContentSizeDidChange()
            #expect(hosting.preferredContentSize == CGSize(width: 320, height: 220))
            #expect(parent.changes == 2)
            hosting.modelContentSizeDidChange()
            #expect(parent.changes == 2, "no change, no call")
        }
    }
}

/// A parent counting `preferredContentSizeDidChange(forChildContentContainer:)`.
final class SizeListeningController: UIViewController {
    var changes = 0
    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        changes += 1
    }
}
