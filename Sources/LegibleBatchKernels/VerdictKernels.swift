// WCAG 2.x verdicts (`ratio >= threshold`, unrounded) on whole rows of an N×M matrix, decided as the scalar path does.

/// Pass/fail verdicts of up to 8 thresholds for rows `[i₀, i₁)`: bit ℓ of `out[i·M + j]` is set when
/// `CR(i, j) ≥ thresholds[ℓ]`, decided exactly as `WCAGLevel.isMet(byRatio:)` on the Double ratio.
///
/// The Float32 ratio decides every pair outside the band `[t·(1 − 1e-6), t·(1 + 1e-6))` (its error is below
/// 1.8e-7 relative); pairs inside the band are re-decided with the Double ratio, which is bit-identical to the
/// scalar path. The band check is one compare per level per lane; the re-decision runs in a second, scalar pass
/// over a row only when some lane of that row fell in a band.
public struct LevelMaskJob: @unchecked Sendable {
    public let rows32: UnsafePointer<Float>, columns32: UnsafePointer<Float>
    public let rows64: UnsafePointer<Double>, columns64: UnsafePointer<Double>
    public let columnCount: Int
    public let out: UnsafeMutablePointer<UInt8>
    /// Thresholds (ascending or not), `levelCount` ≤ 8 of them used.
    public let thresholds: SIMD8<Double>, levelCount: Int
    /// `Float(t·(1 − 1e-6))` and `Float(t·(1 + 1e-6))`: below → fail, at or above → pass, between → re-decide.
    public let failBelow: SIMD8<Float>, passFrom: SIMD8<Float>

    public static let relativeBand = 1e-6

    public init(
        rows32: UnsafePointer<Float>, columns32: UnsafePointer<Float>, rows64: UnsafePointer<Double>,
        columns64: UnsafePointer<Double>, columnCount: Int, out: UnsafeMutablePointer<UInt8>, thresholds: [Double]
    ) {
        precondition(thresholds.count <= 8, "at most 8 levels at once")
        (self.rows32, self.columns32, self.rows64, self.columns64) = (rows32, columns32, rows64, columns64)
        (self.columnCount, self.out, levelCount) = (columnCount, out, thresholds.count)
        var t = SIMD8<Double>(repeating: .infinity), lo = SIMD8<Float>(repeating: .infinity), hi = lo
        for (k, threshold) in thresholds.enumerated() {
            t[k] = threshold
            lo[k] = Float(threshold * (1 - Self.relativeBand))
            hi[k] = Float(threshold * (1 + Self.relativeBand))
        }
        (self.thresholds, failBelow, passFrom) = (t, lo, hi)
    }

    @_transparent
    public func run(_ rowRange: Range<Int>) {
        let columnBytes = UnsafeRawPointer(columns32)
        for i in rowRange {
            let x = rows32[i]
            let xs = Floats16(repeating: x)
            let row = out + i &* columnCount
            var inBand = Floats16(repeating: 0)
            var j = 0
            while j &+ 16 <= columnCount {
                let y = columnBytes.loadUnaligned(fromByteOffset: j &* 4, as: Floats16.self)
                let yIsHigher = y .> xs
                let ratio = xs.replacing(with: y, where: yIsHigher) / y.replacing(with: xs, where: yIsHigher)
                var bits = Ints16(repeating: 0)
                for level in 0..<levelCount {
                    bits = bits.replacing(
                        with: bits &+ Ints16(repeating: 1 &<< Int32(level)), where: ratio .>= passFrom[level])
                    inBand = inBand.replacing(
                        with: 1, where: (ratio .>= failBelow[level]) .& (ratio .< passFrom[level]))
                }
                for k in 0..<16 { row[j &+ k] = UInt8(truncatingIfNeeded: bits[k]) }
                j &+= 16
            }
            while j < columnCount {
                row[j] = verdicts(i, j)
                j &+= 1
            }
            if inBand.laneSum > 0 {
                for j in 0..<columnCount { row[j] = verdicts(i, j) }
            }
        }
    }

    /// The verdict bits of one pair from the Float32 ratio, re-deciding pairs in a band with the Double ratio.
    @inlinable
    func verdicts(_ i: Int, _ j: Int) -> UInt8 {
        let (x, y) = (rows32[i], columns32[j])
        let ratio = y > x ? y / x : x / y
        var bits: UInt8 = 0
        for level in 0..<levelCount {
            var passes = ratio >= passFrom[level]
            if ratio >= failBelow[level] && !passes {
                let (xd, yd) = (rows64[i], columns64[j])
                passes = (yd > xd ? yd / xd : xd / yd) >= thresholds[level]
            }
            if passes { bits |= 1 << UInt8(level) }
        }
        return bits
    }
}
