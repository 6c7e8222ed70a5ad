// CSS Color 4 §10 "Predefined Color Spaces" and §18 "Sample code for color conversions"
// (https://www.w3.org/TR/css-color-4/#predefined): primaries, white points and transfer functions.

/// An RGB space of `color()`: a transfer function (encoded ↔ linear, mirrored for negatives) and the matrix from
/// linear RGB to CIE XYZ relative to the space's own white (D65, or D50 for ProPhoto).
struct RGBSpaceDefinition: Sendable {
    let decode: @Sendable (Double) -> Double
    let encode: @Sendable (Double) -> Double
    /// Linear RGB → XYZ relative to D65 (chromatically adapted with Bradford for D50 spaces).
    let xyzD65FromLinear: Matrix3x3
    let linearFromXYZD65: Matrix3x3

    init(
        decode: @escaping @Sendable (Double) -> Double, encode: @escaping @Sendable (Double) -> Double,
        xyzD65FromLinear m: Matrix3x3
    ) {
        self.decode = decode
        self.encode = encode
        self.xyzD65FromLinear = m
        self.linearFromXYZD65 = m.inverse
    }

    static func mirrored(_ f: @escaping @Sendable (Double) -> Double) -> @Sendable (Double) -> Double {
        { c in c < 0 ? -f(-c) : f(c) }
    }

    /// sRGB and Display P3 transfer (IEC 61966-2-1).
    static let srgb = RGBSpaceDefinition(
        decode: SRGBTransfer.decode, encode: SRGBTransfer.encode,
        xyzD65FromLinear: RGBPrimaries.xyzFromLinearSRGB)
    static let srgbLinear = RGBSpaceDefinition(
        decode: { $0 }, encode: { $0 }, xyzD65FromLinear: RGBPrimaries.xyzFromLinearSRGB)
    static let displayP3 = RGBSpaceDefinition(
        decode: SRGBTransfer.decode, encode: SRGBTransfer.encode,
        xyzD65FromLinear: RGBPrimaries.xyzFromLinearDisplayP3)
    static let displayP3Linear = RGBSpaceDefinition(
        decode: { $0 }, encode: { $0 }, xyzD65FromLinear: RGBPrimaries.xyzFromLinearDisplayP3)

    /// Adobe RGB (1998) compatible: pure power 563/256, primaries (0.64, 0.33) (0.21, 0.71) (0.15, 0.06), D65.
    static let a98RGB = RGBSpaceDefinition(
        decode: mirrored { pow($0, 563.0 / 256) }, encode: mirrored { pow($0, 256.0 / 563) },
        xyzD65FromLinear: RGBPrimaries.xyzFromLinearRGB(
            red: SIMD2(0.64, 0.33), green: SIMD2(0.21, 0.71), blue: SIMD2(0.15, 0.06)))

    /// ProPhoto RGB (ROMM, ISO 22028-2): γ 1.8 with a linear toe below 16/512 (encoded), D50 white.
    static let prophotoRGB = RGBSpaceDefinition(
        decode: mirrored { $0 <= 16.0 / 512 ? $0 / 16 : pow($0, 1.8) },
        encode: mirrored { $0 >= 1.0 / 512 ? pow($0, 1 / 1.8) : 16 * $0 },
        xyzD65FromLinear: ChromaticAdaptation.d65FromD50
            * RGBPrimaries.xyzFromLinearRGB(
                red: SIMD2(0.734699, 0.265301), green: SIMD2(0.159597, 0.840403), blue: SIMD2(0.036598, 0.000105),
                white: ChromaticAdaptation.d50))

    /// ITU-R BT.2020-2 primaries (0.708, 0.292) (0.170, 0.797) (0.131, 0.046), D65, with the pure 2.4 power of the
    /// BT.1886 reference display, as CSS Color 4 now defines `rec2020` (it used BT.2020's camera OETF before; the
    /// relative-color web-platform-tests expect 2.4).
    static let rec2020 = RGBSpaceDefinition(
        decode: mirrored { pow($0, 2.4) }, encode: mirrored { pow($0, 1 / 2.4) },
        xyzD65FromLinear: RGBPrimaries.xyzFromLinearRGB(
            red: SIMD2(0.708, 0.292), green: SIMD2(0.170, 0.797), blue: SIMD2(0.131, 0.046)))
}

/// Bradford chromatic adaptation between the D50 and D65 whites, as CSS Color 4 uses for `lab()`, `lch()`,
/// `xyz-d50` and ProPhoto RGB (§18: `D50_to_D65`, `D65_to_D50`): `M⁻¹ · diag(ρ_dst / ρ_src) · M` with the
/// Bradford cone matrix M (Lam 1985), whites xy D50 (0.3457, 0.3585) and D65 (0.3127, 0.3290).
public enum ChromaticAdaptation {
    /// CIE 1931 xy of D50 as CSS Color 4 writes it.
    public static let d50 = SIMD2<Double>(0.3457, 0.3585)

    /// XYZ (Y = 1) of a white point from its xy chromaticity.
    public static func xyz(white xy: SIMD2<Double>) -> SIMD3<Double> { SIMD3(xy.x / xy.y, 1, (1 - xy.x - xy.y) / xy.y) }

    static let bradford = Matrix3x3(rows: [
        [0.8951, 0.2664, -0.1614],
        [-0.7502, 1.7135, 0.0367],
        [0.0389, -0.0685, 1.0296],
    ])

    /// XYZ relative to D50 → XYZ relative to D65.
    public static let d65FromD50: Matrix3x3 = {
        let src = bradford * xyz(white: d50), dst = bradford * xyz(white: RGBPrimaries.d65)
        return bradford.inverse * Matrix3x3.diagonal(dst / src) * bradford
    }()
    public static let d50FromD65 = d65FromD50.inverse
}
