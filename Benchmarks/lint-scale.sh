#!/usr/bin/env bash
# Zero-config scale: `legible lint` without a legible.json on N copies of the same apps (N = 1, 2, 4), release
# build. Guessed pairs (rule ids guess-…) stay within one origin (a catalog, a token file family, a Swift type, an
# Android resource set), so checks and time should grow linearly with the copies: N copies give N × the checks
# of one. Before issue 23, guesses matched names across origins: two copies gave 10,700 checks for 2 × 1,541.
#
#   Benchmarks/lint-scale.sh [RUNS] [APP…]     (default 3 runs; apps: folders of ../shared/corpus, or any folders)
#
# Each app folder is copied (untimed) into copy1/ … copyN/ of a temporary folder (removed afterwards); each N is
# linted once untimed, then RUNS timed runs; the table shows the check count (JSON summary.checks), its ratio to
# N × the one-copy count, and the median wall-clock seconds. SCRATCH=.build-x builds into another scratch path.
#
# Measured 2026-11-26 on 2 shared cores (load 4-6 from other builds), the default four apps, 3 runs:
#   copies   checks    vs N×one   median s
#   1        30,235    1.00×       5.42
#   2        59,704    0.99×       6.80
#   4       118,642    0.98×      14.28
# Before (guesses matched their names in every origin, 1 run): 1 copy 30,235 checks in 5.7 s; 2 copies 236,500
# checks (3.91×) in 38.5 s; 4 copies did not finish within the 15-minute budget. The remaining 1-2 % below N×
# are observed pairs: ObservedPairGroup groups pairs by color name across origins, so the copies' identical pairs
# are one check with the sites of all copies (Fixtures/app: 84 observed checks for 1 copy and for 2; guesses 3, 6).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
shift || true
corpus=../shared/corpus
if [[ $# -gt 0 ]]; then apps=("$@"); else
    apps=("$corpus/mastodon__mastodon-ios" "$corpus/Ranchero-Software__NetNewsWire" "$corpus/wikimedia__apps-android-wikipedia"
          "$corpus/element-hq__compound-design-tokens")
fi
source Benchmarks/scale-copies.sh
scale_copies lint-scale "${apps[@]}"

echo "legible lint, zero config, release ($bin); ${#apps[@]} apps: $(for a in "${apps[@]}"; do basename "$a"; done | paste -sd ' ')"
printf '%-7s %10s %12s %10s\n' copies checks "vs N×one" "median s"
one=0
for n in 1 2 4; do
    paths=()
    for k in $(seq 1 "$n"); do paths+=("$work/copy$k"); done
    # Exit 1 (violations) is expected; 2 or more is not.
    rc=0
    (cd "$work" && "$bin" lint "${paths[@]}" --format json >"$work/out.json" 2>/dev/null) || rc=$?
    [[ $rc -le 1 ]] || { echo "lint-scale: legible lint exited $rc at $n copies" >&2; exit 2; }
    checks=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["summary"]["checks"])' "$work/out.json")
    [[ $n -eq 1 ]] && one=$checks
    times=()
    for _ in $(seq 1 "$runs"); do
        start=$(date +%s.%N)
        (cd "$work" && "$bin" lint "${paths[@]}" --format json >/dev/null 2>&1) || true
        end=$(date +%s.%N)
        times+=("$(echo "$end - $start" | bc)")
    done
    median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
    printf '%-7s %10s %12s %10.2f\n' "$n" "$checks" "$(python3 -c "print(f'{$checks / ($n * $one):.2f}×')")" "$median"
done
