#!/usr/bin/env bash
# Wall-clock of `legible palette ROOT` at the root of a big generated repository, release build.
#
#   Benchmarks/walk-bench.sh [RUNS]          (SCRATCH=.build-x Benchmarks/walk-bench.sh: another --scratch-path)
#
# The tree is generated into a temporary folder (removed afterwards), deterministically:
#   walked        50,000 files in 100 modules × 10 folders: 300 palette files (100 CSS files of 10 custom
#                 properties, 100 DTCG token files of 10 colors, 100 colorsets in 10 asset catalogs) and 49,700 files
#                 no palette reader opens (.md, .png, .ts, .kt, .m, .h, .yml, .svg, .txt)
#   skipped       node_modules (20,000 files, .css and .json among them), build (5,000), Pods (2,000), .git
#   .gitignored   generated/ (2,000 .css files) and *.log (1,000 files in the walked folders) via ROOT/.gitignore
# The run must find exactly the 2,100 colors of the 300 palette files (checked once, from --format json), so a
# walk that reads a skipped or ignored folder fails the check rather than just being slower.
# One untimed run, then RUNS timed runs (default 5); median and min in milliseconds. Target: ≤ 1 s.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
scratch=${SCRATCH:-.build}
swift build -c release --product legible --scratch-path "$scratch" >/dev/null
bin=$(swift build -c release --scratch-path "$scratch" --show-bin-path)/legible
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root="$work/repo"

python3 - "$root" <<'PY'
import os, sys, json
root = sys.argv[1]
def write(path, text=""):
    full = os.path.join(root, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as f: f.write(text)
def hexcolor(n): return "#%06x" % ((n * 2654435761) & 0xFFFFFF)

os.makedirs(os.path.join(root, ".git"))
write(".gitignore", "# generated at build time\n/generated/\n*.log\n!keep.log\n")
other = [".md", ".png", ".ts", ".kt", ".m", ".h", ".yml", ".svg", ".txt"]
walked = palette = logs = 0
for m in range(100):
    for d in range(10):
        folder = f"Modules/m{m:03}/f{d}"
        files = 50
        if d == 0:  # one CSS file and one token file per module
            write(f"{folder}/theme.css", ":root {\n" + "".join(f"  --m{m}-c{j}: {hexcolor(m * 100 + j)};\n" for j in range(10)) + "}\n")
            tokens = {f"m{m}": {f"t{j}": {"$type": "color", "$value": hexcolor(m * 100 + 50 + j)} for j in range(10)}}
            write(f"{folder}/colors.tokens.json", json.dumps(tokens, indent=1))
            walked += 2; palette += 2; files -= 2
        if d == 1 and m % 10 == 0:  # an asset catalog of 10 colorsets in every tenth module
            catalog = f"{folder}/Colors.xcassets"
            write(f"{catalog}/Contents.json", '{"info": {"author": "xcode", "version": 1}}\n')
            walked += 1; files -= 1
            for j in range(10):
                r, g, b = [((m * 10 + j) * k) % 256 / 255 for k in (37, 91, 151)]
                color = {"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components":
                         {"red": f"{r:.3f}", "green": f"{g:.3f}", "blue": f"{b:.3f}", "alpha": "1.000"}}}],
                         "info": {"author": "xcode", "version": 1}}
                write(f"{catalog}/cat{m}c{j}.colorset/Contents.json", json.dumps(color))
                walked += 1; palette += 1; files -= 1
        if d == 2:  # ten .gitignored logs per module
            for j in range(10): write(f"{folder}/run{j}.log", "log\n")
            logs += 10
        for j in range(files):
            write(f"{folder}/file{j:02}{other[(m + d + j) % len(other)]}", "x\n")
            walked += 1
for i in range(20000):  # dependencies: palette-like files that must not be read
    ext = [".css", ".json", ".js", ".md"][i % 4]
    text = ":root { --dep: #ff0000; }\n" if ext == ".css" else '{"dep": {"$type": "color", "$value": "#ff0000"}}' if ext == ".json" else "x\n"
    write(f"node_modules/pkg{i // 100:03}/lib/f{i % 100:02}{ext}", text)
for i in range(5000): write(f"build/intermediates/f{i:04}.css", ":root { --built: #00ff00; }\n")
for i in range(2000): write(f"Pods/Pod{i // 100}/f{i:04}.json", '{"pod": {"$type": "color", "$value": "#0000ff"}}')
for i in range(2000): write(f"generated/g{i:04}.css", ":root { --generated: #0000ff; }\n")
assert walked == 50000 and palette == 300, (walked, palette)
print(f"tree: {walked} walked files ({palette} palette files), {logs} .gitignored logs, "
      "20000 in node_modules, 5000 in build, 2000 in Pods, 2000 in .gitignored generated/")
PY

colors=$("$bin" palette "$root" --format json | python3 -c 'import json, sys; print(len(json.load(sys.stdin)["colors"]))')
if [ "$colors" != 2100 ]; then
  echo "walk-bench: expected 2100 colors, found $colors (a skipped or ignored folder was read?)" >&2
  exit 1
fi

echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //') ($(nproc) cores), load: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "binary: $bin (swift build -c release)"
printf '%-18s %6s %10s %10s  %s\n' workload runs median_ms min_ms target
"$bin" palette "$root" >/dev/null 2>&1 || true
times=()
for _ in $(seq "$runs"); do
  t0=$(date +%s%N)
  "$bin" palette "$root" >/dev/null 2>&1 || true
  t1=$(date +%s%N)
  times+=($(( (t1 - t0) / 1000 )))
done
sorted=($(printf '%s\n' "${times[@]}" | sort -n))
awk -v r="$runs" -v med="${sorted[$(( runs / 2 ))]}" -v mn="${sorted[0]}" \
  'BEGIN { printf "%-18s %6d %10.1f %10.1f  %s\n", "palette-50k-tree", r, med / 1000, mn / 1000, "<= 1000 ms" }'
