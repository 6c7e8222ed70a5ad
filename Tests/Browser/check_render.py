#!/usr/bin/env python3
"""Checks that headless Chromium rendered a `legible report` page: the screenshot is a real PNG of the expected
size that is not blank, and the DOM dump holds every section heading. Standard library only (zlib, no PIL).

usage: check_render.py NAME PAGE.html SHOT.png DOM.html WIDTH HEIGHT [--dark SHOT_DARK.png]
Prints one line of figures; exits 1 with the reasons when a check fails.
"""
import struct
import sys
import zlib

SECTIONS = ["Summary", "Contrast grid", "Light vs dark vs high contrast", "Color vision", "Suggestions"]
MAX_PAGE_BYTES = 2_000_000


def decode_png(path):
    """(width, height, rows of RGB(A) bytes), unfiltered per PNG 1.2 §6 (filters 0–4), 8-bit RGB or RGBA only."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, header = 8, [], None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
    width, height, depth, color_type, _, _, interlace = header
    if depth != 8 or color_type not in (2, 6) or interlace != 0:
        raise ValueError(f"unsupported PNG: depth {depth}, color type {color_type}, interlace {interlace}")
    bpp = 3 if color_type == 2 else 4
    raw = zlib.decompress(b"".join(idat))
    stride = width * bpp
    rows, prev, p = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[p], bytearray(raw[p + 1:p + 1 + stride])
        p += 1 + stride
        if kind == 1:
            for x in range(bpp, stride):
                line[x] = (line[x] + line[x - bpp]) & 0xFF
        elif kind == 2:
            line = bytearray((a + b) & 0xFF for a, b in zip(line, prev))
        elif kind == 3:
            for x in range(stride):
                left = line[x - bpp] if x >= bpp else 0
                line[x] = (line[x] + ((left + prev[x]) >> 1)) & 0xFF
        elif kind == 4:
            for x in range(stride):
                a = line[x - bpp] if x >= bpp else 0
                b, c = prev[x], (prev[x - bpp] if x >= bpp else 0)
                pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
        rows.append(bytes(line))
        prev = line
    return width, height, bpp, rows


def pixel_stats(bpp, rows):
    """(distinct RGB values, share of the most common one, RGB of the top-left pixel)."""
    counts = {}
    for row in rows:
        for x in range(0, len(row), bpp):
            key = row[x:x + 3]
            counts[key] = counts.get(key, 0) + 1
    total = sum(counts.values())
    return len(counts), max(counts.values()) / total, tuple(rows[0][:3])


def main(argv):
    name, page_path, shot, dom_path, width, height = argv[:6]
    width, height = int(width), int(height)
    dark = argv[argv.index("--dark") + 1] if "--dark" in argv else None
    problems = []

    page_bytes = len(open(page_path, "rb").read())
    if page_bytes >= MAX_PAGE_BYTES:
        problems.append(f"page weighs {page_bytes} bytes, over {MAX_PAGE_BYTES}")

    png_bytes = len(open(shot, "rb").read())
    if not 10_000 <= png_bytes <= 20_000_000:
        problems.append(f"implausible screenshot size: {png_bytes} bytes")
    w, h, bpp, rows = decode_png(shot)
    if (w, h) != (width, height):
        problems.append(f"screenshot is {w}x{h}, expected {width}x{height}")
    distinct, dominant, corner = pixel_stats(bpp, rows)
    if distinct < 16 or dominant > 0.98:
        problems.append(f"screenshot looks blank: {distinct} distinct colors, the commonest covers {dominant:.1%}")

    dom = open(dom_path, encoding="utf-8", errors="replace").read()
    missing = [s for s in SECTIONS if f"<h2>{s}</h2>" not in dom]
    if missing:
        problems.append(f"headings missing from the DOM dump: {', '.join(missing)}")
    if "<h1>Legible accessibility report</h1>" not in dom:
        problems.append("the page title is missing from the DOM dump")

    figures = (f"{name}: page {page_bytes} bytes; screenshot {w}x{h}, {png_bytes} bytes, {distinct} distinct colors "
               f"(commonest {dominant:.0%}); DOM {len(dom)} bytes, {len(SECTIONS) - len(missing)}/{len(SECTIONS)} section headings")
    if dark:
        _, _, dbpp, drows = decode_png(dark)
        _, _, dark_corner = pixel_stats(dbpp, drows[:4])
        if sum(dark_corner) >= sum(corner):
            problems.append(f"prefers-color-scheme: dark did not darken the page: corner {dark_corner} vs light {corner}")
        figures += f"; page background light {corner}, dark {dark_corner}"
    print(figures)
    for p in problems:
        print(f"{name}: FAIL: {p}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
