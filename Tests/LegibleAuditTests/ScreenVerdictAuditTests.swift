import Testing
import LegibleCore
import LegiblePalette
@testable import LegibleAudit

/// The audit judges the colors screens show (per-source gamut policy), carries the rule's backdrop resolved once,
/// and reports the simulations of `CVDSimulator.reported`.
@Suite("audit: screen verdicts, backdrops, one simulator list")
struct ScreenVerdictAuditTests {
    static func palette(_ entries: [(String, Color, GamutPolicy)]) -> Palette {
        Palette(
            colors: entries.enumerated().map { i, e in
                NamedColor(
                    name: e.0, origin: "test",
                    variants: [
                        ColorVariant(
                            appearance: .light, value: .color(e.1), source: SourceLocation(path: "test", line: i + 1),
                            gamutPolicy: e.2)
                    ])
            })
    }

    static let extended = Color(space: .extendedSRGB, components: [-0.48, 0.57, -0.29])
    static let paper = Color(SRGB8(r: 0xf2, g: 0xf2, b: 0xf7))

    @Test("the source's gamut policy decides the color measured; out-of-sRGB pairs carry the Display P3 verdict")
    func policyPerSource() throws {
        let config = TestPalette.config(
            #"{"contrast": [{"foreground": ["fg*"], "background": "paper", "level": "aa", "text": "large"}]}"#)
        let palette = Self.palette([
            ("fgCSS", Self.extended, .cssGamutMapping), ("fgUIKit", Self.extended, .perChannelClip),
            ("fgPlain", Color(SRGB8(r: 0, g: 0x80, b: 0)), .perChannelClip), ("paper", Self.paper, .perChannelClip),
        ])
        let result = Auditor(palette: palette, config: config).run()
        #expect(result.contrast.count == 3)
        let css = try #require(result.contrast.first { $0.foreground.name == "fgCSS" })
        let uikit = try #require(result.contrast.first { $0.foreground.name == "fgUIKit" })
        let plain = try #require(result.contrast.first { $0.foreground.name == "fgPlain" })
        #expect(css.required == 3 && css.rule.level == .AA) // "aa" read case-insensitively
        #expect(css.compositedForeground == Self.extended.shown(on: .sRGB, policy: .cssGamutMapping))
        #expect(uikit.compositedForeground == Self.extended.shown(on: .sRGB, policy: .perChannelClip))
        #expect(css.ratio != uikit.ratio)
        for f in [css, uikit] {
            let p3 = try #require(f.displayP3)
            #expect(p3.display == .displayP3 && p3.ratio != f.ratio && p3.measured == p3.ratio)
        }
        #expect(plain.displayP3 == nil)
        for f in result.contrast {
            #expect(f.cvd.map(\.deficiency) == CVDSimulator.reported.map(\.deficiency))
            let pair = PairContrast(foreground: f.compositedForeground, background: f.compositedBackground)
            #expect(f.cvd.map(\.ratio) == CVDSimulator.reported.map(pair.simulatedRatio))
        }
    }

    @Test("`over` naming a palette color is resolved once, carried in the finding, and used under the background")
    func backdropCarried() throws {
        let config = TestPalette.config(
            #"{"contrast": [{"foreground": "ink", "background": "scrim", "over": "base"}, {"foreground": "ink", "background": "scrim", "over": "nonsense"}]}"#
        )
        let base = Color(SRGB8(r: 0x80, g: 0x80, b: 0x80))
        let palette = Self.palette([
            ("ink", .white, .cssGamutMapping), ("scrim", Color(SRGB8(r: 0, g: 0, b: 0), alpha: 0.5), .cssGamutMapping),
            ("base", base, .perChannelClip),
        ])
        let result = Auditor(palette: palette, config: config).run()
        #expect(result.contrast.count == 2)
        let known = result.contrast[0], unknown = result.contrast[1]
        #expect(known.over == WrittenColor(base, policy: .perChannelClip))
        #expect(known.backdrop == base)
        #expect(
            known.ratio
                == PairContrast(foreground: .white, background: Color(SRGB8(r: 0, g: 0, b: 0), alpha: 0.5), over: base)
                .ratio)
        #expect(unknown.over == nil)
        #expect(unknown.ratioRange != nil, "an unresolved backdrop falls back to black and white")
        #expect(result.diagnostics.contains { $0.message.contains("'over' value 'nonsense'") })
    }

    @Test("distinguishability simulates with the reported simulators")
    func distinguishability() {
        for d in [Deficiency.protan, .deutan, .tritan] {
            #expect(DistinguishabilityRule.simulator(d) == CVDSimulator.reported(d))
        }
    }
}
