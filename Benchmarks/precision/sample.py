#!/usr/bin/env python3
"""sample.py SEED N KIND OUTDIR APP...  KIND: asserted | review. Draws N text sites per app's pairs JSON at random."""
import json, random, sys, collections
seed, n, kind, outdir, apps = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5:]
r = random.Random(seed)
def color(c):
    vals = c.get("values") or {}
    return f'{c["name"]} {json.dumps(vals)}' + (f' (origin {c["origin"]})' if c.get("origin") else "")
out = []
for app in apps:
    d = json.load(open(f"{outdir}/{app}.json"))
    sites = collections.defaultdict(list)
    for g in d["pairs"]:
        if g["role"] != "text": continue
        for s in g["sites"]:
            sites[(s["path"], s["line"])].append((g, s))
    def asserted(entries): return any(s.get("review") is None for g, s in entries)
    keys = sorted(k for k, e in sites.items() if (asserted(e) if kind == "asserted" else not asserted(e)))
    pick = r.sample(keys, min(n, len(keys)))
    for k in pick:
        lines = [f"## {app} {k[0]}:{k[1]}"]
        for g, s in sites[k]:
            if kind == "asserted" and s.get("review") is not None: continue
            lines.append(f"- element {s.get('elementClass')} id={s.get('elementID')} key={s.get('key')} text={s.get('text')!r} condition={s.get('condition')}")
            lines.append(f"  foreground: {color(g['foreground'])}")
            lines.append(f"  background: {color(g['background'])}" + (f"  over: {color(g['over'])}" if g.get('over') else ""))
            lines.append(f"  appearances: {g['appearances']} largeText={g['largeText']}")
            lines.append(f"  evidence: {s.get('evidence')}")
            if s.get("review"): lines.append(f"  review: {json.dumps(s['review'])}")
        out.append("\n".join(lines))
print("\n\n".join(out))
