#!/usr/bin/env python3
"""sample_changed.py SEED N BEFORE AFTER APP...: N text sites per app drawn at random among those asserted in AFTER
and review-only (or absent) in BEFORE: a precision check of what a change newly asserts."""
import json, random, sys, collections
seed, n, before, after, apps = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5:]
r = random.Random(seed)
def color(c):
    vals = c.get("values") or {}
    return f'{c["name"]} {json.dumps(vals)}' + (f' (origin {c["origin"]})' if c.get("origin") else "")
def load(path):
    d = json.load(open(path)); sites = collections.defaultdict(list)
    for g in d["pairs"]:
        if g["role"] != "text": continue
        for s in g["sites"]: sites[(s["path"], s["line"])].append((g, s))
    return sites
def asserted(entries): return any(s.get("review") is None for g, s in entries)
out = []
for app in apps:
    b, a = load(f"{before}/{app}.json"), load(f"{after}/{app}.json")
    keys = sorted(k for k, e in a.items() if asserted(e) and not asserted(b.get(k, [])))
    for k in r.sample(keys, min(n, len(keys))):
        lines = [f"## {app} {k[0]}:{k[1]}"]
        for g, s in a[k]:
            if s.get("review") is not None: continue
            lines.append(f"- element {s.get('elementClass')} id={s.get('elementID')} key={s.get('key')} text={s.get('text')!r} condition={s.get('condition')}")
            lines.append(f"  foreground: {color(g['foreground'])}")
            lines.append(f"  background: {color(g['background'])}" + (f"  over: {color(g['over'])}" if g.get('over') else ""))
            lines.append(f"  appearances: {g['appearances']} largeText={g['largeText']}")
            lines.append(f"  evidence: {s.get('evidence')}")
        out.append("\n".join(lines))
print("\n\n".join(out))
