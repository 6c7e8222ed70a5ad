import Foundation
import Testing
import LegibleCore
import LegiblePalette
import LegibleUsage
@testable import LegibleReport

/// `legible pairs`: what the appearances column says, and the values JSON gives for palette colors (hand-check of
/// NewPipe's pairs: theme-invariant pairs read "appearances: light", palette colors had no values in JSON).
@Suite struct PairsReportCoverageTests {
    static let palette = Fixture.palette([
        ("ink", "#222222", nil), ("paper", "#fafafa", nil), ("title", "#111111", "#f0f0f0"),
    ])

    static func scan(_ fg: String, _ bg: String, appearances: [Appearance]? = nil) -> UsageScan {
        let site = UsageSite(
            location: SourceLocation(path: "res/layout/a.xml", line: 3), elementID: "@+id/t", elementClass: "TextView")
        return UsageScan(
            pairs: [
                ObservedPair(
                    foreground: .named(fg), background: .named(bg), role: .text(large: false), site: site,
                    evidence: "test", appearances: appearances)
            ], elementsWithTextColor: 1, filesRead: 1)
    }

    @Test func colorsWithOneValueApplyInEveryAppearance() {
        let text = PairsReport.render(Self.scan("ink", "paper"), palette: Self.palette, as: .text)
        #expect(text.contains("  text; appearances: every appearance (one value); 1 site\n"))
        let markdown = PairsReport.render(Self.scan("ink", "paper"), palette: Self.palette, as: .markdown)
        #expect(markdown.contains("| every appearance (one value) |"))
    }

    @Test func aVaryingColorListsItsAppearances() {
        #expect(
            PairsReport.render(Self.scan("title", "paper"), palette: Self.palette, as: .text).contains(
                "appearances: light, dark;"))
        // A pair restricted to the themes that resolve it keeps its list, even a single one.
        #expect(
            PairsReport.render(Self.scan("ink", "paper", appearances: [.light]), palette: Self.palette, as: .text)
                .contains("appearances: light;"))
    }

    @Test func jsonGivesThePaletteColorsValues() throws {
        let json = PairsReport.render(Self.scan("title", "paper"), palette: Self.palette, as: .json)
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let pair = try #require((doc["pairs"] as? [[String: Any]])?.first)
        #expect(
            (pair["foreground"] as? [String: Any])?["values"] as? [String: String] == [
                "light": "#111111", "dark": "#f0f0f0",
            ])
        #expect((pair["background"] as? [String: Any])?["values"] as? [String: String] == ["light": "#fafafa"])
    }

    @Test func theStateAPairIsShownInIsInEveryFormat() throws {
        var scan = Self.scan("title", "paper")
        scan.pairs[0].condition = "when isUnread"
        #expect(
            PairsReport.render(scan, palette: Self.palette, as: .text).contains(
                "res/layout/a.xml:3 TextView @+id/t [when isUnread]: test"))
        #expect(PairsReport.render(scan, palette: Self.palette, as: .markdown).contains("when isUnread"))
        let json = PairsReport.render(scan, palette: Self.palette, as: .json)
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let site = try #require(((doc["pairs"] as? [[String: Any]])?.first?["sites"] as? [[String: Any]])?.first)
        #expect(site["condition"] as? String == "when isUnread")
    }
}
