// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PagedKit",
    platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .visionOS(.v1)],
    products: [
        .library(name: "PagedKit", targets: ["PagedKit"]),
        .library(name: "PagedKitTesting", targets: ["PagedKitTesting"]),
        .library(name: "PagedKitUIKit", targets: ["PagedKitUIKit"]),
        .library(name: "PagedKitSwiftUI", targets: ["PagedKitSwiftUI"]),
        .executable(name: "paged-demo", targets: ["paged-demo"]),
        .executable(name: "paged-bench", targets: ["paged-bench"]),
    ],
    targets: [
        .target(
            name: "PagedKit",
            // `Double.rounded` needs libm on Linux when nothing else links it.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .target(name: "PagedKitTesting", dependencies: ["PagedKit"]),
        // The adapters: every file is inside `#if canImport(UIKit)`, so they are empty modules where
        // UIKit does not exist; Scripts/typecheck-adapters.sh checks them against stubs there.
        .target(name: "PagedKitUIKit", dependencies: ["PagedKit"]),
        .target(name: "PagedKitSwiftUI", dependencies: ["PagedKit", "PagedKitUIKit"]),
        // The demo's testable logic: the terminal host, the scripted scenario and the frame renderer.
        .target(name: "PagedDemoKit", dependencies: ["PagedKit"]),
        .executableTarget(name: "paged-demo", dependencies: ["PagedDemoKit", "PagedKit"]),
        // The benchmark and its heap counter (a malloc replacement on glibc), linked into nothing else.
        .target(name: "MallocCounter"),
        .executableTarget(name: "paged-bench", dependencies: ["PagedKit", "MallocCounter"]),
        .testTarget(name: "PagedKitTests", dependencies: ["PagedKit", "PagedKitTesting", "PagedDemoKit"]),
    ],
    swiftLanguageModes: [.v6]
)
