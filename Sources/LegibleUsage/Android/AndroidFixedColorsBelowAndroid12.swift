import LegiblePalette

/// The fixed colors a pair shows on Android 11 and below, when a values folder for Android 12 or later redefines a
/// style its colors go through (libretorrent: `values-v31/themes.xml` makes `AppTheme` a child of
/// `Theme.Material3.DynamicColors.DayNight.NoActionBar`, `values/themes.xml` a child of the app's `BaseTheme`, which
/// sets `colorSurfaceContainer` to `@color/md_theme_surfaceContainer`). A `-v31` qualifier matches API 31 and later
/// only (Android "Providing resources": the platform picks the closest API-level qualifier not above the device's), so
/// the "Android 11 and below" variant dynamic colors split off (`AndroidDynamicColors.variants`) takes every theme
/// attribute from the sheet without those folders (`AndroidStyleSheet.below(apiLevel:)`), never from the `-v31` theme
/// with the wallpaper switched off.
///
/// A color the walk found written as a theme attribute (`?attr/colorSurfaceContainer`, the window's
/// `android:colorBackground`) is resolved again that way; one found otherwise (a `@color/`, a composite, a faded
/// color) keeps its value.
extension AndroidLayoutWalker {
    func belowAndroid12(_ pair: ObservedPair, raw: String, resolved: [Resolution], overlays: [String]) -> ObservedPair {
        guard let sheet = context.sheetBelowAndroid12 else { return pair }
        var older = AndroidThemeResolver(
            sheet: sheet, paletteNames: Set(context.palette.keys), path: path, drawables: context.drawables,
            palette: context.palette)
        older.material3Baseline = context.material3Baseline
        older.materialVersionUnknown = context.materialVersionUnknown
        let location = pair.site.location
        var changed = false
        func recolor(_ current: AndroidThemedColor, written: String?, theme: AndroidTheme?) -> AndroidThemedColor {
            guard let written, written.hasPrefix("?"),
                resolver.color(written, theme: theme, viewOverlays: overlays, at: location) == current
            else { return current }
            let then = older.color(written, theme: theme, viewOverlays: overlays, at: location)
            switch then {
            case .resource, .value:
                if then != current { changed = true }
                return then
            default: return current
            }
        }
        var foregrounds: [(AndroidTheme?, AndroidThemedColor)] = []
        var backgrounds: [(AndroidTheme?, AndroidThemedColor)] = []
        for r in resolved {
            foregrounds.append((r.theme, recolor(r.foreground, written: raw, theme: r.theme)))
            let label = r.backgroundLabel
            let written = Self.windowColorAttributes.contains(label) ? "?" + label : label
            backgrounds.append(
                (r.theme, r.over == nil ? recolor(r.background, written: written, theme: r.theme) : r.background))
        }
        guard changed else { return pair }
        var plain = pair
        plain.foreground = observed(foregrounds, label: raw)
        plain.background = observed(backgrounds, label: resolved[0].backgroundLabel)
        plain.evidence += "; below Android 12 the styles of the values folders for API 30 and lower apply"
        return plain
    }

    /// Window layers the walk labels with the theme attribute that gave them.
    static let windowColorAttributes: Set<String> = ["android:windowBackground", "android:colorBackground"]
}
