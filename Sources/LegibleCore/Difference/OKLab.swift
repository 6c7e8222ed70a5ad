// OKLab: Björn Ottosson, "A perceptual color space for image processing", 2020,
// https://bottosson.github.io/posts/oklab/
// Matrices as in CSS Color 4 §9.2 sample code (https://www.w3.org/TR/css-color-4/#color-conversion-code) and
// color.js: M1 (XYZ→LMS) recomputed in float64 so that the D65 white xy (0.3127, 0.3290) maps to LMS (1, 1, 1)
// (csswg-drafts#6642, color.js#357); M2 is the float64 inverse of Ottosson's M2⁻¹ read as float32 values (first
// column exactly 1), so white has a = b = 0. coloraide 8.13.1 uses the same matrices. Ottosson's original M1 differs by up to 4e-4 in the output (his published table is
// reproduced within its 3 printed decimals either way).

/// A color in Ottosson's OKLab: L ≈ perceived lightness (0 black … 1 white), a green (−) ↔ red (+),
/// b blue (−) ↔ yellow (+).
///
/// ```
/// (l, m, s)    = M1 · (X, Y, Z)                 XYZ relative to D65, Y = 1 for white
/// (l′, m′, s′) = (∛l, ∛m, ∛s)                   real cube root, sign-preserving
/// (L, a, b)    = M2 · (l′, m′, s′)
/// ```
/// From linear sRGB the two linear steps before the cube root fold into `lmsFromLinearSRGB = M1 · xyzFromLinearSRGB`.
/// The inverse matrices are computed here in Double, so sRGB → OKLab → sRGB round-trips to ~1e-15.
public struct OKLab: Sendable, Hashable, CustomStringConvertible {
    public var L: Double
    public var a: Double
    public var b: Double

    public init(L: Double, a: Double, b: Double) { (self.L, self.a, self.b) = (L, a, b) }

    /// M1: XYZ (D65) → LMS. CSS Color 4 `XYZ_to_OKLab`.
    public static let lmsFromXYZ = Matrix3x3(rows: [
        [0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
        [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
        [0.0481771893596242, 0.2642395317527308, 0.6335478284694309],
    ])
    /// M2: cube-rooted LMS → OKLab. CSS Color 4 `XYZ_to_OKLab`.
    public static let oklabFromLMSCubeRoot = Matrix3x3(rows: [
        [0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
        [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
        [0.0259040424655478, 0.7827717124575296, -0.8086757549230774],
    ])
    public static let lmsCubeRootFromOKLab = oklabFromLMSCubeRoot.inverse
    public static let xyzFromLMS = lmsFromXYZ.inverse
    public static let lmsFromLinearSRGB = lmsFromXYZ * RGBPrimaries.xyzFromLinearSRGB
    public static let linearSRGBFromLMS = lmsFromLinearSRGB.inverse

    init(lms: SIMD3<Double>) {
        let v = OKLab.oklabFromLMSCubeRoot * lms.map(cbrt)
        self.init(L: v.x, a: v.y, b: v.z)
    }

    var lms: SIMD3<Double> {
        let c = OKLab.lmsCubeRootFromOKLab * vector
        return c * c * c
    }

    /// OKLab of linear-light sRGB (unclipped: out-of-gamut values convert too).
    public init(_ linear: LinearRGB) { self.init(lms: OKLab.lmsFromLinearSRGB * linear.vector) }

    /// OKLab of D65-relative XYZ (Y = 1 for white).
    public init(_ xyz: XYZ) { self.init(lms: OKLab.lmsFromXYZ * xyz.vector) }

    /// Linear-light sRGB, unclipped (components outside 0…1 mean out of the sRGB gamut).
    public var linearSRGB: LinearRGB { LinearRGB(OKLab.linearSRGBFromLMS * lms) }

    /// D65-relative XYZ.
    public var xyz: XYZ { XYZ(OKLab.xyzFromLMS * lms) }

    public var vector: SIMD3<Double> { SIMD3(L, a, b) }

    /// The same color as a `Color` in `space` (unclipped; a non-extended space may receive out-of-range values,
    /// use `GamutMapping` to bring it in gamut).
    public func color(in space: ColorSpace = .extendedSRGB, alpha: Double = 1) -> Color {
        let lin = linearSRGB
        return Color(space: .extendedLinearSRGB, components: [lin.r, lin.g, lin.b], alpha: alpha).converted(to: space)
    }

    /// ΔE_OK, CSS Color 4 `deltaEOK` (https://www.w3.org/TR/css-color-4/#color-difference-OK): the Euclidean distance in OKLab.
    /// ```
    /// ΔE_OK = √((L₁ − L₂)² + (a₁ − a₂)² + (b₁ − b₂)²)
    /// ```
    /// On this scale 0.02 is the just-noticeable difference CSS gamut mapping uses (`GamutMapping.jnd`).
    public static func deltaE(_ x: OKLab, _ y: OKLab) -> Double {
        let d = x.vector - y.vector
        return (d * d).sum().squareRoot()
    }

    public var description: String { "OKLab(L: \(L), a: \(a), b: \(b))" }
}

extension Color {
    /// OKLab of this color, from its unclipped linear sRGB. Alpha is ignored.
    public var oklab: OKLab { OKLab(linearSRGB) }
}
