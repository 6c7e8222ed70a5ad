// Machado, Oliveira & Fernandes 2009, "A Physiologically-based Model for Simulation of Color Vision Deficiency",
// IEEE Transactions on Visualization and Computer Graphics 15(6), 1291–1298, doi:10.1109/TVCG.2009.113.
// Matrices: the authors' published table (Machado2009Matrices.swift). Interpolation as colorspacious 1.1.2 and
// coloraide 8.13 do it.

/// Machado 2009 simulation of anomalous trichromacy and dichromacy: one 3×3 matrix on linear RGB per severity.
///
/// Machado et al. shift the spectral sensitivity of the affected cone by an amount that grows with severity and
/// derive, from that cone model and an opponent-color stage, a linear map on linear RGB. They publish the matrices
/// at severities 0, 0.1, …, 1 (6 decimals). Between grid points the matrices are interpolated linearly:
/// ```
/// k = ⌊10·s⌋,   t = 10·s − k
/// M(s) = (1 − t)·M[k] + t·M[k+1]            (M(s) = M[k] exactly when 10·s = k)
/// rgb' = M(s) · rgb                          linear RGB, unclipped
/// ```
/// Severity 0 is the identity; severity 1 is dichromacy. Not every peer interpolates like this (colour-science
/// 0.4.7 extrapolates from the upper bracket, DaltonLens 0.1.5 under-weights it); colorspacious and coloraide do.
public enum Machado2009 {
    /// The published grid, `matrices(for: d)[k]` at severity k/10, k = 0…10.
    public static func gridMatrices(for deficiency: Deficiency) -> [Matrix3x3] {
        switch deficiency {
        case .protan: Table.protan
        case .deutan: Table.deutan
        case .tritan: Table.tritan
        case .achromatopsia: preconditionFailure("Machado 2009 does not model achromatopsia")
        }
    }

    /// The simulation matrix on linear RGB at severity `s` in 0…1: a grid matrix, or the interpolation of the two
    /// grid matrices around `s`.
    public static func linearRGBMatrix(for deficiency: Deficiency, severity s: Double) -> Matrix3x3 {
        precondition((0...1).contains(s), "severity must be in 0...1, got \(s)")
        let grid = gridMatrices(for: deficiency)
        let x = 10 * s
        let k = Int(x.rounded(.down))
        let t = x - Double(k)
        if t == 0 { return grid[k] } // every k/10 literal lands here: (k/10)·10 == k in Double
        return (1 - t) * grid[k] + t * grid[k + 1] // k ≤ 9 here, since 10·s < 10
    }
}
