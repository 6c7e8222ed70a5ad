import Testing
import LegibleCore

/// CIELAB and CIEDE2000 against other people's numbers:
/// - Fixtures/reference/ciede2000-sharma2005.json: the 34 supplementary pairs of Sharma, Wu & Dalal 2005 (Table I),
///   ΔE₀₀ printed to 4 decimals → tolerance 1e-4 (half a unit would be 5e-5; the paper's own rounding of its inputs
///   and of ΔE makes 1e-4 the customary check, used by colour-science and icclib).
/// - Fixtures/reference/oklab-coloraide.json: coloraide 8.13.1 `lab-d65` and `delta_e(method="2000")` for seeded
///   random sRGB colors and pairs → 1e-9 (same definition and white point; see PROVENANCE-difference.md).
@Suite("CIELAB and CIEDE2000")
struct DifferenceTests {
    nonisolated(unsafe) static let sharma = ReferenceData.load("ciede2000-sharma2005.json")
    nonisolated(unsafe) static let coloraide = ReferenceData.load("oklab-coloraide.json")

    static func lab(_ any: Any?) -> CIELab {
        let v = ReferenceData.doubles(any)
        return CIELab(L: v[0], a: v[1], b: v[2])
    }

    @Test("Sharma et al. 2005: all 34 pairs, both orders, 1e-4")
    func sharma2005() {
        var report = ToleranceReport("ΔE00", tolerance: 1e-4)
        for record in Self.sharma["pairs"] as! [[String: Any]] {
            let pair = record["pair"] as! Int
            let (lab1, lab2) = (Self.lab(record["lab1"]), Self.lab(record["lab2"]))
            let expected = ReferenceData.double(record["deltaE00"])
            report.check(
                "pair \(pair) \(lab1) → \(lab2)", expected: expected, observed: CIEDE2000.difference(lab1, lab2))
            report.check("pair \(pair) reversed", expected: expected, observed: CIEDE2000.difference(lab2, lab1))
        }
        #expect(report.checked == 68)
        #expect(report.failures.isEmpty, "\(report.failures.joined(separator: "\n"))")
        print(report.summary)
    }

