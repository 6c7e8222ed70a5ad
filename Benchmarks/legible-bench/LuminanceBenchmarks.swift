import LegibleBatch
import LegibleCore

/// `luminance-u8`: WCAG relative luminance of N = 1,000,000 random 8-bit colors, as Double.
/// Scalar: `WCAG2.relativeLuminance(SRGB8)` per color (three `pow` calls). Batch: the exact 256-entry tables.
func luminanceBenchmarks(_ config: Config) -> [Result] {
    let n = 1_000_000
    let palette = randomPalette(n, seed: 1)
    let colors = palette.colors
    var out = [Double](repeating: 0, count: n)
    var results: [Result] = []

    let scalar = out.withUnsafeMutableBufferPointer { o in
        measure(work: Double(n), runs: config.runs) { for i in 0..<n { o[i] = WCAG2.relativeLuminance(colors[i]) } }
    }
    let expected = out
    results.append(
        Result(
            workload: "luminance-u8", n: n, path: "scalar", threads: 1, median: median(scalar), unit: "colors/s",
            runs: scalar, checksum: out.reduce(0, +), note: ""))

    for threads in config.threadCounts {
        out = [Double](repeating: 0, count: n)
        let options = BatchOptions(maxThreads: threads)
        let batch = out.withUnsafeMutableBufferPointer { o in
            measure(work: Double(n), runs: config.runs) { BatchLuminance.luminance(palette, into: o, options: options) }
        }
        results.append(
            Result(
                workload: "luminance-u8", n: n, path: "batch", threads: threads, median: median(batch),
                unit: "colors/s",
                runs: batch, checksum: out.reduce(0, +), note: out == expected ? "bit-identical to scalar" : "MISMATCH")
        )
    }
    return results
}
