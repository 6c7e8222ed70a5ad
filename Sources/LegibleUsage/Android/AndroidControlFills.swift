/// The fill a Material control draws under its own text or icon when the layout sets no background: the
/// `backgroundTint` of the library's default widget style, as a theme attribute the app's theme resolves. Sources
/// (material-components-android, `res/values/styles.xml` of each component and their color selectors' enabled state):
///
/// | control | Material 3 | Material Components |
/// |---|---|---|
/// | `MaterialButton` (and `<Button>`, which those themes inflate as one) | `?attr/colorPrimary` (`Widget.Material3.Button`, `m3_button_background_color_selector`) | `?attr/colorPrimary` (`Widget.MaterialComponents.Button`, `mtrl_btn_bg_color_selector`) |
/// | tonal / elevated `MaterialButton` (`buttonFills`) | `?attr/colorSecondaryContainer` / the elevated button container (`AndroidMaterial3Container`) | — |
/// | `FloatingActionButton`, `ExtendedFloatingActionButton` | `?attr/colorPrimaryContainer` (`Widget.Material3.FloatingActionButton.Primary`) | `?attr/colorSecondary` (`Widget.MaterialComponents.FloatingActionButton`, `mtrl_fab_bg_color_selector`) |
///
/// | `AppBarLayout` (also under AppCompat themes: `Widget.Design.AppBarLayout`) | `?attr/colorSurface` (`Widget.Material3.AppBarLayout`) | `?attr/colorPrimary` (`Widget.MaterialComponents.AppBarLayout.Primary`, `Widget.Design.AppBarLayout`) |
///
/// A card's fill is its style's `cardBackgroundColor` (`cardFills`): the style written on the card, else the
/// `defStyleAttr` its class passes (`LicenseCard : MaterialCardView(ctx, attrs, R.attr.materialCardViewFilledStyle)`),
/// else the theme's `materialCardViewStyle`, each a theme attribute the app's theme may set, with the library's
/// default (`cardStyleAttributes`) when it does not:
///
/// | card style (material-components-android `card/res/values/styles.xml`, `tokens`) | `cardBackgroundColor` |
/// |---|---|
/// | `Widget.Material3.CardView.Filled` (`?attr/materialCardViewFilledStyle`) | the filled card container (`AndroidMaterial3Container`: `?attr/colorSurfaceContainerHighest` from 1.11.0) |
/// | `Widget.Material3.CardView.Elevated` (`?attr/materialCardViewElevatedStyle`) | the elevated card container (`?attr/colorSurfaceContainerLow` from 1.11.0) |
/// | `Widget.Material3.CardView.Outlined` (Material 3's `materialCardViewStyle`) | `?attr/colorSurface` |
/// | `Widget.MaterialComponents.CardView` (Material Components' `materialCardViewStyle`) | `?attr/colorSurface` |
/// | androidx / support `CardView` | `cardview_light_background` `#FFFFFF` or `cardview_dark_background` `#424242`, as the theme's `android:colorBackground` is light (HSV value > 0.5) or not (`CardView`'s `initialize`) |
///
/// A `Chip`'s fill is its `app:chipBackgroundColor` when the layout sets one (`AndroidLayoutWalker.backgroundAttributes`).
///
/// A button's style is the one written on it, else the theme's `materialButtonStyle` (also when `style=` names a theme
/// overlay, which sets no view attribute); text, outlined, borderless and icon-only button styles draw no fill, and a control whose layout or style sets a
/// background or tint at all (even a transparent one) draws that instead. Under AppCompat and Bridge themes (no
/// Material `viewInflaterClass`) a `<Button>` is an `AppCompatButton`, which draws AppCompat's bezel
/// (`appCompatButtonFill`: `?attr/colorButtonNormal`), and `androidx.cardview` cards pick their color from the
/// theme's lightness (`legacyCardFills`).
enum AndroidControlFills {
    /// Widgets that draw the rows of their adapter in a dropdown popup of their own, not inside themselves.
    static let dropdownWidgets: Set<String> = [
        "AutoCompleteTextView", "AppCompatAutoCompleteTextView", "MaterialAutoCompleteTextView",
        "MultiAutoCompleteTextView", "AppCompatMultiAutoCompleteTextView", "Spinner", "AppCompatSpinner",
    ]

    static func isDropdown(_ element: AndroidXMLElement) -> Bool {
        dropdownWidgets.contains(AndroidViewKinds.simpleName(element.name))
    }

