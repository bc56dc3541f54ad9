#!/usr/bin/env python3
"""Mutation testing of the fuzzer and its oracle (issue 33).

Each mutant is one small change to `Sources/PagedKit` (the core; not the adapters, not
PagedKitTesting). For each, the script applies the change in a persistent scratch copy of the
repository, builds it, and runs the `FuzzTests` suite alone (Tests/PagedKitTests/Reliability/
FuzzTests.swift, the same seeds every time). A mutant the suite fails on is *killed*; one it passes
is *survived*; one that does not compile is *stillborn* (left out of the score); one whose suite
runs past the timeout is *timeout* (counted against the oracle: a hang is not a detection).
Mutants marked `equivalent` in the catalogue (a change that cannot alter behaviour) are listed with
why and left out of the score.

    score = killed / (killed + survived + timeout)

The catalogue (Scripts/mutants.json) holds the hand-chosen mutants: a file, a snippet that occurs
exactly once in it, its replacement, the contract rule it breaks, and a one-line description. The
script adds mutants generated mechanically: it scans `Sources/PagedKit/**/*.swift` for comparison
operators, `+ 1` / `- 1` constants and effect lines (`emit(...)`, `x.append(...)`), and draws a
fixed-seed sample of flipped comparisons, off-by-one constants and dropped effect lines. The seed
and the selection are printed, and the selection depends only on the seed and the sources.

Usage (from anywhere; runs under `nice -n 10`):

    Scripts/mutation-test.py --list
    Scripts/mutation-test.py --report Docs/Mutation-baseline.md
    Scripts/mutation-test.py --only R03a,G05
    Scripts/mutation-test.py --repo /path/to/other/worktree --report /tmp/mutation.md
    Scripts/mutation-test.py --rescore Docs/Mutation-baseline.json --report Docs/Mutation-baseline.md

Python 3 standard library only.
"""

from __future__ import annotations

import argparse
import datetime
import filecmp
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

SCRIPT_REPO = Path(__file__).resolve().parent.parent
DEFAULT_CATALOGUE = SCRIPT_REPO / "Scripts" / "mutants.json"
DEFAULT_SCRATCH = Path("/tmp/pagedkit-mutation")
CORE = "Sources/PagedKit"
# The suite `FuzzTests` only (not `FuzzSoakTests`, not the regression suites): Swift Testing names
# its tests `PagedKitTests.FuzzTests/<function>(...)`.
FUZZ_FILTER = r"^PagedKitTests\.FuzzTests/"
# What the scratch copy holds of the repository (everything the package build reads).
SYNCED = ["Package.swift", "Package.resolved", "Sources", "Tests"]


# MARK: - Mutants


@dataclass
class Mutant:
    id: str
    rule: str
    kind: str  # "chosen", "generated" or "identity"
    file: str  # relative to the repository
    original: str
    replacement: str
    description: str
    equivalent: str | None = None
    gap: str | None = None
    line: int = 0  # 1-based line of the snippet, filled in when applied or listed
    # Generated mutants are applied at a position (the snippet may occur more than once).
    offset: int | None = None
    signature: str | None = None

    def locate(self, text: str) -> int:
        """The character offset of the snippet in `text`; raises if it is not there exactly once."""
        if self.offset is not None:
            if text[self.offset : self.offset + len(self.original)] != self.original:
                raise MutantError(f"{self.id}: the generated snippet is no longer at its position in {self.file}")
            return self.offset
        count = text.count(self.original)
        if count != 1:
            raise MutantError(f"{self.id}: the snippet occurs {count} times in {self.file} (must be exactly once)")
        return text.index(self.original)

    def apply(self, text: str) -> str:
        at = self.locate(text)
        self.line = text.count("\n", 0, at) + 1
        return text[:at] + self.replacement + text[at + len(self.original) :]


class MutantError(Exception):
    pass


