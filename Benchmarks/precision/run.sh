#!/usr/bin/env bash
# run.sh BIN OUTDIR APP...: legible pairs over each app, from the folder holding the apps
bin=$1; out=$2; shift 2
mkdir -p "$out"; out=$(cd "$out" && pwd)
cd "${APPS:-/work/m22/apps}"
for app in "$@"; do
  start=$(date +%s)
  "$bin" pairs "$app" --format json > "$out/$app.json" 2> "$out/$app.err"; rc=$?
  echo "$app rc=$rc $(( $(date +%s) - start ))s"
done
