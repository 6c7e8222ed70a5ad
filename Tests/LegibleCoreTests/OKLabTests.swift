import Foundation
import Testing
import LegibleTestSupport
import LegibleCore

/// OKLab and OKLCH against other people's numbers:
/// - Ottosson's own table (https://bottosson.github.io/posts/oklab/, "Table of example XYZ and Oklab pairs"),
///   printed to 3 decimals → tolerance 5e-4, half a unit of the last printed digit.
/// - coloraide 8.13.1 (Fixtures/reference/oklab-coloraide.json) → 1e-9: it uses the same CSS Color 4 matrices;
///   the measured agreement is ~1e-15, the tolerance leaves room for summation order only.
@Suite("OKLab and OKLCH")
struct OKLabTests {
    nonisolated(unsafe) static let coloraide = ReferenceData.load("oklab-coloraide.json")

    @Test("Ottosson 2020 XYZ → OKLab table, 5e-4 (3 printed decimals)")
    func ottossonTable() {
        // Source: https://bottosson.github.io/posts/oklab/#table-of-example-xyz-and-oklab-pairs
        let table: [(xyz: XYZ, lab: (Double, Double, Double))] = [
            (XYZ(x: 0.950, y: 1.000, z: 1.089), (1.000, 0.000, 0.000)),
            (XYZ(x: 1.000, y: 0.000, z: 0.000), (0.450, 1.236, -0.019)),
            (XYZ(x: 0.000, y: 1.000, z: 0.000), (0.922, -0.671, 0.263)),
            (XYZ(x: 0.000, y: 0.000, z: 1.000), (0.153, -1.415, -0.449)),
        ]
        var report = ToleranceReport("OKLab (Ottosson table)", tolerance: 5e-4)
        for row in table {
            let o = OKLab(row.xyz)
            let input = "XYZ(\(row.xyz.x), \(row.xyz.y), \(row.xyz.z))"
            report.check("\(input) L", expected: row.lab.0, observed: o.L)
            report.check("\(input) a", expected: row.lab.1, observed: o.a)
            report.check("\(input) b", expected: row.lab.2, observed: o.b)
        }
        #expect(report.failures.isEmpty, "\(report.failures.joined(separator: "\n"))")
        print(report.summary)
    }

    @Test("OKLab of 62 sRGB colors against coloraide, 1e-9")
    func oklabAgainstColoraide() {
        var report = ToleranceReport("OKLab coloraide", tolerance: 1e-9)
        for record in Self.coloraide["colors"] as! [[String: Any]] {
            let hex = record["hex"] as! String
            let e = ReferenceData.doubles(record["oklab"])
            let o = Color(ReferenceData.srgb8(hex)).oklab
            report.check("\(hex) L", expected: e[0], observed: o.L)
            report.check("\(hex) a", expected: e[1], observed: o.a)
            report.check("\(hex) b", expected: e[2], observed: o.b)
        }
        #expect(report.checked == 62 * 3)
        #expect(report.failures.isEmpty, "\(report.failures.joined(separator: "\n"))")
        print(report.summary)
    }

    @Test("OKLCH of 62 sRGB colors against coloraide: L, C 1e-9; hue 1e-9° where coloraide has one (C ≥ 1e-6)")
    func oklchAgainstColoraide() {
        var report = ToleranceReport("OKLCH coloraide", tolerance: 1e-9)
        var hues = 0
        for record in Self.coloraide["colors"] as! [[String: Any]] {
            let hex = record["hex"] as! String
            let e = record["oklch"] as! [Any]
            let o = Color(ReferenceData.srgb8(hex)).oklch
            report.check("\(hex) L", expected: ReferenceData.double(e[0]), observed: o.L)
            report.check("\(hex) C", expected: ReferenceData.double(e[1]), observed: o.C)
            if e[2] is NSNull {
                // coloraide calls C < 1e-6 achromatic and reports no hue; ours is noise there.
                if !(o.C < 1e-6) { report.fail("\(hex): coloraide has no hue (achromatic) but C = \(o.C)") }
            } else {
                hues += 1
                var d = abs(ReferenceData.double(e[2]) - o.h)
                d = min(d, 360 - d) // 359.9999… and 0 are the same hue
                report.check("\(hex) h", expected: 0, observed: d)
            }
        }
        #expect(hues == 62 - 5) // coloraide's achromatic ones: #000000, #ffffff, #777777, #010101, #fefefe
        #expect(report.failures.isEmpty, "\(report.failures.joined(separator: "\n"))")
        print(report.summary)
    }

