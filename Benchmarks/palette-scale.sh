#!/usr/bin/env bash
# Palette-scale workload: `legible grid` and `legible report` on a generated design-token palette, release build,
# the tabled pair path (ContrastTable + LegibleBatch, the default) and the scalar path (LEGIBLE_SCALAR_PAIRS=1)
# side by side in one run.
#
#   Benchmarks/palette-scale.sh [COLORS] [RUNS]     (default 5000 colors, 3 runs; SCRATCH=.build-x: another --scratch-path)
#
# The palette is generated into a temporary folder (removed afterwards), deterministically: COLORS color tokens
# in four layered files (palette.tokens.json, .dark, .contrast, .dark-hc: light, dark and both high-contrast
# appearances), each a different hash of the index. Configs:
#   grid     one AA rule, every color on every other color: COLORS·(COLORS−1) pairs per appearance
#   report   the same rule, a distinguishability group of the first min(COLORS, 2000) colors, near-duplicate search
# Each command: one untimed run, then RUNS timed runs; median wall-clock and the largest peak RSS (GNU time).
# Targets (issue 13, 2 cores, release): grid ≤ 0.5 s for all four appearances and report ≤ 2 s at 5,000 colors,
# peak memory ≤ 512 MB. The findings of both paths are identical (BatchAuditExactnessTests); the runs here time them.
# A run that exceeds LIMIT_SECONDS (default 600) or LIMIT_MB (default 8192) is stopped and reported as such.
set -euo pipefail
cd "$(dirname "$0")/.."
colors=${1:-5000}
runs=${2:-3}
limit_s=${LIMIT_SECONDS:-600}
limit_mb=${LIMIT_MB:-8192}
scratch=${SCRATCH:-.build}
swift build -c release --product legible --scratch-path "$scratch" >/dev/null
bin=$(swift build -c release --scratch-path "$scratch" --show-bin-path)/legible
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/palette"

python3 - "$work" "$colors" <<'PY'
import json, os, sys
work, n = sys.argv[1], int(sys.argv[2])
def hexcolor(i, salt): return "#%06x" % (((i * 2654435761) ^ (salt * 0x9E3779B1)) & 0xFFFFFF)
for suffix, salt in [("", 1), (".dark", 2), (".contrast", 3), (".dark-hc", 4)]:
    tokens = {"color": {f"c{i:05}": {"$type": "color", "$value": hexcolor(i, salt)} for i in range(n)}}
    with open(f"{work}/palette/palette{suffix}.tokens.json", "w") as f: json.dump(tokens, f, indent=1)
rule = {"foreground": ["color.*"], "background": ["color.*"], "level": "AA"}
group = [f"color.c{i:05}" for i in range(min(n, 2000))]
json.dump({"contrast": [rule]}, open(f"{work}/grid.json", "w"))
json.dump({"contrast": [rule], "distinguishable": [{"colors": group}], "nearDuplicate": {"threshold": 2}},
          open(f"{work}/report.json", "w"))
PY

# time_runs LABEL ENV… -- ARGS…: median seconds and peak MB of RUNS runs (after one untimed run).
time_runs() {
    local label="$1"; shift
    local env=()
    while [[ "$1" != "--" ]]; do env+=("$1"); shift; done
    shift
    local times=() peak=0 status=ok
    for i in $(seq 0 "$runs"); do
        # Exit 1 is expected (random colors fail AA); 2 or more, a timeout (124) or a failed allocation is not.
        local rc=0
        env "${env[@]}" timeout "$limit_s" bash -c 'ulimit -v $(( '"$limit_mb"' * 1024 )); exec /usr/bin/time -f "%e %M" -o "$0" "$@" >/dev/null 2>/dev/null' \
            "$work/time" "$bin" "$@" || rc=$?
        if [[ $rc -gt 1 ]]; then status="stopped (exit $rc; limits ${limit_s} s, ${limit_mb} MB)"; break; fi
        [[ $i -eq 0 ]] && continue
        read -r t m < <(tail -n 1 "$work/time")
        times+=("$t")
        (( m / 1024 > peak )) && peak=$(( m / 1024 ))
    done
    if [[ "$status" != ok ]]; then printf '%-40s %s\n' "$label" "$status"; return; fi
    local median
    median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}')
    printf '%-40s median %8.2f s   peak %6d MB   (%s runs)\n' "$label" "$median" "$peak" "${#times[@]}"
}

echo "palette-scale: $colors colors × 4 appearances, $(nproc) cores, $(date -u +%Y-%m-%d)"
cd "$work"
time_runs "grid, tabled pairs" LEGIBLE_SCALAR_PAIRS=0 -- grid palette --config grid.json
time_runs "grid, scalar pairs" LEGIBLE_SCALAR_PAIRS=1 -- grid palette --config grid.json
time_runs "report, tabled pairs" LEGIBLE_SCALAR_PAIRS=0 -- report palette --config report.json -o "$work/report.html"
time_runs "report, scalar pairs" LEGIBLE_SCALAR_PAIRS=1 -- report palette --config report.json -o "$work/report.html"
