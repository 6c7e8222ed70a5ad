# Twenty-fourth session's draw (seed fixed before looking at any app's output).
# Android apps fetched for this draw (never in apps.md before): plaid, Timber, iosched.
import random
r = random.Random(302410)
groups = [
    ("Android", 3, ["plaid", "Timber", "iosched"]),
    ("UIKit + Objective-C", 1, ["iSub"]),
    ("SwiftUI / UIKit+SwiftUI", 1, ["planetary-ios", "Ice"]),
    ("UIKit", 1, ["zotero-ios", "GoMap"]),
    ("AppKit", 1, ["OpenEmu"]),
]
for name, k, pool in groups:
    print(name, sorted(r.sample(pool, k)))
# After the run: Timber has no asserted text site (App Theme Engine recolors every view at run time: 81 review-only
# sites), as Lightning Browser had none last time. Two more Android apps were fetched and both measured: android/uamp,
# gsantner/memetastic (memetastic has one asserted text site).
