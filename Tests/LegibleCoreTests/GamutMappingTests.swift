import Testing
import LegibleCore

/// CSS Color 4 gamut mapping (binary search on OKLCH chroma, ΔE_OK JND 0.02).
/// Expected values: coloraide 8.13.1 `fit(target, method="minde-chroma")`, its implementation of the same CSS
/// algorithm (Fixtures/reference/oklab-coloraide.json, `gamut_map`), plus the properties the algorithm guarantees.
@Suite("Gamut mapping")
struct GamutMappingTests {
    nonisolated(unsafe) static let coloraide = ReferenceData.load("oklab-coloraide.json")

    static func inGamut(_ c: Color) -> Bool { c.components.allSatisfy { $0 >= 0 && $0 <= 1 } }

    /// ΔE_OK from `c` to the nearest point of the constant-lightness, constant-hue chroma ray of `origin`: how far
    /// the mapped color strays from "origin with less chroma".
    static func distanceToChromaRay(_ c: Color, of origin: OKLCH) -> Double {
        let p = c.oklab, h = origin.h * Double.pi / 180
        let (ux, uy) = (cos(h), sin(h))
        let along = max(0, p.a * ux + p.b * uy)
        let (da, db) = (p.a - along * ux, p.b - along * uy)
        let dL = p.L - origin.L
        return (dL * dL + da * da + db * db).squareRoot()
    }

    @Test("colors already in gamut come back unchanged")
    func inGamutUnchanged() {
        var worst = 0.0
        for record in Self.coloraide["colors"] as! [[String: Any]] {
            let c = Color(ReferenceData.srgb8(record["hex"] as! String))
            #expect(GamutMapping.map(c, into: .sRGB) == c)
            // Through OKLCH (no shortcut): equal to round-off.
            let viaOKLCH = GamutMapping.map(c.oklch, into: .sRGB)
            #expect(Self.inGamut(viaOKLCH))
            worst = max(worst, zip(viaOKLCH.components, c.components).map { abs($0 - $1) }.max()!)
        }
        #expect(worst < 1e-12, "worst \(worst)")
        print("gamut mapping of in-gamut sRGB colors via OKLCH: worst change \(worst)")
        let p3 = Color(space: .displayP3, components: [0.2, 0.4, 0.6], alpha: 0.5)
        #expect(GamutMapping.map(p3, into: .displayP3) == p3)
    }

    @Test("color(display-p3 1 0 0) into sRGB: in gamut, lightness and hue kept, within a JND of the chroma ray")
    func p3RedIntoSRGB() throws {
        let p3Red = try ColorParser.parse("color(display-p3 1 0 0)")
        let origin = p3Red.oklch
        #expect(!Self.inGamut(p3Red.converted(to: .sRGB)))
        let mapped = GamutMapping.map(p3Red, into: .sRGB)
        #expect(mapped.space == .sRGB && Self.inGamut(mapped), "\(mapped)")
        let m = mapped.oklch
        let off = Self.distanceToChromaRay(mapped, of: origin)
        #expect(off < GamutMapping.jnd, "ΔE_OK to the chroma ray \(off)")
        #expect(abs(m.L - origin.L) < GamutMapping.jnd, "L \(origin.L) → \(m.L)")
        #expect(abs(m.h - origin.h) < 1, "h \(origin.h) → \(m.h)")
        #expect(m.C < origin.C)
        // Strictly better than plain clipping in lightness and hue.
        let clipped = Color(space: .sRGB, components: p3Red.converted(to: .sRGB).components.map { min(max($0, 0), 1) })
        #expect(Self.distanceToChromaRay(clipped, of: origin) > off)
        print("P3 red → sRGB: \(mapped), OKLCH \(origin) → \(m), ΔE_OK to chroma ray \(off)")
    }

    @Test("92 mappings against coloraide minde-chroma (P3 → sRGB, OKLCH → sRGB and Display P3), 1e-9")
    func againstColoraide() {
        var report = ToleranceReport("gamut map coloraide", tolerance: 1e-9)
        var worstOff = 0.0
        for record in Self.coloraide["gamut_map"] as! [[String: Any]] {
            let input = ReferenceData.doubles(record["input"])
            let target = ColorSpace(rawValue: record["target"] as! String)!
            let origin: OKLCH
            let mapped: Color
            if record["input_space"] as! String == "oklch" {
                origin = OKLCH(L: input[0], C: input[1], h: input[2])
                mapped = GamutMapping.map(origin, into: target)
            } else {
                let c = Color(space: .displayP3, components: input)
                origin = c.oklch
                mapped = GamutMapping.map(c, into: target)
            }
            let label = "\(record["input_space"]!) \(input) → \(target.rawValue)"
            if !Self.inGamut(mapped) || mapped.space != target { report.fail("\(label): \(mapped) not in gamut") }
            let expected = ReferenceData.doubles(record["mapped"])
            for i in 0..<3 { report.check("\(label) [\(i)]", expected: expected[i], observed: mapped.components[i]) }
            worstOff = max(worstOff, Self.distanceToChromaRay(mapped, of: origin))
        }
        #expect(report.checked == 92 * 3)
        #expect(worstOff < GamutMapping.jnd, "worst ΔE_OK to the chroma ray \(worstOff)")
        #expect(report.failures.isEmpty, "\(report.failures.joined(separator: "\n"))")
        print(report.summary + "; worst ΔE_OK to the chroma ray \(worstOff)")
    }

    @Test("lightness-only fixes: every OKLCH lightness at a P3-only chroma maps into sRGB and P3")
    func lightnessSweep() {
        var worstOff = 0.0
        for hue in stride(from: 0.0, to: 360, by: 15) {
            for l in stride(from: 0.0, through: 1.0, by: 0.05) {
                let lch = OKLCH(L: l, C: 0.3, h: hue)
                for space in [ColorSpace.sRGB, .displayP3, .linearSRGB] {
                    let m = GamutMapping.map(lch, into: space)
                    #expect(m.space == space && Self.inGamut(m), "\(lch) → \(m)")
                    if l > 0 && l < 1 {
                        let off = Self.distanceToChromaRay(m, of: lch)
                        #expect(off < GamutMapping.jnd, "\(lch) → \(space.rawValue): ΔE_OK to chroma ray \(off)")
                        worstOff = max(worstOff, off)
                    }
                }
            }
        }
        print("OKLCH lightness sweep, C = 0.3: worst ΔE_OK to the chroma ray \(worstOff)")
    }

    @Test("edges: L ≥ 1 is white, L ≤ 0 is black, extended spaces are not mapped, alpha is kept")
    func edges() {
        #expect(GamutMapping.map(OKLCH(L: 1.2, C: 0.3, h: 40), into: .sRGB).components == [1, 1, 1])
        #expect(GamutMapping.map(OKLCH(L: 0, C: 0.3, h: 40), into: .displayP3).components == [0, 0, 0])
        let wide = OKLCH(L: 0.7, C: 0.35, h: 145)
        let ext = GamutMapping.map(wide, into: .extendedSRGB)
        #expect(ext == wide.color(in: .extendedSRGB))
        #expect(!Self.inGamut(ext))
        let p3 = Color(space: .displayP3, components: [0, 1, 0], alpha: 0.25)
        #expect(GamutMapping.map(p3, into: .sRGB).alpha == 0.25)
        let gray = GamutMapping.map(wide, into: .grayGamma22)
        #expect(gray.components.count == 1 && gray.components[0] >= 0 && gray.components[0] <= 1)
    }
}
