#!/usr/bin/env bash
# Legible against numpy on the same workloads, in one go:
#   Benchmarks/compare.sh [--quick] [--runs N] [--only counts,matrix-f32,…]
# builds legible-bench in release (extra build flags from $SWIFT_BUILD_FLAGS, scratch path from $SCRATCH_PATH),
# runs it with one batch thread (numpy's kernels are single-threaded), runs Benchmarks/peers/numpy_bench.py (installing
# numpy with pip if it is missing), and prints each workload's rates side by side with the Legible/numpy ratio.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! python3 -c "import numpy" 2>/dev/null; then
    echo "numpy not found: installing it with pip" >&2
    python3 -m pip install --quiet numpy 2>/dev/null || python3 -m pip install --quiet --user numpy \
        || python3 -m pip install --quiet --break-system-packages numpy
fi

scratch=(); [[ -n "${SCRATCH_PATH:-}" ]] && scratch=(--scratch-path "$SCRATCH_PATH")
# shellcheck disable=SC2086
swift build -c release --product legible-bench "${scratch[@]}" ${SWIFT_BUILD_FLAGS:-} >&2
# shellcheck disable=SC2086
bin="$(swift build -c release "${scratch[@]}" ${SWIFT_BUILD_FLAGS:-} --show-bin-path)/legible-bench"

legible_json="$(mktemp)"; numpy_json="$(mktemp)"
trap 'rm -f "$legible_json" "$numpy_json"' EXIT
echo "running legible-bench …" >&2
"$bin" --json --threads 1 "$@" > "$legible_json"
echo "running numpy peer …" >&2
python3 Benchmarks/peers/numpy_bench.py --json "$@" > "$numpy_json"

python3 - "$legible_json" "$numpy_json" <<'PY'
import json, sys
legible, numpy = (json.load(open(p)) for p in sys.argv[1:3])
def rate(r):
    v = r["median"]
    return f"{v / 1e9:8.3f} G" if v >= 1e9 else f"{v / 1e6:8.1f} M"
peer = {(r["workload"], r["n"]): r for r in numpy["results"]}
print(f"cpu:     {legible['cpu']}")
print(f"legible: {legible['flags']}")
print(f"numpy:   {numpy['flags']}")
print()
print(f"{'workload':16} {'n':>8}  {'scalar':>11} {'batch':>11} {'numpy':>11}  {'batch/numpy':>11}  unit")
rows = {}
for r in legible["results"]:
    rows.setdefault((r["workload"], r["n"]), {})[r["path"]] = r
for (workload, n), paths in rows.items():
    batch, scalar, np_ = paths.get("batch"), paths.get("scalar"), peer.get((workload, n))
    ratio = f"{batch['median'] / np_['median']:10.1f}×" if batch and np_ else "          –"
    print(f"{workload:16} {n:>8}  {rate(scalar) if scalar else '':>11} {rate(batch) if batch else '':>11} "
          f"{rate(np_) if np_ else '':>11}  {ratio:>11}  {(batch or scalar)['unit']}")
PY
