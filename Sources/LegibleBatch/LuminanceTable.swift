import LegibleBatchKernels
import LegibleCore

// WCAG 2.x relative luminance, https://www.w3.org/TR/WCAG22/#dfn-relative-luminance.

/// The exact luminance tables of 8-bit sRGB: `wR[v] = 0.2126·decode(v/255)`, `wG[v] = 0.7152·…`, `wB[v] = 0.0722·…`.
///
/// `WCAG2.relativeLuminance(SRGB8)` computes `0.2126·R + 0.7152·G + 0.0722·B`, i.e. `(wR[r] + wG[g]) + wB[b]` with
/// exactly these products: storing the products instead of the decoded values changes no bit, so the batch result
/// is bit-identical (pinned for all 256 values per channel and 2^24 colors' worth of combinations in the tests).
/// The 0.03928-vs-0.04045 decode threshold makes no difference here (no v/255 lies between them).
enum LuminanceTable {
    /// 768 Doubles: wR[0…255], wG[0…255], wB[0…255].
    static let weightedDecode: [Double] = {
        let decoded = (0...255).map { SRGBTransfer.decode8(UInt8($0)) }
        return decoded.map { 0.2126 * $0 } + decoded.map { 0.7152 * $0 } + decoded.map { 0.0722 * $0 }
    }()
}

/// Relative luminances of a palette and the per-color values every pair kernel reads.
///
/// `luminance` is the Double the scalar path computes (bit-identical for 8-bit input); `shifted` is `L + 0.05` in
/// Double (the very numerator/denominator of `WCAG2.contrastRatio`), `shifted32` that rounded once to Float.
public struct LuminancePalette: Sendable {
    public let luminance: [Double]
    public let shifted: [Double]
    public let shifted32: [Float]

    public var count: Int { luminance.count }

    /// From luminances computed elsewhere (e.g. `WCAG2.relativeLuminance(Color)` for any color space): exact by
    /// definition. NaN is rejected.
    public init(luminances: [Double]) {
        precondition(!luminances.contains { $0.isNaN }, "NaN luminance")
        luminance = luminances
        shifted = luminances.map { $0 + 0.05 }
        shifted32 = shifted.map { Float($0) }
    }

    /// From 8-bit sRGB through the exact tables: bit-identical to `WCAG2.relativeLuminance(SRGB8)`.
    public init(_ colors: SRGB8Palette, options: BatchOptions = .automatic) {
        let n = colors.count
        var l = [Double](repeating: 0, count: n), x = l, x32 = [Float](repeating: 0, count: n)
        l.withUnsafeMutableBufferPointer { l in
            x.withUnsafeMutableBufferPointer { x in
                x32.withUnsafeMutableBufferPointer { x32 in
                    BatchLuminance.run(colors, options) { r, g, b, table in
                        Luminance8Job(
                            r: r, g: g, b: b, weightedDecode: table, luminance: l.baseAddress, luminance32: nil,
                            shifted: x.baseAddress, shifted32: x32.baseAddress)
                    }
                }
            }
        }
        (luminance, shifted, shifted32) = (l, x, x32)
    }

    /// From any colors through the scalar path (`WCAG2.relativeLuminance(Color)`): exact, one `pow` per channel.
    public init(colors: [Color]) {
        self.init(luminances: colors.map { WCAG2.relativeLuminance($0) })
    }

    /// The colors `indices` of this palette, in that order.
    public func subset(_ indices: [Int]) -> LuminancePalette {
        LuminancePalette(luminances: indices.map { luminance[$0] })
    }
}

/// Relative luminance of many colors at once.
public enum BatchLuminance {
    /// Luminance of 8-bit sRGB colors into `out` (count ≥ colors.count): bit-identical to
    /// `WCAG2.relativeLuminance(SRGB8)`.
    public static func luminance(
        _ colors: SRGB8Palette, into out: UnsafeMutableBufferPointer<Double>, options: BatchOptions = .automatic
    ) {
        precondition(out.count >= colors.count, "output buffer too small")
        run(colors, options) { r, g, b, table in
            Luminance8Job(
                r: r, g: g, b: b, weightedDecode: table, luminance: out.baseAddress, luminance32: nil, shifted: nil,
                shifted32: nil)
        }
        if InternalChecks.isEnabled {
            for i in 0..<colors.count {
                InternalChecks.expect(out[i] == WCAG2.relativeLuminance(colors[i]), "luminance of color \(i)")
            }
        }
    }

    /// Luminance of 8-bit sRGB colors as Float: the exact Double luminance, rounded once.
    public static func luminance(
        _ colors: SRGB8Palette, into out: UnsafeMutableBufferPointer<Float>, options: BatchOptions = .automatic
    ) {
        precondition(out.count >= colors.count, "output buffer too small")
        run(colors, options) { r, g, b, table in
            Luminance8Job(
                r: r, g: g, b: b, weightedDecode: table, luminance: nil, luminance32: out.baseAddress, shifted: nil,
                shifted32: nil)
        }
        if InternalChecks.isEnabled {
            for i in 0..<colors.count {
                InternalChecks.expect(out[i] == Float(WCAG2.relativeLuminance(colors[i])), "luminance of color \(i)")
            }
        }
    }

    public static func luminance(_ colors: SRGB8Palette, options: BatchOptions = .automatic) -> [Double] {
        var out = [Double](repeating: 0, count: colors.count)
        out.withUnsafeMutableBufferPointer { luminance(colors, into: $0, options: options) }
        return out
    }

    /// Runs the 8-bit luminance kernel over the palette, in chunks of at least 64Ki colors per thread.
    static func run(
        _ colors: SRGB8Palette, _ options: BatchOptions,
        _ job: (UnsafePointer<UInt8>, UnsafePointer<UInt8>, UnsafePointer<UInt8>, UnsafePointer<Double>) ->
            Luminance8Job
    ) {
        let kernels = options.kernels
        colors.r.withUnsafeBufferPointer { r in
            colors.g.withUnsafeBufferPointer { g in
                colors.b.withUnsafeBufferPointer { b in
                    LuminanceTable.weightedDecode.withUnsafeBufferPointer { table in
                        guard let r = r.baseAddress, let g = g.baseAddress, let b = b.baseAddress else { return }
                        let work = job(r, g, b, table.baseAddress!)
                        Parallel.forEachChunk(colors.count, minimumChunk: 1 << 16, options) {
                            kernels.luminance8(work, $0)
                        }
                    }
                }
            }
        }
    }
}
