import LegiblePalette

/// A theme a layout is checked under: a base theme style, the theme-variant overlays applied over it (wikimedia's
/// `ThemeDark` over `AppTheme`), whether resources are seen in night mode, and the appearance its pairs are reported in.
public struct AndroidTheme: Sendable, Hashable, CustomStringConvertible {
    public var base: String
    public var overlays: [String]
    public var night: Bool
    public var appearance: Appearance
    /// How the theme was chosen: "AndroidManifest.xml application theme", "project theme (no manifest)", …
    public var reason: String

    /// `AppTheme + ThemeSepia (theme:sepia)`
    public var description: String {
        ([base] + overlays).joined(separator: " + ") + " (\(appearance.rawValue)\(night ? ", night resources" : ""))"
    }
}
