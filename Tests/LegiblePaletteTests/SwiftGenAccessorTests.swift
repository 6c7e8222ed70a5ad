import Testing
import LegibleCore
@testable import LegiblePalette
import LegibleTestSupport

/// SwiftGen's generated asset accessors (`Asset.Colors.Label.primary.color`), the way most UIKit apps that use
/// SwiftGen reach their catalog (`Fixtures/palettes/swiftgen`: two catalogs, namespace folders, a plain folder, a
/// name with spaces, one with a dot, one starting with a digit).
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
