import Foundation
import LegibleTestSupport
import Testing
@testable import LegiblePalette

/// A catalog color named by a string built with `+` (`UIColor(named: prefix + name)`, an app helper that prefixes
/// every name) is the colorset of the joined name: the Swift evaluator joins strings as Swift does.
@Suite struct SwiftStringConcatenationTests {
    static let red =
        #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": 1, "green": 0, "blue": 0, "alpha": 1}}}]}"#

    @Test func aCatalogNameJoinedWithPlusIsTheJoinedColorset() throws {
        let root = TemporaryTree.write(
            [
                "App/Assets.xcassets/Contents.json": #"{"info": {"version": 1, "author": "xcode"}}"#,
                "App/Assets.xcassets/BrandInk.colorset/Contents.json": Self.red,
                "App/Colors.swift": """
                import UIKit

                enum Palette {
                    static let ink = UIColor(named: "Brand" + "Ink")!
                    static func brand(_ name: String) -> UIColor { UIColor(named: "Brand" + name)! }
                    static var helperInk: UIColor { brand("Ink") }
                }

                """,
            ], prefix: "string-concatenation")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let palette = PaletteLoader().load([root + "/App"])
        for name in ["Palette.ink", "Palette.helperInk"] {
            let color = try #require(palette.color(named: name), "\(palette.colors.map(\.name)) \(palette.diagnostics)")
            #expect(color.variant(for: .light)?.color?.hexRGB == "#ff0000", "\(name)")
        }
        #expect(!palette.diagnostics.contains { $0.message.contains("not numbers") }, "\(palette.diagnostics)")
    }
}
