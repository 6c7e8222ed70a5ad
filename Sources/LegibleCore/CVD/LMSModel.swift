// Cone (LMS) space used by Brettel 1997 and Viénot 1999: DaltonLens-Python 0.1.5 `LMSModel_sRGB_SmithPokorny75`,
// the default model of its `Simulator_Brettel1997` and `Simulator_Vienot1999`.

/// The LMS cone space of Smith & Pokorny 1975 on sRGB primaries, the cone model of the Brettel and Viénot
/// simulations.
///
/// ```
/// LMS = lmsFromXYZ · xyzFromLinearRGB · RGB_linear
/// ```
/// - `lmsFromXYZ`: Smith & Pokorny 1975, "Spectral sensitivity of the foveal cone photopigments between 400 and
///   500 nm", Vision Research 15(2), as tabulated by Viénot, Brettel & Mollon 1999 (clarified in Smith & Pokorny
///   2003). Rows L, M, S.
/// - `xyzFromLinearRGB`: sRGB / BT.709, D65, 7 digits (IEC 61966-2-1; DaltonLens took it from Wikipedia's sRGB page). It is
///   deliberately not `RGBPrimaries.xyzFromLinearSRGB` (derived from chromaticities, differs by ~1e-7): these are the
///   digits the reference peer uses, so the simulation matches it to ~1e-15.
///
/// Viénot 1999 used a CRT's RGB→XYZ matrix instead; DaltonLens replaced it with sRGB, as here.
public enum LMSModel {
    /// Smith & Pokorny 1975 cone fundamentals, XYZ → LMS.
    public static let lmsFromXYZ = Matrix3x3(
        SIMD3(0.15514, 0.54312, -0.03286),
        SIMD3(-0.15514, 0.45684, 0.03286),
        SIMD3(0, 0, 0.01608))

    /// sRGB linear RGB → XYZ (D65, Y of white = 1), 7 significant digits.
    public static let xyzFromLinearRGB = Matrix3x3(
        SIMD3(0.412456, 0.3575761, 0.1804375),
        SIMD3(0.212672, 0.7151522, 0.0721750),
        SIMD3(0.019333, 0.1191920, 0.9503041))

    /// Linear sRGB → LMS: `lmsFromXYZ · xyzFromLinearRGB`.
    public static let lmsFromLinearRGB = lmsFromXYZ * xyzFromLinearRGB

    /// LMS → linear sRGB, the inverse of `lmsFromLinearRGB`.
    public static let linearRGBFromLMS = lmsFromLinearRGB.inverse

    /// The matrix that moves an LMS color along the axis of the missing cone onto the plane through the origin
    /// with normal `n` (DaltonLens `plane_projection_matrix`). For the L cone (protan):
    /// ```
    ///       ┌ 0  −n_M/n_L  −n_S/n_L ┐
    /// P  =  │ 0      1         0    │      so that  n · (P · lms) = 0  and M, S are unchanged.
    ///       └ 0      0         1    ┘
    /// ```
    /// The other two cones are kept; only the missing one is recomputed.
    static func projection(ontoPlaneWithNormal n: SIMD3<Double>, alongCone cone: Int) -> Matrix3x3 {
        precondition((0...2).contains(cone) && n[cone] != 0, "the plane must not contain the cone axis")
        var rows = [SIMD3<Double>(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)]
        rows[cone] = -n / n[cone]
        rows[cone][cone] = 0
        return Matrix3x3(rows[0], rows[1], rows[2])
    }
}

/// Vector helpers for the plane constructions of Brettel and Viénot.
enum CVDGeometry {
    /// The cross product `a × b`.
    static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }

    /// The dot product `a · b`.
    static func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
}
