import Foundation
import LegibleTestSupport
import Testing
@testable import LegiblePalette

/// A Swift color that names an asset catalog color gets advice that fits: a colorset that was read but is broken
/// points at its error, never at "pass the .xcassets folder too" (it was passed).
@Suite struct CatalogReferenceAdviceTests {
    static let colorset =
        #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": 1, "green": 1, "blue": 1, "alpha": 1}}}]}"#

    @Test func aBrokenColorsetIsNamedNotAMissingCatalog() throws {
        let root = TemporaryTree.write(
            [
                "App/Assets.xcassets/Contents.json": #"{"info": {"version": 1, "author": "xcode"}}"#,
                "App/Assets.xcassets/BodyText.colorset/Contents.json": "{\"colors\": [\n",
                "App/Assets.xcassets/Card.colorset/Contents.json": Self.colorset,
                "App/Theme.swift":
                    "import UIKit\n\nenum Theme {\n    static let body = UIColor(named: \"BodyText\")!\n    static let gone = UIColor(named: \"NoSuchColor\")!\n}\n",
            ], prefix: "catalog-advice")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let palette = PaletteLoader().load([root + "/App"])
        let broken = root + "/App/Assets.xcassets/BodyText.colorset/Contents.json"
        #expect(palette.diagnostics.contains { $0.severity == .error && $0.location.path == broken })
        let body = try #require(palette.diagnostics.first { $0.message.hasPrefix("Theme.body:") })
        #expect(
            body.message == "Theme.body: asset catalog color 'BodyText' could not be read: see the error at \(broken)")
        // A name that no catalog has keeps the advice to pass the catalog.
        let gone = try #require(palette.diagnostics.first { $0.message.hasPrefix("Theme.gone:") })
        #expect(gone.message.hasSuffix("was not found among the catalogs read; pass the .xcassets folder too"))
    }
}
