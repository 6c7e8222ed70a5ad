// Cone (LMS) spaces used by Brettel 1997 and Viénot 1999, as DaltonLens defines them:
// - `smithPokorny75JuddVos` (the default): DaltonLens-Python main (0.1.6, commit 8903697 "applying the missing
//   Judd-Vos conversion") and libDaltonLens, `LMSModel_sRGB_SmithPokorny75` with `usesJuddVosXYZ = True`.
// - `smithPokorny75CIE1931`: DaltonLens-Python 0.1.5 (PyPI), the same class before that fix.

/// The LMS cone space of Smith & Pokorny 1975 on sRGB primaries, the cone model of the Brettel and Viénot
/// simulations.
///
/// ```
/// LMS = lmsFromXYZ · xyzFromLinearRGB · RGB_linear
/// ```
/// - `lmsFromXYZ`: Smith & Pokorny 1975, "Spectral sensitivity of the foveal cone photopigments between 400 and
///   500 nm", Vision Research 15(2), as tabulated by Viénot, Brettel & Mollon 1999 (clarified in Smith & Pokorny
///   2003). Rows L, M, S. These cone fundamentals are defined on the **Judd–Vos** corrected XYZ, not on CIE 1931 XYZ.
/// - `xyzFromLinearRGB`:
///   - `smithPokorny75JuddVos` (default): the Judd–Vos corrected XYZ of BT.709 primaries that Viénot, Brettel &
///     Mollon 1999 give, `1e-2·[[40.9568, 35.5041, 17.9167], [21.3389, 70.6743, 7.98680], [1.86297, 11.4620, 91.2367]]`.
///     The Brettel anchors are Judd–Vos XYZ too.
///   - `smithPokorny75CIE1931`: the plain CIE 1931 sRGB matrix (IEC 61966-2-1, 7 digits) and CIE 1931 anchors:
///     DaltonLens 0.1.5, which skipped the Judd–Vos step. Kept only to reproduce that release's outputs
///     (`Fixtures/reference/cvd.json`); up to 7/255 off for Viénot tritan, more on saturated colors.
public enum LMSModel: String, CaseIterable, Sendable, Hashable {
    case smithPokorny75JuddVos
    case smithPokorny75CIE1931

    /// The model every simulator uses unless told otherwise.
    public static let `default` = LMSModel.smithPokorny75JuddVos

    /// Smith & Pokorny 1975 cone fundamentals, (Judd–Vos) XYZ → LMS. The same in both models.
    public static let lmsFromXYZ = Matrix3x3(
        SIMD3(0.15514, 0.54312, -0.03286),
        SIMD3(-0.15514, 0.45684, 0.03286),
        SIMD3(0, 0, 0.01608))

    /// Linear BT.709 RGB → XYZ (Y of white ≈ 1) as this model defines it.
    public var xyzFromLinearRGB: Matrix3x3 { constants.xyzFromLinearRGB }

    /// Linear sRGB → LMS: `lmsFromXYZ · xyzFromLinearRGB`.
    public var lmsFromLinearRGB: Matrix3x3 { constants.lmsFromLinearRGB }

    /// LMS → linear sRGB, the inverse of `lmsFromLinearRGB`.
    public var linearRGBFromLMS: Matrix3x3 { constants.linearRGBFromLMS }

    /// XYZ (in this model's XYZ) of the monochromatic Brettel anchors 475, 575, 485 and 660 nm.
    public var xyzAnchors: Anchors { constants.anchors }

    /// The monochromatic lights Brettel 1997 keeps unchanged, in the model's XYZ (2° observer).
    public struct Anchors: Sendable {
        public let nm475: SIMD3<Double>, nm575: SIMD3<Double>, nm485: SIMD3<Double>, nm660: SIMD3<Double>
    }

    struct Constants: Sendable {
        let xyzFromLinearRGB: Matrix3x3
        let lmsFromLinearRGB: Matrix3x3
        let linearRGBFromLMS: Matrix3x3
        let anchors: Anchors

        init(xyzFromLinearRGB: Matrix3x3, anchors: Anchors) {
            self.xyzFromLinearRGB = xyzFromLinearRGB
            lmsFromLinearRGB = LMSModel.lmsFromXYZ * xyzFromLinearRGB
            linearRGBFromLMS = lmsFromLinearRGB.inverse
            self.anchors = anchors
        }
    }

    var constants: Constants {
        switch self {
        case .smithPokorny75JuddVos: Self.juddVos
        case .smithPokorny75CIE1931: Self.cie1931
        }
    }

    /// Viénot, Brettel & Mollon 1999, Judd–Vos XYZ of BT.709 primaries; anchors as DaltonLens main tabulates them.
    static let juddVos = Constants(
        xyzFromLinearRGB: 1e-2
            * Matrix3x3(
                SIMD3(40.9568, 35.5041, 17.9167),
                SIMD3(21.3389, 70.6743, 7.98680),
                SIMD3(1.86297, 11.4620, 91.2367)),
        anchors: Anchors(
            nm475: SIMD3(0.13287, 0.11284, 0.9422), nm575: SIMD3(0.84394, 0.91558, 0.00197),
            nm485: SIMD3(0.05699, 0.16987, 0.5864), nm660: SIMD3(0.16161, 0.061, 0.00001)))

    /// sRGB (IEC 61966-2-1, 7 digits, as DaltonLens 0.1.5 took it from Wikipedia) and CIE 1931 2° anchors.
    static let cie1931 = Constants(
        xyzFromLinearRGB: Matrix3x3(
            SIMD3(0.412456, 0.3575761, 0.1804375),
            SIMD3(0.212672, 0.7151522, 0.0721750),
            SIMD3(0.019333, 0.1191920, 0.9503041)),
        anchors: Anchors(
            nm475: SIMD3(0.1421, 0.1126, 1.0419), nm575: SIMD3(0.8425, 0.9154, 0.0018),
            nm485: SIMD3(0.05795, 0.1693, 0.6162), nm660: SIMD3(0.1649, 0.0610, 0.0)))

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
