import Foundation
import Testing
import LegibleCore
@testable import LegiblePalette

/// A colorset entry without a `color` is the system accent color only in the catalog's accent color; a slot of a
/// system color in an increased-contrast appearance never silently takes the normal value.
@Suite("Asset catalog accent and high-contrast system colors")
struct AssetCatalogAccentTests {
    /// A catalog in a fresh temporary folder with `colorsets` (name → Contents.json text).
    static func catalog(_ colorsets: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "legible-accent-\(UUID().uuidString)/Assets.xcassets")
        for (name, contents) in colorsets {
            let folder = root.appendingPathComponent("\(name).colorset")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try contents.write(to: folder.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        }
        return root.path
    }

    static let template = """
        {
          "colors" : [
            {
              "idiom" : "universal"
            }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """

    static func systemReference(_ name: String, highContrast: Bool) -> String {
        let appearances = highContrast ? #", "appearances" : [ { "appearance" : "contrast", "value" : "high" } ]"# : ""
        return """
            {
              "colors" : [
                { "color" : { "platform" : "ios", "reference" : "\(name)" }, "idiom" : "universal" },
                { "color" : { "platform" : "ios", "reference" : "\(name)" }, "idiom" : "universal"\(appearances) }
              ]
            }
            """
    }

    @Test("an empty colorset other than AccentColor is a warning naming it, not accent blue")
    func emptyWidgetBackground() throws {
        let path = try Self.catalog(["AccentColor": Self.template, "WidgetBackground": Self.template])
        let palette = AssetCatalogReader.read(catalog: path)
        #expect(palette.colors.map(\.name) == ["AccentColor"])
        #expect(
            palette.color(named: "AccentColor")?.variant(exactly: .light)?.color
                == AppleSystemColors.resolve(SystemColorReference(platform: "ios", name: "systemBlueColor"), in: .light)
        )
        let warnings = palette.diagnostics.filter { $0.severity == .warning }
        #expect(warnings.count == 1, "\(warnings)")
        let w = try #require(warnings.first)
        #expect(w.location.path.hasSuffix("WidgetBackground.colorset/Contents.json") && w.location.line == 3)
        #expect(w.message.hasPrefix("colorset 'WidgetBackground' has an entry without a 'color'"), "\(w.message)")
    }

    @Test(
        "a High Contrast slot of a system color without a known increased-contrast value is a warning, not the normal value"
    )
    func highContrastSlotUnknown() throws {
        // iOS 26 (the newest release, meant when nothing says) has no Increase Contrast label in the reference.
        let path = try Self.catalog(["Tint": Self.systemReference("labelColor", highContrast: true)])
        let palette = AssetCatalogReader.read(catalog: path)
        let tint = try #require(palette.color(named: "Tint"))
        #expect(tint.variant(exactly: .light)?.color?.hexRGB == "#000000")
        let hc = try #require(tint.variant(exactly: .lightHighContrast))
        #expect(hc.color == nil)
        #expect(
            palette.diagnostics.contains {
                $0.severity == .warning && $0.location.line == 4
                    && $0.message.contains("labelColor") && $0.message.contains("light high contrast")
            }, "\(palette.diagnostics)")
    }
}
