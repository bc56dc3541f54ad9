#!/usr/bin/env python3
"""Draws the charts of Docs/Performance.md from one `paged-bench --json` run.

A documentation tool, not a package dependency: it needs Python 3 and matplotlib, which the
package itself never uses. Install matplotlib once with

    pip install matplotlib

then, from the repository root:

    swift build -c release --product paged-bench --scratch-path .build/rel
    .build/rel/release/paged-bench --json > /tmp/bench.json
    python3 Scripts/plot-bench.py /tmp/bench.json

It writes four SVG files into Docs/bench/ (or --out DIR):

    memory.svg  own heap bytes and peak live pages against n, per strategy (random jumps)
    pages.svg   pages created and contents bound per strategy (swipes and random jumps)
    reload.svg  reloadData time against n, plain and indexed data source (reload sweep)
    ticks.svg   time per steady tick per strategy, beside the floor and the contract floor

The SVGs are deterministic for a given JSON document (no date, fixed element ids), so a
regenerated chart differs from the committed one only where the figures do.
"""

import argparse
import json
import math
import os
import sys

try:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.lines
    import matplotlib.patches
    import matplotlib.pyplot as plt
    from matplotlib.ticker import FuncFormatter, LogLocator
except ImportError:
    sys.exit("plot-bench.py needs matplotlib: pip install matplotlib")

# Table order and labels, as paged-bench prints them.
STRATEGIES = [
    ("pagedkit", "PagedKit"),
    ("pagedkit-looping", "PagedKit, looping"),
    ("eager-sentinel", "eager sentinel loop"),
    ("virtual-x100", "virtual ×100"),
    ("keep-visited", "keep everything visited"),
    ("contract-floor", "contract floor"),
    ("floor", "floor"),
]
LABELS = dict(STRATEGIES)
LABELS["pagedkit-indexed"] = "PagedKit, indexed source"
PAGE_MAKERS = [key for key, _ in STRATEGIES if key not in ("floor", "contract-floor")]
# Lines that lie on top of each other (PagedKit looping or not) stay visible.
STYLES = {
    "pagedkit": dict(marker="o", linestyle="-", linewidth=2.5),
    "pagedkit-looping": dict(marker="x", linestyle="--", linewidth=1.5),
    "pagedkit-indexed": dict(marker="o", linestyle="-"),
    "eager-sentinel": dict(marker="s", linestyle="-"),
    "virtual-x100": dict(marker="^", linestyle="-"),
    "keep-visited": dict(marker="D", linestyle="-"),
    "contract-floor": dict(marker="v", linestyle=":"),
    "floor": dict(marker=".", linestyle=":"),
}
COLOURS = {
    "pagedkit": "#1f77b4",
    "pagedkit-looping": "#17becf",
    "pagedkit-indexed": "#2ca02c",
    "eager-sentinel": "#d62728",
    "virtual-x100": "#ff7f0e",
    "keep-visited": "#9467bd",
    "contract-floor": "#555555",
    "floor": "#999999",
}


def rows(document, trace, strategy=None):
    return [
        row
        for row in document["rows"]
        if row["trace"] == trace and (strategy is None or row["strategy"] == strategy)
    ]


def value(document, trace, strategy, n, key):
    for row in rows(document, trace, strategy):
        if row["n"] == n:
            return row[key]
    return None


def counts(document, trace):
    return sorted({row["n"] for row in rows(document, trace)})


def power_of_ten(x, _position=None):
    if x <= 0:
        return "0"
    exponent = round(math.log10(x))
    if abs(x - 10**exponent) > 1e-9 * x:
        return f"{x:g}"
    return "1" if exponent == 0 else ("10" if exponent == 1 else f"$10^{{{exponent}}}$")


def thousands(x, _position=None):
    return f"{x:,.0f}"


def subtitle(document):
    machine = document.get("machine", {})
    quick = " (quick run: smaller traces)" if document.get("quick") else ""
    return f"paged-bench{quick} · {machine.get('cpu', '?')}, {machine.get('processors', '?')} processors"


FORMAT = "svg"


def save(figure, directory, name):
    path = os.path.join(directory, name.replace(".svg", "." + FORMAT))
    metadata = {"Date": None} if FORMAT == "svg" else {}
    figure.savefig(path, format=FORMAT, metadata=metadata, bbox_inches="tight", dpi=110)
    plt.close(figure)
    print(path)


