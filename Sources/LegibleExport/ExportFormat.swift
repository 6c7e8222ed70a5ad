import LegiblePaletteModel

/// The formats `legible export` writes, one writer file each (`Writers/`).
///
/// | format | files | appearances | values |
/// |---|---|---|---|
/// | `swift` | one `.swift` file | light, dark, both high contrast (dynamic provider), legacy (`--ios12-fallback`) | floats |
/// | `xcassets` | a catalog: one colorset per color, namespace folders for `/` | the four platform ones; system references kept | floats, color space kept |
/// | `tokens` | DTCG, one `*.tokens.json` per appearance | every appearance, themes and legacy included | floats (2025.10 color objects) |
/// | `css` | one `.css` file | `:root`, `prefers-color-scheme`, `prefers-contrast`, `[data-theme="NAME"]` | floats (`color()`) |
/// | `android` | `values/colors.xml`, `values-night/colors.xml` | light, dark | 8-bit `#AARRGGBB` |
public enum ExportFormat: String, CaseIterable, Sendable {
    case swift, xcassets, tokens, css, android

    /// Whether the whole export is one file (printed to stdout without `-o`).
    public var isSingleFile: Bool { self == .swift || self == .css }

    /// The file name a single-file format gets inside an output folder.
    public func defaultFileName(_ options: ExportOptions) -> String? {
        switch self {
        case .swift: options.typeName + ".swift"
        case .css: "palette.css"
        case .xcassets, .tokens, .android: nil
        }
    }

    /// The palette written in this format.
    public func write(_ palette: Palette, options: ExportOptions = ExportOptions()) -> Export {
        switch self {
        case .swift: SwiftWriter(options: options).write(palette)
        case .xcassets: AssetCatalogWriter().write(palette)
        case .tokens: TokensWriter().write(palette)
        case .css: CSSWriter().write(palette)
        case .android: AndroidWriter().write(palette)
        }
    }
}
