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
    # The PagedKit package's modules are one package, as SwiftPM builds them (`-package-name`); the
    # UIKit and SwiftUI stand-ins are not in it, as Apple's frameworks are not.
    local package=()
    case $name in
        UIKit | SwiftUI | HostApp) ;;
        *) package=(-package-name pagedkit) ;;
    esac
    swiftc -emit-module -module-name "$name" "${swiftc_flags[@]}" "${package[@]}" \
        -emit-module-path "$work/$name.swiftmodule" "$@"
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

# Availability (issue 22, M7). On Linux the compiler checks no Apple platform availability, so an
# adapter could use API newer than the deployment target (iOS 16) without `#available` and still
# type-check here. The model names the iOS version of every declaration newer than iOS 16 in its
# doc comment ("/// UIKit (iOS 17): `var allowsKeyboardScrolling …`", the convention of Stubs/); this
# check fails on an adapter line that uses such a name outside an `if`/`guard #available(iOS N…)`
# or `@available(iOS N…)` scope with N at least that version. It first proves it can fail, on a
# sample with an unguarded use. Only iOS is checked: the adapters claim iOS only (README, Status).
echo "== Availability: adapter uses of API newer than iOS 16 are guarded"
cat > "$work/check-availability.awk" <<'AWK'
# Availability check: adapter uses of SDK API newer than the deployment target must be guarded.
# Input: the model's files first (FILENAME under Stubs/), then the adapter files.
# Variables: deployment (e.g. 16.0).

function vnum(v,    parts, n) {
    n = split(v, parts, ".")
    return parts[1] * 100 + (n > 1 ? parts[2] : 0)
}

# Strips string literals and line comments (approximately: enough for brace counting and uses).
function code(line,    out) {
    out = line
    gsub(/"([^"\\]|\\.)*"/, "\"\"", out)
    sub(/\/\/.*$/, "", out)
    return out
}

FNR == 1 { depth = 0; top = 0; pending = "" }

# The model: "/// UIKit (iOS 17): `var allowsKeyboardScrolling: Bool …`".
FILENAME ~ /Stubs\// {
    if (match($0, /\/\/\/ (UIKit|SwiftUI|QuartzCore) \(iOS [0-9.]+\): `/)) {
        header = substr($0, RSTART, RLENGTH)
        match(header, /iOS [0-9.]+/)
        version = substr(header, RSTART + 4, RLENGTH - 4)
        rest = substr($0, RSTART + RLENGTH)
        if (match(rest, /(var|func|class|struct|enum|protocol|typealias) [A-Za-z_][A-Za-z0-9_.]*/)) {
            declared = substr(rest, RSTART, RLENGTH)
            sub(/^[a-z]+ /, "", declared)
            n = split(declared, components, ".")
            name = components[n]
            if (vnum(version) > vnum(deployment)) {
                if (!(name in needed) || vnum(version) < vnum(needed[name])) needed[name] = version
            }
        }
    }
    next
}

# The adapters.
{
    text = code($0)
    opens = gsub(/\{/, "{", text)
    closes = gsub(/\}/, "}", text)
    lineVersion = ""
    if (match(text, /[#@]available\(iOS [0-9.]+/)) {
        lineVersion = substr(text, RSTART, RLENGTH)
        sub(/^[#@]available\(iOS /, "", lineVersion)
    }
    # Uses on this line.
    for (name in needed) {
        if (match(text, "(^|[^A-Za-z0-9_])" name "([^A-Za-z0-9_]|$)")) {
            guarded = (lineVersion != "" && vnum(lineVersion) >= vnum(needed[name]))
            for (i = 1; i <= top && !guarded; i++) {
                if (vnum(stackVersion[i]) >= vnum(needed[name])) guarded = 1
            }
            if (pending != "" && vnum(pending) >= vnum(needed[name])) guarded = 1
            if (!guarded) {
                printf "%s:%d: `%s` is iOS %s+ (deployment iOS %s) and is not inside #available/@available\n", \
                    FILENAME, FNR, name, needed[name], deployment
                failures++
            }
        }
    }
    # Scopes: an `if #available`/`@available` block opened on this line, a `guard #available` for the
    # rest of its block, or an `@available` attribute line for the declaration that follows.
    if (lineVersion != "") {
        if (text ~ /guard[ \t]+#available/) {
            top++; stackDepth[top] = depth; stackVersion[top] = lineVersion
        } else if (opens > closes) {
            top++; stackDepth[top] = depth + 1; stackVersion[top] = lineVersion
        } else if (text ~ /^[ \t]*@available/) {
            pending = lineVersion
        }
    } else if (pending != "" && opens > closes) {
        top++; stackDepth[top] = depth + 1; stackVersion[top] = pending
        pending = ""
    }
    depth += opens - closes
    while (top > 0 && depth < stackDepth[top]) top--
}

END {
    if (failures > 0) {
        printf "check-availability: %d unguarded use(s) of API newer than iOS %s\n", failures, deployment
        exit 1
    }
}
AWK
model_files=()
while IFS= read -r file; do model_files+=("$file"); done < <(swift_files Stubs/UIKit; swift_files Stubs/SwiftUI)
printf 'func f(s: UIScrollView) {\n    s.allowsKeyboardScrolling = false\n}\n' > "$work/unguarded.swift"
if awk -v deployment=16.0 -f "$work/check-availability.awk" "${model_files[@]}" "$work/unguarded.swift" > /dev/null; then
    echo "typecheck-adapters: the availability check missed an unguarded use in its own sample"
    exit 1
fi
awk -v deployment=16.0 -f "$work/check-availability.awk" "${model_files[@]}" "${uikit_sources[@]}" "${swiftui_sources[@]}"

echo "typecheck-adapters: PagedKitUIKit and PagedKitSwiftUI type-check against the UIKit and SwiftUI stubs"