    /// The dropdown popup's fill when neither the widget nor its style sets `android:popupBackground`: under Material 3
    /// an auto-complete field is a `MaterialAutoCompleteTextView`, whose menu is `?attr/colorSurfaceContainer`
    /// (`m3_comp_filled_autocomplete_menu_container_color`, `m3_comp_menu_container_color`); under Material Components
    /// its popup is `?attr/popupMenuBackground`, `mtrl_popupmenu_background` (`<solid ?attr/colorSurface>`). A
    /// `Spinner`'s and AppCompat's popups are nine-patch images: not known.
    static func popupFill(of element: AndroidXMLElement, library: AndroidThemeDefaults.Library?)
        -> AndroidMaterialDefault?
    {
        guard AndroidViewKinds.simpleName(element.name).contains("AutoCompleteTextView") else { return nil }
        switch library {
        case .material3?: return .container(.menu)
        case .materialComponents?: return .role("?attr/colorSurface")
        default: return nil
        }
    }

    /// `cardBackgroundColor` of the libraries' card styles, by style name prefix (Material 3's filled and elevated
    /// cards follow the library version: `AndroidMaterial3Container`).
    static let cardFills: [(style: String, fill: AndroidMaterialDefault)] = [
        ("Widget.Material3.CardView.Filled", .container(.filledCard)),
        ("Widget.Material3.CardView.Elevated", .container(.elevatedCard)),
        ("Widget.Material3.CardView.Outlined", .role("?attr/colorSurface")),
        ("Widget.MaterialComponents.CardView", .role("?attr/colorSurface")),
    ]

    /// The card styles a library theme gives its card style attributes (`themes_base.xml`).
    static let cardStyleAttributes: [AndroidThemeDefaults.Library: [String: String]] = [
        .material3: [
            "materialCardViewStyle": "Widget.Material3.CardView.Outlined",
            "materialCardViewOutlinedStyle": "Widget.Material3.CardView.Outlined",
            "materialCardViewFilledStyle": "Widget.Material3.CardView.Filled",
            "materialCardViewElevatedStyle": "Widget.Material3.CardView.Elevated",
        ],
        .materialComponents: ["materialCardViewStyle": "Widget.MaterialComponents.CardView"],
    ]

    /// androidx (and support library) `CardView`'s fill on a light and on a dark `android:colorBackground`.
    static let legacyCardFills = AndroidLibraryViewStyles.cardViewBackgrounds

    /// The fill of a library card style (or a style whose library parent is one), nil when not listed.
    static func cardFill(libraryStyle: String) -> AndroidMaterialDefault? {
        cardFills.first { libraryStyle.hasPrefix($0.style) }?.fill
    }

    /// An androidx or support-library `CardView` (not a `MaterialCardView`), or a class built on one.
    static func isLegacyCard(_ name: String) -> Bool {
        ["androidx.cardview.widget.CardView", "android.support.v7.widget.CardView", "CardView"].contains(name)
    }

    /// The Material controls whose fill an app class built on one draws too, from the style its layout writes
    /// (`AndroidLayoutWalker.libraryControl`).
    static let appBuildableControls: Set<String> = [
        "MaterialButton", "ExtendedFloatingActionButton", "FloatingActionButton",
    ]

    /// Style names (or any style of the chain) that draw no fill.
    static let unfilledStyleWords = [
        "TextButton", "OutlinedButton", "Borderless", "IconButton", "borderlessButtonStyle", "buttonBarButtonStyle",
    ]

    /// Prefixes of the styles that Material Components, Material 3, AppCompat and the framework define: a style with
    /// one of them is known without its file.
    static let libraryStylePrefixes = [
        "Widget.MaterialComponents", "Widget.Material3", "Widget.AppCompat", "Widget.Design", "Widget.Material.",
        "TextAppearance.MaterialComponents", "TextAppearance.Material3", "TextAppearance.AppCompat",
        "TextAppearance.Material.", "TextAppearance.Design", "Base.", "Platform.", "ThemeOverlay.MaterialComponents",
        "ThemeOverlay.Material3", "ThemeOverlay.AppCompat", "ThemeOverlay.Material.", "ThemeOverlay.Design", "android:",
    ]

    static func isLibraryStyle(_ name: String) -> Bool { libraryStylePrefixes.contains { name.hasPrefix($0) } }

    /// A card: a view class named `…CardView`, which holds its content on its fill (`cardFill`). Classes of the app
    /// built on a card are known from the code (`AndroidLayoutContext.cardClasses`).
    static func isCard(_ element: AndroidXMLElement) -> Bool {
        AndroidViewKinds.simpleName(element.name).hasSuffix("CardView")
    }

    /// Material's `SearchView` (`com.google.android.material.search.SearchView`), which adds the children a layout
    /// gives it to its content container, drawn over its background view (`SearchView.setUpBackgroundViewElevationOverlay`
    /// tints that view with the style's `backgroundTint`: `Widget.Material3.SearchView` in `search/res/values/styles.xml`).
    static func isSearchView(_ element: AndroidXMLElement) -> Bool {
        element.name == "com.google.android.material.search.SearchView"
    }

