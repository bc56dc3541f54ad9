import PagedKit
import Testing

extension RecordingDelegate {
    /// The appearance events since the last `clearEvents()`, as "index event" lines.
    func appearanceLog() -> [String] {
        events.compactMap {
            if case .appearance(let index, let appearance, _) = $0 { return "\(index) \(appearance)" }
            return nil
        }
    }

    /// The indices of the `didLoad` events since the last `clearEvents()`, in order.
    var loadedIndices: [Int] {
        events.compactMap {
            if case .didLoad(let index) = $0 { return index }
            return nil
        }
    }
}

extension Harness {
    /// Records an issue for every illegal appearance sequence since the harness was made (rule 7).
    func expectAppearanceBalanced() {
        let failures = delegate.appearanceCheck().failures
        #expect(failures.isEmpty, "\(failures)")
    }
}
