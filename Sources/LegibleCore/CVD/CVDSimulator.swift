/// Simulates how a color looks to someone with a color vision deficiency: the public entry point of `CVD/`.
///
/// Every method works on **linear** RGB (sRGB primaries, D65) and the pipeline is the one all reference peers share:
/// ```
/// sRGB8 ─÷255→ sRGB ─decode→ linear RGB ─simulate→ clip to [0, 1] ─encode→ sRGB ─floor(x·255 + 0.5)→ sRGB8
/// ```
/// `simulate` depends on the method (see `CVDMethod`):
/// - Machado 2009: `M(s) · rgb`, the published matrix at severity s, interpolated off the 0.1 grid (`Machado2009`).
/// - Viénot 1999: `((1 − s)·I + s·V) · rgb`, V the dichromat matrix (`Vienot1999`).
/// - Brettel 1997: `(1 − s)·rgb + s·B(rgb)`, B the two-half-plane projection (`Brettel1997`).
/// - Achromatopsia (any method): `((1 − s)·I + s·G) · rgb`, every row of G the WCAG luminance row (`Achromatopsia`).
///
/// Interpolating in linear RGB below severity 1 is what DaltonLens does for Brettel and Viénot (there is no
/// published model of anomalous trichromacy for them); for a matrix it is the same as interpolating the matrix.
/// Results are clipped once, after the interpolation, as DaltonLens does.
///
/// Severity 0 is exactly the identity (up to that clip): no matrix is applied and no transfer function round trip
/// happens, so in-gamut input comes back bit for bit.
public struct CVDSimulator: Sendable, Hashable {
    public let deficiency: Deficiency
    /// The model. For achromatopsia it is ignored and always `CVDMethod.defaultMethod(for: .achromatopsia)`, so that
    /// two simulators are equal exactly when they compute the same thing.
    public let method: CVDMethod
    /// 0 = normal vision (identity), 1 = dichromacy (or full achromatopsia).
    public let severity: Double
    /// The cone model of Brettel and Viénot (`LMSModel.default`, the Judd–Vos corrected one, unless asked).
    /// Always `.default` for Machado and achromatopsia, which do not use it.
    public let lmsModel: LMSModel

    /// - Parameters:
    ///   - method: nil selects `CVDMethod.defaultMethod(for: deficiency)`.
    ///   - severity: in 0…1 (precondition; NaN is rejected).
    ///   - lmsModel: for Brettel and Viénot; `.smithPokorny75CIE1931` reproduces DaltonLens 0.1.5.
    public init(_ deficiency: Deficiency, method: CVDMethod? = nil, severity: Double = 1, lmsModel: LMSModel = .default)
    {
        precondition((0...1).contains(severity), "CVD severity must be in 0...1, got \(severity)")
        self.deficiency = deficiency
        self.method =
            deficiency == .achromatopsia ? .defaultMethod(for: deficiency) : method ?? .defaultMethod(for: deficiency)
        self.severity = severity
        self.lmsModel = deficiency == .achromatopsia || self.method == .machado2009 ? .default : lmsModel
    }

    /// The simulations reported next to every pair, by `check`, `lint`, `report` and the distinguishability rule:
    /// each deficiency with its default method (`CVDMethod.defaultMethod(for:)`: Machado 2009 for protan and
    /// deutan, Brettel 1997 for tritan), severity 1, default cone model; achromatopsia last. The one list.
    public static let reported: [CVDSimulator] = Deficiency.allCases.map { CVDSimulator($0) }