    @Test("pair 14, hues exactly 180° apart, takes the paper's branch (Δh′ = +180°, h̄′ = 180.0345°)")
    func oppositeHues() {
        let a = CIELab(L: 50, a: -0.0010, b: 2.4900), b = CIELab(L: 50, a: 0.0010, b: -2.4900)
        let expected = 4.8045, other = 4.7461 // the value the other branch of the discontinuity gives
        for observed in [CIEDE2000.difference(a, b), CIEDE2000.difference(b, a)] {
            #expect(
                abs(observed - expected) < 1e-4, "expected \(expected), observed \(observed) (other branch: \(other))")
        }
    }

    @Test("identity, symmetry and the weights")
    func properties() {
        let x = CIELab(L: 60.2574, a: -34.0099, b: 36.2677), y = CIELab(L: 60.4626, a: -34.1751, b: 39.4387)
        #expect(CIEDE2000.difference(x, x) == 0)
        #expect(CIEDE2000.difference(CIELab(L: 0, a: 0, b: 0), CIELab(L: 0, a: 0, b: 0)) == 0)
        #expect(abs(CIEDE2000.difference(x, y) - CIEDE2000.difference(y, x)) < 1e-14) // symmetric up to round-off
        // A pure lightness difference at L̄′ = 50 (S_L = 1) is ΔL / k_L.
        let l1 = CIELab(L: 49, a: 0, b: 0), l2 = CIELab(L: 51, a: 0, b: 0)
        #expect(abs(CIEDE2000.difference(l1, l2) - 2) < 1e-12)
        #expect(abs(CIEDE2000.difference(l1, l2, kL: 2) - 1) < 1e-12)
        #expect(Color.white.deltaE2000(to: .black) > 99.99) // L* 100 vs 0 at L̄′ = 50: 100 / S_L(50) = 100
    }

    @Test("CIELAB (D65) of 62 sRGB colors against coloraide lab-d65, 1e-9")
    func cieLabAgainstColoraide() {
        var report = ToleranceReport("CIELab", tolerance: 1e-9)
        for record in Self.coloraide["colors"] as! [[String: Any]] {
            let hex = record["hex"] as! String
            let expected = ReferenceData.doubles(record["lab_d65"])
            let lab = Color(ReferenceData.srgb8(hex)).cieLab
            for (name, e, o) in [("L", expected[0], lab.L), ("a", expected[1], lab.a), ("b", expected[2], lab.b)] {
                report.check("\(hex) \(name)", expected: e, observed: o)
            }
        }
        #expect(report.checked == 62 * 3)
        #expect(report.failures.isEmpty, "\(report.failures.joined(separator: "\n"))")
        print(report.summary)
    }

    @Test("CIEDE2000 of 60 sRGB pairs against coloraide delta_e('2000'), 1e-9")
    func deltaE2000AgainstColoraide() {
        var report = ToleranceReport("ΔE00 coloraide", tolerance: 1e-9)
        for record in Self.coloraide["pairs"] as! [[String: Any]] {
            let a = record["a"] as! String, b = record["b"] as! String
            let observed = Color(ReferenceData.srgb8(a)).deltaE2000(to: Color(ReferenceData.srgb8(b)))
            report.check("\(a) vs \(b)", expected: ReferenceData.double(record["deltaE2000"]), observed: observed)
        }
        #expect(report.checked == 60)
        #expect(report.failures.isEmpty, "\(report.failures.joined(separator: "\n"))")
        print(report.summary)
    }

    @Test("CIELAB: white is L* 100 and neutral, XYZ round-trips, LCh round-trips")
    func cieLabRoundTrips() {
        let white = Color.white.cieLab
        #expect(abs(white.L - 100) < 1e-12 && abs(white.a) < 1e-12 && abs(white.b) < 1e-12, "\(white)")
        var worst = 0.0
        for v in stride(from: 0, through: 255, by: 5) {
            for c in [
                SRGB8(r: UInt8(v), g: 0, b: 255 - UInt8(v)), SRGB8(r: UInt8(v), g: UInt8(v), b: UInt8(v)),
                SRGB8(r: 200, g: UInt8(v), b: 30),
            ] {
                let xyz = Color(c).xyz
                let back = CIELab(xyz).xyz
                worst = max(worst, abs(back.x - xyz.x), abs(back.y - xyz.y), abs(back.z - xyz.z))
                let lab = CIELab(xyz), again = lab.lch.lab
                worst = max(worst, abs(again.L - lab.L) / 100, abs(again.a - lab.a) / 100, abs(again.b - lab.b) / 100)
            }
        }
        #expect(worst < 1e-14, "worst round-trip error \(worst)")
        print("CIELab round trips: worst error \(worst)")
    }

    /// `CIEDE2000.lowerBound` never exceeds the difference (it lets a search skip pairs without trigonometry), and
    /// is not vacuous: it rules out most random pairs at ΔE 10. 200,000 seeded pairs over the whole CIELAB range and
    /// near the neutral axis.
    @Test("the trigonometry-free lower bound is below ΔE00 and tight enough to prune")
    func lowerBound() {
        var state: UInt64 = 0x5EED
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        var pruned = 0, worstRatio = 0.0
        for k in 0..<200_000 {
            // Wide pairs over the whole range, and (every fourth) pairs of low chroma near the b = 0 line, where the
            // bound's hue case (both b > 0) switches.
            let spread = k % 4 == 0 ? 20.0 : 256.0
            let p = CIELab(L: next() * 100, a: next() * spread - spread / 2, b: next() * spread - spread / 2)
            let q = CIELab(
                L: p.L + (next() - 0.5) * 40, a: p.a + (next() - 0.5) * spread / 3, b: p.b + (next() - 0.5) * spread / 3
            )
            let (bound, exact) = (CIEDE2000.lowerBound(p, q), CIEDE2000.difference(p, q))
            if exact > 0 { worstRatio = max(worstRatio, bound / exact) }
            #expect(bound <= exact * (1 + 1e-12) + 1e-12, "\(p) \(q): bound \(bound) > ΔE \(exact)")
            if bound >= 10 { pruned += 1 }
        }
        #expect(worstRatio <= 1 + 1e-12 && pruned > 75_000, "worst bound/ΔE \(worstRatio), pruned \(pruned)")
        print("CIEDE2000 lower bound: worst bound/ΔE \(worstRatio), \(pruned) of 200,000 pairs ≥ 10")
    }
}
