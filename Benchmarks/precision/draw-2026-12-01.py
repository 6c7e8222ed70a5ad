import random
r = random.Random(302210)
android = sorted(["Lightning-Browser", "VinylMusicPlayer", "trackbook", "opentasks"])
uikit = sorted(["AltStore", "Authenticator", "freeotp-ios"])
appkit = sorted(["Mastonaut", "WWDC"])
a = r.sample(android, 3); u = r.sample(uikit, 2); m = r.sample(appkit, 1)
print("android", a); print("uikit", u); print("appkit", m)
