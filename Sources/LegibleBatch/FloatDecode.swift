import LegibleBatchKernels
import LegibleCore

/// Float input (sRGB, extended sRGB, Display P3, linear sRGB) to linear sRGB and WCAG luminance, by a vectorized
/// decode (`srgbDecode` in LegibleBatchKernels/TransferKernels.swift: 2^(2.4·log2 u) with two short polynomials).
///
/// Error against the Double scalar path on the same (Float) input — `SRGBTransfer.decode`, `Color.linearSRGB`,
/// `WCAG2.relativeLuminance` — measured over dense sweeps and 10⁶ random colors in FloatDecodeTests:
///
/// | quantity | bound on \|batch − scalar\| | measured worst | covers |
/// |---|---|---|---|
/// | decode, one channel | 6e-7·max(\|lin\|, 0.0032) | 5.2e-7 | \|c\| ≤ 64, negatives mirrored |
/// | luminance, sRGB / extended sRGB | 1e-6·Σ w_c·\|lin_c\| | 5.3e-7 | channels in [−0.5, 1.5] |
/// | Display P3 → linear sRGB channel | 1e-6·Σⱼ \|M_cj·p_j\| | 4.9e-7 | P3 in [−1, 2] |
/// | Display P3 luminance | 1e-6·Σ_c w_c·Σⱼ \|M_cj·p_j\| | 4.0e-7 | P3 in [−1, 2] |
///
/// (w = 0.2126, 0.7152, 0.0722; M = linear sRGB from linear P3; p = linear P3.) The sums of magnitudes make the
/// bounds honest under cancellation: a dark result from large components of opposite sign has a large absolute error
/// relative to itself. Analysis: the decode computes u = (|c| + 0.055)/1.055 (2 roundings, ×2.4 in the exponent),
/// log2 u with |error| ≲ 2.4e-7 and 2^y with ≲ 3 roundings; sums add one rounding per term.
///
/// A luminance error of 1e-6 moves a contrast ratio near 4.5 by at most 4.5·1e-6/0.05 ≈ 1e-4, so verdicts from
/// Float-decoded luminance can differ from the scalar ones for pairs that close to a threshold. For exact verdicts
/// from float colors, build the `LuminancePalette` with `init(colors:)` (scalar, exact) instead.
public enum FloatDecode {
    public static let decodeRelativeError = 6e-7
    public static let luminanceRelativeError = 1e-6

    /// Linear sRGB of every color.
    public static func linearSRGB(_ colors: RGB32Palette, options: BatchOptions = .automatic) -> LinearSRGB32Palette {
        let n = colors.count
        var out = LinearSRGB32Palette(
            r: .init(repeating: 0, count: n), g: .init(repeating: 0, count: n), b: .init(repeating: 0, count: n))
        out.r.withUnsafeMutableBufferPointer { outR in
            out.g.withUnsafeMutableBufferPointer { outG in
                out.b.withUnsafeMutableBufferPointer { outB in
                    run(colors, options) { r, g, b, decodes, matrix in
                        DecodeRGB32Job(
                            r: r, g: g, b: b, decodes: decodes, matrix: matrix, linearR: outR.baseAddress,
                            linearG: outG.baseAddress,
                            linearB: outB.baseAddress, luminance: nil)
                    }
                }
            }
        }
        return out
    }

    /// WCAG relative luminance of every color into `out` (count ≥ colors.count).
    public static func luminance(
        _ colors: RGB32Palette, into out: UnsafeMutableBufferPointer<Float>, options: BatchOptions = .automatic
    ) {
        precondition(out.count >= colors.count, "output buffer too small")
        run(colors, options) { r, g, b, decodes, matrix in
            DecodeRGB32Job(
                r: r, g: g, b: b, decodes: decodes, matrix: matrix, linearR: nil, linearG: nil, linearB: nil,
                luminance: out.baseAddress)
        }
    }

    public static func luminance(_ colors: RGB32Palette, options: BatchOptions = .automatic) -> [Float] {
        var out = [Float](repeating: 0, count: colors.count)
        out.withUnsafeMutableBufferPointer { luminance(colors, into: $0, options: options) }
        return out
    }

    /// Linear Display P3 → linear sRGB (`RGBPrimaries.linearSRGBFromLinearDisplayP3`), rounded to Float.
    static let linearSRGBFromLinearDisplayP3 = Matrix3x3Float(rows: rows(RGBPrimaries.linearSRGBFromLinearDisplayP3))

    static func rows(_ m: Matrix3x3) -> [[Double]] {
        [
            [m.rows.0.x, m.rows.0.y, m.rows.0.z], [m.rows.1.x, m.rows.1.y, m.rows.1.z],
            [m.rows.2.x, m.rows.2.y, m.rows.2.z],
        ]
    }

    static func run(
        _ colors: RGB32Palette, _ options: BatchOptions,
        _ job: (UnsafePointer<Float>, UnsafePointer<Float>, UnsafePointer<Float>, Bool, Matrix3x3Float?) ->
            DecodeRGB32Job
    ) {
        let (decodes, matrix): (Bool, Matrix3x3Float?) =
            switch colors.space {
            case .sRGB, .extendedSRGB: (true, nil)
            case .displayP3: (true, linearSRGBFromLinearDisplayP3)
            case .linearSRGB, .extendedLinearSRGB: (false, nil)
            case .grayGamma22, .extendedGray: preconditionFailure("\(colors.space.rawValue) is not an RGB space")
            }
        let kernels = options.kernels
        colors.r.withUnsafeBufferPointer { r in
            colors.g.withUnsafeBufferPointer { g in
                colors.b.withUnsafeBufferPointer { b in
                    guard let r = r.baseAddress, let g = g.baseAddress, let b = b.baseAddress else { return }
                    let work = job(r, g, b, decodes, matrix)
                    Parallel.forEachChunk(colors.count, minimumChunk: 1 << 15, options) {
                        kernels.decodeRGB32(work, $0)
                    }
                }
            }
        }
    }
}