    /// An app bar (`AppBarLayout`), which holds its toolbar and tabs on its fill.
    static func isAppBar(_ element: AndroidXMLElement) -> Bool {
        AndroidViewKinds.simpleName(element.name) == "AppBarLayout"
    }

    /// A toolbar (`Toolbar`, `MaterialToolbar`), which holds its title and content on its style's background.
    static func isToolbar(_ element: AndroidXMLElement) -> Bool {
        ["Toolbar", "MaterialToolbar"].contains(AndroidViewKinds.simpleName(element.name))
    }

    /// The background and elevation of the library toolbar styles (material-components-android
    /// `appbar/res/values/styles.xml`): `Widget.MaterialComponents.Toolbar.Primary` `?attr/colorPrimary` at
    /// `design_appbar_elevation` 4dp, `…Toolbar.Surface` `?attr/colorSurface`, `Widget.Material3.Toolbar.Surface`
    /// `m3_comp_app_bar_container_color` (`?attr/colorSurface`); the plain `Widget.*.Toolbar` and `.OnSurface` styles
    /// draw none. `Widget.MaterialComponents.Toolbar.PrimarySurface` is Primary by day and Surface at night (its
    /// `values-night` parent): by the theme's night mode.
    static func toolbarStyle(_ name: String, night: Bool) -> (fill: String?, elevationDp: Double?)? {
        let plain = name.hasPrefix("@style/") ? String(name.dropFirst(7)) : name
        let primary: (String?, Double?) = ("?attr/colorPrimary", 4)
        let surface: (String?, Double?) = ("?attr/colorSurface", nil)
        switch plain {
        case "Widget.MaterialComponents.Toolbar.PrimarySurface": return night ? surface : primary
        case "Widget.MaterialComponents.Toolbar.Primary": return primary
        case "Widget.MaterialComponents.Toolbar.Surface", "Widget.Material3.Toolbar.Surface": return surface
        case "Widget.MaterialComponents.Toolbar", "Widget.Material3.Toolbar", "Widget.Material3.Toolbar.OnSurface",
            "Widget.AppCompat.Toolbar":
            return (nil, nil)
        default: return nil
        }
    }

    /// The theme attribute of the default fill of `element` under `library`, or nil when it draws none or is not listed.
    static func fill(of element: AndroidXMLElement, library: AndroidThemeDefaults.Library?, styleChain: [String])
        -> AndroidMaterialDefault?
    {
        guard let library else { return nil }
        // The app bar is a Material library view whatever the theme: AppCompat themes give it `Widget.Design.AppBarLayout`.
        if isAppBar(element) { return .role(library == .material3 ? "?attr/colorSurface" : "?attr/colorPrimary") }
        if isSearchView(element) { return library == .material3 ? .container(.searchView) : nil }
        let name = AndroidViewKinds.simpleName(element.name)
        // AppCompat's button (an `AppCompatButton`, or a `<Button>` where the theme inflates no Material views).
        if library == .appCompat, name == "Button" || name == "AppCompatButton" {
            if case .fill(let fill) = appCompatButtonFill(styleChain: styleChain) { return fill }
            return nil
        }
        guard library != .appCompat, library != .framework else { return nil }
        // A library button style the chain reaches decides the fill: a tonal button is not a filled one.
        if name == "MaterialButton" || name == "Button",
            let known = styleChain.lazy.compactMap({ buttonFill(libraryStyle: $0) }).first
        {
            return known.fill
        }
        if styleChain.contains(where: { style in unfilledStyleWords.contains { style.contains($0) } }) { return nil }
        switch name {
        case "FloatingActionButton", "ExtendedFloatingActionButton":
            return .role(library == .material3 ? "?attr/colorPrimaryContainer" : "?attr/colorSecondary")
        case "MaterialButton", "Button":
            return .role("?attr/colorPrimary")
        default:
            return nil
        }
    }

    /// What AppCompat's button draws under its label.
    enum Bezel: Equatable {
        case fill(AndroidMaterialDefault)
        case none
        /// A style Legible does not know.
        case unknown(String)
    }

