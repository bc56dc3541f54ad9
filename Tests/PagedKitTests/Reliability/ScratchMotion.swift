import Testing
@testable import PagedKit
import PagedKitTesting

@MainActor @Suite struct ScratchMotion {
    @Test func one() {
        FuzzRig.debugMotion = true
        let failures = Fuzzer.replay(
            pageCount: 0,
            configuration: PagingConfiguration(preloadRadius: 2, cacheLimit: 1, isLooping: true, axis: .vertical, direction: .rightToLeft, pageSize: .fraction(1.5)),
            judgesStepDirection: true,
            events: [
            .setViewport(320.0),
            .reload([.append(2)], animated: true),
            .reload([.duplicate(from: 2, to: 0)], animated: true),
            .configure(.looping(false)),
            .reload([.move(from: 0, to: 2), .remove(at: 3)], animated: true, showsInserted: true),
            ])
        print(failures.joined(separator: "\n"))
    }
}
