/// The text color Material Components (`Widget.MaterialComponents.*`) and Material 3 (`Widget.Material3.*`) widget
/// styles draw in their default state (enabled, not checkable, not focused), and the styles the library themes give
/// the theme attributes that select them. Sources: material-components-android `lib/java/com/google/android/material/`
/// (the style's `android:textColor` state list, read in its enabled item, through the `materialThemeOverlay` the
/// style sets for the attributes the list reads):
///
/// | style | `android:textColor` (enabled item) | theme attribute |
/// |---|---|---|
/// | `Widget.Material3.Button` | `m3_button_foreground_color_selector` `?attr/colorOnContainer`; `ThemeOverlay.Material3.Button`: `m3_comp_button_filled_icon_color` | `?attr/colorOnPrimary` |
/// | `Widget.Material3.Button.TonalButton` | same list; `ThemeOverlay.Material3.Button.TonalButton`: `m3_comp_button_tonal_icon_color` | `?attr/colorOnSecondaryContainer` |
/// | `Widget.Material3.Button.TextButton`, `.OutlinedButton` (its child) | `m3_text_button_foreground_color_selector` (`state_checkable="false"`) `?attr/colorOnContainer`; `ThemeOverlay.Material3.Button.TextButton`: `m3_comp_button_text_icon_color` | `?attr/colorPrimary` |
/// | `Widget.Material3.Button.ElevatedButton` | `m3_text_button_foreground_color_selector`; `ThemeOverlay.Material3.Button.ElevatedButton`: `m3_comp_button_elevated_icon_color` | `?attr/colorPrimary` |
/// | `Widget.Material3.Button.IconButton`, `.IconButton.Outlined` | TextButton's list; `ThemeOverlay.Material3.Button.IconButton`: `colorOnContainer` `?attr/colorPrimary` | `?attr/colorPrimary` |
/// | `Widget.Material3.Button.IconButton.Filled` | `ThemeOverlay.Material3.Button.IconButton.Filled`: `m3_comp_icon_button_filled_icon_color` | `?attr/colorOnPrimary` |
/// | `Widget.Material3.Button.IconButton.Filled.Tonal` | `ThemeOverlay.Material3.Button.IconButton.Filled.Tonal`: `m3_comp_icon_button_tonal_icon_color` | `?attr/colorOnSecondaryContainer` |
/// | `Widget.MaterialComponents.Button` (and `.UnelevatedButton`) | `mtrl_btn_text_color_selector` | `?attr/colorOnPrimary` |
/// | `Widget.MaterialComponents.Button.TextButton`, `.OutlinedButton` | `mtrl_text_btn_text_color_selector` (alpha 1.00) | `?attr/colorPrimary` |
/// | `Widget.Material3.TextInputEditText.*` | `m3_textfield_input_text_color`: `m3_comp_outlined_text_field_input_text_color` | `?attr/colorOnSurface` |
/// | `Widget.MaterialComponents.TextInputEditText.*`, `Widget.Material3.AutoCompleteTextView.*`, `Widget.MaterialComponents.AutoCompleteTextView.*` | none of their own: AppCompat's `Widget.AppCompat.EditText` / `.AutoCompleteTextView`, AOSP `Widget.EditText` (`styles.xml`) | `?android:attr/editTextColor` |
///
/// Material 3 Expressive (`Widget.Material3Expressive.Button*`, 1.13+) keeps `m3_button_foreground_color_selector`
/// and sets each button's `colorOnContainer` in its overlay (`ThemeOverlay.Material3Expressive.Button.Filled`,
/// `.Tonal`, `.Outlined`, `.Elevated`, `.TextButton`, `.IconButton.Standard`; `tokens.xml`, `icon_btn_tokens.xml`):
/// filled button and filled icon button `?attr/colorOnPrimary`, tonal `?attr/colorOnSecondaryContainer`, outlined and
/// standard icon button `?attr/colorOnSurfaceVariant` (`m3_comp_button_outlined_icon_color`,
/// `m3_comp_icon_button_standard_icon_color`), elevated and text `?attr/colorPrimary`.
///
/// The buttons' `colorOnContainer` comes from the style's `materialThemeOverlay`, so an app style that sets its own
/// `materialThemeOverlay` is not known (`AndroidDefaultTextColor.libraryStyleOutcome`). Styles not listed (chips,
/// whose text sits on a fill with alpha; snackbar buttons, which read `colorPrimaryInverse`) stay not checked.
///
/// The style attributes (`theme/res/values/themes_base.xml`, and `themes_base_bridge.xml` for Material Components'
/// button and chip styles): Material 3 `materialButtonStyle` `Widget.Material3.Button`, `materialButtonOutlinedStyle`
/// `…OutlinedButton`, `borderlessButtonStyle` `…TextButton`, `buttonBarButtonStyle` `…TextButton.Dialog`,
/// `materialIconButtonStyle` `…IconButton` (and its `Filled`, `FilledTonal`, `Outlined` siblings), `textInputStyle`
/// `?attr/textInputOutlinedStyle` `Widget.Material3.TextInputLayout.OutlinedBox`; Material Components
/// `materialButtonStyle` `Widget.MaterialComponents.Button`, `materialButtonOutlinedStyle` `…OutlinedButton`,
/// `borderlessButtonStyle` and `buttonBarButtonStyle` `…TextButton`, `textInputStyle`
/// `Widget.MaterialComponents.TextInputLayout.FilledBox`. Material 3 also sets `materialButtonTonalStyle` and
/// `materialButtonElevatedStyle`; Material 3 Expressive themes (`Theme.Material3Expressive`) set the button ones to the
/// `Widget.Material3Expressive` styles (`expressiveStyleAttributes`) and keep Material 3's others.
extension AndroidThemeDefaults {
    /// One library widget style's default text color, and the widget families it applies to.
    struct LibraryStyleText: Sendable {
        let style: String
        /// The theme attribute the style's text color is in its default state.
        let color: String
        /// The widget families (`TextWidget.name`) that read the style as the library means it.
        let widgets: Set<String>
    }

