import Foundation
import LegibleCore
@testable import LegiblePalette
@testable import LegibleFiles

/// Paths and helpers shared by the design token tests. Fixtures are found via `#filePath` (a test target cannot
/// declare resources outside its folder).
enum TokenFixtures {
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let palettes = repositoryRoot.appendingPathComponent("Fixtures/palettes/tokens").path
    static let broken = repositoryRoot.appendingPathComponent("Fixtures/broken/tokens").path

    static func palette(_ relative: String, in folder: String = palettes) -> String { folder + "/" + relative }

    /// Reads files (explicit) the way the CLI does.
    static func read(_ paths: [String], themes: [String: Appearance] = [:]) -> Palette {
        DesignTokenReader.read(files: paths.map { .init(path: $0, explicit: true, theme: themes[$0]) })
    }

    /// Every `.json` below `folder`, as found by walking (explicit: false).
    static func readFolder(_ folder: String) -> Palette {
        var walker = FileWalker()
        let files = walker.files(under: folder).filter { $0.hasSuffix(".json") && !$0.contains(".xcassets/") }
        return DesignTokenReader.read(files: files.map { .init(path: $0, explicit: false, theme: nil) })
    }

    /// Writes `text` (or bytes) to a fresh temporary file and returns its path.
    static func temporaryFile(_ name: String, _ bytes: [UInt8]) -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "legible-tokens-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        _ = FileManager.default.createFile(atPath: url.path, contents: Data(bytes))
        return url.path
    }
}

extension Palette {
    /// The color with this name (and origin suffix, when several origins share the name).
    func tokenColor(_ name: String, originSuffix: String? = nil) -> NamedColor? {
        colors.first { color in color.name == name && (originSuffix.map { color.origin.hasSuffix($0) } ?? true) }
    }

    func hex(_ name: String, _ appearance: Appearance = .light, originSuffix: String? = nil) -> String? {
        tokenColor(name, originSuffix: originSuffix)?.variant(exactly: appearance)?.color?.hexRGBA
    }

    var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
}
