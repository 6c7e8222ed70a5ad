// CIEDE2000: CIE 142-2001 / ISO/CIE 11664-6:2014, implemented as in G. Sharma, W. Wu, E. N. Dalal, "The CIEDE2000
// color-difference formula: implementation notes, supplementary test data, and mathematical observations",
// Color Research & Application 30(1), 21–30, 2005 (doi:10.1002/col.20070), equations (1)–(17).

/// The CIEDE2000 color difference ΔE₀₀ between two CIELAB colors.
///
/// ```
/// C*ᵢ = √(aᵢ² + bᵢ²),  C̄* = (C*₁ + C*₂)/2,  G = ½·(1 − √(C̄*⁷ / (C̄*⁷ + 25⁷)))
/// a′ᵢ = (1 + G)·aᵢ,  C′ᵢ = √(a′ᵢ² + bᵢ²),  h′ᵢ = atan2(bᵢ, a′ᵢ) ∈ [0°, 360°)   (0 when C′ᵢ = 0)
/// ΔL′ = L₂ − L₁,  ΔC′ = C′₂ − C′₁,  Δh′ = h′₂ − h′₁ wrapped into [−180°, 180°] (0 if C′₁C′₂ = 0)
/// ΔH′ = 2·√(C′₁C′₂)·sin(Δh′/2)
/// L̄′ = (L₁ + L₂)/2,  C̄′ = (C′₁ + C′₂)/2,  h̄′ = mean hue on the shorter arc (h′₁ + h′₂ if C′₁C′₂ = 0)
/// T  = 1 − 0.17·cos(h̄′ − 30°) + 0.24·cos(2h̄′) + 0.32·cos(3h̄′ + 6°) − 0.20·cos(4h̄′ − 63°)
/// Δθ = 30°·exp(−((h̄′ − 275°)/25)²),  R_C = 2·√(C̄′⁷ / (C̄′⁷ + 25⁷)),  R_T = −sin(2Δθ)·R_C
/// S_L = 1 + 0.015·(L̄′ − 50)² / √(20 + (L̄′ − 50)²),  S_C = 1 + 0.045·C̄′,  S_H = 1 + 0.015·C̄′·T
/// ΔE₀₀ = √((ΔL′/(k_L S_L))² + (ΔC′/(k_C S_C))² + (ΔH′/(k_H S_H))² + R_T·(ΔC′/(k_C S_C))·(ΔH′/(k_H S_H)))
/// ```
/// Symmetric in its arguments. ΔE₀₀ ≈ 1 is a just-noticeable difference under the reference conditions
/// (k_L = k_C = k_H = 1); ΔE₀₀ is discontinuous where the hues are exactly 180° apart (Sharma et al. §4).
/// Checked against the paper's 34 supplementary pairs to its 4 printed decimals.
public enum CIEDE2000 {
    static let pow25to7 = 6_103_515_625.0 // 25⁷

    public static func difference(_ lab1: CIELab, _ lab2: CIELab, kL: Double = 1, kC: Double = 1, kH: Double = 1)
        -> Double
    {
        let (l1, a1, b1) = (lab1.L, lab1.a, lab1.b)
        let (l2, a2, b2) = (lab2.L, lab2.a, lab2.b)

        let cBar = ((a1 * a1 + b1 * b1).squareRoot() + (a2 * a2 + b2 * b2).squareRoot()) / 2
        // x⁷ by multiplication (x²·x²·x²·x): a few ulps from pow(x, 7), at a fraction of its cost.
        let cBar2 = cBar * cBar, cBar7 = cBar2 * cBar2 * cBar2 * cBar
        let g = 0.5 * (1 - (cBar7 / (cBar7 + pow25to7)).squareRoot())
        let a1p = (1 + g) * a1, a2p = (1 + g) * a2
        let c1p = (a1p * a1p + b1 * b1).squareRoot(), c2p = (a2p * a2p + b2 * b2).squareRoot()
        let h1p = HueAngle.degrees(y: b1, x: a1p), h2p = HueAngle.degrees(y: b2, x: a2p)

        // Δh′ as the signed angle between (a′₁, b₁) and (a′₂, b₂), atan2(cross, dot), rather than h′₂ − h′₁ then
        // wrapping. The two agree up to round-off except at exactly opposite hues (Sharma's pair 14), where
        // h′₂ − h′₁ computed from rounded hues lands on either side of 180° depending on the platform's atan2
        // (colour-science skips that pair for this reason). Opposite vectors give cross = 0 exactly, and the
        // paper's rule for |h′₂ − h′₁| = 180° is applied by hue order: +180° if h′₂ > h′₁, else −180°.
        let dhp: Double
        if c1p * c2p == 0 {
            dhp = 0
        } else {
            let cross = a1p * b2 - b1 * a2p, dot = a1p * a2p + b1 * b2
            if cross == 0 && dot < 0 {
                dhp = h2p > h1p ? 180 : -180
            } else {
                dhp = HueAngle.degrees(fromRadians: atan2(cross, dot))
            }
        }
        let dLp = l2 - l1
        let dCp = c2p - c1p
        let dHp = 2 * (c1p * c2p).squareRoot() * sin(HueAngle.radians(fromDegrees: dhp / 2))

        let lBarP = (l1 + l2) / 2
        let cBarP = (c1p + c2p) / 2
        // Mean hue on the shorter arc: h′₁ + Δh′/2, which equals the paper's case analysis (its eq. 14) mod 360°.
        let hBarP = c1p * c2p == 0 ? h1p + h2p : HueAngle.normalized(h1p + dhp / 2)

        func cosd(_ d: Double) -> Double { cos(HueAngle.radians(fromDegrees: d)) }
        let t =
            1 - 0.17 * cosd(hBarP - 30) + 0.24 * cosd(2 * hBarP) + 0.32 * cosd(3 * hBarP + 6) - 0.20
            * cosd(4 * hBarP - 63)
        let x = (hBarP - 275) / 25
        let dTheta = 30 * exp(-x * x)
        let cBarP2 = cBarP * cBarP, cBarP7 = cBarP2 * cBarP2 * cBarP2 * cBarP
        let rC = 2 * (cBarP7 / (cBarP7 + pow25to7)).squareRoot()
        let l50 = (lBarP - 50) * (lBarP - 50)
        let sL = 1 + 0.015 * l50 / (20 + l50).squareRoot()
        let sC = 1 + 0.045 * cBarP
        let sH = 1 + 0.015 * cBarP * t
        let rT = -sin(HueAngle.radians(fromDegrees: 2 * dTheta)) * rC

        let dL = dLp / (kL * sL), dC = dCp / (kC * sC), dH = dHp / (kH * sH)
        // Non-negative in exact arithmetic (|R_T| < 2); max() only guards round-off at ΔE ≈ 0.
        return max(0, dL * dL + dC * dC + dH * dH + rT * dC * dH).squareRoot()
    }

