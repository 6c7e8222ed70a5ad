/// The text color a widget draws when neither the layout, its style, nor the theme's text attributes set one: the
/// widget's default style, read from its `defStyleAttr` in the theme (`TextView(context, attrs)` passes
/// `android:textViewStyle`), which sets a text color itself or a text appearance that does. Sources:
///
/// | widget | `defStyleAttr` | library default style → text color |
/// |---|---|---|
/// | `TextView`, `AppCompatTextView`, `MaterialTextView` (what the AppCompat and Material Components inflaters make of `<TextView>`) | `android:textViewStyle` | AOSP `Widget.TextView` (`styles.xml`): `textAppearance ?attr/textAppearanceSmall`, which is `TextAppearance.Material.Small` (`themes_material.xml`): `?attr/textColorTertiary` |
/// | `Button` (AppCompat), `AppCompatButton` (any theme: Material inflaters turn only `<Button>` into a `MaterialButton`) | `buttonStyle`, `android:buttonStyle` | `Widget.AppCompat.Button` → `Widget.Material.Button`: `textAppearance ?attr/textAppearanceButton`, `TextAppearance.Material.Button` / `Base.TextAppearance.AppCompat.Button`: `?android:attr/textColorPrimary` |
/// | `Button`, `MaterialButton` (Material Components, Material 3: `MaterialComponentsViewInflater.createButton`) | `materialButtonStyle` | `Widget.MaterialComponents.Button` (`mtrl_btn_text_color_selector`) and `Widget.Material3.Button` (`m3_button_foreground_color_selector` through `ThemeOverlay.Material3.Button`'s `colorOnContainer`, `m3_comp_button_filled_icon_color`): `?attr/colorOnPrimary` |
/// | `EditText`, `AppCompatEditText`, `TextInputEditText` | `editTextStyle` | `Widget.EditText` (AppCompat's on API 21+): `textColor ?android:attr/editTextColor` (`?attr/textColorPrimary`) |
/// | `AutoCompleteTextView`, `AppCompatAutoCompleteTextView`, `MaterialAutoCompleteTextView` | `autoCompleteTextViewStyle`, `android:autoCompleteTextViewStyle` (Material themes leave it to AppCompat's) | `Widget.AppCompat.AutoCompleteTextView` → AOSP `Widget.Material.AutoCompleteTextView` → `Widget.AutoCompleteTextView`, whose parent is `Widget.EditText` (`styles.xml`): `?android:attr/editTextColor` |
/// | `CheckBox`, `RadioButton`, `Switch` and their AppCompat and Material classes | `checkboxStyle`, `radioButtonStyle`, `switchStyle`, `materialSwitchStyle` | `Widget.CompoundButton`: `textColor ?attr/textColorPrimaryDisableOnly` (Material 3's check box and switches keep it: "Inherit default text color") |
///
/// AppCompat's theme points its own style attributes at the framework's on API 21+ (`checkboxStyle` →
/// `?android:attr/checkboxStyle`), so an app's `android:checkboxStyle` applies; Material Components and Material 3
/// themes set `checkboxStyle`, `radioButtonStyle` and `switchStyle` to their own styles, which the Material classes
/// read, so there an app's `android:` item does not apply.
///
/// A style the widget's default style reads its color from through a theme attribute (`textAppearanceSmall`,
/// `editTextColor`, `textColorTertiary`) is resolved through the app's theme first, then the library's
/// (`AndroidThemeDefaults.colors`). Widgets not listed (`ToggleButton`, `Chip`, `CheckedTextView`, …) are not
/// guessed: their text is "not checked" with that reason.
extension AndroidThemeDefaults {
    /// One text-drawing widget family and its default style.
    struct TextWidget: Sendable {
        /// What a layout or the code calls it, for evidence: `TextView`.
        let name: String
        /// The class simple names of the family (the framework's, AppCompat's and the Material library's).
        let classes: Set<String>
        /// The theme attributes the widget reads its default style from, by library (nil: framework / no library),
        /// first found wins.
        let styleAttributes: [Library?: [String]]
        /// The library default style's own text color (which wins over any text appearance), by library; nil when
        /// the color comes from the text appearance.
        let styleTextColor: [Library?: String]
        /// The theme attribute naming the default style's text appearance.
        let appearance: String?
        /// The text color of that appearance when the app's theme does not set the attribute.
        let appearanceTextColor: String?
        /// The library styles that are this widget's default (a style with one of them as parent changes nothing else).
        let defaultStyles: Set<String>

        /// The theme attributes for `library`.
        func styleAttributes(_ library: Library?) -> [String] { styleAttributes[library] ?? styleAttributes[nil] ?? [] }

        /// The default style's own text color under `library`.
        func styleTextColor(_ library: Library?) -> String? { styleTextColor[library] ?? styleTextColor[nil] }
    }

    static let compoundTextColor = "?android:attr/textColorPrimaryDisableOnly"
    static let materialButtonTextColor = "?attr/colorOnPrimary"

