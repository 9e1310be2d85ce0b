#!/usr/bin/env python3
"""Where a build's time went, from ninja's own log: seconds per target, per kind of step.

usage: tools/build-times.py BUILD_DIR [BUILD_DIR ...] [--top N] [--files N]

For each build folder (build/release, build/asan, build/tsan …) it reads .ninja_log, keeps the
last run of every output, and prints one row per target: compile seconds (summed over its
steps, so CPU time, not wall-clock time), link seconds, the number of steps, and the slowest
files. The wall-clock span of the last ninja run is printed beside the sums. With a warm
compiler cache the compile steps are cache hits, so the same table shows what the cache saved.
"""
import argparse
import collections
import os
import re
import sys

OBJECT = re.compile(r"(?:^|/)CMakeFiles/([^/]+)\.dir/(.+)\.(?:o|gch|pch)$")


def read_log(path):
    """Entries of the last ninja run in PATH, each (start_ms, end_ms, output)."""
    runs, current, last_end = [], [], None
    with open(path, encoding="utf-8") as log:
        for line in log:
            if line.startswith("#"):
                continue
            fields = line.rstrip("\n").split("\t")
            if len(fields) < 4:
                continue
            start, end, output = int(fields[0]), int(fields[1]), fields[3]
            # Steps are logged as they finish, on a clock each ninja run starts at zero: an end
            # time below the previous one begins a new run.
            if last_end is not None and end < last_end and current:
                runs.append(current)
                current = []
            current.append((start, end, output))
            last_end = end
    if current:
        runs.append(current)
    # Outputs rebuilt in a later run are counted in that run only; keep everything else too.
    latest = {}
    for run in runs:
        for start, end, output in run:
            latest[output] = (start, end, output)
    return list(latest.values()), (runs[-1] if runs else [])


def target_of(output):
    match = OBJECT.search(output)
    if match:
        name = match.group(1)
        if name.endswith("_autogen") or "/.rcc/" in output or "_autogen/" in output:
            return name, "generated"
        if output.endswith((".gch", ".pch")):
            return name, "pch"
        return name, "compile"
    base = os.path.basename(output)
    if "_autogen" in output or "/.rcc/" in output or "/.qt/" in output:
        return GENERATORS, "generate"
    if base.endswith(".a") or base.endswith(".so") or "." not in base:
        name = re.sub(r"^lib|\.(a|so)$", "", base)
        return name, "link"
    return GENERATORS, "generate"


KINDS = ("compile", "generated", "generate", "pch", "link")
GENERATORS = "(generators: moc, qmlcachegen, rcc, lists)"


def work(counts):
    """Seconds of all the steps counted in COUNTS."""
    return sum(counts[kind] for kind in KINDS)


def report(build_dir, top, files):
    log = os.path.join(build_dir, ".ninja_log")
    if not os.path.exists(log):
        print(f"{build_dir}: no .ninja_log (not built with ninja yet)")
        return
    entries, last_run = read_log(log)
    per_target = collections.defaultdict(lambda: collections.Counter())
    slowest = collections.defaultdict(list)
    for start, end, output in entries:
        target, kind = target_of(output)
        seconds = (end - start) / 1000.0
        per_target[target][kind] += seconds
        per_target[target]["steps"] += 1
        if kind in ("compile", "generated", "pch"):
            slowest[target].append((seconds, OBJECT.search(output).group(2)))
    total = sum(work(c) for c in per_target.values())
    span = (max(e for _, e, _ in last_run) - min(s for s, _, _ in last_run)) / 1000.0 if last_run else 0
    print(f"## {build_dir}: {len(entries)} steps, {total:.0f} s of work, last run {span:.0f} s wall-clock\n")
    print("| target | compile s | generated code s | precompiled header s | link s | steps | slowest files |")
    print("|---|---:|---:|---:|---:|---:|---|")
    rows = sorted(per_target.items(), key=lambda kv: -work(kv[1]))
    for target, c in rows[:top]:
        worst = sorted(slowest[target], reverse=True)[:files]
        named = ", ".join(f"{os.path.basename(f)} {s:.1f}" for s, f in worst)
        print(f"| {target} | {c['compile']:.1f} | {c['generated'] + c['generate']:.1f} | {c['pch']:.1f} | {c['link']:.1f} | {c['steps']} | {named} |")
    if len(rows) > top:
        rest = sum(work(c) for _, c in rows[top:])
        print(f"| {len(rows) - top} more targets | | | | | | {rest:.1f} s in all |")
    print()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("builds", nargs="+", help="build folders (build/release …)")
    parser.add_argument("--top", type=int, default=15, help="targets listed per build (15)")
    parser.add_argument("--files", type=int, default=3, help="slowest files named per target (3)")
    args = parser.parse_args()
    for build in args.builds:
        report(build, args.top, args.files)
    return 0


if __name__ == "__main__":
    sys.exit(main())
