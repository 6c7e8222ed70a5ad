import Testing
import LegibleCore

/// Every record of Fixtures/reference/wcag.json (peer: wcag-contrast-ratio 0.9), at the README's tolerances:
/// luminance and ratio 1e-9 absolute, pass/fail flags identical.
@Suite("WCAG 2.x against wcag.json")
struct WCAGReferenceTests {
    nonisolated(unsafe) static let file = ReferenceData.load("wcag.json")

    @Test("relative luminance of all 372 colors, 1e-9")
    func luminance() {
        var report = ToleranceReport("luminance", tolerance: 1e-9)
        for record in Self.file["colors"] as! [[String: Any]] {
            let hex = record["hex"] as! String
            let expected = ReferenceData.double((record["luminance"] as! [String: Any])["wcag-contrast-ratio"])
            report.check(hex, expected: expected, observed: WCAG2.relativeLuminance(ReferenceData.srgb8(hex)))
        }
        #expect(report.checked == 372)
        #expect(report.failures.isEmpty, "\(report.failures.joined(separator: "\n"))")
        print(report.summary)
    }

    @Test("contrast ratio and every verdict of all 600 pairs, 1e-9, flags exact")
    func pairs() {
        var report = ToleranceReport("ratio", tolerance: 1e-9)
        let levels: [(String, WCAGLevel)] = [
            ("aa_normal", .aa), ("aa_large", .aaLarge), ("aaa_normal", .aaa), ("aaa_large", .aaaLarge),
            ("non_text", .nonText),
        ]
        var nearThreshold = 0
        for record in Self.file["pairs"] as! [[String: Any]] {
            let fg = record["fg"] as! String, bg = record["bg"] as! String
            let expected = ReferenceData.double((record["ratio"] as! [String: Any])["wcag-contrast-ratio"])
            let contrast = PairContrast(foreground: ColorTestSupport.color(fg), background: ColorTestSupport.color(bg))
            report.check("\(fg) on \(bg)", expected: expected, observed: contrast.ratio)
            let flags = record["pass"] as! [String: Bool]
            for (key, level) in levels where flags[key]! != contrast.passes(level) {
                report.fail(
                    "\(fg) on \(bg): \(key) expected \(flags[key]!), observed \(contrast.passes(level)) at ratio \(contrast.ratio)"
                )
            }
            if (record["tag"] as! String).hasPrefix("near-threshold") { nearThreshold += 1 }
        }
        #expect(report.checked == 600)
        #expect(nearThreshold == 72)
        #expect(report.failures.isEmpty, "\(report.failures.joined(separator: "\n"))")
        print(report.summary)
    }

    @Test("the 0.03928 threshold of WCAG 2.0 gives identical luminance for every 8-bit value")
    func legacyThresholdHasNoEffectOn8Bit() {
        for v in 0...255 {
            let c = Double(v) / 255
            let current = SRGBTransfer.decode(c, threshold: SRGBTransfer.decodeThreshold)
            let legacy = SRGBTransfer.decode(c, threshold: SRGBTransfer.legacyDecodeThreshold)
            #expect(current == legacy, "8-bit value \(v)")
        }
        // …but it does differ for some float inputs in between (alpha.json "threshold-window").
        let between = 0.04
        #expect(
            SRGBTransfer.decode(between, threshold: SRGBTransfer.decodeThreshold)
                != SRGBTransfer.decode(between, threshold: SRGBTransfer.legacyDecodeThreshold))
    }
}

enum ColorTestSupport {
    static func color(_ s: String) -> Color {
        do { return try ColorParser.parse(s) } catch { fatalError("\(error)") }
    }
}
