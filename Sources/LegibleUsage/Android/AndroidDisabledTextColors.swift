/// The colors a disabled view draws a library theme's text colors in: the disabled item of the color state list the
/// library gives the attribute, for a view code disables (`setEnabled(false)`, `isEnabled = false`).
///
/// Material 3 only (material-components-android `lib/java/com/google/android/material/color/res/color/`):
/// - `android:textColorPrimary` is `m3_default_color_primary_text` (light) / `m3_dark_default_color_primary_text`,
///   `android:textColorSecondary` and `android:textColorTertiary` `m3_default_color_secondary_text` / dark: their
///   `state_enabled="false"` item is `m3_sys_color_*_on_surface` at `material_emphasis_disabled` (0.38, `#61`).
/// - `android:textColorPrimaryDisableOnly` is `m3_primary_text_disable_only`: `m3_sys_color_*_on_background` at
///   `material_emphasis_medium` (0.60, `#99`).
/// - `android:textColorHint` is `m3_hint_foreground`: only a pressed item differs from its default one, so a disabled
///   view draws its enabled hint color (`AndroidThemeDefaults`).
///
/// On-surface and on-background are the baseline of the pinned library version (`Material3Baseline`): `#1D1B20` /
/// `#E6E0E9` from 1.11.0, `#1C1B1F` / `#E6E1E5` before. AppCompat's, Material Components' and the framework's
/// (`abc_primary_text_material_*`, `primary_text_material_*` with `?android:attr/disabledAlpha`) are not in the table:
/// a disabled view under those themes is not known, never guessed.
enum AndroidDisabledTextColors {
    /// The text color attributes whose disabled color is on-surface at 0.38.
    static let onSurfaceDisabled: Set<String> = [
        "android:textColorPrimary", "android:textColorSecondary", "android:textColorTertiary",
    ]

    /// The theme's text color attributes a TextView or EditText draws in by default (`?android:attr/textColorPrimary`,
    /// `?android:attr/editTextColor`): their disabled state is the theme's value's (a library's state list, or the
    /// app's own color).
    static let themeTextAttributes: Set<String> = onSurfaceDisabled.union([
        "android:textColorPrimaryDisableOnly", "android:editTextColor", "editTextColor",
    ])

    /// Whether a widget's default text color is one of `themeTextAttributes`.
    static func followsTheme(_ raw: String) -> Bool {
        AndroidThemeResolver.attributeName(AndroidThemeResolver.trimmed(raw)).map(themeTextAttributes.contains) ?? false
    }

    /// `#AARRGGBB` (or nil when not known) a disabled view draws `attribute` of library theme `themeName` in.
    static func value(
        _ attribute: String, themeName: String, night: Bool, baseline: AndroidThemeDefaults.Material3Baseline
    ) -> String? {
        guard let (library, dark) = AndroidThemeDefaults.family(of: themeName), library == .material3 else {
            return nil
        }
        let isDark = dark ?? night
        let onSurface =
            baseline == .tokens2021
            ? (isDark ? "E6E1E5" : "1C1B1F")
            : (isDark ? "E6E0E9" : "1D1B20")
        if onSurfaceDisabled.contains(attribute) { return "#61" + onSurface }
        if attribute == "android:textColorPrimaryDisableOnly" { return "#99" + onSurface }
        if attribute == "android:textColorHint" {
            return AndroidThemeDefaults.value(attribute, themeName: themeName, night: night, baseline: baseline)?.value
        }
        return nil
    }
}
