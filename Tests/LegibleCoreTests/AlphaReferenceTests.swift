import Testing
import LegibleCore

/// Every case of Fixtures/reference/alpha.json: composite 1e-12 against coloraide `Color.layer`; ratio against the
/// background 1e-9 against `colour-science+formula` (canonical 0.04045 threshold); pass flags exact.
@Suite("Alpha compositing against alpha.json")
struct AlphaReferenceTests {
    nonisolated(unsafe) static let file = ReferenceData.load("alpha.json")

    @Test("all 173 cases: composite, ratio, verdicts")
    func cases() {
        var composite = ToleranceReport("composite", tolerance: 1e-12)
        var ratio = ToleranceReport("composite ratio", tolerance: 1e-9)
        let levels: [(String, WCAGLevel)] = [
            ("aa_normal", .aa), ("aa_large", .aaLarge), ("aaa_normal", .aaa), ("aaa_large", .aaaLarge),
            ("non_text", .nonText),
        ]
        var count = 0
        for record in Self.file["cases"] as! [[String: Any]] {
            count += 1
            let fgHex = record["fg"] as! String, bgHex = record["bg"] as! String
            let alpha = ReferenceData.double(record["alpha"])
            let label = "\(fgHex) α\(alpha) over \(bgHex)"
            let fg = ColorTestSupport.color(fgHex).withAlpha(alpha)
            let contrast = PairContrast(foreground: fg, background: ColorTestSupport.color(bgHex))
            let expected = ReferenceData.doubles((record["composite"] as! [String: Any])["coloraide"])
            let observed = contrast.compositedForeground.srgb
            for (e, o) in zip(expected, [observed.r, observed.g, observed.b]) {
                composite.check(label, expected: e, observed: o)
            }
            let expectedRatio = ReferenceData.double(
                (record["ratio_vs_bg"] as! [String: Any])["colour-science+formula"])
            ratio.check(label, expected: expectedRatio, observed: contrast.ratio)
            let flags = record["pass"] as! [String: Bool]
            for (key, level) in levels where flags[key]! != contrast.passes(level) {
                ratio.fail("\(label): \(key) expected \(flags[key]!), observed \(contrast.passes(level))")
            }
        }
        #expect(count == 173)
        #expect(composite.failures.isEmpty, "\(composite.failures.joined(separator: "\n"))")
        #expect(ratio.failures.isEmpty, "\(ratio.failures.joined(separator: "\n"))")
        print(composite.summary)
        print(ratio.summary)
    }

    @Test("a stack composites bottom-up: text over a translucent fill over a background")
    func stack() {
        let bg = ColorTestSupport.color("#ffffff")
        let fill = ColorTestSupport.color("#787880").withAlpha(0.2)
        let text = ColorTestSupport.color("#3c3c43").withAlpha(0.6)
        let flat = Compositing.flatten([bg, fill, text])!
        // fill over white: 0.2·c + 0.8·1; then text: 0.6·t + 0.4·that
        let fillOverWhite = SIMD3<Double>(120, 120, 128) / 255 * 0.2 + 0.8
        let expected = SIMD3<Double>(60, 60, 67) / 255 * 0.6 + 0.4 * fillOverWhite
        #expect(abs(flat.srgb.r - expected.x) < 1e-15 && abs(flat.srgb.b - expected.z) < 1e-15)
        #expect(flat.alpha == 1)
    }

    @Test("unknown backdrop under a translucent background: range over black and white, the worst decides")
    func unknownBackdrop() {
        let fg = ColorTestSupport.color("#000000")
        let bg = ColorTestSupport.color("#ffffff").withAlpha(0.5)
        let c = PairContrast(foreground: fg, background: bg)
        // over white: white bg → 21; over black: bg = 0.5 gray → ratio (L(0.5)+0.05)/0.05
        let gray = WCAG2.relativeLuminance(SRGB(r: 0.5, g: 0.5, b: 0.5))
        let overBlack = (gray + 0.05) / 0.05
        #expect(c.ratioRange != nil)
        #expect(abs(c.ratioRange!.lowerBound - overBlack) < 1e-12)
        #expect(abs(c.ratioRange!.upperBound - 21) < 1e-12)
        #expect(c.ratio == c.ratioRange!.lowerBound)
        let known = PairContrast(foreground: fg, background: bg, over: .white)
        #expect(known.ratioRange == nil && abs(known.ratio - 21) < 1e-12)
    }
}
