import LegibleCore
import Testing
@testable import LegiblePalette
@testable import LegiblePaletteModel

/// The built-in system color table (values: `AppleSystemColorReferenceTests`) and system color references in catalogs
/// (`Fixtures/palettes/xcassets/SystemColors.xcassets`).
@Suite struct AppleSystemColorsTests {
    typealias F = AssetCatalogFixtures

    @Test func compatibilityViewsOfTheTable() {
        #expect(AppleSystemColors.iOS13.count == 36) // 18 element colors, 16 standard colors, darkText, lightText
        #expect(Set(AppleSystemColors.iOS13.map(\.name)).count == 36)
        #expect(AppleSystemColors.iOS.count == 36) // iOS 26: 18 element colors, 18 standard colors (mint, cyan added)
        #expect(AppleSystemColors.macOS.contains { $0.name == "label" && $0.dark.alpha8 == 216 })
    }

    // Catalog platform values map to the table of their platform: `universal` and `XR` to iOS, none to macOS.
    static let platformMapping: [(selector: String, platform: String?, table: String)] = [
        ("labelColor", "universal", "ios"),
        ("systemGray2Color", "XR", "ios"),
        ("systemRedColor", nil, "osx"),
        ("windowBackgroundColor", nil, "osx"),
    ]

    @Test(arguments: platformMapping)
    func platformsMapToTheirTable(_ row: (selector: String, platform: String?, table: String)) throws {
        for appearance in Appearance.allCases {
            let mapped = AppleSystemColors.resolve(
                SystemColorReference(platform: row.platform, name: row.selector), in: appearance)
            #expect(
                mapped
                    == AppleSystemColors.resolve(
                        SystemColorReference(platform: row.table, name: row.selector), in: appearance))
        }
        #expect(
            AppleSystemColors.resolve(SystemColorReference(platform: row.platform, name: row.selector), in: .light)
                != nil)
    }

    // Increase Contrast: the reference's value, or nil where it has none (iOS 26 element colors) or its sources
    // disagree without a recommendation (iOS 13–18 light systemYellow); never the normal value.
    @Test func increasedContrastSlots() {
        let yellow = SystemColorReference(platform: "ios", name: "systemYellowColor")
        #expect(AppleSystemColors.resolve(yellow, in: .lightHighContrast, os: AppleOSVersion(16)) == nil)
        #expect(AppleSystemColors.resolve(yellow, in: .darkHighContrast, os: AppleOSVersion(16)) != nil)
        #expect(
            AppleSystemColors.resolve(SystemColorReference(platform: "ios", name: "labelColor"), in: .darkHighContrast)
                == nil)
        #expect(
            AppleSystemColors.resolve(
                SystemColorReference(platform: "ios", name: "labelColor"), in: .darkHighContrast, os: AppleOSVersion(18)
            ) != nil)
        let red = SystemColorReference(platform: "osx", name: "systemRedColor")
        #expect(AppleSystemColors.resolve(red, in: .lightHighContrast) != AppleSystemColors.resolve(red, in: .light))
    }

    @Test func theCatalogAccentColorTakesTheIncreasedContrastBlue() {
        let blue = AppleSystemColors.resolve(
            SystemColorReference(platform: "ios", name: "systemBlueColor"), in: .darkHighContrast)
        #expect(
            blue != nil
                && AppleSystemColors.resolve(AppleSystemColors.defaultAccentReference, in: .darkHighContrast) == blue)
    }

    @Test func watchOSHasOneValueInEveryAppearance() {
        let reference = SystemColorReference(platform: "watchos", name: "systemGreenColor")
        for appearance in [Appearance.light, .dark, .lightHighContrast, .darkHighContrast] {
            #expect(AppleSystemColors.resolve(reference, in: appearance)?.srgb8 == F.rgb(4, 222, 113))
        }
        #expect(
            AppleSystemColors.resolve(SystemColorReference(platform: "watchos", name: "labelColor"), in: .light) == nil)
    }

    @Test(
        arguments: [
            ("alternatingContentBackgroundColor", nil), ("systemGray2Color", "osx"), ("systemFillColor", "osx"),
            ("systemRedColor", "tvos"), ("systemRed", "ios"),
        ] as [(String, String?)])
    func unknownNamesAreNotGuessed(_ row: (String, String?)) {
        #expect(AppleSystemColors.resolve(SystemColorReference(platform: row.1, name: row.0), in: .light) == nil)
    }

    @Test func catalogReferencesResolvePerAppearance() throws {
        let palette = AssetCatalogReader.read(catalog: F.systemColors)
        let background = try #require(palette.color(named: "iosBackground"))
        #expect(background.appearances == [.light, .dark, .lightHighContrast, .darkHighContrast])
        #expect(background.variants.map { $0.color?.hexRGBA } == ["#ffffffff", "#000000ff", nil, nil])
        #expect(
            background.variants.first?.value
                == .system(SystemColorReference(platform: "ios", name: "systemBackgroundColor"), resolved: .white))
        #expect(palette.color(named: "xrGray2")?.variant(for: .dark)?.color?.srgb8 == F.rgb(99, 99, 102))
        #expect(
            palette.color(named: "osxGreen")?.variant(for: .light)?.color
                == AppleSystemColors.resolve(
                    SystemColorReference(platform: "osx", name: "systemGreenColor"), in: .light))
        #expect(
            palette.color(named: "iosGreen")?.variant(for: .light)?.color
                == AppleSystemColors.resolve(
                    SystemColorReference(platform: "ios", name: "systemGreenColor"), in: .light))
        // A reference in Any without a Dark entry is dynamic: its dark value applies in dark mode.
        let red = try #require(palette.color(named: "noPlatformRed"))
        #expect(red.variants.map(\.appearance) == [.light, .dark])
        #expect(
            red.variant(for: .dark)?.color
                == AppleSystemColors.resolve(SystemColorReference(platform: "osx", name: "systemRedColor"), in: .dark))
    }

    /// The last two path components (`x.colorset/Contents.json`), for readable expectations.
    static func lastTwo(_ path: String) -> String { path.split(separator: "/").suffix(2).joined(separator: "/") }

    @Test func unresolvedReferencesStayWithAWarningAndAppKitOnesResolve() throws {
        let palette = AssetCatalogReader.read(catalog: F.systemColors)
        let separator = try #require(palette.color(named: "osxTimelineSeparator")?.variant(exactly: .dark))
        let reference = SystemColorReference(platform: "osx", name: "quaternaryLabelColor")
        #expect(separator.value == .system(reference, resolved: AppleSystemColors.resolve(reference, in: .dark)))
        #expect(separator.color?.alpha8 == 25) // translucent, as AppKit draws it
        let messages = palette.diagnostics.map {
            "\(Self.lastTwo($0.location.path)):\($0.location.line): \($0.severity.rawValue): \($0.message)"
        }
        #expect(
            messages == [
                "iosBackground.colorset/Contents.json:23: warning: system color 'systemBackgroundColor' has no increased-contrast value in Legible's table; this light high contrast slot is not checked (its normal value would not be what runs)",
                "iosBackground.colorset/Contents.json:36: warning: system color 'systemBackgroundColor' has no increased-contrast value in Legible's table; this dark high contrast slot is not checked (its normal value would not be what runs)",
                "unknownPlatform.colorset/Contents.json:3: warning: system color 'systemRedColor' (platform tvos) is not in Legible's table; it is not checked",
            ])
    }
}
