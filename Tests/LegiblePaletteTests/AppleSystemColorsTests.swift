import LegibleCore
import Testing
@testable import LegiblePalette

/// The built-in system color table (shared/docs/system-colors.md) and system color references in catalogs
/// (`Fixtures/palettes/xcassets/SystemColors.xcassets`).
@Suite struct AppleSystemColorsTests {
    typealias F = AssetCatalogFixtures

    @Test func iOS13TableHas36UniqueColors() {
        #expect(AppleSystemColors.iOS13.count == 36)
        #expect(Set(AppleSystemColors.iOS13.map(\.name)).count == 36)
        #expect(AppleSystemColors.iOS.count == 38)      // 20 element colors + 18 HIG standard colors
        #expect(AppleSystemColors.macOS.count == 13)
    }

    // Rows from shared/docs/system-colors.md: selector, platform, light (r, g, b, alpha), dark (r, g, b, alpha).
    static let resolutions: [(selector: String, platform: String?, light: (SRGB8, Double), dark: (SRGB8, Double))] = [
        ("systemBackgroundColor", "ios", (F.rgb(255, 255, 255), 1), (F.rgb(0, 0, 0), 1)),
        ("secondaryLabelColor", "ios", (F.rgb(60, 60, 67), 0.6), (F.rgb(235, 235, 245), 0.6)),
        ("quaternaryLabelColor", "ios", (F.rgb(60, 60, 67), 0.18), (F.rgb(235, 235, 245), 0.16)),
        ("separatorColor", "ios", (F.rgb(60, 60, 67), 0.29), (F.rgb(84, 84, 88), 0.6)),
        ("linkColor", "ios", (F.rgb(0, 122, 255), 1), (F.rgb(9, 132, 255), 1)),
        ("labelColor", "universal", (F.rgb(0, 0, 0), 1), (F.rgb(255, 255, 255), 1)),
        ("systemGray2Color", "XR", (F.rgb(174, 174, 178), 1), (F.rgb(99, 99, 102), 1)),
        ("systemTealColor", "ios", (F.rgb(48, 176, 199), 1), (F.rgb(64, 200, 224), 1)),     // current HIG, not iOS 13
        ("systemMintColor", "ios", (F.rgb(0, 199, 190), 1), (F.rgb(102, 212, 207), 1)),
        ("systemGreenColor", "ios", (F.rgb(52, 199, 89), 1), (F.rgb(48, 209, 88), 1)),
        ("systemGreenColor", "osx", (F.rgb(40, 205, 65), 1), (F.rgb(50, 215, 75), 1)),
        ("systemGrayColor", "osx", (F.rgb(142, 142, 147), 1), (F.rgb(152, 152, 157), 1)),
        ("systemRedColor", nil, (F.rgb(255, 59, 48), 1), (F.rgb(255, 69, 58), 1)),
    ]

    @Test(arguments: resolutions)
    func resolvesFromTheTable(_ row: (selector: String, platform: String?, light: (SRGB8, Double), dark: (SRGB8, Double))) throws {
        let reference = SystemColorReference(platform: row.platform, name: row.selector)
        for (appearance, expected) in [(Appearance.light, row.light), (.dark, row.dark)] {
            let color = try #require(AppleSystemColors.resolve(reference, in: appearance))
            #expect(color == Color(expected.0, alpha: expected.1), "\(row.selector) \(appearance)")
        }
    }

    // Increased-contrast values (Fixtures/reference/apple-increased-contrast.md: two transcriptions of the HIG agree):
    // selector, platform, light high contrast, dark high contrast; nil where no value is agreed or none is published
    // in the sources (element colors, macOS), which must never fall back to the normal value.
    static let increasedContrast: [(selector: String, platform: String?, light: String?, dark: String?)] = [
        ("systemRedColor", "ios", "#d70015ff", "#ff6961ff"),
        ("systemBlueColor", "ios", "#0040ddff", "#409cffff"),
        ("systemGreenColor", "ios", "#248a3dff", nil),
        ("systemIndigoColor", "ios", nil, "#7d7affff"),
        ("systemGray6Color", "universal", "#ebebf0ff", "#242426ff"),
        ("systemYellowColor", "ios", nil, nil),
        ("systemBackgroundColor", "ios", nil, nil),
        ("labelColor", "ios", nil, nil),
        ("systemRedColor", "osx", nil, nil),
    ]

    @Test(arguments: increasedContrast)
    func increasedContrastSlots(_ row: (selector: String, platform: String?, light: String?, dark: String?)) {
        let reference = SystemColorReference(platform: row.platform, name: row.selector)
        #expect(AppleSystemColors.resolve(reference, in: .lightHighContrast)?.hexRGBA == row.light)
        #expect(AppleSystemColors.resolve(reference, in: .darkHighContrast)?.hexRGBA == row.dark)
    }