    static let onSecondaryContainer = "?attr/colorOnSecondaryContainer"
    static let editTextColorReference = "?android:attr/editTextColor"
    static let onSurfaceVariant = "?attr/colorOnSurfaceVariant"

    /// The library widget styles whose default text color is known, longest name first (see the extension's sources).
    static let libraryStyleTexts: [LibraryStyleText] = [
        LibraryStyleText(
            style: "Widget.Material3Expressive.Button.IconButton.Standard", color: onSurfaceVariant,
            widgets: ["Button"]),
        LibraryStyleText(
            style: "Widget.Material3Expressive.Button.IconButton.Outlined", color: onSurfaceVariant,
            widgets: ["Button"]),
        LibraryStyleText(
            style: "Widget.Material3Expressive.Button.IconButton.Tonal", color: onSecondaryContainer,
            widgets: ["Button"]),
        LibraryStyleText(
            style: "Widget.Material3Expressive.Button.IconButton", color: materialButtonTextColor, widgets: ["Button"]),
        LibraryStyleText(
            style: "Widget.Material3Expressive.Button.TonalButton", color: onSecondaryContainer, widgets: ["Button"]),
        LibraryStyleText(
            style: "Widget.Material3Expressive.Button.OutlinedButton", color: onSurfaceVariant, widgets: ["Button"]),
        LibraryStyleText(
            style: "Widget.Material3Expressive.Button.ElevatedButton", color: "?attr/colorPrimary",
            widgets: ["Button"]),
        LibraryStyleText(
            style: "Widget.Material3Expressive.Button.TextButton", color: "?attr/colorPrimary", widgets: ["Button"]),
        LibraryStyleText(
            style: "Widget.Material3Expressive.Button", color: materialButtonTextColor, widgets: ["Button"]),
        LibraryStyleText(
            style: "Widget.Material3.Button.IconButton.Filled.Tonal", color: onSecondaryContainer, widgets: ["Button"]),
        LibraryStyleText(
            style: "Widget.Material3.Button.IconButton.Filled", color: materialButtonTextColor, widgets: ["Button"]),
        LibraryStyleText(style: "Widget.Material3.Button.IconButton", color: "?attr/colorPrimary", widgets: ["Button"]),
        LibraryStyleText(
            style: "Widget.Material3.Button.TonalButton", color: onSecondaryContainer, widgets: ["Button"]),
        LibraryStyleText(
            style: "Widget.Material3.Button.ElevatedButton", color: "?attr/colorPrimary", widgets: ["Button"]),
        LibraryStyleText(
            style: "Widget.Material3.Button.OutlinedButton", color: "?attr/colorPrimary", widgets: ["Button"]),
        LibraryStyleText(style: "Widget.Material3.Button.TextButton", color: "?attr/colorPrimary", widgets: ["Button"]),
        LibraryStyleText(style: "Widget.Material3.Button", color: materialButtonTextColor, widgets: ["Button"]),
        LibraryStyleText(
            style: "Widget.MaterialComponents.Button.OutlinedButton", color: "?attr/colorPrimary", widgets: ["Button"]),
        LibraryStyleText(
            style: "Widget.MaterialComponents.Button.TextButton", color: "?attr/colorPrimary", widgets: ["Button"]),
        LibraryStyleText(
            style: "Widget.MaterialComponents.Button", color: materialButtonTextColor, widgets: ["Button"]),
        LibraryStyleText(
            style: "Widget.Material3.TextInputEditText", color: "?attr/colorOnSurface", widgets: ["EditText"]),
        LibraryStyleText(
            style: "Widget.MaterialComponents.TextInputEditText", color: editTextColorReference, widgets: ["EditText"]),
        LibraryStyleText(
            style: "Widget.Material3.AutoCompleteTextView", color: editTextColorReference,
            widgets: ["AutoCompleteTextView"]),
        LibraryStyleText(
            style: "Widget.MaterialComponents.AutoCompleteTextView", color: editTextColorReference,
            widgets: ["AutoCompleteTextView"]),
    ]