    /// The bezel of an AppCompat button drawn with `styleChain` (its style and parents, else the theme's `buttonStyle`;
    /// empty: AppCompat's default `Widget.AppCompat.Button`). androidx.appcompat `Base.Widget.AppCompat.Button` draws
    /// `abc_btn_default_mtrl_shape`, an opaque shape `AppCompatBackgroundHelper` tints `?attr/colorButtonNormal`;
    /// `Widget.AppCompat.Button.Colored` draws `abc_btn_colored_material`, tinted `?attr/colorAccent`; the borderless and
    /// button-bar styles draw a ripple only (nothing until pressed). An app style with no library parent keeps the
    /// default style's bezel (the theme's `buttonStyle` still applies under it).
    static func appCompatButtonFill(styleChain: [String]) -> Bezel {
        let unfilled = unfilledStyleWords + ["ButtonBar"]
        if styleChain.contains(where: { style in unfilled.contains { style.contains($0) } }) { return .none }
        if styleChain.contains(where: { $0.hasPrefix("Widget.AppCompat.Button.Colored") }) {
            return .fill(.role("?attr/colorAccent"))
        }
        guard let library = styleChain.last(where: isLibraryStyle) else {
            return .fill(.role("?attr/colorButtonNormal"))
        }
        guard library == "Widget.AppCompat.Button" || library.hasPrefix("Widget.AppCompat.Button.") else {
            return .unknown("its style reaches \(library), whose background Legible does not know")
        }
        return .fill(.role("?attr/colorButtonNormal"))
    }

    /// The container fill of Material's button styles, longest name first (material-components-android
    /// `button/res/values/styles.xml`: each style's `backgroundTint` selector read with its `materialThemeOverlay`,
    /// which for the tonal and elevated buttons remaps `colorPrimary`; the Material 3 tokens
    /// `md.comp.filled-tonal-button.container.color` secondary-container, `md.comp.elevated-button.container.color`
    /// surface-container-low, `md.comp.filled-button.container.color` primary; text and outlined buttons and the
    /// standard icon button have a transparent container). nil fill: the button draws none, its text is on its parent.
    static let buttonFills: [(style: String, fill: AndroidMaterialDefault?)] = [
        // Material 3 Expressive (`ThemeOverlay.Material3Expressive.Button.*`'s `colorContainer`, read by
        // `m3_button_background_color_selector`; outlined, text and standard icon buttons: transparent).
        ("Widget.Material3Expressive.Button.IconButton.Standard", nil),
        ("Widget.Material3Expressive.Button.IconButton.Outlined", nil),
        ("Widget.Material3Expressive.Button.IconButton.Tonal", .role("?attr/colorSecondaryContainer")),
        ("Widget.Material3Expressive.Button.IconButton", .role("?attr/colorPrimary")),
        ("Widget.Material3Expressive.Button.TonalButton", .role("?attr/colorSecondaryContainer")),
        ("Widget.Material3Expressive.Button.ElevatedButton", .container(.elevatedButton)),
        ("Widget.Material3Expressive.Button.OutlinedButton", nil),
        ("Widget.Material3Expressive.Button.TextButton", nil),
        ("Widget.Material3Expressive.Button", .role("?attr/colorPrimary")),
        ("Widget.Material3.Button.IconButton.Filled.Tonal", .role("?attr/colorSecondaryContainer")),
        ("Widget.Material3.Button.IconButton.Filled", .role("?attr/colorPrimary")),
        ("Widget.Material3.Button.IconButton", nil),
        ("Widget.Material3.Button.TonalButton", .role("?attr/colorSecondaryContainer")),
        ("Widget.Material3.Button.ElevatedButton", .container(.elevatedButton)),
        ("Widget.Material3.Button.TextButton", nil),
        ("Widget.Material3.Button.OutlinedButton", nil),
        ("Widget.Material3.Button", .role("?attr/colorPrimary")),
        ("Widget.MaterialComponents.Button.TextButton", nil),
        ("Widget.MaterialComponents.Button.OutlinedButton", nil),
        ("Widget.MaterialComponents.Button", .role("?attr/colorPrimary")),
    ]

    /// The fill of a library button style (`buttonFills`, by the longest style name it is or extends), nil when the
    /// style is not a Material button style.
    static func buttonFill(libraryStyle reference: String) -> (style: String, fill: AndroidMaterialDefault?)? {
        if let attribute = AndroidThemeResolver.attributeName(reference) {
            return buttonStyleAttributes[attribute].flatMap { buttonFill(libraryStyle: $0) }
        }
        let name = AndroidStyleSheet.styleName(reference)
        return buttonFills.first { name == $0.style || name.hasPrefix($0.style + ".") }
    }

    /// The button style attributes Material themes set, by the Material 3 style they name
    /// (`AndroidThemeDefaults.libraryStyleAttributes`; the fill of the Material Components style each names is the
    /// same: `buttonFills`).
    static var buttonStyleAttributes: [String: String] {
        AndroidThemeDefaults.libraryStyleAttributes[.material3] ?? [:]
    }

    /// A theme overlay written as a view's `style=` (`style="@style/ThemeOverlay.App.Button"`): it sets theme
    /// attributes, not the view's, so the view keeps the style its theme names for it (`materialButtonStyle`).
    static func isThemeOverlay(_ styleName: String) -> Bool {
        styleName.hasPrefix("ThemeOverlay") || styleName.contains(".ThemeOverlay")
    }
}