    @Test("ΔE_OK of 60 sRGB pairs against coloraide delta_e('ok'), 1e-9")
    func deltaEOKAgainstColoraide() {
        var report = ToleranceReport("ΔEOK coloraide", tolerance: 1e-9)
        for record in Self.coloraide["pairs"] as! [[String: Any]] {
            let a = record["a"] as! String, b = record["b"] as! String
            let observed = OKLab.deltaE(Color(ReferenceData.srgb8(a)).oklab, Color(ReferenceData.srgb8(b)).oklab)
            report.check("\(a) vs \(b)", expected: ReferenceData.double(record["deltaEOK"]), observed: observed)
        }
        #expect(report.checked == 60)
        #expect(report.failures.isEmpty, "\(report.failures.joined(separator: "\n"))")
        print(report.summary)
    }

    /// sRGB (gamma-encoded) → OKLab → sRGB, component-wise absolute error.
    static func roundTripError(_ c: SRGB) -> Double {
        let back = SRGB(encoding: OKLab(LinearRGB(decoding: c)).linearSRGB)
        return max(abs(back.r - c.r), abs(back.g - c.g), abs(back.b - c.b))
    }

    @Test("sRGB → OKLab → sRGB < 1e-12 on all 256 grays and 10 000 seeded random colors")
    func roundTrip() {
        var report = ToleranceReport("sRGB round trip", tolerance: 1e-12)
        for v in 0...255 {
            let c = SRGB(SRGB8(r: UInt8(v), g: UInt8(v), b: UInt8(v)))
            report.check("gray \(v)", expected: 0, observed: Self.roundTripError(c))
        }
        var rng = SplitMix64(seed: 20201223)
        for _ in 0..<10_000 {
            let c = SRGB(
                r: .random(in: 0...1, using: &rng), g: .random(in: 0...1, using: &rng),
                b: .random(in: 0...1, using: &rng))
            report.check("\(c)", expected: 0, observed: Self.roundTripError(c))
        }
        #expect(report.checked == 10_256)
        #expect(report.failures.isEmpty, "\(report.failures.prefix(20).joined(separator: "\n"))")
        print(report.summary)
    }

    @Test("OKLab ↔ OKLCH round trips; OKLCH → Color → OKLCH round trips; grays are neutral; white is L = 1")
    func polarAndColor() {
        var rng = SplitMix64(seed: 7)
        var worstPolar = 0.0, worstColor = 0.0
        for _ in 0..<2_000 {
            let lab = OKLab(
                L: .random(in: 0...1, using: &rng), a: .random(in: -0.4...0.4, using: &rng),
                b: .random(in: -0.4...0.4, using: &rng))
            let lch = OKLCH(lab)
            #expect(lch.h >= 0 && lch.h < 360)
            let back = lch.oklab
            worstPolar = max(worstPolar, abs(back.L - lab.L), abs(back.a - lab.a), abs(back.b - lab.b))
            // Through a Color only for real colors (here: Display P3, which contains sRGB). Random OKLab points
            // are mostly imaginary, with an LMS component near 0, where ∛ turns 1e-16 of matrix round-off into 1e-6.
            let p3 = Color(space: .displayP3, components: (0..<3).map { _ in .random(in: 0...1, using: &rng) })
            let p3lch = p3.oklch
            let again = OKLCH(color: p3lch.color(in: .extendedSRGB)).oklab
            let d = OKLab.deltaE(again, p3lch.oklab)
            worstColor = max(worstColor, d)
        }
        #expect(worstPolar < 1e-15, "worst \(worstPolar)")
        #expect(worstColor < 1e-14, "worst \(worstColor)")
        print("OKLab↔OKLCH: worst error \(worstPolar); OKLCH→Color→OKLCH (P3 colors): worst ΔE_OK \(worstColor)")

        let white = Color.white.oklab
        #expect(abs(white.L - 1) < 1e-15 && abs(white.a) < 1e-15 && abs(white.b) < 1e-15, "\(white)")
        for v in 0...255 {
            let g = Color(SRGB8(r: UInt8(v), g: UInt8(v), b: UInt8(v))).oklch
            #expect(g.C < 1e-14, "gray \(v): C = \(g.C)")
        }
        // OKLCH → Color in each kind of space lands on the same color.
        let lch = OKLCH(L: 0.7, C: 0.1, h: 30)
        for space in [ColorSpace.sRGB, .displayP3, .linearSRGB, .extendedSRGB] {
            let c = lch.color(in: space, alpha: 0.5)
            #expect(c.space == space && c.alpha == 0.5)
            #expect(OKLab.deltaE(c.oklab, lch.oklab) < 1e-14, "\(space.rawValue)")
        }
        #expect(OKLCH(L: 0.5, C: 0.1, h: -30).h == 330 && OKLCH(L: 0.5, C: 0.1, h: 720).h == 0)
    }
}