    /// The snackbar's text buttons read `colorPrimaryInverse` (Material 3) or are recolored in code: not listed.
    static let unlistedLibraryStyleWords = ["Snackbar"]

    /// The known default text color of library style `name` (or a library style extending one) for `widget`.
    static func libraryStyleText(_ name: String, widget: String) -> LibraryStyleText? {
        guard !unlistedLibraryStyleWords.contains(where: { name.contains($0) }) else { return nil }
        return libraryStyleTexts.first { entry in
            entry.widgets.contains(widget) && (name == entry.style || name.hasPrefix(entry.style + "."))
        }
    }

    /// The style a library theme gives each widget style attribute (see the extension's sources).
    static let libraryStyleAttributes: [Library: [String: String]] = [
        .material3: [
            "materialButtonStyle": "Widget.Material3.Button",
            "materialButtonOutlinedStyle": "Widget.Material3.Button.OutlinedButton",
            "materialButtonTonalStyle": "Widget.Material3.Button.TonalButton",
            "materialButtonElevatedStyle": "Widget.Material3.Button.ElevatedButton",
            "borderlessButtonStyle": "Widget.Material3.Button.TextButton",
            "buttonBarButtonStyle": "Widget.Material3.Button.TextButton.Dialog",
            "materialIconButtonStyle": "Widget.Material3.Button.IconButton",
            "materialIconButtonFilledStyle": "Widget.Material3.Button.IconButton.Filled",
            "materialIconButtonFilledTonalStyle": "Widget.Material3.Button.IconButton.Filled.Tonal",
            "materialIconButtonOutlinedStyle": "Widget.Material3.Button.IconButton.Outlined",
            "textInputStyle": "Widget.Material3.TextInputLayout.OutlinedBox",
            "textInputOutlinedStyle": "Widget.Material3.TextInputLayout.OutlinedBox",
            "textInputFilledStyle": "Widget.Material3.TextInputLayout.FilledBox",
            "textInputOutlinedExposedDropdownMenuStyle":
                "Widget.Material3.TextInputLayout.OutlinedBox.ExposedDropdownMenu",
            "textInputFilledExposedDropdownMenuStyle": "Widget.Material3.TextInputLayout.FilledBox.ExposedDropdownMenu",
        ],
        .materialComponents: [
            "materialButtonStyle": "Widget.MaterialComponents.Button",
            "materialButtonOutlinedStyle": "Widget.MaterialComponents.Button.OutlinedButton",
            "borderlessButtonStyle": "Widget.MaterialComponents.Button.TextButton",
            "buttonBarButtonStyle": "Widget.MaterialComponents.Button.TextButton",
            "textInputStyle": "Widget.MaterialComponents.TextInputLayout.FilledBox",
            "textInputOutlinedStyle": "Widget.MaterialComponents.TextInputLayout.OutlinedBox",
            "textInputFilledStyle": "Widget.MaterialComponents.TextInputLayout.FilledBox",
            "textInputOutlinedExposedDropdownMenuStyle":
                "Widget.MaterialComponents.TextInputLayout.OutlinedBox.ExposedDropdownMenu",
            "textInputFilledExposedDropdownMenuStyle":
                "Widget.MaterialComponents.TextInputLayout.FilledBox.ExposedDropdownMenu",
        ],
    ]

