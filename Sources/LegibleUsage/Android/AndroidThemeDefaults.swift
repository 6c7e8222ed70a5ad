/// Color attributes that library themes set, for projects whose theme inherits one (`Theme.Material3.DayNight`,
/// `Theme.MaterialComponents.Light`, `Theme.AppCompat.DayNight`) without setting the attribute itself.
///
/// A small table, not the libraries' full themes; `#AARRGGBB` (alpha first, as Android writes it), or a theme
/// attribute reference that the resolver follows through the app's own theme. Sources:
/// - Every library: the window background is `?android:attr/colorBackground`. None of the three sets
///   `android:windowBackground` itself on API 21+: AppCompat's `Platform.AppCompat` themes inherit the framework's
///   `Theme.Material`, whose `windowBackground` is `?attr/colorBackground` (AOSP `core/res/res/values/themes_material.xml`),
///   and MaterialComponents/Material 3 (`themes_base.xml`) set only `android:colorBackground`. So an app that
///   overrides `android:colorBackground` (and not the window background) gets its own color behind every window.
/// - Material 3: the baseline color scheme of Material Design 3 (m3.material.io "Color roles", baseline scheme;
///   material-components-android `m3_sys_color_light_*`/`m3_sys_color_dark_*` since 1.11): surface `#FEF7FF`/`#141218`,
///   on-surface `#1D1B20`/`#E6E0E9`, primary `#6750A4`/`#D0BCFF`, on-primary `#FFFFFF`/`#381E72`;
///   surface containers low `#F7F2FA`/`#1D1B20` (bottom sheets, elevated cards), container `#F3EDF7`/`#211F26`
///   (menus, dropdowns), high `#ECE6F0`/`#2B2930` (dialogs) and highest `#E6E0E9`/`#36343B` (filled cards);
///   `android:colorBackground` is the surface; text colors are on-surface and
///   on-surface-variant `#49454F`/`#CAC4D0`.
/// - Material Components (2018 baseline, material-components-android `design_default_color_*` and
///   `Theme.MaterialComponents` in `themes_base.xml`): light surface/background `#FFFFFF`, on-surface `#000000`,
///   primary `#6200EE`, secondary `#03DAC6`; dark surface/background `#121212`, on-surface `#FFFFFF`, primary
///   `#BB86FC`. Text colors are AppCompat's.
/// - AppCompat (androidx.appcompat `colors_material.xml`, `abc_primary_text_material_*`): light background `#FAFAFA`,
///   primary text `#DE000000`, secondary `#8A000000`, accent `#009688`, primary `#F5F5F5`; dark background `#303030`,
///   primary text `#FFFFFFFF`, secondary `#B3FFFFFF`, accent `#80CBC4`, primary `#212121`. Tertiary text is the
///   secondary color (AOSP `themes_material.xml`: `textColorTertiary` is `secondary_text_material_light`), and
///   `textColorPrimaryDisableOnly` is `bright_foreground_material_light` black / white
///   (`primary_text_disable_only_material_light.xml`); Material Components sets neither. AppCompat's theme sets
///   `android:textColorHint` to `abc_hint_foreground_material_light` / `_dark` (`Base.V7.Theme.AppCompat.Light`):
///   `foreground_material_light` black at `hint_alpha_material_light` 0.38 (`#61000000`), white at
///   `hint_alpha_material_dark` 0.50 (`#80FFFFFF`) when enabled (`hintColors`), which Material Components keeps.
///   Material 3 sets its own, `m3_hint_foreground` / `m3_dark_hint_foreground` (`Base.V14.Theme.Material3.Light` /
///   `.Dark`, material-components-android `color/res/color/m3_hint_foreground.xml` and `m3_dark_hint_foreground.xml`,
///   the same from 1.5.0 to 1.13): the baseline on-background `m3_sys_color_light_on_background` `#1D1B20` at
///   `material_emphasis_disabled` 0.38 (`#61`) in the light theme, but the dark theme's is
///   `m3_sys_color_dark_on_background` `#E6E0E9` at `material_emphasis_medium` 0.60 (`#99`) when enabled.
///   The framework's own (`hint_foreground_material_light`: black at `secondary_content_alpha_material_light`, 0.54
///   or 0.60 by Android version, `colors_material.xml`) is not in the table: not guessed.
/// - The framework's `android:Theme.Material` (AOSP `themes_material.xml`, `colors_material.xml`): AppCompat's
///   background and text colors (AppCompat's `Platform.AppCompat` themes inherit them), nothing more.
/// - Material Components *Bridge* themes (`Theme.MaterialComponents.Light.Bridge`, `….DayNight.NoActionBar.Bridge`):
///   their parent is AppCompat's theme (`Platform.MaterialComponents.Light` → `Theme.AppCompat.Light`), and
///   `Base.V14.Theme.MaterialComponents.Light.Bridge` adds the new attributes (surface, on-colors, secondary, the
///   Material button, card and chip styles) but not what only the full theme (`Base.V14.Theme.MaterialComponents.Light`,
///   whose parent is the Bridge) sets on top: `android:colorBackground`, `colorPrimary`, `colorAccent`, the
///   `viewInflaterClass` that inflates a `<Button>` as a `MaterialButton`, and the Material styles of AppCompat's and
///   the design library's widgets (`textInputStyle`, `borderlessButtonStyle`, `checkboxStyle`, `toolbarStyle`, …). So
///   those are AppCompat's (`appCompatInBridge`: a Bridge theme's `TextInputLayout` has no `textInputStyle` and is
///   drawn in its own `Widget.Design.TextInputLayout`, its `<Button>` is an `AppCompatButton`).
/// - AppCompat's `Base.V7.Theme.AppCompat(.Light)` sets `colorControlActivated` to `?attr/colorAccent` and
///   `colorButtonNormal` to `button_material_light` `#D6D7D7` / `button_material_dark` `#5A595B`; Material Components
///   and Material 3 set neither (`appCompatControls`).
enum AndroidThemeDefaults {
    enum Library: String {
        case material3 = "Material 3", materialComponents = "Material Components", appCompat = "AppCompat"
        /// The platform's own `android:Theme.Material` (not `Theme.DeviceDefault`, which a device maker may change).
        case framework = "framework Material"
    }

