#!/usr/bin/env bash
# Wall-clock benchmarks of whole `legible` commands on real palettes, release build.
#
#   Benchmarks/cli-bench.sh [RUNS]
#
# Workloads (issue targets in brackets):
#   palette-compound   legible palette <compound Colors.xcassets, 316 colorsets> --format json      [< 100 ms]
#   lint-compound      legible lint <same catalog> --config <200 rules> --format sarif             [< 150 ms]
#   palette-swift      legible palette <mastodon-ios tree: 60 Swift files, 3 asset catalogs> --format json

#   pairs-protonvpn    legible pairs <ProtonVPN: 121 storyboards/xibs + 13 colorsets>              [well under 1 s]
# The compound catalog is read from ../shared/corpus (AGPL, not copied into this repo); without it the script
# says so and exits 0. Each workload runs once untimed, then RUNS times (default 21); the median and min are printed
# in milliseconds. Process start-up is included: this is what a CI step pays.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-21}
catalog="../shared/corpus/element-hq__compound-design-tokens/assets/ios/swift/Colors.xcassets"
if [ ! -d "$catalog" ]; then
  echo "cli-bench: $catalog not found (the shared corpus is not beside this checkout); nothing measured"
  exit 0
fi
swift build -c release --product legible >/dev/null
bin=$(swift build -c release --show-bin-path)/legible
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# 200 contrast rules over the catalog's names: each gray/alpha step on a few backgrounds, deterministic.
python3 - "$catalog" "$work/legible.json" <<'PY'
import os, sys, json
names = sorted(n[:-len(".colorset")] for n in os.listdir(sys.argv[1]) if n.endswith(".colorset"))
backgrounds = [n for n in names if n.startswith("gray") and len(n) <= 7][:8] or names[:8]
rules = []
for i, fg in enumerate(names):
    if len(rules) == 200: break
    rules.append({"foreground": fg, "background": backgrounds[i % len(backgrounds)], "level": "AA",
                  "text": ["normal", "large", "nonText"][i % 3]})
json.dump({"contrast": rules}, open(sys.argv[2], "w"), indent=1)
PY

echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //') ($(nproc) cores)"
echo "binary: $bin (swift build -c release)"
printf '%-18s %6s %10s %10s  %s\n' workload runs median_ms min_ms target
measure() {
  local name=$1 target=$2; shift 2
  "$@" >/dev/null 2>&1 || true
  local times=()
  for _ in $(seq "$runs"); do
    local t0=$(date +%s%N)
    "$@" >/dev/null 2>&1 || true
    local t1=$(date +%s%N)
    times+=($(( (t1 - t0) / 1000 )))
  done
  local sorted=($(printf '%s\n' "${times[@]}" | sort -n))
  local median=${sorted[$(( runs / 2 ))]} min=${sorted[0]}
  awk -v n="$name" -v r="$runs" -v med="$median" -v mn="$min" -v t="$target" 'BEGIN { printf "%-18s %6d %10.1f %10.1f  %s\n", n, r, med / 1000, mn / 1000, t }'
}
measure palette-compound "< 100 ms" "$bin" palette "$catalog" --format json
if "$bin" --help | grep -q ' lint '; then
  measure lint-compound "< 150 ms" "$bin" lint "$catalog" --config "$work/legible.json" --format sarif
fi
swift_tree="../shared/corpus/mastodon__mastodon-ios"
if [ -d "$swift_tree" ]; then
  measure palette-swift "-" "$bin" palette "$swift_tree" --format json
fi

proton="../shared/corpus/ProtonVPN__ios-mac-app"
if [ -d "$proton" ] && "$bin" --help | grep -q ' pairs '; then
  measure pairs-protonvpn "< 1000 ms" "$bin" pairs "$proton"
fi
