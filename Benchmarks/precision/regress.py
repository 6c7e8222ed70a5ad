import json, sys, collections, glob, os
def sites(path):
    d = json.load(open(path)); out = collections.defaultdict(list)
    for g in d["pairs"]:
        if g["role"] != "text": continue
        for s in g["sites"]:
            key = f'{s["path"]}:{s["line"]}'
            out[key].append((g["foreground"]["name"], json.dumps(g["foreground"].get("values")), g["background"]["name"], json.dumps(g["background"].get("values")), s.get("review") is not None))
    return d, out
verdicts = {}
for path in sorted(glob.glob("judge/verdicts-*.json")):
    if "review" in path: continue
    for v in json.load(open(path)): verdicts[v["site"]] = v["verdict"]
after = os.environ.get("AFTER", "after")
for app in sys.argv[1:]:
    a, sa = sites(f"before/{app}.json"); b, sb = sites(f"{after}/{app}.json")
    print(app, "textUses", a["textUses"], "->", b["textUses"], "notChecked", a["notChecked"], "->", b["notChecked"])
    for site, verdict in verdicts.items():
        if not site.startswith(app + "/"): continue
        x = sorted(e for e in sa.get(site, []) if not e[4]); y = sorted(e for e in sb.get(site, []) if not e[4])
        if x != y:
            state = "review" if not y and sb.get(site) else ("gone" if not y else "changed")
            print("  ", verdict, site, "->", state, y[:2] if state == "changed" else "")
