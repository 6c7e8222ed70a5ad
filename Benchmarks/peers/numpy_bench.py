#!/usr/bin/env python3
"""The legible-bench workloads done the best way numpy can: float32 (float64 for matrix-f64), preallocated out=
buffers, sorting + searchsorted for counts, lookup tables for 8-bit decode. Same sizes, same timing rule as
legible-bench (setup untimed, median of >= 5 runs, each run repeats the call for >= 20 ms, checksum outside the
timing). Prints a table, or with --json the legible-bench schema with path "numpy".

    python3 Benchmarks/peers/numpy_bench.py [--json] [--runs N] [--quick] [--only counts,matrix-f32,...]
"""
import argparse
import json
import platform
import time

import numpy as np

RNG_SEED = 20240521


def measure(work, runs, body, minimum=0.02):
    body()  # warm-up
    rates = []
    for _ in range(runs):
        repeats, start = 0, time.perf_counter()
        while True:
            body()
            repeats += 1
            elapsed = time.perf_counter() - start
            if elapsed >= minimum:
                break
        rates.append(work * repeats / elapsed)
    return float(np.median(rates)), rates


def random_rgb8(n, seed):
    rng = np.random.default_rng(seed)
    return [rng.integers(0, 256, n, dtype=np.uint8) for _ in range(3)]


def decode(c):
    c = np.asarray(c, dtype=np.float64)
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


DECODE64 = decode(np.arange(256) / 255.0)
WEIGHTS = np.array([0.2126, 0.7152, 0.0722])


def luminance64(r, g, b):
    return WEIGHTS[0] * DECODE64[r] + WEIGHTS[1] * DECODE64[g] + WEIGHTS[2] * DECODE64[b]


# --- CVD matrices (linear RGB), the same constructions as LegibleCore/CVD -------------------------------------------
MACHADO_DEUTAN_1 = np.array([[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]])
LMS_FROM_XYZ = np.array([[0.15514, 0.54312, -0.03286], [-0.15514, 0.45684, 0.03286], [0, 0, 0.01608]])
XYZ_FROM_RGB = np.array([[0.412456, 0.3575761, 0.1804375], [0.212672, 0.7151522, 0.0721750], [0.019333, 0.1191920, 0.9503041]])
LMS_FROM_RGB = LMS_FROM_XYZ @ XYZ_FROM_RGB
RGB_FROM_LMS = np.linalg.inv(LMS_FROM_RGB)


def projection(n, cone):
    p = np.eye(3)
    p[cone] = -n / n[cone]
    p[cone, cone] = 0
    return p


def vienot_deutan():
    n = np.cross(LMS_FROM_RGB @ [1, 1, 0], LMS_FROM_RGB @ [0, 0, 1])
    return RGB_FROM_LMS @ projection(n, 1) @ LMS_FROM_RGB


