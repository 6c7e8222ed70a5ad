import LegibleBatchKernels
import LegibleCore

/// The N×M WCAG contrast-ratio matrix of two palettes, `out[i·M + j] = CR(rows[i], columns[j])`, into a
/// caller-provided buffer (row-major).
/// ```
///        L_hi + 0.05     max(xᵢ, yⱼ)
/// CR = ------------- = -------------,   x = L + 0.05 per color (LuminancePalette.shifted)
///        L_lo + 0.05     min(xᵢ, yⱼ)
/// ```
/// - Double: bit-identical to `WCAG2.contrastRatio(Lᵢ, Lⱼ)`.
/// - Float32: within 1.8e-7 relative of it (x rounded once to Float, then one divide).
/// - Verdicts: bit ℓ of each byte is `levels[ℓ].isMet(byRatio:)` of the Double ratio, exactly.
/// Matrices of 2^21 pairs or more are split by rows over the available cores.
public enum ContrastMatrix {
    static let minimumPairsPerThread = 1 << 21

    public static func ratios(
        rows: LuminancePalette, columns: LuminancePalette, into out: UnsafeMutableBufferPointer<Float>,
        options: BatchOptions = .automatic
    ) {
        let (n, m) = (rows.count, columns.count)
        precondition(out.count >= n * m, "output buffer holds \(out.count) ratios, needs \(n) × \(m)")
        guard n > 0, m > 0, let base = out.baseAddress else { return }
        let kernels = options.kernels
        rows.shifted32.withUnsafeBufferPointer { x in
            columns.shifted32.withUnsafeBufferPointer { y in
                let job = RatioMatrix32Job(rows: x.baseAddress!, columns: y.baseAddress!, columnCount: m, out: base)
                forEachRowBlock(n, m, options) { kernels.ratioMatrix32(job, $0) }
            }
        }
        if InternalChecks.isEnabled {
            for i in 0..<n {
                for j in 0..<m {
                    let exact = WCAG2.contrastRatio(rows.luminance[i], columns.luminance[j])
                    InternalChecks.expect(
                        abs(Double(out[i * m + j]) - exact) <= 2e-7 * exact, "Float ratio (\(i), \(j))")
                }
            }
        }
    }

    public static func ratios(
        rows: LuminancePalette, columns: LuminancePalette, into out: UnsafeMutableBufferPointer<Double>,
        options: BatchOptions = .automatic
    ) {
        let (n, m) = (rows.count, columns.count)
        precondition(out.count >= n * m, "output buffer holds \(out.count) ratios, needs \(n) × \(m)")
        guard n > 0, m > 0, let base = out.baseAddress else { return }
        let kernels = options.kernels
        rows.shifted.withUnsafeBufferPointer { x in
            columns.shifted.withUnsafeBufferPointer { y in
                let job = RatioMatrix64Job(rows: x.baseAddress!, columns: y.baseAddress!, columnCount: m, out: base)
                forEachRowBlock(n, m, options) { kernels.ratioMatrix64(job, $0) }
            }
        }
        if InternalChecks.isEnabled {
            for i in 0..<n {
                for j in 0..<m {
                    InternalChecks.expect(
                        out[i * m + j] == WCAG2.contrastRatio(rows.luminance[i], columns.luminance[j]),
                        "ratio (\(i), \(j))"
                    )
                }
            }
        }
    }

