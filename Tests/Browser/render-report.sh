#!/usr/bin/env bash
# Renders `legible report` pages in headless Chromium, as a person would open them, and checks they rendered:
# a non-blank screenshot of plausible size, every section heading in the DOM dump, the page under 2 MB, the
# dark page style applied under prefers-color-scheme: dark, and (quick-start app) every simulated pair drawn with
# its label. Needs `chromium` (Debian package) and python3.
#
#   Tests/Browser/render-report.sh [--legible PATH] [--out DIR] [--readme-screenshot PNG]
#
# Pages: the iOS 13 fixture (Fixtures/ios13, with its legible.json), the quick-start app (Fixtures/quickstart/App,
# observed pairs) and, when ../shared/corpus is beside the
# checkout, compound's tokens (element-hq/compound-design-tokens, 418 colors × 4 layered themes) with rules inferred
# from names, and compound's catalog (316 colors × 4 appearances) under a stress config pairing every color with the grays (~18,000 checks), to
# show the page caps keep it light. Chromium runs with every host unresolvable, so a page that needed the network
# would show it. Prints the page weights; exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/../.."

legible="" out="" readme=""
while [ $# -gt 0 ]; do
    case "$1" in
        --legible) legible="$2"; shift 2 ;;
        --out) out="$2"; shift 2 ;;
        --readme-screenshot) readme="$2"; shift 2 ;;
        *) echo "render-report.sh: unknown argument '$1'" >&2; exit 2 ;;
    esac
done
if [ -z "$legible" ]; then
    swift build --product legible >&2
    legible="$(swift build --show-bin-path)/legible"
fi
chromium="${CHROMIUM:-$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)}"
if [ -z "$chromium" ]; then
    echo "render-report.sh: chromium not found (apt-get install -y chromium)" >&2
    exit 2
fi
out="${out:-$(mktemp -d)}"
mkdir -p "$out"
width=1280 height=2000

# Headless, as root in CI (no sandbox), no GPU, a throwaway profile, and no way to reach any host.
browse() {
    timeout 180 "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --disable-extensions \
        --user-data-dir="$out/profile" --host-resolver-rules="MAP * ~NOTFOUND" "$@" 2>>"$out/chromium.log"
}

failed=0
check() { # NAME PAGE
    local name="$1" page="$2"
    local url="file://$(cd "$(dirname "$page")" && pwd)/$(basename "$page")"
    browse --window-size="$width,$height" --screenshot="$out/$name.png" "$url" >/dev/null
    browse --force-dark-mode --blink-settings=preferredColorScheme=0 --window-size="$width,$height" \
        --screenshot="$out/$name-dark.png" "$url" >/dev/null
    browse --dump-dom "$url" >"$out/$name.dom.html"
    python3 Tests/Browser/check_render.py "$name" "$page" "$out/$name.png" "$out/$name.dom.html" "$width" "$height" \
        --dark "$out/$name-dark.png" || failed=1
}

report() { # NAME ARGS…: writes $out/NAME.html; exit 0 (clean) or 1 (violations) both mean it was written
    local name="$1"; shift
    local status=0
    "$legible" report "$@" -o "$out/$name.html" 2>"$out/$name.stderr" || status=$?
    if [ "$status" -gt 1 ] || [ ! -s "$out/$name.html" ]; then
        echo "$name: FAIL: legible report exited $status" >&2
        cat "$out/$name.stderr" >&2
        failed=1
        return 1
    fi
}

if report ios13 Fixtures/ios13/SystemColors.xcassets --config Fixtures/ios13/legible.json; then
    check ios13 "$out/ios13.html"
    # every grid of the fixture, and no script anywhere in the rendered DOM
    for id in grid-light grid-dark; do
        grep -q "id=\"$id\"" "$out/ios13.dom.html" || { echo "ios13: FAIL: #$id missing from the DOM" >&2; failed=1; }
    done
    if grep -qi "<script" "$out/ios13.dom.html"; then echo "ios13: FAIL: a script element in the DOM" >&2; failed=1; fi
fi

# The quick-start app without a config: the pairs its storyboard and SwiftUI view show, each drawn as real text in
# every appearance and under every simulation, every swatch with its label and both hex values (check_simulated.py).
if report quickstart Fixtures/quickstart/App; then
    check quickstart "$out/quickstart.html"
    python3 Tests/Browser/check_simulated.py quickstart "$out/quickstart.dom.html" 4 || failed=1
fi

compound=../shared/corpus/element-hq__compound-design-tokens/assets/ios/swift/Colors.xcassets
if [ -d "$compound" ]; then
    # Zero-config on compound's tokens (4 layered themes, pairs inferred from the semantic names); its catalog alone
    # names only primitives (gray1400…), so a zero-config run of it checks nothing and exits 2 by design.
    if report compound "${compound%/assets/ios/swift/Colors.xcassets}/tokens"; then check compound "$out/compound.html"; fi
    cat >"$out/compound-stress.json" <<'JSON'
{"contrast": [{"foreground": "*", "background": "gray*"},
              {"foreground": ["gray1*", "blue*"], "background": ["gray*", "blue*"], "algorithm": "apca", "minimumLc": 60}],
 "distinguishable": [{"colors": ["red900", "green900", "orange900", "blue900", "yellow900", "purple900"],
                      "deficiencies": ["protan", "deutan", "tritan", "achromatopsia"]}],
 "nearDuplicate": true}
JSON
    if report compound-stress "$compound" --config "$out/compound-stress.json"; then check compound-stress "$out/compound-stress.html"; fi
else
    echo "compound: skipped ($compound not found)"
fi

if [ -n "$readme" ] && [ -s "$out/ios13.html" ]; then
    # The README's picture: the top of the iOS 13 report (header, summary, the light grid) at 60 % scale.
    browse --window-size=1280,2300 --force-device-scale-factor=0.6 --screenshot="$readme" "file://$(cd "$out" && pwd)/ios13.html" >/dev/null
    echo "README screenshot: $readme, $(wc -c <"$readme") bytes"
fi

if [ "$failed" -ne 0 ]; then
    echo "browser check FAILED (pages and screenshots in $out; Chromium's log: $out/chromium.log)" >&2
    exit 1
fi
echo "browser check passed (pages and screenshots in $out)"