/// `oklab()` and `oklch()` in ColorParser (CSS Color 4 §9.3, §9.4 syntax).
@Suite("oklab() and oklch() parsing")
struct OKLabParserTests {
    static func parse(_ s: String) -> Color? { try? ColorParser.parse(s) }

    @Test("coloraide's OKLab and OKLCH of 62 sRGB colors parse back to the same 8-bit color")
    func coloraideValuesParseBack() throws {
        for record in OKLabTests.coloraide["colors"] as! [[String: Any]] {
            let hex = record["hex"] as! String
            let lab = ReferenceData.doubles(record["oklab"])
            let lch = record["oklch"] as! [Any]
            let hue = lch[2] is NSNull ? 0 : ReferenceData.double(lch[2])
            let forms = [
                "oklab(\(lab[0]) \(lab[1]) \(lab[2]))",
                "oklch(\(ReferenceData.double(lch[0])) \(ReferenceData.double(lch[1])) \(hue))",
                "OKLCH(\(ReferenceData.double(lch[0]) * 100)% \(ReferenceData.double(lch[1])) \(hue)deg / 1)",
            ]
            for text in forms {
                let c = try ColorParser.parse(text)
                #expect(c.space == .sRGB, "\(text) → \(c)")
                #expect(c.hexRGB == hex, "\(text): expected \(hex), observed \(c.hexRGB) \(c)")
            }
        }
    }

    @Test("units: L as number or percent, a/b/C percent of 0.4, hue angles, alpha")
    func units() throws {
        let ref = OKLab(L: 0.5, a: 0.1, b: -0.1)
        let a = try ColorParser.parse("oklab(50% 25% -25%)"), b = try ColorParser.parse("oklab(0.5 0.1 -0.1)")
        #expect(OKLab.deltaE(a.oklab, ref) < 1e-15 && OKLab.deltaE(b.oklab, ref) < 1e-15)
        let h = try ColorParser.parse("oklch(0.6 50% 90deg)")
        for text in [
            "oklch(0.6 0.2 90)", "oklch(60% 0.2 0.25turn)", "oklch(0.6 0.2 100grad)",
            "oklch(0.6 0.2 1.5707963267948966rad)",
        ] {
            let c = try ColorParser.parse(text)
            #expect(OKLab.deltaE(c.oklab, h.oklab) < 1e-12, "\(text)")
        }
        #expect(try ColorParser.parse("oklch(0.7 0.1 30 / 50%)").alpha == 0.5)
        #expect(try ColorParser.parse("oklab(0.7 0 0 / 0.25)").alpha == 0.25)
        // White and black are exact (conversion round-off ≤ 1e-12 is snapped, not reported as out of gamut).
        #expect(try ColorParser.parse("oklab(1 0 0)").hexRGB == "#ffffff")
        #expect(try ColorParser.parse("oklab(1 0 0)").space == .sRGB)
        #expect(try ColorParser.parse("oklch(0% 0 0)").components == [0, 0, 0])
    }

    @Test("outside sRGB: extended sRGB, unclipped")
    func outOfGamut() throws {
        let c = try ColorParser.parse("oklch(0.7 0.3 145)")
        #expect(c.space == .extendedSRGB)
        #expect(c.components.contains { $0 < 0 || $0 > 1 })
        #expect(OKLab.deltaE(c.oklab, OKLCH(L: 0.7, C: 0.3, h: 145).oklab) < 1e-12)
    }

    @Test("parse-time clamping as CSS Color 4 says: lightness to 0…1, chroma ≥ 0, alpha to 0…1")
    func clamping() throws {
        #expect(try ColorParser.parseCSS("oklab(1.5 0 0)").components == [1, 0, 0])
        #expect(try ColorParser.parseCSS("oklab(-1% 0 0)").components == [0, 0, 0])
        #expect(try ColorParser.parseCSS("oklch(0.5 -0.1 30)").components == [0.5, 0, 30])
        #expect(try ColorParser.parseCSS("oklab(0.5 0 0 / 2)").alpha == 1)
    }

    @Test("errors keep the parser's style: a reason and a column")
    func errors() {
        let cases: [(String, Int, String)] = [
            ("oklab(0.5, 0.1, 0.1)", 10, "space-separated"),
            ("oklch(0.5 0.1 30px)", 17, "unexpected unit 'px'"),
            ("oklab(0.5 0.1deg 0)", 11, "unexpected angle '0.1deg' in oklab()"),
            ("oklch(0.5 0.1)", 7, "oklch() needs 3 components, found 2"),
            ("oklab(0.5 0 0", 14, "missing ')'"),
        ]
        for (text, column, reason) in cases {
            do {
                let c = try ColorParser.parse(text)
                Issue.record("\(text): expected an error, parsed \(c)")
            } catch {
                #expect(error.column == column && error.reason.contains(reason), "\(text): \(error)")
            }
        }
    }
}