    /// The library and base (dark or not, nil for DayNight: it follows night mode) of a library theme name.
    static func family(of themeName: String) -> (library: Library, dark: Bool?)? {
        let name = themeName.hasPrefix("android:") ? String(themeName.dropFirst(8)) : themeName
        let library: Library
        // Material 3 Expressive (`Theme.Material3Expressive.*`, material-components-android 1.13+) builds on the
        // Material 3 themes and keeps their color roles.
        if name.hasPrefix("Theme.Material3.") || name == "Theme.Material3"
            || name.hasPrefix("Theme.Material3Expressive")
        {
            library = .material3
        } else if name.hasPrefix("Theme.MaterialComponents") {
            library = .materialComponents
        } else if name.hasPrefix("Theme.AppCompat") {
            library = .appCompat
        } else if themeName.hasPrefix("android:"), name == "Theme.Material" || name.hasPrefix("Theme.Material.") {
            library = .framework
        } else {
            return nil
        }
        if name.contains("DayNight") { return (library, nil) }
        if name.contains(".Light") { return (library, false) }
        // `Theme.Material3.Dark`, `Theme.MaterialComponents`, `Theme.AppCompat` (no `.Light`) are dark.
        return (library, true)
    }

    /// The window background of every library theme (see the type's sources).
    static let windowBackground = ("?android:attr/colorBackground", "?android:attr/colorBackground")

    /// `#AARRGGBB` (or a `?attr` reference) for (light, dark), by attribute name as a theme item writes it.
    static func table(_ library: Library, baseline: Material3Baseline = .tokens2023) -> [String: (
        light: String, dark: String
    )] {
        var entries = colors(library)
        if library == .material3, baseline == .tokens2021 {
            entries.merge(material3Tokens2021) { $1 }
        }
        entries["android:windowBackground"] = windowBackground
        for attribute in editTextColorAttributes { entries[attribute] = editTextColor }
        return entries
    }

