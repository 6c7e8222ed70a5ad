#!/usr/bin/env bash
# `legible pairs` before and after a change, side by side in one run, on whole app repositories (issues 29/31: a
# CI-sized repository in seconds to a minute). Release build by default.
#
#   Benchmarks/pairs-before-after.sh BEFORE [RUNS] APP…
#
# BEFORE: a `legible` binary of the code before the change, or a git revision (built in release into a temporary
# worktree with its own scratch folder: a whole release build). The after binary is this checkout's release build;
# LEGIBLE=path/to/legible times that binary instead (a debug build, say: the table says which files were timed).
# Each app is run RUNS times (default 3) with each binary, alternating before/after so load on a shared machine
# falls on both alike; run from the apps' parent folder, so paths in the output read `APP/…`. For each app the
# table gives the median user+sys CPU seconds (the figure of record on a shared machine: wall time there depends on
# the other processes), the median wall seconds, the median max RSS, the after/before ratios, and whether the
# `--format json` outputs of the first run are byte-identical (`cmp`): a speedup must not change what pairs say.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
before=${1:?usage: pairs-before-after.sh BEFORE [RUNS] APP…}
shift
runs=3
if [[ ${1:-} =~ ^[0-9]+$ ]]; then runs=$1; shift; fi
[[ $# -gt 0 ]] || { echo "pairs-before-after: name at least one app folder" >&2; exit 2; }
work=$(mktemp -d)
cleanup() {
    if [[ -d "$work/before-src" ]]; then git -C "$here" worktree remove --force "$work/before-src" || true; fi
    rm -rf "$work"
}
trap cleanup EXIT

if [[ ! -x "$before" ]]; then
    git -C "$here" worktree add --detach "$work/before-src" "$before" >/dev/null
    swift build -c release --product legible --package-path "$work/before-src" >/dev/null
    before="$(swift build -c release --package-path "$work/before-src" --show-bin-path)/legible"
fi
if [[ -n "${LEGIBLE:-}" ]]; then after=$LEGIBLE; else
    swift build -c release --product legible --package-path "$here" >/dev/null
    after="$(swift build -c release --package-path "$here" --show-bin-path)/legible"
fi
cp "$before" "$work/before" && cp "$after" "$work/after"
echo "before: $before"
echo "after:  $after"
echo "$runs runs each, alternating; $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at the start"

for app in "$@"; do
    (cd "$(dirname "$app")" && name=$(basename "$app") && for run in $(seq 1 "$runs"); do
        for side in before after; do
            # Exit 1 (pairs below the bar) and 2 (files that could not be read) are results, not failures.
            /usr/bin/time -f "%U %S %e %M" -o "$work/$name.$side.$run.time" \
                "$work/$side" pairs "$name" --format json --no-progress >"$work/$name.$side.$run.json" 2>/dev/null || true
        done
    done)
done

python3 - "$work" "$runs" "$@" <<'PY'
import os, statistics, sys, filecmp
work, runs, apps = sys.argv[1], int(sys.argv[2]), [os.path.basename(a) for a in sys.argv[3:]]
def figures(app, side):
    rows = [open(f"{work}/{app}.{side}.{r}.time").read().split()[-4:] for r in range(1, runs + 1)]
    cpu = statistics.median(float(u) + float(s) for u, s, _, _ in rows)
    wall = statistics.median(float(w) for _, _, w, _ in rows)
    rss = statistics.median(int(m) for _, _, _, m in rows) / 1024
    return cpu, wall, rss, [round(float(u) + float(s), 2) for u, s, _, _ in rows]
print("| app | user+sys before (runs) | after (runs) | ratio | wall before → after | max RSS before → after | output |")
print("|---|---|---|---|---|---|---|")
for app in apps:
    b, a = figures(app, "before"), figures(app, "after")
    same = filecmp.cmp(f"{work}/{app}.before.1.json", f"{work}/{app}.after.1.json", shallow=False)
    print(f"| {app} | {b[0]:.2f} s ({', '.join(map(str, b[3]))}) | {a[0]:.2f} s ({', '.join(map(str, a[3]))}) "
          f"| {a[0] / b[0]:.2f} | {b[1]:.1f} → {a[1]:.1f} s | {b[2]:.0f} → {a[2]:.0f} MB "
          f"| {'identical' if same else 'DIFFERENT'} |")
PY
