# Twenty-third session's draw (seed fixed before looking at any app's output).
import random
r = random.Random(302310)
groups = [
    ("Android", 3, ["Lightning-Browser", "vanilla", "runnerup", "wulkanowy"]),
    ("UIKit + Objective-C", 1, ["energy", "iSub"]),
    ("SwiftUI / UIKit+SwiftUI", 1, ["feditext", "planetary-ios", "Ice"]),
    ("UIKit", 1, ["zotero-ios", "GoMap", "Authenticator"]),
    ("AppKit", 1, ["OpenEmu", "WWDC"]),
]
for name, k, pool in groups:
    print(name, sorted(r.sample(pool, k)))
