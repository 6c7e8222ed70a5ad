import Testing
import LegibleCore
@testable import LegiblePalette

/// Dynamic colors, compatibility fallbacks and themes.
@Suite struct SwiftColorReaderDynamicTests {
    typealias F = SwiftPaletteFixture

    func appearances(_ name: String) -> [String] {
        F.palette.color(named: name)?.variants.map(\.appearance.rawValue).sorted() ?? []
    }

    @Test(arguments: [
        ("Dynamic.provider", "#f3f3f3ff", "#131313ff"), // UIColor(dynamicProvider:) with if/else
        ("Dynamic.trailing", "#1a1a33ff", "#e6e6ffff"), // UIColor { traits in … ? … : … }
        ("Dynamic.wrapped", "#ffffffff", "#000000ff"), // static func dynamic(light:dark:) followed
        ("Dynamic.swiftUI", "#333333ff", "#ccccccff"), // Color(light:dark:) helper
        ("Dynamic.mac", "#dadadaff", "#212121ff"), // NSColor(name:) { appearance in bestMatch }
    ])
    func lightAndDark(_ name: String, _ light: String, _ dark: String) {
        #expect(F.hex(name) == light)
        #expect(F.hex(name, .dark) == dark)
    }

    @Test func dynamicVariantsPointAtTheirOwnInitializers() {
        let provider = F.palette.color(named: "Dynamic.provider")
        #expect(provider?.variant(exactly: .light)?.source.line == 28)
        #expect(provider?.variant(exactly: .dark)?.source.line == 26)
    }

    @Test func accessibilityContrastMakesHighContrastAppearances() {
        #expect(appearances("Dynamic.contrast") == ["dark", "darkHighContrast", "light", "lightHighContrast"])
        #expect(F.hex("Dynamic.contrast") == "#4b4b4bff")
        #expect(F.hex("Dynamic.contrast", .dark) == "#cdcdcdff")
        #expect(F.hex("Dynamic.contrast", .lightHighContrast) == "#000000ff")
        #expect(F.hex("Dynamic.contrast", .darkHighContrast) == "#ffffffff")
        // No high-contrast branch: no high-contrast variants.
        #expect(appearances("Dynamic.provider") == ["dark", "light"])
    }

    @Test func availabilityFallbackIsTheLegacyVariant() throws {
        let text = try #require(F.palette.color(named: "Legacy.text"))
        #expect(text.appearances == [.light, .dark, .legacy])
        #expect(
            text.variant(exactly: .light)?.value
                == .system(SystemColorReference(platform: "ios", name: "labelColor"), resolved: .black))
        #expect(text.variant(exactly: .legacy)?.color?.hexRGBA == "#1a1a1aff")
        #expect(text.variant(exactly: .legacy)?.source.line == 9)
        // if/else form, in an immediately run closure.
        #expect(F.hex("Legacy.background", .legacy) == "#ffffffff")
        #expect(
            F.palette.color(named: "Legacy.background")?.variant(exactly: .legacy)?.value
                == .color(Color(space: .sRGB, components: [1, 1, 1])))
    }

    @Test func structThemesMakeOneAppearancePerTheme() throws {
        let text = try #require(F.palette.color(named: "ReaderTheme.text"))
        #expect(text.appearances == [.light, .dark, .theme("sepia")])
        #expect(text.variant(exactly: .theme("sepia"))?.color?.hexRGBA == "#5e422bff")
        #expect(text.variant(exactly: .dark)?.color?.hexRGBA == "#e6e6e6ff")
        // Sepia's background is light: a light theme.
        #expect(
            F.palette.color(named: "ReaderTheme.background")?.variant(exactly: .theme("sepia"))?.appearance.isDark
                == false)
        // The theme instances are not colors themselves.
        #expect(F.palette.color(named: "ReaderTheme.sepia") == nil)
    }

    @Test func enumThemesSwitchingOnSelf() throws {
        let accent = try #require(F.palette.color(named: "AppTheme.accent"))
        #expect(
            accent.variants.map(\.appearance.rawValue).sorted() == ["theme:midnight", "theme:paper", "theme:standard"])
        let midnight = try #require(accent.variants.first { $0.appearance.rawValue == "theme:midnight" })
        #expect(midnight.appearance.isDark) // by its name
        #expect(midnight.color?.hexRGBA == "#6699ffff")
        #expect(accent.variants.first { $0.appearance.rawValue == "theme:paper" }?.color?.hexRGBA == "#009edcff")
    }
}
