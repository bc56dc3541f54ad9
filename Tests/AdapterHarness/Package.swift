// swift-tools-version: 6.0
// The adapter harness: the real PagedKitUIKit and PagedKitSwiftUI sources, compiled against the
// behavioural UIKit and SwiftUI model in Stubs/, with scenario tests in Swift Testing. Run it with
// `bash Scripts/test-adapters.sh` from the repository root.
//
// A package of its own, referenced by nothing in the root Package.swift, so the model never
// reaches a shipped product. Its targets reach the sources through the symlinks in Sources/
// (SwiftPM rejects target paths outside the package): Sources/UIKit → Stubs/UIKit,
// Sources/PagedKitUIKit → Sources/PagedKitUIKit, and so on. The module names UIKit and SwiftUI make
// `canImport(UIKit)` true, so the adapters compile in full.
import PackageDescription

/// Zero warnings in the model, the adapters and the tests (the core is held to that by the root
/// package's CI).
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
    name: "AdapterHarness",
    targets: [
        .target(name: "UIKit", swiftSettings: strict),
        .target(name: "SwiftUI", dependencies: ["UIKit"], swiftSettings: strict),
        .target(name: "PagedKit", linkerSettings: [.linkedLibrary("m")]),
        .target(name: "PagedKitTesting", dependencies: ["PagedKit"]),
        .target(name: "PagedKitUIKit", dependencies: ["PagedKit", "UIKit"], swiftSettings: strict),
        .target(
            name: "PagedKitSwiftUI", dependencies: ["PagedKit", "PagedKitUIKit", "SwiftUI", "UIKit"],
            swiftSettings: strict),
        .target(
            name: "HostApp", dependencies: ["PagedKit", "PagedKitUIKit", "PagedKitSwiftUI", "SwiftUI", "UIKit"],
            swiftSettings: strict),
        .testTarget(
            name: "AdapterScenarioTests",
            dependencies: [
                "HostApp", "PagedKit", "PagedKitTesting", "PagedKitUIKit", "PagedKitSwiftUI", "SwiftUI", "UIKit",
            ],
            // Swift Testing ships a cross-import overlay for Testing + UIKit (`_Testing_UIKit`, image
            // attachments) that exists only in Apple SDKs; without this flag `import UIKit` next to
            // `import Testing` looks for it and fails.
            swiftSettings: strict + [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
    ],
    swiftLanguageModes: [.v6]
)
