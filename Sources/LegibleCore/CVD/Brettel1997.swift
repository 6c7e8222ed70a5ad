// Brettel, Viénot & Mollon 1997, "Computerized simulation of color appearance for dichromats",
// J. Opt. Soc. Am. A 14(10), 2647–2655. Construction as in DaltonLens-Python main (0.1.6) / libDaltonLens
// `Simulator_Brettel1997` with its defaults: Smith & Pokorny 1975 LMS on Judd–Vos XYZ (`LMSModel`), RGB white as the
// neutral axis, Judd–Vos anchors. `LMSModel.smithPokorny75CIE1931` reproduces DaltonLens 0.1.5 instead.

/// Brettel 1997 dichromat simulation: each color moves along the missing cone's axis onto one of two half-planes.
///
/// A dichromat cannot tell apart colors that differ only along `e`, the LMS axis of the missing cone. Brettel et
/// al. map every color onto a surface of two half-planes that share the neutral axis `W` and each contain one
/// monochromatic anchor that dichromats are known to see as normal trichromats do:
/// ```
/// anchors a₁, a₂ (LMS)  protan, deutan: 475 nm, 575 nm      tritan: 485 nm, 660 nm
/// W      = lmsFromLinearRGB · (1, 1, 1)                      neutral axis (RGB white)
/// n_sep  = W × e                                             separates the two half-planes
/// nᵢ     = W × aᵢ, numbered so that n_sep · a₁ ≥ 0            half-plane normals
/// n      = n_sep · lms ≥ 0 ? n₁ : n₂                         the half-plane on the color's side
/// lms'   = lms with its e-component solved from n · lms' = 0   (LMSModel.projection)
/// ```
/// Anchors in the model's XYZ (`LMSModel.xyzAnchors`; Judd–Vos by default, as DaltonLens main tabulates them):
/// 475 nm (0.13287, 0.11284, 0.9422), 575 nm (0.84394, 0.91558, 0.00197), 485 nm (0.05699, 0.16987, 0.5864),
/// 660 nm (0.16161, 0.061, 0.00001). The map is continuous: on the separating plane both projections agree.
public enum Brettel1997 {
    /// The constants of the simulation for one deficiency, in LMS and folded into linear RGB, so that a batch
    /// kernel can run `rgb' = (s · rgb ≥ 0 ? M₁ : M₂) · rgb` with `s = linearRGBSeparationNormal`.
    public struct Parameters: Sendable, Equatable {
        public let deficiency: Deficiency
        /// The cone model the constants are built on.
        public let model: LMSModel
        /// The LMS component that is recomputed: 0 = L (protan), 1 = M (deutan), 2 = S (tritan).
        public let missingConeIndex: Int
        /// `n_sep = W × e` in LMS; `n_sep · lms ≥ 0` selects half-plane 1.
        public let lmsSeparationNormal: SIMD3<Double>
        /// Normal of half-plane 1 (`W × a₁`, the anchor on the non-negative side of the separating plane).
        public let lmsPlane1Normal: SIMD3<Double>
        /// Normal of half-plane 2 (`W × a₂`).
        public let lmsPlane2Normal: SIMD3<Double>
        /// LMS → LMS projection onto half-plane 1 and 2 along the missing cone's axis.
        public let lmsProjection1: Matrix3x3, lmsProjection2: Matrix3x3
        /// `lmsFromLinearRGBᵀ · n_sep`, so that `linearRGBSeparationNormal · rgb = n_sep · lms`.
        public let linearRGBSeparationNormal: SIMD3<Double>
        /// `linearRGBFromLMS · lmsProjectionᵢ · lmsFromLinearRGB`: the whole simulation on each side, in linear RGB.
        public let linearRGBMatrix1: Matrix3x3, linearRGBMatrix2: Matrix3x3

        init(_ deficiency: Deficiency, model: LMSModel) {
            guard let cone = deficiency.lmsConeIndex else {
                preconditionFailure("Brettel 1997 needs a cone deficiency")
            }
            let anchors = model.xyzAnchors
            let (a, b) = deficiency == .tritan ? (anchors.nm485, anchors.nm660) : (anchors.nm475, anchors.nm575)
            let neutral = model.lmsFromLinearRGB * SIMD3(1, 1, 1)
            var axis = SIMD3<Double>(0, 0, 0)
            axis[cone] = 1
            let separation = CVDGeometry.cross(neutral, axis)
            var (anchor1, anchor2) = (LMSModel.lmsFromXYZ * a, LMSModel.lmsFromXYZ * b)
            if CVDGeometry.dot(separation, anchor1) < 0 { swap(&anchor1, &anchor2) }

            self.deficiency = deficiency
            self.model = model
            missingConeIndex = cone
            lmsSeparationNormal = separation
            lmsPlane1Normal = CVDGeometry.cross(neutral, anchor1)
            lmsPlane2Normal = CVDGeometry.cross(neutral, anchor2)
            lmsProjection1 = LMSModel.projection(ontoPlaneWithNormal: lmsPlane1Normal, alongCone: cone)
            lmsProjection2 = LMSModel.projection(ontoPlaneWithNormal: lmsPlane2Normal, alongCone: cone)
            linearRGBSeparationNormal = model.lmsFromLinearRGB.transposed * separation
            linearRGBMatrix1 = model.linearRGBFromLMS * lmsProjection1 * model.lmsFromLinearRGB
            linearRGBMatrix2 = model.linearRGBFromLMS * lmsProjection2 * model.lmsFromLinearRGB
        }
    }

    static let juddVos = [Deficiency.protan, .deutan, .tritan].map { Parameters($0, model: .smithPokorny75JuddVos) }
    static let cie1931 = [Deficiency.protan, .deutan, .tritan].map { Parameters($0, model: .smithPokorny75CIE1931) }

    /// The parameters for a cone deficiency in a cone model. Achromatopsia has none (precondition).
    public static func parameters(for deficiency: Deficiency, model: LMSModel = .default) -> Parameters {
        guard let cone = deficiency.lmsConeIndex else {
            preconditionFailure("Brettel 1997 does not model achromatopsia")
        }
        switch model {
        case .smithPokorny75JuddVos: return juddVos[cone]
        case .smithPokorny75CIE1931: return cie1931[cone]
        }
    }

    /// The dichromat's color (severity 1), unclipped, computed step by step in LMS as DaltonLens does:
    /// `linearRGBFromLMS · Pᵢ · lmsFromLinearRGB · rgb`.
    public static func simulateDichromacy(_ c: LinearRGB, _ deficiency: Deficiency, model: LMSModel = .default)
        -> LinearRGB
    {
        let p = parameters(for: deficiency, model: model)
        let lms = model.lmsFromLinearRGB * c.vector
        let onPlane1 = CVDGeometry.dot(lms, p.lmsSeparationNormal) >= 0
        let projected = (onPlane1 ? p.lmsProjection1 : p.lmsProjection2) * lms
        return LinearRGB(model.linearRGBFromLMS * projected)
    }
}
