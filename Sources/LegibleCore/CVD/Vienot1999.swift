// Viénot, Brettel & Mollon 1999, "Digital video colourmaps for checking the legibility of displays by dichromats",
// Color Research & Application 24(4), 243–252. Construction as in DaltonLens-Python 0.1.5 `Simulator_Vienot1999`
// with its default sRGB Smith & Pokorny 1975 LMS (`LMSModel`).

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
    public static func lmsPlaneNormal(for deficiency: Deficiency) -> SIMD3<Double> {
        func lms(_ r: Double, _ g: Double, _ b: Double) -> SIMD3<Double> { LMSModel.lmsFromLinearRGB * SIMD3(r, g, b) }
        switch deficiency {
        case .protan, .deutan: return CVDGeometry.cross(lms(1, 1, 0), lms(0, 0, 1))
        case .tritan: return CVDGeometry.cross(lms(0, 1, 1), lms(1, 0, 0))
        case .achromatopsia: preconditionFailure("Viénot 1999 does not model achromatopsia")
        }
    }

    /// The dichromat simulation matrix (severity 1) on linear RGB; its output is unclipped.
    public static func linearRGBMatrix(for deficiency: Deficiency) -> Matrix3x3 {
        switch deficiency {
        case .protan: protanMatrix
        case .deutan: deutanMatrix
        case .tritan: tritanMatrix
        case .achromatopsia: preconditionFailure("Viénot 1999 does not model achromatopsia")
        }
    }

    static let protanMatrix = makeMatrix(.protan)
    static let deutanMatrix = makeMatrix(.deutan)
    static let tritanMatrix = makeMatrix(.tritan)

    static func makeMatrix(_ deficiency: Deficiency) -> Matrix3x3 {
        let projection = LMSModel.projection(ontoPlaneWithNormal: lmsPlaneNormal(for: deficiency),
                                             alongCone: deficiency.lmsConeIndex!)
        return LMSModel.linearRGBFromLMS * projection * LMSModel.lmsFromLinearRGB
    }
}
