/// What a library theme overlay (`android:theme="@style/ThemeOverlay.AppCompat.Dark.ActionBar"` on a view, or an app
/// overlay whose parent is one) sets for the view's subtree.
///
/// An overlay sets only the attributes its style lists; the rest fall through to the theme beneath. So each known
/// overlay names the color attributes it sets (with their values) and the color attributes it is known to leave; any
/// other attribute of a known overlay, and every attribute of an overlay not in the table, is not known (the caller
/// says "needs review", never the theme beneath's value). Sources:
/// - AppCompat (androidx.appcompat `res/values/themes_base.xml`): `Base.ThemeOverlay.AppCompat.Dark` sets
///   `android:colorBackground` (`background_material_dark` #303030), `colorBackgroundFloating`
///   (`background_floating_material_dark` #424242), the text colors `abc_primary_text_material_dark` (#FFFFFF),
///   `abc_secondary_text_material_dark` (#B3FFFFFF, also the tertiary), `abc_primary_text_disable_only_material_dark`
///   (#FFFFFF), the hint `abc_hint_foreground_material_dark` (#80FFFFFF enabled) and their inverses; `.Light` the
///   light counterparts (#FAFAFA, #FFFFFF, #DE000000, #8A000000, #000000, #61000000). Neither sets `colorPrimary`,
///   `colorPrimaryDark`, `colorAccent` or `android:windowBackground`. `ThemeOverlay.AppCompat.ActionBar` and the
///   `.ActionBar` children add only `colorControlNormal` and `searchViewStyle`; `ThemeOverlay.AppCompat.DayNight` is
///   `.Light` by day and `.Dark` at night (`values-night`).
/// - Material Components (`ThemeOverlay.MaterialComponents.Dark` / `.Light`, material-components-android
///   `themes_overlay.xml`): children of the AppCompat overlays that keep their text colors; what they add (surface,
///   background) is not in the table, so only the text colors are known.
enum AndroidLibraryThemeOverlays {
    /// What an overlay does with one attribute.
    enum Outcome: Equatable {
        /// The overlay sets the attribute to this raw value (`#AARRGGBB`).
        case sets(String)
        /// The overlay is known not to set the attribute: the theme beneath decides.
        case leaves
        /// The overlay is not in the table, or its value of the attribute is not.
        case unknown
    }

    /// What library overlay `name` does with `attribute` in day (`night` false) or night mode.
    static func outcome(of name: String, for attribute: String, night: Bool) -> Outcome {
        guard let overlay = known(name) else { return .unknown }
        let dark = overlay.dark ?? night
        if let value = overlay.sets[attribute] { return .sets(dark ? value.dark : value.light) }
        return overlay.leaves.contains(attribute) ? .leaves : .unknown
    }

    /// Whether overlay `name` is in the table.
    static func isKnown(_ name: String) -> Bool { known(name) != nil }

    private struct Overlay {
        /// Dark or light whatever the night mode; nil: follows it (DayNight).
        var dark: Bool?
        var sets: [String: (light: String, dark: String)]
        var leaves: Set<String>
    }

    private static func known(_ name: String) -> Overlay? {
        let appCompat = "ThemeOverlay.AppCompat", material = "ThemeOverlay.MaterialComponents"
        switch name {
        case appCompat, appCompat + ".ActionBar":
            return Overlay(dark: nil, sets: [:], leaves: Set(appCompatColors.keys).union(appCompatLeaves))
        case appCompat + ".Dark", appCompat + ".Dark.ActionBar":
            return Overlay(dark: true, sets: appCompatColors, leaves: appCompatLeaves)
        case appCompat + ".Light":
            return Overlay(dark: false, sets: appCompatColors, leaves: appCompatLeaves)
        case appCompat + ".DayNight", appCompat + ".DayNight.ActionBar":
            return Overlay(dark: nil, sets: appCompatColors, leaves: appCompatLeaves)
        case material + ".Dark", material + ".Dark.ActionBar":
            return Overlay(dark: true, sets: appCompatText, leaves: [])
        case material + ".Light":
            return Overlay(dark: false, sets: appCompatText, leaves: [])
        default:
            return nil
        }
    }

    /// The text colors AppCompat's dark and light overlays set (light / dark values).
    private static let appCompatText: [String: (light: String, dark: String)] = AndroidThemeDefaults.materialText
        .merging(AndroidThemeDefaults.hintColors) { $1 }
        .merging([
            "android:textColorPrimaryInverse": ("#FFFFFFFF", "#DE000000"),
            "android:textColorSecondaryInverse": ("#B3FFFFFF", "#8A000000"),
            "android:textColorTertiaryInverse": ("#B3FFFFFF", "#8A000000"),
        ]) { $1 }

    /// Everything AppCompat's dark and light overlays set that is a color.
    private static let appCompatColors: [String: (light: String, dark: String)] = appCompatText.merging([
        "android:colorBackground": AndroidThemeDefaults.materialBackground,
        "colorBackgroundFloating": AndroidThemeDefaults.floating,
    ]) { $1 }

    /// Color attributes AppCompat's overlays leave to the theme beneath.
    private static let appCompatLeaves: Set<String> = [
        "colorPrimary", "colorPrimaryDark", "colorAccent", "android:colorPrimary", "android:colorAccent",
        "android:windowBackground",
    ]
}
