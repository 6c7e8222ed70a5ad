import Testing
import LegibleCore
@testable import LegiblePalette

/// References: asset catalog colors, system colors, other palette colors across files, alpha modifiers, roles.
@Suite struct SwiftColorReaderReferenceTests {
    typealias F = SwiftPaletteFixture

    @Test func namedCatalogColorsTakeTheCatalogVariantsAndKeepTheLink() throws {
        for name in ["Semantic.brand", "Semantic.brandSwiftUI"] {
            let color = try #require(F.palette.color(named: name))
            #expect(color.aliasOf == "Brand")
            #expect(color.origin == F.file("References.swift"))
            #expect(color.variant(exactly: .light)?.color?.hexRGBA == "#123456ff")
            #expect(color.variant(exactly: .dark)?.color?.hexRGBA == "#abcdefff")
        }
        // Through another Swift color: the alias is the Swift color.
        #expect(F.palette.color(named: "Semantic.sameFile")?.aliasOf == "Semantic.brand")
        #expect(F.hex("Semantic.sameFile", .dark) == "#abcdefff")
    }

    @Test func generatedSymbolsMatchCatalogNames() {
        // `Color(.brandAccent)` and `UIColor(resource: .brandAccent)` → `brand-accent.colorset`.
        for name in ["Semantic.accentSymbol", "Semantic.accentResource"] {
            #expect(F.palette.color(named: name)?.aliasOf == "brand-accent")
            #expect(F.hex(name) == "#ff8000ff")
        }
    }

    @Test func aCatalogColorNotReadIsAWarningAtTheDeclaration() {
        #expect(F.palette.color(named: "Semantic.missing") == nil)
        #expect(
            F.diagnostics("References.swift").contains(
                "10:16 Semantic.missing: asset catalog color 'NotInAnyCatalog' was not found among the catalogs read; pass the .xcassets folder too"
            ))
    }

    @Test func systemColorsResolveThroughTheAppleTables() throws {
        let label = try #require(F.palette.color(named: "Semantic.label")?.variant(exactly: .dark))
        #expect(label.value == .system(SystemColorReference(platform: "ios", name: "labelColor"), resolved: .white))
        #expect(F.hex("Semantic.background", .dark) == "#000000ff")
        #expect(F.hex("Color.primaryText", .dark) == "#ffffffff") // SwiftUI .primary = label
        let systemRed = { (platform: String, appearance: Appearance) in
            AppleSystemColors.resolve(SystemColorReference(platform: platform, name: "systemRedColor"), in: appearance)?
                .hexRGBA
        }
        #expect(F.hex("Color.tint") == systemRed("ios", .light)) // SwiftUI .red = systemRed
        #expect(F.hex("MacColors.red", .dark) == systemRed("osx", .dark))
        #expect(F.hex("Color.fromUIKit", .dark) == "#000000ff")
        // AppKit's labelColor: translucent black in light (Fixtures/reference/apple-system-colors.json).
        let appKit = try #require(F.palette.color(named: "MacColors.label")?.variant(exactly: .light))
        let reference = SystemColorReference(platform: "osx", name: "labelColor")
        #expect(appKit.value == .system(reference, resolved: AppleSystemColors.resolve(reference, in: .light)))
        #expect(appKit.color?.alpha8 == 216)
    }

    @Test func paletteReferencesAcrossFilesKeepTheLink() {
        #expect(F.palette.color(named: "Semantic.qualified")?.aliasOf == "UIColor.Palette.ceruleanBlue")
        #expect(F.palette.color(named: "Semantic.shortPath")?.aliasOf == "UIColor.Palette.charcoal")
        #expect(F.palette.color(named: "Semantic.implicitMember")?.aliasOf == "UIColor.highlight")
        #expect(F.palette.color(named: "Color.wrapped")?.aliasOf == "UIColor.Palette.ceruleanBlue")
        #expect(F.hex("Semantic.shortPath") == "#303030ff")
        // The variant's source is the referenced initializer.
        #expect(F.palette.color(named: "Semantic.qualified")?.variants.first?.source.path == F.file("Palette.swift"))
    }

    @Test func alphaModifiers() {
        #expect(F.hex("Semantic.faded") == "#009edc99")
        #expect(F.hex("Semantic.faintLabel") == "#00000080")
        #expect(F.hex("Semantic.faintLabel", .dark) == "#ffffff80")
        #expect(F.hex("Semantic.softLeaf") == "#33994d80")
    }

    @Test func rolesNamingPaletteColorsKeepTheLink() {
        #expect(F.palette.color(named: "UIColor.primaryText")?.aliasOf == "UIColor.Palette.charcoal")
        #expect(F.palette.color(named: "UIColor.link")?.aliasOf == "UIColor.Palette.ceruleanBlue")
        #expect(F.hex("UIColor.link") == "#009edcff")
    }
}
