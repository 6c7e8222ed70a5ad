import Foundation
import LegibleCore
import LegibleExport
import LegiblePalette
import LegibleTestSupport

/// The fixture palettes every format round-trips: each folder or file directly under `Fixtures/palettes/<kind>/`,
/// and `Fixtures/ios13`, split by origin (an output file holds one color per name; two origins can share names).
enum ExportFixtures {
    static let kinds = ["android", "css", "tokens", "xcassets"]

    /// (label, palette of one origin) for every fixture input.
    static let palettes: [(label: String, palette: Palette)] = {
        var inputs: [String] = [TestPaths.fixture("ios13")]
        let fm = FileManager.default
        for kind in kinds {
            let folder = TestPaths.fixture("palettes/" + kind)
            let children = (try? fm.contentsOfDirectory(atPath: folder)) ?? []
            inputs += children.sorted().filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.map { folder + "/" + $0 }
        }
        var result: [(String, Palette)] = []
        for input in inputs {
            let palette = PaletteLoader().load([input])
            let origins = Array(Set(palette.colors.map(\.origin))).sorted()
            for origin in origins {
                let label =
                    input.replacingOccurrences(of: TestPaths.fixture(""), with: "") + " @ "
                    + origin.replacingOccurrences(of: TestPaths.fixture(""), with: "")
                result.append((label, Palette(colors: palette.colors.filter { $0.origin == origin })))
            }
        }
        return result
    }()

    /// A fresh temporary folder.
    static func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("legible-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// Writes an export's files under `root` (the catalog folder for xcassets) and returns the path to read back.
    static func materialize(_ export: Export, format: ExportFormat, in folder: String) throws -> String {
        let root = format == .xcassets ? folder + "/Out.xcassets" : folder
        for (relative, contents) in export.files {
            let path = root + "/" + relative
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try contents.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return root
    }

    /// Exports, writes, reads back.
    static func roundTrip(_ palette: Palette, _ format: ExportFormat) throws -> (export: Export, readBack: Palette) {
        let export = format.write(palette)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = try materialize(export, format: format, in: folder)
        return (export, PaletteLoader().load([root]))
    }
}
