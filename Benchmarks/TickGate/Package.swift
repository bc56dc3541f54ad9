// swift-tools-version: 6.0
// The tick gate (issue 35): PagedKit's hot paths measured from outside the module, as an app's code
// calls them. A package of its own that depends on the project by path and builds in release
// (`-c release`, so `-O`): unspecialized generic code costs here what it costs an app.
// `Scripts/perf-gate.sh` builds and runs it, and `.ci/run` runs that script. The root package does
// not see it: `swift build` and `swift test` at the root never build it.
import PackageDescription

// A path dependency is named after its folder (a clone may be called anything).
let project = String(Context.packageDirectory.split(separator: "/").dropLast(2).last ?? "PagedKit")

let package = Package(
    name: "TickGate",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(path: "../..")],
    targets: [
        // The project's heap counter (`Sources/MallocCounter`, a malloc replacement on glibc), by a
        // symbolic link: the root package does not export it as a product.
        .target(name: "GateMallocCounter"),
        .executableTarget(
            name: "tick-gate",
            dependencies: [.product(name: "PagedKit", package: project), "GateMallocCounter"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