def memory_chart(document, directory):
    trace = "jumps"
    figure, (own, pages) = plt.subplots(1, 2, figsize=(11, 4.2))
    for key in PAGE_MAKERS + ["contract-floor", "floor"]:
        series = [(r["n"], r["containerBytes"]) for r in rows(document, trace, key) if r["containerBytes"]]
        if series:
            xs, ys = zip(*sorted(series))
            own.plot(xs, ys, label=LABELS[key], color=COLOURS[key], **STYLES[key])
    for key in PAGE_MAKERS:
        series = [(r["n"], r["peakLivePages"]) for r in rows(document, trace, key) if r["peakLivePages"]]
        if series:
            xs, ys = zip(*sorted(series))
            pages.plot(xs, ys, label=LABELS[key], color=COLOURS[key], **STYLES[key])
    own.set_title("Own heap bytes (pages excluded)")
    pages.set_title("Peak live pages")
    for axis in (own, pages):
        axis.set_xscale("log")
        axis.set_yscale("log")
        axis.set_xlabel("pages (n)")
        axis.xaxis.set_major_formatter(FuncFormatter(power_of_ten))
        axis.yaxis.set_major_formatter(FuncFormatter(power_of_ten))
        axis.grid(True, which="major", alpha=0.3)
    own.set_ylabel("bytes")
    own.legend(fontsize=8)
    figure.suptitle(f"Memory against n, after {rows(document, trace)[0]['events']:,} random jumps")
    figure.text(0.5, -0.02, subtitle(document), ha="center", fontsize=8, color="#666666")
    save(figure, directory, "memory.svg")


def pages_chart(document, directory):
    figure, axes = plt.subplots(1, 2, figsize=(11, 4.4))
    for axis, trace, title in (
        (axes[0], "swipes", "random swipes"),
        (axes[1], "jumps", "random jumps"),
    ):
        if not rows(document, trace):
            axis.set_visible(False)
            continue
        n = max(counts(document, trace))
        keys = [key for key in PAGE_MAKERS if value(document, trace, key, n, "pagesCreated") is not None]
        created = [value(document, trace, key, n, "pagesCreated") for key in keys]
        binds = [value(document, trace, key, n, "pageBinds") for key in keys]
        positions = range(len(keys))
        width = 0.38
        axis.bar([p - width / 2 for p in positions], created, width, label="pages created",
                 color=[COLOURS[key] for key in keys])
        axis.bar([p + width / 2 for p in positions], binds, width, label="contents bound",
                 color=[COLOURS[key] for key in keys], alpha=0.45, hatch="//", edgecolor="white")
        minimum = [value(document, trace, key, n, "windowMinimum") for key in keys]
        if any(m is not None for m in minimum):
            axis.scatter([p - width / 2 for p, m in zip(positions, minimum) if m is not None],
                         [m for m in minimum if m is not None], marker="_", s=400, color="black",
                         label="window minimum", zorder=3)
        for p, (c, b) in enumerate(zip(created, binds)):
            axis.text(p - width / 2, c, f"{c:,}", ha="center", va="bottom", fontsize=7)
            if b != c:
                axis.text(p + width / 2, b, f"{b:,}", ha="center", va="bottom", fontsize=7)
        events = rows(document, trace)[0]["events"]
        axis.set_title(f"{events:,} {title}, n = {n:,}")
        axis.set_xticks(list(positions))
        axis.set_xticklabels([LABELS[key] for key in keys], rotation=20, ha="right", fontsize=8)
        axis.yaxis.set_major_formatter(FuncFormatter(thousands))
        axis.grid(True, axis="y", alpha=0.3)
    axes[0].set_ylabel("pages")
    handles = [
        matplotlib.patches.Patch(facecolor="#777777", label="pages created"),
        matplotlib.patches.Patch(facecolor="#777777", alpha=0.45, hatch="//", edgecolor="white",
                                 label="contents bound (creations included)"),
        matplotlib.lines.Line2D([], [], color="black", linewidth=2,
                                label="window minimum (radius 1, no cache, same walk)"),
    ]
    figure.legend(handles=handles, fontsize=8, loc="lower center", ncol=3, bbox_to_anchor=(0.5, -0.1))
    figure.suptitle("Pages created and contents bound, per strategy")
    figure.text(0.5, -0.14, subtitle(document), ha="center", fontsize=8, color="#666666")
    save(figure, directory, "pages.svg")


