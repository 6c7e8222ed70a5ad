import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A style resolved against a palette in the SwiftUI environment (`.foregroundStyle(.schemeSecondaryText)`, a
/// `ShapeStyle` whose color is a key path or closure into the palette, issue 29): a variant per declared palette.
@Suite("Swift views: styles read off the environment's palette")
struct SwiftPaletteStyleViewTests {
    static let folder = TestPaths.fixture("code-themes/PaletteStyles")
    static let scan = UsageLoader().load([folder], palette: PaletteLoader().load([folder]))

    func values(_ line: Int) -> [String: String] {
        let pair = Self.scan.pairs.first {
            $0.site.location.line == line && $0.site.location.path.hasSuffix("ProfileHeader.swift")
        }
        guard case .inline(let c)? = pair?.foreground else { return [:] }
        var out: [String: String] = [:]
        for v in c.variants { out[v.appearance.rawValue] = v.color?.hexRGB }
        return out
    }

    @Test func aKeyPathStyleIsReadInEveryPalette() {
        // `\.text.secondary`: the standard palette's `.secondary` follows the system; mocha's is fixed.
        let secondary = values(9)
        #expect(secondary["theme:mocha"] == "#b39980", "\(secondary)")
        #expect(secondary["light"] != nil && secondary["dark"] != nil, "\(secondary)")
        #expect(secondary.count == 3, "\(secondary)")
    }

    @Test func aClosureStyleIsReadInEveryPalette() {
        // `SchemeColor(key:) { $0.accent }`.
        let accent = values(11)
        #expect(accent["theme:mocha"] == "#e6994d", "\(accent)")
        // The standard palette's `.blue` is the system blue, light and dark.
        #expect(accent["light"] != nil && accent["dark"] != nil && accent.count == 3, "\(accent)")
    }

    @Test func aDarkPaletteIsADarkTheme() throws {
        let pair = try #require(
            Self.scan.pairs.first {
                $0.site.location.line == 9 && $0.site.location.path.hasSuffix("ProfileHeader.swift")
            })
        guard case .inline(let c) = pair.foreground else {
            Issue.record("not an inline color")
            return
        }
        #expect(c.variants.first { $0.appearance.rawValue == "theme:mocha" }?.appearance.isDark == true)
        // Under the text is the scene's default, which has no value in the mocha palette: not asserted.
        #expect(pair.review != nil)
    }
}