    /// The text widgets whose default text color Legible knows (see the extension's sources).
    static let textWidgets: [TextWidget] = [
        TextWidget(
            name: "TextView", classes: ["TextView", "AppCompatTextView", "MaterialTextView"],
            styleAttributes: [nil: ["android:textViewStyle"]], styleTextColor: [:],
            appearance: "android:textAppearanceSmall", appearanceTextColor: "?android:attr/textColorTertiary",
            defaultStyles: [
                "Widget.AppCompat.TextView", "Widget.MaterialComponents.TextView", "android:Widget.TextView",
                "android:Widget.Material.TextView", "android:Widget.Material.Light.TextView",
            ]),
        TextWidget(
            name: "Button", classes: ["Button", "MaterialButton"],
            styleAttributes: [
                nil: ["buttonStyle", "android:buttonStyle"], .materialComponents: ["materialButtonStyle"],
                .material3: ["materialButtonStyle"],
            ],
            styleTextColor: [.materialComponents: materialButtonTextColor, .material3: materialButtonTextColor],
            appearance: "android:textAppearanceButton", appearanceTextColor: "?android:attr/textColorPrimary",
            defaultStyles: [
                "Widget.AppCompat.Button", "Widget.MaterialComponents.Button", "Widget.Material3.Button",
                "android:Widget.Material.Button", "android:Widget.Material.Light.Button",
            ]),
        // Named as a class, AppCompat's button stays one under Material themes too: only the `<Button>` tag is
        // inflated as a `MaterialButton` (`MaterialComponentsViewInflater.createButton`), and `AppCompatButton`
        // reads `buttonStyle`, which Material themes leave at AppCompat's `Widget.AppCompat.Button`.
        TextWidget(
            name: "AppCompatButton", classes: ["AppCompatButton"],
            styleAttributes: [nil: ["buttonStyle", "android:buttonStyle"]], styleTextColor: [:],
            appearance: "android:textAppearanceButton", appearanceTextColor: "?android:attr/textColorPrimary",
            defaultStyles: [
                "Widget.AppCompat.Button", "android:Widget.Material.Button", "android:Widget.Material.Light.Button",
            ]),
        TextWidget(
            name: "EditText", classes: ["EditText", "AppCompatEditText", "TextInputEditText"],
            styleAttributes: [nil: ["editTextStyle", "android:editTextStyle"]],
            styleTextColor: [nil: "?android:attr/editTextColor"], appearance: nil, appearanceTextColor: nil,
            defaultStyles: [
                "Widget.AppCompat.EditText", "android:Widget.EditText",
                "android:Widget.Material.EditText", "android:Widget.Material.Light.EditText",
            ]),
        TextWidget(
            name: "AutoCompleteTextView",
            classes: ["AutoCompleteTextView", "AppCompatAutoCompleteTextView", "MaterialAutoCompleteTextView"],
            styleAttributes: [nil: ["autoCompleteTextViewStyle", "android:autoCompleteTextViewStyle"]],
            styleTextColor: [nil: "?android:attr/editTextColor"], appearance: nil, appearanceTextColor: nil,
            defaultStyles: [
                "Widget.AppCompat.AutoCompleteTextView", "Widget.AppCompat.Light.AutoCompleteTextView",
                "android:Widget.AutoCompleteTextView", "android:Widget.Material.AutoCompleteTextView",
                "android:Widget.Material.Light.AutoCompleteTextView",
            ]),
        TextWidget(
            name: "CheckBox", classes: ["CheckBox", "AppCompatCheckBox", "MaterialCheckBox"],
            styleAttributes: [
                nil: ["checkboxStyle", "android:checkboxStyle"], .materialComponents: ["checkboxStyle"],
                .material3: ["checkboxStyle"],
            ],
            styleTextColor: [nil: compoundTextColor], appearance: nil, appearanceTextColor: nil,
            defaultStyles: [
                "Widget.AppCompat.CompoundButton.CheckBox", "Widget.MaterialComponents.CompoundButton.CheckBox",
                "Widget.Material3.CompoundButton.CheckBox",
            ]),
        TextWidget(
            name: "RadioButton", classes: ["RadioButton", "AppCompatRadioButton", "MaterialRadioButton"],
            styleAttributes: [
                nil: ["radioButtonStyle", "android:radioButtonStyle"], .materialComponents: ["radioButtonStyle"],
                .material3: ["radioButtonStyle"],
            ],
            styleTextColor: [nil: compoundTextColor], appearance: nil, appearanceTextColor: nil,
            defaultStyles: [
                "Widget.AppCompat.CompoundButton.RadioButton", "Widget.MaterialComponents.CompoundButton.RadioButton",
                "Widget.Material3.CompoundButton.RadioButton",
            ]),
        TextWidget(
            name: "Switch", classes: ["Switch", "SwitchCompat", "SwitchMaterial", "MaterialSwitch"],
            styleAttributes: [
                nil: ["switchStyle", "android:switchStyle"], .materialComponents: ["switchStyle"],
                .material3: ["switchStyle", "materialSwitchStyle"],
            ],
            styleTextColor: [nil: compoundTextColor], appearance: nil, appearanceTextColor: nil,
            defaultStyles: [
                "Widget.AppCompat.CompoundButton.Switch", "Widget.MaterialComponents.CompoundButton.Switch",
                "Widget.Material3.CompoundButton.Switch", "Widget.Material3.CompoundButton.MaterialSwitch",
            ]),
    ]

    /// The widget family a class simple name belongs to.
    static func textWidget(_ simpleName: String) -> TextWidget? {
        textWidgets.first { $0.classes.contains(simpleName) }
    }

    /// The widget family a class of another library is named after (`EmojiTextView` → `TextView`,
    /// `ProgressButton` → `Button`): the longest class name of the table it ends with.
    static func textWidget(namedLike simpleName: String) -> TextWidget? {
        var best: (TextWidget, Int)?
        for widget in textWidgets {
            for name in widget.classes where simpleName.hasSuffix(name) && name.count > (best?.1 ?? 0) {
                best = (widget, name.count)
            }
        }
        return best?.0
    }
}
