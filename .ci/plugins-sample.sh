#!/usr/bin/env bash
# The SwiftPM plugins as a user meets them: writes a tiny package that depends on this checkout by path, whose
# target folder holds an asset catalog (text #969696, background #ffffff) and a SwiftUI view that shows text on
# background (2.95:1 < AA 4.5:1; no legible.json: the pair is observed in the view), both excluded from the
# compiled sources (`exclude:`), then checks that
#   1. `swift build` fails and prints the finding as an `error: … [wcag2-aa-text]` (LegibleBuildPlugin reads the
#      target's whole folder, so the pair the view shows is checked, not a guess from names),
#   2. `swift package legible lint` exits 1 and names the pair and the view (LegibleCommandPlugin),
#   3. `swift package --allow-writing-to-package-directory legible-report -o legible.html` writes the page and
#      exits 0 (a written report is a success), `--fail-on-findings` makes it exit 1 (LegibleReportPlugin), and
#      `swift package legible lint --output FILE` is refused (no write permission),
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
        .target(name: "Sample", exclude: ["Colors.xcassets", "Views"],
                plugins: [.plugin(name: "LegibleBuildPlugin", package: "legible")]),
    ]
)
SWIFT
echo 'public let sample = 1' > "$sample/Sources/Sample/Sample.swift"
mkdir -p "$sample/Sources/Sample/Views"
cat > "$sample/Sources/Sample/Views/CardView.swift" <<'SWIFT'
import SwiftUI

struct CardView: View {
    var body: some View {
        Text("Sample")
            .foregroundColor(Color("text"))
            .background(Color("background"))
    }
}
SWIFT
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
if ! grep -E "error: .*\[wcag2-aa-text\]" "$work/build.log"; then
    echo "FAIL: swift build did not print the finding"; tail -40 "$work/build.log"; exit 1
fi

start=$SECONDS
status=0
swift package "${scratch[@]}" legible lint > "$work/lint.log" 2>&1 || status=$?
echo "plugins-sample: swift package legible lint exit $status in $((SECONDS - start)) s"
if [ "$status" -ne 1 ]; then echo "FAIL: expected exit 1"; cat "$work/lint.log"; exit 1; fi
grep -Eq "FAIL +wcag2-aa-text +text +background" "$work/lint.log" || { echo "FAIL: the lint report does not name the observed pair"; cat "$work/lint.log"; exit 1; }
grep -q "Views/CardView.swift" "$work/lint.log" || { echo "FAIL: the lint report does not say where the pair is shown"; cat "$work/lint.log"; exit 1; }

status=0
swift package "${scratch[@]}" legible lint --output x.txt > "$work/lint-o.log" 2>&1 || status=$?
if [ "$status" -eq 0 ] || [ -e x.txt ]; then echo "FAIL: the lint plugin must not write files"; exit 1; fi

status=0
swift package "${scratch[@]}" --allow-writing-to-package-directory legible-report -o legible.html > "$work/report.log" 2>&1 || status=$?
echo "plugins-sample: swift package legible-report exit $status"
if [ "$status" -ne 0 ] || ! grep -q "<html" legible.html; then echo "FAIL: no report page, or a written report did not exit 0"; cat "$work/report.log"; exit 1; fi
status=0
swift package "${scratch[@]}" --allow-writing-to-package-directory legible-report -o legible.html --fail-on-findings > "$work/report-fail.log" 2>&1 || status=$?
if [ "$status" -ne 1 ]; then echo "FAIL: legible-report --fail-on-findings exit $status, expected 1"; cat "$work/report-fail.log"; exit 1; fi

# Incremental: fix the pair; the next build lints (and passes), the one after it does not run the lint again.
colorset text 0
swift build "${scratch[@]}" > "$work/build-fixed.log" 2>&1 || { echo "FAIL: build with a passing palette"; tail -20 "$work/build-fixed.log"; exit 1; }
grep -q "Legible: lint Sample" "$work/build-fixed.log" || { echo "FAIL: a changed catalog was not linted"; tail -20 "$work/build-fixed.log"; exit 1; }
swift build "${scratch[@]}" > "$work/build-again.log" 2>&1
if grep -q "Legible: lint Sample" "$work/build-again.log"; then echo "FAIL: an unchanged target was linted again"; cat "$work/build-again.log"; exit 1; fi
echo "plugins-sample: OK"
