import Foundation
import Testing
import LegibleCore
@testable import LegiblePalette

/// Token files that override the same names are layers: one color with a variant per appearance, never two
/// same-named colors; two files that both define a name for one appearance are a warning naming both.
@Suite("Design token layers")
struct TokenLayerTests {
    static func layers(_ relative: String) -> String { TokenFixtures.palette("layers/" + relative) }

    @Test(
        "variant names map to appearances",
        arguments: [
            ("contrast", "lightHighContrast"), ("high-contrast", "lightHighContrast"), ("hc", "lightHighContrast"),
            ("increased-contrast", "lightHighContrast"), ("light-hc", "lightHighContrast"),
            ("hc-light", "lightHighContrast"),
            ("dark-hc", "darkHighContrast"), ("dark-contrast", "darkHighContrast"),
            ("high-contrast-dark", "darkHighContrast"),
            ("night", "dark"), ("Dark", "dark"), ("day", "light"),
        ])
    func variantNames(name: String, expected: String) {
        #expect(TokenTheme.appearance(named: name)?.rawValue == expected)
        #expect(TokenTheme.folderMarker("tokens/variants/\(name)/theme.json")?.appearance.rawValue == expected)
    }

    @Test("base theme.json + variants/dark + variants/contrast: one color per name, a variant per appearance")
    func variantFolders() throws {
        let palette = TokenFixtures.readFolder(Self.layers("variant-folders"))
        #expect(palette.diagnostics.isEmpty, "\(palette.diagnostics)")
        #expect(palette.colors.map(\.name) == ["color.canvas", "color.text"])
        let text = try #require(palette.tokenColor("color.text"))
        #expect(text.appearances == [.light, .dark, .lightHighContrast])
        #expect(palette.hex("color.text", .light) == "#1a1a1aff")
        #expect(palette.hex("color.text", .dark) == "#f0f0f0ff")
        #expect(palette.hex("color.text", .lightHighContrast) == "#000000ff")
        #expect(palette.hex("color.canvas", .dark) == "#121212ff")
    }

    @Test("light.json + light.dark.json: one color with light and dark")
    func dottedDarkLayer() throws {
        let palette = TokenFixtures.readFolder(Self.layers("dotted"))
        #expect(palette.diagnostics.isEmpty, "\(palette.diagnostics)")
        #expect(palette.colors.map(\.name) == ["bg", "fg"])
        #expect(palette.hex("fg", .light) == "#222222ff")
        #expect(palette.hex("fg", .dark) == "#eeeeeeff")
    }

    @Test("a themed file replaces the alias-derived value of the unthemed base in its appearance")
    func themedOverridesBase() throws {
        let palette = TokenFixtures.readFolder(Self.layers("override"))
        #expect(palette.diagnostics.isEmpty, "\(palette.diagnostics)")
        #expect(palette.colors.filter { $0.name == "surface" }.count == 1)
        #expect(palette.hex("surface", .light) == "#f5f5f5ff")
        #expect(palette.hex("surface", .dark) == "#202020ff")
        #expect(palette.hex("ink", .dark) == "#e8e8e8ff")
    }

    @Test("two files defining one name for one appearance: a warning naming both files")
    func conflict() throws {
        let palette = TokenFixtures.readFolder(Self.layers("conflict"))
        let warnings = palette.warnings
        #expect(warnings.count == 1, "\(warnings)")
        let w = try #require(warnings.first)
        #expect(w.location.path.hasSuffix("conflict/brand.json") && w.location.line == 3)
        #expect(w.message.contains("conflict/colors.json:3"), "\(w.message)")
        #expect(w.message.contains("color.accent") && w.message.contains("light"), "\(w.message)")
    }
}
