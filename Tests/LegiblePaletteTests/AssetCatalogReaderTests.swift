import Foundation
import LegibleCore
import Testing
@testable import LegiblePalette

/// Shapes of LegiblePalette.docc/PaletteFormats.md §1 on small fixtures in `Fixtures/palettes/xcassets/Shapes.xcassets`.
@Suite struct AssetCatalogReaderTests {
    typealias F = AssetCatalogFixtures

    @Test func floatColorsetKeepsComponentsAndSource() throws {
        let palette = F.colorset(F.shapes, "floats")
        #expect(palette.diagnostics.isEmpty)
        let color = try #require(palette.color(named: "floats"))
        #expect(color.origin == F.shapes)
        #expect(color.appearances == [.light, .dark])
        let light = try #require(color.variant(exactly: .light))
        #expect(light.color == Color(space: .sRGB, components: [0.031, 0.416, 0.933], alpha: 1))
        #expect(
            light.source
                == SourceLocation(path: F.shapes + "/floats.colorset/Contents.json", line: 3, keyPath: "colors[0]"))
        let dark = try #require(color.variant(exactly: .dark))
        #expect(dark.color == Color(space: .sRGB, components: [0.2, 0.4, 0.6], alpha: 0.5))
        #expect(dark.idiom == "universal")
    }

    // Expected values: LegiblePalette.docc/PaletteFormats.md §1.4 (encodings) and the fixture files; bare numbers after
    // samrayner/ColorAssetCatalog Example/…/universal.colorset (Xcode 9, where `1` means 1.0).
    static let encodings:
        [(colorset: String, appearance: Appearance, space: ColorSpace, components: [Double], alpha: Double)] = [
            ("eightBit", .light, .sRGB, [1.0 / 255, 78.0 / 255, 169.0 / 255], 1), // "1" is 1/255
            ("eightBit", .dark, .sRGB, [1, 0, 0], 1), // alpha "1" is 1.0
            ("hex", .light, .sRGB, [1, 122.0 / 255, 0], 0.25), // "0xFF", "0x7a", "0X00"
            ("mixedEncodings", .light, .sRGB, [8.0 / 255, 106.0 / 255, 238.0 / 255], 1),
            ("mixedEncodings", .dark, .sRGB, [94.0 / 255, 158.0 / 255, 244.0 / 255], 1),
            ("mixedEncodings", .lightHighContrast, .sRGB, [0.031, 0.416, 0.933], 1),
            ("bareNumbers", .light, .sRGB, [0.3862639343326787, 1, 0.8626724227261334], 1),
            ("displayP3", .light, .displayP3, [1, 0, 0], 1),
            ("extendedSRGB", .light, .extendedSRGB, [1.358, -0.074, -0.012], 1), // WWDC16 "Working with Wide Color"
            ("extendedLinearSRGB", .light, .extendedLinearSRGB, [0.5, 1.25, -0.1], 1),
            ("grayGamma22", .light, .grayGamma22, [0.5], 1),
            ("grayGamma22", .dark, .grayGamma22, [0.2], 0.8),
            ("extendedGray", .light, .extendedGray, [1.1], 1),
            ("compact", .light, .sRGB, [16.0 / 255, 32.0 / 255, 48.0 / 255], 1),
            ("compact", .dark, .sRGB, [0.9, 0.8, 0.7], 1),
            ("unknownKeys", .light, .sRGB, [0.1, 0.2, 0.3], 1),
        ]

    @Test(arguments: encodings)
    func componentEncodings(
        _ row: (colorset: String, appearance: Appearance, space: ColorSpace, components: [Double], alpha: Double)
    ) throws {
        let palette = F.colorset(F.shapes, row.colorset)
        #expect(palette.diagnostics.isEmpty, "\(palette.diagnostics)")
        let variant = try #require(palette.color(named: row.colorset)?.variant(exactly: row.appearance))
        #expect(variant.color == Color(space: row.space, components: row.components, alpha: row.alpha))
    }

    @Test func minifiedFileHasLineOneAndDistinctKeyPaths() throws {
        let color = try #require(F.colorset(F.shapes, "compact").color(named: "compact"))
        #expect(color.variants.map(\.source.line) == [1, 1])
        #expect(color.variants.map(\.source.keyPath) == ["colors[0]", "colors[1]"])
    }

    @Test func allFourAppearances() throws {
        let palette = F.colorset(F.shapes, "allAppearances")
        #expect(palette.diagnostics.isEmpty)
        let color = try #require(palette.color(named: "allAppearances"))
        #expect(color.appearances == [.light, .dark, .lightHighContrast, .darkHighContrast])
        #expect(
            color.variant(exactly: .lightHighContrast)?.color == Color(space: .sRGB, components: [0, 0, 0], alpha: 1))
        #expect(
            color.variant(exactly: .darkHighContrast)?.color == Color(space: .sRGB, components: [1, 1, 1], alpha: 1))
        #expect(color.variant(exactly: .dark)?.source.line == 18)
    }

    @Test func explicitLightWinsOverAnyAndAnyIsReported() throws {
        let palette = F.colorset(F.shapes, "explicitLight")
        let color = try #require(palette.color(named: "explicitLight"))
        #expect(color.appearances == [.light, .dark])
        #expect(color.variant(for: .light)?.color == Color(space: .sRGB, components: [1, 1, 1], alpha: 1))
        #expect(color.variant(for: .light)?.source.line == 15)
        #expect(palette.diagnostics.count == 1)
        let warning = try #require(palette.diagnostics.first)
        #expect(warning.severity == .warning && warning.location.line == 3 && warning.location.keyPath == "colors[0]")
        #expect(warning.message.contains("shadowed by the explicit Light entry at line 15"))
        #expect(warning.message.contains("a different color (#808080ff vs #ffffffff)"))

        let same = F.colorset(F.shapes, "explicitLightSame")
        #expect(same.diagnostics.map(\.message).allSatisfy { $0.contains("holds the same color") })
        #expect(same.diagnostics.count == 1)
    }

    @Test func explicitLightHighContrastWinsOverAnyHighContrast() throws {
        let palette = F.colorset(F.shapes, "lightHighContrast")
        let color = try #require(palette.color(named: "lightHighContrast"))
        #expect(color.appearances == [.light, .lightHighContrast, .darkHighContrast])
        #expect(
            color.variant(exactly: .lightHighContrast)?.color
                == Color(space: .sRGB, components: [0, 0, 0.25], alpha: 1))
        #expect(palette.diagnostics.map(\.location.line) == [15])
        #expect(
            palette.diagnostics.first?.message.contains(
                "Any + High Contrast entry is shadowed by the explicit Light + High Contrast entry") == true)
    }

    @Test func idiomsAreKeptAndUniversalComesFirst() throws {
        let palette = F.colorset(F.shapes, "idioms")
        #expect(palette.diagnostics.isEmpty)
        let color = try #require(palette.color(named: "idioms"))
        #expect(color.variants.map(\.idiom) == ["universal", "universal", "iphone", "ipad", "mac"])
        #expect(color.variants.map(\.displayGamut) == [nil, "display-P3", nil, nil, nil])
        #expect(color.variant(for: .light)?.color == Color(space: .sRGB, components: [1, 0, 0], alpha: 1))
        #expect(color.variant(for: .light)?.idiom == "universal")
        #expect(color.variant(for: .dark)?.idiom == "ipad")
    }

    @Test func entryWithoutColorIsTheSystemAccentColorNotBlack() throws {
        // Only the catalog's accent color means the system accent; another empty colorset is a warning per entry.
        let other = F.colorset(F.shapes, "accentDark")
        #expect(other.colors.isEmpty)
        #expect(other.diagnostics.map(\.location.line) == [3, 6])
        #expect(
            other.diagnostics.allSatisfy {
                $0.severity == .warning && $0.message.hasPrefix("colorset 'accentDark' has an entry without a 'color'")
            })
        for name in ["AccentColor"] {
            let palette = F.colorset(F.shapes, name)
            #expect(palette.diagnostics.isEmpty)
            let color = try #require(palette.color(named: name))
            let light = try #require(color.variant(for: .light))
            let blue = SystemColorReference(platform: "ios", name: "systemBlueColor")
            #expect(
                light.value
                    == .system(
                        AppleSystemColors.defaultAccentReference, resolved: AppleSystemColors.resolve(blue, in: .light))
            )
            // The accent color is dynamic: without a Dark entry, dark mode shows the dark system blue.
            let dark = try #require(color.variant(for: .dark))
            #expect(dark.color != nil && dark.color == AppleSystemColors.resolve(blue, in: .dark))
            #expect(dark.source == light.source || name == "accentDark")
        }
    }

    @Test func catalogWalkNamesAndNamespaces() throws {
        let palette = AssetCatalogReader.read(catalog: F.shapes)
        let names = palette.colors.map(\.name)
        for expected in [
            "Scene/Compose/Attachment/indicator.button.background", "Scene/Compose/compose.poll",
            "Scene/Edit History/tint", "Scene/inside", "branch/1", "branch/2", "name.with.dots", "plain",
            "floats", "AccentColor",
        ] {
            #expect(names.contains(expected), "missing \(expected)")
        }
        #expect(!names.contains { $0.contains("Icon") || $0.contains("AppIcon") })
        #expect(palette.colors.count == 26)
        #expect(Set(palette.colors.map(\.origin)) == [F.shapes])
        // The only diagnostics: the three shadowed Any entries and the two entries of the empty 'accentDark'.
        #expect(palette.diagnostics.count == 5, "\(palette.diagnostics)")
        #expect(
            palette.diagnostics.allSatisfy {
                $0.severity == .warning && ($0.message.contains("shadowed") || $0.message.contains("'accentDark'"))
            })
        let nested = try #require(palette.color(named: "Scene/Compose/Attachment/indicator.button.background"))
        #expect(
            nested.variant(exactly: .dark)?.source.path
                == F.shapes + "/Scene/Compose/Attachment/indicator.button.background.colorset/Contents.json")
        // Reading twice gives the same palette (no dependence on directory order or dictionary order).
        #expect(AssetCatalogReader.read(catalog: F.shapes) == palette)
    }

    @Test func singleColorsetIsNamespacedLikeInItsCatalog() throws {
        let palette = AssetCatalogReader.read(
            colorset: F.shapes + "/Scene/Compose/Attachment/indicator.button.background.colorset/")
        let color = try #require(palette.colors.first)
        #expect(color.name == "Scene/Compose/Attachment/indicator.button.background")
        #expect(color.origin == F.shapes)
        #expect(
            AssetCatalogReader.read(colorset: F.shapes + "/Scene/Plain Group/inside.colorset").colors.first?.name
                == "Scene/inside")
    }

    @Test func loaderReadsCatalogFolders() {
        let palette = PaletteLoader().load([F.shapes])
        #expect(palette.colors.count == 26)
    }
}
