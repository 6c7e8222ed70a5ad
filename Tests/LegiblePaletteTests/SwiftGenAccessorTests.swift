import Testing
import LegibleCore
@testable import LegiblePalette
import LegibleTestSupport

/// SwiftGen's generated asset accessors (`Asset.Colors.Label.primary.color`), the way most UIKit apps that use
/// SwiftGen reach their catalog (`Fixtures/palettes/swiftgen`: two catalogs, namespace folders, a plain folder, a
/// name with spaces, one with a dot, one starting with a digit, an accessor the app declares on `ColorAsset`).
@Suite struct SwiftGenAccessorTests {
    static let folder = TestPaths.fixture("palettes/swiftgen")
    static let palette = PaletteLoader().load([folder])

    static func hex(_ name: String, _ appearance: Appearance = .light) -> String? {
        palette.color(named: name)?.variant(exactly: appearance)?.color?.hexRGBA
    }

    @Test(
        "Asset paths resolve to the catalog color SwiftGen names that way",
        arguments: [
            ("Theme.text", "Colors/Label/primary", "#111111ff", "#eeeeeeff"),
            ("Theme.inverseText", "Colors/Label/primary.reverse", "#eeeeeeff", "#111111ff"),
            ("Theme.brand", "Colors/Brand/Light Blurple", "#858afaff", "#a5a9ffff"),
            ("Theme.card", "Colors/card", "#ffffffff", "#1c1c1eff"),
            ("Theme.widgetCard", "card", "#f2f2f7ff", "#000000ff"),
            // An app's own `extension ColorAsset { var swiftUiColor … }`: the accessor, not a color name.
            ("Theme.brandSwiftUI", "Colors/Brand/Light Blurple", "#858afaff", "#a5a9ffff"),
        ])
    func resolves(name: String, catalogColor: String, light: String, dark: String) throws {
        let color = try #require(Self.palette.color(named: name))
        #expect(color.aliasOf == catalogColor)
        #expect(Self.hex(name) == light)
        #expect(Self.hex(name, .dark) == dark)
    }

    @Test func aNameStartingWithADigitMatchesSwiftGensUnderscore() {
        #expect(Self.palette.color(named: "Theme.shade")?.aliasOf == "Colors/700")
        #expect(Self.hex("Theme.shade") == "#2b2b8cff")
    }

    @Test func aGeneratedFileThatIsReadResolvesThroughColorAssetWhateverTheEnumIsCalled() {
        #expect(Self.palette.color(named: "Roles.accent")?.aliasOf == "XCAsset.Colors.accent")
        #expect(Self.hex("Roles.accent", .dark) == "#a5a9ffff")
    }

    @Test func ambiguousAndMissingPathsAreWarningsAtTheDeclaration() {
        let messages = Self.palette.diagnostics.filter { $0.location.path.hasSuffix("Theme.swift") }
            .map { "\($0.location.line):\($0.location.column ?? 0) \($0.message)" }
        #expect(
            messages == [
                "14:16 Theme.anyCard: asset catalog color 'Asset.card' could be any of Colors/card, card",
                "16:16 Theme.missing: asset catalog color 'Asset.Colors.Label.quaternary' was not found among the catalogs read; pass the .xcassets folder too",
            ])
        #expect(Self.palette.color(named: "Theme.anyCard") == nil)
    }

    @Test func keysIgnoreCaseSpacesAndSeparators() {
        #expect(CatalogColorIndex.identifierKey("Light Blurple") == CatalogColorIndex.identifierKey("lightBlurple"))
        #expect(CatalogColorIndex.identifierKey("primary.reverse") == CatalogColorIndex.identifierKey("primaryReverse"))
        #expect(CatalogColorIndex.identifierKey("_700") == "700")
    }
}

/// R.swift's accessors and Xcode's generated `ColorResource` symbols written with their type
/// (`Fixtures/palettes/generated-resources`: a catalog with `brand-primary`, `Accent Text`, `onboarding_background`).
@Suite struct GeneratedResourceAccessorTests {
    static let palette = PaletteLoader().load([TestPaths.fixture("palettes/generated-resources")])

    @Test(
        "R.swift and ColorResource references resolve to the catalog color",
        arguments: [
            ("OnboardingStyle.title", "brand-primary", "#126be3ff"),
            ("OnboardingStyle.subtitle", "Accent Text", "#9b1c5aff"),
            ("OnboardingStyle.background", "onboarding_background", "#f7f3eaff"),
            ("OnboardingStyle.link", "brand-primary", "#126be3ff"),
            ("OnboardingStyle.swiftUIAccent", "Accent Text", "#9b1c5aff"),
        ])
    func resolves(name: String, catalogColor: String, light: String) throws {
        let color = try #require(Self.palette.color(named: name), "\(Self.palette.diagnostics)")
        #expect(color.aliasOf == catalogColor)
        #expect(color.variant(exactly: .light)?.color?.hexRGBA == light)
    }

    @Test func aResourceNoCatalogHasIsAWarningNamingIt() {
        #expect(
            Self.palette.diagnostics.map(\.message) == [
                "OnboardingStyle.missing: asset catalog color 'R.color.brandSecondary' was not found among the catalogs read; pass the .xcassets folder too"
            ])
    }
}

/// SwiftGen's older `colors` template: `ColorName(rgbaValue: 0x339666ff)` constants, read as RRGGBBAA
/// (`Fixtures/palettes/swiftgen-colors`).
@Suite struct SwiftGenColorNameTests {
    static let palette = PaletteLoader().load([TestPaths.fixture("palettes/swiftgen-colors")])

    @Test func colorNameConstantsAreRRGGBBAA() {
        #expect(
            Self.palette.color(named: "ColorName.articleBody")?.variant(exactly: .light)?.color?.hexRGBA == "#339666ff")
        #expect(
            Self.palette.color(named: "ColorName.translucent")?.variant(exactly: .light)?.color?.hexRGBA == "#ff66cccc")
    }

    @Test func usesThroughColorAndNamedKeepTheLink() {
        #expect(Self.palette.color(named: "ArticleStyle.body")?.aliasOf == "ColorName.articleBody")
        #expect(Self.palette.color(named: "ArticleStyle.overlay")?.aliasOf == "ColorName.translucent")
        #expect(
            Self.palette.color(named: "ArticleStyle.overlay")?.variant(exactly: .light)?.color?.hexRGBA == "#ff66cccc")
        #expect(Self.palette.diagnostics.isEmpty, "\(Self.palette.diagnostics)")
    }

    /// Without the generated `ColorName` in the files read, the `.color` accessor is still a color: said not read
    /// on its line, never passed over in silence (a reader-fuzz finding, 2026-12-01).
    @Test func anAccessorWhoseGeneratedEnumIsNotReadIsSaid() {
        let file = TestPaths.fixture("palettes/swiftgen-colors/ArticleStyle.swift")
        let alone = PaletteLoader().load([file])
        let body = alone.diagnostics.first { $0.location.line == 4 }
        #expect(body?.message.hasPrefix("ArticleStyle.body: not read") == true, "\(alone.diagnostics)")
    }
}
