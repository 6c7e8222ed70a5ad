// The sRGB transfer function (IEC 61966-2-1:1999) on 16 Float lanes, for float and extended-range input.
// 8-bit input never comes here: it goes through exact 256-entry tables (LegibleBatch/LuminanceTable.swift).
//
// x^p is computed as 2^(p·log2 x) with two short polynomials, no table and no libm call:
//   log2 x = e + log2 m,  x = 2^e·m, m ∈ [√½, √2)     (e and m taken from the bit pattern)
//   log2 m = (2/ln 2)·atanh(t),  t = (m − 1)/(m + 1), |t| ≤ 0.1716: odd series to t⁹, truncation < 1e-9
//   2^g    = Taylor series to g⁷ on |g| ≤ ½, truncation < 6e-9 (relative)
// and p·e is split as p_hi·e (exact: p_hi has 12 significant bits, e at most 8) + p_lo·e, so the large integer
// part of the exponent never rounds. Measured against Double (LegibleBatchTests/FloatDecodeTests, CVDBatchTests):
//   decode: |error| ≤ 5.2e-7·max(|linear|, 0.0032) for |c| ≤ 64 (stated bound 6e-7);
//   encode: within the Float CVD path's end-to-end 2.4e-6 absolute (Judd–Vos Brettel protan on extended input; stated bound 3e-6).
// Only +, −, ×, ÷, compares, blends, integer shifts/masks and bit casts: no FMA (every instruction set rounds the
// same way), no Float(Int32) or Int32(Float) conversion (each an out-of-line call, swift-simd.md §4).
// Domain: finite |c| < 2^40. NaN gives garbage.

/// An exponent `p` split so that `pHigh·e` is exact for any integer |e| ≤ 255.
/// `high` is p rounded to a multiple of 2⁻¹⁰ (12 significant bits for p in [0.25, 4)), `low` = Float(p − high).
public struct PowerExponent: Sendable {
    public let value: Float, high: Float, low: Float
    @_transparent public init(value: Float, high: Float, low: Float) {
        (self.value, self.high, self.low) = (value, high, low)
    }
    /// 2.4 = 2458/1024 − 0.000390625
    public static var srgbDecode: PowerExponent {
        @_transparent get { PowerExponent(value: 2.4, high: 2.400390625, low: -0.000390625) }
    }
    /// 1/2.4 = 427/1024 − 0.00032552083…
    public static var srgbEncode: PowerExponent {
        @_transparent get {
            PowerExponent(value: 0.41666666666666667, high: 0.4169921875, low: -0.00032552083333333333)
        }
    }
}

/// `(round(x), round(x) as Int32)` for |x| < 2^22, ties to even. Adding 1.5·2^23 leaves the rounded integer in the low
/// mantissa bits of the sum (bit pattern 0x4B40_0000 + k), so no float→int conversion is needed.
@usableFromInline @_transparent
func roundedToInteger(_ x: Floats16) -> (Floats16, Ints16) {
    let shifted = x + 12_582_912
    return (shifted - 12_582_912, unsafeBitCast(shifted, to: Ints16.self) &- Ints16(repeating: 0x4B40_0000))
}

/// 2^k for integer lanes −126 ≤ k ≤ 127, built from its bit pattern `(k + 127)·2^23`.
@usableFromInline @_transparent
func powerOfTwo(_ k: Ints16) -> Floats16 {
    unsafeBitCast((k &+ Ints16(repeating: 127)) &* Ints16(repeating: 0x80_0000), to: Floats16.self)
}

