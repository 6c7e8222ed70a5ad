/// A published model for simulating color vision deficiency. One file per model: `Brettel1997.swift`,
/// `Vienot1999.swift`, `Machado2009.swift`.
///
/// - `brettel1997`: Brettel, Viénot & Mollon 1997, "Computerized simulation of color appearance for dichromats",
///   JOSA A 14(10). Projection in LMS onto two half-planes; the reference model, and the accurate one for tritan.
/// - `vienot1999`: Viénot, Brettel & Mollon 1999, "Digital video colourmaps for checking the legibility of displays
///   by dichromats", Color Research & Application 24(4). One plane, a single 3×3 matrix; not accurate for tritan.
/// - `machado2009`: Machado, Oliveira & Fernandes 2009, "A Physiologically-based Model for Simulation of Color
///   Vision Deficiency", IEEE TVCG 15(6). Published 3×3 matrices per severity; models anomalous trichromacy.
///
/// Achromatopsia has a single model (`Achromatopsia`) and ignores the method.
public enum CVDMethod: String, CaseIterable, Sendable {
    case brettel1997, vienot1999, machado2009

    /// The recommended method: Machado 2009 for protan and deutan (it models anomalous trichromacy, the common
    /// case), Brettel 1997 for tritan (DaltonLens: Brettel "works well for tritanopia"; Viénot's single plane does
    /// not). Achromatopsia ignores the method; it gets `machado2009`.
    public static func defaultMethod(for deficiency: Deficiency) -> CVDMethod {
        switch deficiency {
        case .protan, .deutan, .achromatopsia: .machado2009
        case .tritan: .brettel1997
        }
    }

    /// "Machado 2009", "Brettel 1997", "Viénot 1999".
    public var displayName: String {
        switch self {
        case .brettel1997: "Brettel 1997"
        case .vienot1999: "Viénot 1999"
        case .machado2009: "Machado 2009"
        }
    }

    /// A warning for a method used outside what it models, or nil. Viénot 1999 with tritan: the paper's single
    /// plane through black, red and cyan is not meant for tritanopia (DaltonLens, coloraide say so); Brettel 1997 is.
    public func caveat(for deficiency: Deficiency) -> String? {
        guard self == .vienot1999 && deficiency == .tritan else { return nil }
        return
            "Viénot 1999 is not meant for tritan (its single projection plane fits protan and deutan only); brettel1997 is the accurate method for tritan"
    }
}