def brettel_deutan():
    white = LMS_FROM_RGB @ [1, 1, 1]
    e = np.array([0.0, 1.0, 0.0])
    separation = np.cross(white, e)
    a1, a2 = LMS_FROM_XYZ @ [0.1421, 0.1126, 1.0419], LMS_FROM_XYZ @ [0.8425, 0.9154, 0.0018]
    if separation @ a1 < 0:
        a1, a2 = a2, a1
    m1 = RGB_FROM_LMS @ projection(np.cross(white, a1), 1) @ LMS_FROM_RGB
    m2 = RGB_FROM_LMS @ projection(np.cross(white, a2), 1) @ LMS_FROM_RGB
    return m1, m2, LMS_FROM_RGB.T @ separation


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--only", default="")
    args = parser.parse_args()
    runs = max(5, args.runs)
    only = set(filter(None, args.only.split(",")))
    wants = lambda w: not only or any(w == o or w.startswith(o) for o in only)
    matrix_sizes = [256, 1024] if args.quick else [256, 1024, 4096]
    count_sizes = [16_384] if args.quick else [16_384, 100_000]
    results = []

    def add(workload, n, median, rates, unit, checksum):
        results.append({"workload": workload, "n": n, "path": "numpy", "median": median, "unit": unit, "threads": 1,
                        "runs": rates, "checksum": float(checksum)})

    # counts: sort both palettes, then per threshold two searchsorted calls (y >= t·x, y <= x/t).
    if wants("counts"):
        for n in count_sizes:
            a = (luminance64(*random_rgb8(n, 4)) + 0.05).astype(np.float32)
            b = (luminance64(*random_rgb8(n, 5)) + 0.05).astype(np.float32)
            thresholds = np.array([3.0, 4.5, 7.0], dtype=np.float32)
            out = {}

            def counts():
                xa, yb = np.sort(a), np.sort(b)
                for t in thresholds:
                    above = n - np.searchsorted(yb, xa * t, side="left")
                    below = np.searchsorted(yb, xa / t, side="right")
                    out[float(t)] = int(above.sum() + below.sum())
            median, rates = measure(float(n) * n, runs, counts)
            add("counts", n, median, rates, "pairs/s", sum(out.values()))

    if wants("luminance-u8"):
        n = 1_000_000
        r, g, b = random_rgb8(n, 1)
        tables = [(w * DECODE64).astype(np.float32) for w in WEIGHTS]
        out, tmp = np.empty(n, np.float32), np.empty(n, np.float32)

        def lum():
            np.take(tables[0], r, out=out)
            np.take(tables[1], g, out=tmp)
            np.add(out, tmp, out=out)
            np.take(tables[2], b, out=tmp)
            np.add(out, tmp, out=out)
        median, rates = measure(n, runs, lum)
        add("luminance-u8", n, median, rates, "colors/s", out.astype(np.float64).sum())

    # matrix: x[:, None] against y[None, :] with max, min, divide into preallocated buffers.
    for dtype, name in [(np.float32, "matrix-f32"), (np.float64, "matrix-f64")]:
        if not wants(name) and not wants("matrix"):
            continue
        for n in matrix_sizes:
            x = (luminance64(*random_rgb8(n, 2)) + 0.05).astype(dtype)[:, None]
            y = (luminance64(*random_rgb8(n, 3)) + 0.05).astype(dtype)[None, :]
            hi, lo, out = np.empty((n, n), dtype), np.empty((n, n), dtype), np.empty((n, n), dtype)

            def matrix():
                np.maximum(x, y, out=hi)
                np.minimum(x, y, out=lo)
                np.divide(hi, lo, out=out)
            median, rates = measure(float(n) * n, runs, matrix)
            add(name, n, median, rates, "pairs/s", out.astype(np.float64).sum())

    # CVD: decode table, 3×3 matrix (Brettel: two and a side test), clip, sRGB encode with np.power, round to 8 bits.
    if wants("cvd"):
        n = 1_000_000
        rgb8 = np.stack(random_rgb8(n, 6))
        decode32 = DECODE64.astype(np.float32)
        m1, m2, separation = brettel_deutan()
        cases = [("cvd-machado-u8", MACHADO_DEUTAN_1, None), ("cvd-brettel-u8", m1, (m2, separation)),
                 ("cvd-vienot-u8", vienot_deutan(), None)]
        linear, simulated, other = np.empty((3, n), np.float32), np.empty((3, n), np.float32), np.empty((3, n), np.float32)
        side = np.empty(n, np.float32)
        out8 = np.empty((3, n), np.uint8)
        for name, matrix, brettel in cases:
            if not wants(name) and not wants("cvd"):
                continue
            m = matrix.astype(np.float32)

            def cvd():
                np.take(decode32, rgb8, out=linear)
                np.matmul(m, linear, out=simulated)
                if brettel is not None:
                    np.matmul(brettel[0].astype(np.float32), linear, out=other)
                    np.matmul(brettel[1].astype(np.float32), linear, out=side)
                    np.copyto(simulated, other, where=side < 0)
                np.clip(simulated, 0, 1, out=simulated)
                encoded = np.where(simulated <= 0.0031308, simulated * 12.92,
                                   1.055 * np.power(simulated, np.float32(1 / 2.4)) - 0.055)
                np.floor(encoded * 255 + 0.5, out=encoded)
                out8[...] = encoded
            median, rates = measure(n, runs, cvd)
            add(name, n, median, rates, "colors/s", out8.astype(np.int64).sum())

    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next(line.split(":", 1)[1].strip() for line in f if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    flags = f"numpy {np.__version__}, python {platform.python_version()}, one thread of numpy's own kernels"
    if args.json:
        print(json.dumps({"cpu": cpu, "flags": flags, "results": [{k: r[k] for k in ("workload", "n", "path", "median", "unit", "threads")}
                                                                   for r in results]}))
    else:
        print(f"numpy peer\ncpu:   {cpu}\nflags: {flags}\n")
        for r in results:
            print(f"{r['workload']:16} {r['n']:<8} numpy  {r['median'] / 1e6:12.3f} M{r['unit']:10} "
                  f"runs {min(r['runs']) / 1e6:.3f}–{max(r['runs']) / 1e6:.3f} M  checksum {r['checksum']}")


if __name__ == "__main__":
    main()
