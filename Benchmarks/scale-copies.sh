# Sourced by the scale benchmarks (lint-scale.sh, app-scale.sh): checks the app folders, builds (or takes) the
# release binary, and copies the apps into copy1/ … copy4/ of a temporary folder removed on exit.
#   scale_copies NAME APP…   sets: bin (LEGIBLE=path, else a release build in SCRATCH or .build), work
scale_copies() {
    local name=$1
    shift
    local app n
    for app in "$@"; do
        [[ -d "$app" ]] || { echo "$name: no folder $app (the corpus is ../shared/corpus; or name app folders)" >&2; exit 2; }
    done
    if [[ -n "${LEGIBLE:-}" ]]; then bin=$LEGIBLE; else
        local scratch=${SCRATCH:-.build}
        swift build -c release --product legible --scratch-path "$scratch" >/dev/null
        bin=$(swift build -c release --scratch-path "$scratch" --show-bin-path)/legible
    fi
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    for n in 1 2 3 4; do
        mkdir -p "$work/copy$n"
        for app in "$@"; do cp -R "$app" "$work/copy$n/"; done
    done
}
