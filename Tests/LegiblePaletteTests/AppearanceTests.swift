import Testing
import LegiblePalette

@Suite("Appearances: platform, legacy and themes")
struct AppearanceTests {
    @Test(arguments: [
        ("light", "light"), ("Dark", "dark"), ("light-high-contrast", "lightHighContrast"),
        ("darkHighContrast", "darkHighContrast"),
        ("legacy", "legacy"), ("theme:sepia", "theme:sepia"), ("theme:Dark", "dark"),
    ])
    func parses(raw: String, expected: String) {
        #expect(Appearance(rawValue: raw)?.rawValue == expected)
    }

    @Test(arguments: ["", "theme:", "dusk", "lightish"])
    func rejects(raw: String) {
        #expect(Appearance(rawValue: raw) == nil)
    }

    /// Variant and theme names that stand for platform appearances (Style Dictionary / DTCG practice).
    @Test(arguments: [
        ("night", "dark"), ("contrast", "lightHighContrast"), ("high-contrast", "lightHighContrast"),
        ("hc", "lightHighContrast"),
        ("increased-contrast", "lightHighContrast"), ("dark-hc", "darkHighContrast"),
        ("dark_contrast", "darkHighContrast"),
    ])
    func platformNames(name: String, expected: String) {
        #expect(Appearance.platform(named: name)?.rawValue == expected)
        #expect(Appearance.theme(name).rawValue == expected)
    }

    @Test func orderAndFallbacks() {
        let black = Appearance.theme("black", isDark: true)
        let sepia = Appearance.theme("sepia")
        let sorted = [sepia, .legacy, black, .darkHighContrast, .light].sorted()
        #expect(sorted.map(\.rawValue) == ["light", "darkHighContrast", "legacy", "theme:black", "theme:sepia"])
        #expect(black.fallbacks == [black, .dark, .light])
        #expect(sepia.fallbacks == [sepia, .light])
        #expect(Appearance.legacy.fallbacks == [.legacy, .light])
        // Identity is the raw value: a theme parsed from a config equals the palette's own, which knows it is dark.
        #expect(Appearance(rawValue: "theme:black") == black)
        #expect(sepia.label == "theme sepia")
    }

    @Test func themeVariantFallsBackToLight() {
        let sepia = Appearance.theme("sepia")
        let source = SourceLocation(path: "Theme.swift", line: 3)
        let color = NamedColor(
            name: "text", origin: "Theme.swift",
            variants: [
                ColorVariant(appearance: .light, value: .color(.white), source: source)
            ])
        #expect(color.variant(for: sepia)?.appearance == .light)
        #expect(color.variant(for: .legacy)?.appearance == .light)
    }
}
