#!/usr/bin/env bash
# Text coverage: of the text uses in each app's UI files (text colors set in a layout, storyboard/xib or view code),
# how many end as an asserted pair, how many need review, and why the rest are not checked (issue "Apple apps seen
# as fully as Android apps"). Not a timing: one run of `legible pairs --format json` per app.
#
#   Benchmarks/text-coverage.sh [APP…]     (default: the Apple and Android apps of ../shared/corpus)
#
# LEGIBLE=path/to/legible uses that binary; otherwise the release build is made (.build-release).
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=../shared/corpus
if [[ $# -gt 0 ]]; then apps=("$@"); else
    apps=("$corpus/Ranchero-Software__NetNewsWire" "$corpus/ProtonVPN__ios-mac-app" "$corpus/mastodon__mastodon-ios"
          "$corpus/git-up__GitUp" "$corpus/gluonfield__enchanted"
          "$corpus/wikimedia__apps-android-wikipedia" "$corpus/TeamNewPipe__NewPipe" "$corpus/duckduckgo__Android")
fi
bin=${LEGIBLE:-}
if [[ -z "$bin" ]]; then
    swift build -c release --product legible --scratch-path .build-release >/dev/null
    bin=$PWD/.build-release/release/legible
fi
printf '%-34s %6s %9s %7s %12s %8s\n' app "text" asserted review "not checked" "checked"
for app in "${apps[@]}"; do
    (cd "$app" && "$bin" pairs . --format json 2>/dev/null || true) | python3 -c '
import json, re, sys, collections
name = sys.argv[1]
d = json.load(sys.stdin)
# A site is one text use (an element with a text color, as textUses counts them); it can be in several pairs (one
# per theme, state or text attribute: textColor and textColorHint are one element): it counts once, as asserted when
# any of its pairs is asserted.
asserted_sites, review_sites = set(), set()
# A text-color modifier on an image (an SF Symbol) is a text use that Legible checks as non-text (3:1): it counts.
text_keys = {"foregroundColor", "foregroundStyle", "textColor", "setTitleColor"}
for p in d["pairs"]:
    for s in p["sites"]:
        if p["role"] == "nonText" and s.get("key") not in text_keys: continue
        key = (s["path"], s["line"], s.get("elementID"))
        (review_sites if s.get("review") or p.get("needsReview") else asserted_sites).add(key)
asserted = len(asserted_sites)
review = len(review_sites - asserted_sites)
reasons = collections.Counter()
for g in d["diagnostics"]:
    m = g["message"]
    if g["severity"] != "warning" or "text color" not in m or "not checked" not in m: continue
    why = m.split("not checked", 1)[1].lstrip(": ")
    why = re.sub(r"\x27[^\x27]*\x27", "X", why)
    why = re.sub(r"\([^)]*\)", "", why)
    reasons[why[:70]] += 1
text = d["textUses"]
notc = sum(reasons.values())
pct = 100 * (asserted + review) / text if text else 0
print(f"{name:34s} {text:6d} {asserted:9d} {review:7d} {notc:12d} {pct:7.0f}%")
for why, n in reasons.most_common(int(sys.argv[2])):
    print(f"    {n:5d}  {why}")
' "$(basename "$app")" "${TOP:-6}"
done
