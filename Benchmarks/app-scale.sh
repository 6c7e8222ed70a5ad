#!/usr/bin/env bash
# App scale: `legible pairs` and `legible lint` (no config) on N copies of the same apps (N = 1, 2, 4), release
# build: the time per MB of app files should stay flat as the app grows, since each file is read once and the
# readers' work is per file (issue "What the screen shows"). The copies are separate folders, so nothing is shared
# between them but the run.
#
#   Benchmarks/app-scale.sh [RUNS] [APP…]     (default 3 runs; apps: folders of ../shared/corpus, or any folders)
#
# Each app folder is copied (untimed) into copy1/ … copyN/ of a temporary folder (removed afterwards); each N runs
# once untimed, then RUNS timed runs per command; the table shows the MB of files (du -sk), the sites or checks, and
# the median wall-clock seconds, per run and per MB, then the flatness: seconds per MB at 4× over seconds per MB at
# 1× for each command (1.00 = flat; above 1 the run grows faster than the app). SCRATCH=.build-x builds into another scratch path;
# LEGIBLE=path/to/legible times that binary instead of building.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
shift || true
corpus=../shared/corpus
if [[ $# -gt 0 ]]; then apps=("$@"); else
    apps=("$corpus/TeamNewPipe__NewPipe" "$corpus/duckduckgo__Android" "$corpus/wikimedia__apps-android-wikipedia"
          "$corpus/mastodon__mastodon-ios" "$corpus/Ranchero-Software__NetNewsWire" "$corpus/ProtonVPN__ios-mac-app")
fi
source Benchmarks/scale-copies.sh
scale_copies app-scale "${apps[@]}"

declare -A per_mb # copies → "pairs-seconds lint-seconds MB"
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
timed() { # command args… → median seconds of RUNS runs (exit 0 or 1 expected)
    local times=()
    for _ in $(seq 1 "$runs"); do
        local start end
        start=$(date +%s.%N)
        (cd "$work" && "$bin" "$@" >/dev/null 2>&1) || [[ $? -le 1 ]]
        end=$(date +%s.%N)
        times+=("$(python3 -c "print($end - $start)")")
    done
    printf '%s\n' "${times[@]}" | median
}

echo "legible pairs / lint, release ($bin); ${#apps[@]} apps: $(for a in "${apps[@]}"; do basename "$a"; done | paste -sd ' ')"
printf '%-7s %8s %8s %10s %10s %10s %10s\n' copies MB sites "pairs s" "pairs s/MB" "lint s" "lint s/MB"
for n in 1 2 4; do
    paths=()
    for k in $(seq 1 "$n"); do paths+=("$work/copy$k"); done
    mb=$(du -sk "${paths[@]}" | awk '{s+=$1} END {printf "%.1f", s/1024}')
    (cd "$work" && "$bin" pairs "${paths[@]}" --format json >"$work/pairs.json" 2>/dev/null) || [[ $? -le 1 ]]
    sites=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(sum(len(p["sites"]) for p in d["pairs"]))' "$work/pairs.json")
    (cd "$work" && "$bin" lint "${paths[@]}" --format json >/dev/null 2>&1) || [[ $? -le 1 ]]
    p=$(timed pairs "${paths[@]}" --format json)
    l=$(timed lint "${paths[@]}" --format json)
    python3 -c "print(f'{$n:<7} {$mb:>8} {$sites:>8} {$p:>10.2f} {$p/$mb:>10.3f} {$l:>10.2f} {$l/$mb:>10.3f}')"
    per_mb[$n]="$p $l $mb"
done
read -r p1 l1 mb1 <<<"${per_mb[1]}"
read -r p4 l4 mb4 <<<"${per_mb[4]}"
python3 -c "print(f'flatness (s/MB at 4x / s/MB at 1x): pairs {($p4/$mb4)/($p1/$mb1):.2f}, lint {($l4/$mb4)/($l1/$mb1):.2f}')"