    /// An `EditText`'s text color attribute (framework `android:editTextColor`, AppCompat's `editTextColor`), which
    /// every library theme leaves at `?attr/textColorPrimary` (AOSP `themes_material.xml`; AppCompat
    /// `Base.V7.Theme.AppCompat`).
    static let editTextColorAttributes = ["android:editTextColor", "editTextColor"]
    static let editTextColor = ("?android:attr/textColorPrimary", "?android:attr/textColorPrimary")

    /// Floating windows (dialogs, menus) of every library: AppCompat's `background_floating_material_light` (white)
    /// and `_dark` (`material_grey_800`, #424242), which Material Components and Material 3 inherit.
    static let floating = ("#FFFFFFFF", "#FF424242")

    /// Material 3 defaults that depend on the device rather than the app: the light on-container roles are tone 10
    /// of their palette before Android 15 and tone 30 from it (material-components-android `color/res/values/tokens.xml`
    /// and `values-v35/tokens.xml`: `m3_sys_color_light_on_secondary_container` is `m3_ref_palette_secondary10`
    /// #1D192B, then `secondary30` #4A4458), so they are not in `colors`.
    static let deviceDependentMaterial3: Set<String> = [
        "colorOnPrimaryContainer", "colorOnSecondaryContainer", "colorOnTertiaryContainer", "colorOnErrorContainer",
    ]

    /// Why `attribute` has no library default under library theme `themeName`, when it is one that depends on the device.
    static func deviceDependentReason(_ attribute: String, themeName: String) -> String? {
        guard deviceDependentMaterial3.contains(attribute), family(of: themeName)?.library == .material3 else {
            return nil
        }
        return "Material 3's default \(attribute) depends on the device: in light mode tone 10 of its palette before "
            + "Android 15, tone 30 from it"
    }

    /// Which baseline scheme Material 3's themes give: the one material-components-android 1.11.0 introduced (the
    /// table in `colors(_:)`), or the 2021 one of versions up to 1.10.x (`AndroidMaterialVersion`).
    enum Material3Baseline: Sendable {
        case tokens2021, tokens2023
    }

    /// Material 3's baseline colors up to material-components-android 1.10.x, where they differ from the table in
    /// `colors(_:)` (`lib/java/com/google/android/material/color/res/values/tokens.xml` and `m3_ref_palette_*` at tag
    /// 1.10.0): surface and background neutral99 `#FFFBFE` / neutral10 `#1C1B1F`, on-surface neutral10 / neutral90
    /// `#E6E1E5`, surface containers low neutral96 `#F7F2F7` / neutral10, container neutral94 `#F1ECF1` / neutral12
    /// `#201F23`, high neutral92 `#ECE7EC` / neutral17 `#2B292D`, highest neutral90 / neutral22 `#313033`; the hint is
    /// on-background at 0.38 (light) and 0.60 (dark). Primary, on-primary, surface variant, on-surface-variant and
    /// secondary container are the same in both. Themes before 1.9.0 set no surface-container roles at all (no component of theirs draws one).
    static let material3Tokens2021: [String: (light: String, dark: String)] = {
        let surface = ("#FFFFFBFE", "#FF1C1B1F"), onSurface = ("#FF1C1B1F", "#FFE6E1E5")
        return [
            "colorSurface": surface, "android:colorBackground": surface,
            "colorOnSurface": onSurface, "colorOnBackground": onSurface, "android:textColorPrimary": onSurface,
            "android:textColorPrimaryDisableOnly": onSurface,
            "colorSurfaceContainerLow": ("#FFF7F2F7", "#FF1C1B1F"),
            "colorSurfaceContainer": ("#FFF1ECF1", "#FF201F23"),
            "colorSurfaceContainerHigh": ("#FFECE7EC", "#FF2B292D"),
            "colorSurfaceContainerHighest": ("#FFE6E1E5", "#FF313033"),
            "android:textColorHint": ("#611C1B1F", "#99E6E1E5"),
        ]
    }()

