import PagedKit
import PagedKitSwiftUI
import PagedKitUIKit
@_spi(UIKitModel) import SwiftUI
import Testing
@_spi(UIKitModel) import UIKit

/// SplitMix64: a small seeded generator, so a randomized run is the same on every machine.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension AdapterScenarios {
    @MainActor @Suite("issue 25: random use of the selection") struct RandomSelectionTests {
        /// What a step did, for the failure message.
        enum Step: CustomStringConvertible {
            case swipe(forward: Bool)
            case write(String, animated: Bool)
            case writeMissing(String)
            case insert(String, at: Int)
            case remove(String)
            case writeWhileSettling(String)

            var description: String {
                switch self {
                case .swipe(let forward): "swipe \(forward ? "forward" : "back")"
                case .write(let id, let animated): "write \(id)\(animated ? " (animated)" : "")"
                case .writeMissing(let id): "write missing \(id)"
                case .insert(let id, let index): "insert \(id) at \(index)"
                case .remove(let id): "remove \(id)"
                case .writeWhileSettling(let id): "swipe, write \(id) while it settles"
                }
            }
        }

        @Test(
            "random swipes, writes and edits: the selection names the settled item, a write is a jump, an edit keeps the item",
            arguments: [UInt64(25_001), 25_002, 25_003, 25_004])
        func randomUse(seed: UInt64) async {
            print("RandomSelectionTests seed \(seed)")
            var random = SeededGenerator(seed: seed)
            let world = World()
            let screen = ChannelScreen(world: world, ids: (0..<6).map { "c\($0)" })
            await screen.show()
            var made = 100
            var log: [Step] = []

            func rest() async {
                for _ in 0..<3 {
                    await screen.host.settle()
                    world.settle()
                }
                await screen.host.settle()
            }

            for _ in 0..<40 {
                let ids = screen.channels.map(\.id)
                let before = screen.selection.wrappedValue
                let settledBefore = screen.container.settledPage
                var expected: String?? = nil  // the selection the step must end on, when it says
                switch (Int.random(in: 0..<7, using: &random), ids.isEmpty) {
                case (6, false) where ids.count > 1:
                    // A write that arrives while the pager moves, before SwiftUI renders it. (Of another
                    // item than the selected one: writing the value a binding holds changes nothing.)
                    let id = ids.filter { $0 != before }.randomElement(using: &random)!
                    log.append(.writeWhileSettling(id))
                    screen.scrollView.modelDrag(by: CGPoint(x: 60, y: 0), frames: 3)
                    screen.scrollView.modelLift(velocity: CGPoint(x: 900, y: 0))
                    world.frames(Int.random(in: 0..<4, using: &random))
                    screen.selection.wrappedValue = id
                    // Sometimes the pager comes to rest before SwiftUI's update delivers the write.
                    if Bool.random(using: &random) { world.settle() }
                    await rest()
                    expected = .some(id)
                case (0, false), (1, false):
                    let forward = Bool.random(using: &random)
                    log.append(.swipe(forward: forward))
                    screen.scrollView.modelDrag(by: CGPoint(x: forward ? 120 : -120, y: 0), frames: 6)
                    screen.scrollView.modelLift(velocity: CGPoint(x: forward ? 900 : -900, y: 0))
                    await rest()
                    let target = forward ? min(settledBefore + 1, ids.count - 1) : max(settledBefore - 1, 0)
                    expected = .some(ids[target])
                case (2, false):
                    let id = ids.randomElement(using: &random)!
                    let animated = Bool.random(using: &random)
                    log.append(.write(id, animated: animated))
                    if animated {
                        withAnimation { screen.selection.wrappedValue = id }
                    } else {
                        screen.selection.wrappedValue = id
                    }
                    await rest()
                    expected = .some(id)
                case (3, _):
                    let id = "missing\(made)"
                    made += 1
                    log.append(.writeMissing(id))
                    screen.selection.wrappedValue = id
                    await rest()
                    expected = .some(before)
                case (4, _), (_, true):
                    let id = "n\(made)"
                    made += 1
                    let index = Int.random(in: 0...ids.count, using: &random)
                    log.append(.insert(id, at: index))
                    await screen.edit { $0.insert(FeedChannel(id: id), at: index) }
                    await rest()
                    expected = .some(before ?? id)
                default:
                    let id = ids.randomElement(using: &random)!
                    log.append(.remove(id))
                    await screen.edit { $0.removeAll { $0.id == id } }
                    await rest()
                    let remaining = screen.channels.map(\.id)
                    if id == before {
                        // Rule 9: the item now at its index (clamped) becomes current.
                        expected = .some(remaining.isEmpty ? nil : remaining[min(settledBefore, remaining.count - 1)])
                    } else {
                        expected = .some(before)
                    }
                }
                let trail = log.suffix(6).map(\.description).joined(separator: "; ")
                let now = screen.channels.map(\.id)
                let selection = screen.selection.wrappedValue
                #expect(screen.container.pageCount == now.count, "seed \(seed): \(trail)")
                if now.isEmpty {
                    #expect(selection == nil, "seed \(seed): \(trail)")
                } else {
                    #expect(
                        selection == now[screen.container.settledPage],
                        "seed \(seed): the selection names the settled item; \(trail)")
                }
                if let expected {
                    #expect(selection == expected, "seed \(seed): \(trail)")
                }
                #expect(screen.container.scrollState == .idle, "seed \(seed): \(trail)")
            }
            #expect(ModelViewGraph.shared.violations.isEmpty, "seed \(seed)")
        }
    }
}