    /// `reported` in words, for help and report prose: "Machado 2009 (protan, deutan), Brettel 1997 (tritan),
    /// severity 1, and luminance grayscale (achromatopsia)".
    public static var reportedSummary: String {
        var byMethod: [(method: String, deficiencies: [String])] = []
        for s in reported where s.deficiency != .achromatopsia {
            if let i = byMethod.firstIndex(where: { $0.method == s.method.displayName }) {
                byMethod[i].deficiencies.append(s.deficiency.rawValue)
            } else {
                byMethod.append((s.method.displayName, [s.deficiency.rawValue]))
            }
        }
        let severities = Set(reported.map(\.severity))
        let severity =
            severities.count == 1
            ? severities.first.map { s in ", severity " + (s == s.rounded() ? String(Int(s)) : String(s)) } ?? "" : ""
        let methods = byMethod.map { "\($0.method) (\($0.deficiencies.joined(separator: ", ")))" }.joined(
            separator: ", ")
        return methods + severity
            + (reported.contains { $0.deficiency == .achromatopsia } ? ", and luminance grayscale (achromatopsia)" : "")
    }

    /// The reported simulation of one deficiency (an element of `reported`).
    public static func reported(_ deficiency: Deficiency) -> CVDSimulator {
        reported.first { $0.deficiency == deficiency }!
    }

    /// A caveat about this combination for the user, or nil: Viénot 1999 with tritan (its single plane is not meant
    /// for tritanopia; DaltonLens warns the same and recommends Brettel 1997).
    public var caveat: String? {
        method.caveat(for: deficiency)
    }

    /// The whole simulation as one 3×3 matrix on linear RGB at this severity (before clipping), for the methods
    /// that are linear: Viénot, Machado and achromatopsia. Nil for Brettel, which picks one of two matrices per
    /// color (`Brettel1997.parameters(for:)` has both and the rule that chooses).
    public var linearRGBMatrix: Matrix3x3? {
        if deficiency == .achromatopsia { return Achromatopsia.linearRGBMatrix(severity: severity) }
        switch method {
        case .machado2009:
            return Machado2009.linearRGBMatrix(for: deficiency, severity: severity)
        case .vienot1999:
            let dichromat = Vienot1999.linearRGBMatrix(for: deficiency, model: lmsModel)
            if severity == 1 { return dichromat }
            if severity == 0 { return .identity }
            return (1 - severity) * Matrix3x3.identity + severity * dichromat
        case .brettel1997:
            return nil
        }
    }

    /// Linear RGB in → simulated linear RGB, clipped to [0, 1].
    public func simulate(_ c: LinearRGB) -> LinearRGB {
        if severity == 0 { return c.clipped }
        if let matrix = linearRGBMatrix { return LinearRGB(matrix * c.vector).clipped }
        let dichromat = Brettel1997.simulateDichromacy(c, deficiency, model: lmsModel).vector
        if severity == 1 { return LinearRGB(dichromat).clipped }
        return LinearRGB((1 - severity) * c.vector + severity * dichromat).clipped
    }

    /// Gamma-encoded sRGB in → simulated gamma-encoded sRGB in [0, 1]: decoded, simulated, clipped, encoded.
    public func simulate(_ c: SRGB) -> SRGB {
        if severity == 0 { return c.clipped }
        return SRGB(encoding: simulate(LinearRGB(decoding: c)))
    }

    /// The WCAG 2.x ratio of two opaque gamma-encoded sRGB colors as seen with this deficiency: both simulated
    /// (each clipped to 0…1 first, as a display shows them), then `WCAG2.contrastRatio`.
    public func contrastRatio(_ foreground: SRGB, _ background: SRGB) -> Double {
        WCAG2.contrastRatio(simulate(foreground.clipped), simulate(background.clipped))
    }

    /// 8-bit sRGB in → 8-bit sRGB out, rounded with `SRGB8(quantizing:)` (`floor(x·255 + 0.5)`) from the float result,
    /// so it always equals `SRGB8(quantizing: simulate(SRGB(c)))`.
    public func simulate(_ c: SRGB8) -> SRGB8 {
        if severity == 0 { return c }
        return SRGB8(quantizing: SRGB(encoding: simulate(LinearRGB(decoding: c))))
    }
}
