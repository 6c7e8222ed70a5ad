# Twenty-sixth session's draw (seed fixed before looking at any app's output or fetching).
# Every candidate below is absent from Benchmarks/apps.md (checked by grep before the draw), except the pool's
# Ice (fetched in the twenty-fifth session, never drawn). Goodtime and Notepad were fetched in an earlier session
# but never listed nor drawn.
import random
r = random.Random(302610)
groups = [
    ("Android", 3, ["Goodtime", "Notepad", "gotify-android", "LeafPic", "SkyTube", "odk-collect", "Subsonic", "budget-watch"]),
    ("UIKit + Objective-C", 1, ["mobileorg", "OsmAnd-iOS", "ioctocat"]),
    ("SwiftUI with themes", 1, ["dime", "Swiftcord"]),
    ("AppKit", 1, ["gitx", "Ice", "fsnotes", "Textual"]),
    ("UIKit", 1, ["GitHawk", "openfoodfacts-ios"]),
]
for name, k, pool in groups:
    print(name, sorted(r.sample(pool, k)))
# Rule for what cannot be measured (over 500 MB, no snapshot, no UI file Legible reads, or Compose-only UI with
# fewer than 10 text uses): replace by a draw from the rest of its group with seed 302611, in order.
# After fetching (before any run): ioctocat's repository is a README and changelogs only (the app moved); LeafPic's
# snapshot is empty (no commit). Each is replaced from the rest of its group, seed 302611.
r2 = random.Random(302611)
print("Android replacement", r2.sample(["Goodtime", "gotify-android", "odk-collect", "Subsonic", "budget-watch"], 1))
print("UIKit + Objective-C replacement", r2.sample(["mobileorg", "OsmAnd-iOS"], 1))
# After the first run (before any site was read): Notepad's UI is Jetpack Compose only (exit 2, no UI file);
# mobileorg has no asserted text site (19 review-only). Replacements continue the seed-302611 stream.
print("Android replacement 2", r2.sample(["Goodtime", "odk-collect", "Subsonic", "budget-watch"], 1))
print("UIKit + Objective-C replacement 2", r2.sample(["OsmAnd-iOS"], 1))
# gotify-android exits 2 on "duplicate color" between values/ and values-notnight/ — a Legible bug (notnight is its
# own configuration), fixed before measuring it.
# Goodtime's UI is Compose (2 text uses, in a notification layout): replaced, continuing the seed-302611 stream.
print("Android replacement 3", r2.sample(["odk-collect", "Subsonic", "budget-watch"], 1))
# seeds: 302613 asserted sites, 302614 review sites
