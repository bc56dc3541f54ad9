#!/usr/bin/env bash
# Runs the real UIKit and SwiftUI adapters on Linux, against a behavioural model of UIKit and
# SwiftUI, and measures how much of them ran.
#
# Tests/AdapterHarness is a SwiftPM package of its own (nothing in the root Package.swift refers to
# it): its targets are symlinks to Sources/PagedKit, Sources/PagedKitUIKit, Sources/PagedKitSwiftUI,
# Sources/PagedKitTesting, Stubs/HostApp and the model, Stubs/UIKit and Stubs/SwiftUI, compiled as
# the modules `UIKit` and `SwiftUI` (so `canImport(UIKit)` is true and the adapters compile in full).
# Its Swift Testing scenarios drive the model — touches, the 60 Hz display clock, scenes,
# accessibility, a SwiftUI host — and check what the adapters do. Every issue-14 defect is fixed
# and asserted as such; the count below of tests that record a known issue must stay 0.
#
# Prints `N passed, N failed` and `adapter line coverage: X%` (lines of Sources/PagedKitUIKit and
# Sources/PagedKitSwiftUI run by the tests, measured with the toolchain's llvm-cov), then the lines
# no test ran. Exits non-zero if the build fails or any test fails.
#
# Usage: bash Scripts/test-adapters.sh   (from anywhere; needs only the Swift toolchain)
set -euo pipefail

cd "$(dirname "$0")/.."
harness=Tests/AdapterHarness

work=$(mktemp -d "${TMPDIR:-/tmp}/pagedkit-adapters.XXXXXX")
trap 'rm -rf "$work"' EXIT

# llvm-cov and llvm-profdata beside the swift driver (the toolchain's own; /opt/swift/usr/bin on
# CI), else on PATH.
swift_bin=$(dirname "$(readlink -f "$(command -v swift)")")
llvm_cov="$swift_bin/llvm-cov"
llvm_profdata="$swift_bin/llvm-profdata"
[ -x "$llvm_cov" ] || llvm_cov=$(command -v llvm-cov)
[ -x "$llvm_profdata" ] || llvm_profdata=$(command -v llvm-profdata)

# Raw profiles of this run only (SwiftPM merges them only when every test passes; this script
# merges them itself, so coverage is reported either way).
bin_path=$(swift build --package-path "$harness" --show-bin-path)
rm -rf "$bin_path/codecov"

echo "== swift test (Tests/AdapterHarness: the adapters against the UIKit and SwiftUI model)"
status=0
swift test --package-path "$harness" --disable-xctest --enable-code-coverage \
    --xunit-output "$work/results.xml" 2>&1 | tee "$work/test.log" || status=$?

results="$work/results.xml"
if [ ! -f "$results" ]; then
    echo "test-adapters: no test results (the build failed?)"
    exit 1
fi

# A passing test case is `<testcase … />`; a failing one encloses its <failure> elements.
total=$(grep -c '<testcase ' "$results" || true)
failed=$(grep '<testcase ' "$results" | grep -vc '/>[[:space:]]*$' || true)
passed=$((total - failed))
known=$(grep -cE '^━ Test ".* passed after .* with [0-9]+ known issues?\.$' "$work/test.log" || true)

# Coverage of the adapter sources, as the coverage mapping names them (paths under the harness).
binary="$bin_path/AdapterHarnessPackageTests.xctest"
profile="$work/adapters.profdata"
raw_profiles=()
while IFS= read -r file; do raw_profiles+=("$file"); done < <(find "$bin_path/codecov" -name '*.profraw' 2>/dev/null)
if [ "${#raw_profiles[@]}" -gt 0 ]; then
    "$llvm_profdata" merge -sparse "${raw_profiles[@]}" -o "$profile"
fi
sources=()
while IFS= read -r file; do sources+=("${file#"$harness"/}"); done < <(
    find -L "$harness/Sources/PagedKitUIKit" "$harness/Sources/PagedKitSwiftUI" -name '*.swift' | LC_ALL=C sort)
coverage="unknown"
if [ -f "$profile" ]; then
    report=$(cd "$harness" && "$llvm_cov" report "$binary" -instr-profile="$profile" "${sources[@]}")
    # TOTAL  regions missed cover  functions missed executed  lines missed cover …
    coverage=$(printf '%s\n' "$report" | awk '$1 == "TOTAL" { printf "%.2f", ($8 - $9) * 100 / $8 }')
    uncovered=$(cd "$harness" && "$llvm_cov" show "$binary" -instr-profile="$profile" "${sources[@]}" \
        | awk '/^\/.*\.swift:$/ { file = $0; sub(/^.*\/Sources\//, "Sources/", file); sub(/:$/, "", file) }
               /^ *[0-9]+\| *0\|/ { split($0, parts, "|"); line = parts[1]; gsub(/ /, "", line);
                                     code = substr($0, index($0, parts[3])); print "  " file ":" line ":" code }')
fi

echo
if [ -n "${uncovered:-}" ]; then
    echo "Adapter lines no test ran:"
    printf '%s\n' "$uncovered"
    echo
fi
echo "$known of the passed tests record known issues of issue 14 (withKnownIssue)"
echo "$passed passed, $failed failed"
echo "adapter line coverage: $coverage%"

if [ "$status" -ne 0 ] || [ "$failed" -ne 0 ] || [ "$total" -eq 0 ]; then
    exit 1
fi