    /// A lower bound of `difference(lab1, lab2)` (k = 1) without trigonometry, for searches that only need to know
    /// a pair is at least some distance apart.
    /// ```
    /// x² + y² + R_T·x·y ≥ (1 − r/2)·(x² + y²)          x = ΔC′/S_C, y = ΔH′/S_H, r ≥ |R_T|
    /// |R_T| = R_C·|sin 2Δθ| ≤ (√3/2)·R_C               (Δθ ≤ 30°), R_C = 2·√(C̄′⁷/(C̄′⁷ + 25⁷))
    /// b₁ > 0 and b₂ > 0: h′₁, h′₂ and the mean hue on the shorter arc lie in (0°, 180°), so |h̄′ − 275°| > 95°,
    ///                    Δθ < 30°·e^(−(95/25)²) < 2·10⁻⁵° and |R_T| < 10⁻⁶ (r = 10⁻⁵ is used)
    /// ΔC′² + ΔH′² = (a′₁ − a′₂)² + (b₁ − b₂)²          (the chord between (a′, b) points)
    /// 1 ≤ S_H ≤ 1 + 0.015·1.93·C̄′ < S_C                (0.07 ≤ T ≤ 1.93)
    /// ΔE₀₀² ≥ (ΔL′/S_L)² + (1 − r/2)·((a′₁ − a′₂)² + (b₁ − b₂)²) / S_C²
    /// ```
    /// With r = √3 everywhere (the first version) the chroma term's factor was 0.134; the hue and chroma aware r
    /// makes it ≈ 1 for warm pairs and grey-ish pairs, where most palettes' colors are. Exact arithmetic; callers
    /// compare with a relative margin far above round-off.
    public static func lowerBound(_ lab1: CIELab, _ lab2: CIELab) -> Double {
        lowerBoundSquared(lab1, chroma: chroma(lab1), lab2, chroma: chroma(lab2)).squareRoot()
    }

    /// C*ab = √(a² + b²), the chroma `lowerBoundSquared` takes (a search computes it once per color).
    public static func chroma(_ lab: CIELab) -> Double { (lab.a * lab.a + lab.b * lab.b).squareRoot() }

    /// `lowerBound(lab1, lab2)²`, from the colors' chroma (`chroma(lab)`), for searches that compare it with a
    /// squared threshold.
    public static func lowerBoundSquared(_ lab1: CIELab, chroma chroma1: Double, _ lab2: CIELab, chroma chroma2: Double)
        -> Double
    {
        let (a1, b1, a2, b2) = (lab1.a, lab1.b, lab2.a, lab2.b)
        let cBar = (chroma1 + chroma2) / 2
        let c2 = cBar * cBar, cBar7 = c2 * c2 * c2 * cBar
        let g = 0.5 * (1 - (cBar7 / (cBar7 + pow25to7)).squareRoot())
        let a1p = (1 + g) * a1, a2p = (1 + g) * a2
        let cBarP = ((a1p * a1p + b1 * b1).squareRoot() + (a2p * a2p + b2 * b2).squareRoot()) / 2
        let rTBound: Double
        if b1 > 0 && b2 > 0 {
            rTBound = 1e-5
        } else {
            let cP2 = cBarP * cBarP, cBarP7 = cP2 * cP2 * cP2 * cBarP
            rTBound = 3.0.squareRoot() * (cBarP7 / (cBarP7 + pow25to7)).squareRoot()
        }
        let lBar = (lab1.L + lab2.L) / 2
        let l50 = (lBar - 50) * (lBar - 50)
        let sL = 1 + 0.015 * l50 / (20 + l50).squareRoot()
        let sC = 1 + 0.045 * cBarP
        let dL = (lab2.L - lab1.L) / sL
        let chord = (a1p - a2p) * (a1p - a2p) + (b1 - b2) * (b1 - b2)
        return dL * dL + (1 - rTBound / 2) * chord / (sC * sC)
    }
}

extension Color {
    /// CIEDE2000 difference to another color, both as CIELAB (D65 white), k_L = k_C = k_H = 1. Alpha is ignored:
    /// composite translucent colors first (`Compositing`).
    public func deltaE2000(to other: Color) -> Double {
        CIEDE2000.difference(cieLab, other.cieLab)
    }
}
