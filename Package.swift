// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PagedKit",
    platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .visionOS(.v1)],
    products: [
        .library(name: "PagedKit", targets: ["PagedKit"]),
        .library(name: "PagedKitTesting", targets: ["PagedKitTesting"]),
        .executable(name: "paged-demo", targets: ["paged-demo"]),
    ],
    targets: [
        .target(
            name: "PagedKit",
            // `Double.rounded` needs libm on Linux when nothing else links it.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .target(name: "PagedKitTesting", dependencies: ["PagedKit"]),
        .executableTarget(name: "paged-demo", dependencies: ["PagedKit"]),
        .testTarget(name: "PagedKitTests", dependencies: ["PagedKit", "PagedKitTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