    /// Pass/fail bits for up to 8 levels: bit ℓ of `out[i·M + j]` is set iff `levels[ℓ].isMet(byRatio: CR(i, j))`.
    public static func verdicts(
        rows: LuminancePalette, columns: LuminancePalette, levels: [WCAGLevel],
        into out: UnsafeMutableBufferPointer<UInt8>, options: BatchOptions = .automatic
    ) {
        let (n, m) = (rows.count, columns.count)
        precondition(out.count >= n * m, "output buffer holds \(out.count) cells, needs \(n) × \(m)")
        guard n > 0, m > 0, let base = out.baseAddress else { return }
        let kernels = options.kernels
        rows.shifted32.withUnsafeBufferPointer { x32 in
            columns.shifted32.withUnsafeBufferPointer { y32 in
                rows.shifted.withUnsafeBufferPointer { x in
                    columns.shifted.withUnsafeBufferPointer { y in
                        let job = LevelMaskJob(
                            rows32: x32.baseAddress!, columns32: y32.baseAddress!, rows64: x.baseAddress!,
                            columns64: y.baseAddress!, columnCount: m, out: base, thresholds: levels.map(\.threshold))
                        forEachRowBlock(n, m, options) { kernels.levelMask(job, $0) }
                    }
                }
            }
        }
        if InternalChecks.isEnabled {
            for i in 0..<n {
                for j in 0..<m {
                    let ratio = WCAG2.contrastRatio(rows.luminance[i], columns.luminance[j])
                    for (bit, level) in levels.enumerated() {
                        InternalChecks.expect(
                            (out[i * m + j] >> bit) & 1 == (level.isMet(byRatio: ratio) ? 1 : 0),
                            "verdict (\(i), \(j)) \(level)")
                    }
                }
            }
        }
    }

    public static func ratios32(rows: LuminancePalette, columns: LuminancePalette, options: BatchOptions = .automatic)
        -> [Float]
    {
        var out = [Float](repeating: 0, count: rows.count * columns.count)
        out.withUnsafeMutableBufferPointer { ratios(rows: rows, columns: columns, into: $0, options: options) }
        return out
    }

    public static func ratios64(rows: LuminancePalette, columns: LuminancePalette, options: BatchOptions = .automatic)
        -> [Double]
    {
        var out = [Double](repeating: 0, count: rows.count * columns.count)
        out.withUnsafeMutableBufferPointer { ratios(rows: rows, columns: columns, into: $0, options: options) }
        return out
    }

    public static func verdicts(
        rows: LuminancePalette, columns: LuminancePalette, levels: [WCAGLevel],
        options: BatchOptions = .automatic
    ) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: rows.count * columns.count)
        out.withUnsafeMutableBufferPointer {
            verdicts(rows: rows, columns: columns, levels: levels, into: $0, options: options)
        }
        return out
    }

    /// Splits rows `0..<n` over threads when the matrix has at least `minimumPairsPerThread` pairs per thread.
    static func forEachRowBlock(_ n: Int, _ m: Int, _ options: BatchOptions, _ body: (Range<Int>) -> Void) {
        let threads = min(options.threads, max(1, n * m / minimumPairsPerThread), n)
        if threads <= 1 { return body(0..<n) }
        Parallel.forEachChunk(
            n, minimumChunk: (n + threads - 1) / threads, BatchOptions(maxThreads: threads, isa: options.isa), body)
    }
}

/// Contrast of an explicit list of (foreground, background) pairs: per pair, the same Double as
/// `WCAG2.contrastRatio` and the verdict bits of `ContrastMatrix.verdicts`.
public enum ContrastPairs {
    /// Double ratios, bit-identical to the scalar path.
    public static func ratios(foreground: LuminancePalette, background: LuminancePalette, pairs: [(Int, Int)])
        -> [Double]
    {
        pairs.map { i, j in ratio(foreground.shifted[i], background.shifted[j]) }
    }

    /// Float32 ratios (within 1.8e-7 relative).
    public static func ratios32(foreground: LuminancePalette, background: LuminancePalette, pairs: [(Int, Int)])
        -> [Float]
    {
        pairs.map { i, j in
            let (x, y) = (foreground.shifted32[i], background.shifted32[j])
            return y > x ? y / x : x / y
        }
    }

    /// Verdict bits, decided on the Double ratio.
    public static func verdicts(
        foreground: LuminancePalette, background: LuminancePalette, pairs: [(Int, Int)], levels: [WCAGLevel]
    ) -> [UInt8] {
        pairs.map { i, j in
            let r = ratio(foreground.shifted[i], background.shifted[j])
            var bits: UInt8 = 0
            for (bit, level) in levels.enumerated() where level.isMet(byRatio: r) { bits |= 1 << UInt8(bit) }
            return bits
        }
    }

    /// `max(x, y) / min(x, y)` on shifted luminances: `WCAG2.contrastRatio` with the two `+ 0.05` already done.
    @inline(__always)
    static func ratio(_ x: Double, _ y: Double) -> Double { y > x ? y / x : x / y }
}
