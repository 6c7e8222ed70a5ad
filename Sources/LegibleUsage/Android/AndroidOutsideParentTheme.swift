/// A theme whose parent chain ends at a theme the repository does not declare and that is no library or framework
/// theme Legible knows (`AndroidThemeDefaults.family(of:)`): MaterialDrawer's `MaterialDrawerTheme.ActionBar`, any
/// `parent=` a dependency declares. Android resolves a theme attribute the app's own styles do not set from that
/// parent (`Resources.Theme` takes the style's whole parent chain, AOSP `ResourcesImpl.ThemeImpl.applyStyle`), so such
/// an attribute is not known: the pair needs review naming the parent, never a library default.
///
/// A style `setTheme` applies whose parent is such a theme (its name says "Theme", not "ThemeOverlay") is a full theme,
/// not an overlay laid on the manifest's theme: what the app's styles do not set comes from that parent, not from the
/// theme the activity started with.
enum AndroidOutsideParentTheme {
    /// The parent outside the repository that `style`'s chain ends at, nil when it ends at a known library or framework
    /// theme, or at no parent at all.
    static func parent(of style: String, sheet: AndroidStyleSheet, night: Bool) -> String? {
        guard let external = sheet.chain(style, night: night).external,
            AndroidThemeDefaults.family(of: external) == nil, !external.hasPrefix("android:")
        else { return nil }
        return external
    }

    /// Whether `style` ends at a theme outside the repository that is a full theme by its name (`…Theme…`, not
    /// `ThemeOverlay…`).
    static func endsAtFullTheme(_ style: String, sheet: AndroidStyleSheet) -> Bool {
        guard let parent = parent(of: style, sheet: sheet, night: false) else { return false }
        let words = AndroidThemeCatalog.words(parent)
        return words.contains("theme") && !words.contains("overlay")
    }

    /// Why `reference` is not known in a theme based on `base` whose chain ends at `parent`.
    static func reason(_ reference: String, base: String, parent: String) -> String {
        "\(reference) is not set by \(base), whose parent theme \(parent) is not in the repository (a library's "
            + "theme, whose values Legible does not know)"
    }
}