    /// The button styles Material 3 Expressive themes set instead of Material 3's (`themes_base.xml`,
    /// `Base.Theme.Material3Expressive.Light`).
    static let expressiveStyleAttributes: [String: String] = [
        "materialButtonStyle": "Widget.Material3Expressive.Button",
        "materialButtonTonalStyle": "Widget.Material3Expressive.Button.TonalButton",
        "materialButtonOutlinedStyle": "Widget.Material3Expressive.Button.OutlinedButton",
        "materialButtonElevatedStyle": "Widget.Material3Expressive.Button.ElevatedButton",
        "borderlessButtonStyle": "Widget.Material3Expressive.Button.TextButton",
        "buttonBarButtonStyle": "Widget.Material3Expressive.Button.TextButton.Dialog",
        "materialIconButtonStyle": "Widget.Material3Expressive.Button.IconButton.Standard",
        "materialIconButtonOutlinedStyle": "Widget.Material3Expressive.Button.IconButton.Outlined",
        "materialIconButtonFilledStyle": "Widget.Material3Expressive.Button.IconButton.Filled",
        "materialIconButtonFilledTonalStyle": "Widget.Material3Expressive.Button.IconButton.Tonal",
    ]

    /// The style library theme `themeName` gives style attribute `attribute`, nil when not listed (nor for what a
    /// Bridge theme leaves to AppCompat: `AndroidThemeDefaults.appCompatInBridge`).
    static func libraryStyle(attribute: String, themeName: String?) -> String? {
        guard let themeName, let library = Self.library(of: themeName, for: attribute) else { return nil }
        if themeName.contains("Material3Expressive"), let expressive = expressiveStyleAttributes[attribute] {
            return expressive
        }
        return libraryStyleAttributes[library]?[attribute]
    }

    /// Whether a style (or a `?attr/` naming one) is one of Material 3's icon-only button styles, which draw their
    /// `icon` and no text unless the layout or the code gives them one.
    static func isIconButtonStyle(_ reference: String) -> Bool {
        if let attribute = AndroidThemeResolver.attributeName(reference) {
            return attribute.hasPrefix("materialIconButton")
        }
        let name = AndroidStyleSheet.styleName(reference)
        return name.hasPrefix("Widget.Material3.Button.IconButton")
            || name.hasPrefix("Widget.Material3Expressive.Button.IconButton")
    }

    /// The library style a `TextInputLayout` style (`Widget.Material3.TextInputLayout.FilledBox`) gives the field it
    /// holds through its `materialThemeOverlay` (`ThemeOverlay.Material3.TextInputEditText.FilledBox` sets
    /// `editTextStyle`; the `ExposedDropdownMenu` ones set `autoCompleteTextViewStyle`), for a field of `widget`.
    /// nil when the overlay sets no style for that widget (`Widget.Design.TextInputLayout`, an `EditText` in a
    /// dropdown layout).
    static func textFieldStyle(layoutStyle: String, widget: String) -> String? {
        let dropdown = layoutStyle.contains("ExposedDropdownMenu")
        let box = layoutStyle.contains("FilledBox") ? "FilledBox" : "OutlinedBox"
        for library in ["Material3", "MaterialComponents"]
        where layoutStyle.hasPrefix("Widget.\(library).TextInputLayout") {
            switch (widget, dropdown) {
            case ("EditText", false): return "Widget.\(library).TextInputEditText.\(box)"
            case ("AutoCompleteTextView", true): return "Widget.\(library).AutoCompleteTextView.\(box)"
            default: return nil
            }
        }
        return nil
    }

    /// The `TextInputLayout` styles whose field styles `textFieldStyle` knows.
    static let textFieldLayoutLibraries = [
        "Widget.Material3.TextInputLayout", "Widget.MaterialComponents.TextInputLayout",
    ]
}
