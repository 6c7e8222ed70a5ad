#!/usr/bin/env bash
# Builds the libFuzzer targets (Tests/Fuzz, -sanitize=fuzzer,address unless LEGIBLE_FUZZ_SANITIZERS says, release) and runs one for RUNS executions.
#
#   Tests/Fuzz/run.sh TARGET RUNS [libFuzzer options…]   e.g.  Tests/Fuzz/run.sh css 20000
#   Tests/Fuzz/run.sh all RUNS                            every target in turn
#   Tests/Fuzz/run.sh list                                the target names
#
# Seeds come from Fixtures/ (and ../shared/corpus beside the checkout when present); the working corpus and any
# crash reproducer go to Tests/Fuzz/.build/corpus/TARGET and Tests/Fuzz/.build/artifacts/TARGET. Every run is
# bounded: -timeout (seconds per input: a hang is a failure), -rss_limit_mb (memory), -max_len (input size).
# Exit status: 0 when no crash, hang, leak or broken invariant was found, non-zero otherwise.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
# LEGIBLE_FUZZ_SANITIZERS=fuzzer builds without AddressSanitizer (its own build folder, .build-fuzzer): several
# times the executions per second, for long campaigns whose corpus is then replayed under the ASan build.
sanitizers="${LEGIBLE_FUZZ_SANITIZERS:-fuzzer,address}"
scratch="$here/.build"
[[ "$sanitizers" == "fuzzer,address" ]] || scratch="$here/.build-${sanitizers//,/-}"

# Target name → seed files (find expressions over Fixtures/ and the shared corpus). One line per target: adding
# a reader is one line here and one entry in Sources/legible-fuzz/FuzzTargets.swift.
seeds_for() {
    case "$1" in
        catalog) echo "-path *.colorset/Contents.json" ;;
        json)    echo "-name *.json" ;;
        tokens)  echo "-name *.json -not -path *.xcassets/* -not -name legible.json -not -path */reference/*" ;;
        tokenconfig) echo "( -name \$themes.json -o -name *resolver.json -o -name config.json -o -name *.config.json )" ;;
        android) echo "-path */values*/*.xml" ;;
        css)     echo "-name *.css" ;;
        color)   echo "-name *.css" ;;   # the values of their custom properties, one per seed
        config)  echo "-name legible.json" ;;
        swift)   echo "-name *.swift" ;;
        views)   echo "-name *.swift" ;;
        androidcode) echo "( -name *.kt -o -name *.java )" ;;
        ib)      echo "( -name *.storyboard -o -name *.xib )" ;;
        layout)  echo "-path */res/layout*/*.xml" ;;
        *) return 1 ;;
    esac
}
targets="catalog json tokens tokenconfig android css color config swift views ib layout androidcode"

if [[ "${1:-}" == "list" ]]; then echo "$targets"; exit 0; fi
if [[ $# -lt 2 ]]; then sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 2; fi
target="$1"; runs="$2"; shift 2

build() {
    # SwiftPM keeps the build plan of this package between runs and does not notice files added to the root package
    # it depends on by path (measured 2026-11-26: a new LegiblePalette file was "not found" on every rebuild), so the
    # plan is dropped and made again; compiled modules stay, so a rebuild still only compiles what changed.
    rm -f "$scratch/release.yaml" "$scratch"/*/release/description.json
    swift build -c release --package-path "$here" --scratch-path "$scratch" \
        -Xswiftc -sanitize="$sanitizers" -Xswiftc -g >&2
}

# Seeds: each file at most 64 KiB, named by content hash so reruns do not duplicate them.
seed() {
    local name="$1" dir="$scratch/seeds/$1" expr
    expr="$(seeds_for "$name")"
    rm -rf "$dir"; mkdir -p "$dir"
    local roots=("$repo/Fixtures")
    [[ -d "$repo/../shared/corpus" ]] && roots+=("$repo/../shared/corpus")
    # The find expression is meant to split into words, but its globs are for find, not for the shell.
    set -f
    # shellcheck disable=SC2086
    find "${roots[@]}" -type f $expr -size -64k -print0 | while IFS= read -r -d '' f; do
        if [[ "$name" == color ]]; then
            local i=0
            { grep -ao -- '--[A-Za-z0-9_-]*:[^;{}]*' "$f" || true; } | sed 's/^[^:]*:[[:space:]]*//' | sort -u > "$dir/.values"
            while IFS= read -r v; do i=$((i + 1)); printf '%s' "$v" > "$dir/$(basename "$f").$i"; done < "$dir/.values"
            rm -f "$dir/.values"
        else
            cp "$f" "$dir/$(cksum < "$f" | cut -d' ' -f1)"
        fi
    done
    set +f
}

run_one() {
    local name="$1" binary="$2"; shift 2
    seeds_for "$name" >/dev/null || { echo "unknown target '$name'; one of: $targets" >&2; return 2; }
    seed "$name"
    mkdir -p "$scratch/corpus/$name" "$scratch/artifacts/$name"
    echo "== fuzz $name: $runs runs ($(date -u +%H:%M:%S)), $(ls "$scratch/seeds/$name" | wc -l) seeds" >&2
    # The Swift runtime's backtracer and ASan both handle fatal signals; libFuzzer's report is the one wanted.
    # lsan.supp: leaks inside the toolchain's Foundation (not Legible's code), each with the reason.
    # Repeatable runs: libFuzzer with a fixed -seed replays the same inputs only if the target behaves the same
    # way each time, so Swift's per-process random hashing is turned off and inputs are written under one fixed
    # path (not the process id; paths reach diagnostics). Measured 2026-11-25: with both, two 3,000-run tokens
    # runs end at the same coverage and corpus; without, every run differed (CI hit a finding a local run with
    # the same seed missed). Forked or parallel runs (-fork, -jobs) keep one folder per process.
    local work=""
    [[ " $* " == *" -fork="* || " $* " == *" -jobs="* ]] || work="${TMPDIR:-/tmp}/legible-fuzz-work/$name"
    [[ -n "$work" ]] && rm -rf "$work"
    SWIFT_DETERMINISTIC_HASHING=1 LEGIBLE_FUZZ_SCRATCH="$work" \
    LSAN_OPTIONS="suppressions=$here/lsan.supp:print_suppressions=0" SWIFT_BACKTRACE=enable=no LEGIBLE_FUZZ_TARGET="$name" "$binary" -runs="$runs" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
        -print_final_stats=1 -artifact_prefix="$scratch/artifacts/$name/" "$@" \
        "$scratch/corpus/$name" "$scratch/seeds/$name"
}

# A failed build stops here (never a run of an older binary left in the scratch folder).
build
binary="$(swift build -c release --package-path "$here" --scratch-path "$scratch" --show-bin-path)/legible-fuzz"
if [[ "$target" == all ]]; then
    for t in $targets; do run_one "$t" "$binary" "$@"; done
else
    run_one "$target" "$binary" "$@"
fi
