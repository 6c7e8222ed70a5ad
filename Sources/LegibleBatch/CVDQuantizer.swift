import LegibleBatchKernels
import LegibleCore

/// Exact 8-bit output of linear light, as a table the CVD kernel can search in Float.
///
/// The scalar path turns a simulated linear value into a byte with
/// `byte(lin) = floor(clip(encode(clip(lin)))·255 + 0.5)` (CVDSimulator → SRGB(encoding:) → SRGB8(quantizing:)),
/// which is monotone in lin. So `byte(lin) = #{k ∈ 1…255 : Tₖ ≤ lin}` with Tₖ the smallest Double in [0, 1] whose
/// byte is ≥ k, found here by bisection on the Double bit patterns with the scalar functions themselves.
///
/// The kernel's table has one entry per bucket `round(4096·lin)`, bucket b covering lin ∈ [(b − ½)/4096,
/// (b + ½)/4096]. Consecutive thresholds are at least 1/(255·12.92) ≈ 3.0e-4 apart (the linear segment), wider than
/// a bucket plus 2·`reach` (2.44e-4 + 4e-5), so at most one threshold lies within `reach` of a bucket: the entry is
/// `(Float(Tₖ), k − 1)`, or `(2, byte)` when there is none. Any Float lin within `reach` of the Double lin then
/// has its byte decided by that one threshold.
enum CVDQuantizer {
    /// How far (in linear light) from a bucket a threshold still counts as "in" it; CVD tolerances must stay below.
    static let reach = 2e-5

    /// The scalar path's byte for a linear value.
    static func byte(_ linear: Double) -> UInt8 {
        SRGB8(quantizing: SRGB(encoding: LinearRGB(r: linear, g: 0, b: 0).clipped)).r
    }

    /// T₁…T₂₅₅ (index 0 unused, 0).
    static let thresholds: [Double] = {
        var t = [Double](repeating: 0, count: 256)
        for k in 1...255 {
            var (lo, hi) = ((0.0).bitPattern, (1.0).bitPattern) // byte(lo) < k ≤ byte(hi)
            while hi - lo > 1 {
                let mid = lo + (hi - lo) / 2
                if byte(Double(bitPattern: mid)) >= k { hi = mid } else { lo = mid }
            }
            t[k] = Double(bitPattern: hi)
        }
        return t
    }()

    /// 4097 entries `(critical threshold as Float, byte below it)`.
    static let table: [SIMD2<Float>] = {
        let t = thresholds
        return (0...4096).map { bucket in
            let lo = (Double(bucket) - 0.5) / 4096 - reach, hi = (Double(bucket) + 0.5) / 4096 + reach
            let near = (1...255).filter { t[$0] >= lo && t[$0] <= hi }
            precondition(near.count <= 1, "two sRGB8 thresholds within one quantizer bucket")
            if let k = near.first { return SIMD2(Float(t[k]), Float(k - 1)) }
            return SIMD2(2, Float(byte(min(max(Double(bucket) / 4096, 0), 1))))
        }
    }()

    /// `#{k : Tₖ ≤ linear}` by binary search: the scalar byte of `linear` (clipping included: T₁ > 0, T₂₅₅ < 1).
    static func byteFromThresholds(_ linear: Double) -> UInt8 {
        thresholds.withUnsafeBufferPointer { t in
            var (lo, hi) = (1, 256) // answer k = number of thresholds ≤ linear
            while lo < hi {
                let mid = (lo + hi) / 2
                if t[mid] <= linear { lo = mid + 1 } else { hi = mid }
            }
            return UInt8(lo - 1)
        }
    }

    /// |Float(Tₖ) − Tₖ| ≤ 2⁻²⁴·Tₖ < 6e-8; tolerances add twice that.
    static let thresholdRounding: Float = 1.2e-7
}

enum CVDTables {
    /// `Float(decode(v/255))` for v = 0…255, correctly rounded from the Double decode.
    static let decode32: [Float] = decode64.map { Float($0) }
    /// `decode(v/255)` in Double, exactly as `LinearRGB(decoding: SRGB8)` computes it.
    static let decode64: [Double] = (0...255).map { SRGBTransfer.decode8(UInt8($0)) }
}
