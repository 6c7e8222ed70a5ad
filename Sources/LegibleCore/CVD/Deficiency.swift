/// A color vision deficiency to simulate.
///
/// The three cone deficiencies are named after the cone class that is missing (dichromacy, severity 1) or
/// shifted (anomalous trichromacy, severity < 1):
///
/// | case            | cone        | dichromacy   | anomalous trichromacy |
/// |-----------------|-------------|--------------|-----------------------|
/// | `protan`        | L (long)    | protanopia   | protanomaly           |
/// | `deutan`        | M (medium)  | deuteranopia | deuteranomaly         |
/// | `tritan`        | S (short)   | tritanopia   | tritanomaly           |
/// | `achromatopsia` | none usable | total color blindness (luminance only) | |
///
/// Prevalence (Sharpe et al. 1999, "Opsin genes, cone photopigments, color vision, and color blindness"):
/// roughly 6 % deutan and 2 % protan of men of European descent; tritan and achromatopsia are rare (< 0.01 %).
public enum Deficiency: String, CaseIterable, Sendable {
    case protan, deutan, tritan, achromatopsia

    /// Index of the affected cone in an LMS vector (L = 0, M = 1, S = 2); nil for achromatopsia.
    var lmsConeIndex: Int? {
        switch self {
        case .protan: 0
        case .deutan: 1
        case .tritan: 2
        case .achromatopsia: nil
        }
    }
}
