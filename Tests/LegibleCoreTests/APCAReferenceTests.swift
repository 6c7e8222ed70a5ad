import Testing
import LegibleCore

/// Every record of Fixtures/reference/apca.json (peer: apca-w3 0.1.9): Y 1e-12, Lc 1e-9, zeros exactly 0.
@Suite("APCA against apca.json")
struct APCAReferenceTests {
    nonisolated(unsafe) static let file = ReferenceData.load("apca.json")

    @Test("the 9 published apca-w3 test vectors")
    func published() {
        var report = ToleranceReport("published Lc", tolerance: 1e-9)
        for record in Self.file["published"] as! [[String: Any]] {
            let text = ColorTestSupport.color(record["text"] as! String).srgb
            let bg = ColorTestSupport.color(record["bg"] as! String).srgb
            let expected = ReferenceData.double(record["published_Lc"])
            let observed: Double
            if let alpha = record["text_alpha"] as? Double {
                // apca-w3 calcAPCA blends translucent text and rounds the blend to 8 bits.
                observed = APCA.lightnessContrast(text: Self.blendRounded(text, alpha: alpha, over: bg), background: bg)
            } else {
                // Within 1e-14 of apca-w3, not bit-exact: V8's Math.pow and glibc's pow differ in the last ulp.
                observed = APCA.lightnessContrast(text: text, background: bg)
            }
            report.check("\(record["text"]!) on \(record["bg"]!)", expected: expected, observed: observed)
        }
        #expect(report.checked == 9)
        #expect(report.failures.isEmpty, "\(report.failures.joined(separator: "\n"))")
    }

    @Test("all 744 pairs: screen luminance 1e-12, Lc 1e-9, clipped pairs exactly 0")
    func pairs() {
        var y = ToleranceReport("APCA Y", tolerance: 1e-12)
        var lc = ToleranceReport("APCA Lc", tolerance: 1e-9)
        for record in Self.file["pairs"] as! [[String: Any]] {
            let textHex = record["text"] as! String, bgHex = record["bg"] as! String
            let text = SRGB(ReferenceData.srgb8(textHex)), bg = SRGB(ReferenceData.srgb8(bgHex))
            y.check(textHex, expected: ReferenceData.double(record["text_Y"]), observed: APCA.screenLuminance(text))
            y.check(bgHex, expected: ReferenceData.double(record["bg_Y"]), observed: APCA.screenLuminance(bg))
            let expected = ReferenceData.double(record["Lc"])
            let observed = APCA.lightnessContrast(text: text, background: bg)
            lc.check("\(textHex) on \(bgHex)", expected: expected, observed: observed)
            if expected == 0 && observed != 0 {
                lc.fail("\(textHex) on \(bgHex): expected exactly 0, observed \(observed)")
            }
        }
        #expect(lc.checked == 744)
        #expect(y.failures.isEmpty, "\(y.failures.joined(separator: "\n"))")
        #expect(lc.failures.isEmpty, "\(lc.failures.joined(separator: "\n"))")
        print(y.summary)
        print(lc.summary)
    }

    @Test("all 48 translucent-text pairs, blend rounded to 8 bits and not")
    func alphaPairs() {
        var lc = ToleranceReport("APCA Lc (alpha)", tolerance: 1e-9)
        for record in Self.file["alpha_pairs"] as! [[String: Any]] {
            let text = ColorTestSupport.color(record["text"] as! String)
            let bg = ColorTestSupport.color(record["bg"] as! String)
            let alpha = ReferenceData.double(record["text_alpha"])
            let rounded = record["blend_rounded_to_8bit"] as! Bool
            let blended =
                rounded
                ? Self.blendRounded(text.srgb, alpha: alpha, over: bg.srgb)
                : Compositing.sourceOver(text.withAlpha(alpha), bg).srgb
            let observed = APCA.lightnessContrast(text: blended, background: bg.srgb)
            lc.check(
                "\(record["text"]!) α\(alpha) on \(record["bg"]!) rounded=\(rounded)",
                expected: ReferenceData.double(record["Lc"]), observed: observed)
        }
        #expect(lc.checked == 48)
        #expect(lc.failures.isEmpty, "\(lc.failures.joined(separator: "\n"))")
        print(lc.summary)
    }

    /// apca-w3 `alphaBlend(…, round = true)`: `Math.round(bg·(1−α) + fg·α)` in 0…255 units (round half up).
    static func blendRounded(_ fg: SRGB, alpha: Double, over bg: SRGB) -> SRGB {
        func ch(_ f: Double, _ b: Double) -> Double {
            let v = (b * 255) * (1 - alpha) + (f * 255) * alpha
            return min((v + 0.5).rounded(.down), 255) / 255
        }
        return SRGB(r: ch(fg.r, bg.r), g: ch(fg.g, bg.g), b: ch(fg.b, bg.b))
    }
}
