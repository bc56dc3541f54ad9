#!/usr/bin/env bash
# Builds PagedKit's DocC documentation into .build/docs. Fails on a link DocC cannot resolve (a
# symbol link or <doc:> reference to nothing, or to more than one thing); with --strict, fails on
# every DocC warning (a doc comment that leaves a parameter undocumented, for one).
#
#   1. `swift build --target PagedKit` in its own scratch directory (.build/docs-build by default;
#      set PAGEDKIT_DOCS_SCRATCH to use another), so it neither rebuilds nor disturbs the main build.
#   2. `swift-symbolgraph-extract` reads the public symbols of the built module into a fresh
#      directory, so the graph always matches the sources, incremental build or not.
#   3. `docc convert` renders Sources/PagedKit/PagedKit.docc with that graph, warnings as errors.
#
# The adapters (PagedKitUIKit, PagedKitSwiftUI) and PagedKitTesting are not in this catalog: the
# articles name their types in code voice, not as symbol links.
#
# Usage: Scripts/build-docs.sh [--strict]   (from anywhere)
set -euo pipefail

cd "$(dirname "$0")/.."

strict=false
case "${1:-}" in
    --strict) strict=true ;;
    "") ;;
    *) echo "usage: $0 [--strict]" >&2; exit 2 ;;
esac

scratch=${PAGEDKIT_DOCS_SCRATCH:-.build/docs-build}
graphs="$scratch/symbol-graphs"
output=.build/docs

echo "== swift build --target PagedKit"
swift build --scratch-path "$scratch" --target PagedKit
modules="$(swift build --scratch-path "$scratch" --show-bin-path)/Modules"
target=$(swiftc -print-target-info | sed -n 's/.*"triple": "\([^"]*\)".*/\1/p' | head -n 1)

echo "== swift-symbolgraph-extract PagedKit ($target)"
rm -rf "$graphs"
mkdir -p "$graphs"
swift-symbolgraph-extract -module-name PagedKit -I "$modules" -target "$target" \
    -minimum-access-level public -output-dir "$graphs"

echo "== docc convert Sources/PagedKit/PagedKit.docc"
rm -rf "$output"
log="$scratch/docc.log"
docc_flags=(--additional-symbol-graph-dir "$graphs" --output-path "$output"
    --fallback-display-name PagedKit --fallback-bundle-identifier org.swift.pagedkit --ide-console-output)
if $strict; then docc_flags+=(--warnings-as-errors); fi
status=0
docc convert Sources/PagedKit/PagedKit.docc "${docc_flags[@]}" >"$log" 2>&1 || status=$?
cat "$log"
if [ "$status" -ne 0 ]; then
    echo "build-docs: docc failed" >&2
    exit "$status"
fi

# DocC reports a link to nothing as "'X' doesn't exist at '/PagedKit/…'" and a link to several
# symbols as "… is ambiguous …".
unresolved=$(grep -E ': warning: .*(doesn.t exist at|is ambiguous)' "$log" || true)
if [ -n "$unresolved" ]; then
    echo
    echo "build-docs: unresolved links:" >&2
    printf '%s\n' "$unresolved" >&2
    exit 1
fi

echo "build-docs: documentation in $output, every link resolved"
