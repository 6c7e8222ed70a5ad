import Foundation

/// Reads Xcode asset catalogs (`*.xcassets`) and single color sets (`*.colorset`) into a palette.
///
/// Implements Apple's Asset Catalog Format Reference (Named Color Type) as real files use it; PaletteFormats.md §1 has
/// the facts and corpus examples. In short:
///
/// - names: namespaced (`Scene/Compose/indicator.button.background`); `origin` is the catalog path (`CatalogWalker`,
///   `CatalogNamespace`);
/// - entries: `color-space` + `components` in float, 8-bit, hex or bare-number form (`ColorsetColor`,
///   `ColorsetComponent`), system color references resolved through `AppleSystemColors`, and entries without a
///   color meaning the system accent color;
/// - appearances: Any/Light/Dark × High Contrast → `Appearance`, explicit Light winning over Any (`ColorsetVariants`).
///
/// Every entry on disk becomes a variant or a diagnostic `path:line: error|warning: message`; nothing is dropped
/// silently. Other asset types (image sets, …) and files that are not `Contents.json` are not colors and are skipped.
public enum AssetCatalogReader {
    /// Every color set in the catalog folder at `path`.
    public static func read(catalog path: String) -> Palette {
        var walker = CatalogWalker(catalog: path)
        let found = walker.colorsets()
        var colors: [NamedColor] = []
        var diagnostics = walker.diagnostics
        var firstPathByName: [String: String] = [:]
        for colorset in found {
            let (color, problems) = ColorsetDecoder.decode(colorset: colorset.path, name: colorset.name, origin: path)
            diagnostics += problems
            if let other = firstPathByName[colorset.name] {
                diagnostics.append(
                    .warning(
                        SourceLocation(path: colorset.path, line: 0),
                        "another colorset in this catalog has the same name '\(colorset.name)' (\(other)); Xcode loads only one of them"
                    ))
            } else {
                firstPathByName[colorset.name] = colorset.path
            }
            if let color { colors.append(color) }
        }
        return Palette(colors: colors, diagnostics: diagnostics)
    }

    /// One color set folder at `path`, named and namespaced as in the catalog it sits in (if any).
    public static func read(colorset path: String) -> Palette {
        var diagnostics: [Diagnostic] = []
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: trimmed, isDirectory: &isDirectory), isDirectory.boolValue else {
            return Palette(diagnostics: [.error(SourceLocation(path: path, line: 0), "no such colorset folder")])
        }
        let (origin, name) = CatalogNamespace.locate(colorset: trimmed, into: &diagnostics)
        let (color, problems) = ColorsetDecoder.decode(colorset: trimmed, name: name, origin: origin)
        return Palette(colors: color.map { [$0] } ?? [], diagnostics: diagnostics + problems)
    }
}
