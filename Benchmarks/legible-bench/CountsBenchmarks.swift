import LegibleBatch
import LegibleCore

/// `counts`: how many of the N×N pairs of two random palettes pass each of the five WCAG levels, N = 16,384 and
/// 100,000; rate = N²/time. Scalar: the double loop with `WCAG2.contrastRatio` and `isMet` (for N = 100,000 only the
/// first 1,024 rows are timed — 10^10 pairs would take minutes per run — and the rate is per pair). Batch:
/// `ContrastCounts.count` (radix sort + two-pointer sweeps, O(N) memory). Peak memory of the batch path is
/// measured from a reset peak-RSS mark (Linux /proc/self/clear_refs) and with getrusage ru_maxrss.
func countsBenchmarks(_ config: Config, peak: inout [String: Int]) -> [Result] {
    var results: [Result] = []
    let levels = WCAGLevel.allCases
    for n in config.countSizes {
        let fg = LuminancePalette(randomPalette(n, seed: 4))
        let bg = LuminancePalette(randomPalette(n, seed: 5))
        let sampledRows = n > 20_000 ? 1024 : n
        var scalarCounts = [Int](repeating: 0, count: levels.count)
        let thresholds = levels.map(\.threshold)
        let scalar = fg.luminance.withUnsafeBufferPointer { a in
            bg.luminance.withUnsafeBufferPointer { b in
                measure(work: Double(sampledRows * n), runs: config.scalarCountRuns, minimumSeconds: 0) {
                    var counts = [Int](repeating: 0, count: thresholds.count)
                    for i in 0..<sampledRows {
                        let li = a[i]
                        for j in 0..<n {
                            let ratio = WCAG2.contrastRatio(li, b[j])
                            for k in 0..<thresholds.count where ratio >= thresholds[k] { counts[k] += 1 }
                        }
                    }
                    scalarCounts = counts
                }
            }
        }
        results.append(
            Result(
                workload: "counts", n: n, path: "scalar", threads: 1, median: median(scalar), unit: "pairs/s",
                runs: scalar,
                checksum: Double(scalarCounts.reduce(0, +)),
                note: sampledRows < n ? "first \(sampledRows) of \(n) rows timed" : ""))

        for threads in config.threadCounts {
            let options = BatchOptions(maxThreads: threads)
            let memoryReset = Memory.resetPeak()
            var counts: ThresholdCounts?
            let batch = measure(work: Double(n) * Double(n), runs: config.runs, minimumSeconds: 0) {
                counts = ContrastCounts.count(foreground: fg, background: bg, levels: levels, options: options)
            }
            let hwm = memoryReset ? Memory.highWaterMark() : nil
            peak["counts n=\(n) threads=\(threads) VmHWM"] = hwm ?? -1
            peak["counts n=\(n) threads=\(threads) ru_maxrss"] = Memory.peakRSS()
            var note = "\(format3(Double(n) * Double(n) / median(batch) * 1e3)) ms per call"
            if sampledRows == n {
                note += counts!.passing == scalarCounts ? ", counts equal scalar" : ", COUNTS DIFFER"
            }
            if let hwm { note += ", peak RSS \(format3(Double(hwm) / 1_048_576)) MiB" }
            results.append(
                Result(
                    workload: "counts", n: n, path: "batch", threads: threads, median: median(batch), unit: "pairs/s",
                    runs: batch, checksum: Double(counts!.passing.reduce(0, +)), note: note))
        }
    }
    return results
}
