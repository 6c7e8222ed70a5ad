// Viénot, Brettel & Mollon 1999, "Digital video colourmaps for checking the legibility of displays by dichromats",
// Color Research & Application 24(4), 243–252. Construction as in DaltonLens-Python main (0.1.6) / libDaltonLens
// `Simulator_Vienot1999` with its default Smith & Pokorny 1975 LMS on Judd–Vos XYZ (`LMSModel`).

/// Viénot 1999 dichromat simulation: a single plane through black, so the whole simulation is one 3×3 matrix.
///
/// The simplification of Brettel 1997 for display primaries: instead of two half-planes through anchors, one plane
/// through black and two display colors that dichromats see unchanged, reached by moving along the missing cone's
/// axis (`LMSModel.projection`):
/// ```
/// protan, deutan:  n = lms(yellow) × lms(blue)      yellow = RGB (1, 1, 0), blue = (0, 0, 1)
/// tritan:          n = lms(cyan) × lms(red)         cyan   = RGB (0, 1, 1), red  = (1, 0, 0)
/// M = linearRGBFromLMS · P(n, missing cone) · lmsFromLinearRGB        rgb' = M · rgb   (linear RGB)
/// ```
/// Recommended for protan and deutan. For tritan the single plane is a poor fit (both DaltonLens and coloraide
/// say so); use Brettel 1997.
public enum Vienot1999 {
    /// The LMS normal of the projection plane.
    public static func lmsPlaneNormal(for deficiency: Deficiency, model: LMSModel = .default) -> SIMD3<Double> {
        func lms(_ r: Double, _ g: Double, _ b: Double) -> SIMD3<Double> { model.lmsFromLinearRGB * SIMD3(r, g, b) }
        switch deficiency {
        case .protan, .deutan: return CVDGeometry.cross(lms(1, 1, 0), lms(0, 0, 1))
        case .tritan: return CVDGeometry.cross(lms(0, 1, 1), lms(1, 0, 0))
        case .achromatopsia: preconditionFailure("Viénot 1999 does not model achromatopsia")
        }
    }

    /// The dichromat simulation matrix (severity 1) on linear RGB; its output is unclipped.
    public static func linearRGBMatrix(for deficiency: Deficiency, model: LMSModel = .default) -> Matrix3x3 {
        guard let cone = deficiency.lmsConeIndex else {
            preconditionFailure("Viénot 1999 does not model achromatopsia")
        }
        switch model {
        case .smithPokorny75JuddVos: return juddVos[cone]
        case .smithPokorny75CIE1931: return cie1931[cone]
        }
    }

    static let juddVos = [Deficiency.protan, .deutan, .tritan].map { makeMatrix($0, .smithPokorny75JuddVos) }
    static let cie1931 = [Deficiency.protan, .deutan, .tritan].map { makeMatrix($0, .smithPokorny75CIE1931) }

    static func makeMatrix(_ deficiency: Deficiency, _ model: LMSModel) -> Matrix3x3 {
        let projection = LMSModel.projection(
            ontoPlaneWithNormal: lmsPlaneNormal(for: deficiency, model: model),
            alongCone: deficiency.lmsConeIndex!)
        return model.linearRGBFromLMS * projection * model.lmsFromLinearRGB
    }
}