def reload_chart(document, directory):
    figure, axis = plt.subplots(figsize=(7.5, 4.4))
    for key, label in (("pagedkit", "plain data source (reads every identifier)"),
                       ("pagedkit-indexed", "IndexedPageDataSource (looks up what it follows)")):
        series = [(r["n"], r["nsPerEvent"] / 1e3) for r in rows(document, "reload-sweep", key) if r["nsPerEvent"]]
        if series:
            xs, ys = zip(*sorted(series))
            axis.plot(xs, ys, label=label, color=COLOURS[key], **STYLES[key])
    axis.set_xscale("log")
    axis.set_yscale("log")
    axis.set_xlabel("pages (n)")
    axis.set_ylabel("µs per reloadData (median)")
    sweep = counts(document, "reload-sweep")
    plain = [r["n"] for r in rows(document, "reload-sweep", "pagedkit")]
    if plain and sweep and max(plain) < max(sweep):
        axis.axvspan(max(plain) * 1.5, max(sweep) * 1.5, color="#eeeeee", zorder=0)
        low, high = axis.get_ylim()
        axis.text(max(plain) * 2, math.sqrt(low * high), f"plain source not run\nbeyond n = {max(plain):,}",
                  fontsize=8, color="#666666", va="center")
    axis.xaxis.set_major_formatter(FuncFormatter(power_of_ten))
    axis.yaxis.set_major_locator(LogLocator(base=10))
    axis.yaxis.set_major_formatter(FuncFormatter(power_of_ten))
    axis.grid(True, which="major", alpha=0.3)
    axis.legend(fontsize=8, loc="upper center", bbox_to_anchor=(0.5, -0.13), ncol=2)
    axis.set_title("reloadData with unchanged data, at rest on page n/3")
    figure.text(0.5, -0.1, subtitle(document), ha="center", fontsize=8, color="#666666")
    save(figure, directory, "reload.svg")


def ticks_chart(document, directory):
    figure, axis = plt.subplots(figsize=(9, 4.4))
    sizes = counts(document, "ticks")
    keys = [key for key, _ in STRATEGIES if rows(document, "ticks", key)]
    width = 0.8 / max(len(sizes), 1)
    for index, n in enumerate(sizes):
        times = [value(document, "ticks", key, n, "nsPerTick") or 0 for key in keys]
        offsets = [p - 0.4 + width * (index + 0.5) for p in range(len(keys))]
        shade = 0.35 + 0.65 * (index + 1) / len(sizes)
        axis.bar(offsets, times, width, color=[COLOURS[key] for key in keys], alpha=shade)
        axis.bar([0], [0], 0, color="#555555", alpha=shade, label=f"n = {n:,} (left to right)" if index == 0
                 else f"n = {n:,}")
    largest = max(sizes)
    floor = value(document, "ticks", "floor", largest, "nsPerTick")
    contract = value(document, "ticks", "contract-floor", largest, "nsPerTick")
    if floor:
        axis.axhline(floor, color=COLOURS["floor"], linestyle=":", label=f"floor ({floor:.1f} ns)")
    if contract:
        axis.axhline(contract, color=COLOURS["contract-floor"], linestyle="--",
                     label=f"contract floor ({contract:.1f} ns)")
        axis.axhline(1.5 * contract, color="#d62728", linestyle="-.", linewidth=1,
                     label="1.5 × contract floor (target)")
    axis.set_xticks(range(len(keys)))
    axis.set_xticklabels([LABELS[key] for key in keys], rotation=20, ha="right", fontsize=8)
    axis.set_ylabel("ns per didScroll tick (median)")
    axis.grid(True, axis="y", alpha=0.3)
    axis.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1))
    axis.set_title("A tick inside one page, with a page indicator told the position")
    figure.text(0.5, -0.08, subtitle(document), ha="center", fontsize=8, color="#666666")
    save(figure, directory, "ticks.svg")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("json", help="the output of paged-bench --json ('-' for standard input)")
    parser.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "..", "Docs", "bench"),
                        help="where the SVG files go (default Docs/bench)")
    parser.add_argument("--format", default="svg", choices=["svg", "png"],
                        help="png for a quick look; the committed charts are svg")
    arguments = parser.parse_args()
    global FORMAT
    FORMAT = arguments.format
    with (sys.stdin if arguments.json == "-" else open(arguments.json, encoding="utf-8")) as source:
        document = json.load(source)
    directory = os.path.normpath(arguments.out)
    os.makedirs(directory, exist_ok=True)
    plt.rcParams.update({"svg.hashsalt": "paged-bench", "svg.fonttype": "none", "font.size": 9})
    traces = {row["trace"] for row in document["rows"]}
    for trace, draw in (("jumps", memory_chart), ("swipes", pages_chart), ("reload-sweep", reload_chart),
                        ("ticks", ticks_chart)):
        if trace in traces:
            draw(document, directory)
        else:
            print(f"plot-bench.py: no {trace} rows; skipped the chart that needs them", file=sys.stderr)


if __name__ == "__main__":
    main()