def load_catalogue(path: Path) -> tuple[dict, list[Mutant]]:
    data = json.loads(path.read_text())
    mutants = []
    for entry in data["mutants"]:
        mutants.append(
            Mutant(
                id=entry["id"],
                rule=str(entry["rule"]),
                kind="chosen",
                file=entry["file"],
                original=entry["original"],
                replacement=entry["replacement"],
                description=entry["description"],
                equivalent=entry.get("equivalent"),
                gap=entry.get("gap"),
            )
        )
    ids = [m.id for m in mutants]
    duplicates = {i for i in ids if ids.count(i) > 1}
    if duplicates:
        raise MutantError(f"duplicate mutant ids in the catalogue: {sorted(duplicates)}")
    return data, mutants


# MARK: - Generated mutants

COMPARISON = re.compile(r"(?<=\S) (<=|>=|==|!=|<|>) (?=\S)")
OFF_BY_ONE = re.compile(r"(?<=\S) ([+-]) 1(?![\d.\w])")
EFFECT_LINE = re.compile(r"^(\s*)((?:emit|[A-Za-z_][A-Za-z0-9_.]*\.append)\(.*\))\s*$")
FLIP = {"<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "=="}


def code_part(line: str) -> str:
    """The line with string literals blanked and a trailing `//` comment removed."""
    out = []
    in_string = False
    i = 0
    while i < len(line):
        c = line[i]
        if in_string:
            if c == "\\":
                out.append("  ")
                i += 2
                continue
            if c == '"':
                in_string = False
            out.append(" " if c != '"' else c)
        else:
            if c == '"':
                in_string = True
                out.append(c)
            elif line.startswith("//", i):
                break
            else:
                out.append(c)
        i += 1
    return "".join(out)


def balanced(text: str) -> bool:
    depth = 0
    for c in text:
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth < 0:
                return False
    return depth == 0


def candidate_sites(repo: Path) -> dict[str, list[Mutant]]:
    """Every mechanical mutation site of the core, by kind, in a stable order."""
    sites: dict[str, list[Mutant]] = {"comparison": [], "off-by-one": [], "dropped effect": []}
    for path in sorted((repo / CORE).rglob("*.swift")):
        rel = path.relative_to(repo).as_posix()
        text = path.read_text()
        line_start = 0
        in_block_comment = False
        for number, line in enumerate(text.split("\n"), start=1):
            stripped = line.strip()
            skip = False
            if in_block_comment:
                skip = True
                if "*/" in stripped:
                    in_block_comment = False
            elif stripped.startswith("/*"):
                skip = True
                in_block_comment = "*/" not in stripped
            elif stripped.startswith("//") or "precondition" in stripped or "fatalError" in stripped:
                skip = True
            if not skip:
                code = code_part(line)
                for match in COMPARISON.finditer(code):
                    op = match.group(1)
                    sites["comparison"].append(
                        Mutant(
                            id="",
                            rule="gen",
                            kind="generated",
                            file=rel,
                            original=f" {op} ",
                            replacement=f" {FLIP[op]} ",
                            description=f"comparison `{op}` flipped to `{FLIP[op]}`: `{stripped}`",
                            line=number,
                            offset=line_start + match.start(),
                            signature=f"{rel}:{number}:{match.start()}:cmp",
                        )
                    )
                for match in OFF_BY_ONE.finditer(code):
                    sign = match.group(1)
                    sites["off-by-one"].append(
                        Mutant(
                            id="",
                            rule="gen",
                            kind="generated",
                            file=rel,
                            original=f" {sign} 1",
                            replacement=f" {sign} 2",
                            description=f"constant `{sign} 1` made `{sign} 2`: `{stripped}`",
                            line=number,
                            offset=line_start + match.start(),
                            signature=f"{rel}:{number}:{match.start()}:obo",
                        )
                    )
                effect = EFFECT_LINE.match(code)
                if effect and balanced(effect.group(2)) and code.rstrip() == line.rstrip():
                    indent = effect.group(1)
                    body = line[len(indent) :]
                    sites["dropped effect"].append(
                        Mutant(
                            id="",
                            rule="gen",
                            kind="generated",
                            file=rel,
                            original=body,
                            # A statement that does nothing, so the block stays valid Swift.
                            replacement="_ = 0  // mutant: effect line dropped",
                            description=f"effect line dropped: `{body.strip()}`",
                            line=number,
                            offset=line_start + len(indent),
                            signature=f"{rel}:{number}:drop",
                        )
                    )
            line_start += len(line) + 1
    return sites


def generated_mutants(repo: Path, seed: int, counts: dict[str, int]) -> list[Mutant]:
    """A fixed-seed sample of the mechanical sites: `counts[kind]` of each kind."""
    sites = candidate_sites(repo)
    rng = random.Random(seed)
    chosen: list[Mutant] = []
    for kind in ["comparison", "off-by-one", "dropped effect"]:
        pool = sites[kind]
        take = min(counts.get(kind, 0), len(pool))
        chosen.extend(rng.sample(pool, take))
    for number, mutant in enumerate(chosen, start=1):
        mutant.id = f"G{number:02d}"
    return chosen


# MARK: - The scratch copy


def sync_tree(repo: Path, scratch: Path) -> int:
    """Makes the scratch copy's sources equal the repository's, touching only files that differ
    (so the scratch copy's own `.build` stays incremental). Returns how many files were written."""
    written = 0
    scratch.mkdir(parents=True, exist_ok=True)
    for name in SYNCED:
        source, target = repo / name, scratch / name
        if source.is_file():
            if not target.is_file() or not filecmp.cmp(source, target, shallow=False):
                shutil.copy2(source, target)
                written += 1
        elif source.is_dir():
            for path in sorted(source.rglob("*")):
                if path.is_dir() or ".build" in path.parts:
                    continue
                dest = target / path.relative_to(source)
                if not dest.is_file() or not filecmp.cmp(path, dest, shallow=False):
                    dest.parent.mkdir(parents=True, exist_ok=True)
                    shutil.copy2(path, dest)
                    written += 1
            if target.is_dir():
                for path in sorted(target.rglob("*"), reverse=True):
                    rel = path.relative_to(target)
                    if not (source / rel).exists():
                        if path.is_dir():
                            shutil.rmtree(path)
                        else:
                            path.unlink()
                        written += 1
        elif target.exists():
            if target.is_dir():
                shutil.rmtree(target)
            else:
                target.unlink()
            written += 1
    return written


# MARK: - Building and running


@dataclass
class Outcome:
    id: str
    outcome: str  # killed, survived, stillborn, timeout
    build_seconds: float = 0.0
    test_seconds: float = 0.0
    note: str = ""
    line: int = 0

    @property
    def seconds(self) -> float:
        return self.build_seconds + self.test_seconds


def run(command: list[str], cwd: Path, log: Path, timeout: float | None) -> tuple[int | None, float, str]:
    """Runs `command` in its own process group; returns (exit code or None on timeout, seconds, output)."""
    start = time.monotonic()
    with open(log, "w") as out:
        process = subprocess.Popen(command, cwd=cwd, stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
        try:
            code: int | None = process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
            code = None
    return code, time.monotonic() - start, log.read_text(errors="replace")


class Runner:
    def __init__(self, args: argparse.Namespace, repo: Path):
        self.repo = repo
        self.scratch = Path(args.scratch)
        self.logs = self.scratch / ".mutation-logs"
        self.release = args.release
        self.jobs = args.jobs
        self.timeout = args.timeout
        self.swift = args.swift

    def config_flags(self) -> list[str]:
        return ["-c", "release", "-Xswiftc", "-enable-testing"] if self.release else []

    def build(self, name: str) -> tuple[bool, float, str]:
        command = [self.swift, "build", "--build-tests", "-j", str(self.jobs), *self.config_flags()]
        code, seconds, output = run(command, self.scratch, self.logs / f"{name}-build.log", None)
        note = ""
        if code != 0:
            errors = [line for line in output.splitlines() if ": error:" in line]
            note = errors[0].split(": error:", 1)[1].strip() if errors else f"build exited {code}"
        return code == 0, seconds, note

    def test(self, name: str, timeout: float | None) -> tuple[str, float, str]:
        command = [
            self.swift, "test", "--skip-build", "--disable-xctest", *self.config_flags(), "--filter", FUZZ_FILTER,
        ]
        code, seconds, output = run(command, self.scratch, self.logs / f"{name}-test.log", timeout)
        if code is None:
            return "timeout", seconds, f"no result after {timeout:.0f} s"
        ran = re.search(r"Suite\s+\"?FuzzTests\"?\s+(passed|failed)", output) or re.search(
            r"Test run with \d+ tests?", output
        )
        if code == 0:
            if not ran or "FuzzTests" not in output:
                raise RuntimeError(f"the fuzz suite did not run (see {self.logs / f'{name}-test.log'})")
            return "survived", seconds, ""
        return "killed", seconds, failure_note(output, code)


def failure_note(output: str, code: int) -> str:
    """The first reason the suite gave, shortened: a failing check, or a crash."""
    if "Fatal error" in output or code < 0 or code >= 128:
        fatal = re.search(r"Fatal error: ?(.*)", output)
        detail = fatal.group(1).strip() if fatal else f"exit {code}"
        return "crash: " + shorten(detail)
    # The fuzzer's report: "↳ Fuzz failure: seed …, at event #n …" and, on the next line, the check that failed.
    lines = output.splitlines()
    for number, line in enumerate(lines):
        if "Fuzz failure:" in line and number + 1 < len(lines):
            return "fails: " + shorten(lines[number + 1])
    match = re.search(r"Expectation failed: (.*)", output)
    if match:
        return "fails: " + shorten(match.group(1))
    return f"fails (exit {code})"


def shorten(text: str, limit: int = 140) -> str:
    text = " ".join(text.split()).replace("|", "\\|")
    return text if len(text) <= limit else text[: limit - 1] + "…"


# MARK: - The report


def score_counts(mutants: list[Mutant], results: dict[str, dict]) -> dict[str, int]:
    counts = {"killed": 0, "survived": 0, "timeout": 0, "stillborn": 0, "equivalent": 0, "not run": 0}
    for mutant in mutants:
        if mutant.kind == "identity":
            continue  # the no-op check of the machinery, not a mutant
        result = results.get(mutant.id)
        if result is None:
            counts["not run" if not mutant.equivalent else "equivalent"] += 1
            continue
        outcome = result["outcome"]
        if mutant.equivalent and outcome in ("survived", "not run"):
            counts["equivalent"] += 1
        else:
            counts[outcome] += 1
    return counts


def classify(mutant: Mutant, result: dict | None) -> str:
    if result is None:
        return "equivalent (not run)" if mutant.equivalent else "not run"
    outcome = result["outcome"]
    if mutant.kind == "identity":
        return "passed, as it must (no-op)" if outcome == "survived" else f"{outcome}: the machinery is broken"
    if mutant.equivalent and outcome == "survived":
        return "equivalent"
    if mutant.equivalent and outcome == "killed":
        return "killed (marked equivalent: the marking is wrong)"
    return outcome


def write_report(
    path: Path, mutants: list[Mutant], results: dict[str, dict], meta: dict
) -> str:
    counts = score_counts(mutants, results)
    denominator = counts["killed"] + counts["survived"] + counts["timeout"]
    score = counts["killed"] / denominator if denominator else 0.0
    lines = [
        f"# {meta.get('title', 'Mutation testing of the fuzzer and oracle')}",
        "",
        f"- Command: `{meta['command']}`",
        f"- Date: {meta['date']}; wall time {meta['wall']}",
        f"- Machine: {meta['machine']}",
        f"- Tree mutated: {meta['repo']} (commit `{meta['commit']}`)",
        f"- Build: {meta['build']}",
        f"- Suite: `swift test --skip-build --disable-xctest --filter '{FUZZ_FILTER}'` (the `FuzzTests` suite alone,"
        " its fixed seeds); per-mutant timeout "
        f"{meta['timeout']}",
        f"- Baseline (unmutated tree): {meta['baseline']}",
        f"- Generated mutants: seed {meta['seed']}, {meta['generated_counts']} drawn from "
        f"{meta['generated_pool']} sites of `{CORE}`",
    ]
    if meta.get("rescored"):
        lines.append(
            f"- Re-scored {meta['rescored']} with `--rescore` from the run's raw results (the outcomes are the run's; "
            "the catalogue's annotations — equivalent, gaps, the rules of generated mutants — are applied)"
        )
    lines += [
        "",
        f"**Score: {counts['killed']}/{denominator} killed = {100 * score:.1f} %** "
        f"(killed {counts['killed']}, survived {counts['survived']}, timeout {counts['timeout']}; "
        f"left out: stillborn {counts['stillborn']}, equivalent {counts['equivalent']}"
        + (f", not run {counts['not run']}" if counts["not run"] else "")
        + ")",
        "",
        "| id | rule | kind | file:line | description | outcome | seconds |",
        "| --- | --- | --- | --- | --- | --- | --- |",
    ]
    for mutant in mutants:
        result = results.get(mutant.id)
        outcome = classify(mutant, result)
        note = result.get("note", "") if result else ""
        if note and outcome != "survived":
            outcome = f"{outcome} ({shorten(note, 110)})"
        seconds = f"{result['build_seconds']:.0f} + {result['test_seconds']:.0f}" if result else "–"
        line = result.get("line", mutant.line) if result else mutant.line
        where = f"{mutant.file.removeprefix(CORE + '/')}:{line}"
        lines.append(
            f"| {mutant.id} | {mutant.rule} | {mutant.kind} | {where} | {shorten(mutant.description, 200)} "
            f"| {outcome} | {seconds} |"
        )
    survivors = [m for m in mutants if classify(m, results.get(m.id)) in ("survived", "timeout")]
    lines += ["", "## Survivors: what the fuzzer and oracle did not check", ""]
    if not survivors:
        lines.append("None.")
    for mutant in survivors:
        gap = mutant.gap or "(not analysed yet)"
        lines.append(f"- **{mutant.id}** (rule {mutant.rule}, {mutant.description.split(':')[0]}): {gap}")
    equivalents = [m for m in mutants if m.equivalent]
    lines += ["", "## Equivalent mutants (left out of the score)", ""]
    if not equivalents:
        lines.append("None.")
    for mutant in equivalents:
        lines.append(f"- **{mutant.id}** ({classify(mutant, results.get(mutant.id))}): {mutant.equivalent}")
    stillborn = [m for m in mutants if classify(m, results.get(m.id)) == "stillborn"]
    if stillborn:
        lines += ["", "## Stillborn mutants (do not compile; left out of the score)", ""]
        for mutant in stillborn:
            lines.append(f"- **{mutant.id}**: {results[mutant.id].get('note', '')}")
    lines += ["", "## Generated mutants: the selection", ""]
    for mutant in mutants:
        if mutant.kind == "generated":
            lines.append(f"- {mutant.id}: `{mutant.signature}` `{mutant.original.strip()}` → `{mutant.replacement.strip()}`")
    if meta.get("notes"):
        lines += ["", "## Notes", "", meta["notes"].strip()]
    text = "\n".join(lines) + "\n"
    path.write_text(text)
    return text


# MARK: - Main


def git_commit(repo: Path) -> str:
    try:
        head = subprocess.run(
            ["git", "-C", str(repo), "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=True
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "-C", str(repo), "status", "--porcelain", "--", "Sources", "Tests", "Package.swift"],
            capture_output=True,
            text=True,
        ).stdout.strip()
        return head + (" + uncommitted changes" if dirty else "")
    except (subprocess.CalledProcessError, FileNotFoundError):
        return "unknown"


def all_mutants(args: argparse.Namespace, repo: Path) -> tuple[dict, list[Mutant], int]:
    data, chosen = load_catalogue(Path(args.catalogue))
    generation = data.get("generated", {})
    seed = args.seed if args.seed is not None else generation.get("seed", 33)
    counts = generation.get("counts", {"comparison": 6, "off-by-one": 5, "dropped effect": 5})
    generated = generated_mutants(repo, seed, counts)
    # Annotations of generated mutants are keyed by their signature (file:line:column:kind).
    notes = data.get("generatedNotes", {})
    for mutant in generated:
        note = notes.get(mutant.signature or "")
        if note:
            mutant.equivalent = note.get("equivalent")
            mutant.gap = note.get("gap")
            # The contract rule the site belongs to, once someone read it (the draw knows none).
            mutant.rule = str(note.get("rule", mutant.rule))
    identity = Mutant(
        id="IDENTITY",
        rule="–",
        kind="identity",
        file=f"{CORE}/Machine/PagingMachine.swift",
        original="@MainActor struct PagingMachine {",
        replacement="@MainActor struct PagingMachine {  // identity mutant: a comment only",
        description="no-op edit (a comment): must survive; checks apply, rebuild and restore",
    )
    pool = sum(len(v) for v in candidate_sites(repo).values())
    data["_seed"] = seed
    data["_counts"] = counts
    data["_identity"] = identity
    return data, chosen + generated, pool


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repo", default=str(SCRIPT_REPO), help="the tree to mutate (default: this script's repo)")
    parser.add_argument("--catalogue", default=str(DEFAULT_CATALOGUE), help="the mutant catalogue (JSON)")
    parser.add_argument("--scratch", default=str(DEFAULT_SCRATCH), help="persistent scratch copy (own .build)")
    parser.add_argument("--only", help="comma-separated mutant ids (IDENTITY: the no-op check)")
    parser.add_argument("--list", action="store_true", help="list the mutants (and check their snippets), then stop")
    parser.add_argument("--report", help="write the markdown report here (and the raw results next to it, .json)")
    parser.add_argument("--rescore", help="rebuild the report from saved results (JSON) and the catalogue; no runs")
    parser.add_argument("--notes", help="a markdown file appended to the report as its Notes section")
    parser.add_argument("--seed", type=int, help="seed of the generated sample (default: the catalogue's)")
    parser.add_argument("--timeout", type=float, help="per-mutant suite timeout in seconds (default: 5 × baseline, ≥ 300)")
    parser.add_argument("--release", action="store_true", help="build -c release -Xswiftc -enable-testing")
    parser.add_argument("--jobs", type=int, default=1, help="swift build -j (default 1)")
    parser.add_argument("--no-baseline", action="store_true", help="skip the unmutated run (not for scoring)")
    parser.add_argument("--swift", default=shutil.which("swift") or "/opt/swift/usr/bin/swift")
    args = parser.parse_args()

    if os.nice(0) < 10:
        os.nice(10 - os.nice(0))
    repo = Path(args.repo).resolve()
    data, mutants, pool = all_mutants(args, repo)
    identity: Mutant = data["_identity"]

    # Check every snippet against the tree before anything runs.
    problems = []
    for mutant in mutants + [identity]:
        try:
            mutant.apply((repo / mutant.file).read_text())
        except (MutantError, FileNotFoundError) as error:
            problems.append(str(error))
    if problems:
        print("Catalogue problems:\n  " + "\n  ".join(problems), file=sys.stderr)
        return 2

    seed, counts = data["_seed"], data["_counts"]
    print(f"Generated mutants: seed {seed}, {counts} from {pool} sites of {CORE}")
    for mutant in mutants:
        if mutant.kind == "generated":
            print(f"  {mutant.id} {mutant.signature}: {mutant.description}")

    if args.list:
        rules: dict[str, int] = {}
        for mutant in mutants:
            flag = f"  [equivalent: {mutant.equivalent}]" if mutant.equivalent else ""
            print(f"{mutant.id:9} rule {mutant.rule:>3} {mutant.kind:9} {mutant.file}:{mutant.line}  {mutant.description}{flag}")
            rules[mutant.rule] = rules.get(mutant.rule, 0) + 1
        print(f"{len(mutants)} mutants; by rule: " + ", ".join(f"{k}: {v}" for k, v in sorted(rules.items(), key=lambda kv: (len(kv[0]), kv[0]))))
        return 0

    if args.rescore:
        saved = json.loads(Path(args.rescore).read_text())
        if not args.report:
            print("--rescore needs --report", file=sys.stderr)
            return 2
        meta = saved["meta"] | {"rescored": datetime.datetime.now().astimezone().strftime("%Y-%m-%d %H:%M %Z")}
        if args.notes:
            meta["notes"] = Path(args.notes).read_text()
        text = write_report(Path(args.report), mutants, saved["results"], meta)
        print(text.split("\n| id")[0])
        return 0

    selected = mutants
    if args.only:
        wanted = [w.strip() for w in args.only.split(",") if w.strip()]
        by_id = {m.id: m for m in mutants + [identity]}
        unknown = [w for w in wanted if w not in by_id]
        if unknown:
            print(f"Unknown mutant ids: {unknown}", file=sys.stderr)
            return 2
        selected = [by_id[w] for w in wanted]

    runner = Runner(args, repo)
    runner.logs.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    date = datetime.datetime.now().astimezone().strftime("%Y-%m-%d %H:%M %Z")
    written = sync_tree(repo, runner.scratch)
    print(f"Scratch copy {runner.scratch}: {written} files updated from {repo}")

    baseline_note = "skipped (--no-baseline)"
    timeout = args.timeout
    if not args.no_baseline:
        ok, build_seconds, note = runner.build("baseline")
        if not ok:
            print(f"Baseline: the unmutated tree does not build: {note}", file=sys.stderr)
            return 1
        outcome, test_seconds, note = runner.test("baseline", None)
        print(f"Baseline: build {build_seconds:.0f} s, suite {test_seconds:.0f} s: {outcome} {note}", flush=True)
        if outcome != "survived":
            print("Baseline: the unmutated tree fails the fuzz suite; stopping.", file=sys.stderr)
            return 1
        baseline_note = f"passes; build {build_seconds:.0f} s (incremental), suite {test_seconds:.0f} s"
        if timeout is None:
            timeout = max(300.0, 5 * test_seconds)
    if timeout is None:
        timeout = 900.0

    results: dict[str, dict] = {}
    results_path = Path(args.report).with_suffix(".json") if args.report else runner.logs / "results.json"
    meta = {
        "command": " ".join(["Scripts/mutation-test.py", *sys.argv[1:]]),
        "date": date,
        "wall": "",
        "machine": f"{os.cpu_count()} cores (shared), {os.uname().sysname} {os.uname().machine}, nice 10, swift build -j {args.jobs}",
        "repo": str(repo),
        "commit": git_commit(repo),
        "build": ("release, -Xswiftc -enable-testing" if args.release else "debug") + f", incremental in {runner.scratch}",
        "timeout": f"{timeout:.0f} s",
        "baseline": baseline_note,
        "seed": seed,
        "generated_counts": counts,
        "generated_pool": pool,
    }
    if args.notes:
        meta["notes"] = Path(args.notes).read_text()

    def save() -> None:
        meta["wall"] = f"{(time.monotonic() - started) / 60:.1f} min"
        results_path.parent.mkdir(parents=True, exist_ok=True)
        results_path.write_text(json.dumps({"meta": meta, "results": results}, indent=1) + "\n")

    try:
        for number, mutant in enumerate(selected, start=1):
            if mutant.equivalent:
                print(f"[{number}/{len(selected)}] {mutant.id}: marked equivalent, not run ({mutant.equivalent})")
                continue
            path = runner.scratch / mutant.file
            original = path.read_text()
            try:
                path.write_text(mutant.apply(original))
                ok, build_seconds, note = runner.build(mutant.id)
                if not ok:
                    result = Outcome(mutant.id, "stillborn", build_seconds, 0, note, mutant.line)
                else:
                    outcome, test_seconds, note = runner.test(mutant.id, timeout)
                    result = Outcome(mutant.id, outcome, build_seconds, test_seconds, note, mutant.line)
            finally:
                path.write_text(original)
            results[mutant.id] = result.__dict__ | {"seconds": result.seconds}
            save()
            print(
                f"[{number}/{len(selected)}] {mutant.id} (rule {mutant.rule}, {mutant.file.removeprefix(CORE + '/')}:{mutant.line}): "
                f"{result.outcome} in {result.build_seconds:.0f} + {result.test_seconds:.0f} s  {result.note}",
                flush=True,
            )
    finally:
        # The scratch copy is left equal to the repository.
        sync_tree(repo, runner.scratch)

    save()
    counts_now = score_counts(selected, results)
    denominator = counts_now["killed"] + counts_now["survived"] + counts_now["timeout"]
    print(
        f"\nKilled {counts_now['killed']}, survived {counts_now['survived']}, timeout {counts_now['timeout']}, "
        f"stillborn {counts_now['stillborn']}, equivalent {counts_now['equivalent']}; wall {meta['wall']}"
    )
    if denominator:
        print(f"Score: {counts_now['killed']}/{denominator} = {100 * counts_now['killed'] / denominator:.1f} %")
    if args.report:
        write_report(Path(args.report), selected, results, meta)
        print(f"Report: {args.report} (raw results: {results_path})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
