/// Which views draw a theme's `android:background` as their own. `View`'s constructor reads `android:background` with
/// `obtainStyledAttributes(attrs, View, defStyleAttr, defStyleRes)`, whose last fallback is the theme: a theme (the
/// activity's, or an overlay `android:theme` applies to a subtree, `AndroidViewThemeOverlays`) that sets
/// `android:background` gives it to every view under it that sets none in its XML, its `style` or its default style,
/// the text views included (the well-known gotcha of putting `android:background` in a theme overlay).
///
/// A view whose default style sets a background of its own keeps it (buttons, fields, compound buttons, spinners,
/// cards, app bars and the other widgets of `ownDefaultBackgrounds`, and app classes built on them); so does a view
/// whose `style` reaches a library style that may set one Legible does not read (not a text appearance or a text
/// view's style: `setsNoBackground`). Layout tags that are no views
/// (`<include>`, `<merge>`, `<requestFocus/>`, …) draw nothing.
enum AndroidThemeBackground {
    /// Widgets whose default style (framework, AppCompat, Material) sets `android:background`.
    static let ownDefaultBackgrounds: Set<String> = [
        "Button", "AppCompatButton", "MaterialButton", "ImageButton", "AppCompatImageButton", "ToggleButton",
        "AppCompatToggleButton", "EditText", "AppCompatEditText", "TextInputEditText", "AutoCompleteTextView",
        "AppCompatAutoCompleteTextView", "MaterialAutoCompleteTextView", "MultiAutoCompleteTextView",
        "AppCompatMultiAutoCompleteTextView", "Spinner", "AppCompatSpinner", "CheckBox", "AppCompatCheckBox",
        "MaterialCheckBox", "RadioButton", "AppCompatRadioButton", "MaterialRadioButton", "Switch", "SwitchCompat",
        "SwitchMaterial", "MaterialSwitch", "CheckedTextView", "AppCompatCheckedTextView", "Chip",
        "FloatingActionButton", "ExtendedFloatingActionButton", "CardView", "MaterialCardView", "AppBarLayout",
        "BottomNavigationView", "NavigationView", "NavigationRailView", "TabLayout", "SearchView", "SeekBar",
        "AppCompatSeekBar", "RatingBar", "AppCompatRatingBar", "ProgressBar", "Slider", "BottomAppBar",
    ]

    /// Whether a library style is one that sets no background: a text appearance used as a style, or a text view's
    /// style (`Widget.AppCompat.TextView`, `Widget.MaterialComponents.TextView`).
    static func setsNoBackground(libraryStyle name: String) -> Bool {
        name.hasPrefix("TextAppearance.") || name.hasPrefix("android:TextAppearance")
            || (name.hasPrefix("Widget.") && name.hasSuffix(".TextView"))
    }

    /// Layout tags that are not views.
    static let notViews: Set<String> = ["include", "merge", "requestFocus", "tag", "ViewStub", "fragment"]

    /// Whether `element` draws the theme's `android:background` when it sets none: `superclass` is the platform or
    /// library class an app class is built on (`AndroidLayoutContext.platformSuperclasses`), `card` whether it is a
    /// card, `styleLeavesApp` whether its `style` reaches a library style.
    static func applies(to element: AndroidXMLElement, superclass: String?, card: Bool, styleLeavesApp: Bool) -> Bool {
        let name = AndroidViewKinds.simpleName(element.name)
        let base = superclass.map(AndroidViewKinds.simpleName)
        return !card && !styleLeavesApp && !notViews.contains(name) && !ownDefaultBackgrounds.contains(name)
            && !(base.map(ownDefaultBackgrounds.contains) ?? false)
    }
}
