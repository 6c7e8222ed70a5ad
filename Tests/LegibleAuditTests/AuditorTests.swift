import Testing
import LegibleCore
import LegiblePalette
@testable import LegibleAudit
import LegibleJSON

@Suite("Auditor")
struct AuditorTests {
    static let palette = TestPalette.make([
        ("label", "#000000", "#ffffff"),
        ("secondaryLabel", "#3c3c4399", "#ebebf599"),
        ("background", "#ffffff", "#000000"),
        ("groupedBackground", "#f2f2f7", "#1c1c1e"),
        ("accent", "#0078d7", "#0a84ff"),
        ("red", "#ff3b30", nil), ("green", "#34c759", nil),
    ])

    @Test("every rule in every appearance, translucent colors composited")
    func evaluatesAppearances() {
        let config = TestPalette.config(
            #"{"contrast": [{"foreground": "*abel", "background": ["background", "groupedBackground"]}]}"#)
        let result = Auditor(palette: Self.palette, config: config).run()
        #expect(result.appearances == [.light, .dark])
        #expect(result.contrast.count == 2 * 2 * 2)
        let f = result.contrast.first {
            $0.foreground.name == "secondaryLabel" && $0.background.name == "groupedBackground"
                && $0.appearance == .light
        }!
        // #3c3c43 at 0x99/255 over #f2f2f7, source-over in sRGB floats
        let expected = PairContrast(
            foreground: TestPalette.color("#3c3c4399"), background: TestPalette.color("#f2f2f7")
        ).ratio
        #expect(f.measured == expected && !f.passed && f.required == 4.5)
        #expect(RatioDisplay.string(f.measured) == "3.29")
        #expect(f.cvd.map(\.deficiency) == [.protan, .deutan, .tritan, .achromatopsia])
        #expect(f.foreground.source == SourceLocation(path: "test.json", line: 2))
        #expect(result.hasViolations(strict: false))
    }

    @Test("suggestions pass as written and change only OKLCH lightness")
    func suggestions() throws {
        let config = TestPalette.config(#"{"contrast": [{"foreground": "label", "background": "accent"}]}"#)
        let palette = TestPalette.make([("label", "#ffffff", nil), ("accent", "#0078d7", nil)])
        let f = try #require(Auditor(palette: palette, config: config).run().contrast.first)
        #expect(!f.passed)
        #expect(f.suggestions.count >= 1)
        for s in f.suggestions {
            #expect(s.result >= 4.5)
            let fg = s.side == .foreground ? s.color : TestPalette.color("#ffffff")
            let bg = s.side == .background ? s.color : TestPalette.color("#0078d7")
            #expect(PairContrast(foreground: fg, background: bg).ratio >= 4.5, "suggested \(s.color.hexRGBA)")
            let original = s.side == .foreground ? TestPalette.color("#ffffff") : TestPalette.color("#0078d7")
            // hue kept to within 8-bit quantization (white has no hue to keep)
            if original.oklch.C > 0.05 { #expect(abs(s.color.oklch.h - original.oklch.h) < 2) }
            #expect(s.color.space == .sRGB)
        }
        // The background only needs a small darkening: #0078d7 is 4.4989.
        let bg = try #require(f.suggestions.first { $0.side == .background })
        #expect(bg.lightnessChange < 0 && bg.lightnessChange > -0.02)
    }

    @Test("a translucent background without 'over' is judged over black and white, the worse decides")
    func unknownBackdrop() throws {
        let palette = TestPalette.make([("text", "#000000", nil), ("overlayBackground", "#ffffff80", nil)])
        let config = TestPalette.config(#"{"contrast": [{"foreground": "text", "background": "overlayBackground"}]}"#)
        let f = try #require(Auditor(palette: palette, config: config).run().contrast.first)
        #expect(f.ratioRange != nil && f.measured == f.ratioRange!.lowerBound)
        let withOver = TestPalette.config(
            ##"{"contrast": [{"foreground": "text", "background": "overlayBackground", "over": "#ffffff"}]}"##)
        let g = try #require(Auditor(palette: palette, config: withOver).run().contrast.first)
        #expect(g.ratioRange == nil && abs(g.measured - 21) < 1e-12)
    }

    @Test("distinguishable groups under each deficiency, and near duplicates")
    func distinctness() {
        let palette = TestPalette.make([
            ("red", "#ff3b30", nil), ("green", "#34c759", nil), ("gray", "#808080", nil), ("grey", "#808081", nil),
        ])
        let config = TestPalette.config(
            #"{"distinguishable": [{"colors": ["red", "green"], "minimumDeltaE": 10}], "nearDuplicate": true}"#)
        let result = Auditor(palette: palette, config: config).run()
        let group = result.distinctness.filter { $0.ruleID != "near-duplicate" }
        #expect(group.count == 3)
        let deutan = group.first { $0.deficiency == .deutan }!
        let sim = DistinguishabilityRule.simulator(.deutan)
        let expected = Color(srgb: sim.simulate(TestPalette.color("#ff3b30").srgb)).deltaE2000(
            to: Color(srgb: sim.simulate(TestPalette.color("#34c759").srgb)))
        #expect(abs(deutan.deltaE - expected) < 1e-12)
        let near = result.distinctness.filter { $0.ruleID == "near-duplicate" }
        #expect(near.map { "\($0.first.name)~\($0.second.name)" } == ["gray~grey"])
    }

    @Test("baseline: recorded violations stop failing, new ones still fail")
    func baseline() throws {
        let config = TestPalette.config(#"{"contrast": [{"foreground": "*abel", "background": "background"}]}"#)
        var result = Auditor(palette: Self.palette, config: config).run()
        let baseline = Baseline(recording: result)
        #expect(!baseline.keys.isEmpty)
        let reloaded = try #require(try? JSONParser.parse(baseline.json))
        #expect(reloaded["violations"]?.elements?.count == baseline.keys.count)
        baseline.apply(to: &result)
        #expect(!result.hasViolations(strict: true))
        var worse = Auditor(
            palette: TestPalette.make([
                ("label", "#777777", nil), ("secondaryLabel", "#3c3c4399", "#ebebf599"),
                ("background", "#ffffff", "#000000"),
            ]), config: config
        ).run()
        baseline.apply(to: &worse)
        #expect(worse.violations(strict: false).contrast.map(\.foreground.name) == ["label"])
    }

    @Test("zero config infers text on backgrounds, and separators as non-text")
    func inference() {
        let palette = TestPalette.make([
            ("label", "#000000", nil), ("separator", "#c6c6c8", nil), ("systemBackground", "#ffffff", nil),
            ("onPrimary", "#ffffff", nil), ("primaryContainer", "#0078d7", nil), ("brandRed", "#ff0000", nil),
        ])
        let config = PairInference.config(for: palette)
        let pairs = config.contrast.map {
            "\($0.foreground[0]) \($0.text.rawValue) on \($0.background.map(\.pattern).joined(separator: ","))"
        }
        #expect(
            pairs == [
                "label normal on primaryContainer,systemBackground",
                "onPrimary normal on primaryContainer,systemBackground",
                "separator nonText on primaryContainer,systemBackground",
            ])
        #expect(PairInference.words("secondarySystemBackground") == ["secondary", "system", "background"])
        #expect(
            PairInference.words("Scene/Compose/indicator.button.background") == [
                "scene", "compose", "indicator", "button", "background",
            ])
        #expect(config.contrast.allSatisfy { $0.inferredReason != nil })
        // The last role word decides, across namespace segments.
        #expect(PairInference.role(of: "iconBackgroundColor") == .background)
        #expect(PairInference.role(of: "Colors/Label/primary") == .text)
        #expect(PairInference.role(of: "Colors/TextField/background") == .background)
        #expect(PairInference.role(of: "Scene/Edit History/StatusBackgroundBorder") == .nonText)
        #expect(PairInference.role(of: "onPrimaryContainer") == .text)
        #expect(PairInference.role(of: "Colors/Brand/Blurple") == nil)
    }
}
