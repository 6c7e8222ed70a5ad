#!/usr/bin/env python3
"""Checks the "Pairs as people see them" section of a rendered `legible report` page (Chromium's DOM dump): every
simulated pair is drawn as real text on its background (a sample with a color and a background, body and large
text) and carries its label: what it shows (normal vision or a deficiency, and the appearance) and both hex values.
Every pair has one swatch per vision (normal, protan, deutan, tritan, achromatopsia) in each appearance it lists.
Standard library only.

usage: check_simulated.py NAME DOM.html [MIN_PAIRS]
Prints one line of figures; exits 1 with the reasons when a check fails.
"""
import re
import sys
from html.parser import HTMLParser

VISIONS = ["normal vision", "protan", "deutan", "tritan", "achromatopsia"]
LABEL = re.compile(r"^(normal vision|protan|deutan|tritan|achromatopsia) · (.+): (#[0-9a-f]{6}) on (#[0-9a-f]{6}) · [0-9]+\.[0-9]{2}:1$")
STYLE = re.compile(r"color:\s*(#[0-9a-f]{6}|rgb\([^)]*\));\s*background:\s*(#[0-9a-f]{6}|rgb\([^)]*\))")


class Pairs(HTMLParser):
    """Collects, per <article class="pair">, its figures: (sample style, body text, large text, label text)."""

    def __init__(self):
        super().__init__()
        self.pairs, self.stack, self.figure, self.field = [], [], None, None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        classes = (a.get("class") or "").split()
        self.stack.append(tag)
        if tag == "article" and "pair" in classes:
            self.pairs.append([])
        elif tag == "figure" and "sim" in classes and self.pairs:
            self.figure = {"style": "", "body": "", "large": "", "label": ""}
        elif self.figure is not None:
            if "sim-sample" in classes:
                self.figure["style"] = a.get("style") or ""
            for field in ("body", "large", "sim-label"):
                if field in classes:
                    self.field = "label" if field == "sim-label" else field

    def handle_endtag(self, tag):
        if self.stack:
            self.stack.pop()
        if tag in ("span", "figcaption"):
            self.field = None
        if tag == "figure" and self.figure is not None:
            self.pairs[-1].append(self.figure)
            self.figure = None

    def handle_data(self, data):
        if self.figure is not None and self.field:
            self.figure[self.field] += data


def main(argv):
    name, dom_path = argv[0], argv[1]
    minimum = int(argv[2]) if len(argv) > 2 else 1
    parser = Pairs()
    parser.feed(open(dom_path, encoding="utf-8", errors="replace").read())
    problems, swatches = [], 0
    if len(parser.pairs) < minimum:
        problems.append(f"{len(parser.pairs)} observed pairs rendered, expected at least {minimum}")
    for p, figures in enumerate(parser.pairs):
        if not figures or len(figures) % len(VISIONS):
            problems.append(f"pair {p}: {len(figures)} swatches, not one per vision ({len(VISIONS)}) per appearance")
        seen = {}
        for f in figures:
            swatches += 1
            label = " ".join(f["label"].split())
            m = LABEL.match(label)
            if not m:
                problems.append(f"pair {p}: swatch without its label and two hex values: {label!r}")
                continue
            seen.setdefault(m.group(2), set()).add(m.group(1))
            if not STYLE.search(f["style"]):
                problems.append(f"pair {p}: {label!r}: the sample is not colored text on a background ({f['style']!r})")
            if not f["body"].strip() or not f["large"].strip():
                problems.append(f"pair {p}: {label!r}: no body or large text drawn")
        for appearance, visions in seen.items():
            if visions != set(VISIONS):
                problems.append(f"pair {p}, {appearance}: visions shown {sorted(visions)}, expected {VISIONS}")
    print(f"{name}: {len(parser.pairs)} observed pairs, {swatches} simulated swatches, each labeled")
    for problem in problems[:20]:
        print(f"{name}: FAIL: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
