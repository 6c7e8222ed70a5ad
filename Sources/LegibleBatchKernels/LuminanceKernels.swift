// WCAG 2.x relative luminance, https://www.w3.org/TR/WCAG22/#dfn-relative-luminance:
//   L = 0.2126·R + 0.7152·G + 0.0722·B      R, G, B linear (sRGB decode, threshold 0.04045)

/// Luminance of 8-bit sRGB colors `[i₀, i₁)` through three 256-entry Double tables:
/// ```
/// L = (wR[r] + wG[g]) + wB[b],   wR[v] = 0.2126·decode(v/255),  wG[v] = 0.7152·decode(v/255),  wB[v] = 0.0722·decode(v/255)
/// ```
/// Exact: each table entry is the very product the scalar path computes, and the two additions happen in the same
/// order, so the Double result is bit-identical to `WCAG2.relativeLuminance(SRGB8)`. The Float output is that
/// Double rounded once (correctly rounded). The shifted outputs are `L + 0.05` (Double, and rounded once to Float),
/// the inputs of the ratio kernels. Any output pointer may be nil.
public struct Luminance8Job: @unchecked Sendable {
    public let r: UnsafePointer<UInt8>, g: UnsafePointer<UInt8>, b: UnsafePointer<UInt8>
    /// 768 Doubles: wR[0…255], wG[0…255], wB[0…255].
    public let weightedDecode: UnsafePointer<Double>
    public let luminance: UnsafeMutablePointer<Double>?, luminance32: UnsafeMutablePointer<Float>?
    public let shifted: UnsafeMutablePointer<Double>?, shifted32: UnsafeMutablePointer<Float>?

    public init(
        r: UnsafePointer<UInt8>, g: UnsafePointer<UInt8>, b: UnsafePointer<UInt8>,
        weightedDecode: UnsafePointer<Double>,
        luminance: UnsafeMutablePointer<Double>?, luminance32: UnsafeMutablePointer<Float>?,
        shifted: UnsafeMutablePointer<Double>?, shifted32: UnsafeMutablePointer<Float>?
    ) {
        (self.r, self.g, self.b, self.weightedDecode) = (r, g, b, weightedDecode)
        (self.luminance, self.luminance32, self.shifted, self.shifted32) = (luminance, luminance32, shifted, shifted32)
    }

    @_transparent
    public func run(_ range: Range<Int>) {
        let wR = weightedDecode, wG = weightedDecode + 256, wB = weightedDecode + 512
        if let out = luminance32, luminance == nil, shifted == nil, shifted32 == nil {
            for i in range { out[i] = Float((wR[Int(r[i])] + wG[Int(g[i])]) + wB[Int(b[i])]) }
            return
        }
        for i in range {
            let l = (wR[Int(r[i])] + wG[Int(g[i])]) + wB[Int(b[i])]
            luminance?[i] = l
            luminance32?[i] = Float(l)
            shifted?[i] = l + 0.05
            shifted32?[i] = Float(l + 0.05)
        }
    }
}
