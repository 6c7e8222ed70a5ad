import LegibleBatch
import LegibleCore

/// `cvd-machado-u8`, `cvd-brettel-u8`, `cvd-vienot-u8`: deuteranopia (severity 1) of N = 1,000,000 random 8-bit
/// colors, 8-bit out. Scalar: `CVDSimulator.simulate(SRGB8)` per color. Batch: `CVDBatchSimulator`, outputs checked
/// byte for byte against the scalar ones.
func cvdBenchmarks(_ config: Config) -> [Result] {
    let n = 1_000_000
    let palette = randomPalette(n, seed: 6)
    let colors = palette.colors
    var results: [Result] = []
    for (name, method) in [
        ("cvd-machado-u8", CVDMethod.machado2009), ("cvd-brettel-u8", .brettel1997), ("cvd-vienot-u8", .vienot1999),
    ] {
        let simulator = CVDSimulator(.deutan, method: method, severity: 1)
        var expected = [SRGB8](repeating: SRGB8(r: 0, g: 0, b: 0), count: n)
        let scalar = expected.withUnsafeMutableBufferPointer { o in
            measure(work: Double(n), runs: config.runs) { for i in 0..<n { o[i] = simulator.simulate(colors[i]) } }
        }
        var scalarSum = 0.0
        for c in expected { scalarSum += Double(c.r) + Double(c.g) + Double(c.b) }
        results.append(
            Result(
                workload: name, n: n, path: "scalar", threads: 1, median: median(scalar), unit: "colors/s",
                runs: scalar,
                checksum: scalarSum, note: ""))

        let batchSimulator = CVDBatchSimulator(simulator)
        for threads in config.threadCounts {
            let options = BatchOptions(maxThreads: threads)
            var out = SRGB8Palette(count: n)
            var recomputed = 0
            let batch = measure(work: Double(n), runs: config.runs) {
                recomputed = batchSimulator.simulate(palette, into: &out, options: options)
            }
            let same = (0..<n).allSatisfy { out[$0] == expected[$0] }
            var checksum = 0.0
            for i in 0..<n { checksum += Double(out.r[i]) + Double(out.g[i]) + Double(out.b[i]) }
            results.append(
                Result(
                    workload: name, n: n, path: "batch", threads: threads, median: median(batch), unit: "colors/s",
                    runs: batch, checksum: checksum,
                    note: (same ? "identical to scalar" : "MISMATCH")
                        + ", \(recomputed) colors re-decided by the scalar path"))
        }
    }
    return results
}