    /// The library's color values.
    static func colors(_ library: Library) -> [String: (light: String, dark: String)] {
        switch library {
        case .material3:
            let surface = ("#FFFEF7FF", "#FF141218"), onSurface = ("#FF1D1B20", "#FFE6E0E9")
            return [
                "colorSurface": surface, "android:colorBackground": surface,
                "colorOnSurface": onSurface, "colorOnBackground": onSurface, "android:textColorPrimary": onSurface,
                "android:textColorSecondary": ("#FF49454F", "#FFCAC4D0"),
                "colorOnSurfaceVariant": ("#FF49454F", "#FFCAC4D0"),
                // neutral_variant90 / neutral_variant30 in both baselines (the 2021 filled card and text field).
                "colorSurfaceVariant": ("#FFE7E0EC", "#FF49454F"),
                // `m3_default_color_secondary_text` (on-surface-variant) and `m3_primary_text_disable_only`
                // (on-background) in `themes_base.xml`.
                "android:textColorTertiary": ("#FF49454F", "#FFCAC4D0"),
                "android:textColorPrimaryDisableOnly": onSurface,
                "colorPrimary": ("#FF6750A4", "#FFD0BCFF"), "colorOnPrimary": ("#FFFFFFFF", "#FF381E72"),
                "colorAccent": ("#FF6750A4", "#FFD0BCFF"),
                // `m3_sys_color_*_secondary_container` (`m3_ref_palette_secondary90` / `30`). Its on-color is not
                // listed: light `on_secondary_container` is `secondary10` #1D192B before API 35 and `secondary30`
                // #4A4458 from it (`values-v35/tokens.xml`), so it depends on the device.
                "colorSecondaryContainer": ("#FFE8DEF8", "#FF4A4458"),
                "colorSurfaceContainerLow": ("#FFF7F2FA", "#FF1D1B20"),
                "colorSurfaceContainerHigh": ("#FFECE6F0", "#FF2B2930"),
                "colorSurfaceContainer": ("#FFF3EDF7", "#FF211F26"),
                "colorSurfaceContainerHighest": ("#FFE6E0E9", "#FF36343B"),
                "colorBackgroundFloating": floating,
                "android:textColorHint": ("#611D1B20", "#99E6E0E9"),
            ].merging(appCompatControls) { $1 }.merging(linkColor) { $1 }
        case .materialComponents:
            let surface = ("#FFFFFFFF", "#FF121212"), onSurface = ("#FF000000", "#FFFFFFFF")
            return materialText.merging(hintColors) { $1 }.merging(appCompatControls) { $1 }.merging(linkColor) { $1 }
                .merging([
                    "colorSurface": surface, "android:colorBackground": surface,
                    "colorOnSurface": onSurface, "colorOnBackground": onSurface,
                    "colorPrimary": ("#FF6200EE", "#FFBB86FC"), "colorOnPrimary": ("#FFFFFFFF", "#FF000000"),
                    "colorSecondary": ("#FF03DAC6", "#FF03DAC6"), "colorAccent": ("#FF03DAC6", "#FF03DAC6"),
                    "colorBackgroundFloating": floating,
                ]) { $1 }
        case .appCompat:
            return materialText.merging(hintColors) { $1 }.merging(appCompatControls) { $1 }.merging(linkColor) { $1 }
                .merging([
                    "android:colorBackground": materialBackground,
                    "colorPrimary": ("#FFF5F5F5", "#FF212121"), "colorAccent": ("#FF009688", "#FF80CBC4"),
                    "colorBackgroundFloating": floating,
                ]) { $1 }
        case .framework:
            return materialText.merging([
                "android:colorBackground": materialBackground, "colorBackgroundFloating": floating,
            ]) { $1 }
        }
    }

    /// AppCompat's control colors, which Material Components keeps (see the type's sources).
    static let appCompatControls: [String: (light: String, dark: String)] = [
        "colorControlActivated": ("?attr/colorAccent", "?attr/colorAccent"),
        "colorButtonNormal": ("#FFD6D7D7", "#FF5A595B"),
    ]

