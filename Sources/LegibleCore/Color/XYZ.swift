/// CIE 1931 XYZ tristimulus values, D65 white, Y = 1 for white.
public struct XYZ: Sendable, Hashable {
    public var x: Double, y: Double, z: Double
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
    public init(_ v: SIMD3<Double>) { (x, y, z) = (v.x, v.y, v.z) }
    public var vector: SIMD3<Double> { SIMD3(x, y, z) }
}

/// RGB ↔ XYZ matrices derived from primaries' chromaticities and the white point, the standard construction
/// (e.g. Lindbloom, "RGB/XYZ Matrices"): columns are the primaries' XYZ scaled so that RGB (1,1,1) maps to white.
public enum RGBPrimaries {
    /// CIE 1931 xy of the D65 white point as used by sRGB (IEC 61966-2-1) and Display P3.
    public static let d65 = SIMD2<Double>(0.3127, 0.3290)

    /// The matrix taking linear RGB with the given primaries to XYZ (Y of white = 1).
    public static func xyzFromLinearRGB(
        red: SIMD2<Double>, green: SIMD2<Double>, blue: SIMD2<Double>, white: SIMD2<Double> = d65
    ) -> Matrix3x3 {
        func xyz(_ c: SIMD2<Double>) -> SIMD3<Double> { SIMD3(c.x / c.y, 1, (1 - c.x - c.y) / c.y) }
        let (r, g, b) = (xyz(red), xyz(green), xyz(blue))
        let primaries = Matrix3x3(SIMD3(r.x, g.x, b.x), SIMD3(r.y, g.y, b.y), SIMD3(r.z, g.z, b.z))
        let scale = primaries.inverse * xyz(white)
        return primaries * Matrix3x3.diagonal(scale)
    }

    /// sRGB / BT.709 primaries, D65 (IEC 61966-2-1:1999).
    public static let xyzFromLinearSRGB = xyzFromLinearRGB(
        red: SIMD2(0.64, 0.33), green: SIMD2(0.30, 0.60), blue: SIMD2(0.15, 0.06))
    public static let linearSRGBFromXYZ = xyzFromLinearSRGB.inverse

    /// Display P3: DCI-P3 primaries with D65 white (SMPTE EG 432-1; Apple Display P3).
    public static let xyzFromLinearDisplayP3 = xyzFromLinearRGB(
        red: SIMD2(0.680, 0.320), green: SIMD2(0.265, 0.690), blue: SIMD2(0.150, 0.060))

    /// Linear Display P3 → linear sRGB (through XYZ, both D65, so no adaptation).
    public static let linearSRGBFromLinearDisplayP3 = linearSRGBFromXYZ * xyzFromLinearDisplayP3
    public static let linearDisplayP3FromLinearSRGB = linearSRGBFromLinearDisplayP3.inverse
}
