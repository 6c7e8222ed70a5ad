import Foundation
import LegibleCore
import LegibleTestSupport
import Testing
@testable import LegiblePalette

/// Real catalogs: the NetNewsWire copy in `Fixtures/palettes/xcassets/corpus/` (MIT) and, when present, the whole
/// shared corpus read in place (GPL/AGPL repositories are never copied).
@Suite struct AssetCatalogCorpusTests {
    typealias F = AssetCatalogFixtures

    /// NetNewsWire keeps the same 9 account colors in its Mac catalog (floats) and its iOS catalog (8-bit and hex);
    /// decoded, they agree at 8-bit resolution in every appearance (LegiblePalette.docc/PaletteFormats.md §1.1).
    @Test func netNewsWireAccountColorsAgreeAcrossEncodings() throws {
        let mac = AssetCatalogReader.read(catalog: F.netNewsWire + "/Mac/Resources/Assets.xcassets")
        let iOS = AssetCatalogReader.read(catalog: F.netNewsWire + "/iOS/Resources/Assets.xcassets")
        let names = [
            "bazqux", "cloudkit", "feedbin", "feedly", "freshRSS", "inoreader", "local", "newsblur", "theoldreader",
        ].map { $0 + "Color" }
        var compared = 0
        for name in names {
            let a = try #require(mac.color(named: name), "\(name) missing on Mac")
            let b = try #require(iOS.color(named: name), "\(name) missing on iOS")
            #expect(a.appearances == b.appearances, "\(name)")
            #expect(!a.appearances.isEmpty)
            for appearance in a.appearances {
                let x = try #require(a.variant(exactly: appearance)?.color)
                let y = try #require(b.variant(exactly: appearance)?.color)
                #expect(x.isSameColor(as: y), "\(name) \(appearance): Mac \(x.hexRGBA) vs iOS \(y.hexRGBA)")
                compared += 1
            }
        }
        // freshRSSColor dark: iOS writes red "1" (1/255), Mac writes "0.004".
        let fresh = try #require(iOS.color(named: "freshRSSColor")?.variant(exactly: .dark)?.color)
        #expect(fresh.components[0] == 1.0 / 255 && fresh.srgb8 == F.rgb(1, 78, 169))
        print("NetNewsWire account colors: \(names.count) colors, \(compared) appearance pairs identical at 8 bits")
        #expect(compared == 18)
    }

    @Test func netNewsWireMixedEntriesAndReferences() throws {
        let iOS = AssetCatalogReader.read(catalog: F.netNewsWire + "/iOS/Resources/Assets.xcassets")
        let secondary = try #require(iOS.color(named: "secondaryAccentColor"))
        #expect(secondary.variant(exactly: .light)?.color?.srgb8 == F.rgb(0x08, 0x6A, 0xEE))
        #expect(secondary.variant(exactly: .dark)?.color?.srgb8 == F.rgb(94, 158, 244))
        let bar = try #require(iOS.color(named: "barBackgroundColor")?.variant(for: .dark))
        #expect(bar.color?.srgb8 == F.rgb(0, 0, 0))
        let mac = AssetCatalogReader.read(catalog: F.netNewsWire + "/Mac/Resources/Assets.xcassets")
        let separator = try #require(mac.color(named: "timelineSeparatorColor"))
        #expect(separator.variant(exactly: .light)?.color?.space == .grayGamma22)
        // Dark: AppKit's quaternaryLabelColor, white at alpha 25 (Fixtures/reference/apple-system-colors.json).
        #expect(separator.variant(exactly: .dark)?.color?.hexRGBA == "#ffffff19")
        #expect(!mac.diagnostics.map(\.message).contains { $0.contains("'quaternaryLabelColor' (platform osx)") })
    }

    /// compound's generated catalog: 316 colorsets, each Any / High Contrast / Dark / Dark + High Contrast.
    @Test(.corpus) func compoundCatalogHas316ColorsWithFourAppearances() {
        let corpus = TestPaths.corpusRoot
        let palette = AssetCatalogReader.read(
            catalog: corpus + "/element-hq__compound-design-tokens/assets/ios/swift/Colors.xcassets")
        #expect(palette.colors.count == 316)
        #expect(palette.diagnostics.isEmpty, "\(palette.diagnostics.prefix(5))")
        for color in palette.colors {
            #expect(
                color.variants.map(\.appearance) == [.light, .dark, .lightHighContrast, .darkHighContrast],
                "\(color.name)")
        }
        // alphaBlue100: alpha 0.03 (Any), 0.05 (High Contrast), 1.0 (Dark), LegiblePalette.docc/PaletteFormats.md §1.4.
        let blue = palette.color(named: "alphaBlue100")
        #expect(blue?.variant(exactly: .light)?.color?.alpha == 0.03)
        #expect(blue?.variant(exactly: .lightHighContrast)?.color?.alpha == 0.05)
        print("compound Colors.xcassets: \(palette.colors.count) colors, \(palette.variantCount) variants")
    }

    @Test(.corpus) func mastodonNamespacesNest() {
        let corpus = TestPaths.corpusRoot
        let palette = AssetCatalogReader.read(
            catalog: corpus + "/mastodon__mastodon-ios/MastodonSDK/Sources/MastodonAsset/Assets.xcassets")
        let names = Set(palette.colors.map(\.name))
        for expected in [
            "Scene/Compose/Attachment/indicator.button.background", "Colors/Border/compose.poll",
            "Scene/Edit History/StatusBackground", "Colors/Brand/Light Blurple",
            "Scene/Welcome/illustration/background.cyan",
        ] {
            #expect(names.contains(expected), "missing \(expected)")
        }
        let git = AssetCatalogReader.read(catalog: corpus + "/git-up__GitUp/GitUpKit/Interface/Interface.xcassets")
        #expect(git.colors.map(\.name).contains("branch/1"))
    }
}