    /// The link color: `Theme.Material`'s `textColorLink` is `?attr/colorAccent` (`android:colorAccent`, which
    /// AppCompat's `Base.V21.Theme.AppCompat` sets to its own `?attr/colorAccent`; Material Components and Material 3
    /// keep it).
    static let linkColor: [String: (light: String, dark: String)] = [
        "android:textColorLink": ("?attr/colorAccent", "?attr/colorAccent")
    ]

    /// The framework's `Theme.Material` text colors, which AppCompat and Material Components keep (see the type's
    /// sources): primary, secondary and tertiary text, and `textColorPrimaryDisableOnly`.
    static let materialText: [String: (light: String, dark: String)] = [
        "android:textColorPrimary": ("#DE000000", "#FFFFFFFF"),
        "android:textColorSecondary": ("#8A000000", "#B3FFFFFF"),
        "android:textColorTertiary": ("#8A000000", "#B3FFFFFF"),
        "android:textColorPrimaryDisableOnly": ("#FF000000", "#FFFFFFFF"),
    ]

    /// AppCompat's `abc_hint_foreground_material_light` / `_dark` in the enabled state (see the type's sources).
    static let hintColors: [String: (light: String, dark: String)] = [
        "android:textColorHint": ("#61000000", "#80FFFFFF")
    ]

    /// `background_material_light` (`material_grey_50`) and `_dark` (`material_grey_850`): the framework's and
    /// AppCompat's `android:colorBackground`.
    static let materialBackground = ("#FFFAFAFA", "#FF303030")

    /// The attributes a Material Components Bridge theme leaves to AppCompat: what `Base.V14.Theme.MaterialComponents`
    /// and `.Light` (material-components-android `theme/res/values/themes_base.xml`) set on top of their Bridge parent
    /// (see the type's sources), and the window background.
    static let appCompatInBridge: Set<String> = [
        "android:colorBackground", "android:windowBackground", "colorPrimary", "colorPrimaryDark", "colorAccent",
        "colorError", "viewInflaterClass", "actionBarSize", "actionBarPopupTheme", "actionBarStyle", "actionBarTheme",
        "actionOverflowMenuStyle", "actionModeStyle", "appBarLayoutStyle", "borderlessButtonStyle",
        "bottomNavigationStyle", "buttonBarButtonStyle", "android:buttonBarButtonStyle", "checkboxStyle",
        "android:contextPopupMenuStyle", "floatingActionButtonStyle", "listPopupWindowStyle", "navigationViewStyle",
        "popupMenuStyle", "radioButtonStyle", "snackbarStyle", "snackbarButtonStyle", "snackbarTextViewStyle",
        "snackbarCloseButtonStyle", "switchStyle", "tabStyle", "textInputStyle", "textInputOutlinedStyle",
        "textInputFilledStyle", "textInputOutlinedDenseStyle", "textInputFilledDenseStyle",
        "textInputOutlinedExposedDropdownMenuStyle", "textInputFilledExposedDropdownMenuStyle", "toolbarStyle",
        "bottomSheetDialogTheme", "alertDialogTheme", "materialAlertDialogTheme", "android:datePickerDialogTheme",
        "android:timePickerDialogTheme", "textAppearanceLargePopupMenu", "textAppearanceSmallPopupMenu",
        "materialCalendarStyle", "materialCalendarFullscreenTheme", "materialCalendarTheme", "materialTimePickerTheme",
    ]

    /// The library whose theme gives `attribute` under library theme `themeName`: AppCompat's for what a Bridge theme
    /// leaves to it (`appCompatInBridge`), else the theme's own library.
    static func library(of themeName: String, for attribute: String) -> Library? {
        guard let library = family(of: themeName)?.library else { return nil }
        if library == .materialComponents, isBridge(themeName), appCompatInBridge.contains(attribute) {
            return .appCompat
        }
        return library
    }

    /// Whether library theme `themeName` inflates a `<Button>` tag as a `MaterialButton` (its `viewInflaterClass` is
    /// `MaterialComponentsViewInflater`: Material 3 and the full Material Components themes, not Bridge or AppCompat).
    static func inflatesMaterialButtons(_ themeName: String) -> Bool {
        [.material3, .materialComponents].contains(library(of: themeName, for: "viewInflaterClass"))
    }

