import LegibleBatch
import LegibleCore

/// `matrix-f32` and `matrix-f64`: the N×N contrast-ratio matrix of two random palettes into a preallocated buffer,
/// for N = 256, 1024, 4096. Scalar: `WCAG2.contrastRatio(Lᵢ, Lⱼ)` per pair from precomputed luminances (this is
/// also the "scalar contrastRatio from luminances" figure). Batch: `ContrastMatrix.ratios`.
func matrixBenchmarks(_ config: Config) -> [Result] {
    var results: [Result] = []
    for n in config.matrixSizes {
        let rows = LuminancePalette(randomPalette(n, seed: 2))
        let columns = LuminancePalette(randomPalette(n, seed: 3))
        let (l1, l2) = (rows.luminance, columns.luminance)
        let pairs = Double(n * n)

        // Float32
        var out32 = [Float](repeating: 0, count: n * n)
        let scalar32 = out32.withUnsafeMutableBufferPointer { o in
            l1.withUnsafeBufferPointer { a in
                l2.withUnsafeBufferPointer { b in
                    measure(work: pairs, runs: config.runs) {
                        for i in 0..<n {
                            let li = a[i], row = o.baseAddress! + i * n
                            for j in 0..<n { row[j] = Float(WCAG2.contrastRatio(li, b[j])) }
                        }
                    }
                }
            }
        }
        let reference32 = out32
        results.append(
            Result(
                workload: "matrix-f32", n: n, path: "scalar", threads: 1, median: median(scalar32), unit: "pairs/s",
                runs: scalar32, checksum: sum(out32), note: ""))
        for threads in config.threadCounts {
            out32 = [Float](repeating: 0, count: n * n)
            let options = BatchOptions(maxThreads: threads)
            let batch = out32.withUnsafeMutableBufferPointer { o in
                measure(work: pairs, runs: config.runs) {
                    ContrastMatrix.ratios(rows: rows, columns: columns, into: o, options: options)
                }
            }
            var worst = 0.0
            for k in 0..<(n * n) {
                worst = max(worst, abs(Double(out32[k]) - Double(reference32[k])) / Double(reference32[k]))
            }
            results.append(
                Result(
                    workload: "matrix-f32", n: n, path: "batch", threads: threads, median: median(batch),
                    unit: "pairs/s",
                    runs: batch, checksum: sum(out32), note: "max rel. diff to scalar \(worst)"))
        }
        out32 = []

        // Float64
        var out64 = [Double](repeating: 0, count: n * n)
        let scalar64 = out64.withUnsafeMutableBufferPointer { o in
            l1.withUnsafeBufferPointer { a in
                l2.withUnsafeBufferPointer { b in
                    measure(work: pairs, runs: config.runs) {
                        for i in 0..<n {
                            let li = a[i], row = o.baseAddress! + i * n
                            for j in 0..<n { row[j] = WCAG2.contrastRatio(li, b[j]) }
                        }
                    }
                }
            }
        }
        let reference64 = out64
        results.append(
            Result(
                workload: "matrix-f64", n: n, path: "scalar", threads: 1, median: median(scalar64), unit: "pairs/s",
                runs: scalar64, checksum: out64.reduce(0, +), note: ""))
        for threads in config.threadCounts {
            out64 = [Double](repeating: 0, count: n * n)
            let options = BatchOptions(maxThreads: threads)
            let batch = out64.withUnsafeMutableBufferPointer { o in
                measure(work: pairs, runs: config.runs) {
                    ContrastMatrix.ratios(rows: rows, columns: columns, into: o, options: options)
                }
            }
            results.append(
                Result(
                    workload: "matrix-f64", n: n, path: "batch", threads: threads, median: median(batch),
                    unit: "pairs/s",
                    runs: batch, checksum: out64.reduce(0, +),
                    note: out64 == reference64 ? "bit-identical to scalar" : "MISMATCH"))
        }
    }
    return results
}

func sum(_ v: [Float]) -> Double { v.reduce(0.0) { $0 + Double($1) } }
