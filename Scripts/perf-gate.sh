#!/usr/bin/env bash
# The tick gate (issue 35): builds Benchmarks/TickGate — a package of its own that depends on this
# checkout by path — in release, and runs it. It times PagedKit's steady tick (with a page-indicator
# delegate), a carousel tick (a scale+fade transformer over forEachVisiblePage) and a list report
# that moves a collapsing header against floors written in the same package, from outside the
# module as an app calls them, and counts their heap allocations (the project's MallocCounter).
#
# Exit status: 0 when every median ratio is within its bar and nothing allocates; 1 otherwise, and
# when the gate does not build or cannot count allocations. It never skips. The bars and why they
# are where they are: Benchmarks/TickGate/Sources/tick-gate/main.swift. Arguments go to tick-gate
# (--rounds N, --loops N, --calls N).
set -euo pipefail
cd "$(dirname "$0")/.."
gate=Benchmarks/TickGate
log=$(mktemp)
trap 'rm -f "$log"' EXIT

echo "perf-gate: swift build -c release --package-path $gate"
if ! swift build -c release --package-path "$gate" >"$log" 2>&1; then
    cat "$log"
    echo "perf-gate: FAIL (the gate does not build)"
    exit 1
fi
bin=$(swift build -c release --package-path "$gate" --show-bin-path)/tick-gate
"$bin" "$@"
