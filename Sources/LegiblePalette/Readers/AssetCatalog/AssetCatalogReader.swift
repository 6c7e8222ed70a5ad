import LegibleCore

/// (being written)
public enum AssetCatalogReader {
    public static func read(catalog path: String) -> Palette { Palette(diagnostics: [.error(SourceLocation(path: path, line: 0), "asset catalogs are not supported yet")]) }
    public static func read(colorset path: String) -> Palette { Palette(diagnostics: [.error(SourceLocation(path: path, line: 0), "asset catalogs are not supported yet")]) }
}
