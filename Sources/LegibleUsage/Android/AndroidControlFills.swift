/// The fill a Material control draws under its own text or icon when the layout sets no background: the
/// `backgroundTint` of the library's default widget style, as a theme attribute the app's theme resolves. Sources
/// (material-components-android, `res/values/styles.xml` of each component and their color selectors' enabled state):
///
/// | control | Material 3 | Material Components |
/// |---|---|---|
/// | `MaterialButton` (and `<Button>`, which those themes inflate as one) | `?attr/colorPrimary` (`Widget.Material3.Button`, `m3_button_background_color_selector`) | `?attr/colorPrimary` (`Widget.MaterialComponents.Button`, `mtrl_btn_bg_color_selector`) |
/// | `FloatingActionButton`, `ExtendedFloatingActionButton` | `?attr/colorPrimaryContainer` (`Widget.Material3.FloatingActionButton.Primary`) | `?attr/colorSecondary` (`Widget.MaterialComponents.FloatingActionButton`, `mtrl_fab_bg_color_selector`) |
///
/// | `MaterialCardView` (and classes named `…CardView` built on it) | not assumed | `?attr/colorSurface` (`Widget.MaterialComponents.CardView`) |
/// | `AppBarLayout` (also under AppCompat themes: `Widget.Design.AppBarLayout`) | `?attr/colorSurface` (`Widget.Material3.AppBarLayout`) | `?attr/colorPrimary` (`Widget.MaterialComponents.AppBarLayout.Primary`, `Widget.Design.AppBarLayout`) |
///
/// A `Chip`'s fill is its `app:chipBackgroundColor` when the layout sets one (`AndroidLayoutWalker.backgroundAttributes`).
///
/// Text, outlined, borderless and icon-only button styles draw no fill, and a control whose layout or style sets a
/// background or tint at all (even a transparent one) draws that instead. Under AppCompat a `<Button>` is an
/// `AppCompatButton` on a platform drawable, and `androidx.cardview` cards pick their color from the theme's
/// lightness: not listed, so their background is not assumed.
enum AndroidControlFills {
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

    /// A card: a view class named `…CardView`, which holds its content on its fill.
    static func isCard(_ element: AndroidXMLElement) -> Bool {
        AndroidViewKinds.simpleName(element.name).hasSuffix("CardView")
    }

    /// An app bar (`AppBarLayout`), which holds its toolbar and tabs on its fill.
    static func isAppBar(_ element: AndroidXMLElement) -> Bool {
        AndroidViewKinds.simpleName(element.name) == "AppBarLayout"
    }

    /// The theme attribute of the default fill of `element` under `library`, or nil when it draws none or is not listed.
    static func fill(of element: AndroidXMLElement, library: AndroidThemeDefaults.Library?, styleChain: [String])
        -> String?
    {
        guard let library else { return nil }
        // The app bar is a Material library view whatever the theme: AppCompat themes give it `Widget.Design.AppBarLayout`.
        if isAppBar(element) { return library == .material3 ? "?attr/colorSurface" : "?attr/colorPrimary" }
        guard library != .appCompat else { return nil }
        if styleChain.contains(where: { style in unfilledStyleWords.contains { style.contains($0) } }) { return nil }
        let name = AndroidViewKinds.simpleName(element.name)
        switch name {
        case "FloatingActionButton", "ExtendedFloatingActionButton":
            return library == .material3 ? "?attr/colorPrimaryContainer" : "?attr/colorSecondary"
        case "MaterialButton", "Button":
            return "?attr/colorPrimary"
        case _ where isCard(element) && element.name != "androidx.cardview.widget.CardView":
            return library == .materialComponents ? "?attr/colorSurface" : nil
        default:
            return nil
        }
    }
}
