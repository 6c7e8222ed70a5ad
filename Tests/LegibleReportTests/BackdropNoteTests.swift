import Testing
import LegibleCore
import LegiblePalette
@testable import LegibleAudit
@testable import LegibleReport

/// A translucent background is measured over something: the rule's `over`, or the worse of black and white when
/// nothing says what is under it. Every table that prints the number says which, next to it (issue "Real
/// projects read right": today light mode composited over black without a word).
@Suite("reports: the backdrop under a translucent background is named next to the number")
struct BackdropNoteTests {
    static let entries: [(String, String, String?)] = [
        ("text", "#333333", "#eeeeee"),
        ("veil", "#00000022", "#ffffff22"),
        ("card", "#ffffff", "#1c1c1e"),
        ("page", "#f2f2f7", "#000000"),
    ]

    static func result(_ config: String) -> AuditResult {
        Auditor(palette: Fixture.palette(entries), config: Fixture.config(config)).run()
    }

    @Test("without over: the worse of black and white is named, per appearance")
    func unknownBackdrop() throws {
        let result = Self.result(#"{"contrast": [{"foreground": "text", "background": "veil"}]}"#)
        let light = try #require(result.contrast.first { $0.appearance == .light })
        let dark = try #require(result.contrast.first { $0.appearance == .dark })
        // #333 text under a 13% black veil: over black the veil stays near black, the worse backdrop.
        #expect(light.backdrop == .black)
        #expect(Display.backdropNote(light) == " over black (the worse of black and white)")
        // #eee text under a 13% white veil: over white is the worse.
        #expect(dark.backdrop == .white)
        #expect(Display.backdropNote(dark) == " over white (the worse of black and white)")
        // The text report's row shows the pair's worse appearance, with its note.
        let text = LegibleReport.render(result, as: .text, options: ReportOptions())
        let worse = light.measured / light.required <= dark.measured / dark.required ? light : dark
        #expect(text.contains(Display.measured(worse.measured, worse.rule) + Display.backdropNote(worse)), "\(text)")
        let markdown = LegibleReport.render(result, as: .markdown, options: ReportOptions())
        #expect(markdown.contains("over white (the worse of black and white)"))
    }

    @Test("with over: the rule's backdrop is named; an opaque background gets no note")
    func namedBackdrop() throws {
        let result = Self.result(
            #"{"contrast": [{"foreground": "text", "background": "veil", "over": "page"}, {"foreground": "text", "background": "card"}]}"#
        )
        let veiled = try #require(result.contrast.first { $0.background.name == "veil" && $0.appearance == .light })
        let opaque = try #require(result.contrast.first { $0.background.name == "card" && $0.appearance == .light })
        #expect(Display.backdropNote(veiled) == " over page")
        #expect(Display.backdropNote(opaque) == "")
        #expect(Display.measuredWithNotes(opaque) == Display.measured(opaque.measured, opaque.rule))
        let text = LegibleReport.render(result, as: .text, options: ReportOptions())
        #expect(text.contains(" over page"))
        #expect(!text.contains("the worse of black and white"))
    }

    /// Issue "Real projects read right": a translucent background with no `over` lies on the appearance's own base
    /// background when the palette says what it is: iOS's systemBackground for colors from an asset catalog.
    @Test("catalog colors without over: the appearance's base background, named")
    func baseBackgroundOfAnApplePalette() throws {
        let palette = Fixture.palette(
            Self.entries, path: "App/Assets.xcassets/x.colorset/Contents.json", origin: "App/Assets.xcassets")
        let result = Auditor(
            palette: palette, config: Fixture.config(#"{"contrast": [{"foreground": "text", "background": "veil"}]}"#)
        ).run()
        let light = try #require(result.contrast.first { $0.appearance == .light })
        let dark = try #require(result.contrast.first { $0.appearance == .dark })
        #expect(
            light.baseBackground == "systemBackground" && light.backdrop?.hexRGB == "#ffffff" && light.ratioRange == nil
        )
        #expect(dark.baseBackground == "systemBackground" && dark.backdrop?.hexRGB == "#000000")
        #expect(Display.backdropNote(light) == " over systemBackground (the light base background)")
        // #333 under a 13% black veil over white: ≈ #dedede behind the text, not near-black.
        #expect(
            abs(
                light.ratio
                    - PairContrast(
                        foreground: Fixture.color("#333333"), background: Fixture.color("#00000022"), over: .white
                    ).ratio) < 1e-12)
        // Tokens (the default fixture path) say nothing about their base: the worse of black and white.
        let tokens = Self.result(#"{"contrast": [{"foreground": "text", "background": "veil"}]}"#)
        #expect(tokens.contrast.allSatisfy { $0.baseBackground == nil && $0.ratioRange != nil })
        // A rule's own `over` wins.
        let over = Auditor(
            palette: palette,
            config: Fixture.config(#"{"contrast": [{"foreground": "text", "background": "veil", "over": "page"}]}"#)
        ).run()
        #expect(over.contrast.allSatisfy { $0.baseBackground == nil })
    }
}