    @Test func theCatalogAccentColorTakesTheIncreasedContrastBlue() {
        #expect(AppleSystemColors.resolve(AppleSystemColors.defaultAccentReference, in: .darkHighContrast)?.hexRGBA == "#409cffff")
    }

    @Test func watchOSHasOneValueInEveryAppearance() {
        let reference = SystemColorReference(platform: "watchos", name: "systemGreenColor")
        for appearance in [Appearance.light, .dark, .lightHighContrast, .darkHighContrast] {
            #expect(AppleSystemColors.resolve(reference, in: appearance)?.srgb8 == F.rgb(4, 222, 113))
        }
        #expect(AppleSystemColors.resolve(SystemColorReference(platform: "watchos", name: "labelColor"), in: .light) == nil)
    }

    @Test(arguments: [("quaternaryLabelColor", "osx"), ("labelColor", "osx"), ("separatorColor", nil),
                      ("alternatingContentBackgroundColor", nil), ("systemGray2Color", "osx"), ("systemRedColor", "tvos"),
                      ("systemRed", "ios")] as [(String, String?)])
    func unknownNamesAreNotGuessed(_ row: (String, String?)) {
        #expect(AppleSystemColors.resolve(SystemColorReference(platform: row.1, name: row.0), in: .light) == nil)
    }

    @Test func iOS13ElementColorsAreStillCurrent() {
        for row in AppleSystemColors.iOS13.prefix(20) {
            let reference = SystemColorReference(platform: "ios", name: row.name + "Color")
            #expect(AppleSystemColors.resolve(reference, in: .light) == row.light)
            #expect(AppleSystemColors.resolve(reference, in: .dark) == row.dark)
        }
    }

    @Test func catalogReferencesResolvePerAppearance() throws {
        let palette = AssetCatalogReader.read(catalog: F.systemColors)
        let background = try #require(palette.color(named: "iosBackground"))
        #expect(background.appearances == [.light, .dark, .lightHighContrast, .darkHighContrast])
        #expect(background.variants.map { $0.color?.hexRGBA } == ["#ffffffff", "#000000ff", nil, nil])
        #expect(background.variants.first?.value
                == .system(SystemColorReference(platform: "ios", name: "systemBackgroundColor"), resolved: .white))
        #expect(palette.color(named: "xrGray2")?.variant(for: .dark)?.color?.srgb8 == F.rgb(99, 99, 102))
        #expect(palette.color(named: "osxGreen")?.variant(for: .light)?.color?.srgb8 == F.rgb(40, 205, 65))
        #expect(palette.color(named: "iosGreen")?.variant(for: .light)?.color?.srgb8 == F.rgb(52, 199, 89))
        // A reference in Any without a Dark entry is dynamic: its dark value applies in dark mode.
        let red = try #require(palette.color(named: "noPlatformRed"))
        #expect(red.variants.map(\.appearance) == [.light, .dark])
        #expect(red.variant(for: .dark)?.color?.srgb8 == F.rgb(255, 69, 58))
    }

    /// The last two path components (`x.colorset/Contents.json`), for readable expectations.
    static func lastTwo(_ path: String) -> String { path.split(separator: "/").suffix(2).joined(separator: "/") }

    @Test func unresolvedReferencesStayWithAWarning() throws {
        let palette = AssetCatalogReader.read(catalog: F.systemColors)
        let separator = try #require(palette.color(named: "osxTimelineSeparator")?.variant(exactly: .dark))
        #expect(separator.value == .system(SystemColorReference(platform: "osx", name: "quaternaryLabelColor"), resolved: nil))
        #expect(separator.color == nil)
        let messages = palette.diagnostics.map { "\(Self.lastTwo($0.location.path)):\($0.location.line): \($0.severity.rawValue): \($0.message)" }
        #expect(messages == [
            "iosBackground.colorset/Contents.json:23: warning: system color 'systemBackgroundColor' has no increased-contrast value in Legible's table; this light high contrast slot is not checked (its normal value would not be what runs)",
            "iosBackground.colorset/Contents.json:36: warning: system color 'systemBackgroundColor' has no increased-contrast value in Legible's table; this dark high contrast slot is not checked (its normal value would not be what runs)",
            "noPlatformSeparator.colorset/Contents.json:3: warning: system color 'separatorColor' (no platform; read as macOS) is not in Legible's table; it is not checked",
            "osxTimelineSeparator.colorset/Contents.json:13: warning: system color 'quaternaryLabelColor' (platform osx) is not in Legible's table; it is not checked",
            "unknownPlatform.colorset/Contents.json:3: warning: system color 'systemRedColor' (platform tvos) is not in Legible's table; it is not checked",
        ])
    }
}
