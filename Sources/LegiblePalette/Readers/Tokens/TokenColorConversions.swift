import Foundation
import LegibleCore

// CSS Color Module Level 4 §18 "Sample code for color conversions" (https://www.w3.org/TR/css-color-4/#color-conversion-code)
// and color.js, rebuilt on LegibleCore's matrices: RGB↔XYZ matrices are derived from the primaries' chromaticities
// (`RGBPrimaries.xyzFromLinearRGB`), and D50↔D65 is the linear Bradford transform computed from the two whites, so
// sRGB, Lab and XYZ share one D65 (xy 0.3127, 0.3290) and white maps to white to ~1e-15.

/// Conversions for the DTCG color spaces that LegibleCore's `ColorSpace` does not have.
enum TokenColorConversions {
    /// CSS Color 4 D50 white, xy (0.3457, 0.3585).
    static let d50 = SIMD2<Double>(0.3457, 0.3585)

    static func white(_ xy: SIMD2<Double>) -> SIMD3<Double> { SIMD3(xy.x / xy.y, 1, (1 - xy.x - xy.y) / xy.y) }

    /// Bradford cone response (Lam 1985; the matrix CSS Color 4 and ICC use).
    static let bradford = Matrix3x3(rows: [
        [0.8951, 0.2664, -0.1614],
        [-0.7502, 1.7135, 0.0367],
        [0.0389, -0.0685, 1.0296],
    ])

    /// Chromatic adaptation D50 → D65: `M⁻¹ · diag(M·W65 / M·W50) · M`.
    static let xyzD65FromXYZD50: Matrix3x3 = {
        let ratio = (bradford * white(RGBPrimaries.d65)) / (bradford * white(d50))
        return bradford.inverse * Matrix3x3.diagonal(ratio) * bradford
    }()

    static func linearSRGB(xyzD65 v: SIMD3<Double>) -> LinearRGB { LinearRGB(RGBPrimaries.linearSRGBFromXYZ * v) }
    static func linearSRGB(xyzD50 v: SIMD3<Double>) -> LinearRGB { linearSRGB(xyzD65: xyzD65FromXYZD50 * v) }

    // MARK: CIE Lab (D50, as CSS `lab()`), CIE 15:2004 with the exact constants ε = 216/24389, κ = 24389/27.

    static func xyzD50(labD50 lab: SIMD3<Double>) -> SIMD3<Double> {
        let (epsilon, kappa) = (216.0 / 24389, 24389.0 / 27)
        let f1 = (lab.x + 16) / 116
        let f0 = lab.y / 500 + f1
        let f2 = f1 - lab.z / 200
        let x = f0 * f0 * f0 > epsilon ? f0 * f0 * f0 : (116 * f0 - 16) / kappa
        let y = lab.x > kappa * epsilon ? f1 * f1 * f1 : lab.x / kappa
        let z = f2 * f2 * f2 > epsilon ? f2 * f2 * f2 : (116 * f2 - 16) / kappa
        return SIMD3(x, y, z) * white(d50)
    }

    /// (L, C, h°) → (L, a, b).
    static func lab(fromPolar v: SIMD3<Double>) -> SIMD3<Double> {
        let h = v.z * Double.pi / 180
        return SIMD3(v.x, v.y * cos(h), v.y * sin(h))
    }

    // MARK: RGB spaces (CSS Color 4 §10)

    /// a98-rgb: Adobe RGB (1998) primaries, D65; transfer `sign(c)·|c|^(563/256)`.
    static let xyzFromLinearA98RGB = RGBPrimaries.xyzFromLinearRGB(
        red: SIMD2(0.64, 0.33), green: SIMD2(0.21, 0.71), blue: SIMD2(0.15, 0.06))
    static func a98Decode(_ c: Double) -> Double { mirrored(c) { pow($0, 563.0 / 256) } }

    /// prophoto-rgb: ROMM RGB primaries, D50; transfer linear below 16/512, else `c^1.8`.
    static let xyzD50FromLinearProPhoto = RGBPrimaries.xyzFromLinearRGB(
        red: SIMD2(0.734699, 0.265301), green: SIMD2(0.159597, 0.840403), blue: SIMD2(0.036598, 0.000105), white: d50)
    static func proPhotoDecode(_ c: Double) -> Double { mirrored(c) { $0 <= 16.0 / 512 ? $0 / 16 : pow($0, 1.8) } }

    /// rec2020: ITU-R BT.2020 primaries, D65; the BT.2020 OETF inverted (α = 1.09929682680944, β = 0.018053968510807).
    static let xyzFromLinearRec2020 = RGBPrimaries.xyzFromLinearRGB(
        red: SIMD2(0.708, 0.292), green: SIMD2(0.170, 0.797), blue: SIMD2(0.131, 0.046))
    static func rec2020Decode(_ c: Double) -> Double {
        let (alpha, beta) = (1.09929682680944, 0.018053968510807)
        return mirrored(c) { $0 < beta * 4.5 ? $0 / 4.5 : pow(($0 + alpha - 1) / alpha, 1 / 0.45) }
    }

    static func mirrored(_ c: Double, _ f: (Double) -> Double) -> Double { c < 0 ? -f(-c) : f(c) }

    /// A transfer function applied to each channel.
    static func decode(_ v: SIMD3<Double>, _ f: (Double) -> Double) -> SIMD3<Double> { SIMD3(f(v.x), f(v.y), f(v.z)) }

    /// CSS Color 4 `hwbToRgb`: white + black ≥ 1 is the gray `w / (w + b)`.
    static func hwbToSRGB(hueDegrees h: Double, whiteness w: Double, blackness b: Double) -> SRGB {
        if w + b >= 1 {
            let gray = w / (w + b)
            return SRGB(r: gray, g: gray, b: gray)
        }
        let pure = HSL.toSRGB(hueDegrees: h, saturation: 1, lightness: 0.5)
        let scale = 1 - w - b
        return SRGB(pure.vector * scale + SIMD3(repeating: w))
    }

    /// sRGB when in the sRGB gamut (conversion round-off within 1e-9 of 0 or 1 is snapped), else extended sRGB.
    static func color(linear: LinearRGB, alpha: Double) -> Color {
        let e = SRGB(encoding: linear)
        let comps = [e.r, e.g, e.b]
        let roundOff = 1e-9
        if comps.allSatisfy({ $0 >= -roundOff && $0 <= 1 + roundOff }) {
            return Color(space: .sRGB, components: comps.map { min(max($0, 0), 1) }, alpha: alpha)
        }
        return Color(space: .extendedSRGB, components: comps, alpha: alpha)
    }
}
