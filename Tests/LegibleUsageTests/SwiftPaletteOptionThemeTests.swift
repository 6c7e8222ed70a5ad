import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Every palette a SwiftUI app's user can pick, each in the appearances it can be drawn in (issue 29): a palette
/// built by changing a copy of another, a palette whose colors adapt (system colors, `Color(light:dark:)`) in a
/// light and a dark variant, a palette dark even in light as one dark theme, and a view reading the palette from
/// `@Environment(\.skin)`.
@Suite("Swift views: palettes chosen in code, per appearance")
struct SwiftPaletteOptionThemeTests {
    static let folder = TestPaths.fixture("swiftui-themes-in-code/Palettes")
    static let scan = UsageLoader().load([folder], palette: PaletteLoader().load([folder]))

    func pair(_ line: Int, _ file: String) -> ObservedPair? {
        Self.scan.pairs.first { $0.site.location.line == line && $0.site.location.path.hasSuffix(file) }
    }

    func values(_ color: ObservedColor?) -> [String: String] {
        guard case .inline(let c)? = color else { return [:] }
        var out: [String: String] = [:]
        for v in c.variants { out[v.appearance.rawValue] = v.color?.hexRGB }
        return out
    }

    @Test func aPaletteBuiltFromACopyIsATheme() throws {
        // `ink` is `classic` with black surfaces, set in an immediately run closure: dark, its text white.
        let row = try #require(pair(8, "ArticleRow.swift"))
        #expect(values(row.foreground)["theme:ink"] == "#ffffff", "\(values(row.foreground))")
        #expect(values(row.background)["theme:ink"] == "#000000", "\(values(row.background))")
        guard case .inline(let c) = row.foreground else { return }
        #expect(c.variants.first { $0.appearance.rawValue == "theme:ink" }?.appearance.isDark == true)
    }

    @Test func anAdaptivePaletteHasALightAndADarkTheme() throws {
        let row = try #require(pair(8, "ArticleRow.swift"))
        let text = values(row.foreground)
        let under = values(row.background)
        // `Color(light:dark:)` through a `UIColor { traits in … }` provider.
        #expect(text["theme:parchment-light"] == "#664d33" && text["theme:parchment-dark"] == "#e6d9b3", "\(text)")
        #expect(under["theme:parchment-light"] == "#fff7e0" && under["theme:parchment-dark"] == "#33261a", "\(under)")
        // System colors only.
        #expect(text["theme:grayscale-light"] == "#000000" && text["theme:grayscale-dark"] == "#ffffff", "\(text)")
        #expect(under["theme:grayscale-light"] == "#ffffff" && under["theme:grayscale-dark"] == "#000000", "\(under)")
        #expect(text["theme:parchment"] == nil && text["theme:grayscale"] == nil, "\(text)")
    }

    @Test func aFixedDarkPaletteIsOneDarkTheme() throws {
        let row = try #require(pair(8, "ArticleRow.swift"))
        #expect(values(row.foreground)["theme:vampire"] == "#f7f7f2")
        #expect(values(row.background)["theme:vampire"] == "#292936")
        #expect(values(row.foreground).keys.filter { $0.hasPrefix("theme:vampire") }.count == 1)
        #expect(row.appearances?.count == 8, "\(row.appearances ?? [])")
        #expect(row.review == nil, "\(row.review.map(\.detail) ?? "")")
    }

    @Test func anEnvironmentPaletteIsReadInEveryPalette() throws {
        // `@Environment(\.skin) var skin` with `skin.text.secondary` on `skin.surface.secondary`.
        let footer = try #require(pair(9, "ArticleFooter.swift"))
        let text = values(footer.foreground)
        let under = values(footer.background)
        #expect(text["theme:vampire"] == "#667399" && text["theme:parchment-light"] == "#80664d", "\(text)")
        #expect(under["theme:ink"] == "#000000" && under["theme:grayscale-light"] == "#f2f2f7", "\(under)")
        #expect(text.count == 8 && under.count == 8)
        #expect(footer.review == nil, "\(footer.review.map(\.detail) ?? "")")
    }
}
