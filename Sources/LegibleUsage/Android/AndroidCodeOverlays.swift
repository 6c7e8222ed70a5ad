import LegiblePalette

/// Overlays the code applies over the theme it sets (Android `Resources.Theme.applyStyle(resId, force = true)`: the
/// style's attributes replace the theme's; LibreTube's `if (pureThemeEnabled) activity.theme.applyStyle(R.style.Pure,
/// true)` after `setTheme`): a style applied with `applyStyle` that does not end at a library theme (a parentless
/// `Pure`, a `ThemeOverlay.…`). Each theme the code sets is checked with each such overlay too, as its own appearance
/// `theme:BASE+OVERLAY` (`.night` after BASE for a DayNight theme's night instance), its resources read in the base's
/// night mode (a `values-night` `Pure` at night). An overlay applied under a condition (a preference) keeps the theme
/// without it; one applied always replaces it. A window-kind overlay (dialog, translucent: `excludedWords`) changes the
/// window, not the colors, and is not applied here; "overlay" in a style's name is what code applying it over the theme
/// makes it, so it is no reason to leave it out. An overlay the code applies in one night mode only
/// (`AndroidCodeTheme.nights`: Infinity's `Theme.Normal.NormalDark` after `setDefaultNightMode(MODE_NIGHT_YES)` or in
/// the night branch of a `UI_MODE_NIGHT_MASK` test) is laid only over the instances of that mode: the same code path
/// pairs it with night resources, never with the day look.
///
/// A style `setTheme` applies that is no full theme (uhabits' `AppBaseThemeDark`, a
/// `ThemeOverlay.MaterialComponents.Dark.ActionBar` child) lands on the activity's theme the same way
/// (`ContextThemeWrapper.setTheme` → `Theme.applyStyle(resid, true)` over the theme `Activity.attach` made from the
/// manifest): it is one choice among the code's `setTheme` calls, so it never stacks with another and the base stays
/// a theme of its own; its appearance is named for the style (`theme:AppBaseThemeDark`), dark when its name or its
/// project parents say so (`isDark`), else as the base.
enum AndroidCodeOverlays {
    /// `themes` with `overlays` applied over each theme the code sets: one it chose (`isCodeTheme`), or a manifest
    /// theme its `setTheme` calls apply too (`codeBases`: LibreTube's `BaseTheme`, its "my colours" choice).
    static func apply(
        _ overlays: [AndroidCodeTheme], over themes: [AndroidTheme], codeBases: Set<String>, viewThemes: Set<String>,
        isDark: (String) -> Bool? = { _ in nil }
    ) -> [AndroidTheme] {
        var byStyle: [(style: String, optional: Bool, location: SourceLocation, set: Bool, nights: Set<Bool>)] = []
        for overlay in overlays
        where !AndroidThemeCatalog.isExcluded(overlay.style, viewThemes: viewThemes, overlayKept: true) {
            let optional = overlay.optional || !overlay.appliedOver
            if let i = byStyle.firstIndex(where: { $0.style == overlay.style }) {
                byStyle[i].optional = byStyle[i].optional || optional
                byStyle[i].set = byStyle[i].set || !overlay.appliedOver
                byStyle[i].nights.formUnion(overlay.nights)
            } else {
                byStyle.append((overlay.style, optional, overlay.location, !overlay.appliedOver, overlay.nights))
            }
        }
        guard !byStyle.isEmpty else { return themes }
        var result: [AndroidTheme] = []
        for theme in themes {
            guard AndroidThemeCatalog.isCodeTheme(theme) || codeBases.contains(theme.base), theme.overlays.isEmpty
            else {
                result.append(theme)
                continue
            }
            // Overlays applied always are in every instance; each one applied under a condition makes one more.
            let fitting = byStyle.filter { $0.nights.contains(theme.night) }
            let always = fitting.filter { !$0.optional }
            let hasDay = themes.contains { $0.base == theme.base && !$0.night && $0.overlays.isEmpty }
            let name = theme.base + (theme.night && hasDay ? ".night" : "")
            for extra in [nil] + fitting.filter(\.optional).map(Optional.some) {
                let applied = always + (extra.map { [$0] } ?? [])
                guard !applied.isEmpty else {
                    result.append(theme)
                    continue
                }
                var over = theme
                over.overlays = applied.map(\.style)
                over.appearance = .theme(
                    ([name] + over.overlays).joined(separator: "+"), isDark: theme.appearance.isDark)
                if let set = extra, set.set, always.isEmpty {
                    let night = theme.night && hasDay ? ".night" : ""
                    over.appearance = .theme(
                        set.style + night, isDark: isDark(set.style) ?? theme.appearance.isDark)
                }
                over.reason =
                    theme.reason
                    + applied.map {
                        ", with \($0.style) applied over it (\($0.set ? "setTheme" : "applyStyle"), "
                            + "\($0.location.path):\($0.location.line))"
                    }
                    .joined()
                result.append(over)
            }
        }
        return result
    }
}
