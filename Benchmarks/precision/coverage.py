import json, sys, collections
outdir, apps = sys.argv[1], sys.argv[2:]
for app in apps:
    d = json.load(open(f"{outdir}/{app}.json"))
    sites = collections.defaultdict(list)
    for g in d["pairs"]:
        if g["role"] != "text": continue
        for s in g["sites"]:
            sites[(s["path"], s["line"])].append(s)
    a = sum(1 for e in sites.values() if any(s.get("review") is None for s in e))
    r = len(sites) - a
    u = d["usage"]
    line = f"{app}: text uses {u['textUses']}, asserted text sites {a}, review-only text sites {r}, notChecked {u['notChecked']}"
    if "textNotChecked" in u:  # since the twenty-fourth session: text uses with no verdict (tints left out)
        line += f", text not checked {u['textNotChecked']} ({round(100*u['textNotChecked']/max(1,u['textUses']))} %)"
    else:
        line += f" ({round(100*u['notChecked']/max(1,u['textUses']))} %, text and non-text uses)"
    print(line)