    /// Whether a library theme is a dialog theme (`Theme.AppCompat.Light.Dialog`, `Theme.AppCompat.DayNight.Dialog.Alert`,
    /// `android:Theme.Material.Dialog`, `Theme.Material3.DayNight.Dialog`): a floating window framed by the dialog
    /// background. `…DialogWhenLarge` is a full-screen theme on phones and is not one.
    static func isDialogTheme(_ themeName: String) -> Bool {
        let parts = themeName.split(separator: ".")
        return parts.contains("Dialog") && !parts.contains("DialogWhenLarge")
    }

    /// What a library dialog theme changes in the table: its window is `abc_dialog_material_background` (AppCompat,
    /// Material Components and Material 3: `Base.V7.Theme.AppCompat.Light.Dialog`) or `dialog_background_material` (the
    /// framework's `Theme.Material.Dialog`), an inset shape tinted with the theme's `android:colorBackground`, and the
    /// dialog theme sets that to `?attr/colorBackgroundFloating` in AppCompat and the framework
    /// (`background_floating_material_light` #FFFFFF / `_dark` #424242), not the screen's `background_material_*`.
    /// Material Components' and Material 3's dialog themes set it to their own background (`design_default_color_
    /// background` #FFFFFF / `design_dark_…` #121212, `m3_sys_color_*_background`: material-components-android
    /// `dialog/res/values/themes_base.xml`), the table's already.
    static func dialogWindowColors(_ library: Library, themeName: String) -> [String: (light: String, dark: String)] {
        guard isDialogTheme(themeName), library == .appCompat || library == .framework else { return [:] }
        return ["android:colorBackground": floating]
    }

    /// Whether a library theme name is a Material Components Bridge theme.
    static func isBridge(_ themeName: String) -> Bool {
        themeName.hasSuffix(".Bridge") || themeName.contains(".Bridge.")
    }

    /// The library default of `attribute` under library theme `themeName` in day or night mode, with a label for evidence.
    static func value(
        _ attribute: String, themeName: String, night: Bool, baseline: Material3Baseline = .tokens2023
    ) -> (value: String, source: String)? {
        guard let dark = family(of: themeName).map(\.dark), let library = Self.library(of: themeName, for: attribute)
        else { return nil }
        guard
            let entry = dialogWindowColors(library, themeName: themeName)[attribute]
                ?? table(library, baseline: baseline)[attribute]
        else { return nil }
        let isDark = dark ?? night
        return (
            isDark ? entry.dark : entry.light,
            "\(library.rawValue) default of \(attribute) (\(themeName), \(isDark ? "dark" : "light"))"
        )
    }

    /// The framework text appearances a layout names through a theme attribute (`?android:attr/textAppearanceLarge`),
    /// used when the theme read does not set the attribute: Android's `TextAppearance.Material.*` styles
    /// (`core/res/res/values/styles_material.xml`): Large 22sp and Subhead (list items) 16sp in `?textColorPrimary`,
    /// Medium 18sp and Small 14sp in `?textColorSecondary`.
    static let textAppearances: [String: [String: String]] = [
        "textAppearanceLarge": ["android:textColor": "?android:attr/textColorPrimary", "android:textSize": "22sp"],
        "textAppearanceMedium": ["android:textColor": "?android:attr/textColorSecondary", "android:textSize": "18sp"],
        "textAppearanceSmall": ["android:textColor": "?android:attr/textColorSecondary", "android:textSize": "14sp"],
        "textAppearanceListItem": ["android:textColor": "?android:attr/textColorPrimary", "android:textSize": "16sp"],
        "textAppearanceListItemSmall": [
            "android:textColor": "?android:attr/textColorPrimary", "android:textSize": "14sp",
        ],
    ]

    /// The framework text appearance item for a `?android:attr/textAppearance…` reference, if it is one of the table.
    static func textAppearanceItem(_ attribute: String, reference: String) -> String? {
        guard var name = AndroidThemeResolver.attributeName(reference) else { return nil }
        if name.hasPrefix("android:") { name.removeFirst(8) }
        return textAppearances[name]?[attribute]
    }
}
