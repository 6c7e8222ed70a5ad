#!/usr/bin/env bash
# The SwiftPM plugins as a user meets them: writes a tiny package that depends on this checkout by path, with one
# failing pair in its asset catalog (text #969696 on background #ffffff, 2.95:1 < AA 4.5:1, rules inferred from
# the names), then checks that
#   1. `swift build` fails and prints the finding as `…/text.colorset/Contents.json:L:C: error: … [guess-wcag2-aa-text]`
#      (no legible.json in the sample: the pair is guessed from the names text/background)
#      (LegibleBuildPlugin),
#   2. `swift package legible lint` exits 1 (LegibleCommandPlugin),
#   3. `swift package --allow-writing-to-package-directory legible-report -o legible.html` writes the page
#      (LegibleReportPlugin), and `swift package legible lint --output FILE` is refused (no write permission),
#   4. once the pair passes, the build lints and succeeds, and a second build does not lint again (incremental).
# One scratch folder under the system temp dir, reused between runs (the first run compiles legible: minutes).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="${TMPDIR:-/tmp}/legible-plugin-sample"
sample="$work/Sample"
mkdir -p "$work"
# The dependency's package identity is its folder's name: link the checkout as `legible` whatever it is called.
ln -sfn "$repo" "$work/legible"
rm -rf "$sample/Sources" "$sample/legible.html"
catalog="$sample/Sources/Sample/Colors.xcassets"
mkdir -p "$catalog/text.colorset" "$catalog/background.colorset"
cat > "$sample/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Sample",
    dependencies: [.package(path: "$work/legible")],
    targets: [
        .target(name: "Sample", exclude: ["Colors.xcassets"],
                plugins: [.plugin(name: "LegibleBuildPlugin", package: "legible")]),
    ]
)
SWIFT
echo 'public let sample = 1' > "$sample/Sources/Sample/Sample.swift"
printf '{\n  "info" : { "author" : "xcode", "version" : 1 }\n}\n' > "$catalog/Contents.json"
colorset() { # NAME GRAY(0-255)
    cat > "$catalog/$1.colorset/Contents.json" <<JSON
{
  "colors" : [
    {
      "color" : {
        "color-space" : "srgb",
        "components" : { "alpha" : "1.000", "blue" : "$2", "green" : "$2", "red" : "$2" }
      },
      "idiom" : "universal"
    }
  ],
  "info" : { "author" : "xcode", "version" : 1 }
}
JSON
}
colorset text 150
colorset background 255
cd "$sample"
scratch=(--scratch-path "$work/.build")

start=$SECONDS
status=0
swift build "${scratch[@]}" > "$work/build.log" 2>&1 || status=$?
echo "plugins-sample: swift build exit $status in $((SECONDS - start)) s"
if [ "$status" -eq 0 ]; then echo "FAIL: swift build passed despite a failing pair"; tail -20 "$work/build.log"; exit 1; fi
if ! grep -E "Colors\.xcassets/text\.colorset/Contents\.json:[0-9]+:[0-9]+: error: .*\[(guess-)?wcag2-aa-text\]" "$work/build.log"; then
    echo "FAIL: swift build did not print the finding"; tail -40 "$work/build.log"; exit 1
fi

start=$SECONDS
status=0
swift package "${scratch[@]}" legible lint > "$work/lint.log" 2>&1 || status=$?
echo "plugins-sample: swift package legible lint exit $status in $((SECONDS - start)) s"
if [ "$status" -ne 1 ]; then echo "FAIL: expected exit 1"; cat "$work/lint.log"; exit 1; fi
grep -Eq "FAIL +(guess-)?wcag2-aa-text +text +background" "$work/lint.log" || { echo "FAIL: the lint report does not name the pair"; cat "$work/lint.log"; exit 1; }

status=0
swift package "${scratch[@]}" legible lint --output x.txt > "$work/lint-o.log" 2>&1 || status=$?
if [ "$status" -eq 0 ] || [ -e x.txt ]; then echo "FAIL: the lint plugin must not write files"; exit 1; fi

status=0
swift package "${scratch[@]}" --allow-writing-to-package-directory legible-report -o legible.html > "$work/report.log" 2>&1 || status=$?
echo "plugins-sample: swift package legible-report exit $status"
if [ "$status" -ne 1 ] || ! grep -q "<html" legible.html; then echo "FAIL: no report page"; cat "$work/report.log"; exit 1; fi

# Incremental: fix the pair; the next build lints (and passes), the one after it does not run the lint again.
colorset text 0
swift build "${scratch[@]}" > "$work/build-fixed.log" 2>&1 || { echo "FAIL: build with a passing palette"; tail -20 "$work/build-fixed.log"; exit 1; }
grep -q "Legible: lint Sample" "$work/build-fixed.log" || { echo "FAIL: a changed catalog was not linted"; tail -20 "$work/build-fixed.log"; exit 1; }
swift build "${scratch[@]}" > "$work/build-again.log" 2>&1
if grep -q "Legible: lint Sample" "$work/build-again.log"; then echo "FAIL: an unchanged target was linted again"; cat "$work/build-again.log"; exit 1; fi
echo "plugins-sample: OK"
