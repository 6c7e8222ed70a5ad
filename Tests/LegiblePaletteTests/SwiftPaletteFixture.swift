import LegiblePalette
import LegibleTestSupport

/// The Swift palette fixtures (`Fixtures/palettes/swift`, with an asset catalog beside them), read once.
enum SwiftPaletteFixture {
    static let folder = TestPaths.fixture("palettes/swift")
    static let palette = PaletteLoader().load([folder])

    static func file(_ name: String) -> String { folder + "/" + name }

    /// The hex (`#rrggbbaa`) of `name` in `appearance`, nil when absent or unresolved.
    static func hex(_ name: String, _ appearance: Appearance = .light, in palette: Palette = palette) -> String? {
        palette.color(named: name)?.variant(exactly: appearance)?.color?.hexRGBA
    }

    /// Diagnostics of one fixture file, as `line:column message`.
    static func diagnostics(_ fileName: String, in palette: Palette = palette) -> [String] {
        palette.diagnostics.filter { $0.location.path == file(fileName) }.map {
            "\($0.location.line):\($0.location.column ?? 0) \($0.message)"
        }
    }
}
