#!/usr/bin/env bash
# Type-checks the UIKit and SwiftUI adapters where UIKit and SwiftUI do not exist (Linux CI).
#
# PagedKitUIKit and PagedKitSwiftUI compile to empty modules on Linux: every file is inside
# `#if canImport(UIKit)`. This script type-checks them for real (swiftc -emit-module, no object
# code), in Swift 6 language mode with warnings as errors, against stand-in modules named UIKit and SwiftUI (Stubs/UIKit, Stubs/SwiftUI) that
# declare exactly the Apple API the adapters use, with Apple's signatures. Finding those modules on
# the import path (-I) is what makes `canImport(UIKit)` true. The stand-ins are also a behavioural
# model that Scripts/test-adapters.sh runs the adapters against; its test-only API is
# `@_spi(UIKitModel)`, which plain `import UIKit` cannot see. Then it type-checks Stubs/HostApp, code
# a host app writes against the adapters (subclassing, conforming, SwiftUI), the way the
# documentation shows.
#
# It proves the adapters are well-typed against the declared API. It cannot prove the declared API
# matches the SDK, or that the adapters behave: that takes Xcode and a simulator.
#
# Usage: Scripts/typecheck-adapters.sh   (from anywhere; needs only swiftc)
set -euo pipefail

cd "$(dirname "$0")/.."

work=$(mktemp -d "${TMPDIR:-/tmp}/pagedkit-typecheck.XXXXXX")
trap 'rm -rf "$work"' EXIT

swiftc_flags=(-swift-version 6 -parse-as-library -warnings-as-errors -I "$work")

# The Swift files under a directory, one a line, sorted.
swift_files() {
    find "$1" -name '*.swift' | LC_ALL=C sort
}

# Compiles a module into the work directory, without object code. `-emit-module` rather than
# `-typecheck`: it also runs the checks Swift 6 makes after type-checking (data races across
# isolation regions, `sending`), which `-typecheck` alone skips.
emit_module() {
    local name=$1
    shift
    swiftc -emit-module -module-name "$name" "${swiftc_flags[@]}" -emit-module-path "$work/$name.swiftmodule" "$@"
}

echo "== PagedKit (Sources/PagedKit)"
core_sources=()
while IFS= read -r file; do core_sources+=("$file"); done < <(swift_files Sources/PagedKit)
emit_module PagedKit "${core_sources[@]}"

echo "== UIKit and SwiftUI stand-ins (Stubs/)"
uikit_model=()
while IFS= read -r file; do uikit_model+=("$file"); done < <(swift_files Stubs/UIKit)
emit_module UIKit "${uikit_model[@]}"
swiftui_model=()
while IFS= read -r file; do swiftui_model+=("$file"); done < <(swift_files Stubs/SwiftUI)
emit_module SwiftUI "${swiftui_model[@]}"

echo "== PagedKitUIKit (Sources/PagedKitUIKit)"
uikit_sources=()
while IFS= read -r file; do uikit_sources+=("$file"); done < <(swift_files Sources/PagedKitUIKit)
emit_module PagedKitUIKit "${uikit_sources[@]}"

echo "== PagedKitSwiftUI (Sources/PagedKitSwiftUI)"
swiftui_sources=()
while IFS= read -r file; do swiftui_sources+=("$file"); done < <(swift_files Sources/PagedKitSwiftUI)
emit_module PagedKitSwiftUI "${swiftui_sources[@]}"

# Also the guard against the stubs silently not applying: with canImport(UIKit) false the adapter
# modules would be empty and the host app would not find PagedViewController.
echo "== A host app using the adapters (Stubs/HostApp)"
host_sources=()
while IFS= read -r file; do host_sources+=("$file"); done < <(swift_files Stubs/HostApp)
emit_module HostApp "${host_sources[@]}"

echo "typecheck-adapters: PagedKitUIKit and PagedKitSwiftUI type-check against the UIKit and SwiftUI stubs"