/// `(e, log2 m)` with `x = 2^e·m`, m ∈ [√½, √2), for normal positive x (x = 0 gives e = −127, m = 1).
@usableFromInline @_transparent
func log2Parts(_ x: Floats16) -> (exponent: Floats16, mantissaLog2: Floats16) {
    // x = 2^(E − 127)·1.M: E read back as a Float by placing it in the mantissa of 2^23 (Float(Int32) would be an
    // out-of-line call), 1.M by replacing the exponent bits with those of 1.
    let bits = unsafeBitCast(x, to: Ints16.self)
    let biased = unsafeBitCast((bits &>> 23) | Ints16(repeating: 0x4B00_0000), to: Floats16.self) - 8_388_608
    var m = unsafeBitCast((bits & Ints16(repeating: 0x007F_FFFF)) | Ints16(repeating: 0x3F80_0000), to: Floats16.self)
    var e = biased - 127
    let high = m .>= 1.41421356 // m ∈ [√2, 2) → [√½, 1)
    m = m.replacing(with: m * 0.5, where: high)
    e = e.replacing(with: e + 1, where: high)
    // log2 m = (2/ln 2)·(t + t³/3 + t⁵/5 + t⁷/7 + t⁹/9),  t = (m − 1)/(m + 1)   (m − 1 is exact)
    let t = (m - 1) / (m + 1)
    let t2 = t * t
    let c1: Float = 2.885390081777927, c3: Float = 0.9617966939259756, c5: Float = 0.5770780163555854
    let c7: Float = 0.4121985831111324, c9: Float = 0.3205988979753085
    var series = c7 + t2 * c9
    series = c5 + t2 * series
    series = c3 + t2 * series
    series = c1 + t2 * series
    return (e, t * series)
}

/// 2^g for |g| ≤ ½: Taylor series of e^(g·ln 2) to g⁷.
@usableFromInline @_transparent
func exp2Reduced(_ g: Floats16) -> Floats16 {
    let c1: Float = 0.6931471805599453, c2: Float = 0.2402265069591007, c3: Float = 0.05550410866482158
    let c4: Float = 0.009618129107628477, c5: Float = 0.0013333558146428443, c6: Float = 0.00015403530393381606
    let c7: Float = 1.525273380405984e-05
    var p = c6 + g * c7
    p = c5 + g * p
    p = c4 + g * p
    p = c3 + g * p
    p = c2 + g * p
    p = c1 + g * p
    return 1 + g * p
}

/// x^p for normal positive x with |p·log2 x| < 126.
@_transparent
public func powPositive(_ x: Floats16, _ p: PowerExponent) -> Floats16 {
    let (e, l) = log2Parts(x)
    // p·log2 x = p_hi·e + (p_lo·e + p·l): the first term is exact, so only a value of magnitude < 2 rounds.
    let (wholeA, kA) = roundedToInteger(p.high * e)
    let fraction = (p.high * e - wholeA) + (p.low * e + (p.high * l + p.low * l))
    let (wholeB, kB) = roundedToInteger(fraction)
    return exp2Reduced(fraction - wholeB) * powerOfTwo(kA &+ kB)
}

/// sRGB decode, mirrored for negatives (extended sRGB, Display P3 use the same curve):
/// ```
/// decode(c) = c / 12.92                           |c| ≤ 0.04045
///             sign(c)·((|c| + 0.055) / 1.055)^2.4   otherwise
/// ```
@_transparent
public func srgbDecode(_ c: Floats16) -> Floats16 {
    let negative = c .< 0
    let a = c.replacing(with: 0 - c, where: negative)
    let curve = powPositive((a + 0.055) / 1.055, .srgbDecode)
    let linear = curve.replacing(with: a / 12.92, where: a .<= 0.04045)
    return linear.replacing(with: 0 - linear, where: negative)
}

/// sRGB encode of linear light already clipped to [0, 1]:
/// ```
/// encode(x) = 12.92·x                    x ≤ 0.0031308
///             1.055·x^(1/2.4) − 0.055     otherwise
/// ```
@_transparent
public func srgbEncodeUnit(_ x: Floats16) -> Floats16 {
    let curve = 1.055 * powPositive(x.replacing(with: 1, where: x .<= 0.0031308), .srgbEncode) - 0.055
    return curve.replacing(with: 12.92 * x, where: x .<= 0.0031308)
}
