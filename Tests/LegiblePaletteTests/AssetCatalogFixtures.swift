import Foundation
import LegibleCore
@testable import LegiblePalette

/// Paths of the asset-catalog fixtures (found via `#filePath`: a test target cannot declare resources outside its
/// folder); corpus tests use `TestPaths.corpusRoot` with the `.corpus` trait.
enum AssetCatalogFixtures {
    static let repository: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let palettes = repository.appendingPathComponent("Fixtures/palettes/xcassets").path
    static let shapes = palettes + "/Shapes.xcassets"
    static let systemColors = palettes + "/SystemColors.xcassets"
    static let broken = repository.appendingPathComponent("Fixtures/broken/xcassets/Broken.xcassets").path
    static let netNewsWire = palettes + "/corpus/Ranchero-Software__NetNewsWire"

    /// Reads one colorset of a fixture catalog.
    static func colorset(_ catalog: String, _ name: String) -> Palette {
        AssetCatalogReader.read(colorset: catalog + "/" + name + ".colorset")
    }

    static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> SRGB8 { SRGB8(r: r, g: g, b: b) }

    /// Every `*.xcassets` folder below `root` (not nested in another), sorted.
    static func catalogs(under root: String) -> [String] {
        var result: [String] = []
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(".xcassets") {
                result.append(root + "/" + relative)
                walker.skipDescendants()
            }
        }
        return result.sorted()
    }

    /// Every `*.colorset/Contents.json` below `root`, sorted.
    static func colorsetFiles(under root: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var result: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(".colorset/Contents.json") { result.append(root + "/" + relative) }
        }
        return result.sorted()
    }
}

extension ColorVariant {
    var components: [Double]? { color?.components }
}
